// The accounts of a write that only the auto_accounts plugin opens: Beancount takes a misspelt
// account there (the plugin opens it), so the write stands, but its answer says so (newcomer QA
// s50: Expenses:Fod was a 201 that appended a new account without a word, where a ledger without
// the plugin answers "did you mean Expenses:Food?"). An import's answer says it too, with the rows
// that book to the account (s51: a payee's history on Expenses:Fod was followed without a word).
import type { RawDirective } from '../ledger/core/directives.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { AUTO_ACCOUNTS_FILE } from '../ledger/plugins/auto_accounts.ts';
import { nearestName } from '../text/nearest-name.ts';

/** One warning per account of `accounts` that no open directive opens, with the near open account when one is close. */
export function autoOpenedWarnings(ledger: Ledger, accounts: Iterable<string>): string[] {
  return autoOpened(ledger, accounts).map(autoOpenedWarning);
}

/**
 * For an import planned against `ledger` (not yet written): one warning per account its
 * transactions book to that no open directive opens, of the ledger or of the import, naming the
 * rows (`rows[i]` is the statement row of `directives[i]`).
 */
export function importAutoOpenedWarnings(ledger: Ledger, directives: readonly RawDirective[], rows: readonly (number | null)[]): string[] {
  if (!ledger.opensAccountsAutomatically) return [];
  const openedByImport = new Set(directives.flatMap((d) => (d.type === 'open' ? [d.account] : [])));
  const rowsOf = new Map<string, Set<number>>();
  directives.forEach((d, i) => {
    if (d.type !== 'transaction') return;
    for (const p of d.postings) {
      if (openedByImport.has(p.account)) continue;
      const seen = rowsOf.get(p.account) ?? new Set<number>();
      if (rows[i] !== null && rows[i] !== undefined) seen.add(rows[i]!);
      rowsOf.set(p.account, seen);
    }
  });
  return autoOpened(ledger, rowsOf.keys()).map((a) => {
    const booked = [...rowsOf.get(a.account)!].sort((x, y) => x - y);
    return booked.length === 0 ? autoOpenedWarning(a) : `${autoOpenedWarning(a)}; ${booked.length === 1 ? 'row' : 'rows'} ${booked.join(', ')} book to it`;
  });
}

interface AutoOpened {
  account: string;
  /** the open account of a near name, or null */
  meant: string | null;
}

/**
 * The accounts of `accounts` that only the plugin opens: opened by it, or, in a ledger that runs
 * it, not open yet (a write not yet made).
 */
function autoOpened(ledger: Ledger, accounts: Iterable<string>): AutoOpened[] {
  const open = ledger.openAccounts();
  // (the names to suggest, listed only for a write that needs them)
  let byDirective: string[] | null = null;
  const out: AutoOpened[] = [];
  for (const account of new Set(accounts)) {
    const opened = open.get(account);
    if (opened === undefined ? !ledger.opensAccountsAutomatically : opened.source.file !== AUTO_ACCOUNTS_FILE) continue;
    byDirective ??= [...open].filter(([, o]) => o.source.file !== AUTO_ACCOUNTS_FILE).map(([name]) => name);
    out.push({ account, meant: nearestName(account, byDirective, ':') });
  }
  return out;
}

function autoOpenedWarning({ account, meant }: AutoOpened): string {
  return `${account} is opened only by the auto_accounts plugin: no open directive names it${meant === null ? '' : ` (did you mean ${meant}?)`}`;
}
