// beancount.plugins.ira_contribs (its function is add_ira_contribs): the configuration is a Python
// dict literal,
//   {'currency': 'IRAUSD', 'flag': 'M', 'accounts': {
//       'Income:US:Acme:Match401k': ('Assets:US:Federal:Match401k', 'Expenses:Taxes:TY{year}:Match401k'),
//       ('C', 'Assets:US:Fidelity:PreTax401k:Cash'): ('Assets:US:Federal:PreTax401k', 'Expenses:Taxes:TY{year}:PreTax401k')}}
// A posting to one of the accounts that increases it (positive units on an Assets or Expenses
// account, negative on any other: the sign comes from Beancount's default root names, whatever the
// name_* options say), and whose flag is the one the key requires if it is a (flag, account)
// tuple, gets a pair of postings appended to its transaction: the first account of the pair for
// minus the posting's absolute number, the second for plus it, in the configured currency
// (default 'UNKNOWN'), with the configured flag (default none) and no metadata. `{year}` in the
// pair's names is the transaction's year (Python's str.format: `{year:04d}`, `{{` and the like
// work as there). Several matching postings append several pairs, in the order of the postings.
// Nothing opens the accounts. A later key for the same account replaces an earlier one.
//
// Configuration and data, as Beancount 2.3 runs them, fail the plugin: no configuration, one that
// is not a dict, 'accounts' that is not a dict, a key that is neither a string nor a tuple of two;
// then, only when a posting matches an account and its sign: a pair that is not two values, a
// matching posting held at cost; and once the posting's flag matches too: a currency that is not
// a string, a name that is not a string or that str.format refuses. A required flag '' never
// matches. A flag that is not a string is kept by Beancount on the postings, and bean-check's
// data-type check (not the loader's validation) reports "Invalid data types: Invalid flag type"
// on each transaction that got them.
//
// Differences: the configuration is read as a literal (python_literal.ts), where Beancount
// evaluates any Python expression. A flag that is not a string is left off the postings here
// (a flag is a string in the engine), and the plugin reports bean-check's error itself, so a
// later plugin that drops the transaction does not drop the error. A currency of None fails the
// plugin here; Beancount makes postings without a currency. A pair given as a set takes its names
// in the order written (Python's order of a set of strings changes from run to run). In `{year}`
// fields, an attribute or index (`{year.real}`), nested fields, the format types c, e, f, g and %
// and grouping with zero padding are refused here, where Python formats them. The inserted
// postings have no metadata, as in Beancount, and the transaction's source as their position
// (Beancount's have none; the engine needs one).
import type { Directive, LedgerError, Posting, Transaction } from '../core/directives.ts';
import { pythonStrRepr } from '../core/python_repr.ts';
import { MADE_POSTING_META } from '../core/synthesised.ts';
import { checkEvaluable, PythonDict } from './python_dict.ts';
import { type PythonValue, pythonTypeName, readPythonLiteral } from './python_literal.ts';

/** The trigger of one configured account: the flag it requires (None: any) and the pair to insert. */
interface Transform {
  readonly requiredFlag: PythonValue;
  readonly pair: PythonValue;
}

/** account_types.get_account_sign with DEFAULT_ACCOUNT_TYPES: +1 for Assets and Expenses, else -1. */
function accountSign(account: string): 1 | -1 {
  const root = account.split(':')[0];
  return root === 'Assets' || root === 'Expenses' ? 1 : -1;
}

/** Python's iteration of a value unpacked into two names: `neg, pos = value`. */
function unpackPair(value: PythonValue): [PythonValue, PythonValue] {
  let items: PythonValue[];
  switch (value.kind) {
    case 'tuple':
    case 'list':
      items = [...value.items];
      break;
    case 'set':
      items = new PythonDict({ kind: 'dict', entries: value.items.map((i) => [i, i] as const) }).entries().map(([k]) => k);
      break;
    case 'dict':
      items = new PythonDict(value).entries().map(([k]) => k);
      break;
    case 'str':
      items = [...value.value].map((c) => ({ kind: 'str', value: c }));
      break;
    default:
      throw new Error(`cannot unpack non-iterable ${pythonTypeName(value)} object`);
  }
  if (items.length < 2) throw new Error(`not enough values to unpack (expected 2, got ${items.length})`);
  if (items.length > 2) throw new Error('too many values to unpack (expected 2)');
  return [items[0]!, items[1]!];
}

function fail(template: string, why: string): never {
  throw new Error(`cannot format ${JSON.stringify(template)} with the year: ${why}`);
}

