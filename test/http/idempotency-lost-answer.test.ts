// A keyed write that reached the ledger while the service stopped before its answer was kept: a
// retry after the restart gets the answer the write would have had (made again from the entry it
// wrote, where it is now), not a 409 without the entry's id (offline-sync QA: the phone could not
// tell which transaction was its own). Where no answer can be made again (an import, an entry
// deleted since), the 409 says where the text was written.
import { afterEach, describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp } from '../../src/http/app.ts';
import { readJournal } from '../../src/http/idempotency-journal.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { BASE, makeTestApp, multipart, type TestApp } from './test-app.ts';

function journalFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'idempotency-')), 'idempotency.jsonl');
}

/** The process stopped between the ledger's fsync and the answer's record: only the write's intent is in the journal. */
async function crashBeforeTheAnswer(file: string): Promise<void> {
  const lines = await readJournal(file);
  const intent = lines.find((l) => 'pending' in l);
  expect(intent).toBeDefined();
  writeFileSync(file, JSON.stringify(intent) + '\n');
}

/** A new process on the same data directory, ledger and journal: one request sent with the user's token. */
async function afterRestart(dir: string, file: string, request: InjectOptions) {
  const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
  const app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', idempotencyFile: file });
  try {
    const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
    const authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
    return await app.inject({ ...request, headers: { ...(request.headers ?? {}), authorization } });
  } finally {
    await app.close();
  }
}

const lunch = {
  date: '2024-01-20',
  narration: 'written once',
  postings: [{ account: 'Expenses:Food', units: { number: '32.00', currency: 'CNY' } }, { account: 'Assets:Cash' }],
};

