// beancount.plugins.leafonly: an account that has sub-accounts must not be referenced itself (by a
// posting, and also by an open, close, balance, note, document, pad or custom value, as
// Beancount's realization counts them). The error sits on the account's open directive.
import type { Directive, LedgerError, Open, Source } from '../core/directives.ts';
import { forEachAccount, selfAndAncestors } from '../checks/entry_accounts.ts';
import { customWithoutValues, realizationFailure } from '../checks/custom_without_values.ts';

const LEAF_ONLY_SOURCE: Source = { file: '<leafonly>', line: 0 };

function referenced(e: Directive, visit: (account: string) => void): void {
  forEachAccount(e, visit);
  if (e.type === 'custom') for (const v of e.values) if (v.type === 'account') visit(v.value);
}

export function checkLeafOnly(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  // its realization fails on a custom directive without values, as pad's does
  const unreadable = customWithoutValues(entries);
  if (unreadable !== undefined) throw new Error(realizationFailure(unreadable));
  const used = new Set<string>();
  const opens = new Map<string, Open>();
  for (const e of entries) {
    referenced(e, (a) => used.add(a));
    if (e.type === 'open' && !opens.has(e.account)) opens.set(e.account, e);
  }
  const parents = new Set<string>();
  for (const account of used) for (const parent of selfAndAncestors(account).slice(1)) parents.add(parent);
  const errors: LedgerError[] = [];
  for (const account of [...used].sort()) {
    if (!parents.has(account)) continue;
    errors.push({ source: opens.get(account)?.source ?? LEAF_ONLY_SOURCE, message: `Non-leaf account '${account}' has postings on it`, kind: 'plugin', entry: opens.get(account) ?? null });
  }
  return { directives: [...entries], errors };
}
