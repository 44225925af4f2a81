import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { findSharedBill, pricePerPiece } from '../../src/nlp/shares.ts';

const bill = (text: string) => {
  const b = findSharedBill(text, findAmounts(text));
  return b && `${b.share.number.toString()}/${b.total.number.toString()}${b.paidByMe ? ' paid' : ''}`;
};
const perPiece = (text: string) => findAmounts(text).map((a) => pricePerPiece(text, a)?.number.toString() ?? null);

describe('findSharedBill', () => {
  it('finds my share of a total, and whether I paid it', () => {
    expect(bill('和同事AA吃饭 总共300 我付了 每人100')).toBe('100/300 paid');
    expect(bill('宵夜 烧烤 120 AA 每人40')).toBe('40/120');
    expect(bill('人均 85 总共 340 我买单')).toBe('85/340 paid');
  });
  it('is no shared bill with only a share, or a share not below the total', () => {
    expect(bill('聚餐AA 每人85')).toBeNull();
    expect(bill('早餐8 午饭25')).toBeNull();
    expect(bill('总共100 每人100')).toBeNull();
  });
});

describe('pricePerPiece', () => {
  it('multiplies by the count said with the same classifier', () => {
    expect(perPiece('咖啡 2杯 每杯 18')).toEqual(['36']);
    expect(perPiece('买了三本书 每本 20')).toEqual(['60']);
  });
  it('leaves a price without a matching count', () => {
    expect(perPiece('咖啡 每杯 18')).toEqual([null]);
    expect(perPiece('2个包子 每杯 18')).toEqual([null]);
    expect(perPiece('咖啡 18')).toEqual([null]);
  });
});
