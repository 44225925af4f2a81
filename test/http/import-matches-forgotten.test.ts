// A match kept in import-matches.jsonl applies to the transaction it was made of, not to a later
// one of the same text (QA of session 37: a purchase typed by hand was deleted, typed again the
// same, and the WeChat top-up an earlier upload had matched to it stayed a duplicate: the
// transaction id is the hash of its text, the same again). A load of the ledger that no longer
// finds the transaction forgets its matches for good, in the file too.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
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
const TYPED = ITEMIZED_LEDGER.slice(ITEMIZED_LEDGER.indexOf('2025-07-01 *'));
const WITHOUT = ITEMIZED_LEDGER.slice(0, ITEMIZED_LEDGER.indexOf('2025-07-01 *'));

async function upload(app: FastifyInstance, authorization: string, file: Buffer) {
  const { payload, headers } = await multipart({ account: 'Assets:WeChat' }, 'wechat.csv', file, 'text/csv');
  const r = await app.inject({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { ...headers, authorization } });
  const report = r.json() as { imported: number; duplicates: number };
  return [r.statusCode, report.imported, report.duplicates];
}

describe('a kept match whose transaction was deleted by hand', () => {
  let t: TestApp | null = null;
  const others: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of others.splice(0)) await app.close();
    await t?.close();
    t = null;
  });

  test('is forgotten: the same text typed again is a transaction no row has matched, also after a restart', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const authorization = `Bearer ${t.token}`;
    // the meals match the transaction's items, kept
    expect(await upload(t.app, authorization, MEALS)).toEqual([201, 0, 3]);
    // deleted by hand (the service loads the ledger without it), then typed again the same
    await writeFile(t.ledgerFile, WITHOUT);
    expect((await t.get('/bean/transactions')).json()).toMatchObject({ data: [] });
    await appendFile(t.ledgerFile, TYPED);
    // a payment of the whole the next day is that new transaction, as on a ledger with no upload
    // before (the items of the deleted one were taken: it was imported as another payment)
    expect(await upload(t.app, authorization, MARKET)).toEqual([201, 0, 1]);
    const kept = (await readFile(join(t.dir, IMPORT_MATCHES_FILE), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(kept.filter((l) => 'forgotten' in l)).toHaveLength(3);
    await t.app.close();

    // a new process reads them forgotten: the meals match the new transaction afresh
    const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ auth, stores: new StoreRegistry({ importMatches: new ImportMatchFile(join(t.dir, IMPORT_MATCHES_FILE)) }), today: () => '2025-08-01' });
    others.push(app);
    const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
    const again = `Bearer ${(login.json() as { access_token: string }).access_token}`;
    const { payload, headers } = await multipart({ account: 'Assets:WeChat', dry_run: 'true' }, 'wechat.csv', MEALS, 'text/csv');
    const r = await app.inject({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { ...headers, authorization: again } });
    // (the 73 row took the transaction whole: the meals are three payments of their own)
    expect((r.json() as { imported: number }).imported).toBe(3);
  });

  test('is kept while the transaction is there: an edit elsewhere in the file forgets nothing', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const authorization = `Bearer ${t.token}`;
    expect(await upload(t.app, authorization, MEALS)).toEqual([201, 0, 3]);
    await writeFile(t.ledgerFile, (await t.ledgerText()).replace('2020-01-01 open Expenses:Uncategorized\n', '2020-01-01 open Expenses:Uncategorized\n2020-01-01 open Expenses:Shopping\n'));
    expect((await t.get('/bean/transactions')).statusCode).toBe(200);
    // the items are still taken: the 73 payment is one of its own
    expect(await upload(t.app, authorization, MARKET)).toEqual([201, 1, 0]);
  });

  test('a dry run writes none of it: the journal is left byte for byte, and the next import writes the forgetting', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    const authorization = `Bearer ${t.token}`;
    expect(await upload(t.app, authorization, MEALS)).toEqual([201, 0, 3]);
    const journal = join(t.dir, IMPORT_MATCHES_FILE);
    const before = await readFile(journal);
    // deleted by hand; the dry run is the first request to load the ledger without it
    await writeFile(t.ledgerFile, WITHOUT);
    const { payload, headers } = await multipart({ account: 'Assets:WeChat', dry_run: 'true' }, 'wechat.csv', MARKET, 'text/csv');
    const r = await t.app.inject({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { ...headers, authorization } });
    expect(r.statusCode).toBe(200);
    // (the meals' transaction is gone: the 73 payment is imported)
    expect((r.json() as { imported: number }).imported).toBe(1);
    expect((await readFile(journal)).equals(before)).toBe(true);
    // the import itself writes what the load forgot
    expect(await upload(t.app, authorization, MARKET)).toEqual([201, 1, 0]);
    const lines = (await readFile(journal, 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => 'forgotten' in l)).toHaveLength(3);
  });

  test('a dry run after a restart, whose load first reads the journal, writes none of it either', async () => {
    t = await makeTestApp(ITEMIZED_LEDGER, { today: () => '2025-08-01' });
    expect(await upload(t.app, `Bearer ${t.token}`, MEALS)).toEqual([201, 0, 3]);
    await t.app.close();
    // deleted while the service was stopped
    await writeFile(t.ledgerFile, WITHOUT);
    const journal = join(t.dir, IMPORT_MATCHES_FILE);
    const before = await readFile(journal);
    const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ auth, stores: new StoreRegistry({ importMatches: new ImportMatchFile(journal) }), today: () => '2025-08-01' });
    others.push(app);
    const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
    const authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
    const { payload, headers } = await multipart({ account: 'Assets:WeChat', dry_run: 'true' }, 'wechat.csv', MARKET, 'text/csv');
    const r = await app.inject({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers: { ...headers, authorization } });
    expect([r.statusCode, (r.json() as { imported: number }).imported]).toEqual([200, 1]);
    expect((await readFile(journal)).equals(before)).toBe(true);
  });
});
