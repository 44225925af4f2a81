// Where Beancount 2.3's lexer puts token boundaries (its lexer.l rules: longest match, a
// rejected word runs to the next space). The parser reads well-formed text by its own rules;
// this is for what follows a syntax error, where Beancount keeps lexing the rest of the text:
// a word its lexer rejects swallows everything up to the next space, quotes included
// ("Invalid token"), while a quote after an accepted token opens a string that may run over
// many lines. Lexing by these rules keeps the parser's recovery in step with Beancount's, and
// lets it count tokens the way bison's error recovery does.
import {
  AT, BACKSLASH, CARET, COLON, CR, Cursor, HASH, isBlankOrNewline, isDigit, isLower, isSymbolFlag, isTagChar, isUpper, LBRACE,
  NL, QUOTE, RBRACE, SEMICOLON, SPACE, STAR, TAB,
} from './cursor.ts';

export type TokenKind =
  /** A token Beancount's grammar receives. */
  | 'token'
  /** Rejected by the lexer ("Invalid token: '...'"): runs to the next space, tab or newline. */
  | 'invalid'
  /** A comment, to the end of the line (no token). */
  | 'comment'
  /** At the start of a line, a character that makes the lexer skip the line (org-mode, prose). */
  | 'skipLine';

export interface LexedToken {
  readonly kind: TokenKind;
  /** Position after the token (for a string, after its closing quote, possibly lines later). */
  readonly end: number;
}

/** The keywords of Beancount's lexer. */
export const KEYWORDS: readonly string[] = [
  'txn', 'balance', 'open', 'close', 'commodity', 'pad', 'event', 'query', 'custom', 'price', 'note', 'document',
  'pushtag', 'poptag', 'pushmeta', 'popmeta', 'option', 'plugin', 'include',
];

/** Single characters that are tokens of their own: | , ~ + - / ( ) */
const PUNCTUATION = new Set([...'|,~+-/()'].map((ch) => ch.charCodeAt(0)));
/** Capital letters that are flags when nothing longer matches. */
const FLAG_LETTERS = new Set([...'PSTCURM'].map((ch) => ch.charCodeAt(0)));

/** End of a run of characters that are not spaces, tabs or newlines (an invalid token). */
function chunkEnd(cur: Cursor, p: number): number {
  const codes = cur.codes;
  while (p < cur.end && !isBlankOrNewline(codes[p]!)) p++;
  return p;
}

/** A string literal `"([^\\"]|\\.)*"` starting at p: its end, or -1 when it never closes. */
function stringEnd(cur: Cursor, p: number): number {
  const codes = cur.codes;
  let q = p + 1;
  while (q < cur.end) {
    const c = codes[q]!;
    if (c === QUOTE) return q + 1;
    if (c === BACKSLASH) {
      if (q + 1 >= cur.end || codes[q + 1] === NL) return -1; // `\\.` does not match a newline
      q += 2;
      continue;
    }
    q++;
  }
  return -1;
}

/** The longer of a NUMBER `([0-9]+|[0-9][0-9,]+[0-9])(\.[0-9]*)?` and a DATE `[0-9]{4,}[-/][0-9]+[-/][0-9]+`. */
function numericEnd(cur: Cursor, p: number): number {
  const codes = cur.codes;
  const end = cur.end;
  let q = p;
  while (q < end && (isDigit(codes[q]!) || codes[q] === 44)) q++;
  while (codes[q - 1] === 44) q--; // a number does not end with a comma
  if (codes[q] === 46) {
    q++;
    while (q < end && isDigit(codes[q]!)) q++;
  }
  let d = p;
  while (d < end && isDigit(codes[d]!)) d++;
  if (d - p >= 4) {
    let r = d;
    for (let part = 0; part < 2; part++) {
      const sep = codes[r];
      if (sep !== 45 && sep !== 47) return q;
      const start = ++r;
      while (r < end && isDigit(codes[r]!)) r++;
      if (r === start) return q;
    }
    return Math.max(q, r);
  }
  return q;
}

/** End of a CURRENCY `[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]` at p, or p when there is none. */
function currencyEnd(cur: Cursor, p: number): number {
  const codes = cur.codes;
  const limit = Math.min(cur.end, p + 24);
  let q = p + 1;
  while (q < limit) {
    const c = codes[q]!;
    if (isUpper(c) || isDigit(c) || c === 39 || c === 46 || c === 95 || c === 45) q++;
    else break;
  }
  while (q > p + 1 && !(isUpper(codes[q - 1]!) || isDigit(codes[q - 1]!))) q--;
  return q > p + 1 ? q : p;
}

