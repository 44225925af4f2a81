// A statement of one account may list rows in several currencies (PayPal's and Wise's exports of
// every balance): each currency's money is in the account of that currency beside the statement's
// (Assets:Wise:USD -> Assets:Wise:HKD) or below it (Assets:PayPal -> Assets:PayPal:EUR).
import type { LedgerIndex } from './ledger-index.ts';

/** Whether the open account takes `currency`: it names no currencies, or names that one. */
export function takesCurrency(index: LedgerIndex, account: string, currency: string): boolean {
  const currencies = index.open.get(account)?.currencies ?? [];
  return currencies.length === 0 || currencies.includes(currency);
}

/**
 * Whether the last part of the account's name is a currency (Assets:Wise:USD): a currency the
 * ledger knows (declared or used), that the account itself may hold (it names no currencies, or
 * that one), and not the name of its institution (an alias of it). An all-capitals name is as often
 * a bank's (Assets:Bank:CMB, Assets:Bank:N26, Assets:Bank:HSBC): taken for a currency, a row in
 * another currency went to whatever bank's account beside it took that currency (QA of session 50:
 * a 招行 statement's USD row was booked out of Assets:Bank:WellsFargo).
 */
export function namedAfterCurrency(index: LedgerIndex, account: string): boolean {
  const last = account.slice(account.lastIndexOf(':') + 1);
  if (!/^[A-Z][A-Z0-9'._-]{1,22}$/.test(last) || !index.knowsCurrency(last)) return false;
  const currencies = index.open.get(account)?.currencies ?? [];
  if (currencies.length > 0 && !currencies.includes(last)) return false;
  return !index.aliases.some((a) => a.account === account && a.alias === last.toLowerCase());
}

/**
 * The open accounts that may hold the money in `currency` of the statement account `own`: those
 * below it, and, when its last name part is a currency (namedAfterCurrency), those beside it; each
 * naming `currency` among its currencies (an account that names none is no currency's own).
 */
function currencyAccounts(index: LedgerIndex, own: string, currency: string): string[] {
  const parts = own.split(':');
  const parents = [own, ...(namedAfterCurrency(index, own) ? [parts.slice(0, -1).join(':')] : [])];
  const found: string[] = [];
  for (const [account, open] of index.open) {
    if (account === own || !open.currencies.includes(currency)) continue;
    if (parents.some((p) => account.startsWith(`${p}:`) && !account.slice(p.length + 1).includes(':'))) found.push(account);
  }
  return found;
}

/**
 * The account of `own`'s money in `currency`: `own` itself when it takes that currency, else the
 * one account of that currency beside or below it; null when there is none, or several.
 */
export function accountForCurrency(index: LedgerIndex, own: string, currency: string): string | null {
  if (takesCurrency(index, own, currency)) return own;
  const found = currencyAccounts(index, own, currency);
  return found.length === 1 ? found[0]! : null;
}

/** Why a row in `currency` is skipped when `own` does not take it and no one account of that currency is beside or below it. */
export function noCurrencyAccountReason(index: LedgerIndex, own: string, currency: string, amount: string): string {
  const found = currencyAccounts(index, own, currency);
  const allowed = index.open.get(own)?.currencies ?? [];
  const which = found.length > 1 ? `${found.join(' and ')} both take ${currency}, and the row does not say which` : `no account of ${currency} is open beside or below it (such as ${namedAfterCurrency(index, own) ? own.replace(/:[^:]*$/, '') : own}:${currency})`;
  return `the row moves ${amount} ${currency}, but ${own} takes only ${allowed.join(', ')} and ${which}: open it (or book the row by hand)`;
}
