// Which of the user's accounts a payment method names: the account whose alias is contained in
// that text, the longest alias winning, except that a method naming a kind of card (信用卡; 借记卡,
// 储蓄卡) is paid by an account of that kind when it names one; `余额`/`零钱` is the statement's own account.
import type { LedgerIndex } from './ledger-index.ts';

export interface FundingMatch {
  readonly account: string;
  /** false when nothing matched and the statement's own account was assumed */
  readonly matched: boolean;
}

/** Whether the method names the statement's own account: one of its parts is (or ends with) an own name. */
function namesOwnAccount(method: string, ownNames: readonly string[]): number {
  let best = 0;
  for (const part of method.split(/[&、,，+|/\s]+/)) {
    for (const name of ownNames) if ((part === name || part.endsWith(name)) && name.length > best) best = name.length;
  }
  return best;
}

const CREDIT_CARD = /信用卡|贷记卡|credit\s*card/i;
const DEBIT_CARD = /借记卡|储蓄卡|debit\s*card/i;

/**
 * The root of the accounts of the card kind the text names: a credit card is a liability, a debit
 * card holds the user's money; null when it names neither kind, or both.
 */
function cardKindRoot(index: LedgerIndex, text: string): string | null {
  const credit = CREDIT_CARD.test(text);
  if (credit === DEBIT_CARD.test(text)) return null;
  return credit ? index.rootNames.liabilities : index.rootNames.assets;
}

/**
 * The alias account named in `text`, longest alias first; null when no alias is contained.
 * Spaces do not separate words in Chinese: `招商银行 信用卡还款` names `招商银行信用卡`.
 * A bank's name is often longer than the card words that tell its cards apart, so when the text
 * names a card kind, the accounts of that kind that it names come first: `招商银行信用卡(1234)`
 * is the account with alias `信用卡` under Liabilities, not the one with alias `招商银行` under
 * Assets; the longest alias decides among them.
 */
export function aliasAccount(index: LedgerIndex, text: string, accept: (account: string) => boolean = () => true): { account: string; length: number } | null {
  const t = text.toLowerCase();
  const compact = t.replace(/\s+/g, '');
  const named = index.aliases.filter(({ alias, account }) => (t.includes(alias) || compact.includes(alias.replace(/\s+/g, ''))) && accept(account));
  const kindRoot = cardKindRoot(index, compact);
  const ofKind = kindRoot === null ? [] : named.filter(({ account }) => account.startsWith(`${kindRoot}:`));
  let best: { account: string; length: number } | null = null;
  for (const { alias, account } of ofKind.length > 0 ? ofKind : named) if (alias.length > (best?.length ?? 0)) best = { account, length: alias.length };
  return best;
}

/**
 * The receiving account of a move between own accounts (a row of kind 'transfer'), named in
 * `text`: the account whose alias it names, or the statement's own account when it says one of
 * the statement's own names (`零钱通`) and no account is aliased so. The account the money leaves
 * by (`from`) is never the answer: the text may name it too, and its alias may be the longest one there (WeChat's
 * `转入零钱通-来自工商银行(9876)` names the bank the money came from; `零钱通转出-到工商银行(9876)`
 * the bank it went to). A dash joins words in such texts, so it separates them like a space.
 */
export function transferAccount(index: LedgerIndex, text: string, from: string, ownAccount: string, ownNames: readonly string[]): string | null {
  const own = ownAccount === from ? 0 : namesOwnAccount(text.replace(/[-－–—]/g, ' '), ownNames);
  const alias = aliasAccount(index, text, (account) => account !== from);
  // the same rule as fundingAccount's, so that money into 零钱通 and out of it reach one account:
  // an alias as long as the own name is that word given to an account of its own
  if (alias && alias.length >= own) return alias.account;
  return own > 0 ? ownAccount : null;
}

/**
 * Whether both ends of a move between own accounts are the statement's own account: WeChat's
 * `零钱通转出-到零钱` paid by 零钱通, `转入零钱通-来自零钱` paid by 零钱 (the wallet's two balances).
 */
export function staysInOwnAccount(method: string | null, counterText: string | null, ownNames: readonly string[]): boolean {
  if (method === null || counterText === null) return false;
  return namesOwnAccount(method, ownNames) > 0 && namesOwnAccount(counterText.replace(/[-－–—]/g, ' '), ownNames) > 0;
}

export function fundingAccount(index: LedgerIndex, method: string | null, ownAccount: string, ownNames: readonly string[]): FundingMatch {
  if (!method) return { account: ownAccount, matched: true };
  const own = namesOwnAccount(method, ownNames);
  const alias = aliasAccount(index, method);
  // an alias as long as the own name is that very word given to an account (零钱通 to a 零钱通
  // account of its own): the user's word wins, here and in transferAccount
  if (alias && alias.length >= own) return { account: alias.account, matched: true };
  if (own > 0) return { account: ownAccount, matched: true };
  return { account: ownAccount, matched: false };
}
