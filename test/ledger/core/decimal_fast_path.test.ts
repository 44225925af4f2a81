// The number fast path of Decimal must give exactly what the bigint-only implementation gave:
// the same coefficient, exponent and text for every operation, including around 2^53 (where
// it hands over to bigint) and 28 digits (where the context rounds).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { ReferenceDecimal } from './reference_decimal.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

// Coefficients from everyday amounts up to beyond 28 digits, with extra weight on the edges.
const coefficient = fc.oneof(
  fc.bigInt({ min: -100_000n, max: 100_000n }),
  fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
  fc.bigInt({ min: SAFE - 1000n, max: SAFE + 1000n }).map((c) => c),
  fc.bigInt({ min: -SAFE - 1000n, max: -SAFE + 1000n }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc.constantFrom(0n, 1n, -1n, 5n, -5n, 10n ** 15n, 10n ** 16n, 10n ** 28n - 1n, -(10n ** 28n) + 1n),
);
const exponent = fc.integer({ min: -20, max: 6 });
const pair = fc.record({ coef: coefficient, exp: exponent });

// The reference has no negative zero: the sign of a zero is compared with Python itself in
// decimal_signed_zero.test.ts; here a zero's text is compared without it.
function same(actual: Decimal, expected: ReferenceDecimal): void {
  const text = actual.isNegativeZero() ? actual.toString().slice(1) : actual.toString();
  expect([actual.coef, actual.exp, text]).toEqual([expected.coef, expected.exp, expected.toString()]);
}

const both = (p: { coef: bigint; exp: number }) => [new Decimal(p.coef, p.exp), new ReferenceDecimal(p.coef, p.exp)] as const;

describe('Decimal fast path agrees with the bigint implementation', () => {
  it('add, sub, mul, cmp', () => {
    fc.assert(
      fc.property(pair, pair, (x, y) => {
        const [a, ra] = both(x);
        const [b, rb] = both(y);
        same(a.add(b), ra.add(rb));
        same(a.sub(b), ra.sub(rb));
        same(a.mul(b), ra.mul(rb));
        expect(a.cmp(b)).toBe(ra.cmp(rb));
        expect([a.isZero(), a.isNegative(), a.isPositive(), a.sign()]).toEqual([ra.isZero(), ra.isNegative(), ra.isPositive(), ra.sign()]);
      }),
      { numRuns: 3000 },
    );
  });
  it('div', () => {
    fc.assert(
      fc.property(pair, pair, (x, y) => {
        fc.pre(y.coef !== 0n);
        const [a, ra] = both(x);
        const [b, rb] = both(y);
        same(a.div(b), ra.div(rb));
      }),
      { numRuns: 1000 },
    );
  });
  it('neg, abs, quantize, toString, parse', () => {
    fc.assert(
      fc.property(pair, fc.integer({ min: -30, max: 30 }), (x, q) => {
        const [a, ra] = both(x);
        same(a.neg(), ra.neg());
        same(a.abs(), ra.abs());
        same(a.quantize(q), ra.quantize(q));
        same(Decimal.parse(ra.toString()), ReferenceDecimal.parse(ra.toString()));
      }),
      { numRuns: 3000 },
    );
  });
  it('hands over to bigint exactly at the edge of the safe range', () => {
    const max = new Decimal(SAFE, 0);
    same(max.add(Decimal.ONE), new ReferenceDecimal(SAFE, 0).add(ReferenceDecimal.ONE));
    same(max.neg().sub(Decimal.ONE), new ReferenceDecimal(-SAFE, 0).sub(ReferenceDecimal.ONE));
    same(new Decimal(SAFE + 1n, 0).sub(Decimal.ONE), new ReferenceDecimal(SAFE + 1n, 0).sub(ReferenceDecimal.ONE));
    expect(new Decimal(SAFE + 1n, 0).sub(Decimal.ONE).big).toBe(null);
    same(new Decimal(94906267n, 0).mul(new Decimal(94906267n, 0)), new ReferenceDecimal(94906267n, 0).mul(new ReferenceDecimal(94906267n, 0)));
  });
});
