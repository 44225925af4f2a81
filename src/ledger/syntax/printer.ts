// Directives -> canonical Beancount text. Every user-supplied piece is either quoted with
// escapes that Beancount 2.3 and our parser both read back exactly, or checked against the
// token rule it must satisfy; anything that could break out of its token makes us throw,
// since the printer is the last guard before text is appended to a ledger.
import type { Amount } from '../core/amount.ts';
import type { Decimal } from '../core/decimal.ts';
import type {
  Cost, CostSpec, Directive, IncompleteAmount, Meta, MetaValue, Posting, PostingSpec, RawDirective,
} from '../core/directives.ts';
import { isPrintableAccount, isCurrency, isDate, isFlag, isMetaKey, isTagName } from './names.ts';

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\f': '\\f',
  '\b': '\\b',
};
// Beancount 2.3 decodes \b \f \n \r \t and maps `\x` to x otherwise, so these round-trip; a raw
// newline would also be legal inside quotes but we never emit one, so every printed directive
// keeps to its own lines for line-based tools.
const NEEDS_ESCAPE = /[\\"\n\r\t\f\b]/g;
// Such text has no UTF-8 encoding: it would be written as U+FFFD and not read back.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A double-quoted Beancount string for any well-formed Unicode text. */
export function quoteString(s: string): string {
  if (typeof s !== 'string') throw new Error(`cannot print a string: got ${typeof s}`);
  if (LONE_SURROGATE.test(s)) throw new Error('cannot print a string with unpaired UTF-16 surrogates');
  return '"' + s.replace(NEEDS_ESCAPE, (ch) => ESCAPES[ch]!) + '"';
}

const BOOKING = new Set(['STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE']);

function tag(t: string): string {
  if (!isTagName(t)) throw new Error(`cannot print tag ${JSON.stringify(t)}: tags may only contain A-Z a-z 0-9 - _ / .`);
  return '#' + t;
}
function link(l: string): string {
  if (!isTagName(l)) throw new Error(`cannot print link ${JSON.stringify(l)}: links may only contain A-Z a-z 0-9 - _ / .`);
  return '^' + l;
}
function account(a: string): string {
  if (!isPrintableAccount(a)) throw new Error(`cannot print account name ${JSON.stringify(a)}`);
  return a;
}
function currency(c: string): string {
  if (!isCurrency(c)) throw new Error(`cannot print currency ${JSON.stringify(c)}`);
  return c;
}
function date(d: string): string {
  if (!isDate(d)) throw new Error(`cannot print date ${JSON.stringify(d)}: expected a real date as YYYY-MM-DD`);
  return d;
}
function flag(f: string): string {
  if (!isFlag(f)) throw new Error(`cannot print flag ${JSON.stringify(f)}`);
  return f;
}
function num(n: Decimal): string {
  return n.toString();
}
function amount(a: Amount): string {
  return `${num(a.number)} ${currency(a.currency)}`;
}
function incomplete(a: IncompleteAmount): string {
  const parts: string[] = [];
  if (a.number !== null) parts.push(num(a.number));
  if (a.currency !== null) parts.push(currency(a.currency));
  return parts.join(' ');
}

function metaValue(v: MetaValue): string {
  switch (v.type) {
    case 'string': return quoteString(v.value);
    case 'account': return account(v.value);
    case 'currency': return currency(v.value);
    case 'tag': return tag(v.value);
    case 'date': return date(v.value);
    case 'number': return num(v.value);
    case 'amount': return amount(v.value);
    case 'bool': return v.value ? 'TRUE' : 'FALSE';
    case 'null': return '';
    case 'link': throw new Error('cannot print a link as a metadata value: Beancount 2 has no syntax for it');
    default: throw new Error(`cannot print metadata value of type ${JSON.stringify((v as { type: unknown }).type)}`);
  }
}

function metaLines(meta: Meta, indent: string): string {
  let out = '';
  for (const key of Object.keys(meta)) {
    if (!isMetaKey(key)) throw new Error(`cannot print metadata key ${JSON.stringify(key)}: keys are [a-z][a-zA-Z0-9_-]+, not filename or lineno`);
    const value = metaValue(meta[key]!);
    out += value === '' ? `${indent}${key}:\n` : `${indent}${key}: ${value}\n`;
  }
  return out;
}

function customValue(v: MetaValue): string {
  switch (v.type) {
    case 'string': case 'account': case 'date': case 'number': case 'amount': case 'bool':
      return metaValue(v);
    default:
      throw new Error(`cannot print a ${v.type} value in a custom directive`);
  }
}

function costText(c: CostSpec | Cost): string {
  if ('numberPer' in c) {
    // {{400 USD}}: Beancount 2.3 reads it as a per-unit 0 and a total, as it does {0 # 400 USD}
    if (!c.merge && c.numberPer !== null && c.numberTotal !== null && c.currency !== null && c.numberPer.toString() === '0') {
      const parts = [`${num(c.numberTotal)} ${currency(c.currency)}`];
      if (c.date !== null) parts.push(date(c.date));
      if (c.label !== null) parts.push(quoteString(c.label));
      return '{{' + parts.join(', ') + '}}';
    }
    const parts: string[] = [];
    if (c.merge) parts.push('*');
    const compound: string[] = [];
    if (c.numberPer !== null) compound.push(num(c.numberPer));
    if (c.numberTotal !== null) {
      // Beancount's grammar wants the currency after `# total`.
      if (c.currency === null) throw new Error('cannot print a total cost without its currency');
      compound.push('#', num(c.numberTotal));
    }
    if (c.currency !== null) compound.push(currency(c.currency));
    if (compound.length > 0) parts.push(compound.join(' '));
    if (c.date !== null) parts.push(date(c.date));
    if (c.label !== null) parts.push(quoteString(c.label));
    return '{' + parts.join(', ') + '}';
  }
  const parts = [`${num(c.number)} ${currency(c.currency)}`];
  if (c.date !== null) parts.push(date(c.date));
  if (c.label !== null) parts.push(quoteString(c.label));
  return '{' + parts.join(', ') + '}';
}

function postingText(p: PostingSpec | Posting): string {
  let line = '  ';
  if (p.flag !== null) line += flag(p.flag) + ' ';
  line += account(p.account);
  if (p.units !== null) {
    const units = incomplete(p.units);
    if (units !== '') line += '  ' + units;
  }
  if (p.cost !== null) line += ' ' + costText(p.cost);
  if (p.price !== null) {
    const total = 'priceIsTotal' in p && p.priceIsTotal;
    const price = incomplete(p.price);
    line += (total ? ' @@' : ' @') + (price === '' ? '' : ' ' + price);
  }
  return line + '\n' + metaLines(p.meta, '    ');
}

/** One directive as Beancount text, ending with a newline. */
export function printDirective(d: RawDirective | Directive): string {
  const head = date(d.date) + ' ';
  switch (d.type) {
    case 'open': {
      let line = head + 'open ' + account(d.account);
      if (d.currencies.length > 0) line += ' ' + d.currencies.map(currency).join(',');
      if (d.booking !== null) {
        if (!BOOKING.has(d.booking)) throw new Error(`cannot print booking method ${JSON.stringify(d.booking)}`);
        line += ' ' + quoteString(d.booking);
      }
      return line + '\n' + metaLines(d.meta, '  ');
    }
    case 'close':
      return `${head}close ${account(d.account)}\n` + metaLines(d.meta, '  ');
    case 'commodity':
      return `${head}commodity ${currency(d.currency)}\n` + metaLines(d.meta, '  ');
    case 'balance': {
      const tolerance = d.tolerance !== null ? ` ~ ${num(d.tolerance)}` : '';
      return `${head}balance ${account(d.account)}  ${num(d.amount.number)}${tolerance} ${currency(d.amount.currency)}\n` + metaLines(d.meta, '  ');
    }
    case 'pad':
      return `${head}pad ${account(d.account)} ${account(d.sourceAccount)}\n` + metaLines(d.meta, '  ');
    case 'note':
      return `${head}note ${account(d.account)} ${quoteString(d.comment)}\n` + metaLines(d.meta, '  ');
    case 'document': {
      const marks = [...d.tags.map(tag), ...d.links.map(link)];
      return `${head}document ${account(d.account)} ${quoteString(d.filename)}${marks.length ? ' ' + marks.join(' ') : ''}\n` + metaLines(d.meta, '  ');
    }
    case 'price':
      return `${head}price ${currency(d.currency)} ${amount(d.amount)}\n` + metaLines(d.meta, '  ');
    case 'event':
      return `${head}event ${quoteString(d.eventType)} ${quoteString(d.description)}\n` + metaLines(d.meta, '  ');
    case 'query':
      return `${head}query ${quoteString(d.name)} ${quoteString(d.queryString)}\n` + metaLines(d.meta, '  ');
    case 'custom': {
      // `1 -2` would read back as the single number 1 - 2: parenthesise a negative number there.
      const values = d.values.map((v, i) => {
        const text = customValue(v);
        const afterNumber = i > 0 && d.values[i - 1]!.type === 'number';
        if (!afterNumber || !text.startsWith('-')) return text;
        return v.type === 'amount' ? `(${num(v.value.number)}) ${currency(v.value.currency)}` : `(${text})`;
      });
      return `${head}custom ${quoteString(d.customType)}${values.length ? ' ' + values.join(' ') : ''}\n` + metaLines(d.meta, '  ');
    }
    case 'transaction': {
      let line = head + flag(d.flag);
      if (d.payee !== null) line += ' ' + quoteString(d.payee);
      line += ' ' + quoteString(d.narration);
      for (const t of d.tags) line += ' ' + tag(t);
      for (const l of d.links) line += ' ' + link(l);
      let out = line + '\n' + metaLines(d.meta, '  ');
      for (const p of d.postings as readonly (PostingSpec | Posting)[]) out += postingText(p);
      return out;
    }
    default:
      throw new Error(`cannot print directive of type ${JSON.stringify((d as { type: unknown }).type)}`);
  }
}
