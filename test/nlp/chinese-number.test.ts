import { describe, expect, it } from 'vitest';
import { parseChineseDecimal, parseChineseInteger, parseSmallInteger, plainNumerals } from '../../src/nlp/chinese-number.ts';

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

describe('plainNumerals', () => {
  // the financial capitals (大写) of cheques and receipts were never read (壹佰贰拾元: no amount found)
  const cases: [string, string][] = [
    ['壹佰贰拾元', '一百二十元'], ['叁万伍仟元整', '三万五千元整'], ['伍佰', '五百'], ['拾元', '十元'], ['二十三块伍', '二十三块五'], ['玖拾玖元玖角', '九十九元九角'],
    // the words they are part of
    ['收拾房间', '收拾房间'], ['队伍', '队伍'], ['大陆', '大陆'], ['队伍元旦聚餐', '队伍元旦聚餐'], ['收拾一下', '收拾一下'],
  ];
  for (const [text, plain] of cases) it(`${text} -> ${plain}`, () => expect(plainNumerals(text)).toBe(plain));
});
