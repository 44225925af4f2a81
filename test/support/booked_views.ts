// Our loaded directives and Beancount's (the worker's "booked" answer) in one comparable form:
// a line per directive with its date, type and line, and a line per posting with its units,
// cost and price at full precision. Ours are first put in the worker's shape, so one function
// writes the lines for both.
import type { Amount } from '../../src/ledger/core/amount.ts';
import { documentPath } from '../../src/ledger/checks/documents.ts';
import type { Directive } from '../../src/ledger/core/directives.ts';
import { expect } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import type { BeancountWorker, BookedAmount, BookedEntry, BookedLedger } from './beancount_worker.ts';
import { exactNumber } from './inventory_views.ts';

const asBooked = (a: Amount | null): BookedAmount => (a === null ? null : [a.number.toString(), a.currency]);

/** A directive of ours in the shape of the worker's "booked" answer. */
function bookedEntry(d: Directive): BookedEntry {
  const entry: BookedEntry = { type: d.type, date: d.date, line: d.source.line, file: d.source.file };
  switch (d.type) {
    case 'transaction':
      entry.flag = d.flag;
      entry.narration = d.narration;
      entry.tags = [...d.tags].sort();
      entry.postings = d.postings.map((p) => ({
        account: p.account,
        units: asBooked(p.units),
        price: asBooked(p.price),
        cost: p.cost === null ? null : [p.cost.number.toString(), p.cost.currency, p.cost.date, p.cost.label ?? null],
      }));
      break;
    case 'price':
      entry.currency = d.currency;
      entry.amount = asBooked(d.amount);
      break;
    case 'open':
    case 'close':
    case 'pad':
    case 'balance':
    case 'note':
      entry.account = d.account;
      break;
    case 'document':
      entry.account = d.account;
      entry.filename = documentPath(d);
  }
  return entry;
}

/** One line per directive, and one per posting under a transaction. */
export function ourBookedLines(d: Directive): string[] {
  return theirBookedLines(bookedEntry(d));
}

const amountText = (a: BookedAmount): string => (a === null ? '-' : `${a[0] === null ? 'MISSING' : exactNumber(a[0])} ${a[1]}`);

/** One line per directive, and one per posting under a transaction. */
export function theirBookedLines(e: BookedEntry): string[] {
  const head = `${e.date} ${e.type} line ${e.line ?? 0}`;
  if (e.type === 'transaction')
    return [
      `${head} ${e.flag} ${JSON.stringify(e.narration)}${(e.tags ?? []).map((t) => ` #${t}`).join('')}`,
      ...e.postings!.map((p) => {
        const c = p.cost;
        const cost = c === null ? '-' : `{${c[0] === null ? 'MISSING' : exactNumber(c[0])} ${c[1]}, ${c[2]}, ${c[3] ?? '-'}}`;
        return `  ${p.account} ${amountText(p.units)} ${cost} @ ${amountText(p.price)}`;
      }),
    ];
  if (e.type === 'price') return [`${head} ${e.currency} ${amountText(e.amount!)}`];
  if (e.filename !== undefined) return [`${head} ${e.account} ${e.filename}`];
  return e.account === undefined ? [head] : [`${head} ${e.account}`];
}

/** First lines of error messages with their line numbers, sorted: the same text for both sides. */
export function errorLines(errors: readonly { line: number | null; message: string }[]): string[] {
  return errors.map((e) => `${e.line}: ${e.message.split('\n')[0]!.trim()}`).sort();
}

/** Our load of `file` against Beancount's loader (the worker's "booked" answer): directives one by one, and errors. */
export async function expectLoadLikeBeancount(file: string, worker: BeancountWorker): Promise<{ ours: Ledger; theirs: BookedLedger }> {
  const theirs = await worker.booked(file);
  const ours = Ledger.load(file);
  expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirs.entries.flatMap(theirBookedLines));
  expect(errorLines(ours.errors.map((e) => ({ line: e.source.line, message: e.message })))).toEqual(errorLines(theirs.errors));
  return { ours, theirs };
}
