// Python 3 regular expressions (module `re`, a str pattern) compiled with re.IGNORECASE, as a
// JavaScript RegExp (flag `u`) that matches exactly the strings Python's `re.search` finds a match
// in. Plugins configured with Python patterns (fix_payees) use it.
//
// The pattern is read as Python's parser reads it (re/_parser.py: escapes, classes, repeats,
// groups, the rewriting of alternatives into classes) and each piece is written in JavaScript with
// Python's meaning, not JavaScript's:
//   - case: Python does not fold case as JavaScript's `i` flag does (it compares the simple
//     lowercase of both sides, plus a few extra equivalences such as i/ı and s/ſ, and a class
//     compares the lowercase of the text's character only). So no `i` flag is used: every cased
//     letter becomes the explicit set of characters Python would match it with, and a class is
//     rebuilt from the same rules (re/_compiler.py, _optimize_charset) with its quirks kept (a
//     non-BMP letter in a class matches nothing, as in Python 3.11);
//   - \w, \d, \s, \b and `.` take Python's Unicode definitions (\w is a letter, a number or `_`;
//     \s includes \x1c-\x1f and not U+FEFF; `.` excludes only \n), `$` also matches before a final
//     \n, \Z is the very end;
//   - a{,3} and the like are written out; a `{` that starts no repeat is a literal.
// Character properties come from Node's Unicode tables; /usr/bin/python3 3.11 uses Unicode 14, Node
// 24 Unicode 16, so the two differ only on characters assigned since Unicode 14 (the tests compare
// every code point).
//
// What Python accepts but this does not write exactly is refused with an UntranslatableRegexError:
// back-references, conditionals, atomic groups and possessive repeats (JavaScript has none),
// inline flags other than i/u (which change nothing here), \N{name}, repeat counts above 100000.
// A pattern Python itself rejects throws a PythonRegexError with Python's message.

import { pythonStrRepr } from '../core/python_repr.ts';

/** Python's `re.error`: the pattern is not valid for Python's `re`. */
export class PythonRegexError extends Error {}
/** A valid Python pattern that is not translated, rather than translated inexactly. */
export class UntranslatableRegexError extends Error {}

const MAXREPEAT = 4294967295;
const MAX_TRANSLATED_REPEAT = 100_000;

// --- Character properties, as Python's sre uses them -------------------------------------------

/** Python's whitespace (str.isspace, the `\s` of a str pattern), as the body of a class. */
export const PY_SPACE_CLASS_BODY = '\\t-\\r\\x1c- \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `\w` on str: a letter, a number (isalnum) or the underscore. */
const WORD_CLASS_BODY = '\\p{L}\\p{N}_';
const DIGIT_CLASS_BODY = '\\p{Nd}';
const PY_SPACE_RE = new RegExp(`^[${PY_SPACE_CLASS_BODY}]+|[${PY_SPACE_CLASS_BODY}]+$`, 'gu');

/** Python's `str.strip()` with no argument. */
export function pyStrip(text: string): string {
  return text.replace(PY_SPACE_RE, '');
}

interface CaseTables {
  /** Python's sre lowercase (the first character of the full lowercase), where it differs. */
  readonly lower: ReadonlyMap<number, number>;
  /** Likewise for the uppercase. */
  readonly upper: ReadonlyMap<number, number>;
  /** lowercase -> the other characters whose lowercase it is. */
  readonly lowerPreimage: ReadonlyMap<number, readonly number[]>;
  /** re/_casefix.py's _EXTRA_CASES: a lowercase -> other lowercases with the same uppercase. */
  readonly extraCases: ReadonlyMap<number, readonly number[]>;
  /** Class body of every character whose lowercase differs from itself. */
  readonly loweredClassBody: string;
}

let tables: CaseTables | null = null;

/**
 * The case tables, built on first use from Node's case mappings. Only the BMP and plane 1 hold
 * characters with case (the tests check every code point).
 */
