// Plugin configurations that Beancount hands to Python's `eval`: a strict reader for the literal
// forms those plugins document (strings, None, True, False, numbers, lists, tuples, sets, dicts).
// Anything else, which Python would evaluate as code, is refused with an Error.

export type PythonValue =
  | { readonly kind: 'str'; readonly value: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int'; readonly value: bigint }
  /** A Python float is an IEEE double, as a JS number is; 1e400 reads as Infinity, as in Python. */
  | { readonly kind: 'float'; readonly value: number }
  | { readonly kind: 'list' | 'tuple' | 'set'; readonly items: readonly PythonValue[] }
  /** Key-value pairs as written, repeated keys included (Python keeps the first place and the last value). */
  | { readonly kind: 'dict'; readonly entries: readonly (readonly [PythonValue, PythonValue])[] };

/** Python's name for the type of a value, as its error messages show it. */
export function pythonTypeName(v: PythonValue): string {
  return v.kind === 'none' ? 'NoneType' : v.kind;
}

// Python's number literals: digits may be grouped by single underscores (1_000, 0.0_5).
const DIGITS = String.raw`\d(?:_?\d)*`;
const EXPONENT = String.raw`[eE][+-]?${DIGITS}`;
const FLOAT_RE = new RegExp(String.raw`^(?:${DIGITS}\.(?:${DIGITS})?(?:${EXPONENT})?|\.${DIGITS}(?:${EXPONENT})?|${DIGITS}${EXPONENT})`);
const INT_RE = new RegExp(String.raw`^(?:0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|${DIGITS})`);
const NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*/;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r' };

class LiteralReader {
  private pos = 0;
  /** Open brackets around the position: only inside them may a value continue on another line. */
  private depth = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  read(): PythonValue {
    this.skipBlank(true);
    const value = this.value();
    this.skipBlank(true);
    if (this.pos < this.text.length) this.fail('unexpected text after the value');
    return value;
  }

  private fail(what: string): never {
    throw new Error(`not a Python literal (${what} at offset ${this.pos}): ${this.text}`);
  }

  /** Spaces, tabs, comments; line breaks too where Python allows them (inside brackets, or at either end). */
  private skipBlank(lineBreaks = this.depth > 0): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (c === ' ' || c === '\t' || c === '\f') this.pos++;
      else if (c === '#') while (this.pos < t.length && t[this.pos] !== '\n') this.pos++;
      else if ((c === '\n' || c === '\r') && lineBreaks) this.pos++;
      else break;
    }
  }

  private peek(): string {
    return this.text[this.pos] ?? '';
  }

  private value(): PythonValue {
    const c = this.peek();
    if (c === '+' || c === '-') return this.signedNumber();
    if (c === "'" || c === '"') {
      let value = this.string();
      this.skipBlank();
      // Adjacent literals are one string, as in Python.
      while (this.peek() === "'" || this.peek() === '"') {
        value += this.string();
        this.skipBlank();
      }
      return { kind: 'str', value };
    }
    if (c === '[') {
      this.open();
      return { kind: 'list', items: this.itemsUpTo(']') };
    }
    if (c === '(') return this.parenthesized();
    if (c === '{') return this.braces();
    if (/[0-9.]/.test(c)) return this.number(false);
    const name = NAME_RE.exec(this.text.slice(this.pos))?.[0];
    if (name === 'None') return this.advance(4, { kind: 'none' });
    if (name === 'True') return this.advance(4, { kind: 'bool', value: true });
    if (name === 'False') return this.advance(5, { kind: 'bool', value: false });
    if (name !== undefined) this.fail(`the name ${name}, which is not a literal,`);
    this.fail(c === '' ? 'nothing' : `unexpected ${JSON.stringify(c)}`);
  }

  private advance<T>(n: number, value: T): T {
    this.pos += n;
    return value;
  }

  private signedNumber(): PythonValue {
    let negative = false;
    while (this.peek() === '+' || this.peek() === '-') {
      if (this.peek() === '-') negative = !negative;
      this.pos++;
      this.skipBlank();
    }
    if (!/[0-9.]/.test(this.peek())) this.fail('a sign before something other than a number');
    return this.number(negative);
  }

  private number(negative: boolean): PythonValue {
    const rest = this.text.slice(this.pos);
    const float = FLOAT_RE.exec(rest)?.[0];
    const int = float === undefined ? INT_RE.exec(rest)?.[0] : undefined;
    const literal = float ?? int;
    if (literal === undefined) this.fail('a malformed number');
    this.pos += literal.length;
    // 1j, 1e, 1__0, 1_, 1.2.3: other literal forms or errors in Python; refused here.
    if (/[A-Za-z0-9_.]/.test(this.peek())) this.fail('an unsupported number form');
    const digits = literal.replaceAll('_', '');
    if (float !== undefined) {
      const value = Number(digits); // correctly rounded, as Python's float() is; 1e400 is Infinity
      return { kind: 'float', value: negative ? -value : value };
    }
    if (/^0\d*[1-9]/.test(digits)) this.fail('an integer with a leading zero');
    const value = BigInt(digits); // 0x, 0o and 0b included
    return { kind: 'int', value: negative ? -value : value };
  }

  private string(): string {
    const t = this.text;
    const quote = t[this.pos]!;
    if (t.startsWith(quote.repeat(3), this.pos)) this.fail('a triple-quoted string');
    this.pos++;
    let out = '';
    while (this.pos < t.length) {
      const c = t[this.pos]!;
      if (c === quote) {
        this.pos++;
        return out;
      }
      if (c === '\n' || c === '\r') this.fail('a line break inside a string');
      if (c === '\\') {
        const escaped = ESCAPES[t[this.pos + 1] ?? ''];
        if (escaped === undefined) this.fail('an unsupported escape sequence');
        out += escaped;
        this.pos += 2;
        continue;
      }
      out += c;
      this.pos++;
    }
    this.fail('an unterminated string');
  }

  /** Values separated by commas up to `close`, a trailing comma allowed; the bracket is consumed. */
  private itemsUpTo(close: string, items: PythonValue[] = []): PythonValue[] {
    while (this.peek() !== close) {
      items.push(this.value());
      this.skipBlank();
      if (this.peek() === ',') {
        this.pos++;
        this.skipBlank();
      } else if (this.peek() !== close) this.fail(`expected ',' or '${close}'`);
    }
    this.close();
    return items;
  }

  private open(): void {
    this.pos++;
    this.depth++;
    this.skipBlank();
  }

  private close(): void {
    this.pos++;
    this.depth--;
    this.skipBlank();
  }

  /** `()`, `(value)` or a tuple `(a,)`, `(a, b)`. */
  private parenthesized(): PythonValue {
    this.open();
    if (this.peek() === ')') {
      this.close();
      return { kind: 'tuple', items: [] };
    }
    const first = this.value();
    this.skipBlank();
    if (this.peek() === ')') {
      this.close();
      return first;
    }
    if (this.peek() !== ',') this.fail("expected ',' or ')'");
    this.pos++;
    this.skipBlank();
    return { kind: 'tuple', items: this.itemsUpTo(')', [first]) };
  }

  /** `{}` (an empty dict), a dict `{k: v, ...}` or a set `{a, b}`. */
  private braces(): PythonValue {
    this.open();
    if (this.peek() === '}') {
      this.close();
      return { kind: 'dict', entries: [] };
    }
    const first = this.value();
    this.skipBlank();
    if (this.peek() !== ':') {
      if (this.peek() === ',') {
        this.pos++;
        this.skipBlank();
      } else if (this.peek() !== '}') this.fail("expected ',', ':' or '}'");
      return { kind: 'set', items: this.itemsUpTo('}', [first]) };
    }
    const entries: [PythonValue, PythonValue][] = [];
    let key = first;
    while (true) {
      if (this.peek() !== ':') this.fail("expected ':'");
      this.pos++;
      this.skipBlank();
      entries.push([key, this.value()]);
      this.skipBlank();
      if (this.peek() === ',') {
        this.pos++;
        this.skipBlank();
      } else if (this.peek() !== '}') this.fail("expected ',' or '}'");
      if (this.peek() === '}') break;
      key = this.value();
      this.skipBlank();
    }
    this.close();
    return { kind: 'dict', entries };
  }
}

/** The value of `text` as Python's `eval` would give it, for literal text only; throws otherwise. */
export function readPythonLiteral(text: string): PythonValue {
  return new LiteralReader(text).read();
}
