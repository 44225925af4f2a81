// beancount.plugins.merge_meta against Beancount 2.3's loader: the metadata of the open, close and
// commodity directives after the merge, the directives and the errors (the external file's
// included), and how the external file's name is found (from the working directory, with ~ and
// $VAR expanded) or not found; then each rule alone, without Beancount. The one deliberate
// difference, the merged directive's file and line, is asserted as such.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive, MetaValue } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { externalPath } from '../../../src/ledger/plugins/merge_meta.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { errorLines, expectLoadLikeBeancount, ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import type { BookedEntry } from '../../support/beancount_worker.ts';

const run = requireBeancount();
const FIXTURES = join(import.meta.dirname, '../../fixtures/plugins');
const fixture = join(FIXTURES, 'merge_meta.beancount');
const SECRETS = join(FIXTURES, 'merge_meta_secrets.beancount');
// Read by both loaders when expanding `$MERGE_META_FIXTURES` (the worker copies the environment when it starts).
process.env.MERGE_META_FIXTURES = FIXTURES;
const workspace = beancountWorkspace('merge-meta-');
const PLUGIN = 'beancount.plugins.merge_meta';

/** `type date key meta... @ file line` for each open, close and commodity, as Beancount's loader leaves them. */
function theirMeta(file: string): string[] {
  const script = `
import sys, datetime
from decimal import Decimal
from beancount import loader
from beancount.core import data, amount
entries, _, _ = loader.load_file(sys.argv[1])
def fmt(v):
    if isinstance(v, bool): return 'b:' + str(v)
    if isinstance(v, Decimal): return 'n:' + str(v)
    if isinstance(v, datetime.date): return 'd:' + v.isoformat()
    if isinstance(v, amount.Amount): return 'a:%s %s' % (v.number, v.currency)
    if v is None: return 'none'
    return 's:' + str(v)
for e in entries:
    if isinstance(e, (data.Open, data.Close, data.Commodity)):
        key = getattr(e, 'account', None) or e.currency
        meta = ' '.join('%s=%s' % (k, fmt(v)) for k, v in e.meta.items() if k not in ('filename', 'lineno'))
        print(type(e).__name__.lower(), e.date, key, meta, '@', e.meta['filename'], e.meta['lineno'])
`;
  return execFileSync(BEANCOUNT_PYTHON, ['-c', script, file], { encoding: 'utf8', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } })
    .split('\n')
    .filter(Boolean);
}

const fmt = (v: MetaValue): string =>
  v.type === 'bool' ? `b:${v.value ? 'True' : 'False'}` : v.type === 'number' ? `n:${v.value.toString()}` : v.type === 'date' ? `d:${v.value}` : v.type === 'amount' ? `a:${v.value.number.toString()} ${v.value.currency}` : v.type === 'null' ? 'none' : `s:${v.value}`;

function ourMeta(directives: readonly Directive[]): string[] {
  return directives.flatMap((d) =>
    d.type === 'open' || d.type === 'close' || d.type === 'commodity'
      ? [`${d.type} ${d.date} ${d.type === 'commodity' ? d.currency : d.account} ${Object.entries(d.meta).map(([k, v]) => `${k}=${fmt(v)}`).join(' ')} @ ${d.source.file} ${d.source.line}`]
      : [],
  );
}

const withoutLocation = (lines: readonly string[]) => lines.map((l) => l.replace(/ @ .*$/, '').trimEnd()).sort();
/** The booked view with the lines of opens, closes and commodities left out (they are the deliberate difference), sorted. */
const bookedWithoutMergedLines = (lines: readonly string[]) => lines.map((l) => l.replace(/^(\S+ (?:open|close|commodity) line )\d+/, '$1*')).sort();
const theirLines = (entries: readonly BookedEntry[]) => entries.flatMap(theirBookedLines);

/**
 * Our load of `file` against Beancount's: the directives (opens, closes and commodities without
 * their lines, which a merge changes in Beancount only), their metadata, and the errors.
 */
