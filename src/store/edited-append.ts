// Whether a save that lost an appended text had read it and edited it (the narration or the date
// fixed, an amount changed), rather than been made from a copy read before it. Editor-save QA: the
// phone's "lunch" renamed "lunch with Bob" within 3 s was written again, the entry twice; and,
// with a first version of this, a person fixing the fare of one bus ride in stale copies, saved
// again and again while two phones posted the same ride, had each lost ride "edited" into that
// one (half of the answered writes lost).
import { commonInOrder, linesOf } from './stale-copy.ts';

/** An entry of a file: its lines (not blank, line ends left out) and its bytes, from its first line's start to its last line's end. */
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
    const line = content.subarray(from, stop).toString('utf8').replace(/\r$/, '');
    if (line.trim() === '') {
      if (start >= 0) break;
    } else if (start < 0) {
      start = from;
      lines.push(line);
      end = stop;
    } else if (/^[ \t]/.test(line)) {
      lines.push(line);
      end = stop;
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
