// The account balances booking consults: the inventory of an account, and whether a posting
// would reduce it (Inventory.is_reduced_by), which must not cost a scan of every lot.
import type { Decimal } from '../core/decimal.ts';
import type { Amount } from '../core/amount.ts';
import type { Cost } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';

export interface BalanceLookup {
  inventory(account: string): Inventory;
  /** Some lot of `currency` in the account has the sign opposite to `number` (false for zero). */
  isReducedBy(account: string, number: Decimal, currency: string): boolean;
}

/** Inventory.is_reduced_by by scanning the lots. */
export function inventoryIsReducedBy(balance: Inventory, number: Decimal, currency: string): boolean {
  if (number.isZero()) return false;
  const negative = number.isNegative();
  for (const p of balance) {
    if (p.units.currency === currency && p.units.number.isNegative() !== negative) return true;
  }
  return false;
}

/** A lookup over balances someone else keeps (incremental appends). */
export function lookupFrom(balanceOf: (account: string) => Inventory): BalanceLookup {
  return {
    inventory: balanceOf,
    isReducedBy: (account, number, currency) => inventoryIsReducedBy(balanceOf(account), number, currency),
  };
}

const EMPTY = new Inventory();

interface LotSigns {
  positive: number;
  negative: number;
}

class AccountBalance {
  readonly inventory = new Inventory();
  /** Units not held at cost, added lazily: most accounts are never consulted. */
  pending: Amount[] = [];
  /** Per currency, how many lots at cost are long and short. */
  readonly costLotSigns = new Map<string, LotSigns>();

  settle(): Inventory {
    if (this.pending.length > 0) {
      for (const units of this.pending) this.inventory.addAmount(units);
      this.pending = [];
    }
    return this.inventory;
  }

  addAtCost(units: Amount, cost: Cost): void {
    const before = this.inventory.addAmount(units, cost);
    let signs = this.costLotSigns.get(units.currency);
    if (signs === undefined) {
      signs = { positive: 0, negative: 0 };
      this.costLotSigns.set(units.currency, signs);
    }
    let after = units.number;
    if (before !== undefined) {
      if (before.units.number.isNegative()) signs.negative--;
      else signs.positive--;
      after = before.units.number.add(units.number);
    }
    if (after.isZero()) return;
    if (after.isNegative()) signs.negative++;
    else signs.positive++;
  }
}

/** Balances of every account, updated with each booked posting (the `balances` of booking_full._book). */
export class RunningBalances implements BalanceLookup {
  private readonly accounts = new Map<string, AccountBalance>();

  add(account: string, units: Amount, cost: Cost | null): void {
    let balance = this.accounts.get(account);
    if (balance === undefined) {
      balance = new AccountBalance();
      this.accounts.set(account, balance);
    }
    if (cost === null) balance.pending.push(units);
    else balance.addAtCost(units, cost);
  }

  inventory(account: string): Inventory {
    return this.accounts.get(account)?.settle() ?? EMPTY;
  }

  isReducedBy(account: string, number: Decimal, currency: string): boolean {
    if (number.isZero()) return false;
    const balance = this.accounts.get(account);
    if (balance === undefined) return false;
    const negative = number.isNegative();
    const signs = balance.costLotSigns.get(currency);
    if (signs !== undefined && (negative ? signs.positive : signs.negative) > 0) return true;
    const plain = balance.settle().get(currency);
    return plain !== undefined && plain.units.number.isNegative() !== negative;
  }
}
