// PostingTimeline: the inventory at any point equals the sum of the postings before it, through
// bulk pushes, back-dated inserts and chunk splits.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import type { Posting } from '../../src/ledger/core/directives.ts';
import { Inventory } from '../../src/ledger/core/inventory.ts';
import { PostingTimeline, sortKey } from '../../src/ledger/posting_timeline.ts';

function posting(n: number, lot: number | null): Posting {
  return {
    account: 'Assets:A', flag: null, meta: {}, source: { file: 'f', line: 1 }, price: null,
    units: { number: Decimal.fromInt(n), currency: lot === null ? 'USD' : 'STK' },
    cost: lot === null ? null : { number: Decimal.fromInt(lot), currency: 'USD', date: '2020-01-01', label: null },
  };
}

const text = (inv: Inventory) => inv.positions().map((p) => `${p.units.number} ${p.units.currency} ${p.cost?.number ?? ''}`).sort().join(',');

describe('sortKey', () => {
  it('orders by date, then open < balance < others < document < close, then line', () => {
    const keys = [
      sortKey('2020-01-01', 'close', 1), sortKey('2020-01-01', 'open', 9), sortKey('2019-12-31', 'close', 5),
      sortKey('2020-01-01', 'transaction', 3), sortKey('2020-01-01', 'balance', 7), sortKey('2020-01-01', 'document', 2),
      sortKey('2020-01-01', 'transaction', 2),
    ];
    expect([...keys].sort((a, b) => a - b)).toEqual([keys[2], keys[1], keys[4], keys[6], keys[3], keys[5], keys[0]]);
  });
});

describe('PostingTimeline', () => {
  it('answers inventories at any key after random pushes and inserts', () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    const timeline = new PostingTimeline();
    const all: { key: number; p: Posting }[] = [];
    for (let i = 0; i < 400; i++) {
      const p = posting(Math.floor(rand() * 20) - 8, rand() < 0.3 ? 1 + Math.floor(rand() * 3) : null);
      timeline.push(i * 10, p);
      all.push({ key: i * 10, p });
    }
    for (let i = 0; i < 600; i++) {
      const key = Math.floor(rand() * 4100);
      if (rand() < 0.5) {
        const p = posting(Math.floor(rand() * 20) - 8, rand() < 0.3 ? 1 + Math.floor(rand() * 3) : null);
        timeline.insert(key, p);
        all.push({ key, p });
      } else {
        const expected = new Inventory();
        for (const x of all) if (x.key <= key) expected.addAmount(x.p.units, x.p.cost);
        expect(text(timeline.inventoryAt(key))).toBe(text(expected));
      }
    }
    expect(timeline.size).toBe(all.length);
  });

  it('replaces a posting held, also among many of one key over a chunk boundary, and sums after it again', () => {
    const timeline = new PostingTimeline();
    const held: { key: number; p: Posting }[] = [];
    // 150 postings of one key (more than two chunks of 64), between others.
    for (let i = 0; i < 10; i++) held.push({ key: i, p: posting(1, null) });
    for (let i = 0; i < 150; i++) held.push({ key: 100, p: posting(i, null) });
    for (let i = 0; i < 10; i++) held.push({ key: 200 + i, p: posting(1, null) });
    for (const x of held) timeline.push(x.key, x.p);
    const sumAt = (key: number) => {
      const expected = new Inventory();
      for (const x of held) if (x.key <= key) expected.addAmount(x.p.units, x.p.cost);
      return text(expected);
    };
    // inventories kept after each chunk before the replacement
    expect(text(timeline.inventoryAt(300))).toBe(sumAt(300));
    for (const at of [10, 70, 140, 159]) {
      const next = posting(1000 + at, 1);
      expect(timeline.replace(100, held[at]!.p, next)).toBe(true);
      held[at] = { key: 100, p: next };
      for (const key of [50, 100, 205, 300]) expect(text(timeline.inventoryAt(key))).toBe(sumAt(key));
    }
    // Not held (another object, or the right object at another key): nothing changes.
    expect(timeline.replace(100, posting(1, null), posting(5, null))).toBe(false);
    expect(timeline.replace(205, held[20]!.p, posting(5, null))).toBe(false);
    expect(timeline.size).toBe(held.length);
    expect(text(timeline.inventoryAt(300))).toBe(sumAt(300));
  });
});
