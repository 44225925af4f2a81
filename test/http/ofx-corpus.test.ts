// Every OFX sample of the shared corpus (real files, some deliberately broken) uploaded as a
// dry run: either 200 with the contract's report, or a clean 4xx problem. Never a 500, a
// stack trace or a server path.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { expectCleanErrorBody, expectProblem } from './problem-assertions.ts';
import { OFX_CORPUS } from '../support/corpus.ts';

const CORPUS = OFX_CORPUS;
const files = readdirSync(CORPUS).filter((f) => f.endsWith('.ofx')).sort();

// Accounts open long before the samples (2005-2018), without currency constraints, so the
// files reach the importer's own checks instead of all failing on "account not open yet".
const LEDGER = `option "operating_currency" "USD"

1990-01-01 open Assets:Bank:Statement
1990-01-01 open Expenses:Uncategorized
1990-01-01 open Income:Uncategorized
1990-01-01 open Equity:Opening
`;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

function expectReport(body: Record<string, unknown>): void {
  for (const count of ['imported', 'duplicates', 'skipped'] as const) expect(Number.isInteger(body[count]), count).toBe(true);
  for (const list of ['transactions', 'duplicate_rows', 'skipped_rows'] as const) expect(Array.isArray(body[list]), list).toBe(true);
  expect(body.imported).toBe((body.transactions as unknown[]).length);
  for (const row of body.skipped_rows as Record<string, unknown>[]) {
    expect(Number.isInteger(row.row)).toBe(true);
    expect(typeof row.reason).toBe('string');
  }
  for (const tx of body.transactions as Record<string, unknown>[]) {
    expect(tx.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const p of tx.postings as { units: { number: unknown; currency: unknown } }[]) {
      expect(typeof p.units.number).toBe('string');
      expect(p.units.number).toMatch(/^-?\d+(\.\d+)?$/);
    }
  }
  expect(typeof body.statement).toBe('object');
  const balance = (body.statement as { balance?: { number: unknown } }).balance;
  if (balance !== undefined) expect(typeof balance.number).toBe('string');
}

const answered = new Map<string, number>();

describe(`the OFX corpus (${files.length} files) through POST /bean/import/files, dry run`, () => {
  test.each(files)('%s', async (name) => {
    const before = await t.ledgerText();
    const { payload, headers } = await multipart({ account: 'Assets:Bank:Statement', dry_run: 'true' }, name, readFileSync(join(CORPUS, name)), 'application/x-ofx');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    answered.set(name, r.statusCode);
    expect(r.statusCode, r.body).toBeLessThan(500);
    expectCleanErrorBody(r.body, [t.dir, CORPUS, '/work/', '/home/', 'node_modules']);
    if (r.statusCode === 200) {
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expectReport(r.json());
    } else {
      const problem = expectProblem(r, r.statusCode, [t.dir]);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      // A clear reason: more than a bare title, and not an internal error's wording.
      expect((problem.detail as string).length).toBeGreaterThan(15);
      expect(problem.detail).not.toMatch(/undefined|null|NaN|\[object |TypeError|Cannot read/);
    }
    expect(await t.ledgerText()).toBe(before);
  });

  test('plain bank and card statements are previewed, not refused', () => {
    // Well-formed statements of the kinds the importer reads must not end up as 4xx.
    for (const name of ['checking.ofx', 'anzcc.ofx', 'bank_medium.ofx', 'suncorp.ofx']) expect(answered.get(name), name).toBe(200);
  });
});
