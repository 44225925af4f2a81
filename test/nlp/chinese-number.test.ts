import { describe, expect, it } from 'vitest';
import { parseChineseDecimal, parseChineseInteger, parseSmallInteger } from '../../src/nlp/chinese-number.ts';

describe('parseChineseInteger', () => {
  const cases: [string, bigint | null][] = [
    ['五', 5n], ['十', 10n], ['十二', 12n], ['二十', 20n], ['三十五', 35n], ['一百', 100n], ['两百零八', 208n],
    ['两百五', 250n], ['两百五十', 250n], ['两千三', 2300n], ['三万四千五', 34500n], ['三万四', 34000n], ['两万', 20000n],
    ['一千零五十', 1050n], ['十万', 100000n], ['一亿两千万', 120000000n], ['二零二六', 2026n], ['一一', 11n],
    ['万', null], ['百', null], ['三四十', null], ['', null],
  ];
  for (const [text, value] of cases) it(`${text} = ${value}`, () => expect(parseChineseInteger(text)).toBe(value));
});

describe('parseChineseDecimal and parseSmallInteger', () => {
  it('reads 点 as a decimal point', () => {
    expect(parseChineseDecimal('三点五')?.toString()).toBe('3.5');
    expect(parseChineseDecimal('十二点零五')?.toString()).toBe('12.05');
    expect(parseChineseDecimal('三点')).toBeNull();
  });
  it('reads small integers written either way', () => {
    expect(parseSmallInteger('12')).toBe(12);
    expect(parseSmallInteger('二十')).toBe(20);
    expect(parseSmallInteger('x')).toBeNull();
  });
});
