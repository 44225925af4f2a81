// The account field is the statement's own account (the contract): for an OFX file of one
// statement account it wins over the open account whose account_id metadata equals the ACCTID,
// which only names the account when the field is not sent.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"

2020-01-01 open Assets:Bank:CMB CNY
  alias: "招商银行"
  account_id: "6214830000001234"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工商银行"
2020-01-01 open Expenses:Food
2020-01-01 open Income:Salary
`;

const OFX = Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>CNY<BANKACCTFROM><BANKID>021000021<ACCTID>6214830000001234<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><DTSTART>20240101<DTEND>20240115<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102<TRNAMT>-25.00<FITID>CN001<NAME>LUNCH</STMTTRN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240103<TRNAMT>100.00<FITID>CN002<NAME>SALARY</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>75.00<DTASOF>20240103</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`);

interface Report {
  imported: number;
  duplicates: number;
  transactions: { postings: { account: string; units: { number: string } }[] }[];
  warnings: { row: number | null; message: string }[];
  statement: unknown;
}

const ownSide = (r: Report) => r.transactions.map((t) => `${t.postings[0]!.account} ${t.postings[0]!.units.number}`);

describe('POST /bean/import/files: the account field and an OFX ACCTID that another account carries in account_id', () => {
  let t: TestApp;
  const withBeanCheck = hasBeanCheck();
  beforeAll(async () => {
    t = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(fields: Record<string, string>): Promise<{ status: number; report: Report }> {
    const { payload, headers } = await multipart(fields, 'statement.ofx', OFX, 'application/x-ofx');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    return { status: r.statusCode, report: r.json() as Report };
  }

  test('without the field, account_id names the account', async () => {
    const { status, report } = await upload({ dry_run: 'true' });
    expect(status).toBe(200);
    expect(ownSide(report)).toEqual(['Assets:Bank:CMB -25.00', 'Assets:Bank:CMB 100.00']);
    expect(report.warnings.filter((w) => w.row === null)).toEqual([]);
  });

  test('the account field wins: both rows go to the account it names, the response keeps its shape and warns of the override', async () => {
    const { status, report } = await upload({ account: 'Assets:Bank:ICBC' });
    expect(status).toBe(201);
    expect(ownSide(report)).toEqual(['Assets:Bank:ICBC -25.00', 'Assets:Bank:ICBC 100.00']);
    // the contract's fields, and the warnings added beside them
    expect(Object.keys(report).sort()).toEqual(['duplicate_rows', 'duplicates', 'imported', 'skipped', 'skipped_rows', 'statement', 'transactions', 'warnings']);
    const fileWarnings = report.warnings.filter((w) => w.row === null).map((w) => w.message);
    expect(fileWarnings).toHaveLength(1);
    expect(fileWarnings[0]).toContain('6214830000001234');
    expect(fileWarnings[0]).toContain('Assets:Bank:CMB');
    expect(fileWarnings[0]).toContain('Assets:Bank:ICBC');
    expect(report.statement).toEqual({ balance: { number: '75.00', currency: 'CNY' }, date: '2024-01-03' });
    const text = await t.ledgerText();
    expect(text).toMatch(/Assets:Bank:ICBC +-25\.00 CNY/);
    expect(text).not.toMatch(/Assets:Bank:CMB +-?\d/);
    if (withBeanCheck) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('the same upload again imports nothing', async () => {
    const before = await t.ledgerText();
    const { status, report } = await upload({ account: 'Assets:Bank:ICBC' });
    expect(status).toBe(201);
    expect([report.imported, report.duplicates]).toEqual([0, 2]);
    expect(await t.ledgerText()).toBe(before);
  });
});
