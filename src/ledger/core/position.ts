import { Decimal } from './decimal.ts';
import type { Amount } from './amount.ts';
import type { Cost } from './directives.ts';

/** Some units, held at a cost or not. */
export interface Position {
  readonly units: Amount;
  readonly cost: Cost | null;
}

/** A value-equality key for a number: 10.0 and 10.00 are the same lot price, as in Python. */
export function numberKey(n: Decimal): string {
  if (n.isZero()) return '0';
  if (n.big === null) {
    let c = n.small;
    let e = n.exp;
    while (c % 10 === 0) {
      c /= 10;
      e += 1;
    }
    return `${c}e${e}`;
  }
  let c = n.coef;
  let e = n.exp;
  while (c % 10n === 0n) {
    c /= 10n;
    e += 1;
  }
  return `${c}e${e}`;
}

/** The key under which an inventory keeps a lot: its currency and its cost. */
export function lotKey(currency: string, cost: Cost | null): string {
  if (cost === null) return currency;
  return `${currency}\u0000${numberKey(cost.number)}\u0000${cost.currency}\u0000${cost.date}\u0000${cost.label ?? '\u0001'}`;
}

export function costEquals(a: Cost | null, b: Cost | null): boolean {
  if (a === null || b === null) return a === b;
  return a.currency === b.currency && a.date === b.date && a.label === b.label && a.number.eq(b.number);
}
