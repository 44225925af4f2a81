// Which currency an OFX amount is in: <CURRENCY> converts the amount's meaning, <ORIGCURRENCY> does not.
import { describe, expect, it } from 'vitest';
import { readOfxStatement } from '../../../src/importers/ofx/read-ofx.ts';

function statement(extra: string): Buffer {
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>1<ACCTID>42<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-12.50<FITID>A1<NAME>Shop${extra}</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`);
}

describe('OFX transaction currency', () => {
  it('uses CURDEF when the row names only its original currency', () => {
    const s = readOfxStatement(statement('<ORIGCURRENCY><CURRATE>1.1<CURSYM>USD</ORIGCURRENCY>'));
    expect(s.rows.map((r) => [r.amount.toString(), r.currency])).toEqual([['-12.50', 'EUR']]);
  });
  it('uses the row currency when the amount is stated in it', () => {
    const s = readOfxStatement(statement('<CURRENCY><CURRATE>1.1<CURSYM>USD</CURRENCY>'));
    expect(s.rows.map((r) => [r.amount.toString(), r.currency])).toEqual([['-12.50', 'USD']]);
  });
});
