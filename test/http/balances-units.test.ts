// A row's `units` are Beancount's inventory.reduce(convert.get_units): positions added one by
// one, a currency whose total reaches zero dropped (and its digits with it). Lots that cancel
// in units (a NONE-booking account, a rollup over a long and a short account) showed
// `units: [0 HOOL]` where Beancount has nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { BEANCOUNT_PYTHON, requireBeancount } from '../support/beancount.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `2024-01-01 open Assets:Broker
2024-01-01 open Assets:Loan
2024-01-01 open Assets:Short HOOL "NONE"
2024-01-01 open Assets:Mixed EUR "NONE"
2024-01-01 open Equity:E
2024-01-02 * "buy"
  Assets:Broker  1 HOOL {10 USD}
  Equity:E
2024-01-02 * "borrowed share"
  Assets:Loan  -1 HOOL
  Equity:E
2024-01-03 * "long"
  Assets:Short  2 HOOL {400 USD}
  Equity:E
2024-01-03 * "short"
  Assets:Short  -2 HOOL {410 USD}
  Equity:E
2024-01-04 * "cancels, then comes back without the digits of the first"
  Assets:Mixed  1.00 EUR {1 USD}
  Equity:E
2024-01-04 * "x"
  Assets:Mixed  -1.00 EUR {2 USD}
  Equity:E
2024-01-04 * "x"
  Assets:Mixed  2 EUR {3 USD}
  Equity:E
`;

const PROGRAM = `
import json, sys
from beancount import loader
from beancount.core import realization, convert, inventory
entries, errors, options = loader.load_file(sys.argv[1])
real = realization.realize(entries)
out = {}
for name in sys.argv[2:]:
    node = realization.get(real, name)
    inv = realization.compute_balance(node) if name.count(':') == 0 else node.balance
    out[name] = sorted(str(p.units) for p in inv.reduce(convert.get_units))
print(json.dumps(out))
`;

const run = requireBeancount();

/** A test app over `ledger` for the tests of the enclosing describe block. */
function appFor(ledger: string): () => TestApp {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(ledger);
  });
  afterAll(async () => {
    await t.close();
  });
  return () => t;
}

describe.runIf(run)('units per row', () => {
  const app = appFor(LEDGER);

  test("equal Beancount's reduce(get_units), rolled up and per account", async () => {
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', PROGRAM, app().ledgerFile, 'Assets', 'Assets:Short', 'Assets:Mixed'], { encoding: 'utf8' })) as Record<string, string[]>;
    const rows = async (query: string) => (await app().get(`/bean/balances?${query}`)).json().data as { account: string; units: { number: string; currency: string }[] }[];
    const units = (row: { units: { number: string; currency: string }[] } | undefined) => (row?.units ?? []).map((u) => `${u.number} ${u.currency}`).sort();
    const rolled = await rows('rollup=true&depth=1&account=Assets');
    expect(units(rolled.find((r) => r.account === 'Assets'))).toEqual(theirs['Assets']);
    const own = await rows('account=Assets');
    expect(units(own.find((r) => r.account === 'Assets:Short'))).toEqual(theirs['Assets:Short']);
    expect(units(own.find((r) => r.account === 'Assets:Mixed'))).toEqual(theirs['Assets:Mixed']);
    // What Beancount says, written out: nothing for the cancelled HOOL, 2 EUR without the .00.
    expect(theirs['Assets:Short']).toEqual([]);
    expect(theirs['Assets:Mixed']).toEqual(['2 EUR']);
  });
});

const VALUE_LEDGER = `2024-01-01 open Assets:V
2024-01-01 open Equity:E
2024-01-01 price EUR 1 USD
2024-01-01 price HOOL 1.00 USD
2024-01-02 * "lot"
  Assets:V  1 HOOL {1.00 USD}
  Equity:E
2024-01-02 * "dollars out"
  Assets:V  -1.00 USD
  Equity:E
2024-01-02 * "euros in"
  Assets:V  2 EUR
  Equity:E
`;

const VALUE_PROGRAM = `
import sys
from beancount import loader
from beancount.core import realization, convert, prices
entries, errors, options = loader.load_file(sys.argv[1])
price_map = prices.build_price_map(entries)
node = realization.get(realization.realize(entries), 'Assets:V')
print(' '.join(str(p.units) for p in node.balance.reduce(convert.convert_position, 'USD', price_map)))
`;

describe.runIf(run)('value with convert', () => {
  const app = appFor(VALUE_LEDGER);

  test("is Beancount's reduce(convert_position): a running total through zero keeps no digits (2 USD, not 2.00 USD)", async () => {
    const theirs = execFileSync(BEANCOUNT_PYTHON, ['-c', VALUE_PROGRAM, app().ledgerFile], { encoding: 'utf8' }).trim();
    const row = ((await app().get('/bean/balances?account=Assets:V&convert=USD')).json().data as { account: string; value: { number: string; currency: string } }[])[0]!;
    expect(`${row.value.number} ${row.value.currency}`).toBe(theirs);
    expect(theirs).toBe('2 USD');
  });
});

// Accounts that first appear out of tree order: C, then A, then B.
const ROLLUP_LEDGER = `2024-01-01 open Assets:R:A
2024-01-01 open Assets:R:B
2024-01-01 open Assets:R:C
2024-01-01 open Equity:E
2024-01-02 * "c"
  Assets:R:C  2 EUR
  Equity:E
2024-01-03 * "a"
  Assets:R:A  1 EUR
  Equity:E
2024-01-04 * "b"
  Assets:R:B  -1.00 EUR
  Equity:E
`;

const ROLLUP_PROGRAM = `
import sys
from beancount import loader
from beancount.core import realization
entries, errors, options = loader.load_file(sys.argv[1])
node = realization.get(realization.realize(entries), 'Assets:R')
print(' '.join(str(p.units) for p in realization.compute_balance(node)))
`;

describe.runIf(run)('a rolled-up row', () => {
  const app = appFor(ROLLUP_LEDGER);

  test("adds its subtree in realization.compute_balance's order: the account, then its children by name (2 EUR, not 2.00 EUR)", async () => {
    const theirs = execFileSync(BEANCOUNT_PYTHON, ['-c', ROLLUP_PROGRAM, app().ledgerFile], { encoding: 'utf8' }).trim();
    const rows = (await app().get('/bean/balances?account=Assets:R&rollup=true')).json().data as { account: string; units: { number: string; currency: string }[] }[];
    const row = rows.find((r) => r.account === 'Assets:R')!;
    expect(row.units.map((u) => `${u.number} ${u.currency}`).join(' ')).toBe(theirs);
    expect(theirs).toBe('2 EUR');
  });
});
