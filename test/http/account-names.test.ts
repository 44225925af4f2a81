// New accounts must be readable by Beancount 2.3: opening one can never make bean-check fail.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /bean/accounts names', () => {
  test('a component starting with a CJK character is refused with 400 and nothing is written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/accounts', { name: 'Expenses:餐饮', date: '2024-01-01' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[0].path).toBe('body/name');
    expect(await t.ledgerText()).toBe(before);
  });

  test('a name outside the ledger\'s root names (Expense: for Expenses:) is refused with 422 and nothing is written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/accounts', { name: 'Expense:Food', date: '2024-01-01' });
    expect(r.statusCode).toBe(422);
    expect(r.json().detail).toContain('Assets, Liabilities, Equity, Income, Expenses');
    expect(r.json().errors[0].message).toBe('Invalid account name: Expense:Food');
    expect(await t.ledgerText()).toBe(before);
  });

  test('Unicode after an uppercase first letter is accepted, and the ledger still passes bean-check', async () => {
    for (const name of ['Expenses:Food-餐饮', 'Assets:Bank:CMB-招商', 'Expenses:Café', 'Assets:Épargne']) {
      const r = await t.post('/bean/accounts', { name, date: '2024-01-01' });
      expect(r.statusCode, name).toBe(201);
    }
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('a first component Beancount 2.3\'s own Unicode table does not count as uppercase (Ͱ, Ꟑ) is a 422; the ledger still passes bean-check', async () => {
    const before = await t.ledgerText();
    for (const name of ['Assets:Ͱ', 'Assets:Ꟑx']) {
      const r = await t.post('/bean/accounts', { name, date: '2024-01-01' });
      expect(r.statusCode, name).toBe(422);
      expect(r.json().errors[0].message).toBe(`Invalid account name: ${name}`);
    }
    expect(await t.ledgerText()).toBe(before);
    expect((await t.post('/bean/accounts', { name: 'Assets:Ǻ', date: '2024-01-01' })).statusCode).toBe(201);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });
});

describe('existing accounts with characters beyond U+FFFF', () => {
  // 𠮷 (U+20BB7) is one character, two UTF-16 code units: Beancount reads it, and so must every filter.
  const NAME = 'Expenses:Food:𠮷野家';
  test('filter transactions and balances, and take postings', async () => {
    const a = await makeTestApp(`2024-01-01 open Assets:Cash\n2024-01-01 open ${NAME}\n\n2024-01-04 * "吉野家" "beef bowl"\n  ${NAME}  20 CNY\n  Assets:Cash\n`);
    try {
      const query = encodeURIComponent(NAME);
      const listed = await a.get(`/bean/transactions?account=${query}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().meta.total).toBe(1);
      const balances = await a.get(`/bean/balances?account=${query}`);
      expect(balances.statusCode).toBe(200);
      expect(balances.json().data).toEqual([expect.objectContaining({ account: NAME, units: [{ number: '20', currency: 'CNY' }] })]);
      const posted = await a.post('/bean/transactions', { date: '2024-01-05', narration: 'lunch', postings: [{ account: NAME, units: { number: '15', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
      expect(posted.statusCode).toBe(201);
      if (hasBeanCheck()) expect(beanCheck(a.ledgerFile).output).toBe('');
    } finally {
      await a.close();
    }
  });
});
