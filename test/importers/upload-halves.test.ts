// The halves of moves within one upload, found by halving sorted lists (a walk of every leg of an
// amount stalled a file of thousands of equal moves): the same answers as the walk.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { mayBeSecondHalves, pairHalves, UploadHalves } from '../../src/importers/upload-halves.ts';
import { dayNumber } from '../../src/importers/ledger-index.ts';
import { FUZZY_DAYS } from '../../src/importers/dedupe.ts';

const d = (text: string) => Decimal.parse(text);
const date = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
const row = (n: number) => ({ row: n, date: date(n), payee: null, narration: `row ${n}`, importId: null });

/** A small deterministic generator (no Math.random: a failure must repeat). */
function lcg(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('UploadHalves.take', () => {
  it('takes the nearest leg within the days allowed, the earlier row of two as near, each once', () => {
    const halves = new UploadHalves();
    const leg = { account: 'Assets:Alipay', currency: 'CNY', number: d('2000.00') };
    for (const n of [9, 3, 6, 14, 6]) halves.add(row(n), [leg, { account: 'Assets:Bank', currency: 'CNY', number: d('-2000.00') }], ['Assets:Bank']);
    expect(halves.take(leg, date(5))?.of.row).toBe(6);
    expect(halves.take(leg, date(5))?.of.row).toBe(6);
    // 3 and 9 are both 3 days from 6 (FUZZY_DAYS): the earlier row
    expect(FUZZY_DAYS).toBe(3);
    expect(halves.take(leg, date(6))?.of.row).toBe(3);
    expect(halves.take({ ...leg, number: d('2000') }, date(8))?.of.row).toBe(9);
    expect(halves.take(leg, date(14 + FUZZY_DAYS + 1))).toBe(null);
    expect(halves.take(leg, date(14))?.of.row).toBe(14);
    expect(halves.take(leg, date(14))).toBe(null);
    // the row's own side is never a half
    expect(halves.take({ account: 'Assets:Bank', currency: 'CNY', number: d('-2000.00') }, date(6))).toBe(null);
  });
});

describe('mayBeSecondHalves', () => {
  it('finds the rows another row of another account moves the opposite amount near, as a walk of all pairs does', () => {
    const next = lcg(7);
    for (let round = 0; round < 20; round++) {
      const rows = Array.from({ length: 60 }, () => {
        const amount = d(String(1 + Math.floor(next() * 3)));
        const out = next() < 0.5;
        return { funding: ['Assets:A', 'Assets:B', 'Assets:C'][Math.floor(next() * 3)]!, currency: next() < 0.9 ? 'CNY' : 'USD', date: date(Math.floor(next() * 30)), legs: { funding: out ? amount.neg() : amount, counter: out ? amount : amount.neg() } };
      });
      const walked = new Set<number>();
      rows.forEach((r, i) => {
        if (rows.some((o, j) => j !== i && o.funding !== r.funding && o.currency === r.currency && o.legs.counter.eq(r.legs.funding) && Math.abs(dayNumber(o.date) - dayNumber(r.date)) <= FUZZY_DAYS)) walked.add(i);
      });
      expect(mayBeSecondHalves(rows)).toEqual(walked);
    }
  });
});

describe('pairHalves', () => {
  it('pairs money out with money into another account of what it moves, nearest days first, each row once, as a walk of all pairs does', () => {
    const next = lcg(11);
    for (let round = 0; round < 30; round++) {
      const rows = Array.from({ length: 50 }, () => {
        const amount = d(String(1 + Math.floor(next() * 2)));
        const out = next() < 0.5;
        return { funding: ['Assets:A', 'Assets:B', 'Assets:C'][Math.floor(next() * 3)]!, currency: next() < 0.9 ? 'CNY' : 'USD', date: date(Math.floor(next() * 20)), legs: { funding: out ? amount.neg() : amount, counter: out ? amount : amount.neg() } };
      });
      const candidates = rows.map((_, i) => i).filter(() => next() < 0.8);
      // the walk: for each distance, each row of money out (in order) takes the first row of money in left at that distance
      const walked = new Map<number, number>();
      const taken = new Set<number>();
      for (let distance = 0; distance <= FUZZY_DAYS; distance++) {
        for (const i of candidates) {
          const r = rows[i]!;
          if (!r.legs.funding.isNegative() || walked.has(i)) continue;
          const j = candidates.find((k) => {
            const o = rows[k]!;
            return o.legs.funding.isPositive() && !taken.has(k) && o.funding !== r.funding && o.currency === r.currency && o.legs.funding.eq(r.legs.counter) && Math.abs(dayNumber(o.date) - dayNumber(r.date)) === distance;
          });
          if (j !== undefined) {
            walked.set(i, j);
            taken.add(j);
          }
        }
      }
      expect(pairHalves(rows, candidates)).toEqual(walked);
    }
  });
});
