// fava.plugins.tag_discovered_documents (Fava 1.30.12): with the `documents` option set, every
// Document directive at line 0 (one that the walk of the documents directories made, not one a
// person wrote) gets the tag #discovered.
import type { Directive, LedgerError } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';

const DISCOVERED_TAG = 'discovered';

export function tagDiscoveredDocuments(entries: readonly Directive[], options: LedgerOptions): { directives: Directive[]; errors: LedgerError[] } {
  if (options.documents.length === 0) return { directives: [...entries], errors: [] };
  const directives = entries.map((e) =>
    e.type === 'document' && e.source.line === 0 && !e.tags.includes(DISCOVERED_TAG) ? { ...e, tags: [...e.tags, DISCOVERED_TAG] } : e,
  );
  return { directives, errors: [] };
}
