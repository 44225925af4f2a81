// Beancount v2 text -> directives, in one pass over the bytes. The grammar and the error
// messages follow Beancount 2.3 (beancount/parser/grammar.py and its lexer); a bad directive
// yields one error and reading resumes at the next top-level line.
import { Buffer } from 'node:buffer';
import { Decimal } from '../core/decimal.ts';
import type {
  BookingMethod, CostSpec, IncompleteAmount, LedgerError, Meta, MetaValue, PostingSpec, RawDirective, Source,
} from '../core/directives.ts';
import {
  AT, CARET, COLON, COMMA, CR, Cursor, HASH, isDigit, isSymbolFlag, isTagChar, isUpper, isLower,
  END_OF_LINE, LBRACE, NL, NUMBER_START, PIPE, QUOTE, RBRACE, SEMICOLON, SPACE, STAR, SyntaxFailure, TAB, TILDE,
} from './cursor.ts';
import { buildOptions, DEFAULT_ROOT_NAMES, type LedgerOptions } from '../core/options.ts';
import { pythonAmountText, pythonCompoundAmountRepr, pythonKeyValueRepr, pythonListRepr, pythonSetRepr } from '../core/python_repr.ts';
import { readExpression, startsNumber } from './expression.ts';
import { isBeancount2Account } from './names.ts';
import { countTokens, KEYWORDS, lexToken, tokenName } from './lexer_tokens.ts';

export interface ParseResult {
  /** In file order; each with the line of its first line. Postings carry their own line. */
  directives: RawDirective[];
  options: { name: string; value: string; source: Source }[];
  plugins: { name: string; config: string | null; source: Source }[];
  /** Paths exactly as written; the loader resolves them. */
  includes: { path: string; source: Source }[];
  errors: LedgerError[];
}

/** What is in force where the text starts, when it continues a file (text appended to a ledger). */
export interface ParseContext {
  /** The root names the file's `option "name_..."` lines set (default: Assets, Liabilities, ...). */
  readonly rootNames?: Readonly<LedgerOptions['rootNames']>;
}

export function parseText(text: string, file: string, context?: ParseContext): ParseResult {
  return parseBytes(Buffer.from(text, 'utf8'), file, context);
}

/** Parse UTF-8 bytes (a file as read from disk: only the strings the directives keep are decoded). */
export function parseBytes(bytes: Uint8Array, file: string, context?: ParseContext): ParseResult {
  return new LedgerParser(bytes, file, context).run();
}

// Shared by every directive without tags, links or postings; frozen so that no caller can
// change one directive's list through another.
const NO_NAMES: readonly string[] = Object.freeze([]);
const NO_POSTINGS: readonly PostingSpec[] = Object.freeze([]);
/**
 * The meta of every directive and posting written without metadata. Most postings have none,
 * and an empty object per posting is a large share of a parsed ledger's memory; it is frozen,
 * so code that wants to add keys must copy it (`{ ...meta, key }`), as it should anyway.
 */
export const NO_META: Meta = Object.freeze({}) as Meta;

/** Capital letters Beancount's lexer reads as flags. */
const FLAG_LETTERS: ReadonlySet<number> = new Set([...'PSTCURM'].map((ch) => ch.charCodeAt(0)));

const KEYWORD_SET: ReadonlySet<string> = new Set(KEYWORDS);

/** No errors: shared, and replaced (never pushed to) when there is one. */
const NO_ERRORS: LedgerError[] = [];

/**
 * What Beancount's parser expects where a cost component must start (after `{` or a comma) and
 * none does: it has already taken a left-out number, so only a `#` or a currency may follow.
 */
const COST_COMPONENT_EXPECTED = 'HASH or CURRENCY';
/** Keywords that open a directive without a date. */
const UNDATED_KEYWORDS: ReadonlySet<string> = new Set(['option', 'include', 'plugin', 'pushtag', 'poptag', 'pushmeta', 'popmeta']);

const BOOKING_METHODS: ReadonlySet<string> = new Set(['STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE']);


interface MutablePosting {
  account: string;
  flag: string | null;
  units: IncompleteAmount | null;
  cost: CostSpec | null;
  price: IncompleteAmount | null;
  priceIsTotal: boolean;
  meta: Meta;
  source: Source;
}


/**
 * Beancount 2.3 does not report a metadata key written twice on a transaction when both values
 * are the very same Python object: TRUE or FALSE, an empty value, an account (its builder interns
 * them), or a string or tag of one character below U+0100 (CPython keeps one object for each).
 * Any other repeated value (a longer string, a number, a date, a currency, an amount) is reported.
 */
function sameObjectInBeancount(a: MetaValue, b: MetaValue): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'null':
      return true;
    case 'bool':
    case 'account':
      return a.value === (b as typeof a).value;
    case 'string':
    case 'tag':
      return a.value === (b as typeof a).value && a.value.length <= 1 && (a.value.length === 0 || a.value.charCodeAt(0) < 0x100);
    default:
      return false;
  }
}

class LedgerParser {
  private readonly cur: Cursor;
  private readonly file: string;
  private readonly result: ParseResult = { directives: [], options: [], plugins: [], includes: [], errors: [] };
  private readonly pushedTags: { tag: string; line: number }[] = [];
  private readonly pushedMeta = new Map<string, { value: MetaValue; line: number }[]>();
  // Tags and links of the line being read, created only when one appears (most lines have none).
  private tags: string[] | null = null;
  private links: string[] | null = null;
  // Postings of the transaction being read; copied out at its exact size.
  private readonly scratchPostings: PostingSpec[] = [];
  /** `option "allow_pipe_separator"` seen true above (Beancount's builder applies options as it reads them). */
  private allowPipe = false;
  /** The `option "booking_method"` in force: what an open with an unknown method gets, as in Beancount's builder. */
  private bookingMethod: BookingMethod = 'STRICT';
  // The five root names in force at this point of the file (its own `option "name_..."` lines,
  // as Beancount's grammar reads them), and which account names seen so far are valid under them.
  private readonly roots = new Map<string, string>(Object.entries(DEFAULT_ROOT_NAMES).map(([key, name]) => [`name_${key}`, name]));
  private readonly accountNameValid = new Map<string, boolean>();
  // Bison's error status: after an error, syntax errors are reported again once three tokens
  // have been read (0: report).
  private quiet = 0;
  // Where the top-level read under way started, and its line.
  private lineStartPos = 0;
  private startLine = 1;
  // The last dated directive read and the line after its last line: Beancount's parser is still
  // reading it there (indented lines could follow), so a rejected word on that line loses it.
  private openDirective: RawDirective | null = null;
  private openEndLine = -1;
  private endedByBlankLine = false;
  private completionErrors: LedgerError[] = NO_ERRORS;
  private openErrors: LedgerError[] = NO_ERRORS;