async function expectMergeLikeBeancount(file: string): Promise<Ledger> {
  const theirs = await workspace.worker().booked(file);
  const ours = Ledger.load(file);
  expect(bookedWithoutMergedLines(ours.directives.flatMap(ourBookedLines))).toEqual(bookedWithoutMergedLines(theirLines(theirs.entries)));
  expect(withoutLocation(ourMeta(ours.directives))).toEqual(withoutLocation(theirMeta(file)));
  expect(errorLines(ours.errors.map((e) => ({ line: e.source.line, message: e.message })))).toEqual(errorLines(theirs.errors));
  return ours;
}

describe.runIf(run)('merge_meta, as Beancount 2.3 runs it', () => {
  it('merges the metadata Beancount merges, and passes on the external file’s errors', async () => {
    const ours = await expectMergeLikeBeancount(fixture);
    expect(ours.errors.filter((e) => e.source.file === SECRETS).map((e) => e.message)).toEqual(['Duplicate open directive for Assets:Broker', 'Transaction does not balance: (3.00 USD)']);
    const bank = ourMeta(ours.directives).find((l) => l.startsWith('open 2020-01-01 Assets:Bank '));
    expect(bank).toBe(`open 2020-01-01 Assets:Bank institution=s:First Bank of Secrets opened-by=s:me account-number=s:0123-456789 balance-limit=a:1000.50 USD since=d:2010-01-01 joint=b:True @ ${fixture} 13`);
  });

  it('keeps the file and line of a merged directive, which Beancount takes from the external file', () => {
    const theirs = theirMeta(fixture).filter((l) => l.includes(` @ ${SECRETS} `));
    const ours = Ledger.load(fixture);
    expect(theirs.length).toBe(6);
    for (const line of theirs) {
      const [head] = line.split(' @ ');
      expect(ourMeta(ours.directives).find((l) => l.startsWith(`${head} @ `))).toMatch(new RegExp(` @ ${fixture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d+$`));
    }
    // An error about a merged directive follows it: Beancount reports the second HOOL in the external file.
    const text = `plugin "${PLUGIN}" "${SECRETS}"\n2019-12-01 commodity HOOL\n2019-12-02 commodity HOOL\n  name: "again"\n`;
    const ledger = Ledger.fromText(text);
    expect(ledger.errors.map((e) => `${e.source.line}: ${e.message}`)).toContain("3: Duplicate commodity directives for 'HOOL'");
  });

  it('merges into the directive Beancount picks: the first earliest open, the last commodity', async () => {
    const file = workspace.write(
      `plugin "${PLUGIN}" "${SECRETS}"\n2020-01-01 open Assets:Broker\n  which: "first"\n2020-01-01 open Assets:Broker\n  which: "second"\n` +
        `2019-01-01 commodity HOOL\n  which: "first"\n2019-01-02 commodity HOOL\n  which: "last"\n`,
    );
    const theirs = await workspace.worker().booked(file);
    const ours = Ledger.load(file);
    expect(withoutLocation(ourMeta(ours.directives))).toEqual(withoutLocation(theirMeta(file)));
    expect(withoutLocation(ourMeta(ours.directives))).toEqual([
      'commodity 2019-01-01 HOOL which=s:first',
      'commodity 2019-01-02 HOOL which=s:last ticker=s:HOOL',
      'open 2020-01-01 Assets:Broker which=s:first account-number=n:42',
      'open 2020-01-01 Assets:Broker which=s:second',
    ]);
    // The deliberate difference: in Beancount the merged directives move to the external file's
    // lines, so the duplicate HOOL is reported there, and the merged first Broker open sorts after
    // the second one (line 11 of the external file against line 4), which becomes the original.
    const secretsLine = (text: string) => readFileSync(SECRETS, 'utf8').split('\n').indexOf(text) + 1;
    const duplicates = ["Duplicate commodity directives for 'HOOL'", 'Duplicate open directive for Assets:Broker'];
    const where = (list: { file: string | null; line: number | null; message: string }[]) => list.filter((e) => duplicates.includes(e.message)).map((e) => `${e.file}:${e.line}: ${e.message}`).sort();
    const ownDuplicate = `${SECRETS}:${secretsLine('2011-01-01 open Assets:Broker')}: ${duplicates[1]}`;
    expect(where(theirs.errors)).toEqual([ownDuplicate, `${SECRETS}:${secretsLine('2010-01-01 open Assets:Broker')}: ${duplicates[1]}`, `${SECRETS}:${secretsLine('2000-01-01 commodity HOOL')}: ${duplicates[0]}`].sort());
    expect(where(ours.errors.map((e) => ({ ...e.source, message: e.message })))).toEqual([ownDuplicate, `${file}:4: ${duplicates[1]}`, `${file}:8: ${duplicates[0]}`].sort());
    const rest = (list: { line: number | null; message: string }[]) => errorLines(list.filter((e) => !duplicates.includes(e.message)));
    expect(rest(ours.errors.map((e) => ({ line: e.source.line, message: e.message })))).toEqual(rest(theirs.errors));
    expect(rest(theirs.errors)).toEqual(['34: Transaction does not balance: (3.00 USD)']);
  });

  it('reads a relative name from the working directory, not from the ledger’s directory', async () => {
    const file = workspace.write(`plugin "${PLUGIN}" "${relative(process.cwd(), SECRETS)}"\n2020-01-01 open Assets:Bank\n`);
    const ours = await expectMergeLikeBeancount(file);
    expect(ourMeta(ours.directives)[0]).toMatch(/account-number=s:0123-456789/);
    const nextToIt = workspace.write(`plugin "${PLUGIN}" "merge_meta_secrets.beancount"\n2020-01-01 open Assets:Bank\n`);
    writeFileSync(join(nextToIt, '..', 'merge_meta_secrets.beancount'), '2010-01-01 open Assets:Bank\n  account-number: "next to the ledger"\n');
    const { ours: missing } = await expectLoadLikeBeancount(nextToIt, workspace.worker());
    expect(missing.errors.map((e) => `${e.source.file}:${e.source.line}: ${e.message}`)).toEqual([`<load>:0: File "${join(process.cwd(), 'merge_meta_secrets.beancount')}" does not exist`]);
  });

  it.each([
    ['$VAR', '$MERGE_META_FIXTURES/merge_meta_secrets.beancount'],
    ['${VAR}', '${MERGE_META_FIXTURES}/./other/../merge_meta_secrets.beancount'],
    ['an unset variable, kept', '$MERGE_META_UNSET_VARIABLE/merge_meta_secrets.beancount'],
    ['~', '~/merge-meta-no-such-file.beancount'],
    ['a missing absolute name', '/nonexistent/merge_meta/secrets.beancount'],
  ])('expands and resolves the name as Beancount does: %s', async (_what, name) => {
    const file = workspace.write(`plugin "${PLUGIN}" "${name}"\n2020-01-01 open Assets:Bank\n2020-01-01 commodity USD\n`);
    await expectMergeLikeBeancount(file);
  });

  it('merges what the external file’s own plugins and includes make', async () => {
    const dir = join(workspace.write('', 'unused'), '..', 'nested');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'accounts.beancount'), '2010-01-01 open Assets:Bank\n  from-include: TRUE\n');
    writeFileSync(join(dir, 'secrets.beancount'), 'plugin "beancount.plugins.auto_accounts"\ninclude "accounts.beancount"\n2010-01-01 * "t"\n  Assets:Auto  1 USD\n  Assets:Bank\n');
    const file = workspace.write(`plugin "${PLUGIN}" "${join(dir, 'secrets.beancount')}"\n2020-01-01 open Assets:Bank\n2020-01-01 open Assets:Auto\n`);
    const ours = await expectMergeLikeBeancount(file);
    expect(ourMeta(ours.directives).some((l) => l.includes('from-include=b:True'))).toBe(true);
  });

  it.each([
    ['no configuration at all', ''],
    ['a directory', '"."'],
  ])('crashes as Beancount does on %s: one failure of the plugin, nothing changed', async (_what, config) => {
    const file = workspace.write(`plugin "${PLUGIN}" ${config}\n2020-01-01 open Assets:Bank\n  acct: 1\n`);
    const theirs = await workspace.worker().booked(file);
    const ours = Ledger.load(file);
    expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirLines(theirs.entries));
    expect(withoutLocation(ourMeta(ours.directives))).toEqual(withoutLocation(theirMeta(file)));
    expect(errorLines(theirs.errors)).toEqual([`0: Error applying plugin "${PLUGIN}": Traceback (most recent call last):`]);
    expect(ours.errors.map((e) => `${e.source.line}: ${e.message.slice(0, e.message.indexOf(':'))}`)).toEqual([`1: Plugin "${PLUGIN}" failed`]);
  });
});

