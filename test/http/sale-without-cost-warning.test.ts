// A sale written without a cost from a STRICT account holding lots at cost: Beancount takes it (a
// mixed inventory, no gain booked), so the write stands, but its 201 says so (investor QA s50: the
// gain was lost without a word). A sale from the lots, or one on a NONE account, says nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
2024-01-01 open Assets:Broker:Cash CNY
2024-01-01 open Assets:Broker:SZ300750 SZ300750 "STRICT"
2024-01-01 open Assets:Broker:Short HOOL "NONE"
2024-01-01 open Income:Gains CNY
2024-01-01 open Equity:Opening

2024-01-02 * "buy"
  Assets:Broker:SZ300750  300 SZ300750 {220.50 CNY}
  Assets:Broker:Cash  -66150.00 CNY
2024-01-03 * "long"
  Assets:Broker:Short  2 HOOL {400 CNY}
  Equity:Opening
`;

const sale = (date: string, account: string, units: { number: string; currency: string }, cost?: object) => ({
  date,
  narration: 'sell',
  postings: [
    { account, units, ...(cost === undefined ? {} : { cost }), price: { number: '200.00', currency: 'CNY' } },
    { account: 'Assets:Broker:Cash', units: { number: String(-Number(units.number) * 200) + '.00', currency: 'CNY' } },
    ...(cost === undefined ? [] : [{ account: 'Income:Gains' }]),
  ],
});

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

describe('the 201 of a sale without a cost from lots held at cost', () => {
  test('is written, as Beancount takes it, and warns that the units stand beside the lots with no gain', async () => {
    const res = await t.post('/bean/transactions', sale('2024-02-01', 'Assets:Broker:SZ300750', { number: '-10', currency: 'SZ300750' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([
      'Assets:Broker:SZ300750 holds SZ300750 at cost (1 lot), and this sale has no cost: its units stand beside the lots as -10 SZ300750 held without cost and no gain is booked, as Beancount books it; to sell from the lots, write the posting with "cost": {} (or the lot\'s date or label)',
    ]);
  });

  test('a sale from the lots says nothing', async () => {
    const res = await t.post('/bean/transactions', sale('2024-02-02', 'Assets:Broker:SZ300750', { number: '-10', currency: 'SZ300750' }, {}));
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toBeUndefined();
  });

  test('nor one on a NONE account, where units without cost beside lots are how Beancount books', async () => {
    const res = await t.post('/bean/transactions', sale('2024-02-03', 'Assets:Broker:Short', { number: '-1', currency: 'HOOL' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toBeUndefined();
  });
});
