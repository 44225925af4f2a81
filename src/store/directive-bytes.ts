// A transaction's id hashes its text as `directiveText` gives it from the file's lines: the first
// line and the indented lines under it (and every line of a string that runs over several),
// each with trailing whitespace removed, joined by "\n".
// For most files that text is exactly a range of the bytes as read, which can be hashed without
// decoding the file and splitting it into lines. This finds that range, or says it cannot vouch
// for it (trailing whitespace, CRLF, a non-ASCII character where the line rules look, invalid
// UTF-8): the caller then takes the text from the lines.
import { isUtf8 } from 'node:buffer';

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;
const QUOTE = 0x22;
const SEMICOLON = 0x3b;
const BACKSLASH = 0x5c;

/** Offsets of line starts: 4 bytes each for any file under 4 GiB. */
export type LineStarts = Uint32Array | Float64Array;

/** The offset where each line starts; a final newline starts no line. */
export function lineStarts(bytes: Buffer): LineStarts {
  // A plain loop: a call to indexOf per line costs more than looking at each byte.
  const n = bytes.length;
  let count = n === 0 || bytes[n - 1] === NEWLINE ? 0 : 1;
  for (let i = 0; i < n; i++) if (bytes[i] === NEWLINE) count++;
  const starts = n <= 0xffffffff ? new Uint32Array(count) : new Float64Array(count);
  for (let i = 0, line = 1; i < n && line < count; i++) if (bytes[i] === NEWLINE) starts[line++] = i + 1;
  return starts;
}

/**
 * Whether a string is still open at the end of the line text[start, end), given whether one was
 * open at its start. As Beancount's lexer reads them, a string runs from a double quote to the next
 * one not escaped by a backslash, over as many lines as it takes; outside strings, `;` starts a
 * comment (a quote in it opens nothing). The same rule for a line as a string or as UTF-8 bytes:
 * the characters it looks for are ASCII.
 */
export function stringOpenAfter(text: string | Uint8Array, start: number, end: number, open: boolean): boolean {
  for (let i = start; i < end; i++) {
    const c = typeof text === 'string' ? text.charCodeAt(i) : text[i]!;
    if (open) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) open = false;
    } else if (c === QUOTE) open = true;
    else if (c === SEMICOLON) break;
  }
  return open;
}

/** ASCII whitespace as JavaScript's `\s` and `trimEnd` see it. */
const isAsciiSpace = (b: number): boolean => b === SPACE || (b >= TAB && b <= 0x0d);

/** The line ends in a character that trimEnd might remove (or a non-ASCII one, which it might). */
const endsUnsure = (bytes: Buffer, start: number, end: number): boolean => end > start && (isAsciiSpace(bytes[end - 1]!) || bytes[end - 1]! >= 0x80);

/**
 * The bytes of the directive starting at `line` (1-based) when they are exactly the text
 * `directiveText` would give; undefined when that cannot be vouched for.
 */
export function plainDirectiveBytes(bytes: Buffer, starts: LineStarts, line: number): Buffer | undefined {
  if (line < 1 || line > starts.length) return undefined;
  const lineEnd = (i: number): number => (i + 1 < starts.length ? starts[i + 1]! - 1 : bytes[bytes.length - 1] === NEWLINE ? bytes.length - 1 : bytes.length);
  const first = starts[line - 1]!;
  let end = lineEnd(line - 1);
  if (endsUnsure(bytes, first, end)) return undefined;
  let inString = stringOpenAfter(bytes, first, end, false);
  for (let i = line; i < starts.length; i++) {
    const start = starts[i]!;
    const stop = lineEnd(i);
    if (!inString) {
      // A continuation line: spaces or tabs, then a character that is not whitespace (/^[ \t]+\S/).
      let k = start;
      while (k < stop && (bytes[k] === SPACE || bytes[k] === TAB)) k++;
      if (k === start || k === stop) break;
      if (bytes[k]! >= 0x80) return undefined;
      if (isAsciiSpace(bytes[k]!)) break;
    }
    if (endsUnsure(bytes, start, stop)) return undefined;
    inString = stringOpenAfter(bytes, start, stop, inString);
    end = stop;
  }
  const range = bytes.subarray(first, end);
  for (let i = 0; i < range.length; i++) if (range[i]! >= 0x80) return isUtf8(range) ? range : undefined;
  return range;
}

/** What withoutLayout writes into: one buffer for every call, grown as needed. */
let scratch = new Uint8Array(4096);

/**
 * A directive's text (`directiveText`'s, as UTF-8) without its layout: each run of spaces and tabs
 * outside strings becomes one space, so the id it hashes stays when a formatter (bean-format, Fava's
 * alignment, an editor's) moves the amounts to another column or indents with tabs. Strings keep every
 * character: a payee's double space is part of what it says. `;` starts a comment outside strings, and a
 * quote in a comment opens nothing (see stringOpenAfter). The same bytes come back when there is no run to
 * collapse; otherwise a view of a buffer the next call reuses (hash it, or copy it, before calling again).
 */
export function withoutLayout(text: Uint8Array): Uint8Array {
  let out: Uint8Array | null = null;
  let n = 0;
  let inString = false;
  let inComment = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === NEWLINE) {
      inComment = false;
    } else if (inString) {
      if (c === BACKSLASH) {
        if (out !== null) out[n++] = c;
        i++;
        if (i < text.length && out !== null) out[n++] = text[i]!;
        continue;
      }
      if (c === QUOTE) inString = false;
    } else if (!inComment && c === QUOTE) {
      inString = true;
    } else if (!inComment && c === SEMICOLON) {
      inComment = true;
    } else if (c === SPACE || c === TAB) {
      let j = i + 1;
      while (j < text.length && (text[j] === SPACE || text[j] === TAB)) j++;
      if (j > i + 1 || c === TAB) {
        if (out === null) {
          if (scratch.length < text.length) scratch = new Uint8Array(Math.max(text.length, 2 * scratch.length));
          out = scratch;
          out.set(text.subarray(0, i));
          n = i;
        }
        out[n++] = SPACE;
        i = j - 1;
        continue;
      }
    }
    if (out !== null) out[n++] = c;
  }
  return out === null ? text : out.subarray(0, n);
}
