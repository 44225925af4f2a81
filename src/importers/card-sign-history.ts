// Which sign a card's charges carry in a statement of one signed amount column, as the ledger's
// earlier imports of the same card say it: the rows it already holds (a statement overlapping the
// last one), else the sign the latest import of the card recorded its file gave the charges
// (CHARGES_SIGN_KEY), else the rows of payees it already holds. A file of more returns than
// purchases read by the sign most rows carry had every sign turned (QA of session 50: Amex's
// charges-positive export; a card's postings in the ledger are its own view, charges negative
// whatever sign the file used, so a later file with no row or payee in common told nothing).
import { dayNumber, IMPORT_ID_KEY, type LedgerIndex } from './ledger-index.ts';
import type { Transaction } from '../ledger/core/directives.ts';
import type { StatementRow } from './statement.ts';

/**
 * The metadata of a row imported from a card statement of one signed amount column: which sign the
 * file gave the charges (`positive`, `negative`), so that the card's next file, sharing no row or
 * payee with it, is read the same way.
 */
export const CHARGES_SIGN_KEY = 'charges_in_statement';

/** How far apart (days) a row and an earlier import of it may be dated: a card posts a day or two after the purchase. */
const SAME_ROW_DAYS = 3;

/** The words a row or a transaction is known by: its payee, or else its description, lower-cased. */
function rowText(row: StatementRow): string {
  return (row.payee ?? row.narration ?? '').trim().toLowerCase();
}
function txnText(t: Transaction): string {
  return (t.payee ?? t.narration ?? '').trim().toLowerCase();
}

/**
 * Whether the statement's rows carry the charges as positive numbers, as the ledger's earlier
 * imports of `account` show: each row the ledger holds already (same words, same amount, within
 * SAME_ROW_DAYS) says whether its sign is the card's (a charge is negative on a Liabilities account)
 * or the other way round; when none is held, the sign the card's latest import recorded
 * (CHARGES_SIGN_KEY); else each row whose words the card's imported rows had (the latest of them)
 * says so. Null when the ledger says nothing, or as much one way as the other.
 */
export function chargesPositiveByHistory(index: LedgerIndex, account: string, rows: readonly StatementRow[]): boolean | null {
  const imported = new Map<string, Transaction[]>();
  let recorded: Transaction | null = null;
  for (const t of new Set(index.transactionsOn(account))) {
    if (t.meta[IMPORT_ID_KEY] === undefined) continue;
    if (recordedSign(t) !== null && (recorded === null || t.date >= recorded.date)) recorded = t;
    const text = txnText(t);
    if (text !== '') imported.set(text, [...(imported.get(text) ?? []), t]);
  }
  if (imported.size === 0 && recorded === null) return null;
  const onCard = (t: Transaction) => t.postings.find((p) => p.account === account)!.units.number;
  let same = { turned: 0, kept: 0 };
  let byWords = { turned: 0, kept: 0 };
  for (const row of rows) {
    const earlier = imported.get(rowText(row));
    if (earlier === undefined || row.amount.isZero()) continue;
    const held = earlier.find((t) => Math.abs(dayNumber(t.date) - dayNumber(row.date)) <= SAME_ROW_DAYS && onCard(t).abs().eq(row.amount.abs()));
    const latest = earlier.reduce((a, b) => (b.date > a.date ? b : a));
    const vote = (t: Transaction, tally: { turned: number; kept: number }) => (onCard(t).isNegative() === row.amount.isNegative() ? { ...tally, kept: tally.kept + 1 } : { ...tally, turned: tally.turned + 1 });
    if (held !== undefined) same = vote(held, same);
    else byWords = vote(latest, byWords);
  }
  if (same.turned !== same.kept) return same.turned > same.kept;
  if (recorded !== null) return recordedSign(recorded) === 'positive';
  return byWords.turned === byWords.kept ? null : byWords.turned > byWords.kept;
}

/** The sign a card's imported transaction says its statement gave the charges, or null. */
function recordedSign(t: Transaction): 'positive' | 'negative' | null {
  const v = t.meta[CHARGES_SIGN_KEY];
  return v?.type === 'string' && (v.value === 'positive' || v.value === 'negative') ? v.value : null;
}

/** How many transactions on `account` the ledger holds from imports. */
export function importedCount(index: LedgerIndex, account: string): number {
  return [...new Set(index.transactionsOn(account))].filter((t) => t.meta[IMPORT_ID_KEY] !== undefined).length;
}
