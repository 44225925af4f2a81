// beancount.plugins.noduplicates: two directives with the same content (metadata aside) are an
// error on the later one. Equal price directives are allowed, as stock quotes repeat. The content
// is what Beancount's compare.hash_entry feeds its hash: the str() of each field in order, run
// together without separators and without the directive's type, a list or set (postings, tags,
// links, currencies, custom values) as the sorted md5 digests of its elements. Directives whose
// texts run together the same are duplicates there, and here: a note of Assets:A "Equity:B" and
// a pad of Assets:A from Equity:B on the same day; narrations "ab" "c" and "a" "bc"; a tag and a
// link of the same name.
import { createHash } from 'node:crypto';
import type { Amount } from '../core/amount.ts';
import type { Cost, Directive, LedgerError, MetaValue, Posting } from '../core/directives.ts';
import { pythonDateRepr, pythonDecimalRepr, pythonDecimalText, pythonStrRepr } from '../core/python_repr.ts';
import { documentPath } from '../checks/documents.ts';

/** str() of an Amount: its number in fixed notation (the default display formatter). */
function amountText(a: Amount | null): string {
  return a === null ? 'None' : `${a.number.toString()} ${a.currency}`;
}

/** str() of a Cost, a namedtuple without its own: its repr. */
function costText(c: Cost | null): string {
  if (c === null) return 'None';
  const label = c.label === null ? 'None' : pythonStrRepr(c.label);
  return `Cost(number=${pythonDecimalRepr(c.number)}, currency=${pythonStrRepr(c.currency)}, date=${pythonDateRepr(c.date)}, label=${label})`;
}

const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** A list or set field: the md5 digest of each element's text, sorted and run together. */
function listText(elementTexts: readonly string[]): string {
  return elementTexts.map(md5).sort().join('');
}

/** A posting, a namedtuple element: hashed over its fields as a directive is (its metadata aside). */
function postingText(p: Posting): string {
  return p.account + amountText(p.units) + costText(p.cost) + amountText(p.price) + (p.flag ?? 'None');
}

/** The type Beancount's parser gives a custom value (the dtype of its ValueType). */
const CUSTOM_VALUE_TYPES: Readonly<Record<string, string>> = {
  string: "<class 'str'>",
  number: "<class 'decimal.Decimal'>",
  bool: "<class 'bool'>",
  date: "<class 'datetime.date'>",
  account: '<AccountDummy>',
  amount: "<class 'beancount.core.amount.Amount'>",
};

/** A custom value, a ValueType(value, dtype) namedtuple: str(value) then str(dtype). */
function customValueText(v: MetaValue): string {
  const dtype = CUSTOM_VALUE_TYPES[v.type] ?? "<class 'str'>";
  switch (v.type) {
    case 'null':
      return `None${dtype}`;
    case 'bool':
      return `${v.value ? 'True' : 'False'}${dtype}`;
    case 'number':
      return `${pythonDecimalText(v.value)}${dtype}`;
    case 'amount':
      return `${amountText(v.value)}${dtype}`;
    default:
      return `${v.value}${dtype}`;
  }
}

/** What Beancount's compare.hash_entry hashes for a directive, metadata excluded. */
export function contentKey(d: Directive): string {
  switch (d.type) {
    case 'transaction':
      return d.date + d.flag + (d.payee ?? 'None') + d.narration + listText(d.tags) + listText(d.links) + listText(d.postings.map(postingText));
    case 'open':
      // no currencies written is None, not an empty list
      return d.date + d.account + (d.currencies.length === 0 ? 'None' : listText(d.currencies)) + (d.booking === null ? 'None' : `Booking.${d.booking}`);
    case 'close':
      return d.date + d.account;
    case 'commodity':
      return d.date + d.currency;
    case 'balance':
      return d.date + d.account + amountText(d.amount) + (d.tolerance === null ? 'None' : pythonDecimalText(d.tolerance));
    case 'pad':
      return d.date + d.account + d.sourceAccount;
    case 'note':
      return d.date + d.account + d.comment;
    case 'document':
      return d.date + d.account + documentPath(d) + listText(d.tags) + listText(d.links);
    case 'price':
      return d.date + d.currency + amountText(d.amount);
    case 'event':
      return d.date + d.eventType + d.description;
    case 'query':
      return d.date + d.name + d.queryString;
    case 'custom':
      return d.date + d.customType + listText(d.values.map(customValueText));
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
