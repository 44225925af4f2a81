// nounused, coherent_cost and check_closing: the errors of a fixture that exercises each must be
// bean-check's, line for line and in the same order; and what check_closing adds, by itself.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
const fixture = join(import.meta.dirname, '../../fixtures/plugins/unused_cost_closing.beancount');

describe.skipIf(!run)('nounused, coherent_cost and check_closing against bean-check', () => {
  it('reports the errors bean-check reports, on the same lines, in the same order', () => {
    const theirs = [...beanCheck(fixture).output.matchAll(/^(\S[^\n]*?:\d+):\s+([^\n]*)$/gm)].map((m) => `${m[1]}: ${m[2]!.trim()}`);
    const ours = Ledger.load(fixture).errors.map((e) => `${e.source.file}:${e.source.line}: ${e.message}`);
    expect(theirs.length).toBeGreaterThanOrEqual(8);
    expect(ours).toEqual(theirs);
  });
});

describe('check_closing', () => {
  const closing = (date: string, value = 'TRUE') => `plugin "beancount.plugins.check_closing"
2020-01-01 open Assets:Bank
2020-01-01 open Liabilities:Loan
${date} * "repay"
  Liabilities:Loan  10 USD
    closing: ${value}
  Assets:Bank
`;
  const balances = (text: string) => Ledger.fromText(text).directives.filter((d) => d.type === 'balance').map((d) => `${d.date} ${d.account} ${d.amount.number} ${d.amount.currency} ${d.source.file}`);

  it('asserts a zero balance of the posting currency on the next day, across month and year ends', () => {
    expect(balances(closing('2020-02-29'))).toEqual(['2020-03-01 Liabilities:Loan 0 USD <check_closing>']);
    expect(balances(closing('2019-12-31'))).toEqual(['2020-01-01 Liabilities:Loan 0 USD <check_closing>']);
    expect(balances(closing('0099-12-31'))).toEqual(['0100-01-01 Liabilities:Loan 0 USD <check_closing>']);
  });

  it('reads the metadata as Python does in an if: FALSE, 0 and "" close nothing', () => {
    for (const value of ['FALSE', '0', '""', 'NULL']) expect(balances(closing('2020-01-05', value))).toEqual([]);
    for (const value of ['1', '"yes"', '2020-01-01']) expect(balances(closing('2020-01-05', value))).toHaveLength(1);
  });

  it('leaves the transaction as written, and fails as a plugin on the last day Python can count', () => {
    const ledger = Ledger.fromText(closing('2020-01-05'));
    const txn = ledger.directives.find((d) => d.type === 'transaction')!;
    expect([txn.source.line, txn.meta]).toEqual([4, {}]);
    expect(Ledger.fromText(closing('9999-12-31')).errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([
      '1: Plugin "beancount.plugins.check_closing" failed: date value out of range',
    ]);
  });
});
