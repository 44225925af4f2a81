// QA of session 32 (dates), items 1 and 2: `lunch 35 wechat 1 month ago` (and `1 year ago`) was
// dated today with an extra Expenses:Uncategorized 1 (the 1 read as an amount); `3 months ago`,
// `a year ago`, `a few days ago`, `last year`, `end of last year` were dated today, sure, the
// words left in the narration. They read as 两个月前, 3年前, 前几天 and 去年底 do; a span with no
// day (last year, a few months ago, and 去年, 几天前... in Chinese) is warned as a lunar date is.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const WEDNESDAY = '2026-11-25';

describe('resolveDate: months and years ago in English, as 两个月前 and 3年前', () => {
  const cases: [string, string, string][] = [
    ['1 month ago', '2026-10-25', '1个月前'],
    ['a month ago', '2026-10-25', '一个月前'],
    ['3 months ago', '2026-08-25', '三个月前'],
    ['1 year ago', '2025-11-25', '1年前'],
    ['a year ago', '2025-11-25', '一年前'],
    ['2 years ago', '2024-11-25', '两年前'],
    ['two weeks ago', '2026-11-11', '两周前'],
  ];
  for (const [said, date, chinese] of cases) {
    it(`${said} -> ${date}, as ${chinese}`, () => {
      const text = `lunch 35 wechat ${said}`;
      const r = resolveDate(text, WEDNESDAY);
      expect(r).toMatchObject({ date, stated: true, warnings: [] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
      expect(resolveDate(`午饭 35 微信 ${chinese}`, WEDNESDAY).date).toBe(date);
    });
  }
  it('the month\'s last day when it is shorter (2024-03-31 less a month)', () => expect(resolveDate('rent 3000 1 month ago', '2024-03-31').date).toBe('2024-02-29'));
});

describe('resolveDate: a few days ago, as 前几天 and 几天前; a span without a day is warned', () => {
  it('a few days ago and 几天前 are 3 days back, a couple of days ago 2, as 前几天 and 前两天', () => {
    for (const said of ['lunch 35 a few days ago', '午饭 35 几天前', '午饭 35 前几天']) {
      expect(resolveDate(said, WEDNESDAY)).toMatchObject({ date: '2026-11-22', stated: true, warnings: [expect.stringMatching(/^day not said exactly; used 2026-11-22 for /)] });
    }
    expect(resolveDate('lunch 35 a couple of days ago', WEDNESDAY)).toMatchObject({ date: '2026-11-23', warnings: ['day not said exactly; used 2026-11-23 for a couple of days ago'] });
  });
  it('十几天前 is no 几天前 (see dates.vague-counts.test.ts)', () => expect(resolveDate('午饭 35 十几天前', WEDNESDAY).mentions.map((m) => m.date)).toEqual([null]));
  const spans: [string, string][] = [
    ['lunch 35 last year', 'last year'],
    ['午饭 35 去年', '去年'],
    ['lunch 35 a few months ago', 'a few months ago'],
    ['午饭 35 几个月前', '几个月前'],
    ['午饭 35 前年', '前年'],
  ];
  for (const [text, said] of spans) {
    it(`${said} names no day: masked, the date used warned`, () => {
      const r = resolveDate(text, WEDNESDAY);
      expect(r).toMatchObject({ date: WEDNESDAY, stated: false, warnings: [`date ${said} names no day; used ${WEDNESDAY}`] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('another date said is used, the span still warned', () => {
    expect(resolveDate('去年买的手机 昨天卖了 800', WEDNESDAY)).toMatchObject({ date: '2026-11-24', warnings: ['date 去年 names no day; used 2026-11-24'] });
    expect(resolveDate('去年 12月3号 聚餐 300', WEDNESDAY)).toMatchObject({ date: '2025-12-03', warnings: [] });
  });
  it("last year's (a thing's), 除去年费 and 年会 are no dates", () => {
    for (const text of ["last year's bonus 20000", '除去年费 还剩 200', '去年会费 300']) expect(resolveDate(text, WEDNESDAY).mentions).toEqual([]);
  });
  it('the end or the start of last year, as 去年底 and 去年初', () => {
    expect(resolveDate('lunch 35 end of last year', WEDNESDAY)).toMatchObject({ date: '2025-12-31', warnings: ['day not said; used 2025-12-31 for end of last year'] });
    expect(resolveDate('lunch 35 at the beginning of last year', WEDNESDAY).date).toBe('2025-01-01');
    expect(resolveDate('lunch 35 at the start of this year', WEDNESDAY).date).toBe('2026-01-01');
  });
});

describe('parseEntry: the words leave the narration and no number is read from them', () => {
  const cases: readonly EntryCase[] = [
    { text: 'lunch 35 wechat 1 month ago', date: '2026-10-25', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', guessed: false },
    { text: 'lunch 35 wechat 1 year ago', date: '2025-11-25', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', guessed: false },
    { text: 'lunch 35 wechat 3 months ago', date: '2026-08-25', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', guessed: false },
    { text: 'lunch 35 wechat a few days ago', date: '2026-11-22', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', warning: /day not said exactly/ },
    { text: 'lunch 35 wechat last year', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', warning: /date last year names no day; used 2026-11-25/ },
    { text: 'lunch 35 wechat end of last year', date: '2025-12-31', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: 'lunch', warning: /day not said; used 2025-12-31/ },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, WEDNESDAY), c, WEDNESDAY));
  it('a span without a day lowers the confidence', () => {
    expect(parseEntry(ledger, 'lunch 35 wechat last year', WEDNESDAY).confidence).toBeLessThan(parseEntry(ledger, 'lunch 35 wechat', WEDNESDAY).confidence);
  });
});
