// Power-user QA: a ledger whose accounts are named as only Beancount 3 reads them (资产:现金 under
// renamed roots) had a clean /health, while bean-check and Fava 1.x report every line naming them.
// Each such account is a warning (no error: the service reads the ledger, and keeps writing to it).
import { afterEach, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `option "name_assets" "资产"
option "name_expenses" "支出"
2024-01-01 open 资产:现金 CNY
2024-01-01 open 资产:Bank CNY
2024-01-01 open 支出:餐饮 CNY
2024-01-05 * "lunch"
  支出:餐饮  25 CNY
  资产:现金
`;

let t: TestApp;
afterEach(async () => t?.close());

describe('/health and names only Beancount 3 reads', () => {
  test('one warning per such account, on its open line; no error; writes to them still go through', async () => {
    t = await makeTestApp(LEDGER);
    const health = (await t.get('/health')).json().ledger;
    expect(health.error_count).toBe(0);
    expect(health.warnings).toEqual([
      { file: 'main.beancount', line: 3, message: 'Account name 资产:现金 is read as Beancount 3 reads it; Beancount 2.3 (bean-check, Fava) reports each line naming it as an invalid account name' },
      { file: 'main.beancount', line: 5, message: 'Account name 支出:餐饮 is read as Beancount 3 reads it; Beancount 2.3 (bean-check, Fava) reports each line naming it as an invalid account name' },
    ]);
    const r = await t.post('/bean/transactions', { date: '2024-01-20', narration: 'dinner', postings: [{ account: '支出:餐饮', units: { number: '30', currency: 'CNY' } }, { account: '资产:现金' }] });
    expect(r.statusCode).toBe(201);
    expect((await t.get('/health')).json().ledger.warnings).toHaveLength(2);
  });
});
