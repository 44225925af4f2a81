// Security QA: `2026-01-01 2026-01-01 2026-01-01` sent to the NLP held the service for every user
// (over 100 s for this sentence, over 20 minutes for 500 characters of it). By the time the
// repayment words are read, each date is masked as U+E000, and the pattern of a repayment put off
// (NOT_PAID_NOW: 以后还, 下个月还) could read each masked date either as a word of its own or as
// the space after the one before it: a run of them with no 还 after it was tried every way, in
// exponential time. These finish at once now; before, each of them ran until the test's timeout.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { NOT_PAID_NOW } from '../../src/nlp/direction.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');

describe('dates side by side with no 还 after them', () => {
  it('a run of masked dates and spaces is no repayment put off', () => {
    expect([...'\uE000 '.repeat(60).concat('x').matchAll(NOT_PAID_NOW)]).toEqual([]);
    expect([...'\uE000'.repeat(200).concat('x').matchAll(NOT_PAID_NOW)]).toEqual([]);
  });

  it('a repayment put off after a run of them is still read as one', () => {
    const text = `我欠老张 1000 ${'\uE000 '.repeat(40)}还`;
    expect([...text.matchAll(NOT_PAID_NOW)].map((m) => m[0])).toEqual([`${'\uE000 '.repeat(40)}还`]);
  });

  for (const text of ['2026-01-01 2026-01-01 2026-01-01 ', '2026年1月1日 2026年1月1日 2026年1月1日', '2026-01-01 '.repeat(45)]) {
    it(`${text.slice(0, 40)}… has no amount (422)`, () => {
      expect(() => parseEntry(ledger, text, '2026-05-02')).toThrow(/no amount/);
    });
  }

  it('with an amount, the date said is the entry\'s', () => {
    const entry = parseEntry(ledger, '2026-05-01 2026-05-01 2026-05-01 午饭 35', '2026-05-02');
    expect(entry.date).toBe('2026-05-01');
    expect(entry.postings.map((p) => p.units!.number)).toContain('35');
  });
});
