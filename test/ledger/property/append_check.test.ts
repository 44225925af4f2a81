// Property: before the service appends directives it asks Ledger.check what errors they would
// add. For a generated ledger and a generated tail of directives the service writes
// (transactions, balance assertions, prices, opens), the lines check() blames must be exactly the
// lines where Beancount 2.3 reports an error on the whole file and not on the ledger alone, with
// Beancount's messages on those lines.
// If they differ, the service either refuses a good write or writes something bean-check rejects.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';
import { errorLines } from '../../support/inventory_views.ts';
import { ledgerModel, ledgerStep, numbered, renderLedger, type LedgerModel } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('append-check-');

const SERVICE_KINDS = new Set(['txn', 'buy', 'sell', 'trade', 'balance', 'price', 'open']);

/** A ledger and the same ledger with a few more steps, printed as one text with the tail last. */
class Appended {
  readonly before: string;
  readonly after: string;
  constructor(model: LedgerModel, tail: LedgerModel['steps']) {
    this.before = renderLedger(model);
    this.after = renderLedger({ ...model, steps: [...model.steps, ...tail] });
  }
  [fc.toStringMethod](): string {
    return `\n${numbered(this.after)}\n(the ledger before the append ends at line ${this.before.split('\n').length - 1})`;
  }
}

const appended = fc
  .record({ model: ledgerModel, tail: fc.array(ledgerStep.filter((s) => SERVICE_KINDS.has(s.kind)), { minLength: 1, maxLength: 2 }) })
  .map(({ model, tail }) => new Appended(model, tail));

async function checkAgreesWithBeancount(c: Appended): Promise<void> {
  const worker = workspace.worker();
  // Steps render independently of the ones after them, so the longer text extends the shorter.
  expect(c.after.startsWith(c.before)).toBe(true);
  const beforeFile = workspace.write(c.before, 'before');
  const afterFile = workspace.write(c.after, 'after');
  const firstNewLine = c.before.split('\n').length;
  const line = (l: string) => l.slice(l.lastIndexOf(':') + 1);

  const theirsBefore = new Set(errorLines((await worker.inventories(beforeFile)).errors).map(line));
  const theirsAfter = (await worker.inventories(afterFile)).errors;
  const expected = [...new Set(errorLines(theirsAfter).map(line))].filter((l) => !theirsBefore.has(l));

  const ledger = Ledger.load(beforeFile);
  const oursBefore = new Set(ledger.errors.map((e) => String(e.source.line)));
  const additions = parseText(c.after, beforeFile).directives.filter((d) => d.source.line >= firstNewLine);
  const result = ledger.check(additions);
  const actual = [...new Set(result.errors.map((e) => String(e.source.line)))].filter((l) => !oursBefore.has(l));

  const sort = (xs: string[]) => xs.map(Number).sort((a, b) => a - b);
  const messagesOn = (lines: string[], errors: readonly { line: number | null; message: string }[]) =>
    errors
      .filter((e) => lines.includes(String(e.line)))
      // A booking error quotes the posting with its file, which is not the same file here.
      .map((e) => `${e.line}: ${e.message.split('\n')[0]!.trim().replace(/'filename': '[^']*'/g, "'filename': F")}`)
      .sort();
  try {
    expect(sort(actual)).toEqual(sort(expected));
    expect(messagesOn(actual, result.errors.map((e) => ({ line: e.source.line, message: e.message })))).toEqual(messagesOn(expected, theirsAfter));
  } catch (err) {
    throw new Error(
      [
        'Ledger (after the append):',
        numbered(c.after),
        `Appended from line ${firstNewLine}.`,
        'Beancount errors after the append:',
        ...theirsAfter.map((e) => `  ${e.line}: ${e.message}`),
        'check() errors:',
        ...result.errors.map((e) => `  ${e.source.line}: ${e.message}`),
        (err as Error).message,
      ].join('\n'),
    );
  }
}

/**
 * When check() accepts the tail, append() it: the ledger's directives must then be the ones
 * Beancount's loader returns for the longer file (booked postings, padding, implicit prices and
 * automatic opens included), in its order, as if the file had been loaded again.
 */
async function appendAgreesWithBeancount(c: Appended): Promise<void> {
  const beforeFile = workspace.write(c.before, 'before');
  const afterFile = workspace.write(c.after, 'after');
  const firstNewLine = c.before.split('\n').length;
  const ledger = Ledger.load(beforeFile);
  const additions = parseText(c.after, beforeFile).directives.filter((d) => d.source.line >= firstNewLine);
  const result = ledger.check(additions);
  if (result.errors.length > 0 || result.directives.length < additions.length) return;
  ledger.append(result.directives);
  const theirs = await workspace.worker().booked(afterFile);
  const ourLines = ledger.directives.flatMap(ourBookedLines);
  const theirLines = theirs.entries.flatMap(theirBookedLines);
  try {
    expect(ourLines).toEqual(theirLines);
  } catch (err) {
    throw new Error([`Ledger (after the append):`, numbered(c.after), `Appended from line ${firstNewLine}.`, (err as Error).message].join('\n'));
  }
}

describe.runIf(run)('Ledger.check on appended directives agrees with Beancount 2.3 (property)', () => {
  it('blames exactly the lines Beancount newly reports', async () => {
    await fc.assert(fc.asyncProperty(appended, checkAgreesWithBeancount), { seed: propertySeed(), numRuns: propertyRuns(300) });
  }, 300_000);

  it('append() of what check() accepts leaves the directives Beancount loads from the longer file', async () => {
    await fc.assert(fc.asyncProperty(appended, appendAgreesWithBeancount), { seed: propertySeed() + 1, numRuns: propertyRuns(300) });
  }, 300_000);
});
