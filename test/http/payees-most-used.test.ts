// most_used_account of GET /bean/payees counts transactions, as its description says ("the account
// its transactions post to most often"): one entry with three postings to Expenses:A outweighed two
// entries to Expenses:Coffee☕.
import { describe, expect, test } from 'vitest';
import { makeTestApp } from './test-app.ts';

const LEDGER = `2020-01-01 open Assets:Y
2020-01-01 open Expenses:A
2020-01-01 open Expenses:Coffee☕
2020-02-01 * "Shop" "1"
  Expenses:A  1 USD
  Expenses:A  1 USD
  Expenses:A  1 USD
  Assets:Y
2020-02-02 * "Shop" "2"
  Expenses:Coffee☕  1 USD
  Assets:Y
2020-02-03 * "Shop" "3"
  Expenses:Coffee☕  1 USD
  Assets:Y
`;

describe('GET /bean/payees: most_used_account', () => {
  test('counts each account once per transaction', async () => {
    const t = await makeTestApp(LEDGER);
    try {
      const list = await t.get('/bean/payees');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data).toEqual([expect.objectContaining({ name: 'Shop', transactions: 3, most_used_account: 'Expenses:Coffee☕' })]);
    } finally {
      await t.close();
    }
  });
});
