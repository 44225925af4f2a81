// QA of session 31: a transaction read with GET and posted back (to copy it to another date) was
// ten 400s: the posting `flag` and `interpolated` GET answers, a `cost`/`price` of null, a lot's
// null date; and an `id` was refused without a reason. Such a body is taken now (the flag written,
// the rest as null means none), and a sale from an AVERAGE account says what to do.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a transaction read and sent back', () => {
  test('is written again, a posting flag included, nulls taken as none', async () => {
    const first = await t.post('/bean/transactions', {
      date: '2024-02-01',
      narration: 'Buy with a flagged posting',
      postings: [
        { account: 'Assets:Broker', flag: '!', units: { number: '2', currency: 'HOOL' }, cost: { number: '100.00', currency: 'USD' } },
        { account: 'Assets:Broker' },
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await t.ledgerText()).toContain('  ! Assets:Broker  2 HOOL {100.00 USD}');
    const read = (await t.get(`/bean/transactions/${first.json().id}`)).json();
    expect(read.postings[0]).toMatchObject({ flag: '!', cost: { date: '2024-02-01' } });
    expect(read.postings[1]).toMatchObject({ flag: null, cost: null, price: null, interpolated: true });

    const { id: _id, ...copy } = read;
    copy.date = '2024-02-02';
    copy.postings[0].cost.date = null;
    copy.postings[1].flag = 'M';
    const again = await t.post('/bean/transactions', copy);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().postings.map((p: { flag: string | null }) => p.flag)).toEqual(['!', 'M']);
    const text = await t.ledgerText();
    expect(text).toContain('2024-02-02 * "Buy with a flagged posting"\n  ! Assets:Broker  2 HOOL {100.00 USD}\n  M Assets:Broker  -200.00 USD');
    if (requireBeancount()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('an id is refused with what to do, a flag other than * and ! with the ones taken', async () => {
    const before = await t.ledgerText();
    const withId = await t.post('/bean/transactions', { id: 'abc', date: '2024-02-03', postings: [{ account: 'Assets:Cash', units: { number: '1', currency: 'CNY' } }, { account: 'Expenses:Food' }] });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors).toEqual([{ path: 'body/id', message: 'is not allowed: a POST writes something new, it changes nothing that exists (leave id out)' }]);
    const oddFlag = await t.post('/bean/transactions', { date: '2024-02-03', postings: [{ account: 'Assets:Cash', flag: 'x', units: { number: '1', currency: 'CNY' } }, { account: 'Expenses:Food' }] });
    expect(oddFlag.statusCode).toBe(400);
    expect(oddFlag.json().errors).toEqual([{ path: 'body/postings/0/flag', message: 'must be one of "*", "!", "&", "#", "?", "%", "P", "S", "T", "C", "U", "R", "M", null' }]);
    expect(await t.ledgerText()).toBe(before);
  });

  test('a total cost may be a JSON number, as a per-unit one may', async () => {
    const r = await t.post('/bean/transactions', { date: '2024-02-04', postings: [{ account: 'Assets:Broker', units: { number: 3, currency: 'HOOL' }, cost: { number_total: 400.5, currency: 'USD' } }, { account: 'Assets:Broker' }] });
    expect(r.statusCode, r.body).toBe(201);
    expect(await t.ledgerText()).toContain('Assets:Broker  3 HOOL {{400.5 USD}}');
  });
});

describe('an account booked AVERAGE', () => {
  test('refuses a sale (as Beancount 2.3 does) and says which booking methods sell', async () => {
    expect((await t.post('/bean/accounts', { name: 'Assets:Avg', date: '2024-01-01', booking: 'AVERAGE' })).statusCode).toBe(201);
    const buy = await t.post('/bean/transactions', { date: '2024-03-01', postings: [{ account: 'Assets:Avg', units: { number: '4', currency: 'HOOL' }, cost: { number: '10', currency: 'USD' } }, { account: 'Assets:Broker' }] });
    expect(buy.statusCode, buy.body).toBe(201);
    const before = await t.ledgerText();
    const sell = await t.post('/bean/transactions', { date: '2024-03-02', postings: [{ account: 'Assets:Avg', units: { number: '-1', currency: 'HOOL' }, cost: { number: '10', currency: 'USD' } }, { account: 'Assets:Broker' }] });
    expect(sell.statusCode).toBe(422);
    expect(sell.json().detail).toMatch(/books no sale from an account opened with "AVERAGE".*FIFO, LIFO, STRICT or NONE/);
    expect(sell.json().errors.map((e: { message: string }) => e.message)).toContain('AVERAGE method is not supported');
    expect(await t.ledgerText()).toBe(before);
  });
});

describe('a posting the ledger refuses', () => {
  test('is named by its path in the body', async () => {
    const r = await t.post('/bean/transactions', {
      date: '2024-04-01',
      postings: [
        { account: 'Assets:Cash', units: { number: '-5', currency: 'CNY' } },
        { account: 'Assets:Broker', units: { number: '1', currency: 'HOOL' }, cost: { number: '-5', currency: 'CNY' } },
        { account: 'Expenses:Food', units: { number: '11', currency: 'CNY' } },
      ],
    });
    expect(r.statusCode).toBe(422);
    const errors = r.json().errors as { path: string; message: string }[];
    expect(errors.find((e) => e.message.startsWith('Cost is negative'))?.path).toBe('body/postings/1');
    // an error of the whole transaction names none
    expect(errors.find((e) => e.message.startsWith('Transaction does not balance'))?.path).toBe('');
  });
});
