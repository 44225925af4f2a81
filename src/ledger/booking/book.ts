// Booking: turn parsed transactions into complete ones, choosing lots for reductions and
// filling in left-out numbers, as Beancount 2.3's booking_full.book does.
import { DecimalSignal, EMAX, type Decimal } from '../core/decimal.ts';
import { perUnitPrice, type Amount } from '../core/amount.ts';
import type {
  BookingMethod,
  Directive,
  LedgerError,
  Posting,
  PostingSpec,
  RawDirective,
  RawTransaction,
  Transaction,
} from '../core/directives.ts';
import type { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { bookAugmentationsAtCost } from './augmentations_at_cost.ts';
import { lookupFrom, RunningBalances, type BalanceLookup } from './balances.ts';
import { categorizeByCurrency } from './categorize.ts';
import { interpolateGroup } from './interpolate.ts';
import { bookReductions, type BookingContext } from './reductions.ts';
import { bookSimpleTransaction } from './simple_transaction.ts';
import { inferenceOverflows, stoppedOn, ToleranceInference, type Tolerances } from './tolerance.ts';
import type { WorkPosting } from './work_posting.ts';

export { RunningBalances } from './balances.ts';

export interface BookingResult {
  directives: Directive[];
  errors: LedgerError[];
  /**
   * Balances after the last entry, for booking appended transactions with bookTransaction
   * (pass `a => balances.inventory(a)`, then `balances.add` each booked posting).
   */
  balances: RunningBalances;
}

/**
 * Book all transactions in order, keeping running balances per account. `entries` must be
 * sorted in Beancount order; Open directives anywhere in the list set per-account methods.
 * Transactions whose postings cannot be put in currency groups are dropped, as Beancount does.
 */
export function bookEntries(entries: readonly RawDirective[], options: LedgerOptions): BookingResult {
  const methods = new Map<string, BookingMethod>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type === 'open' && e.booking !== null) methods.set(e.account, e.booking);
  }
  const methodOf = (account: string): BookingMethod => methods.get(account) ?? options.bookingMethod;
  const balances = new RunningBalances();

  const directives: Directive[] = [];
  const errors: LedgerError[] = [];
  // Only a multiplier past the context's largest exponent can overflow (see inferenceOverflows).
  const multiplier = options.inferredToleranceMultiplier;
  const hugeMultiplier = multiplier.isFinite() && multiplier.adjusted() > EMAX;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.type !== 'transaction') {
      directives.push(entry);
      continue;
    }
    let txn: Transaction | null;
    try {
      if (hugeMultiplier && inferenceOverflows(entry.postings, options.inferredToleranceMultiplier)) throw new DecimalSignal('Overflow');
      txn = bookSimpleTransaction(entry, options);
      if (txn === null) {
        const result = bookWithBalances(entry, balances, methodOf, options);
        for (const e of result.errors) errors.push(e);
        txn = result.transaction;
        if (txn === null) continue;
      }
    } catch (err) {
      errors.push(stoppedOn(err, entry.source));
      continue;
    }
    directives.push(txn);
    const postings = txn.postings;
    for (let k = 0; k < postings.length; k++) {
      const p = postings[k]!;
      balances.add(p.account, p.units, p.cost);
    }
  }
  return { directives, errors, balances };
}

/**
 * Book one transaction against given running balances (for incremental appends). Does not
 * mutate balances. `transaction` is null when Beancount would drop the whole entry.
 */
export function bookTransaction(
  txn: RawTransaction,
  balanceOf: (account: string) => Inventory,
  methodOf: (account: string) => BookingMethod,
  options: LedgerOptions,
): { transaction: Transaction | null; errors: LedgerError[] } {
  try {
    if (inferenceOverflows(txn.postings, options.inferredToleranceMultiplier)) throw new DecimalSignal('Overflow');
    const simple = bookSimpleTransaction(txn, options);
    if (simple !== null) return { transaction: simple, errors: [] };
    return bookWithBalances(txn, lookupFrom(balanceOf), methodOf, options);
  } catch (err) {
    return { transaction: null, errors: [stoppedOn(err, txn.source)] };
  }
}

