// The ledger's whole directory removed or moved away (`mv books books.sv`): a write answers 503
// naming the ledger file, as when the file alone is missing, not the lock file the service
// could not make beside it; nothing is written, and writes work again once it is back.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp } from '../../src/http/app.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { BASE, SAMPLE_LEDGER } from './test-app.ts';

let dir: string;
let books: string;
let ledgerFile: string;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledger-directory-gone-'));
  books = join(dir, 'books');
  await mkdir(books);
  ledgerFile = join(books, 'erin.beancount');
  await writeFile(ledgerFile, SAMPLE_LEDGER);
  const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
  await auth.users.add('erin', 'correct horse', ledgerFile);
  app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', version: '9.9.9' });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'erin', password: 'correct horse' } });
  token = (login.json() as { access_token: string }).access_token;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const spend = (narration: string) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/bean/transactions`,
    headers: { authorization: `Bearer ${token}` },
    payload: { date: '2024-01-20', narration, postings: [{ account: 'Expenses:Food', units: { number: '5.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] },
  });

describe("the ledger's directory gone", () => {
  test('moved away: 503 naming erin.beancount (not erin.beancount.lock); back: 201', async () => {
    expect((await spend('before')).statusCode).toBe(201);
    await rename(books, `${books}.sv`);
    const gone = await spend('while gone');
    expect(gone.statusCode).toBe(503);
    expect(gone.json().detail).toBe('The file erin.beancount is missing; nothing was written. The service answers again once that is put right.');
    expect(gone.body).not.toContain(dir);
    await rename(`${books}.sv`, books);
    expect((await spend('after')).statusCode).toBe(201);
    const text = await readFile(ledgerFile, 'utf8');
    expect(text).not.toContain('while gone');
    expect(text).toContain('"after"');
  });
});
