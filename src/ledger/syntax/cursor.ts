// Character-level reading of Beancount text: one position over the file's UTF-8 bytes, read with
// lookup tables (no regex per character, no token objects, no decoding of the whole file), so
// that a 10 MB ledger parses in a single fast pass. Only the strings the directives keep are
// decoded, and a name is decoded once however often it is written. The token rules follow
// Beancount 2.3's lexer.
import { Buffer } from 'node:buffer';
import { Decimal } from '../core/decimal.ts';
import { daysInMonth } from '../core/calendar.ts';
import { tokenName } from './lexer_tokens.ts';

/** Thrown (never caught outside the parser) to abandon the directive being read. */
export class SyntaxFailure {
  readonly message: string;
  readonly line: number;
  /** Where the unexpected token starts. */
  readonly pos: number;
  /** Where recovery resumes lexing: after a rejected word, which Beancount's lexer consumes whole; else `pos`. */
  readonly resume: number;
  constructor(message: string, line: number, pos: number, resume: number = pos) {
    this.message = message;
    this.line = line;
    this.pos = pos;
    this.resume = resume;
  }
}

export const NL = 10;
export const CR = 13;
export const SPACE = 32;
export const TAB = 9;
export const QUOTE = 34;
export const HASH = 35;
export const CARET = 94;
export const SEMICOLON = 59;
export const COLON = 58;
export const COMMA = 44;
export const DOT = 46;
export const MINUS = 45;
export const PLUS = 43;
export const STAR = 42;
export const SLASH = 47;
export const LPAREN = 40;
export const RPAREN = 41;
export const LBRACE = 123;
export const RBRACE = 125;
export const AT = 64;
export const TILDE = 126;
export const BACKSLASH = 92;
export const PIPE = 124;

/** Lines a string may span (Beancount 2.3's lexer, whatever the long_string_maxlines option says). */
const LONG_STRING_MAX_LINES = 64;

// Bit flags per ASCII code.
const DIGIT = 1;
const UPPER = 2;
const LOWER = 4;
const ACCOUNT_CHAR = 8; // [A-Za-z0-9-]
const CURRENCY_CHAR = 16; // [A-Z0-9'._-]
const TAG_CHAR = 32; // [A-Za-z0-9-_/.]
const KEY_CHAR = 64; // [a-zA-Z0-9-_]
const FLAG_CHAR = 128; // transaction and posting flags other than '*' and letters

const CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) CLASS[c]! |= DIGIT | ACCOUNT_CHAR | CURRENCY_CHAR | TAG_CHAR | KEY_CHAR;
for (let c = 65; c <= 90; c++) CLASS[c]! |= UPPER | ACCOUNT_CHAR | CURRENCY_CHAR | TAG_CHAR | KEY_CHAR;
for (let c = 97; c <= 122; c++) CLASS[c]! |= LOWER | ACCOUNT_CHAR | TAG_CHAR | KEY_CHAR;
CLASS[MINUS]! |= ACCOUNT_CHAR | CURRENCY_CHAR | TAG_CHAR | KEY_CHAR;
CLASS[95]! |= CURRENCY_CHAR | TAG_CHAR | KEY_CHAR; // _
CLASS[DOT]! |= CURRENCY_CHAR | TAG_CHAR;
CLASS[39]! |= CURRENCY_CHAR; // '
CLASS[SLASH]! |= TAG_CHAR;
for (const ch of '!&#?%') CLASS[ch.charCodeAt(0)]! |= FLAG_CHAR;

/** The length (digits and point, without commas) from which Beancount 2.3 rejects a number. */
export const MAX_NUMBER_LENGTH = 256;

/**
 * Commas in a number as Beancount 2.3 accepts them: after a comma beyond the first three
 * characters, and before the fraction and the end, the group must have three digits.
 */
function validThousands(codes: Uint8Array, start: number, end: number): boolean {
  let digits = 0;
  let comma = false;
  let dot = false;
  for (let p = start; p < end; p++) {
    const c = codes[p]!;
    const n = p - start;
    if (c === COMMA) {
      if (n === 0 || (n > 2 && digits !== 3) || dot) return false;
      comma = true;
      digits = 0;
    } else if (c === DOT) {
      if (n === 0 || (comma && digits !== 3)) return false;
      dot = true;
      digits = 0;
    } else digits++;
  }
  return !(comma && !dot && digits !== 3);
}

