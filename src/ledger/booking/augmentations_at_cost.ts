// Another common case on a short path: buying at a written per-unit cost (`10 STK {101.46 USD}`)
// and paying in the cost currency, with no posting that reduces a lot, no price and nothing
// left out. The full algorithm would keep the postings in order, book each cost as written
// (dated with the transaction) and report nothing; this gives the same, or null to hand the
// transaction over to it.
import type { BookingMethod, Cost, Posting, RawTransaction, Transaction } from '../core/directives.ts';
import type { Amount } from '../core/amount.ts';
import type { BalanceLookup } from './balances.ts';

export function bookAugmentationsAtCost(
  txn: RawTransaction,
  balances: BalanceLookup,
  methodOf: (account: string) => BookingMethod,
): Transaction | null {
  const specs = txn.postings;
  let currency: string | null = null;
  let atCost = 0;
  for (const spec of specs) {
    const units = spec.units;
    if (units === null || units.number === null || units.currency === null || spec.price !== null) return null;
    const cost = spec.cost;
    let weightCurrency = units.currency;
    if (cost !== null) {
      // A per-unit number only, in a known currency, on a lot that is neither empty nor negative-cost.
      if (cost.numberPer === null || cost.numberTotal !== null || cost.totalMissing === true || cost.merge || cost.currency === null) return null;
      if (units.number.isZero() || cost.numberPer.isNegative()) return null;
      weightCurrency = cost.currency;
      atCost++;
    }
    if (currency === null) currency = weightCurrency;
    else if (weightCurrency !== currency) return null;
  }
  if (atCost === 0) return null;
  // Reductions are matched against lots: the full path. As there, only the balance before the
  // transaction counts (augmentations of the same transaction do not make a reduction).
  for (const spec of specs) {
    if (spec.cost === null) continue;
    const units = spec.units as Amount;
    if (methodOf(spec.account) !== 'NONE' && balances.isReducedBy(spec.account, units.number, units.currency)) return null;
  }
  const postings: Posting[] = new Array(specs.length);
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const costSpec = spec.cost;
    const cost: Cost | null =
      costSpec === null ? null : { number: costSpec.numberPer!, currency: costSpec.currency!, date: costSpec.date ?? txn.date, label: costSpec.label };
    postings[i] = {
      account: spec.account,
      flag: spec.flag,
      units: spec.units as Amount,
      cost,
      price: null,
      meta: spec.meta,
      source: spec.source,
      interpolated: false,
    };
  }
  return { ...txn, postings };
}
