// A Wise statement that lists a transfer's fee as a row of its own (`Charges for: TRANSFER-…`, or
// `Wise Charges for: CARD-…`): that row is Wise's fee, and went to Expenses:Uncategorized (or where
// its merchant's purchases went). It is booked where the fee columns (Total fees) put Wise's fees.
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const LEDGER = (fees: string) => `option "operating_currency" "CNY"
2020-01-01 open Assets:Wise:USD USD
2020-01-01 open Assets:PayPal USD
${fees}
2020-01-01 open Expenses:Food
  alias: "Corner Cafe"
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:Uncategorized
`;
const PAYPAL_AND_WISE_FEES = '2020-01-01 open Expenses:Fees:PayPal\n2020-01-01 open Expenses:Fees:Wise';
const BANK_FEES = '2020-01-01 open Expenses:Bank:Charges\n  alias: "bank fees"';

const HEADER = '"TransferWise ID",Date,Amount,Currency,Description,"Payment Reference","Running Balance","Exchange From","Exchange To","Exchange Rate","Payer Name","Payee Name","Payee Account Number",Merchant,"Card Last Four Digits","Card Holder Full Name",Attachment,Note,"Total fees","Exchange To Amount"';
const wise = (...rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`);
const WISE = { account: 'Assets:Wise:USD', today: '2026-11-29' };
const TRANSFER_FEE = 'FEE-TRANSFER-1290034411,28-11-2026,-4.52,USD,"Charges for: TRANSFER-1290034411",,7430.19,,,,,"LI NA",,,,,,,0,';
const CARD_FEE = 'FEE-CARD-1111111111,26-11-2026,-0.30,USD,"Wise Charges for: CARD-1111111111",,987.20,,,,,,,"Corner Cafe",1234,"LI NA",,,0,';
const RECEIVED = 'TRANSFER-1290011299,26-11-2026,2450.50,USD,"Received money from ACME STUDIO LLC","INV-118",8434.71,,,,"ACME STUDIO LLC",,,,,,,,4.14,';

/** The account a Total fees figure of the same statement is booked on. */
async function totalFeesAccount(fees: string): Promise<string> {
  const p = await plan(LEDGER(fees), { ...WISE, content: wise(RECEIVED) });
  return p.report.transactions[0]!.postings[2]!.account;
}

describe("a Wise fee row of its own", () => {
  it.each([
    ['Charges for: TRANSFER-…', TRANSFER_FEE, '4.52'],
    ['Wise Charges for: CARD-… (its merchant an alias of a spending account)', CARD_FEE, '0.30'],
  ])('%s is booked on the account of Wise\'s fees, sure, unwarned', async (_, row, fee) => {
    const p = await plan(LEDGER(PAYPAL_AND_WISE_FEES), { ...WISE, content: wise(row) });
    const t = p.report.transactions[0]!;
    expect(postingLines(t)).toEqual([`Assets:Wise:USD -${fee} USD`, `Expenses:Fees:Wise ${fee} USD`]);
    expect(await totalFeesAccount(PAYPAL_AND_WISE_FEES)).toBe('Expenses:Fees:Wise');
    expect(t.flag).toBe('*');
    expect(p.report.warnings).toEqual([]);
    const check = beanCheck(appended(LEDGER(PAYPAL_AND_WISE_FEES), p));
    if (check) expect(check.errors).toBe('');
  });
  it('goes where the Total fees go when no account is kept for Wise: the account aliased for fees', async () => {
    const p = await plan(LEDGER(BANK_FEES), { ...WISE, content: wise(TRANSFER_FEE) });
    expect(p.report.transactions[0]!.postings[1]!.account).toBe(await totalFeesAccount(BANK_FEES));
    expect(p.report.transactions[0]!.postings[1]!.account).toBe('Expenses:Bank:Charges');
  });
  it('money in (a fee given back) is not a fee paid: left to the other guesses', async () => {
    const back = 'FEE-TRANSFER-1,28-11-2026,4.52,USD,"Charges for: TRANSFER-1290034411",,7434.71,,,,,,,,,,,,0,';
    const p = await plan(LEDGER(PAYPAL_AND_WISE_FEES), { ...WISE, content: wise(back) });
    expect(p.report.transactions[0]!.postings[1]!.account).not.toBe('Expenses:Fees:Wise');
  });
  it("`Charges for:` in another bank's statement is no fee: charges alone is no fee word", async () => {
    const bank = Buffer.from('Date,Amount,Description\n2026-11-26,-12.50,"Charges for: dinner at Corner Cafe"\n');
    const p = await plan(LEDGER(PAYPAL_AND_WISE_FEES), { account: 'Assets:PayPal', today: '2026-11-29', content: bank });
    expect(p.report.transactions[0]!.postings[1]!.account).not.toMatch(/Fees/);
  });
});
