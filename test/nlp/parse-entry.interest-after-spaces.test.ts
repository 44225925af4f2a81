// Security QA: `x`, 480 spaces, then `给还还还还还还利息 20` held the NLP (and so every user) for 8 s;
// other runs of spaces before 付利息, 交利息 or 还利息 for up to 5 s. Whether I am the one who pays the
// interest is read from the words before 付利息 (我, 已经, 给银行: INTEREST_PAID), with a run of
// spaces before and after each word that may be left out, so a run of spaces with no 我 or start
// of clause before it was split between those runs every way. Each space is read one way now;
// these finish at once, and read as they did (4,000 spaces before 付利息 took minutes).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { INTEREST_PAID } from '../../src/nlp/direction.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
const postings = (text: string) => parseEntry(ledger, text, '2026-11-27').postings.map((p) => `${p.account} ${p.units!.number}`);

describe('a run of spaces before 付利息', () => {
  it('with no 我 or start of clause before it, is no interest I pay', () => {
    expect(INTEREST_PAID.test(`x${' '.repeat(4000)}付利息`)).toBe(false);
    expect(INTEREST_PAID.test(`x${' '.repeat(4000)}给还还还还还还利息`)).toBe(false);
  });

  it('after 我 or at the start of the text, is interest I pay', () => {
    expect(INTEREST_PAID.test(`我${' '.repeat(4000)}付利息`)).toBe(true);
    expect(INTEREST_PAID.test(`${' '.repeat(2000)}已经${' '.repeat(2000)}付利息`)).toBe(true);
  });

  it('said after someone else, the interest is theirs to pay: money in', () => {
    expect(postings(`x${' '.repeat(480)}给还还还还还还利息 20`)).toEqual(['Assets:Bank:CMB 20', 'Income:Interest -20']);
    expect(postings(`利息 ${' '.repeat(480)}付利息 20`)).toEqual(['Assets:Bank:CMB 20', 'Income:Interest -20']);
    expect(postings(`小王${' '.repeat(480)}付了利息 20`)).toEqual(['Assets:Bank:CMB 20', 'Income:Interest -20']);
    expect(postings(`小王${'\u3000'.repeat(480)}还利息 20`)).toEqual(['Assets:Bank:CMB 20', 'Income:Interest -20']);
  });

  it('said after 我 or at the start of a clause, it is mine to pay', () => {
    expect(postings(`我${' '.repeat(480)}付了利息 20`)).toEqual(['Expenses:Uncategorized 20', 'Assets:WeChat -20']);
    expect(postings(`房贷，${' '.repeat(240)}已经${' '.repeat(240)}付利息 20`)).toEqual(['Expenses:Uncategorized 20', 'Assets:WeChat -20']);
  });
});
