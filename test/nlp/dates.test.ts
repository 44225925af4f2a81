import { describe, expect, it } from 'vitest';
import { findDates, resolveDate } from '../../src/nlp/dates.ts';
import { addDays, isoWeekday } from '../../src/nlp/calendar.ts';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const REF = '2026-11-21'; // a Saturday
// A date without a year whose this year's day is ahead and nearer than last year's is moved back a
// year, warned (it may be a booking made ahead: see parse-entry.english-amounts.test.ts)
const movedBack = (date: string, ref = REF) => [`no year said: used ${date}, as ${ref.slice(0, 4)}${date.slice(4)} is in the future (after ${ref})`];

describe('resolveDate relative to 2026-11-21 (Saturday)', () => {
  it('the reference is a Saturday', () => expect(isoWeekday(REF)).toBe(6));
  const cases: [string, string][] = [
    ['今天', '2026-11-21'], ['今早', '2026-11-21'], ['今晚', '2026-11-21'], ['今儿', '2026-11-21'],
    ['昨天', '2026-11-20'], ['昨晚', '2026-11-20'], ['昨儿', '2026-11-20'], ['前天', '2026-11-19'], ['大前天', '2026-11-18'],
    ['三天前', '2026-11-18'], ['3天前', '2026-11-18'], ['十天前', '2026-11-11'], ['两周前', '2026-11-07'],
    ['周三', '2026-11-18'], ['星期三', '2026-11-18'], ['礼拜三', '2026-11-18'], ['周六', '2026-11-21'], ['周日', '2026-11-15'], ['星期天', '2026-11-15'], ['周一', '2026-11-16'],
    ['上周二', '2026-11-10'], ['上星期天', '2026-11-15'], ['上个礼拜一', '2026-11-09'], ['上上周五', '2026-11-06'], ['本周一', '2026-11-16'],
    ['上个月8号', '2026-10-08'], ['上月31号', '2026-10-31'], ['这个月3号', '2026-11-03'],
    ['10月12号', '2026-10-12'], ['6月1日', '2026-06-01'], ['12月25日', '2025-12-25'], ['十月二十号', '2026-10-20'], ['11月21日', '2026-11-21'], ['11月22日', '2025-11-22'],
    ['2025年12月31日', '2025-12-31'], ['2026-10-20', '2026-10-20'], ['2026/10/20', '2026-10-20'], ['10/9', '2026-10-09'], ['12/1', '2025-12-01'],
    ['10号', '2026-11-10'], ['25号', '2026-10-25'], ['去年3月5号', '2025-03-05'], ['二零二五年一月二日', '2025-01-02'],
  ];
  for (const [text, date] of cases) {
    it(`${text} -> ${date}`, () => {
      const r = resolveDate(`${text}打车25`, REF);
      expect(r.date).toBe(date);
      expect(r.stated).toBe(true);
      expect(r.warnings).toEqual(['12月25日', '11月22日', '12/1'].includes(text) ? movedBack(date) : []);
    });
  }
});

describe('resolveDate: English dates relative to 2026-11-21 (Saturday)', () => {
  // They were not read at all: the entry was dated today and the words stayed in the narration.
  const cases: [string, string][] = [
    ['on monday', '2026-11-16'], ['Friday', '2026-11-20'], ['saturday', '2026-11-21'], ['on sat', '2026-11-21'], ['on Sun.', '2026-11-15'],
    ['last friday', '2026-11-20'], ['last saturday', '2026-11-14'], ['last Tue', '2026-11-17'], ['this monday', '2026-11-16'],
    ['Nov 3', '2026-11-03'], ['on Nov 3rd', '2026-11-03'], ['November 21', '2026-11-21'], ['dec 25', '2025-12-25'], ['3rd November 2025', '2025-11-03'],
    ['on the 3rd of November', '2026-11-03'], ['Jan 2, 2025', '2025-01-02'], ['may 5', '2026-05-05'],
    ['two days ago', '2026-11-19'], ['3 days ago', '2026-11-18'], ['a week ago', '2026-11-14'], ['2 weeks ago', '2026-11-07'],
    ['on 11/20', '2026-11-20'], ['on 2026-11-20', '2026-11-20'],
  ];
  for (const [text, date] of cases) {
    it(`${text} -> ${date}`, () => {
      // 25 yuan: a bare number right before a month name is its day (taxi 25 Nov 3 is Nov 25, warned)
      const r = resolveDate(`taxi 25 yuan ${text}`, REF);
      expect(r.date).toBe(date);
      expect(r.warnings).toEqual(text === 'dec 25' ? movedBack(date) : []);
      // the whole phrase, its "on" included, is the date (it leaves the narration)
      expect(r.mentions.map((m) => `taxi 25 yuan ${text}`.slice(m.start, m.end))).toEqual([text]);
    });
  }
  it('next friday is in the future, warned', () => {
    const r = resolveDate('hotel 600 next friday', REF);
    expect(r.date).toBe('2026-11-27');
    expect(r.warnings).toEqual(['date 2026-11-27 is in the future (after 2026-11-21)']);
  });
  it('sat, sun and may as words are no dates', () => {
    for (const text of ['sun cream 50', 'sat nav 300', 'may cost 30', 'mon ami 40']) expect(resolveDate(text, REF).stated).toBe(false);
  });
});

