// beancount.plugins.mark_unverified: a posting dated on or after the last balance assertion of
// its account gets the metadata `unverified: TRUE` (nothing has checked it yet).
import type { Balance, Directive, LedgerError, Posting } from '../core/directives.ts';

export function markUnverified(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const lastBalance = new Map<string, Balance>();
  for (const e of entries) if (e.type === 'balance') lastBalance.set(e.account, e);
  const directives = entries.map((e) => {
    if (e.type !== 'transaction') return e;
    let postings: Posting[] | null = null;
    e.postings.forEach((p, i) => {
      const balance = lastBalance.get(p.account);
      if (balance === undefined || balance.date > e.date) return;
      postings ??= [...e.postings];
      postings[i] = { ...p, meta: { ...p.meta, unverified: { type: 'bool', value: true } } };
    });
    return postings === null ? e : { ...e, postings };
  });
  return { directives, errors: [] };
}
