// QA of session 33, item 4: `十几天前 午饭 30` (a dozen-odd days ago) was dated today without a
// word, 十几天前 left in the narration; 几十天前 was even read as 十天前. A count not said exactly
// (十几, 二十多, 十来, 几十, 一个多月) names no one day: the words leave the narration and the entry
// is dated as if no date was said, warned "not understood", as a lunar date is. 几天前 stays 3 days
// back, warned "day not said exactly", as 前几天 and "a few days ago".
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const SAID_ON = '2026-11-21';

describe('resolveDate: a count of days, weeks, months or years not said exactly', () => {
  for (const said of ['十几天前', '十多天前', '十来天前', '二十几天前', '三十多天之前', '10几天前', '20多天前', '几十天前', '一百多天以前', '十几周前', '十几个月前', '一个多月前', '十几年前']) {
    it(`${said}: no day, masked, warned`, () => {
      const text = `${said} 午饭 30`;
      const r = resolveDate(text, SAID_ON);
      expect(r).toMatchObject({ date: SAID_ON, stated: false, warnings: [`date ${said} not understood (no exact count); used ${SAID_ON}`] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('another date said is used, the count still warned', () => {
    expect(resolveDate('十几天前订的 昨天 到货 300', SAID_ON)).toMatchObject({ date: '2026-11-20', warnings: ['date 十几天前 not understood (no exact count); used 2026-11-20'] });
  });
  it('exact counts and 几天前 read as before', () => {
    expect(resolveDate('十天前 午饭 30', SAID_ON)).toMatchObject({ date: '2026-11-11', warnings: [] });
    expect(resolveDate('二十天前 午饭 30', SAID_ON).date).toBe('2026-11-01');
    expect(resolveDate('几天前 午饭 30', SAID_ON)).toMatchObject({ date: '2026-11-18', warnings: ['day not said exactly; used 2026-11-18 for 几天前'] });
  });
});

describe('parseEntry: the vague count leaves the narration, the draft is warned', () => {
  const cases: readonly EntryCase[] = [
    { text: '十几天前 午饭 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', warning: /^date 十几天前 not understood \(no exact count\); used 2026-11-21$/ },
    { text: '午饭 几十天前 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', warning: /^date 几十天前 not understood/ },
    { text: '几天前 午饭 30 微信', date: '2026-11-18', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', warning: /^day not said exactly; used 2026-11-18 for 几天前$/ },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, SAID_ON), c, SAID_ON));
  it('a vague count lowers the confidence', () => {
    expect(parseEntry(ledger, '十几天前 午饭 30 微信', SAID_ON).confidence).toBeLessThan(parseEntry(ledger, '午饭 30 微信', SAID_ON).confidence);
  });
});
