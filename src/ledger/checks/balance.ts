// ops/balance.py: check each balance assertion against the running balance of the account and
// its sub-accounts, taken at the start of the assertion's day (balances sort before the day's
// transactions).
import { Decimal } from '../core/decimal.ts';
import type { Balance, Directive, LedgerError, Open } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';
import type { LedgerOptions } from '../core/options.ts';
import { addUnits, type RunningTotal } from '../core/running_total.ts';
import { balanceFailedMessage, balanceTolerance } from './balance_tolerance.ts';
import { selfAndAncestors } from './entry_accounts.ts';

/** What a balance assertion found: the accumulated units of its currency, and the error if any. */
export interface BalanceOutcome {
  readonly balance: Balance;
  readonly accumulated: Decimal;
  readonly error: LedgerError | null;
}

/** Runs the checks; `outcomes` keeps every assertion's accumulated amount for incremental updates. */
export function checkBalances(entries: readonly Directive[], options: LedgerOptions): { directives: readonly Directive[]; errors: LedgerError[]; outcomes: BalanceOutcome[] } {
  const asserted = new Set<string>();
  const opens = new Map<string, Open | null>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type === 'balance') asserted.add(e.account);
    // the earliest open decides the currencies a balance may assert (getters.get_account_open_close)
    else if (e.type === 'open') opens.set(e.account, opens.get(e.account) ?? e);
    else if (e.type === 'close' && !opens.has(e.account)) opens.set(e.account, null);
  }
  // ops/balance.py keeps an inventory per account (a lot that empties is gone, digits and all)
  // and at each assertion merges those of the account's subtree. Only accounts under an
  // asserted one are followed; a posting updates its own account's units.
  const held = new Map<string, HeldUnits | null>();
  const subtrees = new Map<string, Subtree>();
  for (const a of asserted) subtrees.set(a, { accounts: [], sorted: true });
  const holder = (account: string): HeldUnits | null => {
    let h = held.get(account);
    if (h === undefined) {
      h = null;
      for (const a of selfAndAncestors(account)) {
        const subtree = subtrees.get(a);
        if (subtree === undefined) continue;
        h ??= { plain: new Map(), atCost: null };
        subtree.accounts.push({ account, units: h });
        subtree.sorted = false;
      }
      held.set(account, h);
    }
    return h;
  };

  const errors: LedgerError[] = [];
  const outcomes: BalanceOutcome[] = [];
  // As in Beancount, an assertion on an account that does not exist leaves the stream.
  let dropped = false;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.type === 'transaction') {
      const postings = e.postings;
      for (let k = 0; k < postings.length; k++) {
        const p = postings[k]!;
        const h = holder(p.account);
        if (h === null) continue;
        if (p.cost !== null) (h.atCost ??= new Inventory()).addAmount(p.units, p.cost);
        else addUnits(h.plain, p.units.currency, p.units.number);
      }
    } else if (e.type === 'balance') {
      if (!opens.has(e.account)) {
        errors.push({ source: e.source, message: `Account '${e.account}' does not exist: `, kind: 'balance', entry: e });
        dropped = true;
        continue;
      }
      const open = opens.get(e.account);
      if (open && open.currencies.length > 0 && !open.currencies.includes(e.amount.currency))
        errors.push({ source: e.source, message: `Invalid currency '${e.amount.currency}' for Balance directive: `, kind: 'balance', entry: e });
      const accumulated = subtreeUnits(subtrees.get(e.account)!, e.amount.currency);
      const error = balanceError(e, accumulated, options);
      if (error) errors.push(error);
      outcomes.push({ balance: e, accumulated, error });
    }
  }
  const directives = dropped ? entries.filter((e) => e.type !== 'balance' || opens.has(e.account)) : entries;
  return { directives, errors, outcomes };
}

/** What one account holds: its units without cost per currency, and its lots at cost (rare). */
interface HeldUnits {
  readonly plain: Map<string, RunningTotal>;
  atCost: Inventory | null;
}

/** The accounts of an asserted account's subtree that have postings so far. */
interface Subtree {
  readonly accounts: { readonly account: string; readonly units: HeldUnits }[];
  sorted: boolean;
}

/**
 * realization.iter_children's order: an account, then each child (sorted by name) with its own
 * subtree. Beancount sums the subtree in this order, and a sum that reaches zero drops its digits.
 */
export function compareRealizationOrder(a: string, b: string): number {
  const x = a.split(':');
  const y = b.split(':');
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return x.length - y.length;
}

/**
 * compute_balance(...).get_currency_units(currency): the subtree's inventories merged account by
 * account (units without cost in one lot, lots at cost by lot, each dropped when it sums to
 * zero), then the units of the currency summed from 0.
 */
function subtreeUnits(subtree: Subtree, currency: string): Decimal {
  if (!subtree.sorted) {
    subtree.accounts.sort((a, b) => compareRealizationOrder(a.account, b.account));
    subtree.sorted = true;
  }
  let plain: Decimal | null = null;
  let lots: Inventory | null = null;
  for (const { units } of subtree.accounts) {
    const own = units.plain.get(currency)?.value();
    if (own !== undefined && !own.isZero()) {
      plain = plain === null ? own : plain.add(own);
      if (plain.isZero()) plain = null;
    }
    if (units.atCost !== null) for (const lot of units.atCost.lotsOf(currency)) (lots ??= new Inventory()).addAmount(lot.units, lot.cost);
  }
  let total = plain === null ? Decimal.ZERO : Decimal.ZERO.add(plain);
  if (lots !== null) total = total.add(lots.unitsOf(currency));
  return total;
}

/** The error for an assertion whose account and currency hold `accumulated`, or null if it passes. */
export function balanceError(balance: Balance, accumulated: Decimal, options: LedgerOptions): LedgerError | null {
  const diff = accumulated.sub(balance.amount.number);
  if (diff.abs().lte(balanceTolerance(balance, options))) return null;
  return { source: balance.source, message: balanceFailedMessage(balance, accumulated), kind: 'balance', entry: balance };
}

/** Each failed assertion and the copy of it that carries its difference (Beancount's diff_amount). */
function failedWithDiffs(outcomes: readonly BalanceOutcome[]): Map<Directive, Balance> {
  const failed = new Map<Directive, Balance>();
  for (const o of outcomes) {
    if (o.error === null) continue;
    const diffAmount = { number: o.accumulated.sub(o.balance.amount.number), currency: o.balance.amount.currency };
    failed.set(o.balance, { ...o.balance, diffAmount });
  }
  return failed;
}

/**
 * Beancount replaces a failed assertion in the entries with a copy that carries its difference
 * (diff_amount), so the errors of the checks that run after the balance checks show that copy.
 */
export function showingBalanceDiffs(errors: readonly LedgerError[], outcomes: readonly BalanceOutcome[]): LedgerError[] {
  const failed = failedWithDiffs(outcomes);
  if (failed.size === 0) return [...errors];
  return errors.map((e) => {
    const copy = e.entry !== undefined && e.entry !== null && !Array.isArray(e.entry) ? failed.get(e.entry as Directive) : undefined;
    return copy === undefined ? e : { ...e, entry: copy };
  });
}

/** The entries with each failed assertion replaced by that copy, as ops/balance.py returns them. */
export function withBalanceDiffs(entries: readonly Directive[], outcomes: readonly BalanceOutcome[]): Directive[] {
  const failed = failedWithDiffs(outcomes);
  return failed.size === 0 ? [...entries] : entries.map((e) => failed.get(e) ?? e);
}
