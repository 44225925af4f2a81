// A Wise balance statement (QA of session 48, finding 3): a transfer to the user's own 招商银行
// account (its Payee Account Number that account's account_id), sent as CNY, was booked as 1000 USD
// of spending; its Total fees were never read, so no fee was booked and the incoming money was all
// income. Wise's Amount is what the balance moved (its Running Balance changes by Amount), fees
// included: a transfer's Exchange To Amount is (Amount - fees) x rate, (1000 - 4.52) x 7.18 = 7147.55.
import { describe, expect, it } from 'vitest';
import { appended, importTwice, plan, postingLines } from './import-fixtures.ts';
import { printDirective } from '../../src/ledger/syntax/printer.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:Bank:CMB CNY
  account_id: "6225880112345678"
2020-01-01 open Expenses:Fees:Wise
  alias: "Wise fees"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;

const HEADER = '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees","Exchange To Amount"';
const SENT = (account: string) => `TRANSFER-1290034411,28-11-2026,-1000.00,USD,"Sent money to LI NA",,7434.71,USD,CNY,7.18,,"LI NA",${account},,,,,,4.52,7147.55`;
const RECEIVED = 'TRANSFER-1290011299,26-11-2026,2450.50,USD,"Received money from ACME STUDIO LLC with reference INV-118","INV-118",8434.71,,,,"ACME STUDIO LLC",,,,,,,,4.14,';
const wise = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const WISE = { account: 'Assets:Wise:USD', today: '2026-11-29' };

describe('a Wise transfer whose Payee Account Number is an own account of another currency', () => {
  it('is a move into that account of what arrived, at the price of what left less the fee, and the fee', async () => {
    const p = await plan(LEDGER, { ...WISE, content: wise(SENT('6225880112345678')) });
    const t = p.report.transactions[0]!;
    expect(postingLines(t)).toEqual(['Assets:Wise:USD -1000.00 USD', 'Assets:Bank:CMB 7147.55 CNY', 'Expenses:Fees:Wise 4.52 USD']);
    expect(printDirective(p.directives[0]!)).toContain('Assets:Bank:CMB  7147.55 CNY @@ 995.48 USD');
    expect(t.flag).toBe('*');
    expect(p.report.warnings).toEqual([]);
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
  it("is known when the bank's statement of that account comes next: its row is the same move", async () => {
    const first = await plan(LEDGER, { ...WISE, content: wise(SENT('6225880112345678')) });
    const cmb = Buffer.from('交易日期,交易金额,余额,摘要\n2026-11-28,7147.55,60000.00,汇入汇款\n');
    const p = await plan(appended(LEDGER, first), { account: 'Assets:Bank:CMB', today: '2026-11-29', content: cmb });
    expect([p.report.imported, p.report.duplicates]).toEqual([0, 1]);
  });
  it("to someone else's account stays in the row's currency, less the fee, and keeps what the payee received in its metadata", async () => {
    const p = await plan(LEDGER, { ...WISE, content: wise(SENT('6225880100000000')) });
    const t = p.report.transactions[0]!;
    expect(postingLines(t)).toEqual(['Assets:Wise:USD -1000.00 USD', 'Expenses:Uncategorized 995.48 USD', 'Expenses:Fees:Wise 4.52 USD']);
    expect(t.meta.received_amount).toBe('7147.55 CNY');
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
  });
});

describe("Wise's Total fees", () => {
  it('of money in: the amount is what arrived, the payer paid it and the fee', async () => {
    const p = await plan(LEDGER, { ...WISE, content: wise(RECEIVED) });
    expect(postingLines(p.report.transactions[0]!)).toEqual(['Assets:Wise:USD 2450.50 USD', 'Income:Uncategorized -2454.64 USD', 'Expenses:Fees:Wise 4.14 USD']);
  });
  it('is not taken again where the export lists each fee as a row of its own (Wise Charges for: …)', async () => {
    const card = 'CARD-1111111111,26-11-2026,-12.50,USD,"Card transaction of 12.50 USD issued by Corner Cafe",,987.50,,,,,,,"Corner Cafe",1234,"LI NA",,,0.30,';
    const fee = 'FEE-CARD-1111111111,26-11-2026,-0.30,USD,"Wise Charges for: CARD-1111111111",,987.20,,,,,,,"Corner Cafe",1234,"LI NA",,,0,';
    const p = await plan(LEDGER, { ...WISE, content: wise(card, fee) });
    // (the fee row's own counter-account is the other guesses' to make)
    expect(p.report.transactions.map((t) => postingLines(t).slice(0, 2))).toEqual([
      ['Assets:Wise:USD -12.50 USD', 'Expenses:Uncategorized 12.50 USD'],
      ['Assets:Wise:USD -0.30 USD', expect.stringMatching(/ 0\.30 USD$/)],
    ]);
    expect(p.report.transactions[0]!.postings).toHaveLength(2);
  });
  it('of a row that is all fee (money out of no more than its fees) leave it whole to the other guesses', async () => {
    const p = await plan(LEDGER, { ...WISE, content: wise('BALANCE-1,20-11-2026,-7.00,USD,"Card order fee",,993.00,,,,,,,,,,,,7.00,') });
    expect(p.report.transactions[0]!.postings).toHaveLength(2);
    expect(postingLines(p.report.transactions[0]!)[0]).toBe('Assets:Wise:USD -7.00 USD');
  });
  it('imported again, the statement imports nothing; read before Total fees were, its rows are known too', async () => {
    const twice = await importTwice(LEDGER, { ...WISE, content: wise(RECEIVED, SENT('6225880112345678')) });
    expect([twice.first.report.imported, twice.second.report.imported, twice.second.report.duplicates]).toEqual([2, 0, 2]);
    // (as versions before 2026-11-29 read the file: the Total fees column not read)
    const unread = Buffer.from(wise(RECEIVED).toString().replace('"Total fees"', '"Total charges"'));
    const before = await plan(LEDGER, { ...WISE, content: unread });
    expect(postingLines(before.report.transactions[0]!)).toEqual(['Assets:Wise:USD 2450.50 USD', 'Income:Uncategorized -2450.50 USD']);
    const p = await plan(appended(LEDGER, before), { ...WISE, content: wise(RECEIVED) });
    expect([p.report.imported, p.report.duplicates]).toEqual([0, 1]);
  });
});
