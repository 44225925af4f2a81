// Chooses an account among the open ones from the mentions in a piece of text, or from the
// ledger's history when the text names none.
import type { NlpIndex } from './ledger-index.ts';
import { ACCOUNT_ROOTS, rootOf, usableOn } from './ledger-index.ts';
import { isUnder } from '../ledger/query/balances.ts';
import type { TermMention } from './mentions.ts';
import { isMoneyCode } from './currencies.ts';
import { CASH_SEGMENTS } from './lexicon.ts';

/** Which accounts may fill a role: root names, the date and the currency of the posting. */
export interface AccountFilter {
  readonly roots: readonly string[];
  readonly date: string;
  readonly currency: string;
  /** Accounts already used by another role of the same entry. */
  readonly exclude?: ReadonlySet<string>;
}

/**
 * Whether `name` can fill the role. Closed accounts are only ever reached through a word that
 * names them (the choices from history and segments go over open accounts), and only when the
 * entry's date is one Beancount accepts for them.
 */
export function accepts(index: NlpIndex, filter: AccountFilter, name: string): boolean {
  const open = index.accounts.get(name);
  const closed = open ? undefined : index.closedAccounts.get(name);
  if (!open && !usableOn(closed, filter.date)) return false;
  if (!filter.roots.includes(rootOf(name))) return false;
  if (open && open.openDate > filter.date) return false;
  const currencies = open?.currencies ?? closed?.currencies ?? [];
  if (currencies.length > 0 && !currencies.includes(filter.currency)) return false;
  return !filter.exclude?.has(name);
}

interface Candidate {
  account: string;
  score: number;
  rank: number;
  /** Some mention named the account's own last segment (not just a parent such as Food). */
  leaf: boolean;
  /** The deepest parent a mention named (Expenses:Food for Expenses:Food:Dining), when none named the account itself. */
  parent: string;
  /** A mention named the account's cash segment (现金, cash: Assets:Cash:USD, Assets:Broker:IB:Cash). */
  cash: boolean;
}

export interface MentionedAccount {
  readonly account: string;
  /** Reached only through a parent segment (零食 -> Food -> Expenses:Food:Dining): a looser match. */
  readonly loose: boolean;
  /** For a loose match, the parent the words named (Expenses:Food), which may not be open. */
  readonly parent: string | null;
  /**
   * Other accounts of the same root the words name just as strongly (信用卡 with two cards open,
   * 银行卡 with two banks): the choice among them was a guess, to be warned. Not a card that lost
   * to a bank account (that is the rule, see better), nor sub-accounts of the chosen one (招行
   * names Assets:Bank:CMB rather than Assets:Bank:CMB:Savings).
   */
  readonly alsoNamed: readonly string[];
}

/**
 * The account the mentions point at most strongly: each mention adds the weight of its best
 * hit on an account; ties go to the more specific lexicon name, then to an Assets account over
 * a Liabilities one, then to the account named itself over its sub-accounts, then the deeper
 * account, then the more used one.
 */
export function bestMentionedAccount(index: NlpIndex, mentions: readonly TermMention[], filter: AccountFilter): string | null {
  return bestMention(index, mentions, filter)?.account ?? null;
}

