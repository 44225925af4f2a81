// A value that fails a pattern is told what it must be in words, not shown the pattern: a person
// who typed `Expenses:交通` learns that the component after the root starts with an uppercase letter or a digit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a value that fails a pattern', () => {
  it('a new account name Beancount 2.3 refuses says what is wrong with it', async () => {
    const cases: [string, RegExp][] = [
      ['Expenses:交通', /^has "交通" after its root, which starts with "交" \(U\+4EA4\), not what Beancount 2\.3's own, older Unicode table counts as an uppercase letter or a digit/],
      ['Expenses:Transport:bus', /^has the component "bus", which starts with "b": each component after a colon starts with an uppercase letter A-Z, a digit 0-9 or a non-ASCII character$/],
      ['Expenses:Food_Drink', /^contains "_": Beancount reads only letters A-Z and a-z, digits 0-9, "-" and non-ASCII characters in an account name$/],
    ];
    for (const [name, message] of cases) {
      const res = await t.post('/bean/accounts', { name, date: '2024-01-01' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors, name).toEqual([{ path: 'body/name', message: expect.stringMatching(message) }]);
      expect(res.json().errors[0].message).not.toMatch(/pattern|\\p\{/);
    }
  });

  it('filters and bodies name what a date, a currency, a tag or an account is', async () => {
    const cases: [string, string, RegExp][] = [
      ['/bean/transactions?from=2024/01/01', 'querystring/from', /^must be a date written YYYY-MM-DD$/],
      ['/bean/transactions?currency=cny', 'querystring/currency', /^must be a currency: /],
      ['/bean/transactions?tag=a%20b', 'querystring/tag', /^must be a tag or link: /],
      ['/bean/transactions?account=expenses', 'querystring/account', /^must be an account name or a root/],
      ['/bean/balances?account=Assets:', 'querystring/account', /^must be an account name or a root/],
    ];
    for (const [url, path, message] of cases) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
  });

  it('a number in a body is said to be a decimal number', async () => {
    const res = await t.post('/bean/prices', { date: '2024-01-01', currency: 'USD', amount: { number: '7,10', currency: 'CNY' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body/amount/number', message: 'must be a decimal number ("-12.50")' }]);
  });
});
