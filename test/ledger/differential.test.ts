// Differential tests: our booked inventories and errors against Beancount 2.3's own, for
// generated and hand-written ledgers, at the end and at intermediate dates, at full precision.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Inventory } from '../../src/ledger/core/inventory.ts';
import type { Directive } from '../../src/ledger/core/directives.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { generateLedger } from '../../bench/generate-ledger.ts';
import { beancountInventories, requireBeancount, type BeancountPosition } from '../support/beancount.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'ledger-differential-'));
const fixtures = join(import.meta.dirname, '../fixtures/differential');

/** Exact text of a number as Python's Decimal would hold it (exponent kept, no scientific notation). */
const exact = (n: string) => Decimal.parse(n).toString();

function canonical(p: BeancountPosition): string {
  const c = p.cost;
  return [exact(p.units.number), p.units.currency, c ? exact(c.number) : '', c?.currency ?? '', c?.date ?? '', c?.label ?? ''].join('|');
}

/** Our inventories per account at the end of `date` (null = everything), built from the booked directives. */
function ourInventories(directives: readonly Directive[], date: string | null): Record<string, string[]> {
  const accounts = new Map<string, Inventory>();
  for (const d of directives) {
    if (d.type !== 'transaction') continue;
    if (date !== null && d.date > date) break;
    for (const p of d.postings) {
      let inv = accounts.get(p.account);
      if (!inv) accounts.set(p.account, (inv = new Inventory()));
      inv.addAmount(p.units, p.cost);
    }
  }
  const out: Record<string, string[]> = {};
  for (const [account, inv] of [...accounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (inv.isEmpty()) continue;
    out[account] = inv
      .positions()
      .map((p) =>
        canonical({
          units: { number: p.units.number.toString(), currency: p.units.currency },
          cost: p.cost && { number: p.cost.number.toString(), currency: p.cost.currency, date: p.cost.date, label: p.cost.label },
        }),
      )
      .sort();
  }
  return out;
}

function theirInventories(balances: Record<string, BeancountPosition[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [account, positions] of Object.entries(balances)) out[account] = positions.map(canonical).sort();
  return out;
}

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
  const errorLines = (errors: { file: string | null; line: number | null }[]) =>
    [...new Set(errors.map((e) => `${basename(e.file ?? '')}:${e.line ?? 0}`))].sort();
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
});