describe('a keyed write whose answer a stop of the service lost', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  test('a transaction: the retry after the restart is its 201, replayed, with its id; nothing written again, also on the next restart', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const first = await t.post('/bean/transactions', lunch, { 'idempotency-key': 'phone-7' });
    expect(first.statusCode).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const ledger = await t.ledgerText();
    const retry = { method: 'POST' as const, url: `${BASE}/bean/transactions`, payload: lunch, headers: { 'idempotency-key': 'phone-7' } };
    const again = await afterRestart(t.dir, file, retry);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.ledgerText()).toBe(ledger);
    // the answer made again is kept like any other
    expect((await readJournal(file)).some((l) => 'status' in l && l.status === 201)).toBe(true);
    const later = await afterRestart(t.dir, file, retry);
    expect([later.statusCode, later.json()]).toEqual([201, first.json()]);
    expect((await t.ledgerText()).split('"written once"').length - 1).toBe(1);
  });

  test('a transaction moved by an edit above it before the restart: its answer names where it is now', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const first = await t.post('/bean/transactions', lunch, { 'idempotency-key': 'phone-8' });
    expect(first.statusCode).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const shortened = (await t.ledgerText()).replace(/^option "title".*\n/m, '');
    writeFileSync(t.ledgerFile, shortened);
    const again = await afterRestart(t.dir, file, { method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch, headers: { 'idempotency-key': 'phone-8' } });
    expect(again.statusCode, again.body).toBe(201);
    const moved = first.json() as { id: string; source: { file: string; line: number } };
    expect(again.json()).toEqual({ ...moved, source: { file: 'main.beancount', line: moved.source.line - 1 } });
    expect(await t.ledgerText()).toBe(shortened);
  });

  // (recheck QA: an edit of the bytes just before the entry, within those the journal keeps, hid it:
  // the retry wrote it a second time)
  test('a transaction whose entry above was edited right before it: found at the file\'s end, its 201 replayed', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const first = await t.post('/bean/transactions', lunch, { 'idempotency-key': 'phone-10' });
    expect(first.statusCode).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const edited = (await t.ledgerText()).replace('2024-01-15 price USD 7.10 CNY\n', '2024-01-15 price USD 7.1000 CNY ; edited\n');
    writeFileSync(t.ledgerFile, edited);
    const again = await afterRestart(t.dir, file, { method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch, headers: { 'idempotency-key': 'phone-10' } });
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect((again.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    expect(await t.ledgerText()).toBe(edited);
  });

  test('the same text typed again by hand after other entries, the keyed write lost before it reached the file: written by the retry', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const before = await t.ledgerText();
    expect((await t.post('/bean/transactions', lunch, { 'idempotency-key': 'phone-11' })).statusCode).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const text = (await t.ledgerText()).slice(before.length);
    // the text never reached the file; then another entry and the same lunch were written by hand
    const typed = before + '\n2024-01-19 * "taxi"\n  Expenses:Food  15.00 CNY\n  Assets:Cash\n' + text;
    writeFileSync(t.ledgerFile, typed);
    const again = await afterRestart(t.dir, file, { method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch, headers: { 'idempotency-key': 'phone-11' } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await t.ledgerText()).split('"written once"').length - 1).toBe(2);
  });

  test('a third identical lunch, its answer lost, lines shifted by an edit at the top: the answer names the third, not an earlier twin', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    for (let i = 0; i < 2; i++) expect((await t.post('/bean/transactions', lunch)).statusCode).toBe(201);
    const first = await t.post('/bean/transactions', lunch, { 'idempotency-key': 'phone-12' });
    expect(first.statusCode).toBe(201);
    // and another entry after it, so that it does not end the file
    expect((await t.post('/bean/transactions', { ...lunch, narration: 'later' })).statusCode).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const shifted = (await t.ledgerText()).replace('option "title" "Test"\n', 'option "title" "Test ledger"\n');
    writeFileSync(t.ledgerFile, shifted);
    const again = await afterRestart(t.dir, file, { method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch, headers: { 'idempotency-key': 'phone-12' } });
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    expect((first.json() as { id: string }).id).toMatch(/-3$/);
    expect(await t.ledgerText()).toBe(shifted);
  });

  test('a transaction deleted by hand before the retry: a 409, nothing written again', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    expect((await t.post('/bean/transactions', lunch, { 'idempotency-key': 'phone-9' })).statusCode).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const ledger = await t.ledgerText();
    // found at the restart, then deleted by hand before the retry comes
    const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', idempotencyFile: file });
    try {
      const deleted = ledger.slice(0, ledger.indexOf('2024-01-20 *'));
      writeFileSync(t.ledgerFile, deleted);
      const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
      const authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
      const again = await app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch, headers: { authorization, 'idempotency-key': 'phone-9' } });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().detail).toMatch(/written to the ledger before the service stopped/);
      expect(await t.ledgerText()).toBe(deleted);
    } finally {
      await app.close();
    }
  });

  test.each([
    ['an account', '/bean/accounts', { name: 'Assets:Wallet', date: '2024-01-20', currencies: ['CNY'] }],
    ['a price', '/bean/prices', { date: '2024-01-20', currency: 'HOOL', amount: { number: '121.50', currency: 'USD' } }],
    ['a commodity', '/bean/commodities', { currency: 'HOOL', date: '2024-01-20', meta: { name: 'Hooli' } }],
  ])('%s: the retry after the restart is its 201, replayed', async (_what, url, body) => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const first = await t.post(url, body, { 'idempotency-key': 'k-1' });
    expect(first.statusCode, first.body).toBe(201);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const ledger = await t.ledgerText();
    const again = await afterRestart(t.dir, file, { method: 'POST', url: `${BASE}${url}`, payload: body, headers: { 'idempotency-key': 'k-1' } });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.ledgerText()).toBe(ledger);
  });

  test('an import (its answer cannot be made again): a 409 that names the line its text starts on', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const linesBefore = (await t.ledgerText()).split('\n').length - 1;
    const csv = Buffer.from('date,description,amount\n2024-01-10,Coffee,-25.00\n2024-01-11,Refund,12.50\n');
    const upload = async () => multipart({ account: 'Assets:Cash' }, 'statement.csv', csv, 'text/csv');
    const { payload, headers } = await upload();
    const first = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, headers: { ...headers, 'idempotency-key': 'upload-1' }, payload });
    expect(first.statusCode, first.body).toBe(201);
    // (the first line of what the import appended: an open of the account it books the rest to)
    const firstLine = (await t.ledgerText()).split('\n').findIndex((l, i) => i >= linesBefore && l !== '') + 1;
    expect(firstLine).toBeGreaterThan(linesBefore);
    await t.app.close();
    await crashBeforeTheAnswer(file);
    const ledger = await t.ledgerText();
    const again = await afterRestart(t.dir, file, { method: 'POST', url: `${BASE}/bean/import/files`, headers: { ...headers, 'idempotency-key': 'upload-1' }, payload });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().detail).toContain(`Its text starts at main.beancount:${firstLine}.`);
    expect(again.json().errors).toEqual([{ path: 'headers/idempotency-key', message: `already written, at main.beancount:${firstLine}` }]);
    expect(await t.ledgerText()).toBe(ledger);
  });
});
