// Whether a file that lost an append reads as a copy of it saved from before the append (an
// editor's, a sync tool's): it still holds what preceded the appended text, perhaps with the last
// lines of that edited by the person who saved it.

/**
 * How much of what preceded an append is kept to tell a stale copy (see readsAsStaleCopy): the
 * end of the file before it, from a line's start.
 */
export const STALE_COPY_CONTEXT = 320;
/** A stale copy may have its last lines before the appended text edited, up to this many bytes back (the last entry, fixed). */
const EDITED_END = 64;
/** What must still be there word for word before such an edit, at least (shorter says little of where a copy came from). */
const MIN_KEPT = 96;

/**
 * Whether `content` reads as a copy saved from before an append that `preceding` preceded: it
 * holds `preceding` as it was, or all of it up to its last lines (at least the last EDITED_END
 * bytes, from a line's start) word for word, followed by those lines but one, in order (one line
 * edited or removed, lines added among them). A person fixing the last entry in an editor that
 * read the file before the append saves that (QA: the amount of the entry just before the
 * appended one fixed, the append dropped silently). A file written anew, or one from which the
 * entry before the appended text was taken out with it, does not read so.
 */
export function readsAsStaleCopy(content: Buffer, preceding: Buffer): boolean {
  if (preceding.length === 0 || content.includes(preceding)) return true;
  if (holdsWithOneLineChanged(content, preceding)) return true;
  if (preceding.length <= MIN_KEPT + EDITED_END) return false;
  const cut = preceding.lastIndexOf(0x0a, preceding.length - EDITED_END - 1) + 1;
  if (cut < MIN_KEPT) return false;
  const kept = preceding.subarray(0, cut);
  const at = content.lastIndexOf(kept);
  if (at < 0) return false;
  const edited = linesOf(preceding.subarray(cut));
  // (the lines after what was kept, as many as an edit may have added)
  const after = linesOf(content.subarray(at + cut, at + cut + 4 * (preceding.length - cut))).slice(0, edited.length + 2);
  return commonInOrder(edited, after) >= Math.max(1, edited.length - 1);
}

/**
 * Whether `content` holds `preceding` with one of its lines changed, taken out or put in, anywhere:
 * its first or its last third is there word for word, and the lines from there are all of
 * `preceding`'s but one, in order. A person fixing the amount of an entry the service wrote two
 * entries earlier saves that, from a copy read before the latest append (QA: three answered
 * writes dropped, only warned about).
 */
function holdsWithOneLineChanged(content: Buffer, preceding: Buffer): boolean {
  const lines = linesOf(preceding);
  if (lines.length < 6) return false;
  const third = Math.ceil(lines.length / 3);
  // (the byte where the first third of the lines ends, and where the last third starts)
  let headEnd = 0;
  for (let seen = 0; seen < third; ) {
    const end = preceding.indexOf(0x0a, headEnd);
    if (end < 0) return false;
    if (preceding.subarray(headEnd, end).toString('utf8').trim() !== '') seen++;
    headEnd = end + 1;
  }
  let tailStart = preceding.length;
  for (let seen = 0; seen < third; ) {
    const start = tailStart < 2 ? 0 : preceding.lastIndexOf(0x0a, tailStart - 2) + 1;
    if (preceding.subarray(start, tailStart).toString('utf8').trim() !== '') seen++;
    tailStart = start;
    if (start === 0) break;
  }
  const room = preceding.length + 256;
  // (each place the anchor is, the last first, a few: in a run of like entries it is in several, and
  // the last is not always the one; a copy whose first of three identical buses had its date fixed
  // was taken for a file written anew, and the appends it lost went unsaid, QA)
  const headAnchor = preceding.subarray(0, headEnd);
  for (let n = 0, at = content.lastIndexOf(headAnchor); at >= 0 && n < ANCHOR_TRIES; n++, at = at === 0 ? -1 : content.lastIndexOf(headAnchor, at - 1)) {
    if (commonInOrder(lines, linesOf(content.subarray(at, at + room)).slice(0, lines.length + 1)) >= lines.length - 1) return true;
  }
  const tailAnchor = preceding.subarray(tailStart);
  for (let n = 0, at = content.lastIndexOf(tailAnchor); at >= 0 && n < ANCHOR_TRIES; n++, at = at === 0 ? -1 : content.lastIndexOf(tailAnchor, at - 1)) {
    const end = at + tailAnchor.length;
    if (commonInOrder(lines, linesOf(content.subarray(Math.max(0, end - room), end)).slice(-(lines.length + 1))) >= lines.length - 1) return true;
  }
  return false;
}

/** How many places of an anchor holdsWithOneLineChanged looks at, the last first. */
const ANCHOR_TRIES = 16;

/**
 * The lines of `bytes` that are not blank, line ends left out: LF, CRLF, and the CR of bytes that
 * end between a CR and its LF (the same lines in a file kept with CRLF as with LF).
 */
export function linesOf(bytes: Buffer): string[] {
  return bytes
    .toString('utf8')
    .split(/\r?\n/)
    .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))
    .filter((line) => line.trim() !== '');
}

/** How many of `a`'s lines `b` has in the same order (the longest common subsequence's length). */
export function commonInOrder(a: readonly string[], b: readonly string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const line of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++) next.push(line === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, next[j]!));
    row = next;
  }
  return row[b.length]!;
}

/**
 * How many lines of `bytes` are `line` (without its line end), ending in LF or CRLF or at the end;
 * the start of `bytes` is a line's start.
 */
export function linesIn(bytes: Buffer, line: Buffer): number {
  let n = 0;
  for (let at = bytes.indexOf(line); at >= 0; at = bytes.indexOf(line, at + 1)) {
    if (at > 0 && bytes[at - 1] !== 0x0a) continue;
    const end = at + line.length;
    if (end === bytes.length || bytes[end] === 0x0a || (bytes[end] === 0x0d && (end + 1 === bytes.length || bytes[end + 1] === 0x0a))) n++;
  }
  return n;
}

/** How many times `needle` (not empty) is in `bytes`, none overlapping. */
export function occurrencesIn(bytes: Buffer, needle: Buffer): number {
  let n = 0;
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + needle.length)) n++;
  return n;
}
