// Whether a save that lost an appended text had read it and edited it (the narration or the date
// fixed, an amount changed), rather than been made from a copy read before it. Editor-save QA: the
// phone's "lunch" renamed "lunch with Bob" within 3 s was written again, the entry twice; and,
// with a first version of this, a person fixing the fare of one bus ride in stale copies, saved
// again and again while two phones posted the same ride, had each lost ride "edited" into that
// one (half of the answered writes lost).
import { commonInOrder, linesOf } from './stale-copy.ts';

/** An entry of a file: its lines (not blank, line ends left out) and its bytes, from its first line's start to its last line's end (its CR or LF left out). */
export interface EntryAt {
  readonly lines: readonly string[];
  readonly start: number;
  readonly end: number;
}

/** The entry starting at `at` or after the blank lines there: a line, then the indented ones after it; null at the end. */
export function entryAt(content: Buffer, at: number): EntryAt | null {
  let start = -1;
  let end = at;
  const lines: string[] = [];
  for (let from = at; from < content.length; ) {
    const newline = content.indexOf(0x0a, from);
    const stop = newline < 0 ? content.length : newline;
    // (a CRLF's CR is left out with its LF: an entry's bytes are the same in a file kept with CRLF as
    // with LF; with it, they read as another entry's, its last line "...\r", and an older entry fixed
    // again by a stale save was taken for a lost append edited, QA)
    const lineEnd = stop > from && content[stop - 1] === 0x0d ? stop - 1 : stop;
    const line = content.subarray(from, lineEnd).toString('utf8');
    if (line.trim() === '') {
      if (start >= 0) break;
    } else if (start < 0) {
      start = from;
      lines.push(line);
      end = lineEnd;
    } else if (/^[ \t]/.test(line)) {
      lines.push(line);
      end = lineEnd;
    } else break;
    // (an entry is a few lines: one of thousands is no entry the service wrote)
    if (lines.length > 64) return null;
    from = stop + 1;
  }
  return start < 0 ? null : { lines, start, end };
}

/**
 * Whether `theirs` reads as the appended `text` edited: all its lines but one kept, in order; its
 * first line changed only in what follows the date on the same day (the narration, the payee, a
 * tag) or only in the date, the rest kept. An entry with the same postings another day, typed by
 * the person at the end of a stale copy, is no edit of it.
 */
export function readsAsEdited(text: Buffer, theirs: readonly string[]): boolean {
  const ours = linesOf(text);
  if (ours.length < 2 || theirs.length === 0 || theirs.join('\n') === ours.join('\n')) return false;
  if (commonInOrder(ours, theirs) < ours.length - 1) return false;
  if (theirs[0] === ours[0]) return true;
  const sameDay = theirs[0]!.slice(0, 10) === ours[0]!.slice(0, 10);
  const sameRest = theirs[0]!.slice(10) === ours[0]!.slice(10);
  return (sameDay || sameRest) && commonInOrder(ours.slice(1), theirs.slice(1)) === ours.length - 1;
}

/**
 * The tags and links of a transaction's first line (`#trip ^run-10`), sorted, strings and a
 * comment left out: what a person fixing the narration or the date keeps.
 */
export function tagsAndLinksOf(firstLine: string): string {
  const words = firstLine.replace(/"(?:[^"\\]|\\.)*"/g, ' ').replace(/;.*$/, '').split(/\s+/);
  return words.filter((word) => /^[#^]\S/.test(word)).sort().join(' ');
}

/**
 * The entries of `content` that read as `text` edited (see readsAsEdited), in the file's order.
 * Such an entry keeps the text's first line (a posting changed) or all its other lines (the first
 * line changed): it is found by its first line or by the text's second line, which it then has.
 */
export function editsOf(content: Buffer, text: Buffer): EntryAt[] {
  const ours = linesOf(text);
  if (ours.length < 2) return [];
  const starts = new Set<number>();
  for (const [i, line] of [ours[0]!, ours[1]!].entries()) {
    const needle = Buffer.from(line, 'utf8');
    for (let at = content.indexOf(needle); at >= 0; at = content.indexOf(needle, at + 1)) {
      if (!isWholeLine(content, at, needle.length)) continue;
      const start = i === 0 ? at : entryStartAbove(content, at);
      if (start >= 0) starts.add(start);
    }
  }
  const edits: EntryAt[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    const entry = entryAt(content, start);
    if (entry !== null && entry.start === start && readsAsEdited(text, entry.lines)) edits.push(entry);
  }
  return edits;
}

/** Whether the `length` bytes at `at` are a whole line of `content` (its line end aside). */
function isWholeLine(content: Buffer, at: number, length: number): boolean {
  if (at > 0 && content[at - 1] !== 0x0a) return false;
  const end = at + length;
  return end === content.length || content[end] === 0x0a || (content[end] === 0x0d && (end + 1 === content.length || content[end + 1] === 0x0a));
}

/** The start of the first line of the entry that the indented line at `at` is part of (-1: a blank line or the file's start comes first). */
function entryStartAbove(content: Buffer, at: number): number {
  // (an entry is a few lines, see entryAt; `end`: where the line above ends)
  for (let end = at - 1, n = 0; end >= 0 && n < 64; n++) {
    const start = end === 0 ? 0 : content.lastIndexOf(0x0a, end - 1) + 1;
    const line = content.subarray(start, end).toString('utf8').replace(/\r$/, '');
    if (line.trim() === '') return -1;
    if (!/^[ \t]/.test(line)) return start;
    end = start - 1;
  }
  return -1;
}
