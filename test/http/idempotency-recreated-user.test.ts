// Idempotency-Key answers belong to a user account, not to a user name: a user removed and added
// again under the same name is another account (often with another ledger), and the keys the old
// one used must not replay the old answers to it.
import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

  test('users.json from before account ids, with answers the journal kept under the old key format, still works and replays them', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'idem-user-')), 'idempotency.jsonl');
    t = await makeTestApp(undefined, { idempotencyFile: journal });
    const kept = await t.post('/bean/transactions', lunch, { 'idempotency-key': 'old-key' });
    await t.app.close();
    // a user record as earlier versions wrote it (no id), and that answer as they kept it: `user\0route\0key`
    const usersFile = join(t.dir, 'users.json');
    const data = JSON.parse(readFileSync(usersFile, 'utf8')) as { users: Record<string, unknown>[] };
    for (const u of data.users) delete u['id'];
    writeFileSync(usersFile, JSON.stringify(data));
    const lines = readFileSync(journal, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { status?: number });
    const record = lines.find((line) => line.status === 201); // the answer (the line before it: where the write went)
    writeFileSync(journal, JSON.stringify({ ...record, id: 'alice\u0000POST /api/v1/bean/transactions\u0000old-key' }) + '\n');

    const app = await restart(t.dir, journal);
    try {
      expect(app.services.idempotency.journalProblem).toBeNull();
      const old = await keyedPost(app, 'correct horse', 'old-key'); // a retry across the upgrade
      expect(old.headers['idempotent-replayed']).toBe('true');
      expect(old.json()).toEqual(kept.json());
      const first = await keyedPost(app, 'correct horse', 'k-3');
      expect(first.statusCode).toBe(201);
      const retry = await keyedPost(app, 'correct horse', 'k-3');
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect((await t.ledgerText()).split('"lunch"').length - 1).toBe(2); // old-key's and k-3's
    } finally {
      await app.close();
    }
  });
});
