// 电话 138-1234-5678 午饭 30 booked 5678 of spending besides the lunch: the dashes split the phone
// number into a count (138-, 1234-) and an amount (5678). A phone number written in groups is
// no money, however it is grouped. Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const amountsIn = (text: string) => findAmounts(text).map((a) => a.number.toString());

describe('findAmounts: a phone number written in groups is no amount', () => {
  const cases: [string, string[]][] = [
    ['电话 138-1234-5678 午饭 30', ['30']],
    ['客服 400-820-8820 午饭 30', ['30']],
    ['电话 010-12345678 午饭 30', ['30']],
    ['电话 8888-6666 午饭 30', ['30']],
    ['电话 138 1234 5678 午饭 30', ['30']],
    ['手机号 138-1234-5678 充话费 50', ['50']],
    // a count and a price, a price and another number: as before
    ['3-5人 聚餐 300', ['300']],
    ['买手机 2999 100', ['2999', '100']],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected.join(', ')}`, () => expect(amountsIn(text)).toEqual(expected));
});

describe('parseEntry: a phone number beside a purchase', () => {
  const cases: readonly EntryCase[] = [
    { text: '电话 138-1234-5678 午饭 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '电话 138-1234-5678 午饭', guessed: false },
    { text: '电话 138 1234 5678 午饭 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', guessed: false },
    { text: '手机号13812345678 充话费 50 支付宝', postings: 'Expenses:Utilities:Phone 50; Assets:Alipay -50', guessed: false },
    { text: '尾号5678 的卡 午饭 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