export function caseTables(): CaseTables {
  if (tables !== null) return tables;
  const lower = new Map<number, number>();
  const upper = new Map<number, number>();
  const lowerPreimage = new Map<number, number[]>();
  for (let c = 0; c < 0x20000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const ch = String.fromCodePoint(c);
    const lo = ch.toLowerCase().codePointAt(0)!;
    const up = ch.toUpperCase().codePointAt(0)!;
    if (lo !== c) {
      lower.set(c, lo);
      let list = lowerPreimage.get(lo);
      if (list === undefined) lowerPreimage.set(lo, (list = []));
      list.push(c);
    }
    if (up !== c) upper.set(c, up);
  }
  // Lowercases grouped by the (full) uppercase of the lowercase; groups of two or more.
  const groups = new Map<string, Set<number>>();
  for (const c of new Set([...lower.keys(), ...upper.keys()])) {
    const lo = lower.get(c) ?? c;
    const key = String.fromCodePoint(lo).toUpperCase();
    let g = groups.get(key);
    if (g === undefined) groups.set(key, (g = new Set()));
    g.add(lo);
  }
  const extraCases = new Map<number, number[]>();
  for (const g of groups.values()) {
    if (g.size < 2) continue;
    const members = [...g].sort((a, b) => a - b);
    for (const m of members) extraCases.set(m, members.filter((x) => x !== m));
  }
  tables = { lower, upper, lowerPreimage, extraCases, loweredClassBody: classBody([...lower.keys()]) };
  return tables;
}

const lowerOf = (t: CaseTables, c: number): number => t.lower.get(c) ?? c;
const upperOf = (t: CaseTables, c: number): number => t.upper.get(c) ?? c;
const isCased = (t: CaseTables, c: number): boolean => t.lower.has(c) || t.upper.has(c);

const esc = (c: number): string => `\\u{${c.toString(16)}}`;

/** The body of a class (no brackets) holding exactly these code points. */
function classBody(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  let out = '';
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out += j === i ? esc(sorted[i]!) : j === i + 1 ? esc(sorted[i]!) + esc(sorted[j]!) : `${esc(sorted[i]!)}-${esc(sorted[j]!)}`;
    i = j + 1;
  }
  return out;
}

// --- Python's parse tree (re/_parser.py) --------------------------------------------------------

type Category = 'DIGIT' | 'NOT_DIGIT' | 'SPACE' | 'NOT_SPACE' | 'WORD' | 'NOT_WORD';
type SetItem = { op: 'NEGATE' } | { op: 'LITERAL'; c: number } | { op: 'RANGE'; lo: number; hi: number } | { op: 'CATEGORY'; cat: Category };
type At = 'BEGINNING' | 'BEGINNING_STRING' | 'END' | 'END_STRING' | 'BOUNDARY' | 'NON_BOUNDARY';
type Item =
  | { op: 'LITERAL' | 'NOT_LITERAL'; c: number }
  | { op: 'IN'; set: SetItem[] }
  | { op: 'ANY' }
  | { op: 'AT'; at: At }
  | { op: 'REPEAT'; min: number; max: number; lazy: boolean; item: Item[] }
  | { op: 'SUBPATTERN'; group: number | null; flags: boolean; p: Item[] }
  | { op: 'BRANCH'; items: Item[][] }
  | { op: 'ASSERT'; dir: 1 | -1; negate: boolean; p: Item[] };

const SPECIAL_CHARS = '.\\[{()*+?^$|';
const REPEAT_CHARS = '*+?{';
const isDigit = (s: string | null): boolean => s !== null && s.length === 1 && s >= '0' && s <= '9';
const isOctDigit = (s: string | null): boolean => s !== null && s.length === 1 && s >= '0' && s <= '7';
const isHexDigit = (s: string | null): boolean => s !== null && /^[0-9a-fA-F]$/.test(s);
const isAsciiLetter = (s: string): boolean => /^[A-Za-z]$/.test(s);

const ESCAPES: Readonly<Record<string, number>> = { '\\a': 7, '\\b': 8, '\\f': 12, '\\n': 10, '\\r': 13, '\\t': 9, '\\v': 11, '\\\\': 92 };
const CATEGORY_ESCAPES: Readonly<Record<string, Category>> = { '\\d': 'DIGIT', '\\D': 'NOT_DIGIT', '\\s': 'SPACE', '\\S': 'NOT_SPACE', '\\w': 'WORD', '\\W': 'NOT_WORD' };
const AT_ESCAPES: Readonly<Record<string, At>> = { '\\A': 'BEGINNING_STRING', '\\b': 'BOUNDARY', '\\B': 'NON_BOUNDARY', '\\Z': 'END_STRING' };

/** re/_parser.py's Tokenizer: a character, or a backslash with the character after it. */
class Tokenizer {
  private readonly chars: string[];
  private index = 0;
  next: string | null = null;

  constructor(pattern: string) {
    this.chars = Array.from(pattern);
    this.advance();
  }

