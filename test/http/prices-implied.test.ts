// Power-user QA: with `implicit_prices`, a trade at `@ 6.5 CNY` on 2015-01-03 made POST
// /bean/prices for that day a 409 "A price ... exists", though the file holds no price directive
// and bean-check takes one written by hand. A derived price is no directive: the write goes
// through, and the list tells derived prices from written ones.
import { afterEach, describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
plugin "beancount.plugins.implicit_prices"
2015-01-01 open Assets:Bank CNY
2015-01-01 open Assets:Broker:USD USD
2015-01-03 * "buy dollars"
  Assets:Broker:USD  3.00 USD @ 6.5 CNY
  Assets:Bank  -19.50 CNY
2015-01-04 price USD 6.55 CNY
`;

let t: TestApp;
afterEach(async () => t?.close());

describe('prices beside the ones implicit_prices derives', () => {
  test('a price on the day of a trade is written; a price directive of the same day is still a 409', async () => {
    t = await makeTestApp(LEDGER);
    const listed = (await t.get('/bean/prices?currency=USD')).json();
    expect(listed.data).toEqual([
      { date: '2015-01-04', currency: 'USD', amount: { number: '6.55', currency: 'CNY' }, implied: false },
      { date: '2015-01-03', currency: 'USD', amount: { number: '6.5', currency: 'CNY' }, implied: true },
    ]);
    const r = await t.post('/bean/prices', { date: '2015-01-03', currency: 'USD', amount: { number: '6.6', currency: 'CNY' } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ date: '2015-01-03', currency: 'USD', amount: { number: '6.6', currency: 'CNY' }, implied: false });
    expect(await t.ledgerText()).toContain('\n2015-01-03 price USD 6.6 CNY\n');
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
    const day = (await t.get('/bean/prices?currency=USD&from=2015-01-03&to=2015-01-03')).json();
    expect(day.data.map((p: { amount: { number: string }; implied: boolean }) => [p.amount.number, p.implied]).sort()).toEqual([['6.5', true], ['6.6', false]]);
    // a written price of that day, or of the day after, is one
    const again = await t.post('/bean/prices', { date: '2015-01-03', currency: 'USD', amount: { number: '6.7', currency: 'CNY' } });
    expect(again.statusCode).toBe(409);
    expect((await t.post('/bean/prices', { date: '2015-01-04', currency: 'USD', amount: { number: '6.7', currency: 'CNY' } })).statusCode).toBe(409);
  });
});