describe('merge_meta, each rule alone', () => {
  const ledger = (config: string, body = '') => Ledger.fromText(`plugin "${PLUGIN}" ${config}\n${body}`);

  it('merges into the earliest open and close of an account and the last commodity; theirs win', () => {
    const l = ledger(
      `"${SECRETS}"`,
      `2020-02-01 open Assets:Bank\n  institution: "mine"\n  mine: 1\n2020-01-01 open Assets:Bank\n2019-01-01 commodity HOOL\n  name: "first"\n2019-01-02 commodity HOOL\n  name: "last"\n2020-12-31 close Assets:Old\n2021-01-01 close Assets:Old\n`,
    );
    expect(ourMeta(l.directives).map((m) => m.replace(/ @ .*$/, '').trimEnd())).toEqual([
      'commodity 2019-01-01 HOOL name=s:first',
      'commodity 2019-01-02 HOOL name=s:last ticker=s:HOOL',
      'open 2020-01-01 Assets:Bank account-number=s:0123-456789 institution=s:First Bank of Secrets balance-limit=a:1000.50 USD since=d:2010-01-01 joint=b:True',
      'open 2020-02-01 Assets:Bank institution=s:mine mine=n:1',
      'close 2020-12-31 Assets:Old closed-by=s:the bank',
      'close 2021-01-01 Assets:Old',
    ]);
    expect(l.directives.find((d) => d.type === 'open' && d.date === '2020-01-01')?.source).toEqual({ file: '<string>', line: 5 });
  });

  it('reports a missing file at <load>, and fails on no configuration or a cycle', () => {
    expect(ledger('"/nonexistent/secrets.beancount"').errors.map((e) => `${e.source.file}:${e.source.line}: ${e.message}`)).toEqual(['<load>:0: File "/nonexistent/secrets.beancount" does not exist']);
    expect(ledger('').errors.map((e) => e.message)).toEqual([`Plugin "${PLUGIN}" failed: expected str, bytes or os.PathLike object, not NoneType`]);
    const self = workspace.write('', 'self');
    writeFileSync(self, `plugin "${PLUGIN}" "${self}"\n2020-01-01 open Assets:Bank\n`);
    const errors = Ledger.load(self).errors;
    expect(errors.map((e) => e.message)).toEqual([`Plugin "${PLUGIN}" failed: "${self}" is already being merged: the files merge each other without end (Beancount recurses until Python's recursion limit)`]);
  });

  it('finds the file as loader.load_file does', () => {
    expect(externalPath('a/../b/./c.beancount')).toBe(join(process.cwd(), 'b/c.beancount'));
    expect(externalPath('//x//y')).toBe('//x/y');
    expect(externalPath('$MERGE_META_FIXTURES/x')).toBe(`${FIXTURES}/x`);
    expect(externalPath('${MERGE_META_UNSET_VARIABLE}/x')).toBe(join(process.cwd(), '${MERGE_META_UNSET_VARIABLE}/x'));
    expect(externalPath('~/x')).toBe(`${process.env.HOME}/x`);
    expect(() => ledger('"/tmp/secrets.gpg"').errors).not.toThrow();
    expect(ledger('"/tmp/secrets.gpg"').errors.map((e) => e.message)[0]).toMatch(/is encrypted; this engine does not decrypt files/);
  });
});
