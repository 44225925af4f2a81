// POST /bean/accounts in a ledger whose roots are renamed to Chinese (option "name_assets" "资产"):
// every account was a 400 (the name's first letter had to be an uppercase one), though every other
// write takes these names and bean-check accepts `open 资产:Card`. The root is checked against the
// ledger's root names (a 422 names them); the components after it keep Beancount 2.3's rule.
import { describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp } from './test-app.ts';

const LEDGER = `option "name_assets" "资产"
option "name_liabilities" "负债"
option "name_equity" "权益"
option "name_income" "收入"
option "name_expenses" "支出"
2000-01-01 open 资产:Bank CNY
`;
const checkBeans = hasBeanCheck();

describe('POST /bean/accounts with renamed roots', () => {
  test('opens accounts under Chinese roots, and bean-check accepts the file', async () => {
    const t = await makeTestApp(LEDGER);
    try {
      for (const name of ['资产:Card', '资产:Bank-中国', '支出:Food-餐饮', '负债:CreditCard:CMB']) {
        const r = await t.post('/bean/accounts', { name, date: '2024-01-01', currencies: ['CNY'] });
        expect(r.statusCode, `${name}: ${r.body}`).toBe(201);
        expect(r.json()).toMatchObject({ name, open_date: '2024-01-01' });
      }
      if (checkBeans) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
    } finally {
      await t.close();
    }
  });

  test('a root that is not one of the ledger\'s is a 422 naming them; a component Beancount 2.3 refuses a 400', async () => {
    const t = await makeTestApp(LEDGER);
    try {
      for (const name of ['Assets:Card', '资本:Card', 'assets:Card']) {
        const r = await t.post('/bean/accounts', { name, date: '2024-01-01' });
        expect([400, 422], `${name}: ${r.body}`).toContain(r.statusCode);
        if (r.statusCode === 422) expect(r.json().detail).toMatch(/root names \(资产, 负债, 权益, 收入, 支出\)/);
      }
      expect((await t.post('/bean/accounts', { name: '资本:Card' })).statusCode).toBe(422);
      expect((await t.post('/bean/accounts', { name: '支出:食物' })).statusCode).toBe(400);
      expect((await t.get('/bean/accounts')).json().data.map((a: { name: string }) => a.name)).toEqual(['资产:Bank']);
    } finally {
      await t.close();
    }
  });
});
