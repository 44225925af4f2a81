// The ledgers of Beancount's own unit tests (docstrings read by its @load_doc and @parse_doc
// decorators, ~540 small edge cases written by its author), loaded by Beancount 2.3 and by us:
// the same directives one by one (booked postings, pads, plugins' work), the same inventories at
// full precision, and errors on the same lines.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { errorBlocks, requireBeancount } from '../support/beancount.ts';
import { formatErrorBlock } from '../../src/ledger/syntax/error_entry_printer.ts';
import { beancountTestLedgers } from '../support/beancount_test_ledgers.ts';
import { ourBookedLines, theirBookedLines } from '../support/booked_views.ts';
import { errorLines, ourInventories, theirInventories } from '../support/inventory_views.ts';

// Differences the README lists under "Plugins": check_closing keeps its transaction's line
// (Beancount gives it the closing posting's).
const DELIBERATE: Record<string, string> = {
  'plugins.check_closing_test__TestCheckClosing__test_check_closing': 'check_closing keeps the line of the transaction',
};

// Errors whose text differs for a reason of their own: book_conversions puts a random id in the
// metadata it adds.
const SHOWN_APART: Record<string, string> = {
  'plugins.book_conversions_test__TestBookConversions__test_book_conversions_split_partial_failure': 'random trade ids',
};

/** Directives as lines; the opens a plugin makes (line 0, in an order Beancount does not fix) as a sorted set. */
function comparable(lines: string[]): string[] {
  const made = (l: string) => / open line 0 /.test(l);
  return [...lines.filter((l) => !made(l)), ...lines.filter(made).sort()];
}

describe.runIf(requireBeancount())("Beancount's own test ledgers", () => {
  const dir = mkdtempSync(join(tmpdir(), 'beancount-own-tests-'));
  const outcomes = beancountTestLedgers(dir);
  const names = Object.keys(outcomes);

  it('are installed with Beancount (its test modules)', () => {
    expect(names.length).toBeGreaterThan(500);
  });

  it('load here as in Beancount 2.3: same directives and inventories, errors on the same lines', () => {
    const differences: string[] = [];
    let compared = 0;
    for (const name of names) {
      const theirs = outcomes[name]!;
      // Beancount itself fails on a couple of them (incomplete input its parser tests only parse): ours must not throw.
      const ours = Ledger.load(join(dir, `${name}.beancount`));
      if ('crash' in theirs) continue;
      compared++;
      if (DELIBERATE[name] === undefined) {
        const oursLines = comparable(ours.directives.flatMap(ourBookedLines));
        const theirsLines = comparable(theirs.entries.flatMap(theirBookedLines));
        if (JSON.stringify(oursLines) !== JSON.stringify(theirsLines)) {
          // The first line that differs, or where the shorter list ends.
          const first = oursLines.findIndex((l, i) => l !== theirsLines[i]);
          const at = first < 0 ? oursLines.length : first;
          differences.push(`${name}: directives differ from ${JSON.stringify(oursLines[at])} (Beancount: ${JSON.stringify(theirsLines[at])})`);
        }
      }
      const inventories = ourInventories(ours.directives);
      if (JSON.stringify(inventories) !== JSON.stringify(theirInventories(theirs.balances.all!))) differences.push(`${name}: inventories`);
      const oursAt = errorLines(ours.errors.map((e) => ({ file: e.source.file, line: e.source.line })));
      // Beancount reports a few errors at no position (an include matching no file, an unclosed
      // pushtag or pushmeta, a plugin that fails): we report those on their line. Such an error
      // is one of ours on a line of its own; every positioned one must be the same.
      const unpositioned = theirs.errors.filter((e) => !e.line);
      const positioned = errorLines(theirs.errors.filter((e) => e.line));
      const same =
        unpositioned.length === 0
          ? JSON.stringify(oursAt) === JSON.stringify(positioned)
          : positioned.every((l) => oursAt.includes(l)) && ours.errors.length === theirs.errors.length;
      if (!same) differences.push(`${name}: errors ours ${JSON.stringify(oursAt)} theirs ${JSON.stringify(errorLines(theirs.errors))}`);
    }
    expect(compared).toBeGreaterThan(500);
    expect(differences).toEqual([]);
  }, 120_000);

  it('show under each error the entry bean-check shows, printed as Beancount prints it', () => {
    const differences: string[] = [];
    let shown = 0;
    for (const name of names) {
      const theirs = outcomes[name]!;
      if ('crash' in theirs || SHOWN_APART[name] !== undefined) continue;
      const ours = Ledger.load(join(dir, `${name}.beancount`)).errors.filter((e) => e.entry !== undefined && e.entry !== null);
      const oursText = errorBlocks(ours.map(formatErrorBlock).join(''));
      const theirsText = errorBlocks(theirs.shown.join('\n'));
      shown += theirsText.length;
      if (JSON.stringify(oursText) !== JSON.stringify(theirsText)) differences.push(`${name}:\n${oursText.join('\n')}\n--- Beancount:\n${theirsText.join('\n')}`);
    }
    expect(shown).toBeGreaterThan(300);
    expect(differences).toEqual([]);
  }, 120_000);
});
