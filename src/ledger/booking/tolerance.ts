// Tolerances and residuals, as beancount.core.interpolate (infer_tolerances, compute_residual,
// quantize_with_tolerance) and Inventory.is_small compute them.
import { Decimal, DecimalSignal, EMAX } from '../core/decimal.ts';
import type { Amount } from '../core/amount.ts';
import type { Cost, LedgerError, Posting, PostingSpec, Source } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { renderInventory } from './render.ts';

/** Upper bound of a tolerance contributed by a cost or a price (interpolate.MAXIMUM_TOLERANCE). */
const MAXIMUM_TOLERANCE = Decimal.parse('0.5');
/** What infer_tolerances compares an inferred tolerance with when a currency has none yet (an int). */
const NO_TOLERANCE = Decimal.fromInt(-1024);
/** A quantum with fewer coefficient digits than this looks user-chosen, so interpolated units are rounded to it. */
const MAX_TOLERANCE_DIGITS = 5;

/**
 * Currency -> tolerance. Currencies without an entry get `fallback`: the `*` value of
 * `inferred_tolerance_default`, else zero (Beancount's ImmutableDictWithDefault).
 */
export class Tolerances extends Map<string, Decimal> {
  fallback: Decimal = Decimal.ZERO;

  of(currency: string): Decimal {
    return this.get(currency) ?? this.fallback;
  }
}

// Tolerances are few distinct values; caching them spares BigInt work on every transaction.
const unitTolerances = new WeakMap<Decimal, Map<number, Decimal>>();
const quantumExponents = new WeakMap<Decimal, number | null>();

// One ledger's options use one multiplier (and its transactions a few tolerances): remembering
// the last one spares a WeakMap lookup per transaction.
let lastMultiplier: Decimal | null = null;
let lastByExp: Map<number, Decimal> | null = null;
let lastTolerance: Decimal | null = null;
let lastQuantumExponent: number | null = null;

/** The tolerance implied by a number written with digits down to 10^exp: 10^exp × multiplier. */
export function unitTolerance(exp: number, multiplier: Decimal): Decimal {
  let byExp = multiplier === lastMultiplier ? lastByExp : unitTolerances.get(multiplier);
  if (byExp === undefined || byExp === null) {
    byExp = new Map();
    unitTolerances.set(multiplier, byExp);
  }
  lastMultiplier = multiplier;
  lastByExp = byExp;
  let tolerance = byExp.get(exp);
  if (tolerance === undefined) {
    tolerance = new Decimal(1n, exp).mul(multiplier);
    byExp.set(exp, tolerance);
  }
  return tolerance;
}

/**
 * `max(tolerance, tolerances.get(currency, -1024))`: a currency without a tolerance yet compares
 * with -1024, so a negative multiplier (or -Infinity) gives -1024, not its own value.
 */
export function maxTolerance(tolerance: Decimal, previous: Decimal | undefined): Decimal {
  const other = previous ?? NO_TOLERANCE;
  return tolerance.gte(other) ? tolerance : other;
}

/**
 * Accumulates the tolerance contributions of postings one by one, so that booked postings
 * and not-yet-booked ones can share the rules.
 */
export class ToleranceInference {
  private readonly tolerances = new Tolerances();
  private costTolerances: Map<string, Decimal> | null = null;
  private readonly multiplier: Decimal;
  private readonly useCost: boolean;

  constructor(options: LedgerOptions) {
    this.multiplier = options.inferredToleranceMultiplier;
    this.useCost = options.inferToleranceFromCost;
    for (const [currency, tolerance] of options.inferredToleranceDefault) {
      if (currency === '*') this.tolerances.fallback = tolerance;
      else this.tolerances.set(currency, tolerance);
    }
  }

  /**
   * Account for units written with a fractional part. Returns the unit tolerance when cost and
   * price contributions must follow (infer_tolerance_from_cost), else null.
   */
  addUnits(number: Decimal, currency: string | null): Decimal | null {
    if (number.exp >= 0) return null;
    const tolerance = unitTolerance(number.exp, this.multiplier);
    if (currency !== null) {
      this.tolerances.set(currency, maxTolerance(tolerance, this.tolerances.get(currency)));
    }
    return this.useCost ? tolerance : null;
  }

