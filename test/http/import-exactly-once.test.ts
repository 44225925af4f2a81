// Exactly-once import through the HTTP route: January's Alipay export, then February's, which
// repeats two January rows, then both again. Only new rows are ever written, and the ledger
// passes bean-check after every upload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');
const LEDGER = readFileSync(join(FIXTURES, 'ledger.beancount'), 'utf8');
const JANUARY = readFileSync(join(FIXTURES, 'alipay-2024-01.gbk.csv'));
const FEBRUARY = readFileSync(join(FIXTURES, 'alipay-2024-02-overlap.gbk.csv'));

const withBeancount = requireBeancount();

let t: TestApp;
beforeAll(async () => {
  // February's export has a row of 2024-02-02: "today" must not be before it
  t = await makeTestApp(LEDGER, { today: () => '2024-03-01' });
});
afterAll(async () => {
  await t.close();
});

interface Report {
  imported: number;
  duplicates: number;
  skipped: number;
  transactions: { date: string; meta: Record<string, string> }[];
  duplicate_rows: { import_id: string; reason: string }[];
}

async function upload(name: string, content: Buffer): Promise<Report> {
  const { payload, headers } = await multipart({ account: 'Assets:Alipay' }, name, content, 'text/csv');
  const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Report;
}

function expectBeanCheckPasses(): void {
  if (!withBeancount) return;
  const check = beanCheck(t.ledgerFile);
  expect(check.output).toBe('');
  expect(check.ok).toBe(true);
}

/** How many times each import_id is written in the ledger file. */
async function importIdCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of (await t.ledgerText()).matchAll(/import_id: "([^"]+)"/g)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  return counts;
}

describe('POST /bean/import/files imports each statement row exactly once', () => {
  let januaryIds: string[] = [];

  test('January: every real movement is imported and the ledger passes bean-check', async () => {
    const report = await upload('alipay-2024-01.csv', JANUARY);
    expect([report.imported, report.duplicates]).toEqual([9, 0]);
    januaryIds = report.transactions.map((tx) => tx.meta.import_id!);
    expect(new Set(januaryIds).size).toBe(9);
    expectBeanCheckPasses();
  });

  test('February, overlapping January: only the new row is imported', async () => {
    const report = await upload('alipay-2024-02.csv', FEBRUARY);
    expect([report.imported, report.duplicates]).toEqual([1, 2]);
    expect(report.transactions.map((tx) => [tx.date, tx.meta.import_id])).toEqual([['2024-02-02', 'alipay:2024020222001400001212121212']]);
    for (const d of report.duplicate_rows) {
      expect(januaryIds).toContain(d.import_id);
      expect(d.reason).toMatch(/already imported/);
    }
    expectBeanCheckPasses();
  });

  test('the same files again import nothing and leave the ledger as it was', async () => {
    const before = await t.ledgerText();
    const february = await upload('alipay-2024-02.csv', FEBRUARY);
    expect([february.imported, february.duplicates, february.transactions]).toEqual([0, 3, []]);
    const january = await upload('alipay-2024-01.csv', JANUARY);
    expect([january.imported, january.duplicates, january.transactions]).toEqual([0, 9, []]);
    expect(await t.ledgerText()).toBe(before);
    expectBeanCheckPasses();
  });

  test('every imported row is in the ledger once', async () => {
    const counts = await importIdCounts();
    for (const id of [...januaryIds, 'alipay:2024020222001400001212121212']) expect(counts.get(id), id).toBe(1);
  });
});
