// The "did you mean" of refusals and of unknown query parameters (src/http/nearest-name.ts).
import { describe, expect, it } from 'vitest';
import { nearestName } from '../../src/http/nearest-name.ts';

const ACCOUNTS = ['Assets:Bank:ICBC', 'Assets:Cash', 'Liabilities:CreditCard:BOC', 'Expenses:Food', 'Expenses:Food:Coffee'];

describe('nearestName', () => {
  it('a slip of a letter or two, and another case', () => {
    expect(nearestName('Expenses:Fod', ACCOUNTS, ':')).toBe('Expenses:Food');
    expect(nearestName('assets:cash', ACCOUNTS, ':')).toBe('Assets:Cash');
    expect(nearestName('form', ['from', 'to', 'limit'])).toBe('from');
  });
  it('the same last component only under the same root', () => {
    expect(nearestName('Assets:Bank:Food:Coffee', ACCOUNTS, ':')).toBeNull();
    expect(nearestName('Expenses:Drinks:Coffee', ACCOUNTS, ':')).toBe('Expenses:Food:Coffee');
    // (recheck QA: a card's purchase was steered onto the debit account of the same bank)
    expect(nearestName('Liabilities:CreditCard:ICBC', ACCOUNTS, ':')).toBeNull();
    expect(nearestName('Assets:Bank:BOC', ACCOUNTS, ':')).toBeNull();
  });
  it('nothing close, or a tie, is no answer', () => {
    expect(nearestName('Income:Salary', ACCOUNTS, ':')).toBeNull();
    expect(nearestName('x', ['a', 'b'])).toBeNull();
  });
});
