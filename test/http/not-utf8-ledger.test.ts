// A ledger saved in GBK by mistake: /health said nothing and a write answered 201, appending
// UTF-8 to a GBK file (text QA). Health now warns, naming the line, and a write is a 422 that
// changes nothing, as Fava refuses to write to such a file.
import { afterEach, describe, expect, test } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { makeTestApp, type TestApp } from './test-app.ts';

// 食堂 / 午饭 in GBK.
const GBK_PAYEE = Buffer.from([0xca, 0xb3, 0xcc, 0xc3]);
const GBK_NARRATION = Buffer.from([0xce, 0xe7, 0xb7, 0xb9]);
const LEDGER = Buffer.concat([
  Buffer.from('2020-01-01 open Assets:Cash\n2020-01-01 open Expenses:Food\n2020-01-02 * "'),
  GBK_PAYEE,
  Buffer.from('" "'),
  GBK_NARRATION,
  Buffer.from('"\n  Expenses:Food  10 CNY\n  Assets:Cash\n'),
]);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a main file that is not UTF-8', () => {
  test('health warns on its line; a write is a 422 naming it, and the file is unchanged', async () => {
    t = await makeTestApp('');
    await writeFile(t.ledgerFile, LEDGER);
    const health = (await t.get('/health')).json();
    expect(JSON.stringify(health)).toContain('This file is not UTF-8');
    const r = await t.post('/bean/transactions', { date: '2024-01-05', narration: 'lunch', postings: [{ account: 'Expenses:Food', units: { number: '5', currency: 'CNY' } }, { account: 'Assets:Cash' }] });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().detail).toMatch(/^The ledger file is not UTF-8 .* nothing was written\.$/);
    expect(r.json().errors).toEqual([expect.objectContaining({ file: 'main.beancount', line: 3, message: expect.stringContaining('not UTF-8') })]);
    expect(await readFile(t.ledgerFile)).toEqual(LEDGER);
  });
});
