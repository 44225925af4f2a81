// A range whose `from` is after its `to` holds no date: it answered 200 with an empty list, which
// a client that swapped the two took for a ledger without such transactions. Now a 400 that says
// so, on both routes that take a range; a range of one day (from = to) is still a range.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeTestApp, SAMPLE_LEDGER, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(`${SAMPLE_LEDGER}\n2024-01-05 price USD 7.10 CNY\n`);
});
afterAll(async () => {
  await t.close();
});

describe('from after to', () => {
  test.each(['/bean/transactions?from=2024-02-01&to=2024-01-01', '/bean/prices?currency=USD&from=2024-02-01&to=2024-01-01'])('%s is a 400 naming both dates', async (url) => {
    const r = await t.get(url);
    expect(r.statusCode).toBe(400);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(r.json()).toMatchObject({ detail: 'from (2024-02-01) is after to (2024-01-01): no date is in that range.', errors: [{ path: 'querystring/from', message: 'must not be after to' }] });
  });

  test('a range of one day, and the same range the right way round, answer 200', async () => {
    const all = (await t.get('/bean/transactions?from=2024-01-01&to=2024-02-01')).json() as { data: { date: string }[] };
    expect(all.data.length).toBeGreaterThan(0);
    const day = all.data[0]!.date;
    const one = await t.get(`/bean/transactions?from=${day}&to=${day}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as { data: { date: string }[] }).data.every((x) => x.date === day)).toBe(true);
    const prices = await t.get('/bean/prices?currency=USD&from=2024-01-05&to=2024-01-05');
    expect(prices.statusCode).toBe(200);
    expect((prices.json() as { data: unknown[] }).data).toHaveLength(1);
  });
});
