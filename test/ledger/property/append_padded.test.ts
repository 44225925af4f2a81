// Property: transactions written late into a ledger that pads its cash account, checked and
// appended, agree with Beancount 2.3 loading the longer file: the lines check() newly blames,
// with Beancount's messages, and after append() every directive Beancount returns, the padding
// with its amount and narration included. A late transaction before the assertion a pad fills
// changes that padding: append() replaces it without running the pipeline when it can.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { numbered } from './ledger_model.ts';
import { paddedLedger } from './padded_ledger.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('append-padded-');

/** Whether append() replaced padding in place (the incremental path), or null when check() refused the additions. */
async function agreesWithBeancount(base: string, tail: string): Promise<boolean | null> {
  const worker = workspace.worker();
  const beforeFile = workspace.write(base, 'before');
  const afterFile = workspace.write(base + tail, 'after');
  const firstNewLine = base.split('\n').length;
  const theirsBefore = new Set((await worker.booked(beforeFile)).errors.map((e) => e.line));
  const theirs = await worker.booked(afterFile);
  const theirsNew = theirs.errors.filter((e) => !theirsBefore.has(e.line)).map((e) => `${e.line}: ${e.message.split('\n')[0]!.trim()}`);

  const ledger = Ledger.load(beforeFile);
  const oursBefore = new Set(ledger.errors.map((e) => e.source.line));
  const additions = parseText(base + tail, beforeFile).directives.filter((d) => d.source.line >= firstNewLine);
  const result = ledger.check(additions);
  const oursNew = result.errors.filter((e) => !oursBefore.has(e.source.line)).map((e) => `${e.source.line}: ${e.message.split('\n')[0]!.trim()}`);
  const shown = `\n${numbered(base + tail)}\n(appended from line ${firstNewLine})`;
  expect([...new Set(oursNew)].sort(), `check()${shown}`).toEqual([...new Set(theirsNew)].sort());
  if (result.errors.length > 0 || result.directives.length < additions.length) return null;

  const outcome = ledger.append(result.directives, { followsPaddingChanges: true });
  expect(ledger.directives.flatMap(ourBookedLines).join('\n'), `append()${shown}`).toEqual(theirs.entries.flatMap(theirBookedLines).join('\n'));
  return !outcome.recomputed && (outcome.replaced?.length ?? 0) > 0;
}

describe.runIf(run)('late transactions under pads: check() and append() agree with Beancount 2.3 (property)', () => {
  const runs = propertyRuns(100);
  it('the lines check() blames, and the directives after append(), padding included', async () => {
    let replaced = 0;
    for (let n = 0; n < runs; n++) {
      const { base, additions } = paddedLedger(propertySeed() + n);
      if ((await agreesWithBeancount(base, additions.join(''))) === true) replaced++;
    }
    // The incremental path must be among what is compared, not only the reloads.
    expect(replaced).toBeGreaterThan(0);
  }, Math.max(300_000, runs * 3_000));
});
