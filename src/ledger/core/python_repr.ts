// How Python writes strings, decimals and Beancount's MISSING, for the error messages in which
// Beancount 2.3 prints them (a list of strings, a Posting's fields, an amount).
import type { Decimal } from './decimal.ts';
import type { MetaValue } from './directives.ts';

// Python's str.isprintable() is false for these categories (a space is the one printable separator).
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function escapeCodePoint(cp: number): string {
  if (cp < 0x100) return '\\x' + cp.toString(16).padStart(2, '0');
  if (cp < 0x10000) return '\\u' + cp.toString(16).padStart(4, '0');
  return '\\U' + cp.toString(16).padStart(8, '0');
}

/** repr(s): single quotes unless the text has one and no double quote; escapes as Python writes them. */
export function pythonStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && NOT_PRINTABLE.test(ch)) out += escapeCodePoint(ch.codePointAt(0)!);
    else out += ch;
  }
  return out + quote;
}

/** repr() of a list of strings: ['A', 'B']. */
export function pythonListRepr(items: readonly string[]): string {
  return '[' + items.map(pythonStrRepr).join(', ') + ']';
}

// How Python prints Beancount's MISSING sentinel (a class).
export const PY_MISSING = "<class 'beancount.core.number.MISSING'>";

/** Python's str(Decimal): scientific notation for positive exponents and tiny numbers. */
export function pythonDecimalText(d: Decimal): string {
  if (!d.isFinite()) return d.isNegative() ? '-Infinity' : 'Infinity';
  const negative = d.isNegative() || d.isNegativeZero();
  const digits = (negative ? -d.coef : d.coef).toString();
  const leftDigits = d.exp + digits.length;
  const dotPlace = d.exp <= 0 && leftDigits > -6 ? leftDigits : 1;
  let text: string;
  if (dotPlace <= 0) text = `0.${'0'.repeat(-dotPlace)}${digits}`;
  else if (dotPlace >= digits.length) text = digits + '0'.repeat(dotPlace - digits.length);
  else text = `${digits.slice(0, dotPlace)}.${digits.slice(dotPlace)}`;
  const shown = leftDigits - dotPlace;
  if (shown !== 0) text += `E${shown > 0 ? '+' : '-'}${Math.abs(shown)}`;
  return (negative ? '-' : '') + text;
}

/**
 * str() of an Amount whose parts may be MISSING: "10 USD", "10 <class '...MISSING'>". Its number
 * is in plain notation (Beancount's default formatter: 1E+3 is 1000), unlike str(Decimal).
 */
export function pythonAmountText(number: Decimal | null, currency: string | null): string {
  return `${number === null ? PY_MISSING : number.toString()} ${currency ?? PY_MISSING}`;
}

/** repr() of a Decimal: Decimal('2.50'); MISSING's for null. */
export function pythonDecimalRepr(d: Decimal | null): string {
  return d === null ? PY_MISSING : `Decimal('${pythonDecimalText(d)}')`;
}

/** repr() of a datetime.date (an ISO date string): datetime.date(2020, 1, 2); None for null. */
export function pythonDateRepr(date: string | null): string {
  if (date === null) return 'None';
  const [y, m, d] = date.split('-').map(Number);
  return `datetime.date(${y}, ${m}, ${d})`;
}

/** repr() of a set of strings (set() when empty), in the order given: a set's own order changes with each Python process. */
export function pythonSetRepr(items: readonly string[]): string {
  return items.length === 0 ? 'set()' : '{' + [...new Set(items)].map(pythonStrRepr).join(', ') + '}';
}

/** repr() of a metadata value as Beancount's parser holds it (tags without their `#`; an Amount's repr is its str). */
export function pythonMetaValueRepr(v: MetaValue): string {
  switch (v.type) {
    case 'null':
      return 'None';
    case 'bool':
      return v.value ? 'True' : 'False';
    case 'number':
      return pythonDecimalRepr(v.value);
    case 'amount':
      return pythonAmountText(v.value.number, v.value.currency);
    case 'date':
      return pythonDateRepr(v.value);
    default:
      return pythonStrRepr(v.value);
  }
}

/** repr() of the parser's KeyValue(key, value) namedtuple. */
export function pythonKeyValueRepr(key: string, value: MetaValue): string {
  return `KeyValue(key=${pythonStrRepr(key)}, value=${pythonMetaValueRepr(value)})`;
}

/**
 * repr() of the parser's CompoundAmount(number_per, number_total, currency) for a cost component
 * as written: a part left out is MISSING, and number_total is None without a `#`.
 */
export function pythonCompoundAmountRepr(per: Decimal | null, hash: boolean, total: Decimal | null, currency: string | null): string {
  return `CompoundAmount(number_per=${pythonDecimalRepr(per)}, number_total=${hash ? pythonDecimalRepr(total) : 'None'}, currency=${currency === null ? PY_MISSING : pythonStrRepr(currency)})`;
}
