// POST/GET /bean/transactions and GET /bean/transactions/{id}.
import type { FastifyInstance } from 'fastify';
import { pageOfMatches } from '../ledger/query/transactions.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { storeOf } from './app.ts';
import { Problem } from '../problem.ts';
import {
  accountPrefixSchema, accountSchema, amountOutSchema, amountSchema, costOutSchema, currencySchema, dateSchemaWith, idempotencyHeader, listOf, metaInSchema, metaOutSchema, metaTypesInSchema, metaTypesOutSchema,
  numberSchema, pagingQuery, problems, optionalTextSchema, tagSchema, TEXT_PATTERN, textFilterWith, textSchema, textSchemaWith, TRANSACTION_ID_PATTERN, WRITE_PROBLEMS, READ_PROBLEMS,
} from './schemas.ts';
import { requireDateRange, requireDates, transactionFrom, transactionJson, type TransactionBody } from './wire.ts';
import { answerWrite, NO_NUMBERS } from './write-answer.ts';
import { payeeNamesFor } from './payees.ts';
import { requireMetaAccountRoots } from './meta-types.ts';
import { autoOpenedWarnings } from './auto-opened-accounts.ts';
import { saleWithoutCostWarnings } from './sale-without-cost.ts';
import type { LedgerSnapshot } from '../store/ledger-snapshot.ts';
import type { RawTransaction } from '../ledger/core/directives.ts';
import type { LedgerOptions } from '../ledger/core/options.ts';

const postingIn = {
  type: 'object',
  required: ['account'],
  additionalProperties: false,
  properties: {
    account: accountSchema,
    flag: {
      type: ['string', 'null'],
      enum: ['*', '!', '&', '#', '?', '%', 'P', 'S', 'T', 'C', 'U', 'R', 'M', null],
      description: 'The posting\'s own flag (`! Assets:Cash ...`), any Beancount 2.3 reads (what GET answers); null or left out: none.',
    },
    units: { ...amountSchema, description: 'Leave out on at most one posting: it is interpolated.' },
    cost: {
      type: ['object', 'null'],
      additionalProperties: false,
      description:
        'Cost {number, number_total, currency, date, label}, any part may be left out ({} books against existing lots). `number` is per unit; `number_total` is the cost of all the units (written `{{400 USD}}`, or `{per # total USD}` with both) and needs `currency`.',
      properties: {
        number: numberSchema, number_total: numberSchema, currency: currencySchema,
        date: { ...dateSchemaWith('The lot date; null or left out: none (Beancount dates a new lot with the transaction).'), type: ['string', 'null'] },
        label: optionalTextSchema,
      },
    },
    price: { ...amountSchema, type: ['object', 'null'], description: 'Per-unit price (@); null or left out: none. A negative price is a 400 (Beancount\'s grammar refuses it).' },
    total_price: { ...amountSchema, description: 'The price of all the units together (written @@; Beancount books it per unit). Not with `price`; needs `units`.' },
    meta: metaInSchema,
    meta_types: metaTypesInSchema,
    // What GET answers for a posting: accepted so that a transaction read can be sent back to
    // copy it (QA: a round trip was ten 400s), and ignored: the units given are written.
    interpolated: { type: 'boolean', description: 'Ignored (what GET answers: the units given are written as they are).' },
  },
} as const;

export const transactionIn = {
  type: 'object',
  required: ['postings'],
  additionalProperties: false,
  properties: {
    date: dateSchemaWith('Default: today in LEDGER_TIMEZONE.'),
    flag: { type: 'string', enum: ['*', '!'], default: '*' },
    payee: { ...textSchemaWith('null or left out: no payee.'), type: ['string', 'null'] },
    narration: textSchema,
    tags: { type: 'array', items: tagSchema, maxItems: 64 },
    links: { type: 'array', items: tagSchema, maxItems: 64 },
    meta: metaInSchema,
    meta_types: metaTypesInSchema,
    postings: { type: 'array', items: postingIn, minItems: 1, maxItems: 500 },
    // What POST /bean/nlp/parse answers besides the draft: accepted so that a draft can be
    // sent back as it is, and ignored.
    confidence: { type: ['number', 'string'], pattern: TEXT_PATTERN, description: 'Ignored (the NLP draft\'s own field).' },
    warnings: { type: 'array', items: textSchemaWith('Ignored.'), description: 'Ignored (the NLP draft\'s own field).' },
    source: { type: 'object', description: 'Ignored (where GET found the transaction; a POST appends to the main file). `id` is refused: a POST writes a new transaction, it changes none. A string in it, as every string of a body, holding a control character the ledger file could only keep raw or an unpaired UTF-16 surrogate is a 400.' },
    synthesized: { type: 'string', enum: ['pad'], description: 'Ignored (what GET answers on a pad\'s padding: a copy of it, with flag `*` or `!`, is written as any transaction).' },
  },
} as const;

