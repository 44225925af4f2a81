// The indexes a loaded ledger keeps so that one more directive can be checked and added
// without re-running the pipeline: per-account postings, open/close history, balance
// assertions with what they accumulated, and the plugin state.
import type { Decimal } from './core/decimal.ts';
import type { Balance, BookingMethod, Close, Directive, LedgerError, Open, Pad, RawTransaction, Source, Transaction } from './core/directives.ts';
import type { LedgerOptions } from './core/options.ts';
import type { LoadedEntries } from './load.ts';
import { forEachAccount } from './checks/entry_accounts.ts';
import { balanceKey } from './checks/duplicates.ts';
import { AUTO_ACCOUNTS_FILE } from './plugins/auto_accounts.ts';
import { IMPLICIT_PRICES_META, ImplicitPriceSet } from './plugins/implicit_prices.ts';
import { PostingTimeline, sortKey } from './posting_timeline.ts';

/**
 * Sort position of a directive: (date, kind, line) as data.entry_sortkey, and among equal ones
 * the main file's first. Beancount's sort is stable and reads the main file before the files it
 * includes, so a directive of an included file sorts after one of the main file with the same
 * date, kind and line (the service appends to the main file): half a step later. Exact, since
 * keys stay below 2^51, where doubles are 0.25 apart. Two included files tie: an addition that
 * meets a directive of another file on its key is checked by running the pipeline again.
 */
export function keyOf(d: { date: string; type: string; source: Source }, mainFile: string): number {
  const key = sortKey(d.date, d.type, d.source.line);
  return d.source.file === mainFile || d.source.file === AUTO_ACCOUNTS_FILE ? key : key + 0.5;
}

/** A balance assertion, what its account subtree held at its date, and its error if failing. */
export interface BalanceRecord {
  readonly key: number;
  readonly balance: Balance;
  accumulated: Decimal;
  error: LedgerError | null;
}

export interface OpenCloseEvent {
  readonly key: number;
  readonly open: boolean;
}

export class LedgerIndex {
  readonly options: LedgerOptions;
  readonly directives: Directive[];
  readonly errors: LedgerError[];
  /** First open and first close of each account. */
  readonly opens = new Map<string, Open>();
  readonly closes = new Map<string, Close>();
  /** Open and close directives of each account, in ledger order. */
  readonly openClose = new Map<string, OpenCloseEvent[]>();
  /** The open directive holding each account's currency constraint (the last with currencies). */
  readonly constrained = new Map<string, Open>();
  readonly methods = new Map<string, BookingMethod>();
  /** Every account any directive names. */
  readonly referenced = new Set<string>();
  private timelineMap: Map<string, PostingTimeline> | null = null;
  /** Booked transactions before padding, until the timelines are built from them. */
  private bookedForTimelines: readonly Directive[] | null;
  readonly balances = new Map<string, BalanceRecord[]>();
  /** (account, currency, date) -> the first balance assertion, for the duplicate check. */
  readonly balanceByDay = new Map<string, { key: number; balance: Balance }>();
  readonly commodities = new Map<string, { key: number; source: Source }>();
  readonly pads: Pad[] = [];
  /** Account -> sort key of its last posting written with a cost (`{...}`), booked or not. */
  readonly lastCostSpec = new Map<string, number>();
  /** Whether pad and balance run (plugin_processing_mode "default"). */
  readonly defaults: boolean;
  readonly autoAccounts: boolean;
  /** Accounts opened by auto_accounts, with the date of that open. */
  readonly autoOpened = new Map<string, string>();
  /** Keys of implicit prices already made, or null without the implicit_prices plugin. */
  readonly implicitPrices: ImplicitPriceSet | null;

  /** The file the ledger was loaded from (the others are included from it). */
  readonly mainFile: string;

