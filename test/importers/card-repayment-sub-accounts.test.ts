// A card's repayment when the card's bank has an account and a sub-account of it in the ledger
// (Liabilities:CreditCard:CMB and Liabilities:CreditCard:CMB:Visa; Assets:Bank:CMB and
// Assets:Bank:CMB:Savings): both were named after the bank, so neither was guessed, and the
// repayment stayed on Expenses:Uncategorized (QA), with no word of which accounts had fitted.
// Now the one of them with postings is taken; when that tells none, the warning names them.
import { describe, expect, it } from 'vitest';
import { appended, balances, plan, type ImportStep } from './import-fixtures.ts';

type Report = Awaited<ReturnType<typeof plan>>['report'];
const utf8 = (...lines: string[]) => Buffer.from([...lines, ''].join('\n'));
const bookings = (r: Report) => r.transactions.map((t) => t.postings.map((p) => `${p.account} ${p.units.number}`));
const TODAY = '2026-11-27';

const HEAD = `option "operating_currency" "CNY"
2020-01-01 open Income:Uncategorized
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Expenses:Food
`;
/** A charge of 100.00 on the account, typed by hand before the statements. */
const charged = (account: string) => `2026-10-01 * "午饭"\n  ${account}  -100.00 CNY\n  Expenses:Food  100.00 CNY\n`;

const debitStatement: ImportStep = {
  account: 'Assets:Bank:CMB',
  content: utf8('# 招商银行交易记录', '交易日期,交易时间,收入,支出,余额,交易类型,交易备注', '20261110,10:10:10,,"5,000.00","15,474.94",自动还款,招商银行信用卡还款'),
};
const cardStatement: ImportStep = {
  account: 'Liabilities:CreditCard:CMB',
  content: utf8('招商银行信用卡对账单', '交易日,记账日,交易摘要,人民币金额', '2026-11-10,2026-11-10,自动还款,"-5,000.00"'),
};

describe("a credit card's repayment on the debit card's statement, the card an account with a sub-account", () => {
  const ledger = `${HEAD}2020-01-01 open Assets:Bank:CMB CNY
2020-01-01 open Liabilities:CreditCard:CMB CNY
2020-01-01 open Liabilities:CreditCard:CMB:Visa CNY
`;

  it.each(['Liabilities:CreditCard:CMB', 'Liabilities:CreditCard:CMB:Visa'])('goes to the one of them that has postings (%s)', async (used) => {
    const p = await plan(ledger + charged(used), { ...debitStatement, today: TODAY });
    expect(bookings(p.report)).toEqual([['Assets:Bank:CMB -5000.00', `${used} 5000.00`]]);
    expect(p.report.transactions[0]!.flag).toBe('!');
    expect(p.report.warnings.map((w) => w.message)).toEqual([
      `a credit card's repayment: no alias names that credit card; ${used} is the one of Liabilities:CreditCard:CMB and its sub-accounts with postings`,
    ]);
  });

  // (neither has postings: the card's statement may go to either; a guess of the other would not
  // find the statement's row as its duplicate, and the repayment would be booked twice)
  it('stays uncategorized when neither has postings, names both, and the card statement imported later settles it', async () => {
    for (const card of ['Liabilities:CreditCard:CMB', 'Liabilities:CreditCard:CMB:Visa']) {
      const debit = await plan(ledger, { ...debitStatement, today: TODAY });
      expect(bookings(debit.report)).toEqual([['Assets:Bank:CMB -5000.00', 'Expenses:Uncategorized 5000.00']]);
      expect(debit.report.warnings.map((w) => w.message)).toEqual([
        "a credit card's repayment, but which card cannot be told: Liabilities:CreditCard:CMB and Liabilities:CreditCard:CMB:Visa both fit; give the card's account an alias the row's words name (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)",
        'no account found for "招商银行信用卡还款": booked to Expenses:Uncategorized (a payee record or an alias would place it)',
      ]);
      const after = appended(ledger, debit);
      const text = appended(after, await plan(after, { ...cardStatement, account: card, today: TODAY }));
      expect(balances(text)).toEqual({ 'Assets:Bank:CMB CNY': '-5000.00', [`${card} CNY`]: '5000.00' });
    }
  });

  it('stays uncategorized when two cards below it have postings, and names them', async () => {
    const two = `${ledger}2020-01-01 open Liabilities:CreditCard:CMB:Master CNY\n`;
    const text = two + charged('Liabilities:CreditCard:CMB:Visa') + charged('Liabilities:CreditCard:CMB:Master');
    const p = await plan(text, { ...debitStatement, today: TODAY });
    expect(bookings(p.report)).toEqual([['Assets:Bank:CMB -5000.00', 'Expenses:Uncategorized 5000.00']]);
    expect(p.report.warnings.map((w) => w.message)).toEqual([
      "a credit card's repayment, but which card cannot be told: Liabilities:CreditCard:CMB, Liabilities:CreditCard:CMB:Master and Liabilities:CreditCard:CMB:Visa all fit; give the card's account an alias the row's words name (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)",
      'no account found for "招商银行信用卡还款": booked to Expenses:Uncategorized (a payee record or an alias would place it)',
    ]);
  });
});

describe("a repayment on the card's statement, the bank an account with a sub-account", () => {
  const ledger = `${HEAD}2020-01-01 open Assets:Bank:CMB CNY
2020-01-01 open Assets:Bank:CMB:Savings CNY
2020-01-01 open Liabilities:CreditCard:CMB CNY
`;

  it('comes from the one of them that has postings', async () => {
    const p = await plan(ledger + charged('Assets:Bank:CMB'), { ...cardStatement, today: TODAY });
    expect(bookings(p.report)).toEqual([['Liabilities:CreditCard:CMB 5000.00', 'Assets:Bank:CMB -5000.00']]);
    expect(p.report.warnings.map((w) => w.message)).toEqual([
      "the card's repayment came from a bank account: no alias names the paying account; Assets:Bank:CMB is the one of Assets:Bank:CMB and its sub-accounts with postings",
    ]);
  });

  it('stays uncategorized when both have postings, and names them', async () => {
    const p = await plan(ledger + charged('Assets:Bank:CMB') + charged('Assets:Bank:CMB:Savings'), { ...cardStatement, today: TODAY });
    expect(bookings(p.report)).toEqual([['Liabilities:CreditCard:CMB 5000.00', 'Income:Uncategorized -5000.00']]);
    expect(p.report.warnings.map((w) => w.message)).toEqual([
      "the card's repayment came from a bank account, but which cannot be told: Assets:Bank:CMB and Assets:Bank:CMB:Savings both fit; give the paying account an alias the row's words name (rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand)",
      'no account found for "自动还款": booked to Income:Uncategorized (a payee record or an alias would place it)',
    ]);
  });
});
