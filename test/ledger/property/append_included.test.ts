// Property: the service appends to the main file of a ledger that includes others. For a
// generated ledger spread over three files (split_ledger.ts, the included ones shifted far down
// so that their lines pass the appended ones) and a tail of directives the service writes,
// Ledger.check must blame exactly the places (file and line) where Beancount 2.3 newly reports
// an error, with its messages; and when check() accepts the tail, append() must leave the
// directives Beancount loads from the longer files. The appended directives sort among the
// included files' ones of their day by line number, as a reload would sort them.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { errorLines } from '../../support/inventory_views.ts';
import { ledgerModel, ledgerStep, renderLedger, type LedgerModel, type Step } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';
import { fileLineMessages, splitShape, writeSplit, type SplitShape } from './split_ledger.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('append-included-');

const SERVICE_KINDS = new Set(['txn', 'buy', 'sell', 'trade', 'balance', 'price', 'open']);

interface Case {
  readonly model: LedgerModel;
  readonly tail: readonly Step[];
  readonly shape: SplitShape;
}

const cases: fc.Arbitrary<Case> = fc.record({
  model: ledgerModel,
  tail: fc.array(ledgerStep.filter((s) => SERVICE_KINDS.has(s.kind)), { minLength: 1, maxLength: 2 }),
  shape: splitShape(60),
});

/** The lines of two lists from the first one where they differ. */
function lineDifference(ours: readonly string[], theirs: readonly string[]): string {
  let i = 0;
  while (i < ours.length && i < theirs.length && ours[i] === theirs[i]) i++;
  return ['ours from the first difference:', ...ours.slice(i, i + 8), 'Beancount from there:', ...theirs.slice(i, i + 8)].join('\n');
}

async function appendAgreesWithBeancount({ model, tail, shape }: Case): Promise<void> {
  const before = renderLedger(model);
  const after = renderLedger({ ...model, steps: [...model.steps, ...tail] });
  // Steps render independently of the ones after them, so the longer text extends the shorter.
  expect(after.startsWith(before)).toBe(true);
  const split = writeSplit(workspace, before, shape);
  const main = split.paths[0]!;
  const worker = workspace.worker();
  const theirsBefore = new Set(errorLines((await worker.inventories(main)).errors));

  const ledger = Ledger.load(main);
  const oursBefore = new Set(errorLines(ledger.errors.map((e) => ({ file: e.source.file, line: e.source.line }))));
  const mainBefore = readFileSync(main, 'utf8');
  const mainAfter = mainBefore + '\n' + after.slice(before.length);
  const firstNewLine = mainBefore.split('\n').length;
  const additions = parseText(mainAfter, main).directives.filter((d) => d.source.line >= firstNewLine);
  const result = ledger.check(additions);
  writeFileSync(main, mainAfter);
  const theirs = await worker.booked(main);

  const place = (e: { file: string | null; line: number | null }) => errorLines([e])[0]!;
  const oursNew = result.errors.map((e) => ({ file: e.source.file, line: e.source.line, message: e.message })).filter((e) => !oursBefore.has(place(e)));
  const theirsNew = theirs.errors.filter((e) => !theirsBefore.has(place(e)));
  const shown = () => `${split.shown()}\nappended to the main file from line ${firstNewLine}:\n${after.slice(before.length)}`;
  try {
    expect(errorLines(oursNew)).toEqual(errorLines(theirsNew));
    expect(fileLineMessages(oursNew)).toEqual(fileLineMessages(theirsNew));
  } catch (err) {
    throw new Error(`check(): ${(err as Error).message}\n${lineDifference(fileLineMessages(oursNew), fileLineMessages(theirsNew))}\n${shown()}`);
  }
  if (result.errors.length > 0 || result.directives.length < additions.length) return;

  ledger.append(result.directives);
  const ourLines = ledger.directives.flatMap(ourBookedLines);
  const theirLines = theirs.entries.flatMap(theirBookedLines);
  try {
    expect(ourLines).toEqual(theirLines);
  } catch (err) {
    throw new Error(`append(): ${(err as Error).message}\n${lineDifference(ourLines, theirLines)}\n${shown()}`);
  }
}

describe.runIf(run)('check and append on a ledger with included files agree with Beancount 2.3 (property)', () => {
  it('the errors check() blames and the directives after append() are the ones Beancount loads', async () => {
    await fc.assert(fc.asyncProperty(cases, appendAgreesWithBeancount), { seed: propertySeed() + 400, numRuns: propertyRuns(200) });
  }, 300_000);
});
