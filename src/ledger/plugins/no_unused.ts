// beancount.plugins.nounused: an account that is opened must be named by some other directive
// (a close, a posting, a balance, a pad, a note or a document found for it all count). The
// error sits on the account's last open.
import type { Directive, LedgerError, Open } from '../core/directives.ts';
import { forEachAccount } from '../checks/entry_accounts.ts';

export function checkNoUnused(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const opens = new Map<string, Open>();
  const used = new Set<string>();
  for (const e of entries) {
    if (e.type === 'open') opens.set(e.account, e);
    else forEachAccount(e, (account) => used.add(account));
  }
  const errors: LedgerError[] = [];
  for (const [account, open] of opens) if (!used.has(account)) errors.push({ source: open.source, message: `Unused account '${account}'`, kind: 'plugin', entry: open });
  return { directives: [...entries], errors };
}
