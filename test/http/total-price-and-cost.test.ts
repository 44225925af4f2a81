// QA of session 27: a trade bought or sold for a total (Beancount's `{{400 USD}}` and `@@`) could
// not be written: `total_price` was a 400 ("is not allowed"), and a per-unit 400/3 became a
// 28-digit cost in the file. Now `total_price` writes `@@` and `cost.number_total` writes
// `{{...}}`, and the balances equal Beancount's own for the written file.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';
import { beancountInventories, beanCheck, requireBeancount } from '../support/beancount.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a trade for a total', () => {
  test('writes {{400 USD}} and @@, which bean-check accepts, with balances equal to Beancount\'s', async () => {
    const buy = await t.post('/bean/transactions', {
      date: '2024-01-20',
      narration: 'Buy three for 400',
      postings: [
        { account: 'Assets:Broker', units: { number: '3', currency: 'HOOL' }, cost: { number_total: '400.00', currency: 'USD' } },
        { account: 'Assets:Broker', units: { number: '-400.00', currency: 'USD' } },
      ],
    });
    expect(buy.statusCode).toBe(201);
    const sell = await t.post('/bean/transactions', {
      date: '2024-01-21',
      narration: 'Sell one for 150 in all',
      postings: [
        { account: 'Assets:Broker', units: { number: '-1', currency: 'HOOL' }, cost: { date: '2024-01-20' }, total_price: { number: '150.00', currency: 'USD' } },
        { account: 'Assets:Broker', units: { number: '150.00', currency: 'USD' } },
        { account: 'Equity:Opening' },
      ],
    });
    expect(sell.statusCode).toBe(201);
    const text = await t.ledgerText();
    expect(text).toContain('Assets:Broker  3 HOOL {{400.00 USD}}');
    expect(text).toContain('Assets:Broker  -1 HOOL {2024-01-20} @@ 150.00 USD');
    const hool = (await t.get('/bean/balances?account=Assets:Broker')).json().data[0].positions.filter((p: { units: { currency: string } }) => p.units.currency === 'HOOL');
    if (requireBeancount()) {
      expect(beanCheck(t.ledgerFile).output).toBe('');
      const theirs = beancountInventories(t.ledgerFile).balances['all']!['Assets:Broker']!.filter((p) => p.units.currency === 'HOOL');
      expect(hool).toEqual(theirs);
    }
    expect(hool).toContainEqual({ units: { number: '2', currency: 'HOOL' }, cost: { number: '133.3333333333333333333333333', currency: 'USD', date: '2024-01-20', label: null } });
  });

  test('a price for all the units is written @@ and booked per unit', async () => {
    const r = await t.post('/bean/transactions', {
      date: '2024-01-22',
      narration: 'Coffee abroad',
      postings: [
        { account: 'Expenses:Food:Coffee', units: { number: '3', currency: 'EUR' }, total_price: { number: '24.00', currency: 'CNY' } },
        { account: 'Assets:Cash', units: { number: '-24.00', currency: 'CNY' } },
      ],
    });
    expect(r.statusCode).toBe(201);
    expect(await t.ledgerText()).toContain('Expenses:Food:Coffee  3 EUR @@ 24.00 CNY');
    const posting = r.json().postings[0];
    expect(posting.price).toEqual({ number: '8.00', currency: 'CNY' });
    if (requireBeancount()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('is refused, changing nothing: price and total_price both, a total price without units, a total cost without currency', async () => {
    const before = await t.ledgerText();
    const cases: [unknown, string][] = [
      [{ account: 'Expenses:Food', units: { number: '3', currency: 'EUR' }, price: { number: '8', currency: 'CNY' }, total_price: { number: '24', currency: 'CNY' } }, 'body/postings/0/total_price'],
      [{ account: 'Expenses:Food', total_price: { number: '24', currency: 'CNY' } }, 'body/postings/0/units'],
      [{ account: 'Assets:Broker', units: { number: '1', currency: 'HOOL' }, cost: { number_total: '100' } }, 'body/postings/0/cost/currency'],
    ];
    for (const [posting, path] of cases) {
      const r = await t.post('/bean/transactions', { date: '2024-01-23', narration: 'refused', postings: [posting, { account: 'Assets:Cash', units: { number: '-24', currency: 'CNY' } }] });
      expect(r.statusCode, path).toBe(400);
      expect(r.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await t.ledgerText()).toBe(before);
  });
});