describe('resolveDate: a month, a week or a shopping festival without a day', () => {
  // The day is not said: the first day of the period (the 1st, the Monday), with a warning.
  const cases: [string, string][] = [
    ['上个月', '2026-10-01'], ['上月', '2026-10-01'], ['这个月', '2026-11-01'], ['本月', '2026-11-01'], ['上上个月', '2026-09-01'],
    ['月初', '2026-11-01'], ['上个月初', '2026-10-01'], ['上个月底', '2026-10-31'], ['上月末', '2026-10-31'],
    ['去年12月', '2025-12-01'], ['今年1月', '2026-01-01'], ['去年十二月份', '2025-12-01'], ['2025年3月', '2025-03-01'],
    ['12月', '2025-12-01'], ['3月', '2026-03-01'], ['10月份', '2026-10-01'],
    ['上周', '2026-11-09'], ['上个星期', '2026-11-09'], ['这周', '2026-11-16'], ['本周', '2026-11-16'], ['上上周', '2026-11-02'],
  ];
  for (const [text, date] of cases) {
    it(`${text} -> ${date}, day assumed`, () => {
      const r = resolveDate(`${text} 买书 59`, REF);
      expect(r.date).toBe(date);
      expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, text.length]]);
      expect(r.warnings.join()).toMatch(/day not said/);
    });
  }
  // with a year word, that year's (去年双十一 was this year's Nov 11)
  const festivals: [string, string][] = [['双十一', '2026-11-11'], ['双11', '2026-11-11'], ['双十二', '2025-12-12'], ['618大促', '2026-06-18'],
    ['去年双十一', '2025-11-11'], ['前年的双12', '2024-12-12'], ['今年618大促', '2026-06-18']];
  for (const [text, date] of festivals) {
    it(`${text} -> ${date}`, () => {
      const r = resolveDate(`${text}淘宝买衣服399`, REF);
      expect(r.date).toBe(date);
      expect(r.warnings).toEqual(text === '双十二' ? movedBack(date) : []);
    });
  }
  it('618 before 买/抢/囤... is Jun 18 when another number follows (the price); alone it is the price', () => {
    expect(resolveDate('618买了个耳机 899', REF).date).toBe('2026-06-18');
    expect(resolveDate('618抢了两箱牛奶 120', REF).date).toBe('2026-06-18');
    expect(resolveDate('618买了个耳机', REF).date).toBe(REF);
    expect(resolveDate('1618买了 20', REF).date).toBe(REF);
  });

  it('keeps words that only look like months (月饼, 3个月, 月租) and days already said', () => {
    expect(findDates('买月饼 100', REF)).toEqual([]);
    expect(findDates('3个月会员 60', REF)).toEqual([]);
    expect(resolveDate('上个月8号 物业费', REF).date).toBe('2026-10-08');
    expect(resolveDate('上周二 午饭', REF).date).toBe('2026-11-10');
    expect(resolveDate('上周末 吃饭', REF).date).not.toBe('2026-11-09');
  });
});