export function isBlankOrNewline(c: number): boolean {
  return c === SPACE || c === TAB || c === CR || c === NL;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
export function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
export function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
export function isTagChar(c: number): boolean {
  return c < 128 && (CLASS[c]! & TAG_CHAR) !== 0;
}
export function isKeyChar(c: number): boolean {
  return c < 128 && (CLASS[c]! & KEY_CHAR) !== 0;
}
export function isCurrencyChar(c: number): boolean {
  return c < 128 && (CLASS[c]! & CURRENCY_CHAR) !== 0;
}
/** A flag that is not a letter: `!`, `&`, `#`, `?`, `%` (and `*`). */
export function isSymbolFlag(c: number): boolean {
  return c === STAR || (c < 128 && (CLASS[c]! & FLAG_CHAR) !== 0);
}

const LETTER_OR_NUMBER = /^[\p{L}\p{M}\p{N}]$/u;
const LETTER = /^\p{L}$/u;
// Per BMP code unit: 0 = not yet classified, else 1 | (letter ? 2 : 0) | (letter/mark/number ? 4 : 0).
// Classifying once per character keeps non-ASCII account names (e.g. Chinese) as fast as ASCII.
const UNICODE_CLASS = new Uint8Array(0x10000);

function unicodeClass(cp: number): number {
  if (cp < 0x10000) {
    const known = UNICODE_CLASS[cp]!;
    if (known !== 0) return known;
  }
  const ch = String.fromCodePoint(cp);
  const cls = 1 | (LETTER.test(ch) ? 2 : 0) | (LETTER_OR_NUMBER.test(ch) ? 4 : 0);
  if (cp < 0x10000) UNICODE_CLASS[cp] = cls;
  return cls;
}

/** The bytes at a and at b are the same for `length` bytes. */
function sameBytes(codes: Uint8Array, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (codes[a + i] !== codes[b + i]) return false;
  return true;
}

/** Byte length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte). */
function utf8Length(lead: number): number {
  if (lead < 0xe0) return lead < 0xc0 ? 1 : 2;
  return lead < 0xf0 ? 3 : 4;
}

/** Length of the well-formed UTF-8 sequence at p (Unicode's table 3-7), or 0 when the byte starts none. */
function validSequenceLength(codes: Uint8Array, p: number, end: number): number {
  const b = codes[p]!;
  if (b < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) length = 2;
  else if (b >= 0xe0 && b <= 0xef) {
    length = 3;
    if (b === 0xe0) low = 0xa0;
    else if (b === 0xed) high = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    length = 4;
    if (b === 0xf0) low = 0x90;
    else if (b === 0xf4) high = 0x8f;
  } else return 0;
  if (p + length > end) return 0;
  const second = codes[p + 1]!;
  if (second < low || second > high) return 0;
  for (let i = 2; i < length; i++) if ((codes[p + i]! & 0xc0) !== 0x80) return 0;
  return length;
}

/**
 * The text of [start, end) with every byte that is not part of a well-formed sequence left out,
 * or with `escaped` written as Python's backslashreplace writes it (`\xff`).
 */
function withInvalidBytes(codes: Buffer, start: number, end: number, escaped: boolean): string {
  let out = '';
  let runStart = start;
  let p = start;
  while (p < end) {
    const length = validSequenceLength(codes, p, end);
    if (length > 0) {
      p += length;
      continue;
    }
    out += codes.toString('utf8', runStart, p);
    if (escaped) out += `\\x${codes[p]!.toString(16).padStart(2, '0')}`;
    p++;
    runStart = p;
  }
  return out + codes.toString('utf8', runStart, end);
}


/** Beancount 2.3 escapes: \b \f \n \r \t, and `\x` is x for any other x (\\, \"). */
function unescapeChar(c: number): string {
  switch (c) {
    case 98: return '\b';
    case 102: return '\f';
    case 110: return '\n';
    case 114: return '\r';
    case 116: return '\t';
    default: return String.fromCharCode(c);
  }
}

/** The end of a directive's line in Beancount's grammar (its `eol`: an EOL token or the end of the file). */
export const END_OF_LINE = 'end of file or EOL';
/** What may start a number expression: Beancount's parser lists these four. */
export const NUMBER_START = 'PLUS or MINUS or LPAREN or NUMBER';

/** The intern table's first size (a power of two). */
const INITIAL_SLOTS = 16;

export class Cursor {
  /**
   * The text's UTF-8 bytes (ASCII is one byte per character, and every byte of a non-ASCII
   * character is 128 or more, so no byte of one can be mistaken for a token character).
   * Past the end it reads undefined, which equals no character.
   */
  readonly codes: Buffer;
  readonly end: number;
  pos = 0;
  /** 1-based line of `pos`. */
  line = 1;

  // Names (accounts, currencies, dates, tags, keys) repeat all over a ledger: one string per
  // distinct name saves memory for the parsed directives. The table is keyed by a hash of the
  // characters in the text, so a name seen before costs no allocation at all. It starts small and
  // doubles when half full: a Cursor is also made for one name (isAccountToken, per posting
  // printed), where 1,024 slots made a 50,000-row import allocate gigabytes (QA: 17 s).
  private slots: (string | undefined)[] = new Array<string | undefined>(INITIAL_SLOTS);
  private hashes = new Int32Array(INITIAL_SLOTS);
  /** Where in the bytes each slot's name was first read, and its byte length. */
  private starts = new Int32Array(INITIAL_SLOTS);
  private lengths = new Int32Array(INITIAL_SLOTS);
  private used = 0;
  private readonly others = new Map<string, string>();
  private readonly numbers = new Map<number, Decimal>();

  /** The interned string for the bytes [start, end). */
  internSlice(start: number, end: number): string {
    const codes = this.codes;
    let h = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) h = Math.imul(h ^ codes[i]!, 0x01000193);
    const len = end - start;
    const mask = this.slots.length - 1;
    let i = h & mask;
    while (true) {
      const s = this.slots[i];
      if (s === undefined) break;
      if (this.hashes[i] === h && this.lengths[i] === len && sameBytes(codes, this.starts[i]!, start, len)) return s;
      i = (i + 1) & mask;
    }
    const name = this.slice(start, end);
    this.slots[i] = name;
    this.hashes[i] = h;
    this.starts[i] = start;
    this.lengths[i] = len;
    if (++this.used * 2 > this.slots.length) this.grow();
    return name;
  }

  private grow(): void {
    const oldSlots = this.slots;
    const oldHashes = this.hashes;
    const oldStarts = this.starts;
    const oldLengths = this.lengths;
    const size = oldSlots.length * 2;
    this.slots = new Array<string | undefined>(size);
    this.hashes = new Int32Array(size);
    this.starts = new Int32Array(size);
    this.lengths = new Int32Array(size);
    const mask = size - 1;
    for (let j = 0; j < oldSlots.length; j++) {
      const s = oldSlots[j];
      if (s === undefined) continue;
      let i = oldHashes[j]! & mask;
      while (this.slots[i] !== undefined) i = (i + 1) & mask;
      this.slots[i] = s;
      this.hashes[i] = oldHashes[j]!;
      this.starts[i] = oldStarts[j]!;
      this.lengths[i] = oldLengths[j]!;
    }
  }

  /**
   * The text of the bytes [start, end). Bytes that are not UTF-8 (a Latin-1 `é`, a cut sequence)
   * are left out, as Beancount 2.3's lexer leaves them out; a U+FFFD written in the file stays.
   */
  slice(start: number, end: number): string {
    const stop = Math.min(end, this.end);
    const text = this.codes.toString('utf8', start, stop);
    return text.indexOf('\uFFFD') === -1 ? text : withInvalidBytes(this.codes, start, stop, false);
  }

  /**
   * Beancount 2.3's lexer error for the word [start, end) it rejects. It decodes the word with
   * Python's backslashreplace: a byte that is not UTF-8 shows as `\xff`.
   */
  invalidTokenMessage(start: number, end: number): string {
    const stop = Math.min(end, this.end);
    const text = this.codes.toString('utf8', start, stop);
    return `Invalid token: '${text.indexOf('\uFFFD') === -1 ? text : withInvalidBytes(this.codes, start, stop, true)}'`;
  }

  /** The bytes at p spell `word` (an ASCII word). */
  startsWith(word: string, p: number): boolean {
    for (let i = 0; i < word.length; i++) if (this.codes[p + i] !== word.charCodeAt(i)) return false;
    return true;
  }

  /** End of the character (not byte) that starts at p. */
  charEnd(p: number): number {
    return Math.min(this.end, p + utf8Length(this.codes[p]!));
  }

  /** Intern a string that is not a plain slice of the text (a built date, a payee). */
  intern(s: string): string {
    const known = this.others.get(s);
    if (known !== undefined) return known;
    this.others.set(s, s);
    return s;
  }

  /**
   * `bytes`: UTF-8 text. A byte-order mark at its start is read as Beancount 2.3 reads it: as the
   * start of an invalid token (bean-check reports `Invalid token: '\ufeff2020-01-01'` and drops
   * that directive), so that errors and balances stay Beancount's.
   */
  constructor(bytes: Uint8Array) {
    this.codes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    this.end = bytes.length;
  }

  code(): number {
    return this.pos < this.end ? this.codes[this.pos]! : -1;
  }
  codeAt(p: number): number {
    return p < this.end ? this.codes[p]! : -1;
  }

  fail(message: string): never {
    throw new SyntaxFailure(message, this.line, this.pos);
  }

  /** An error in the token that starts at `start` and ends at the cursor (the lexer could not convert it). */
  failToken(message: string, start: number): never {
    throw new SyntaxFailure(message, this.line, start, this.pos);
  }

  /**
   * Beancount's lexer rejects the word starting at `start`: it reports and consumes everything
   * up to the next space, tab or newline (a quote in it opens no string).
   */
  invalidToken(start: number): never {
    let end = start;
    while (end < this.end && !isBlankOrNewline(this.codes[end]!)) end++;
    throw new SyntaxFailure(this.invalidTokenMessage(start, end), this.line, start, end);
  }

  /**
   * A syntax error at the token under the cursor, as Beancount's parser words it. An unexpected
   * end of line is reported on the next line: Beancount's lexer has counted the newline by then.
   */
  unexpected(expecting?: string): never {
    const c = this.code();
    // A comment is no token: what comes after it is the end of the line (at the end of a file
    // without a final newline, Beancount's made-up end of line is on the last line).
    const eol = c === NL || c === SEMICOLON;
    const newline = c === NL || (c === SEMICOLON && this.codes.indexOf(NL, this.pos) !== -1 && this.codes.indexOf(NL, this.pos) < this.end);
    const message = `syntax error, unexpected ${eol ? 'EOL' : this.describe()}${expecting === undefined ? '' : `, expecting ${expecting}`}`;
    throw new SyntaxFailure(message, newline ? this.line + 1 : c === QUOTE ? this.stringEndLine() : this.line, this.pos);
  }

  /** The line on which the string starting at the cursor closes (Beancount places a token where it ends). */
  private stringEndLine(): number {
    const codes = this.codes;
    let line = this.line;
    for (let q = this.pos + 1; q < this.end; q++) {
      const c = codes[q]!;
      if (c === QUOTE) return line;
      if (c === BACKSLASH) q++;
      else if (c === NL) line++;
    }
    return this.line;
  }

  /**
   * Whether the line starting at p opens with what Beancount's lexer reads as an indentation
   * (INDENT): spaces and tabs, then a character other than a carriage return or the end of the
   * line. Spaces with a carriage return among them are mere whitespace, as is a CRLF file's
   * `  \r\n`; what follows them is read as at the start of a line.
   */
  indentAt(p: number): boolean {
    const codes = this.codes;
    let q = p;
    while (q < this.end && (codes[q] === SPACE || codes[q] === TAB)) q++;
    return q > p && q < this.end && codes[q] !== CR && codes[q] !== NL;
  }

  /** Skip spaces and tabs (a carriage return counts as a space, so CRLF files read alike). */
  skipSpaces(): void {
    const codes = this.codes;
    let p = this.pos;
    while (p < this.end) {
      const c = codes[p]!;
      if (c === SPACE || c === TAB || c === CR) p++;
      else break;
    }
    this.pos = p;
  }

  /** After skipping spaces: at the end of the line, or at a comment that runs to it. */
  atLineEnd(): boolean {
    this.skipSpaces();
    const c = this.code();
    return c === NL || c === -1 || c === SEMICOLON;
  }

  /**
   * Consume the rest of the current line (which must hold only a comment) and its newline.
   * `expecting`: what Beancount's grammar accepts there besides the end of the line, as its
   * parser lists it in the error ("end of file or EOL", then e.g. "or TAG or LINK").
   */
  expectLineEnd(expecting: string = END_OF_LINE): void {
    this.skipSpaces();
    const c = this.code();
    if (c === SEMICOLON) this.skipToNextLine();
    else if (c === NL) {
      this.pos++;
      this.line++;
    } else if (c !== -1) this.unexpected(expecting);
  }

  /** Move past the next newline (or to the end of the text). */
  skipToNextLine(): void {
    const nl = this.pos >= this.end ? -1 : this.codes.indexOf(NL, this.pos);
    if (nl === -1) this.pos = this.end;
    else {
      this.pos = nl + 1;
      this.line++;
    }
  }

  /**
   * What is at the cursor, for error messages: the name Beancount's parser gives the token there,
   * or the text itself when its lexer would not read a token there.
   */
  describe(): string {
    const name = tokenName(this, this.pos);
    if (name !== null) return name;
    const p = this.pos;
    let q = p;
    while (q < this.end && q - p < 40) {
      const d = this.codes[q]!;
      if (d === SPACE || d === TAB || d === NL || d === CR) break;
      q = this.charEnd(q);
    }
    return `'${this.slice(p, q)}'`;
  }

  // ---- Dates ----

  /** `\d{4,}[-/]\d+[-/]\d+` at the cursor (without consuming it). */
  looksLikeDate(start: number = this.pos): boolean {
    const codes = this.codes;
    let p = start;
    while (p < this.end && isDigit(codes[p]!)) p++;
    if (p - start < 4) return false;
    const sep = codes[p]!;
    if (sep !== MINUS && sep !== SLASH) return false;
    p++;
    if (!isDigit(codes[p]!)) return false;
    while (p < this.end && isDigit(codes[p]!)) p++;
    const sep2 = codes[p]!;
    if (sep2 !== MINUS && sep2 !== SLASH) return false;
    return isDigit(codes[p + 1]!);
  }

  /** Read a date as YYYY-MM-DD; fails on an impossible date like 2024-02-30. */
  readDate(): string {
    const codes = this.codes;
    const start = this.pos;
    let p = start;
    let year = 0;
    while (p < this.end && isDigit(codes[p]!)) year = year * 10 + codes[p++]! - 48;
    const yearDigits = p - start;
    p++; // separator
    let month = 0;
    const monthStart = p;
    while (p < this.end && isDigit(codes[p]!)) month = month * 10 + codes[p++]! - 48;
    const monthDigits = p - monthStart;
    p++;
    let day = 0;
    const dayStart = p;
    while (p < this.end && isDigit(codes[p]!)) day = day * 10 + codes[p++]! - 48;
    const dayDigits = p - dayStart;
    this.pos = p;
    if (yearDigits === 4 && monthDigits === 2 && dayDigits === 2 && codes[start + 4]! === MINUS && codes[start + 7]! === MINUS) {
      if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= 28) return this.internSlice(start, p); // valid in every month
    }
    // Beancount's lexer takes any number of digits (2023-005-06 is 6 May 2023); Python's dates
    // run from year 1 to 9999, and its messages are Beancount's.
    if (year < 1 || year > 9999) this.failToken(`ValueError: year ${year} is out of range`, start);
    if (month < 1 || month > 12) this.failToken('ValueError: month must be in 1..12', start);
    const days = daysInMonth(year, month);
    if (day < 1 || day > days) this.failToken('ValueError: day is out of range for month', start);
    if (yearDigits === 4 && monthDigits === 2 && dayDigits === 2 && codes[start + 4]! === MINUS && codes[start + 7]! === MINUS) {
      return this.internSlice(start, p);
    }
    return this.intern(`${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`);
  }

  // ---- Numbers ----

  /**
   * Read an unsigned number `[0-9]+(,[0-9]{3})*(\.[0-9]*)?` exactly as written (Python's
   * Decimal(str) does not round), or null when there is no digit at the cursor.
   */
  readNumber(negative = false): Decimal | null {
    const codes = this.codes;
    const start = this.pos;
    let p = start;
    let coef = 0;
    let digits = 0;
    let slow = false;
    let sawComma = false;
    // The lexer's number: digits and commas ending in a digit, then an optional fraction.
    while (p < this.end) {
      const c = codes[p]!;
      if (c >= 48 && c <= 57) {
        coef = coef * 10 + (c - 48);
        digits++;
        p++;
      } else if (c === COMMA && digits > 0) {
        let q = p;
        while (codes[q] === COMMA) q++;
        if (q >= this.end || !isDigit(codes[q]!)) break; // trailing commas are not part of it
        sawComma = true;
        p = q;
      } else break;
    }
    if (digits === 0) return null;
    // `2024-01-01` is a date to Beancount's lexer wherever it stands, never 2024 - 1 - 1.
    if ((codes[p] === MINUS || codes[p] === SLASH) && !sawComma && p - start >= 4 && this.looksLikeDate()) this.unexpected(NUMBER_START);
    let scale = 0;
    const dot = codes[p]! === DOT;
    if (dot) {
      p++;
      while (p < this.end) {
        const c = codes[p]!;
        if (c < 48 || c > 57) break;
        coef = coef * 10 + (c - 48);
        digits++;
        scale++;
        p++;
      }
    }
    if (sawComma && !validThousands(codes, start, p)) {
      this.pos = p;
      this.failToken(`ValueError: Invalid number format: '${this.slice(start, p)}'`, start);
    }
    // Beancount 2.3 copies the number without its commas into a 256-byte buffer: 256 characters
    // or more (digits and the point) fail its conversion, and the directive is lost.
    if (digits + (dot ? 1 : 0) >= MAX_NUMBER_LENGTH) {
      this.pos = p;
      this.failToken(`ValueError: Invalid number format: '${this.slice(start, p)}'`, start);
    }
    if (digits > 15) slow = true;
    this.pos = p;
    const exp = scale === 0 ? 0 : -scale; // never -0, which would not compare equal in tests
    if (digits <= 14) {
      // The same amounts recur all through a ledger; Decimal is immutable, so one object per
      // distinct number (sign, coefficient, exponent) serves every posting that writes it.
      const key = coef * 16 + scale;
      const signedKey = negative && coef !== 0 ? -key - 1 : key;
      let d = this.numbers.get(signedKey);
      if (d === undefined) {
        d = new Decimal(signedKey < 0 ? -coef : coef, exp);
        this.numbers.set(signedKey, d);
      }
      return d;
    }
    if (!slow) return new Decimal(negative ? -coef : coef, exp);
    // Too many digits for an exact double: rebuild the coefficient from the text.
    let s = negative ? '-' : '';
    for (let q = start; q < p; q++) {
      const c = codes[q]!;
      if (c !== COMMA && c !== DOT) s += String.fromCharCode(c);
    }
    return new Decimal(BigInt(s), exp);
  }

  // ---- Strings ----

  /** Read a double-quoted string at the cursor (which is on the opening quote). */
  readString(): string {
    const codes = this.codes;
    const startLine = this.line;
    let p = this.pos + 1;
    let chunkStart = p;
    let out = '';
    let lines = 0;
    while (true) {
      if (p >= this.end) {
        this.line = startLine;
        this.fail('Invalid token: unterminated string');
      }
      const c = codes[p]!;
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        const next = codes[p + 1]!;
        if (next === NL || p + 1 >= this.end) {
          this.line = startLine + lines;
          this.fail('Invalid token: a backslash may not end a line inside a string');
        }
        out += this.slice(chunkStart, p);
        if (next < 128) {
          out += unescapeChar(next);
          p += 2;
        } else p += 1; // `\` before a non-ASCII character is that character, read with the next chunk
        chunkStart = p;
        continue;
      }
      if (c === NL) lines++;
      p++;
    }
    const value = chunkStart === this.pos + 1 ? this.slice(chunkStart, p) : out + this.slice(chunkStart, p);
    const start = this.pos;
    this.pos = p + 1;
    this.line += lines;
    // Beancount's lexer refuses a string of more lines than its limit (64; the long_string_maxlines
    // option does not reach the lexer in 2.3) once it has read it to its closing quote.
    if (lines >= LONG_STRING_MAX_LINES) this.failToken(`ValueError: String too long (${lines + 1} lines)`, start);
    return value;
  }

  // ---- Names ----

  /** Byte length of the character at p when it is a non-ASCII letter/mark/number, else 0. */
  private nonAsciiWordChar(p: number, letterOnly: boolean): number {
    const cp = this.codePointAt(p);
    if (cp < 0) return 0;
    const cls = unicodeClass(cp);
    if ((cls & (letterOnly ? 2 : 4)) === 0) return 0;
    return utf8Length(this.codes[p]!);
  }

  /** The code point of the UTF-8 sequence at p (whose lead byte is 128 or more), or -1 if malformed. */
  private codePointAt(p: number): number {
    const codes = this.codes;
    const lead = codes[p]!;
    const n = utf8Length(lead);
    if (n === 1 || p + n > this.end) return -1;
    let cp = lead & (n === 2 ? 0x1f : n === 3 ? 0x0f : 0x07);
    for (let i = 1; i < n; i++) {
      const b = codes[p + i]!;
      if ((b & 0xc0) !== 0x80) return -1;
      cp = (cp << 6) | (b & 0x3f);
    }
    return cp <= 0x10ffff ? cp : -1; // lead bytes F5-FF encode nothing
  }

  /** Length of an account-name character at p (0 if none): [A-Za-z0-9-] or a non-ASCII letter/number. */
  private accountCharLength(p: number): number {
    const c = this.codes[p]!;
    if (c < 128) return (CLASS[c]! & ACCOUNT_CHAR) !== 0 ? 1 : 0;
    if (p >= this.end) return 0;
    return this.nonAsciiWordChar(p, false);
  }

  /** Length of a character that may start an account component (0 if none). */
  private componentStartLength(p: number, root: boolean): number {
    const c = this.codes[p]!;
    if (c < 128) return isUpper(c) || (!root && isDigit(c)) ? 1 : 0;
    if (p >= this.end) return 0;
    return this.nonAsciiWordChar(p, true);
  }

  /**
   * Length of a character of an account token at p (0 if none): an ASCII character of the
   * `allowed` class, or any well-formed non-ASCII character, as Beancount 2.3's lexer takes them.
   */
  private tokenAccountCharLength(p: number, allowed: number): number {
    if (p >= this.end) return 0;
    const c = this.codes[p]!;
    if (c < 128) return (CLASS[c]! & allowed) !== 0 ? 1 : 0;
    return validSequenceLength(this.codes, p, this.end);
  }

  /** True when an account token starts at the cursor (a capitalised word followed by `:`). */
  atAccount(): boolean {
    return this.scanAccount() > 0;
  }

  /** End position of the account token at the cursor, or -1. */
  accountEnd(): number {
    return this.scanAccount();
  }

  /**
   * End of the account token Beancount 2.3's lexer reads at `start` (default: the cursor), or -1:
   * `([A-Z]|U)([A-Za-z0-9-]|U)*(:([A-Z0-9]|U)([A-Za-z0-9-]|U)*)+` where U is any non-ASCII
   * character (`Assets:Bank（招商）`, `Expenses:☕`). Its grammar judges the name afterwards, and
   * reports one it does not take without dropping the entry (LedgerParser.readAccount).
   */
  scanAccount(start: number = this.pos): number {
    let p = start;
    let n = this.tokenAccountCharLength(p, UPPER);
    if (n === 0) return -1;
    p += n;
    while ((n = this.tokenAccountCharLength(p, ACCOUNT_CHAR)) > 0) p += n;
    let components = 0;
    while (this.codeAt(p) === COLON) {
      n = this.tokenAccountCharLength(p + 1, UPPER | DIGIT);
      if (n === 0) break;
      p += 1 + n;
      while ((n = this.tokenAccountCharLength(p, ACCOUNT_CHAR)) > 0) p += n;
      components++;
    }
    return components > 0 ? p : -1;
  }

  /**
   * End of an account name at `start` by our own, stricter rule (Beancount 3's): every component
   * starts with a capital or a non-ASCII letter (a digit too after the first), then [A-Za-z0-9-]
   * or non-ASCII letters, marks and numbers; -1 when none starts there.
   */
  scanUnicodeAccount(start: number): number {
    let p = start;
    let n = this.componentStartLength(p, true);
    if (n === 0) return -1;
    p += n;
    while (p < this.end && (n = this.accountCharLength(p)) > 0) p += n;
    let components = 0;
    while (this.codes[p]! === COLON) {
      n = this.componentStartLength(p + 1, false);
      if (n === 0) break;
      p += 1 + n;
      while (p < this.end && (n = this.accountCharLength(p)) > 0) p += n;
      components++;
    }
    return components > 0 ? p : -1;
  }

  readAccount(): string {
    const p = this.scanAccount();
    if (p < 0) this.unexpected('ACCOUNT');
    const name = this.internSlice(this.pos, p);
    this.pos = p;
    return name;
  }

  /** A currency `[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]`, or null. One letter is not a currency to Beancount 2.3. */
  readCurrencyOrNull(): string | null {
    const codes = this.codes;
    const start = this.pos;
    if (!isUpper(codes[start]!)) return null;
    let p = start + 1;
    const limit = Math.min(this.end, start + 24);
    while (p < limit && isCurrencyChar(codes[p]!)) p++;
    // The last character must be a letter or digit: give back trailing punctuation.
    while (p > start + 1) {
      const last = codes[p - 1]!;
      if (isUpper(last) || isDigit(last)) break;
      p--;
    }
    if (p === start + 1) return null;
    // Beancount's lexer takes the longest token: `USDAssets:X` is an account, not a currency.
    if (p < this.end && !isBlankOrNewline(codes[p]!) && this.scanAccount(start) > p) return null;
    const name = this.internSlice(start, p);
    // These words are keywords to Beancount's lexer, never currencies.
    if (name === 'TRUE' || name === 'FALSE' || name === 'NULL') return null;
    this.pos = p;
    return name;
  }

  /** `expecting`: what Beancount's parser says it expected there (nothing when it lists more than four tokens). */
  readCurrency(expecting?: string): string {
    const c = this.readCurrencyOrNull();
    if (c === null) this.unexpected(expecting);
    return c;
  }

  /** Tag or link name after `#` / `^` (cursor on the sigil). */
  readTagName(): string {
    const codes = this.codes;
    const start = this.pos + 1;
    let p = start;
    while (p < this.end && isTagChar(codes[p]!)) p++;
    if (p === start) this.unexpected();
    this.pos = p;
    return this.internSlice(start, p);
  }

  /** A lowercase word such as a directive keyword (may be empty). */
  readWord(): string {
    const codes = this.codes;
    const start = this.pos;
    let p = start;
    while (p < this.end && isLower(codes[p]!)) p++;
    this.pos = p;
    return this.internSlice(start, p);
  }

  /** End of a key `[a-z][a-zA-Z0-9_-]+` at p that a `:` follows (before the colon), or 0. */
  keyEndAt(start: number): number {
    const codes = this.codes;
    if (!isLower(codes[start]!)) return 0;
    let p = start + 1;
    while (p < this.end && isKeyChar(codes[p]!)) p++;
    return p - start >= 2 && codes[p] === COLON ? p : 0;
  }

  /** A metadata key `[a-z][a-zA-Z0-9_-]+` followed by `:`; null (cursor unchanged) if none. */
  readKeyOrNull(): string | null {
    const codes = this.codes;
    const start = this.pos;
    if (!isLower(codes[start]!)) return null;
    let p = start + 1;
    while (p < this.end && isKeyChar(codes[p]!)) p++;
    if (p - start < 2 || codes[p]! !== COLON) return null;
    this.pos = p + 1;
    return this.internSlice(start, p);
  }
}

/**
 * True when the whole of `name` is one account token to Beancount 2.3's lexer (any non-ASCII
 * character, `Expenses:Coffee☕`): what can be written where the ledger has that account and
 * read back as the same name. Whether its grammar takes the name is another question.
 */
export function isAccountToken(name: string): boolean {
  const cur = new Cursor(Buffer.from(name, 'utf8'));
  return cur.pos === 0 && cur.end > 0 && cur.scanAccount(0) === cur.end;
}
