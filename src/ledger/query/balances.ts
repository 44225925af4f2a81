// Balances per account at a date, as bean-query's `SELECT account, sum(position) GROUP BY
// account` computes them (full precision), optionally rolled up over sub-accounts and
// valued in one currency from the price history.
import type { Amount } from '../core/amount.ts';
import type { Directive, Transaction } from '../core/directives.ts';
import { addDroppingZero, Inventory } from '../core/inventory.ts';
import type { Position } from '../core/position.ts';
import { type PriceMap, costOf, marketValue } from '../core/prices.ts';
import { Decimal } from '../core/decimal.ts';

export interface BalanceQuery {
  /** Include postings up to the end of this day (YYYY-MM-DD); undefined = everything. */
  readonly date?: string;
  /** Only this account and its sub-accounts. */
  readonly account?: string;
  /** Each row holds its sub-accounts too (parents appear even without postings of their own). */
  readonly rollup?: boolean;
  /** Cut account names to this many components, summing what falls together. */
  readonly depth?: number;
  /** Value each row in this currency (market value at `date`). */
  readonly convert?: string;
  /** Needed with `convert`. */
  readonly prices?: PriceMap;
}

export interface BalanceRow {
  readonly account: string;
  readonly inventory: Inventory;
  /** Sum of the market values in `convert`, when asked. */
  readonly value?: Amount;
  /** Positions with no known rate to `convert` (left out of `value`). */
  readonly unconverted?: readonly Amount[];
}

/** True when `account` is `root` or below it. */
export function isUnder(account: string, root: string): boolean {
  return account === root || (account.length > root.length && account.startsWith(root) && account[root.length] === ':');
}

/** The first `depth` components of an account name. */
export function truncateAccount(account: string, depth: number): string {
  return account.split(':').slice(0, depth).join(':');
}

/**
 * One inventory per account from its own postings, for transactions dated on or before `date`.
 * With `depth`, one per account name cut to that many components, adding the postings in ledger
 * order as bean-query's `GROUP BY root(account, N)` does: Python rounds every addition to 28
 * digits, and the order lots first appear in is the order convert() adds their values, so a
 * sum of per-account inventories can differ in real digits.
 */
export function inventoriesByAccount(directives: readonly Directive[], date?: string, account?: string, depth?: number): Map<string, Inventory> {
  const out = new Map<string, Inventory>();
  // Where each account's postings go (null: outside `account`), worked out once per account.
  const targets = new Map<string, Inventory | null>();
  const targetOf = (name: string): Inventory | null => {
    if (account !== undefined && !isUnder(name, account)) return null;
    const row = depth === undefined ? name : truncateAccount(name, depth);
    let inv = out.get(row);
    if (inv === undefined) out.set(row, (inv = new Inventory()));
    return inv;
  };
  for (const d of directives) {
    if (date !== undefined && d.date > date) break; // directives are sorted by date
    if (d.type !== 'transaction') continue;
    for (const p of (d as Transaction).postings) {
      let inv = targets.get(p.account);
      if (inv === undefined) targets.set(p.account, (inv = targetOf(p.account)));
      inv?.addAmount(p.units, p.cost);
    }
  }
  return out;
}

/** Cut to a depth without rollup, rows sum postings (see inventoriesByAccount), not accounts. */
export function cutByPostings(query: BalanceQuery): query is BalanceQuery & { depth: number } {
  return query.depth !== undefined && !query.rollup;
}

/** The balance rows for a query, sorted by account name, empty inventories left out. */
export function balances(directives: readonly Directive[], query: BalanceQuery = {}): BalanceRow[] {
  const depth = cutByPostings(query) ? query.depth : undefined;
  return balanceRows(inventoriesByAccount(directives, query.date, query.account, depth), query);
}

