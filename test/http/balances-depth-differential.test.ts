// GET /bean/balances?depth=N (without rollup) against bean-query's
// `SELECT root(account, N), sum(position), convert(sum(position), C[, date]) ... GROUP BY 1`,
// run by Beancount 2.3's own query engine: rows, lots in order, units and values at full
// precision (Python rounds every addition to 28 digits, so the order of the sums shows).
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BEANCOUNT_PYTHON, requireBeancount } from '../support/beancount.ts';
import { beanExample } from '../support/bean_example.ts';
import { exactNumber } from '../support/inventory_views.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const run = requireBeancount();

interface Query {
  depth: number;
  account?: string;
  date?: string;
  convert?: string;
}

/** A row as text: account, each lot in order, value and unconverted units (sorted) when converted. */
type RowView = string[];

// The query through bean-query's engine (run_query), numbers as Python's Decimal holds them.
const BEAN_QUERY = String.raw`
import json, sys
from beancount import loader
from beancount.query import query
from beancount.core import convert

file, queries = sys.argv[1], json.loads(sys.argv[2])
entries, errors, options = loader.load_file(file)
out = []
for q in queries:
    date = q.get('date')
    # the service cuts names no higher than the account asked for
    depth = max(q['depth'], len(q['account'].split(':'))) if 'account' in q else q['depth']
    columns = 'root(account, %d) AS a, sum(position) AS p' % depth
    if 'convert' in q:
        columns += ", convert(sum(position), '%s'%s) AS v" % (q['convert'], ', ' + date if date else '')
    where = []
    if 'account' in q: where.append("account ~ '^%s(:|$)'" % q['account'])
    if date: where.append('date <= %s' % date)
    text = 'SELECT %s %s GROUP BY a' % (columns, ('WHERE ' + ' AND '.join(where)) if where else '')
    rows = {}
    for row in query.run_query(entries, options, text)[1]:
        if row.p.is_empty(): continue
        lots = [[str(p.units.number), p.units.currency] + ([str(p.cost.number), p.cost.currency, str(p.cost.date), p.cost.label] if p.cost else []) for p in row.p]
        r = {'lots': lots}
        if 'convert' in q:
            value = [str(p.units.number) for p in row.v if p.units.currency == q['convert']]
            r['value'] = value[0] if value else '0'
            r['unconverted'] = [[str(p.units.number), p.units.currency] for p in row.v if p.units.currency != q['convert']]
        rows[row.a] = r
    out.append(rows)
print(json.dumps(out))
`;

interface TheirRow {
  lots: (string | null)[][];
  value?: string;
  unconverted?: string[][];
}

function theirRows(file: string, queries: Query[]): Record<string, RowView>[] {
  const r = spawnSync(BEANCOUNT_PYTHON, ['-c', BEAN_QUERY, file, JSON.stringify(queries)], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' },
  });
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as Record<string, TheirRow>[]).map((rows) => {
    const views: Record<string, RowView> = {};
    for (const [account, row] of Object.entries(rows)) {
      const lots = row.lots.map(([n, c, cost, costCurrency, date, label]) => [exactNumber(n!), c, cost ? exactNumber(cost) : '', costCurrency ?? '', date ?? '', label ?? ''].join('|'));
      if (row.value === undefined) views[account] = lots;
      else views[account] = [...lots, `value ${exactNumber(row.value)}`, ...row.unconverted!.map(([n, c]) => `unconverted ${exactNumber(n!)} ${c}`).sort()];
    }
    return views;
  });
}

interface Amount {
  number: string;
  currency: string;
}
interface ServedRow {
  account: string;
  positions: { units: Amount; cost: { number: string; currency: string; date: string | null; label: string | null } | null }[];
  value?: Amount;
  unconverted?: Amount[];
}

async function servedRows(t: TestApp, q: Query): Promise<Record<string, RowView>> {
  const params = new URLSearchParams({ limit: '1000', depth: String(q.depth) });
  for (const key of ['account', 'date', 'convert'] as const) if (q[key] !== undefined) params.set(key, q[key]);
  const r = await t.get(`/bean/balances?${params}`);
  expect(r.statusCode).toBe(200);
  const views: Record<string, RowView> = {};
  for (const row of (r.json() as { data: ServedRow[] }).data) {
    const lots = row.positions.map(({ units, cost }) => [exactNumber(units.number), units.currency, cost ? exactNumber(cost.number) : '', cost?.currency ?? '', cost?.date ?? '', cost?.label ?? ''].join('|'));
    if (row.value === undefined) views[row.account] = lots;
    else views[row.account] = [...lots, `value ${exactNumber(row.value.number)}`, ...row.unconverted!.map((u) => `unconverted ${exactNumber(u.number)} ${u.currency}`).sort()];
  }
  return views;
}

