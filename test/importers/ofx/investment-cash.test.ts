// Investment statements (INVSTMTRS): what moves the account's cash and nothing else imports. The
// cash movements (INVBANKTRAN) are bank transactions of the account's cash; income (INCOME) is
// money in against an Income account. Trades are skipped (securities are not booked), each with a
// reason that says what it was, and a warning says how far that leaves the account's cash from the
// statement's (INVBAL AVAILCASH), which is reported as the statement's balance.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { appended, importTwice, plan, postingLines } from '../import-fixtures.ts';
import { beanCheck } from '../../support/bean-check.ts';
import { OFX_CORPUS } from '../../support/corpus.ts';
import { join } from 'node:path';

const FIDELITY = readFileSync(join(OFX_CORPUS, 'fidelity.ofx'));

const LEDGER = `option "operating_currency" "USD"
2000-01-01 open Assets:Fidelity:Cash USD
  account_id: "01234567890"
2000-01-01 open Assets:Other USD
2000-01-01 open Income:Interest USD
2000-01-01 open Income:Dividends USD
`;

describe('fidelity.ofx (INVSTMTRS with BUYSTOCK, SELLSTOCK, INCOME and INVBANKTRAN)', async () => {
  const p = await plan(LEDGER, { content: FIDELITY });

  it('imports the three cash movements and the four dividends into the account whose account_id is the ACCTID', () => {
    expect(p.report.transactions.map((t) => [t.date, t.payee, t.narration, ...postingLines(t)])).toEqual([
      ['2012-07-31', 'SPDR S&P 500 ETF TRUST UNIT SER 1 S&P', 'DIVIDEND RECEIVED', 'Assets:Fidelity:Cash 5.5300 USD', 'Income:Dividends -5.5300 USD'],
      ['2012-07-31', 'INTEREST EARNED', 'INTEREST EARNED', 'Assets:Fidelity:Cash 0.2400 USD', 'Income:Interest -0.2400 USD'],
      ['2012-08-20', 'XINYUAN REAL ESTATE ADR EACH REPR 2 ORD SHS', 'DIVIDEND RECEIVED', 'Assets:Fidelity:Cash 15.4400 USD', 'Income:Dividends -15.4400 USD'],
      ['2012-08-20', 'LATE SETTLEMENT FEE', 'LATE SETTLEMENT FEE', 'Assets:Fidelity:Cash -0.9700 USD', 'Expenses:Uncategorized 0.9700 USD'],
      ['2012-08-31', 'COLLECTORS UNIVERSE INC', 'DIVIDEND RECEIVED', 'Assets:Fidelity:Cash 22.4300 USD', 'Income:Dividends -22.4300 USD'],
      ['2012-08-31', 'INTEREST EARNED', 'INTEREST EARNED', 'Assets:Fidelity:Cash 0.1600 USD', 'Income:Interest -0.1600 USD'],
      ['2012-09-01', 'INTEL CORP', 'DIVIDEND RECEIVED', 'Assets:Fidelity:Cash 22.5000 USD', 'Income:Dividends -22.5000 USD'],
    ]);
    expect(p.report.transactions[1]!.meta).toEqual({ import_id: 'ofx:01234567890:0123456789021301320120731' });
    expect(p.report.transactions[0]!.meta).toEqual({ import_id: 'ofx:01234567890:0123456789021301520120731' });
  });

  it('skips each trade with a reason that says what it was, securities named from SECLIST', () => {
    const kinds = p.report.skipped_rows.map((s) => /: (a purchase|a sale) of .+ \((\w+)\), not imported: securities are not booked/.exec(s.reason)?.slice(1).join(' '));
    expect(kinds).toEqual([...Array(8).fill('a purchase BUYSTOCK'), 'a sale SELLSTOCK', 'a sale SELLSTOCK']);
    expect(p.report.skipped_rows[0]!.reason).toContain('a purchase of 100 INTC (INTEL CORP) for 2571.4500 USD (BUYSTOCK)');
    expect(p.report.skipped_rows.every((s) => !/INCOME|securities transaction/.test(s.reason))).toBe(true);
    expect(p.report.skipped).toBe(10);
  });

  it("reports the statement's cash (AVAILCASH) and warns by how much the trades skipped leave the account from it", () => {
    expect(p.report.statement).toEqual({ balance: { number: '18073.98', currency: 'USD' }, date: '2012-09-08' });
    // 8 purchases (-12691.10) and 2 sales (+1094.10) of the account's cash
    const file = p.report.warnings.filter((w) => w.row === null).map((w) => w.message);
    expect(file).toEqual([expect.stringContaining('the entries skipped (rows 1, 2, 3, 4, 5, 6, 7, 8, 13 and 14) moved -10592.0000 USD of its cash')]);
    expect(file[0]).toContain("the account's cash in the ledger will be 10592.0000 USD more than the statement's (INVBAL AVAILCASH 18073.98 USD)");
  });

  it('passes bean-check when appended and imports nothing the second time', async () => {
    const check = beanCheck(appended(LEDGER, p));
    if (check) expect(check.errors).toBe('');
    const { second } = await importTwice(LEDGER, { content: FIDELITY });
    expect([second.report.imported, second.report.duplicates]).toEqual([0, 7]);
  });

  it('uses the account field when no metadata names the investment account', async () => {
    const q = await plan(LEDGER.replace('  account_id: "01234567890"\n', ''), { content: FIDELITY, account: 'Assets:Other' });
    expect(q.report.transactions.map((t) => postingLines(t)[0])).toEqual([
      'Assets:Other 5.5300 USD', 'Assets:Other 0.2400 USD', 'Assets:Other 15.4400 USD', 'Assets:Other -0.9700 USD',
      'Assets:Other 22.4300 USD', 'Assets:Other 0.1600 USD', 'Assets:Other 22.5000 USD',
    ]);
  });

  it('asks for the account when nothing maps an investment account with cash movements', async () => {
    const e = await plan(LEDGER.replace('  account_id: "01234567890"\n', ''), { content: FIDELITY }).then(() => null, (err: unknown) => err);
    expect(e).toBeInstanceOf(Problem);
    expect([(e as Problem).status, (e as Problem).errors[0]!.path]).toEqual([400, 'account']);
  });
});

