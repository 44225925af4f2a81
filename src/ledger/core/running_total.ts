// A sum kept up to date over many postings (an account's units in one currency) without a new
// Decimal per addition: the coefficient stays a number while it is a safe integer, and the
// Decimal is made only when someone reads it. The result is exactly what chaining
// Decimal.add gives, including the exponent.
import { Decimal } from './decimal.ts';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const POW10_NUMBER: number[] = [];
for (let i = 0, p = 1; i <= 15; i++, p *= 10) POW10_NUMBER.push(p);

/** n × 10^k when it stays a safe integer, else NaN. */
function scaled(n: number, k: number): number {
  if (k > 15) return n === 0 ? 0 : NaN;
  const v = n * POW10_NUMBER[k]!;
  return v <= MAX_SAFE && v >= -MAX_SAFE ? v : NaN;
}

export class RunningTotal {
  /** Coefficient and exponent while they fit (exact mode). */
  private coef = 0;
  private exp = 0;
  /** The value once it left the exact range of numbers (kept as a Decimal from then on). */
  private slow: Decimal | null = null;
  private cached: Decimal | null = null;

  /** Start from a given value. */
  constructor(initial: Decimal) {
    this.set(initial);
  }

  /** Replace the value. */
  set(value: Decimal): void {
    this.cached = value;
    if (value.big === null) {
      this.coef = value.small;
      this.exp = value.exp;
      this.slow = null;
    } else this.slow = value;
  }

  /**
   * Add a number; a sum of exactly zero becomes a plain 0 (exponent 0), as an inventory drops
   * an emptied lot and starts the next one afresh.
   */
  addDroppingZero(n: Decimal): void {
    this.cached = null;
    if (this.slow === null && n.big === null) {
      let s: number;
      let e: number;
      if (this.exp === n.exp) {
        s = this.coef + n.small;
        e = this.exp;
      } else if (this.exp < n.exp) {
        s = this.coef + scaled(n.small, n.exp - this.exp);
        e = this.exp;
      } else {
        s = scaled(this.coef, this.exp - n.exp) + n.small;
        e = n.exp;
      }
      if (s <= MAX_SAFE && s >= -MAX_SAFE) {
        if (s === 0) {
          this.coef = 0;
          this.exp = 0;
        } else {
          this.coef = s;
          this.exp = e;
        }
        return;
      }
    }
    const total = this.value().add(n);
    this.set(total.isZero() ? Decimal.ZERO : total);
  }

  value(): Decimal {
    if (this.cached !== null) return this.cached;
    const v = this.slow ?? (this.coef === 0 && this.exp === 0 ? Decimal.ZERO : new Decimal(this.coef, this.exp));
    this.cached = v;
    return v;
  }
}

/**
 * Add units of a currency held without cost to per-currency totals. A total that reaches zero
 * restarts from a plain 0, as Beancount's inventory drops an emptied lot: its digits go with it
 * (they would show in a padding amount or a balance message).
 */
export function addUnits(totals: Map<string, RunningTotal>, currency: string, number: Decimal): void {
  const running = totals.get(currency);
  if (running === undefined) totals.set(currency, new RunningTotal(number.isZero() ? Decimal.ZERO : number));
  else running.addDroppingZero(number);
}
