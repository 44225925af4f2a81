// QA of session 50 (US/EU banks), finding 8: a card's credit from a payee whose purchases all went to
// Expenses:Uncategorized (HOME DEPOT -30.00, then +30.00) went to Income:Uncategorized, so income and
// spending both grew by the return. A silent credit reverses where that payee's purchases went, as
// it does when they went to Expenses:Groceries: here back on Expenses:Uncategorized, warned.
import { describe, expect, it } from 'vitest';
import { plan, postingLines } from './import-fixtures.ts';

const LEDGER = `option "operating_currency" "USD"
2024-01-01 open Assets:Bank:Chase:Checking USD
2024-01-01 open Liabilities:CreditCard:CapitalOne USD
2024-01-01 open Expenses:Groceries USD
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;

const HEADER = 'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit';
const CARD = 'Liabilities:CreditCard:CapitalOne';

describe("a card's credit from a payee only paid to Expenses:Uncategorized", () => {
  it('in the same upload, reverses on Expenses:Uncategorized, flagged and warned', async () => {
    const csv = Buffer.from(`${HEADER}\n2026-11-13,2026-11-13,5678,HOME DEPOT #4711,,30.00,\n2026-11-14,2026-11-14,5678,HOME DEPOT #4711,,,30.00\n`);
    const p = await plan(LEDGER, { content: csv, account: CARD, today: '2026-11-29' });
    expect(p.report.transactions.map((t) => [t.flag, ...postingLines(t)])).toEqual([
      ['!', `${CARD} -30.00 USD`, 'Expenses:Uncategorized 30.00 USD'],
      ['!', `${CARD} 30.00 USD`, 'Expenses:Uncategorized -30.00 USD'],
    ]);
    expect(p.report.warnings.find((w) => w.row === 3)?.message).toContain('booked back there as a refund');
  });

  it('in the ledger, reverses on Expenses:Uncategorized', async () => {
    const ledger = `${LEDGER}
2026-11-13 ! "HOME DEPOT #4711"
  ${CARD}  -30.00 USD
  Expenses:Uncategorized  30.00 USD
`;
    const csv = Buffer.from(`${HEADER}\n2026-11-14,2026-11-14,5678,HOME DEPOT #4711,,,30.00\n`);
    const p = await plan(ledger, { content: csv, account: CARD, today: '2026-11-29' });
    expect(postingLines(p.report.transactions[0]!)).toEqual([`${CARD} 30.00 USD`, 'Expenses:Uncategorized -30.00 USD']);
  });
});
