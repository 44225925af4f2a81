// QA of session 25, said on 2026-11-21 against the fixture ledger: a currency named right after
// 块 or 元 was dropped (拉面 1200块 日元 was 1200 CNY paid from WeChat, 日元 left in the
// narration); 拉面 1200 日元 was already JPY. The currency named after 块 or 元 is the amount's, as
// 人民币 there already was (35元人民币); a one-letter word is no currency there (35块 刀削面, 35块
// 欧尚), nor one the next number follows (35元 美元100).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';
import { checkedSuite } from './checked-suite.ts';

const LEDGER = readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8');

// (拉面 is dining since session 26: it was Expenses:Uncategorized, no category matched)
const CASES: readonly EntryCase[] = [
  { text: '拉面 1200块 日元 现金', postings: 'Expenses:Food:Dining 1200 JPY; Assets:Cash -1200 JPY', narration: '拉面' },
  { text: '拉面 1200块日元 现金', postings: 'Expenses:Food:Dining 1200 JPY; Assets:Cash -1200 JPY', narration: '拉面' },
  { text: '拉面 1200 块 日元 现金', postings: 'Expenses:Food:Dining 1200 JPY; Assets:Cash -1200 JPY', narration: '拉面' },
  { text: '拉面 1200元日元 现金', postings: 'Expenses:Food:Dining 1200 JPY; Assets:Cash -1200 JPY', narration: '拉面' },
  { text: '拉面 1200块 JPY 现金', postings: 'Expenses:Food:Dining 1200 JPY; Assets:Cash -1200 JPY', narration: '拉面' },
  { text: '咖啡 5块美金 现金', postings: 'Expenses:Food:Coffee 5 USD; Assets:Cash -5 USD', narration: '咖啡', guessed: false },
  // as before
  { text: '拉面 1200 日元 现金', postings: 'Expenses:Food:Dining 1200 JPY; Assets:Cash -1200 JPY' },
  { text: '午饭 35块 刀削面 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭 刀削面', guessed: false },
  { text: '买菜 35块 欧尚 微信', postings: 'Expenses:Food:Groceries 35; Assets:WeChat -35', guessed: false },
  { text: '午饭 35元人民币 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', guessed: false },
];
checkedSuite('a currency named after 块 or 元', LEDGER, CASES, REFERENCE_DATE);

// A wallet that cannot hold the currency named pays it at a price, as with 拉面 1200 日元 微信 (see
// parse-entry.foreign-card-charge.test.ts); the fixture has no price of JPY: a 422 (it was paid
// from Assets:Cash, warned).
describe('a currency named after 块 with a wallet of another currency', () => {
  it('拉面 1200块 日元 微信 with no price of JPY is a 422 asking for the amount billed', () => {
    expect(() => parseEntry(Ledger.fromText(LEDGER, 'ledger.beancount'), '拉面 1200块 日元 微信', REFERENCE_DATE)).toThrow(/Assets:WeChat, which holds only CNY, and no price of JPY in CNY is known/);
  });
  it('拉面 1200块 日元 微信 with a price of JPY is paid by WeChat at it', () => {
    const entry = parseEntry(Ledger.fromText(`${LEDGER}\n2026-01-01 price JPY 0.048 CNY\n`, 'ledger.beancount'), '拉面 1200块 日元 微信', REFERENCE_DATE);
    expect(entry.postings).toEqual([
      { account: 'Expenses:Food:Dining', units: { number: '1200', currency: 'JPY' }, price: { number: '0.048', currency: 'CNY' } },
      { account: 'Assets:WeChat', units: { number: '-57.60', currency: 'CNY' } },
    ]);
  });
});
