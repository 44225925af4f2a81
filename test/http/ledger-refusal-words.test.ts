// QA of the error answers: every 422 of a transaction the ledger refused had the same detail,
// "The ledger would not pass its checks with this change; nothing was written.", and an empty
// path; only Beancount's message said why. The detail now says it in plain words, the path names
// the posting's field, and Beancount's message stays in errors[].message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Fees
2000-01-01 open Assets:Cash CNY
2020-01-01 open Assets:Broker:Cash USD
2020-01-01 open Assets:Broker:HOOL HOOL "FIFO"
2025-06-01 open Assets:Bank:Old CNY
2026-03-01 close Assets:Bank:Old
2026-06-01 open Assets:Bank:New CNY
2025-01-01 open Assets:Wallet CNY,HKD

2025-02-01 * "Broker" "buy HOOL"
  Assets:Broker:HOOL  10 HOOL {100.00 USD}
  Assets:Broker:Cash  -1000.00 USD

2025-03-01 * "Broker" "buy HOOL"
  Assets:Broker:HOOL  5 HOOL {120.00 USD}
  Assets:Broker:Cash  -600.00 USD
`;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

const cny = (number: string) => ({ number, currency: 'CNY' });

async function refused(body: unknown) {
  const before = await t.ledgerText();
  const r = await t.post('/bean/transactions', body);
  expect(r.statusCode, r.body).toBe(422);
  expect(await t.ledgerText()).toBe(before);
  return r.json() as { detail: string; errors: { path: string; message: string }[] };
}

describe('a transaction the ledger refuses says why in its detail, and where in the body', () => {
  test('an account the ledger does not have, with the one meant', async () => {
    const r = await refused({ date: '2026-11-01', postings: [{ account: 'Expenses:Fod', units: cny('32.00') }, { account: 'Assets:Cash' }] });
    expect(r.detail).toBe('Expenses:Fod is not an open account of this ledger (did you mean Expenses:Food?); nothing was written.');
    expect(r.errors).toMatchObject([{ path: 'body/postings/0/account', message: "Invalid reference to unknown account 'Expenses:Fod'" }]);
    const far = await refused({ date: '2026-11-01', postings: [{ account: 'Expenses:Travel', units: cny('32.00') }, { account: 'Assets:Cash' }] });
    expect(far.detail).toBe('Expenses:Travel is not an open account of this ledger; nothing was written.');
  });

  test('an account not open yet on the date, and one closed by then', async () => {
    const early = await refused({ date: '2026-05-01', postings: [{ account: 'Assets:Cash', units: cny('-5') }, { account: 'Assets:Bank:New' }] });
    expect(early.detail).toBe("Assets:Bank:New is opened on 2026-06-01, after this transaction's date 2026-05-01; nothing was written.");
    expect(early.errors).toMatchObject([{ path: 'body/postings/1/account', message: "Invalid reference to inactive account 'Assets:Bank:New'" }]);
    const late = await refused({ date: '2026-04-01', postings: [{ account: 'Assets:Bank:Old', units: cny('32.00') }, { account: 'Assets:Cash' }] });
    expect(late.detail).toBe("Assets:Bank:Old was closed on 2026-03-01, before this transaction's date 2026-04-01; nothing was written.");
    expect(late.errors).toMatchObject([{ path: 'body/postings/0/account', message: "Invalid reference to inactive account 'Assets:Bank:Old'" }]);
  });

  test('a currency the account does not take', async () => {
    const r = await refused({ date: '2026-11-01', postings: [{ account: 'Assets:Cash', units: { number: '-5.00', currency: 'USD' } }, { account: 'Expenses:Food' }] });
    expect(r.detail).toBe('Assets:Cash takes only CNY, not USD; nothing was written.');
    expect(r.errors).toMatchObject([{ path: 'body/postings/0/units/currency', message: "Invalid currency USD for account 'Assets:Cash'" }]);
    const two = await refused({ date: '2026-11-01', postings: [{ account: 'Assets:Wallet', units: { number: '-5.00', currency: 'USD' } }, { account: 'Expenses:Food' }] });
    expect(two.detail).toBe('Assets:Wallet takes only CNY and HKD, not USD; nothing was written.');
  });

  test('a currency the service filled in itself says the amount was interpolated (QA: "Invalid currency USD" though no USD was written)', async () => {
    const r = await refused({
      date: '2026-11-01',
      postings: [{ account: 'Assets:Broker:HOOL', units: { number: '1', currency: 'HOOL' }, cost: { number: '100', currency: 'USD' } }, { account: 'Assets:Cash' }],
    });
    expect(r.detail).toBe('Assets:Cash takes only CNY, not USD: its amount was left out and interpolated as -100 USD to balance the other postings; give its amount in CNY (with a price or cost for the rest); nothing was written.');
    expect(r.errors).toMatchObject([{ path: 'body/postings/1', message: "Invalid currency USD for account 'Assets:Cash'" }]);
  });

  test('two postings of the account: no field named; an error of the whole transaction keeps the general words', async () => {
    const twice = await refused({ date: '2026-11-01', postings: [{ account: 'Expenses:Fod', units: cny('2') }, { account: 'Expenses:Fod', units: cny('3') }, { account: 'Assets:Cash' }] });
    expect(twice.errors.map((e) => e.path)).toEqual(['']);
    const unbalanced = await refused({ date: '2026-11-01', postings: [{ account: 'Expenses:Food', units: cny('32.01') }, { account: 'Assets:Cash', units: cny('-32.00') }] });
    expect(unbalanced.detail).toBe('The ledger would not pass its checks with this change; nothing was written.');
    expect(unbalanced.errors).toMatchObject([{ path: '', message: 'Transaction does not balance: (0.01 CNY)' }]);
  });
});

describe('a sale the lots do not allow says which lot was asked for and which are held', () => {
  const hool = (number: string) => ({ number, currency: 'HOOL' });
  const usd = (number: string) => ({ number, currency: 'USD' });

  test('a cost that matches no lot (QA: Python\'s repr of the posting, CostSpec(number_per=Decimal(...)))', async () => {
    const r = await refused({ date: '2026-11-01', postings: [{ account: 'Assets:Broker:HOOL', units: hool('-5'), cost: usd('999.00') }, { account: 'Assets:Broker:Cash', units: usd('4995.00') }] });
    const holds = 'it holds 10 HOOL at 100.00 USD from 2025-02-01 and 5 HOOL at 120.00 USD from 2025-03-01 on 2026-11-01';
    expect(r.detail).toBe(`no lot of Assets:Broker:HOOL matches the one asked for (-5 HOOL at 999.00 USD): ${holds}; give the cost (or date or label) of a lot held, or "cost": {} to let the account's booking method choose; nothing was written.`);
    // Beancount's own words stay in the message, without a server path
    expect(r.errors[0]!.message).toMatch(/^No position matches "Posting\(account='Assets:Broker:HOOL', units=-5 HOOL, cost=CostSpec\(number_per=Decimal\('999.00'\)/);
    expect(JSON.stringify(r)).not.toContain(t.dir);
    const dated = await refused({ date: '2026-11-01', postings: [{ account: 'Assets:Broker:HOOL', units: hool('-5'), cost: { ...usd('100.00'), date: '2025-02-02' } }, { account: 'Assets:Broker:Cash', units: usd('500.00') }] });
    expect(dated.detail).toBe(`no lot of Assets:Broker:HOOL matches the one asked for (-5 HOOL at 100.00 USD from 2025-02-02): ${holds}; give the cost (or date or label) of a lot held, or "cost": {} to let the account's booking method choose; nothing was written.`);
  });

  test('a negative cost says so in words (QA: Cost(number=Decimal(\'-5\'), ...))', async () => {
    const r = await refused({ date: '2026-11-01', postings: [{ account: 'Assets:Broker:HOOL', units: hool('1'), cost: usd('-5') }, { account: 'Assets:Broker:Cash' }] });
    expect(r.detail).toBe('a cost of -5 USD per unit is negative: a lot is held at a positive cost (to sell, write the units negative with the cost of a lot held, or "cost": {}); nothing was written.');
    expect(r.errors).toMatchObject([{ path: 'body/postings/0', message: expect.stringMatching(/^Cost is negative: /) }]);
  });

  test('a sale without a cost from lots held at cost hints "cost": {}', async () => {
    const r = await refused({ date: '2026-11-01', postings: [{ account: 'Assets:Broker:HOOL', units: hool('-5') }, { account: 'Assets:Broker:Cash', units: usd('500.00') }] });
    expect(r.detail).toBe('the transaction does not balance (500.00 USD, -5 HOOL left over): Assets:Broker:HOOL holds HOOL at cost, and posting 0 sells HOOL without one; add "cost": {} to it to sell from the lots held (and post the gain to an income account); nothing was written.');
    expect(r.errors).toMatchObject([{ path: '', message: 'Transaction does not balance: (500.00 USD, -5 HOOL)' }]);
  });
});