describe('resolveDate: future, none, impossible', () => {
  it('keeps an explicit future date and warns', () => {
    const r = resolveDate('2027-01-05 房租', REF);
    expect(r.date).toBe('2027-01-05');
    expect(r.warnings.join()).toMatch(/future/);
    expect(resolveDate('明天交房租', REF).date).toBe('2026-11-22');
    expect(resolveDate('明天交房租', REF).warnings).toHaveLength(1);
  });
  it('uses the reference date when no date is said', () => {
    const r = resolveDate('午饭32', REF);
    expect(r).toMatchObject({ date: REF, stated: false, warnings: [] });
  });
  it('ignores an impossible date with a warning', () => {
    const r = resolveDate('2月30日 午饭', REF);
    expect(r.date).toBe(REF);
    expect(r.warnings).toHaveLength(1);
  });
  it('takes the first of several dates and warns', () => {
    const r = resolveDate('昨天买的，前天付的', REF);
    expect(r.date).toBe('2026-11-20');
    expect(r.warnings.join()).toMatch(/several/);
  });
  it('never puts a year-less date in the future, for any reference day', () => {
    for (let d = 0; d < 400; d += 7) {
      const ref = addDays('2026-01-01', d);
      for (const text of ['12月31日', '1月1日', '15号', '周日', '上周日', '3月1日']) expect(resolveDate(text, ref).date <= ref).toBe(true);
    }
  });
  it('reads a leading M.D as a date only when an amount follows (11.3 电费 200)', () => {
    const r = resolveDate('11.3 电费 200', REF);
    expect(r.date).toBe('2026-11-03');
    expect(r.warnings.join()).toMatch(/11\.3/);
    expect(resolveDate('12.5 午饭 30', REF).date).toBe('2025-12-05');
    expect(findDates('11.3 电费', REF)).toEqual([]);
    expect(findDates('电费 11.3 200', REF)).toEqual([]);
    expect(findDates('11.3元 电费 2', REF)).toEqual([]);
    expect(findDates('13.5 午饭 30', REF)).toEqual([]);
  });
  it('reads 前两天 and 前几天 as 2 and 3 days ago, warned', () => {
    const r = resolveDate('前两天 买菜 56', REF);
    expect(r.date).toBe('2026-11-19');
    expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, 3]]);
    expect(r.warnings).toEqual(['day not said exactly; used 2026-11-19 for 前两天']);
    expect(resolveDate('前几天 打车 20', REF).date).toBe('2026-11-18');
    expect(resolveDate('前天 打车 20', REF).warnings).toEqual([]);
  });
  it('does not read 3号线 or 10日元 as dates', () => {
    expect(findDates('3号线', REF)).toEqual([]);
    expect(findDates('10日元', REF)).toEqual([]);
  });
  it('walks back to a month that has the day (31号 on 2026-11-21 is 2026-10-31)', () => {
    expect(resolveDate('31号', REF).date).toBe('2026-10-31');
    expect(resolveDate('29号', '2026-03-10').date).toBe('2026-01-29');
  });
});

describe('resolveDate: counts of any size, and no number read from inside a longer one', () => {
  const MONDAY = '2024-06-03';
  // N天前 took one or two digits: 120天前 was 20 days ago (the 1 left in the narration), 100天前 today.
  const cases: [string, string][] = [
    ['120天前', '2024-02-04'], ['365天前', '2023-06-04'], ['100天前', '2024-02-24'], ['1000天前', '2021-09-07'], ['一百天前', '2024-02-24'],
    ['一百二十天前', '2024-02-04'], ['15周前', '2024-02-19'], ['100周前', '2022-07-04'], ['120 days ago', '2024-02-04'],
  ];
  for (const [text, date] of cases) {
    it(`${text} -> ${date}, read whole`, () => {
      const r = resolveDate(`${text} 买衣服 300`, MONDAY);
      expect(r.date).toBe(date);
      expect(r.warnings).toEqual([]);
      expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, text.length]]);
    });
  }
  it('ignores a count of days beyond a hundred years', () => {
    const r = resolveDate('99999999天前 买衣服', MONDAY);
    expect(r.date).toBe(MONDAY);
    expect(r.warnings).toEqual(['ignored unreadable date 99999999天前']);
  });
  it('reads no day, month or year from the tail of a longer digit run', () => {
    for (const text of ['123号 午饭 30', '12024年5月3日 午饭', '12024-05-03 午饭', '2024-05-031 午饭', '一百二十号 午饭', '2020年前 买的']) expect(findDates(text, MONDAY)).toEqual([]);
    expect(resolveDate('去年5月123号 午饭', MONDAY).date).not.toBe('2023-05-12');
    expect(resolveDate('2024年5月123 午饭', MONDAY).date).not.toBe('2024-05-12');
  });
});

