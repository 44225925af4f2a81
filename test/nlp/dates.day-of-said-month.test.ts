// QA of session 33, item 1: `这个月的3号 午饭 30` was dated the 1st of the month, warned "day not
// said", as if 这个月 stood alone (上个月的5号 and 下个月的10号 likewise): the day said after 的 is
// that month's, as in 这个月3号. 这个月的房租 still names the rent, not a day.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const SAID_ON = '2026-11-21';

describe('resolveDate: a day said after 这个月的, 上个月的, 下个月的', () => {
  const cases: [string, string, string][] = [
    ['这个月的3号', '2026-11-03', '这个月3号'],
    ['本月的3号', '2026-11-03', '本月3号'],
    ['这月的 3 日', '2026-11-03', '这月3日'],
    ['上个月的5号', '2026-10-05', '上个月5号'],
    ['上上个月的十号', '2026-09-10', '上上个月十号'],
  ];
  for (const [said, date, without] of cases) {
    it(`${said} -> ${date}, as ${without}`, () => {
      const text = `${said} 午饭 30`;
      const r = resolveDate(text, SAID_ON);
      expect(r).toMatchObject({ date, stated: true, warnings: [] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
      expect(resolveDate(`${without} 午饭 30`, SAID_ON).date).toBe(date);
    });
  }
  it('下个月的10号 is next month\'s, kept and warned as any date said in the future (下个月10号)', () => {
    const warned = { date: '2026-12-10', warnings: ['date 2026-12-10 is in the future (after 2026-11-21)'] };
    expect(resolveDate('下个月的10号 午饭 30', SAID_ON)).toMatchObject(warned);
    expect(resolveDate('下个月10号 午饭 30', SAID_ON)).toMatchObject(warned);
  });
  // (session 42: it was ignored, and the entry dated the day it was said, two months later)
  it('a day the month does not have is that month\'s last, warned, as without 的', () => {
    expect(resolveDate('上上个月的31号 午饭 30', SAID_ON)).toMatchObject({ date: '2026-09-30', warnings: ['impossible date 2026-9-31: used 2026-09-30, the last day of that month'] });
  });
  it('这个月的房租 and 上个月的月底 read as before', () => {
    expect(resolveDate('交了这个月的房租 4500', SAID_ON).mentions).toEqual([]);
    expect(resolveDate('上个月的月底 房租 4500', SAID_ON).date).toBe('2026-10-31');
  });
});

describe('parseEntry: the day dates the entry and leaves the narration', () => {
  const cases: readonly EntryCase[] = [
    { text: '这个月的3号 午饭 30 微信', date: '2026-11-03', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: false },
    { text: '上个月的5号 打车 25 支付宝', date: '2026-10-05', postings: 'Expenses:Transport:Taxi 25; Assets:Alipay -25', narration: '打车', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, SAID_ON), c, SAID_ON));
});
