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

// QA recheck of session 50, R7: two exchanges in one second (only the date and time tie Revolut's
// sides) were four rows of spending and income, and with an earlier exchange in the ledger the sides
// that left went to Expenses:Fees (that exchange's only other account) with no warning; the
// exchange's import id was its time alone, one id for both.
const HEADER = 'Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance';
const at = (description: string, amount: string, currency: string, time = '2026-10-07 09:30:00') => `EXCHANGE,Current,${time},${time},${description},${amount},0.00,${currency},COMPLETED,0.00`;
const file = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const exchanges = (p: Awaited<ReturnType<typeof plan>>) => p.report.transactions.map((t) => postingLines(t));

describe("Revolut's two exchanges of one second", () => {
  const pairs = [
    ['to, to, from, from', file(at('Exchanged to USD', '-100.00', 'EUR'), at('Exchanged to USD', '-50.00', 'EUR'), at('Exchanged from EUR', '107.00', 'USD'), at('Exchanged from EUR', '53.50', 'USD'))],
    ['to, from, to, from', file(at('Exchanged to USD', '-100.00', 'EUR'), at('Exchanged from EUR', '107.00', 'USD'), at('Exchanged to USD', '-50.00', 'EUR'), at('Exchanged from EUR', '53.50', 'USD'))],
    ['the sides that arrived listed the other way', file(at('Exchanged to USD', '-100.00', 'EUR'), at('Exchanged to USD', '-50.00', 'EUR'), at('Exchanged from EUR', '53.50', 'USD'), at('Exchanged from EUR', '107.00', 'USD'))],
  ] as const;
  for (const [order, content] of pairs) {
    it(`are two exchanges, each side with its own by amount (${order}), under two ids`, async () => {
      const { first, second, after } = await importTwice(LEDGER, { content, account: 'Assets:Revolut:EUR', today: '2026-11-29' });
      expect(exchanges(first).sort()).toEqual([
        ['Assets:Revolut:EUR -100.00 EUR', 'Assets:Revolut:USD 107.00 USD'],
        ['Assets:Revolut:EUR -50.00 EUR', 'Assets:Revolut:USD 53.50 USD'],
      ]);
      const ids = first.report.transactions.map((t) => t.meta.import_id);
      expect(new Set(ids).size).toBe(2);
      const check = beanCheck(after);
      if (check) expect(check.errors).toBe('');
      expect(second.report.imported).toBe(0);
    });
  }

  it('pairs each side with the one its words name, with an exchange into another currency in the same second', async () => {
    const content = file(at('Exchanged to USD', '-100.00', 'EUR'), at('Exchanged to GBP', '-50.00', 'EUR'), at('Exchanged from EUR', '43.40', 'GBP'), at('Exchanged from EUR', '107.00', 'USD'));
    const ledger = LEDGER + '2024-01-01 open Assets:Revolut:GBP GBP\n';
    const p = await plan(ledger, { content, account: 'Assets:Revolut:EUR', today: '2026-11-29' });
    expect(exchanges(p).sort()).toEqual([
      ['Assets:Revolut:EUR -100.00 EUR', 'Assets:Revolut:USD 107.00 USD'],
      ['Assets:Revolut:EUR -50.00 EUR', 'Assets:Revolut:GBP 43.40 GBP'],
    ]);
  });

  it('books sides left unpaired on Uncategorized, warned, never on the fee account of an earlier exchange', async () => {
    const ledger = appended(LEDGER, await plan(LEDGER, { content: REVOLUT, account: 'Assets:Revolut:EUR', today: '2026-11-29' }));
    // (two sides out, one in: which is whose is not told)
    const p = await plan(ledger, { content: file(at('Exchanged to USD', '-100.00', 'EUR'), at('Exchanged to USD', '-50.00', 'EUR'), at('Exchanged from EUR', '107.00', 'USD')), account: 'Assets:Revolut:EUR', today: '2026-11-29' });
    expect(exchanges(p)).toEqual([
      ['Assets:Revolut:EUR -100.00 EUR', 'Expenses:Uncategorized 100.00 EUR'],
      ['Assets:Revolut:EUR -50.00 EUR', 'Expenses:Uncategorized 50.00 EUR'],
      ['Assets:Revolut:USD 107.00 USD', 'Income:Uncategorized -107.00 USD'],
    ]);
    expect(p.report.transactions.map((t) => t.flag)).toEqual(['!', '!', '!']);
    const warned = p.report.warnings.filter((w) => w.message.includes('one side of a currency exchange whose other side was not found')).map((w) => w.row);
    expect(warned).toEqual([2, 3, 4]);
  });

  it('finds an exchange imported under the id of its time alone (before 2026-11-29) already imported', async () => {
    const ledger = appended(LEDGER, await plan(LEDGER, { content: REVOLUT, account: 'Assets:Revolut:EUR', today: '2026-11-29' }))
      .replace(/import_id: "bank:exchange:exchanged 2026-10-06 10:00:00[^"]*"/, 'import_id: "bank:exchange:exchanged 2026-10-06 10:00:00"');
    expect(ledger).toContain('import_id: "bank:exchange:exchanged 2026-10-06 10:00:00"\n');
    const p = await plan(ledger, { content: REVOLUT, account: 'Assets:Revolut:EUR', today: '2026-11-29' });
    expect(p.report.imported).toBe(0);
  });
});
