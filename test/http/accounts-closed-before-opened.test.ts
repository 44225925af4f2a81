// An account whose close is dated before its open: Beancount's getters.get_account_open_close
// pairs its first open and its first close whatever their order (open 2020-01-01, close
// 2019-06-01, and bean-check reports the close), so GET /bean/accounts lists it as closed.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';

const LEDGER = `2019-06-01 close Assets:Early
2020-01-01 open Assets:Early
2020-01-01 open Assets:Other
`;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

const listed = async (status: string) => ((await t.get(`/bean/accounts?status=${status}`)).json() as { data: { name: string; open_date: string; close_date: string | null }[] }).data;

test('status=all gives it its open date and the earlier close date', async () => {
  expect(await listed('all')).toEqual([
    expect.objectContaining({ name: 'Assets:Early', open_date: '2020-01-01', close_date: '2019-06-01' }),
    expect.objectContaining({ name: 'Assets:Other', open_date: '2020-01-01', close_date: null }),
  ]);
});

test('it is listed as closed, not as open', async () => {
  expect((await listed('closed')).map((a) => a.name)).toEqual(['Assets:Early']);
  expect((await listed('open')).map((a) => a.name)).toEqual(['Assets:Other']);
});
