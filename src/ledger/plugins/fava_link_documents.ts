// fava.plugins.link_documents, as Fava 1.30.12 (the last Fava for Beancount 2) runs it: an entry
// whose metadata has a key starting with `document` and a text value names a document file. The
// Document directives of that file name (by base name, filed under one of the entry's accounts)
// or at that path (relative to the entry's file) get the tag #linked and the link `dok-<date of
// the entry>`; a transaction or document that names them gets the link too. A name that matches no
// document is an error on the entry. Later Fava versions (for Beancount 3) also read postings'
// metadata; 1.30.12 reads the entry's only.
import { basename, dirname, join, normalize } from 'node:path';
import type { Directive, LedgerError, MetaValue } from '../core/directives.ts';
import { documentPath } from '../checks/documents.ts';

/** Python's `str` among Beancount 2.3's metadata values: strings, accounts, currencies, tags. */
function textOf(value: MetaValue): string | null {
  switch (value.type) {
    case 'string':
    case 'account':
    case 'currency':
    case 'tag':
    case 'link':
      return value.value;
    default:
      return null;
  }
}

/** fava.beans.account.get_entry_accounts: a transaction's accounts last posting first. */
function entryAccounts(entry: Directive): string[] {
  switch (entry.type) {
    case 'transaction':
      return entry.postings.map((p) => p.account).reverse();
    case 'custom':
      return entry.values.flatMap((v) => (v.type === 'account' ? [v.value] : []));
    case 'pad':
      return [entry.account, entry.sourceAccount];
    case 'open':
    case 'close':
    case 'balance':
    case 'note':
    case 'document':
      return [entry.account];
    default:
      return [];
  }
}

/** os.path.normpath of the entry's directory joined with the name (an absolute name stands alone). */
function pathFrom(entryFile: string, name: string): string {
  const joined = name.startsWith('/') ? name : join(dirname(entryFile), name);
  const normal = normalize(joined);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

function withName(names: readonly string[], name: string): readonly string[] {
  return names.includes(name) ? names : [...names, name];
}

export function linkDocuments(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const byFullName = new Map<string, number>();
  const byBaseName = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.type !== 'document') return;
    // Beancount's parser made the name absolute; ours keeps it as written.
    const path = documentPath(e);
    byFullName.set(path, i);
    const base = basename(path);
    const list = byBaseName.get(base);
    if (list === undefined) byBaseName.set(base, [i]);
    else list.push(i);
  });

  const out: Directive[] = [...entries];
  const errors: LedgerError[] = [];
  entries.forEach((entry, index) => {
    const names: string[] = [];
    for (const [key, value] of Object.entries(entry.meta)) {
      const text = key.startsWith('document') ? textOf(value) : null;
      if (text !== null) names.push(text);
    }
    if (names.length === 0) return;
    const link = `dok-${entry.date}`;
    const accounts = entryAccounts(entry);
    for (const name of names) {
      const documents = (byBaseName.get(name) ?? []).filter((j) => accounts.includes((entries[j] as { account: string }).account));
      const exact = byFullName.get(pathFrom(entry.source.file, name));
      if (exact !== undefined) documents.push(exact);
      if (documents.length === 0) {
        errors.push({ source: entry.source, message: `Document not found: '${name}'`, kind: 'plugin', entry });
        continue;
      }
      for (const j of documents) {
        const doc = out[j]!;
        if (doc.type === 'document') out[j] = { ...doc, links: withName(doc.links, link), tags: withName(doc.tags, 'linked') };
      }
      // Fava starts again from the entry as it came in, which drops a #linked given to it above.
      if (entry.type === 'transaction' || entry.type === 'document') out[index] = { ...entry, links: withName(entry.links, link) };
    }
  });
  return { directives: out, errors };
}
