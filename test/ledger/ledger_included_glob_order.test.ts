// Engine QA: files an `include` pattern matches are taken in Python's glob.glob order, the
// directory's own listing, unsorted (Beancount 2.3's loader does not sort them). Entries of equal
// date, kind and line keep that order through the stable sort: five files each buying one share
// on the same date on line 1, and a FIFO sale takes the lot of the file the directory lists first.
// Sorted by name here, the sale took another lot (Income:PnL -3 USD where Beancount has -1).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { globFiles } from '../../src/ledger/load.ts';
import { BEANCOUNT_PYTHON, beancountInventories, requireBeancount } from '../support/beancount.ts';
import { ourInventories, theirInventories } from '../support/inventory_views.ts';

const run = requireBeancount();

/** Python's own glob.glob of the pattern, run in `dir`, as absolute paths. */
function pythonGlob(dir: string, pattern: string): string[] {
  const script = 'import glob, json, os, sys; os.chdir(sys.argv[1]); print(json.dumps([os.path.join(sys.argv[1], f) for f in glob.glob(sys.argv[2], recursive=True)]))';
  return JSON.parse(execFileSync(BEANCOUNT_PYTHON, ['-c', script, dir, pattern], { encoding: 'utf8' })) as string[];
}

function ledgerWithParts(names: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'glob-order-'));
  // Written out of name order, so that a listing in creation order and one in name order differ.
  names.forEach((name, i) => {
    writeFileSync(join(dir, `part-${name}.beancount`), `2020-01-02 * "buy ${name}"\n  Assets:F  1 HOOL {${100 + i} USD}\n  Assets:Cash\n`);
  });
  writeFileSync(
    join(dir, 'main.beancount'),
    'include "part-*.beancount"\n2020-01-01 open Assets:F "FIFO"\n2020-01-01 open Assets:Cash\n2020-01-01 open Income:PnL\n' +
      '2020-01-03 * "sell one, FIFO"\n  Assets:F  -1 HOOL {}\n  Assets:Cash  100 USD\n  Income:PnL\n',
  );
  return dir;
}

describe.runIf(run)('files an include pattern matches', () => {
  it("are taken in Python's glob order, and a FIFO sale takes the lot Beancount takes", () => {
    const dir = ledgerWithParts(['b', 'a', 'c', 'e', 'd', 'h', 'f', 'g']);
    expect(globFiles(join(dir, 'part-*.beancount'))).toEqual(pythonGlob(dir, 'part-*.beancount'));
    const main = join(dir, 'main.beancount');
    const ours = Ledger.load(main);
    expect(ours.errors).toEqual([]);
    expect(ourInventories(ours.directives)).toEqual(theirInventories(beancountInventories(main).balances['all']!));
  });

  it("with directories in the pattern: each directory's files in its listing, directories in their parent's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'glob-order-dirs-'));
    for (const year of ['2021', '2019', '2020']) {
      execFileSync('mkdir', [join(dir, year)]);
      for (const month of ['03', '01', '02']) writeFileSync(join(dir, year, `${month}.beancount`), '');
    }
    expect(globFiles(join(dir, '*', '*.beancount'))).toEqual(pythonGlob(dir, '*/*.beancount'));
  });
});
