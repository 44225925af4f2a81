// What an account holds of a currency or commodity on a date, from the ledger's booked transactions.
import { Decimal } from '../../ledger/core/decimal.ts';
import type { NlpIndex } from '../ledger-index.ts';

/** The units of `currency` posted to `account` in transactions dated on or before `date`. */
export function heldOn(index: NlpIndex, account: string, currency: string, date: string): Decimal {
  let held = Decimal.ZERO;
  for (const t of index.view.transactions) {
    if (t.date > date) continue;
    for (const p of t.postings) if (p.account === account && p.units.currency === currency) held = held.add(p.units.number);
  }
  return held;
}

/** The commodities other than money `account` was ever posted in, before or on `date`. */
export function commoditiesPosted(index: NlpIndex, account: string, date: string, isMoney: (currency: string) => boolean): string[] {
  const found = new Set<string>();
  for (const t of index.view.transactions) {
    if (t.date > date) continue;
    for (const p of t.postings) if (p.account === account && !isMoney(p.units.currency)) found.add(p.units.currency);
  }
  return [...found];
}