/** The full algorithm: currency groups, then per group reductions and interpolation. */
function bookWithBalances(
  txn: RawTransaction,
  balances: BalanceLookup,
  methodOf: (account: string) => BookingMethod,
  options: LedgerOptions,
): { transaction: Transaction | null; errors: LedgerError[] } {
  const augmented = bookAugmentationsAtCost(txn, balances, methodOf);
  if (augmented !== null) return { transaction: augmented, errors: [] };
  const errors: LedgerError[] = [];
  const work = preparePostings(txn, errors);

  const categorized = categorizeByCurrency(work, balances);
  // Errors of categorization and reduction show the transaction as written, as Beancount's do.
  const withEntry = (e: LedgerError): LedgerError => ({ ...e, entry: txn });
  if (categorized.errors.length > 0) return { transaction: null, errors: [...errors, ...categorized.errors.map(withEntry)] };

  let tolerances: Tolerances | null = null;
  const lazyTolerances = (): Tolerances => (tolerances ??= rawTolerances(work, options));
  const ctx: BookingContext = { date: txn.date, source: txn.source, balances, methodOf };

  const postings: Posting[] = [];
  for (const group of categorized.groups) {
    let groupPostings = group.postings;
    if (hasCostSpec(groupPostings)) {
      const booked = bookReductions(groupPostings, ctx);
      if (booked.errors.length > 0) {
        for (const e of booked.errors) errors.push(withEntry(e));
        continue;
      }
      groupPostings = booked.postings;
    }
    const interpolated = interpolateGroup(groupPostings, group.currency, lazyTolerances);
    for (const e of interpolated.errors) errors.push(e);
    for (const p of interpolated.postings) postings.push(toPosting(p));
  }
  return { transaction: { ...txn, postings }, errors };
}

function hasCostSpec(postings: readonly WorkPosting[]): boolean {
  for (const p of postings) if (p.costSpec !== null) return true;
  return false;
}

/** Read the postings as written; an `@@` total price becomes per-unit here, as Beancount's grammar does. */
function preparePostings(txn: RawTransaction, errors: LedgerError[]): WorkPosting[] {
  const out: WorkPosting[] = new Array(txn.postings.length);
  for (let i = 0; i < txn.postings.length; i++) {
    const spec = txn.postings[i]!;
    const units = spec.units;
    let price = spec.price;
    if (price !== null && spec.priceIsTotal) {
      if (units === null || units.number === null) {
        errors.push({
          source: spec.source,
          message: `Total price on a posting without units: ${price.number?.toString() ?? 'MISSING'} ${price.currency ?? 'MISSING'}.`,
          kind: 'booking',
        });
        price = null;
      } else if (price.number !== null) {
        price = { number: perUnitPrice(price.number, units.number), currency: price.currency };
      }
    }
    out[i] = {
      spec,
      // Beancount's grammar leaves out the whole amount only when nothing follows the account;
      // with a cost or a price the units are an amount with both parts missing.
      hasUnits: units !== null || spec.cost !== null || spec.price !== null,
      number: units === null ? null : units.number,
      currency: units === null ? null : units.currency,
      cost: null,
      costSpec: spec.cost,
      price,
      interpolated: false,
    };
  }
  return out;
}

/** infer_tolerances over the postings as written (before booking), used to round interpolated units. */
function rawTolerances(postings: readonly WorkPosting[], options: LedgerOptions): Tolerances {
  const inference = new ToleranceInference(options);
  for (const p of postings) {
    if (p.number === null) continue;
    const unitTolerance = inference.addUnits(p.number, p.currency);
    if (unitTolerance === null) continue;
    const spec = p.costSpec;
    if (spec !== null) {
      let contribution = ToleranceInference.maximum;
      if (spec.numberTotal !== null) contribution = ToleranceInference.capped(unitTolerance, spec.numberTotal, contribution);
      if (spec.numberPer !== null) contribution = ToleranceInference.capped(unitTolerance, spec.numberPer, contribution);
      inference.addCostOrPrice(spec.currency, contribution);
    }
    if (p.price !== null && p.price.number !== null) {
      inference.addCostOrPrice(p.price.currency, ToleranceInference.capped(unitTolerance, p.price.number));
    }
  }
  return inference.finish();
}

function sameAmount(a: { number: Decimal | null; currency: string | null } | null, number: Decimal, currency: string): a is Amount {
  return a !== null && a.number === number && a.currency === currency;
}

function toPosting(p: WorkPosting): Posting {
  const spec: PostingSpec = p.spec;
  const number = p.number!;
  const currency = p.currency!;
  // Reuse the parsed amount objects when nothing was filled in, to spare allocations.
  const units: Amount = sameAmount(spec.units, number, currency) ? spec.units : { number, currency };
  let price: Amount | null = null;
  if (p.price !== null) {
    const n = p.price.number!;
    const c = p.price.currency!;
    price = sameAmount(spec.price, n, c) ? spec.price : { number: n, currency: c };
  }
  return {
    account: spec.account,
    flag: spec.flag,
    units,
    cost: p.cost,
    price,
    meta: spec.meta,
    source: spec.source,
    interpolated: p.interpolated,
  };
}
