// `npm run compare`: a ledger through Beancount 2.3 and this engine, and what differs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBeancount } from '../support/beancount.ts';
import { compareWithBeancount, diffErrorBlocks, diffInventories } from '../support/ledger_comparison.ts';

const root = join(import.meta.dirname, '../..');

function compare(...files: string[]): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, [join(root, 'scripts/compare-with-beancount.ts'), ...files], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout };
}

describe('what the comparison counts as a difference', () => {
  it('errors: the same blocks match; <load>:0 matches the same message on a line; a plugin neither side ran matches', () => {
    const ours = ['/l.beancount:3:      Unused Pad entry\n\n   2020-01-01 pad A B', '/l.beancount:1:       File glob "x" does not match any files', '/l.beancount:2:       Plugin "my.plugin" is not supported here; it was not run', '/l.beancount:9:       ours only'];
    const theirs = ['/l.beancount:3:      Unused Pad entry\n\n   2020-01-01 pad A B', '<load>:0:       File glob "x" does not match any files', '<load>:0:       Error importing "my.plugin": Traceback (most recent call last):\n  ModuleNotFoundError', '<load>:0:       File glob "y" does not match any files'];
    expect(diffErrorBlocks(ours, theirs)).toEqual({
      onlyOurs: ['/l.beancount:9:       ours only'],
      onlyTheirs: ['<load>:0:       File glob "y" does not match any files'],
      atTheirCause: 1,
      pluginsNotRun: 1,
    });
    // a plugin that failed: Beancount's traceback at <load>:0, ours on the line of the cause
    const failed = diffErrorBlocks(
      ['/l.beancount:5:       Plugin "beancount.ops.pad" failed: \'NoneType\' object is not iterable (...)'],
      ['<load>:0:       Error applying plugin "beancount.ops.pad": Traceback (most recent call last):\n  TypeError: \'NoneType\' object is not iterable', '<load>:0:       Error applying plugin "beancount.plugins.leafonly": Traceback (most recent call last):'],
    );
    expect(failed).toEqual({ onlyOurs: [], onlyTheirs: ['<load>:0:       Error applying plugin "beancount.plugins.leafonly": Traceback (most recent call last):'], atTheirCause: 1, pluginsNotRun: 0 });
    // Repeated blocks count one by one.
    expect(diffErrorBlocks(['a:1: x', 'a:1: x'], ['a:1: x']).onlyOurs).toEqual(['a:1: x']);
  });

  it('inventories: every account whose positions differ, missing on one side included', () => {
    expect(diffInventories({ A: ['1|USD||||'], B: ['2|USD||||'] }, { A: ['1|USD||||'], B: ['2.0|USD||||'], C: ['1|EUR||||'] })).toEqual([
      { account: 'B', ours: ['2|USD||||'], theirs: ['2.0|USD||||'] },
      { account: 'C', ours: null, theirs: ['1|EUR||||'] },
    ]);
  });
});

describe.runIf(requireBeancount())('npm run compare against Beancount 2.3', () => {
  it('agrees on ledgers with errors and positions at cost, and says when Beancount cannot load one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-'));
    const plugin = join(dir, 'plugin.beancount');
    writeFileSync(plugin, 'plugin "no_such_module.anywhere"\n2020-01-01 open Assets:Cash\n');
    const pad = join(root, 'test/fixtures/errors/pad.beancount');
    const lots = join(root, 'test/fixtures/errors/reductions.beancount');
    const result = compareWithBeancount(lots);
    expect(result.kind).toBe('compared');
    if (result.kind === 'compared') expect(result.accountCount).toBeGreaterThan(0);
    const r = compare(pad, lots, plugin);
    expect(r.stdout).toMatch(/pad\.beancount: agrees \(4 errors, \d+ accounts with positions\)/);
    expect(r.stdout).toMatch(/reductions\.beancount: agrees/);
    expect(r.stdout).toMatch(/plugin\.beancount: agrees \(1 errors, 0 accounts with positions; 1 plugins neither runs/);
    expect(r.status).toBe(0);
    expect(compare().status).toBe(2);
    const missing = compare(pad, join(dir, 'missing.beancount'));
    expect(missing.stdout).toMatch(/missing\.beancount: cannot be read \(ENOENT\); nothing compared/);
    expect(missing.status).toBe(2);
  });

  // Engine QA: a division by zero in an amount makes bean-check die of SIGSEGV; compare threw a
  // stack trace instead of saying so.
  it('says Beancount could not load a ledger when bean-check dies of a signal', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-crash-'));
    const file = join(dir, 'divzero.beancount');
    writeFileSync(file, '2020-01-01 open Assets:A\n2020-01-01 open Equity:E\n2020-01-02 * "x"\n  Assets:A  1/0 USD\n  Equity:E\n');
    const r = compare(file);
    expect(r.stdout).toMatch(/divzero\.beancount: Beancount could not load it \(bean-check was killed by SIG[A-Z]+\); nothing compared/);
    expect(r.status).toBe(2);
  });

  it('reads all of bean-check\'s output, however long (a fragment of a split ledger: an error for each posting)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-long-'));
    const file = join(dir, 'fragment.beancount');
    const lines: string[] = [];
    for (let i = 0; i < 4000; i++) lines.push(`2020-01-01 * "Shop" "purchase number ${i} with a long narration"`, `  Expenses:Unopened  ${i + 1}.00 USD`, '  Assets:Unopened', '');
    writeFileSync(file, lines.join('\n'));
    const result = compareWithBeancount(file);
    expect(result.kind === 'compared' && result.errorCount).toBe(8000);
    expect(result.kind === 'compared' && result.errors).toEqual({ onlyOurs: [], onlyTheirs: [], atTheirCause: 0, pluginsNotRun: 0 });
  });
});
