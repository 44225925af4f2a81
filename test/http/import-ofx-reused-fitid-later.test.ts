// A bank that numbers its FITIDs 1, 2... in every download (the QA samples fitid_seq_nov.ofx and
// fitid_seq_dec.ofx), through POST /bean/import/files: December's FITID 2 is PAYROLL 3000.00, not
// November's NETFLIX -9.99 already in the ledger under that id, so it is imported (as ...:2#2);
// uploading either file again writes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "USD"

2020-01-01 open Assets:Bank:Chase USD
  account_id: "123456789"
2020-01-01 open Expenses:Food USD
2020-01-01 open Income:Salary USD
`;

function ofx(rows: readonly [date: string, type: string, amount: string, fitid: string, name: string][]): Buffer {
  const trns = rows.map(([date, type, amount, fitid, name]) => `<STMTTRN><TRNTYPE>${type}<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>`).join('');
  return Buffer.from(
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n' +
      '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>021000021<ACCTID>123456789<ACCTTYPE>CHECKING</BANKACCTFROM>' +
      `<BANKTRANLIST><DTSTART>20261101<DTEND>20261130${trns}</BANKTRANLIST><LEDGERBAL><BALAMT>1234.56<DTASOF>20261115120000[-5:EST]</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
    'latin1',
  );
}

const NOV = ofx([
  ['20261102', 'DEBIT', '-5.75', '1', 'STARBUCKS'],
  ['20261103', 'DEBIT', '-9.99', '2', 'NETFLIX'],
]);
const DEC = ofx([
  ['20261120', 'DEBIT', '-120.00', '1', 'UTILITY CO'],
  ['20261121', 'CREDIT', '3000.00', '2', 'PAYROLL'],
]);

interface Report {
  imported: number;
  duplicates: number;
  transactions: { payee: string; meta: Record<string, string>; postings: { account: string; units: { number: string } }[] }[];
  duplicate_rows: { import_id: string; reason: string }[];
}

describe('POST /bean/import/files with FITIDs that a later download gives to other movements', () => {
  let t: TestApp;
  const withBeanCheck = hasBeanCheck();
  beforeAll(async () => {
    t = await makeTestApp(LEDGER, { today: () => '2026-11-26' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(content: Buffer, name: string): Promise<Report> {
    const { payload, headers } = await multipart({}, name, content, 'application/x-ofx');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as Report;
  }
  const rows = (r: Report) => r.transactions.map((x) => [x.payee, x.meta.import_id, x.postings[0]!.units.number]);

  test('November, then December: both of December\'s movements are imported', async () => {
    expect(rows(await upload(NOV, 'nov.ofx'))).toEqual([
      ['STARBUCKS', 'ofx:123456789:1', '-5.75'],
      ['NETFLIX', 'ofx:123456789:2', '-9.99'],
    ]);
    const dec = await upload(DEC, 'dec.ofx');
    expect([dec.imported, dec.duplicates, dec.duplicate_rows]).toEqual([2, 0, []]);
    expect(rows(dec)).toEqual([
      ['UTILITY CO', 'ofx:123456789:1#2', '-120.00'],
      ['PAYROLL', 'ofx:123456789:2#2', '3000.00'],
    ]);
    const text = await t.ledgerText();
    expect(text).toMatch(/Assets:Bank:Chase +3000\.00 USD/);
    expect(text).toMatch(/Assets:Bank:Chase +-9\.99 USD/);
    if (withBeanCheck) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('either file again writes nothing', async () => {
    const before = await t.ledgerText();
    for (const [content, name] of [[DEC, 'dec.ofx'], [NOV, 'nov.ofx']] as const) {
      const again = await upload(content, name);
      expect([again.imported, again.duplicates]).toEqual([0, 2]);
    }
    expect(await t.ledgerText()).toBe(before);
  });
});
