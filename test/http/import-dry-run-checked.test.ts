// A dry run said yes and the import was then refused (error QA): a CSV row dated 2026-11-01, before
// the ledger's `2026-11-20 balance Assets:Bank 10000.00 CNY`, answered 200 "imported": 1 with
// dry_run=true, and 422 "Balance failed ... (25.00 too little)" without it. The dry run is the same
// request with nothing written: it runs the same checks and answers the same refusal.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank CNY
2025-01-01 open Equity:Opening-Balances
2025-01-01 open Expenses:Food
2025-01-02 * "Opening" "opening balances"
  Assets:Bank  10000.00 CNY
  Equity:Opening-Balances  -10000.00 CNY
2026-11-20 balance Assets:Bank  10000.00 CNY
`;

const BEFORE_BALANCE = Buffer.from('Date,Description,Amount\n2026-11-01,Coffee,-25.00\n');
const AFTER_BALANCE = Buffer.from('Date,Description,Amount\n2026-11-21,Coffee,-25.00\n');

describe('POST /bean/import/files with dry_run=true: the checks of the import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER, { today: () => '2026-11-27' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(file: Buffer, fields: Record<string, string>) {
    const { payload, headers } = await multipart({ account: 'Assets:Bank', ...fields }, 'beforebal.csv', file, 'text/csv');
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
    return { status: r.statusCode, body: r.json() as { detail?: string; errors?: { message: string }[]; imported?: number } };
  }

  test('a row that breaks a later balance assertion: the dry run is refused as the import is, and nothing is written', async () => {
    const before = await t.ledgerText();
    const dry = await upload(BEFORE_BALANCE, { dry_run: 'true' });
    const real = await upload(BEFORE_BALANCE, {});
    expect(real.status).toBe(422);
    expect(real.body.errors?.map((e) => e.message).join('\n')).toMatch(/Balance failed for 'Assets:Bank'.*25\.00 too little/);
    expect(dry).toEqual(real);
    expect(await t.ledgerText()).toBe(before);
  });

  test('a row the checks pass: the dry run answers 200 and writes nothing, the import 201', async () => {
    const before = await t.ledgerText();
    const dry = await upload(AFTER_BALANCE, { dry_run: 'true' });
    expect(dry.status).toBe(200);
    expect(dry.body.imported).toBe(1);
    expect(await t.ledgerText()).toBe(before);
    const real = await upload(AFTER_BALANCE, {});
    expect(real.status).toBe(201);
    expect(real.body.imported).toBe(1);
    // The same body (newcomer QA: the dry run's transactions had postings of account and units
    // only): what the import wrote, but for the id and source it did not have yet.
    const [draft] = (dry.body as unknown as { transactions: Record<string, unknown>[] }).transactions;
    const [written] = (real.body as unknown as { transactions: Record<string, unknown>[] }).transactions;
    expect(draft).toMatchObject({ id: null, source: null });
    expect(written!.id).toMatch(/^[0-9a-f]{20}$/);
    expect({ ...draft, id: written!.id, source: written!.source }).toEqual(written);
  });
});
