// `at_cost=true` gives each row its positions at cost, as Beancount's inventory.reduce(get_cost)
// and Fava's "At Cost" do: an investor's holdings at what they paid, per cost currency.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { BEANCOUNT_PYTHON, requireBeancount } from '../support/beancount.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
2021-01-01 open Assets:Broker:US:AAPL AAPL "FIFO"
2021-01-01 open Assets:Broker:US:Cash USD
2021-01-01 open Assets:Broker:HK:0700 HK0700 "STRICT"
2021-01-01 open Assets:Broker:HK:Cash HKD
2021-01-01 open Assets:Short HOOL "NONE"
2021-01-01 open Income:Gains
2021-01-01 open Equity:Opening
2021-01-02 * "cash"
  Assets:Broker:US:Cash  10000.00 USD
  Assets:Broker:HK:Cash  50000.00 HKD
  Equity:Opening
2021-02-01 * "buy AAPL"
  Assets:Broker:US:AAPL  10 AAPL {131.46 USD}
  Assets:Broker:US:Cash
2021-03-01 * "buy AAPL again"
  Assets:Broker:US:AAPL  7 AAPL {{850.01 USD}}
  Assets:Broker:US:Cash
2021-04-01 * "sell part, FIFO"
  Assets:Broker:US:AAPL  -4 AAPL {} @ 140.05 USD
  Assets:Broker:US:Cash  560.20 USD
  Income:Gains
2021-05-01 * "buy Tencent"
  Assets:Broker:HK:0700  100 HK0700 {612.5 HKD, "lot-a"}
  Assets:Broker:HK:Cash
2021-06-01 * "long then short, NONE"
  Assets:Short  2 HOOL {400 USD}
  Equity:Opening
2021-06-02 * "short"
  Assets:Short  -2 HOOL {410.00 USD}
  Equity:Opening
`;

const PROGRAM = `
import json, sys
from beancount import loader
from beancount.core import realization, convert
entries, errors, options = loader.load_file(sys.argv[1])
assert not errors, errors
real = realization.realize(entries)
out = {}
for name in sys.argv[2:]:
    node = realization.get(real, name)
    inv = realization.compute_balance(node) if name.count(':') <= 1 else node.balance
    out[name] = sorted(str(p.units) for p in inv.reduce(convert.get_cost))
print(json.dumps(out))
`;

const run = requireBeancount();

describe.runIf(run)('balances at cost', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await app.close();
  });

  type Row = { account: string; at_cost?: { number: string; currency: string }[] };
  const rows = async (query: string) => (await app.get(`/bean/balances?${query}`)).json().data as Row[];
  const amounts = (row: Row | undefined) => (row?.at_cost ?? []).map((a) => `${a.number} ${a.currency}`).sort();

  test("equal Beancount's reduce(get_cost) per account and rolled up", async () => {
    const names = ['Assets:Broker:US:AAPL', 'Assets:Broker:US:Cash', 'Assets:Broker:HK:0700', 'Assets:Short', 'Assets:Broker'];
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', PROGRAM, app.ledgerFile, ...names], { encoding: 'utf8' })) as Record<string, string[]>;
    const own = await rows('at_cost=true&account=Assets');
    for (const name of names.slice(0, 3)) expect(amounts(own.find((r) => r.account === name)), name).toEqual(theirs[name]);
    const rolled = await rows('at_cost=true&rollup=true&account=Assets:Broker');
    expect(amounts(rolled.find((r) => r.account === 'Assets:Broker'))).toEqual(theirs['Assets:Broker']);
    // What Beancount says, written out: 6 AAPL at 131.46 and 7 at 850.01 in all; the HKD cash
    // spent on Tencent comes back at its cost.
    expect(theirs['Assets:Broker:US:AAPL']).toEqual(['1638.77 USD']);
    expect(theirs['Assets:Broker:HK:0700']).toEqual(['61250.0 HKD']);
    expect(theirs['Assets:Broker']).toEqual(['10034.36 USD', '50000.00 HKD']);
  });

  test('a NONE account whose lots cancel in units keeps what they cost (Beancount: -20.00 USD)', async () => {
    const theirs = JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', PROGRAM, app.ledgerFile, 'Assets:Short'], { encoding: 'utf8' })) as Record<string, string[]>;
    const row = (await rows('at_cost=true&account=Assets:Short')).find((r) => r.account === 'Assets:Short');
    expect(amounts(row)).toEqual(theirs['Assets:Short']);
    expect(theirs['Assets:Short']).toEqual(['-20.00 USD']);
  });

  test('without at_cost a row has no at_cost', async () => {
    const row = (await rows('account=Assets:Broker:US:AAPL'))[0]!;
    expect(row.at_cost).toBeUndefined();
  });
});
