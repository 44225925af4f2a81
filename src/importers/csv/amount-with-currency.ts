// A money column whose cells hold the amount and its currency together, split by a slash: ICBC's
// debit-card export heads it 交易金额/币种 (and the balance 余额/币种) and writes -12.99/USD,
// 3,500.00/人民币, +120.00/CNY, 88.00/RMB.
import { currencyNamed } from './statement-currency.ts';

/** What follows the slash in such a header (in headerKey form). */
const CURRENCY_WORDS = ['币种', '货币', '币别', 'currency', 'ccy'];

/** The header names of a money column and, after each, the same with its currency: 交易金额/币种. */
export function withCurrencyNames(names: readonly string[]): string[] {
  return [...names, ...names.flatMap((name) => CURRENCY_WORDS.map((word) => `${name}/${word}`))];
}

/** Whether a header (in headerKey form) names an amount and its currency in one column. */
export function isAmountWithCurrency(key: string): boolean {
  const slash = key.lastIndexOf('/');
  return slash > 0 && CURRENCY_WORDS.includes(key.slice(slash + 1));
}

/**
 * A cell of such a column as its amount's text and the currency's code; null when it does not
 * split so (no slash, no digit before it, a currency name not known after it): its row is no
 * row to guess at.
 */
export function splitAmountWithCurrency(cell: string): { amount: string; currency: string } | null {
  const slash = cell.lastIndexOf('/');
  if (slash < 0) return null;
  const amount = cell.slice(0, slash).trim();
  const currency = currencyNamed(cell.slice(slash + 1));
  return /\d/.test(amount) && currency !== null ? { amount, currency } : null;
}
