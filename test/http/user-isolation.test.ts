// One user's token never reads or writes another user's ledger.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp } from '../../src/http/app.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { BASE } from './test-app.ts';

const ledgerOf = (owner: string) => `2024-01-01 open Assets:Cash CNY
2024-01-01 open Expenses:Food CNY

2024-01-05 * "${owner} shop" "${owner} lunch"
  Expenses:Food  10.00 CNY
  Assets:Cash
`;

let dir: string;
let app: FastifyInstance;
const files: Record<string, string> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'beanledger-isolation-'));
  const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: 'isolation-secret-0123456789abcdefghij' });
  for (const name of ['alice', 'bob']) {
    files[name] = join(dir, `${name}.beancount`);
    await writeFile(files[name]!, ledgerOf(name));
    await auth.users.add(name, `${name}-password`, files[name]!);
  }
  app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', version: 'test' });
  for (const name of ['alice', 'bob']) {
    const r = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: name, password: `${name}-password` } });
    tokens[name] = r.json().access_token;
  }
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const as = (user: string) => ({ authorization: `Bearer ${tokens[user]}` });

describe('users and their ledgers', () => {
  test("each token lists only its own user's transactions", async () => {
    for (const [user, other] of [['alice', 'bob'], ['bob', 'alice']] as const) {
      const r = await app.inject({ method: 'GET', url: `${BASE}/bean/transactions`, headers: as(user) });
      expect(r.statusCode).toBe(200);
      const payees = r.json().data.map((t: { payee: string }) => t.payee);
      expect(payees).toEqual([`${user} shop`]);
      expect(JSON.stringify(r.json())).not.toContain(other);
    }
  });

  test("another user's transaction id is a 404, not a leak", async () => {
    const bobs = await app.inject({ method: 'GET', url: `${BASE}/bean/transactions`, headers: as('bob') });
    const bobId = bobs.json().data[0].id as string;
    const aliceList = await app.inject({ method: 'GET', url: `${BASE}/bean/transactions`, headers: as('alice') });
    expect(aliceList.json().data[0].id).not.toBe(bobId);
    const r = await app.inject({ method: 'GET', url: `${BASE}/bean/transactions/${bobId}`, headers: as('alice') });
    expect(r.statusCode).toBe(404);
  });

  test("a write lands in the writer's file and leaves the other ledger byte-identical", async () => {
    const bobBefore = await readFile(files.bob!, 'utf8');
    const r = await app.inject({
      method: 'POST',
      url: `${BASE}/bean/transactions`,
      headers: as('alice'),
      payload: { date: '2024-01-20', payee: 'alice market', postings: [{ account: 'Expenses:Food', units: { number: '3.50', currency: 'CNY' } }, { account: 'Assets:Cash' }] },
    });
    expect(r.statusCode).toBe(201);
    expect(await readFile(files.alice!, 'utf8')).toContain('"alice market"');
    expect(await readFile(files.bob!, 'utf8')).toBe(bobBefore);
    const bobBalances = await app.inject({ method: 'GET', url: `${BASE}/bean/balances?account=Expenses:Food`, headers: as('bob') });
    expect(bobBalances.json().data[0].units).toEqual([{ number: '10.00', currency: 'CNY' }]);
  });
});
