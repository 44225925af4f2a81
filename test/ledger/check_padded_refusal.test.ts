// A back-dated write that breaks a later balance assertion on a padded account: check() words the
// failure from the inventories with the padding put in among them (each right after its pad, as
// changed by the write), as a reload would, without running the whole pipeline again (big-ledger
// QA: 1-2 s and a second copy of a 300,000-transaction ledger per refused write, too much for a
// 512 MB heap).
import { describe, expect, it, vi } from 'vitest';
import * as load from '../../src/ledger/load.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

vi.mock('../../src/ledger/load.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/ledger/load.ts')>();
  return { ...actual, processParsed: vi.fn(actual.processParsed) };
});
const pipelineRuns = () => vi.mocked(load.processParsed).mock.calls.length;

function addition(base: string, text: string) {
  const lines = base.split('\n').length - 1;
  return parseText(base + text, 'main.beancount').directives.filter((d) => d.source.line > lines);
}

// The padding (1000.00) empties with the spending of 2020-03-01; the digits of what the account
// holds at the later assertions then come from what follows (5 CNY, no decimals), so a sum of the
// running totals alone would word them otherwise.
const BASE = `2020-01-01 open Assets:Bank
2020-01-01 open Expenses:Food
2020-01-01 open Equity:Opening
2020-01-01 pad Assets:Bank Equity:Opening
2020-02-01 balance Assets:Bank  1000.00 CNY
2020-03-01 * "rent"
  Expenses:Food  1000.00 CNY
  Assets:Bank
2020-04-01 * "refund"
  Assets:Bank  5 CNY
  Expenses:Food
2020-05-01 balance Assets:Bank  5 CNY
2021-05-01 balance Assets:Bank  5 CNY
`;

describe('a refused write under a pad', () => {
  it('after the pad\'s first assertion: the errors a reload gives, in its words and digits, without the pipeline', () => {
    const ledger = Ledger.fromText(BASE, 'main.beancount');
    expect(ledger.errors).toEqual([]);
    const text = '2020-03-15 * "lunch"\n  Expenses:Food  2.50 CNY\n  Assets:Bank\n';
    const runs = pipelineRuns();
    const errors = ledger.check(addition(BASE, text)).errors;
    expect(pipelineRuns()).toBe(runs);
    const reloaded = Ledger.fromText(BASE + text, 'main.beancount').errors;
    expect(reloaded.map((e) => e.message)).toEqual([
      "Balance failed for 'Assets:Bank': expected 5 CNY != accumulated 2.50 CNY (2.50 too little)",
      "Balance failed for 'Assets:Bank': expected 5 CNY != accumulated 2.50 CNY (2.50 too little)",
    ]);
    expect(errors.map((e) => [e.source.line, e.message])).toEqual(reloaded.map((e) => [e.source.line, e.message]));
  });

  it('before the pad\'s first assertion, the padding absorbs it: no error, as a reload finds', () => {
    const ledger = Ledger.fromText(BASE, 'main.beancount');
    const text = '2020-01-15 * "lunch"\n  Expenses:Food  2.50 CNY\n  Assets:Bank\n';
    expect(ledger.check(addition(BASE, text)).errors).toEqual([]);
    expect(Ledger.fromText(BASE + text, 'main.beancount').errors).toEqual([]);
  });
});
