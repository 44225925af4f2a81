// Filling in the one number a currency group may leave out (booking_full.interpolate_group).
import { Decimal, PRECISION } from '../core/decimal.ts';
import type { Cost, LedgerError } from '../core/directives.ts';
import { negatedResidual, quantizeWith, quantumExponent, type Tolerances } from './tolerance.ts';
import { renderAmount, reprCost } from './render.ts';
import type { WorkPosting } from './work_posting.ts';

type Missing = 'units' | 'costPer' | 'costTotal' | 'price';

/** The number rounded to 10^exp as text, when that text is of a printable length; else as it is. */
function roundedText(number: Decimal, exp: number): string {
  return number.exp - exp > 100 ? number.toString() : number.quantize(exp).toString();
}

function error(posting: WorkPosting, message: string): LedgerError {
  return { source: posting.spec.source, message, kind: 'booking' };
}

/** convert_costspec_to_cost: per-unit cost from a per-unit and/or total number. */
function withBookedCost(posting: WorkPosting): WorkPosting {
  const spec = posting.costSpec;
  if (spec === null) return posting;
  let number: Decimal;
  if (spec.numberTotal !== null && !posting.number!.isZero()) {
    const units = posting.number!.abs();
    let total = spec.numberTotal;
    if (spec.numberPer !== null) total = total.add(spec.numberPer.mul(units));
    number = total.div(units);
  } else {
    // Zero units with a total cost: Beancount divides by zero; keep the lot for the "Amount is zero" error.
    number = spec.numberPer ?? Decimal.ZERO;
  }
  const cost: Cost = { number, currency: spec.currency!, date: spec.date, label: spec.label };
  return { ...posting, cost, costSpec: null };
}

/**
 * Add a posting's weight to a running residual. Like Beancount's Inventory, a sum of exactly
 * zero empties it (null), and the next weight then starts afresh with its own exponent.
 */
function addWeight(total: Decimal | null, p: WorkPosting): Decimal | null {
  const units = p.number!;
  const weight = p.cost !== null ? p.cost.number.mul(units) : p.price !== null ? p.price.number!.mul(units) : units;
  if (total === null) return weight.isZero() ? null : weight;
  const sum = total.add(weight);
  return sum.isZero() ? null : sum;
}

export interface InterpolationResult {
  readonly postings: WorkPosting[];
  readonly errors: LedgerError[];
}

/**
 * Find the single missing number of the group (units, per-unit cost, total cost or price) from
 * the weights of the other postings; more than one is an error and drops the group. Every
 * returned posting has a booked Cost (or none).
 */
