// validate_duplicate_balances and validate_duplicate_commodities.
import type { Balance, Commodity, Directive, LedgerError } from '../core/directives.ts';

export function balanceKey(b: Balance): string {
  return `${b.account}\u0000${b.amount.currency}\u0000${b.date}`;
}

/** Two balance assertions for the same account, currency and day must assert the same amount. */
export function validateDuplicateBalances(entries: readonly Directive[]): LedgerError[] {
  const seen = new Map<string, Balance>();
  const errors: LedgerError[] = [];
  for (const e of entries) {
    if (e.type !== 'balance') continue;
    const key = balanceKey(e);
    const previous = seen.get(key);
    if (previous === undefined) seen.set(key, e);
    else if (!previous.amount.number.eq(e.amount.number))
      errors.push({ source: e.source, message: 'Duplicate balance assertion with different amounts', kind: 'validation', entry: e });
  }
  return errors;
}

export function duplicateCommodityMessage(currency: string): string {
  return `Duplicate commodity directives for '${currency}'`;
}

export function validateDuplicateCommodities(entries: readonly Directive[]): LedgerError[] {
  const seen = new Map<string, Commodity>();
  const errors: LedgerError[] = [];
  for (const e of entries) {
    if (e.type !== 'commodity') continue;
    if (seen.has(e.currency)) errors.push({ source: e.source, message: duplicateCommodityMessage(e.currency), kind: 'validation', entry: e });
    else seen.set(e.currency, e);
  }
  return errors;
}
