// Exactly-once import. A row whose statement id is already in the ledger is a duplicate; a row
// whose id is not there but that matches a transaction booked by hand or from another source
// (same account, same amount, date within 3 days) is a duplicate too. One existing transaction
// absorbs at most one row, statement ids are matched before amounts so that a transaction is
// never taken by a fuzzy match when its own row is in the upload, the same payment seen from both
// statements before a mere look-alike (`matchRank`), and the nearest dates first.
// A statement id that the ledger holds on another movement (an OFX FITID a bank reused in a later
// download) is no match: the row takes a `#n` form of it first (reissueReusedIds).
// An OFX row whose FITID the ledger holds under another ACCTID (the card's number masked in a web
// download) is that transaction when the date and amount on the same account agree (`renamedAccount`).
// A payment-app row paid with a bank card is never a duplicate of that bank's transfer into the
// app's account: it is the second half of the chain bank -> app -> merchant (see `chainVia`); nor
// of the other app's row of the same amount (`otherAppsPayment`).
// A transaction typed by hand that pays several items from one posting (`早餐8 午饭25 晚饭40 微信`:
// Assets:WeChat -73) is the statement's rows of those items, one row each (`itemPairs`): a row
// that matches no transaction whole matches an item of its amount, each item takes one row, and
// a transaction matched whole has no items left. Across uploads, what earlier imports matched
// (`RememberedMatches`) holds too: a transaction matched by its items is no longer matched whole,
// nor an item taken again, nor an item of one matched whole; a row matched before is a duplicate
// of that match.
import type { Posting, Transaction } from '../ledger/core/directives.ts';
import type { Decimal } from '../ledger/core/decimal.ts';
import { IMPORT_ID_KEY, PAYMENT_APPS, dayNumber, familyKey, type LedgerIndex } from './ledger-index.ts';
import { isUncategorized } from './counter-account.ts';
import { saysCardRepaid, saysMoneyBack } from './card-repayment.ts';
import { RememberedMatches, type RowMatch } from './remembered-matches.ts';
import { toSimplified } from '../text/traditional-chinese.ts';

export const FUZZY_DAYS = 3;

export interface DedupeCandidate {
  readonly importId: string;
  /** other ids the same row may carry in the ledger (how earlier versions hashed it) */
  readonly earlierIds?: readonly string[];
  readonly date: string;
  readonly currency: string;
  /** (account, signed amount) pairs that an existing transaction may carry to be this row */
  readonly sides: readonly { readonly account: string; readonly number: Decimal }[];
  /**
   * The bank's own id as import_id writes it (`ofx:<ACCTID>:<FITID>`, without `#n`) when the bank
   * may give it to other movements in later downloads: then the id counts only with the amount.
   */
  readonly reusableId?: string | null;
  /**
   * The OFX row's FITID (the last part of `reusableId`). The same statement downloaded elsewhere
   * names its account otherwise (`XXXXXXXXXXXX1111` for 4111111111111111, as web downloads mask
   * it), so the import id differs; the FITID does not (see `renamedAccount`).
   */
  readonly fitid?: string | null;
  /**
   * For a row paid from another own account than the statement's (an Alipay/WeChat payment with a
   * bank card: the first side is that card's account), the statement's own account. A transaction
   * moving the row's amount from the funding account into this one (the bank's row of the same
   * payment, booked as a transfer to Alipay because the bank names 支付宝) is not this row: it is
   * the first half of the chain bank -> Alipay -> merchant, and the row the second half, to be
   * booked from this account (a 'chain' finding). A transfer row that is that very transfer takes
   * it first; a mere look-alike (another payment of the amount on the card) only after.
   */
  readonly chainVia?: string | null;
  /**
   * For a row that names a payment app (the bank's 支付宝-滴滴出行, paid by card through Alipay),
   * the source of that app's statements ('alipay'). A transaction imported from them with the
   * row's amount on the funding account is the app's row of the same card payment, imported first:
   * the row's other half, before any look-alike of the same amount.
   */
  readonly fromApp?: string | null;
  /**
   * The statement's own account. A transaction found by the amount on the row's second side alone
   * (the account a transfer or a card's repayment moves the money to or from) is this row only if
   * it touches this account too, or moves the money between the row's very two accounts: two
   * cards repaid 1,000.00 each from Alipay on one day are two repayments, and the second card's row
   * is not the first card's (it was dropped as a duplicate).
   */
  readonly ownAccount?: string | null;
  /**
   * The row's words name the account of its second side (by alias or method, not guessed): a
   * repayment of that very card or loan, never of another (`repaysAnotherLiability`).
   */
  readonly secondNamed?: boolean;
  /**
   * The row's payee and memo. Of transactions typed by hand that are all the row by amount, one
   * whose payee these words name is taken first (`namesPayee`).
   */
  readonly words?: string;
}

