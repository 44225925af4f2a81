// beancount.plugins.implicit_prices: a price directive for each posting's price (`@`), or for the
// cost of a posting that does not reduce a lot; one per (date, currency, number, quote currency).
import type { Amount } from '../core/amount.ts';
import type { Directive, LedgerError, Meta, Price, Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { Decimal } from '../core/decimal.ts';

export const IMPLICIT_PRICES_META = '__implicit_prices__';

/**
 * The prices made so far, keyed as Beancount does by (date, currency, number, quote currency);
 * numbers compare by value (10.0 equals 10.00). Grouped by the text part, so that the key needs
 * no formatting of the number.
 */
export class ImplicitPriceSet {
  private readonly numbers = new Map<string, Decimal[]>();

  /** Adds the price; false when an equal one was already there. */
  add(p: Pick<Price, 'date' | 'currency' | 'amount'>): boolean {
    const key = `${p.date}\u0000${p.currency}\u0000${p.amount.currency}`;
    const list = this.numbers.get(key);
    if (list === undefined) {
      this.numbers.set(key, [p.amount.number]);
      return true;
    }
    for (const n of list) if (n.eq(p.amount.number)) return false;
    list.push(p.amount.number);
    return true;
  }
}

/**
 * The new price directives a transaction implies. `inventoryOf` gives each account's running
 * inventory of lots held at cost (strict lot keys, as the plugin keeps it) and is updated;
 * `seen` holds the prices already made.
 */
export function impliedPrices(txn: Transaction, inventoryOf: (account: string) => Inventory, seen: ImplicitPriceSet): Price[] {
  let out: Price[] | null = null;
  const postings = txn.postings;
  for (let i = 0; i < postings.length; i++) {
    const posting = postings[i]!;
    if (posting.price === null && posting.cost === null) continue;
    // Beancount's Booking.REDUCED: the lot existed and the signs differ (zero counts as positive).
    // Only lots held at cost can matter, so postings without cost are not tracked.
    let reduced = false;
    if (posting.cost !== null) {
      const before = inventoryOf(posting.account).addAmount(posting.units, posting.cost);
      reduced = before !== undefined && before.units.number.isNegative() !== posting.units.number.isNegative();
    }
    let amount: Amount;
    let meta: Meta;
    if (posting.price !== null) {
      amount = posting.price;
      meta = FROM_PRICE;
    } else if (posting.cost !== null && !reduced) {
      amount = { number: posting.cost.number, currency: posting.cost.currency };
      meta = FROM_COST;
    } else continue;
    const price: Price = { type: 'price', date: txn.date, meta, source: txn.source, currency: posting.units.currency, amount };
    if (seen.add(price)) (out ??= []).push(price);
  }
  return out ?? NONE;
}

// Shared, never mutated.
const FROM_PRICE: Meta = Object.freeze({ [IMPLICIT_PRICES_META]: { type: 'string', value: 'from_price' } });
const FROM_COST: Meta = Object.freeze({ [IMPLICIT_PRICES_META]: { type: 'string', value: 'from_cost' } });
const NONE: Price[] = [];

export function addImplicitPrices(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const seen = new ImplicitPriceSet();
  const inventories = new Map<string, Inventory>();
  const inventoryOf = (account: string): Inventory => {
    let inv = inventories.get(account);
    if (inv === undefined) inventories.set(account, (inv = new Inventory()));
    return inv;
  };
  const out: Directive[] = [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    out.push(e);
    if (e.type !== 'transaction') continue;
    const prices = impliedPrices(e, inventoryOf, seen);
    for (let k = 0; k < prices.length; k++) out.push(prices[k]!);
  }
  return { directives: out, errors: [] };
}
