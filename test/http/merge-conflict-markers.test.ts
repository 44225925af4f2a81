// Git QA: with a merge conflict left in an included file, writes were answered 201 and appended
// after it: `git merge --abort` then took them back, and an append that broke a balance assertion
// the conflict already failed was let through (bean-check failed once the conflict was resolved to
// the committed side). While any file of the ledger holds git's conflict markers, nothing is written.
import { afterEach, describe, expect, test } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTestApp, type TestApp } from './test-app.ts';

const MAIN = `option "operating_currency" "CNY"
include "2024.beancount"
2024-01-01 open Assets:Bank CNY
2024-01-01 open Expenses:Food CNY
2024-01-01 open Equity:Opening CNY
`;
const RESOLVED = `2024-01-02 * "opening"
  Assets:Bank  100 CNY
  Equity:Opening
2024-01-10 balance Assets:Bank  100 CNY
`;
const CONFLICTED = `<<<<<<< HEAD
2024-01-02 * "opening"
  Assets:Bank  100 CNY
  Equity:Opening
=======
2024-01-02 * "opening"
  Assets:Bank  150 CNY
  Equity:Opening
>>>>>>> phone
2024-01-10 balance Assets:Bank  100 CNY
`;

const lunch = { date: '2024-01-05', narration: 'Lunch', postings: [{ account: 'Expenses:Food', units: { number: '50', currency: 'CNY' } }, { account: 'Assets:Bank' }] };

let t: TestApp;
afterEach(async () => t?.close());

describe('writes while git conflict markers stand in the ledger', () => {
  test('are refused (422 naming the markers, nothing written) until the conflict is resolved', async () => {
    t = await makeTestApp(MAIN);
    const included = join(t.dir, '2024.beancount');
    await writeFile(included, CONFLICTED);
    const before = await t.ledgerText();
    const r = await t.post('/bean/transactions', lunch);
    expect(r.statusCode).toBe(422);
    expect(r.json().detail).toMatch(/merge conflict markers .* left by git: resolve them \(or abort the merge\) first; nothing was written/);
    expect(r.json().errors.map((e: { file: string; line: number }) => `${e.file}:${e.line}`)).toEqual(['2024.beancount:1', '2024.beancount:5', '2024.beancount:9']);
    expect(await t.ledgerText()).toBe(before);
    expect(await readFile(included, 'utf8')).toBe(CONFLICTED);
    // a write of another kind too
    expect((await t.post('/bean/accounts', { name: 'Assets:Cash', date: '2024-01-01' })).statusCode).toBe(422);
    // resolved: the write is checked against the assertion again (50 out before it breaks it)
    await writeFile(included, RESOLVED);
    expect((await t.post('/bean/transactions', lunch)).statusCode).toBe(422);
    expect((await t.post('/bean/transactions', { ...lunch, date: '2024-01-20' })).statusCode).toBe(201);
  });
});
