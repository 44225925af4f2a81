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
      notUtf8: 0,
      movedByMetadata: 0,
    });
    // a plugin that failed: Beancount's traceback at <load>:0, ours on the line of the cause
    const failed = diffErrorBlocks(
      ['/l.beancount:5:       Plugin "beancount.ops.pad" failed: \'NoneType\' object is not iterable (...)'],
      ['<load>:0:       Error applying plugin "beancount.ops.pad": Traceback (most recent call last):\n  TypeError: \'NoneType\' object is not iterable', '<load>:0:       Error applying plugin "beancount.plugins.leafonly": Traceback (most recent call last):'],
    );
    expect(failed).toEqual({ onlyOurs: [], onlyTheirs: ['<load>:0:       Error applying plugin "beancount.plugins.leafonly": Traceback (most recent call last):'], atTheirCause: 1, pluginsNotRun: 0, notUtf8: 0, movedByMetadata: 0 });
    // Engine QA (session 48, F3): an unbalanced pushtag is at line 0 of its own file, not <load>:0;
    // only the same file's block on a line matches it.
    const pushed = diffErrorBlocks(
      ["/l.beancount:1:       Unbalanced pushed tag: 'trip'", "/inc.beancount:4:       Unbalanced pushed tag: 'x'"],
      ["/l.beancount:0:       Unbalanced pushed tag: 'trip'", "/other.beancount:0:       Unbalanced pushed tag: 'x'"],
    );
    expect(pushed).toMatchObject({ onlyOurs: ["/inc.beancount:4:       Unbalanced pushed tag: 'x'"], onlyTheirs: ["/other.beancount:0:       Unbalanced pushed tag: 'x'"], atTheirCause: 1 });
    // our non-UTF-8 warning is counted apart; an error moved by filename/lineno metadata matches only an entry that has it
    const moved = diffErrorBlocks(
      ['/l.beancount:2:       This file is not UTF-8 (byte 0xE9 on this line; ...)', '/l.beancount:3:       Transaction does not balance: (1 USD)', '/l.beancount:9:       Transaction does not balance: (2 USD)'],
      ['/l.beancount:5:       Transaction does not balance: (1 USD)', '/l.beancount:8:       Transaction does not balance: (2 USD)'],
      ['/l.beancount:3:       Transaction does not balance: (1 USD)'],
    );
    expect(moved).toEqual({
      onlyOurs: ['/l.beancount:9:       Transaction does not balance: (2 USD)'],
      onlyTheirs: ['/l.beancount:8:       Transaction does not balance: (2 USD)'],
      atTheirCause: 0,
      pluginsNotRun: 0,
      notUtf8: 1,
      movedByMetadata: 1,
    });
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

  // Engine QA (session 48, F2, F3): the Python helper failed on an error whose lineno is a Decimal
  // (`lineno: 5` as metadata) and the script died with a stack trace; an unbalanced pushtag or
  // pushmeta (at `<file>:0`, also in an included file) and a file that is not UTF-8 were DIFFERS.
  it('agrees where the README documents the difference: filename/lineno metadata, pushtag/pushmeta at <file>:0, a file not UTF-8', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-documented-'));
    const write = (name: string, text: string | Buffer): string => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const lineno = write('lineno.beancount', '2020-01-01 open Assets:A\n2020-01-02 * "x"\n  lineno: 5\n  Assets:A  1 USD\n');
    const filename = write('filename.beancount', '2020-01-01 open Assets:A\n2020-01-02 * "x"\n  filename: "elsewhere.beancount"\n  Assets:A  1 USD\n');
    const pushtag = write('pushtag.beancount', 'pushtag #trip\n2020-01-01 open Assets:A\n');
    const pushmeta = write('pushmeta.beancount', 'pushmeta key: "v"\n2020-01-01 open Assets:A\n');
    write('deeper.beancount', '2020-01-01 open Assets:B\npushtag #leak\n');
    const included = write('main.beancount', 'include "deeper.beancount"\n2020-01-01 open Assets:A\n');
    const latin1 = write('latin1.beancount', Buffer.from('2020-01-01 open Assets:A\n2020-01-02 * "caf\xe9"\n  Assets:A  1 USD\n  Assets:A  -1 USD\n', 'latin1'));
    const r = compare(lineno, filename, pushtag, pushmeta, included, latin1);
    expect(r.stdout).toMatch(/lineno\.beancount: agrees \(1 errors, 1 accounts with positions; 1 reported on their entry's line, not where its filename\/lineno metadata says/);
    expect(r.stdout).toMatch(/filename\.beancount: agrees \(1 errors, .*1 reported on their entry's line/);
    expect(r.stdout).toMatch(/pushtag\.beancount: agrees \(1 errors, .*1 reported on the line of their cause where Beancount says line 0/);
    expect(r.stdout).toMatch(/pushmeta\.beancount: agrees \(1 errors, .*1 reported on the line of their cause/);
    expect(r.stdout).toMatch(/main\.beancount: agrees \(1 errors, .*1 reported on the line of their cause/);
    expect(r.stdout).toMatch(/latin1\.beancount: agrees \(0 errors, .*1 files not UTF-8, which only check warns of/);
    expect(r.stdout).not.toMatch(/DIFFERS|only (bean-)?check reports/);
    expect(r.status).toBe(0);
  });

  it('reads all of bean-check\'s output, however long (a fragment of a split ledger: an error for each posting)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compare-long-'));
    const file = join(dir, 'fragment.beancount');
    const lines: string[] = [];
    for (let i = 0; i < 4000; i++) lines.push(`2020-01-01 * "Shop" "purchase number ${i} with a long narration"`, `  Expenses:Unopened  ${i + 1}.00 USD`, '  Assets:Unopened', '');
    writeFileSync(file, lines.join('\n'));
    const result = compareWithBeancount(file);
    expect(result.kind === 'compared' && result.errorCount).toBe(8000);
    expect(result.kind === 'compared' && result.errors).toEqual({ onlyOurs: [], onlyTheirs: [], atTheirCause: 0, pluginsNotRun: 0, notUtf8: 0, movedByMetadata: 0 });
  });
});
