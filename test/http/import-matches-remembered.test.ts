// How an upload matched a transaction typed by hand with several items (早餐 午饭 晚饭: WeChat -73
// against 8, 25 and 40), whole or item by item, is kept in the data directory's
// import-matches.jsonl, and the next upload is planned with it, also after a restart (QA: the three
// meal rows matched the items, and a real 73 payment the next day was then taken for the whole
// and not imported). A dry run reads it and writes none; a user's matches are their ledger's.
import { realpathSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp } from '../../src/http/app.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { IMPORT_MATCHES_FILE, ImportMatchFile } from '../../src/store/import-matches.ts';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { ITEMIZED_LEDGER, paid, wechat } from '../importers/itemized-meals.ts';

const MEALS = wechat(
  paid('2025-07-01 08:00:00', '早餐店', '8.00', '0001'),
  paid('2025-07-01 12:00:00', '快餐店', '25.00', '0002'),
  paid('2025-07-01 19:00:00', '面馆', '40.00', '0003'),
);
/** A payment of its own, of the transaction's whole amount, the next day. */
const MARKET = wechat(paid('2025-07-02 18:00:00', '超市', '73.00', '0004'));

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

interface Report {
  imported: number;
  duplicates: number;
  duplicate_rows: { reason: string }[];
}

/** Upload `file` for Assets:WeChat as the user with `authorization`: status and report. */
async function upload(app: FastifyInstance, authorization: string, file: Buffer, fields: Record<string, string> = {}) {
  const { payload, headers } = await multipart({ account: 'Assets:WeChat', ...fields }, 'wechat.csv', file, 'text/csv');
  const r = await app.inject({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { ...headers, authorization } });
  return { status: r.statusCode, report: r.json() as Report };
}

const counts = (r: { status: number; report: Report }) => [r.status, r.report.imported, r.report.duplicates];

/** The service started again on the same data directory: its app, and alice's authorization. */
async function restarted(t: TestApp): Promise<{ app: FastifyInstance; authorization: string }> {
  const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: JWT_SECRET });
  const stores = new StoreRegistry({ importMatches: new ImportMatchFile(join(t.dir, IMPORT_MATCHES_FILE)) });
  const app = await buildApp({ auth, stores, today: () => '2025-08-01' });
  const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
  return { app, authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
}

