// What a newcomer's first mistakes are told (newcomer QA s50): a form field of the import sent in
// the URL (?dry_run=true) says to send it with the file, and a path without /api/v1 in front
// (GET /health) names the route it most likely meant.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { BASE, makeTestApp, multipart, SAMPLE_LEDGER, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(`${SAMPLE_LEDGER}\n2024-01-01 open Assets:Bank\n`);
});
afterAll(async () => {
  await t.close();
});

describe('a form field of the import sent as a query parameter', () => {
  const statement = () => multipart({ account: 'Assets:Bank' }, 'statement.csv', Buffer.from('Date,Payee,Amount\n2024-01-20,Shop,-5.00\n'), 'text/csv');

  test('?dry_run=true is a 400 that says to send dry_run as a form field, and writes nothing', async () => {
    const before = await readFile(t.ledgerFile);
    const form = await statement();
    const res = await t.request({ method: 'POST', url: `${BASE}/bean/import/files?dry_run=true`, payload: form.payload, headers: form.headers });
    expect(res.statusCode).toBe(400);
    const message = 'is not allowed: this route takes no query parameters; dry_run is a form field of this route: send it with the file (-F dry_run=true)';
    expect(res.json().errors).toEqual([{ path: 'querystring/dry_run', message }]);
    expect(res.json().detail).toContain('send it with the file (-F dry_run=true)');
    expect((await readFile(t.ledgerFile)).equals(before)).toBe(true);
  });

  test('?account=... says so too; a name that is no form field does not', async () => {
    const form = await statement();
    const account = await t.request({ method: 'POST', url: `${BASE}/bean/import/files?account=Assets:Bank`, payload: form.payload, headers: form.headers });
    expect(account.json().errors[0].message).toMatch(/; account is a form field of this route: send it with the file \(-F account=/);
    const other = await t.request({ method: 'POST', url: `${BASE}/bean/import/files?preview=true`, payload: form.payload, headers: form.headers });
    expect(other.json().errors).toEqual([{ path: 'querystring/preview', message: 'is not allowed: this route takes no query parameters' }]);
  });

  test('a JSON route is not told of form fields', async () => {
    const res = await t.post('/bean/transactions?dry_run=true', { date: '2024-01-20', postings: [{ account: 'Expenses:Food', units: { number: '3.50', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
    expect(res.json().errors).toEqual([{ path: 'querystring/dry_run', message: 'is not allowed: this route takes no query parameters' }]);
  });
});

describe('a path without the /api/v1 prefix', () => {
  test('GET /health is a 404 naming /api/v1/health, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${t.token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/health', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('No route GET /health. Every route is under /api/v1 (did you mean /api/v1/health?).');
    }
  });

  test('a path with a parameter and a query is matched as a path; POST and HEAD too', async () => {
    const id = ((await t.get('/bean/transactions?limit=1')).json() as { data: { id: string }[] }).data[0]!.id;
    const one = await t.app.inject({ method: 'GET', url: `/bean/transactions/${id}?x=1` });
    expect(one.json().detail).toBe(`No route GET /bean/transactions/${id}. Every route is under /api/v1 (did you mean /api/v1/bean/transactions/${id}?).`);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'alice', password: 'correct horse' } });
    expect(login.statusCode).toBe(404);
    expect(login.json().detail).toContain('(did you mean /api/v1/auth/login?)');
    const head = await t.app.inject({ method: 'HEAD', url: '/health' });
    expect(head.statusCode).toBe(404);
  });

  test('no hint when the prefixed path is no route, nor for a path under /api/v1', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/nothing' })).json().detail).toBe('No route GET /nothing.');
    // a method the prefixed path does not take
    expect((await t.app.inject({ method: 'POST', url: '/health' })).json().detail).toBe('No route POST /health.');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nothing' })).json().detail).toBe('No route GET /api/v1/nothing.');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/api/v1/health' })).json().detail).toBe('No route GET /api/v1/api/v1/health.');
  });
});
