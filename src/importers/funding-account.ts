// Which of the user's accounts a payment method names: the account whose alias is contained in
// that text, the longest alias winning, except that a method naming a kind of card (信用卡; 借记卡,
// 储蓄卡) is paid by an account of that kind, never by one of the other kind that merely shares the
// bank's alias; `余额`/`零钱` is the statement's own account. When no alias names the method's card
// or credit line (花呗), card-accounts.ts guesses (for a debit card the Assets account named after
// its bank, else the ledger's only bank account), and the guess is said in the report's warnings.
import type { ClosedAlias, LedgerIndex } from './ledger-index.ts';
import { cardKind, creditLineIn, guessCardAccount, guessCreditLineAccount, isBareCardWord, methodCardKind, namedAfterAnotherBank, type GuessedAccount } from './card-accounts.ts';
import { toSimplified } from '../text/traditional-chinese.ts';

export interface FundingMatch {
  readonly account: string;
  /** false when the account was guessed: by a card's bank or kind, or the statement's own account assumed */
  readonly matched: boolean;
  /** what the user should check when the account was guessed (null when matched) */
  readonly warning: string | null;
}

/** Whether the method names the statement's own account: one of its parts is (or ends with) an own name. */
function namesOwnAccount(method: string, ownNames: readonly string[]): number {
  let best = 0;
  for (const part of method.split(/[&、,，+|/\s]+/)) {
    for (const name of ownNames) if ((part === name || part.endsWith(name)) && name.length > best) best = name.length;
  }
  return best;
}

/** The root of the accounts of a card kind: a credit card is a liability, a debit card holds the user's money. */
function kindRoot(index: LedgerIndex, kind: 'credit' | 'debit'): string {
  return kind === 'credit' ? index.rootNames.liabilities : index.rootNames.assets;
}

/** The aliases contained in the text (spaces aside: `招商银行 信用卡还款` names `招商银行信用卡`) whose account `accept`s. */
function namedAliases(index: LedgerIndex, text: string, accept: (account: string) => boolean): { alias: string; account: string }[] {
  return aliasesIn(index.aliases, text, accept);
}

function aliasesIn<A extends { alias: string; account: string }>(aliases: readonly A[], text: string, accept: (account: string) => boolean): A[] {
  // Traditional characters are read as Simplified on both sides, one for one (traveller QA: a
  // row 一蘭拉麵 missed the alias 拉面 and went to Uncategorized)
  const t = toSimplified(text).toLowerCase();
  const compact = t.replace(/\s+/g, '');
  return aliases.filter(({ alias, account }) => {
    const said = toSimplified(alias);
    return (t.includes(said) || compact.includes(said.replace(/\s+/g, ''))) && accept(account);
  });
}

function longest(named: readonly { alias: string; account: string }[]): { account: string; length: number } | null {
  let best: { account: string; length: number } | null = null;
  for (const { alias, account } of named) if (alias.length > (best?.length ?? 0)) best = { account, length: alias.length };
  return best;
}

/**
 * The alias account named in `text`, longest alias first; null when no alias is contained. Of the
 * accounts of a card kind the text names, when it names one, first (see methodAlias); the others
 * after them. For words that name a payment app (the bank's row `支付宝-滴滴出行`).
 */
export function aliasAccount(index: LedgerIndex, text: string, accept: (account: string) => boolean = () => true): { account: string; length: number } | null {
  const named = namedAliases(index, text, accept);
  const kind = cardKind(text.replace(/\s+/g, ''));
  const ofKind = kind === null ? [] : named.filter(({ alias, account }) => account.startsWith(`${kindRoot(index, kind)}:`) || cardKind(alias) === kind);
  return longest(ofKind.length > 0 ? ofKind : named);
}

/**
 * The account a payment method or a move's text names by alias, longest alias first. A bank's name
 * is often longer than the card words that tell its cards apart, so when the text names a card
 * kind only accounts of that kind count (under its root, or given an alias that says the kind):
 * `招商银行信用卡(1234)` is the card aliased `信用卡` under Liabilities, and never the debit card aliased
 * `招商银行`, also when no account of the kind has an alias (then null: see methodAccount).
 */
