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
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the first leg after `day`. */
function firstAfter(list: readonly CounterLeg[], day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.day <= day) lo = mid + 1;
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
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid]! < day - FUZZY_DAYS) lo = mid + 1;
    else hi = mid;
  }
  return lo < days.length && days[lo]! <= day + FUZZY_DAYS;
}
