// QA re-check 2 of session 48, B10: PayPal's `General Withdrawal` (money taken out to the user's own
// bank) was booked as spending: Expenses:Uncategorized 500, flagged, "no account found". It is a
// move to the bank account the row names by alias or account_id, else to the one the ledger's
// earlier withdrawals went to; else, as before, flagged and warned.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Assets:Bank:US-Checking USD
2020-01-01 open Assets:Bank:Savings USD
2020-01-01 open Expenses:Fees:PayPal
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"';
const withdrawal = (name: string) =>
  `"11/24/2026","16:30:00","PST","${name}","General Withdrawal","Completed","USD","-500.00","0.00","-500.00","lina@example.com","","1IJ78901MN2345678","","","10,124.72","","","Debit"`;
const csv = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const PAYPAL = { account: 'Assets:PayPal', today: '2026-11-28' };
const lines = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => `${t.flag} ${postingLines(t).join(' | ')}`);

describe('a PayPal General Withdrawal', () => {
  it('is a move to the bank account whose alias the row names', async () => {
    const ledger = LEDGER.replace('open Assets:Bank:US-Checking USD', 'open Assets:Bank:US-Checking USD\n  alias: "Chase"');
    const p = await plan(ledger, { ...PAYPAL, content: csv(withdrawal('Chase Bank')) });
    expect(lines(p)).toEqual(['* Assets:PayPal -500.00 USD | Assets:Bank:US-Checking 500.00 USD']);
    expect(beanCheck(appended(ledger, p))?.errors ?? '').toBe('');
  });

  it('is a move to the one bank account the ledger\'s earlier withdrawals went to, flagged and said', async () => {
    const ledger = `${LEDGER}
2026-10-24 * "Withdrawal"
  Assets:PayPal  -300.00 USD
  Assets:Bank:US-Checking
`;
    const p = await plan(ledger, { ...PAYPAL, content: csv(withdrawal('')) });
    expect(lines(p)).toEqual(['! Assets:PayPal -500.00 USD | Assets:Bank:US-Checking 500.00 USD']);
    expect(p.report.warnings.some((w) => /earlier withdrawals/.test(w.message) && w.message.includes('Assets:Bank:US-Checking'))).toBe(true);
  });

  it('with no bank named and none before (or two), stays uncategorized, flagged and warned', async () => {
    const twoBefore = `${LEDGER}
2026-09-24 * "Withdrawal"
  Assets:PayPal  -300.00 USD
  Assets:Bank:US-Checking
2026-10-24 * "Withdrawal"
  Assets:PayPal  -200.00 USD
  Assets:Bank:Savings
`;
    for (const ledger of [LEDGER, twoBefore]) {
      const p = await plan(ledger, { ...PAYPAL, content: csv(withdrawal('')) });
      expect(lines(p)).toEqual(['! Assets:PayPal -500.00 USD | Expenses:Uncategorized 500.00 USD']);
      expect(p.report.warnings.some((w) => /no account found/.test(w.message))).toBe(true);
    }
  });
});

// Left alone by the fix above: money added to PayPal from the bank (`Bank Deposit to PP Account`)
// was booked as income. It is the same move the other way.
describe('a PayPal Bank Deposit to PP Account', () => {
  const deposit = (name: string) =>
    `"11/25/2026","09:00:00","PST","${name}","Bank Deposit to PP Account","Completed","USD","200.00","0.00","200.00","","lina@example.com","2JK89012NO3456789","","","10,324.72","","","Credit"`;

  it('is a move from the bank account whose alias the row names', async () => {
    const ledger = LEDGER.replace('open Assets:Bank:US-Checking USD', 'open Assets:Bank:US-Checking USD\n  alias: "Chase"');
    const p = await plan(ledger, { ...PAYPAL, content: csv(deposit('Chase Bank')) });
    expect(lines(p)).toEqual(['* Assets:PayPal 200.00 USD | Assets:Bank:US-Checking -200.00 USD']);
  });

  it("is a move from the one bank account the ledger's earlier withdrawals went to, flagged and said", async () => {
    const ledger = `${LEDGER}
2026-10-24 * "Withdrawal"
  Assets:PayPal  -300.00 USD
  Assets:Bank:US-Checking
`;
    const p = await plan(ledger, { ...PAYPAL, content: csv(deposit('')) });
    expect(lines(p)).toEqual(['! Assets:PayPal 200.00 USD | Assets:Bank:US-Checking -200.00 USD']);
    expect(p.report.warnings.some((w) => w.message.startsWith('money added from your bank') && w.message.includes('Assets:Bank:US-Checking'))).toBe(true);
    expect(beanCheck(appended(ledger, p))?.errors ?? '').toBe('');
  });
});
