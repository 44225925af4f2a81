// QA of the error answers: a refusal says what the route takes. A body that is not JSON was told
// only "Unsupported media type: none."; ?form=2026-01-01 and ?page=2 "is not allowed" without
// the parameters the route takes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const LUNCH = JSON.stringify({ date: '2024-01-20', narration: 'Lunch', postings: [{ account: 'Expenses:Food', units: { number: '12.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] });

describe('a body the route does not read: 415 saying what to send', () => {
  test('form-encoded, text/plain or no Content-Type on a JSON route', async () => {
    const post = (headers: Record<string, string>) => t.request({ method: 'POST', url: `${BASE}/bean/transactions`, payload: LUNCH, headers });
    const form = await post({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    expect(form.json().detail).toBe('Unsupported media type: application/x-www-form-urlencoded. Send the body as JSON with Content-Type: application/json.');
    const text = await post({ 'content-type': 'text/plain' });
    expect(text.json().detail).toBe('Unsupported media type: text/plain. Send the body as JSON with Content-Type: application/json.');
    const none = await post({ 'content-type': '' });
    expect(none.statusCode).toBe(415);
    expect(none.json().detail).toBe('The request has no Content-Type. Send the body as JSON with Content-Type: application/json.');
  });

  test('the import route asks for multipart/form-data', async () => {
    const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload: 'Date,Amount\n', headers: { 'content-type': 'text/csv' } });
    expect(r.statusCode).toBe(415);
    expect(r.json().detail).toMatch(/Send the statement as multipart\/form-data\.$/);
  });
});

describe('a query parameter the route does not take: 400 naming the ones it takes', () => {
  const TRANSACTIONS = 'from, to, account, payee, tag, link, q, currency, limit, offset';

  test('?form= is told the route takes from, and which parameters there are', async () => {
    const r = await t.get('/bean/transactions?form=2026-01-01');
    expect(r.statusCode).toBe(400);
    const message = `is not allowed (did you mean from?): this route takes ${TRANSACTIONS}`;
    expect(r.json().errors).toEqual([{ path: 'querystring/form', message }]);
    expect(r.json().detail).toBe(`The querystring is not valid: querystring/form ${message}.`);
  });

  test('?page= is near none: the parameters alone; a route with none says so', async () => {
    const page = await t.get('/bean/transactions?page=2');
    expect(page.json().errors).toEqual([{ path: 'querystring/page', message: `is not allowed: this route takes ${TRANSACTIONS}` }]);
    const health = await t.get('/health?verbose=1');
    expect(health.json().errors).toEqual([{ path: 'querystring/verbose', message: 'is not allowed: this route takes no query parameters' }]);
  });
});
