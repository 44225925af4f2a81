// Which of the directives a write appends an error of the checks names (written-paths.ts): the
// one it is at, else, for a balance assertion made to fail, those before it on its account.
import { describe, expect, it } from 'vitest';
import type { LedgerError, RawDirective } from '../../src/ledger/core/directives.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { writtenPathOf } from '../../src/store/written-paths.ts';

const LEDGER = `2020-01-01 open Assets:Bank
2020-01-01 open Assets:Bank:Savings
2020-01-01 open Expenses:Food
2020-02-01 balance Assets:Bank 0 EUR
`;

/** The rows as transactions of one posting each to `account` (and Expenses:Food), dated, in EUR unless said. */
function rows(...specs: [date: string, account: string, amount: string][]): RawDirective[] {
  const text = specs.map(([date, account, amount]) => `${date} * "row"\n  ${account}  ${amount}\n  Expenses:Food\n`).join('\n');
  // (after the ledger's lines, as a write appends them)
  const after = (source: { file: string; line: number }) => ({ file: source.file, line: source.line + 100 });
  return parseText(text, '/ledger/main.beancount').directives.map((d) =>
    d.type === 'transaction' ? { ...d, source: after(d.source), postings: d.postings.map((p) => ({ ...p, source: after(p.source) })) } : { ...d, source: after(d.source) },
  );
}

function check(written: RawDirective[]): LedgerError[] {
  return Ledger.fromText(LEDGER, '/ledger/main.beancount').check(written).errors;
}

describe('writtenPathOf', () => {
  it('names the rows before a failed assertion on its account or under it, in its currency', () => {
    const written = rows(['2020-01-05', 'Assets:Bank', '-1 EUR'], ['2020-01-06', 'Assets:Bank:Savings', '-2 EUR'], ['2020-01-07', 'Assets:Bank', '-3 USD'], ['2020-02-01', 'Assets:Bank', '-4 EUR']);
    const errors = check(written);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Balance failed for 'Assets:Bank'/)]);
    expect(writtenPathOf(errors[0]!, written, ['row 2', 'row 3', 'row 4', 'row 5'])).toBe('row 2, row 3');
  });

  it('lists ten and counts the rest', () => {
    const written = rows(...Array.from({ length: 12 }, (_, i) => [`2020-01-${String(i + 10)}`, 'Assets:Bank', '-1 EUR'] as [string, string, string]));
    const [error] = check(written);
    const path = writtenPathOf(error!, written, written.map((_, i) => `row ${i + 1}`));
    expect(path).toBe('row 1, row 2, row 3, row 4, row 5, row 6, row 7, row 8, row 9, row 10 and 2 more');
  });

  it('names the row an error is at, and nothing for an error of no written directive', () => {
    const written = rows(['2020-03-01', 'Assets:Cash', '-1 EUR']);
    const errors = check(written);
    expect(errors.map((e) => [e.message, writtenPathOf(e, written, ['row 7'])])).toEqual([["Invalid reference to unknown account 'Assets:Cash'", 'row 7']]);
    const elsewhere: LedgerError = { source: { file: '/ledger/main.beancount', line: 3 }, message: 'x', kind: 'validation' };
    expect(writtenPathOf(elsewhere, written, ['row 7'])).toBeNull();
  });
});
