// A wallet's own word that is also the last part of a spending account's name (PayPal with
// Assets:PayPal aliased PayPal and Expenses:Fees:PayPal open): said, it names the wallet, not a
// category (paid $8.99 for iCloud with PayPal was booked on Expenses:Fees:PayPal, and Nordic Apps
// paid $1,234.56 via PayPal was spending on it). It names the category only beside a fee said of
// the same kind: the fee of a PayPal payment goes to Expenses:Fees:PayPal, not to Expenses:Fees:Bank.
import { isFunding, namesItself, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { accepts, type AccountFilter } from '../account-choice.ts';
import { FEE_SAID, isFeesAccount } from './fee-words.ts';

/**
 * The word names an account of `root` only as the last part of its name (PayPal of
 * Expenses:Fees:PayPal), and a wallet of mine (no one's claim) more strongly, by its alias. (A word of
 * the lexicon is left alone: 饭卡 aliasing the campus card still says food.)
 */
export function namesWalletNotCategory(index: NlpIndex, mention: TermMention, root: string): boolean {
  const hits = mention.entry.hits;
  const wallet = Math.max(0, ...hits.filter((h) => isFunding(h.account) && !index.claims.has(h.account)).map((h) => h.weight));
  const categories = hits.filter((h) => h.account.startsWith(`${root}:`));
  const category = Math.max(0, ...categories.map((h) => h.weight));
  return wallet > category && categories.length > 0 && categories.every(namesItself);
}

/**
 * The account beside `account` (the same parent: Expenses:Fees:PayPal beside Expenses:Fees:Bank)
 * that a wallet word of the sentence names, when `account` is one for fees; else `account`.
 */
export function walletsFeeAccount(index: NlpIndex, mentions: readonly TermMention[], account: string, root: string, filter: AccountFilter, isFees: (account: string) => boolean): string {
  if (!isFees(account)) return account;
  const parent = account.split(':').slice(0, -1).join(':');
  const named = new Set(
    mentions
      .filter((m) => namesWalletNotCategory(index, m, root))
      .flatMap((m) => m.entry.hits)
      .filter((h) => h.account !== account && h.account.startsWith(`${parent}:`) && h.account.split(':').length === account.split(':').length && accepts(index, filter, h.account))
      .map((h) => h.account),
  );
  return named.size === 1 ? [...named][0]! : account;
}

/**
 * The word names only accounts for fees of `root`, each by the last part of its name (Wise of
 * Expenses:Fees:Wise), and no fee is said: the service the money went through, not what it paid
 * for (sent £500 home via Wise from CMB was booked all as a Wise fee, silently).
 */
export function namesFeeProviderOnly(text: string, mention: TermMention, root: string): boolean {
  const categories = mention.entry.hits.filter((h) => h.account.startsWith(`${root}:`));
  // (an alias that says fees, 服务费 of Expenses:Business:PlatformFees, is a fee said)
  const leafOnly = (account: string) => account.split(':').at(-1)!.toLowerCase() === mention.entry.term.toLowerCase();
  return categories.length > 0 && categories.every((h) => namesItself(h) && isFeesAccount(h.account) && leafOnly(h.account)) && !FEE_SAID.test(text);
}
