// An OFX header that declares windows-1252 (CHARSET:1252, or an XML declaration of ISO-8859-1) over
// a body written in UTF-8, as some banks' software does: the payees are read as UTF-8, not as
// `CafÃ© ZÃ¼rich`. A body that really is windows-1252 is still read as such.
import { describe, expect, it } from 'vitest';
import { readOfxStatement } from '../../../src/importers/ofx/read-ofx.ts';

const TRANSACTION = '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-4.50<FITID>U1<NAME>Café Zürich<MEMO>Crème brûlée – €5</STMTTRN>';

function sgml(charset: string): string {
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:${charset}

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>1<ACCTID>DE-1<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>${TRANSACTION}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
}

function xml(encoding: string): string {
  return `<?xml version="1.0" encoding="${encoding}" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>EUR</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>DE-1</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240105</DTPOSTED><TRNAMT>-4.50</TRNAMT><FITID>U1</FITID><NAME>Café Zürich</NAME><MEMO>Crème brûlée – €5</MEMO></STMTTRN></BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
}

/** windows-1252 bytes of text whose characters all exist in it. */
function windows1252(text: string): Buffer {
  const signs: Record<string, number> = { '€': 0x80, '–': 0x96 };
  return Buffer.from(Array.from(text, (c) => signs[c] ?? c.charCodeAt(0)));
}

const payeeAndMemo = (content: Buffer) => readOfxStatement(content).rows.map((r) => [r.payee, r.narration]);

describe('an OFX file that declares windows-1252', () => {
  it('reads a UTF-8 body as UTF-8 under CHARSET:1252 and an XML declaration of ISO-8859-1', () => {
    expect(payeeAndMemo(Buffer.from(sgml('1252'), 'utf8'))).toEqual([['Café Zürich', 'Crème brûlée – €5']]);
    expect(payeeAndMemo(Buffer.from(xml('ISO-8859-1'), 'utf8'))).toEqual([['Café Zürich', 'Crème brûlée – €5']]);
    expect(payeeAndMemo(Buffer.from(xml('windows-1252'), 'utf8'))).toEqual([['Café Zürich', 'Crème brûlée – €5']]);
  });

  it('still reads a body that is windows-1252 as windows-1252, € and – included', () => {
    expect(payeeAndMemo(windows1252(sgml('1252')))).toEqual([['Café Zürich', 'Crème brûlée – €5']]);
    expect(payeeAndMemo(windows1252(xml('ISO-8859-1')))).toEqual([['Café Zürich', 'Crème brûlée – €5']]);
  });
});