  private advance(): void {
    const c = this.chars[this.index];
    if (c === undefined) {
      this.next = null;
      return;
    }
    if (c === '\\') {
      const d = this.chars[this.index + 1];
      if (d === undefined) throw new PythonRegexError('bad escape (end of pattern)');
      this.next = c + d;
      this.index += 2;
      return;
    }
    this.next = c;
    this.index += 1;
  }

  match(s: string): boolean {
    if (this.next === s) {
      this.advance();
      return true;
    }
    return false;
  }

  get(): string | null {
    const t = this.next;
    this.advance();
    return t;
  }

  getWhile(n: number, test: (s: string | null) => boolean): string {
    let out = '';
    for (let i = 0; i < n && test(this.next); i++) out += this.get()!;
    return out;
  }

  getUntil(terminator: string, name: string): string {
    let out = '';
    for (;;) {
      const c = this.get();
      if (c === null) throw new PythonRegexError(out === '' ? `missing ${name}` : `missing ${terminator}, unterminated name`);
      if (c === terminator) {
        if (out === '') throw new PythonRegexError(`missing ${name}`);
        return out;
      }
      out += c;
    }
  }

  tell(): number {
    return this.index - (this.next === null ? 0 : Array.from(this.next).length);
  }

  seek(index: number): void {
    this.index = index;
    this.advance();
  }
}

const PY_IDENTIFIER = /^[\p{XID_Start}_][\p{XID_Continue}]*$/u;

class Parser {
  private readonly source: Tokenizer;
  private groups = 1;
  private readonly groupNames = new Map<string, number>();

  constructor(pattern: string) {
    this.source = new Tokenizer(pattern);
  }

  parse(): Item[] {
    const p = this.parseSub(0);
    if (this.source.next !== null) throw new PythonRegexError('unbalanced parenthesis');
    return p;
  }

  /** Hex, unicode and octal escapes shared by classes and the rest; null when `escape` is none of them. */
  private numericEscape(escape: string): number | null {
    const c = escape[1]!;
    const source = this.source;
    const fixed = (n: number): number => {
      const digits = source.getWhile(n, isHexDigit);
      if (digits.length !== n) throw new PythonRegexError(`incomplete escape ${escape}${digits}`);
      return parseInt(digits, 16);
    };
    if (c === 'x') return fixed(2);
    if (c === 'u') return fixed(4);
    if (c === 'U') {
      const v = fixed(8);
      if (v > 0x10ffff) throw new PythonRegexError(`bad escape ${escape}`);
      return v;
    }
    if (c === 'N') {
      if (!source.match('{')) throw new PythonRegexError('missing {');
      const name = source.getUntil('}', 'character name');
      throw new UntranslatableRegexError(`\\N{${name}} (a character by its Unicode name) is not translated`);
    }
    return null;
  }

  /** _class_escape: an escape inside [...]. */
  private classEscape(escape: string): SetItem {
    if (escape in ESCAPES) return { op: 'LITERAL', c: ESCAPES[escape]! };
    if (escape in CATEGORY_ESCAPES) return { op: 'CATEGORY', cat: CATEGORY_ESCAPES[escape]! };
    const numeric = this.numericEscape(escape);
    if (numeric !== null) return { op: 'LITERAL', c: numeric };
    const c = escape.slice(1);
    if (isOctDigit(c)) {
      const digits = c + this.source.getWhile(2, isOctDigit);
      const v = parseInt(digits, 8);
      if (v > 0o377) throw new PythonRegexError(`octal escape value \\${digits} outside of range 0-0o377`);
      return { op: 'LITERAL', c: v };
    }
    if (isDigit(c) || isAsciiLetter(c)) throw new PythonRegexError(`bad escape ${escape}`);
    return { op: 'LITERAL', c: c.codePointAt(0)! };
  }

  /** _escape: an escape outside a class. */
  private escape(escape: string): Item {
    if (escape in AT_ESCAPES) return { op: 'AT', at: AT_ESCAPES[escape]! };
    if (escape in CATEGORY_ESCAPES) return { op: 'IN', set: [{ op: 'CATEGORY', cat: CATEGORY_ESCAPES[escape]! }] };
    if (escape in ESCAPES) return { op: 'LITERAL', c: ESCAPES[escape]! };
    const numeric = this.numericEscape(escape);
    if (numeric !== null) return { op: 'LITERAL', c: numeric };
    const c = escape.slice(1);
    const source = this.source;
    if (c === '0') return { op: 'LITERAL', c: parseInt(c + source.getWhile(2, isOctDigit), 8) };
    if (isDigit(c)) {
      let digits = c;
      if (isDigit(source.next)) {
        digits += source.get()!;
        if (isOctDigit(digits[0]!) && isOctDigit(digits[1]!) && isOctDigit(source.next)) {
          digits += source.get()!;
          const v = parseInt(digits, 8);
          if (v > 0o377) throw new PythonRegexError(`octal escape value \\${digits} outside of range 0-0o377`);
          return { op: 'LITERAL', c: v };
        }
      }
      const group = parseInt(digits, 10);
      if (group < this.groups) throw new UntranslatableRegexError(`the back-reference \\${digits} is not translated`);
      throw new PythonRegexError(`invalid group reference ${group}`);
    }
    if (isAsciiLetter(c)) throw new PythonRegexError(`bad escape ${escape}`);
    return { op: 'LITERAL', c: c.codePointAt(0)! };
  }

