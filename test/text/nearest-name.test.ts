// The "did you mean" of refusals and of unknown query parameters (src/text/nearest-name.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

/** The whole table, every cell: what editDistance computes, written the plain way. */
function fullTable(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

describe('editDistance', () => {
  it('is the full table\'s distance, and with a limit the same up to it, limit + 1 above', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', ':'), maxLength: 12 });
    fc.assert(
      fc.property(text, text, fc.constantFrom(0, 1, 2, 3, Infinity), (a, b, limit) => {
        expect(editDistance(a, b, limit)).toBe(Math.min(fullTable(a, b), limit + 1));
      }),
      { seed: 36, numRuns: 3000 },
    );
  });

  it('answers for account names of thousands of characters (a request may name one of 4,096)', () => {
    const long = `Expenses:${'C'.repeat(4087)}`;
    expect(editDistance(long, `${long.slice(0, -1)}D`, 2)).toBe(1);
    expect(editDistance(long, `Expenses:${'D'.repeat(4087)}`, 2)).toBe(3);
    expect(nearestName(`${long}x`, [long, 'Assets:Cash'], ':')).toBe(long);
  });
});
