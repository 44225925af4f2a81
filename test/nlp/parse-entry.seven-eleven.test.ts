// QA round 5: 7-11 买饮料 6 微信 was dated July 11: a hyphenated month and day before the words of
// a purchase, where 7-11 is the shop the payees know (7-Eleven). 7-11号 stays the date, and so
// do other pairs (12-28 午饭 30). Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');

describe('resolveDate: 7-11 before words is the shop', () => {
  const cases: [string, string, boolean][] = [
    ['7-11 买饮料 6', REFERENCE_DATE, false],
    ['7-11买饮料 6', REFERENCE_DATE, false],
    ['在7-11 买饮料 6', REFERENCE_DATE, false],
    // dates, as before
    ['7-11号 午饭 30', '2026-07-11', true],
    ['7-11 30 午饭', '2026-07-11', true],
    ['12-28 午饭 30', '2025-12-28', true],
    ['11-25 午饭 30', '2025-11-25', true],
  ];
  for (const [text, date, stated] of cases) it(`${text} -> ${date}`, () => expect(resolveDate(text, REFERENCE_DATE)).toMatchObject({ date, stated }));
});

describe('parseEntry: 7-11 is the payee', () => {
  const cases: readonly EntryCase[] = [
    { text: '7-11 买饮料 6 微信', postings: 'Expenses:Food:Snacks 6; Assets:WeChat -6', payee: '7-11', narration: '买饮料', guessed: false },
    { text: '7-11买饮料 6 微信', postings: 'Expenses:Food:Snacks 6; Assets:WeChat -6', payee: '7-11', narration: '买饮料', guessed: false },
    // (2026-12-28 is nearer: moved back a year, warned)
    { text: '12-28 午饭 30 微信', date: '2025-12-28', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: true, warning: /no year said: used 2025-12-28, as 2026-12-28 is in the future/ },
    { text: '7-11号 午饭 30 微信', date: '2026-07-11', postings: 'Expenses:Food:Dining 30; Assets:WeChat -30', narration: '午饭', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
