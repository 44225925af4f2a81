// 银行卡, 储蓄卡, bank card and debit card chose one of two bank accounts named differently
// (Assets:Bank:CMB:Debit and Assets:Bank:ICBC) without a warning (QA 2026-11-26, item 17): the
// word names ICBC through its parent segment Bank and CMB:Debit through Debit, at another place
// in the lexicon's list, and only names at the same place were counted as alike.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const LEDGER = `
2020-01-01 open Assets:Bank:CMB:Debit CNY
2020-01-01 open Assets:Bank:ICBC CNY
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Expenses:Food:Dining
2020-01-01 open Income:Salary
`;
const warningsOf = (source: string, text: string) => parseEntry(Ledger.fromText(source, 'banks.beancount'), text, '2026-11-26').warnings.join('\n');

describe('parseEntry: a bank card word with two bank accounts named differently', () => {
  for (const text of ['午饭 30 银行卡', '工资 8000 银行卡', '午饭 30 储蓄卡', 'lunch 30 bank card', 'lunch 30 debit card']) {
    it(`${text} is warned, naming both`, () => {
      expect(warningsOf(LEDGER, text)).toMatch(/names (?:Assets:Bank:CMB:Debit, Assets:Bank:ICBC|Assets:Bank:ICBC, Assets:Bank:CMB:Debit); used Assets:Bank:/);
    });
  }
  it('a bank named alone is no guess', () => {
    expect(warningsOf(LEDGER, '午饭 30 工行')).not.toMatch(/ names /);
  });
  it('a word naming an account and its parent names the account (零钱通: Assets:WeChat:LingQianTong, not Assets:WeChat)', () => {
    const withFund = `${LEDGER}2020-01-01 open Assets:WeChat:LingQianTong CNY\n`;
    expect(warningsOf(withFund, '午饭 30 零钱通')).not.toMatch(/ names /);
  });
  it('a word naming two accounts for themselves at different places in its list is no guess (零钱通 before WeChat)', () => {
    const withFund = `${LEDGER}2020-01-01 open Assets:LingQianTong CNY\n`;
    expect(warningsOf(withFund, '午饭 30 零钱通')).not.toMatch(/ names /);
  });
});
