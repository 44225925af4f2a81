// Which accounts a directive refers to, and account-tree relations (beancount.core.getters / account).
import type { Directive, RawDirective } from '../core/directives.ts';

/** The accounts a directive references, without duplicates, in the order written (getters.get_entry_accounts). */
export function entryAccounts(d: Directive | RawDirective): string[] {
  switch (d.type) {
    case 'transaction': {
      if (d.postings.length === 1) return [d.postings[0]!.account];
      return [...new Set(d.postings.map((p) => p.account))];
    }
    case 'pad':
      return d.account === d.sourceAccount ? [d.account] : [d.account, d.sourceAccount];
    case 'open':
    case 'close':
    case 'balance':
    case 'note':
    case 'document':
      return [d.account];
    default:
      return [];
  }
}

/** Call `visit` for each account a directive references (repeats possible); no allocation. */
export function forEachAccount(d: Directive | RawDirective, visit: (account: string) => void): void {
  switch (d.type) {
    case 'transaction':
      for (const p of d.postings) visit(p.account);
      return;
    case 'pad':
      visit(d.account);
      visit(d.sourceAccount);
      return;
    case 'open':
    case 'close':
    case 'balance':
    case 'note':
    case 'document':
      visit(d.account);
  }
}

/** The account itself and each of its ancestors, nearest first: A:B:C, A:B, A. */
export function selfAndAncestors(account: string): string[] {
  const out = [account];
  let i = account.lastIndexOf(':');
  while (i > 0) {
    out.push(account.slice(0, i));
    i = account.lastIndexOf(':', i - 1);
  }
  return out;
}

/** True when `account` is `parent` or below it (account.parent_matcher). */
export function isSelfOrDescendant(account: string, parent: string): boolean {
  return account === parent || (account.length > parent.length && account.startsWith(parent) && account[parent.length] === ':');
}
