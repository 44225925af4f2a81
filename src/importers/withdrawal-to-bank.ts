// PayPal's `General Withdrawal` (and its other withdrawal types): money the user took out of PayPal
// to a bank account of theirs, a move between own accounts. QA re-check 2 of session 48, B10: it
// was booked as spending (Expenses:Uncategorized 500, flagged, "no account found"). The same the
// other way: `Bank Deposit to PP Account` (money added from the user's bank) was income.
import type { StatementRow } from './statement.ts';
import { WITHDRAWAL_HISTORY_DAYS, type LedgerIndex } from './ledger-index.ts';
import { methodAlias } from './funding-account.ts';
import { rowWords } from './statement.ts';

const WITHDRAWAL_TYPES = /^(?:general\s+withdrawal|user\s+initiated\s+withdrawal|withdraw\s+funds\s+to\s+(?:a\s+)?bank\s+account|withdrawal\s+to\s+bank)$/i;
const DEPOSIT_TYPES = /^(?:bank\s+deposit\s+to\s+pp\s+account|add\s+funds\s+from\s+(?:a\s+)?bank\s+account|general\s+bank\s+deposit)$/i;

/** Whether the row's type (PayPal's Type column) says money moved between it and the user's bank: a withdrawal out, a bank deposit in. */
export function isMoveWithBank(row: StatementRow): boolean {
  const type = row.category?.trim();
  if (type === undefined || type === '') return false;
  return row.amount.isNegative() ? WITHDRAWAL_TYPES.test(type) : DEPOSIT_TYPES.test(type);
}

/**
 * The own account a withdrawal reached (or a bank deposit came from): the Assets account whose alias
 * the row's words name, else the one Assets account that the ledger's earlier moves out of `funding`
 * in the row's currency reached in the year before the row, WITHDRAWAL_HISTORY_DAYS (`by: 'history'`,
 * a guess); null when neither tells one usable on the row's date.
 */
export function withdrawalAccount(index: LedgerIndex, row: StatementRow, funding: string, currency: string): { account: string; by: 'payee' | 'history' } | null {
  const usable = (account: string) => account !== funding && account.startsWith(`${index.rootNames.assets}:`) && index.usable(account, row.date, currency);
  const named = methodAlias(index, rowWords(row), usable);
  if (named !== null) return { account: named.account, by: 'payee' };
  // (within a year: a bank replaced years ago is not chosen, nor, with the one now used, makes the
  // choice two; a closed account is never usable)
  const before = [...index.assetsMovedTo(funding, currency, row.date, WITHDRAWAL_HISTORY_DAYS)].filter(usable);
  return before.length === 1 ? { account: before[0]!, by: 'history' } : null;
}

/** What the user is told of a withdrawal (or a bank deposit) placed by the ledger's earlier withdrawals. */
export function withdrawalByHistoryWarning(account: string, row: StatementRow): string {
  return row.amount.isNegative()
    ? `a withdrawal to your bank: booked as a move to ${account}, where the ledger's earlier withdrawals of this account went (check it if it went to another bank)`
    : `money added from your bank: booked as a move from ${account}, where the ledger's earlier withdrawals of this account went (check it if it came from another bank)`;
}
