// The "did you mean" of refusals and of unknown query parameters (src/text/nearest-name.ts).
import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from '../../src/text/nearest-name.ts';

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

  it('a slip, another case or the same last component; nothing far or tied', () => {
    expect(editDistance('form', 'from')).toBe(1);
    expect(nearestName('Expenses:Fod', ['Expenses:Food', 'Expenses:Fees', 'Assets:Cash'], ':')).toBe('Expenses:Food');
    expect(nearestName('expenses:food', ['Expenses:Food', 'Assets:Cash'], ':')).toBe('Expenses:Food');
    expect(nearestName('Expenses:Coffee', ['Expenses:Food:Coffee', 'Expenses:Food'], ':')).toBe('Expenses:Food:Coffee');
    expect(nearestName('Expenses:Travel', ['Expenses:Food', 'Assets:Cash'], ':')).toBeNull();
    expect(nearestName('page', ['from', 'to', 'limit', 'offset'])).toBeNull();
    // Assets:Bank:A is as near to Assets:Bank:C as to Assets:Bank:B
    expect(nearestName('Assets:Bank:C', ['Assets:Bank:A', 'Assets:Bank:B'], ':')).toBeNull();
  });
});