export function methodAlias(index: LedgerIndex, text: string, accept: (account: string) => boolean = () => true): { account: string; length: number } | null {
  // A card word given as an alias (信用卡 to the CMB card) is not said by a text naming another
  // bank's card: `工商银行信用卡(1111)` was booked to the CMB card without a word.
  const named = namedAliases(index, text, accept).filter(({ alias, account }) => !isBareCardWord(alias) || !namedAfterAnotherBank(index, account, text));
  const kind = cardKind(text.replace(/\s+/g, ''));
  if (kind === null) return longest(named);
  return longest(named.filter(({ alias, account }) => account.startsWith(`${kindRoot(index, kind)}:`) || cardKind(alias) === kind));
}

/**
 * The closed account a payment method names by one of its aliases, as methodAlias reads open
 * ones (longest alias first, of the card kind the method names), or null.
 */
export function closedMethodAlias(index: LedgerIndex, method: string): ClosedAlias | null {
  const kind = cardKind(method.replace(/\s+/g, ''));
  const named = aliasesIn(index.closedAliases, method, () => true).filter(({ alias, account }) => kind === null || account.startsWith(`${kindRoot(index, kind)}:`) || cardKind(alias) === kind);
  let best: ClosedAlias | null = null;
  for (const n of named) if (n.alias.length > (best?.alias.length ?? 0)) best = n;
  return best;
}

/** Whether a closed account was open on the row's date (up to its close date) for its currency. */
function openOn(closed: ClosedAlias, on: { date: string; currency: string } | undefined): boolean {
  return on !== undefined && closed.openDate <= on.date && on.date <= closed.closeDate && (closed.currencies.length === 0 || closed.currencies.includes(on.currency));
}

/** The account the text's card or credit line (花呗) is, guessed by name when no alias names it (card-accounts.ts), or null. */
function guessedAccount(index: LedgerIndex, text: string, accept: (account: string) => boolean): GuessedAccount | null {
  const line = creditLineIn(text);
  if (line !== null) return guessCreditLineAccount(index, line, accept);
  const kind = methodCardKind(text.replace(/\s+/g, ''));
  return kind === null ? null : guessCardAccount(index, text, kind, accept);
}

/**
 * What a warning that advises an alias adds: the alias places the rows of later imports, and the
 * rows imported already stay where they were booked (importing the file again finds them as
 * duplicates, and moves nothing).
 */
export const ALREADY_IMPORTED = 'rows imported already stay where they were booked, as importing the file again finds them as duplicates: move those by hand';

/** Why the statement's own account pays for a method that names no account, said to the user. */
function unmatchedWarning(index: LedgerIndex, method: string, ownAccount: string): string {
  // (household QA: 工商银行(1111) after Assets:Bank:ICBC, aliased 工商银行, was closed was said to
  // be named by no alias, and the advice was to give an account the alias it had)
  const closed = closedMethodAlias(index, method);
  if (closed !== null) {
    return `paid by ${method}, which names ${closed.account}, closed on ${closed.closeDate}: booked to ${ownAccount}; reopen it, or give the account that pays now that alias (${ALREADY_IMPORTED})`;
  }
  const line = creditLineIn(method);
  if (line !== null) {
    const example = `${index.rootNames.liabilities}:${line.names[0]}`;
    return `paid by ${method} (${line.app}'s credit line), but no account has alias ${line.word} or is named so under ${index.rootNames.liabilities}: booked to ${ownAccount}, whose balance is then off by this amount; open ${example} (alias "${line.word}") and move it there`;
  }
  if (cardKind(method) === 'credit') {
    return `paid by ${method}, a credit card, but no ${index.rootNames.liabilities} account is aliased or named for it: booked to ${ownAccount}; give the card's account an alias (e.g. "${method.replace(/[(（].*$/, '')}") and book it there (${ALREADY_IMPORTED})`;
  }
  return `paid by ${method}, which no account's alias names: booked to ${ownAccount}; give the paying account that alias (${ALREADY_IMPORTED})`;
}

