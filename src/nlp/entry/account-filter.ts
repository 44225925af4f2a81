// The root accounts, and the filter of accounts open on a date for a currency.
import { ACCOUNT_ROOTS } from '../ledger-index.ts';
import type { AccountFilter } from '../account-choice.ts';

export const { assets: ASSETS, liabilities: LIABILITIES, income: INCOME, expenses: EXPENSES } = ACCOUNT_ROOTS;
export const FUNDING_ROOTS = [ASSETS, LIABILITIES];

export function filterFor(roots: readonly string[], date: string, currency: string, exclude?: ReadonlySet<string>): AccountFilter {
  return { roots, date, currency, exclude };
}