  constructor(bytes: Uint8Array, file: string, context?: ParseContext) {
    this.cur = new Cursor(bytes);
    this.file = file;
    const names = context?.rootNames;
    if (names !== undefined)
      for (const [key, value] of Object.entries(names)) this.roots.set(`name_${key}`, value);
  }

  run(): ParseResult {
    const cur: Cursor = this.cur;
    while (cur.pos < cur.end) {
      const start = cur.pos;
      this.lineStartPos = start;
      this.startLine = cur.line;
      // Leading spaces that are no INDENT (a carriage return among them) are mere whitespace:
      // the line reads from its first token.
      if (!cur.indentAt(start)) cur.skipSpaces();
      if (cur.pos === cur.end) break;
      const firstToken = cur.pos;
      try {
        this.readTopLevelLine();
        if (this.quiet > 0) this.quiet = Math.max(0, this.quiet - countTokens(cur, start, cur.pos, this.quiet));
      } catch (caught) {
        if (!(caught instanceof SyntaxFailure)) throw caught;
        const e = this.asLexerError(caught);
        // Beancount's parser reports a syntax error only once it has read three tokens since the
        // last error (bison's error recovery); what its lexer rejects is always reported.
        const grammarError = e.message.startsWith('syntax error');
        // A token the lexer rejects opening the line: the parser abandons the directive it was
        // still reading (see readTopLevelLine).
        if (!grammarError && e.pos === firstToken) this.dropOpenDirective();
        if (!grammarError || this.quiet === 0 || countTokens(cur, start, e.pos, this.quiet) >= this.quiet) this.error(e.line, e.message);
        this.recover(e, firstToken);
      }
    }
    for (const { tag, line } of this.pushedTags) this.error(line, `Unbalanced pushed tag: '${tag}'`);
    for (const [key, stack] of this.pushedMeta) {
      const leftover = stack.map((s) => metaValueText(s.value)).join(', ');
      this.error(stack[0]!.line, `Unbalanced metadata key '${key}'; leftover metadata '${leftover}'`);
    }
    return this.result;
  }

  private error(line: number, message: string): void {
    this.result.errors.push({ source: { file: this.file, line }, message, kind: 'syntax' });
  }

  private source(line: number): Source {
    return { file: this.file, line };
  }

  /**
   * A failure at a word Beancount's lexer rejects is that lexer's error, not the parser's: it
   * names the word (up to the next space) and reading resumes after it.
   */
  private asLexerError(failure: SyntaxFailure): SyntaxFailure {
    const cur: Cursor = this.cur;
    const p = failure.pos;
    if (failure.resume !== p || p >= cur.end) return failure;
    const c = cur.codes[p]!;
    if (c === SPACE || c === TAB || c === CR || c === NL) return failure;
    const token = lexToken(cur, p, p === 0 || cur.codes[p - 1] === NL);
    if (token.kind === 'invalid') return new SyntaxFailure(cur.invalidTokenMessage(p, token.end), this.lineAt(p), p, token.end);
    // A number or date the lexer reads but cannot convert (`1,00`, `2020-13-01`), or a string of
    // too many lines, is its error too, wherever the grammar was.
    const name = tokenName(cur, p);
    if (name !== 'NUMBER' && name !== 'DATE' && name !== 'STRING') return failure;
    const conversion = this.failureAt(p, this.lineAt(p), (c) => (name === 'DATE' ? c.readDate() : name === 'NUMBER' ? c.readNumber() : c.readString()));
    return conversion !== null && conversion.resume === token.end ? conversion : failure;
  }

  /** The syntax error Beancount's parser reports for the token at p (on `line`). */
  private unexpectedAt(p: number, line: number): SyntaxFailure {
    return this.failureAt(p, line, (cur) => cur.unexpected())!;
  }

  /** What `read` throws with the cursor at p (on `line`), or null; the cursor is left where it was. */
  private failureAt(p: number, line: number, read: (cur: Cursor) => void): SyntaxFailure | null {
    const cur: Cursor = this.cur;
    const saved = cur.pos;
    const savedLine = cur.line;
    cur.pos = p;
    cur.line = line;
    try {
      read(cur);
      return null;
    } catch (e) {
      if (e instanceof SyntaxFailure) return e;
      throw e;
    } finally {
      cur.pos = saved;
      cur.line = savedLine;
    }
  }

  /**
   * A date or the keyword of an undated directive at p, after a syntax error on it: bison gives
   * the token that failed to the top level again, so a directive starts right there.
   */
  private startsDeclaration(p: number): boolean {
    const cur: Cursor = this.cur;
    if (isDigit(cur.codes[p]!) && cur.looksLikeDate(p)) return true;
    const token = lexToken(cur, p, false);
    return token.kind === 'token' && UNDATED_KEYWORDS.has(cur.slice(p, token.end));
  }