export interface DuplicateFinding {
  readonly kind: 'duplicate';
  readonly reason: string;
  readonly existing: Transaction | null;
  /** This upload matched the row to a transaction typed by hand (no import_id), by its amount: for the import to keep. */
  readonly match?: RowMatch;
  /**
   * Found by its amount (not by its statement id): the user may import it anyway (keep_rows; a
   * 4.00 metro ride is no duplicate of another 4.00 ride two days later, newcomer QA s50).
   */
  readonly keepable?: true;
}

/** The row continues an existing transfer into the statement's own account (`chainVia`): book it from that account. */
export interface ChainFinding {
  readonly kind: 'chain';
  readonly existing: Transaction;
}

/**
 * The row's other side was booked from an Uncategorized account (`uncategorized`): the card's
 * statement listed the repayment before any statement said where it came from. The row is the
 * other half: book its money into that account, which then nets to zero.
 */
export interface SettlesFinding {
  readonly kind: 'settles';
  readonly existing: Transaction;
  readonly uncategorized: string;
  /**
   * The Uncategorized account stands for the row's first side (the account its money leaves by),
   * not for its second: the row moves money into the statement's own account from an account whose
   * statement booked it as spending, not knowing where it went (`settledFunding`).
   */
  readonly funding?: boolean;
}

/**
 * The row's move was booked from the statement's own account by the other account's statement (a
 * card's 支付宝还款, imported first, names only the app), but the row says another account paid
 * (余额宝, a bank card through the app): book the row's money from that account into the own
 * account, which then nets to zero (`bookedFromOwn`).
 */
export interface RebooksFinding {
  readonly kind: 'rebooks';
  readonly existing: Transaction;
  readonly account: string;
  /**
   * `existing` is a transaction typed by hand that pays the row's amount from the app's account
   * (`typedOnApp`): the row adds only the card's money into the app, the typed entry stays as written.
   */
  readonly typed?: true;
}

export type DedupeFinding = DuplicateFinding | ChainFinding | SettlesFinding | RebooksFinding;

/**
 * Whether a row of one payment app and a transaction imported from another app's statement are
 * two movements: a card payment is made through one app, so the same amount on the same card
 * within days in both exports is two payments (a 20.00 ride in Alipay was dropped as the 20.00
 * coffee in WeChat two days later). Not for a move between the very same two accounts, which
 * both apps' statements may show.
 */
function otherAppsPayment(source: string | null, other: string | null, rank: number): boolean {
  return source !== null && other !== null && source !== other && Object.hasOwn(PAYMENT_APPS, source) && Object.hasOwn(PAYMENT_APPS, other) && rank > 0;
}

function sourceOf(importId: string | null): string | null {
  if (!importId) return null;
  const at = importId.indexOf(':');
  return at < 0 ? importId : importId.slice(0, at);
}

/** Whether the transaction is this row's movement: it carries one of the row's sides (account, amount by value, currency). */
function sameMovement(txn: Transaction, c: DedupeCandidate): boolean {
  // a month apart it is another movement, however alike (a subscription a bank gives FITID 1 each month)
  if (Math.abs(dayNumber(txn.date) - dayNumber(c.date)) > FUZZY_DAYS) return false;
  return c.sides.some((side) => carries(txn, side, c.currency));
}

function carries(txn: Transaction, side: DedupeCandidate['sides'][number], currency: string): boolean {
  return txn.postings.some((p) => p.account === side.account && p.units.currency === currency && p.units.number.eq(side.number));
}

