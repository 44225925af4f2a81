// A row found a duplicate only by its amount can be imported anyway (newcomer QA s50: a real 4.00
// metro ride was dropped as the duplicate of another 4.00 ride typed two days later, with no way
// to import it): keep_rows names it, the dry run's reason says how, and importing the same file
// again still adds nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, beanCheck, hasBeanCheck, makeTestApp, multipart, type TestApp } from './test-app.ts';

const LEDGER = `option "operating_currency" "CNY"

2024-01-01 open Assets:Bank CNY
2024-01-01 open Expenses:Transport

2024-01-28 * "杭州地铁" "地铁"
  Expenses:Transport  4.00 CNY
  Assets:Bank
`;
const CSV = Buffer.from('Date,Payee,Amount\n2024-01-20,Shop,-5.00\n2024-01-26,杭州地铁,-4.00\n');

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp(LEDGER);
});
afterAll(async () => {
  await t.close();
});

async function upload(fields: Record<string, string>) {
  const form = await multipart({ account: 'Assets:Bank', ...fields }, 'statement.csv', CSV, 'text/csv');
  return t.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload: form.payload, headers: form.headers });
}

describe('keep_rows', () => {
  test('the dry run says how to import a duplicate by amount; keep_rows imports it; the same file again adds nothing', async () => {
    const dry = await upload({ dry_run: 'true' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ imported: 1, duplicates: 1 });
    const [duplicate] = dry.json().duplicate_rows as { row: number; reason: string }[];
    expect(duplicate!.reason).toBe(`matches the transaction of 2024-01-28 on the same account with the same amount; send keep_rows=${duplicate!.row} to import it anyway`);

    const kept = await upload({ keep_rows: String(duplicate!.row) });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ imported: 2, duplicates: 0, duplicate_rows: [] });
    const text = await t.ledgerText();
    expect(text).toMatch(/2024-01-26 [*!] "杭州地铁"/);
    // the ride typed by hand is still there, once
    expect(text.match(/2024-01-28 \* "杭州地铁"/g)).toHaveLength(1);
    if (hasBeanCheck()) expect(beanCheck(t.ledgerFile).output).toBe('');

    for (const fields of [{}, { keep_rows: String(duplicate!.row) }] as Record<string, string>[]) {
      const again = await upload(fields);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ imported: 0, duplicates: 2 });
      // by its import id now: no way to import it twice
      for (const d of again.json().duplicate_rows as { reason: string }[]) expect(d.reason).toMatch(/^already imported \(import_id /);
    }
    expect(await t.ledgerText()).toBe(text);
  });

  test('the transaction a kept row matched is left for another row of the same amount', async () => {
    const other = await makeTestApp(LEDGER);
    try {
      const csv = Buffer.from('Date,Payee,Amount\n2024-01-27,杭州地铁,-4.00\n2024-01-29,杭州地铁,-4.00\n');
      const send = async (fields: Record<string, string>) => {
        const form = await multipart({ account: 'Assets:Bank', dry_run: 'true', ...fields }, 'statement.csv', csv, 'text/csv');
        return (await other.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload: form.payload, headers: form.headers })).json();
      };
      const plain = await send({});
      expect(plain).toMatchObject({ imported: 1, duplicates: 1 });
      const [first] = plain.duplicate_rows as { row: number; date: string }[];
      const kept = await send({ keep_rows: String(first!.row) });
      expect(kept).toMatchObject({ imported: 1, duplicates: 1 });
      const [second] = kept.duplicate_rows as { row: number; date: string }[];
      expect(second!.row).not.toBe(first!.row);
      expect(kept.transactions[0].date).toBe(first!.date);
      // both kept: both imported
      expect(await send({ keep_rows: `${first!.row}, ${second!.row}` })).toMatchObject({ imported: 2, duplicates: 0 });
    } finally {
      await other.close();
    }
  });

  test('a row keep_rows cannot keep is said, not ignored: no such row, or a row already imported', async () => {
    const other = await makeTestApp(LEDGER);
    try {
      const send = async (fields: Record<string, string>) => {
        const form = await multipart({ account: 'Assets:Bank', ...fields }, 'statement.csv', CSV, 'text/csv');
        return (await other.request({ method: 'POST', url: `${BASE}/bean/import/files`, payload: form.payload, headers: form.headers })).json();
      };
      const first = await send({ keep_rows: '99' });
      expect(first).toMatchObject({ imported: 1, duplicates: 1 });
      expect(first.warnings).toContainEqual({ row: 99, message: 'keep_rows names row 99, which is no transaction row of this file: nothing was kept' });
      // the row imported just now, a duplicate by its import id from here on
      const dry = await send({ dry_run: 'true' });
      const row = (dry.duplicate_rows as { row: number; reason: string }[]).find((d) => d.reason.startsWith('already imported'))!.row;
      const again = await send({ keep_rows: String(row) });
      expect(again).toMatchObject({ imported: 0 });
      const said = (again.warnings as { row: number; message: string }[]).find((w) => w.row === row);
      expect(said?.message).toMatch(new RegExp(`^keep_rows names row ${row}, a duplicate by more than its amount \\(already imported \\(import_id .*\\): it is not imported again$`));
    } finally {
      await other.close();
    }
  });

  test('keep_rows that are not row numbers are a 400', async () => {
    const res = await upload({ keep_rows: 'row 3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'keep_rows', message: 'must be row numbers separated by commas, as duplicate_rows gives them (4,9)' }]);
  });
});