  /**
   * Bison's error recovery, as Beancount's parser runs it: tokens are discarded until one the
   * top level accepts. An end of line is accepted (one of the three tokens before errors are
   * reported again); a date or the keyword of an undated directive starts a directive right
   * there, even in the middle of a line; any other token is a new error, reported only when
   * three tokens were read since the last one. Lexing goes on as Beancount's lexer does: a
   * string may run over lines, and each word it rejects is reported.
   */
  private recover(failure: SyntaxFailure, start: number): void {
    const cur: Cursor = this.cur;
    const codes = cur.codes;
    this.quiet = 3;
    let p = failure.resume;
    let line = this.lineAt(p);
    // The failing token is given to the top level once more, unless it opened the line that failed.
    let first = failure.resume === failure.pos;
    while (p < cur.end) {
      const c = codes[p]!;
      const lineStart = p === 0 || codes[p - 1] === NL;
      if (c === NL) {
        p++;
        line++;
        this.quiet = Math.max(0, this.quiet - 1);
        first = false;
        continue;
      }
      if (c === SPACE || c === TAB || c === CR) {
        let q = p;
        while (q < cur.end && (codes[q] === SPACE || codes[q] === TAB || codes[q] === CR)) q++;
        if (lineStart && cur.indentAt(p)) this.discard(line, 'syntax error, unexpected INDENT');
        p = q;
        first = false;
        continue;
      }
      const token = lexToken(cur, p, lineStart);
      if (token.kind === 'comment' || token.kind === 'skipLine') {
        const nl = codes.indexOf(NL, p);
        p = nl === -1 || nl >= cur.end ? cur.end : nl;
        continue;
      }
      const lexerError = token.kind === 'invalid' ? new SyntaxFailure(cur.invalidTokenMessage(p, token.end), line, p) : this.conversionFailure(p, line);
      if (lexerError !== null) {
        this.error(lexerError.line, lexerError.message);
        this.quiet = 3;
      } else if (this.startsDeclaration(p) && !(first && p === start)) {
        cur.pos = p;
        cur.line = line;
        return;
      } else if (!first) {
        const e = this.unexpectedAt(p, line);
        this.discard(e.line, e.message);
      }
      first = false;
      for (let q = p; q < token.end; q++) if (codes[q] === NL) line++;
      p = Math.max(token.end, p + 1);
    }
    cur.pos = cur.end;
    cur.line = line;
  }

  /** The line of position p, counted from the start of the directive being read (the cursor may be elsewhere after an error). */
  private lineAt(p: number): number {
    const codes = this.cur.codes;
    let line = this.startLine;
    for (let q = this.lineStartPos; q < p; q++) if (codes[q] === NL) line++;
    return line;
  }

  /**
   * The lexer's error for the token at p (on `line`) that it reads but cannot convert: a date or
   * number (`2024-02-30`, `1,00`), a string of more lines than it takes; null for any other token.
   */
  private conversionFailure(p: number, line: number): SyntaxFailure | null {
    const c = this.cur.codes[p]!;
    if (isDigit(c)) return this.failureAt(p, line, (cur) => (cur.looksLikeDate() ? cur.readDate() : cur.readNumber()));
    if (c === QUOTE) return this.failureAt(p, line, (cur) => cur.readString());
    return null;
  }


  /** A token the top level cannot use while recovering: an error of its own, reported once three tokens were read. */
  private discard(line: number, message: string): void {
    if (this.quiet === 0) this.error(line, message);
    this.quiet = 3;
  }

  private readTopLevelLine(): void {
    const cur: Cursor = this.cur;
    const c = cur.code();
    if (isDigit(c)) return this.readDatedDirective();
    if (c === NL) {
      cur.pos++;
      cur.line++;
      return;
    }
    if (c === SPACE || c === TAB) {
      // An indentation (run() has skipped leading whitespace that is none).
      const start = cur.pos;
      if (cur.atLineEnd()) {
        // An indented comment belongs to the directive above it; with none, Beancount's parser
        // meets an indentation it has no use for. A line of only spaces is a blank line.
        if (cur.code() === SEMICOLON) {
          if (this.openEndLine !== cur.line) {
            cur.pos = start;
            cur.fail('syntax error, unexpected INDENT');
          }
          this.openEndLine++;
        }
        return cur.skipToNextLine();
      }
      cur.pos = start;
      cur.fail('syntax error, unexpected INDENT');
    }
    const token = lexToken(cur, cur.pos, cur.pos === 0 || cur.codes[cur.pos - 1] === NL);
    if (token.kind === 'comment' || token.kind === 'skipLine') return cur.skipToNextLine();
    if (token.kind === 'invalid') {
      // A word Beancount's lexer rejects: its parser abandons the directive it was still reading
      // (one whose lines end right above, which could have gone on with indented lines).
      this.dropOpenDirective();
      cur.invalidToken(cur.pos);
    }
    if (isLower(c) && cur.keyEndAt(cur.pos) === 0) return this.readKeywordLine();
    cur.unexpected();
  }

  /** Forget the directive that ends on the line above the cursor, if there is one, with the errors found on completing it. */
  private dropOpenDirective(): void {
    if (this.openEndLine === this.cur.line) {
      const list = this.result.directives;
      if (list.length > 0 && list[list.length - 1] === this.openDirective) list.pop();
      if (this.openErrors.length > 0) {
        const dropped = new Set(this.openErrors);
        this.result.errors = this.result.errors.filter((e) => !dropped.has(e));
      }
    }
    this.openDirective = null;
    this.openErrors = NO_ERRORS;
  }

  // ---- Undated lines: option, include, plugin, pushtag, poptag, pushmeta, popmeta ----