/**
 * The import id each candidate goes by (same order). A candidate with a `reusableId` whose
 * import_id the ledger holds on another movement (no posting of this amount on this account:
 * the bank gave the id to a new movement, as some do from one download to the next) is not that
 * transaction: it takes the `#n` form of the bank's id that the ledger holds on this very
 * movement (an earlier upload of the same file: a duplicate), else the first `#n` form, from
 * `#2`, that neither the ledger nor another row of the upload uses (a new row, and the same id
 * again on every later upload of the file). Every other candidate keeps its id.
 */
export function reissueReusedIds(index: LedgerIndex, candidates: readonly DedupeCandidate[]): string[] {
  const taken = new Set(candidates.map((c) => c.importId));
  const reissued = new Map<string, string>();
  return candidates.map((c) => {
    if (!c.reusableId) return c.importId;
    const existing = index.importIds.get(c.importId);
    if (existing === undefined || sameMovement(existing, c)) return c.importId;
    const family = index.importIdFamily(c.reusableId);
    const holders = family.filter((h) => h.id === c.importId);
    if (holders.length === 0 || holders.some((h) => sameMovement(h.txn, c))) return c.importId;
    // the same movement listed twice in the file has one id (statementId), and keeps sharing it
    const again = reissued.get(c.importId);
    if (again !== undefined) return again;
    const held = new Set(family.map((h) => h.id));
    const own = family.find((h) => h.id !== c.importId && sameMovement(h.txn, c))?.id;
    let id = own;
    for (let n = 2; id === undefined; n++) {
      const next = `${c.reusableId}#${n}`;
      if (!held.has(next) && !taken.has(next)) id = next;
    }
    taken.add(id);
    reissued.set(c.importId, id);
    return id;
  });
}

/**
 * Whether `txn`, found with the row's amount on the row's own account, is the row imported from
 * the same statement under another ACCTID: an OFX import on that account (its first posting, as
 * imports write them) whose id ends in the row's FITID, on the very date. A bank that reuses a
 * FITID gives it to a movement of another amount or date, which this never takes.
 */
function renamedAccount(txn: Transaction, otherId: string, c: DedupeCandidate, account: string): boolean {
  if (!c.fitid || !c.reusableId || txn.date !== c.date || txn.postings[0]?.account !== account) return false;
  const base = familyKey(otherId);
  return base !== c.reusableId && sourceOf(base) === 'ofx' && base.endsWith(`:${c.fitid}`);
}

/** Whether `txn` moved the candidate's first side into `chainVia`: (funding, amount) and (chainVia, -amount). */
function chainsInto(txn: Transaction, c: DedupeCandidate): boolean {
  const via = c.chainVia;
  const first = c.sides[0];
  if (!via || !first || via === first.account) return false;
  return txn.postings.some((p) => p.account === via && p.units.currency === c.currency && p.units.number.eq(first.number.neg()));
}

/** Whether the account is one of the user's own (under the ledger's Assets or Liabilities root). */
function isOwn(index: LedgerIndex, account: string): boolean {
  return account.startsWith(`${index.rootNames.assets}:`) || account.startsWith(`${index.rootNames.liabilities}:`);
}

/**
 * Whether `txn` moved the candidate's first side to another of the user's own accounts than
 * `chainVia` (bank -> WeChat when the row is an Alipay payment by that bank's card): a transfer
 * elsewhere, not this row's movement, though it carries the same amount on the same account.
 */
function movedElsewhere(index: LedgerIndex, txn: Transaction, c: DedupeCandidate): boolean {
  const via = c.chainVia;
  const first = c.sides[0];
  if (!via || !first) return false;
  return txn.postings.some(
    (p) => p.account !== via && p.account !== first.account && isOwn(index, p.account) && p.units.currency === c.currency && p.units.number.eq(first.number.neg()),
  );
}

/**
 * Whether `txn`, found with the row's amount on its first side (the account the money leaves),
 * moved that money into another liability than the one the row names as repaid (`sides[1]`, under
 * Liabilities, `secondNamed`): a repayment of another card or loan, not this row (QA of session 49: the bank's
 * 广发银行信用卡还款 1200 was dropped as the 还花呗 1200 typed three days before, and the card stayed
 * 1200 too high).
 */
