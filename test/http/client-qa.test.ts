// QA of session 28, as a developer writing a mobile app and a bot against the API: what the
// README and the OpenAPI document promise of payees, unknown routes and error texts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `2020-01-01 open Assets:Cash CNY
2020-01-01 open Expenses:Food CNY
2024-01-02 * "Cafe Modagor" "coffee"
  Expenses:Food  20 CNY
  Assets:Cash
`;

describe('without CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER);
  });
  afterAll(async () => {
    await t.close();
  });

  test('a payee recorded twice in other cases is a 409, as the payee filter tells them apart without case', async () => {
    expect((await t.post('/bean/payees', { name: 'Cafe Modagor' })).statusCode).toBe(201);
    const again = await t.post('/bean/payees', { name: 'cafe modagor' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ path: 'body/name', message: 'already exists as "Cafe Modagor" (payee names are compared without case, invisible characters, how spaces and accents are encoded, and spaces around them)' }]);
    expect((await t.ledgerText()).match(/custom "payee"/g)).toHaveLength(1);
  });

  test('a trailing slash after /bean/transactions is no route (404), not a 400 about an id', async () => {
    const r = await t.get('/bean/transactions/');
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  test('errors name the headers and path parameters in plain words', async () => {
    const r = await t.get('/bean/transactions/not-an-id');
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toMatch(/^The path parameters are not valid: params\/id /);
  });

  test('type errors in words: a null amount number says a decimal (numbers are taken), a null text "a string", a metadata amount without currency no "then" schema', async () => {
    // (QA of session 30: "must be string" for a number that may be a JSON number; `must match "then" schema`)
    const post = (body: object) => t.post('/bean/transactions', { date: '2024-02-01', narration: 'x', postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }], ...body });
    const nullNumber = await post({ postings: [{ account: 'Expenses:Food', units: { number: null, currency: 'CNY' } }, { account: 'Assets:Cash' }] });
    expect(nullNumber.json().errors).toEqual([{ path: 'body/postings/0/units/number', message: 'must be a decimal number ("-12.50")' }]);
    expect((await post({ narration: null })).json().errors).toEqual([{ path: 'body/narration', message: 'must be a string' }]);
    expect((await post({ meta: { ab: { number: '1' } } })).json().errors).toEqual([{ path: 'body/meta/ab/currency', message: 'is required' }]);
    expect((await t.post('/bean/transactions', [])).json().errors).toEqual([{ path: 'body', message: 'must be an object' }]);
    expect((await post({ flag: 'X' })).json().errors).toEqual([{ path: 'body/flag', message: 'must be one of "*", "!"' }]);
  });

  test('a metadata value of the wrong type says what it may be, numbers included', async () => {
    const r = await t.post('/bean/transactions', { date: '2024-02-01', narration: 'x', meta: { tags: ['a'] }, postings: [{ account: 'Expenses:Food', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ path: 'body/meta/tags', message: 'must be a string, number, boolean, null or an amount' }]);
  });
});

describe('with CORS on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(LEDGER, { corsOrigins: ['https://app.example'] });
  });
  afterAll(async () => {
    await t.close();
  });

  test('an OPTIONS that is no preflight is a 404 problem, as without CORS (it was a text/plain 400)', async () => {
    const r = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/bean/transactions' });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  test('a preflight is still answered', async () => {
    const r = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/bean/transactions', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
    expect(r.statusCode).toBe(204);
    expect(r.headers['access-control-allow-origin']).toBe('https://app.example');
  });
});
