// beancount.plugins.unrealized: on the date of the last entry, a transaction per holding at cost
// (account, currency, cost currency) that books the difference between its market value at the
// latest price and its book value, against the account of the same name under Income; with a
// configuration, both on a sub-account of that name. Accounts it posts to that no open or close
// names are opened that day. The gains are made in Beancount 2.3's order and with its numbers:
// holdings sorted by account, lots of one holding summed, average price and cost divided out at
// 28 digits and printed to 4 places in the narration.
import { Decimal } from '../core/decimal.ts';
import { compareDirectives, type Directive, type LedgerError, type Open, type Source, type Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { buildPriceMap, type PriceMap } from '../core/prices.ts';
import { MADE_POSTING_META, synthesised } from '../core/synthesised.ts';
import { pythonDecimalText } from '../core/python_repr.ts';
import { isValidAccount } from '../syntax/account_is_valid.ts';

const UNREALIZED_FILE = '<unrealized_gains>';
const UNREALIZED_SOURCE: Source = { file: UNREALIZED_FILE, line: 0 };
/** Beancount's FLAG_UNREALIZED. */
export const UNREALIZED_FLAG = 'U';

/** The lots of one account in one currency at one cost currency, summed (holdings.aggregate_holdings_list). */
interface Holding {
  readonly account: string;
  readonly currency: string;
  readonly costCurrency: string;
  units: Decimal;
  bookValue: Decimal;
  /** null until a lot had a price. */
  marketValue: Decimal | null;
  /** The latest price's date; null when there is none (or the lots' dates differ, which one pair cannot). */
  priceDate: string | null;
}

/** Every account's final inventory, from the transactions the plugin did not make (realization.realize). */
function finalInventories(entries: readonly Directive[]): Map<string, Inventory> {
  const inventories = new Map<string, Inventory>();
  for (const e of entries) {
    if (e.type !== 'transaction' || e.flag === UNREALIZED_FLAG) continue;
    for (const p of e.postings) {
      let inv = inventories.get(p.account);
      if (inv === undefined) inventories.set(p.account, (inv = new Inventory()));
      inv.addAmount(p.units, p.cost);
    }
  }
  return inventories;
}

/** The holdings of every account, lots at cost summed per (account, currency, cost currency), sorted by account then currency. */
function holdingsOf(entries: readonly Directive[], prices: PriceMap): Holding[] {
  const inventories = finalInventories(entries);
  const grouped = new Map<string, Holding>();
  for (const account of [...inventories.keys()].sort()) {
    for (const pos of inventories.get(account)!) {
      const costCurrency = pos.cost?.currency ?? pos.units.currency;
      const key = `${account}\u0000${pos.units.currency}\u0000${costCurrency}`;
      let h = grouped.get(key);
      if (h === undefined) {
        h = { account, currency: pos.units.currency, costCurrency, units: Decimal.ZERO, bookValue: Decimal.ZERO, marketValue: null, priceDate: null };
        grouped.set(key, h);
      }
      h.units = h.units.add(pos.units.number);
      if (pos.cost === null) {
        // Units held without cost count at face value; the plugin passes such holdings over.
        h.bookValue = h.bookValue.add(pos.units.number);
        h.marketValue = (h.marketValue ?? Decimal.ZERO).add(pos.units.number);
        continue;
      }
      h.bookValue = h.bookValue.add(pos.units.number.mul(pos.cost.number));
      const latest = prices.latest(pos.units.currency, pos.cost.currency);
      if (latest !== null) {
        h.marketValue = (h.marketValue ?? Decimal.ZERO).add(pos.units.number.mul(latest.rate));
        h.priceDate = latest.date;
      }
    }
  }
  return [...grouped.values()].sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}

/** Python's `format(d, '.4f')`: four places, half-even. */
const fourPlaces = (d: Decimal): string => d.quantize(-4).toString();

export function addUnrealizedGains(entries: readonly Directive[], options: LedgerOptions, subaccount: string | null): { directives: Directive[]; errors: LedgerError[] } {
  const errors: LedgerError[] = [];
  const roots = options.rootNames;
  if (subaccount) {
    const check = `${roots.assets}:${subaccount}`;
    // (Beancount's account.is_valid: `G收` is refused; QA)
    if (!isValidAccount(check)) {
      errors.push({ source: UNREALIZED_SOURCE, message: `Invalid subaccount name: '${subaccount}'`, kind: 'plugin' });
      return { directives: [...entries], errors };
    }
  }
  if (entries.length === 0) return { directives: [], errors };
  const holdings = holdingsOf(entries, buildPriceMap(entries));
  const latestDate = entries[entries.length - 1]!.date;
  const gains: Transaction[] = [];
  holdings.forEach((h, index) => {
    if (h.currency === h.costCurrency) return;
    if (h.marketValue === null || h.units.isZero()) {
      if (!h.units.isZero()) errors.push({ source: UNREALIZED_SOURCE, message: `A valid price for ${h.currency}/${h.costCurrency} could not be found`, kind: 'plugin' });
      return;
    }
    const pnl = h.marketValue.sub(h.bookValue);
    const averagePrice = h.marketValue.div(h.units);
    const averageCost = h.bookValue.div(h.units);
    let assetAccount = h.account;
    let incomeAccount = `${roots.income}:${h.account.slice(h.account.indexOf(':') + 1)}`;
    if (subaccount) {
      assetAccount += `:${subaccount}`;
      incomeAccount += `:${subaccount}`;
    }
    const source: Source = { file: UNREALIZED_FILE, line: 1000 + index };
    const narration =
      `Unrealized ${pnl.isPositive() ? 'gain' : 'loss'} for ${pythonDecimalText(h.units)} units of ${h.currency} ` +
      `(price: ${fourPlaces(averagePrice)} ${h.costCurrency} as of ${h.priceDate ?? 'None'}, average cost: ${fourPlaces(averageCost)} ${h.costCurrency})`;
    const posting = (account: string, number: Decimal) => ({ account, flag: null, units: { number, currency: h.costCurrency }, cost: null, price: null, meta: MADE_POSTING_META, source });
    gains.push(
      synthesised({
        type: 'transaction', date: latestDate, flag: UNREALIZED_FLAG, payee: null, narration, tags: [], links: [], meta: {}, source,
        postings: [posting(assetAccount, pnl), posting(incomeAccount, pnl.neg())],
      }),
    );
  });
  const named = new Set<string>();
  for (const e of entries) if (e.type === 'open' || e.type === 'close') named.add(e.account);
  const posted = new Set(gains.flatMap((t) => t.postings.map((p) => p.account)));
  // Beancount numbers these opens with the index of the last holding.
  const openSource: Source = { file: UNREALIZED_FILE, line: holdings.length - 1 };
  const opens: Open[] = [...posted]
    .filter((account) => !named.has(account))
    .sort()
    .map((account) => ({ type: 'open', date: latestDate, account, currencies: [], booking: null, meta: {}, source: openSource }));
  if (gains.length === 0 && opens.length === 0) return { directives: [...entries], errors };
  return { directives: [...entries, ...opens, ...gains].sort(compareDirectives), errors };
}
