// An OFX download of several accounts where the bank could not give one of them (its STMTTRNRS
// says SEVERITY ERROR, code 2003 "Account not found"): the other accounts are imported, the failed
// one is reported among the skipped with the bank's words, and the file is refused only when no
// account's statement is in it (or the signon itself failed).
import { describe, expect, it } from 'vitest';
import { Problem } from '../../../src/problem.ts';
import { ledgerText, plan, postingLines } from '../import-fixtures.ts';

const STATUS_OK = '<STATUS><CODE>0<SEVERITY>INFO</STATUS>';

function ofx(signonStatus: string, responses: readonly string[]): Buffer {
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><SIGNONMSGSRSV1><SONRS>${signonStatus}<DTSERVER>20240201<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1>
${responses.join('\n')}
</BANKMSGSRSV1></OFX>
`);
}

const CHECKING = `<STMTTRNRS><TRNUID>1${STATUS_OK}<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>CHK-0001<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-4.50<FITID>M1<NAME>COFFEE</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>100.00<DTASOF>20240131</LEDGERBAL></STMTRS></STMTTRNRS>`;
const NOT_FOUND = '<STMTTRNRS><TRNUID>2<STATUS><CODE>2003<SEVERITY>ERROR<MESSAGE>Account not found</STATUS></STMTTRNRS>';
// some banks name the account they could not give
const NOT_FOUND_NAMED = '<STMTTRNRS><TRNUID>3<STATUS><CODE>2003<SEVERITY>ERROR<MESSAGE>Account not found</STATUS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>SAV-0009<ACCTTYPE>SAVINGS</BANKACCTFROM></STMTRS></STMTTRNRS>';

async function problemOf(p: Promise<unknown>): Promise<Problem> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(Problem);
  return e as Problem;
}

describe('an OFX file where the bank reports an error for one account', () => {
  it('imports the other account (found by its account_id) and reports the failed one among the skipped', async () => {
    const p = await plan(ledgerText(), { content: ofx(STATUS_OK, [CHECKING, NOT_FOUND, NOT_FOUND_NAMED]) });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:US:Checking -4.50 USD']);
    expect(p.report.skipped_rows).toEqual([
      { row: 2, reason: "an account's statement is missing: the OFX file reports an error from the bank (code 2003): Account not found" },
      { row: 3, reason: 'the statement of account SAV-0009 is missing: the OFX file reports an error from the bank (code 2003): Account not found' },
    ]);
    expect(p.report.statement).toEqual({ balance: { number: '100.00', currency: 'USD' }, date: '2024-01-31' });
  });

  it('lets the account field name the one statement account left, as in a file of one account', async () => {
    const ledger = `${ledgerText()}\n2020-01-01 open Assets:US:Savings USD\n`;
    const p = await plan(ledger, { content: ofx(STATUS_OK, [NOT_FOUND_NAMED, CHECKING]), account: 'Assets:US:Savings' });
    expect(p.report.transactions.map((t) => postingLines(t)[0])).toEqual(['Assets:US:Savings -4.50 USD']);
    expect(p.report.skipped_rows.map((s) => s.row)).toEqual([2]);
  });

  it('refuses the file when no account is usable, or when the signon failed, with what the bank said', async () => {
    const none = await problemOf(plan(ledgerText(), { content: ofx(STATUS_OK, [NOT_FOUND]), account: 'Assets:US:Checking' }));
    expect([none.status, none.detail]).toEqual([422, 'the OFX statement cannot be imported: the OFX file reports an error from the bank (code 2003): Account not found']);
    const signon = await problemOf(plan(ledgerText(), { content: ofx('<STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Signon invalid</STATUS>', [CHECKING]), account: 'Assets:US:Checking' }));
    expect([signon.status, signon.detail]).toEqual([422, 'the OFX statement cannot be imported: the OFX file reports an error from the bank (code 15500): Signon invalid']);
  });
});
