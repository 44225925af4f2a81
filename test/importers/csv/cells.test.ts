import { describe, expect, it } from 'vitest';
import { inferDecimalMark, inferSlashOrder, parseDate, parseMoney } from '../../../src/importers/csv/cells.ts';

const money = (s: string) => {
  const m = parseMoney(s);
  return m && `${m.number.toString()} ${m.currency ?? '-'}`;
};

describe('parseMoney', () => {
  it('reads separators, signs, symbols and parentheses', () => {
    expect(money('1,234.50')).toBe('1234.50 -');
    expect(money('¥25.00')).toBe('25.00 CNY');
    expect(money('-¥25.00')).toBe('-25.00 CNY');
    expect(money('¥-25.00')).toBe('-25.00 CNY');
    expect(money('(12.50)')).toBe('-12.50 -');
    expect(money('$(1,000.00)')).toBe('-1000.00 USD');
    expect(money('12.50-')).toBe('-12.50 -');
    expect(money('+3')).toBe('3 -');
    expect(money('25.00 EUR')).toBe('25.00 EUR');
    expect(money('HK$8.00')).toBe('8.00 HKD');
    expect(money(' 99.00\t')).toBe('99.00 -');
    expect(money('10.00 DR')).toBe('-10.00 -');
    // Swiss groups
    expect(money("1'234.50")).toBe('1234.50 -');
    expect(money('-12’345’678.05 CHF')).toBe('-12345678.05 CHF');
    expect(parseMoney("1'234,50", ',')?.number.toString()).toBe('1234.50');
  });
  it('treats blanks as missing and rejects text', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney(' / ')).toBeNull();
    expect(() => parseMoney('abc')).toThrow(/not an amount/);
    expect(() => parseMoney('1,23,4')).toThrow();
    expect(() => parseMoney('$120x')).toThrow();
    expect(() => parseMoney("12'34.50")).toThrow(/not an amount/);
    expect(() => parseMoney("It's 5")).toThrow(/not an amount/);
  });
});

describe('decimal comma', () => {
  const comma = (s: string) => {
    const m = parseMoney(s, ',');
    return m && `${m.number.toString()} ${m.currency ?? '-'}`;
  };
  it('reads amounts written with a decimal comma and dot or space groups', () => {
    expect(comma('-3,20')).toBe('-3.20 -');
    expect(comma('1.234,56')).toBe('1234.56 -');
    expect(comma('-1.234.567,89')).toBe('-1234567.89 -');
    expect(comma('1 234,56 €')).toBe('1234.56 EUR');
    expect(comma('1\u00a0234,56')).toBe('1234.56 -');
    expect(comma('1.234')).toBe('1234 -');
    expect(comma('12')).toBe('12 -');
    expect(comma('(5,5)')).toBe('-5.5 -');
    expect(() => parseMoney('1,234.56', ',')).toThrow(/not an amount/);
    expect(() => parseMoney('1.23,4', ',')).toThrow(/not an amount/);
  });
  it('is told by any cell that can only be read one way', () => {
    expect(inferDecimalMark(['-12', '-3,20', '1.234'])).toBe(',');
    expect(inferDecimalMark(['1.234,56'])).toBe(',');
    expect(inferDecimalMark(['0,125'])).toBe(',');
    expect(inferDecimalMark(['1.234.567'])).toBe(',');
    expect(inferDecimalMark(['-12', '-3.20', '1,234'])).toBe('.');
    expect(inferDecimalMark(['1,234,567'])).toBe('.');
    expect(inferDecimalMark(['1234,567'])).toBe(',');
  });
  it('keeps the decimal point when no cell tells (1,234 and 1.234 alike), and refuses a contradiction', () => {
    expect(inferDecimalMark(['1,234', '12', undefined, ''])).toBe('.');
    expect(inferDecimalMark(['1.234'])).toBe('.');
    expect(inferDecimalMark(['-3,20', '4.50'])).toBeNull();
  });
});

describe('parseDate', () => {
  it('reads the common formats, ignoring times', () => {
    expect(parseDate('2024-01-05')).toBe('2024-01-05');
    expect(parseDate('2024/1/5')).toBe('2024-01-05');
    expect(parseDate('2024.01.05')).toBe('2024-01-05');
    expect(parseDate('20240105')).toBe('2024-01-05');
    expect(parseDate('2024年1月5日')).toBe('2024-01-05');
    expect(parseDate('2024-01-05 23:59:59')).toBe('2024-01-05');
    expect(parseDate('2024-01-05T10:00:00Z')).toBe('2024-01-05');
    expect(parseDate('05/01/2024')).toBe('2024-01-05');
    expect(parseDate('05/01/2024', 'mdy')).toBe('2024-05-01');
  });
  it('rejects impossible dates', () => {
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-13-01')).toBeNull();
    expect(parseDate('hello')).toBeNull();
  });
  it('decides dd/mm against mm/dd from the whole column, day first when undecidable', () => {
    expect(inferSlashOrder(['01/02/2024', '01/15/2024'])).toBe('mdy');
    expect(inferSlashOrder(['01/02/2024', '15/01/2024'])).toBe('dmy');
    expect(inferSlashOrder(['01/02/2024', '03/04/2024'])).toBe('dmy');
  });
  it('when no part is above 12, the file alone decides: the one order under which the dates run one way, else the shorter span', () => {
    // a US export, newest first: both orders run one way; month first spans 10 days, day first 10 months
    const chase = ['11/12/2026', '11/10/2026', '11/05/2026', '11/03/2026', '11/02/2026'];
    expect(inferSlashOrder(chase)).toBe('mdy');
    // the same written day first
    expect(inferSlashOrder(['02/11/2026', '03/11/2026', '05/11/2026', '10/11/2026', '12/11/2026'])).toBe('dmy');
    // an unsorted file: neither order runs one way; month first spans 10 days
    expect(inferSlashOrder(['11/02/2026', '11/12/2026', '11/03/2026'])).toBe('mdy');
    // sorted under one order only
    expect(inferSlashOrder(['01/02/2024', '02/01/2024', '03/01/2024'])).toBe('mdy');
    expect(inferSlashOrder(['02/01/2024', '01/02/2024', '01/03/2024'])).toBe('dmy');
  });
  it('keeps day first when both orders fit alike, and a part above 12 decides', () => {
    expect(inferSlashOrder(['11/12/2026', '12/11/2026'])).toBe('dmy');
    expect(inferSlashOrder(['11/12/2026', '13/11/2026'])).toBe('dmy');
    expect(inferSlashOrder(['11/12/2026', '11/13/2026'])).toBe('mdy');
  });
});
