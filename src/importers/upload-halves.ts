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
  taken: boolean;
}

const legKey = (leg: Leg) => `${leg.account}\u0000${leg.currency}\u0000${leg.number.normalize().toString()}`;

export class UploadHalves {
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
      const list = this.legs.get(key) ?? [];
      list.push({ of, leg, day: dayNumber(of.date), taken: false });
      this.legs.set(key, list);
    }
  }

  /**
   * The earlier row whose transaction books the row's own side (`side`: its account, currency and
   * amount) within FUZZY_DAYS of `date`, the nearest first; each counter-leg is the other half of
   * one row only. Null when there is none.
   */
  take(side: Leg, date: string): { of: EarlierRow; leg: Leg } | null {
    const day = dayNumber(date);
    const found = (this.legs.get(legKey(side)) ?? [])
      .filter((c) => !c.taken && Math.abs(c.day - day) <= FUZZY_DAYS)
      .sort((a, b) => Math.abs(a.day - day) - Math.abs(b.day - day))[0];
    if (found === undefined) return null;
    found.taken = true;
    return { of: found.of, leg: found.leg };
  }
}

/**
 * The rows (indexes into `rows`) that another row of the upload may be the first half of: another
 * row moving the opposite amount by another account within FUZZY_DAYS, whose counter-posting may
 * then be this row's side. Such a row whose other side is not known is planned after the others,
 * so that the file's order (转入 listed before its 转出) does not decide whether the move is booked
 * twice.
 */
export function mayBeSecondHalves(rows: readonly { funding: string; currency: string; date: string; legs: { funding: Decimal; counter: Decimal } }[]): Set<number> {
  const byCounter = new Map<string, number[]>();
  rows.forEach((r, j) => {
    const key = `${r.currency}\u0000${r.legs.counter.normalize().toString()}`;
    const list = byCounter.get(key) ?? [];
    list.push(j);
    byCounter.set(key, list);
  });
  const out = new Set<number>();
  rows.forEach((r, i) => {
    const partners = byCounter.get(`${r.currency}\u0000${r.legs.funding.normalize().toString()}`) ?? [];
    const day = dayNumber(r.date);
    if (partners.some((j) => j !== i && rows[j]!.funding !== r.funding && Math.abs(dayNumber(rows[j]!.date) - day) <= FUZZY_DAYS)) out.add(i);
  });
  return out;
}
