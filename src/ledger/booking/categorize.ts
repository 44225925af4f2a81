// Grouping of a transaction's postings by the currency they balance in, inferring left-out
// currencies from the other postings and from the account balances
// (booking_full.categorize_by_currency and replace_currencies).
import type { LedgerError } from '../core/directives.ts';
import type { Inventory } from '../core/inventory.ts';
import type { BalanceLookup } from './balances.ts';
import type { WorkPosting } from './work_posting.ts';

/** A currency reference: a name, MISSING (written without a currency, to infer) or null (no such part). */
const MISSING = undefined;
type CurrencyRef = string | null | typeof MISSING;

interface Refer {
  readonly index: number;
  readonly units: CurrencyRef;
  readonly cost: CurrencyRef;
  readonly price: CurrencyRef;
}

export interface CurrencyGroup {
  readonly currency: string;
  readonly postings: WorkPosting[];
}

function bucketCurrency(r: Refer): string | null {
  if (typeof r.cost === 'string') return r.cost;
  if (typeof r.price === 'string') return r.price;
  if (r.cost === null && r.price === null && typeof r.units === 'string') return r.units;
  return null;
}

/** Unit currencies (or cost currencies) held in a balance, when there is exactly one. */
function singleCurrency(balance: Inventory, ofCost: boolean): string | null {
  let found: string | null = null;
  for (const p of balance) {
    const c = ofCost ? (p.cost === null ? null : p.cost.currency) : p.units.currency;
    if (c === null) continue;
    if (found === null) found = c;
    else if (found !== c) return null;
  }
  return found;
}

function bookingError(posting: WorkPosting, message: string): LedgerError {
  return { source: posting.spec.source, message, kind: 'booking' };
}

/**
 * Split postings into currency groups, ordered by the first posting of each group. With errors
 * Beancount drops the whole transaction, so callers must not use the groups then.
 */
export function categorizeByCurrency(
  postings: readonly WorkPosting[],
  balances: BalanceLookup,
): { groups: CurrencyGroup[]; errors: LedgerError[] } {
  const errors: LedgerError[] = [];
  const groups = new Map<string, Refer[]>();
  const firstIndex = new Map<string, number>();
  const autoPostings: Refer[] = [];
  const unknown: Refer[] = [];
  const addToGroup = (currency: string, refer: Refer): void => {
    if (!firstIndex.has(currency)) firstIndex.set(currency, refer.index);
    const list = groups.get(currency);
    if (list === undefined) groups.set(currency, [refer]);
    else list.push(refer);
  };

  for (let index = 0; index < postings.length; index++) {
    const p = postings[index]!;
    const units: CurrencyRef = p.hasUnits ? (p.currency ?? MISSING) : null;
    let cost: CurrencyRef = p.costSpec === null ? null : (p.costSpec.currency ?? MISSING);
    let price: CurrencyRef = p.price === null ? null : (p.price.currency ?? MISSING);
    // A cost and a price on one posting are in the same currency.
    if (cost === MISSING && typeof price === 'string') cost = price;
    if (price === MISSING && typeof cost === 'string') price = cost;
    const refer: Refer = { index, units, cost, price };
    if (!p.hasUnits && price === null) {
      autoPostings.push(refer);
      continue;
    }
    const currency = bucketCurrency(refer);
    if (currency !== null) addToGroup(currency, refer);
    else unknown.push(refer);
  }

  // A single unknown posting among postings of one currency must be in that currency.
  if (unknown.length === 1 && groups.size === 1) {
    const r = unknown.pop()!;
    const other = groups.keys().next().value!;
    let { units, cost, price } = r;
    if (price === null && cost === null) {
      units = other;
    } else {
      if (price === MISSING) price = other;
      if (cost === MISSING) cost = other;
    }
    const refer: Refer = { index: r.index, units, cost, price };
    addToGroup(bucketCurrency(refer)!, refer);
  }

  // Otherwise look at what the account holds.
  for (const r of unknown) {
    const posting = postings[r.index]!;
    const balance = balances.inventory(posting.spec.account);
    let { units, cost, price } = r;
    if (units === MISSING) units = singleCurrency(balance, false) ?? MISSING;
    if (cost === MISSING || price === MISSING) {
      const costCurrency = singleCurrency(balance, true);
      if (costCurrency !== null) {
        if (price === MISSING) price = costCurrency;
        if (cost === MISSING) cost = costCurrency;
      }
    }
    const refer: Refer = { index: r.index, units, cost, price };
    const currency = bucketCurrency(refer);
    if (currency !== null) addToGroup(currency, refer);
    else errors.push(bookingError(posting, `Failed to categorize posting ${r.index + 1}`));
  }

  // Units currencies still missing (bucketed by cost or price) come from the account balance.
  for (const refers of groups.values()) {
    for (let i = 0; i < refers.length; i++) {
      const r = refers[i]!;
      if (r.units !== MISSING) continue;
      const units = singleCurrency(balances.inventory(postings[r.index]!.spec.account), false);
      if (units !== null) refers[i] = { ...r, units };
    }
  }

  if (autoPostings.length > 1) {
    const last = autoPostings[autoPostings.length - 1]!;
    errors.push(bookingError(postings[last.index]!, 'You may not have more than one auto-posting per currency'));
    autoPostings.length = 1;
  }
  for (const auto of autoPostings) {
    for (const currency of groups.keys()) addToGroup(currency, { index: auto.index, units: currency, cost: null, price: null });
  }

  for (const refers of groups.values()) {
    for (const r of refers) {
      const posting = postings[r.index]!;
      if (r.units === MISSING) errors.push(bookingError(posting, 'Could not resolve units currency'));
      if (r.cost === MISSING) errors.push(bookingError(posting, 'Could not resolve cost currency'));
      if (r.price === MISSING) errors.push(bookingError(posting, 'Could not resolve price currency'));
    }
  }
  if (errors.length > 0) return { groups: [], errors };

  const ordered = [...groups.entries()].sort((a, b) => firstIndex.get(a[0])! - firstIndex.get(b[0])!);
  return { groups: ordered.map(([currency, refers]) => ({ currency, postings: replaceCurrencies(postings, refers) })), errors };
}

/** The group's postings in their original order, with the inferred currencies filled in. */
function replaceCurrencies(postings: readonly WorkPosting[], refers: Refer[]): WorkPosting[] {
  if (refers.length > 1) refers.sort((a, b) => a.index - b.index);
  const out: WorkPosting[] = new Array(refers.length);
  for (let i = 0; i < refers.length; i++) {
    const r = refers[i]!;
    const p = postings[r.index]!;
    if (!p.hasUnits) {
      out[i] = { ...p, number: null, currency: r.units as string };
      continue;
    }
    const unitsMissing = p.currency === null;
    const costMissing = p.costSpec !== null && p.costSpec.currency === null;
    const priceMissing = p.price !== null && p.price.currency === null;
    if (!unitsMissing && !costMissing && !priceMissing) {
      out[i] = p;
      continue;
    }
    out[i] = {
      ...p,
      currency: unitsMissing ? (r.units as string) : p.currency,
      costSpec: costMissing ? { ...p.costSpec!, currency: r.cost as string } : p.costSpec,
      price: priceMissing ? { number: p.price!.number, currency: r.price as string } : p.price,
    };
  }
  return out;
}
