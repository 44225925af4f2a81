// Transactions the pipeline makes itself (pad's padding, the unrealized plugin's gains, forecast's
// copies): no file holds their text. Balances include them; the journal lists pad's padding, at
// its pad directive's place (isPadding), and not what plugins make. A flag alone does not tell
// ('P' and 'U' may be written by a person too).
// The mark is kept on the transaction's source object, which a plugin that rebuilds a transaction
// (`{ ...t, postings }`) carries over; a made transaction therefore needs a source object of its
// own, never the one of a written transaction.
import type { Meta, Source, Transaction } from './directives.ts';

const SYNTHESISED = new WeakSet<Source>();

/** Note that the pipeline made `t`; returns it. */
export function synthesised<T extends Transaction>(t: T): T {
  SYNTHESISED.add(t.source);
  return t;
}

/** Whether the pipeline made this transaction (it is not written in any file). */
export function isSynthesised(t: Transaction): boolean {
  return SYNTHESISED.has(t.source);
}

/** The sources of pad directives that padding was made for (a padding carries its pad's source). */
const PADDED = new WeakSet<Source>();

/** Note that `t` is the padding a pad directive inserts (its source is the pad's); returns it. */
export function madeByPad<T extends Transaction>(t: T): T {
  PADDED.add(t.source);
  return synthesised(t);
}

/** Whether `t` is padding a pad directive inserted (its source is the pad's). */
export function isPadding(t: Transaction): boolean {
  return PADDED.has(t.source) && SYNTHESISED.has(t.source);
}

/**
 * The metadata of a posting the pipeline makes (pad, fill_account, currency_accounts,
 * ira_contribs, unrealized): Beancount gives those postings None, not a dict, and a plugin that
 * copies a posting's metadata without testing it (mark_unverified) fails on them. Empty like
 * any other metadata everywhere else; only its identity tells it apart.
 */
export const MADE_POSTING_META: Meta = Object.freeze({});

/** Whether the metadata is that of a posting the pipeline made (Beancount's None). */
export function isMadePostingMeta(meta: Meta): boolean {
  return meta === MADE_POSTING_META;
}
