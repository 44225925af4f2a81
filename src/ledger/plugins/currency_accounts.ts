// beancount.plugins.currency_accounts (insert_currency_trading_postings): a transaction that has a
// price on some posting and whose postings fall into more than one currency is rebalanced per
// currency through a currency account, `<base>:<CURRENCY>` (base `Equity:CurrencyAccounts`, or
// the configuration stripped of blanks when account.is_valid takes it; any other configuration
// silently falls back to the default). As Beancount 2.3.5 does it, odd corners included:
//
// - A posting falls into the currency of its cost when it has one, else into the currency of its
//   units; a price does not move it (so `90 EUR @ 1.11 USD` is in EUR). A posting at cost whose
//   price is in another currency than the cost makes the plugin fail (its `assert`).
// - The groups are taken in the order their currency first appears. A group's postings are summed
//   at cost (units × cost, or units) as an Inventory sums them (a sum that reaches zero starts
//   again from the next amount, which sets the number's exponent). A group summing to zero is
//   left as it is, prices kept; otherwise its postings follow with their prices removed, then a
//   posting to the group's currency account for the opposite of the sum.
// - The transaction's metadata gets `currency_accounts_processed: TRUE`.
// - Each currency account used is opened (file `<currency_accounts>`, line = rank among them in
//   name order) on the date of the first entry, whether or not it is already open (Beancount then
//   reports the duplicate open). With no entry at all the plugin fails (it reads `entries[0]`),
//   and it requires a configuration (without one, Python's call fails with a TypeError).
//
// Deliberate differences, because the service needs every posting and transaction to have a
// place: Beancount makes the currency-account postings without metadata (None, here
// MADE_POSTING_META) and without a place; here they carry the transaction's source. A later
// plugin that reports a problem on such a posting therefore points at the transaction's line
// (Beancount at no line). When the plugin fails part way, Beancount has already set
// `currency_accounts_processed` on the (shared) metadata of the transactions before the failing
// one, which stay in the ledger; here a failure changes nothing.
import type { Amount } from '../core/amount.ts';
import { compareDirectives, type Directive, type LedgerError, type Open, type Posting, type Source, type Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import { MADE_POSTING_META } from '../core/synthesised.ts';
import type { LedgerOptions } from '../core/options.ts';
import { isValidAccount } from '../syntax/account_is_valid.ts';
import { pyStrip } from './python_re.ts';

const CURRENCY_ACCOUNTS_FILE = '<currency_accounts>';
export const DEFAULT_BASE_ACCOUNT = 'Equity:CurrencyAccounts';
export const META_PROCESSED = 'currency_accounts_processed';

/** convert.get_cost: the units at cost, or the units when there is no cost. */
function costOf(p: Posting): Amount {
  return p.cost === null ? p.units : { number: p.cost.number.mul(p.units.number), currency: p.cost.currency };
}

/** group_postings_by_weight_currency: the postings by the currency of their cost or units, and whether any has a price. */
function groupByCurrency(t: Transaction): { groups: Map<string, Posting[]>; hasPrice: boolean } {
  const groups = new Map<string, Posting[]>();
  let hasPrice = false;
  for (const p of t.postings) {
    let currency = p.units.currency;
    if (p.cost !== null) {
      currency = p.cost.currency;
      // Beancount: `assert posting.price.currency == currency`
      if (p.price !== null && p.price.currency !== currency) throw new Error('AssertionError');
    }
    if (p.price !== null) hasPrice = true;
    let group = groups.get(currency);
    if (group === undefined) groups.set(currency, (group = []));
    group.push(p);
  }
  return { groups, hasPrice };
}

/** get_neutralizing_postings: the postings again, group by group, each unbalanced group closed by its currency account. */
function neutralized(groups: Map<string, Posting[]>, base: string, source: Source, accounts: Set<string>): Posting[] {
  const out: Posting[] = [];
  for (const [currency, postings] of groups) {
    const inventory = new Inventory();
    for (const p of postings) inventory.addAmount(costOf(p));
    if (inventory.isEmpty()) {
      out.push(...postings);
      continue;
    }
    for (const p of postings) out.push(p.price === null ? p : { ...p, price: null });
    // One currency only: get_only_position().
    const total = inventory.positions()[0]!.units;
    const account = `${base}:${currency}`;
    accounts.add(account);
    out.push({ account, flag: null, units: { number: total.number.neg(), currency: total.currency }, cost: null, price: null, meta: MADE_POSTING_META, source });
  }
  return out;
}

export function insertCurrencyAccounts(entries: readonly Directive[], _options: LedgerOptions, config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  if (config === null) throw new Error("insert_currency_trading_postings() missing 1 required positional argument: 'config'");
  let base = pyStrip(config);
  if (!isValidAccount(base)) base = DEFAULT_BASE_ACCOUNT;
  const accounts = new Set<string>();
  const out: Directive[] = entries.map((e) => {
    if (e.type !== 'transaction') return e;
    const { groups, hasPrice } = groupByCurrency(e);
    if (!hasPrice || groups.size <= 1) return e;
    const changed: Transaction = { ...e, meta: { ...e.meta, [META_PROCESSED]: { type: 'bool', value: true } }, postings: neutralized(groups, base, e.source, accounts) };
    return changed;
  });
  // Beancount: `earliest_date = entries[0].date`
  if (entries.length === 0) throw new Error('IndexError: list index out of range');
  const date = entries[0]!.date;
  const opens: Open[] = [...accounts].sort().map((account, index) => ({
    type: 'open', date, account, currencies: [], booking: null, meta: {}, source: { file: CURRENCY_ACCOUNTS_FILE, line: index },
  }));
  // The opens lead the list, so the (stable) sort keeps them before entries of the same key.
  return { directives: opens.length === 0 ? out : [...opens, ...out].sort(compareDirectives), errors: [] };
}
