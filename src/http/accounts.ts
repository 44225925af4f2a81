// POST/GET /bean/accounts: `open` directives, and the accounts the ledger declares.
import type { FastifyInstance } from 'fastify';
import type { BookingMethod, Close, Directive, Open } from '../ledger/core/directives.ts';
import type { LedgerOptions } from '../ledger/core/options.ts';
import { storeOf } from './app.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { Problem } from '../problem.ts';
import { ACCOUNT_MAX_LENGTH, newAccountSchema, currencySchema, dateSchemaWith, idempotencyHeader, listOf, metaInSchema, metaOutSchema, metaTypesInSchema, metaTypesOutSchema, paginate, pagingQuery, problems, textFilterWith, WRITE_PROBLEMS, READ_PROBLEMS, type MetaTypeIn } from './schemas.ts';
import { metaFrom, metaJson, REQUEST_SOURCE, requireDates } from './wire.ts';
import { answerWrite, directiveWrittenAt, NO_NUMBERS } from './write-answer.ts';
import { metaTypesJson, requireMetaAccountRoots } from './meta-types.ts';
import { newAccountNameProblem } from '../ledger/syntax/account_name_problem.ts';

const ACCOUNT_TYPES = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'] as const;
type AccountType = (typeof ACCOUNT_TYPES)[number];

const accountOut = {
  type: 'object',
  required: ['name', 'open_date', 'close_date', 'currencies', 'booking', 'meta', 'meta_types'],
  properties: {
    name: { type: 'string' },
    open_date: { type: 'string' },
    close_date: { type: ['string', 'null'] },
    currencies: { type: 'array', items: { type: 'string' }, description: 'Currency constraint of the open directive; empty = any.' },
    booking: { type: ['string', 'null'], enum: ['STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE', null] },
    meta: metaOutSchema,
    meta_types: metaTypesOutSchema,
  },
} as const;

interface AccountBody {
  name: string;
  date?: string;
  currencies?: string[];
  booking?: BookingMethod;
  meta?: Record<string, unknown>;
  meta_types?: Record<string, MetaTypeIn>;
}

export interface AccountRecord {
  readonly open: Open;
  readonly close: Close | null;
}

/**
 * Accounts by name from their first open and first close directives, as Beancount's
 * getters.get_account_open_close pairs them: a close dated before the open is still the
 * account's close (an account closed but never opened is not listed).
 */
export function accountRecords(directives: readonly Directive[]): Map<string, AccountRecord> {
  const opens = new Map<string, Open>();
  const closes = new Map<string, Close>();
  for (const d of directives) {
    if (d.type === 'open' && !opens.has(d.account)) opens.set(d.account, d);
    else if (d.type === 'close' && !closes.has(d.account)) closes.set(d.account, d);
  }
  const out = new Map<string, AccountRecord>();
  for (const [account, open] of opens) out.set(account, { open, close: closes.get(account) ?? null });
  return out;
}

function accountType(name: string, options: LedgerOptions): AccountType | null {
  const root = name.split(':')[0];
  const names = options.rootNames;
  const map: Record<string, AccountType> = { [names.assets]: 'Assets', [names.liabilities]: 'Liabilities', [names.equity]: 'Equity', [names.income]: 'Income', [names.expenses]: 'Expenses' };
  return map[root!] ?? null;
}

