// beancount.plugins.fix_payees: rules, a Python literal `[(PAYEE, CLAUSE, ...), ...]`, rename the
// payee of the transactions that match every clause of a rule. A clause `A:<regexp>` matches when
// the regular expression is found (re.search, case-insensitive) in the account of a posting,
// `D:<regexp>` when it is found in the payee or the narration. As Beancount 2.3's code does (its
// docstring says only the first rule is used), every matching rule applies in turn, so the last
// one wins and a `D:` clause sees the payee an earlier rule gave.
//
// Beancount's handling of its configuration is kept: no configuration at all is a crash (the
// argument it requires is missing); an empty or blank one does nothing; text `ast.literal_eval` rejects is the error
// "Syntax error in config: ..." (indentation included: a line of the configuration outside
// brackets must not be indented); a clause that is not `A:`/`D:` is the error "Invalid clause: ..."
// and the rule keeps its other clauses (a rule without clauses renames every transaction); the
// configuration is iterated as Python iterates it (a string rule is its characters); a rule that
// is empty, not iterable, with a clause that is not a string, or a payee that cannot be a dict key
// is a crash. Errors are reported at line 0 of the main file, as Beancount does.
//
// Regular expressions are Python's, translated exactly by python_re.ts: one Python rejects
// (re.error, a crash in Beancount) or one this engine does not translate exactly makes the plugin
// fail (a thrown Error) rather than match differently. Deliberate limits, all reported as a plugin
// failure rather than guessed: a payee that is not a string or None (Beancount would store e.g.
// an int there), a set of several rules or clauses (Python's order is that of string hashes,
// random per process), and configuration text this engine cannot read with certainty (bytes,
// f-strings, \N{...} escapes, set(), hex/complex/underscored numbers, backslash continuations).
import type { Directive, LedgerError, Transaction } from '../core/directives.ts';
import type { LedgerOptions } from '../core/options.ts';
import { compilePythonIgnoreCase, PythonRegexError, pyStrip } from './python_re.ts';
import { pythonTypeName, readPythonLiteral, type PythonValue } from './python_literal.ts';
import type { PluginContext } from './run_plugins.ts';

type Outcome = { value: PythonValue } | { syntaxError: true };

const PREFIXES = new Set(['r', 'u', 'b', 'br', 'rb', 'f', 'fr', 'rf']);
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A string value as a literal that python_literal.ts reads back to the same value. */
const requote = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/**
 * `ast.literal_eval(config)`: its value, or `syntaxError` where Python raises SyntaxError or
 * ValueError (which the plugin reports). String literals are decoded here (prefixes r/u, triple
 * quotes, every escape) and handed to python_literal.ts in a form it reads; what neither can read
 * with certainty throws.
 */
