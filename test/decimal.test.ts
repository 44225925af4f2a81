import { describe, expect, it } from 'vitest';
import { Decimal } from '../src/ledger/core/decimal.ts';

const d = (s: string) => Decimal.parse(s);

describe('Decimal (Python decimal semantics, 28 digits)', () => {
  it('keeps the exponent as written and adds exactly', () => {
    expect(d('1.50').add(d('2.5')).toString()).toBe('4.00');
    expect(d('0.1').add(d('0.2')).toString()).toBe('0.3');
    expect(d('-12.50').toString()).toBe('-12.50');
    expect(d('.5').toString()).toBe('0.5');
    expect(d('1,234.5').toString()).toBe('1234.5');
  });
  it('divides like Python: exact results move toward the ideal exponent', () => {
    expect(d('1').div(d('4')).toString()).toBe('0.25');
    expect(d('6.0').div(d('2')).toString()).toBe('3.0');
    expect(d('6').div(d('2.0')).toString()).toBe('3');
    expect(d('100').div(d('4')).toString()).toBe('25');
  });
  it('rounds inexact quotients to 28 significant digits, half even', () => {
    expect(d('1').div(d('3')).toString()).toBe('0.3333333333333333333333333333');
    expect(d('2').div(d('3')).toString()).toBe('0.6666666666666666666666666667');
    expect(d('100').div(d('7')).toString()).toBe('14.28571428571428571428571429');
  });
  it('multiplies with the sum of exponents', () => {
    expect(d('1.5').mul(d('2.00')).toString()).toBe('3.000');
  });
  it('quantizes half even', () => {
    expect(d('2.345').quantize(-2).toString()).toBe('2.34');
    expect(d('2.355').quantize(-2).toString()).toBe('2.36');
    expect(d('2').quantize(-2).toString()).toBe('2.00');
  });
  it('compares by value', () => {
    expect(d('10.0').eq(d('10.00'))).toBe(true);
    expect(d('-1').lt(d('0.001'))).toBe(true);
  });
});