function repaysAnotherLiability(index: LedgerIndex, txn: Transaction, c: DedupeCandidate): boolean {
  const [first, repaid] = c.sides;
  const liabilities = `${index.rootNames.liabilities}:`;
  if (!c.secondNamed || c.sides.length !== 2 || !first || !repaid || !repaid.account.startsWith(liabilities)) return false;
  return txn.postings.some((p) => p.account !== repaid.account && p.account.startsWith(liabilities) && p.units.currency === c.currency && p.units.number.eq(first.number.neg()));
}

/**
 * How surely a transaction found by amount and date is the row's movement, surest first: 0 when it
 * moves a transfer row's money between the very same two accounts; 1 when it is the other
 * statement's half of the same payment through an app (a chain, or the app's row for a bank row
 * naming the app); 2 when it only has the amount on one account, which any other payment of that
 * amount may have too (the 全家 purchase of the day before a card payment through Alipay).
 */
function matchRank(txn: Transaction, c: DedupeCandidate, side: number, chain: boolean): number {
  if (c.sides.length > 1 && c.sides.every((s) => carries(txn, s, c.currency))) return 0;
  if (chain) return 1;
  const other = txn.meta[IMPORT_ID_KEY];
  if (side === 0 && c.fromApp && other?.type === 'string' && sourceOf(other.value) === c.fromApp) return 1;
  return 2;
}

/** Whether `account` is the account of another payment app than `source` (Assets:WeChat for an Alipay or a bank row). */
function otherAppsAccount(index: LedgerIndex, source: string | null, account: string): boolean {
  return Object.keys(PAYMENT_APPS).some((app) => app !== source && index.appAccount(app) === account);
}

/**
 * The items of hand-typed transactions (`itemizedPayment`) that the candidate's side may be: paid
 * from (or, for a refund, into) the side's account, of the side's amount with the other sign,
 * within 3 days. Not one that the transaction pays from a payment app's account unless the row
 * is that app's (its items are that app's rows, never another statement's), nor, for a row paid
 * by card through an app, one that moves the money to another of the user's accounts than the
 * app's (see `movedElsewhere`); an item that moves it into the app's account is the first half
 * of the row's chain.
 */
function itemPairs(index: LedgerIndex, c: DedupeCandidate, s: number, source: string | null): { txn: Transaction; item: Posting; distance: number; chain: boolean }[] {
  const side = c.sides[s]!;
  const amount = side.number.neg();
  const booked = index.items(side.account, c.currency, amount);
  if (booked.length === 0 || otherAppsAccount(index, source, side.account)) return [];
  const day = dayNumber(c.date);
  const found: { txn: Transaction; item: Posting; distance: number; chain: boolean }[] = [];
  for (const b of booked) {
    const distance = Math.abs(b.day - day);
    if (distance > FUZZY_DAYS) continue;
    for (const item of b.txn.postings) {
      if (item.account === side.account || !item.units.number.eq(amount)) continue;
      const chain = s === 0 && !!c.chainVia && c.chainVia !== side.account && item.account === c.chainVia;
      // an item moved to one of the user's own accounts is no payment a statement lists, unless it
      // is the first half of the row's chain (recheck QA: WeChat -300 to Cash 100 and CMB 200,
      // typed by hand, took a 便利店 payment of 100)
      if (!chain && isOwn(index, item.account)) continue;
      found.push({ txn: b.txn, item, distance, chain });
    }
  }
  return found;
}

/**
 * Whether a match on the candidate's side `s` is another statement's movement: a side that is not
 * the statement's own account (`ownAccount`), in a transaction that does not touch the own
 * account either (`touches`: for an item of a hand-typed one, the item itself), when the side is
 * a second one (the account a transfer moves the money to) or the row's money goes into or out of
 * the own account by another side (an app's top-up from a bank card: a purchase paid from the
 * card is no top-up, though it has the amount on the card; QA of session 37, the wallet was never
 * credited). Not asked of a transaction that moves the row's money between the very same two
 * accounts (rank 0).
 */
