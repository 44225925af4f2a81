// Second QA round, against a ledger where the credit card pays for most things and nothing was
// ever received (test/fixtures/nlp/card-first.beancount); said on 2026-11-22 (a Sunday).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/http/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import type { EntryCase } from './parse-entry.cases.ts';

const FIXTURE = readFileSync(new URL('../fixtures/nlp/card-first.beancount', import.meta.url), 'utf8');
const ledger = Ledger.fromText(FIXTURE, 'card-first.beancount');
const REFERENCE_DATE = '2026-11-22';

function check(l: Ledger, c: EntryCase): void {
  const entry = parseEntry(l, c.text, REFERENCE_DATE);
  expect(entry.date).toBe(c.date ?? REFERENCE_DATE);
  const postings = entry.postings.map((p) => `${p.account} ${p.units.number}${p.units.currency === 'CNY' ? '' : ` ${p.units.currency}`}`).sort();
  expect(postings).toEqual(c.postings.split(';').map((p) => p.trim()).sort());
  if (c.payee !== undefined) expect(entry.payee).toBe(c.payee);
  if (c.narration !== undefined) expect(entry.narration).toBe(c.narration);
  if (c.guessed === false) expect(entry.warnings).toEqual([]);
  if (c.guessed === true) expect(entry.warnings.length).toBeGreaterThan(0);
  if (c.warning) expect(entry.warnings.join('\n')).toMatch(c.warning);
}

const CASES: readonly EntryCase[] = [
  // a number after 手机 is a price unless it looks like a phone number
  { text: '买手机 2999', postings: 'Expenses:Uncategorized 2999; Liabilities:CreditCard:CMB -2999', narration: '买手机', guessed: true, warning: /spending category/ },
  { text: '买了个新手机 3999 招行信用卡', postings: 'Expenses:Uncategorized 3999; Liabilities:CreditCard:CMB -3999', narration: '买了个新手机' },
  { text: '换手机 2.5w 招行信用卡', postings: 'Expenses:Uncategorized 25000; Liabilities:CreditCard:CMB -25000', narration: '换手机' },
];

describe('parseEntry on a ledger where the card pays for most things', () => {
  for (const c of CASES) it(c.text, () => check(ledger, c));
});