describe('resolveDate: 周末, months and years back, 元旦, 20240520', () => {
  const MONDAY = '2024-06-03';
  const weekends: [string, string, string][] = [
    ['周末', MONDAY, '2024-06-01'],
    ['上周末', MONDAY, '2024-06-01'], ['上个周末', MONDAY, '2024-06-01'], ['上上周末', MONDAY, '2024-05-25'],
    ['周末', '2024-06-08', '2024-06-08'], ['上周末', '2024-06-08', '2024-06-01'], ['周末', '2024-06-09', '2024-06-08'], ['上周末', '2024-06-09', '2024-06-01'],
  ];
  for (const [text, ref, date] of weekends) {
    it(`${text} on ${ref} -> ${date}, day assumed`, () => {
      const r = resolveDate(`${text} 吃饭 200`, ref);
      expect(r.date).toBe(date);
      expect(r.warnings).toEqual([`day not said; used ${date} for ${text}`]);
      expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, text.length]]);
    });
  }
  it('这周末 is this week\'s Saturday, as 这周六 is: in the future on a Monday, warned (it was the Saturday before, the same day as 上周末)', () => {
    for (const text of ['这周末', '本周末', '这个周末']) {
      expect(resolveDate(`${text} 吃饭 200`, MONDAY).warnings).toEqual([`day not said; used 2024-06-08 for ${text}`, 'date 2024-06-08 is in the future (after 2024-06-03)']);
      expect(resolveDate(`${text} 吃饭 200`, '2024-06-09').date).toBe('2024-06-08');
    }
    expect(resolveDate('这周六 吃饭 200', MONDAY).date).toBe('2024-06-08');
  });

  it('周末 that names a kind of thing is no date (周末套餐, 周末班, 周末加班费)', () => {
    for (const text of ['周末套餐 198', '周末班 加班 300', '周末加班费 300 到账']) expect(findDates(text, MONDAY)).toEqual([]);
  });

  it('an 8-digit number after an id word, with or without a colon, is no date (订单号：20260315, 发票号20260315, 快递 20261001)', () => {
    for (const text of ['订单号：20240315 退款 99', '订单号:20240315 退款 99', '发票号20240315 报销 368', '快递 20240501 10', '取件码 20240501', '会员号20240101 续费 30']) expect(findDates(text, MONDAY)).toEqual([]);
    expect(resolveDate('20240520 买书 30', MONDAY).date).toBe('2024-05-20');
  });

  it('下周末 is in the future, warned; 每周末 is no date', () => {
    expect(resolveDate('下周末 吃饭', MONDAY).warnings).toEqual(['day not said; used 2024-06-15 for 下周末', 'date 2024-06-15 is in the future (after 2024-06-03)']);
    expect(findDates('每周末 健身 200', MONDAY)).toEqual([]);
  });

  const back: [string, string, string][] = [
    ['两个月前', MONDAY, '2024-04-03'], ['一个月前', MONDAY, '2024-05-03'], ['3个月前', MONDAY, '2024-03-03'], ['12个月之前', MONDAY, '2023-06-03'],
    // the month's last day when it is shorter
    ['一个月前', '2024-03-31', '2024-02-29'], ['1个月前', '2023-03-31', '2023-02-28'], ['三个月前', '2024-05-31', '2024-02-29'],
    ['3年前', MONDAY, '2021-06-03'], ['两年前', MONDAY, '2022-06-03'], ['去年今天', MONDAY, '2023-06-03'], ['去年的今天', '2024-02-29', '2023-02-28'], ['1年前', '2024-02-29', '2023-02-28'],
  ];
  for (const [text, ref, date] of back) {
    it(`${text} on ${ref} -> ${date}`, () => {
      const r = resolveDate(`${text} 买衣服 300`, ref);
      expect(r.date).toBe(date);
      expect(r.warnings).toEqual([]);
      expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, text.length]]);
    });
  }
  const halves: [string, string][] = [['半个月前', '2024-05-19'], ['半月前', '2024-05-19'], ['一个半月前', '2024-04-18'], ['半年前', '2023-12-03'], ['一年半前', '2022-12-03']];
  for (const [text, date] of halves) {
    it(`${text} -> ${date}, day not said exactly`, () => {
      const r = resolveDate(`${text} 买衣服 300`, MONDAY);
      expect(r.date).toBe(date);
      expect(r.warnings).toEqual([`day not said exactly; used ${date} for ${text}`]);
      expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, text.length]]);
    });
  }
  it('keeps 3个月会员 and 2020年前 (no 前, or a year) for what they are', () => {
    expect(findDates('3个月会员 60', MONDAY)).toEqual([]);
    expect(findDates('2020年前 买的', MONDAY)).toEqual([]);
  });

  it('元旦 is Jan 1, never in the future; with a year word that year\'s', () => {
    expect(resolveDate('元旦 聚餐 300', MONDAY)).toMatchObject({ date: '2024-01-01', warnings: [], stated: true });
    expect(resolveDate('元旦 聚餐 300', '2024-01-01').date).toBe('2024-01-01');
    expect(resolveDate('元旦节 聚餐 300', '2023-12-31').date).toBe('2023-01-01');
    expect(resolveDate('去年元旦 聚餐 300', MONDAY).date).toBe('2023-01-01');
    // 元 of a price is no 元旦
    expect(findDates('买衣服 500元旦买的', MONDAY)).toEqual([]);
  });

  it('reads eight digits as a date from 1990 to next year', () => {
    const r = resolveDate('20240520 午饭 30', MONDAY);
    expect(r).toMatchObject({ date: '2024-05-20', warnings: [], stated: true });
    expect(r.mentions.map((m) => [m.start, m.end])).toEqual([[0, 8]]);
    expect(resolveDate('午饭 30 19950101', MONDAY).date).toBe('1995-01-01');
    expect(resolveDate('20250520 午饭 30', MONDAY).warnings).toEqual(['date 2025-05-20 is in the future (after 2024-06-03)']);
    // not a date: out of range, impossible, part of a longer run, an id, or a price
    for (const text of ['20260520 午饭', '19891231 午饭', '20240230 午饭', '120240520 午饭', '202405201 午饭', '订单20240520 午饭', '单号 20240520', '20240520元']) expect(findDates(text, MONDAY)).toEqual([]);
  });
});