  private readKeywordLine(): void {
    const cur: Cursor = this.cur;
    const line = cur.line;
    const wordStart = cur.pos;
    const word = this.readKeyword();
    const source = this.source(line);
    this.requireSpaceOrEnd(wordStart);
    switch (word) {
      case 'option': {
        const name = this.readStringArg();
        cur.skipSpaces();
        const value = this.readStringArg();
        cur.expectLineEnd();
        const option = { name, value, source };
        this.result.options.push(option);
        // Beancount's builder checks an option as it reads it: its errors (they depend on that
        // line alone) stand among the syntax errors in file order.
        for (const error of buildOptions([option]).errors) this.result.errors.push(error);
        // Beancount's `include` directive only appends to this option: both name files to load.
        if (name === 'include') this.result.includes.push({ path: value, source });
        if (name === 'allow_pipe_separator') this.allowPipe = ['1', 'true', 'yes'].includes(value.toLowerCase());
        if (name === 'booking_method' && BOOKING_METHODS.has(value)) this.bookingMethod = value as BookingMethod;
        if (this.roots.has(name)) {
          this.roots.set(name, value);
          this.accountNameValid.clear();
        }
        return;
      }
      case 'include': {
        const path = this.readStringArg();
        cur.expectLineEnd();
        this.result.includes.push({ path, source });
        return;
      }
      case 'plugin': {
        const name = this.readStringArg();
        cur.skipSpaces();
        const config = cur.code() === QUOTE ? cur.readString() : null;
        cur.expectLineEnd(config === null ? `${END_OF_LINE} or STRING` : END_OF_LINE);
        this.result.plugins.push({ name, config, source });
        return;
      }
      case 'pushtag':
      case 'poptag': {
        if (tokenName(cur, cur.pos) !== 'TAG') cur.unexpected('TAG');
        const tag = cur.readTagName();
        cur.expectLineEnd();
        if (word === 'pushtag') this.pushedTags.push({ tag, line });
        else {
          const i = this.pushedTags.findIndex((t) => t.tag === tag);
          if (i === -1) this.error(line, `Attempting to pop absent tag: '${tag}'`);
          else this.pushedTags.splice(i, 1);
        }
        return;
      }
      case 'pushmeta': {
        const key = this.readKeyArg();
        const value = this.readMetaValue();
        const stack = this.pushedMeta.get(key);
        if (stack) stack.push({ value, line });
        else this.pushedMeta.set(key, [{ value, line }]);
        return;
      }
      case 'popmeta': {
        const key = this.readKeyArg();
        cur.expectLineEnd();
        const stack = this.pushedMeta.get(key);
        if (!stack) this.error(line, `Attempting to pop absent metadata key: '${key}'`);
        else {
          stack.pop();
          if (stack.length === 0) this.pushedMeta.delete(key);
        }
        return;
      }
      default:
        // A keyword of a dated directive (the lexer's token; Beancount's parser does not expect it here).
        cur.pos = wordStart;
        cur.unexpected();
    }
  }

  /**
   * An account name, as Beancount 2.3's lexer reads it. One its grammar rejects (a first
   * component that is not a root name in force, or a next one that does not start with a
   * capital or digit of its Unicode table) is reported (`Invalid account name`) and kept, as
   * Beancount does: using it is then an error of its own when it was never opened. Names whose
   * every component is made of letters, marks and numbers are taken too, as Beancount 3 takes
   * them (`Assets:招商`).
   */
  private readAccount(): string {
    const cur: Cursor = this.cur;
    const line = cur.line;
    const start = cur.pos;
    const name = cur.readAccount();
    let valid = this.accountNameValid.get(name);
    if (valid === undefined) {
      valid = false;
      for (const root of this.roots.values()) if (name.startsWith(root) && name.charCodeAt(root.length) === COLON) valid = true;
      valid &&= isBeancount2Account(name) || cur.scanUnicodeAccount(start) === cur.pos;
      this.accountNameValid.set(name, valid);
    }
    if (!valid) this.result.errors.push({ source: this.source(line), message: `Invalid account name: ${name}`, kind: 'account' });
    return name;
  }

  private readStringArg(): string {
    const cur: Cursor = this.cur;
    if (cur.code() !== QUOTE) cur.unexpected('STRING');
    return cur.readString();
  }

  private readKeyArg(): string {
    const key = this.cur.readKeyOrNull();
    if (key === null) this.cur.unexpected('KEY');
    return key;
  }

  // ---- Dated directives ----

  private readDatedDirective(): void {
    const count = this.result.directives.length;
    this.endedByBlankLine = false;
    this.completionErrors = NO_ERRORS;
    this.readDatedDirectiveLines();
    // A line of only spaces ended it: Beancount's parser has finished it there.
    const open = !this.endedByBlankLine;
    const list = this.result.directives;
    this.openDirective = open && list.length > count ? list[list.length - 1]! : null;
    this.openErrors = open ? this.completionErrors : NO_ERRORS;
    this.openEndLine = open ? this.cur.line : -1;
  }

  /**
   * An error Beancount's builder finds once the whole directive is read. Its parser knows the
   * directive is whole only at the next token, so a rejected word there takes the error away
   * with the directive (dropOpenDirective).
   */
  private completionError(line: number, message: string, entry?: RawDirective): void {
    const error: LedgerError = entry === undefined ? { source: this.source(line), message, kind: 'syntax' } : { source: this.source(line), message, kind: 'syntax', entry };
    this.result.errors.push(error);
    if (this.completionErrors === NO_ERRORS) this.completionErrors = [];
    this.completionErrors.push(error);
  }

  private readDatedDirectiveLines(): void {
    const cur: Cursor = this.cur;
    const line = cur.line;
    if (!cur.looksLikeDate()) {
      // A number where a date should be: a malformed one is the lexer's error, else the parser's.
      const start = cur.pos;
      cur.readNumber();
      cur.pos = start;
      cur.unexpected();
    }
    const date = cur.readDate();
    cur.skipSpaces();
    const after = cur.code();
    if (after === NL || after === SEMICOLON || after === -1) cur.unexpected();
    const c = cur.code();
    if (isLower(c)) {
      const wordStart = cur.pos;
      const word = this.readKeyword();
      if (word === 'txn') return this.readTransaction(date, line, '*');
      this.requireSpaceOrEnd(wordStart);
      switch (word) {
        case 'open': return this.readOpen(date, line);
        case 'close': return this.readClose(date, line);
        case 'commodity': return this.readCommodity(date, line);
        case 'balance': return this.readBalance(date, line);
        case 'pad': return this.readPad(date, line);
        case 'note': return this.readNote(date, line);
        case 'document': return this.readDocument(date, line);
        case 'price': return this.readPrice(date, line);
        case 'event': return this.readEvent(date, line);
        case 'query': return this.readQuery(date, line);
        case 'custom': return this.readCustom(date, line);
        default:
          // Another keyword is the parser's error; a word the lexer rejects becomes its error (asLexerError).
          cur.pos = wordStart;
          cur.unexpected();
      }
    }
    const flag = this.readFlagOrNull();
    if (flag !== null) return this.readTransaction(date, line, flag);
    cur.unexpected();
  }

