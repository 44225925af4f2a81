// beancount.plugins.sellgains: in a transaction whose postings at cost all carry a price, those
// postings' units at their price must match, currency by currency, the weight of the postings
// without cost outside the Income accounts, within twice the tolerance inferred from the
// transaction. So a gains leg left out is still checked against the sale price.
import { Decimal } from '../core/decimal.ts';
import type { Directive, LedgerError, Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { inferTolerances, weightOf } from '../booking/tolerance.ts';
import { renderInventory } from '../booking/render.ts';

/** Both amounts are rounded their own way: the check allows twice the usual tolerance. */
const TOLERANCE_MULTIPLIER = Decimal.fromInt(2);

/** account_types.get_account_type: the first component of the name, valid or not. */
function accountType(account: string): string {
  const colon = account.indexOf(':');
  return colon < 0 ? account : account.slice(0, colon);
}

/** The error for one transaction, or null when it is not checked or passes. */
function checkSale(txn: Transaction, proceedsTypes: ReadonlySet<string>, options: LedgerOptions): LedgerError | null {
  const atCost = txn.postings.filter((p) => p.cost !== null);
  if (atCost.length === 0 || atCost.some((p) => p.price === null)) return null;
  const priced = new Inventory();
  const proceeds = new Inventory();
  for (const p of txn.postings) {
    if (p.cost !== null) priced.addAmount({ number: p.price!.number.mul(p.units.number.neg()), currency: p.price!.currency });
    else if (proceedsTypes.has(accountType(p.account))) proceeds.addAmount(weightOf(p.units, null, p.price));
  }
  // Each lot of these inventories is a whole currency (nothing is held at cost in them).
  const unmatched = new Map<string, Decimal>();
  for (const lot of proceeds) unmatched.set(lot.units.currency, lot.units.number);
  const tolerances = inferTolerances(txn.postings, options);
  let invalid = false;
  for (const lot of priced) {
    const currency = lot.units.currency;
    const tolerance = tolerances.of(currency).mul(TOLERANCE_MULTIPLIER);
    const received = unmatched.get(currency) ?? Decimal.ZERO;
    unmatched.delete(currency);
    if (lot.units.number.sub(received).abs().gt(tolerance)) {
      invalid = true;
      break;
    }
  }
  if (!invalid && unmatched.size === 0) return null;
  return { source: txn.source, message: `Invalid price vs. proceeds/gains: ${renderInventory(priced)} vs. ${renderInventory(proceeds)}`, kind: 'plugin', entry: txn };
}

export function checkSellGains(entries: readonly Directive[], options: LedgerOptions, config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  // Beancount calls the plugin with the configuration as a third argument it does not take.
  if (config !== null) throw new Error('it takes no configuration (validate_sell_gains() takes 2 positional arguments but 3 were given)');
  const { assets, liabilities, equity, expenses } = options.rootNames;
  const proceedsTypes = new Set([assets, liabilities, equity, expenses]);
  const errors: LedgerError[] = [];
  for (const e of entries) {
    if (e.type !== 'transaction') continue;
    const error = checkSale(e, proceedsTypes, options);
    if (error !== null) errors.push(error);
  }
  return { directives: [...entries], errors };
}
