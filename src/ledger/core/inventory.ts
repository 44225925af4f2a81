import { Decimal } from './decimal.ts';
import type { Amount } from './amount.ts';
import type { Cost } from './directives.ts';
import { type Position, lotKey } from './position.ts';

/**
 * A set of positions keyed by (currency, cost), like beancount.core.inventory.Inventory.
 * Adding units to an existing lot sums them; a lot that reaches zero disappears.
 * Insertion order is kept (as a Python dict does).
 */
export class Inventory {
  private readonly lots = new Map<string, Position>();
  /**
   * True while every lot held at cost was added with a date no earlier than the lots at cost
   * before it, so that insertion order is also date order (booking adds lots day by day, so it
   * almost always is). Not set back when lots go; false only means "not known to be".
   */
  private costDatesInOrder = true;
  private latestCostDate = '';
  /**
   * The keys in insertion order with where each stands, for walks from the newest end (a Map only
   * iterates from the oldest). Built by the first such walk and kept up to date after it; a key
   * removed leaves a stale slot, skipped by walks and dropped when it is at the end.
   */
  private order: string[] | null = null;
  private orderIndex: Map<string, number> | null = null;

  static of(positions: Iterable<Position>): Inventory {
    const inv = new Inventory();
    for (const p of positions) inv.addPosition(p);
    return inv;
  }

  get size(): number {
    return this.lots.size;
  }
  isEmpty(): boolean {
    return this.lots.size === 0;
  }

  positions(): Position[] {
    return [...this.lots.values()];
  }
  [Symbol.iterator](): IterableIterator<Position> {
    return this.lots.values();
  }

  /** The lot of (currency, cost), if held. */
  get(currency: string, cost: Cost | null = null): Position | undefined {
    return this.lots.get(lotKey(currency, cost));
  }

  /**
   * Add units (possibly negative) to the lot (units.currency, cost). Returns the lot as it was before.
   * Costs equal in value are one lot; the lot keeps its place but takes the cost as written last.
   */
  addAmount(units: Amount, cost: Cost | null = null): Position | undefined {
    const key = lotKey(units.currency, cost);
    const before = this.lots.get(key);
    if (before === undefined) {
      if (units.number.isZero()) return undefined;
      this.lots.set(key, { units, cost });
      if (this.order !== null) {
        this.orderIndex!.set(key, this.order.length);
        this.order.push(key);
      }
      if (cost !== null) {
        if (cost.date === null || cost.date < this.latestCostDate) this.costDatesInOrder = false;
        else this.latestCostDate = cost.date;
      }
      return undefined;
    }
    const total = before.units.number.add(units.number);
    if (total.isZero()) {
      this.lots.delete(key);
      if (this.order !== null) this.forget(key);
      return before;
    }
    // The lot takes the cost as the added units write it (100.00 after 100), as add_amount does.
    this.lots.set(key, { units: { number: total, currency: units.currency }, cost });
    return before;
  }

  addPosition(p: Position): Position | undefined {
    return this.addAmount(p.units, p.cost);
  }

  addInventory(other: Inventory): this {
    for (const p of other.lots.values()) this.addPosition(p);
    return this;
  }

  clone(): Inventory {
    const inv = new Inventory();
    for (const [k, p] of this.lots) inv.lots.set(k, p);
    inv.costDatesInOrder = this.costDatesInOrder;
    inv.latestCostDate = this.latestCostDate;
    return inv;
  }

  private forget(key: string): void {
    const order = this.order!;
    const index = this.orderIndex!;
    index.delete(key);
    while (order.length > 0 && index.get(order[order.length - 1]!) !== order.length - 1) order.pop();
    // many stale slots (lots gone from the middle): start again from the Map
    if (order.length > 2 * this.lots.size + 64) this.order = this.orderIndex = null;
  }

  /** The lots from the newest to the oldest: the reverse of iteration order, without copying them all. */
  *newestFirst(): Generator<Position> {
    if (this.order === null) {
      this.order = [...this.lots.keys()];
      this.orderIndex = new Map(this.order.map((key, i) => [key, i]));
    }
    const order = this.order;
    const index = this.orderIndex!;
    for (let i = order.length - 1; i >= 0; i--) {
      const key = order[i]!;
      if (index.get(key) === i) yield this.lots.get(key)!;
    }
  }

  /** Whether iterating the lots meets those held at cost oldest first (a stable sort by date would not move them). */
  lotsAtCostInDateOrder(): boolean {
    return this.costDatesInOrder;
  }

  /**
   * Total units per currency, ignoring cost, as inventory.reduce(get_units) makes them: the lots
   * added one by one, a currency whose total reaches zero dropped (with its digits: 1.00, -1.00
   * then 2 is 2, not 2.00), so lots that cancel in units leave no currency behind.
   */
  units(): Map<string, Decimal> {
    const out = new Map<string, Decimal>();
    for (const p of this.lots.values()) addDroppingZero(out, p.units.currency, p.units.number);
    return out;
  }

  /** Units of one currency summed over all its lots. */
  unitsOf(currency: string): Decimal {
    let total = Decimal.ZERO;
    for (const p of this.lots.values()) if (p.units.currency === currency) total = total.add(p.units.number);
    return total;
  }

  /** The lots of a currency, in insertion order. */
  lotsOf(currency: string): Position[] {
    const out: Position[] = [];
    for (const p of this.lots.values()) if (p.units.currency === currency) out.push(p);
    return out;
  }

  /** Currencies of the lots, in order of first appearance. */
  currencies(): string[] {
    return [...new Set([...this.lots.values()].map((p) => p.units.currency))];
  }
}

/** Add to a total per currency as Beancount's Inventory.add_amount does without cost: a total of zero is removed. */
export function addDroppingZero(totals: Map<string, Decimal>, currency: string, number: Decimal): void {
  const prev = totals.get(currency);
  const sum = prev === undefined ? number : prev.add(number);
  if (sum.isZero()) totals.delete(currency);
  else totals.set(currency, sum);
}