  /** A contribution of the digits of the units times a cost or price number, capped at 0.5. */
  addCostOrPrice(currency: string | null, contribution: Decimal): void {
    if (currency === null) return;
    this.costTolerances ??= new Map();
    const previous = this.costTolerances.get(currency);
    this.costTolerances.set(currency, (previous ?? Decimal.ZERO).add(contribution));
  }

  static capped(unitTolerance: Decimal, number: Decimal, cap: Decimal = MAXIMUM_TOLERANCE): Decimal {
    const t = unitTolerance.mul(number);
    return t.lte(cap) ? t : cap;
  }

  static get maximum(): Decimal {
    return MAXIMUM_TOLERANCE;
  }

  finish(): Tolerances {
    if (this.costTolerances !== null) {
      for (const [currency, tolerance] of this.costTolerances) {
        this.tolerances.set(currency, maxTolerance(tolerance, this.tolerances.get(currency)));
      }
    }
    return this.tolerances;
  }
}

/** interpolate.infer_tolerances over booked postings; interpolated postings do not count. */
export function inferTolerances(postings: readonly Posting[], options: LedgerOptions): Tolerances {
  const inference = new ToleranceInference(options);
  for (const posting of postings) {
    if (posting.interpolated) continue;
    const unitTolerance = inference.addUnits(posting.units.number, posting.units.currency);
    if (unitTolerance === null) continue;
    if (posting.cost !== null) {
      inference.addCostOrPrice(posting.cost.currency, ToleranceInference.capped(unitTolerance, posting.cost.number));
    }
    if (posting.price !== null) {
      inference.addCostOrPrice(posting.price.currency, ToleranceInference.capped(unitTolerance, posting.price.number));
    }
  }
  return inference.finish();
}

/** Drop trailing zeros of the coefficient, as Decimal.normalize() does. */
function normalize(d: Decimal): Decimal {
  if (d.isZero()) return Decimal.ZERO;
  let coef = d.coef;
  let exp = d.exp;
  while (coef % 10n === 0n) {
    coef /= 10n;
    exp += 1;
  }
  return new Decimal(coef, exp);
}

function coefficientDigits(coef: bigint): number {
  return (coef < 0n ? -coef : coef).toString().length;
}

/**
 * The exponent interpolated numbers are rounded to under this tolerance, null for none, or
 * NaN where Beancount 2.3 stops: an infinite tolerance (its quantum is Infinity, one digit, so
 * "user-specified", and quantize(Infinity) is an InvalidOperation) or twice the tolerance
 * past the context (Overflow).
 */
export function quantumExponent(tolerance: Decimal): number | null {
  if (tolerance === lastTolerance) return lastQuantumExponent;
  let exp = quantumExponents.get(tolerance);
  if (exp === undefined) {
    exp = null;
    // -1024 as infer_tolerances puts it is a Python int, which has no normalize(): Beancount stops.
    if (!tolerance.isFinite() || tolerance === NO_TOLERANCE) exp = NaN;
    else if (!tolerance.isZero()) {
      let quantum: Decimal | null;
      try {
        quantum = normalize(tolerance.add(tolerance));
      } catch (err) {
        if (!(err instanceof DecimalSignal)) throw err;
        quantum = null;
      }
      if (quantum === null) exp = NaN;
      else if (coefficientDigits(quantum.coef) < MAX_TOLERANCE_DIGITS) exp = quantum.exp;
    }
    quantumExponents.set(tolerance, exp);
  }
  lastTolerance = tolerance;
  lastQuantumExponent = exp;
  return exp;
}

/**
 * Round with one tolerance (see quantizeWithTolerance); null where Python's quantize signals
 * InvalidOperation and Beancount 2.3 stops: the rounded number needs more than 28 digits (-1E+30
 * rounded to cents needs 33), the tolerance is infinite, or its quantum is beyond the context.
 */
