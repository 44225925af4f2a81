// An OFX ACCTID that two open accounts carry in account_id, through POST /bean/import/files: a
// 422 problem naming the ACCTID and both accounts, and the ledger file is not touched. An
// account that is closed does not count. The account field settles it only in a file of that
// one statement account, and only by naming one of the two.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { expectProblem } from './problem-assertions.ts';

const OPEN = `option "operating_currency" "USD"

2024-01-01 open Assets:Checking USD
  account_id: "9100"
2024-01-01 open Assets:Savings USD
  account_id: "91 00"
2024-01-01 open Assets:Travel USD
  account_id: "9300"
2024-01-01 open Expenses:Food USD
`;

function ofx(accountIds: readonly string[]): Buffer {
  const statements = accountIds.map(
    (id, i) =>
      `<STMTTRNRS><TRNUID>${id}<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>${id}<ACCTTYPE>CHECKING</BANKACCTFROM>` +
      `<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2024011${i}<TRNAMT>-1${i}.25<FITID>F${id}<NAME>GROCER ${i}</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>`,
  );
  return Buffer.from(`OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1>${statements.join('')}</BANKMSGSRSV1></OFX>\n`, 'latin1');
}

async function upload(t: TestApp, content: Buffer, fields: Record<string, string> = {}) {
  const { payload, headers } = await multipart(fields, 'statement.ofx', content, 'application/x-ofx');
  return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
}

describe('POST /bean/import/files with an ACCTID that two open accounts carry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(OPEN);
  });
  afterAll(async () => {
    await t.close();
  });

  test('is a 422 problem naming the ACCTID and both accounts, and writes nothing', async () => {
    const before = await readFile(t.ledgerFile);
    const r = await upload(t, ofx(['9100']));
    const problem = expectProblem(r, 422, [t.dir]);
    expect(problem.detail).toBe('the statement\'s ACCTID 9100 matches 2 open accounts (Assets:Checking and Assets:Savings): keep account_id "9100" on one of them');
    expect(problem.errors).toEqual([
      { path: 'account', message: 'Assets:Checking and Assets:Savings both have account_id "9100": keep that metadata on one of them, or send the account field naming the one this statement is for' },
    ]);
    expect(await readFile(t.ledgerFile)).toEqual(before);
  });

  test('is a 422 in a file of several statement accounts even when the account field names one of the two', async () => {
    const before = await readFile(t.ledgerFile);
    const r = await upload(t, ofx(['9100', '9200', '9300']), { account: 'Assets:Checking' });
    const problem = expectProblem(r, 422, [t.dir]);
    expect(problem.detail).toMatch(/^the statement's ACCTID 9100 matches 2 open accounts \(Assets:Checking and Assets:Savings\)/);
    expect(await readFile(t.ledgerFile)).toEqual(before);
  });

  test('in a file of that one statement account, the account field naming one of the two settles it', async () => {
    const r = await upload(t, ofx(['9100']), { account: 'Assets:Savings' });
    expect(r.statusCode, r.body).toBe(201);
    expect((r.json() as { transactions: { postings: { account: string; units: { number: string } }[] }[] }).transactions.map((tx) => [tx.postings[0]!.account, tx.postings[0]!.units.number])).toEqual([['Assets:Savings', '-10.25']]);
  });
});

describe('POST /bean/import/files with an ACCTID that an open and a closed account carry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(`${OPEN}2024-01-05 close Assets:Savings\n`);
  });
  afterAll(async () => {
    await t.close();
  });

  test('does not count the closed account: the statement lands in the open one', async () => {
    const r = await upload(t, ofx(['9100']));
    expect(r.statusCode, r.body).toBe(201);
    expect((r.json() as { imported: number }).imported).toBe(1);
    expect(await t.ledgerText()).toMatch(/import_id: "ofx:9100:F9100"\n {2}Assets:Checking +-10\.25 USD/);
  });
});