  /** _parse_sub: alternatives, with Python's factoring of a common prefix and of single characters into a class. */
  private parseSub(nested: number): Item[] {
    const items: Item[][] = [];
    for (;;) {
      items.push(this.parseSeq(nested + 1, nested === 0 && items.length === 0));
      if (!this.source.match('|')) break;
    }
    if (items.length === 1) return items[0]!;
    const out: Item[] = [];
    for (;;) {
      let prefix: Item | null = null;
      let common = true;
      for (const item of items) {
        if (item.length === 0) {
          common = false;
          break;
        }
        if (prefix === null) prefix = item[0]!;
        else if (!sameItem(item[0]!, prefix)) {
          common = false;
          break;
        }
      }
      if (!common || prefix === null) break;
      for (const item of items) item.shift();
      out.push(prefix);
    }
    const set: SetItem[] = [];
    let collapsible = true;
    for (const item of items) {
      if (item.length !== 1) {
        collapsible = false;
        break;
      }
      const only = item[0]!;
      if (only.op === 'LITERAL') set.push({ op: 'LITERAL', c: only.c });
      else if (only.op === 'IN' && only.set[0]!.op !== 'NEGATE') set.push(...only.set);
      else {
        collapsible = false;
        break;
      }
    }
    if (collapsible) out.push({ op: 'IN', set: uniq(set) });
    else out.push({ op: 'BRANCH', items });
    return out;
  }

  /** _parse: a sequence up to `|`, `)` or the end. */
  private parseSeq(nested: number, first: boolean): Item[] {
    const source = this.source;
    const seq: Item[] = [];
    for (;;) {
      const self = source.next;
      if (self === null || self === '|' || self === ')') break;
      source.get();
      if (self[0] === '\\') {
        seq.push(this.escape(self));
      } else if (!SPECIAL_CHARS.includes(self)) {
        seq.push({ op: 'LITERAL', c: self.codePointAt(0)! });
      } else if (self === '[') {
        seq.push(this.parseClass());
      } else if (REPEAT_CHARS.includes(self)) {
        const here = source.tell();
        let min = 0;
        let max = MAXREPEAT;
        if (self === '?') max = 1;
        else if (self === '+') min = 1;
        else if (self === '{') {
          if (source.next === '}') {
            seq.push({ op: 'LITERAL', c: 0x7b });
            continue;
          }
          let lo = '';
          let hi = '';
          while (isDigit(source.next)) lo += source.get()!;
          if (source.match(',')) while (isDigit(source.next)) hi += source.get()!;
          else hi = lo;
          if (!source.match('}')) {
            seq.push({ op: 'LITERAL', c: 0x7b });
            source.seek(here);
            continue;
          }
          if (lo !== '') {
            if (BigInt(lo) >= BigInt(MAXREPEAT)) throw new PythonRegexError('the repetition number is too large');
            min = Number(lo);
          }
          if (hi !== '') {
            if (BigInt(hi) >= BigInt(MAXREPEAT)) throw new PythonRegexError('the repetition number is too large');
            max = Number(hi);
            if (max < min) throw new PythonRegexError('min repeat greater than max repeat');
          }
        }
        const last = seq[seq.length - 1];
        if (last === undefined || last.op === 'AT') throw new PythonRegexError('nothing to repeat');
        if (last.op === 'REPEAT') throw new PythonRegexError('multiple repeat');
        const item = last.op === 'SUBPATTERN' && last.group === null && !last.flags ? last.p : [last];
        let lazy = false;
        if (source.match('?')) lazy = true;
        else if (source.match('+')) throw new UntranslatableRegexError('possessive repeats are not translated');
        if (min > MAX_TRANSLATED_REPEAT || (max !== MAXREPEAT && max > MAX_TRANSLATED_REPEAT))
          throw new UntranslatableRegexError(`repeat counts above ${MAX_TRANSLATED_REPEAT} are not translated`);
        seq[seq.length - 1] = { op: 'REPEAT', min, max, lazy, item };
      } else if (self === '.') {
        seq.push({ op: 'ANY' });
      } else if (self === '(') {
        const group = this.parseGroup(nested, first && seq.length === 0);
        if (group !== null) seq.push(group);
      } else if (self === '^') {
        seq.push({ op: 'AT', at: 'BEGINNING' });
      } else if (self === '$') {
        seq.push({ op: 'AT', at: 'END' });
      }
    }
    // Non-capturing groups without flags are spliced into the sequence.
    const out: Item[] = [];
    for (const item of seq) {
      if (item.op === 'SUBPATTERN' && item.group === null && !item.flags) out.push(...item.p);
      else out.push(item);
    }
    return out;
  }

