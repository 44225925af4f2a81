// POST/GET /bean/payees. Beancount has no payee directive: a payee record is
// `YYYY-MM-DD custom "payee" "Name"` with optional `account:` and `alias:` metadata.
import type { FastifyInstance } from 'fastify';
import type { Custom, Directive, Meta } from '../ledger/core/directives.ts';
import type { LedgerOptions } from '../ledger/core/options.ts';
import { payeeKey, textKey, writtenTransactions } from '../ledger/query/transactions.ts';
import { splitAliases } from '../importers/ledger-index.ts';
import { storeOf } from './app.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { accountRecords } from './accounts.ts';
import { Problem } from '../problem.ts';
import { accountSchema, dateSchemaWith, idempotencyHeader, listOf, paginate, pagingQuery, problems, textFilterWith, textSchema, textSchemaWith, WRITE_PROBLEMS, READ_PROBLEMS } from './schemas.ts';
import { REQUEST_SOURCE, requireDates } from './wire.ts';
import { answerWrite } from './write-answer.ts';

const payeeOut = {
  type: 'object',
  required: ['name', 'declared', 'account', 'alias', 'transactions', 'most_used_account'],
  properties: {
    name: { type: 'string' },
    declared: { type: 'boolean', description: 'A custom "payee" record exists.' },
    date: { type: ['string', 'null'] },
    account: { type: ['string', 'null'], description: 'Default counter-account from the record.' },
    alias: { type: ['string', 'null'] },
    transactions: { type: 'integer', description: 'Transactions with this payee, written exactly so (the payee filter of GET /bean/transactions ignores case, so it may list those of `café` and `Café` together).' },
    most_used_account: { type: ['string', 'null'], description: 'The account its transactions post to most often, Assets and Liabilities counted only when nothing else is.' },
  },
} as const;

export interface PayeeRecord {
  readonly name: string;
  readonly date: string;
  readonly account: string | null;
  readonly alias: string | null;
}

function metaString(meta: Meta, key: string): string | null {
  const v = meta[key];
  return v !== undefined && (v.type === 'string' || v.type === 'account') ? v.value : null;
}

/** Payee records by name (first wins). */
export function payeeRecords(directives: readonly Directive[]): Map<string, PayeeRecord> {
  const out = new Map<string, PayeeRecord>();
  for (const d of directives) {
    if (d.type !== 'custom' || d.customType !== 'payee') continue;
    const first = d.values[0];
    if (first === undefined || first.type !== 'string' || out.has(first.value)) continue;
    out.set(first.value, { name: first.value, date: d.date, account: metaString(d.meta, 'account'), alias: metaString(d.meta, 'alias') });
  }
  return out;
}

/**
 * The names a payee filter finds: when `payee` is a payee record's name or one of its aliases
 * (case-insensitive), the record's name and every alias; else `payee` alone.
 */
export function payeeNamesFor(directives: readonly Directive[], payee: string): readonly string[] {
  const said = payeeKey(payee);
  for (const record of payeeRecords(directives).values()) {
    const names = [record.name, ...(record.alias === null ? [] : splitAliases(record.alias))];
    if (names.some((name) => payeeKey(name) === said)) return names;
  }
  return [payee];
}

interface Usage {
  count: number;
  accounts: Map<string, number>;
}

function usageByPayee(directives: readonly Directive[]): Map<string, Usage> {
  const out = new Map<string, Usage>();
  for (const t of writtenTransactions(directives)) {
    if (t.payee === null || t.payee === '') continue;
    let u = out.get(t.payee);
    if (u === undefined) out.set(t.payee, (u = { count: 0, accounts: new Map() }));
    u.count++;
    // per transaction: three postings to one account in one entry are one use of it
    for (const account of new Set(t.postings.map((p) => p.account))) u.accounts.set(account, (u.accounts.get(account) ?? 0) + 1);
  }
  return out;
}

/** The account used most often, one outside the ledger's Assets and Liabilities roots (whatever their names) first. */
function mostUsed(accounts: Map<string, number> | undefined, roots: Readonly<LedgerOptions['rootNames']>): string | null {
  if (accounts === undefined) return null;
  const funding = [`${roots.assets}:`, `${roots.liabilities}:`];
  const pick = (filter: (a: string) => boolean) => {
    let best: string | null = null;
    let bestCount = 0;
    for (const [a, n] of accounts) {
      if (!filter(a)) continue;
      if (n > bestCount || (n === bestCount && best !== null && a < best)) {
        best = a;
        bestCount = n;
      }
    }
    return best;
  };
  return pick((a) => !funding.some((root) => a.startsWith(root))) ?? pick(() => true);
}