function otherAccountsMovement(c: DedupeCandidate, s: number, touches: (account: string) => boolean): boolean {
  const own = c.ownAccount;
  if (!own || c.sides[s]!.account === own || touches(own)) return false;
  return s > 0 || c.sides.some((side) => side.account === own);
}

/**
 * The Uncategorized account `txn` booked the candidate's side `s` from, when the row is a move
 * between own accounts (two sides) and `txn` is the other account's half of it with its source
 * unknown: two postings, the side's amount on the side's account (not the statement's own) and
 * the opposite amount on an Uncategorized account (the card's 自动还款 imported first, when no
 * bank account could be told as its source; its words say a repayment, not a refund or cashback).
 * Else null.
 */
function settledAccount(index: LedgerIndex, txn: Transaction, c: SettlingRow, s: number, says: (txn: Transaction) => boolean = saysCardRepaid): string | null {
  const side = c.sides[s]!;
  if (s === 0 || c.sides.length !== 2 || !c.ownAccount || side.account === c.ownAccount || txn.postings.length !== 2) return null;
  const other = txn.postings.find((p) => p.account !== side.account);
  if (!other || other.units.currency !== c.currency || !other.units.number.eq(side.number.neg())) return null;
  return isUncategorized(index.rootNames, other.account) && says(txn) ? other.account : null;
}

/**
 * The Uncategorized account `txn` booked the candidate's first side to, when the row moves money
 * into the statement's own account from another (an app's top-up from a bank card: sides
 * [card, own]) and `txn` is the other account's statement's row of it, its end unknown: two
 * postings, the side's amount on the side's account and the opposite on an Uncategorized account,
 * imported and flagged, its words no refund or cashback (the bank's 快捷支付 to 财付通 of the
 * WeChat 零钱充值, imported first, booked as spending). The row completes it, from that account:
 * else the money left the card twice (or, before, the top-up was dropped and never reached the
 * wallet). Else null.
 */
function settledFunding(index: LedgerIndex, txn: Transaction, c: DedupeCandidate, s: number): string | null {
  const [first, second] = c.sides;
  if (s !== 0 || c.sides.length !== 2 || !first || !second || !c.ownAccount || second.account !== c.ownAccount || first.account === c.ownAccount) return null;
  if (txn.flag !== '!' || txn.meta[IMPORT_ID_KEY] === undefined || txn.postings.length !== 2 || saysMoneyBack(txn)) return null;
  const other = txn.postings.find((p) => p.account !== first.account);
  if (!other || other.units.currency !== c.currency || !other.units.number.eq(first.number.neg())) return null;
  return isUncategorized(index.rootNames, other.account) ? other.account : null;
}

/** What `settledAccount` reads of a row. */
type SettlingRow = Pick<DedupeCandidate, 'date' | 'currency' | 'sides' | 'ownAccount'>;

/**
 * For a row that planning found to be a move to another own account after the duplicates were
 * looked for (the counter-account its words name by alias: 转账至工商银行(9876)), given as its two
 * sides: the other account's half of the move, booked first from an Uncategorized account, flagged,
 * because its statement did not say where the money came from (他行汇入 张伟, the receiving bank's
 * statement imported first): the same amount on that account within FUZZY_DAYS, the nearest
 * first, none of `taken`, and its words no refund or cashback. The row completes it (a 'settles'
 * finding) rather than move the money a second time (QA of session 37: the transfer reached the
 * receiving account twice). Null when there is none.
 */
export function uncategorizedHalf(index: LedgerIndex, c: SettlingRow, taken: ReadonlySet<Transaction>): SettlesFinding | null {
  const side = c.sides[1];
  if (c.sides.length !== 2 || side === undefined) return null;
  const day = dayNumber(c.date);
  const unsure = (txn: Transaction) => txn.flag === '!' && !saysMoneyBack(txn);
  let found: SettlesFinding | null = null;
  let nearest = Infinity;
  for (const b of index.booked(side.account, c.currency, side.number)) {
    const distance = Math.abs(b.day - day);
    if (distance > FUZZY_DAYS || distance >= nearest || taken.has(b.txn)) continue;
    const uncategorized = settledAccount(index, b.txn, c, 1, unsure);
    if (uncategorized === null) continue;
    found = { kind: 'settles', existing: b.txn, uncategorized };
    nearest = distance;
  }
  return found;
}

