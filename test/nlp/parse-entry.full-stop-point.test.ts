// QA round 5: 午饭 35。5 微信 was two items, 35 and 5: the IME's full stop typed between digits is
// the decimal point, as its full-width point is (３５．５). Said on 2026-11-21, against the fixture ledger.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { toHalfWidth } from '../../src/nlp/normalize-text.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');

describe('toHalfWidth: a full stop between digits is a point', () => {
  const cases: [string, string][] = [
    ['午饭 35。5', '午饭 35.5'],
    ['午饭 ３５。５', '午饭 35.5'],
    ['午饭 35｡50', '午饭 35.50'],
    // a full stop that ends a sentence stays
    ['午饭 35。', '午饭 35。'],
    ['咖啡 25。午饭 30', '咖啡 25。午饭 30'],
    ['午饭。35', '午饭。35'],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected}`, () => expect(toHalfWidth(text)).toBe(expected));
});

describe('parseEntry: 35。5 is one amount', () => {
  const cases: readonly EntryCase[] = [
    { text: '午饭 35。5 微信', postings: 'Expenses:Food:Dining 35.5; Assets:WeChat -35.5', narration: '午饭', guessed: false },
    { text: '午饭 ３５。５ 微信', postings: 'Expenses:Food:Dining 35.5; Assets:WeChat -35.5', narration: '午饭', guessed: false },
    // as before
    { text: '午饭 ３５．５ 微信', postings: 'Expenses:Food:Dining 35.5; Assets:WeChat -35.5', narration: '午饭', guessed: false },
    { text: '午饭 35。 微信', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', guessed: false },
    { text: '咖啡 25。午饭 30 微信', postings: 'Expenses:Food:Coffee 25; Expenses:Food:Dining 30; Assets:WeChat -55', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('toHalfWidth: a full stop before digits that start a clause stays', () => {
  const cases: [string, string][] = [
    ['午饭35。20打车', '午饭35。20打车'],
    ['咖啡28。2杯奶茶30', '咖啡28。2杯奶茶30'],
    ['午饭 35。2人AA', '午饭 35。2人AA'],
    ['打车25。3号午饭30', '打车25。3号午饭30'],
    // digits ending the amount: a point
    ['午饭 35。5 微信', '午饭 35.5 微信'],
    ['午饭 35。5元', '午饭 35.5元'],
    ['房租 1。5万', '房租 1.5万'],
  ];
  for (const [text, expected] of cases) it(`${text} -> ${expected}`, () => expect(toHalfWidth(text)).toBe(expected));
});
