// The two rows of one move between own accounts in one upload: 随手记 exports a transfer as 转出 on
// one account and 转入 on the other, MoneyWiz lists it under both accounts. The second row is the
// first's transaction seen from the other account, as the same row of a later upload would be
// (dedupe.ts): it is matched against the counter-postings of the transactions planned for the
// earlier rows (or of the ledger's transaction an earlier row duplicates), never against another
// row's own side (the account it moved by; on a payment app's statement, the app's account too),
// so that two identical bus rides of one file still both import.
import type { Decimal } from '../ledger/core/decimal.ts';
import { dayNumber } from './ledger-index.ts';
import { FUZZY_DAYS } from './dedupe.ts';

/** One side of a transaction: an account and what it moves, in a currency. */
export interface Leg {
  readonly account: string;
  readonly currency: string;
  readonly number: Decimal;
}

/** The transaction of an earlier row of the upload, as a row matched against it reports it. */
export interface EarlierRow {
  readonly row: number;
  readonly date: string;
  readonly payee: string | null;
  readonly narration: string;
  readonly importId: string | null;
}

interface CounterLeg {
  readonly of: EarlierRow;
  readonly leg: Leg;
  readonly day: number;
}

const legKey = (leg: Leg) => `${leg.account}\u0000${leg.currency}\u0000${leg.number.normalize().toString()}`;

export class UploadHalves {
  /** Per account, currency and amount, the legs not taken yet, by day (those of one day in the order added). */
  private readonly legs = new Map<string, CounterLeg[]>();

  /**
   * Note the legs of an earlier row's transaction that are not its own sides (`own`: the account
   * the row's money moved by, and a payment app's own account on its statement): what a later
   * row of the upload may be the other half of.
   */
  add(of: EarlierRow, legs: readonly Leg[], own: readonly string[]): void {
    for (const leg of legs) {
      if (own.includes(leg.account)) continue;
      const key = legKey(leg);
      let list = this.legs.get(key);
      if (list === undefined) this.legs.set(key, (list = []));
      const day = dayNumber(of.date);
      list.splice(firstAfter(list, day), 0, { of, leg, day });
    }
  }

  /**
   * The earlier row whose transaction books the row's own side (`side`: its account, currency and
   * amount) within FUZZY_DAYS of `date`, the nearest first (of two as near, the earlier row);
   * each counter-leg is the other half of one row only. Null when there is none. (Found by halving,
   * not by a walk of every leg of that amount: a file of thousands of equal moves would stall.)
   */
  take(side: Leg, date: string): { of: EarlierRow; leg: Leg } | null {
    const list = this.legs.get(legKey(side));
    if (list === undefined || list.length === 0) return null;
    const day = dayNumber(date);
    const at = firstFrom(list, day);
    let best = at < list.length && list[at]!.day - day <= FUZZY_DAYS ? at : -1;
    if (at > 0) {
      const before = firstFrom(list, list[at - 1]!.day);
      const distance = day - list[before]!.day;
      const bestDistance = best < 0 ? Infinity : list[best]!.day - day;
      if (distance <= FUZZY_DAYS && (distance < bestDistance || (distance === bestDistance && list[before]!.of.row < list[best]!.of.row))) best = before;
    }
    if (best < 0) return null;
    const [found] = list.splice(best, 1);
    return { of: found!.of, leg: found!.leg };
  }
}

/** The index of the first leg of `day` or later. */
function firstFrom(list: readonly CounterLeg[], day: number): number {
  return firstNotBefore(list.length, (i) => list[i]!.day < day);
}

/** The index of the first leg after `day`. */
function firstAfter(list: readonly CounterLeg[], day: number): number {
  return firstNotBefore(list.length, (i) => list[i]!.day <= day);
}