/**
 * The statement's own account when `txn`, found with the row's second side (the account a move
 * goes to: the card a payment app repaid), booked the move from it while the row was paid from
 * another account (`sides[0]`: 余额宝, 零钱通, a bank card): two postings, the second side's and the
 * first side's amount on the own account. The other statement guessed the own account (the card's
 * 支付宝还款 names only the app), and the row says what paid (QA of session 37: the app's row of
 * 余额宝 was dropped as its duplicate, the app's balance 3,000.00 short). Else null.
 */
function bookedFromOwn(txn: Transaction, c: DedupeCandidate, s: number): string | null {
  const own = c.ownAccount;
  const first = c.sides[0]!;
  if (!own || s !== 1 || c.sides.length !== 2 || first.account === own || c.sides[1]!.account === own || txn.postings.length !== 2) return null;
  return txn.postings.some((p) => p.account === own && p.units.currency === c.currency && p.units.number.eq(first.number)) ? own : null;
}

/** Rank of an item match: after every match of a whole transaction (`matchRank`). */
const ITEM_RANK = 3;

/**
 * For each candidate (same order), null when it is new, a 'duplicate' finding saying why when the
 * ledger has it, a 'chain' finding when it continues a transfer the ledger has (`chainVia`), or a
 * 'settles' one when the ledger has the other half of its move booked from Uncategorized.
 * `remembered`: how earlier imports matched the transactions typed by hand. `kept`: the indexes of
 * candidates to import even when they are duplicates by amount (`keepable`); a duplicate by id stays one.
 */
export function findDuplicates(index: LedgerIndex, candidates: readonly DedupeCandidate[], remembered: RememberedMatches = new RememberedMatches(), kept: ReadonlySet<number> = new Set()): (DedupeFinding | null)[] {
  // The rows to import anyway that are duplicates by amount: found again without them, so that the
  // transaction one of them took may be another row's (which may be a kept row too: again).
  const keeping = new Set<number>();
  for (;;) {
    const found = findDuplicatesKeeping(index, candidates, remembered, keeping);
    const more = [...kept].filter((i) => !keeping.has(i) && found[i]?.kind === 'duplicate' && found[i].keepable === true);
    if (more.length === 0) return found;
    for (const i of more) keeping.add(i);
  }
}