function literalEval(config: string): Outcome {
  const text = config.replace(/^[ \t]+/, '');
  let out = '';
  let syntaxError = false;
  let unsure: string | null = null;
  let depth = 0;
  let i = 0;
  const n = text.length;
  const lineStart = (): void => {
    // Python's tokenizer: outside brackets, a line that is not blank must not be indented.
    let j = i;
    let col = 0;
    while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\f')) col = text[j++] === '\f' ? 0 : col + 1;
    const next = text[j];
    if (col > 0 && next !== '\n' && next !== '#' && !(next === '\r' && text[j + 1] === '\n')) syntaxError = true;
  };
  /** Reads the string literal whose quote is at `i`; decodes it unless `raw`/`opaque`. */
  const readString = (prefix: string): void => {
    const raw = prefix.includes('r');
    const opaque = prefix.includes('b') || prefix.includes('f');
    const quote = text[i]!;
    const triple = text.startsWith(quote.repeat(3), i);
    const start = i;
    i += triple ? 3 : 1;
    let value = '';
    for (;;) {
      if (i >= n) {
        syntaxError = true; // unterminated string
        return;
      }
      const c = text[i]!;
      if (triple ? text.startsWith(quote.repeat(3), i) : c === quote) {
        i += triple ? 3 : 1;
        break;
      }
      if (c === '\r') unsure ??= 'a carriage return inside a string';
      if (c === '\n' && !triple) {
        syntaxError = true; // a line break ends a single-quoted string
        return;
      }
      if (c !== '\\') {
        value += c;
        i++;
        continue;
      }
      const e = text[i + 1];
      if (e === undefined) {
        syntaxError = true;
        return;
      }
      if (raw || opaque) {
        // The backslash stays (raw), and the character after it cannot end the string.
        value += c + e;
        i += 2;
        continue;
      }
      i += 2;
      if (e === '\n') continue; // a line continuation inside the string
      if (e in SIMPLE_ESCAPES) value += SIMPLE_ESCAPES[e]!;
      else if (e >= '0' && e <= '7') {
        let digits = e;
        while (digits.length < 3 && text[i] !== undefined && text[i]! >= '0' && text[i]! <= '7') digits += text[i++]!;
        value += String.fromCodePoint(parseInt(digits, 8));
      } else if (e === 'x' || e === 'u' || e === 'U') {
        const size = e === 'x' ? 2 : e === 'u' ? 4 : 8;
        const hex = text.slice(i, i + size);
        if (!new RegExp(`^[0-9a-fA-F]{${size}}$`).test(hex) || parseInt(hex, 16) > 0x10ffff) {
          syntaxError = true;
          return;
        }
        value += String.fromCodePoint(parseInt(hex, 16));
        i += size;
      } else if (e === 'N') {
        unsure ??= 'a \\N{...} escape';
        value += '?';
      } else value += c + e; // an unknown escape keeps its backslash
    }
    out += opaque ? text.slice(start, i) : requote(value);
  };
  lineStart();
  while (i < n) {
    const c = text[i]!;
    if (c === '#') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      const size = c === '\r' ? 2 : 1;
      out += text.slice(i, i + size);
      i += size;
      if (depth === 0) lineStart();
    } else if (c === '\r') {
      unsure ??= 'a carriage return';
      out += c;
      i++;
    } else if (c === "'" || c === '"') {
      readString('');
    } else if (/[\p{XID_Start}_]/u.test(c)) {
      const name = /^[\p{XID_Continue}]+/u.exec(text.slice(i))![0];
      const quote = text[i + name.length];
      if ((quote === "'" || quote === '"') && PREFIXES.has(name.toLowerCase())) {
        if (/[bf]/i.test(name)) unsure ??= `a ${name}'' string`;
        i += name.length;
        readString(name.toLowerCase());
      } else {
        if (name === 'set') unsure ??= 'set()';
        out += name;
        i += name.length;
      }
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const token = /^[0-9A-Za-z_.]+/.exec(text.slice(i))![0];
      if (/[A-DF-Za-df-z_]/.test(token)) unsure ??= `the number ${token}`;
      out += token;
      i += token.length;
    } else if (c === '\\') {
      unsure ??= 'a backslash outside strings';
      out += c;
      i++;
    } else if ((c === '-' || c === '+') && /^[-+ \t]*\(/.test(text.slice(i))) {
      unsure ??= 'a sign before a parenthesis';
      out += c;
      i++;
    } else {
      if (c === '[' || c === '(' || c === '{') depth++;
      else if ((c === ']' || c === ')' || c === '}') && depth > 0) depth--;
      out += c;
      i++;
    }
  }
  // Python refuses source text with a NUL character anywhere.
  if (syntaxError || text.includes('\0')) return { syntaxError: true };
  if (unsure !== null) throw new Error(`cannot read the configuration here (${unsure}): ${config}`);
  let value: PythonValue;
  try {
    value = readPythonLiteral(out);
  } catch {
    return { syntaxError: true };
  }
  checkHashable(value);
  return { value };
}

const isHashable = (v: PythonValue): boolean => (v.kind === 'list' || v.kind === 'dict' || v.kind === 'set' ? false : v.kind === 'tuple' ? v.items.every(isHashable) : true);

/** Dict keys and set members must be hashable: literal_eval raises TypeError otherwise. */
function checkHashable(v: PythonValue): void {
  if (v.kind === 'list' || v.kind === 'tuple') v.items.forEach(checkHashable);
  else if (v.kind === 'set') {
    for (const item of v.items) {
      checkHashable(item);
      if (!isHashable(item)) throw new Error(`unhashable type: '${pythonTypeName(item)}'`);
    }
  } else if (v.kind === 'dict') {
    for (const [key, value] of v.entries) {
      checkHashable(key);
      if (!isHashable(key)) throw new Error(`unhashable type: '${pythonTypeName(key)}'`);
      checkHashable(value);
    }
  }
}

/** Python's == between hashable literal values (True == 1 == 1.0). */
function pyEquals(a: PythonValue, b: PythonValue): boolean {
  const num = (v: PythonValue): number | bigint | null => (v.kind === 'bool' ? (v.value ? 1n : 0n) : v.kind === 'int' || v.kind === 'float' ? v.value : null);
  const x = num(a);
  const y = num(b);
  if (x !== null && y !== null) {
    if (typeof x === 'bigint' && typeof y === 'bigint') return x === y;
    // an int against a float: equal when the float is that integer
    const f = typeof x === 'number' ? x : (y as number);
    const k = typeof x === 'bigint' ? x : (y as bigint);
    return typeof x === typeof y ? x === y : Number.isInteger(f) && BigInt(f) === k;
  }
  if (a.kind !== b.kind) return false;
  if (a.kind === 'str') return a.value === (b as typeof a).value;
  if (a.kind === 'none') return true;
  if (a.kind === 'tuple') {
    const items = (b as typeof a).items;
    return a.items.length === items.length && a.items.every((item, k) => pyEquals(item, items[k]!));
  }
  return false;
}

