// Money in from a payee the user has only paid (QA: a card's credit from WHOLE FOODS, whose
// purchases the ledger books to Expenses:Groceries, went to Income:Uncategorized, warned "no
// account found"; only a payee record placed it). A credit that says it is a return, and one that
// says nothing from a merchant the user has bought from, go back to the account of the purchases,
// in an OFX file as in a CSV (one planning for both).
import { describe, expect, it } from 'vitest';
import { appended, plan, postingLines } from './import-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

const CARD = `option "operating_currency" "USD"
2020-01-01 open Liabilities:US:Chase:Sapphire USD
  account_id: "4111222233334444"
2020-01-01 open Assets:US:Checking USD
2020-01-01 open Expenses:Groceries USD
2020-01-01 open Income:Salary USD

2026-10-28 * "WHOLE FOODS MKT #10234" "Groceries"
  Liabilities:US:Chase:Sapphire  -45.67 USD
  Expenses:Groceries  45.67 USD

2026-10-30 * "ACME CORP" "Payroll"
  Assets:US:Checking  3000.00 USD
  Income:Salary  -3000.00 USD
`;

/** The QA's card_refund.qfx: two credits of 45.67 from the merchant, the first with MEMO RETURN. */
const CARD_REFUND = Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111222233334444</CCACCTFROM>
<BANKTRANLIST><DTSTART>20261025<DTEND>20261124
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261123120000[0:GMT]<TRNAMT>45.67<FITID>2026112324692166000000009<NAME>WHOLE FOODS MKT #10234<MEMO>RETURN</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261123120000[0:GMT]<TRNAMT>45.67<FITID>2026112324692166000000010<NAME>WHOLE FOODS MKT #10234</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>-883.50<DTASOF>20261124</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
`);

describe('a credit from a merchant the card has bought from (OFX)', async () => {
  const p = await plan(CARD, { content: CARD_REFUND, today: '2026-11-27' });

  it('books both credits back to Expenses:Groceries, where the purchase went', () => {
    expect(p.report.transactions.map((t) => postingLines(t))).toEqual([
      ['Liabilities:US:Chase:Sapphire 45.67 USD', 'Expenses:Groceries -45.67 USD'],
      ['Liabilities:US:Chase:Sapphire 45.67 USD', 'Expenses:Groceries -45.67 USD'],
    ]);
    expect(p.report.warnings.map((w) => w.message).filter((m) => m.startsWith('no account found'))).toEqual([]);
    const check = beanCheck(appended(CARD, p));
    if (check) expect(check.errors).toBe('');
  });

  it('flags the credit that does not say it is a refund, and warns that it was taken for one', () => {
    expect(p.report.transactions.map((t) => t.flag)).toEqual(['!', '!']);
    expect(p.report.warnings).toEqual([
      { row: 2, message: 'money in from "WHOLE FOODS MKT #10234", whose earlier payments were booked to Expenses:Groceries: booked back there as a refund (if it is not one, book it elsewhere)' },
    ]);
  });
});

describe("the same credits when the payee's last transaction is an earlier credit booked to Income:Uncategorized (the QA's ledger)", async () => {
  const misbooked = `${CARD}
2026-11-06 ! "WHOLE FOODS MKT #10234" "RETURN"
  Liabilities:US:Chase:Sapphire  45.67 USD
  Income:Uncategorized  -45.67 USD
`;
  const p = await plan(`2020-01-01 open Income:Uncategorized\n${misbooked}`, { content: CARD_REFUND, today: '2026-11-27' });

  it('looks past it to the purchases, for the credit that says RETURN and for the one that says nothing', () => {
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual(['Expenses:Groceries -45.67 USD', 'Expenses:Groceries -45.67 USD']);
    expect(p.report.warnings.map((w) => w.row)).toEqual([2]);
  });
});

const SHOP = `option "operating_currency" "USD"
2020-01-01 open Liabilities:US:Visa USD
2020-01-01 open Assets:US:Checking USD
2020-01-01 open Expenses:Groceries USD
2020-01-01 open Expenses:Fuel USD
2020-01-01 open Income:Salary USD

2026-10-28 * "Trader Joes" "groceries"
  Liabilities:US:Visa  -30.00 USD
  Expenses:Groceries  30.00 USD

2026-10-29 * "Trader Joes" "groceries"
  Assets:US:Checking  -20.00 USD
  Expenses:Groceries  20.00 USD

2026-10-30 * "ACME CORP" "Payroll"
  Assets:US:Checking  3000.00 USD
  Income:Salary  -3000.00 USD
`;

describe("a card's credits from a payee it has paid (CSV)", async () => {
  const CSV = Buffer.from(['Date,Payee,Memo,Amount', '2026-11-01,Shell,fuel,-40.00', '2026-11-02,Trader Joes,,12.00', '2026-11-03,Trader Joes,RETURN,8.00', '2026-11-04,Shell,fuel,-35.00', '2026-11-05,Someone New,,5.00', '2026-11-06,Trader Joes,,-22.00', '2026-11-07,Shell,fuel,-41.00', ''].join('\n'));
  const p = await plan(SHOP, { content: CSV, account: 'Liabilities:US:Visa', today: '2026-11-27' });

  it('books the credits from the grocery store back to Expenses:Groceries, a credit from nobody known to Uncategorized', () => {
    expect(p.report.transactions.filter((t) => t.postings[0]!.units.number.startsWith('-') === false).map((t) => postingLines(t))).toEqual([
      ['Liabilities:US:Visa 12.00 USD', 'Expenses:Groceries -12.00 USD'],
      ['Liabilities:US:Visa 8.00 USD', 'Expenses:Groceries -8.00 USD'],
      ['Liabilities:US:Visa 5.00 USD', 'Income:Uncategorized -5.00 USD'],
    ]);
  });

  it('warns of the credit taken for a refund, and of the one from nobody known', () => {
    // (rows numbered as the file's lines: the header is line 1)
    expect(p.report.warnings.filter((w) => [3, 4, 6].includes(w.row!))).toEqual([
      { row: 3, message: 'money in from "Trader Joes", whose earlier payments were booked to Expenses:Groceries: booked back there as a refund (if it is not one, book it elsewhere)' },
      { row: 6, message: expect.stringMatching(/^no account found for "Someone New": booked to Income:Uncategorized/) },
    ]);
  });
});

describe('money into a bank account from a payee it has paid (CSV)', async () => {
  const CSV = Buffer.from(['Date,Payee,Memo,Amount', '2026-11-02,Trader Joes,,12.00', '2026-11-03,Trader Joes,RETURN,8.00', '2026-11-04,ACME CORP,,3000.00', ''].join('\n'));
  const p = await plan(SHOP, { content: CSV, account: 'Assets:US:Checking', today: '2026-11-27' });

  it('goes back to the purchases when it says it is a return; otherwise it is not taken for a refund (a friend paying a share, a client)', () => {
    expect(p.report.transactions.map((t) => postingLines(t)[1])).toEqual(['Income:Uncategorized -12.00 USD', 'Expenses:Groceries -8.00 USD', 'Income:Salary -3000.00 USD']);
  });
});