export function quantizeWith(tolerance: Decimal, number: Decimal): Decimal | null {
  const exp = quantumExponent(tolerance);
  if (exp === null) return number;
  return exp !== exp ? null : number.quantizeInContext(exp);
}

/** interpolate.quantize_with_tolerance: round an interpolated number to a neat quantum of 2×tolerance. */
export function quantizeWithTolerance(tolerances: Tolerances, currency: string, number: Decimal): Decimal | null {
  return quantizeWith(tolerances.of(currency), number);
}

/**
 * The number Beancount fills in for a residual, `-residual`: Python's unary minus rounds to the
 * context's 28 digits where Decimal.neg is exact (a residual of 1234567890123456789012345678901
 * gives -1.234567890123456789012345679E+30). Multiplying by one applies the context.
 */
export function negatedResidual(residual: Decimal): Decimal {
  // A coefficient that is a safe integer has at most 16 digits: nothing to round.
  return residual.big === null ? residual.neg() : residual.neg().mul(Decimal.ONE);
}

/**
 * The error for an entry on which Beancount 2.3 stops with a traceback (bean-check fails): a
 * tolerance computed from an option beyond the decimal context (`inferred_tolerance_multiplier`
 * "1e999999999" overflows). The entry is dropped with it; any other error is thrown on.
 */
export function stoppedOn(err: unknown, source: Source): LedgerError {
  if (!(err instanceof DecimalSignal)) throw err;
  return { source, message: `Beancount 2.3 stops on this entry with ${err.message}`, kind: 'booking' };
}

/**
 * Whether infer_tolerances overflows on these postings as written: 10^exp × multiplier for units
 * with decimals, past EMAX. Booking calls it for every transaction, so Beancount 2.3 stops on
 * one that balances exactly too. Only a multiplier beyond 9.99E+1000000 can.
 */
export function inferenceOverflows(postings: readonly PostingSpec[], multiplier: Decimal): boolean {
  if (!multiplier.isFinite() || multiplier.isZero()) return false;
  const adjusted = multiplier.adjusted();
  if (adjusted <= EMAX + 1) return false;
  for (const p of postings) {
    const exp = p.units?.number?.exp ?? 0;
    if (exp < 0 && exp + adjusted > EMAX) return true;
  }
  return false;
}

/** convert.get_weight: cost × units for a lot held at cost, else price × units, else the units. */
export function weightOf(units: Amount, cost: Cost | null, price: Amount | null): Amount {
  if (cost !== null) return { number: cost.number.mul(units.number), currency: cost.currency };
  if (price !== null) return { number: price.number.mul(units.number), currency: price.currency };
  return units;
}

/** interpolate.compute_residual: the sum of the weights of the postings (empty when they balance exactly). */
export function computeResidual(postings: readonly Posting[]): Inventory {
  const residual = new Inventory();
  for (const p of postings) residual.addAmount(weightOf(p.units, p.cost, p.price));
  return residual;
}

/** Inventory.is_small with a tolerance map: every residual position within its currency's tolerance. */
export function isSmall(residual: Inventory, tolerances: Tolerances): boolean {
  for (const position of residual) {
    if (position.units.number.abs().gt(tolerances.of(position.units.currency))) return false;
  }
  return true;
}

/**
 * validation.check_transaction_balances for one transaction: true when the residual of its
 * postings is within the tolerances inferred from them.
 */
export function isBalanced(postings: readonly Posting[], options: LedgerOptions): boolean {
  const residual = computeResidual(postings);
  if (residual.isEmpty()) return true;
  return isSmall(residual, inferTolerances(postings, options));
}

/**
 * validation.check_transaction_balances for one transaction: null when it balances, else the
 * residual and Beancount's message, "Transaction does not balance: (-0.01 USD)".
 */
export function checkTransactionBalance(postings: readonly Posting[], options: LedgerOptions): { residual: Inventory; message: string } | null {
  const residual = computeResidual(postings);
  if (residual.isEmpty() || isSmall(residual, inferTolerances(postings, options))) return null;
  return { residual, message: `Transaction does not balance: ${renderInventory(residual)}` };
}