  /** After `(`: a group, an assertion, a comment or flags (null when nothing is added). */
  private parseGroup(nested: number, atStart: boolean): Item | null {
    const source = this.source;
    let capture = true;
    let name: string | null = null;
    let flags = false;
    if (source.match('?')) {
      const char = source.get();
      if (char === null) throw new PythonRegexError('unexpected end of pattern');
      if (char === 'P') {
        if (source.match('<')) {
          name = source.getUntil('>', 'group name');
          if (!PY_IDENTIFIER.test(name)) throw new PythonRegexError(`bad character in group name ${pythonStrRepr(name)}`);
        } else if (source.match('=')) {
          const ref = source.getUntil(')', 'group name');
          if (!PY_IDENTIFIER.test(ref)) throw new PythonRegexError(`bad character in group name ${pythonStrRepr(ref)}`);
          if (!this.groupNames.has(ref)) throw new PythonRegexError(`unknown group name ${pythonStrRepr(ref)}`);
          throw new UntranslatableRegexError(`the back-reference (?P=${ref}) is not translated`);
        } else {
          const c = source.get();
          if (c === null) throw new PythonRegexError('unexpected end of pattern');
          throw new PythonRegexError(`unknown extension ?P${c}`);
        }
      } else if (char === ':') {
        capture = false;
      } else if (char === '#') {
        for (;;) {
          if (source.next === null) throw new PythonRegexError('missing ), unterminated comment');
          if (source.get() === ')') return null;
        }
      } else if (char === '=' || char === '!' || char === '<') {
        let dir: 1 | -1 = 1;
        let kind = char;
        if (char === '<') {
          const c = source.get();
          if (c === null) throw new PythonRegexError('unexpected end of pattern');
          if (c !== '=' && c !== '!') throw new PythonRegexError(`unknown extension ?<${c}`);
          dir = -1;
          kind = c;
        }
        const p = this.parseSub(nested + 1);
        if (!source.match(')')) throw new PythonRegexError('missing ), unterminated subpattern');
        if (dir === -1) {
          const [lo, hi] = width(p);
          if (lo !== hi) throw new PythonRegexError('look-behind requires fixed-width pattern');
        }
        return { op: 'ASSERT', dir, negate: kind === '!', p };
      } else if (char === '(') {
        throw new UntranslatableRegexError('conditional groups (?(...)...) are not translated');
      } else if (char === '>') {
        throw new UntranslatableRegexError('atomic groups (?>...) are not translated');
      } else if ('iLmsxatu-'.includes(char)) {
        const scoped = this.parseFlags(char);
        if (scoped === null) {
          if (!atStart) throw new PythonRegexError('global flags not at the start of the expression');
          return null;
        }
        capture = false;
        flags = true;
      } else {
        throw new PythonRegexError(`unknown extension ?${char}`);
      }
    }
    let group: number | null = null;
    if (capture) {
      group = this.groups++;
      if (name !== null) {
        const was = this.groupNames.get(name);
        if (was !== undefined) throw new PythonRegexError(`redefinition of group name ${pythonStrRepr(name)} as group ${group}; was group ${was}`);
        this.groupNames.set(name, group);
      }
    }
    const p = this.parseSub(nested + 1);
    if (!source.match(')')) throw new PythonRegexError('missing ), unterminated subpattern');
    return { op: 'SUBPATTERN', group, flags, p };
  }