export function bestMention(index: NlpIndex, mentions: readonly TermMention[], filter: AccountFilter): MentionedAccount | null {
  const candidates = new Map<string, Candidate>();
  for (const m of mentions) {
    for (const hit of m.entry.hits) {
      if (!accepts(index, filter, hit.account)) continue;
      const c = candidates.get(hit.account) ?? { account: hit.account, score: 0, rank: Infinity, leaf: false, parent: '', cash: false };
      c.score += hit.weight;
      c.cash ||= isCashSegment(hit.named.slice(hit.named.lastIndexOf(':') + 1));
      c.leaf ||= hit.leaf;
      c.rank = Math.min(c.rank, hit.rank);
      if (!hit.leaf && hit.named.length > c.parent.length) c.parent = hit.named;
      candidates.set(hit.account, c);
    }
  }
  // 现金 with Assets:Cash:USD and Assets:Broker:IB:Cash open: the cash in one's pocket, not a
  // broker's (it was the broker's, the deeper name of the two), still warned as named too: a
  // dividend or a sale said with 现金 may be the broker's (recheck QA: the warning had gone, and
  // the draft looked settled)
  const plainCash = Math.max(...[...candidates.values()].filter((c) => c.cash && cashSegmentAt(c.account) === 1).map((c) => c.score));
  const brokersCash: string[] = [];
  for (const c of candidates.values()) {
    if (c.cash && cashSegmentAt(c.account) > 1 && c.score <= plainCash) {
      candidates.delete(c.account);
      brokersCash.push(c.account);
    }
  }
  let best: Candidate | null = null;
  for (const c of candidates.values()) if (!best || better(index, c, best)) best = c;
  if (!best) return null;
  const chosen = best;
  const alsoNamed = [...candidates.values()]
    .filter((c) => c !== chosen && c.score === chosen.score && alike(chosen, c) && rootOf(c.account) === rootOf(chosen.account) && !related(c.account, chosen.account))
    .map((c) => c.account);
  if (chosen.cash) alsoNamed.push(...brokersCash);
  return { account: chosen.account, loose: !chosen.leaf, parent: chosen.leaf ? null : chosen.parent, alsoNamed };
}

/**
 * Whether the words name two accounts as much as each other. The lexicon's order (rank) tells
 * apart accounts named for themselves (零钱通: LingQianTong before WeChat), not those reached
 * through a parent segment that only says what kind they are: 银行卡 names Assets:Bank:ICBC
 * through Bank as much as Assets:Bank:CMB:Debit through Debit.
 */
function alike(a: Candidate, b: Candidate): boolean {
  return a.rank === b.rank || !a.leaf || !b.leaf;
}

/** One account is the other or under it (招行 names Assets:Bank:CMB and its sub-accounts alike). */
function related(a: string, b: string): boolean {
  return isUnder(a, b) || isUnder(b, a);
}

function better(index: NlpIndex, a: Candidate, b: Candidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.rank !== b.rank) return a.rank < b.rank;
  // A bank's name said alone is its bank account: money coming in never lands on a card the
  // sentence does not name as one (README), and a card is named as one (招行信用卡).
  const aIsAsset = rootOf(a.account) === ACCOUNT_ROOTS.assets;
  const bIsAsset = rootOf(b.account) === ACCOUNT_ROOTS.assets;
  if (aIsAsset !== bIsAsset) return aIsAsset;
  if (a.leaf !== b.leaf) return a.leaf;
  const da = a.account.split(':').length;
  const db = b.account.split(':').length;
  if (da !== db) return da > db;
  const ua = index.usage.get(a.account) ?? 0;
  const ub = index.usage.get(b.account) ?? 0;
  if (ua !== ub) return ua > ub;
  return a.account < b.account;
}

/** The most frequent acceptable account of a frequency table. */
export function mostFrequent(index: NlpIndex, counts: ReadonlyMap<string, number> | undefined, filter: AccountFilter): string | null {
  if (!counts) return null;
  let best: string | null = null;
  let bestCount = 0;
  for (const [account, count] of counts) {
    if (!accepts(index, filter, account)) continue;
    if (count > bestCount || (count === bestCount && best !== null && account < best)) {
      best = account;
      bestCount = count;
    }
  }
  return best;
}

/** An open account whose segments include one of `segments` (first listed wins, then the shallowest). */
export function accountWithSegment(index: NlpIndex, segments: readonly string[], filter: AccountFilter, also: (account: string) => boolean = () => true): string | null {
  const wanted = segments.map((s) => s.toLowerCase());
  let best: { account: string; rank: number; depth: number } | null = null;
  for (const account of index.accounts.keys()) {
    if (!accepts(index, filter, account) || !also(account)) continue;
    const parts = account.split(':').slice(1).map((s) => s.toLowerCase());
    const rank = Math.min(...parts.map((p) => wanted.indexOf(p)).filter((r) => r >= 0));
    if (!Number.isFinite(rank)) continue;
    const depth = parts.length;
    if (!best || rank < best.rank || (rank === best.rank && depth < best.depth) || (rank === best.rank && depth === best.depth && account < best.account)) best = { account, rank, depth };
  }
  return best?.account ?? null;
}

