// GET /bean/balances against Beancount 2.3's own inventories of the same file: every account's
// positions (units and lots) at full precision, for the whole ledger and at the end of given
// days, on a bean-example ledger (the contract: "The numbers equal Beancount's own inventories").
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { beancountInventories, requireBeancount, type BeancountView } from '../support/beancount.ts';
import { beanExample } from '../support/bean_example.ts';
import { canonicalPosition, theirInventories, type InventoryView } from '../support/inventory_views.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const run = requireBeancount();
const DATES = ['2016-03-31', '2017-12-31', '2019-07-15'];

interface Row {
  account: string;
  positions: { units: { number: string; currency: string }; cost: { number: string; currency: string; date: string | null; label: string | null } | null }[];
}

describe.runIf(run)('balances served equal Beancount\'s inventories', () => {
  let t: TestApp;
  let theirs: BeancountView;

  beforeAll(async () => {
    t = await makeTestApp(beanExample(31, '2015-01-01', '2020-01-01'));
    theirs = beancountInventories(t.ledgerFile, DATES);
  });
  afterAll(async () => {
    await t.close();
  });

  async function served(query: string): Promise<InventoryView> {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 1000) {
      const r = await t.get(`/bean/balances?limit=1000&offset=${offset}${query}`);
      expect(r.statusCode).toBe(200);
      const body = r.json() as { data: Row[]; meta: { total: number } };
      rows.push(...body.data);
      if (rows.length >= body.meta.total) break;
    }
    const view: InventoryView = {};
    for (const row of [...rows].sort((a, b) => (a.account < b.account ? -1 : 1))) view[row.account] = row.positions.map(canonicalPosition).sort();
    return view;
  }

  test('for the whole ledger: the same accounts, each with the same positions, lots included', async () => {
    const expected = theirInventories(theirs.balances['all']!);
    expect(Object.keys(expected).length).toBeGreaterThan(30);
    expect(Object.values(expected).some((positions) => positions.some((p) => !p.endsWith('||||')))).toBe(true); // lots at cost
    expect(await served('')).toEqual(expected);
  });

  test('at the end of given days', async () => {
    for (const date of DATES) expect(await served(`&date=${date}`), date).toEqual(theirInventories(theirs.balances[date]!));
  });
});
