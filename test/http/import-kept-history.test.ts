// Imports plan against what the store keeps of the ledger for them (ImportHistory: import ids,
// amounts booked per account, payees seen, first uses), built once per state of the ledger and
// followed as writes append: a second import after a write does not pass over the whole ledger
// again, and still sees what the write added (a second upload of the same file imports nothing;
// a row of another file with the amount and date of an imported one is a duplicate).
//
// The builds are counted by spying on ImportHistory's (private) build methods: nothing in the
// service changes for the test.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { appendFile, writeFile } from 'node:fs/promises';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';
import { ImportHistory } from '../../src/importers/ledger-index.ts';

const LEDGER = `option "operating_currency" "CNY"

2024-01-01 open Assets:Bank:Checking CNY
2024-01-01 open Expenses:Food
2024-01-01 open Income:Salary

2024-01-05 * "盒马" "groceries"
  Expenses:Food  35.20 CNY
  Assets:Bank:Checking

2024-01-06 * "公司" "salary"
  Assets:Bank:Checking  5000.00 CNY
  Income:Salary
`;

const HEADER = '交易日期,摘要,交易对方,收入,支出,余额';
/** A bank CSV of these rows: [date, narration, payee, income, expense]. */
function csv(...rows: [string, string, string, string, string][]): Buffer {
  return Buffer.from([HEADER, ...rows.map((r) => `${r.join(',')},`), ''].join('\n'), 'utf8');
}

const FIRST = csv(['2024-01-20', '消费', '全家', '', '12.50'], ['2024-01-21', '消费', '星巴克', '', '33.00'], ['2024-01-22', '工资', '公司', '5000.00', '']);
// A movement booked through POST /bean/transactions meanwhile (48.00 on the 23rd), and a new one.
const SECOND = csv(['2024-01-24', '消费', '美团外卖', '', '48.00'], ['2024-01-25', '消费', '盒马', '', '61.30']);

interface Report {
  imported: number;
  duplicates: number;
  transactions: { date: string; payee: string | null }[];
}

/** Spies on each build of the history's parts: how many times each ran. */
function countBuilds() {
  const proto = ImportHistory.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const names = ['buildImportIds', 'buildBooked', 'buildPayeeHistory', 'buildFirstUse', 'buildOpened', 'buildIdFamilies', 'buildItems'];
  const spies = names.map((name) => [name, vi.spyOn(proto, name)] as const);
  return () => Object.fromEntries(spies.map(([name, spy]) => [name, spy.mock.calls.length]));
}

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp(LEDGER, { today: () => '2024-02-01' });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

async function upload(content: Buffer, fields: Record<string, string> = {}): Promise<Report> {
  const { payload, headers } = await multipart({ account: 'Assets:Bank:Checking', ...fields }, 'bank.csv', content, 'text/csv');
  const r = await t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload, headers });
  expect(r.statusCode, r.body).toBe(fields.dry_run === 'true' ? 200 : 201);
  return r.json() as Report;
}

describe('POST /bean/import/files plans with the history the store keeps', () => {
  test('dry runs and imports after writes build each part once, and see what was written', async () => {
    const builds = countBuilds();
    const dry = await upload(FIRST, { dry_run: 'true' });
    expect([dry.imported, dry.duplicates]).toEqual([3, 0]);
    const afterDryRun = builds();
    // The first plan built what it looked up (ids, amounts booked, payees...).
    expect(afterDryRun.buildImportIds).toBe(1);
    expect(afterDryRun.buildBooked).toBe(1);

    await upload(FIRST, { dry_run: 'true' });
    const first = await upload(FIRST);
    expect([first.imported, first.duplicates]).toEqual([3, 0]);
    // A write between: the second file's row of that movement is found among the booked amounts.
    const booked = await t.post('/bean/transactions', { date: '2024-01-23', payee: '美团', narration: 'dinner', postings: [{ account: 'Expenses:Food', units: { number: '48.00', currency: 'CNY' } }, { account: 'Assets:Bank:Checking' }] });
    expect(booked.statusCode, booked.body).toBe(201);
    const second = await upload(SECOND);
    expect([second.imported, second.duplicates]).toEqual([1, 1]);
    expect(second.transactions.map((x) => x.payee)).toEqual(['盒马']);
    // The same file again: every row's import_id is already in the ledger.
    const again = await upload(FIRST);
    expect([again.imported, again.duplicates]).toEqual([0, 3]);
    const againDry = await upload(SECOND, { dry_run: 'true' });
    expect([againDry.imported, againDry.duplicates]).toEqual([0, 2]);
    // Two items typed as one payment: each is found among the items of what was written.
    const items = await t.post('/bean/transactions', { date: '2024-01-27', narration: 'bread and milk', postings: [{ account: 'Expenses:Food', units: { number: '7.00', currency: 'CNY' } }, { account: 'Expenses:Food', units: { number: '9.00', currency: 'CNY' } }, { account: 'Assets:Bank:Checking' }] });
    expect(items.statusCode, items.body).toBe(201);
    const third = await upload(csv(['2024-01-27', '消费', '面包店', '', '7.00'], ['2024-01-27', '消费', '便利店', '', '9.00']), { dry_run: 'true' });
    expect([third.imported, third.duplicates]).toEqual([0, 2]);

    // Nothing was built again: the writes were appends, followed in place.
    expect(builds()).toEqual(afterDryRun);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');
  });

  test('a transaction appended to the file by hand is seen by the next import, without a rebuild', async () => {
    const builds = countBuilds();
    expect((await upload(FIRST, { dry_run: 'true' })).imported).toBe(3);
    const before = builds();
    // Someone books the 12.50 by hand (another payee, so another import id would be made).
    await appendFile(t.ledgerFile, '\n2024-01-19 * "FamilyMart" "by hand"\n  Expenses:Food  12.50 CNY\n  Assets:Bank:Checking\n');
    const report = await upload(FIRST, { dry_run: 'true' });
    expect([report.imported, report.duplicates]).toEqual([2, 1]);
    expect(builds()).toEqual(before);
  });

  test('an edit that is not an append (the file rewritten) plans against a fresh history', async () => {
    const builds = countBuilds();
    await upload(FIRST);
    const built = builds().buildImportIds!;
    // The imported rows are removed by hand: the file no longer holds their import ids.
    await writeFile(t.ledgerFile, LEDGER + '\n; rewritten\n');
    const report = await upload(FIRST, { dry_run: 'true' });
    expect([report.imported, report.duplicates]).toEqual([3, 0]);
    expect(builds().buildImportIds).toBe(built + 1);
  });
});