export const transactionOut = {
  type: 'object',
  required: ['id', 'date', 'flag', 'payee', 'narration', 'tags', 'links', 'meta', 'meta_types', 'postings', 'source'],
  properties: {
    id: {
      type: 'string',
      description:
        'Stable while the text of the transaction is unchanged (hash of its text; -2, -3... for identical twins). A padding (`synthesized: "pad"`): a hash of its pad directive\'s text and the padded currency, then `-pad` (-pad-2, -pad-3... for identical pads), stable while the pad\'s text is unchanged, whatever amount it pads.',
    },
    date: { type: 'string' },
    flag: { type: 'string' },
    payee: { type: ['string', 'null'] },
    narration: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    links: { type: 'array', items: { type: 'string' } },
    meta: metaOutSchema,
    meta_types: metaTypesOutSchema,
    postings: {
      type: 'array',
      items: {
        type: 'object',
        required: ['account', 'units', 'cost', 'price', 'meta', 'meta_types'],
        properties: {
          account: { type: 'string' },
          flag: { type: ['string', 'null'] },
          units: amountOutSchema,
          cost: costOutSchema,
          price: { anyOf: [amountOutSchema, { type: 'null' }] },
          interpolated: { type: 'boolean', description: 'The units were filled in by interpolation, with Beancount\'s digits and sign (a residual that rounds to zero from below is "-0.00", as Fava shows it).' },
          meta: metaOutSchema,
          meta_types: metaTypesOutSchema,
        },
      },
    },
    source: {
      type: 'object',
      required: ['file', 'line'],
      description: 'Where it is written; for a padding, its pad directive.',
      properties: { file: { type: 'string', description: 'Relative to the ledger directory.' }, line: { type: 'integer' } },
    },
    synthesized: {
      type: 'string',
      enum: ['pad'],
      description:
        'Only on a transaction no file holds: `pad`, the padding Beancount inserts after a `pad` directive to make the next balance assertion pass (flag P, its narration and two postings, as bean-query and Fava show it). It cannot be changed or deleted by id: edit the pad or the balance assertion. Absent on a written transaction.',
    },
  },
} as const;

/** The 201 of POST /bean/transactions: what GET answers, and warnings when there are any. */
const writtenOut = {
  ...transactionOut,
  properties: {
    ...transactionOut.properties,
    warnings: {
      type: 'array',
      items: { type: 'string' },
      description:
        'Only when there is something to check (else absent): each account of the transaction that no open directive opens, which the ledger\'s auto_accounts plugin opens (Beancount takes it, so the write stands: a misspelt name becomes a new account), naming the near open account when one is close, as the 422 of a ledger without the plugin does: "Expenses:Fod is opened only by the auto_accounts plugin: no open directive names it (did you mean Expenses:Food?)"; and each posting that sells units without a cost from an account holding them at cost (not NONE): Beancount takes it, the units stand beside the lots held without cost and no gain is booked, and the warning says to write `"cost": {}` to sell from the lots.',
    },
  },
} as const;

/** The written transaction at `at` as the 201 answers it, or null when the snapshot does not hold it. */
function writtenAnswer(snapshot: LedgerSnapshot, at: { file: string; line: number }): Record<string, unknown> | null {
  const stored = snapshot.transactions.atSource(at);
  if (stored === undefined) return null;
  const body: Record<string, unknown> = transactionJson(stored.id, stored.transaction, snapshot.relativeSource(stored.transaction.source));
  const warnings = [...autoOpenedWarnings(snapshot.ledger, stored.transaction.postings.map((p) => p.account)), ...saleWithoutCostWarnings(snapshot.ledger, snapshot.balances, stored.transaction)];
  return warnings.length === 0 ? body : { ...body, warnings };
}

/** Account-typed metadata (meta_types) of the transaction and its postings under the ledger's root names. */
function requireTransactionMetaRoots(t: RawTransaction, roots: Readonly<LedgerOptions['rootNames']>): void {
  requireMetaAccountRoots(t.meta, '/meta', roots);
  t.postings.forEach((p, i) => requireMetaAccountRoots(p.meta, `/postings/${i}/meta`, roots));
}

