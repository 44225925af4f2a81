// beancount.plugins.noduplicates: two directives with the same content (metadata aside; the
// postings of a transaction, its tags and links, and an open's currencies in any order) are an
// error on the later one. Equal price directives are allowed, as stock quotes repeat.
import type { Amount } from '../core/amount.ts';
import type { Cost, Directive, LedgerError, MetaValue, Posting } from '../core/directives.ts';
import { documentPath } from '../checks/documents.ts';

const SEP = '\u0001';

function amountKey(a: Amount | null): string {
  return a === null ? 'None' : `${a.number.toString()} ${a.currency}`;
}

function costKey(c: Cost | null): string {
  return c === null ? 'None' : [c.number.toString(), c.currency, c.date, c.label ?? 'None'].join(SEP);
}

function postingKey(p: Posting): string {
  return [p.account, amountKey(p.units), costKey(p.cost), amountKey(p.price), p.flag ?? 'None'].join(SEP);
}

function valueKey(v: MetaValue): string {
  switch (v.type) {
    case 'null':
      return 'null';
    case 'bool':
      return `bool${SEP}${v.value}`;
    case 'number':
      return `number${SEP}${v.value.toString()}`;
    case 'amount':
      return `amount${SEP}${amountKey(v.value)}`;
    default:
      return `${v.type}${SEP}${v.value}`;
  }
}

/** A multiset of texts, written the same whatever its order (Beancount hashes lists and sets sorted). */
function unordered(keys: readonly string[]): string {
  return [...keys].sort().join('\u0002');
}

/** What Beancount's stable hash of a directive depends on, without its metadata. */
export function contentKey(d: Directive): string {
  const head = `${d.type}${SEP}${d.date}`;
  switch (d.type) {
    case 'transaction':
      return [head, d.flag, d.payee ?? 'None', d.narration, unordered(d.tags), unordered(d.links), unordered(d.postings.map(postingKey))].join(SEP);
    case 'open':
      return [head, d.account, unordered(d.currencies), d.booking ?? 'None'].join(SEP);
    case 'close':
      return [head, d.account].join(SEP);
    case 'commodity':
      return [head, d.currency].join(SEP);
    case 'balance':
      return [head, d.account, amountKey(d.amount), d.tolerance?.toString() ?? 'None'].join(SEP);
    case 'pad':
      return [head, d.account, d.sourceAccount].join(SEP);
    case 'note':
      return [head, d.account, d.comment].join(SEP);
    case 'document':
      return [head, d.account, documentPath(d), unordered(d.tags), unordered(d.links)].join(SEP);
    case 'price':
      return [head, d.currency, amountKey(d.amount)].join(SEP);
    case 'event':
      return [head, d.eventType, d.description].join(SEP);
    case 'query':
      return [head, d.name, d.queryString].join(SEP);
    case 'custom':
      return [head, d.customType, unordered(d.values.map(valueKey))].join(SEP);
  }
}

export function checkNoDuplicates(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const seen = new Map<string, Directive>();
  const errors: LedgerError[] = [];
  for (const e of entries) {
    const key = contentKey(e);
    const first = seen.get(key);
    if (first !== undefined && e.type !== 'price') {
      errors.push({ source: e.source, message: `Duplicate entry: this ${e.type} of ${e.date} equals the one at ${first.source.file}:${first.source.line}`, kind: 'plugin', entry: e });
    }
    seen.set(key, e);
  }
  return { directives: [...entries], errors };
}
