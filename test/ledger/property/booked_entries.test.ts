// Property: for any small generated ledger (the model of booked_inventories.test.ts), the
// directives our load returns equal the ones Beancount 2.3's loader returns, one by one and in
// the same order: every booked posting (units filled in, lots chosen, costs and prices as
// booking leaves them), the padding transactions with their narration, the prices the
// implicit_prices plugin adds and the opens of auto_accounts. This is what the API's journal
// shows; equal inventories alone would not catch two wrong postings that cancel out. The errors
// must be the same too, message by message (their first line), digits included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { beanExample, withTypos } from '../../support/bean_example.ts';
import { expectLoadLikeBeancount } from '../../support/booked_views.ts';
import { disagreement, generatedLedger, type GeneratedLedger } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ledger-booked-');

/** Our load of `file` against Beancount's: directives one by one, and error messages. */
async function compareWithBeancount(file: string): Promise<{ directives: number; errors: number }> {
  const { theirs } = await expectLoadLikeBeancount(file, workspace.worker());
  return { directives: theirs.entries.length, errors: theirs.errors.length };
}

async function sameEntriesAsBeancount(ledger: GeneratedLedger): Promise<void> {
  const file = workspace.write(ledger.text);
  try {
    await compareWithBeancount(file);
  } catch (err) {
    const answer = await workspace.worker().booked(file);
    throw disagreement(ledger.text, answer.errors, Ledger.load(file).errors, err);
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

describe.runIf(run)('bean-example ledgers load to the same directives and errors as in Beancount 2.3', () => {
  for (const seed of [11, 12]) {
    it(`bean-example, seed ${seed}, ten years: every directive agrees`, async () => {
      const { directives } = await compareWithBeancount(workspace.write(beanExample(seed, '2012-01-01', '2022-01-01')));
      expect(directives).toBeGreaterThan(5000);
    }, 120_000);
  }

  it('with a dozen typos, eight times over: the same directives and the same error messages', async () => {
    const text = beanExample(13, '2013-01-01', '2021-01-01');
    let errors = 0;
    for (let round = 0; round < 8; round++) errors += (await compareWithBeancount(workspace.write(withTypos(text, 1000 + round, 12)))).errors;
    // The typos must break things, or the comparison says little.
    expect(errors).toBeGreaterThan(40);
  }, 120_000);
});
