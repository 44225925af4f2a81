// beancount.plugins.split_expenses against Beancount 2.3's loader: the split postings (accounts,
// numbers at full precision, order, flags, metadata, interpolated mark), the opens it makes, and
// the errors, on a fixture and on snippets for its configurations; and each rule without Beancount.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { splitMembers } from '../../../src/ledger/plugins/split_expenses.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginLikeBeancount } from '../../support/plugin_comparison.ts';
import { beancount } from '../checks/snippets.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('split-expenses-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/split_expenses.beancount');
const MADE = '<split_expenses>';

const postingsOf = (ledger: Ledger, narration: string) => {
  const t = ledger.directives.find((d) => d.type === 'transaction' && d.narration === narration);
  return t?.type === 'transaction' ? t.postings.map((p) => `${p.flag ?? ''}${p.account} ${p.units.number} ${p.units.currency}`) : [];
};
const madeOpens = (ledger: Ledger) => ledger.directives.filter((d) => d.type === 'open' && d.source.file === MADE).map((d) => (d.type === 'open' ? `${d.date} ${d.account}` : ''));
const errorsOf = (ledger: Ledger) => ledger.errors.map((e) => `${e.source.line}: ${e.message}`);

describe.runIf(run)('split_expenses, as Beancount 2.3 runs it', () => {
  const same = async (text: string) => expectPluginLikeBeancount(workspace.write(beancount(text), 'split'), workspace.worker(), { madeFile: MADE });

  it('splits the fixture as Beancount does', async () => {
    const { ours, theirErrors } = await expectPluginLikeBeancount(fixture, workspace.worker(), { madeFile: MADE });
    expect(madeOpens(ours)).toHaveLength(12);
    expect(theirErrors).toHaveLength(2);
  });

  it('divides at 28 digits among three, which leaves whole-number transactions unbalanced', async () => {
    const { ours, theirErrors } = await same(`
      plugin "beancount.plugins.split_expenses" "A B C"
      2020-01-01 open Assets:Cash
      2020-01-02 * "whole"
        Assets:Cash  -10 USD
        Expenses:Food
      2020-01-03 * "cents"
        Assets:Cash  -10.00 USD
        Expenses:Food  10.00 USD
      2020-01-04 * "odd"
        Assets:Cash  -0.01 USD
        Expenses:Food:A  0.01 USD
        Expenses:Fun  -2.00 USD
        Expenses:Fun  2.00 USD
    `);
    expect(theirErrors).toEqual(['3: Transaction does not balance: (-0.000000000000000000000000001 USD)']);
    expect(postingsOf(ours, 'whole')).toContain('Expenses:Food:C 3.333333333333333333333333333 USD');
  });

  it('reads the members as Python splits them, and splits nothing for a blank configuration', async () => {
    await same(`
      plugin "beancount.plugins.split_expenses" "\tAnn  Bo\t"
      2020-01-01 open Assets:Cash
      2020-01-02 * "x"
        Assets:Cash  -9.99 USD
        Expenses:Food
    `);
    const { ours } = await same(`
      plugin "beancount.plugins.split_expenses" "  "
      2020-01-01 open Assets:Cash
      2020-01-01 open Expenses:Food
      2020-01-02 * "x"
        Assets:Cash  -9.99 USD
        Expenses:Food
    `);
    expect(madeOpens(ours)).toEqual([]);
  });

  it('takes a member named twice twice, and names Beancount would not parse as they are', async () => {
    await same(`
      plugin "beancount.plugins.split_expenses" "Ann Ann bo"
      2020-01-01 open Assets:Cash
      2020-01-02 * "x"
        Assets:Cash  -9.99 USD
        Expenses:Food
    `);
  });

  it('uses the root the name_expenses option names', async () => {
    const { ours } = await same(`
      option "name_expenses" "Depenses"
      plugin "beancount.plugins.split_expenses" "Ann Bo"
      2020-01-01 open Assets:Cash
      2020-01-01 open Depenses:Food
      2020-01-02 * "x"
        Assets:Cash  -9.99 USD
        Depenses:Food
    `);
    expect(postingsOf(ours, 'x')).toEqual(['Assets:Cash -9.99 USD', 'Depenses:Food:Ann 4.995 USD', 'Depenses:Food:Bo 4.995 USD']);
  });

  it('fails without a configuration and on a ledger without entries, as Beancount does', async () => {
    const { theirErrors } = await same(`
      plugin "beancount.plugins.split_expenses"
      2020-01-01 open Assets:Cash
      2020-01-01 open Expenses:Food
      2020-01-02 * "x"
        Assets:Cash  -9.99 USD
        Expenses:Food
    `);
    expect(theirErrors).toEqual(['plugin failed: beancount.plugins.split_expenses']);
    const empty = await same(`
      plugin "beancount.plugins.split_expenses" "Ann Bo"
      option "title" "nothing"
    `);
    expect(empty.theirErrors).toEqual(['plugin failed: beancount.plugins.split_expenses']);
  });
});

