// A transaction whose interpolated amount is a large whole number (QA: 1e30 units and nothing
// else) is accepted, as bean-check accepts it; only an amount Beancount 2.3 must round to more
// than 28 digits (next to 0.01 of the same currency) is refused.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { beanCheck, hasBeanCheck, makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = '2000-01-01 open Assets:Cash\n2000-01-01 open Income:Salary\n';
const withBeanCheck = hasBeanCheck();

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp(LEDGER);
});
afterEach(async () => {
  await t.close();
});

const salary = (number: string, extra: { account: string; units: { number: string; currency: string } }[] = []) => ({
  date: '2024-02-02',
  narration: 'big',
  postings: [{ account: 'Income:Salary', units: { number, currency: 'XYZ' } }, ...extra, { account: 'Assets:Cash' }],
});

describe('POST /bean/transactions with an interpolated amount beyond 28 digits', () => {
  for (const [number, cash] of [['1e30', `-1${'0'.repeat(30)}`], ['+257e+30', `-257${'0'.repeat(30)}`]] as const) {
    test(`${number} units: 201, the file passes bean-check, the balance is the amount`, async () => {
      const r = await t.post('/bean/transactions', salary(number));
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json().postings[1]).toMatchObject({ account: 'Assets:Cash', units: { number: cash, currency: 'XYZ' }, interpolated: true });
      if (withBeanCheck) expect(beanCheck(t.ledgerFile)).toEqual({ ok: true, output: '' });
      const balances = await t.get('/bean/balances?account=Assets:Cash');
      expect(balances.json().data[0].units).toEqual([{ number: cash, currency: 'XYZ' }]);
    });
  }

  test('1e30 next to 0.01 XYZ, which Beancount cannot round to cents: 422, nothing written', async () => {
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', salary('1e30', [{ account: 'Income:Salary', units: { number: '0.01', currency: 'XYZ' } }]));
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^The interpolated amount -1000000000000000000000000000000\.00 XYZ has more than 28 digits/) })]);
    expect(await t.ledgerText()).toBe(before);
  });
});
