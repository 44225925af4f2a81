// GET /bean/balances: inventories per account at a date, optionally rolled up and valued.
import type { FastifyInstance } from 'fastify';
import { atCost, balanceRows, cutByPostings, inventoriesByAccount } from '../ledger/query/balances.ts';
import { sendCachedAnswer } from './cached-answer.ts';
import { storeOf } from './app.ts';
import { accountPrefixSchema, amountOutSchema, currencySchema, dateSchemaWith, listOf, paginate, pagingQuery, positionSchema, problems, READ_PROBLEMS } from './schemas.ts';
import { amountJson, positionJson, requireDates } from './wire.ts';

const balanceOut = {
  type: 'object',
  required: ['account', 'units', 'positions'],
  properties: {
    account: { type: 'string' },
    units: { type: 'array', items: amountOutSchema, description: 'Units per currency, costs summed over.' },
    positions: { type: 'array', items: positionSchema, description: 'Each lot: units and cost (null when held without cost).' },
    value: { ...amountOutSchema, description: 'With convert: market value at the date (positions without a rate are left out and listed in unconverted).' },
    unconverted: { type: 'array', items: amountOutSchema, description: 'With convert: the units that have no rate to the currency, one total per currency.' },
    at_cost: { type: 'array', items: amountOutSchema, description: "With at_cost=true: the positions at cost, one total per currency (Beancount's reduce(get_cost), Fava's At Cost): each lot as units × cost, units held without cost as they are." },
  },
} as const;

interface BalanceQuerystring {
  date?: string;
  account?: string;
  convert?: string;
  at_cost: boolean;
  rollup: boolean;
  depth?: number;
  limit: number;
  offset: number;
}

export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: BalanceQuerystring }>(
    '/bean/balances',
    {
      schema: {
        tags: ['balances'],
        summary: 'Balances per account',
        description:
          "By default one row per account with its own postings (like bean-query's GROUP BY account), at full precision, only accounts with a non-zero position, sorted by name.",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            date: dateSchemaWith('Up to the end of this day. Default: everything.'),
            account: { ...accountPrefixSchema, description: 'This account and its sub-accounts.' },
            convert: { ...currencySchema, description: 'Add `value`: the market value in this currency at the date (prices on or before it, inverse rates, one hop via the cost currency).' },
            at_cost: { type: 'boolean', default: false, description: "Add `at_cost`: the row's positions at cost, one total per currency (Fava's At Cost, bean-query's cost(sum(position)))." },
            rollup: { type: 'boolean', default: false, description: 'Each row holds its sub-accounts too (parent accounts appear).' },
            depth: { type: 'integer', minimum: 1, maximum: 20, description: 'Account names cut to this many components, sub-accounts summed in; never above `account` (with account=Assets:Bank and depth=1, rows are cut to Assets:Bank).' },
            ...pagingQuery,
          },
        },
        response: { 200: listOf(balanceOut), ...problems(...READ_PROBLEMS) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      requireDates({ date: q.date }, 'query');
      const snapshot = await (await storeOf(app, request.user)).snapshot();
      return sendCachedAnswer(request, reply, snapshot, () => {
        const query = {
          date: q.date,
          account: q.account,
          rollup: q.rollup,
          // A depth above the account asked for would name a row after a parent while holding only
          // that account's subtree (account=Assets:Bank:Chase&depth=1 was a row "Assets" of Chase's
          // money: QA): names are cut no higher than the account itself.
          depth: q.depth !== undefined && q.account !== undefined ? Math.max(q.depth, q.account.split(':').length) : q.depth,
          convert: q.convert,
          prices: q.convert !== undefined ? snapshot.prices : undefined,
        };
        // Cut without rollup, rows sum the postings in ledger order (as bean-query does), which the
        // index's per-account inventories cannot give: one pass over the directives.
        const own = cutByPostings(query) ? inventoriesByAccount(snapshot.ledger.directives, q.date, q.account, query.depth) : snapshot.balances.inventories(q.date, q.account);
        const rows = balanceRows(own, query);
        const page = paginate(rows, q.limit, q.offset);
        return {
          data: page.data.map((row) => {
            const units = [...row.inventory.units()].map(([currency, number]) => amountJson({ number, currency }));
            const out: Record<string, unknown> = { account: row.account, units, positions: row.inventory.positions().map(positionJson) };
            if (row.value !== undefined) {
              out.value = amountJson(row.value);
              out.unconverted = (row.unconverted ?? []).map(amountJson);
            }
            if (q.at_cost) out.at_cost = atCost(row.inventory.positions()).map(amountJson);
            return out;
          }),
          meta: page.meta,
        };
      });
    },
  );
}