// (sync QA: an expense synced late, dated before a balance assertion it breaks, was told only
// "The ledger would not pass its checks with this change": the phone could not say which check)
describe('a write that would make a balance assertion fail says which, in words', () => {
  test('its date, account, what it expects and what the account would hold', async () => {
    const app = await makeTestApp(`${LEDGER}
2025-01-05 * "opening"
  Assets:Wallet  1000.00 CNY
  Expenses:Food  -1000.00 CNY
2025-11-20 balance Assets:Wallet  1000.00 CNY
`);
    try {
      const r = await app.post('/bean/transactions', { date: '2025-11-10', postings: [{ account: 'Expenses:Food', units: cny('50.00') }, { account: 'Assets:Wallet' }] });
      expect(r.statusCode).toBe(422);
      expect(r.json().detail).toBe(
        'the balance assertion of 2025-11-20 on Assets:Wallet would fail: it expects 1000.00 CNY, the account would hold 950.00 CNY (50.00 too little); date the entry after 2025-11-20, or correct it or the assertion; nothing was written.',
      );
      expect(r.json().errors).toMatchObject([{ message: "Balance failed for 'Assets:Wallet': expected 1000.00 CNY != accumulated 950.00 CNY (50.00 too little)" }]);
      expect((await app.post('/bean/transactions', { date: '2025-11-21', postings: [{ account: 'Expenses:Food', units: cny('50.00') }, { account: 'Assets:Wallet' }] })).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  // (big-ledger QA: 171 failing assertions made a 38 KB detail, newest first, its advice to date
  // the entry eleven years after it)
  test('several: said together, the first three in words and the rest counted, with one advice; every one in errors, oldest first', async () => {
    const months = Array.from({ length: 6 }, (_, i) => `2025-0${i + 2}-01 balance Assets:Wallet  1000.00 CNY`).join('\n');
    const app = await makeTestApp(`${LEDGER}
2025-01-05 * "opening"
  Assets:Wallet  1000.00 CNY
  Expenses:Food  -1000.00 CNY
${months}
`);
    try {
      const r = await app.post('/bean/transactions', { date: '2025-01-10', postings: [{ account: 'Expenses:Food', units: cny('50.00') }, { account: 'Assets:Wallet' }] });
      expect(r.statusCode).toBe(422);
      // (recheck QA: the first advice named the first assertion's date, the one date that cannot work)
      expect(r.json().detail).toBe(
        '6 balance assertions would fail: of 2025-02-01 on Assets:Wallet (it expects 1000.00 CNY, the account would hold 950.00 CNY (50.00 too little)), of 2025-03-01 on Assets:Wallet (it expects 1000.00 CNY, the account would hold 950.00 CNY (50.00 too little)), of 2025-04-01 on Assets:Wallet (it expects 1000.00 CNY, the account would hold 950.00 CNY (50.00 too little)), and 3 more (each one in errors); date the entry after 2025-07-01, or correct it or the assertions; nothing was written.',
      );
      const two = await app.post('/bean/transactions', { date: '2025-05-10', postings: [{ account: 'Expenses:Food', units: cny('50.00') }, { account: 'Assets:Wallet' }] });
      expect(two.json().detail).toBe(
        '2 balance assertions would fail: of 2025-06-01 on Assets:Wallet (it expects 1000.00 CNY, the account would hold 950.00 CNY (50.00 too little)), of 2025-07-01 on Assets:Wallet (it expects 1000.00 CNY, the account would hold 950.00 CNY (50.00 too little)); date the entry after 2025-07-01, or correct it or the assertions; nothing was written.',
      );
      const errors = r.json().errors as { message: string; line: number }[];
      expect(errors.filter((e) => e.message.startsWith('Balance failed')).length).toBe(6);
      const lines = errors.map((e) => e.line);
      expect(lines).toHaveLength(6);
      expect(lines).toEqual([...lines].sort((a, b) => a - b));
    } finally {
      await app.close();
    }
  });
});
