import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { balances } from '../../../src/ledger/query/balances.ts';
import { buildPriceMap } from '../../../src/ledger/core/prices.ts';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { hasBeanQuery } from '../../support/beancount.ts';

const TEXT = `
2024-01-01 open Assets:Bank
2024-01-01 open Assets:Bank:Savings
2024-01-01 open Assets:Broker
2024-01-01 open Expenses:Food
2024-01-01 open Expenses:Food:Snacks
2024-01-01 open Income:Job

2024-01-02 * "Job"
  Assets:Bank  1000.123456789 CNY
  Income:Job

2024-01-03 * "Snack"
  Expenses:Food:Snacks  3.3333 CNY
  Assets:Bank

2024-01-04 * "Food"
  Expenses:Food  10.10 CNY
  Assets:Bank:Savings

2024-01-05 * "Buy"
  Assets:Broker  3 HOOL {10.5 USD}
  Assets:Broker  2 HOOL {11 USD}
  Assets:Broker  -53.5 USD

2024-01-06 price HOOL 12 USD
2024-01-06 price USD 7 CNY
`;

const ledger = Ledger.fromText(TEXT);

function unitsOf(rows: ReturnType<typeof balances>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const r of rows) out[r.account] = Object.fromEntries([...r.inventory.units()].map(([c, n]) => [c, n.toString()]));
  return out;
}

describe('balances', () => {
  test('rows per account own postings, as bean-query GROUP BY account', () => {
    const rows = balances(ledger.directives);
    expect(rows.map((r) => r.account)).toEqual(['Assets:Bank', 'Assets:Bank:Savings', 'Assets:Broker', 'Expenses:Food', 'Expenses:Food:Snacks', 'Income:Job']);
    expect(unitsOf(rows)['Assets:Bank']).toEqual({ CNY: '996.790156789' });
    expect(rows.find((r) => r.account === 'Assets:Broker')!.inventory.size).toBe(3);
  });

  test.runIf(hasBeanQuery())('numbers equal bean-query sums at full precision', () => {
    const dir = mkdtempSync(join(tmpdir(), 'balances-'));
    const file = join(dir, 'l.beancount');
    writeFileSync(file, TEXT);
    const r = spawnSync('bean-query', ['-f', 'csv', file, 'SELECT account, currency, sum(number) AS n GROUP BY account, currency'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const ours = unitsOf(balances(Ledger.load(file).directives));
    const lines = r.stdout.trim().split('\n').slice(1);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const [account, currency, n] = line.split(',').map((s) => s.trim()) as [string, string, string];
      expect(Decimal.parse(ours[account]![currency]!).eq(Decimal.parse(n)), `${account} ${currency}`).toBe(true);
    }
  });

  test('date cuts at the end of that day', () => {
    expect(unitsOf(balances(ledger.directives, { date: '2024-01-02' }))).toEqual({ 'Assets:Bank': { CNY: '1000.123456789' }, 'Income:Job': { CNY: '-1000.123456789' } });
  });

  test('account keeps the subtree; rollup adds parents; depth cuts names', () => {
    expect(balances(ledger.directives, { account: 'Assets:Bank' }).map((r) => r.account)).toEqual(['Assets:Bank', 'Assets:Bank:Savings']);
    const rolled = unitsOf(balances(ledger.directives, { rollup: true, account: 'Expenses' }));
    expect(rolled).toEqual({ Expenses: { CNY: '13.4333' }, 'Expenses:Food': { CNY: '13.4333' }, 'Expenses:Food:Snacks': { CNY: '3.3333' } });
    const cut = unitsOf(balances(ledger.directives, { depth: 1 }));
    expect(Object.keys(cut)).toEqual(['Assets', 'Expenses', 'Income']);
    expect(cut['Assets']!['CNY']).toBe('986.690156789');
  });

  test('a depth above the account filter gives the subtree as one row, with rollup as without', () => {
    const plain = unitsOf(balances(ledger.directives, { account: 'Expenses:Food', depth: 1 }));
    expect(plain).toEqual({ Expenses: { CNY: '13.4333' } });
    expect(unitsOf(balances(ledger.directives, { account: 'Expenses:Food', depth: 1, rollup: true }))).toEqual(plain);
    // At or below the filter's depth, rollup still starts at the filtered account.
    expect(Object.keys(unitsOf(balances(ledger.directives, { account: 'Expenses:Food', depth: 2, rollup: true })))).toEqual(['Expenses:Food']);
  });

  test('convert values each row at the date', () => {
    const rows = balances(ledger.directives, { account: 'Assets:Broker', convert: 'CNY', prices: buildPriceMap(ledger.directives) });
    // 5 HOOL × 12 USD × 7 − 53.5 USD × 7
    expect(rows[0]!.value!.number.eq(Decimal.parse('45.5'))).toBe(true);
    const early = balances(ledger.directives, { account: 'Assets:Broker', date: '2024-01-05', convert: 'CNY', prices: buildPriceMap(ledger.directives) });
    expect(early[0]!.value!.number.isZero()).toBe(true);
    expect(early[0]!.unconverted!.map((a) => `${a.number} ${a.currency}`)).toEqual(['5 HOOL', '-53.5 USD']); // two lots of HOOL, summed
  });
});
