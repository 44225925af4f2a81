// normalize(): one form per value, so that a value can be compared or hashed as text whatever
// number of decimals it was written with (4, 4.0, 4.00 are one amount).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';

const text = (s: string) => Decimal.parse(s).normalize().toString();

describe('Decimal.normalize', () => {
  it('drops the trailing zeros of the coefficient, never a significant digit', () => {
    expect(['-4', '-4.0', '-4.00', '-4.000'].map(text)).toEqual(['-4', '-4', '-4', '-4']);
    expect(['1.50', '0.10', '-0.0500', '1234.5600'].map(text)).toEqual(['1.5', '0.1', '-0.05', '1234.56']);
    expect(['100', '100.00', '1e3', '1200.0'].map(text)).toEqual(['100', '100', '1000', '1200']);
    expect(['0', '0.00', '-0.00', '0e5'].map(text)).toEqual(['0', '0', '0', '0']);
    expect(text('12345678901234567890.1234567000')).toBe('12345678901234567890.1234567');
    expect(text('-9007199254740993000.000')).toBe('-9007199254740993000');
  });
  it('keeps the value, and gives equal values the same fields and text', () => {
    const value = fc.record({ coef: fc.oneof(fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), fc.bigInt({ min: -(10n ** 27n), max: 10n ** 27n })), exp: fc.integer({ min: -12, max: 4 }) });
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 8 }), ({ coef, exp }, zeros) => {
        const d = new Decimal(coef, exp);
        const padded = new Decimal(coef * 10n ** BigInt(zeros), exp - zeros); // the same value written with more decimals
        const n = d.normalize();
        expect(n.eq(d)).toBe(true);
        expect([padded.normalize().coef, padded.normalize().exp, padded.normalize().toString()]).toEqual([n.coef, n.exp, n.toString()]);
        if (!n.isZero()) expect(n.coef % 10n).not.toBe(0n);
      }),
    );
  });
});
