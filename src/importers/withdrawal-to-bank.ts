// PayPal's `General Withdrawal` (and its other withdrawal types): money the user took out of PayPal
// to a bank account of theirs, a move between own accounts. QA re-check 2 of session 48, B10: it
// was booked as spending (Expenses:Uncategorized 500, flagged, "no account found").
import type { StatementRow } from './statement.ts';
import type { LedgerIndex } from './ledger-index.ts';
import { methodAlias } from './funding-account.ts';
import { rowWords } from './statement.ts';

const WITHDRAWAL_TYPES = /^(?:general\s+withdrawal|user\s+initiated\s+withdrawal|withdraw\s+funds\s+to\s+(?:a\s+)?bank\s+account|withdrawal\s+to\s+bank)$/i;

/** Whether the row is money out whose type (PayPal's Type column) says a withdrawal to the user's bank. */
export function isWithdrawalToBank(row: StatementRow): boolean {
  return row.amount.isNegative() && row.category !== undefined && row.category !== null && WITHDRAWAL_TYPES.test(row.category.trim());
}

/**
 * The own account a withdrawal reached: the Assets account whose alias the row's words name, else
 * the one Assets account that the ledger's earlier moves out of `funding` in the row's currency
 * reached (`by: 'history'`, a guess); null when neither tells one usable on the row's date.
 */
export function withdrawalAccount(index: LedgerIndex, row: StatementRow, funding: string, currency: string): { account: string; by: 'payee' | 'history' } | null {
  const usable = (account: string) => account !== funding && account.startsWith(`${index.rootNames.assets}:`) && index.usable(account, row.date, currency);
  const named = methodAlias(index, rowWords(row), usable);
  if (named !== null) return { account: named.account, by: 'payee' };
  const before = [...index.assetsMovedTo(funding, currency)].filter(usable);
  return before.length === 1 ? { account: before[0]!, by: 'history' } : null;
}

/** What the user is told of a withdrawal placed by the ledger's earlier ones. */
export function withdrawalByHistoryWarning(account: string): string {
  return `a withdrawal to your bank: booked as a move to ${account}, where the ledger's earlier withdrawals of this account went (check it if it went to another bank)`;
}
