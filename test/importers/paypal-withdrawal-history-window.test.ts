// The bank a PayPal withdrawal went to, when the row names none, is the one the ledger's earlier
// withdrawals went to: read over the whole ledger, a bank replaced years ago was chosen (or, beside
// the one used now, made two and none). It is read over the year before the row (366 days: one who
// withdraws twice a year is still placed), and a closed account never.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Assets:Bank:Old-Checking USD
2020-01-01 open Assets:Bank:New-Checking USD
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;
const moved = (date: string, to: string, amount = '300.00') => `${date} * "Withdrawal"\n  Assets:PayPal  -${amount} USD\n  ${to}\n`;

const HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"';
const WITHDRAWAL = '"11/24/2026","16:30:00","PST","","General Withdrawal","Completed","USD","-500.00","0.00","-500.00","lina@example.com","","1IJ78901MN2345678","","","10,124.72","","","Debit"';
const DEPOSIT = '"11/24/2026","16:30:00","PST","","Bank Deposit to PP Account","Completed","USD","200.00","0.00","200.00","","lina@example.com","1IJ78901MN2345679","","","10,324.72","","","Credit"';
const csv = (row: string) => Buffer.from(`${HEADER}\n${row}\n`);
const PAYPAL = { account: 'Assets:PayPal', today: '2026-11-28' };
const counter = async (ledger: string, row = WITHDRAWAL) => {
  const p = await plan(ledger, { ...PAYPAL, content: csv(row) });
  expect(beanCheck(appended(ledger, p))?.errors ?? '').toBe('');
  return postingLines(p.report.transactions[0]!)[1]!.split(' ')[0];
};

describe("a PayPal withdrawal placed by the ledger's earlier withdrawals", () => {
  it('is not placed by withdrawals of years ago: the bank they went to may be long replaced', async () => {
    expect(await counter(`${LEDGER}${moved('2023-03-01', 'Assets:Bank:Old-Checking')}`)).toBe('Expenses:Uncategorized');
    expect(await counter(`${LEDGER}${moved('2023-03-01', 'Assets:Bank:Old-Checking')}`, DEPOSIT)).toBe('Income:Uncategorized');
  });
  it('goes to the bank of the recent ones, the bank of years ago not making it two', async () => {
    const ledger = `${LEDGER}${moved('2023-03-01', 'Assets:Bank:Old-Checking')}${moved('2026-10-24', 'Assets:Bank:New-Checking')}`;
    expect(await counter(ledger)).toBe('Assets:Bank:New-Checking');
    expect(await counter(ledger, DEPOSIT)).toBe('Assets:Bank:New-Checking');
  });
  it('reads the 366 days before the row: a withdrawal of 2025-11-23 counts for one of 2026-11-24, one of 2025-11-22 not', async () => {
    expect(await counter(`${LEDGER}${moved('2026-05-20', 'Assets:Bank:Old-Checking')}`)).toBe('Assets:Bank:Old-Checking');
    expect(await counter(`${LEDGER}${moved('2025-11-23', 'Assets:Bank:Old-Checking')}`)).toBe('Assets:Bank:Old-Checking');
    expect(await counter(`${LEDGER}${moved('2025-11-22', 'Assets:Bank:Old-Checking')}`)).toBe('Expenses:Uncategorized');
  });
  it('never goes to a closed account, even one of the window', async () => {
    const closed = `${LEDGER}${moved('2026-09-01', 'Assets:Bank:Old-Checking')}2026-09-02 * "Moved"\n  Assets:Bank:Old-Checking  -300.00 USD\n  Assets:Bank:New-Checking\n2026-10-01 close Assets:Bank:Old-Checking\n`;
    expect(await counter(closed)).toBe('Expenses:Uncategorized');
    expect(await counter(`${closed}${moved('2026-10-24', 'Assets:Bank:New-Checking')}`)).toBe('Assets:Bank:New-Checking');
  });
});
