// beancount.plugins.check_closing: a posting with metadata `closing: TRUE` empties its account,
// which the plugin asserts with a balance of zero of the posting's currency on the next day
// (file `<check_closing>`, line 0). The entries are sorted again afterwards, as the loader does
// after a plugin. Beancount 2.3 also replaces the transaction's metadata by that posting's, line
// included; here the transaction stays as written (the service finds its text and id by its
// line), so an error of that transaction is reported at its first line, not the posting's.
import { dateOfDayNumber, dateParts, dayNumber } from '../core/calendar.ts';
import { Decimal } from '../core/decimal.ts';
import { compareDirectives, type Balance, type Directive, type LedgerError, type Source } from '../core/directives.ts';
import { metaTruthy } from './meta_truthiness.ts';

const CHECK_CLOSING_SOURCE: Source = { file: '<check_closing>', line: 0 };

/** The ISO date a day after `date`; Python's date arithmetic stops at year 9999. */
function nextDay(date: string): string {
  const next = dayNumber(...dateParts(date)) + 1;
  if (next > dayNumber(9999, 12, 31)) throw new Error('date value out of range');
  return dateOfDayNumber(next);
}

export function checkClosing(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const out: Directive[] = [];
  let added = false;
  for (const entry of entries) {
    if (entry.type === 'transaction') {
      for (const p of entry.postings) {
        const closing = p.meta.closing;
        if (closing === undefined || !metaTruthy(closing)) continue;
        const balance: Balance = {
          type: 'balance', date: nextDay(entry.date), account: p.account, amount: { number: Decimal.ZERO, currency: p.units.currency }, tolerance: null, meta: {}, source: CHECK_CLOSING_SOURCE,
        };
        out.push(balance);
        added = true;
      }
    }
    out.push(entry);
  }
  return { directives: added ? out.sort(compareDirectives) : out, errors: [] };
}
