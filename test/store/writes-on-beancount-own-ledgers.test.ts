// A write the store accepts adds no error Beancount 2.3 would report, on each of the ~540 ledgers
// of Beancount's own unit tests (odd options, every plugin it ships, syntax errors, pads, lots):
// two opens and a transaction whose payee and narration hold a quote and a newline are
// appended, and Beancount's errors after the write are on the lines they were on before.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { requireBeancount, type BeancountView } from '../support/beancount.ts';
import { beancountTestLedgers } from '../support/beancount_test_ledgers.ts';
import { BeancountWorker } from '../support/beancount_worker.ts';

const ADDITION = parseText(
  '2000-01-01 open Assets:Probe\n2000-01-01 open Equity:Probe\n' +
    '2024-02-01 * "p\\"q" "probe\\n2024-02-02 open Assets:Injected" #t\n  Assets:Probe  1.25 USD\n  Equity:Probe\n',
  '<request>',
).directives;

// By line: some of Beancount's messages list a Python set, in another order in each process.
const errorLinesOf = (view: BeancountView): number[] => view.errors.map((e) => e.line ?? 0).sort((a, b) => a - b);

describe.runIf(requireBeancount())("writes to Beancount's own test ledgers", () => {
  const dir = mkdtempSync(join(tmpdir(), 'beancount-own-writes-'));
  const outcomes = beancountTestLedgers(dir);
  const worker = BeancountWorker.start();
  afterAll(() => worker.close());

  it('add no error that Beancount reports, or are refused', async () => {
    expect(ADDITION).toHaveLength(3);
    const added: string[] = [];
    let written = 0;
    let refused = 0;
    for (const [name, before] of Object.entries(outcomes)) {
      if ('crash' in before) continue;
      const store = new LedgerStore(join(dir, `${name}.beancount`));
      try {
        await store.write(() => ({ directives: ADDITION, result: null }));
      } catch {
        refused++;
        continue;
      }
      written++;
      const after = await worker.inventories(join(dir, `${name}.beancount`));
      if (JSON.stringify(errorLinesOf(after)) !== JSON.stringify(errorLinesOf(before))) {
        added.push(`${name}: ${after.errors.map((e) => `${e.line}: ${e.message.split('\n')[0]}`).join('; ')}`);
      }
    }
    expect(added).toEqual([]);
    // Refused: ledgers whose plugins we cannot run, whose root names are not Assets/Equity, whose plugin fails.
    expect(refused).toBeLessThan(20);
    expect(written).toBeGreaterThan(500);
  }, 180_000);
});
