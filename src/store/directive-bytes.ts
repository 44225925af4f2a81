// A transaction's id hashes its text as `directiveText` gives it from the file's lines: the first
// line and the indented lines under it, each with trailing whitespace removed, joined by "\n".
// For most files that text is exactly a range of the bytes as read, which can be hashed without
// decoding the file and splitting it into lines. This finds that range, or says it cannot vouch
// for it (trailing whitespace, CRLF, a non-ASCII character where the line rules look, invalid
// UTF-8): the caller then takes the text from the lines.
import { isUtf8 } from 'node:buffer';

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;

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
  for (let i = line; i < starts.length; i++) {
    // A continuation line: spaces or tabs, then a character that is not whitespace (/^[ \t]+\S/).
    const start = starts[i]!;
    const stop = lineEnd(i);
    let k = start;
    while (k < stop && (bytes[k] === SPACE || bytes[k] === TAB)) k++;
    if (k === start || k === stop) break;
    if (bytes[k]! >= 0x80) return undefined;
    if (isAsciiSpace(bytes[k]!)) break;
    if (endsUnsure(bytes, start, stop)) return undefined;
    end = stop;
  }
  const range = bytes.subarray(first, end);
  for (let i = 0; i < range.length; i++) if (range[i]! >= 0x80) return isUtf8(range) ? range : undefined;
  return range;
}
