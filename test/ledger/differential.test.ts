// Differential tests: our booked inventories and errors against Beancount 2.3's own, for
// generated and hand-written ledgers, at the end and at intermediate dates, at full precision.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive } from '../../src/ledger/core/directives.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { generateLedger, splitByYear } from '../../bench/generate-ledger.ts';
import { beancountInventories, requireBeancount } from '../support/beancount.ts';
import { errorLines, ourInventories, theirInventories } from '../support/inventory_views.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'ledger-differential-'));
const fixtures = join(import.meta.dirname, '../fixtures/differential');

/** Three dates spread over the ledger's transactions. */
function sampleDates(directives: readonly Directive[]): string[] {
  const dates = directives.filter((d) => d.type === 'transaction').map((d) => d.date);
  if (dates.length === 0) return [];
  return [0.2, 0.5, 0.8].map((q) => dates[Math.floor(q * (dates.length - 1))]!);
}

function compareWithBeancount(file: string): void {
  const ours = Ledger.load(file);
  const dates = sampleDates(ours.directives);
  const theirs = beancountInventories(file, dates);
  for (const date of [null, ...dates]) {
    const expected = theirInventories(theirs.balances[date ?? 'all']!);
    expect(ourInventories(ours.directives, date), `inventories at ${date ?? 'the end'} of ${basename(file)}`).toEqual(expected);
  }
  expect(errorLines(ours.errors.map((e) => ({ file: e.source.file, line: e.source.line }))), `error lines of ${basename(file)}`).toEqual(
    errorLines(theirs.errors),
  );
}

function beanExample(name: string, args: string[]): string {
  const file = join(work, name);
  writeFileSync(file, execFileSync('bean-example', args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }));
  return file;
}

describe.runIf(run)('booked inventories equal Beancount 2.3', () => {
  for (const name of readdirSync(fixtures).filter((f) => f.endsWith('.beancount'))) {
    it(`hand-written edge cases: ${name}`, () => compareWithBeancount(join(fixtures, name)));
  }

  for (const seed of [1, 2, 3]) {
    it(`bean-example, seed ${seed}`, () => {
      compareWithBeancount(beanExample(`example-${seed}.beancount`, ['--seed', String(seed), '--date-begin', '2020-01-01', '--date-end', '2022-06-30']));
    });
  }

  it('bean-example, a 30-year history', () => {
    compareWithBeancount(beanExample('example-30y.beancount', ['--seed', '7', '--date-begin', '1995-01-01', '--date-end', '2025-01-01']));
  }, 300_000);

  it('generated ledger with lots, pads, prices and balance assertions', () => {
    const file = join(work, 'generated.beancount');
    writeFileSync(file, generateLedger({ transactions: 20_000, seed: 5 }));
    compareWithBeancount(file);
  }, 180_000);

  it('the generated ledger kept as one file per year (includes) gives what the single file gives, and what Beancount gives', () => {
    const text = generateLedger({ transactions: 8_000, seed: 6, perDay: 5 });
    const single = join(work, 'single.beancount');
    writeFileSync(single, text);
    const dir = join(work, 'by-year');
    mkdirSync(dir);
    const files = splitByYear(text);
    expect([...files.keys()]).toEqual(['main.beancount', '2000.beancount', '2001.beancount', '2002.beancount', '2003.beancount', '2004.beancount']);
    for (const [name, body] of files) writeFileSync(join(dir, name), body);
    const [one, split] = [Ledger.load(single), Ledger.load(join(dir, 'main.beancount'))];
    expect(split.files).toHaveLength(6);
    expect(split.directives).toHaveLength(one.directives.length);
    expect(ourInventories(split.directives)).toEqual(ourInventories(one.directives));
    compareWithBeancount(join(dir, 'main.beancount'));
  }, 180_000);
});
