// exclude_tag, tag_pending, mark_unverified and fill_account: what they make of a fixture (the
// transactions left, their tags and postings, the postings marked unverified) must be what Beancount
// 2.3's loader returns; and each alone, without Beancount.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('transforming-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/transforming.beancount');

/** Beancount's postings that carry `unverified`, as `line account`. */
function theirUnverified(file: string): string[] {
  const script = [
    'import sys',
    'from beancount import loader',
    'entries, _, _ = loader.load_file(sys.argv[1])',
    'for e in entries:',
    '    for p in getattr(e, "postings", None) or []:',
    '        if p.meta and p.meta.get("unverified") is True: print(e.meta["lineno"], p.account)',
  ].join('\n');
  return execFileSync(BEANCOUNT_PYTHON, ['-c', script, file], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
}

describe.runIf(run)('transforming plugins, as Beancount 2.3 runs them', () => {
  it('leaves out, tags, fills and marks what Beancount does', async () => {
    const theirs = await workspace.worker().booked(fixture);
    const ours = Ledger.load(fixture);
    expect(ours.errors).toEqual([]);
    expect(theirs.errors).toEqual([]);
    expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirs.entries.flatMap(theirBookedLines));
    const unverified = ours.directives.flatMap((d) => (d.type === 'transaction' ? d.postings.filter((p) => p.meta.unverified !== undefined).map((p) => `${d.source.line} ${p.account}`) : []));
    expect(unverified.length).toBeGreaterThanOrEqual(2);
    expect(unverified).toEqual(theirUnverified(fixture));
  });
});

describe('transforming plugins, each alone', () => {
  const transactions = (text: string) =>
    Ledger.fromText(text).directives.flatMap((d) => (d.type === 'transaction' ? [`${d.narration}${d.tags.map((t) => ` #${t}`).join('')}: ${d.postings.map((p) => `${p.account} ${p.units.number}`).join(', ')}`] : []));
  const OPENS = '2020-01-01 open Assets:Bank\n2020-01-01 open Assets:Transfer\n2020-01-01 open Equity:Filled\n';

  it('exclude_tag leaves out the transactions tagged #virtual only', () => {
    const text = `plugin "beancount.plugins.exclude_tag"\n${OPENS}2020-01-02 * "v" #virtual\n  Assets:Bank  1 USD\n  Equity:Filled\n2020-01-02 * "kept" #real\n  Assets:Bank  2 USD\n  Equity:Filled\n`;
    expect(transactions(text)).toEqual(['kept #real: Assets:Bank 2, Equity:Filled -2']);
  });

  it('tag_pending tags a link whose common accounts do not sum to zero, or that stands alone', () => {
    const leg = (n: string, narration: string, link: string) => `2020-01-0${n} * "${narration}" ^${link}\n  Assets:Transfer  ${n === '2' ? 10 : -10} USD\n  Assets:Bank\n`;
    const text = `plugin "beancount.plugins.tag_pending"\n${OPENS}${leg('2', 'out', 'a')}${leg('3', 'back', 'a')}${leg('4', 'alone', 'b')}`;
    // out and back: the common accounts are both, and they sum to zero
    expect(transactions(text)).toEqual(['out: Assets:Transfer 10, Assets:Bank -10', 'back: Assets:Transfer -10, Assets:Bank 10', 'alone #PENDING: Assets:Transfer -10, Assets:Bank 10']);
  });

  it('fill_account balances a lone posting at its cost, and needs its account', () => {
    const text = (config: string) => `plugin "beancount.plugins.fill_account"${config}\n${OPENS}2020-01-02 * "buy"\n  Assets:Bank  2 HOOL {10.5 USD}\n`;
    expect(transactions(text(' "Equity:Filled"'))).toEqual(['buy: Assets:Bank 2, Equity:Filled -21.0']);
    expect(Ledger.fromText(text(' "filled"')).errors.map((e) => e.message)).toContain("Invalid account name: 'filled'");
    expect(Ledger.fromText(text('')).errors.map((e) => e.message)[0]).toMatch(/^Plugin "beancount.plugins.fill_account" failed: .*insert_account/);
  });
});
