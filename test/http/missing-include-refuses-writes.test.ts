// Durability QA: with an included file moved away for a moment (a git checkout under way, files
// being reorganised), a back-dated payment was answered 201: checked without that file's entries,
// it broke their balance assertion once the file was back, and bean-check failed. While an include
// matches no file, nothing is written, as while git's conflict markers stand in the ledger.
import { afterEach, describe, expect, test } from 'vitest';
import { readFile, rename } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTestApp, type TestApp } from './test-app.ts';

const MAIN = `option "operating_currency" "CNY"
include "2024.beancount"
2024-01-01 open Assets:Bank CNY
2024-01-01 open Expenses:Food CNY
2024-01-01 open Equity:Opening CNY
`;
const YEAR = `2024-01-02 * "opening"
  Assets:Bank  100 CNY
  Equity:Opening
2024-06-30 balance Assets:Bank  100 CNY
`;
const payment = { date: '2024-04-01', narration: 'Lunch', postings: [{ account: 'Expenses:Food', units: { number: '50', currency: 'CNY' } }, { account: 'Assets:Bank' }] };

let t: TestApp;
afterEach(async () => t?.close());

describe('writes while an include matches no file', () => {
  test('are refused (422 naming the include line, nothing written) until the file is back', async () => {
    t = await makeTestApp(MAIN);
    const included = join(t.dir, '2024.beancount');
    writeFileSync(included, YEAR);
    // with the file there, the assertion refuses the back-dated payment
    expect((await t.post('/bean/transactions', payment)).statusCode).toBe(422);
    await rename(included, `${included}.away`);
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', payment);
    expect(r.statusCode).toBe(422);
    expect(r.json().detail).toMatch(/An include of the ledger matches no file: .* nothing was written/);
    expect(r.json().errors.map((e: { file: string; line: number }) => `${e.file}:${e.line}`)).toEqual(['main.beancount:2']);
    expect(await t.ledgerText()).toBe(before);
    expect((await t.post('/bean/accounts', { name: 'Assets:Cash', date: '2024-01-01' })).statusCode).toBe(422);
    // back: writes are checked against its entries again
    await rename(`${included}.away`, included);
    expect((await t.post('/bean/transactions', payment)).statusCode).toBe(422);
    expect((await t.post('/bean/transactions', { ...payment, date: '2024-07-01' })).statusCode).toBe(201);
    expect(await readFile(included, 'utf8')).toBe(YEAR);
  });
});