function findDuplicatesKeeping(index: LedgerIndex, candidates: readonly DedupeCandidate[], remembered: RememberedMatches, keeping: ReadonlySet<number>): (DedupeFinding | null)[] {
  const absorbed = new Set<Transaction>();
  const seen = new Set<string>();
  const result: (DedupeFinding | null)[] = candidates.map(() => null);
  const pending: number[] = [];

  candidates.forEach((c, i) => {
    const ids = [c.importId, ...(c.earlierIds ?? [])];
    const known = ids.find((id) => index.importIds.has(id));
    const existing = known === undefined ? undefined : index.importIds.get(known);
    const before = existing ? undefined : ids.map((id) => remembered.matchOf(id)).find((m) => m !== undefined);
    if (existing) {
      absorbed.add(existing);
      result[i] = { kind: 'duplicate', reason: `already imported (${IMPORT_ID_KEY} ${known})`, existing };
    } else if (keeping.has(i)) {
      // imported anyway: matched to nothing (its import id is its own)
    } else if (before) {
      // (an item it took is taken for every row: see itemTaken)
      if (before.item === null) absorbed.add(before.txn);
      result[i] = { kind: 'duplicate', reason: rememberedReason(before), existing: before.txn, keepable: true };
    } else if (seen.has(c.importId)) {
      result[i] = { kind: 'duplicate', reason: `the same statement id ${c.importId} appears earlier in this file`, existing: null };
    } else {
      pending.push(i);
    }
    seen.add(c.importId);
  });

  // Every (row, transaction) pair close enough, surest match first (matchRank), then nearest: a
  // transaction goes to the row dated closest to it, so a row on the very day is never left over
  // for a neighbour's match. A chain (a transfer into the statement's own account that the row
  // continues) is no duplicate: a transfer row that is that very transfer takes it first; nor is
  // the other half of a move that a statement booked from Uncategorized (`settledAccount`).
  // An item of a hand-typed transaction (`itemPairs`) comes after every whole match.
  type Pair = { i: number; txn: Transaction; distance: number; side: number; rank: number; chain: boolean; renamed: boolean; item: Posting | null; settles?: string; rebooks?: string | null; named?: boolean };
  const pairs: Pair[] = [];
  for (const i of pending) {
    const c = candidates[i]!;
    const source = sourceOf(c.importId);
    const day = dayNumber(c.date);
    c.sides.forEach((side, s) => {
      for (const b of index.booked(side.account, c.currency, side.number)) {
        const distance = Math.abs(b.day - day);
        // (one an earlier import matched item by item is no row's whole)
        if (distance > FUZZY_DAYS || absorbed.has(b.txn) || remembered.matchedByItems(b.txn)) continue;
        // a transaction imported from a statement of the same kind and account (its first posting,
        // as imports write them)
        // has its own id: a different id is a different movement, unless it is this row's FITID
        // under another ACCTID (the surest match of all)
        const settles = settledAccount(index, b.txn, c, s) ?? settledFunding(index, b.txn, c, s);
        if (settles !== null) {
          pairs.push({ i, txn: b.txn, distance, side: s, rank: 2, chain: false, renamed: false, item: null, settles });
          continue;
        }
        const other = b.txn.meta[IMPORT_ID_KEY];
        const renamed = s === 0 && other?.type === 'string' && renamedAccount(b.txn, other.value, c, side.account);
        if (!renamed && other?.type === 'string' && sourceOf(other.value) === source && b.txn.postings[0]?.account === side.account) continue;
        if (s === 0 && (movedElsewhere(index, b.txn, c) || repaysAnotherLiability(index, b.txn, c))) continue;
        const chain = s === 0 && chainsInto(b.txn, c);
        const rank = renamed ? 0 : matchRank(b.txn, c, s, chain);
        if (otherAppsPayment(source, other?.type === 'string' ? sourceOf(other.value) : null, rank)) continue;
        if (rank > 0 && otherAccountsMovement(c, s, (own) => b.txn.postings.some((p) => p.account === own))) continue;
        pairs.push({ i, txn: b.txn, distance, side: s, rank, chain, renamed, item: null, rebooks: rank === 2 ? bookedFromOwn(b.txn, c, s) : null, named: rank === 2 && namesPayee(b.txn, c.words) });
      }
      for (const found of itemPairs(index, c, s, source)) {
        if (otherAccountsMovement(c, s, (own) => found.item.account === own)) continue;
        if (!absorbed.has(found.txn) && !remembered.itemTaken(found.txn, found.item)) pairs.push({ i, ...found, side: s, rank: ITEM_RANK, renamed: false });
      }
    });
  }
  // (of the same rank, a typed transaction whose payee the row names first: a typed 麦当劳 32 of
  // 10-05 was taken by 沙县小吃 32 of 10-04 and 麦当劳(徐汇店) 32 of 10-06 imported, QA of session 41)
  pairs.sort((a, b) => a.rank - b.rank || Number(b.named ?? false) - Number(a.named ?? false) || a.distance - b.distance || a.side - b.side || a.i - b.i);
  // A transaction matched whole has no items left (its item pairs come after every whole one, so
  // none of its items was taken before); one matched item by item stays whole for no row.
  const itemsTaken = new Set<Posting>();
  for (const { i, txn, side, chain, renamed, item, settles, rebooks } of pairs) {
    if (result[i] !== null || absorbed.has(txn) || (item !== null && itemsTaken.has(item))) continue;
    if (item === null) absorbed.add(txn);
    else itemsTaken.add(item);
    if (settles !== undefined) {
      result[i] = { kind: 'settles', existing: txn, uncategorized: settles, ...(side === 0 ? { funding: true } : {}) };
      continue;
    }
    if (chain) {
      result[i] = { kind: 'chain', existing: txn };
      continue;
    }
    if (rebooks) {
      result[i] = { kind: 'rebooks', existing: txn, account: rebooks };
      continue;
    }
    const reason = item ? itemReason(txn, item) : renamed ? renamedReason(txn) : `matches the transaction of ${txn.date} on the same account with the same amount`;
    const typed = txn.meta[IMPORT_ID_KEY] === undefined;
    result[i] = { kind: 'duplicate', reason, existing: txn, ...(typed ? { match: { importId: candidates[i]!.importId, txn, item: item ? txn.postings.indexOf(item) : null } } : {}), ...(renamed ? {} : { keepable: true as const }) };
  }
  // A payment through an app by card that the user typed on the app (滴滴 45.50 支付宝): the typed
  // entry is the row's second half (app -> merchant), whichever half the ledger lacks is the row's.
  for (const i of pending) {
    const found = result[i];
    if (found !== null && found.kind !== 'chain') continue;
    const typed = typedOnApp(index, candidates[i]!, (txn) => absorbed.has(txn) || remembered.matched(txn));
    if (typed === null) continue;
    absorbed.add(typed);
    const c = candidates[i]!;
    result[i] = found === null
      ? { kind: 'rebooks', existing: typed, account: c.chainVia!, typed: true }
      : { kind: 'duplicate', reason: `matches the transaction of ${typed.date} typed on ${c.chainVia} with the same amount (the card's money reached ${c.chainVia} by the transaction of ${found.existing.date})`, existing: typed, match: { importId: c.importId, txn: typed, item: null }, keepable: true };
  }
  return result;
}

