// beancount.plugins.exclude_tag: transactions tagged #virtual are left out of the ledger (their
// postings count nowhere).
import type { Directive, LedgerError } from '../core/directives.ts';

const EXCLUDED_TAG = 'virtual';

export function excludeTagged(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  return { directives: entries.filter((e) => e.type !== 'transaction' || !e.tags.includes(EXCLUDED_TAG)), errors: [] };
}
