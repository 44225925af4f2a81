// QA traveler (session 41): the draft of a charge in another currency than the card named holds
// carries the price the card billed it at (price, total_price), as POST /bean/transactions takes
// them; the route's schema dropped any field of a posting but account and units.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';
import { TRAVEL_LEDGER } from '../nlp/travel-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(TRAVEL_LEDGER);
});
afterAll(async () => {
  await t.close();
});

const parse = (text: string) => t.post('/bean/nlp/parse', { text, reference_date: '2025-10-05' });

describe('POST /bean/nlp/parse, a charge on a card of another currency', () => {
  test('answers the price per unit, and the draft posts as it is', async () => {
    const r = await parse('在东京吃拉面 1200日元 信用卡');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().postings).toEqual([
      { account: 'Expenses:Food', units: { number: '1200', currency: 'JPY' }, price: { number: '0.04812', currency: 'CNY' } },
      { account: 'Liabilities:CreditCard:CMB', units: { number: '-57.744', currency: 'CNY' } },
    ]);
    const { date, payee, narration, postings } = r.json();
    const posted = await t.post('/bean/transactions', { date, payee, narration, postings });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await t.ledgerText()).toMatch(/Expenses:Food\s+1200 JPY @ 0\.04812 CNY\n\s+Liabilities:CreditCard:CMB\s+-57\.744 CNY/);
  });

  test('answers the amount billed as the total price, and the draft posts as it is', async () => {
    const r = await parse('拉面 1200日元 信用卡 入账 57.74元');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().postings).toEqual([
      { account: 'Expenses:Food', units: { number: '1200', currency: 'JPY' }, total_price: { number: '57.74', currency: 'CNY' } },
      { account: 'Liabilities:CreditCard:CMB', units: { number: '-57.74', currency: 'CNY' } },
    ]);
    const { date, narration, postings } = r.json();
    const posted = await t.post('/bean/transactions', { date, narration, postings });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await t.ledgerText()).toMatch(/Expenses:Food\s+1200 JPY @@ 57\.74 CNY/);
  });
});
