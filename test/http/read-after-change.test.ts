// Reads are answered from what was computed for the current state of the ledger; a write
// through the API or an edit of the file by hand must show in the very next answer.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFile } from 'node:fs/promises';
import { makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
});
afterEach(async () => {
  await t.close();
});

type Row = { account: string; units: { number: string; currency: string }[] };
const units = async (account: string, query = '') => {
  const rows = ((await t.get(`/bean/balances${query}`)).json() as { data: Row[] }).data;
  return rows.find((r) => r.account === account)?.units ?? [];
};
const coffee = (number: string, narration: string, date = '2024-01-20') => ({
  date, payee: 'Cafe', narration, postings: [{ account: 'Expenses:Food:Coffee', units: { number, currency: 'CNY' } }, { account: 'Assets:Bank:Checking' }],
});

describe('answers after a change', () => {
  test('balances and the transaction list after a write', async () => {
    expect(await units('Expenses:Food:Coffee')).toEqual([{ number: '28.50', currency: 'CNY' }]);
    const list = (await t.get('/bean/transactions?limit=2')).json() as { meta: { total: number } };
    expect((await t.post('/bean/transactions', coffee('4.00', 'espresso'))).statusCode).toBe(201);
    expect(await units('Expenses:Food:Coffee')).toEqual([{ number: '32.50', currency: 'CNY' }]);
    // A back-dated write shows in balances at a date before the newest entries too.
    expect((await t.post('/bean/transactions', coffee('1.00', 'early', '2024-01-03'))).statusCode).toBe(201);
    expect(await units('Expenses:Food:Coffee', '?date=2024-01-04')).toEqual([{ number: '1.00', currency: 'CNY' }]);
    expect(await units('Expenses', '?rollup=true')).toEqual([{ number: '153.80', currency: 'CNY' }]);
    const after = (await t.get('/bean/transactions?limit=2')).json() as { data: { narration: string }[]; meta: { total: number } };
    expect(after.meta.total).toBe(list.meta.total + 2);
    expect(after.data[0]!.narration).toBe('espresso');
  });

  test('balances and transactions after an edit of the file by hand', async () => {
    expect(await units('Expenses:Food')).toEqual([{ number: '120.30', currency: 'CNY' }]);
    void (await t.get('/bean/transactions?q=bakery'));
    await appendFile(t.ledgerFile, '\n2024-01-25 * "Bakery" "bread"\n  Expenses:Food  9.70 CNY\n  Assets:Cash\n');
    expect(await units('Expenses:Food')).toEqual([{ number: '130.00', currency: 'CNY' }]);
    const found = (await t.get('/bean/transactions?q=bakery')).json() as { data: { payee: string }[] };
    expect(found.data.map((d) => d.payee)).toEqual(['Bakery']);
  });

  test('equivalent queries share an answer, different ones do not', async () => {
    const a = (await t.get('/bean/balances?account=Assets')).json() as { data: Row[] };
    const b = (await t.get('/bean/balances?account=Expenses')).json() as { data: Row[] };
    expect(a.data.every((r) => r.account.startsWith('Assets'))).toBe(true);
    expect(b.data.every((r) => r.account.startsWith('Expenses'))).toBe(true);
    const first = await t.get('/bean/transactions?limit=1&offset=1');
    const same = await t.get('/bean/transactions?offset=1&limit=1');
    expect(same.body).toBe(first.body);
    expect(same.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('concurrent writes', () => {
  test('sent together: each is answered on its own merits, and what was answered 201 is in the file', async () => {
    const bodies = [coffee('1.00', 'one'), { ...coffee('2.00', 'two'), postings: [{ account: 'Expenses:Nowhere', units: { number: '2.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] }, coffee('3.00', 'three'), coffee('4.00', 'four')];
    const answers = await Promise.all(bodies.map((b) => t.post('/bean/transactions', b)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 422, 201, 201]);
    const text = await t.ledgerText();
    for (const a of answers.filter((x) => x.statusCode === 201)) {
      const stored = a.json() as { id: string; narration: string; source: { line: number } };
      expect(text.split('\n')[stored.source.line - 1]).toBe(`2024-01-20 * "Cafe" "${stored.narration}"`);
      expect((await t.get(`/bean/transactions/${stored.id}`)).statusCode).toBe(200);
    }
    expect(text).not.toContain('Expenses:Nowhere');
    expect(await units('Expenses:Food:Coffee')).toEqual([{ number: '36.50', currency: 'CNY' }]);
  });
});

describe('answers that depend on more than the ledger', () => {
  test('the account list follows a new account and the day changing (an account takes postings on its close date, and is closed from the next day)', async () => {
    await t.close();
    let today = '2024-02-01';
    t = await makeTestApp(undefined, { today: () => today });
    await appendFile(t.ledgerFile, '\n2024-03-01 close Assets:Cash\n');
    const open = async () => ((await t.get('/bean/accounts?status=open')).json() as { data: { name: string }[] }).data.map((a) => a.name);
    expect(await open()).toContain('Assets:Cash');
    expect((await t.post('/bean/accounts', { name: 'Assets:Wallet', date: '2024-01-01' })).statusCode).toBe(201);
    expect(await open()).toContain('Assets:Wallet');
    today = '2024-03-01';
    expect(await open()).toContain('Assets:Cash');
    const closed = async () => ((await t.get('/bean/accounts?status=closed')).json() as { data: { name: string }[] }).data.map((a) => a.name);
    expect(await closed()).not.toContain('Assets:Cash');
    const lastMove = await t.post('/bean/transactions', {
      date: '2024-03-01', narration: 'Last money out',
      postings: [{ account: 'Assets:Cash', units: { number: '-1', currency: 'USD' } }, { account: 'Expenses:Food', units: { number: '1', currency: 'USD' } }],
    });
    expect(lastMove.statusCode).toBe(201);
    today = '2024-03-02';
    expect(await open()).not.toContain('Assets:Cash');
    expect(await closed()).toContain('Assets:Cash');
  });
});