function accountJson(rec: AccountRecord): Record<string, unknown> {
  return {
    name: rec.open.account,
    open_date: rec.open.date,
    close_date: rec.close?.date ?? null,
    currencies: [...rec.open.currencies],
    booking: rec.open.booking,
    meta: metaJson(rec.open.meta),
    meta_types: metaTypesJson(rec.open.meta),
  };
}

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AccountBody }>(
    '/bean/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Open an account',
        description: 'Writes an `open` directive. 400 if Beancount 2.3 would not read the name as a valid account, or it is one the service does not open (see `name`): the message says what is wrong; 409 if the account was already opened; 422 if its first component is not one of the ledger\'s root names (Assets, Liabilities, Equity, Income, Expenses, or what its `option "name_..."` lines set).',
        headers: idempotencyHeader,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: newAccountSchema,
            date: dateSchemaWith('Default: today in LEDGER_TIMEZONE.'),
            currencies: { type: 'array', items: currencySchema, maxItems: 64 },
            booking: {
              type: 'string',
              enum: ['STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE'],
              description: 'Default: the ledger\'s booking_method option (STRICT). AVERAGE is written as Beancount 2.3 reads it, but Beancount 2.3 books no sale from such an account (each one is an error, "AVERAGE method is not supported"): for holdings that will be sold, FIFO, LIFO, STRICT or NONE.',
            },
            meta: metaInSchema,
            meta_types: metaTypesInSchema,
          },
        },
        response: { 201: accountOut, ...problems(...WRITE_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      requireDates({ date: body.date }, 'body');
      // (QA: Assets:Bank:工商, which bean-check 2.3 takes, was refused with a rule of our own, and
      // an NFD Crème with the same words as any other name)
      const nameProblem = newAccountNameProblem(body.name);
      if (nameProblem !== null) throw Problem.badRequest(`The body is not valid: body/name ${nameProblem}.`, [{ path: '/name', message: nameProblem }]);
      const open: Open = {
        type: 'open',
        date: body.date ?? app.services.today(),
        account: body.name,
        currencies: [...new Set(body.currencies ?? [])],
        booking: body.booking ?? null,
        meta: metaFrom(body.meta, '/meta', request.jsonNumbers ?? NO_NUMBERS, body.meta_types),
        source: REQUEST_SOURCE,
      };
      return answerWrite(app, request, reply, async () => {
        const store = await storeOf(app, request.user);
        const outcome = await store.write((snapshot) => {
          requireMetaAccountRoots(open.meta, '/meta', snapshot.ledger.options.rootNames);
          const existing = accountRecords(snapshot.ledger.directives).get(body.name);
          if (existing !== undefined) {
            const state = existing.close === null ? 'is already open' : `was opened on ${existing.open.date} and closed on ${existing.close.date} (Beancount does not open an account twice)`;
            throw Problem.conflict(`The account ${body.name} ${state}.`, [{ path: '/name', message: 'already exists' }]);
          }
          return { directives: [open], result: null };
        });
        return { status: 201, body: accountJson({ open: outcome.written[0] as Open, close: null }) };
      }, undefined, async (at) => {
        const written = await directiveWrittenAt(app, request, at, 'open');
        return written === undefined ? null : { status: 201, body: accountJson({ open: written, close: null }) };
      });
    },
  );

  app.get<{ Querystring: { type?: AccountType; prefix?: string; status: 'open' | 'closed' | 'all'; currency?: string; limit: number; offset: number } }>(
    '/bean/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'List accounts, by name',
        description: '`status=open` (default) lists the accounts not closed before today: an account closed today is still open (Beancount accepts postings on the close date, and so does `POST /bean/transactions`), from tomorrow it is closed. An account whose `open_date` is after today is listed as open too (as Fava lists it), though it takes postings only from that date (a transaction dated earlier is a 422): an account picker offering accounts for today should leave out those with a later `open_date`. `closed` lists those closed before today; `all` both.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            type: { type: 'string', enum: [...ACCOUNT_TYPES], description: "The account's root (as renamed by name_* options)." },
            prefix: textFilterWith('Names starting with this text.', ACCOUNT_MAX_LENGTH),
            status: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' },
            currency: {
              ...currencySchema,
              description: 'Accounts that may hold it: its currency constraint lists it, or it has none (Beancount lets an account opened without currencies hold any, as `GET /bean/transactions?currency=` finds its postings).',
            },
            ...pagingQuery,
          },
        },
        response: { 200: listOf(accountOut), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      const today = app.services.today();
      return sendCachedAnswer(request, reply, snapshot, () => {
        const records = [...accountRecords(snapshot.ledger.directives).values()]
          .filter((r) => {
            const closed = r.close !== null && r.close.date < today;
            if (q.status === 'open' && closed) return false;
            if (q.status === 'closed' && !closed) return false;
            if (q.type !== undefined && accountType(r.open.account, snapshot.ledger.options) !== q.type) return false;
            if (q.prefix !== undefined && !r.open.account.startsWith(q.prefix)) return false;
            if (q.currency !== undefined && r.open.currencies.length > 0 && !r.open.currencies.includes(q.currency)) return false;
            return true;
          })
          .sort((a, b) => (a.open.account < b.open.account ? -1 : a.open.account > b.open.account ? 1 : 0));
        const page = paginate(records, q.limit, q.offset);
        return { data: page.data.map(accountJson), meta: page.meta };
      }, today);
    },
  );
}
