// 午饭 30-5 booked 5: the 30 was taken for a count (as the 3 of 3-5人) and the 5 for the price. A
// smaller number after a dash is taken off the one before, as 满40-15 is 满40减15 and 午饭 30 减 5 is
// 25: a discount, warned. A range (10-20), a count (3-5人), a time, a date (11-25) and a phone
// number keep their dash. Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');

const CASES: readonly EntryCase[] = [
  { text: '午饭 30-5 微信', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25', narration: '午饭', warning: /^read 5 as a discount on 30: 25 paid$/ },
  { text: '打车 25-3 支付宝', postings: 'Expenses:Transport:Taxi 22; Assets:Alipay -22', narration: '打车', warning: /discount on 25: 22 paid/ },
  { text: '午饭 30-5元 微信', postings: 'Expenses:Food:Dining 25; Assets:WeChat -25', warning: /discount on 30: 25 paid/ },
  { text: '午饭 30-5，晚饭 40 微信', postings: 'Expenses:Food:Dining 25; Expenses:Food:Dining 40; Assets:WeChat -65', warning: /discount on 30: 25 paid/ },
  // a rising range is no subtraction either: its top is booked, warned (10-20 booked 20 silently
  // with 10 left in the narration; 10到20 booked both, 30)
  { text: '午饭 10-20 微信', postings: 'Expenses:Food:Dining 20; Assets:WeChat -20', narration: '午饭', warning: /^read 10-20 as 20, the top of a range: say what was paid$/ },
  { text: '午饭 10~20 微信', postings: 'Expenses:Food:Dining 20; Assets:WeChat -20', narration: '午饭', warning: /^read 10~20 as 20, the top of a range/ },
  { text: '午饭 10到20 微信', postings: 'Expenses:Food:Dining 20; Assets:WeChat -20', narration: '午饭', warning: /^read 10到20 as 20, the top of a range/ },
  { text: '打车 20-30块 支付宝', postings: 'Expenses:Transport:Taxi 30; Assets:Alipay -30', narration: '打车', warning: /^read 20-30块 as 30, the top of a range/ },
  // not a subtraction: a date, a count, a phone number
  { text: '11-20 午饭 30 微信', date: '2026-11-20', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', guessed: false },
  { text: '3-5人 聚餐 300 微信', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', guessed: false },
  { text: '电话 8888-6666 午饭 30 微信', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', guessed: false },
];

describe('parseEntry: 30-5 is 30 less 5', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('only a purchase takes a discount: 工资 8000-500 is not 8000 and 500 more of income', () => {
    const entry = parseEntry(ledger, '工资 8000-500', REFERENCE_DATE);
    expect(entry.postings.filter((p) => p.account.startsWith('Income:'))).toHaveLength(1);
    expect(entry.warnings.join('\n')).not.toMatch(/discount/);
  });
});