/** Whether `txn`, typed by hand (no import id), has a payee that the row's words name (麦当劳 in `麦当劳(徐汇店) 午餐`). */
function namesPayee(txn: Transaction, words: string | undefined): boolean {
  const payee = txn.payee?.trim().toLowerCase();
  if (!words || !payee || payee.length < 2 || txn.meta[IMPORT_ID_KEY] !== undefined) return false;
  return toSimplified(words).toLowerCase().includes(toSimplified(payee));
}

/**
 * For a payment through an app paid by card (`chainVia` the app's account, the first side the
 * card's): the transaction typed by hand (no import id) that pays the same amount from the app's
 * account within FUZZY_DAYS, the nearest, not `taken` (by another row, of this upload or an earlier one), not touching the card's account (a
 * top-up typed by hand is no payment). The money finally leaves the card: the app is its channel,
 * and the user names the app they paid in (QA of session 41: 滴滴 45.50 支付宝 and Alipay's 滴滴出行
 * paid by 招商银行储蓄卡 were two rides). Null when there is none.
 */
function typedOnApp(index: LedgerIndex, c: DedupeCandidate, taken: (txn: Transaction) => boolean): Transaction | null {
  const via = c.chainVia;
  const first = c.sides[0];
  if (!via || !first || c.sides.length !== 1 || via === first.account) return null;
  const day = dayNumber(c.date);
  let best: { txn: Transaction; distance: number } | null = null;
  for (const b of index.booked(via, c.currency, first.number)) {
    const distance = Math.abs(b.day - day);
    if (distance > FUZZY_DAYS || taken(b.txn) || b.txn.meta[IMPORT_ID_KEY] !== undefined) continue;
    if (b.txn.postings.some((p) => p.account === first.account)) continue;
    if (best === null || distance < best.distance) best = { txn: b.txn, distance };
  }
  return best?.txn ?? null;
}

function rememberedReason(match: RowMatch): string {
  const { txn, item } = match;
  const posting = item === null ? undefined : txn.postings[item];
  const what = posting ? `the item ${posting.account} ${posting.units.number.toString()} ${posting.units.currency} of the transaction of ${txn.date}` : `the transaction of ${txn.date}`;
  return `matched ${what} by an earlier import`;
}

function itemReason(txn: Transaction, item: Posting): string {
  return `matches the item ${item.account} ${item.units.number.toString()} ${item.units.currency} of the transaction of ${txn.date} on the same account`;
}

function renamedReason(txn: Transaction): string {
  const id = txn.meta[IMPORT_ID_KEY];
  return `already imported with the same FITID, date and amount under another account number (${IMPORT_ID_KEY} ${id?.type === 'string' ? id.value : '?'})`;
}