async function keptLines(t: TestApp): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(t.dir, IMPORT_MATCHES_FILE), 'utf8').catch(() => '');
  return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('an upload planned with how earlier uploads matched a transaction typed by hand', () => {
  let t: TestApp | null = null;
  const others: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of others.splice(0)) await app.close();
    await t?.close();
    t = null;
  });

  test('the meals match the items; after a restart the 73 payment is imported, and both exports again are duplicates only', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const authorization = `Bearer ${t.token}`;
    expect(counts(await upload(t.app, authorization, MEALS))).toEqual([201, 0, 3]);

    // kept by ledger (its real path) and transaction id, one line per row
    const list = await t.get('/bean/transactions');
    const id = (list.json() as { data: { id: string; narration: string }[] }).data.find((x) => x.narration === '早餐 午饭 晚饭')!.id;
    const lines = await keptLines(t);
    expect(lines.map((l) => [l['ledger'], l['txn'], l['item']])).toEqual([0, 1, 2].map((item) => [realpathSync(t!.ledgerFile), id, item]));
    expect(lines.map((l) => String(l['import_id']).slice(-4))).toEqual(['0001', '0002', '0003']);
    await t.app.close();

    const again = await restarted(t);
    others.push(again.app);
    const market = await upload(again.app, again.authorization, MARKET);
    expect(counts(market)).toEqual([201, 1, 0]);
    expect(await t.ledgerText()).toContain('"超市"');
    expect(counts(await upload(again.app, again.authorization, MEALS))).toEqual([201, 0, 3]);
    expect(counts(await upload(again.app, again.authorization, MARKET))).toEqual([201, 0, 1]);
    // (the re-uploads matched nothing new: nothing more is kept)
    expect(await keptLines(t)).toHaveLength(3);
  });

  test('a dry run writes no match, and reads those kept', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const authorization = `Bearer ${t.token}`;
    const dry = await upload(t.app, authorization, MEALS, { dry_run: 'true' });
    expect(counts(dry)).toEqual([200, 0, 3]);
    expect(await keptLines(t)).toEqual([]);
    // nothing kept: the 73 payment would still be taken for the whole
    expect(counts(await upload(t.app, authorization, MARKET, { dry_run: 'true' }))).toEqual([200, 0, 1]);

    expect(counts(await upload(t.app, authorization, MEALS))).toEqual([201, 0, 3]);
    const market = await upload(t.app, authorization, MARKET, { dry_run: 'true' });
    expect(counts(market)).toEqual([200, 1, 0]);
    const meals = await upload(t.app, authorization, MEALS, { dry_run: 'true' });
    expect(meals.report.duplicate_rows.map((d) => d.reason)).toEqual([
      'matched the item Expenses:Food:Breakfast 8 CNY of the transaction of 2025-07-01 by an earlier import; send keep_rows=3 to import it anyway',
      'matched the item Expenses:Food:Dining 25 CNY of the transaction of 2025-07-01 by an earlier import; send keep_rows=4 to import it anyway',
      'matched the item Expenses:Food:Dining 40 CNY of the transaction of 2025-07-01 by an earlier import; send keep_rows=5 to import it anyway',
    ]);
    expect(await keptLines(t)).toHaveLength(3);
  });

  test("one user's matches are not another's, though their ledgers hold the same transaction (the same id)", async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const bobsLedger = join(t.dir, 'bob.beancount');
    await writeFile(bobsLedger, ITEMIZED_LEDGER);
    const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: JWT_SECRET });
    await auth.users.add('bob', 'bob-password', bobsLedger);
    const login = await t.app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'bob', password: 'bob-password' } });
    const bob = `Bearer ${(login.json() as { access_token: string }).access_token}`;

    expect(counts(await upload(t.app, `Bearer ${t.token}`, MEALS))).toEqual([201, 0, 3]);
    // bob's ledger had no upload of the meals: his 73 row is his typed transaction, as ever
    expect(counts(await upload(t.app, bob, MARKET))).toEqual([201, 0, 1]);
    expect(counts(await upload(t.app, `Bearer ${t.token}`, MARKET))).toEqual([201, 1, 0]);
    // and his match of it whole is his: alice's meals are still hers
    expect(counts(await upload(t.app, `Bearer ${t.token}`, MEALS))).toEqual([201, 0, 3]);
    expect(counts(await upload(t.app, bob, MEALS))).toEqual([201, 3, 0]);
  });

  test('the file deleted: the matches are forgotten, and uploads match as before there was one', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const authorization = `Bearer ${t.token}`;
    expect(counts(await upload(t.app, authorization, MEALS))).toEqual([201, 0, 3]);
    await rm(join(t.dir, IMPORT_MATCHES_FILE));
    expect(counts(await upload(t.app, authorization, MARKET, { dry_run: 'true' }))).toEqual([200, 0, 1]);
    // a torn last line (a crash mid-append) is left out, the lines before it read
    expect(counts(await upload(t.app, authorization, MEALS))).toEqual([201, 0, 3]);
    await writeFile(join(t.dir, IMPORT_MATCHES_FILE), (await readFile(join(t.dir, IMPORT_MATCHES_FILE), 'utf8')) + '{"ledger":"/x","txn');
    expect(counts(await upload(t.app, authorization, MARKET))).toEqual([201, 1, 0]);
  });

  test('a file of matches that cannot be read: the upload is refused (503 naming it), nothing written', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const ledger = await t.ledgerText();
    await mkdir(join(t.dir, IMPORT_MATCHES_FILE));
    for (const fields of [{}, { dry_run: 'true' }] as Record<string, string>[]) {
      const r = await upload(t.app, `Bearer ${t.token}`, MARKET, fields);
      expect(r.status).toBe(503);
      expect((r.report as unknown as { detail: string }).detail).toMatch(/^The file import-matches\.jsonl is a directory, not a file; nothing was written/);
    }
    expect(await t.ledgerText()).toBe(ledger);
  });
});