/**
 * The cash in one's pocket (Assets:Cash, Assets:Wallet:Cash, Assets:Cash:USD, Assets:HK:Cash): an
 * account with a cash segment whose parent holds nothing but money. A broker's cash
 * (Assets:US:Vanguard:Cash beside Assets:US:Vanguard:VBMPX) is money in an investment account, which
 * no ATM fills; Assets:HK:Cash beside Assets:HK:Octopus and Assets:HK:Bank:HSBC is a place's cash
 * (取现 2000 滙豐 was refused as if no account for cash were open).
 */
export function pocketCashAccount(index: NlpIndex, segments: readonly string[], filter: AccountFilter): string | null {
  const pocket = (account: string) => isPocketCash(index, account, segments);
  // Assets:Cash:USD before Assets:Broker:Cash (取现 100 美元 took the broker's, first by name)
  return accountWithSegment(index, segments, filter, (a) => pocket(a) && cashSegmentAt(a) === 1) ?? accountWithSegment(index, segments, filter, pocket);
}

/** Whether `account` is cash in one's pocket (see pocketCashAccount): named with a cash segment, not a broker's. */
export function isPocketCash(index: NlpIndex, account: string, segments: readonly string[] = CASH_SEGMENTS): boolean {
  const wanted = new Set(segments.map((s) => s.toLowerCase()));
  const money = (c: string) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c);
  // a fund or a share held beside it: open for a commodity that is no money, or, opened for none,
  // named as one is (Assets:US:Vanguard:VTI)
  const holding = (parent: string, a: string) => {
    const currencies = index.accounts.get(a)?.currencies ?? [];
    if (currencies.length > 0) return currencies.some((c) => !money(c));
    const rest = a.slice(parent.length + 1);
    return !rest.includes(':') && /^[A-Z][A-Z0-9._-]{1,23}$/.test(rest) && !money(rest);
  };
  const beside = (parent: string, own: string) => [...index.accounts.keys()].some((a) => a !== own && a.startsWith(`${parent}:`) && !a.startsWith(`${own}:`) && holding(parent, a));
  const parts = account.split(':');
  const at = parts.findIndex((p, i) => i > 0 && wanted.has(p.toLowerCase()));
  // (no cash segment: no candidate, and no walk over every account to say so)
  if (at < 0) return false;
  return at === 1 || !beside(parts.slice(0, at).join(':'), parts.slice(0, at + 1).join(':'));
}

/** An account that has held shares, funds or coins (a commodity that is no money): no wallet cash is drawn from, no spending paid from. */
export function holdsSecurities(index: NlpIndex, account: string): boolean {
  const money = (c: string) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c);
  const open = index.accounts.get(account)?.currencies ?? [];
  return open.some((c) => !money(c)) || [...(index.currencyUse.get(account)?.keys() ?? [])].some((c) => !money(c));
}

function isCashSegment(segment: string): boolean {
  return CASH_SEGMENTS.some((s) => s.toLowerCase() === segment.toLowerCase());
}

/** Where the first cash segment of the account's name is: 1 for Assets:Cash and Assets:Cash:USD, 3 for Assets:Broker:IB:Cash, -1 without one. */
function cashSegmentAt(account: string): number {
  return account.split(':').findIndex((segment, i) => i > 0 && isCashSegment(segment));
}

/**
 * An open account named for a kind of claim rather than for someone (Liabilities:Payables,
 * Assets:Receivables): its last segment is one of `segments`. Liabilities:Payables:LaoZhang is
 * 老张's, never the generic payable for 小李.
 */
