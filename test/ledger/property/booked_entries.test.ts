// Property: for any small generated ledger (the model of booked_inventories.test.ts), the
// directives our load returns equal the ones Beancount 2.3's loader returns, one by one and in
// the same order: every booked posting (units filled in, lots chosen, costs and prices as
// booking leaves them), the padding transactions with their narration, the prices the
// implicit_prices plugin adds and the opens of auto_accounts. This is what the API's journal
// shows; equal inventories alone would not catch two wrong postings that cancel out.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Amount } from '../../../src/ledger/core/amount.ts';
import type { Directive } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import type { BookedAmount, BookedEntry } from '../../support/beancount_worker.ts';
import { exactNumber } from '../../support/inventory_views.ts';
import { disagreement, generatedLedger, type GeneratedLedger } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('ledger-booked-');

const amountText = (a: Amount | null): string => (a === null ? '-' : `${a.number.toString()} ${a.currency}`);
const theirAmount = (a: BookedAmount): string => (a === null ? '-' : `${a[0] === null ? 'MISSING' : exactNumber(a[0])} ${a[1]}`);

/** One line per directive, and one per posting under a transaction. */
function ours(d: Directive): string[] {
  const head = `${d.date} ${d.type} line ${d.source.line}`;
  switch (d.type) {
    case 'transaction':
      return [
        `${head} ${d.flag} ${JSON.stringify(d.narration)}`,
        ...d.postings.map((p) => {
          const c = p.cost;
          const cost = c === null ? '-' : `{${c.number.toString()} ${c.currency}, ${c.date}, ${c.label ?? '-'}}`;
          return `  ${p.account} ${amountText(p.units)} ${cost} @ ${amountText(p.price)}`;
        }),
      ];
    case 'price':
      return [`${head} ${d.currency} ${amountText(d.amount)}`];
    case 'open':
    case 'close':
    case 'pad':
    case 'balance':
    case 'note':
    case 'document':
      return [`${head} ${d.account}`];
    default:
      return [head];
  }
}

function theirs(e: BookedEntry): string[] {
  const head = `${e.date} ${e.type} line ${e.line ?? 0}`;
  switch (e.type) {
    case 'transaction':
      return [
        `${head} ${e.flag} ${JSON.stringify(e.narration)}`,
        ...e.postings!.map((p) => {
          const c = p.cost;
          const cost = c === null ? '-' : `{${c[0] === null ? 'MISSING' : exactNumber(c[0])} ${c[1]}, ${c[2]}, ${c[3] ?? '-'}}`;
          return `  ${p.account} ${theirAmount(p.units)} ${cost} @ ${theirAmount(p.price)}`;
        }),
      ];
    case 'price':
      return [`${head} ${e.currency} ${theirAmount(e.amount!)}`];
    case 'open':
    case 'close':
    case 'pad':
    case 'balance':
    case 'note':
    case 'document':
      return [`${head} ${e.account}`];
    default:
      return [head];
  }
}

async function sameEntriesAsBeancount(ledger: GeneratedLedger): Promise<void> {
  const file = workspace.write(ledger.text);
  const answer = await workspace.worker().booked(file);
  const loaded = Ledger.load(file);
  try {
    expect(loaded.directives.flatMap(ours)).toEqual(answer.entries.flatMap(theirs));
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
      expect(loaded.directives.flatMap(ours)).toEqual(answer.entries.flatMap(theirs));
    }, 120_000);
  }
});
