// One ledger through Beancount 2.3 and through this engine, compared: the errors as bean-check
// and `check` print them (block by block, sorted, since Beancount orders some of them by a Python
// set), and every account's inventory at full precision. Used by `npm run compare` and its test.
import { Ledger } from '../../src/ledger/ledger.ts';
import { NOT_UTF8_WARNING_START } from '../../src/ledger/not_utf8.ts';
import { formatErrorBlock } from '../../src/ledger/syntax/error_entry_printer.ts';
import type { LedgerError } from '../../src/ledger/core/directives.ts';
import { beanCheck, beancountInventories, errorBlocks } from './beancount.ts';
import { ourInventories, theirInventories, type InventoryView } from './inventory_views.ts';

export interface AccountDifference {
  account: string;
  ours: string[] | null;
  theirs: string[] | null;
}

export interface ErrorDifferences {
  onlyOurs: string[];
  onlyTheirs: string[];
  /**
   * Errors Beancount reports at line 0 that we report on the line of their cause (the README's
   * deliberate differences): `<load>:0` for include globs, duplicate files and a plugin that
   * fails with a Python exception (matched by the plugin's name); `<file>:0` of the file for an
   * unbalanced pushtag or pushmeta.
   */
  atTheirCause: number;
  /** Plugins neither side ran: Beancount could not import them, we do not have them (a warning here). */
  pluginsNotRun: number;
  /** Our warning that a file is not UTF-8 (README), which Beancount does not give. */
  notUtf8: number;
  /**
   * Errors of an entry that writes `filename:` or `lineno:` as metadata: Beancount reports them
   * where those values say, we on the entry's own line (README).
   */
  movedByMetadata: number;
}

export type LedgerComparison =
  | { kind: 'compared'; errors: ErrorDifferences; errorCount: number; accounts: AccountDifference[]; accountCount: number }
  | { kind: 'beancount-failed'; reason: string };

const withoutLocation = (block: string): string => block.replace(/^\S+?:[^:\s]*:\s+/, '');
const fileOf = (block: string): string | undefined => /^(\S+?):[^:\s]*:\s/.exec(block)?.[1];

/**
 * The error blocks of one side that the other does not have (as many times as they repeat).
 * `movable`: our blocks whose entry writes `filename:` or `lineno:` as metadata.
 */
export function diffErrorBlocks(ours: readonly string[], theirs: readonly string[], movable: readonly string[] = []): ErrorDifferences {
  const remaining = [...ours];
  const onlyTheirs: string[] = [];
  const unmatched: string[] = [];
  for (const block of theirs) {
    const i = remaining.indexOf(block);
    if (i >= 0) remaining.splice(i, 1);
    else unmatched.push(block);
  }
  let atTheirCause = 0;
  let pluginsNotRun = 0;
  let movedByMetadata = 0;
  for (const block of unmatched) {
    const take = (i: number): boolean => {
      if (i < 0) return false;
      remaining.splice(i, 1);
      return true;
    };
    if (block.startsWith('<load>:0:')) {
      const plugin = /^<load>:0:\s+Error importing "([^"]+)": Traceback/.exec(block)?.[1];
      // a plugin that failed (a Python exception): ours names it on the line of its cause
      const failed = /^<load>:0:\s+Error applying plugin "([^"]+)": Traceback/.exec(block)?.[1];
      const i =
        failed !== undefined
          ? remaining.findIndex((b) => withoutLocation(b).startsWith(`Plugin "${failed}" failed: `))
          : plugin === undefined
            ? remaining.findIndex((b) => withoutLocation(b) === withoutLocation(block))
            : remaining.findIndex((b) => withoutLocation(b) === `Plugin "${plugin}" is not supported here; it was not run`);
      if (!take(i)) onlyTheirs.push(block);
      else if (plugin === undefined) atTheirCause++;
      else pluginsNotRun++;
    } else if (/^\S+?:0:\s/.test(block)) {
      // line 0 of a file: an unbalanced pushtag/pushmeta, which we report on its line in that file
      if (take(remaining.findIndex((b) => fileOf(b) === fileOf(block) && withoutLocation(b) === withoutLocation(block)))) atTheirCause++;
      else onlyTheirs.push(block);
    } else if (take(remaining.findIndex((b) => movable.includes(b) && withoutLocation(b) === withoutLocation(block)))) movedByMetadata++;
    else onlyTheirs.push(block);
  }
  const onlyOurs = remaining.filter((b) => !withoutLocation(b).startsWith(NOT_UTF8_WARNING_START));
  return { onlyOurs, onlyTheirs, atTheirCause, pluginsNotRun, notUtf8: remaining.length - onlyOurs.length, movedByMetadata };
}

/** The accounts whose positions differ (null: no position on that side). */
export function diffInventories(ours: InventoryView, theirs: InventoryView): AccountDifference[] {
  const accounts = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].sort();
  return accounts
    .map((account) => ({ account, ours: ours[account] ?? null, theirs: theirs[account] ?? null }))
    .filter((d) => JSON.stringify(d.ours) !== JSON.stringify(d.theirs));
}

/** An error of an entry that writes `filename:` or `lineno:` as metadata (or has them pushed with pushmeta). */
function namesItsOwnLocation(error: LedgerError): boolean {
  const entries = error.entry === undefined || error.entry === null ? [] : Array.isArray(error.entry) ? error.entry : [error.entry];
  return entries.some((e) => 'filename' in e.meta || 'lineno' in e.meta);
}

export function compareWithBeancount(file: string): LedgerComparison {
  const theirCheck = beanCheck(file);
  // (engine QA: `Assets:A  1/0 USD` makes bean-check die of SIGSEGV; compare threw a stack trace)
  if (theirCheck.signal !== null) return { kind: 'beancount-failed', reason: `bean-check was killed by ${theirCheck.signal}` };
  if (/^Traceback/m.test(theirCheck.output)) {
    const lines = theirCheck.output.trim().split('\n');
    return { kind: 'beancount-failed', reason: lines[lines.length - 1]!.trim() };
  }
  // One load for both: `check` prints each error as formatErrorBlock writes it.
  const ledger = Ledger.load(file);
  const ours = errorBlocks(ledger.errors.map(formatErrorBlock).join(''));
  const movable = errorBlocks(ledger.errors.filter(namesItsOwnLocation).map(formatErrorBlock).join(''));
  const theirs = errorBlocks(theirCheck.output);
  const ourView = ourInventories(ledger.directives);
  const theirView = theirInventories(beancountInventories(file).balances['all']!);
  return {
    kind: 'compared',
    errors: diffErrorBlocks(ours, theirs, movable),
    errorCount: theirs.length,
    accounts: diffInventories(ourView, theirView),
    accountCount: Object.keys(theirView).length,
  };
}
