// POST/GET /bean/prices: `price` directives.
import type { FastifyInstance } from 'fastify';
import type { Price } from '../ledger/core/directives.ts';
import { IMPLICIT_PRICES_META } from '../ledger/plugins/implicit_prices.ts';
import { storeOf } from './app.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { Problem } from '../problem.ts';
import { amountOutSchema, amountSchema, currencySchema, dateSchemaWith, idempotencyHeader, listOf, paginate, pagingQuery, problems, WRITE_PROBLEMS, READ_PROBLEMS } from './schemas.ts';
import { amountFrom, amountJson, REQUEST_SOURCE, requireDateRange, requireDates, type AmountJson } from './wire.ts';
import { answerWrite, directiveWrittenAt } from './write-answer.ts';

const priceOut = {
  type: 'object',
  required: ['date', 'currency', 'amount', 'implied'],
  properties: {
    date: { type: 'string' },
    currency: { type: 'string' },
    amount: amountOutSchema,
    implied: { type: 'boolean', description: "true for a price the ledger's implicit_prices plugin derives from a transaction's price or cost (no price directive in the file); false for a price directive." },
  },
} as const;

/** A price the implicit_prices plugin made from a transaction, not a directive of the file. */
function isImplied(p: Price): boolean {
  return Object.hasOwn(p.meta, IMPLICIT_PRICES_META);
}

function priceJson(p: Price): Record<string, unknown> {
  return { date: p.date, currency: p.currency, amount: amountJson(p.amount), implied: isImplied(p) };
}

export async function priceRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { date?: string; currency: string; amount: AmountJson } }>(
    '/bean/prices',
    {
      schema: {
        tags: ['prices'],
        summary: 'Record a price',
        description: "1 `currency` = `amount` on `date`. A negative amount is a 400 (as a negative `@` price of a posting is); zero is taken (a worthless holding). 409 if a price directive for the same date, currency and quote currency exists; a price the implicit_prices plugin derives from a transaction that day is no such directive (the day's close beside a trade's own rate is recorded: Beancount's price map then holds both, the later in the ledger's order winning that day).",
        headers: idempotencyHeader,
        body: {
          type: 'object',
          required: ['currency', 'amount'],
          additionalProperties: false,
          properties: { date: dateSchemaWith('Default: today in LEDGER_TIMEZONE.'), currency: currencySchema, amount: amountSchema },
        },
        response: { 201: priceOut, ...problems(...WRITE_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      requireDates({ date: body.date }, 'body');
      if (body.currency === body.amount.currency) throw Problem.badRequest('A price quotes a currency in another one.', [{ path: '/amount/currency', message: 'must differ from currency' }]);
      const price: Price = { type: 'price', date: body.date ?? app.services.today(), currency: body.currency, amount: amountFrom(body.amount, '/amount'), meta: {}, source: REQUEST_SOURCE };
      // (QA: `-5 USD` was written, while a negative `@` price on a posting is a 400: a holding is
      // worth nothing at worst, and a negative value turned its market value and conversions around)
      if (price.amount.number.isNegative()) {
        throw Problem.badRequest(`A price may not be negative (1 ${price.currency} = ${price.amount.number.toString()} ${price.amount.currency}): a holding is worth nothing at worst, and a worthless one is priced 0.`, [
          { path: '/amount/number', message: 'must not be negative' },
        ]);
      }
      return answerWrite(app, request, reply, async () => {
        const store = await storeOf(app, request.user);
        const outcome = await store.write((snapshot) => {
          const clash = snapshot.ledger.directives.some((d) => d.type === 'price' && d.date === price.date && d.currency === price.currency && d.amount.currency === price.amount.currency && !isImplied(d));
          if (clash) throw Problem.conflict(`A price of ${price.currency} in ${price.amount.currency} on ${price.date} exists.`, [{ path: '', message: 'already exists' }]);
          return { directives: [price], result: null };
        });
        return { status: 201, body: priceJson(outcome.written[0] as Price) };
      }, undefined, async (at) => {
        const written = await directiveWrittenAt(app, request, at, 'price');
        return written === undefined ? null : { status: 201, body: priceJson(written) };
      });
    },
  );

  app.get<{ Querystring: { currency?: string; quote?: string; from?: string; to?: string; limit: number; offset: number } }>(
    '/bean/prices',
    {
      schema: {
        tags: ['prices'],
        summary: 'List prices, newest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            currency: { ...currencySchema, description: 'The priced currency.' },
            quote: { ...currencySchema, description: 'The currency the price is in.' },
            from: dateSchemaWith('On or after this date.'),
            to: dateSchemaWith('On or before this date.'),
            ...pagingQuery,
          },
        },
        response: { 200: listOf(priceOut), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      requireDates({ from: q.from, to: q.to }, 'query');
      requireDateRange(q.from, q.to);
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      const { ledger } = snapshot;
      return sendCachedAnswer(request, reply, snapshot, () => {
        const rows: Price[] = [];
        for (let i = ledger.directives.length - 1; i >= 0; i--) {
          const d = ledger.directives[i]!;
          if (d.type !== 'price') continue;
          if (q.currency !== undefined && d.currency !== q.currency) continue;
          if (q.quote !== undefined && d.amount.currency !== q.quote) continue;
          if (q.from !== undefined && d.date < q.from) continue;
          if (q.to !== undefined && d.date > q.to) continue;
          rows.push(d);
        }
        const page = paginate(rows, q.limit, q.offset);
        return { data: page.data.map(priceJson), meta: page.meta };
      });
    },
  );
}