describe('resolveDate: festivals of the lunar calendar are not worked out', () => {
  const MONDAY = '2024-06-03';
  // 除夕, 春节, 中秋 fell back to today silently (and stayed in the narration).
  for (const word of ['除夕', '春节', '中秋', '中秋节', '除夕夜', '大年初一', '端午节', '七夕', '去年春节', '春节前']) {
    it(`${word}: masked, today used, warned`, () => {
      const r = resolveDate(`${word} 吃饭 800`, MONDAY);
      expect(r).toMatchObject({ date: MONDAY, stated: false });
      expect(r.warnings).toEqual([`date ${word} not understood (lunar calendar); used ${MONDAY}`]);
      expect(r.mentions.map((m) => [m.start, m.end, m.date])).toEqual([[0, word.length, null]]);
    });
  }
  it('names the date used when another one is said', () => {
    const r = resolveDate('昨天 中秋节 月饼 200', MONDAY);
    expect(r.date).toBe('2024-06-02');
    expect(r.warnings).toEqual(['date 中秋节 not understood (lunar calendar); used 2024-06-02']);
  });
});

describe('the date words leave the narration, through parseEntry', () => {
  const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
  const MONDAY = '2024-06-03';
  const cases: [string, string][] = [
    ['120天前 买衣服 300', '2024-02-04'], ['365天前 买衣服 300', '2023-06-04'], ['周末 买衣服 300', '2024-06-01'], ['两个月前 买衣服 300', '2024-04-03'],
    ['元旦 买衣服 300', '2024-01-01'], ['20240520 买衣服 300', '2024-05-20'],
  ];
  for (const [text, date] of cases) {
    it(`${text} -> ${date}, 300, narration 买衣服`, () => {
      const e = parseEntry(ledger, text, MONDAY);
      expect(e.date).toBe(date);
      expect(e.narration).toBe('买衣服');
      expect(e.postings.find((p) => p.account.startsWith('Expenses:'))!.units!.number.toString()).toBe('300');
    });
  }
  it('除夕 is dated today with a warning, and is less sure than a sentence without it', () => {
    const e = parseEntry(ledger, '除夕 买衣服 300', MONDAY);
    expect(e.date).toBe(MONDAY);
    expect(e.narration).toBe('买衣服');
    expect(e.warnings).toContain(`date 除夕 not understood (lunar calendar); used ${MONDAY}`);
    expect(e.confidence).toBeLessThan(parseEntry(ledger, '买衣服 300', MONDAY).confidence);
  });
});