function distinct(values: readonly PythonValue[]): PythonValue[] {
  const out: PythonValue[] = [];
  for (const v of values) if (!out.some((o) => pyEquals(o, v))) out.push(v);
  return out;
}

/** `iter(v)`, as a list. */
function pyIterate(v: PythonValue): PythonValue[] {
  switch (v.kind) {
    case 'str':
      return Array.from(v.value, (ch) => ({ kind: 'str', value: ch }));
    case 'list':
    case 'tuple':
      return [...v.items];
    case 'dict':
      return distinct(v.entries.map(([key]) => key));
    case 'set': {
      const items = distinct(v.items);
      if (items.length > 1) throw new Error(`a set of ${items.length} items is iterated in an order Python does not define (string hashes vary per process); use a list or a tuple`);
      return items;
    }
    default:
      throw new Error(`'${pythonTypeName(v)}' object is not iterable`);
  }
}

const pyRepr = (v: PythonValue): string =>
  v.kind === 'str' ? JSON.stringify(v.value) : v.kind === 'none' ? 'None' : v.kind === 'bool' ? (v.value ? 'True' : 'False') : v.kind === 'int' || v.kind === 'float' ? String(v.value) : v.kind === 'tuple' ? `(${v.items.map(pyRepr).join(', ')})` : v.kind;

interface Rule {
  readonly payee: PythonValue;
  readonly clauses: readonly { readonly command: 'A' | 'D'; readonly search: RegExp }[];
}

function compileRegexp(pattern: string): RegExp {
  try {
    return compilePythonIgnoreCase(pattern);
  } catch (err) {
    const why = err instanceof PythonRegexError ? 'is not a valid Python regular expression' : 'cannot be matched exactly as Python does';
    throw new Error(`the regular expression ${JSON.stringify(pattern)} ${why}: ${(err as Error).message}`);
  }
}

export function fixPayees(entries: readonly Directive[], _options: LedgerOptions, config: string | null, context?: Pick<PluginContext, 'mainFile'>): { directives: Directive[]; errors: LedgerError[] } {
  const errors: LedgerError[] = [];
  const report = (message: string) => errors.push({ source: { file: context?.mainFile ?? '<string>', line: 0 }, message, kind: 'plugin' });
  // (Beancount 2.3.5 calls it without the argument it requires; QA: we said None had no strip())
  if (config === null) throw new Error("fix_payees() missing 1 required positional argument: 'config'");
  if (pyStrip(config) === '') return { directives: [...entries], errors };
  const parsed = literalEval(config);
  if ('syntaxError' in parsed) {
    report(`Syntax error in config: ${config}`);
    return { directives: [...entries], errors };
  }
  const rules: Rule[] = [];
  for (const rule of pyIterate(parsed.value)) {
    const [payee, ...clauses] = pyIterate(rule);
    if (payee === undefined) throw new Error('StopIteration: a rule is empty');
    const compiled: Rule['clauses'][number][] = [];
    for (const clause of clauses) {
      if (clause.kind !== 'str') throw new Error(`expected string or bytes-like object, got '${pythonTypeName(clause)}'`);
      // re.match('([AD]):(.*)', clause): `.` stops at a line break
      const match = /^([AD]):([^\n]*)/u.exec(clause.value);
      if (match === null) {
        report(`Invalid clause: ${clause.value}`);
        continue;
      }
      compiled.push({ command: match[1] as 'A' | 'D', search: compileRegexp(match[2]!) });
    }
    rules.push({ payee, clauses: compiled });
  }
  for (const rule of rules) if (!isHashable(rule.payee)) throw new Error(`unhashable type: '${pythonTypeName(rule.payee)}'`);

  const directives = entries.map((entry) => {
    if (entry.type !== 'transaction') return entry;
    let current: Transaction = entry;
    for (const rule of rules) {
      const matches = rule.clauses.every(({ command, search }) =>
        command === 'D' ? (current.payee !== null && search.test(current.payee)) || search.test(current.narration) : current.postings.some((p) => search.test(p.account)),
      );
      if (!matches) continue;
      if (rule.payee.kind !== 'str' && rule.payee.kind !== 'none')
        throw new Error(`a rule would set the payee to ${pyRepr(rule.payee)} (a ${pythonTypeName(rule.payee)}), which this engine does not hold; Beancount would store it as is`);
      // The transaction keeps its metadata and source: the service finds it by its line.
      current = { ...current, payee: rule.payee.kind === 'str' ? rule.payee.value : null };
    }
    // (one an earlier stage made stays marked as made: the mark is on its source)
    return current;
  });
  return { directives, errors };
}
