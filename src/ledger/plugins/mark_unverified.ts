// beancount.plugins.mark_unverified: a posting dated on or after the last balance assertion of
// its account gets the metadata `unverified: TRUE` (nothing has checked it yet). Beancount copies
// the posting's metadata without testing it, so a posting to mark that the pipeline made (pad,
// fill_account, ...: metadata None) makes the plugin fail and its result is dropped.
import type { Balance, Directive, LedgerError, Posting } from '../core/directives.ts';
import { isMadePostingMeta } from '../core/synthesised.ts';

export function markUnverified(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const lastBalance = new Map<string, Balance>();
  for (const e of entries) if (e.type === 'balance') lastBalance.set(e.account, e);
  const directives = entries.map((e) => {
    if (e.type !== 'transaction') return e;
    let postings: Posting[] | null = null;
    e.postings.forEach((p, i) => {
      const balance = lastBalance.get(p.account);
      if (balance === undefined || balance.date > e.date) return;
      // Python's exception, as every failed plugin here reports it
      if (isMadePostingMeta(p.meta)) throw new Error("'NoneType' object has no attribute 'copy'");
      postings ??= [...e.postings];
      postings[i] = { ...p, meta: { ...p.meta, unverified: { type: 'bool', value: true } } };
    });
    return postings === null ? e : { ...e, postings };
  });
  return { directives, errors: [] };
}
