// beancount.plugins.ira_contribs against Beancount 2.3's loader: the pairs of postings it appends
// (accounts with the year, numbers, flags, no metadata), what triggers them (sign, required flag),
// its errors, and its configurations (good, odd, and the ones Beancount fails on); and each rule
// without Beancount, the year's formatting included.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { formatWithYear } from '../../../src/ledger/plugins/ira_contribs.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginLikeBeancount } from '../../support/plugin_comparison.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ira-contribs-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/ira_contribs.beancount');

const BODY = `2020-01-01 open Assets:Cash
2020-01-01 open Assets:Broker
2020-01-01 open Income:Match
2020-01-01 open Assets:Ira
2020-01-01 open Expenses:Ira:TY2020
2020-03-01 * "match"
  Income:Match  -100.00 USD
  Assets:Cash
2020-03-02 * "flagged deposit"
  C Assets:Cash  25 USD
  Income:Match
`;
const PAIR = "('Assets:Ira', 'Expenses:Ira:TY{year}')";
const withConfig = (config: string | null, body = BODY) => `plugin "beancount.plugins.ira_contribs"${config === null ? '' : ` "${config}"`}\n${body}`;
const added = (ledger: Ledger) =>
  ledger.directives.flatMap((d) => (d.type === 'transaction' ? d.postings.slice(2).map((p) => `${d.source.line} ${p.flag ?? '-'} ${p.account} ${p.units.number} ${p.units.currency}`) : []));
const errorsOf = (ledger: Ledger) => ledger.errors.map((e) => `${e.source.line}: ${e.message}`);

describe.runIf(run)('ira_contribs, as Beancount 2.3 runs it', () => {
  const same = async (text: string, oddFlag = false) =>
    // Beancount keeps a flag that is not a string (the engine cannot): only bean-check's data-type check reports it
    expectPluginLikeBeancount(workspace.write(text, 'ira'), workspace.worker(), { postingDetails: !oddFlag, errorsFromBeanCheck: oddFlag });

  it('appends the fixture\'s pairs as Beancount does', async () => {
    const { ours, theirErrors } = await expectPluginLikeBeancount(fixture, workspace.worker());
    expect(theirErrors).toEqual(["53: Invalid reference to unknown account 'Expenses:Taxes:TY2014:US:Federal:Match401k'"]);
    expect(ours.directives.flatMap((d) => (d.type === 'transaction' ? d.postings.filter((p) => p.flag === 'M') : []))).toHaveLength(8);
  });

  it.each([
    ['no configuration', null, BODY],
    ['a configuration that is not a dict', `[${PAIR}]`, BODY],
    ['accounts that are not a dict', `{'accounts': [('Income:Match', ${PAIR})]}`, BODY],
    ['an account key that is neither a string nor a pair', `{'accounts': {1: ${PAIR}}}`, BODY],
    ['a key of three', `{'accounts': {('C', 'Income:Match', 'x'): ${PAIR}}}`, BODY],
    ['a pair of three names, once a posting matches', "{'accounts': {'Income:Match': ('A:B', 'C:D', 'E:F')}}", BODY],
    ['a pair that is a number, once a posting matches', "{'accounts': {'Income:Match': 1}}", BODY],
    ['a name that is not a string, once a posting matches', "{'accounts': {'Income:Match': (1, 'Expenses:Ira')}}", BODY],
    ['a name with an unknown field, once a posting matches', "{'accounts': {'Income:Match': ('Assets:Ira', 'Expenses:TY{yr}')}}", BODY],
    ['a name with a single brace, once a posting matches', "{'accounts': {'Income:Match': ('Assets:Ira', 'Expenses:TY}')}}", BODY],
    ['a currency that is not a string, once a posting matches', `{'currency': 1, 'accounts': {'Income:Match': ${PAIR}}}`, BODY],
    ['a matching posting held at cost', `{'accounts': {'Assets:Broker': ${PAIR}}}`, `${BODY}2020-03-03 * "buy"\n  Assets:Broker  1 HOOL {5 USD}\n  Assets:Cash\n`],
  ])('fails with %s, as Beancount does', async (_, config, body) => {
    const { theirErrors } = await same(withConfig(config, body));
    expect(theirErrors).toEqual(['plugin failed: beancount.plugins.ira_contribs']);
  });

  it.each([
    ['defaults: currency UNKNOWN, no flag', `{'accounts': {'Income:Match': ${PAIR}}}`, 0],
    ['a flag the posting must carry', `{'flag': 'M', 'accounts': {('C', 'Assets:Cash'): ${PAIR}}}`, 0],
    ['a required flag of None (any posting) or of \'\' (none)', `{'accounts': {(None, 'Income:Match'): ${PAIR}, ('', 'Assets:Cash'): ${PAIR}}}`, 0],
    ['a later key for the same account', `{'accounts': {'Assets:Cash': ${PAIR}, ('C', 'Assets:Cash'): ('Assets:Ira', 'Expenses:Ira:TY{year}'), 'Assets:Cash': 'no'}}`, 0],
    ['odd values nothing matches', "{'currency': 1, 'flag': 2, 'accounts': {'Assets:Other': (1, 2, 3), ('C', 1): 'x'}, 'other': [1]}", 0],
    ['a pair given as a string or a dict', "{'accounts': {'Income:Match': 'AB', 'Assets:Cash': {'Assets:Ira': 1, 'Expenses:Ira:TY2020': 2}}}", 4],
    ['formatted years', "{'accounts': {'Income:Match': ('Assets:Y{year:05d}{{year}}', 'Expenses:Y{year!r:>6}{year:_b}{year:#x}{year:*^8}'), ('C', 'Assets:Cash'): ('Assets:Y{year:+,}', 'Assets:Y{year:=+7}{year:o}')}}", 6],
    ['a flag that is not a string (Beancount\'s validation reports it)', `{'flag': 2, 'accounts': {'Income:Match': ${PAIR}}}`, 2],
  ])('with %s, loads as Beancount does', async (name, config, errors) => {
    const { theirErrors } = await same(withConfig(config), name.includes('flag that is not a string'));
    expect(theirErrors).toHaveLength(errors);
  });

  it('takes the sign from the default root names, whatever the options name them', async () => {
    const body = `option "name_assets" "Actif"\noption "name_income" "Revenu"\n2020-01-01 open Actif:Cash\n2020-01-01 open Revenu:Match\n2020-01-01 open Actif:Ira\n2020-01-01 open Expenses:Ira:TY2020\n2020-03-01 * "in"\n  Actif:Cash  10 USD\n  Revenu:Match\n2020-03-02 * "out"\n  Actif:Cash  -10 USD\n  Revenu:Match\n`;
    const { ours } = await same(withConfig(`{'accounts': {'Actif:Cash': ('Actif:Ira', 'Expenses:Ira:TY{year}'), 'Revenu:Match': ('Actif:Ira', 'Expenses:Ira:TY{year}')}}`, body));
    const transactions = ours.directives.filter((d) => d.type === 'transaction');
    // Actif counts as an income-like root: its decrease triggers; Revenu's increase (negative) triggers
    expect(transactions.map((t) => (t.type === 'transaction' ? t.postings.length : 0))).toEqual([4, 4]);
  });
});