/** The token Beancount's lexer reads at p (not a space or newline); `lineStart`: first on its line. */
export function lexToken(cur: Cursor, p: number, lineStart: boolean): LexedToken {
  const codes = cur.codes;
  const c = codes[p]!;
  const token = (end: number): LexedToken => ({ kind: 'token', end });
  const invalid = (): LexedToken => ({ kind: 'invalid', end: chunkEnd(cur, p) });
  if (c === SEMICOLON) {
    const nl = codes.indexOf(NL, p);
    return { kind: 'comment', end: nl === -1 || nl >= cur.end ? cur.end : nl };
  }
  if (c === QUOTE) {
    const end = stringEnd(cur, p);
    return end < 0 ? invalid() : token(end);
  }
  if (isDigit(c)) return token(numericEnd(cur, p));
  if (c === AT || c === LBRACE || c === RBRACE) return token(codes[p + 1] === c ? p + 2 : p + 1);
  if (PUNCTUATION.has(c)) return token(p + 1);
  // At the start of a line these characters skip it, unless the line ends right after them.
  const skips = lineStart && codes[p + 1] !== NL && p + 1 < cur.end;
  if (c === HASH) {
    let q = p + 1;
    while (q < cur.end && isTagChar(codes[q]!)) q++;
    if (q > p + 1) return token(q); // a tag, even at the start of a line
    return skips ? { kind: 'skipLine', end: p + 1 } : token(p + 1);
  }
  if (c === STAR || c === COLON || isSymbolFlag(c)) return skips ? { kind: 'skipLine', end: p + 1 } : token(p + 1);
  if (c === CARET) {
    let q = p + 1;
    while (q < cur.end && isTagChar(codes[q]!)) q++;
    return q > p + 1 ? token(q) : invalid();
  }
  if (isUpper(c) || c >= 0x80) {
    const account = cur.scanAccount(p);
    const longest = Math.max(account, isUpper(c) ? currencyEnd(cur, p) : p);
    if (longest > p) return token(longest);
    if (FLAG_LETTERS.has(c)) return skips ? { kind: 'skipLine', end: p + 1 } : token(p + 1);
    return invalid();
  }
  if (isLower(c)) {
    // A key `[a-z][a-zA-Z0-9_-]+:` is longer than any keyword it starts with.
    const key = cur.keyEndAt(p);
    if (key > 0) return token(key);
    let best = p;
    for (const word of KEYWORDS) if (word.length > best - p && cur.startsWith(word, p)) best = p + word.length;
    return best > p ? token(best) : invalid();
  }
  return invalid();
}

// Bison's names for single-character tokens and the doubled braces and at-sign.
const PUNCTUATION_NAMES: Readonly<Record<string, string>> = {
  '|': 'PIPE', ',': 'COMMA', '~': 'TILDE', '+': 'PLUS', '-': 'MINUS', '/': 'SLASH', '(': 'LPAREN', ')': 'RPAREN',
  '@': 'AT', '@@': 'ATAT', '{': 'LCURL', '{{': 'LCURLCURL', '}': 'RCURL', '}}': 'RCURLCURL', '*': 'ASTERISK', ':': 'COLON', '#': 'HASH',
};

/**
 * The name Beancount's parser gives, in "syntax error, unexpected ...", to the token its lexer
 * reads at p (grammar.y's token names); null when the lexer rejects the text there.
 */
export function tokenName(cur: Cursor, p: number): string | null {
  if (p >= cur.end) return 'end of file';
  const codes = cur.codes;
  const c = codes[p]!;
  if (c === NL) return 'EOL';
  const t = lexToken(cur, p, p === 0 || codes[p - 1] === NL);
  if (t.kind !== 'token') return null;
  const text = cur.slice(p, t.end);
  const named = PUNCTUATION_NAMES[text];
  if (named !== undefined) return named;
  if (c === QUOTE) return 'STRING';
  if (isDigit(c)) return /^[0-9]{4,}[-/][0-9]+[-/][0-9]+$/.test(text) ? 'DATE' : 'NUMBER';
  if (c === HASH) return 'TAG';
  if (c === CARET) return 'LINK';
  if (isSymbolFlag(c)) return 'FLAG';
  // A key is read without its colon (a token of its own); a keyword followed by one is a key.
  if (isLower(c)) return codes[t.end] === COLON ? 'KEY' : text.toUpperCase();
  if (cur.scanAccount(p) === t.end) return 'ACCOUNT';
  if (text === 'TRUE' || text === 'FALSE') return 'BOOL';
  if (text === 'NULL') return 'NONE';
  return text.length === 1 ? 'FLAG' : 'CURRENCY';
}

/**
 * How many tokens Beancount's parser receives from `from` (the start of a line) up to `to`:
 * the indentation that opens a line with content counts, as does each end of line; comments
 * and skipped lines do not. Counting stops at `limit`.
 */
export function countTokens(cur: Cursor, from: number, to: number, limit: number): number {
  const codes = cur.codes;
  let count = 0;
  let p = from;
  let lineStart = true;
  while (p < to && count < limit) {
    const c = codes[p]!;
    if (c === NL) {
      count++;
      p++;
      lineStart = true;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR) {
      if (lineStart && cur.indentAt(p)) count++; // INDENT
      while (p < cur.end && (codes[p] === SPACE || codes[p] === TAB || codes[p] === CR)) p++;
      lineStart = false;
      continue;
    }
    const t = lexToken(cur, p, lineStart);
    lineStart = false;
    if (t.kind === 'skipLine') {
      const nl = codes.indexOf(NL, p);
      p = nl === -1 || nl >= cur.end ? cur.end : nl;
      continue;
    }
    if (t.kind !== 'comment') count++;
    p = Math.max(t.end, p + 1);
  }
  return count;
}
