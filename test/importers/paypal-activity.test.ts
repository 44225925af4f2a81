// PayPal's activity export, read without a mapping (QA of session 48: it was a 422 asking for one):
// Gross the amount, Fee the fee (on the fee account kept for PayPal), Transaction ID the row's id,
// dates month first, and a row PayPal does not list as Completed skipped with why.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "USD"
2020-01-01 open Assets:PayPal USD
2020-01-01 open Income:Freelance
  alias: "Nordic Apps"
2020-01-01 open Expenses:Fees:Bank
  alias: "fee"
2020-01-01 open Expenses:Fees:PayPal
2020-01-01 open Expenses:Software
  alias: "Adobe"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address","To Email Address","Transaction ID","Reference Txn ID","Receipt ID","Balance","Subject","Note","Balance Impact"';
const row = (date: string, name: string, type: string, status: string, gross: string, fee: string, net: string, id: string, subject: string) =>
  `"${date}","09:15:02","PST","${name}","${type}","${status}","USD","${gross}","${fee}","${net}","a@example.com","b@example.com","${id}","","","10,104.58","${subject}","","Credit"`;
const csv = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const PAYPAL = { account: 'Assets:PayPal', today: '2026-11-28' };

describe("PayPal's activity export without a mapping", () => {
  it('books Gross as the amount and Fee as the fee, on the fee account named after PayPal', async () => {
    const p = await plan(LEDGER, { ...PAYPAL, content: csv(row('11/20/2026', 'Nordic Apps AS', 'General Payment', 'Completed', '1,100.40', '-48.72', '1,051.68', '5TY12345AB6789012', 'Invoice 2026-040')) });
    expect(p.report.imported).toBe(1);
    const t = p.report.transactions[0]!;
    expect(t.date).toBe('2026-11-20');
    expect(t.narration).toBe('Invoice 2026-040');
    expect(t.meta.import_id).toBe('bank:5TY12345AB6789012');
    expect(postingLines(t)).toEqual(['Assets:PayPal 1051.68 USD', 'Income:Freelance -1100.40 USD', 'Expenses:Fees:PayPal 48.72 USD']);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });

  it('reads its dates month first when no date says which (11/05/2026 is the 5th of November)', async () => {
    const p = await plan(LEDGER, { ...PAYPAL, content: csv(row('11/05/2026', 'Adobe Systems', 'Express Checkout Payment', 'Completed', '-22.99', '0.00', '-22.99', '8EF56789IJ0123456', 'Creative Cloud'), row('11/06/2026', 'Adobe Systems', 'Express Checkout Payment', 'Completed', '-9.99', '0.00', '-9.99', '8EF56789IJ0123457', 'Stock')) });
    expect(p.report.transactions.map((t) => t.date)).toEqual(['2026-11-05', '2026-11-06']);
  });

  it('skips a row that PayPal does not list as Completed, saying so, and imports the others', async () => {
    const p = await plan(LEDGER, {
      ...PAYPAL,
      content: csv(
        row('11/20/2026', 'Nordic Apps AS', 'General Payment', 'Completed', '1,100.40', '-48.72', '1,051.68', '5TY12345AB6789012', 'Invoice'),
        row('11/21/2026', 'Blue Whale Inc', 'General Payment', 'Denied', '850.00', '-37.70', '812.30', '4KL89012OP3456789', ''),
        row('11/22/2026', 'Adobe Systems', 'Express Checkout Payment', 'Pending', '-22.99', '0.00', '-22.99', '8EF56789IJ0123456', ''),
      ),
    });
    expect(p.report.imported).toBe(1);
    expect(p.report.skipped_rows).toEqual([
      { row: 3, reason: expect.stringContaining('PayPal lists it as Denied: no money moved') },
      { row: 4, reason: expect.stringContaining('PayPal lists it as Pending: no money moved') },
    ]);
  });

  // (review: a payment refunded later is listed as Refunded, and its refund as a row of its own;
  // skipping the payment would have kept the refund alone, money never paid shown as received)
  it('imports a payment refunded or reversed later, and skips a row whose Balance Impact is a Memo', async () => {
    const memo = row('11/23/2026', 'Adobe Systems', 'General Authorization', 'Completed', '-22.99', '0.00', '-22.99', '9MN01234QR5678901', '').replace(/"Credit"$/, '"Memo"');
    const p = await plan(LEDGER, {
      ...PAYPAL,
      content: csv(
        row('11/20/2026', 'Adobe Systems', 'Express Checkout Payment', 'Refunded', '-22.99', '0.00', '-22.99', '8EF56789IJ0123456', 'Creative Cloud'),
        row('11/21/2026', 'Adobe Systems', 'Payment Refund', 'Completed', '22.99', '0.00', '22.99', '1AB23456CD7890123', 'Creative Cloud'),
        row('11/22/2026', 'Nordic Apps AS', 'General Payment', 'Partially Refunded', '500.00', '-20.00', '480.00', '2BC34567DE8901234', 'Invoice'),
        memo,
      ),
    });
    expect(p.report.imported).toBe(3);
    expect(p.report.skipped_rows).toEqual([{ row: 5, reason: expect.stringContaining('Memo') }]);
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:PayPal -22.99 USD', 'Assets:PayPal 22.99 USD', 'Assets:PayPal 480.00 USD']);
  });

  it('imports nothing when the same export comes again', async () => {
    const content = csv(row('11/20/2026', 'Nordic Apps AS', 'General Payment', 'Completed', '1,100.40', '-48.72', '1,051.68', '5TY12345AB6789012', 'Invoice'));
    const { second } = await importTwice(LEDGER, { ...PAYPAL, content });
    expect(second.report.imported).toBe(0);
    expect(second.report.duplicates).toBe(1);
  });
});

describe('the fee account of the account that paid the fee', () => {
  it("is the bank's fee account when no fee account is named after the payer", async () => {
    const ledger = LEDGER.replace('2020-01-01 open Expenses:Fees:PayPal\n', '');
    const p = await plan(ledger, { ...PAYPAL, content: csv(row('11/20/2026', 'Nordic Apps AS', 'General Payment', 'Completed', '100.00', '-4.00', '96.00', 'X1', '')) });
    expect(postingLines(p.report.transactions[0]!)).toContain('Expenses:Fees:Bank 4.00 USD');
  });
  it('is one whose alias names the payer', async () => {
    const ledger = LEDGER.replace('2020-01-01 open Expenses:Fees:PayPal\n', '2020-01-01 open Expenses:Fees:Wallet\n  alias: "paypal"\n');
    const p = await plan(ledger, { ...PAYPAL, content: csv(row('11/20/2026', 'Nordic Apps AS', 'General Payment', 'Completed', '100.00', '-4.00', '96.00', 'X1', '')) });
    expect(postingLines(p.report.transactions[0]!)).toContain('Expenses:Fees:Wallet 4.00 USD');
  });
});
