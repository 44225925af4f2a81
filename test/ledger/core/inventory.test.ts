import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('Inventory.newestFirst', () => {
  it('is the lots in reverse iteration order, whatever was added, reduced, emptied and added again since the first walk', () => {
    // many keys, so that lots gone from the middle pile up stale slots until the walk starts again from the Map
    const costs = Array.from({ length: 40 }, (_, i) => ({ number: Decimal.fromInt(100 + i), currency: 'USD', date: `2020-01-0${1 + (i % 3)}`, label: null }));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(costs.length), fc.integer({ min: -3, max: 3 }), fc.boolean()), { maxLength: 800 }),
        (ops) => {
          const inv = new Inventory();
          for (const [c, n, walk] of ops) {
            // index costs.length stands for units held without a cost
            inv.addAmount({ number: Decimal.fromInt(n), currency: 'HOOL' }, costs[c] ?? null);
            if (walk) expect([...inv.newestFirst()]).toEqual(inv.positions().reverse());
          }
          expect([...inv.newestFirst()]).toEqual(inv.positions().reverse());
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });
  it('starts again from the lots when many gone from the middle leave stale slots', () => {
    const inv = new Inventory();
    for (let i = 0; i < 200; i++) inv.addAmount(hool(1), cost(1000 + i, '2020-01-01'));
    expect([...inv.newestFirst()]).toHaveLength(200);
    // the oldest go first: their slots are never at the end, so only starting again drops them
    for (let i = 0; i < 150; i++) {
      inv.addAmount(hool(-1), cost(1000 + i, '2020-01-01'));
      if (i % 10 === 0) expect([...inv.newestFirst()]).toEqual(inv.positions().reverse());
    }
    expect((inv as unknown as { order: string[] | null }).order?.length ?? 0).toBeLessThan(200);
    inv.addAmount(hool(1), cost(5, '2020-01-01'));
    expect([...inv.newestFirst()]).toEqual(inv.positions().reverse());
    expect([...inv.newestFirst()][0]!.cost!.number.toString()).toBe('5');
  });
});

describe('Inventory.addAmount on a lot already held', () => {
  it('takes the cost as the added units write it (100.00 after 100), keeps the lot in its place, and sums the units', () => {
    const written = (number: string): Cost => ({ number: Decimal.parse(number), currency: 'USD', date: '2020-01-02', label: null });
    const inv = new Inventory();
    inv.addAmount(hool(10), written('100'));
    inv.addAmount(hool(1), cost(7, '2020-01-02'));
    inv.addAmount({ number: Decimal.parse('5.0'), currency: 'HOOL' }, written('100.00'));
    expect(inv.positions().map((p) => `${p.units.number} ${p.cost!.number}`)).toEqual(['15.0 100.00', '1 7']);
    // the lot is found by either form
    expect(inv.get('HOOL', written('100'))!.cost!.number.toString()).toBe('100.00');
  });
});
