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

/** The lines of `bytes` that are not blank, line ends left out. */
function linesOf(bytes: Buffer): string[] {
  return bytes
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
}

/** How many of `a`'s lines `b` has in the same order (the longest common subsequence's length). */
function commonInOrder(a: readonly string[], b: readonly string[]): number {
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
