import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { readUnitPrices } from '../../src/nlp/entry/unit-prices.ts';

/** Each price per unit as price × quantity = total said (- where none). */
const read = (text: string) =>
  readUnitPrices(text, findAmounts(text), () => true).map(
    (r) => `${r.price.amount.number.toString()}/${r.price.unit ?? '-'} × ${r.quantity === null ? '-' : `${r.quantity.number.toString()}${r.quantity.unit}`} = ${r.total?.number.toString() ?? '-'}`,
  );

describe('readUnitPrices', () => {
  it('finds the quantity said with the unit of the price, before or after it', () => {
    expect(read('咖啡 2杯 每杯 18')).toEqual(['18/杯 × 2杯 = -']);
    expect(read('买了三本书 每本 20')).toEqual(['20/本 × 3本 = -']);
    expect(read('包装盒 2块一个 买了50个')).toEqual(['2/个 × 50个 = -']);
    expect(read('卖出龙井 340元/斤 卖了两斤半')).toEqual(['340/斤 × 2.5斤 = -']);
    expect(read('茶叶 半斤 120一斤')).toEqual(['120/斤 × 0.5斤 = -']);
    expect(read('包装袋 一百个 5毛一个')).toEqual(['0.5/个 × 100个 = -']);
  });
  it('takes the unit of the quantity for 单价 said alone', () => {
    expect(read('龙井2斤 单价340')).toEqual(['340/- × 2斤 = -']);
  });
  it('gives each price its own quantity, not one beyond another amount', () => {
    expect(read('苹果3斤 5块一斤 梨2斤 4块一斤')).toEqual(['5/斤 × 3斤 = -', '4/斤 × 2斤 = -']);
    expect(read('5块一斤 买了3斤 4块一斤 买了2斤')).toEqual(['5/斤 × 3斤 = -', '4/斤 × 2斤 = -']);
    expect(read('包子3个 6块 饺子 2块一个 买了10个')).toEqual(['2/个 × 10个 = -']);
  });
  it('finds a total said beside the price and its quantity', () => {
    expect(read('买包装袋 5角一个 100个 50元')).toEqual(['0.5/个 × 100个 = 50']);
    expect(read('包装盒 2块一个，买了50个，共100')).toEqual(['2/个 × 50个 = 100']);
    expect(read('包装袋 50元 100个 5毛一个')).toEqual(['0.5/个 × 100个 = 50']);
  });
  it('leaves a price without a matching count, and a total with words of its own', () => {
    expect(read('咖啡 每杯 18')).toEqual(['18/杯 × - = -']);
    expect(read('2个包子 每杯 18')).toEqual(['18/杯 × - = -']);
    expect(read('奶茶 15一杯 打车 20')).toEqual(['15/杯 × - = -']);
    expect(read('早餐 8块，2块一个 买了3个')).toEqual(['2/个 × 3个 = -']);
  });
  it('is no price per unit where the measure word starts another word or counts what was bought', () => {
    expect(read('咖啡 18')).toEqual([]);
    expect(read('吃饭 100 一个人')).toEqual([]);
    expect(read('房租 每个月 3000')).toEqual([]);
    expect(read('买了一个 39')).toEqual([]);
    expect(read('买了鸡蛋 30 一斤猪肉 25')).toEqual([]);
    expect(read('一次性杯子 20 一次性筷子 10')).toEqual([]);
  });
});