/**
 * The rows from each account's own inventory (in the order accounts first appear in the
 * ledger; rolled up, in the order of the account tree, as Beancount's realization adds them),
 * already limited to the date and account of the query. Cut to a depth without rollup, `own`
 * must be inventoriesByAccount() with that depth: the rows are those inventories as they are.
 */
export function balanceRows(own: ReadonlyMap<string, Inventory>, query: BalanceQuery = {}): BalanceRow[] {
  if (cutByPostings(query) && [...own.keys()].some((account) => account.split(':').length > query.depth)) {
    throw new Error('balanceRows: cut to a depth without rollup, the rows come from inventoriesByAccount() with that depth');
  }
  let grouped: ReadonlyMap<string, Inventory>;
  if (query.rollup) {
    const sums = new Map<string, Inventory>();
    // Rolled up, each row adds its subtree as realization.compute_balance does: the account
    // itself, then its children by name, depth first (the order decides the digits a lot keeps
    // when a running total passes through zero).
    for (const account of [...own.keys()].sort(compareInTreeOrder)) {
      const inv = own.get(account)!;
      for (const target of rollupTargets(account, query)) {
        let acc = sums.get(target);
        if (acc === undefined) sums.set(target, (acc = new Inventory()));
        acc.addInventory(inv);
      }
    }
    grouped = sums;
  } else {
    grouped = own;
  }
  const rows: BalanceRow[] = [];
  for (const account of [...grouped.keys()].sort()) {
    const inventory = grouped.get(account)!;
    if (inventory.isEmpty()) continue;
    if (query.convert !== undefined && query.prices !== undefined) rows.push({ account, inventory, ...valueOf(inventory.positions(), query.convert, query.prices, query.date) });
    else rows.push({ account, inventory });
  }
  return rows;
}

/** Accounts in the order of a walk of their tree: a parent first, then its children by name. */
function compareInTreeOrder(a: string, b: string): number {
  const x = a.split(':');
  const y = b.split(':');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/** The rows an account's postings count towards when rolled up. */
function rollupTargets(account: string, query: BalanceQuery): string[] {
  const parts = account.split(':');
  const depth = query.depth ?? parts.length;
  // Every ancestor (within the queried subtree), down to the depth cut.
  const targets: string[] = [];
  for (let n = 1; n <= Math.min(depth, parts.length); n++) {
    const name = parts.slice(0, n).join(':');
    if (query.account !== undefined && !isUnder(name, query.account)) continue;
    targets.push(name);
  }
  // A cut above the queried account: its whole subtree falls into the one name the cut leaves.
  if (targets.length === 0) targets.push(parts.slice(0, depth).join(':'));
  return targets;
}

/**
 * The positions at cost, one total per currency (Beancount's inventory.reduce(convert.get_cost),
 * Fava's "At Cost"): a lot counts units × its cost in the cost currency, units held without cost
 * count as they are; a running total that reaches zero is dropped, as an Inventory drops it.
 */
export function atCost(positions: readonly Position[]): Amount[] {
  const totals = new Map<string, Decimal>();
  for (const p of positions) {
    const cost = costOf(p);
    addDroppingZero(totals, cost.currency, cost.number);
  }
  return [...totals].map(([currency, number]) => ({ number, currency }));
}

/** Market value of positions in one currency; the units that cannot be converted are reported apart, summed per currency. */
export function valueOf(positions: readonly Position[], currency: string, prices: PriceMap, date?: string): { value: Amount; unconverted: Amount[] } {
  // As reduce(convert_position) sums them: a running total that reaches zero is dropped, digits and all.
  const values = new Map<string, Decimal>();
  const unconverted = new Map<string, Decimal>();
  for (const p of positions) {
    const v = marketValue(p, currency, prices, date);
    if (v !== null) addDroppingZero(values, currency, v.number);
    else addDroppingZero(unconverted, p.units.currency, p.units.number);
  }
  return { value: { number: values.get(currency) ?? Decimal.ZERO, currency }, unconverted: [...unconverted].map(([c, number]) => ({ number, currency: c })) };
}
