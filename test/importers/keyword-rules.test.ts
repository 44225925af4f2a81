// The keyword table's matching rules, asked directly: Latin words whole (and in the plural), other
// scripts anywhere; a hint names an account by its last part, and only the user's own money may
// be kept per currency (Assets:Cash:EUR is cash; Expenses:Food:KFC is no Food account).
import { describe, expect, it } from 'vitest';
import { keywordAccount, type KeywordCandidate } from '../../src/importers/keyword-rules.ts';

const ROOTS = { assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity', income: 'Income', expenses: 'Expenses' };
const candidates = (...names: string[]): KeywordCandidate[] => names.map((account) => ({ account, aliases: [] }));

describe('keywordAccount', () => {
  const accounts = candidates('Assets:Cash:EUR', 'Expenses:Bank:Fees', 'Expenses:Coffee', 'Expenses:Housing:Rent', 'Expenses:Food:KFC', 'Expenses:Dining', 'Income:Refunds');

  it('reads a Latin word whole, also in the plural, and others anywhere', () => {
    expect(keywordAccount('ATM FEES', 'expenses', ROOTS, accounts)).toBe('Expenses:Bank:Fees');
    expect(keywordAccount('monthly fee', 'expenses', ROOTS, accounts)).toBe('Expenses:Bank:Fees');
    expect(keywordAccount('coffee beans', 'expenses', ROOTS, accounts)).toBe('Expenses:Coffee');
    expect(keywordAccount('current account interest', 'expenses', ROOTS, accounts)).toBeNull(); // no `rent` in current
    expect(keywordAccount('CARD_REFUND', 'income', ROOTS, accounts)).toBe('Income:Refunds');
    expect(keywordAccount('rents for May', 'expenses', ROOTS, accounts)).toBe('Expenses:Housing:Rent');
    expect(keywordAccount('跨行手续费', 'expenses', ROOTS, accounts)).toBe('Expenses:Bank:Fees');
  });

  it('takes a cash account kept per currency, but no account under another whose last part is three capitals', () => {
    expect(keywordAccount('Cash withdrawal at Sparkasse Berlin', 'expenses', ROOTS, accounts)).toBe('Assets:Cash:EUR');
    expect(keywordAccount('外卖 午餐', 'expenses', ROOTS, accounts)).toBe('Expenses:Dining');
    expect(keywordAccount('外卖 午餐', 'expenses', ROOTS, candidates('Expenses:Food:KFC'))).toBeNull();
  });

  it('knows the words of German and Dutch exports (they went to Uncategorized)', () => {
    const more = candidates('Income:Salary', 'Expenses:Housing:Rent', 'Expenses:Bank:Fees', 'Assets:Cash:EUR', 'Expenses:Insurance');
    expect(keywordAccount('Gehalt Januar', 'income', ROOTS, more)).toBe('Income:Salary');
    expect(keywordAccount('SALARIS DECEMBER', 'income', ROOTS, more)).toBe('Income:Salary');
    expect(keywordAccount('Miete Februar Whg 3', 'expenses', ROOTS, more)).toBe('Expenses:Housing:Rent');
    expect(keywordAccount('Huur januari', 'expenses', ROOTS, more)).toBe('Expenses:Housing:Rent');
    expect(keywordAccount('Kontoführung Entgelt', 'expenses', ROOTS, more)).toBe('Expenses:Bank:Fees');
    expect(keywordAccount('Kosten Reparatur', 'expenses', ROOTS, more)).toBeNull(); // Kosten: any cost
    expect(keywordAccount('BARGELDAUSZAHLUNG GA NR 123', 'expenses', ROOTS, more)).toBe('Assets:Cash:EUR');
    expect(keywordAccount('Haftpflicht Versicherung', 'expenses', ROOTS, more)).toBe('Expenses:Insurance');
    // whole words only: Nebenkosten is no fee, Mieterverein no rent
    expect(keywordAccount('Nebenkosten Abrechnung', 'expenses', ROOTS, more)).toBeNull();
    expect(keywordAccount('Mieterverein Beitrag', 'expenses', ROOTS, more)).toBeNull();
  });
});
