// Historical prices between pairs of currencies, as beancount.core.prices builds them:
// one dated list of rates per (base, quote) pair, the last price of a day winning, and the
// inverse pair derived from it. Market value and cost conversions are computed from it.
import { Decimal } from './decimal.ts';
import type { Amount } from './amount.ts';
import type { Directive } from './directives.ts';
import type { Position } from './position.ts';

/** One dated rate: 1 base = `rate` quote on `date`. */
export interface DatedRate {
  readonly date: string;
  readonly rate: Decimal;
}

export class PriceMap {
  private readonly pairs: Map<string, DatedRate[]>;
  /** The pairs as they were declared (after merging inverses), without the derived inverses. */
  readonly forwardPairs: readonly (readonly [string, string])[];

  constructor(pairs: Map<string, DatedRate[]>, forwardPairs: (readonly [string, string])[]) {
    this.pairs = pairs;
    this.forwardPairs = forwardPairs;
  }

  /** Every rate of base in quote, sorted by date (derived inverse included). */
  rates(base: string, quote: string): readonly DatedRate[] {
    return this.pairs.get(pairKey(base, quote)) ?? this.pairs.get(pairKey(quote, base)) ?? [];
  }

  /** The latest rate of base in quote, with its date (get_price without a date); null when unknown. */
  latest(base: string, quote: string): DatedRate | null {
    const list = this.pairs.get(pairKey(base, quote));
    return list === undefined || list.length === 0 ? null : list[list.length - 1]!;
  }

  /**
   * The rate of base in quote on `date` (the last one on or before it; the latest if `date`
   * is undefined); null when unknown. A currency in itself is 1.
   */
  rate(base: string, quote: string, date?: string): Decimal | null {
    if (base === quote) return Decimal.ONE;
    const list = this.pairs.get(pairKey(base, quote));
    if (list === undefined || list.length === 0) return null;
    if (date === undefined) return list[list.length - 1]!.rate;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.date <= date) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? null : list[lo - 1]!.rate;
  }
}

function pairKey(base: string, quote: string): string {
  return `${base}\u0000${quote}`;
}

/** Build the price map from the `price` directives among `directives` (in ledger order). */
export function buildPriceMap(directives: Iterable<Directive>): PriceMap {
  const raw = new Map<string, { base: string; quote: string; rates: DatedRate[] }>();
  for (const d of directives) {
    if (d.type !== 'price') continue;
    const key = pairKey(d.currency, d.amount.currency);
    let entry = raw.get(key);
    if (entry === undefined) raw.set(key, (entry = { base: d.currency, quote: d.amount.currency, rates: [] }));
    entry.rates.push({ date: d.date, rate: d.amount.number });
  }
  // When both A/B and B/A were declared, fold the one with fewer points into the other.
  for (const [key, entry] of [...raw]) {
    const inverseKey = pairKey(entry.quote, entry.base);
    const inverse = raw.get(inverseKey);
    if (inverse === undefined || !raw.has(key)) continue;
    // A price of a currency in itself (`@@` in the posting's own currency) is its own inverse:
    // Beancount deletes the pair, then extends the list it just deleted. Nothing of it is kept.
    if (inverse === entry) {
      raw.delete(key);
      continue;
    }
    const [remove, keep] = entry.rates.length < inverse.rates.length ? [entry, inverse] : [inverse, entry];
    raw.delete(pairKey(remove.base, remove.quote));
    for (const r of remove.rates) if (!r.rate.isZero()) keep.rates.push({ date: r.date, rate: Decimal.ONE.div(r.rate) });
  }
  const pairs = new Map<string, DatedRate[]>();
  const forwardPairs: [string, string][] = [];
  for (const entry of raw.values()) {
    pairs.set(pairKey(entry.base, entry.quote), lastOfEachDay(entry.rates));
    forwardPairs.push([entry.base, entry.quote]);
  }
  for (const [base, quote] of forwardPairs) {
    const forward = pairs.get(pairKey(base, quote))!;
    pairs.set(pairKey(quote, base), forward.filter((r) => !r.rate.isZero()).map((r) => ({ date: r.date, rate: Decimal.ONE.div(r.rate) })));
  }
  return new PriceMap(pairs, forwardPairs);
}

/** Sort by date (stable) and keep the last rate given for each date. */
function lastOfEachDay(rates: readonly DatedRate[]): DatedRate[] {
  const sorted = rates.map((r, i) => ({ r, i })).sort((a, b) => (a.r.date < b.r.date ? -1 : a.r.date > b.r.date ? 1 : a.i - b.i));
  const out: DatedRate[] = [];
  for (const { r } of sorted) {
    if (out.length > 0 && out[out.length - 1]!.date === r.date) out[out.length - 1] = r;
    else out.push(r);
  }
  return out;
}

/**
 * An amount in `target` at `date` (beancount.core.convert.convert_amount): directly, else
 * through one of the `via` currencies; null when no rate is known.
 */
export function convertAmount(amount: Amount, target: string, prices: PriceMap, date?: string, via: readonly string[] = []): Amount | null {
  const direct = prices.rate(amount.currency, target, date);
  if (direct !== null) return { number: amount.number.mul(direct), currency: target };
  for (const hop of via) {
    if (hop === target) continue;
    const first = prices.rate(amount.currency, hop, date);
    if (first === null) continue;
    const second = prices.rate(hop, target, date);
    if (second !== null) return { number: amount.number.mul(first).mul(second), currency: target };
  }
  return null;
}

/** Market value of a position in `target` at `date` (convert_position: via its cost currency). */
export function marketValue(position: Position, target: string, prices: PriceMap, date?: string): Amount | null {
  return convertAmount(position.units, target, prices, date, position.cost ? [position.cost.currency] : []);
}

/** The cost of a position (units × per-unit cost), or its units when held without cost. */
export function costOf(position: Position): Amount {
  if (position.cost === null) return position.units;
  return { number: position.units.number.mul(position.cost.number), currency: position.cost.currency };
}

/** The cost of a position converted to `target` at `date`; null when no rate is known. */
export function costValue(position: Position, target: string, prices: PriceMap, date?: string): Amount | null {
  return convertAmount(costOf(position), target, prices, date);
}

/** Sum of amounts of one currency. */
export function sumAmounts(amounts: readonly Amount[], currency: string): Amount {
  let total = Decimal.ZERO;
  for (const a of amounts) total = total.add(a.number);
  return { number: total, currency };
}
