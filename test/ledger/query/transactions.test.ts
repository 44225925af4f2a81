import { expect, test } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { filterTransactions, pageOfMatches, writtenTransactions } from '../../../src/ledger/query/transactions.ts';

const ledger = Ledger.fromText(`
2024-01-01 open Assets:Cash
2024-01-01 open Assets:Bank
2024-01-01 open Expenses:Food:Coffee
2024-01-01 open Equity:Opening

2024-01-01 pad Assets:Bank Equity:Opening
2024-01-02 balance Assets:Bank 100 CNY

2024-01-03 * "Cafe" "Latte" #treat ^r1
  Expenses:Food:Coffee  5 CNY
  Assets:Cash

2024-01-04 * "Grocer" "Milk and coffee beans"
  Expenses:Food:Coffee  2 USD
  Assets:Bank  -2 USD
`);

const all = writtenTransactions(ledger.directives);
const payees = (f: Parameters<typeof filterTransactions>[1]) => filterTransactions(all, f).map((t) => t.payee);

test('pad entries are not written transactions; newest first', () => {
  expect(ledger.directives.some((d) => d.type === 'transaction' && d.flag === 'P')).toBe(true);
  expect(payees({})).toEqual(['Grocer', 'Cafe']);
});

test('a transaction written with the flag P is a written transaction like any other', () => {
  const withP = Ledger.fromText(`
2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food
2024-01-01 open Equity:Opening
2024-01-01 pad Assets:Cash Equity:Opening
2024-01-02 balance Assets:Cash 100 CNY
2024-01-03 P "hand-written P flag"
  Expenses:Food  1 CNY
  Assets:Cash
`);
  const flagged = withP.directives.filter((d) => d.type === 'transaction' && d.flag === 'P');
  expect(flagged).toHaveLength(2); // the pad's and the hand-written one
  expect(writtenTransactions(withP.directives).map((t) => t.narration)).toEqual(['hand-written P flag']);
});

test('filters', () => {
  expect(payees({ from: '2024-01-04' })).toEqual(['Grocer']);
  expect(payees({ to: '2024-01-03' })).toEqual(['Cafe']);
  expect(payees({ account: 'Expenses:Food' })).toEqual(['Grocer', 'Cafe']);
  expect(payees({ account: 'Expenses:Foo' })).toEqual([]);
  expect(payees({ account: 'Assets:Bank' })).toEqual(['Grocer']);
  expect(payees({ payee: 'cafe' })).toEqual(['Cafe']);
  expect(payees({ tag: 'treat' })).toEqual(['Cafe']);
  expect(payees({ link: 'r1' })).toEqual(['Cafe']);
  expect(payees({ q: 'COFFEE' })).toEqual(['Grocer']);
  expect(payees({ currency: 'USD' })).toEqual(['Grocer']);
});

test('pageOfMatches: the page and total that filtering everything then slicing gives', () => {
  for (const f of [{}, { account: 'Expenses' }, { currency: 'USD' }, { q: 'nothing like this' }]) {
    const matches = filterTransactions(all, f);
    for (const [offset, limit] of [[0, 1], [1, 1], [0, 10], [2, 5], [5, 1]] as const) {
      const { total, page } = pageOfMatches(all, (t) => t, f, offset, limit);
      expect(total).toBe(matches.length);
      expect(page).toEqual(matches.slice(offset, offset + limit));
    }
  }
});
