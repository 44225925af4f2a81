// POST/GET /bean/commodities: `commodity` directives, and every currency the ledger uses.
import type { FastifyInstance } from 'fastify';
import type { Commodity, Directive } from '../ledger/core/directives.ts';
import { storeOf } from './app.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { Problem } from '../problem.ts';
import { currencySchema, dateSchemaWith, idempotencyHeader, listOf, metaInSchema, metaOutSchema, metaTypesInSchema, metaTypesOutSchema, paginate, pagingQuery, problems, WRITE_PROBLEMS, READ_PROBLEMS, type MetaTypeIn } from './schemas.ts';
import { metaFrom, metaJson, REQUEST_SOURCE, requireDates } from './wire.ts';
import { answerWrite, directiveWrittenAt, NO_NUMBERS } from './write-answer.ts';
import { metaTypesJson, requireMetaAccountRoots } from './meta-types.ts';

const commodityOut = {
  type: 'object',
  required: ['currency', 'declared', 'date', 'meta', 'meta_types'],
  properties: {
    currency: { type: 'string' },
    declared: { type: 'boolean', description: 'A commodity directive declares it (else it is only used).' },
    date: { type: ['string', 'null'], description: 'Date of the commodity directive.' },
    meta: metaOutSchema,
    meta_types: metaTypesOutSchema,
  },
} as const;

/** Currencies used anywhere: postings (units, cost, price), prices, balances, open constraints. */
export function usedCurrencies(directives: readonly Directive[]): Set<string> {
  const out = new Set<string>();
  for (const d of directives) {
    switch (d.type) {
      case 'transaction':
        for (const p of d.postings) {
          out.add(p.units.currency);
          if (p.cost) out.add(p.cost.currency);
          if (p.price) out.add(p.price.currency);
        }
        break;
      case 'price':
        out.add(d.currency);
        out.add(d.amount.currency);
        break;
      case 'balance':
        out.add(d.amount.currency);
        break;
      case 'open':
        for (const c of d.currencies) out.add(c);
        break;
      default:
    }
  }
  return out;
}

/**
 * The commodity directive of each currency; of two (a ledger bean-check already faults for
 * it), the last, as Beancount's getters.get_commodity_directives and so Fava read them.
 */
function declaredCommodities(directives: readonly Directive[]): Map<string, Commodity> {
  const out = new Map<string, Commodity>();
  for (const d of directives) if (d.type === 'commodity') out.set(d.currency, d);
  return out;
}

function commodityJson(currency: string, declared: Commodity | undefined): Record<string, unknown> {
  return {
    currency,
    declared: declared !== undefined,
    date: declared?.date ?? null,
    meta: declared ? metaJson(declared.meta) : {},
    meta_types: declared ? metaTypesJson(declared.meta) : {},
  };
}

export async function commodityRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { currency: string; date?: string; meta?: Record<string, unknown>; meta_types?: Record<string, MetaTypeIn> } }>(
    '/bean/commodities',
    {
      schema: {
        tags: ['commodities'],
        summary: 'Declare a commodity',
        description: 'Writes a `commodity` directive. 409 if it is already declared.',
        headers: idempotencyHeader,
        body: {
          type: 'object',
          required: ['currency'],
          additionalProperties: false,
          properties: { currency: currencySchema, date: dateSchemaWith('Default: today in LEDGER_TIMEZONE.'), meta: metaInSchema, meta_types: metaTypesInSchema },
        },
        response: { 201: commodityOut, ...problems(...WRITE_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      requireDates({ date: body.date }, 'body');
      const commodity: Commodity = {
        type: 'commodity',
        date: body.date ?? app.services.today(),
        currency: body.currency,
        meta: metaFrom(body.meta, '/meta', request.jsonNumbers ?? NO_NUMBERS, body.meta_types),
        source: REQUEST_SOURCE,
      };
      return answerWrite(app, request, reply, async () => {
        const store = await storeOf(app, request.user);
        const outcome = await store.write((snapshot) => {
          requireMetaAccountRoots(commodity.meta, '/meta', snapshot.ledger.options.rootNames);
          if (declaredCommodities(snapshot.ledger.directives).has(body.currency)) throw Problem.conflict(`The commodity ${body.currency} is already declared.`, [{ path: '/currency', message: 'already exists' }]);
          return { directives: [commodity], result: null };
        });
        return { status: 201, body: commodityJson(body.currency, outcome.written[0] as Commodity) };
      }, undefined, async (at) => {
        const written = await directiveWrittenAt(app, request, at, 'commodity');
        return written === undefined ? null : { status: 201, body: commodityJson(written.currency, written) };
      });
    },
  );

  app.get<{ Querystring: { declared?: boolean; limit: number; offset: number } }>(
    '/bean/commodities',
    {
      schema: {
        tags: ['commodities'],
        summary: 'List declared and used commodities, by name',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { declared: { type: 'boolean', description: 'Only declared (true) or only undeclared (false) ones.' }, ...pagingQuery },
        },
        response: { 200: listOf(commodityOut), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      const { ledger } = snapshot;
      return sendCachedAnswer(request, reply, snapshot, () => {
        const declared = declaredCommodities(ledger.directives);
        const all = [...new Set([...declared.keys(), ...usedCurrencies(ledger.directives)])].sort();
        const rows = all.filter((c) => q.declared === undefined || declared.has(c) === q.declared).map((c) => commodityJson(c, declared.get(c)));
        const page = paginate(rows, q.limit, q.offset);
        return { data: page.data, meta: page.meta };
      });
    },
  );
}
