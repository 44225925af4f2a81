// Two commodity directives for one currency (bean-check reports "Duplicate commodity
// directives"): Beancount's getters.get_commodity_directives, which Fava reads metadata
// through, keeps the last; the list showed the first.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `2023-01-01 commodity USD
  name: "first"
2024-01-01 commodity USD
  name: "second"
2024-01-01 open Assets:Cash USD
`;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

describe('a currency declared twice', () => {
  test('is listed once, with the last directive, as Beancount reads it', async () => {
    const r = await t.get('/bean/commodities');
    expect(r.statusCode).toBe(200);
    const usd = (r.json().data as { currency: string }[]).filter((c) => c.currency === 'USD');
    expect(usd).toEqual([{ currency: 'USD', declared: true, date: '2024-01-01', meta: { name: 'second' }, meta_types: {} }]);
  });
});
