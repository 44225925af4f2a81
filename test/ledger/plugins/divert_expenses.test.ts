// beancount.plugins.divert_expenses against Beancount 2.3's loader: the postings it moves (with
// their flags, numbers and the metadata it replaces), what `divert:` does, and its configurations
// (good, bad, and the ones Beancount fails on); and each rule without Beancount.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { isAccountOfType } from '../../../src/ledger/plugins/divert_expenses.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginLikeBeancount } from '../../support/plugin_comparison.ts';
import { beancount } from '../checks/snippets.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('divert-expenses-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/divert_expenses.beancount');

const BODY = `2018-01-01 open Liabilities:CreditCard
2018-01-01 open Expenses:Food
2018-01-01 open Expenses:Child
2018-01-28 * "CVS" "Formula" #kid
  Liabilities:CreditCard  -10.27 USD
  Expenses:Food
`;
const withConfig = (config: string | null, body = BODY) => `plugin "beancount.plugins.divert_expenses"${config === null ? '' : ` "${config}"`}\n${body}`;
const postingsOf = (ledger: Ledger) =>
  ledger.directives.flatMap((d) => (d.type === 'transaction' ? d.postings.map((p) => `${d.source.line} ${p.account} ${p.units.number} ${p.units.currency}${p.meta.diverted_account ? ` (from ${p.meta.diverted_account.type === 'string' ? p.meta.diverted_account.value : '?'})` : ''}`) : []));
const errorsOf = (ledger: Ledger) => ledger.errors.map((e) => `${e.source.line}: ${e.message}`);

describe.runIf(run)('divert_expenses, as Beancount 2.3 runs it', () => {
  const same = async (text: string) => expectPluginLikeBeancount(workspace.write(beancount(text), 'divert'), workspace.worker());

  it('moves the fixture\'s postings as Beancount does', async () => {
    const { ours, theirErrors } = await expectPluginLikeBeancount(fixture, workspace.worker());
    expect(theirErrors).toEqual([]);
    expect(postingsOf(ours).filter((p) => p.includes('(from'))).toHaveLength(5);
  });

  it.each([
    ['no configuration', null],
    ['a list (the plugin docstring\'s example)', "['kid', 'Expenses:Child']"],
    ['no account', "{'tag': 'kid'}"],
    ['no tag', "{'account': 'Expenses:Child'}"],
    ['an unhashable tag', "{'tag': ['kid'], 'account': 'Expenses:Child'}"],
    ['an unhashable key', "{'tag': 'kid', 'account': 'Expenses:Child', ('a', ['b']): 1}"],
  ])('fails with %s, as Beancount does', async (_, config) => {
    const { theirErrors } = await same(withConfig(config));
    expect(theirErrors).toEqual(['plugin failed: beancount.plugins.divert_expenses']);
  });

  it.each([
    ['a tag that is not a string: nothing moves', "{'tag': 1, 'account': 'Expenses:Child'}", 0],
    ['an unhashable tag and no transaction: nothing to fail on', "{'tag': ['kid'], 'account': 'Expenses:Child'}", 0],
    ['the last of repeated keys', "{'tag': 'x', 'account': 'Expenses:Food', 'tag': 'kid', 'account': 'Expenses:Child',}", 0],
    ['an account that is not opened', "{'tag': 'kid', 'account': 'Expenses:Kid'}", 1],
    ['an account Beancount would not parse', "{'tag': 'kid', 'account': 'child'}", 1],
  ])('with %s, loads as Beancount does', async (name, config, errors) => {
    const body = name.includes('no transaction') ? BODY.split('\n').filter((l) => l.includes(' open ')).join('\n') : BODY;
    const { theirErrors } = await same(withConfig(config, body));
    expect(theirErrors).toHaveLength(errors);
  });

  it('takes the expenses root from the name_expenses option', async () => {
    const { ours } = await same(`option "name_expenses" "Depenses"\n${withConfig("{'tag': 'kid', 'account': 'Depenses:Child'}", BODY.replaceAll('Expenses:', 'Depenses:'))}`);
    expect(postingsOf(ours)).toContain('6 Depenses:Child 10.27 USD (from Depenses:Food)');
  });
});

