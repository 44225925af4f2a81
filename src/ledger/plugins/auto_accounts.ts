// beancount.plugins.auto_accounts: an open directive for every account that is used without one,
// dated at its first use.
import { compareDirectives, type Directive, type LedgerError, type Open } from '../core/directives.ts';
import { entryAccounts } from '../checks/entry_accounts.ts';

export const AUTO_ACCOUNTS_FILE = '<auto_accounts>';

export function autoOpenAccounts(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const opened = new Set<string>();
  const firstUse = new Map<string, string>();
  for (const e of entries) {
    if (e.type === 'open') opened.add(e.account);
    for (const account of entryAccounts(e)) if (!firstUse.has(account)) firstUse.set(account, e.date);
  }
  const added: Open[] = [];
  // As in Beancount, the synthetic line number is the account's rank among all accounts used.
  [...firstUse.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .forEach(([account, date], index) => {
      if (opened.has(account)) return;
      added.push({ type: 'open', date, account, currencies: [], booking: null, meta: {}, source: { file: AUTO_ACCOUNTS_FILE, line: index } });
    });
  if (added.length === 0) return { directives: [...entries], errors: [] };
  const out: Directive[] = [...added, ...entries];
  out.sort(compareDirectives);
  return { directives: out, errors: [] };
}