/** Python's format(value, spec) for the year (an int) or its str() (after a !r, !s or !a conversion). */
function formatField(value: number | string, spec: string, template: string): string {
  let i = 0;
  let fill: string | null = null;
  let align: string | null = null;
  const chars = [...spec];
  if (chars.length >= 2 && '<>=^'.includes(chars[1]!)) {
    fill = chars[0]!;
    align = chars[1]!;
    i = 2;
  } else if (chars.length >= 1 && '<>=^'.includes(chars[0]!)) {
    align = chars[0]!;
    i = 1;
  }
  let sign: string | null = null;
  if (i < chars.length && '+- '.includes(chars[i]!)) sign = chars[i++]!;
  if (chars[i] === 'z') fail(template, 'negative zero coercion (z) not allowed in integer format specifier');
  let alternate = false;
  if (chars[i] === '#') {
    alternate = true;
    i++;
  }
  let zero = false;
  if (chars[i] === '0') {
    zero = true;
    i++;
  }
  let widthText = '';
  while (i < chars.length && /[0-9]/.test(chars[i]!)) widthText += chars[i++]!;
  let grouping: string | null = null;
  if (i < chars.length && ',_'.includes(chars[i]!)) grouping = chars[i++]!;
  let precision: string | null = null;
  if (chars[i] === '.') {
    i++;
    precision = '';
    while (i < chars.length && /[0-9]/.test(chars[i]!)) precision += chars[i++]!;
    if (precision === '') fail(template, 'Format specifier missing precision');
  }
  const type = chars.slice(i).join('');
  if (type.length > 1) fail(template, 'Invalid format specifier');
  const width = widthText === '' ? 0 : Number(widthText);
  if (zero && fill === null) fill = '0';
  fill ??= ' ';

  let body: string;
  let prefix = '';
  if (typeof value === 'string') {
    if (type !== '' && type !== 's') fail(template, `Unknown format code '${type}' for object of type 'str'`);
    if (sign !== null) fail(template, 'Sign not allowed in string format specifier');
    if (alternate) fail(template, 'Alternate form (#) not allowed in string format specifier');
    if (grouping !== null) fail(template, `Cannot specify '${grouping}' with 's'.`);
    if (align === '=') fail(template, "'=' alignment not allowed in string format specifier");
    align ??= '<';
    body = precision === null ? value : [...value].slice(0, Number(precision)).join('');
  } else {
    if (zero && align === null) align = '=';
    align ??= '>';
    if (precision !== null) fail(template, 'Precision not allowed in integer format specifier');
    const radix = ({ '': 10, d: 10, n: 10, b: 2, o: 8, x: 16, X: 16 } as Record<string, number>)[type];
    if (radix === undefined) fail(template, `the format type '${type}' is not supported here`);
    body = value.toString(radix);
    if (type === 'X') body = body.toUpperCase();
    if (alternate && radix !== 10) prefix = `0${type}`;
    if (sign === '+' || sign === ' ') prefix = sign + prefix;
    if (grouping !== null) {
      if (type === 'n' || (grouping === ',' && radix !== 10)) fail(template, `Cannot specify '${grouping}' with '${type}'.`);
      if (fill === '0' && align === '=') fail(template, 'grouping with zero padding is not supported here');
      const size = radix === 10 ? 3 : 4;
      let grouped = '';
      for (let end = body.length; end > 0; end -= size) grouped = body.slice(Math.max(0, end - size), end) + (grouped === '' ? '' : grouping + grouped);
      body = grouped;
    }
  }
  const padding = Math.max(0, width - [...prefix].length - [...body].length);
  switch (align) {
    case '<':
      return prefix + body + fill.repeat(padding);
    case '^':
      return fill.repeat(Math.floor(padding / 2)) + prefix + body + fill.repeat(padding - Math.floor(padding / 2));
    case '=':
      return prefix + fill.repeat(padding) + body;
    default:
      return fill.repeat(padding) + prefix + body;
  }
}

/** Python's `template.format(year=year)`; throws where Python raises (or for forms not supported here). */
export function formatWithYear(template: string, year: number): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c === '}') {
      if (template[i + 1] !== '}') fail(template, "Single '}' encountered in format string");
      out += '}';
      i += 2;
      continue;
    }
    if (c !== '{') {
      out += c;
      i++;
      continue;
    }
    if (template[i + 1] === '{') {
      out += '{';
      i += 2;
      continue;
    }
    const end = template.indexOf('}', i + 1);
    const field = end < 0 ? null : template.slice(i + 1, end);
    if (field === null) fail(template, "expected '}' before end of string");
    if (field.includes('{')) fail(template, 'nested fields are not supported here');
    const m = /^([^!:]*)(?:!(.?))?(?::(.*))?$/s.exec(field);
    if (m === null) fail(template, "expected ':' after conversion specifier");
    const [, name, conversion, spec] = m as unknown as [string, string, string | undefined, string | undefined];
    if (name === '' || /^\d+$/.test(name)) fail(template, 'Replacement index 0 out of range for positional args tuple');
    if (name !== 'year') {
      if (/^year[.[]/.test(name)) fail(template, `the field {${name}} is not supported here`);
      fail(template, `KeyError: ${pythonStrRepr(name.split(/[.[]/)[0]!)}`);
    }
    let value: number | string = year;
    if (conversion !== undefined) {
      if (conversion === '') fail(template, 'unmatched \'{\' in format spec');
      if (!'rsa'.includes(conversion)) fail(template, `Unknown conversion specifier ${conversion}`);
      value = String(year);
    }
    out += formatField(value, spec ?? '', template);
    i = end + 1;
  }
  return out;
}