describe('ira_contribs, each rule alone', () => {
  const load = (config: string | null, body = BODY) => Ledger.fromText(withConfig(config, body), 'ira.beancount');
  const CONFIG = `{'currency': 'IRAUSD', 'flag': 'M', 'accounts': {'Income:Match': ${PAIR}}}`;

  it('appends a pair for an increase: minus then plus the absolute number, flagged, without metadata', () => {
    const l = load(CONFIG);
    expect(added(l)).toEqual(['7 M Assets:Ira -100.00 IRAUSD', '7 M Expenses:Ira:TY2020 100.00 IRAUSD', '10 M Assets:Ira -25 IRAUSD', '10 M Expenses:Ira:TY2020 25 IRAUSD']);
    const t = l.directives.find((d) => d.type === 'transaction');
    expect(t?.type === 'transaction' && t.postings.slice(2).map((p) => [p.meta, p.cost, p.price, p.interpolated === true])).toEqual([
      [{}, null, null, false],
      [{}, null, null, false],
    ]);
    expect(l.errors).toEqual([]);
  });

  it('needs the flag a (flag, account) key names, and none for a plain key', () => {
    const cash = (key: string) => added(load(`{'accounts': {${key}: ${PAIR}}}`));
    expect(cash("('C', 'Assets:Cash')")).toEqual(['10 - Assets:Ira -25 UNKNOWN', '10 - Expenses:Ira:TY2020 25 UNKNOWN']);
    expect(cash("('', 'Assets:Cash')")).toEqual([]);
    expect(cash("('M', 'Assets:Cash')")).toEqual([]);
    // the match's Assets:Cash posting (filled in: +100.00) has no flag
    expect(cash("'Assets:Cash'")).toEqual(['7 - Assets:Ira -100.00 UNKNOWN', '7 - Expenses:Ira:TY2020 100.00 UNKNOWN', '10 - Assets:Ira -25 UNKNOWN', '10 - Expenses:Ira:TY2020 25 UNKNOWN']);
  });

  it('triggers on increases only: positive on Assets and Expenses, negative elsewhere', () => {
    const body = `${BODY}2020-03-03 * "reversal"\n  Income:Match  5 USD\n  Assets:Cash\n`;
    expect(added(load(CONFIG, body)).filter((p) => p.startsWith('13 '))).toEqual([]);
    expect(added(load(`{'accounts': {'Assets:Cash': ${PAIR}}}`, body))).toEqual(['7 - Assets:Ira -100.00 UNKNOWN', '7 - Expenses:Ira:TY2020 100.00 UNKNOWN', '10 - Assets:Ira -25 UNKNOWN', '10 - Expenses:Ira:TY2020 25 UNKNOWN']);
  });

  it('reports a flag that is not a string as Beancount\'s validation does, on each transaction it flags', () => {
    const l = load(`{'flag': 2, 'accounts': {'Income:Match': ${PAIR}}}`);
    expect(errorsOf(l)).toEqual(['7: Invalid data types: Invalid flag type', '10: Invalid data types: Invalid flag type']);
    expect(added(l)).toHaveLength(4);
  });

  it('fails where Beancount fails, on the plugin line', () => {
    const failure = (config: string | null, body = BODY) => errorsOf(load(config, body))[0];
    expect(failure(null)).toBe(`1: Plugin "beancount.plugins.ira_contribs" failed: add_ira_contribs() missing 1 required positional argument: 'config_str'`);
    expect(failure('[1]')).toBe('1: Plugin "beancount.plugins.ira_contribs" failed: Invalid plugin configuration: should be a single dict.');
    expect(failure("{'accounts': None}")).toMatch(/failed: 'NoneType' object has no attribute 'items'$/);
    expect(failure("{'accounts': {None: 'AB'}}")).toMatch(/failed: .*not NoneType \(AssertionError\)$/);
    expect(failure("{'accounts': {'Income:Match': 'ABC'}}")).toMatch(/failed: too many values to unpack \(expected 2\)$/);
    expect(failure("{'accounts': {'Income:Match': 'A'}}")).toMatch(/failed: not enough values to unpack \(expected 2, got 1\)$/);
    expect(failure("{'currency': 1, 'accounts': {'Income:Match': 'AB'}}")).toMatch(/failed: the currency must be a string, not int/);
    expect(failure("{'currency': None, 'accounts': {'Income:Match': 'AB'}}")).toMatch(/failed: a currency of None is not supported here/);
    expect(failure(`{'accounts': {'Assets:Broker': ${PAIR}}}`, `${BODY}2020-03-03 * "buy"\n  Assets:Broker  1 HOOL {5 USD}\n  Assets:Cash\n`)).toMatch(/failed: .*held at cost/);
    // nothing matches: nothing fails
    expect(errorsOf(load("{'currency': 1, 'accounts': {'Assets:Other': 'ABC', ('C', 1): 2}}"))).toEqual([]);
  });

  it('formats {year} as Python\'s str.format does', () => {
    const cases: [string, string][] = [
      ['TY{year}', 'TY2013'],
      ['{{year}}', '{year}'],
      ['{year:04d}', '2013'],
      ['{year:06}', '002013'],
      ['{year:>8}', '    2013'],
      ['{year:*^9}', '**2013***'],
      ['{year:=+8}', '+   2013'],
      ['{year:+08}', '+0002013'],
      ['{year:<08}', '20130000'],
      ['{year:,}', '2,013'],
      ['{year:_}', '2_013'],
      ['{year:#x}', '0x7dd'],
      ['{year:#08x}', '0x0007dd'],
      ['{year:X}', '7DD'],
      ['{year:#_b}', '0b111_1101_1101'],
      ['{year:o}', '3735'],
      ['{year: d}', ' 2013'],
      ['{year!r:>6}', '  2013'],
      ['{year!s:.2}', '20'],
      ['{year!s:08}', '20130000'],
    ];
    expect(cases.map(([template]) => formatWithYear(template, 2013))).toEqual(cases.map(([, out]) => out));
    for (const bad of ['{yr}', '{}', '{0}', 'a}b', '{year', '{year:.2}', '{year:,x}', '{year!x}', '{year!r:d}', '{year!s:+}', '{year:s}']) expect(() => formatWithYear(bad, 2013), bad).toThrow();
  });
});
