// A FITID that the bank reuses within one OFX download, through POST /bean/import/files: two
// different movements under it are both written with their exact amounts, the same movement
// listed twice is written once, and uploading the file again writes nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { ofxStatement as ofx } from '../importers/import-fixtures.ts';

const LEDGER = `option "operating_currency" "USD"

2024-01-01 open Assets:Checking USD
  account_id: "CHK-0001"
2024-01-01 open Expenses:Food USD
2024-01-01 open Equity:Opening
`;


// DAY-0110 holds two movements and one of them twice; F-7 is an ordinary, unique FITID.
const FILE = ofx([
  ['20240110', '-12.50', 'DAY-0110', 'Bakery'],
  ['20240110', '-3.20', 'DAY-0110', 'Kiosk'],
  ['20240110', '-12.50', 'DAY-0110', 'Bakery'],
  ['20240111', '-7.05', 'F-7', 'Cafe'],
]);

interface Report {
  imported: number;
  duplicates: number;
  transactions: { payee: string; meta: Record<string, string>; postings: { account: string; units: { number: string; currency: string } }[] }[];
  duplicate_rows: { row: number; import_id: string; reason: string }[];
}

let t: TestApp;
const withBeanCheck = hasBeanCheck();
beforeAll(async () => {
  t = await makeTestApp(LEDGER, { today: () => '2024-02-01' });
});
afterAll(async () => {
  await t.close();
});

async function upload(): Promise<Report> {
  const { payload, headers } = await multipart({}, 'january.ofx', FILE, 'application/x-ofx');
  const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Report;
}

describe('POST /bean/import/files with a FITID repeated within the OFX file', () => {
  test('writes both movements under the FITID with their exact amounts, and the repeated one once', async () => {
    const report = await upload();
    expect([report.imported, report.duplicates]).toEqual([3, 1]);
    expect(report.transactions.map((tx) => [tx.payee, tx.meta.import_id, tx.postings[0]!.account, tx.postings[0]!.units.number])).toEqual([
      ['Bakery', 'ofx:CHK-0001:DAY-0110', 'Assets:Checking', '-12.50'],
      ['Kiosk', 'ofx:CHK-0001:DAY-0110#2', 'Assets:Checking', '-3.20'],
      ['Cafe', 'ofx:CHK-0001:F-7', 'Assets:Checking', '-7.05'],
    ]);
    expect(report.duplicate_rows.map((d) => [d.row, d.import_id, d.reason])).toEqual([[3, 'ofx:CHK-0001:DAY-0110', 'the same statement id ofx:CHK-0001:DAY-0110 appears earlier in this file']]);
    const text = await t.ledgerText();
    expect(text).toMatch(/Assets:Checking +-12\.50 USD/);
    expect(text).toMatch(/Assets:Checking +-3\.20 USD/);
    expect([...text.matchAll(/import_id: "([^"]+)"/g)].map((m) => m[1])).toEqual(['ofx:CHK-0001:DAY-0110', 'ofx:CHK-0001:DAY-0110#2', 'ofx:CHK-0001:F-7']);
    if (withBeanCheck) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('the same file again writes nothing: every row is already imported', async () => {
    const before = await t.ledgerText();
    const report = await upload();
    expect([report.imported, report.duplicates, report.transactions]).toEqual([0, 4, []]);
    expect(report.duplicate_rows.map((d) => d.import_id)).toEqual(['ofx:CHK-0001:DAY-0110', 'ofx:CHK-0001:DAY-0110#2', 'ofx:CHK-0001:DAY-0110', 'ofx:CHK-0001:F-7']);
    expect(await t.ledgerText()).toBe(before);
  });
});
