// Idempotency-Key answers belong to a user account, not to a user name: a user removed and added
// again under the same name is another account (often with another ledger), and the keys the old
// one used must not replay the old answers to it.
import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAuthService } from '../../src/auth/service.ts';
import { UserStore } from '../../src/auth/users.ts';
import { buildApp } from '../../src/http/app.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { BASE, SAMPLE_LEDGER, makeTestApp, type TestApp } from './test-app.ts';

const SECRET = 'test-secret-that-is-long-enough-0123456789';

const lunch = { date: '2024-01-20', narration: 'lunch', postings: [{ account: 'Expenses:Food', units: { number: '32.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] };

async function keyedPost(app: FastifyInstance, password: string, key: string) {
  const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password } });
  expect(login.statusCode).toBe(200);
  const authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
  return app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch, headers: { authorization, 'idempotency-key': key } });
}

async function restart(dir: string, journal: string): Promise<FastifyInstance> {
  const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: SECRET });
  return buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', idempotencyFile: journal });
}

/** `user remove alice` then `user add alice --ledger other.beancount`. */
async function recreateAlice(dir: string): Promise<string> {
  const other = join(dir, 'other.beancount');
  writeFileSync(other, SAMPLE_LEDGER);
  const users = new UserStore(dir);
  await users.remove('alice');
  await users.add('alice', 'new-password', other);
  return other;
}

describe('Idempotency-Key and a re-created user', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  test('the same name added again does not get the old account\'s answer: its write goes to its own ledger', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idem-user-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    const first = await t.post('/bean/transactions', lunch, { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(201);

    const other = await recreateAlice(t.dir);
    const again = await keyedPost(t.app, 'new-password', 'k-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(readFileSync(other, 'utf8')).toContain('"lunch"');
  });

  test('after a restart too (answers read back from the journal)', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idem-user-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    expect((await t.post('/bean/transactions', lunch, { 'idempotency-key': 'k-2' })).statusCode).toBe(201);
    await t.app.close();

    const other = await recreateAlice(t.dir);
    const app = await restart(t.dir, journal);
    try {
      const again = await keyedPost(app, 'new-password', 'k-2');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(readFileSync(other, 'utf8')).toContain('"lunch"');
      // and the new account's own retry is replayed
      const retry = await keyedPost(app, 'new-password', 'k-2');
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(readFileSync(other, 'utf8').split('"lunch"').length - 1).toBe(1);
    } finally {
      await app.close();
    }
  });

  test('the key follows the ledger file: the same file through a symbolic link replays, another file is written (a user from before ids too)', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idem-user-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    await t.app.close();
    // a user record as earlier versions wrote it: no id
    const usersFile = join(t.dir, 'users.json');
    const data = JSON.parse(readFileSync(usersFile, 'utf8')) as { users: Record<string, unknown>[] };
    for (const u of data.users) delete u['id'];
    writeFileSync(usersFile, JSON.stringify(data));
    const lunches = (file: string) => readFileSync(file, 'utf8').split('"lunch"').length - 1;

    let app = await restart(t.dir, journal);
    try {
      expect((await keyedPost(app, 'correct horse', 'k-a')).statusCode).toBe(201);
      expect((await keyedPost(app, 'correct horse', 'k-a')).headers['idempotent-replayed']).toBe('true');
    } finally {
      await app.close();
    }
    // LEDGER_FILE given as a link to the same file (the bootstrap's setLedger): still that ledger
    const link = join(t.dir, 'books.beancount');
    symlinkSync(t.ledgerFile, link);
    await new UserStore(t.dir).setLedger('alice', link);
    app = await restart(t.dir, journal);
    try {
      expect((await keyedPost(app, 'correct horse', 'k-a')).headers['idempotent-replayed']).toBe('true');
      expect(lunches(t.ledgerFile)).toBe(1);
    } finally {
      await app.close();
    }
    // another file: it has not had the write
    const other = join(t.dir, 'other.beancount');
    writeFileSync(other, SAMPLE_LEDGER);
    await new UserStore(t.dir).setLedger('alice', other);
    app = await restart(t.dir, journal);
    try {
      const again = await keyedPost(app, 'correct horse', 'k-a');
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(lunches(other)).toBe(1);
      expect(lunches(t.ledgerFile)).toBe(1);
    } finally {
      await app.close();
    }
  });

  test('a user with an id: LEDGER_FILE naming the same file through a symbolic link still replays (it wrote the transaction twice)', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idem-user-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    expect((await t.post('/bean/transactions', lunch, { 'idempotency-key': 'k-link' })).statusCode).toBe(201);
    await t.app.close();
    const link = join(t.dir, 'books.beancount');
    symlinkSync(t.ledgerFile, link);
    await new UserStore(t.dir).setLedger('alice', link);
    const app = await restart(t.dir, journal);
    try {
      expect((await keyedPost(app, 'correct horse', 'k-link')).headers['idempotent-replayed']).toBe('true');
      expect(readFileSync(t.ledgerFile, 'utf8').split('"lunch"').length - 1).toBe(1);
    } finally {
      await app.close();
    }
  });
});
