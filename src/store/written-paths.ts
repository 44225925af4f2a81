// Which of the directives a write appends an error of the checks is about, named as the request
// names them (an import's `row 2`): the directive the error is at, or, for a balance assertion of
// the ledger that the write makes fail, the directives before it that post to its account (QA: an
// import that broke `2026-11-22 balance Assets:DE:DKB:Giro` answered Beancount's message under
// path "", naming no row of the statement).
import type { Balance, LedgerError, RawDirective } from '../ledger/core/directives.ts';

/** The most names one path lists; the rest are counted. */
const MAX_NAMED = 10;

/**
 * The path of `error` among the `written` directives, each named by `paths` (same order; null: not
 * named), or null when it is about none of them.
 */
export function writtenPathOf(error: LedgerError, written: readonly RawDirective[], paths: readonly (string | null)[]): string | null {
  const here = (source: { file: string; line: number }) => source.file === error.source.file && source.line === error.source.line;
  const at = written.findIndex((d) => here(d.source) || (d.type === 'transaction' && d.postings.some((p) => here(p.source))));
  if (at >= 0) return paths[at] ?? null;
  const balance = failedBalance(error);
  if (balance === null) return null;
  const named = written.flatMap((d, i) => (paths[i] != null && postsBefore(d, balance) ? [paths[i]] : []));
  if (named.length === 0) return null;
  const more = named.length - MAX_NAMED;
  return more > 0 ? `${named.slice(0, MAX_NAMED).join(', ')} and ${more} more` : named.join(', ');
}

/** The balance assertion a "Balance failed" error is about, or null for any other error. */
function failedBalance(error: LedgerError): Balance | null {
  const entry = error.entry;
  if (error.kind !== 'balance' || !error.message.startsWith('Balance failed') || entry == null || Array.isArray(entry)) return null;
  const directive = entry as RawDirective;
  return directive.type === 'balance' ? directive : null;
}

/**
 * Whether a transaction changes what the assertion finds: dated before it (an assertion is taken at
 * the start of its day), posting to its account or one under it, in its currency (or in one left
 * to be interpolated).
 */
function postsBefore(d: RawDirective, balance: Balance): boolean {
  if (d.type !== 'transaction' || d.date >= balance.date) return false;
  return d.postings.some((p) => {
    const inTree = p.account === balance.account || p.account.startsWith(`${balance.account}:`);
    const currency = p.units?.currency ?? null;
    return inTree && (currency === null || currency === balance.amount.currency);
  });
}