/**
 * The receiving account of a move between own accounts (a row of kind 'transfer'), named in
 * `text`: the account whose alias it names, or the statement's own account when it says one of
 * the statement's own names (`零钱通`) and no account is aliased so. The account the money leaves
 * by (`from`) is never the answer: the text may name it too, and its alias may be the longest one there (WeChat's
 * `转入零钱通-来自工商银行(9876)` names the bank the money came from; `零钱通转出-到工商银行(9876)`
 * the bank it went to). A dash joins words in such texts, so it separates them like a space.
 */
export function transferAccount(index: LedgerIndex, text: string, from: string, ownAccount: string, ownNames: readonly string[], on?: { date: string; currency: string }): { account: string; guess: string | null } | null {
  const own = ownAccount === from ? 0 : namesOwnAccount(text.replace(/[-－–—]/g, ' '), ownNames);
  const notFrom = (account: string) => account !== from;
  const alias = methodAlias(index, text, notFrom);
  // A closed account's alias, as fundingAccount reads it: that account when it was open on the
  // row's date, else no account (the row is skipped, its reason naming the closed account).
  const closed = closedMethodAlias(index, text);
  if (closed !== null && closed.account !== from && closed.alias.length > (alias?.length ?? 0) && closed.alias.length >= own) {
    return openOn(closed, on) ? { account: closed.account, guess: null } : null;
  }
  // the same rule as fundingAccount's, so that money into 零钱通 and out of it reach one account:
  // an alias as long as the own name is that word given to an account of its own
  if (alias && alias.length >= own) return { account: alias.account, guess: null };
  if (own > 0) return { account: ownAccount, guess: null };
  const guessed = guessedAccount(index, text, notFrom);
  return guessed === null ? null : { account: guessed.account, guess: `the move goes to ${text}: ${guessed.why}` };
}

/**
 * Whether both ends of a move between own accounts are the statement's own account: WeChat's
 * `零钱通转出-到零钱` paid by 零钱通, `转入零钱通-来自零钱` paid by 零钱 (the wallet's two balances).
 */
export function staysInOwnAccount(method: string | null, counterText: string | null, ownNames: readonly string[]): boolean {
  if (method === null || counterText === null) return false;
  return namesOwnAccount(method, ownNames) > 0 && namesOwnAccount(counterText.replace(/[-－–—]/g, ' '), ownNames) > 0;
}

/**
 * The account a row's payment method names. `on`: the row's date and currency, for an account
 * closed since (a statement of last year paid by a card whose account was closed at year end).
 */
export function fundingAccount(index: LedgerIndex, method: string | null, ownAccount: string, ownNames: readonly string[], on?: { date: string; currency: string }): FundingMatch {
  if (!method) return { account: ownAccount, matched: true, warning: null };
  const own = namesOwnAccount(method, ownNames);
  const alias = methodAlias(index, method);
  // A closed account's alias longer than the open one found names the method (工商银行储蓄卡 with
  // 工商银行 closed is no card of the bank whose alias is 储蓄卡: it was booked there silently):
  // that account when it was open on the row's date (a row of December, the account closed on
  // December 31: it went to the statement's account, warned of as after the close), else the
  // statement's account, warned.
  const closed = closedMethodAlias(index, method);
  if (closed !== null && closed.alias.length > (alias?.length ?? 0) && closed.alias.length >= own) {
    if (openOn(closed, on)) return { account: closed.account, matched: true, warning: null };
    return { account: ownAccount, matched: false, warning: unmatchedWarning(index, method, ownAccount) };
  }
  // an alias as long as the own name is that very word given to an account (零钱通 to a 零钱通
  // account of its own): the user's word wins, here and in transferAccount
  if (alias && alias.length >= own) return { account: alias.account, matched: true, warning: null };
  if (own > 0) return { account: ownAccount, matched: true, warning: null };
  const guessed = guessedAccount(index, method, () => true);
  if (guessed !== null) return { account: guessed.account, matched: false, warning: `paid by ${method}: ${guessed.why}` };
  return { account: ownAccount, matched: false, warning: unmatchedWarning(index, method, ownAccount) };
}
