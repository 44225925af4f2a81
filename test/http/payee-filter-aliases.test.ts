// GET /bean/transactions?payee= with the name or an alias of a payee record (`custom "payee"`
// with `alias:`) finds the transactions of the record's name and of each alias: a statement
// that wrote FamilyMart and a hand entry that wrote 全家 are one shop to the user, as the
// payee list and the importers already treat them.
import { describe, expect, test } from 'vitest';
import { makeTestApp } from './test-app.ts';

const LEDGER = `2020-01-01 open Assets:Cash
2020-01-01 open Expenses:Food
2020-01-01 custom "payee" "全家"
  alias: "FamilyMart，全家便利店"
2020-02-01 * "全家" "饭团"
  Expenses:Food  8 CNY
  Assets:Cash
2020-02-02 * "FamilyMart" "coffee"
  Expenses:Food  12 CNY
  Assets:Cash
2020-02-03 * "全家便利店" "水"
  Expenses:Food  3 CNY
  Assets:Cash
2020-02-04 * "Lawson" "onigiri"
  Expenses:Food  7 CNY
  Assets:Cash
`;

describe('GET /bean/transactions?payee=', () => {
  test("a payee record's name or alias finds the transactions of all its names; another payee only its own", async () => {
    const t = await makeTestApp(LEDGER);
    try {
      const narrations = async (payee: string) => {
        const r = await t.get(`/bean/transactions?payee=${encodeURIComponent(payee)}`);
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().meta.total).toBe(r.json().data.length);
        return r.json().data.map((x: { narration: string }) => x.narration);
      };
      expect(await narrations('全家')).toEqual(['水', 'coffee', '饭团']);
      expect(await narrations('familymart')).toEqual(['水', 'coffee', '饭团']);
      expect(await narrations('Lawson')).toEqual(['onigiri']);
      expect(await narrations('全家便')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
