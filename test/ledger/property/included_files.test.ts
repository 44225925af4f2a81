// Property: a generated ledger spread over a main file and included files (split_ledger.ts)
// loads to the same directives and errors as in Beancount 2.3. Booking (which lot a sale takes,
// which balance an assertion sees) depends on the order of one day's directives across files.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { generatedLedger } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';
import { fileLineMessages, splitShape, writeSplit } from './split_ledger.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ledger-included-');

describe.runIf(run)('generated ledgers spread over included files load as in Beancount 2.3 (property)', () => {
  it('the same directives, in the same order, and the same errors', async () => {
    const cases = fc.record({ ledger: generatedLedger, shape: splitShape(6) });
    await fc.assert(
      fc.asyncProperty(cases, async ({ ledger, shape }) => {
        const split = writeSplit(workspace, ledger.text, shape);
        const answer = await workspace.worker().booked(split.paths[0]!);
        const loaded = Ledger.load(split.paths[0]!);
        try {
          expect(loaded.directives.flatMap(ourBookedLines)).toEqual(answer.entries.flatMap(theirBookedLines));
          expect(fileLineMessages(loaded.errors.map((e) => ({ file: e.source.file, line: e.source.line, message: e.message })))).toEqual(fileLineMessages(answer.errors));
        } catch (err) {
          throw new Error(`${(err as Error).message}\n${split.shown()}`);
        }
      }),
      { seed: propertySeed() + 300, numRuns: propertyRuns(150) },
    );
  }, 300_000);
});