async function expectSameAsBeanQuery(t: TestApp, queries: Query[]): Promise<void> {
  const theirs = theirRows(t.ledgerFile, queries);
  for (const [i, q] of queries.entries()) expect(await servedRows(t, q), JSON.stringify(q)).toEqual(theirs[i]);
}

// Values summed in the order lots first appear: by posting, XX, ZZ, WW; by account, XX, WW, ZZ.
const ORDER_OF_LOTS = `
2020-01-01 open Assets:A:X
2020-01-01 open Assets:A:Y
2020-01-01 open Equity:Open
2020-01-01 price USD 3 XX
2020-01-01 price USD 7 ZZ
2020-01-01 price USD 6 WW
2020-01-02 *
  Assets:A:X  1 XX
  Equity:Open
2020-01-03 *
  Assets:A:Y  1 ZZ
  Equity:Open
2020-01-04 *
  Assets:A:X  100 WW
  Equity:Open
2020-01-05 *
  Assets:A:Y  2 ZZ
  Equity:Open
`;

// 28 digits: 0.5 is lost when added to the big amount first, by posting; not so by account.
const ROUNDED_SUMS = `
2000-01-01 open Assets:Cash
2000-01-01 open Assets:Cash:Sub
2000-01-01 open Equity:Open
2020-01-01 price USD 3 EUR
2020-01-02 *
  Assets:Cash  1234567890123456789012345678 USD
  Equity:Open  -1234567890123456789012345678 USD
2020-01-03 *
  Assets:Cash  0.5 USD
  Equity:Open  -0.5 USD
2020-01-04 *
  Assets:Cash:Sub  0.51 USD
  Assets:Cash:Sub  7.77777777777777777777777777777 EUR
  Equity:Open  -0.51 USD
  Equity:Open  -7.77777777777777777777777777777 EUR
2020-01-05 *
  Assets:Cash  -1234567890123456789012345678 USD
  Equity:Open  1234567890123456789012345678 USD
`;

describe.runIf(run)("balances cut to a depth equal bean-query's GROUP BY root(account, N)", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  async function app(text: string): Promise<TestApp> {
    const t = await makeTestApp(text);
    apps.push(t);
    return t;
  }

  test('values sum the lots in the order postings bring them, at the end and at a date', async () => {
    const t = await app(ORDER_OF_LOTS);
    const queries: Query[] = [
      { depth: 2, account: 'Assets', convert: 'USD' },
      { depth: 2, account: 'Assets', convert: 'USD', date: '2020-01-04' },
      { depth: 1, convert: 'USD', date: '2020-01-04' },
    ];
    await expectSameAsBeanQuery(t, queries);
    // The case that tells the orders apart, as QA found it.
    expect((await servedRows(t, queries[1]!))['Assets:A']).toContain('value 17.14285714285714285714285715');
  });

  test('units sum posting by posting, rounded to 28 digits as Python does', async () => {
    const t = await app(ROUNDED_SUMS);
    await expectSameAsBeanQuery(t, [{ depth: 2 }, { depth: 1, date: '2020-01-04' }, { depth: 2, convert: 'USD' }, { depth: 1, account: 'Assets:Cash' }]);
    expect((await servedRows(t, { depth: 2 }))['Assets:Cash']![0]).toBe('1|USD||||');
  });

  test('a depth above the account asked for names rows after that account, not a parent it does not hold', async () => {
    const t = await app(ROUNDED_SUMS);
    for (const rollup of ['', '&rollup=true']) {
      const rows = (await t.get(`/bean/balances?account=Assets:Cash&depth=1${rollup}`)).json().data.map((r: { account: string }) => r.account);
      expect(rows, rollup).toEqual(['Assets:Cash']);
    }
  });

  describe('on a bean-example ledger', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app(beanExample(7, '2016-01-01', '2019-01-01'));
    });

    test('every depth, with and without an account, a date and convert', async () => {
      const queries: Query[] = [];
      for (const depth of [1, 2, 3]) {
        queries.push({ depth }, { depth, convert: 'USD' }, { depth, date: '2017-06-30', convert: 'USD' }, { depth, account: 'Assets', date: '2018-03-15' });
      }
      queries.push({ depth: 1, account: 'Expenses:Food' }, { depth: 2, account: 'Income', convert: 'USD', date: '2017-12-31' });
      await expectSameAsBeanQuery(t, queries);
    });
  });
});
