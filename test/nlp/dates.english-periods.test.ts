// QA round 7, item 16: English date words were ignored (the entry dated today, the words left in
// the narration, no warning): last night, this morning, on the 3rd, last week, last weekend,
// last month. They read as 昨晚, 今早, 3号, 上周, 上周末 and 上个月 do.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const THURSDAY = '2026-11-26';

describe('resolveDate: a day said in English, relative to Thursday 2026-11-26', () => {
  const cases: [string, string][] = [
    ['last night', '2026-11-25'], ['yesterday evening', '2026-11-25'], ['this morning', '2026-11-26'], ['this afternoon', '2026-11-26'],
    ['on the 3rd', '2026-11-03'], ['on 3rd', '2026-11-03'], ['on the 26th', '2026-11-26'],
    // never in the future: the 30th is last month's, as 30号 is
    ['on the 30th', '2026-10-30'],
  ];
  for (const [said, date] of cases) {
    it(`${said} -> ${date}`, () => {
      const text = `lunch 25 ${said}`;
      const r = resolveDate(text, THURSDAY);
      expect(r).toMatchObject({ date, stated: true, warnings: [] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('on the 30th said on 2027-01-05 is 2026-12-30', () => expect(resolveDate('dinner 40 on the 30th', '2027-01-05').date).toBe('2026-12-30'));
  it('an ordinal without "on" or a number without an ordinal is no day', () => {
    for (const text of ['coffee 5 for the 2nd time', 'tickets 30 on 3 buses']) expect(resolveDate(text, THURSDAY).stated).toBe(false);
  });
});

describe('resolveDate: a week, a weekend or a month said in English is its first day (or the Saturday), warned', () => {
  const cases: [string, string, string][] = [
    ['last week', '2026-11-16', 'day not said; used 2026-11-16, the Monday of last week'],
    ['this week', '2026-11-23', 'day not said; used 2026-11-23, the Monday of this week'],
    ['last weekend', '2026-11-21', 'day not said; used 2026-11-21 for last weekend'],
    ['over the weekend', '2026-11-21', 'day not said; used 2026-11-21 for over the weekend'],
    ['last month', '2026-10-01', 'day not said; used 2026-10-01 for last month'],
    ['this month', '2026-11-01', 'day not said; used 2026-11-01 for this month'],
    ['end of last month', '2026-10-31', 'day not said; used 2026-10-31 for end of last month'],
  ];
  for (const [said, date, warning] of cases) {
    it(`${said} -> ${date}`, () => {
      const text = `lunch 25 ${said}`;
      const r = resolveDate(text, THURSDAY);
      expect(r).toMatchObject({ date, stated: true, warnings: [warning] });
      expect(r.mentions.map((m) => text.slice(m.start, m.end))).toEqual([said]);
    });
  }
  it('the same days as 上周, 上周末 and 上个月', () => {
    for (const [english, chinese] of [['last week', '上周'], ['last weekend', '上周末'], ['last month', '上个月']]) {
      expect(resolveDate(`lunch 25 ${english}`, THURSDAY).date).toBe(resolveDate(`午饭 25 ${chinese}`, THURSDAY).date);
    }
  });
  it('this weekend, still to come, is warned as in the future', () => {
    expect(resolveDate('hotel 600 this weekend', THURSDAY).warnings).toEqual([
      'day not said; used 2026-11-28 for this weekend',
      'date 2026-11-28 is in the future (after 2026-11-26)',
    ]);
  });
  it('weekend as a word (weekend brunch) is no date', () => expect(resolveDate('weekend brunch 40', THURSDAY).stated).toBe(false));
});

describe('parseEntry: the English date words date the entry and leave the narration', () => {
  const cases: readonly EntryCase[] = [
    { text: 'lunch 25 cash last night', date: '2026-11-25', postings: 'Expenses:Food:Dining 25; Assets:Cash -25', narration: 'lunch', guessed: false },
    { text: 'lunch 25 cash on the 3rd', date: '2026-11-03', postings: 'Expenses:Food:Dining 25; Assets:Cash -25', narration: 'lunch', guessed: false },
    { text: 'coffee 5 cash this morning', date: '2026-11-26', postings: 'Expenses:Food:Coffee 5; Assets:Cash -5', narration: 'coffee', guessed: false },
    { text: 'lunch 25 cash last month', date: '2026-10-01', postings: 'Expenses:Food:Dining 25; Assets:Cash -25', narration: 'lunch', warning: /day not said; used 2026-10-01 for last month/ },
    { text: 'lunch 25 cash last weekend', date: '2026-11-21', postings: 'Expenses:Food:Dining 25; Assets:Cash -25', narration: 'lunch', warning: /day not said; used 2026-11-21 for last weekend/ },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, THURSDAY), c, THURSDAY));
});
