// QA round 7, item 12: a numeric date with its year after the day and month (12/30/2025, 30/12/2025)
// was not read: `dinner 40 on 12/30/2025` was 40 + 2025 spent, dated today, "on 12/30/" left in the narration.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { resolveDate } from '../../src/nlp/dates.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, REFERENCE_DATE, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');

describe('parseEntry: a date with its year at the end dates the entry; the year is no amount', () => {
  const cases: readonly EntryCase[] = [
    { text: 'dinner 40 cash on 12/30/2025', date: '2025-12-30', postings: 'Expenses:Food:Dining 40; Assets:Cash -40', narration: 'dinner', guessed: false },
    { text: 'dinner 40 cash on 30/12/2025', date: '2025-12-30', postings: 'Expenses:Food:Dining 40; Assets:Cash -40', narration: 'dinner', guessed: false },
    { text: '12/30/2025 dinner 40 cash', date: '2025-12-30', postings: 'Expenses:Food:Dining 40; Assets:Cash -40', narration: 'dinner', guessed: false },
    { text: 'dinner 40 cash 30.12.2025', date: '2025-12-30', postings: 'Expenses:Food:Dining 40; Assets:Cash -40', narration: 'dinner', guessed: false },
    { text: 'dinner 40 cash 12-30-2025', date: '2025-12-30', postings: 'Expenses:Food:Dining 40; Assets:Cash -40', narration: 'dinner', guessed: false },
  ];
  for (const c of cases) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('resolveDate: which part is the month', () => {
  it('when both parts could be the month, month first (as 11/25 is), warned with the other reading', () => {
    const r = resolveDate('lunch 25 on 03/12/2025', REFERENCE_DATE);
    expect(r.date).toBe('2025-03-12');
    expect(r.warnings).toEqual(['read 03/12/2025 month first as 2025-03-12 (day first it is 2025-12-03)']);
  });
  it('the same day either way is not warned', () => {
    expect(resolveDate('lunch 25 on 05/05/2025', REFERENCE_DATE)).toMatchObject({ date: '2025-05-05', warnings: [] });
  });
  it('neither part a month is masked and ignored, warned', () => {
    const r = resolveDate('lunch 25 on 13/13/2025', REFERENCE_DATE);
    expect(r).toMatchObject({ date: REFERENCE_DATE, stated: false, warnings: ['ignored impossible date 2025-13-13'] });
    expect(r.mentions.map((m) => 'lunch 25 on 13/13/2025'.slice(m.start, m.end))).toEqual(['on 13/13/2025']);
  });
  it('a date said with its year may be in the future, warned', () => {
    expect(resolveDate('hotel 600 on 12/30/2026', REFERENCE_DATE)).toMatchObject({ date: '2026-12-30', warnings: ['date 2026-12-30 is in the future (after 2026-11-21)'] });
  });
});
