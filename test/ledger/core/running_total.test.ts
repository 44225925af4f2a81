// RunningTotal must hold exactly what chaining Decimal.add (with an emptied sum restarting at
// a plain 0) holds: the same coefficient and exponent, also past the safe-integer range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { RunningTotal } from '../../../src/ledger/core/running_total.ts';

const number = fc
  .record({
    coef: fc.oneof(fc.bigInt({ min: -2000n, max: 2000n }), fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }), fc.constantFrom(0n, 1n, -1n)),
    exp: fc.integer({ min: -6, max: 2 }),
  })
  .map(({ coef, exp }) => new Decimal(coef, exp));

const text = (d: Decimal) => `${d.coef}e${d.exp}`;

describe('RunningTotal', () => {
  it('adds like chained Decimal.add, dropping an emptied sum to a plain zero', () => {
    fc.assert(
      fc.property(number, fc.array(fc.oneof(number, number.map((n) => n.neg())), { maxLength: 40 }), fc.option(number), (first, rest, reset) => {
        let expected = first.isZero() ? Decimal.ZERO : first;
        const running = new RunningTotal(expected);
        rest.forEach((n, i) => {
          const sum = expected.add(n);
          expected = sum.isZero() ? Decimal.ZERO : sum;
          running.addDroppingZero(n);
          if (reset !== null && i === 3) {
            expected = reset;
            running.set(reset);
          }
          expect(text(running.value())).toBe(text(expected));
        });
        expect(text(running.value())).toBe(text(expected));
      }),
      { numRuns: 2000 },
    );
  });
  it('keeps the exponent of a sum that returns to zero only through set()', () => {
    const running = new RunningTotal(Decimal.parse('1.50'));
    running.set(Decimal.parse('0.00'));
    running.addDroppingZero(Decimal.parse('2'));
    expect(running.value().toString()).toBe('2.00');
    running.addDroppingZero(Decimal.parse('-2.00'));
    expect(running.value().toString()).toBe('0');
  });
});
