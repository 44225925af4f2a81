// Property: for any small generated ledger (the model of booked_inventories.test.ts), the
// directives our load returns equal the ones Beancount 2.3's loader returns, one by one and in
// the same order: every booked posting (units filled in, lots chosen, costs and prices as
// booking leaves them), the padding transactions with their narration, the prices the
// implicit_prices plugin adds and the opens of auto_accounts. This is what the API's journal
// shows; equal inventories alone would not catch two wrong postings that cancel out. The errors
// must be the same too, message by message (their first line), digits included.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { disagreement, generatedLedger, type GeneratedLedger } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ledger-booked-');

async function sameEntriesAsBeancount(ledger: GeneratedLedger): Promise<void> {
  const file = workspace.write(ledger.text);
  const answer = await workspace.worker().booked(file);
  const loaded = Ledger.load(file);
  try {
    expect(loaded.directives.flatMap(ourBookedLines)).toEqual(answer.entries.flatMap(theirBookedLines));
    const messages = (errors: readonly { line: number | null; message: string }[]) => errors.map((e) => `${e.line}: ${e.message.split('\n')[0]!.trim()}`).sort();
    expect(messages(loaded.errors.map((e) => ({ line: e.source.line, message: e.message })))).toEqual(messages(answer.errors));
  } catch (err) {
    throw disagreement(ledger.text, answer.errors, loaded.errors, err);
  }
}

describe.runIf(run)('generated ledgers load to the same directives as in Beancount 2.3 (property)', () => {
  for (const batch of [0, 1]) {
    it(`batch ${batch + 1}: every booked posting, padding and implicit price agrees`, async () => {
      const seed = propertySeed() + 100 + batch;
      await fc.assert(fc.asyncProperty(generatedLedger, sameEntriesAsBeancount), { seed, numRuns: propertyRuns(200) });
    }, 300_000);
  }
});

describe.runIf(run)('bean-example ledgers load to the same directives as in Beancount 2.3', () => {
  for (const seed of [11, 12]) {
    it(`bean-example, seed ${seed}, ten years: every directive agrees`, async () => {
      const text = execFileSync('bean-example', ['--seed', String(seed), '--date-begin', '2012-01-01', '--date-end', '2022-01-01'], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const file = workspace.write(text);
      const answer = await workspace.worker().booked(file);
      const loaded = Ledger.load(file);
      expect(answer.entries.length).toBeGreaterThan(5000);
      expect(loaded.directives.flatMap(ourBookedLines)).toEqual(answer.entries.flatMap(theirBookedLines));
    }, 120_000);
  }
});
