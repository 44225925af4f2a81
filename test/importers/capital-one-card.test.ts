// QA of session 50 (US/EU banks), finding 9: Capital One's card CSV (`Transaction Date,Posted Date,
// Card No.,Description,Category,Debit,Credit`): its `CAPITAL ONE MOBILE PYMT` was no repayment (it went
// to Income:Uncategorized with the generic warning), and its Category column (`Gas/Automotive`,
// `Merchandise`) placed nothing though Expenses:Transport and Expenses:Shopping were open.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:Bank:Chase:Checking USD
2024-01-01 open Liabilities:CreditCard:CapitalOne USD
2024-01-01 open Expenses:Groceries USD
2024-01-01 open Expenses:Transport USD
2024-01-01 open Expenses:Shopping USD
2024-01-01 open Expenses:Food USD
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;

const CAPITAL_ONE = Buffer.from(`Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit
2026-10-04,2026-10-05,5678,TRADER JOE'S #123,Groceries,54.21,
2026-10-09,2026-10-10,5678,SHELL OIL 5744,Gas/Automotive,41.00,
2026-10-16,2026-10-16,5678,CAPITAL ONE MOBILE PYMT,Payment/Credit,,300.00
2026-10-21,2026-10-22,5678,TARGET 00012345,Merchandise,19.99,
2026-10-23,2026-10-23,5678,BLUE MOON CAFE LLC,Dining,12.00,
`);

describe("Capital One's card CSV", () => {
  it('reads MOBILE PYMT as the repayment from the bank account, and the Category column as other categories are read', async () => {
    const p = await plan(LEDGER, { content: CAPITAL_ONE, account: 'Liabilities:CreditCard:CapitalOne', today: '2026-11-29' });
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual([
      'Expenses:Groceries 54.21 USD',
      'Expenses:Transport 41.00 USD',
      'Assets:Bank:Chase:Checking -300.00 USD',
      'Expenses:Shopping 19.99 USD',
      'Expenses:Food 12.00 USD',
    ]);
  });
});

describe("US card issuers' payment words", () => {
  for (const words of ['MOBILE PYMT', 'AUTOPAY PAYMENT', 'ONLINE PAYMENT', 'PAYMENT THANK YOU', 'ONLINE PYMT THANK YOU']) {
    it(`reads ${words} as a repayment`, async () => {
      const csv = Buffer.from(`Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit\n2026-10-16,2026-10-16,5678,${words},,,300.00\n2026-10-17,2026-10-17,5678,TARGET 00012345,,19.99,\n`);
      const p = await plan(LEDGER, { content: csv, account: 'Liabilities:CreditCard:CapitalOne', today: '2026-11-29' });
      expect(postingLines(p.report.transactions[0]!)).toEqual(['Liabilities:CreditCard:CapitalOne 300.00 USD', 'Assets:Bank:Chase:Checking -300.00 USD']);
    });
  }
});