export async function payeeRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { name: string; account?: string; alias?: string; date?: string } }>(
    '/bean/payees',
    {
      schema: {
        tags: ['payees'],
        summary: 'Record a payee',
        description: 'Writes `custom "payee" "Name"` with `account` (its default counter-account, which must be open) and `alias` metadata. 409 if a record with this name exists, case aside (a payee only used by transactions can still be recorded).',
        headers: idempotencyHeader,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: { ...textSchema, minLength: 1 },
            account: accountSchema,
            alias: textSchemaWith('Other names, separated by commas.'),
            date: dateSchemaWith('Default: today in LEDGER_TIMEZONE.'),
          },
        },
        response: { 201: payeeOut, ...problems(...WRITE_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      requireDates({ date: body.date }, 'body');
      const meta: Record<string, Meta[string]> = {};
      if (body.account !== undefined) meta.account = { type: 'string', value: body.account };
      if (body.alias !== undefined) meta.alias = { type: 'string', value: body.alias };
      const record: Custom = { type: 'custom', date: body.date ?? app.services.today(), customType: 'payee', values: [{ type: 'string', value: body.name }], meta, source: REQUEST_SOURCE };
      return answerWrite(app, request, reply, async () => {
        const store = await storeOf(app, request.user);
        const outcome = await store.write((snapshot) => {
          const directives = snapshot.ledger.directives;
          // (case aside, as the payee filter of /bean/transactions compares: `cafe modagor` beside
          // `Cafe Modagor` was a second record the filter could not tell apart; and so are the
          // composed and decomposed forms of a name, spaces around it and invisible characters)
          const name = payeeKey(body.name);
          if (name === '') throw Problem.badRequest('A payee name needs a visible character.', [{ path: '/name', message: 'has no visible character' }]);
          const records = [...payeeRecords(directives).values()];
          const same = records.find((r) => payeeKey(r.name) === name)?.name;
          if (same !== undefined)
            throw Problem.conflict(`A payee named ${JSON.stringify(same)} is already recorded.`, [
              { path: '/name', message: same === body.name ? 'already exists' : `already exists as ${JSON.stringify(same)} (payee names are compared without case, invisible characters, how spaces and accents are encoded, and spaces around them)` },
            ]);
          // (a record named as another's alias: the payee filter and the importers took the name for the other payee)
          const aliased = records.find((r) => r.alias !== null && splitAliases(r.alias).some((a) => payeeKey(a) === name));
          if (aliased !== undefined)
            throw Problem.conflict(`${JSON.stringify(body.name)} is an alias of the payee ${JSON.stringify(aliased.name)}.`, [
              { path: '/name', message: `already an alias of ${JSON.stringify(aliased.name)}: record it as its own payee after taking it out of that alias` },
            ]);
          if (body.account !== undefined) {
            const acc = accountRecords(directives).get(body.account);
            if (acc === undefined || acc.open.date > record.date) throw Problem.unprocessable(`The account ${body.account} is not open.`, [{ path: '/account', message: 'not an open account' }]);
            // Postings are refused after the close date: a default counter-account must take them.
            // A close dated before the open closes nothing: Beancount applies open and close in date
            // order, so the account stays open from its open on (bean-check reports that close).
            if (acc.close !== null && acc.close.date >= acc.open.date && acc.close.date < record.date)
              throw Problem.unprocessable(`The account ${body.account} was closed on ${acc.close.date}.`, [{ path: '/account', message: 'not an open account' }]);
          }
          return { directives: [record], result: { usage: usageByPayee(directives).get(body.name), roots: snapshot.ledger.options.rootNames } };
        });
        const { usage, roots } = outcome.result;
        return {
          status: 201,
          body: { name: body.name, declared: true, date: record.date, account: body.account ?? null, alias: body.alias ?? null, transactions: usage?.count ?? 0, most_used_account: mostUsed(usage?.accounts, roots) },
        };
      });
    },
  );

  app.get<{ Querystring: { q?: string; limit: number; offset: number } }>(
    '/bean/payees',
    {
      schema: {
        tags: ['payees'],
        summary: 'List payee records and payees used by transactions, by name',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { q: textFilterWith('Text in the name or alias (case-insensitive).'), ...pagingQuery },
        },
        response: { 200: listOf(payeeOut), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      const { ledger } = snapshot;
      return sendCachedAnswer(request, reply, snapshot, () => {
        const records = payeeRecords(ledger.directives);
        const usage = usageByPayee(ledger.directives);
        const needle = q.q === undefined ? undefined : textKey(q.q);
        const rows = [...new Set([...records.keys(), ...usage.keys()])]
          .sort()
          .map((name) => {
            const rec = records.get(name);
            const u = usage.get(name);
            return { name, declared: rec !== undefined, date: rec?.date ?? null, account: rec?.account ?? null, alias: rec?.alias ?? null, transactions: u?.count ?? 0, most_used_account: mostUsed(u?.accounts, ledger.options.rootNames) };
          })
          .filter((r) => needle === undefined || textKey(r.name).includes(needle) || textKey(r.alias ?? '').includes(needle));
        const page = paginate(rows, q.limit, q.offset);
        return { data: page.data, meta: page.meta };
      });
    },
  );
}