describe('resolveDate: a month and a day with a hyphen (11-25), as 11/25', () => {
  const THURSDAY = '2026-11-26';
  it('reads M-D with another amount, never in the future', () => {
    expect(resolveDate('11-25 午饭 30', THURSDAY)).toMatchObject({ date: '2026-11-25', stated: true, warnings: [] });
    expect(resolveDate('午饭 30 微信 11-25', THURSDAY).date).toBe('2026-11-25');
    expect(resolveDate('12-30 买衣服 299', THURSDAY).date).toBe('2025-12-30');
    expect(resolveDate('11-25号 午饭 三十块', THURSDAY).date).toBe('2026-11-25');
  });
  it('ignores a possible month and day that no year has, with a warning (as 2/30)', () => {
    const r = resolveDate('2-30 午饭 30', THURSDAY);
    expect(r.date).toBe(THURSDAY);
    expect(r.warnings).toEqual(['ignored impossible date 2月30日']);
  });
  it('leaves ranges, subtractions, times and phone numbers to the amounts', () => {
    for (const text of ['午饭 30-5', '午饭 10-5', '13-25 午饭 30', '午饭 11-32 30', '10-20 块 午饭 15', '3-5人 聚餐 300', '8:10-9:20 会议 200', '电话 138-1234-5678 午饭 30', '2026-11-20-5 午饭 30']) {
      expect(findDates(text, THURSDAY).filter((m) => /^\d{1,2}-\d{1,2}$/.test(text.slice(m.start, m.end)))).toEqual([]);
    }
  });
});

describe('M-D dates through parseEntry', () => {
  const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
  const THURSDAY = '2026-11-26';
  const cases: [string, string, string][] = [
    ['11-25 午饭 30 微信', '2026-11-25', 'Expenses:Food:Dining 30 CNY; Assets:WeChat -30 CNY'],
    ['午饭 30 微信 11-25', '2026-11-25', 'Expenses:Food:Dining 30 CNY; Assets:WeChat -30 CNY'],
    ['12-30 买衣服 299 花呗', '2025-12-30', 'Expenses:Shopping:Clothing 299 CNY; Liabilities:Huabei -299 CNY'],
  ];
  for (const [text, date, postings] of cases) {
    it(`${text} -> ${date}, ${postings}`, () => {
      const e = parseEntry(ledger, text, THURSDAY);
      expect(e.date).toBe(date);
      expect(e.postings.map((p) => `${p.account} ${p.units!.number} ${p.units!.currency}`).join('; ')).toBe(postings);
      expect(e.warnings).toEqual(date.startsWith('2025') ? movedBack(date, THURSDAY) : []);
    });
  }
  it('a discount 满40-15 and a subtraction 午饭 30-5 are read as before', () => {
    expect(parseEntry(ledger, '外卖 45 满40-15 微信', THURSDAY)).toMatchObject({ date: THURSDAY, postings: [{ units: { number: '30' } }, { units: { number: '-30' } }] });
    expect(parseEntry(ledger, '午饭 10-5 微信', THURSDAY).date).toBe(THURSDAY);
  });
});
