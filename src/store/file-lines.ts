// The text of each file of a ledger as the store last read it, split into lines only when
// first needed (a write, or a transaction id whose text the bytes cannot give directly):
// splitting a large ledger costs a pass and a string per line, which the start of the service
// need not pay.
import { lineStarts, plainDirectiveBytes, type LineStarts } from './directive-bytes.ts';

/** Lines of a text; a final newline does not start another line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** What readers need: the lines of a file, or undefined when it was not read. */
export interface LinesOfFiles {
  get(file: string): readonly string[] | undefined;
  /**
   * The bytes of the directive at `line` when they are exactly its text as `directiveText`
   * gives it from the lines (undefined: take the lines).
   */
  directiveBytes?(file: string, line: number): Buffer | undefined;
}

export class FileLines implements LinesOfFiles {
  /** Bytes read and not yet needed: decoded and split on first use. */
  private readonly unread = new Map<string, Buffer>();
  /** Where each line of an unread file starts, made on first use. */
  private readonly starts = new Map<string, LineStarts>();
  private readonly split = new Map<string, string[]>();
  /**
   * Every byte of each file as read or since appended by us, in pieces, so that a change made
   * outside can be recognised as an append (what we know is still the file's beginning).
   */
  private readonly contents = new Map<string, Buffer[]>();
  /** The bytes of `contents`, by file (summed once: a file appended to often has many pieces). */
  private readonly lengths = new Map<string, number>();

  /** Keep the bytes of `file` as read (UTF-8). */
  setBytes(file: string, bytes: Buffer): void {
    this.split.delete(file);
    this.starts.delete(file);
    this.unread.set(file, bytes);
    this.contents.set(file, [bytes]);
    this.lengths.set(file, bytes.length);
  }

  /** Lines not read from the file (its bytes are then unknown: a later outside change reloads it). */
  set(file: string, lines: string[]): void {
    this.unread.delete(file);
    this.starts.delete(file);
    this.split.set(file, lines);
    this.contents.delete(file);
    this.lengths.delete(file);
  }

  /** Note bytes added at the end of `file` (its lines are extended by the caller). */
  appendBytes(file: string, bytes: Buffer): void {
    const pieces = this.contents.get(file);
    if (pieces === undefined) return;
    pieces.push(bytes);
    this.lengths.set(file, this.lengths.get(file)! + bytes.length);
  }

  /** How many bytes of `file` we know, or undefined when it was not read. */
  byteLength(file: string): number | undefined {
    return this.lengths.get(file);
  }

  /** The last `n` bytes we know of `file` (fewer when it is shorter). */
  tail(file: string, n: number): Buffer {
    const pieces = this.contents.get(file) ?? [];
    const out: Buffer[] = [];
    let got = 0;
    for (let i = pieces.length - 1; i >= 0 && got < n; i--) {
      const piece = pieces[i]!;
      const take = Math.min(piece.length, n - got);
      out.unshift(piece.subarray(piece.length - take));
      got += take;
    }
    return Buffer.concat(out);
  }

  /**
   * The first `end` bytes we know of `file`, piece by piece (each piece read or appended starts a
   * line, and holds a text written whole).
   */
  *pieces(file: string, end: number): Generator<Buffer> {
    let at = 0;
    for (const piece of this.contents.get(file) ?? []) {
      if (at >= end) return;
      yield at + piece.length <= end ? piece : piece.subarray(0, end - at);
      at += piece.length;
    }
  }

  /** How many times `count` finds what it looks for in the first `end` bytes we know of `file` (see pieces). */
  occurrences(file: string, count: (bytes: Buffer) => number, end: number): number {
    let n = 0;
    for (const piece of this.pieces(file, end)) n += count(piece);
    return n;
  }

  /** `bytes` is exactly what we know of `file`. */
  isWhole(file: string, bytes: Buffer): boolean {
    return this.byteLength(file) === bytes.length && this.isPrefixOf(file, bytes);
  }

  /** `bytes` begins with everything we know of `file`. */
  isPrefixOf(file: string, bytes: Buffer): boolean {
    const pieces = this.contents.get(file);
    if (pieces === undefined) return false;
    let at = 0;
    for (const piece of pieces) {
      if (at + piece.length > bytes.length || bytes.compare(piece, 0, piece.length, at, at + piece.length) !== 0) return false;
      at += piece.length;
    }
    return true;
  }

  /** What we know of `file` is longer than `bytes` and begins with them (the file was cut short). */
  extends(file: string, bytes: Buffer): boolean {
    const known = this.byteLength(file);
    if (known === undefined || known <= bytes.length) return false;
    let at = 0;
    for (const piece of this.contents.get(file)!) {
      if (at >= bytes.length) break;
      const n = Math.min(piece.length, bytes.length - at);
      if (bytes.compare(piece, 0, n, at, at + n) !== 0) return false;
      at += n;
    }
    return true;
  }

  /** The lines of `file` (the same array every time: a writer extends it in place). */
  get(file: string): string[] | undefined {
    let lines = this.split.get(file);
    if (lines !== undefined) return lines;
    const bytes = this.unread.get(file);
    if (bytes === undefined) return undefined;
    lines = splitLines(bytes.toString('utf8'));
    this.unread.delete(file);
    this.starts.delete(file);
    this.split.set(file, lines);
    return lines;
  }

  directiveBytes(file: string, line: number): Buffer | undefined {
    const bytes = this.unread.get(file);
    if (bytes === undefined) return undefined;
    let starts = this.starts.get(file);
    if (starts === undefined) this.starts.set(file, (starts = lineStarts(bytes)));
    return plainDirectiveBytes(bytes, starts, line);
  }
}