  constructor(loaded: LoadedEntries, pluginNames: readonly string[], mainFile: string) {
    this.mainFile = mainFile;
    this.options = loaded.options;
    this.directives = loaded.directives;
    this.errors = loaded.errors;
    this.defaults = loaded.options.pluginProcessingMode === 'default';
    // beancount.plugins.auto is the two together
    const auto = pluginNames.includes('beancount.plugins.auto');
    this.autoAccounts = auto || pluginNames.includes('beancount.plugins.auto_accounts');
    this.implicitPrices = auto || pluginNames.includes('beancount.plugins.implicit_prices') ? new ImplicitPriceSet() : null;
    this.bookedForTimelines = loaded.booked;
    for (const d of loaded.sortedRaw) {
      if (d.type === 'transaction') this.noteCostSpecs(d);
      // An assertion on an account that does not exist left the stream, but opening that account
      // brings it back: its name counts as referenced.
      else if (d.type === 'balance') this.referenced.add(d.account);
    }
    for (const d of this.directives) this.indexDirective(d);
    const outcomeByBalance = new Map(loaded.balanceOutcomes.map((o) => [o.balance, o]));
    for (const d of this.directives) {
      if (d.type !== 'balance') continue;
      const outcome = outcomeByBalance.get(d);
      if (outcome !== undefined) this.addBalanceRecord({ key: this.keyOf(d), balance: d, accumulated: outcome.accumulated, error: outcome.error });
    }
  }

  /** The directive's sort position in this ledger (see keyOf). */
  keyOf(d: { date: string; type: string; source: Source }): number {
    return keyOf(d, this.mainFile);
  }

  /** Remember the postings written with a cost: lot booking of later entries depends on what precedes them. */
  noteCostSpecs(txn: RawTransaction): void {
    let key: number | null = null;
    for (const p of txn.postings) {
      if (p.cost === null) continue;
      key ??= this.keyOf(txn);
      if ((this.lastCostSpec.get(p.account) ?? -Infinity) < key) this.lastCostSpec.set(p.account, key);
    }
  }

  private readonly addReferenced = (account: string): void => {
    this.referenced.add(account);
  };

  /** Per-account postings, built on first use so that loading does not pay for them. */
  get timelines(): Map<string, PostingTimeline> {
    if (this.timelineMap === null) {
      const map = new Map<string, PostingTimeline>();
      for (const d of this.bookedForTimelines ?? []) {
        if (d.type !== 'transaction') continue;
        const key = this.keyOf(d);
        for (const p of d.postings) {
          let t = map.get(p.account);
          if (t === undefined) map.set(p.account, (t = new PostingTimeline()));
          t.push(key, p);
        }
      }
      this.timelineMap = map;
      this.bookedForTimelines = null;
    }
    return this.timelineMap;
  }

  timeline(account: string): PostingTimeline {
    const timelines = this.timelines;
    let t = timelines.get(account);
    if (t === undefined) timelines.set(account, (t = new PostingTimeline()));
    return t;
  }

  /** Record what a directive adds to the account, open/close, duplicate and plugin indexes. */
  indexDirective(d: Directive, key?: number): void {
    forEachAccount(d, this.addReferenced);
    switch (d.type) {
      case 'open': {
        key ??= this.keyOf(d);
        if (!this.opens.has(d.account)) this.opens.set(d.account, d);
        this.addOpenClose(d.account, { key, open: true });
        if (d.currencies.length > 0) this.constrained.set(d.account, d);
        if (d.booking !== null) this.methods.set(d.account, d.booking);
        if (d.source.file === AUTO_ACCOUNTS_FILE) this.autoOpened.set(d.account, d.date);
        break;
      }
      case 'close':
        key ??= this.keyOf(d);
        if (!this.closes.has(d.account)) this.closes.set(d.account, d);
        this.addOpenClose(d.account, { key, open: false });
        break;
      case 'balance': {
        key ??= this.keyOf(d);
        const k = balanceKey(d);
        const first = this.balanceByDay.get(k);
        if (first === undefined || first.key > key) this.balanceByDay.set(k, { key, balance: d });
        break;
      }
      case 'commodity': {
        key ??= this.keyOf(d);
        const first = this.commodities.get(d.currency);
        if (first === undefined || first.key > key) this.commodities.set(d.currency, { key, source: d.source });
        break;
      }
      case 'pad':
        this.pads.push(d);
        break;
      case 'price':
        if (this.implicitPrices !== null && d.meta[IMPLICIT_PRICES_META] !== undefined) this.implicitPrices.add(d);
        break;
    }
  }

  private addOpenClose(account: string, event: OpenCloseEvent): void {
    const list = this.openClose.get(account);
    if (list === undefined) this.openClose.set(account, [event]);
    else insertSorted(list, event);
  }

