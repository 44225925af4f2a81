// The accounts of a write that only the auto_accounts plugin opens: Beancount takes a misspelt
// account there (the plugin opens it), so the write stands, but its answer says so (newcomer QA
// s50: Expenses:Fod was a 201 that appended a new account without a word, where a ledger without
// the plugin answers "did you mean Expenses:Food?").
import type { Ledger } from '../ledger/ledger.ts';
import { AUTO_ACCOUNTS_FILE } from '../ledger/plugins/auto_accounts.ts';
import { nearestName } from '../text/nearest-name.ts';

/** One warning per account of `accounts` that no open directive opens, with the near open account when one is close. */
export function autoOpenedWarnings(ledger: Ledger, accounts: Iterable<string>): string[] {
  const open = ledger.openAccounts();
  // (the names to suggest, listed only for a write that needs them)
  let byDirective: string[] | null = null;
  const warnings: string[] = [];
  for (const account of new Set(accounts)) {
    if (open.get(account)?.source.file !== AUTO_ACCOUNTS_FILE) continue;
    byDirective ??= [...open].filter(([, o]) => o.source.file !== AUTO_ACCOUNTS_FILE).map(([name]) => name);
    const meant = nearestName(account, byDirective, ':');
    warnings.push(`${account} is opened only by the auto_accounts plugin: no open directive names it${meant === null ? '' : ` (did you mean ${meant}?)`}`);
  }
  return warnings;
}
