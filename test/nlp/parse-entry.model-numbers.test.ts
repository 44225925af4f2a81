// QA round 5: iPhone 15 手机壳 39 淘宝 booked 15 + 39: the model number set apart from its name by a
// space was read as an item (iPhone15, written against it, was not). README: a model number like
// iPhone 15 is not an amount. Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { findAmounts } from '../../src/nlp/amounts.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const amountsIn = (text: string) => findAmounts(text).map((a) => a.number.toString());

describe('findAmounts: a product line and its number is no amount', () => {
  const cases: [string, string[]][] = [
    ['iPhone 15 手机壳 39', ['39']],
    ['买了 iPhone 15 的手机壳 39', ['39']],
    ['iphone 15 手机壳 39', ['39']],
    ['MacBook Pro 14 贴膜 99', ['99']],
    ['iPhone 15 Pro 壳 39', ['39']],
    ['Model 3 充电 50', ['50']],
    ['Mate 60 手机壳 29', ['29']],
    // a price after the name, and English words before a price, as before
    ['iPhone 5999', ['5999']],
    ['iPhone15 手机壳 39', ['39']],
    ['lunch 15 coffee 4', ['15', '4']],
    ['model 3 cars 50', ['3', '50']],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected.join(', ')}`, () => expect(amountsIn(text)).toEqual(expected));
});

describe('parseEntry: a model number is not an item', () => {
  const cases: readonly EntryCase[] = [
    { text: 'iPhone 15 手机壳 39 淘宝 微信', postings: 'Expenses:Uncategorized 39; Assets:WeChat -39', narration: 'iPhone 15 手机壳' },
    { text: '买了 iPhone 15 的手机壳 39 微信', postings: 'Expenses:Uncategorized 39; Assets:WeChat -39', narration: '买了 iPhone 15 的手机壳' },
    { text: 'MacBook Pro 14 贴膜 99 微信', postings: 'Expenses:Uncategorized 99; Assets:WeChat -99' },
    { text: 'iPhone15 手机壳 39 淘宝 微信', postings: 'Expenses:Uncategorized 39; Assets:WeChat -39' },
    { text: 'iPhone 5999 招行', postings: 'Expenses:Uncategorized 5999; Assets:Bank:CMB -5999' },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  // with no other number the model number is all there is: read as before
  it('买了 iPhone 15 招行 is still 15', () => expect(parseEntry(ledger, '买了 iPhone 15 招行', REFERENCE_DATE).postings.map((p) => p.units!.number.toString())).toEqual(['15', '-15']));
});
