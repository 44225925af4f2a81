// beancount.plugins.book_conversions (book_price_conversions_plugin), configured with
// "Assets:Account,Income:Account" (the two names split on one comma, semicolon, space or tab):
// postings of the assets account held without cost but with a price are booked FIFO, as Beancount
// 2.3.5 does it, odd corners included:
//
// - In a transaction with such a posting, those with units >= 0 (zero included) become lots at
//   their price ({price, date of the transaction}); those below zero are matched against the
//   pending lots of the same currency and cost currency (the price's), oldest first, and split into
//   one posting per lot used, each at that lot's cost and keeping its price. The profit
//   (units × (price − cost), summed per price currency as an Inventory sums) goes to the income
//   account, as the opposite number, on a posting of file `<book_conversions>`, line 0. The
//   postings come back as: new lots, reductions, income, then all the others as written.
// - A reduction with no lot left to match is reported ("Could not match position Posting(...)",
//   on the posting's line) and what it did not match is dropped from the transaction.
// - When a lot is used up, Beancount removes the *first* pending lot, which is another one when an
//   earlier lot of another currency is still pending: that lot is lost (a later reduction of it
//   finds nothing) and the empty one stays, so a later reduction meeting it fails the plugin
//   (its assertion "Internal error, zero lot"); so does a lot made by a posting of zero units.
// - Each lot and each reduction matched to it get the metadata `trades`: one link per match,
//   `trade-` and 12 hexadecimal digits, several joined by commas in the order of the matches.
// - Without a configuration the plugin fails (Python's call lacks its argument).
//
// Deliberate differences: Beancount names each trade with 12 random hexadecimal digits (part of a
// uuid4), so every load differs; here they are a hash of the match (its rank and the places of its
// two postings), so that reloading an unchanged ledger gives the same metadata (the service would
// otherwise see every load as a change). A configuration Beancount cannot read ("Invalid
// configuration: ..., skipping booking") is reported by Beancount with no source at all (and
// bean-check crashes printing it); here the plugin fails with that message, which reports it on
// the `plugin` line. In both cases nothing is booked.
import { createHash } from 'node:crypto';
import { Decimal } from '../core/decimal.ts';
import type { Cost, Directive, LedgerError, Posting, Source, Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { reprPosting } from '../booking/render.ts';
import { isValidAccount } from '../syntax/account_is_valid.ts';

const BOOK_CONVERSIONS_SOURCE: Source = { file: '<book_conversions>', line: 0 };
/** The metadata key of the links between a lot and its reductions. */
export const TRADES_META = 'trades';

/** A lot waiting to be reduced: the units left of it (changed in place) and the posting that made it. */
interface Lot {
  remaining: Decimal;
  readonly posting: Posting & { readonly cost: Cost };
}

interface Match {
  readonly lot: Posting;
  readonly reduction: Posting;
}

const isMatching = (p: Posting, account: string) => p.account === account && p.cost === null && p.price !== null;

/** Python's repr of the reducing posting as booking left it, for the error message. */
function reprOf(p: Posting): string {
  const meta = p.interpolated === true ? { ...p.meta, __automatic__: { type: 'bool' as const, value: true } } : p.meta;
  return reprPosting({ account: p.account, units: p.units, costSpec: null, price: p.price, flag: p.flag, file: p.source.file, line: p.source.line, meta });
}

/** reduce_inventory: the reduction split over the first matching lots; the profit; an error when lots run out. */
function reduce(pending: Lot[], posting: Posting, matches: Match[], errors: LedgerError[]): { postings: Posting[]; pnl: Decimal } {
  const price = posting.price!;
  const postings: Posting[] = [];
  let pnl = Decimal.ZERO;
  let wanted = posting.units.number.neg();
  while (!wanted.isZero()) {
    const lot = pending.find((l) => l.posting.units.currency === posting.units.currency && l.posting.cost.currency === price.currency);
    if (lot === undefined) {
      errors.push({ source: posting.source, message: `Could not match position ${reprOf(posting)}`, kind: 'plugin' });
      break;
    }
    if (!lot.remaining.isPositive()) throw new Error('AssertionError: Internal error, zero lot');
    // Python's min(wanted, remaining): the first unless the second is smaller.
    const number = lot.remaining.lt(wanted) ? lot.remaining : wanted;
    wanted = wanted.sub(number);
    lot.remaining = lot.remaining.sub(number);
    // Beancount pops the first pending lot, whichever lot was used.
    if (lot.remaining.isZero()) pending.shift();
    const cost = lot.posting.cost;
    const reduction: Posting = { ...posting, units: { number: number.neg(), currency: posting.units.currency }, cost };
    postings.push(reduction);
    pnl = pnl.add(number.mul(price.number.sub(cost.number)));
    matches.push({ lot: lot.posting, reduction });
  }
  return { postings, pnl };
}

/** A link name for the match of this rank: `trade-` and 12 hexadecimal digits, the same on every load. */
function tradeLink(rank: number, m: Match): string {
  const where = (s: Source) => `${s.file}:${s.line}`;
  const digest = createHash('sha256').update(`${rank}\u0000${where(m.lot.source)}\u0000${where(m.reduction.source)}`).digest('hex');
  return `trade-${digest.slice(0, 12)}`;
}

function bookTransaction(e: Transaction, assets: string, income: string, pending: Lot[], matches: Match[], errors: LedgerError[]): Transaction {
  const augmenting: Posting[] = [];
  const reducing: Posting[] = [];
  const other: Posting[] = [];
  for (const p of e.postings) {
    if (!isMatching(p, assets)) other.push(p);
    else if (p.units.number.isNegative()) reducing.push(p);
    else augmenting.push(p);
  }
  const postings: Posting[] = [];
  for (const p of augmenting) {
    const lot = { ...p, cost: { number: p.price!.number, currency: p.price!.currency, date: e.date, label: null } };
    pending.push({ remaining: p.units.number, posting: lot });
    postings.push(lot);
  }
  if (reducing.length > 0) {
    const pnl = new Inventory();
    for (const p of reducing) {
      const reduced = reduce(pending, p, matches, errors);
      postings.push(...reduced.postings);
      pnl.addAmount({ number: reduced.pnl, currency: p.price!.currency });
    }
    for (const pos of pnl)
      postings.push({ account: income, flag: null, units: { number: pos.units.number.neg(), currency: pos.units.currency }, cost: null, price: null, meta: {}, source: BOOK_CONVERSIONS_SOURCE });
  }
  postings.push(...other);
  return { ...e, postings };
}

/** link_entries_with_metadata: each lot and reduction matched gets its links under `trades`. */
function linkTrades(entries: Directive[], matches: readonly Match[]): void {
  const links = new Map<Posting, string[]>();
  matches.forEach((m, rank) => {
    const link = tradeLink(rank, m);
    for (const p of [m.lot, m.reduction]) {
      const list = links.get(p);
      if (list === undefined) links.set(p, [link]);
      else list.push(link);
    }
  });
  if (links.size === 0) return;
  entries.forEach((e, i) => {
    if (e.type !== 'transaction' || !e.postings.some((p) => links.has(p))) return;
    const postings = e.postings.map((p) => {
      const list = links.get(p);
      return list === undefined ? p : { ...p, meta: { ...p.meta, [TRADES_META]: { type: 'string' as const, value: list.join(',') } } };
    });
    const linked: Transaction = { ...e, postings };
    entries[i] = linked;
  });
}

export function bookConversions(entries: readonly Directive[], _options: LedgerOptions, config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  if (config === null) throw new Error("book_price_conversions_plugin() missing 1 required positional argument: 'config'");
  // Beancount: `assets_account, income_account = re.split(r'[,; \t]', config)`
  const parts = config.split(/[,; \t]/);
  let problem: string | null = null;
  if (parts.length > 2) problem = 'too many values to unpack (expected 2)';
  else if (parts.length < 2) problem = `not enough values to unpack (expected 2, got ${parts.length})`;
  else if (!isValidAccount(parts[0]!) || !isValidAccount(parts[1]!)) problem = 'Invalid account string';
  if (problem !== null) throw new Error(`Invalid configuration: "${config}": ${problem}, skipping booking`);
  const [assets, income] = parts as [string, string];

  const pending: Lot[] = [];
  const matches: Match[] = [];
  const errors: LedgerError[] = [];
  const out: Directive[] = entries.map((e) => {
    if (e.type !== 'transaction' || !e.postings.some((p) => isMatching(p, assets))) return e;
    const booked = bookTransaction(e, assets, income, pending, matches, errors);
    return booked;
  });
  linkTrades(out, matches);
  return { directives: out, errors };
}
