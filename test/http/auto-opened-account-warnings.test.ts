// A write to an account that only the auto_accounts plugin opens stands (Beancount takes it), but
// its 201 says so, naming the near open account (newcomer QA s50: Expenses:Fod was written as a
// new account without a word).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `plugin "beancount.plugins.auto_accounts"
option "operating_currency" "CNY"

2024-01-01 open Assets:Cash CNY
2024-01-01 open Expenses:Food
2024-01-01 open Expenses:Transport

2024-01-05 * "Old" "used before, opened by the plugin"
  Expenses:Gifts  10.00 CNY
  Assets:Cash
`;

const lunch = (account: string) => ({ date: '2024-01-20', narration: 'lunch', postings: [{ account, units: { number: '38.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

describe('the 201 of a write to an account no open directive opens', () => {
  test('a misspelt account is written, and the answer warns with the near open account', async () => {
    const res = await t.post('/bean/transactions', lunch('Expenses:Fod'));
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual(['Expenses:Fod is opened only by the auto_accounts plugin: no open directive names it (did you mean Expenses:Food?)']);
    expect(await t.ledgerText()).toContain('Expenses:Fod');
    // the GET of the same transaction is what it always was
    const got = await t.get(`/bean/transactions/${res.json().id as string}`);
    expect(got.json().warnings).toBeUndefined();
    const { warnings: _, ...rest } = res.json();
    expect(rest).toEqual(got.json());
  });

  test('an account the plugin opened earlier warns again; with no near name, no "did you mean"', async () => {
    const res = await t.post('/bean/transactions', lunch('Expenses:Gifts'));
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual(['Expenses:Gifts is opened only by the auto_accounts plugin: no open directive names it']);
  });

  test('a replay of the write (same Idempotency-Key) answers the same warning', async () => {
    const headers = { 'idempotency-key': 'auto-opened-replay' };
    const first = await t.post('/bean/transactions', lunch('Expenses:Transprot'), headers);
    const again = await t.post('/bean/transactions', lunch('Expenses:Transprot'), headers);
    expect(first.json().warnings).toEqual(['Expenses:Transprot is opened only by the auto_accounts plugin: no open directive names it (did you mean Expenses:Transport?)']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  test('a write to opened accounts has no warnings', async () => {
    const res = await t.post('/bean/transactions', lunch('Expenses:Food'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('warnings');
  });
});
