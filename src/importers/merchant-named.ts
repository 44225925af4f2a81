// The merchant a refund's words name, when they are not its purchase's words: a card statement
// writes `LONGCHAMP PARIS 退款` for the refund of `LONGCHAMP PARIS`, which the ledger may book under
// the payee `Longchamp` (QA of session 51: with neither found, it went to Income:TaxRefund).
import type { LedgerIndex } from './ledger-index.ts';

/** What a statement adds to a merchant's words to say the money came back (退款-小店订单, LONGCHAMP PARIS 退款, REFUND AMAZON). */
const REFUND_WORDS = /(?:部分|全额)?(?:退款|退货|退回)|(?<![a-z0-9])(?:refund(?:ed|s)?|return(?:ed|s)?)(?![a-z0-9])/gi;
/** What joins the refund words to the merchant's (`退款-`, `REFUND: `). */
const JOINERS = /^[\s\-–—:：/|,，]+|[\s\-–—:：/|,，]+$/g;

/** The words without what says they are a refund; null when nothing was said or nothing else is left. */
export function withoutRefundWords(text: string | null): string | null {
  if (!text) return null;
  const rest = text.replace(REFUND_WORDS, ' ').replace(/\s+/g, ' ').replace(JOINERS, '');
  return rest.length > 0 && rest !== text.trim() ? rest : null;
}

/** A payee name shorter than this is too common a string to be looked for in other words. */
const SHORTEST_NAME = 2;

/**
 * The payees of the ledger's transactions that the text says (lower-cased), the longest first: a
 * Latin name as whole words (`longchamp` in `LONGCHAMP PARIS 退款`, not `long`), others anywhere.
 */
export function payeesNamedIn(index: LedgerIndex, text: string): string[] {
  const t = text.toLowerCase();
  const named: string[] = [];
  for (const name of index.payeeNames()) {
    if (name.trim().length >= SHORTEST_NAME && saysWhole(t, name)) named.push(name);
  }
  return named.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

const LATIN = /[a-z0-9]/;

/** Whether `text` has `name` where a Latin letter or digit at either end of it is not part of a longer word. */
function saysWhole(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const openEnd = !LATIN.test(name[0]!) || !LATIN.test(text[at - 1] ?? '');
    const closeEnd = !LATIN.test(name[name.length - 1]!) || !LATIN.test(text[at + name.length] ?? '');
    if (openEnd && closeEnd) return true;
  }
  return false;
}
