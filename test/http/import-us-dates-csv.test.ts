// A US bank's CSV whose dates never show a part above 12 (11/12/2026, 11/10/2026...): the file
// alone decides the order (the rows run one way under both, and month first spans 10 days, day
// first 10 months). Read day first, 11/12/2026 would be 11 December (skipped as in the future).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "USD"

2020-01-01 open Assets:Bank:Chase USD
2020-01-01 open Expenses:Fees
2020-01-01 open Income:Salary
`;

// the QA sample (Chase's layout: newest first, one trailing empty cell too many on each row)
const CSV = Buffer.from(
  [
    'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
    'DEBIT,11/12/2026,"STARBUCKS STORE 12345 SEATTLE WA",-5.75,DEBIT_CARD,1234.25,,',
    'CREDIT,11/10/2026,"ACME CORP PAYROLL PPD ID: 1234567",2500.00,ACH_CREDIT,1240.00,,',
    'DEBIT,11/05/2026,"ZELLE PAYMENT TO JOHN ""JJ"" DOE JPM99A",-100.00,QUICKPAY_DEBIT,-1260.00,,',
    'DEBIT,11/03/2026,"MONTHLY SERVICE FEE",-12.00,FEE_TRANSACTION,-1160.00,,',
    'DEBIT,11/02/2026,"Joe\'s Diner, Inc. \\ Back\\slash",-0.10,DEBIT_CARD,-1148.00,,',
    '',
  ].join('\n'),
);

interface Report {
  imported: number;
  duplicates: number;
  skipped_rows: unknown[];
  transactions: { date: string; postings: { units: { number: string } }[] }[];
  statement: unknown;
}

async function upload(t: TestApp, fields: Record<string, string> = {}): Promise<Report> {
  const { payload, headers } = await multipart({ account: 'Assets:Bank:Chase', ...fields }, 'Chase1234_Activity.CSV', CSV, 'text/csv');
  const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json() as Report;
}

describe('POST /bean/import/files: a CSV of MM/DD/YYYY dates that no part above 12 gives away', () => {
  let t: TestApp;
  const withBeanCheck = hasBeanCheck();
  beforeAll(async () => {
    t = await makeTestApp(LEDGER, { today: () => '2026-11-26' });
  });
  afterAll(async () => {
    await t.close();
  });

  test('a mapping\'s date_order still decides (a dry run, first)', async () => {
    const mapping = JSON.stringify({ columns: { 'Posting Date': 'date', Description: 'narration', Amount: 'amount' }, date_order: 'dmy' });
    const report = await upload(t, { mapping, dry_run: 'true' });
    expect(report.transactions.map((x) => x.date)).toEqual(['2026-02-11', '2026-03-11', '2026-05-11', '2026-10-11']);
    expect(report.skipped_rows).toEqual([{ row: 2, reason: 'dated in the future' }]);
  });

  test('reads them month first: every row in November, none skipped, and once', async () => {
    const report = await upload(t);
    expect(report.skipped_rows).toEqual([]);
    expect(report.transactions.map((x) => [x.date, x.postings[0]!.units.number])).toEqual([
      ['2026-11-02', '-0.10'],
      ['2026-11-03', '-12.00'],
      ['2026-11-05', '-100.00'],
      ['2026-11-10', '2500.00'],
      ['2026-11-12', '-5.75'],
    ]);
    expect(report.statement).toEqual({ balance: { number: '1234.25', currency: 'USD' }, date: '2026-11-12' });
    if (withBeanCheck) expect(beanCheck(t.ledgerFile).output).toBe('');
    const again = await upload(t);
    expect([again.imported, again.duplicates]).toEqual([0, 5]);
  });
});

describe('POST /bean/import/files: the same file half a year later', () => {
  let t: TestApp;
  beforeAll(async () => {
    // every date reads as a past date either way now, sorted either way
    t = await makeTestApp(LEDGER, { today: () => '2027-06-01' });
  });
  afterAll(async () => {
    await t.close();
  });

  test('is read the same way (an order chosen by today read it day first then, and imported it again on other dates)', async () => {
    const report = await upload(t, { dry_run: 'true' });
    expect(report.transactions.map((x) => x.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-05', '2026-11-10', '2026-11-12']);
  });
});
