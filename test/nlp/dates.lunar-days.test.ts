// QA round 5, item 7: 腊月二十八 was no date and its 二十八 an amount (28 spent besides the 300);
// 正月初五 was dated the 1st of this month, since 月初 was found inside it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const MONDAY = '2025-01-06';

describe('parseEntry: a day of the lunar calendar is not worked out: today, warned, and not an amount', () => {
  const cases: readonly EntryCase[] = [
    { text: '腊月二十八 聚餐 300 微信', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', warning: /^date 腊月二十八 not understood \(lunar calendar\); used 2025-01-06$/ },
    { text: '正月初五 聚餐 300 微信', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', warning: /^date 正月初五 not understood \(lunar calendar\); used 2025-01-06$/ },
    { text: '腊月28 聚餐 300 微信', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', warning: /date 腊月28 not understood/ },
    { text: '农历八月十五 聚餐 300 微信', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', narration: '聚餐', warning: /date 农历八月十五 not understood/ },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, MONDAY), c, MONDAY));
});

describe('resolveDate: lunar days are masked whole, today used, warned', () => {
  for (const word of ['腊月二十八', '腊月', '冬月初一', '正月初五', '正月十五', '三月廿三', '十二月初三', '农历初一', '阴历十月初一', '去年腊月二十三', '正月十五那天', '腊月二十八前']) {
    it(word, () => {
      const r = resolveDate(`${word} 吃饭 800`, MONDAY);
      expect(r).toMatchObject({ date: MONDAY, stated: false });
      expect(r.warnings).toEqual([`date ${word} not understood (lunar calendar); used ${MONDAY}`]);
      expect(r.mentions.map((m) => [m.start, m.end, m.date])).toEqual([[0, word.length, null]]);
    });
  }
  it('another date said is used', () => {
    expect(resolveDate('昨天 腊月二十八 聚餐 300', MONDAY)).toMatchObject({ date: '2025-01-05', warnings: ['date 腊月二十八 not understood (lunar calendar); used 2025-01-05'] });
  });
  it('a Gregorian date in Chinese numerals stays one (八月十五, 十月二十号)', () => {
    expect(resolveDate('八月十五 吃饭 800', MONDAY).date).toBe('2024-08-15');
    expect(resolveDate('十月二十号 吃饭 800', MONDAY).date).toBe('2024-10-20');
  });
});
