// Counter-accounts under renamed roots: `option "name_expenses" "Ausgaben"` moves keyword guesses
// and the Uncategorized fallback under Ausgaben / Einnahmen.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "EUR"
option "name_assets" "Vermoegen"
option "name_expenses" "Ausgaben"
option "name_income" "Einnahmen"

2020-01-01 open Vermoegen:Giro EUR
2020-01-01 open Ausgaben:Transport:Taxi EUR
2020-01-01 open Einnahmen:Salary EUR
`;

const CSV = Buffer.from(
  ['Date,Description,Amount', '2024-01-02,Uber ride,-12.00', '2024-01-03,mystery shop,-5.00', '2024-01-25,ACME payroll,2000.00', '2024-01-26,gift from aunt,50.00', ''].join('\n'),
  'utf8',
);

describe('renamed root accounts', async () => {
  const p = await plan(LEDGER, { content: CSV, account: 'Vermoegen:Giro' });

  it('finds keyword accounts under the ledger\'s own Expenses and Income roots', () => {
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual([
      'Ausgaben:Transport:Taxi 12.00 EUR',
      'Ausgaben:Uncategorized 5.00 EUR',
      'Einnahmen:Salary -2000.00 EUR',
      'Einnahmen:Uncategorized -50.00 EUR',
    ]);
  });

  it('opens the Uncategorized accounts under the renamed roots, and the result passes bean-check', () => {
    const opens = p.directives.filter((d) => d.type === 'open').map((d) => (d.type === 'open' ? d.account : ''));
    expect(opens).toEqual(['Ausgaben:Uncategorized', 'Einnahmen:Uncategorized']);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
});

describe('a keyword names an account by its own last part, never a sibling under the same parent', async () => {
  const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Expenses:Food:Coffee
2020-01-01 open Expenses:Transport:Fuel
2020-01-01 open Expenses:Transport
`;
  const csv = Buffer.from(['日期,交易对方,商品,金额', '2024-01-02,某某早餐,豆浆油条,-8.00', '2024-01-03,滴滴出行,快车,-23.50', '2024-01-04,星巴克,拿铁,-36.00', ''].join('\n'), 'utf8');
  const p = await plan(ledger, { content: csv, account: 'Assets:Bank', mapping: { 日期: 'date', 交易对方: 'payee', 商品: 'narration', 金额: 'amount' } });

  it('a bank fee row reaches a Fees account', async () => {
    const fees = await plan(`${ledger}2020-01-01 open Expenses:Bank:Fees\n`, { content: Buffer.from('日期,交易对方,商品,金额\n2024-01-05,,手续费,-2.00\n', 'utf8'), account: 'Assets:Bank', mapping: { 日期: 'date', 交易对方: 'payee', 商品: 'narration', 金额: 'amount' } });
    expect(fees.report.transactions.map((t) => postingLines(t)[1])).toEqual(['Expenses:Bank:Fees 2.00 CNY']);
  });

  it('breakfast is not coffee, a taxi is not fuel: Uncategorized, or the parent that is open', () => {
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual([
      'Expenses:Uncategorized 8.00 CNY',
      'Expenses:Transport 23.50 CNY',
      'Expenses:Food:Coffee 36.00 CNY',
    ]);
  });
});

describe('keyword hints name a word of the account, not letters inside one', () => {
  it('books a bank fee to Bank:BankFees, never to Food:Coffee (whose name merely contains "fee")', async () => {
    const ledger = `option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Expenses:Food:Coffee
`;
    const csv = Buffer.from('Date,Description,Amount\n2024-01-02,跨行转账手续费,-2.00\n', 'utf8');
    const without = await plan(ledger, { content: csv, account: 'Assets:Bank' });
    expect(postingLines(without.report.transactions[0]!)[1]).toBe('Expenses:Uncategorized 2.00 CNY');
    const withFees = await plan(`${ledger}2020-01-01 open Expenses:Bank:BankFees\n`, { content: csv, account: 'Assets:Bank' });
    expect(postingLines(withFees.report.transactions[0]!)[1]).toBe('Expenses:Bank:BankFees 2.00 CNY');
  });
});
