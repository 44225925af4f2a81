// The common case on a short path: no lots, every currency written, one balancing currency,
// at most one posting without an amount. Gives what the full algorithm gives, or null to
// hand the transaction over to it.
import { Decimal } from '../core/decimal.ts';
import { perUnitPrice, type Amount } from '../core/amount.ts';
import type { Posting, PostingSpec, RawTransaction, Transaction } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { maxTolerance, negatedResidual, quantizeWith, unitTolerance } from './tolerance.ts';

/** Per-unit price of a posting, `@@` divided out as Beancount's grammar does. */
function unitPrice(spec: PostingSpec, units: Amount): Amount | null {
  const price = spec.price as Amount | null;
  if (price === null || !spec.priceIsTotal) return price;
  return { number: perUnitPrice(price.number, units.number), currency: price.currency };
}

function posting(spec: PostingSpec, units: Amount, price: Amount | null, interpolated: boolean): Posting {
  return {
    account: spec.account,
    flag: spec.flag,
    units,
    cost: null,
    price,
    meta: spec.meta,
    source: spec.source,
    interpolated,
  };
}

/** Tolerance of one currency as infer_tolerances computes it, without cost contributions. */
function toleranceOf(specs: readonly PostingSpec[], currency: string, options: LedgerOptions): Decimal {
  let maxExp = 0;
  for (const spec of specs) {
    const units = spec.units;
    if (units === null || units.currency !== currency) continue;
    const exp = units.number!.exp;
    if (exp < 0 && (maxExp === 0 || exp > maxExp)) maxExp = exp;
  }
  let tolerance = options.inferredToleranceDefault.get(currency);
  if (maxExp < 0) {
    const inferred = unitTolerance(maxExp, options.inferredToleranceMultiplier);
    tolerance = maxTolerance(inferred, tolerance);
  }
  return tolerance ?? options.inferredToleranceDefault.get('*') ?? Decimal.ZERO;
}

// Postings of the transaction being booked, copied out at their exact size (a grown array keeps
// spare capacity for as long as the ledger is loaded). Filled in order from index 0 so that it
// stays a packed array, and so are its copies.
const scratch: (Posting | null)[] = [];

export function bookSimpleTransaction(txn: RawTransaction, options: LedgerOptions): Transaction | null {
  const specs = txn.postings;
  const count = specs.length;
  let auto = -1;
  let currency: string | null = null;
  for (let i = 0; i < count; i++) {
    const spec = specs[i]!;
    if (spec.cost !== null) return null;
    const units = spec.units;
    const price = spec.price;
    if (units === null) {
      if (price !== null || auto >= 0) return null;
      auto = i;
      continue;
    }
    if (units.number === null || units.currency === null) return null;
    let weightCurrency = units.currency;
    if (price !== null) {
      if (price.number === null || price.currency === null) return null;
      weightCurrency = price.currency;
    }
    if (currency === null) currency = weightCurrency;
    else if (weightCurrency !== currency) return null;
  }
  if (currency === null) return null;
  // Tolerances from costs and prices take the full path.
  if (auto >= 0 && options.inferToleranceFromCost) return null;

  while (scratch.length < count) scratch.push(null);
  // Sum of weights; null when empty, as an Inventory drops a sum of exactly zero.
  let residual: Decimal | null = null;
  let asWritten = true;
  for (let i = 0; i < count; i++) {
    if (i === auto) continue;
    const spec = specs[i]!;
    const units = spec.units as Amount;
    const price = unitPrice(spec, units);
    // A posting written complete, without `@@`, is already its booked form: booking adds
    // nothing to it, so the parsed object serves (a third of a large ledger's allocations).
    if (spec.priceIsTotal) {
      scratch[i] = posting(spec, units, price, false);
      asWritten = false;
    } else scratch[i] = spec as Posting;
    if (auto < 0) continue;
    const weight = price === null ? units.number : price.number.mul(units.number);
    if (residual === null) residual = weight.isZero() ? null : weight;
    else {
      const sum: Decimal = residual.add(weight);
      residual = sum.isZero() ? null : sum;
    }
  }
  let postings: Posting[];
  if (auto < 0) {
    if (asWritten) return txn as Transaction;
    postings = scratch.slice(0, count) as Posting[];
  }
  else if (residual === null) {
    // Nothing to balance: the auto-posting is left out, as Beancount does.
    for (let i = auto; i < count - 1; i++) scratch[i] = scratch[i + 1]!;
    postings = scratch.slice(0, count - 1) as Posting[];
  } else {
    const number = quantizeWith(toleranceOf(specs, currency, options), negatedResidual(residual));
    // Beancount stops on it: the full algorithm reports the error.
    if (number === null) return null;
    scratch[auto] = posting(specs[auto]!, { number, currency }, null, true);
    postings = scratch.slice(0, count) as Posting[];
  }
  return {
    type: 'transaction',
    date: txn.date,
    meta: txn.meta,
    source: txn.source,
    flag: txn.flag,
    payee: txn.payee,
    narration: txn.narration,
    tags: txn.tags,
    links: txn.links,
    postings,
  };
}
