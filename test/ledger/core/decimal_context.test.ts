// Python's default decimal context beyond its 28 digits: exponents from ETINY to EMAX (a smaller
// result loses digits down to a zero, a larger one is an Overflow), comparisons on exponents, and
// infinities. Every expected text is what Python 3 prints for the same operation. None of these
// may make a power of ten of an exponent: 1e-999999999 once took 4 GB and stopped the process.
import { describe, expect, it } from 'vitest';
import { Decimal, DecimalSignal, ETINY } from '../../../src/ledger/core/decimal.ts';
import { pythonDecimalText } from '../../../src/ledger/core/python_repr.ts';

const D = Decimal.parse;
const py = (d: Decimal) => pythonDecimalText(d);

describe('the context exponent limits', () => {
  it('rounds a product below ETINY to a zero of exponent ETINY, as Python does', () => {
    expect(py(D('1e-999999999').mul(D('0.1')))).toBe('0E-1000026');
    expect(D('0.1').mul(D('1e-999999999')).exp).toBe(ETINY);
    // Plain text would be a million zeros: it is written as Python's str writes it.
    expect(D('0.1').mul(D('1e-999999999')).toString()).toBe('0E-1000026');
    expect(D('1e-1074').toString()).toBe(`0.${'0'.repeat(1073)}1`);
    expect(py(D('1E-1000020').mul(D('1.234567')))).toBe('1.234567E-1000020');
    expect(py(D('1E-1000020').mul(D('1.2345678')))).toBe('1.234568E-1000020');
  });

  it('compares numbers whose exponents are far apart by their first digits', () => {
    expect(D('0.3').gt(D('1e-999999999'))).toBe(true);
    expect(D('0.3').lt(D('1e999999999'))).toBe(true);
    expect(D('-0.3').lt(D('-1e-999999999'))).toBe(true);
    expect(D('0.3').gt(D('0E-1000026'))).toBe(true);
    expect(D('1.0').eq(D('1.00000'))).toBe(true);
  });

  it('adds a number far below the other as a sticky digit', () => {
    expect(D('10.3').add(D('1e-999999999')).toString()).toBe('10.30000000000000000000000000');
    expect(D('-10.3').add(D('0E-1000026')).toString()).toBe('-10.30000000000000000000000000');
    expect(D('1e999999').sub(D('1e-999999')).toString()).toBe('1.000000000000000000000000000E+999999');
    expect(py(D('1e30').sub(D('1e-999999')))).toBe('1.000000000000000000000000000E+30');
  });

  it('signals Overflow past EMAX, as Python traps it', () => {
    expect(() => D('1e-1').mul(D('1e999999999'))).toThrow(DecimalSignal);
    expect(() => D('9e999999').add(D('9e999999'))).toThrow('decimal.Overflow');
    expect(D('1e999999').mul(Decimal.ONE).toString()).toBe('1E+999999');
  });

  it('quantizes to a far exponent without making its digits', () => {
    expect(py(D('1.5').quantize(999999))).toBe('0E+999999');
    expect(D('5').quantizeInContext(-999991)).toBeNull();
    expect(D('5').quantizeInContext(ETINY - 1)).toBeNull();
    expect(D('5.125').quantizeInContext(-2)?.toString()).toBe('5.12');
  });
});

describe('infinities (Decimal("Infinity"))', () => {
  const inf = Decimal.infinity(false);
  const minusInf = Decimal.infinity(true);
  it('multiply, add and compare as in Python', () => {
    expect(D('0.1').mul(inf).toString()).toBe('Infinity');
    expect(D('-2').mul(inf).toString()).toBe('-Infinity');
    expect(inf.add(D('5')).toString()).toBe('Infinity');
    expect(D('10.43').lte(inf)).toBe(true);
    expect(D('10.43').gt(minusInf)).toBe(true);
    expect(D('1e999999').lt(inf)).toBe(true);
    expect(inf.eq(inf)).toBe(true);
    // A coefficient past the largest double is still finite.
    const huge = new Decimal(10n ** 400n, 0);
    expect(huge.isFinite()).toBe(true);
    expect(huge.lt(inf)).toBe(true);
    expect(huge.neg().gt(minusInf)).toBe(true);
  });
  it('signal InvalidOperation where Python does', () => {
    expect(() => inf.sub(inf)).toThrow('decimal.InvalidOperation');
    expect(() => Decimal.ZERO.mul(inf)).toThrow(DecimalSignal);
    expect(D('1.5').quantizeInContext(0)?.toString()).toBe('2');
    expect(inf.quantizeInContext(-2)).toBeNull();
  });
});
