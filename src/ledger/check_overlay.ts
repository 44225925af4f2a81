// What one check of additions sees: the loaded ledger's indexes with the additions evaluated so
// far laid over them (their postings, opens, commodities and balances), so that the check asks
// the same questions of both without copying the indexes.
import type { Decimal } from './core/decimal.ts';
import type { Balance, BookingMethod, Directive, Open, Posting, RawDirective, Source } from './core/directives.ts';
import { Inventory } from './core/inventory.ts';
import { allowedAfterClose, inactiveAccountMessage } from './checks/active_accounts.ts';
import { compareRealizationOrder } from './checks/balance.ts';
import { balanceKey } from './checks/duplicates.ts';
import { isSelfOrDescendant } from './checks/entry_accounts.ts';
import type { LedgerIndex } from './ledger_index.ts';
import { AUTO_ACCOUNTS_FILE } from './plugins/auto_accounts.ts';
import { sortKey } from './posting_timeline.ts';

/** The ledger's indexes plus the additions evaluated so far in one check. */
export class Overlay {
  private readonly ix: LedgerIndex;
  private readonly postings = new Map<string, { key: number; posting: Posting }[]>();
  private readonly opens = new Map<string, { key: number; open: Open }>();
  private readonly autoOpens = new Map<string, string>();
  private readonly commodities = new Map<string, { key: number; source: Source }>();
  private readonly balances = new Map<string, { key: number; balance: Balance }>();

  /** Accounts the additions open, wherever they sort: a use before such an open is "inactive", not "unknown". */
  private readonly openedByAdditions = new Set<string>();
  /** Per account, the last open among the additions that lists currencies: it constrains earlier postings too. */
  private readonly constrainedByAdditions = new Map<string, Open>();

  constructor(ix: LedgerIndex, additions: readonly RawDirective[]) {
    this.ix = ix;
    for (const d of additions) {
      if (d.type !== 'open') continue;
      this.openedByAdditions.add(d.account);
      const known = this.constrainedByAdditions.get(d.account);
      if (d.currencies.length > 0 && (known === undefined || ix.keyOf(d) >= ix.keyOf(known))) this.constrainedByAdditions.set(d.account, d);
    }
  }

  inventoryAt(account: string, key: number): Inventory {
    const inv = this.ix.timelines.get(account)?.inventoryAt(key) ?? new Inventory();
    for (const { key: k, posting } of this.postings.get(account) ?? []) if (k <= key) inv.addAmount(posting.units, posting.cost);
    return inv;
  }

  /**
   * The account's inventory at `key` summed posting by posting in ledger order, the additions
   * among the others: the digits Beancount's running inventory keeps (a lot that empties on the
   * way takes its digits with it). inventoryAt() adds the additions last: the same value.
   */
  inventoryInOrderAt(account: string, key: number, padding?: ReadonlyMap<string, readonly { key: number; posting: Posting }[]>): Inventory {
    const inv = new Inventory();
    const own = this.postings.get(account) ?? [];
    const padded = padding?.get(account);
    const added = padded === undefined ? own : [...own, ...padded].sort((a, b) => a.key - b.key);
    let next = 0;
    // The additions sorting before `k` (or at it, with `atToo`) that are not in yet.
    const addBefore = (k: number, atToo: boolean) => {
      for (; next < added.length && (added[next]!.key < k || (atToo && added[next]!.key === k)); next++) inv.addAmount(added[next]!.posting.units, added[next]!.posting.cost);
    };
    this.ix.timelines.get(account)?.forEachUntil(key, (k, posting) => {
      addBefore(k, false);
      inv.addAmount(posting.units, posting.cost);
    });
    addBefore(key, true);
    return inv;
  }

