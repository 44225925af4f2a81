// A statement's row in a currency its account does not take (QA of session 48: PayPal's EUR rows
// on a USD-only Assets:PayPal, Wise's HKD side on Assets:Wise:USD, made the whole file a 422) is
// in the account of that currency beside or below it, when exactly one is open; else that row
// alone is skipped, with why.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Wise:HKD HKD
2020-01-01 open Income:Freelance
  alias: "Kiwi Labs"
2020-01-01 open Expenses:Fees:PayPal
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = 'Date,Amount,Currency,Description,ID';
const csv = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const TODAY = '2026-11-28';

describe('a row in a currency the statement account does not take', () => {
  it('goes to the account of that currency beside it (Assets:Wise:USD -> Assets:Wise:HKD)', async () => {
    const p = await plan(LEDGER, { account: 'Assets:Wise:USD', today: TODAY, content: csv('2026-11-20,100.00,USD,Kiwi Labs invoice,T1', '2026-11-21,50.00,HKD,Kiwi Labs invoice 2,T2') });
    expect(p.report.transactions.map(postingLines)).toEqual([
      ['Assets:Wise:USD 100.00 USD', 'Income:Freelance -100.00 USD'],
      ['Assets:Wise:HKD 50.00 HKD', 'Income:Freelance -50.00 HKD'],
    ]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('goes to the account of that currency below it (Assets:PayPal -> Assets:PayPal:EUR)', async () => {
    const ledger = `${LEDGER}2020-01-01 open Assets:PayPal:EUR EUR\n`;
    const p = await plan(ledger, { account: 'Assets:PayPal', today: TODAY, content: csv('2026-11-21,500.00,EUR,Kiwi Labs logo,P1') });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:PayPal:EUR 500.00 EUR', 'Income:Freelance -500.00 EUR']);
  });

  it('is skipped with why when no account of that currency is there, and the other rows are imported', async () => {
    const p = await plan(LEDGER, { account: 'Assets:PayPal', today: TODAY, content: csv('2026-11-20,100.00,USD,Kiwi Labs invoice,P0', '2026-11-21,500.00,EUR,Kiwi Labs logo,P1') });
    expect(p.report.imported).toBe(1);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('Assets:PayPal takes only USD and no account of EUR is open beside or below it') }]);
  });

  it('is skipped with why when two accounts of that currency are there', async () => {
    const ledger = `${LEDGER}2020-01-01 open Assets:Wise:HKD2 HKD\n`;
    const p = await plan(ledger, { account: 'Assets:Wise:USD', today: TODAY, content: csv('2026-11-20,100.00,USD,Kiwi Labs invoice,T1', '2026-11-21,50.00,HKD,Kiwi Labs invoice 2,T2') });
    expect(p.report.imported).toBe(1);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('Assets:Wise:HKD and Assets:Wise:HKD2 both take HKD') }]);
  });

  it('never goes beside an account whose name is no currency (Assets:PayPal is no sibling of Assets:Cash)', async () => {
    const ledger = `${LEDGER}2020-01-01 open Assets:Cash EUR\n`;
    const p = await plan(ledger, { account: 'Assets:PayPal', today: TODAY, content: csv('2026-11-20,100.00,USD,Kiwi Labs invoice,P0', '2026-11-21,500.00,EUR,Kiwi Labs logo,P1') });
    expect(p.report.imported).toBe(1);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('no account of EUR is open') }]);
  });

  // QA of session 50: a 招行 statement's USD row was booked out of Assets:Bank:WellsFargo, as CMB was taken for a currency code
  it('never goes beside a bank named in capitals (CMB, N26): the row is skipped, not taken out of another bank', async () => {
    const ledger = `${LEDGER}2020-01-01 open Assets:Bank:CMB CNY\n  alias: "招商银行"\n2020-01-01 open Assets:Bank:WellsFargo USD\n2020-01-01 open Assets:Bank:N26 EUR\n`;
    const p = await plan(ledger, { account: 'Assets:Bank:CMB', today: TODAY, content: csv('2026-11-02,-35.00,CNY,瑞幸咖啡,C1', '2026-11-03,-12.99,USD,NETFLIX.COM,C2') });
    expect(p.report.transactions.map(postingLines)).toEqual([['Assets:Bank:CMB -35.00 CNY', 'Expenses:Uncategorized 35.00 CNY']]);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('Assets:Bank:CMB takes only CNY and no account of USD is open beside or below it (such as Assets:Bank:CMB:USD)') }]);
    const n26 = await plan(ledger, { account: 'Assets:Bank:N26', today: TODAY, content: csv('2026-11-02,-35.00,EUR,Rewe,N1', '2026-11-03,-9.99,USD,NETFLIX.COM,N2') });
    expect(n26.report.imported).toBe(1);
    expect(n26.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('Assets:Bank:N26 takes only EUR') }]);
  });

  it('never goes beside a bank whose name is also a commodity of the ledger but not one the account holds (Assets:Bank:HSBC, HKD)', async () => {
    const ledger = `${LEDGER}2020-01-01 commodity HSBC\n2020-01-01 open Assets:Bank:HSBC HKD\n2020-01-01 open Assets:Bank:WellsFargo USD\n`;
    const p = await plan(ledger, { account: 'Assets:Bank:HSBC', today: TODAY, content: csv('2026-11-02,-35.00,HKD,Park n Shop,H1', '2026-11-03,-12.99,USD,NETFLIX.COM,H2') });
    expect(p.report.imported).toBe(1);
    expect(p.report.skipped_rows).toEqual([{ row: 3, reason: expect.stringContaining('no account of USD is open') }]);
  });

  it('of every row of the file, is a 422 as before: the file is most likely not this account\'s', async () => {
    await expect(plan(LEDGER, { account: 'Assets:PayPal', today: TODAY, content: csv('2026-11-21,500.00,EUR,Kiwi Labs logo,P1') })).rejects.toMatchObject({ status: 422 });
  });
});