/** The first index (0 to `length`) where `before` stops holding; it holds for the indexes below it. */
function firstNotBefore(length: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The rows (indexes into `rows`) that another row of the upload may be the first half of: another
 * row moving the opposite amount by another account within FUZZY_DAYS, whose counter-posting may
 * then be this row's side. Such a row whose other side is not known is planned after the others,
 * so that the file's order (转入 listed before its 转出) does not decide whether the move is booked
 * twice.
 */
export function mayBeSecondHalves(rows: readonly { funding: string; currency: string; date: string; legs: { funding: Decimal; counter: Decimal } }[]): Set<number> {
  // amount moved by the counter-posting -> the account each such row moved by -> the rows' days, in order
  // (not a list of rows to walk for each row: 50,000 rows of ±2.00 on one card took 3.7 s)
  const byCounter = new Map<string, Map<string, number[]>>();
  rows.forEach((r) => {
    const key = `${r.currency}\u0000${r.legs.counter.normalize().toString()}`;
    let byFunding = byCounter.get(key);
    if (byFunding === undefined) byCounter.set(key, (byFunding = new Map()));
    let days = byFunding.get(r.funding);
    if (days === undefined) byFunding.set(r.funding, (days = []));
    days.push(dayNumber(r.date));
  });
  for (const byFunding of byCounter.values()) for (const days of byFunding.values()) days.sort((a, b) => a - b);
  const out = new Set<number>();
  rows.forEach((r, i) => {
    const partners = byCounter.get(`${r.currency}\u0000${r.legs.funding.normalize().toString()}`);
    if (partners === undefined) return;
    const day = dayNumber(r.date);
    for (const [funding, days] of partners) {
      if (funding !== r.funding && hasDayNear(days, day)) {
        out.add(i);
        return;
      }
    }
  });
  return out;
}

/** Whether sorted `days` hold one within FUZZY_DAYS of `day`. */
function hasDayNear(days: readonly number[], day: number): boolean {
  const at = firstNotBefore(days.length, (i) => days[i]! < day - FUZZY_DAYS);
  return at < days.length && days[at]! <= day + FUZZY_DAYS;
}

/** A row of the upload as the pairing of the two halves of a move reads it. */
export interface HalfRow {
  readonly funding: string;
  readonly currency: string;
  readonly date: string;
  readonly legs: { readonly funding: Decimal; readonly counter: Decimal };
}

/**
 * The two halves of moves that no row's words place (随手记's 转出 on one account and 转入 on the
 * other, the memo naming neither: each was booked against Uncategorized, fake spending and fake
 * income): of `candidates` (indexes into `rows`, in planned order), each row of money out paired
 * with a row of money into another account of what it moves, in its currency, within FUZZY_DAYS.
 * Each row is in one pair at most, the nearest dates first; of pairs as near, the row of money
 * out planned first takes the row of money in planned first (the lower index). Returns money out
 * -> money in.
 * (Rows are looked up by amount, day and account: the accounts of a day are few, the rows many.)
 */
export function pairHalves(rows: readonly HalfRow[], candidates: readonly number[]): Map<number, number> {
  // currency and amount received -> day -> account -> the rows of money in, in planned order, and how many are taken
  const into = new Map<string, Map<number, Map<string, { rows: number[]; taken: number }>>>();
  const outs: number[] = [];
  for (const i of candidates) {
    const r = rows[i]!;
    if (r.legs.funding.isNegative()) {
      outs.push(i);
      continue;
    }
    const key = `${r.currency}\u0000${r.legs.funding.normalize().toString()}`;
    let byDay = into.get(key);
    if (byDay === undefined) into.set(key, (byDay = new Map()));
    const day = dayNumber(r.date);
    let byAccount = byDay.get(day);
    if (byAccount === undefined) byDay.set(day, (byAccount = new Map()));
    let list = byAccount.get(r.funding);
    if (list === undefined) byAccount.set(r.funding, (list = { rows: [], taken: 0 }));
    list.rows.push(i);
  }
  const pairs = new Map<number, number>();
  for (let distance = 0; distance <= FUZZY_DAYS; distance++) {
    for (const i of outs) {
      if (pairs.has(i)) continue;
      const r = rows[i]!;
      const byDay = into.get(`${r.currency}\u0000${r.legs.counter.normalize().toString()}`);
      if (byDay === undefined) continue;
      const day = dayNumber(r.date);
      let best: { rows: number[]; taken: number } | null = null;
      for (const near of distance === 0 ? [day] : [day - distance, day + distance]) {
        for (const [account, list] of byDay.get(near) ?? []) {
          if (account === r.funding || list.taken === list.rows.length) continue;
          if (best === null || list.rows[list.taken]! < best.rows[best.taken]!) best = list;
        }
      }
      if (best !== null) pairs.set(i, best.rows[best.taken++]!);
    }
  }
  return pairs;
}
