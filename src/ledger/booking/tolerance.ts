// Tolerances and residuals, as beancount.core.interpolate (infer_tolerances, compute_residual,
// quantize_with_tolerance) and Inventory.is_small compute them.
import { Decimal, PRECISION } from '../core/decimal.ts';
import type { Amount } from '../core/amount.ts';
import type { Cost, Posting } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { renderInventory } from './render.ts';

/** Upper bound of a tolerance contributed by a cost or a price (interpolate.MAXIMUM_TOLERANCE). */
const MAXIMUM_TOLERANCE = Decimal.parse('0.5');
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
      const previous = this.tolerances.get(currency);
      if (previous === undefined || tolerance.gte(previous)) this.tolerances.set(currency, tolerance);
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
        const previous = this.tolerances.get(currency);
        if (previous === undefined || tolerance.gte(previous)) this.tolerances.set(currency, tolerance);
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
  if (d.coef === 0n) return Decimal.ZERO;
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

/** The exponent interpolated numbers are rounded to under this tolerance, or null for none. */
function quantumExponent(tolerance: Decimal): number | null {
  if (tolerance === lastTolerance) return lastQuantumExponent;
  let exp = quantumExponents.get(tolerance);
  if (exp === undefined) {
    exp = null;
    if (!tolerance.isZero()) {
      const quantum = normalize(tolerance.add(tolerance));
      if (coefficientDigits(quantum.coef) < MAX_TOLERANCE_DIGITS) exp = quantum.exp;
    }
    quantumExponents.set(tolerance, exp);
  }
  lastTolerance = tolerance;
  lastQuantumExponent = exp;
  return exp;
}

/** Round with one tolerance (see quantizeWithTolerance). */
export function quantizeWith(tolerance: Decimal, number: Decimal): Decimal {
  const exp = quantumExponent(tolerance);
  return exp === null ? number : number.quantize(exp);
}

/** interpolate.quantize_with_tolerance: round an interpolated number to a neat quantum of 2×tolerance. */
export function quantizeWithTolerance(tolerances: Tolerances, currency: string, number: Decimal): Decimal {
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
 * Whether Python's quantize signals InvalidOperation for this result of quantizeWith: it needs
 * more digits than the context's 28 (-1E+30 rounded to cents needs 33). The numbers interpolated
 * are within the context before rounding, so only the rounding can make one this long; Beancount
 * 2.3 then stops with a traceback.
 */
export function beyondPrecision(quantized: Decimal): boolean {
  return quantized.big !== null && quantized.digits() > PRECISION;
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
