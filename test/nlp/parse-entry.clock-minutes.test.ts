// QA round 5: 2点15 打车 35 支付宝 booked 2 of Expenses besides the taxi: the hour of a clock time
// written with its minutes but no 分 was read as an item. Two digits of minutes (2点15, 23点45) or
// minutes in tens (两点十五) make a clock time, which leaves the narration as 下午2点15 does;
// 8:10-9:20 leaves it whole (its dash stayed). Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { findDates } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
/** The words findDates takes out of the sentence. */
const datesIn = (text: string) => findDates(text, REFERENCE_DATE).map((m) => text.slice(m.start, m.end));

describe('findDates: a clock time with its minutes and no 分 is a time', () => {
  const cases: [string, string[]][] = [
    ['2点15 打车 35', ['2点15']],
    ['23点45 打车 35', ['23点45']],
    ['两点十五 打车 35', ['两点十五']],
    ['十二点三十 打车 35', ['十二点三十']],
    ['8:10-9:20 会议 200', ['8:10-9:20']],
    ['8:10 到 9:20 会议 200', ['8:10 到 9:20']],
    // as before
    ['3点20分 打车 35', ['3点20分']],
    ['下午2点15 打车 35', ['下午2点15']],
    ['9:30 打车 35', ['9:30']],
    // a decimal said with 点 stays an amount: no 十 in its digits, one digit after an Arabic 点
    ['二十三点五', []],
    ['三点五 打车', []],
    ['2点5 打车 35', []],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected.join(', ') || 'none'}`, () => expect(datesIn(text)).toEqual(expected));
});

describe('parseEntry: a clock time is no item', () => {
  const cases: readonly EntryCase[] = [
    { text: '2点15 打车 35 支付宝', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车', guessed: false },
    { text: '23点45 打车 35 支付宝', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车', guessed: false },
    { text: '两点十五 打车 35 支付宝', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车', guessed: false },
    { text: '8:10-9:20 会议 200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', narration: '会议' },
    // right before, and still
    { text: '下午2点15 打车 35 支付宝', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车', guessed: false },
    { text: '3点20分 打车 35 支付宝', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车', guessed: false },
    { text: '2点半 打车 35 支付宝', postings: 'Expenses:Transport:Taxi 35; Assets:Alipay -35', narration: '打车', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('三点五 is still 3.5', () => expect(parseEntry(ledger, '三点五 午饭 微信', REFERENCE_DATE).postings[0]!.units!.number.toString()).toBe('3.5'));
});