describe('split_expenses, each rule alone', () => {
  const ledger = (config: string, body: string) => Ledger.fromText(`plugin "beancount.plugins.split_expenses" ${config}\n2020-01-01 open Assets:Cash\n${body}`, 'split.beancount');
  const SPEND = '2020-01-02 * "x"\n  Assets:Cash  -10.00 USD\n  Expenses:Food\n';

  it('splits an expense posting in its place, one posting per member in the order named, with the halves interpolated', () => {
    const l = ledger('"Martin Caroline"', '2020-01-02 * "x"\n  Expenses:Food  7.01 USD\n    note: "n"\n  ! Assets:Cash\n');
    expect(postingsOf(l, 'x')).toEqual(['Expenses:Food:Martin 3.505 USD', 'Expenses:Food:Caroline 3.505 USD', '!Assets:Cash -7.01 USD']);
    const t = l.directives.find((d) => d.type === 'transaction');
    expect(t?.type === 'transaction' && t.postings.map((p) => [p.interpolated === true, p.source.line, p.meta.note?.type === 'string' && p.meta.note.value])).toEqual([
      [true, 4, 'n'],
      [true, 4, 'n'],
      [true, 6, false],
    ]);
    expect(t?.source.line).toBe(3);
    expect(l.errors).toEqual([]);
  });

  it('divides as Python decimal does, so 10 among 3 leaves 1E-27 unbalanced at no tolerance', () => {
    const l = ledger('"A B C"', '2020-01-02 * "x"\n  Assets:Cash  -10 USD\n  Expenses:Food\n');
    expect(postingsOf(l, 'x')).toEqual(['Assets:Cash -10 USD', ...['A', 'B', 'C'].map((m) => `Expenses:Food:${m} 3.333333333333333333333333333 USD`)]);
    expect(errorsOf(l)).toEqual(['3: Transaction does not balance: (-0.000000000000000000000000001 USD)']);
    // with cents written, the -10.00 posting sets a tolerance of 0.005
    expect(errorsOf(ledger('"A B C"', SPEND))).toEqual([]);
  });

  it('leaves an account that contains a member name anywhere, and accounts of other roots', () => {
    const l = ledger('"Al Bo"', '2020-01-01 open Expenses:Alcohol\n2020-01-01 open Income:Bo\n2020-01-02 * "x"\n  Expenses:Alcohol  1 USD\n  Income:Bo  -1 USD\n');
    expect(postingsOf(l, 'x')).toEqual(['Expenses:Alcohol 1 USD', 'Income:Bo -1 USD']);
    expect(madeOpens(l)).toEqual([]);
  });

  it('opens each new sub-account not opened or closed, on the first entry\'s date, before the other entries of that day', () => {
    const l = ledger('"Ann Bo"', `2020-01-01 open Expenses:Food:Bo\n${SPEND}`);
    expect(madeOpens(l)).toEqual(['2020-01-01 Expenses:Food:Ann']);
    expect(l.directives[0]?.source).toEqual({ file: MADE, line: 0 });
    expect(l.errors).toEqual([]);
  });

  it('splits nothing for a blank configuration; reads members as Python str.split does', () => {
    expect(postingsOf(ledger('"   "', `2020-01-01 open Expenses:Food\n${SPEND}`), 'x')).toEqual(['Assets:Cash -10.00 USD', 'Expenses:Food 10.00 USD']);
    expect(splitMembers('\tA  B\u00a0C\u001fD\u3000E\ufeffF ')).toEqual(['A', 'B', 'C', 'D', 'E\ufeffF']);
  });

  it('fails without a configuration, and on a ledger without entries', () => {
    expect(errorsOf(ledger('', SPEND))).toEqual([`1: Plugin "beancount.plugins.split_expenses" failed: split_expenses() missing 1 required positional argument: 'config'`, "3: Invalid reference to unknown account 'Expenses:Food'"]);
    expect(errorsOf(Ledger.fromText('plugin "beancount.plugins.split_expenses" "A B"\n', 'split.beancount'))).toEqual(['1: Plugin "beancount.plugins.split_expenses" failed: list index out of range']);
  });
});