export function genericAccount(index: NlpIndex, segments: readonly string[], filter: AccountFilter): string | null {
  const wanted = segments.map((s) => s.toLowerCase());
  let best: { account: string; rank: number } | null = null;
  for (const account of index.accounts.keys()) {
    if (!accepts(index, filter, account)) continue;
    const rank = wanted.indexOf(account.slice(account.lastIndexOf(':') + 1).toLowerCase());
    if (rank < 0) continue;
    if (!best || rank < best.rank || (rank === best.rank && account < best.account)) best = { account, rank };
  }
  return best?.account ?? null;
}

/** The most used acceptable account, else the shallowest (most generic) one, else null. */
export function mostGeneric(index: NlpIndex, filter: AccountFilter): string | null {
  let best: string | null = null;
  for (const account of index.accounts.keys()) {
    if (!accepts(index, filter, account)) continue;
    if (best === null) {
      best = account;
      continue;
    }
    const da = account.split(':').length;
    const db = best.split(':').length;
    if (da < db || (da === db && (index.usage.get(account) ?? 0) > (index.usage.get(best) ?? 0)) || (da === db && (index.usage.get(account) ?? 0) === (index.usage.get(best) ?? 0) && account < best)) best = account;
  }
  return best;
}

/** The most used acceptable account of a kind (`kind`), ties by name; null when none is of it. */
export function mostUsedOfKind(index: NlpIndex, filter: AccountFilter, kind: (account: string) => boolean): string | null {
  let best: string | null = null;
  for (const account of index.accounts.keys()) {
    if (!kind(account) || !accepts(index, filter, account)) continue;
    const u = index.usage.get(account) ?? 0;
    const ub = best === null ? -1 : (index.usage.get(best) ?? 0);
    if (u > ub || (u === ub && best !== null && account < best)) best = account;
  }
  return best;
}

/** The most used acceptable account; ties and unused ones by name. */
export function mostUsed(index: NlpIndex, filter: AccountFilter): string | null {
  return mostUsedOfKind(index, filter, () => true);
}

/** Segments of a bank account: where income lands when history does not say (a new ledger's
 *  salary goes to the bank, not to the first wallet by name, Assets:Alipay). */
// (the same words as the importer's bank accounts, src/importers/card-accounts.ts)
const BANK_SEGMENTS = new Set(['bank', 'banks', 'checking', 'current', 'debit', 'debitcard', 'savings', '银行', '银行卡', '储蓄卡', '借记卡']);

/** Whether one of an account's segments below the root is named so. */
const hasSegment = (account: string, names: RegExp) => account.split(':').slice(1).some((segment) => names.test(segment));

/** Whether an account is Alipay's by one of its segments below the root (Assets:Alipay). */
export const isAlipayAccount = (account: string) => hasSegment(account, /^(?:alipay|支付宝)$/i);

/** Whether an account is WeChat's (Assets:WeChat, Assets:微信:零钱). */
export const isWeChatAccount = (account: string) => hasSegment(account, /^(?:wechat|weixin|微信)$/i);

/** Whether an account is for red packets (Income:RedPacket, Income:Gifts:红包). */
export const isRedPacketAccount = (account: string) => hasSegment(account, /^(?:redpackets?|redenvelopes?|hongbao|红包)$/i);

/** Products of Alipay that a ledger may have no account of its own for. */
export const ALIPAY_PRODUCTS = /^(?:余额宝|花呗|借呗)$/;

/** A bank's name (招行, 工商银行, 花旗) among the lexicon's wallet words: a card of it is a bank account of mine. */
export const BANK_NAMES = /^(?:招行|招商|工行|建行|农行|中行|交行|浦发|中信|花旗|邮储|.+银行)$/;

/** Whether an account is a bank account by one of its segments below the root (Assets:Bank:CMB). */
export const isBankAccount = (account: string) => account.split(':').slice(1).some((segment) => BANK_SEGMENTS.has(segment.toLowerCase()));

/** Whether an account is a bank account named for no bank in particular (Assets:Bank, not Assets:Bank:CMB). */
export const isGenericBankAccount = (account: string) => BANK_SEGMENTS.has(account.slice(account.lastIndexOf(':') + 1).toLowerCase());