  /**
   * What the balance check accumulates: the subtree's inventories merged in realization order
   * (see checks/balance.ts). `exact`: with the digits Beancount shows (inventoryInOrderAt), for
   * a failing assertion's message; the value is the same either way.
   */
  subtreeUnitsAt(account: string, currency: string, key: number, exact = false, padding?: ReadonlyMap<string, readonly { key: number; posting: Posting }[]>): Decimal {
    const total = new Inventory();
    const accounts = [...new Set([...this.ix.timelines.keys(), ...this.postings.keys(), ...(padding?.keys() ?? [])])].filter((a) => isSelfOrDescendant(a, account));
    for (const a of accounts.sort(compareRealizationOrder)) total.addInventory(exact ? this.inventoryInOrderAt(a, key, padding) : this.inventoryAt(a, key));
    return total.unitsOf(currency);
  }

  addPosting(account: string, key: number, posting: Posting): void {
    const list = this.postings.get(account) ?? [];
    list.push({ key, posting });
    this.postings.set(account, list);
  }

  /** With auto_accounts, the first use of an account without an open directive opens it that day. */
  noteUse(account: string, date: string): void {
    if (this.ix.autoAccounts && !this.hasOpen(account) && !this.autoOpens.has(account)) this.autoOpens.set(account, date);
  }

  methodOf(account: string): BookingMethod {
    return this.opens.get(account)?.open.booking ?? this.ix.methods.get(account) ?? this.ix.options.bookingMethod;
  }

  hasExplicitOpen(account: string): boolean {
    const open = this.ix.opens.get(account);
    return this.opens.has(account) || (open !== undefined && open.source.file !== AUTO_ACCOUNTS_FILE);
  }
  hasOpen(account: string): boolean {
    return this.opens.has(account) || this.ix.opens.has(account);
  }
  openOf(account: string): Open | undefined {
    return this.ix.opens.get(account) ?? this.opens.get(account)?.open;
  }
  /** validate_currency_constraints' open for the account: the last one that lists currencies, in the ledger or among the additions. */
  constraintOf(account: string): Open | undefined {
    const added = this.constrainedByAdditions.get(account);
    const known = this.ix.constrained.get(account);
    if (added === undefined || known === undefined) return added ?? known;
    return this.ix.keyOf(added) >= this.ix.keyOf(known) ? added : known;
  }
  addOpen(open: Open, key: number): void {
    if (!this.opens.has(open.account)) this.opens.set(open.account, { key, open });
  }

  /** validate_active_accounts for one reference at `key`, or null when it is fine. */
  inactiveMessage(account: string, key: number, d: Directive): string | null {
    const events = [...(this.ix.openClose.get(account) ?? [])];
    const added = this.opens.get(account);
    if (added) events.push({ key: added.key, open: true });
    const auto = this.autoOpens.get(account);
    if (auto !== undefined) events.push({ key: sortKey(auto, 'open', 0), open: true });
    events.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let active = false;
    let openedBefore = false;
    for (const e of events) {
      if (e.key >= key) break;
      active = e.open;
      if (e.open) openedBefore = true;
    }
    if (active) return null;
    if (allowedAfterClose(d.type) && openedBefore) return null;
    return inactiveAccountMessage(account, events.some((e) => e.open) || this.openedByAdditions.has(account));
  }

  commodityFirst(currency: string): { key: number; source: Source } | undefined {
    const a = this.ix.commodities.get(currency);
    const b = this.commodities.get(currency);
    if (a === undefined || b === undefined) return a ?? b;
    return a.key <= b.key ? a : b;
  }
  addCommodity(currency: string, key: number, source: Source): void {
    const first = this.commodities.get(currency);
    if (first === undefined || first.key > key) this.commodities.set(currency, { key, source });
  }

  balanceFirst(dayKey: string): { key: number; balance: Balance } | undefined {
    const a = this.ix.balanceByDay.get(dayKey);
    const b = this.balances.get(dayKey);
    if (a === undefined || b === undefined) return a ?? b;
    return a.key <= b.key ? a : b;
  }
  addBalance(balance: Balance, key: number): void {
    const k = balanceKey(balance);
    const first = this.balances.get(k);
    if (first === undefined || first.key > key) this.balances.set(k, { key, balance });
  }
}
