// QA of session 25, said on 2026-11-21 against the fixture ledger: a model's number said apart
// from a name that is not in the product lines known (RTX 4090 显卡 12999, 小米 14 手机壳 39,
// GTX 1060 显卡 800) was booked as an item of its own, added to the price (17089 for an RTX 4090).
// A Latin name spelled as models are, or a maker's Chinese name, before a number that a kind of
// product and then the price follow is the model's. A number alone is still the amount.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');
const amountsIn = (text: string) => findAmounts(text).map((a) => a.number.toString());

describe('findAmounts: a model number after a name, before the kind of product and its price', () => {
  const cases: [string, string[]][] = [
    ['RTX 4090 显卡 12999', ['12999']],
    ['GTX 1060 显卡 800', ['800']],
    ['小米 14 手机壳 39', ['39']],
    ['小米14 手机壳 39', ['39']],
    ['Redmi Note 13 Pro 1999', ['1999']],
    ['一加 12 充电器 129', ['129']],
    // a kind of product said after the number is needed, and a name spelled as a model's
    ['KTV 300 打车 50', ['300', '50']],
    ['Tom 50 手机壳 39', ['50', '39']],
    ['苹果 15 香蕉 20', ['15', '20']],
    // with nothing after it, the number is the amount
    ['小米 14', ['14']],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected.join(', ')}`, () => expect(amountsIn(text)).toEqual(expected));
});

const CASES: readonly EntryCase[] = [
  { text: 'RTX 4090 显卡 12999 微信', postings: 'Expenses:Uncategorized 12999; Assets:WeChat -12999', narration: 'RTX 4090 显卡' },
  { text: 'GTX 1060 显卡 800 招行信用卡', postings: 'Expenses:Uncategorized 800; Liabilities:CreditCard:CMB -800', narration: 'GTX 1060 显卡' },
  { text: '小米 14 手机壳 39 支付宝', postings: 'Expenses:Uncategorized 39; Assets:Alipay -39', narration: '小米 14 手机壳' },
  { text: '小米14 手机壳 39 支付宝', postings: 'Expenses:Uncategorized 39; Assets:Alipay -39', narration: '小米14 手机壳' },
  { text: 'Redmi Note 13 Pro 1999 微信', postings: 'Expenses:Uncategorized 1999; Assets:WeChat -1999' },
  // the phone and its case are two items, the model's 13 none
  { text: '小米 13 手机 2999 手机壳 39 微信', postings: 'Expenses:Uncategorized 2999; Expenses:Uncategorized 39; Assets:WeChat -3038' },
  // as before
  { text: 'iPhone 15 Pro 7999 招行', postings: 'Expenses:Uncategorized 7999; Assets:Bank:CMB -7999' },
  { text: 'Xbox 360 手柄 199 微信', postings: 'Expenses:Uncategorized 199; Assets:WeChat -199' },
  { text: 'KTV 300 打车 50 微信', postings: 'Expenses:Uncategorized 300; Expenses:Transport:Taxi 50; Assets:WeChat -350' },
  { text: 'gas 40 charger 25 微信', postings: 'Expenses:Transport:Fuel 40; Expenses:Uncategorized 25; Assets:WeChat -65' },
  { text: 'Tom 50 手机壳 39 微信', postings: 'Expenses:Uncategorized 50; Expenses:Uncategorized 39; Assets:WeChat -89' },
  // 小米 14 alone: the only number is the amount (a phone is no 14 yuan, but the sentence says no other)
  { text: '小米 14 微信', postings: 'Expenses:Uncategorized 14; Assets:WeChat -14', narration: '小米' },
];
checkedSuite('a model number is not an item of its own', LEDGER, CASES, REFERENCE_DATE);
