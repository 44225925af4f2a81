// validate_active_accounts: every account a directive names must be open at that point of the
// sorted stream (an open sorts before the other directives of its day).
import type { Directive, LedgerError } from '../core/directives.ts';
import { entryAccounts } from './entry_accounts.ts';

/** Balance, document and note directives may still name an account after it is closed. */
export function allowedAfterClose(type: string): boolean {
  return type === 'balance' || type === 'document' || type === 'note';
}

export function inactiveAccountMessage(account: string, everOpened: boolean): string {
  return everOpened ? `Invalid reference to inactive account '${account}'` : `Invalid reference to unknown account '${account}'`;
}

export function validateActiveAccounts(entries: readonly Directive[]): LedgerError[] {
  const active = new Set<string>();
  const opened = new Set<string>();
  const pending: { account: string; entry: Directive }[] = [];
  for (const entry of entries) {
    if (entry.type === 'open') {
      active.add(entry.account);
      opened.add(entry.account);
    } else if (entry.type === 'close') {
      active.delete(entry.account);
    } else if (entry.type === 'transaction') {
      // The common case, without building the set of accounts unless one is inactive.
      let missing = false;
      for (const p of entry.postings) if (!active.has(p.account)) missing = true;
      if (missing) for (const account of entryAccounts(entry)) if (!active.has(account)) pending.push({ account, entry });
    } else {
      for (const account of entryAccounts(entry)) {
        if (active.has(account)) continue;
        if (allowedAfterClose(entry.type) && opened.has(account)) continue;
        pending.push({ account, entry });
      }
    }
  }
  // The message depends on whether the account is opened anywhere, even later.
  return pending.map(({ account, entry }) => ({
    source: entry.source,
    message: inactiveAccountMessage(account, opened.has(account)),
    kind: 'validation',
    entry,
  }));
}
