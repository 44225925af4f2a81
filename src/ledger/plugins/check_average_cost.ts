// beancount.plugins.check_average_cost: in an account whose (first) open says booking "NONE", a
// posting with negative units must carry a cost within a fraction (default 0.01) of the average
// cost of what the account holds, just before it, of that currency at that cost currency. The
// configuration is a Python float literal.
import { Decimal } from '../core/decimal.ts';
import type { BookingMethod, Directive, LedgerError } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import { pythonDecimalText } from '../core/python_repr.ts';
import { readPythonLiteral } from './python_literal.ts';

const DEFAULT_TOLERANCE = 0.01;

/** The fraction a configuration sets: no configuration or a blank one is the default. */
export function readAverageCostTolerance(config: string | null): number {
  if (config === null || config.trim() === '') return DEFAULT_TOLERANCE;
  const literal = readPythonLiteral(config);
  // Beancount accepts a float only (0 or 1 without a point are ints) and fails otherwise.
  if (literal.kind !== 'float') throw new Error('Invalid configuration for check_average_cost: must be a float');
  // 1e400 is inf, as in Python (see isNearAverage)
  return literal.value;
}

/** Python's Decimal(float): every digit of the binary double, exactly. */
export function decimalOfFloat(x: number): Decimal {
  if (!Number.isFinite(x)) throw new RangeError(`${x} has no decimal value`);
  if (x === 0) return Decimal.ZERO;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & 0xfffffffffffffn;
  let exp2 = -1074; // subnormal
  if (biased !== 0) {
    mantissa |= 1n << 52n;
    exp2 = biased - 1075;
  }
  while ((mantissa & 1n) === 0n && exp2 < 0) {
    mantissa >>= 1n;
    exp2++;
  }
  // m × 2^-k = m × 5^k × 10^-k
  const coef = exp2 >= 0 ? mantissa << BigInt(exp2) : mantissa * 5n ** BigInt(-exp2);
  return new Decimal(bits >> 63n === 1n ? -coef : coef, Math.min(exp2, 0));
}

/**
 * The factors the average is multiplied by: Beancount computes 1 - tolerance and 1 + tolerance
 * in binary floating point and converts them exactly, so 0.01 gives 0.98999999999999999111...
 * and 1.0100000000000000088..., not 0.99 and 1.01. JS numbers are the same doubles.
 */
export function averageCostFactors(tolerance: number): { low: Decimal; high: Decimal } {
  return { low: decimalOfFloat(1 - tolerance), high: decimalOfFloat(1 + tolerance) };
}

/**
 * The test of a reducing cost against the average: within average × (1 ∓ tolerance). With an
 * infinite tolerance (1e400 reads as inf) the factors are infinities of opposite signs: times an
 * average of the tolerance's sign they bound nothing, times one of the other sign no cost lies
 * between them, and times zero Python's Decimal fails (InvalidOperation), and the plugin with it.
 */
export function isNearAverage(tolerance: number): (average: Decimal, cost: Decimal) => boolean {
  if (!Number.isFinite(tolerance)) {
    return (average) => {
      if (average.isZero()) throw new Error("[<class 'decimal.InvalidOperation'>]");
      return average.sign() === Math.sign(tolerance);
    };
  }
  const { low, high } = averageCostFactors(tolerance);
  return (average, cost) => average.mul(low).lte(cost) && cost.lte(average.mul(high));
}

/** Inventory.average() of lots of one currency and cost currency: their total cost over their units, or null when they add up to no units. */
function averageCost(held: Inventory): Decimal | null {
  let units = Decimal.ZERO;
  let cost = Decimal.ZERO;
  for (const lot of held) {
    units = units.add(lot.units.number);
    if (lot.cost !== null) cost = cost.add(lot.cost.number.mul(lot.units.number));
  }
  return units.isZero() ? null : cost.div(units);
}

export function checkAverageCost(entries: readonly Directive[], config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  const isNear = isNearAverage(readAverageCostTolerance(config));
  const bookingOf = new Map<string, BookingMethod | null>();
  for (const e of entries) if (e.type === 'open' && !bookingOf.has(e.account)) bookingOf.set(e.account, e.booking);
  // (account, currency, cost currency) -> what the account holds of them.
  const holdings = new Map<string, Inventory>();
  const errors: LedgerError[] = [];
  for (const e of entries) {
    if (e.type !== 'transaction') continue;
    for (const p of e.postings) {
      if (bookingOf.get(p.account) !== 'NONE') continue;
      const key = `${p.account}\u0000${p.units.currency}\u0000${p.cost?.currency ?? ''}`;
      let held = holdings.get(key);
      if (held === undefined) holdings.set(key, (held = new Inventory()));
      if (p.units.number.isNegative() && !held.isEmpty()) {
        if (p.cost === null) {
          // Beancount reads the cost of the average of lots without cost and fails (AttributeError).
          throw new Error(
            `the posting of ${p.units.number.toString()} ${p.units.currency} without cost (line ${p.source.line}) reduces units held without cost in ${p.account}, ` +
              `booked NONE; Beancount's check_average_cost fails on it`,
          );
        }
        const average = averageCost(held);
        if (average !== null) {
          const cost = p.cost.number;
          if (!isNear(average, cost)) {
            errors.push({
              source: e.source,
              message: `Cost basis on reducing posting is too far from the average cost (${pythonDecimalText(cost)} vs. ${pythonDecimalText(average)})`,
              kind: 'plugin',
              entry: e,
            });
          }
        }
      }
      held.addPosition(p);
    }
  }
  return { directives: [...entries], errors };
}