  /**
   * _parse_flags after `(?`: global flags `(?iu)` (null) or scoped ones `(?i:...)` (true). Only
   * i and u are accepted: the pattern is already case-insensitive and Unicode.
   */
  private parseFlags(first: string): true | null {
    const source = this.source;
    let char: string | null = first;
    const seen: string[] = [];
    if (char !== '-') {
      for (;;) {
        if (char === 'L') throw new PythonRegexError("bad inline flags: cannot use 'L' flag with a str pattern");
        seen.push(char);
        if (seen.includes('a') && seen.includes('u')) throw new PythonRegexError("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
        char = source.get();
        if (char === null) throw new PythonRegexError('missing -, : or )');
        if (char === ')' || char === '-' || char === ':') break;
        if (!'iLmsxatu'.includes(char)) throw new PythonRegexError(/\p{L}/u.test(char) ? 'unknown flag' : 'missing -, : or )');
      }
    }
    const unsupported = seen.filter((f) => f !== 'i' && f !== 'u');
    if (char === ')') {
      if (unsupported.length > 0) throw new UntranslatableRegexError(`the inline flag (?${unsupported.join('')}) is not translated`);
      return null;
    }
    if (seen.includes('t')) throw new PythonRegexError('bad inline flags: cannot turn on global flag');
    if (char === '-') {
      char = source.get();
      if (char === null) throw new PythonRegexError('missing flag');
      if (!'iLmsxatu'.includes(char)) throw new PythonRegexError(/\p{L}/u.test(char) ? 'unknown flag' : 'missing flag');
      for (;;) {
        if ('aLu'.includes(char)) throw new PythonRegexError("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
        if (char === 't') throw new PythonRegexError('bad inline flags: cannot turn off global flag');
        unsupported.push(`-${char}`);
        char = source.get();
        if (char === null) throw new PythonRegexError('missing :');
        if (char === ':') break;
        if (!'iLmsxatu'.includes(char)) throw new PythonRegexError(/\p{L}/u.test(char) ? 'unknown flag' : 'missing :');
      }
    }
    if (unsupported.length > 0) throw new UntranslatableRegexError(`the inline flags (?${unsupported.join('')}:...) are not translated`);
    return true;
  }

  /** After `[`: a class, or a single (negated) literal as Python reduces it. */
  private parseClass(): Item {
    const source = this.source;
    const set: SetItem[] = [];
    const negate = source.match('^');
    for (;;) {
      const self = source.get();
      if (self === null) throw new PythonRegexError('unterminated character set');
      if (self === ']' && set.length > 0) break;
      const code1 = self[0] === '\\' ? this.classEscape(self) : ({ op: 'LITERAL', c: self.codePointAt(0)! } as SetItem);
      if (source.match('-')) {
        const that = source.get();
        if (that === null) throw new PythonRegexError('unterminated character set');
        if (that === ']') {
          set.push(code1, { op: 'LITERAL', c: 0x2d });
          break;
        }
        const code2 = that[0] === '\\' ? this.classEscape(that) : ({ op: 'LITERAL', c: that.codePointAt(0)! } as SetItem);
        if (code1.op !== 'LITERAL' || code2.op !== 'LITERAL') throw new PythonRegexError(`bad character range ${self}-${that}`);
        if (code2.c < code1.c) throw new PythonRegexError(`bad character range ${self}-${that}`);
        set.push({ op: 'RANGE', lo: code1.c, hi: code2.c });
      } else {
        set.push(code1);
      }
    }
    const unique = uniq(set);
    if (unique.length === 1 && unique[0]!.op === 'LITERAL') return { op: negate ? 'NOT_LITERAL' : 'LITERAL', c: unique[0]!.c };
    return { op: 'IN', set: negate ? [{ op: 'NEGATE' }, ...unique] : unique };
  }
}

/** Python compares the first items of alternatives as tuples: by value, sub-patterns by identity. */
function sameItem(a: Item, b: Item): boolean {
  if (a === b) return true;
  if (a.op !== b.op) return false;
  switch (a.op) {
    case 'LITERAL':
    case 'NOT_LITERAL':
    case 'IN':
    case 'ANY':
    case 'AT':
      return JSON.stringify(a) === JSON.stringify(b);
    default:
      return false;
  }
}

function uniq(set: SetItem[]): SetItem[] {
  const seen = new Set<string>();
  return set.filter((s) => {
    const key = JSON.stringify(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** SubPattern.getwidth: the least and most characters a pattern can match. */
function width(p: readonly Item[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const item of p) {
    switch (item.op) {
      case 'BRANCH': {
        let i = MAXREPEAT - 1;
        let j = 0;
        for (const alt of item.items) {
          const [l, h] = width(alt);
          i = Math.min(i, l);
          j = Math.max(j, h);
        }
        lo += i;
        hi += j;
        break;
      }
      case 'SUBPATTERN': {
        const [i, j] = width(item.p);
        lo += i;
        hi += j;
        break;
      }
      case 'REPEAT': {
        const [i, j] = width(item.item);
        lo += i * item.min;
        hi += j * item.max;
        break;
      }
      case 'LITERAL':
      case 'NOT_LITERAL':
      case 'IN':
      case 'ANY':
        lo += 1;
        hi += 1;
        break;
      default:
        break;
    }
  }
  return [Math.min(lo, MAXREPEAT - 1), Math.min(hi, MAXREPEAT)];
}

// --- Writing the tree in JavaScript -------------------------------------------------------------

const WORD = `[${WORD_CLASS_BODY}]`;
const CATEGORY_RE: Readonly<Record<'DIGIT' | 'SPACE' | 'WORD', RegExp>> = {
  DIGIT: new RegExp(`^[${DIGIT_CLASS_BODY}]$`, 'u'),
  SPACE: new RegExp(`^[${PY_SPACE_CLASS_BODY}]$`, 'u'),
  WORD: new RegExp(`^${WORD}$`, 'u'),
};
const CATEGORY_BODY: Readonly<Record<'DIGIT' | 'SPACE' | 'WORD', string>> = { DIGIT: DIGIT_CLASS_BODY, SPACE: PY_SPACE_CLASS_BODY, WORD: WORD_CLASS_BODY };

function inCategory(cat: Category, c: number): boolean {
  const positive = cat.replace('NOT_', '') as 'DIGIT' | 'SPACE' | 'WORD';
  return CATEGORY_RE[positive].test(String.fromCodePoint(c)) !== cat.startsWith('NOT_');
}

/** The characters a cased literal matches: those whose lowercase is its lowercase or one of its extra cases. */
function literalSet(t: CaseTables, c: number): number[] {
  if (!isCased(t, c)) return [c];
  const lo = lowerOf(t, c);
  const out: number[] = [];
  for (const k of [lo, ...(t.extraCases.get(lo) ?? [])]) {
    if (lowerOf(t, k) === k) out.push(k);
    out.push(...(t.lowerPreimage.get(k) ?? []));
  }
  return out;
}

/** A class as _optimize_charset leaves it under IGNORECASE, with a test of a (lowercased) character. */
interface Charset {
  readonly negate: boolean;
  readonly hascased: boolean;
  /** BMP codes set in the charmap. */
  readonly charmap: ReadonlySet<number>;
  readonly tail: readonly ({ op: 'LITERAL'; c: number } | { op: 'RANGE_UNI_IGNORE'; lo: number; hi: number } | { op: 'CATEGORY'; cat: Category })[];
}

function optimizeCharset(t: CaseTables, set: readonly SetItem[]): Charset {
  const charmap = new Set<number>();
  const tail: Charset['tail'][number][] = [];
  let negate = false;
  let hascased = false;
  const mark = (lo: number): boolean => {
    // false: Python's IndexError (a code beyond the BMP charmap)
    if (lo > 0xffff) return false;
    charmap.add(lo);
    for (const k of t.extraCases.get(lo) ?? []) {
      if (k > 0xffff) return false;
      charmap.add(k);
    }
    return true;
  };
  for (const item of set) {
    if (item.op === 'NEGATE') negate = true;
    else if (item.op === 'CATEGORY') tail.push(item);
    else if (item.op === 'LITERAL') {
      if (!mark(lowerOf(t, item.c))) {
        hascased = true;
        tail.push({ op: 'LITERAL', c: item.c });
      } else if (isCased(t, item.c)) hascased = true;
    } else {
      let overflow = false;
      for (let i = item.lo; i <= item.hi; i++) {
        if (!mark(lowerOf(t, i))) {
          overflow = true;
          break;
        }
      }
      if (overflow) {
        hascased = true;
        tail.push({ op: 'RANGE_UNI_IGNORE', lo: item.lo, hi: item.hi });
      } else if (!hascased) {
        for (let i = item.lo; i <= item.hi && !hascased; i++) if (isCased(t, i)) hascased = true;
      }
    }
  }
  return { negate, hascased, charmap, tail };
}

/** sre's charset test of one code (already lowercased when the class has case), NEGATE applied. */
function charsetMatches(t: CaseTables, cs: Charset, y: number): boolean {
  let member = cs.charmap.has(y);
  for (const item of cs.tail) {
    if (member) break;
    if (item.op === 'LITERAL') member = y === item.c;
    else if (item.op === 'CATEGORY') member = inCategory(item.cat, y);
    else {
      const up = upperOf(t, y);
      member = (item.lo <= y && y <= item.hi) || (item.lo <= up && up <= item.hi);
    }
  }
  return member !== cs.negate;
}

/** JavaScript for "the charset contains this very code point" (no lowercasing, NEGATE not applied). */
function charsetMemberJs(t: CaseTables, cs: Charset): string {
  const codes: number[] = [...cs.charmap];
  let ranges = '';
  const alternatives: string[] = [];
  for (const item of cs.tail) {
    if (item.op === 'LITERAL') codes.push(item.c);
    else if (item.op === 'RANGE_UNI_IGNORE') {
      ranges += `${esc(item.lo)}-${esc(item.hi)}`;
      for (const [y, up] of t.upper) if (item.lo <= up && up <= item.hi) codes.push(y);
    } else if (item.cat.startsWith('NOT_')) alternatives.push(`[^${CATEGORY_BODY[item.cat.slice(4) as 'DIGIT' | 'SPACE' | 'WORD']}]`);
    else ranges += CATEGORY_BODY[item.cat as 'DIGIT' | 'SPACE' | 'WORD'];
  }
  const body = classBody(codes) + ranges;
  if (body !== '') alternatives.unshift(`[${body}]`);
  if (alternatives.length === 0) return '[]';
  return alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
}

function classJs(t: CaseTables, set: readonly SetItem[]): string {
  const cs = optimizeCharset(t, set);
  const member = charsetMemberJs(t, cs);
  const onItself = cs.negate ? `(?!${member})[\\s\\S]` : member;
  if (!cs.hascased) return onItself;
  // Python tests the lowercase of the text's character: the same as testing the character itself
  // unless it has a different lowercase; those characters are listed one by one.
  const lowered: number[] = [];
  for (const x of t.lower.keys()) if (charsetMatches(t, cs, lowerOf(t, x))) lowered.push(x);
  const others = `(?![${t.loweredClassBody}])${onItself}`;
  return lowered.length === 0 ? others : `(?:${others}|[${classBody(lowered)}])`;
}

function seqJs(t: CaseTables, p: readonly Item[]): string {
  return p.map((item) => itemJs(t, item)).join('');
}

function itemJs(t: CaseTables, item: Item): string {
  switch (item.op) {
    case 'LITERAL':
      return isCased(t, item.c) ? `[${classBody(literalSet(t, item.c))}]` : esc(item.c);
    case 'NOT_LITERAL':
      return `[^${classBody(literalSet(t, item.c))}]`;
    case 'IN':
      return classJs(t, item.set);
    case 'ANY':
      return '[^\\n]';
    case 'AT':
      switch (item.at) {
        case 'BEGINNING':
        case 'BEGINNING_STRING':
          return '^';
        case 'END':
          return '(?=\\n?$)';
        case 'END_STRING':
          return '$';
        case 'BOUNDARY':
          return `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`;
        case 'NON_BOUNDARY':
          // Python: never in an empty string.
          return `(?:(?<=${WORD})(?=${WORD})|(?<!${WORD})(?!${WORD})(?:(?<=[\\s\\S])|(?=[\\s\\S])))`;
      }
      break;
    case 'REPEAT': {
      const q = item.max === MAXREPEAT ? (item.min === 0 ? '*' : item.min === 1 ? '+' : `{${item.min},}`) : item.min === item.max ? `{${item.min}}` : `{${item.min},${item.max}}`;
      return `(?:${seqJs(t, item.item)})${q}${item.lazy ? '?' : ''}`;
    }
    case 'SUBPATTERN':
      return `(?:${seqJs(t, item.p)})`;
    case 'BRANCH':
      return `(?:${item.items.map((alt) => seqJs(t, alt)).join('|')})`;
    case 'ASSERT':
      return `(?${item.dir === -1 ? '<' : ''}${item.negate ? '!' : '='}${seqJs(t, item.p)})`;
  }
  throw new Error('unreachable');
}

const compiled = new Map<string, RegExp>();

/**
 * `re.compile(pattern, re.IGNORECASE)` as a RegExp whose `test(text)` is `re.search(text) is not
 * None`. Throws PythonRegexError where Python raises re.error, UntranslatableRegexError where the
 * pattern is valid but not translated.
 */
export function compilePythonIgnoreCase(pattern: string): RegExp {
  const known = compiled.get(pattern);
  if (known !== undefined) return known;
  const tree = new Parser(pattern).parse();
  const re = new RegExp(seqJs(caseTables(), tree), 'u');
  compiled.set(pattern, re);
  return re;
}
