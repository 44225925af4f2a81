// QA of session 32 (dates), item 3: 年底, 去年底, 去年年底, 年初 and 月中 were not read:
// `年底发的年终奖 20000 微信` got the payee "年底" and today's date, `去年底交的物业费 2400 微信`
// today's date, without a warning. 去年底 is last year's Dec 31; 年底 and 年初 without a year are
// 12月底 and 1月初 (never in the future: 年底 said in November is last year's, as 12月30号 is);
// 月中 is the 15th, as 月底 is the last day. Warned "day not said", as 月初 and 月底 are.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const NOVEMBER = '2026-11-25';

describe('resolveDate: the end, the start and the middle of a year or a month, said on 2026-11-25', () => {
  const cases: [string, string][] = [
    ['去年底', '2025-12-31'], ['去年年底', '2025-12-31'], ['去年末', '2025-12-31'], ['前年底', '2024-12-31'],
    ['年底', '2025-12-31'], ['年末', '2025-12-31'], ['2025年底', '2025-12-31'],
    ['年初', '2026-01-01'], ['今年初', '2026-01-01'], ['去年年初', '2025-01-01'],
    ['月中', '2026-11-15'], ['上个月中', '2026-10-15'], ['10月中旬', '2026-10-15'], ['去年10月中', '2025-10-15'],
  ];
  for (const [said, date] of cases) {
    it(`${said} -> ${date}`, () => {
      const text = `${said} 物业费 2400`;
      const r = resolveDate(text, NOVEMBER);
      expect(r).toMatchObject({ date, stated: true, warnings: [`day not said; used ${date} for ${said}`] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('年底 is 12月底: last year\'s before December, this year\'s in December', () => {
    for (const ref of [NOVEMBER, '2026-12-10']) expect(resolveDate('年底 聚餐 300', ref).date).toBe(resolveDate('12月底 聚餐 300', ref).date);
    expect(resolveDate('年底 聚餐 300', '2026-12-10').warnings).toEqual(['day not said; used 2026-12-31 for 年底', 'date 2026-12-31 is in the future (after 2026-12-10)']);
  });
  it('今年底 said in November is this year\'s, in the future, warned as 月底 is', () => {
    expect(resolveDate('今年底 聚餐 300', NOVEMBER).warnings).toEqual(['day not said; used 2026-12-31 for 今年底', 'date 2026-12-31 is in the future (after 2026-11-25)']);
  });
  it('大年初一, 中奖, 中秋 and 岁月中 are none of these', () => {
    expect(resolveDate('大年初一 红包 200', NOVEMBER).mentions.map((m) => m.unread)).toEqual(['date 大年初一 not understood (lunar calendar)']);
    for (const text of ['本月中奖 500', '八月中秋 月饼 200', '岁月中 相册 80']) expect(resolveDate(text, NOVEMBER).date).not.toMatch(/-15$/);
  });
  it('a year is four digits against 年, from 1990 to next year: in 欠老张 1000 年底还 the 1000 is the amount', () => {
    const spans = (text: string) => resolveDate(text, NOVEMBER).mentions.map((m) => text.slice(m.start, m.end));
    expect(spans('欠老张 1000 年底还')).toEqual(['年底']);
    expect(spans('欠老张 1000年底还')).toEqual([]);
    expect(spans('2025年底 体检 500')).toEqual(['2025年底']);
  });
  it('底薪, 每年底, 每年年底 and 那年底 name no one day', () => {
    for (const text of ['今年底薪涨了 500', '每年底 物业费 2400', '每年年底 奖金 5000', '那年底 聚餐 300']) expect(resolveDate(text, NOVEMBER).stated).toBe(false);
  });
  // (recheck QA: 11月中行还款 was dated the 15th, narrated 行还款, and paid another card)
  it('the 中 of 中行, 中国银行, 中石化, 中午 and 中期 is no middle of a month', () => {
    for (const text of ['11月中行还款 500', '10月中国银行信用卡还款 2000', '11月中石化加油 300', '11月中午饭 30', '10月中期考试 报名费 100']) {
      const r = resolveDate(text, NOVEMBER);
      expect(r.date, text).toMatch(/-01$/);
      expect(r.mentions.map((m) => text.slice(m.start, m.end)), text).toEqual([text.slice(0, text.indexOf('月') + 1)]);
    }
  });
  // (recheck QA: 上个月的月底 was this month's end, in the future)
  it('上个月的月底 is 上个月底', () => {
    expect(resolveDate('上个月的月底 房租 4500', NOVEMBER)).toMatchObject({ date: '2026-10-31', warnings: ['day not said; used 2026-10-31 for 上个月的月底'] });
    expect(resolveDate('上个月的第一天 房租 4500', NOVEMBER).date).toBe('2026-10-01');
  });
});

describe('parseEntry: the words date the entry and leave the payee and the narration', () => {
  const cases: readonly EntryCase[] = [
    { text: '年底发的年终奖 20000 微信', date: '2025-12-31', postings: 'Assets:WeChat 20000; Income:Bonus -20000', payee: null, warning: /day not said; used 2025-12-31 for 年底/ },
    { text: '去年底交的物业费 2400 微信', date: '2025-12-31', postings: 'Expenses:Uncategorized 2400; Assets:WeChat -2400', narration: '交的物业费', warning: /day not said; used 2025-12-31 for 去年底/ },
    { text: '月中 房租 3000 微信', date: '2026-11-15', postings: 'Expenses:Housing:Rent 3000; Assets:WeChat -3000', narration: '房租', warning: /day not said; used 2026-11-15 for 月中/ },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, NOVEMBER), c, NOVEMBER));
});
