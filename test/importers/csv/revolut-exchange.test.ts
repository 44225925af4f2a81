// QA of session 50 (US/EU banks), finding 7: Revolut's two EXCHANGE rows of one exchange (`Exchanged to
// USD` out of the EUR pocket, `Exchanged from EUR` into the USD one, the same Started Date) were
// booked as 100.00 EUR of spending and 107.25 USD of income. They are one exchange between the
// statement's EUR and USD accounts, as Wise's and PayPal's conversions are, its fee on the fee account.
// The statement's balance was the USD pocket's (the last row's) for the EUR account's file.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';

const LEDGER = `option "operating_currency" "EUR"
2024-01-01 open Assets:Revolut:EUR EUR
2024-01-01 open Assets:Revolut:USD USD
2024-01-01 open Expenses:Fees USD,EUR
2024-01-01 open Expenses:Uncategorized
2024-01-01 open Income:Uncategorized
`;

const REVOLUT = Buffer.from(`Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
TOPUP,Current,2026-10-01 09:12:01,2026-10-01 09:12:05,Top-up by *1234,200.00,0.00,EUR,COMPLETED,500.00
EXCHANGE,Current,2026-10-06 10:00:00,2026-10-06 10:00:00,Exchanged to USD,-100.00,0.50,EUR,COMPLETED,399.50
EXCHANGE,Current,2026-10-06 10:00:00,2026-10-06 10:00:00,Exchanged from EUR,107.25,0.00,USD,COMPLETED,107.25
CARD_PAYMENT,Current,2026-10-08 19:22:45,2026-10-09 07:12:00,Uber,-12.40,0.00,USD,COMPLETED,94.85
`);

describe("Revolut's exchange between two of its pockets", () => {
  it('is one transaction out of the EUR account into the USD one, priced at what left, with its fee', async () => {
    const p = await plan(LEDGER, { content: REVOLUT, account: 'Assets:Revolut:EUR', today: '2026-11-29' });
    const exchange = p.report.transactions.filter((t) => t.narration?.startsWith('Exchanged'));
    expect(exchange.map((t) => postingLines(t))).toEqual([[
      'Assets:Revolut:EUR -100.50 EUR',
      'Assets:Revolut:USD 107.25 USD',
      'Expenses:Fees 0.50 EUR',
    ]]);
    expect(appended(LEDGER, p)).toMatch(/Assets:Revolut:USD +107\.25 USD @@ 100\.00 EUR/);
    expect(p.report.transactions.map((t) => t.narration)).toEqual(['Top-up by *1234', 'Exchanged to USD', 'Uber']);
  });

  it("reports the EUR account's closing balance, and each pocket's on its own account", async () => {
    const p = await plan(LEDGER, { content: REVOLUT, account: 'Assets:Revolut:EUR', today: '2026-11-29' });
    expect([p.report.statement.balance, p.report.statement.date]).toEqual([{ number: '399.50', currency: 'EUR' }, '2026-10-06']);
    expect(p.report.statement.balances).toEqual([
      { account_id: null, account: 'Assets:Revolut:EUR', balance: { number: '399.50', currency: 'EUR' }, date: '2026-10-06' },
      { account_id: null, account: 'Assets:Revolut:USD', balance: { number: '94.85', currency: 'USD' }, date: '2026-10-09' },
    ]);
  });

  it('passes bean-check and imports nothing the second time', async () => {
    const { first, second } = await importTwice(LEDGER, { content: REVOLUT, account: 'Assets:Revolut:EUR', today: '2026-11-29' });
    const check = beanCheck(appended(LEDGER, first));
    if (check) expect(check.errors).toBe('');
    expect(second.report.imported).toBe(0);
  });
});
