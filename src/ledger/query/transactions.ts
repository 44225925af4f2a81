// Filtering the transactions of a ledger the way a journal view does: by date range,
// account subtree, payee, tag, link, text and currency.
import type { Directive, Pad, Source, Transaction } from '../core/directives.ts';
import { isUnder } from './balances.ts';
import { isPadding, isSynthesised } from '../core/synthesised.ts';

export interface TransactionFilter {
  /** Inclusive bounds, YYYY-MM-DD. */
  readonly from?: string;
  readonly to?: string;
  /** A posting to this account or one of its sub-accounts. */
  readonly account?: string;
  /** The payee, exactly (case-insensitive, composed: see textKey); several: any of them (a payee record's name and aliases). */
  readonly payee?: string | readonly string[];
  readonly tag?: string;
  readonly link?: string;
  /** Text found in the payee or the narration (case-insensitive, composed: see textKey). */
  readonly q?: string;
  /** A posting whose units, cost or price are in this currency. */
  readonly currency?: string;
}

/**
 * Whether a transaction passes every filter given: the test made once for a walk of the ledger: the payees' and the text's
 * keys are computed once per distinct string (a payee filter normalising each transaction's payee
 * again took 40-80 ms on 100,000 transactions).
 */
function matcherOf(f: TransactionFilter): (t: Transaction) => boolean {
  const payees = f.payee === undefined ? null : new Set((typeof f.payee === 'string' ? [f.payee] : f.payee).map(payeeKey));
  const needle = f.q === undefined ? null : textKey(f.q);
  const payeeKeys = new Map<string, string>();
  const textKeys = new Map<string, string>();
  const keyed = (cache: Map<string, string>, text: string, key: (text: string) => string): string => {
    let k = cache.get(text);
    if (k === undefined) cache.set(text, (k = key(text)));
    return k;
  };
  return (t) => {
    if (f.from !== undefined && t.date < f.from) return false;
    if (f.to !== undefined && t.date > f.to) return false;
    if (f.account !== undefined && !t.postings.some((p) => isUnder(p.account, f.account!))) return false;
    if (payees !== null && !payees.has(keyed(payeeKeys, t.payee ?? '', payeeKey))) return false;
    if (f.tag !== undefined && !t.tags.includes(f.tag)) return false;
    if (f.link !== undefined && !t.links.includes(f.link)) return false;
    // (narrations are mostly distinct: keyed without a cache)
    if (needle !== null && !keyed(textKeys, t.payee ?? '', textKey).includes(needle) && !textKey(t.narration).includes(needle)) return false;
    if (f.currency !== undefined) {
      const c = f.currency;
      if (!t.postings.some((p) => p.units.currency === c || p.cost?.currency === c || p.price?.currency === c)) return false;
    }
    return true;
  };
}

// What shows nothing: format characters (zero-width space, bidi marks), fillers that are letters
// or symbols only in name (Hangul fillers, the blank braille pattern), and variation selectors.
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800\uFE00-\uFE0F]/gu;

/**
 * A payee name as payees are told apart: textKey's, without invisible characters, spaces around
 * it, and each run of spaces of any kind (a no-break or an ideographic space, a tab) as one
 * space: `Seven Eleven` and `Seven\u00a0Eleven` are one shop (recheck QA). '' when nothing of it
 * shows (a lone combining mark neither).
 */
export function payeeKey(name: string): string {
  const key = textKey(name.replace(INVISIBLE, '').replace(/[\s\p{Z}]+/gu, ' ').trim());
  return /^\p{M}*$/u.test(key) ? '' : key;
}

/**
 * Text as the filters compare it: case aside, and composed (NFC): `Café` typed on a phone is
 * the `Café` a macOS editor saved decomposed (e + U+0301), which looks the same (text QA).
 */
export function textKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The transactions written in the ledger (not those `pad` or `unrealized` synthesise), in ledger order. */
export function writtenTransactions(directives: readonly Directive[]): Transaction[] {
  const out: Transaction[] = [];
  for (const d of directives) if (d.type === 'transaction' && !isSynthesised(d)) out.push(d);
  return out;
}

/** A transaction of the journal; `pad`: the pad directive that inserted it, for padding. */
export interface JournalTransaction {
  readonly transaction: Transaction;
  readonly pad: Pad | null;
}

/**
 * The transactions a journal lists, in ledger order: those written in the ledger, and the padding
 * each `pad` inserts, in its place right after the pad (as Beancount's journal shows it), so that
 * an account's journal adds up to its balance. Not what plugins make (unrealized, forecast).
 */
export function journalTransactions(directives: readonly Directive[]): JournalTransaction[] {
  const out: JournalTransaction[] = [];
  // A padding comes after its pad and carries the pad's source object.
  const pads = new Map<Source, Pad>();
  for (const d of directives) {
    if (d.type === 'pad') pads.set(d.source, d);
    else if (d.type !== 'transaction') continue;
    else if (!isSynthesised(d)) out.push({ transaction: d, pad: null });
    else if (isPadding(d)) {
      const pad = pads.get(d.source);
      if (pad !== undefined) out.push({ transaction: d, pad });
    }
  }
  return out;
}

/** Matching transactions, newest first (same date: later in the file first). */
export function filterTransactions(transactions: readonly Transaction[], f: TransactionFilter): Transaction[] {
  const out: Transaction[] = [];
  const matches = matcherOf(f);
  for (let i = transactions.length - 1; i >= 0; i--) {
    const t = transactions[i]!;
    if (matches(t)) out.push(t);
  }
  return out;
}

/** Whether the filter lets every transaction through. */
export function isEmptyFilter(f: TransactionFilter): boolean {
  return f.from === undefined && f.to === undefined && f.account === undefined && f.payee === undefined && f.tag === undefined && f.link === undefined && f.q === undefined && f.currency === undefined;
}

/**
 * One page of the matching items, newest first (as filterTransactions orders them), and how
 * many match in all; only the page is collected. `items` are in ledger order.
 */
export function pageOfMatches<T>(items: readonly T[], transactionOf: (item: T) => Transaction, f: TransactionFilter, offset: number, limit: number): { total: number; page: T[] } {
  const page: T[] = [];
  if (isEmptyFilter(f)) {
    for (let i = items.length - 1 - offset; i >= 0 && page.length < limit; i--) page.push(items[i]!);
    return { total: items.length, page };
  }
  let total = 0;
  const matches = matcherOf(f);
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (!matches(transactionOf(item))) continue;
    if (total >= offset && page.length < limit) page.push(item);
    total++;
  }
  return { total, page };
}
