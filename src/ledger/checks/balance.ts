// ops/balance.py: check each balance assertion against the running balance of the account and
// its sub-accounts, taken at the start of the assertion's day (balances sort before the day's
// transactions).
import { Decimal } from '../core/decimal.ts';
import type { Balance, Directive, LedgerError, Open } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { RunningTotal } from '../core/running_total.ts';
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
  for (const e of entries) {
    if (e.type === 'balance') asserted.add(e.account);
    // the earliest open decides the currencies a balance may assert (getters.get_account_open_close)
    else if (e.type === 'open') opens.set(e.account, opens.get(e.account) ?? e);
    else if (e.type === 'close' && !opens.has(e.account)) opens.set(e.account, null);
  }
  // Each asserted account keeps the units per currency of its whole subtree, so an assertion
  // costs one lookup; a posting updates the (few) asserted accounts on its ancestor chain.
  const subtree = new Map<string, Map<string, RunningTotal>>();
  for (const a of asserted) subtree.set(a, new Map());
  const trackersOf = new Map<string, Map<string, RunningTotal>[]>();
  const trackers = (account: string): Map<string, RunningTotal>[] => {
    let list = trackersOf.get(account);
    if (list === undefined) {
      list = [];
      for (const a of selfAndAncestors(account)) {
        const units = subtree.get(a);
        if (units !== undefined) list.push(units);
      }
      trackersOf.set(account, list);
    }
    return list;
  };

  const errors: LedgerError[] = [];
  const outcomes: BalanceOutcome[] = [];
  // As in Beancount, an assertion on an account that does not exist leaves the stream.
  let dropped = false;
  for (const e of entries) {
    if (e.type === 'transaction') {
      for (const p of e.postings) {
        const list = trackers(p.account);
        for (let i = 0; i < list.length; i++) addUnits(list[i]!, p.units.currency, p.units.number);
      }
    } else if (e.type === 'balance') {
      if (!opens.has(e.account)) {
        errors.push({ source: e.source, message: `Account '${e.account}' does not exist: `, kind: 'balance' });
        dropped = true;
        continue;
      }
      const open = opens.get(e.account);
      if (open && open.currencies.length > 0 && !open.currencies.includes(e.amount.currency))
        errors.push({ source: e.source, message: `Invalid currency '${e.amount.currency}' for Balance directive: `, kind: 'balance' });
      const accumulated = subtree.get(e.account)!.get(e.amount.currency)?.value() ?? Decimal.ZERO;
      const error = balanceError(e, accumulated, options);
      if (error) errors.push(error);
      outcomes.push({ balance: e, accumulated, error });
    }
  }
  const directives = dropped ? entries.filter((e) => e.type !== 'balance' || opens.has(e.account)) : entries;
  return { directives, errors, outcomes };
}

/**
 * Add to a running total. A total that reaches zero restarts from a plain zero, as Beancount's
 * inventory drops an emptied lot (this keeps the digits of "accumulated" in messages alike).
 */
function addUnits(units: Map<string, RunningTotal>, currency: string, number: Decimal): void {
  const running = units.get(currency);
  if (running === undefined) units.set(currency, new RunningTotal(number.isZero() ? Decimal.ZERO : number));
  else running.addDroppingZero(number);
}

/** The error for an assertion whose account and currency hold `accumulated`, or null if it passes. */
export function balanceError(balance: Balance, accumulated: Decimal, options: LedgerOptions): LedgerError | null {
  const diff = accumulated.sub(balance.amount.number);
  if (diff.abs().lte(balanceTolerance(balance, options))) return null;
  return { source: balance.source, message: balanceFailedMessage(balance, accumulated), kind: 'balance' };
}
