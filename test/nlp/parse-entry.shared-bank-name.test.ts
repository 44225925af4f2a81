// QA round 5, items 5 and 11: a bank's name shared by a debit account and a credit card, and
// card words (信用卡, 银行卡) with several cards open. Said on 2025-01-06.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { bestMention } from '../../src/nlp/account-choice.ts';
import { findTermMentions } from '../../src/nlp/mentions.ts';
import { nlpIndexOf } from '../../src/nlp/ledger-index.ts';
import { ledgerViewOf } from '../../src/nlp/ledger-view.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2025-01-06';

// The QA engineer's ledger: 招行 (CMB) is both a debit account and a credit card.
const CMB_DEBIT_AND_CARD = `
2023-01-01 open Assets:Bank:CMB:Debit CNY
2023-01-01 open Assets:Bank:ICBC CNY
2023-01-01 open Assets:WeChat CNY
2023-01-01 open Liabilities:CreditCard:CMB CNY
2023-01-01 open Expenses:Food:Lunch
2023-01-01 open Income:Salary
`;

function check(source: string, c: EntryCase): void {
  expectEntry(parseEntry(Ledger.fromText(source, 'qa5.beancount'), c.text, REFERENCE_DATE), c, REFERENCE_DATE);
}

describe('a bank name shared by a debit account and a credit card is the debit account', () => {
  const cases: EntryCase[] = [
    // money coming in never lands on a card the sentence does not name as one
    { text: '工资 15000 到招行', postings: 'Assets:Bank:CMB:Debit 15000; Income:Salary -15000' },
    { text: 'salary 15000 cmb', postings: 'Assets:Bank:CMB:Debit 15000; Income:Salary -15000' },
    // nor is the card where a transfer starts
    { text: '从招行转 500 到工行', postings: 'Assets:Bank:CMB:Debit -500; Assets:Bank:ICBC 500' },
    { text: '招行转微信 200', postings: 'Assets:WeChat 200; Assets:Bank:CMB:Debit -200' },
  ];
  for (const c of cases) it(c.text, () => check(CMB_DEBIT_AND_CARD, c));

  it('withdraw 500 from cmb takes it out of the debit account, with 招行 its alias', () => {
    const aliased = CMB_DEBIT_AND_CARD.replace('Assets:Bank:CMB:Debit CNY', 'Assets:Bank:CMB:Debit CNY\n  alias: "招行"');
    const entry = parseEntry(Ledger.fromText(aliased, 'qa5.beancount'), 'withdraw 500 from cmb', REFERENCE_DATE);
    expect(entry.postings).toContainEqual({ account: 'Assets:Bank:CMB:Debit', units: { number: '-500', currency: 'CNY' } });
    expect(entry.postings.map((p) => p.account)).not.toContain('Liabilities:CreditCard:CMB');
  });

  it('工资 15000 招行 with the card named CMB at the same depth and used more: the bank account', () => {
    const cardFirst = `
2023-01-01 open Assets:Bank:CMB CNY
2023-01-01 open Liabilities:CreditCard:CMB CNY
2023-01-01 open Expenses:Food:Lunch
2023-01-01 open Income:Salary
2024-12-01 * "午饭"
  Expenses:Food:Lunch  30 CNY
  Liabilities:CreditCard:CMB
`;
    check(cardFirst, { text: '工资 15000 招行', postings: 'Assets:Bank:CMB 15000; Income:Salary -15000' });
  });

  it('the card is still used when the sentence names it as one (招行信用卡)', () => {
    check(CMB_DEBIT_AND_CARD, { text: '工资 15000 招行信用卡', postings: 'Liabilities:CreditCard:CMB 15000; Income:Salary -15000' });
  });
});

/** The account the words of `text` name, as bestMention chooses it among the accounts of `roots`. */
function mentioned(source: string, text: string, roots: readonly string[]) {
  const index = nlpIndexOf(ledgerViewOf(Ledger.fromText(source, 'qa5.beancount')));
  return bestMention(index, findTermMentions(text, index, REFERENCE_DATE), { roots, date: REFERENCE_DATE, currency: 'CNY' });
}

describe('a choice among accounts the words name equally says which others they name', () => {
  // a rule, not a guess: the fixture ledger's 招商银行 (Assets:Bank:CMB and Liabilities:CreditCard:CMB) is not warned
  it('招行 for a debit account and a card is the debit account, with no other choice to warn of', () => {
    expect(mentioned(CMB_DEBIT_AND_CARD, '招行', ['Assets', 'Liabilities'])).toEqual({ account: 'Assets:Bank:CMB:Debit', loose: true, parent: 'Assets:Bank:CMB', alsoNamed: [] });
  });

  it('信用卡 with two cards open names both', () => {
    const twoCards = `${CMB_DEBIT_AND_CARD}2023-01-01 open Liabilities:CreditCard:ICBC CNY\n`;
    const choice = mentioned(twoCards, '信用卡', ['Assets', 'Liabilities']);
    expect([choice?.account, ...(choice?.alsoNamed ?? [])].sort()).toEqual(['Liabilities:CreditCard:CMB', 'Liabilities:CreditCard:ICBC']);
  });

  it('银行卡, 储蓄卡 and 刷卡 with two debit accounts name both', () => {
    const twoDebit = CMB_DEBIT_AND_CARD.replace('Assets:Bank:ICBC CNY', 'Assets:Bank:ICBC:Debit CNY').replace(/.*Liabilities:CreditCard:CMB.*\n/, '');
    for (const word of ['银行卡', '储蓄卡', '刷卡']) {
      const choice = mentioned(twoDebit, word, ['Assets', 'Liabilities']);
      expect([choice?.account, ...(choice?.alsoNamed ?? [])].sort(), word).toEqual(['Assets:Bank:CMB:Debit', 'Assets:Bank:ICBC:Debit']);
    }
  });

  it('a word naming one account names no other (工行)', () => {
    expect(mentioned(CMB_DEBIT_AND_CARD, '工行', ['Assets', 'Liabilities'])).toEqual({ account: 'Assets:Bank:ICBC', loose: false, parent: null, alsoNamed: [] });
  });

  it('the account a word names itself goes before its sub-accounts, which are no other choice', () => {
    const withParent = `${CMB_DEBIT_AND_CARD}2023-01-01 open Assets:Bank:CMB CNY\n2023-01-01 open Assets:Bank:CMB:Savings CNY\n`;
    expect(mentioned(withParent, '招行', ['Assets', 'Liabilities'])).toEqual({ account: 'Assets:Bank:CMB', loose: false, parent: null, alsoNamed: [] });
  });
});