  /**
   * A lowercase word where a keyword is expected. Beancount's lexer takes the longest keyword
   * it starts with (`openbalance` is `open`, then `balance`), so only that much is read.
   */
  private readKeyword(): string {
    const cur: Cursor = this.cur;
    const start = cur.pos;
    const word = cur.readWord();
    if (KEYWORD_SET.has(word)) return word;
    const token = lexToken(cur, start, false);
    if (token.kind !== 'token' || token.end >= cur.pos) return word;
    cur.pos = token.end;
    return cur.slice(start, token.end);
  }

  /**
   * After a directive keyword. Beancount's lexer needs no space after it (`priceGLD` is the
   * keyword and a currency), unless the word goes on as a metadata key (`price-x:`).
   */
  private requireSpaceOrEnd(wordStart: number): void {
    const cur: Cursor = this.cur;
    if (cur.keyEndAt(wordStart) > 0) {
      cur.pos = wordStart;
      cur.fail('syntax error, unexpected KEY');
    }
    cur.skipSpaces();
  }

  /**
   * A transaction or posting flag at the cursor: `*`, `!`, `&`, `#`, `?`, `%`, or one of the
   * capitals P, S, T, C, U, R, M when Beancount 2.3's lexer reads it as a token of its own (any
   * other lone capital is an invalid token to it).
   */
  private readFlagOrNull(): string | null {
    const cur: Cursor = this.cur;
    const c = cur.code();
    const next = cur.codeAt(cur.pos + 1);
    const alone = next === SPACE || next === TAB || next === NL || next === CR || next === -1 || next === QUOTE || next === SEMICOLON;
    // Glued to what follows (`Sx`, `UéSD`), the letter is still Beancount's FLAG unless a longer
    // token (a currency, an account, TRUE) starts with it; what follows is then read on its own
    // (`x` is an invalid token, the one error Beancount reports there).
    const letterFlag = FLAG_LETTERS.has(c) && (alone || lexToken(cur, cur.pos, false).end === cur.pos + 1);
    if ((isSymbolFlag(c) && !(c === HASH && isTagChar(next))) || letterFlag) {
      cur.pos++;
      cur.skipSpaces();
      return String.fromCharCode(c);
    }
    return null;
  }

  private readOpen(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const account = this.readAccount();
    cur.skipSpaces();
    let currencies: string[] | readonly string[] = NO_NAMES;
    if (tokenName(cur, cur.pos) === 'CURRENCY' || cur.code() === COMMA) {
      currencies = [];
      // The list may start empty and go on after a comma (`open Assets:A , USD`), as Beancount's grammar has it.
      if (cur.code() === COMMA) {
        cur.pos++;
        cur.skipSpaces();
      }
      while (true) {
        (currencies as string[]).push(cur.readCurrency('CURRENCY'));
        cur.skipSpaces();
        if (cur.code() !== COMMA) break;
        cur.pos++;
        cur.skipSpaces();
      }
    }
    let booking: BookingMethod | null = null;
    let badBooking: string | null = null;
    if (cur.code() === QUOTE) {
      const name = cur.readString();
      // Beancount's grammar takes an empty string for no method at all, and an unknown method
      // for the booking_method option in force at this line, with an error that shows the open.
      if (BOOKING_METHODS.has(name)) booking = name as BookingMethod;
      else if (name !== '') {
        badBooking = name;
        booking = this.bookingMethod;
      }
    }
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    const open: RawDirective = { type: 'open', date, meta, source: this.source(line), account, currencies, booking };
    if (badBooking !== null) this.completionError(line, `Invalid booking method: ${badBooking}`, open);
    this.result.directives.push(open);
  }