interface ListQuery {
  from?: string;
  to?: string;
  account?: string;
  payee?: string;
  tag?: string;
  link?: string;
  q?: string;
  currency?: string;
  limit: number;
  offset: number;
}

export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TransactionBody }>(
    '/bean/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary: 'Write a transaction',
        description: 'Checked as Beancount checks the whole ledger with it (balance, open accounts, currency constraints, later balance assertions, the ledger\'s plugins), then appended to the main file and fsynced. 422 when a check fails (nothing written). A ledger that enables a plugin the service does not run refuses every write (422), unless LEDGER_BEAN_CHECK names a bean-check that checks it: then an error bean-check reports that the ledger did not already have is the 422.',
        headers: idempotencyHeader,
        body: transactionIn,
        response: { 201: { ...writtenOut, description: 'The stored transaction, interpolated units included' }, ...problems(...WRITE_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      requireDates({ date: body.date, ...Object.fromEntries(body.postings.map((p, i) => [`postings/${i}/cost/date`, p.cost?.date ?? undefined])) }, 'body');
      const raw = transactionFrom(body, body.date ?? app.services.today(), request.jsonNumbers ?? NO_NUMBERS);
      return answerWrite(app, request, reply, async () => {
        const store = await storeOf(app, request.user);
        const outcome = await store.write((current) => {
          requireTransactionMetaRoots(raw, current.ledger.options.rootNames);
          return { directives: [raw], result: null, postingsPath: 'body/postings' };
        });
        const written = writtenAnswer(outcome.snapshot, outcome.written[0]!.source);
        if (written === null) throw new Error('written transaction not found in the index');
        return { status: 201, body: written };
      }, undefined, async (at) => {
        const written = writtenAnswer(await (await storeOf(app, request.user)).snapshot(), at);
        return written === null ? null : { status: 201, body: written };
      });
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/bean/transactions',
    {
      schema: {
        tags: ['transactions'],
        summary: 'List transactions, newest first',
        description:
          'Transactions written in the ledger files, and the padding each `pad` directive inserts (`synthesized: "pad"`, at its pad\'s place, with the amount the ledger pads now), so that an account\'s transactions add up to its balance; not the transactions plugins make (`unrealized`, `forecast`), which balances include. Filters combine with AND and apply to padding as to any transaction. Newest first; of one date, the later in the ledger first, in Beancount\'s order (line number within its file, whichever file, then the order files are loaded). ' +
          '`limit`/`offset` page over the list as it is at each request: a transaction written between two requests moves later pages by one (an item at the page boundary repeats; none is skipped), so de-duplicate by `id` when syncing.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            from: dateSchemaWith('On or after this date.'),
            to: dateSchemaWith('On or before this date.'),
            account: { ...accountPrefixSchema, description: 'A posting to this account or one of its sub-accounts.' },
            payee: textFilterWith(
              'The payee, exactly (case-insensitive); there is no filter for transactions without a payee. When it is the name or an alias of a payee record (`custom "payee"`), the transactions of the record\'s name and of each of its aliases.',
            ),
            tag: tagSchema,
            link: tagSchema,
            q: textFilterWith('Text in the payee or the narration (case-insensitive).'),
            currency: { ...currencySchema, description: 'A posting whose units, cost or price are in this currency.' },
            ...pagingQuery,
          },
        },
        response: { 200: listOf(transactionOut), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const { limit, offset, ...filter } = request.query;
      requireDates({ from: filter.from, to: filter.to }, 'query');
      requireDateRange(filter.from, filter.to);
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      return sendCachedAnswer(request, reply, snapshot, () => {
        const payee = filter.payee === undefined ? undefined : payeeNamesFor(snapshot.ledger.directives, filter.payee);
        const { total, page } = pageOfMatches(snapshot.transactions.list, (item) => item.transaction, { ...filter, payee }, offset, limit);
        return {
          data: page.map((item) => transactionJson(item.id, item.transaction, snapshot.relativeSource(item.transaction.source), item.synthesized)),
          meta: { total, limit, offset },
        };
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/bean/transactions/:id',
    {
      schema: {
        tags: ['transactions'],
        summary: 'One transaction by id',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: TRANSACTION_ID_PATTERN } } },
        response: { 200: transactionOut, ...problems(...READ_PROBLEMS, 404) },
      },
    },
    async (request) => {
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      const item = snapshot.transactions.get(request.params.id);
      if (item === undefined) throw Problem.notFound(`No transaction with id ${request.params.id}.`);
      return transactionJson(item.id, item.transaction, snapshot.relativeSource(item.transaction.source), item.synthesized);
    },
  );
}
