// Balances cut to a depth without rollup sum postings in ledger order, as bean-query's
// `GROUP BY root(account, N)` does (the numbers below are bean-query's answers; the HTTP
// differential test asks Beancount itself).
import { describe, expect, test } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { balanceRows, balances, inventoriesByAccount } from '../../../src/ledger/query/balances.ts';
import { buildPriceMap } from '../../../src/ledger/core/prices.ts';

const ledger = Ledger.fromText(`
2000-01-01 open Assets:Cash
2000-01-01 open Assets:Cash:Sub
2000-01-01 open Assets:A:X
2000-01-01 open Assets:A:Y
2000-01-01 open Equity:Open
2020-01-01 price USD 3 XX
2020-01-01 price USD 7 ZZ
2020-01-01 price USD 6 WW

2020-01-02 *
  Assets:Cash  1234567890123456789012345678 USD
  Assets:A:X  1 XX
  Equity:Open
2020-01-03 *
  Assets:Cash  0.5 USD
  Assets:A:Y  1 ZZ
  Equity:Open
2020-01-04 *
  Assets:Cash:Sub  0.51 USD
  Assets:A:X  100 WW
  Equity:Open
2020-01-05 *
  Assets:Cash  -1234567890123456789012345678 USD
  Equity:Open  1234567890123456789012345678 USD
`);

describe('balances cut to a depth, without rollup', () => {
  test('units are added posting by posting, each sum rounded to 28 digits', () => {
    const cash = balances(ledger.directives, { depth: 2, account: 'Assets:Cash' });
    // bean-query: 1234567890123456789012345678 + 0.5 rounds to ...678, + 0.51 to ...679, - ...678 = 1.
    expect(cash.map((r) => [r.account, r.inventory.positions().map((p) => `${p.units.number} ${p.units.currency}`)])).toEqual([['Assets:Cash', ['1 USD']]]);
  });

  test('lots keep the order postings bring them in, which is the order convert adds their values', () => {
    const query = { depth: 2, account: 'Assets:A', convert: 'USD', prices: buildPriceMap(ledger.directives) };
    const [row] = balances(ledger.directives, query);
    expect(row!.inventory.positions().map((p) => p.units.currency)).toEqual(['XX', 'ZZ', 'WW']);
    expect(row!.value!.number.toString()).toBe('17.14285714285714285714285715');
    // At a date: only what was posted by then.
    const [early] = balances(ledger.directives, { ...query, date: '2020-01-03' });
    expect(early!.inventory.positions().map((p) => p.units.currency)).toEqual(['XX', 'ZZ']);
  });

  test('per-account inventories are refused for such rows: they cannot give those sums', () => {
    expect(() => balanceRows(inventoriesByAccount(ledger.directives), { depth: 2 })).toThrow(/inventoriesByAccount/);
    expect(balanceRows(inventoriesByAccount(ledger.directives, undefined, undefined, 2), { depth: 2 }).map((r) => r.account)).toEqual(['Assets:A', 'Assets:Cash', 'Equity:Open']);
  });
});