  private readClose(date: string, line: number): void {
    const account = this.readAccount();
    this.cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'close', date, meta, source: this.source(line), account });
  }

  private readCommodity(date: string, line: number): void {
    const currency = this.cur.readCurrency('CURRENCY');
    this.cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'commodity', date, meta, source: this.source(line), currency });
  }

  private readBalance(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const account = this.readAccount();
    cur.skipSpaces();
    if (!startsNumber(cur.code())) cur.unexpected(NUMBER_START);
    const number = readExpression(cur);
    cur.skipSpaces();
    let tolerance: Decimal | null = null;
    if (cur.code() === TILDE) {
      cur.pos++;
      cur.skipSpaces();
      tolerance = readExpression(cur);
      cur.skipSpaces();
    }
    const currency = cur.readCurrency();
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'balance', date, meta, source: this.source(line), account, amount: { number, currency }, tolerance });
  }

  private readPad(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const account = this.readAccount();
    cur.skipSpaces();
    const sourceAccount = this.readAccount();
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'pad', date, meta, source: this.source(line), account, sourceAccount });
  }

  private readNote(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const account = this.readAccount();
    cur.skipSpaces();
    const comment = this.readStringArg();
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'note', date, meta, source: this.source(line), account, comment });
  }

  private readDocument(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const account = this.readAccount();
    cur.skipSpaces();
    const filename = this.readStringArg();
    this.tags = this.links = null;
    this.readTagsLinks();
    const { tags, links } = this;
    cur.expectLineEnd(`${END_OF_LINE} or TAG or LINK`);
    const meta = this.readPlainMeta();
    this.result.directives.push({
      type: 'document', date, meta, source: this.source(line), account, filename, tags: this.withPushedTags(tags), links: links ?? NO_NAMES,
    });
  }

  private readPrice(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const currency = cur.readCurrency('CURRENCY');
    cur.skipSpaces();
    if (!startsNumber(cur.code())) cur.unexpected(NUMBER_START);
    const number = readExpression(cur);
    cur.skipSpaces();
    const quote = cur.readCurrency();
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'price', date, meta, source: this.source(line), currency, amount: { number, currency: quote } });
  }

  private readEvent(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const eventType = this.readStringArg();
    cur.skipSpaces();
    const description = this.readStringArg();
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'event', date, meta, source: this.source(line), eventType, description });
  }

  private readQuery(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const name = this.readStringArg();
    cur.skipSpaces();
    const queryString = this.readStringArg();
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'query', date, meta, source: this.source(line), name, queryString });
  }

  private readCustom(date: string, line: number): void {
    const cur: Cursor = this.cur;
    const customType = this.readStringArg();
    const values: MetaValue[] = [];
    while (!cur.atLineEnd()) values.push(this.readCustomValue());
    cur.expectLineEnd();
    const meta = this.readPlainMeta();
    this.result.directives.push({ type: 'custom', date, meta, source: this.source(line), customType, values });
  }

  /** Custom values: a string, date, TRUE/FALSE, amount, number or account. */
  private readCustomValue(): MetaValue {
    const cur: Cursor = this.cur;
    const c = cur.code();
    if (c === QUOTE) return { type: 'string', value: cur.readString() };
    if (isDigit(c) && cur.looksLikeDate()) return { type: 'date', value: this.readDateToken() };
    if (startsNumber(c)) return this.readNumberOrAmount();
    const bool = this.readBoolOrNull();
    if (bool !== null) return bool;
    if (cur.atAccount()) return { type: 'account', value: this.readAccount() };
    cur.unexpected();
  }

  private readDateToken(): string {
    return this.cur.readDate();
  }

  private readNumberOrAmount(): MetaValue {
    const cur: Cursor = this.cur;
    const number = readExpression(cur);
    cur.skipSpaces();
    if (isUpper(cur.code()) && !cur.atAccount()) {
      const save = cur.pos;
      const currency = cur.readCurrencyOrNull();
      if (currency !== null) {
        return { type: 'amount', value: { number, currency } };
      }
      cur.pos = save;
    }
    return { type: 'number', value: number };
  }

  private readBoolOrNull(): MetaValue | null {
    const cur: Cursor = this.cur;
    for (const [word, value] of [['TRUE', true], ['FALSE', false]] as const) {
      if (cur.startsWith(word, cur.pos) && this.isWordToken(word.length)) {
        cur.pos += word.length;
        return { type: 'bool', value };
      }
    }
    return null;
  }

  /**
   * The capital word of `length` at the cursor (TRUE, FALSE, NULL) is a token of its own: no
   * longer currency or account name goes on from it (`TRUE-` is TRUE then a minus, `TRUEX` a currency).
   */
  private isWordToken(length: number): boolean {
    return lexToken(this.cur, this.cur.pos, false).end <= this.cur.pos + length;
  }

  // ---- Tags, links and metadata ----

  /** Tags and links, in any order, up to the end of the line (not consumed). */
  /** Adds to this.tags and this.links (creating them when needed). */
  private readTagsLinks(): void {
    const cur: Cursor = this.cur;
    while (true) {
      cur.skipSpaces();
      const c = cur.code();
      // A `#` or `^` alone is no tag or link: what follows the list is then wrong, not the list.
      if (!isTagChar(cur.codeAt(cur.pos + 1))) return;
      if (c === HASH) {
        const tag = cur.readTagName();
        if (this.tags === null) this.tags = [tag];
        else if (!this.tags.includes(tag)) this.tags.push(tag);
      } else if (c === CARET) {
        const link = cur.readTagName();
        if (this.links === null) this.links = [link];
        else if (!this.links.includes(link)) this.links.push(link);
      } else return;
    }
  }

  /** The tags written plus those pushed with pushtag. */
  private withPushedTags(tags: string[] | null): readonly string[] {
    if (this.pushedTags.length === 0) return tags ?? NO_NAMES;
    const all = tags ?? [];
    for (const { tag } of this.pushedTags) if (!all.includes(tag)) all.push(tag);
    return all;
  }

  /** `key: value` after the key and colon; the rest of the line is consumed. */
  private readMetaValue(): MetaValue {
    const cur: Cursor = this.cur;
    cur.skipSpaces();
    const c = cur.code();
    let value: MetaValue;
    if (c === NL || c === -1 || c === SEMICOLON) value = { type: 'null' };
    else if (c === QUOTE) value = { type: 'string', value: cur.readString() };
    else if (isDigit(c) && cur.looksLikeDate()) value = { type: 'date', value: this.readDateToken() };
    else if (startsNumber(c)) value = this.readNumberOrAmount();
    else if (c === HASH && isTagChar(cur.codeAt(cur.pos + 1))) value = { type: 'tag', value: cur.readTagName() };
    else {
      const bool = this.readBoolOrNull();
      let currency: string | null;
      if (bool !== null) value = bool;
      else if (cur.startsWith('NULL', cur.pos) && this.isWordToken(4)) {
        cur.pos += 4;
        value = { type: 'null' };
      } else if (cur.atAccount()) value = { type: 'account', value: this.readAccount() };
      else if ((currency = cur.readCurrencyOrNull()) !== null) value = { type: 'currency', value: currency };
      // No value: Beancount's grammar reads an empty one, then expects the end of the line.
      else cur.unexpected(END_OF_LINE);
    }
    cur.expectLineEnd();
    return value;
  }

  /**
   * The indented lines after a directive other than a transaction: metadata and comments only.
   * A repeated key keeps the last value, as Beancount does for these directives.
   */
  private readPlainMeta(): Meta {
    const cur: Cursor = this.cur;
    let meta: Record<string, MetaValue> | null = null;
    while (this.atIndentedContent()) {
      const key = cur.readKeyOrNull();
      if (key === null) cur.unexpected(`${END_OF_LINE} or KEY`);
      const value = this.readMetaValue();
      (meta ??= {})[key] = value;
    }
    return meta ?? NO_META;
  }

  /**
   * At the start of a line: skip indented comment lines; return true (cursor on the content)
   * for an indented line with content, false at a top-level line, an empty line or the end.
   * A line of only spaces ends the directive, as in Beancount.
   */
  private atIndentedContent(): boolean {
    const cur: Cursor = this.cur;
    while (true) {
      const c = cur.code();
      if (c !== SPACE && c !== TAB && c !== CR) return false;
      if (!cur.indentAt(cur.pos)) {
        // No INDENT to Beancount's lexer (spaces to the end of the line, or a carriage return
        // among them): the directive ends here. A line with no token is a blank line; one with
        // a token is read at the top level.
        const start = cur.pos;
        if (cur.atLineEnd()) {
          cur.skipToNextLine();
          this.endedByBlankLine = true;
        } else cur.pos = start;
        return false;
      }
      cur.skipSpaces();
      if (cur.code() === SEMICOLON) {
        cur.skipToNextLine();
        continue;
      }
      return true;
    }
  }

  // ---- Transactions ----

  private readTransaction(date: string, line: number, flag: string): void {
    const cur: Cursor = this.cur;
    cur.skipSpaces();
    // Payee and narration: one string is the narration, two are payee and narration.
    let first: string | null = null;
    let second: string | null = null;
    let extra: string[] | null = null;
    while (cur.code() === QUOTE || cur.code() === PIPE) {
      if (cur.code() === PIPE) {
        // Beancount's grammar takes a `|` anywhere among the strings, and drops it; it reports
        // it on the transaction's first line, even after a string that ran over several lines.
        if (!this.allowPipe) this.error(line, 'Pipe symbol is deprecated.');
        cur.pos++;
        cur.skipSpaces();
        continue;
      }
      const s = cur.readString();
      if (first === null) first = s;
      else if (second === null) second = s;
      else (extra ??= [first, second]).push(s);
      cur.skipSpaces();
    }
    this.tags = this.links = null;
    this.readTagsLinks();
    let { tags, links } = this;
    const postings = this.scratchPostings;
    let postingCount = 0;
    cur.expectLineEnd(`${END_OF_LINE} or TAG or LINK`);

    let explicitMeta: Record<string, MetaValue> | null = null;
    // Beancount's builder checks these once the whole transaction is read, on its first line;
    // a syntax error in it first means they are never reported.
    let deferred: string[] | null = null;
    let last: MutablePosting | null = null;
    while (this.atIndentedContent()) {
      const key = cur.readKeyOrNull();
      if (key !== null) {
        const value = this.readMetaValue();
        let target: Record<string, MetaValue>;
        if (last === null) target = explicitMeta ??= {};
        else {
          if (last.meta === NO_META) last.meta = {};
          target = last.meta as Record<string, MetaValue>;
        }
        if (last !== null && (key === 'filename' || key === 'lineno')) {
          // Beancount's posting starts with these two keys of its own (its file and line): one
          // written is a duplicate, reported and dropped.
          (deferred ??= []).push(`Duplicate posting metadata field: ${pythonKeyValueRepr(key, value)}`);
        } else if (Object.hasOwn(target, key)) {
          const what = last === null ? 'Duplicate metadata field on entry' : 'Duplicate posting metadata field';
          if (!sameObjectInBeancount(target[key]!, value)) (deferred ??= []).push(`${what}: ${pythonKeyValueRepr(key, value)}`);
        } else target[key] = value;
        continue;
      }
      const c = cur.code();
      if ((c === HASH && isTagChar(cur.codeAt(cur.pos + 1))) || c === CARET) {
        // Tags after the first posting are reported and dropped, as Beancount does.
        const late = last !== null;
        this.tags = late ? null : tags;
        this.links = late ? null : links;
        this.readTagsLinks();
        cur.expectLineEnd(`${END_OF_LINE} or TAG or LINK`);
        if (late) {
          const written = `TagsLinks(tags=${pythonSetRepr(this.tags ?? NO_NAMES)}, links=${pythonSetRepr(this.links ?? NO_NAMES)})`;
          (deferred ??= []).push(`Tags or links not allowed after first Posting: ${written}`);
        } else {
          tags = this.tags;
          links = this.links;
        }
        continue;
      }
      last = this.readPosting();
      postings[postingCount++] = last;
    }

    if (deferred !== null) for (const message of deferred) this.completionError(line, message);
    if (extra !== null) {
      this.completionError(line, `Too many strings on transaction description: ${pythonListRepr(extra)}`);
      return;
    }
    let meta: Meta = explicitMeta ?? NO_META;
    if (this.pushedMeta.size > 0) {
      meta = {};
      for (const [key, stack] of this.pushedMeta) meta[key] = stack[stack.length - 1]!.value;
      if (explicitMeta !== null) Object.assign(meta, explicitMeta);
    }
    const payee = second === null ? null : cur.intern(first!);
    const narration = second ?? first ?? '';
    this.result.directives.push({
      type: 'transaction', date, meta, source: this.source(line), flag, payee, narration,
      tags: this.withPushedTags(tags), links: links ?? NO_NAMES, postings: postingCount === 0 ? NO_POSTINGS : postings.slice(0, postingCount),
    });
  }

  /** At a number (not a date, which Beancount's lexer reads as one token). */
  private atNumber(): boolean {
    const cur: Cursor = this.cur;
    return startsNumber(cur.code()) && !(isDigit(cur.code()) && cur.looksLikeDate());
  }

  private readPosting(): MutablePosting {
    const cur: Cursor = this.cur;
    const line = cur.line;
    const flag = this.readFlagOrNull();
    // Without a flag, Beancount's parser takes a line that does not start with an account for
    // one of tags and links.
    if (flag === null && !cur.atAccount()) cur.unexpected(`${END_OF_LINE} or TAG or LINK`);
    const account = this.readAccount();
    cur.skipSpaces();
    let number: Decimal | null = null;
    let currency: string | null = null;
    if (this.atNumber()) {
      number = readExpression(cur);
      cur.skipSpaces();
    }
    currency = cur.readCurrencyOrNull();
    if (currency !== null) cur.skipSpaces();
    let cost: CostSpec | null = null;
    if (cur.code() === LBRACE) {
      cost = this.readCost(line);
      cur.skipSpaces();
    }
    let price: IncompleteAmount | null = null;
    let priceIsTotal = false;
    if (cur.code() === AT) {
      cur.pos++;
      if (cur.code() === AT) {
        priceIsTotal = true;
        cur.pos++;
      }
      cur.skipSpaces();
      let priceNumber: Decimal | null = null;
      let priceCurrency: string | null = null;
      if (this.atNumber()) {
        priceNumber = readExpression(cur);
        cur.skipSpaces();
      }
      priceCurrency = cur.readCurrencyOrNull();
      price = { number: priceNumber, currency: priceCurrency };
    }
    cur.expectLineEnd(price === null ? `${END_OF_LINE} or ATAT or AT` : END_OF_LINE);
    // Only a posting of a bare account leaves its units out (an auto-posting); with a cost or a
    // price, the units are an amount whose number and currency are both missing, as in Beancount.
    const units: IncompleteAmount | null = number === null && currency === null && cost === null && price === null ? null : { number, currency };

    if (price !== null && price.number !== null && price.number.isNegative()) {
      this.error(line, `Negative prices are not allowed: ${pythonAmountText(price.number, price.currency)} (see http://furius.ca/beancount/doc/bug-negative-prices for workaround)`);
      price = { number: price.number.abs(), currency: price.currency };
    }
    if (priceIsTotal && price !== null && (units === null || units.number === null)) {
      this.error(line, `Total price on a posting without units: ${pythonAmountText(price.number, price.currency)}.`);
      price = null;
      priceIsTotal = false;
    }
    if (cost !== null && price !== null && cost.currency !== null && price.currency !== null && cost.currency !== price.currency) {
      this.error(line, `Cost and price currencies must match: ${cost.currency} != ${price.currency}`);
    }
    return { account, flag, units, cost, price, priceIsTotal, meta: NO_META, source: this.source(line) };
  }

  /** `{...}` or `{{...}}`: per-unit and total numbers, currency, date and label in any order. */
  private readCost(line: number): CostSpec {
    const cur: Cursor = this.cur;
    cur.pos++;
    const isTotal = cur.code() === LBRACE;
    if (isTotal) cur.pos++;
    let numberPer: Decimal | null = null;
    let numberTotal: Decimal | null = null;
    let currency: string | null = null;
    let hasCompound = false;
    let hasHash = false;
    // Beancount's MISSING total: `{10 # USD}`, `{# USD}` and `{{USD}}` leave it to interpolation.
    let totalMissing = false;
    let date: string | null = null;
    let label: string | null = null;
    let merge = false;
    // Beancount checks the components once the braces are closed: a syntax error first wins.
    let late: string[] | null = null;
    // What Beancount's parser expects after a component.
    const closing = isTotal ? 'RCURLCURL or COMMA' : 'RCURL or COMMA';
    cur.skipSpaces();
    // Beancount's list of components may start empty and go on after a comma: `{, 10 USD}`.
    if (cur.code() === COMMA) {
      cur.pos++;
      cur.skipSpaces();
      if (cur.code() === RBRACE) cur.unexpected(COST_COMPONENT_EXPECTED);
    }
    if (cur.code() !== RBRACE) {
      while (true) {
        cur.skipSpaces();
        const c = cur.code();
        if (c === STAR) {
          cur.pos++;
          if (merge) (late ??= []).push('Duplicate merge-cost spec');
          else (late ??= []).push('Cost merging is not supported yet');
          merge = true;
        } else if (c === QUOTE) {
          const s = cur.readString();
          if (label !== null) (late ??= []).push(`Duplicate label: '${s}'.`);
          else label = s;
        } else if (isDigit(c) && cur.looksLikeDate()) {
          const d = this.readDateToken();
          if (date !== null) (late ??= []).push(`Duplicate date: '${d}'.`);
          else date = d;
        } else {
          let per: Decimal | null = null;
          let total: Decimal | null = null;
          let hash = false;
          if (startsNumber(c)) {
            per = readExpression(cur);
            cur.skipSpaces();
          }
          if (cur.code() === HASH && !isTagChar(cur.codeAt(cur.pos + 1))) { // `#5` is a tag to the lexer
            hash = true;
            cur.pos++;
            cur.skipSpaces();
            if (startsNumber(cur.code())) {
              total = readExpression(cur);
              cur.skipSpaces();
            }
          }
          const cc = cur.readCurrencyOrNull();
          if (per === null && !hash && cc === null) cur.unexpected(COST_COMPONENT_EXPECTED);
          if (hash && cc === null) cur.unexpected('CURRENCY'); // `per # total` needs its currency
          if (hasCompound) (late ??= []).push(`Duplicate cost: '${pythonCompoundAmountRepr(per, hash, total, cc)}'.`);
          else {
            hasCompound = true;
            numberPer = per;
            numberTotal = total;
            hasHash = hash;
            totalMissing = hash && total === null;
            currency = cc;
          }
        }
        cur.skipSpaces();
        const d = cur.code();
        if (d === COMMA) {
          cur.pos++;
          continue;
        }
        if (d === RBRACE) break;
        cur.unexpected(closing);
      }
    }
    // The lexer reads `}}` as one token: it must close `{{`, and only that.
    if (isTotal !== (cur.codeAt(cur.pos + 1) === RBRACE)) cur.unexpected(closing);
    cur.pos++; // }
    if (isTotal) {
      cur.pos++;
      if (hasCompound) {
        if (hasHash) {
          (late ??= []).push(`Per-unit cost may not be specified using total cost syntax: '${pythonCompoundAmountRepr(numberPer, hasHash, numberTotal, currency)}'; ignoring per-unit cost`);
        } else {
          numberTotal = numberPer;
          totalMissing = numberPer === null;
        }
        numberPer = Decimal.ZERO;
      }
    }
    if (late !== null) for (const message of late) this.error(line, message);
    return totalMissing ? { numberPer, numberTotal, currency, date, label, merge, totalMissing } : { numberPer, numberTotal, currency, date, label, merge };
  }
}

function metaValueText(v: MetaValue): string {
  switch (v.type) {
    case 'null': return 'None';
    case 'bool': return v.value ? 'TRUE' : 'FALSE';
    case 'number': return v.value.toString();
    case 'amount': return `${v.value.number.toString()} ${v.value.currency}`;
    case 'string': return v.value;
    case 'tag': return '#' + v.value;
    case 'link': return '^' + v.value;
    default: return v.value;
  }
}
