// beancount.plugins.mark_unverified on postings the pipeline made (pad, fill_account,
// currency_accounts, ira_contribs, unrealized): Beancount gives those postings no metadata (None),
// so the plugin fails when it has one to mark and its result is dropped; split_expenses gives its
// split postings a dict, which the plugin then marks. Against Beancount 2.3's loader, and each
// case without Beancount.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { expectPluginLikeBeancount } from '../../support/plugin_comparison.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('mark-unverified-');

const MARK = 'plugin "beancount.plugins.mark_unverified"\n';
const FAILED = `Plugin "beancount.plugins.mark_unverified" failed: 'NoneType' object has no attribute 'copy'`;

// The padding's Equity:Opening posting is on or after that account's balance assertion; so is the
// written transaction on Assets:A, which a plugin that fails does not mark either.
const PADDED = `2020-01-01 open Assets:A
2020-01-01 open Equity:Opening
2020-01-01 balance Equity:Opening 0 USD
2020-01-02 pad Assets:A Equity:Opening
2020-01-03 balance Assets:A 10 USD
2020-01-04 * "written"
  Assets:A  -1 USD
  Equity:Opening
`;

/** A ledger where one posting that `plugin` makes falls on or after a balance of its account; mark_unverified runs after it. */
const MADE_BY: Record<string, { text: string; madeFile?: string }> = {
  fill_account: {
    text: `plugin "beancount.plugins.fill_account" "Equity:Fill"\n${MARK}2020-01-01 open Assets:Bank\n2020-01-01 open Equity:Fill\n2020-01-01 balance Equity:Fill 0 USD\n2020-01-05 * "single"\n  Assets:Bank  5 USD\n`,
  },
  currency_accounts: {
    text: `plugin "beancount.plugins.currency_accounts" "Equity:Trading"\n${MARK}2020-01-01 open Assets:Bank\n2020-01-01 balance Equity:Trading:USD 0 USD\n2020-01-05 * "fx"\n  Assets:Bank  -11 USD @ 0.9 EUR\n  Assets:Bank  9.9 EUR\n`,
    madeFile: '<currency_accounts>',
  },
  ira_contribs: {
    text:
      `plugin "beancount.plugins.ira_contribs" "{'currency': 'IRAUSD', 'accounts': {'Income:Match': ('Assets:IRA:Neg', 'Assets:IRA:Pos')}}"\n${MARK}` +
      `2020-01-01 open Assets:Bank\n2020-01-01 open Income:Match\n2020-01-01 open Assets:IRA:Neg\n2020-01-01 open Assets:IRA:Pos\n2020-01-01 balance Assets:IRA:Pos 0 IRAUSD\n` +
      `2020-01-05 * "match"\n  Income:Match  -5 USD\n  Assets:Bank\n`,
  },
  unrealized: {
    text: `plugin "beancount.plugins.unrealized"\n${MARK}2020-01-01 open Assets:Bank\n2020-01-01 open Equity:O\n2020-01-01 balance Income:Bank 0 USD\n2020-01-05 * "buy"\n  Assets:Bank  1 HOOL {1 USD}\n  Equity:O\n2020-01-06 price HOOL 2 USD\n`,
    madeFile: '<unrealized_gains>',
  },
};

// split_expenses splits the padding posting to Expenses:Trip; its Expenses:Trip:A part follows a balance.
const SPLIT_PADDING = `plugin "beancount.plugins.split_expenses" "A B"
${MARK}2020-01-01 open Expenses:Trip
2020-01-01 open Expenses:Trip:A
2020-01-01 open Expenses:Trip:B
2020-01-01 open Equity:Opening
2020-01-01 balance Expenses:Trip:A 0 USD
2020-01-02 pad Expenses:Trip Equity:Opening
2020-01-03 balance Expenses:Trip 10 USD
`;

const unverified = (ledger: Ledger) =>
  ledger.directives.flatMap((d) => (d.type === 'transaction' ? d.postings.filter((p) => p.meta.unverified !== undefined).map((p) => `${d.date} ${p.account}`) : []));

describe.runIf(run)('mark_unverified on postings the pipeline made, as Beancount 2.3 runs it', () => {
  it('fails on a padding posting and leaves the ledger as it was', async () => {
    const { theirErrors } = await expectPluginLikeBeancount(workspace.write(MARK + PADDED, 'pad'), workspace.worker());
    expect(theirErrors).toEqual(['plugin failed: beancount.plugins.mark_unverified']);
  });

  it.each(Object.keys(MADE_BY))('fails on a posting %s made', async (plugin) => {
    const { text, madeFile } = MADE_BY[plugin]!;
    const { theirErrors } = await expectPluginLikeBeancount(workspace.write(text, plugin), workspace.worker(), { madeFile });
    expect(theirErrors).toContain('plugin failed: beancount.plugins.mark_unverified');
  });

  it('marks the parts split_expenses makes of a padding posting', async () => {
    const { ours, theirErrors } = await expectPluginLikeBeancount(workspace.write(SPLIT_PADDING, 'split'), workspace.worker(), { madeFile: '<split_expenses>' });
    expect(theirErrors).toEqual([]);
    expect(unverified(ours)).toEqual(['2020-01-02 Expenses:Trip:A']);
  });
});

describe('mark_unverified on postings the pipeline made', () => {
  it('fails on a padding posting to mark, on its plugin line, and marks nothing', () => {
    const ledger = Ledger.fromText(MARK + PADDED);
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual([`1: ${FAILED}`]);
    expect(unverified(ledger)).toEqual([]);
  });

  it.each(Object.keys(MADE_BY))('fails on a posting %s made', (plugin) => {
    const ledger = Ledger.fromText(MADE_BY[plugin]!.text);
    expect(ledger.errors.map((e) => e.message)).toContain(FAILED);
    expect(unverified(ledger)).toEqual([]);
  });

  it('marks the parts split_expenses makes of a padding posting, which have metadata', () => {
    const ledger = Ledger.fromText(SPLIT_PADDING);
    expect(ledger.errors).toEqual([]);
    expect(unverified(ledger)).toEqual(['2020-01-02 Expenses:Trip:A']);
  });

  it('marks a written posting without metadata', () => {
    const ledger = Ledger.fromText(MARK + PADDED.replace('2020-01-01 balance Equity:Opening 0 USD\n', ''));
    expect(ledger.errors).toEqual([]);
    expect(unverified(ledger)).toEqual(['2020-01-04 Assets:A']);
  });
});
