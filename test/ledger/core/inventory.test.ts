import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { Cost } from '../../../src/ledger/core/directives.ts';
import { Inventory } from '../../../src/ledger/core/inventory.ts';

const hool = (n: number) => ({ number: Decimal.fromInt(n), currency: 'HOOL' });
const cost = (n: number, date: string): Cost => ({ number: Decimal.fromInt(n), currency: 'USD', date, label: null });

describe('Inventory: lots at cost in date order (what lets FIFO take the first lots it meets)', () => {
  it('holds while each new lot is dated no earlier than the ones before, whatever else is added or removed', () => {
    const inv = new Inventory();
    inv.addAmount(hool(5), cost(100, '2020-01-02'));
    inv.addAmount(hool(5), cost(101, '2020-01-02'));
    inv.addAmount({ number: Decimal.fromInt(-40), currency: 'USD' });
    inv.addAmount(hool(3), cost(102, '2020-03-01'));
    inv.addAmount(hool(-5), cost(100, '2020-01-02'));
    // More units on a lot already held keep its place.
    inv.addAmount(hool(1), cost(101, '2020-01-02'));
    expect(inv.lotsAtCostInDateOrder()).toBe(true);
    expect(inv.clone().lotsAtCostInDateOrder()).toBe(true);
  });

  it('is lost once a lot comes in dated before one already added, and the copy says the same', () => {
    const inv = new Inventory();
    inv.addAmount(hool(5), cost(100, '2020-01-02'));
    inv.addAmount(hool(5), cost(101, '2019-06-01'));
    expect(inv.lotsAtCostInDateOrder()).toBe(false);
    expect(inv.clone().lotsAtCostInDateOrder()).toBe(false);
    // A lot emptied and bought again goes to the end: with an older date, out of order.
    const again = new Inventory();
    again.addAmount(hool(5), cost(100, '2020-01-02'));
    again.addAmount(hool(5), cost(101, '2020-02-01'));
    again.addAmount(hool(-5), cost(100, '2020-01-02'));
    again.addAmount(hool(2), cost(100, '2020-01-02'));
    expect(again.lotsAtCostInDateOrder()).toBe(false);
    expect(again.positions().map((p) => p.cost!.date)).toEqual(['2020-02-01', '2020-01-02']);
  });
});
