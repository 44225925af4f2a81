// A debt said with no money moved (我欠老张 1000, owe tom 30 for pizza, tom covered my lunch 15, 小王欠我
// 200): it was spending paid from a wallet nobody named. With what it was for, spending against a
// payable, as 同事帮我付了午饭 is; without, a 422 saying what is missing. Said on 2026-11-26.
import { describe, expect, it } from 'vitest';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { walletsLedger } from './wallets-ledger.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = walletsLedger('debts-said.beancount');

function problemOf(text: string): Problem {
  try {
    parseEntry(ledger, text, REFERENCE_DATE);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

const CASES: readonly EntryCase[] = [
  { text: 'owe tom 30 for pizza', postings: 'Expenses:Food 30; Liabilities:Payables -30', payee: 'tom', guessed: false },
  { text: 'tom covered my lunch 15', postings: 'Expenses:Food 15; Liabilities:Payables -15', payee: 'tom', guessed: false },
  { text: '我欠老张 1000 午饭', postings: 'Expenses:Food 1000; Liabilities:Payables -1000', payee: '老张', guessed: false },
  // as before
  { text: '同事帮我付了午饭 30', postings: 'Expenses:Food 30; Liabilities:Payables -30', payee: '同事', guessed: false },
];

describe('parseEntry: debts said without money moved', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('without what it was for, a 422 that says so', () => {
    for (const text of ['我欠老张 1000', 'I owe Tom 20']) expect(problemOf(text).message).toMatch(/no money moved and what it was for not said/);
    for (const text of ['小王欠我 200', 'tom owes me 20']) expect(problemOf(text).message).toMatch(/owes me, but no money moved/);
  });
});
