// A keyed write that failed because the disk was full wrote nothing and can be retried with its
// key, also after a restart, and also when the same entry was written meanwhile without a key (a
// second bus ride is a second entry: the retry is not to be taken for the first one).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp } from '../../src/http/app.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

const diskFull = vi.hoisted(() => ({ on: false, journal: false, ledgerFds: new Set<number>() }));
// The ledger is opened for appending (O_RDWR | O_APPEND), then written with one synchronous write; the
// journal is opened for appending ('a'), and on a full disk gets part of a record only.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  // (the store opens the ledger to append without creating it: src/store/append-handle.ts)
  const APPEND = fs.constants.O_RDWR | fs.constants.O_APPEND;
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (diskFull.journal && args[1] === 'a' && String(args[0]).endsWith('idempotency.jsonl')) {
      handle.appendFile = async (data) => {
        await handle.write(String(data).slice(0, 40));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
      };
    }
    if (args[1] === APPEND) {
      diskFull.ledgerFds.add(handle.fd);
      const close = handle.close.bind(handle);
      handle.close = async () => {
        diskFull.ledgerFds.delete(handle.fd);
        return close();
      };
    }
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});
// Only the ledger's append meets the full disk (the journal, in the data directory, does not).
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((fd: number, ...rest: unknown[]) => {
    if (diskFull.on && diskFull.ledgerFds.has(fd)) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
    return (fs.writeSync as (fd: number, ...rest: unknown[]) => number)(fd, ...rest);
  }) as typeof fs.writeSync;
  return { ...fs, writeSync, default: { ...fs, writeSync } };
});

const bus = {
  date: '2024-01-20',
  narration: 'bus',
  meta: { note: 'z'.repeat(3500) },
  postings: [{ account: 'Expenses:Food', units: { number: '2.00', currency: 'CNY' } }, { account: 'Assets:Cash' }],
};

/** The service started again on the same data directory and journal, and alice logged in. */
async function restarted(t: TestApp, journal: string) {
  const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
  const app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', idempotencyFile: journal });
  const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
  return { app, authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
}

describe('a keyed write that failed with a full disk', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    diskFull.on = false;
    diskFull.journal = false;
    await t?.close();
    t = null;
  });

  test('the same key after a restart writes it, though the same entry was written meanwhile without a key', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idempotency-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    const ledger = await t.ledgerText();
    diskFull.on = true;
    const failed = await t.post('/bean/transactions', bus, { 'idempotency-key': 'K5' });
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.json().detail).toMatch(/^The file main\.beancount cannot be written: the disk is full; nothing was written/);
    expect(await t.ledgerText()).toBe(ledger);
    diskFull.on = false;
    // a second ride, posted without a key: it lands where the first would have
    expect((await t.post('/bean/transactions', bus)).statusCode).toBe(201);
    await t.app.close();

    const { app, authorization } = await restarted(t, journal);
    try {
      const retry = await app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: bus, headers: { authorization, 'idempotency-key': 'K5' } });
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      await app.close();
    }
    expect((await t.ledgerText()).split('"bus"').length - 1).toBe(2);
  });

  test('a keyed write whose intent the journal cannot take is a 503 naming the journal, with nothing written; after a restart its retry writes it once', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idempotency-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    expect((await t.post('/bean/transactions', bus, { 'idempotency-key': 'K1' })).statusCode).toBe(201);
    const ledger = await t.ledgerText();
    const kept = readFileSync(journal, 'utf8');
    diskFull.journal = true;
    const failed = await t.post('/bean/transactions', bus, { 'idempotency-key': 'K2' });
    expect(failed.statusCode, failed.body).toBe(503);
    expect(failed.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(failed.json().detail).toMatch(/^The file idempotency\.jsonl cannot be written: the disk is full; nothing was written\./);
    expect(await t.ledgerText()).toBe(ledger);
    // the part of a record the full disk took is cut back
    expect(readFileSync(journal, 'utf8')).toBe(kept);
    diskFull.journal = false;
    // a write without a key is not concerned
    expect((await t.post('/bean/transactions', { ...bus, narration: 'tram' })).statusCode).toBe(201);
    await t.app.close();

    const { app, authorization } = await restarted(t, journal);
    try {
      const retry = await app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: bus, headers: { authorization, 'idempotency-key': 'K2' } });
      expect(retry.statusCode, retry.body).toBe(201);
      const first = await app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: bus, headers: { authorization, 'idempotency-key': 'K1' } });
      expect(first.headers['idempotent-replayed']).toBe('true');
    } finally {
      await app.close();
    }
    expect((await t.ledgerText()).split('"bus"').length - 1).toBe(2);
  });
});