export function interpolateGroup(
  group: readonly WorkPosting[],
  currency: string,
  tolerances: () => Tolerances,
): InterpolationResult {
  let missing: Missing | null = null;
  let missingIndex = -1;
  let missingCount = 0;
  for (let i = 0; i < group.length; i++) {
    const p = group[i]!;
    const found = (kind: Missing) => {
      if (missingCount++ === 0) {
        missing = kind;
        missingIndex = i;
      }
    };
    if (p.number === null) found('units');
    if (p.costSpec !== null) {
      if (p.costSpec.numberPer === null) found('costPer');
      if (p.costSpec.totalMissing === true) found('costTotal');
    }
    if (p.price !== null && p.price.number === null) found('price');
  }

  if (missingCount > 1) {
    return { postings: [], errors: [error(group[missingIndex]!, `Too many missing numbers for currency group '${currency}'`)] };
  }

  const errors: LedgerError[] = [];
  let out: WorkPosting[];
  if (missingCount === 0) {
    out = group.map((p) => withBookedCost(p));
  } else {
    const incomplete = group[missingIndex]!;
    out = group.map((p) => (p === incomplete ? p : withBookedCost(p)));
    let residual: Decimal | null = null;
    for (const p of out) if (p !== incomplete) residual = addWeight(residual, p);
    const weight = residual === null ? Decimal.ZERO : negatedResidual(residual);
    let filled: WorkPosting | null = null;

    switch (missing as Missing | null) {
      case 'units': {
        const spec = incomplete.costSpec;
        let number: Decimal;
        if (spec !== null) {
          if (spec.numberPer!.isZero()) {
            return { postings: [], errors: [error(incomplete, 'Cannot infer per-unit cost only from total')] };
          }
          number = weight.sub(spec.numberTotal ?? Decimal.ZERO).div(spec.numberPer!);
        } else if (incomplete.price !== null && !incomplete.price.number!.isZero()) {
          number = weight.div(incomplete.price.number!);
        } else {
          // Beancount tests the price as a boolean, and a zero Amount is false: a zero price is
          // passed over and the units take the weight. That holds for units in the group's
          // currency (`USD @ 0 USD`); for others Beancount stops (AssertionError), we report it.
          if (incomplete.currency !== currency) {
            return { postings: [], errors: [error(incomplete, 'Cannot infer units from a zero price')] };
          }
          number = weight;
        }
        const tolerance = tolerances().of(incomplete.currency!);
        const quantized = quantizeWith(tolerance, number);
        if (quantized === null) {
          // Beancount stops here (InvalidOperation) and bean-check fails: reported on this posting.
          const exp = quantumExponent(tolerance);
          const message = exp === null || exp !== exp
            ? `The interpolated amount ${number.toString()} ${incomplete.currency!} cannot be rounded to the tolerance ${tolerance.toString()} ${incomplete.currency!} (Beancount 2.3 stops there with a traceback)`
            : `The interpolated amount ${roundedText(number, exp)} ${incomplete.currency!} has more than ${PRECISION} digits, more than Beancount 2.3 computes with, once rounded to the precision of the transaction's other numbers`;
          return { postings: [], errors: [error(incomplete, message)] };
        }
        number = quantized;
        if (!weight.isZero()) filled = { ...incomplete, number };
        break;
      }
      case 'costPer': {
        const spec = incomplete.costSpec!;
        const units = incomplete.number!;
        if (!units.isZero()) {
          const numberPer = weight.sub(spec.numberTotal ?? Decimal.ZERO).div(units);
          filled = { ...incomplete, costSpec: { ...spec, numberPer } };
        }
        break;
      }
      case 'costTotal': {
        const spec = incomplete.costSpec!;
        const numberTotal = weight.sub(spec.numberPer!.mul(incomplete.number!));
        filled = { ...incomplete, costSpec: { ...spec, numberTotal, totalMissing: false } };
        break;
      }
      case 'price': {
        if (incomplete.costSpec !== null || incomplete.cost !== null) {
          // Beancount keeps the postings as they are (the price stays missing, which the weight
          // at cost does not use), so the transaction still counts and is checked for balance.
          out[missingIndex] = withBookedCost({ ...incomplete, price: null });
          return { postings: out, errors: [error(incomplete, 'Cannot infer price for postings with units held at cost')] };
        }
        const units = incomplete.number!;
        if (units.isZero()) return { postings: [], errors: [error(incomplete, 'Cannot infer price for zero units')] };
        filled = { ...incomplete, price: { number: weight.div(units).abs(), currency: incomplete.price!.currency } };
        break;
      }
      default:
        break;
    }
    if (filled !== null) out[missingIndex] = withBookedCost({ ...filled, interpolated: true });
    else out.splice(missingIndex, 1);
  }

  // Lots may be neither empty nor of negative cost (prices of zero are allowed, costs not).
  for (const p of out) {
    if (p.cost === null) continue;
    if (p.number!.isZero()) errors.push(error(p, `Amount is zero: "${renderAmount({ number: p.number!, currency: p.currency! })}"`));
    if (p.cost.number.isNegative()) errors.push(error(p, `Cost is negative: "${reprCost(p.cost)}"`));
  }
  return { postings: out, errors };
}
