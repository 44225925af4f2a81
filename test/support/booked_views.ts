// Our loaded directives and Beancount's (the worker's "booked" answer) in one comparable form:
// a line per directive with its date, type and line, and a line per posting with its units,
// cost and price at full precision.
import type { Amount } from '../../src/ledger/core/amount.ts';
import type { Directive } from '../../src/ledger/core/directives.ts';
import type { BookedAmount, BookedEntry } from './beancount_worker.ts';
import { exactNumber } from './inventory_views.ts';

const amountText = (a: Amount | null): string => (a === null ? '-' : `${a.number.toString()} ${a.currency}`);
const theirAmount = (a: BookedAmount): string => (a === null ? '-' : `${a[0] === null ? 'MISSING' : exactNumber(a[0])} ${a[1]}`);

/** One line per directive, and one per posting under a transaction. */
export function ourBookedLines(d: Directive): string[] {
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

export function theirBookedLines(e: BookedEntry): string[] {
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
