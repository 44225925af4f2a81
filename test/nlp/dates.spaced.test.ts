// QA round 5, item 6: dates typed with spaces (12 月 28 日, 3 号) were not read: the entry was
// dated today without a warning and the date stayed in the narration; 12月 28日 was Dec 1.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const MONDAY = '2025-01-06';

describe('parseEntry: a date typed with spaces dates the entry and leaves the narration', () => {
  const cases: readonly EntryCase[] = [
    { text: '12 月 28 日 聚餐 300 微信', date: '2024-12-28', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', guessed: false },
    { text: '2024 年 12 月 28 日 聚餐 300 微信', date: '2024-12-28', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', guessed: false },
    { text: '去年 12 月 28 日 聚餐 300 微信', date: '2024-12-28', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', guessed: false },
    { text: '1 月 3 号 午饭 30 微信', date: '2025-01-03', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: false },
    { text: '3 号 午饭 30 微信', date: '2025-01-03', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: false },
    { text: '12月 28日 聚餐 300 微信', date: '2024-12-28', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', guessed: false },
    { text: '上个月 8 号 午饭 30 微信', date: '2024-12-08', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, MONDAY), c, MONDAY));
});

describe('resolveDate: a spaced month names its first day, warned', () => {
  it('去年 12 月 is Dec 1 of last year', () => {
    expect(resolveDate('去年 12 月 电费 85', MONDAY)).toMatchObject({ date: '2024-12-01', warnings: ['day not said; used 2024-12-01 for 去年 12 月'] });
  });
  it('2024 年 11 月 is Nov 1', () => expect(resolveDate('2024 年 11 月 电费 85', MONDAY).date).toBe('2024-11-01'));
});

describe('resolveDate: a number after a month and a space is a day only with 日 or 号', () => {
  // 电费 11月 85: November's bill of 85, not the 85th of November (nor the 28th in 11月 28).
  for (const [text, said] of [['电费 11月 85', '11月'], ['电费 11月 28', '11月'], ['2024年12月 85 电费', '2024年12月']] as const) {
    it(text, () => {
      const r = resolveDate(text, MONDAY);
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('a spaced 日 before 料 or 本 is no day (寿司 50 日料)', () => expect(resolveDate('寿司 50 日料 微信', MONDAY).mentions).toEqual([]));
});
