// A payee's default account closed before it was opened: Beancount applies open and close in
// date order, so that close closes nothing and the account takes postings from its open on
// (bean-check reports the close itself). The payee check must agree with the postings check.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `2019-06-01 close Assets:Early
2020-01-01 open Assets:Early USD
2020-01-01 open Equity:Opening
`;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

test('a posting to it after its open is accepted', async () => {
  const r = await t.post('/bean/transactions', {
    date: '2021-03-01',
    narration: 'Deposit',
    postings: [
      { account: 'Assets:Early', units: { number: '10.00', currency: 'USD' } },
      { account: 'Equity:Opening' },
    ],
  });
  expect(r.statusCode).toBe(201);
});

test('it can be a payee\'s default account after its open', async () => {
  const r = await t.post('/bean/payees', { name: 'Early Bird', account: 'Assets:Early', date: '2021-03-01' });
  expect(r.statusCode).toBe(201);
  expect(r.json()).toMatchObject({ name: 'Early Bird', account: 'Assets:Early', date: '2021-03-01' });
  expect(await t.ledgerText()).toContain('2021-03-01 custom "payee" "Early Bird"\n  account: "Assets:Early"\n');
});

test('before its open it is still not open', async () => {
  const r = await t.post('/bean/payees', { name: 'Too Soon', account: 'Assets:Early', date: '2019-12-31' });
  expect(r.statusCode).toBe(422);
  expect(r.json().detail).toBe('The account Assets:Early is not open.');
});
