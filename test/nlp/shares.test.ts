import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { findSharedBill } from '../../src/nlp/shares.ts';

const bill = (text: string) => {
  const b = findSharedBill(text, findAmounts(text, new Set(['JPY'])), 'CNY');
  return b && `${b.share.toString()}/${b.total.number.toString()}${b.paidByMe ? ' paid' : ''}${b.people === null ? '' : ` by ${b.people}`}`;
};

describe('findSharedBill', () => {
  it('finds my share of a total, and whether I paid it', () => {
    expect(bill('和同事AA吃饭 总共300 我付了 每人100')).toBe('100/300 paid');
    expect(bill('宵夜 烧烤 120 AA 每人40')).toBe('40/120');
    expect(bill('人均 85 总共 340 我买单')).toBe('85/340 paid');
  });
  it('splits a total by a head count that includes me', () => {
    expect(bill('AA四个人 聚餐 400')).toBe('100/400 by 4');
    expect(bill('4人平摊 打车 50 我付了')).toBe('12.5/50 paid by 4');
    expect(bill('我们三个 AA 100')).toBe('33.33/100 by 3');
    expect(bill('和3个同事AA 晚饭 600')).toBe('150/600 by 4');
    expect(bill('跟两位朋友均摊 房费 900')).toBe('300/900 by 3');
  });
  it('rounds my share half up to the smallest unit of the currency', () => {
    expect(bill('三个人AA 200')).toBe('66.67/200 by 3');
    expect(bill('两个人AA 100.01')).toBe('50.01/100.01 by 2');
    expect(bill('两个人AA 0.05元')).toBe('0.03/0.05 by 2');
    expect(bill('三个人AA 1000日元')).toBe('333/1000 by 3');
    expect(bill('两个人AA 1001 JPY')).toBe('501/1001 by 2');
  });
  it('is no split by head count without a word for splitting, with one person, or with several amounts', () => {
    expect(bill('四个人吃饭 400')).toBeNull();
    expect(bill('1个人AA 400')).toBeNull();
    expect(bill('四个人AA 早餐8 午饭25')).toBeNull();
    expect(bill('AA 400')).toBeNull();
  });
  it('is no shared bill with only a share, or a share not below the total', () => {
    expect(bill('聚餐AA 每人85')).toBeNull();
    expect(bill('早餐8 午饭25')).toBeNull();
    expect(bill('总共100 每人100')).toBeNull();
  });
});
