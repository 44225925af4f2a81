// Property: for any small generated ledger (lots, bookings, interpolation, prices, pads,
// balance assertions and the usual mistakes), our booked inventories, lot by lot at full
// precision, and the set of lines we report errors on equal Beancount 2.3's.
// Seeded (FC_SEED varies it); on failure fast-check shrinks to a small ledger and prints it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { errorLines, ourInventories, theirInventories } from '../../support/inventory_views.ts';
import { disagreement, generatedLedger, type GeneratedLedger } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ledger-property-');

/** Throws a readable account of every difference between our view of the ledger and Beancount's. */
async function agreesWithBeancount(ledger: GeneratedLedger): Promise<void> {
  const file = workspace.write(ledger.text);
  const theirs = await workspace.worker().inventories(file);
  const ours = Ledger.load(file);
  const expected = { inventories: theirInventories(theirs.balances['all']!), errorLines: errorLines(theirs.errors) };
  const actual = {
    inventories: ourInventories(ours.directives),
    errorLines: errorLines(ours.errors.map((e) => ({ file: e.source.file, line: e.source.line }))),
  };
  try {
    expect(actual).toEqual(expected);
  } catch (err) {
    throw disagreement(ledger.text, theirs.errors, ours.errors, err);
  }
}

describe.runIf(run)('generated ledgers book as in Beancount 2.3 (property)', () => {
  // Three batches of 200, each with its own seed, so that one failing batch does not hide the others.
  for (const batch of [0, 1, 2]) {
    it(`batch ${batch + 1}: inventories and error lines agree`, async () => {
      const seed = propertySeed() + batch;
      await fc.assert(fc.asyncProperty(generatedLedger, agreesWithBeancount), { seed, numRuns: propertyRuns(200) });
    }, 300_000);
  }
});