describe('divert_expenses, each rule alone', () => {
  const load = (config: string | null, body = BODY) => Ledger.fromText(withConfig(config, body), 'divert.beancount');
  const CONFIG = "{'tag': 'kid', 'account': 'Expenses:Child'}";

  it('moves the expense postings of a tagged transaction, metadata replaced, no longer interpolated', () => {
    const l = load(CONFIG);
    expect(postingsOf(l)).toEqual(['5 Liabilities:CreditCard -10.27 USD', '5 Expenses:Child 10.27 USD (from Expenses:Food)']);
    const t = l.directives.find((d) => d.type === 'transaction');
    const moved = t?.type === 'transaction' ? t.postings[1] : undefined;
    expect(moved?.meta).toEqual({ diverted_account: { type: 'string', value: 'Expenses:Food' } });
    expect(moved?.interpolated).toBe(false);
    expect([t?.source.line, moved?.source.line]).toEqual([5, 7]);
    expect(l.errors).toEqual([]);
  });

  it('moves a posting with divert: TRUE whatever its account, and keeps one with any other value but NULL', () => {
    const body = `${BODY}2018-01-29 * "x" #kid\n  Liabilities:CreditCard  -3 USD\n    divert: TRUE\n  Expenses:Food  1 USD\n    divert: FALSE\n  Expenses:Food  1 USD\n    divert: NULL\n  Expenses:Food  1 USD\n    divert: "TRUE"\n`;
    expect(postingsOf(load(CONFIG, body)).filter((p) => p.startsWith('8 '))).toEqual([
      '8 Expenses:Child -3 USD (from Liabilities:CreditCard)',
      '8 Expenses:Food 1 USD',
      '8 Expenses:Child 1 USD (from Expenses:Food)',
      '8 Expenses:Food 1 USD',
    ]);
  });

  it('leaves transactions without the tag (tags compare exactly)', () => {
    expect(postingsOf(load("{'tag': 'Kid', 'account': 'Expenses:Child'}"))).toEqual(['5 Liabilities:CreditCard -10.27 USD', '5 Expenses:Food 10.27 USD']);
    expect(postingsOf(load("{'tag': '#kid', 'account': 'Expenses:Child'}"))).toEqual(['5 Liabilities:CreditCard -10.27 USD', '5 Expenses:Food 10.27 USD']);
  });

  it('posts to an account nothing opens as it is, which validation then reports', () => {
    expect(errorsOf(load("{'tag': 'kid', 'account': 'Expenses:Kid'}"))).toEqual(["5: Invalid reference to unknown account 'Expenses:Kid'"]);
  });

  it('fails on configurations Beancount fails on, on the plugin line', () => {
    const failure = (config: string | null) => errorsOf(load(config));
    expect(failure(null)).toEqual([`1: Plugin "beancount.plugins.divert_expenses" failed: divert_expenses() missing 1 required positional argument: 'config_str'`]);
    expect(failure("['kid', 'Expenses:Child']")).toEqual(['1: Plugin "beancount.plugins.divert_expenses" failed: Invalid plugin configuration: should be a single dict.']);
    expect(failure("{'tag': 'kid'}")[0]).toMatch(/failed: .*KeyError: 'account'/);
    expect(failure("{'tag': ['kid'], 'account': 'A'}")[0]).toMatch(/failed: unhashable type: 'list'$/);
    // Beancount evaluates any Python; the engine reads literals only
    expect(failure("dict(tag='kid', account='Expenses:Child')")[0]).toMatch(/failed: not a Python literal/);
  });

  it('fails when a posting would move to an account that is not a string (Beancount then fails outside the plugin)', () => {
    expect(errorsOf(load("{'tag': 'kid', 'account': 1}"))[0]).toMatch(/^1: Plugin "beancount.plugins.divert_expenses" failed: the account to divert to must be a string, not int/);
    expect(errorsOf(load("{'tag': 'other', 'account': 1}"))).toEqual([]);
  });

  it('matches the expenses root as Beancount\'s pattern does', () => {
    expect(isAccountOfType('Expenses', 'Expenses:Food')).toBe(true);
    expect(isAccountOfType('Expenses', 'Expenses')).toBe(false);
    expect(isAccountOfType('Expenses', 'ExpensesX:Food')).toBe(false);
    expect(isAccountOfType('Exp.nses', 'Expenses:Food')).toBe(true);
    expect(isAccountOfType('A|B', 'B:x')).toBe(true);
    expect(isAccountOfType('A|B', 'x:B:x')).toBe(false);
  });
});
