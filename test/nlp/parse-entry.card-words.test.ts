// A card word that names several accounts alike (信用卡 with two cards open, 银行卡 or 刷卡 with two
// bank accounts) chose one of them without a warning (confidence 0.92). The choice is warned now,
// naming the others; a bank's name said alone (招行) is its bank account by rule, not warned.
// Said on 2025-01-06 (QA round of 2026-11-26).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';

const BASE = `
2023-01-01 open Assets:Bank:CMB:Debit CNY
2023-01-01 open Assets:Bank:ICBC CNY
2023-01-01 open Assets:WeChat CNY
2023-01-01 open Liabilities:CreditCard:CMB CNY
2023-01-01 open Expenses:Food:Lunch
2023-01-01 open Income:Salary
`;
const TWO_CARDS = `${BASE}2023-01-01 open Liabilities:CreditCard:ICBC CNY\n`;
const TWO_BANK_ACCOUNTS = BASE.replace('Assets:Bank:ICBC CNY', 'Assets:Bank:ICBC:Debit CNY').replace(/.*Liabilities:CreditCard:CMB.*\n/, '');

const warningsOf = (source: string, text: string) => parseEntry(Ledger.fromText(source, 'cards.beancount'), text, '2025-01-06').warnings.join('\n');

describe('parseEntry: a card word naming several accounts', () => {
  it('信用卡 with two cards open is warned, naming both', () => {
    expect(warningsOf(TWO_CARDS, '午饭 35 信用卡')).toMatch(/信用卡 names Liabilities:CreditCard:CMB, Liabilities:CreditCard:ICBC; used /);
    expect(warningsOf(TWO_CARDS, '信用卡还了 2000 工行')).toMatch(/信用卡 names Liabilities:CreditCard:CMB, Liabilities:CreditCard:ICBC/);
  });
  for (const text of ['午饭 35 银行卡', '午饭 35 储蓄卡', '午饭 35 刷卡']) {
    it(`${text} with two bank accounts is warned`, () => expect(warningsOf(TWO_BANK_ACCOUNTS, text)).toMatch(/names Assets:Bank:CMB:Debit, Assets:Bank:ICBC:Debit/));
  }
  for (const text of ['工资 15000 到招行', '从招行转 500 到工行', '招行转微信 200']) {
    it(`${text}: a bank's name is its bank account by rule, not warned`, () => expect(warningsOf(BASE, text)).not.toMatch(/ names /));
  }
  it('one account named: no warning', () => {
    expect(warningsOf(BASE, '午饭 35 工行')).toBe('');
    expect(warningsOf(BASE, '午饭 35 招行信用卡')).toBe('');
  });
});