/** The configuration: currency and flag of the inserted postings, and the transform of each account. */
function readConfiguration(config: string | null): { currency: PythonValue; flag: PythonValue; transforms: Map<string, Transform> } {
  if (config === null) throw new Error("add_ira_contribs() missing 1 required positional argument: 'config_str'");
  const literal = readPythonLiteral(config);
  checkEvaluable(literal);
  if (literal.kind !== 'dict') throw new Error('Invalid plugin configuration: should be a single dict.');
  const dict = new PythonDict(literal);
  const currency = dict.pop('currency', { kind: 'str', value: 'UNKNOWN' });
  const flag = dict.pop('flag', { kind: 'none' });
  const accounts = dict.pop('accounts', { kind: 'dict', entries: [] });
  if (accounts.kind !== 'dict') throw new Error(`'${pythonTypeName(accounts)}' object has no attribute 'items'`);
  // Only string accounts can match a posting; keys with another account are read (and checked) all the same.
  const transforms = new Map<string, Transform>();
  for (const [key, pair] of new PythonDict(accounts).entries()) {
    let requiredFlag: PythonValue = { kind: 'none' };
    let account: PythonValue = key;
    if (key.kind === 'tuple') {
      if (key.items.length !== 2) throw new Error(key.items.length < 2 ? `not enough values to unpack (expected 2, got ${key.items.length})` : 'too many values to unpack (expected 2)');
      [requiredFlag, account] = key.items as [PythonValue, PythonValue];
    } else if (key.kind !== 'str') {
      throw new Error(`an account key must be a string or a (flag, account) tuple, not ${pythonTypeName(key)} (AssertionError)`);
    }
    if (account.kind === 'str') transforms.set(account.value, { requiredFlag, pair });
  }
  return { currency, flag, transforms };
}

export function addIraContributions(entries: readonly Directive[], config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  const { currency, flag, transforms } = readConfiguration(config);
  const errors: LedgerError[] = [];

  const insert = (e: Transaction): Transaction => {
    let added: Posting[] = [];
    for (const p of e.postings) {
      const transform = transforms.get(p.account);
      if (transform === undefined || accountSign(p.account) * p.units.number.sign() <= 0) continue;
      const [neg, pos] = unpackPair(transform.pair);
      if (p.cost !== null) throw new Error(`the posting to ${p.account} of the transaction at line ${e.source.line} is held at cost (AssertionError)`);
      const required = transform.requiredFlag;
      if (!(required.kind === 'none' || (required.kind === 'str' && required.value !== '' && required.value === p.flag))) continue;
      if (currency.kind === 'none') throw new Error('a currency of None is not supported here (Beancount makes postings without a currency)');
      if (currency.kind !== 'str') throw new Error(`the currency must be a string, not ${pythonTypeName(currency)} (AssertionError)`);
      const names = [neg, pos].map((name) => {
        if (name.kind !== 'str') throw new Error(`'${pythonTypeName(name)}' object has no attribute 'format'`);
        return formatWithYear(name.value, Number(e.date.slice(0, 4)));
      });
      const number = p.units.number.abs();
      const posting = (account: string, n: typeof number): Posting => ({
        account,
        flag: flag.kind === 'str' ? flag.value : null,
        units: { number: n, currency: currency.value },
        cost: null,
        price: null,
        meta: MADE_POSTING_META,
        source: e.source,
      });
      added = [...added, posting(names[0]!, number.neg()), posting(names[1]!, number)];
    }
    if (added.length === 0) return e;
    if (flag.kind !== 'str' && flag.kind !== 'none') errors.push({ source: e.source, message: 'Invalid data types: Invalid flag type', kind: 'validation' });
    return { ...e, postings: [...e.postings, ...added] };
  };

  const directives = entries.map((e) => (e.type === 'transaction' ? insert(e) : e));
  return { directives, errors };
}
