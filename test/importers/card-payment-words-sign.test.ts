// A card CSV of one signed amount column whose repayments are written `MOBILE PYMT`/`ONLINE PYMT`
// (Capital One, Discover): the words that tell a repayment decide which sign the file gives its
// charges, as `PAYMENT THANK YOU` does. `PYMT` was not one of them, so a month of two repayments and
// one purchase was read by the sign most rows carry: the repayments became charges and the purchase
// money back (QA of session 50, left by imp50c).
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:Bank:Chase:Checking USD
2024-01-01 open Liabilities:CreditCard:CapitalOne USD
2024-01-01 open Expenses:Shopping USD
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;

const FILE = Buffer.from(`Date,Description,Amount
2026-10-03,CAPITAL ONE MOBILE PYMT,-300.00
2026-10-12,TARGET 00012345,19.99
2026-10-20,CAPITAL ONE ONLINE PYMT,-100.00
`);

describe('a card file whose repayments say PYMT', () => {
  it('reads its charges as positive from the PYMT rows, not from the sign most rows carry', async () => {
    const p = await plan(LEDGER, { content: FILE, account: 'Liabilities:CreditCard:CapitalOne', today: '2026-11-29' });
    const lines = p.report.transactions.map((t) => postingLines(t)[0]);
    expect(lines).toEqual([
      'Liabilities:CreditCard:CapitalOne 300.00 USD',
      'Liabilities:CreditCard:CapitalOne -19.99 USD',
      'Liabilities:CreditCard:CapitalOne 100.00 USD',
    ]);
    expect(JSON.stringify(p.report)).not.toContain('was read as the charges');
  });
});
