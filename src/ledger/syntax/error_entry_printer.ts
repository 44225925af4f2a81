// How bean-check shows an error: its location and message, then the entry it concerns as
// Beancount 2.3's printer (format_entry with the default display context) renders it, indented.
// This text is for people reading errors, not for the ledger: strings are escaped as that
// printer escapes them (a note's comment not at all), numbers are in plain notation, widths
// count code points as Python does. The ledger's own printer is printer.ts.
import { perUnitPrice } from '../core/amount.ts';
import type { Decimal } from '../core/decimal.ts';
import type { Directive, IncompleteAmount, LedgerError, Meta, MetaValue, Posting, PostingSpec, RawDirective } from '../core/directives.ts';
import { PY_MISSING, pythonAmountText, pythonDecimalText } from '../core/python_repr.ts';
import { renderCost, renderCostSpec } from '../booking/render.ts';
import { documentPath } from '../checks/documents.ts';

/** Python's len(): code points. */
function width(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
function padRight(s: string, w: number): string {
  const n = width(s);
  return n >= w ? s : s + ' '.repeat(w - n);
}
function padLeft(s: string, w: number): string {
  const n = width(s);
  return n >= w ? s : ' '.repeat(w - n) + s;
}

/** Python's sorted() of strings: by code point. */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
function sortedSet(items: readonly string[]): string[] {
  return [...new Set(items)].sort(byCodePoint);
}

/** misc_utils.escape_string: backslashes and double quotes only. */
function escaped(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

function metaValueText(v: MetaValue): string {
  switch (v.type) {
    case 'number':
      return pythonDecimalText(v.value);
    case 'date':
      return v.value;
    case 'amount':
      return pythonAmountText(v.value.number, v.value.currency);
    case 'bool':
      return v.value ? 'TRUE' : 'FALSE';
    case 'null':
      return '';
    default:
      return `"${escaped(v.value)}"`;
  }
}

// The keys Beancount keeps an entry's location in: its printer leaves them out, even where the
// ledger wrote them as metadata of its own (which Beancount then takes for the location).
const LOCATION_KEYS = new Set(['filename', 'lineno']);

/** write_metadata: every key but the location, sorted. */
function metaLines(meta: Meta, prefix: string): string {
  let out = '';
  for (const key of Object.keys(meta).sort(byCodePoint)) if (!LOCATION_KEYS.has(key)) out += `${prefix}${key}: ${metaValueText(meta[key]!)}\n`;
  return out;
}

function numberText(n: Decimal | null): string {
  return n === null ? PY_MISSING : n.toString();
}

/** The per-unit price a posting carries: Beancount's grammar divides an `@@` total by the units. */
function unitPrice(p: Posting | PostingSpec): IncompleteAmount | null {
  const price = p.price;
  if (price === null || !('priceIsTotal' in p) || !p.priceIsTotal || price.number === null) return price;
  return { number: perUnitPrice(price.number, p.units!.number!), currency: price.currency };
}

/** The posting's position as the printer writes it ('' when its amount was left out). */
function positionText(p: Posting | PostingSpec): string {
  let text = '';
  if (p.units !== null) {
    text = `${numberText(p.units.number)} ${p.units.currency ?? PY_MISSING}`;
    if (p.cost !== null) text += ` {${'numberPer' in p.cost ? renderCostSpec(p.cost) : renderCost(p.cost)}}`;
  }
  const price = unitPrice(p);
  if (price !== null) text += ` @ ${numberText(price.number)} ${price.currency ?? PY_MISSING}`;
  return text;
}

/** align_position_strings: stack positions so that their first capital letters line up. */
function alignPositions(strings: readonly string[]): { aligned: string[]; width: number } {
  let before = 0;
  let after = 0;
  let unknown = 0;
  const items = strings.map((s) => {
    const index = s.search(/[A-Z]/);
    if (index > 0) {
      const head = width(s.slice(0, index));
      before = Math.max(before, head);
      after = Math.max(after, width(s) - head);
      return { index, s };
    }
    unknown = Math.max(unknown, width(s));
    return { index: -1, s };
  });
  const total = Math.max(before + after, unknown);
  const aligned = items.map(({ index, s }) =>
    index > 0 ? padLeft(s.slice(0, index), before) + padRight(s.slice(index), total - before) : padRight(s, total),
  );
  return { aligned, width: total };
}

function transactionText(t: Extract<RawDirective | Directive, { type: 'transaction' }>): string {
  const strings: string[] = [];
  if (t.payee) strings.push(`"${escaped(t.payee)}"`);
  if (t.narration) strings.push(`"${escaped(t.narration)}"`);
  else if (t.payee) strings.push('""');
  for (const tag of sortedSet(t.tags)) strings.push(`#${tag}`);
  for (const link of sortedSet(t.links)) strings.push(`^${link}`);
  let out = `${t.date} ${t.flag} ${strings.join(' ')}\n` + metaLines(t.meta, '  ');
  const postings: readonly (Posting | PostingSpec)[] = t.postings;
  const accounts = postings.map((p) => (p.flag ? `${p.flag} ` : '') + p.account);
  const accountWidth = accounts.length > 0 ? Math.max(...accounts.map(width)) : 1;
  const { aligned, width: positionWidth } = alignPositions(postings.map(positionText));
  postings.forEach((p, i) => {
    out += `  ${padRight(accounts[i]!, accountWidth)}  ${padRight(aligned[i]!, Math.max(1, positionWidth))}`.trimEnd() + '\n';
    out += metaLines(p.meta, '    ');
  });
  return out;
}

function customValueText(v: MetaValue): string {
  switch (v.type) {
    case 'account':
      return v.value;
    case 'number':
      return pythonDecimalText(v.value);
    case 'date':
      return v.value;
    case 'bool':
      return v.value ? 'TRUE' : 'FALSE';
    case 'amount':
      return pythonAmountText(v.value.number, v.value.currency);
    case 'null':
      return 'None';
    default:
      return `"${v.value}"`;
  }
}

/** printer.format_entry with the default display context. */
export function formatErrorEntry(d: RawDirective | Directive): string {
  const meta = (text: string) => text + '\n' + metaLines(d.meta, '  ');
  switch (d.type) {
    case 'transaction':
      return transactionText(d);
    case 'open':
      return meta(`${d.date} open ${padRight(d.account, 47)} ${d.currencies.join(',')} ${d.booking === null ? '' : `"${d.booking}"`}`.trimEnd());
    case 'close':
      return meta(`${d.date} close ${d.account}`);
    case 'commodity':
      return meta(`${d.date} commodity ${d.currency}`);
    case 'balance': {
      const tolerance = d.tolerance !== null && !d.tolerance.isZero() ? `~ ${d.tolerance.toString()} ` : '';
      const diff = d.diffAmount === undefined || d.diffAmount.number.isZero() ? '' : `   ; Diff: ${pythonAmountText(d.diffAmount.number, d.diffAmount.currency)}`;
      return meta(`${d.date} balance ${padRight(d.account, 47)} ${d.amount.number.toString()} ${tolerance}${d.amount.currency}${diff}`);
    }
    case 'pad':
      return meta(`${d.date} pad ${d.account} ${d.sourceAccount}`);
    case 'note':
      return meta(`${d.date} note ${d.account} "${d.comment}"`);
    case 'document': {
      const marks = sortedSet(d.tags).map((t) => `#${t}`).join('') + sortedSet(d.links).map((l) => `^${l}`).join('');
      // Beancount's grammar makes a relative name absolute, from the file the directive is in.
      return meta(`${d.date} document ${d.account} "${documentPath(d)}"${marks === '' ? '' : ' ' + marks}`);
    }
    case 'price':
      return meta(`${d.date} price ${padRight(d.currency, 22)} ${padLeft(pythonAmountText(d.amount.number, d.amount.currency), 22)}`);
    case 'event':
      return meta(`${d.date} event "${d.eventType}" "${d.description}"`);
    case 'query':
      return meta(`${d.date} query "${d.name}" "${d.queryString}"`);
    case 'custom':
      return meta(`${d.date} custom "${d.customType}" ${d.values.map(customValueText).join(' ')}`);
  }
}

// The line boundaries of Python's str.splitlines, which textwrap.indent splits on.
const PY_LINES = /[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]|$)/gy;

/** textwrap.indent: the prefix before every line that is not only whitespace. */
function indent(text: string, prefix: string): string {
  let out = '';
  PY_LINES.lastIndex = 0;
  for (const m of text.matchAll(PY_LINES)) {
    if (m[0] === '') break;
    out += m[0].trim() === '' ? m[0] : prefix + m[0];
  }
  return out;
}

/** printer.render_source: the location, padded so that messages line up. */
function errorLocation(e: LedgerError): string {
  return `${e.source.file}:${`${e.source.line}:`.padEnd(8)}`;
}

/**
 * printer.format_error followed by the newline print_errors adds: the location and message,
 * then the entry indented between blank lines, when the error has one.
 */
export function formatErrorBlock(e: LedgerError): string {
  let out = `${errorLocation(e)} ${e.message}\n`;
  if (e.entry !== undefined && e.entry !== null) {
    const entries = Array.isArray(e.entry) ? (e.entry as readonly (RawDirective | Directive)[]) : [e.entry as RawDirective | Directive];
    out += '\n' + indent(entries.map(formatErrorEntry).join('\n'), '   ') + '\n';
  }
  return out + '\n';
}