  addBalanceRecord(record: BalanceRecord): void {
    this.padReach = null;
    const list = this.balances.get(record.balance.account);
    if (list === undefined) this.balances.set(record.balance.account, [record]);
    else insertSorted(list, record);
  }

  private padReach: Map<Pad, Map<string, number>> | null = null;

  /**
   * For a pad: per currency, the key of the first balance assertion on its account's subtree
   * that it may fill (after it, before the next pad of the same account).
   */
  firstAssertionsAfter(pad: Pad): Map<string, number> {
    this.padReach ??= new Map();
    let reach = this.padReach.get(pad);
    if (reach !== undefined) return reach;
    reach = new Map();
    const padKey = this.keyOf(pad);
    let windowEnd = Infinity;
    for (const other of this.pads) {
      const k = this.keyOf(other);
      if (other.account === pad.account && k > padKey && k < windowEnd) windowEnd = k;
    }
    for (const [account, records] of this.balances) {
      if (account !== pad.account && !(account.startsWith(pad.account) && account[pad.account.length] === ':')) continue;
      for (const r of records) {
        if (r.key <= padKey || r.key >= windowEnd) continue;
        const currency = r.balance.amount.currency;
        if ((reach.get(currency) ?? Infinity) > r.key) reach.set(currency, r.key);
      }
    }
    this.padReach.set(pad, reach);
    return reach;
  }

  /** The transactions pad inserted right after `pad` (its padding), in order. */
  paddingOf(pad: Pad): Transaction[] {
    const key = this.keyOf(pad);
    const out: Transaction[] = [];
    let i = this.directivesBefore(key, false);
    while (i < this.directives.length && this.directives[i] !== pad && this.keyOf(this.directives[i]!) === key) i++;
    if (this.directives[i] !== pad) return out;
    for (i++; i < this.directives.length; i++) {
      const d = this.directives[i]!;
      // Each padding transaction carries its pad's source.
      if (d.type !== 'transaction' || d.source !== pad.source) break;
      out.push(d);
    }
    return out;
  }

  /** The transactions that sort at `key` (one, but for ties between files), in ledger order. */
  transactionsAt(key: number): Transaction[] {
    const out: Transaction[] = [];
    for (let i = this.directivesBefore(key, false); i < this.directives.length; i++) {
      const d = this.directives[i]!;
      if (this.keyOf(d) !== key) break;
      if (d.type === 'transaction') out.push(d);
    }
    return out;
  }

  /** Put `replacement`, which sorts as `d` does, where `d` is. */
  replaceDirective(d: Directive, replacement: Directive): void {
    const key = this.keyOf(d);
    for (let i = this.directivesBefore(key, false); i < this.directives.length && this.keyOf(this.directives[i]!) === key; i++) {
      if (this.directives[i] !== d) continue;
      this.directives[i] = replacement;
      return;
    }
    throw new Error(`replaceDirective: the ${d.type} of ${d.source.file}:${d.source.line} is not in the ledger`);
  }

  /** Insert a directive after those that sort at or before it. */
  insertDirective(d: Directive, key: number): void {
    this.directives.splice(this.directivesBefore(key, true), 0, d);
  }

  /**
   * Whether a directive of another file than `file` sorts at `key` (same date, kind and line).
   * Beancount orders such a tie by the order the files are read in, which the keys do not hold.
   */
  tiesWithOtherFile(key: number, file: string): boolean {
    for (let i = this.directivesBefore(key, false); i < this.directives.length; i++) {
      const d = this.directives[i]!;
      if (this.keyOf(d) !== key) return false;
      if (d.source.file !== file) return true;
    }
    return false;
  }

  /** How many directives sort before `key` (and, with `atToo`, at it). */
  private directivesBefore(key: number, atToo: boolean): number {
    let lo = 0;
    let hi = this.directives.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keyOf(this.directives[mid]!);
      if (k < key || (atToo && k === key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Insert into a list sorted by key, after equal keys. */
export function insertSorted<T extends { key: number }>(list: T[], item: T): void {
  let i = list.length;
  while (i > 0 && list[i - 1]!.key > item.key) i--;
  list.splice(i, 0, item);
}