/** An investment statement of account X1 in USD, without SECLIST (securities by CUSIP only), with these entries. */
function investmentOfx(entries: string, invbal = '<INVBAL><AVAILCASH>4031.20<MARGINBALANCE>0<SHORTBALANCE>0</INVBAL>'): Buffer {
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><INVSTMTRS><DTASOF>20261120<CURDEF>USD<INVACCTFROM><BROKERID>b<ACCTID>X1</INVACCTFROM>
<INVTRANLIST><DTSTART>20261001<DTEND>20261120
${entries}
</INVTRANLIST>${invbal}</INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>
`);
}

const SEC = '<SECID><UNIQUEID>922908769<UNIQUEIDTYPE>CUSIP</SECID>';
const DEPOSIT = '<INVBANKTRAN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261002<TRNAMT>10000.00<FITID>X1-1<NAME>Electronic Funds Transfer Received</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>';
const BUY = `<BUYSTOCK><INVBUY><INVTRAN><FITID>X1-2<DTTRADE>20261005<DTSETTLE>20261006</INVTRAN>${SEC}<UNITS>20<UNITPRICE>250.00<COMMISSION>0<TOTAL>-5000.00<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVBUY><BUYTYPE>BUY</BUYSTOCK>`;
const DIVIDEND = `<INCOME><INVTRAN><FITID>X1-3<DTTRADE>20261030</INVTRAN>${SEC}<INCOMETYPE>DIV<TOTAL>31.20<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>`;
const WITHDRAWAL = '<INVBANKTRAN><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261115<TRNAMT>-1000.00<FITID>X1-4<NAME>Electronic Funds Transfer Paid</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>';

const BROKER = `option "operating_currency" "USD"
2020-01-01 open Assets:US:Broker:Cash USD
  account_id: "X1"
2020-01-01 open Assets:US:Checking USD
2020-01-01 open Income:Dividends USD
2020-01-01 open Income:Interest USD
2020-01-01 open Expenses:Fees USD
`;

describe('an investment statement of deposits, a purchase and a dividend (QA: 201 with the dividend skipped as "a securities transaction")', async () => {
  const p = await plan(BROKER, { content: investmentOfx([DEPOSIT, BUY, DIVIDEND, WITHDRAWAL].join('\n')), today: '2026-11-27' });

  it('imports the dividend as income into the cash account, named by the security it came from', () => {
    expect(p.report.transactions.map((t) => [t.date, t.narration, ...postingLines(t)])).toContainEqual(
      ['2026-10-30', 'Dividend (CUSIP 922908769)', 'Assets:US:Broker:Cash 31.20 USD', 'Income:Dividends -31.20 USD'],
    );
    expect(p.report.imported).toBe(3);
  });

  it('skips the purchase saying what it was, and warns that the cash will be 5000.00 more than the statement says', () => {
    expect(p.report.skipped_rows).toEqual([{ row: 2, reason: expect.stringMatching(/^investment statement \(INVSTMTRS\) of account X1: a purchase of 20 CUSIP 922908769 for 5000\.00 USD \(BUYSTOCK\), not imported: .*its cash side included$/) }]);
    expect(p.report.warnings.filter((w) => w.row === null).map((w) => w.message)).toEqual([
      "investment statement (INVSTMTRS) of account X1: the entries skipped (row 2) moved -5000.00 USD of its cash, which this import leaves out: the account's cash in the ledger will be 5000.00 USD more than the statement's (INVBAL AVAILCASH 4031.20 USD) until they are booked by hand",
    ]);
  });

  it("reports AVAILCASH as the statement's balance, and the cash imported plus the purchase reaches it", () => {
    expect(p.report.statement).toEqual({ balance: { number: '4031.20', currency: 'USD' }, date: '2026-11-20' });
    const cash = p.report.transactions.map((t) => t.postings[0]!.units.number);
    expect(cash).toEqual(['10000.00', '31.20', '-1000.00']);
  });

  it('warns of nothing when no entry skipped moved cash', async () => {
    const q = await plan(BROKER, { content: investmentOfx([DEPOSIT, DIVIDEND].join('\n'), '<INVBAL><AVAILCASH>10031.20<MARGINBALANCE>0<SHORTBALANCE>0</INVBAL>'), today: '2026-11-27' });
    expect([q.report.imported, q.report.skipped, q.report.warnings.filter((w) => w.row === null)]).toEqual([2, 0, []]);
    expect(q.report.statement.balance).toEqual({ number: '10031.20', currency: 'USD' });
  });
});

describe("an investment statement's other entries", async () => {
  const entries = [
    `<SELLSTOCK><INVSELL><INVTRAN><FITID>S1<DTTRADE>20261003<DTSETTLE>20261005</INVTRAN>${SEC}<UNITS>-4<UNITPRICE>260<TOTAL>1040.00<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVSELL><SELLTYPE>SELL</SELLSTOCK>`,
    `<INCOME><INVTRAN><FITID>I1<DTTRADE>20261004</INVTRAN>${SEC}<INCOMETYPE>INTEREST<TOTAL>2.50<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>`,
    `<MARGININTEREST><INVTRAN><FITID>M1<DTTRADE>20261006<MEMO>MARGIN INTEREST</INVTRAN><TOTAL>-3.10<SUBACCTFUND>CASH</MARGININTEREST>`,
    `<INVEXPENSE><INVTRAN><FITID>E1<DTTRADE>20261007</INVTRAN>${SEC}<TOTAL>1.25<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVEXPENSE>`,
    `<REINVEST><INVTRAN><FITID>R1<DTTRADE>20261008</INVTRAN>${SEC}<INCOMETYPE>DIV<TOTAL>-12.00<SUBACCTSEC>CASH<UNITS>0.05<UNITPRICE>240</REINVEST>`,
    `<TRANSFER><INVTRAN><FITID>T1<DTTRADE>20261009</INVTRAN>${SEC}<SUBACCTSEC>CASH<UNITS>10<TFERACTION>IN<POSTYPE>LONG</TRANSFER>`,
    `<RETOFCAP><INVTRAN><FITID>C1<DTTRADE>20261010</INVTRAN>${SEC}<TOTAL>7.00<SUBACCTSEC>CASH<SUBACCTFUND>CASH</RETOFCAP>`,
  ];
  const p = await plan(BROKER, { content: investmentOfx(entries.join('\n')), today: '2026-11-27' });

  it('imports interest as income, margin interest and an investment expense as money out', () => {
    expect(p.report.transactions.map((t) => [t.date, t.narration, ...postingLines(t)])).toEqual([
      ['2026-10-04', 'Interest (CUSIP 922908769)', 'Assets:US:Broker:Cash 2.50 USD', 'Income:Interest -2.50 USD'],
      ['2026-10-06', 'MARGIN INTEREST', 'Assets:US:Broker:Cash -3.10 USD', 'Expenses:Uncategorized 3.10 USD'],
      ['2026-10-07', 'Investment expense (CUSIP 922908769)', 'Assets:US:Broker:Cash -1.25 USD', 'Expenses:Fees 1.25 USD'],
    ]);
  });

  it('skips the sale, the reinvestment, the transfer and the return of capital, each said for what it is', () => {
    const what = p.report.skipped_rows.map((s) => [s.row, /X1: (.+?), not imported/.exec(s.reason)?.[1]]);
    expect(what).toEqual([
      [1, 'a sale of 4 CUSIP 922908769 for 1040.00 USD (SELLSTOCK)'],
      [5, 'income reinvested in the security it came from (no cash moved) (REINVEST)'],
      [6, 'a transfer of securities into or out of the account (TRANSFER)'],
      [7, 'a return of capital of 7.00 USD from CUSIP 922908769 (RETOFCAP)'],
    ]);
  });

  it('counts the cash of the sale and the return of capital in the warning: the ledger has that much less', () => {
    const [warning] = p.report.warnings.filter((w) => w.row === null).map((w) => w.message);
    expect(warning).toContain('the entries skipped (rows 1 and 7) moved 1047.00 USD of its cash');
    expect(warning).toContain("the account's cash in the ledger will be 1047.00 USD less than the statement's (INVBAL AVAILCASH 4031.20 USD)");
  });
});
