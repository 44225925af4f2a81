// The appends one reload found lost to a stale save, judged together once the file has settled:
// put back (by the save's own rest, or by hand), edited by a save that had read them, or lost.
import { editsOf, entryAt, readsAsEdited, tagsAndLinksOf, type EntryAt } from './edited-append.ts';
import { linesIn, linesOf, occurrencesIn } from './stale-copy.ts';

/** An append a reload found lost, with what the save left of it and what the service appended of it since. */
export interface LostAppend {
  readonly text: Buffer;
  /** Its first line, its line end left out. */
  readonly head: Buffer;
  /** The end of what preceded it when it was appended (see GuardedAppend.preceding). */
  readonly preceding: Buffer;
  /** Copies of its text, and whole lines that are its first line, in the file as that reload read it. */
  readonly leftTexts: number;
  readonly leftHeads: number;
  /** Copies of its text, and of its first line, the service appended since that reload. */
  readonly textsAppended: number;
  readonly headsAppended: number;
  /** Copies of its text the file held just after it was appended. */
  readonly copies: number;
  /** How many times the file held `bytes` just before it was appended. */
  readonly heldBefore: (bytes: Buffer) => number;
  /** The entries of the file just before it was appended that read as `entry` edited (their bytes, see editsOf). */
  readonly editsHeldBefore: (entry: Buffer) => Buffer[];
}

/** 'back': in the file again; 'edited': a save that had read it changed it into the entry `into` (its first line); 'lost': to be written again. */
export type LostVerdict = { readonly kind: 'back' } | { readonly kind: 'edited'; readonly into: string } | { readonly kind: 'lost' };

/**
 * At most this many lost appends of one reload are looked for as edited into another entry (each
 * look is a search of the file): a person fixes one or two entries the service has just written,
 * not hundreds.
 */
const MAX_EDIT_LOOKS = 32;

/**
 * The verdicts on `lost` (one reload's, oldest first) in `file`, the main file's bytes now. Judged
 * together, not each on its own: identical transactions (the bus, posted again and again) lost
 * to one save are back only as many times as the file holds more copies than the save left (plus
 * those the service appended since). Judged each on its own, every one of them was back as soon
 * as the file held one more: a save in place caught half written left few, its rest stood for all
 * (QA: 18 of 48 lost, unsaid). A first line kept as often counts the same way, for a save that
 * edited the rest of the entry, less the copies already counted as back. An entry changed
 * otherwise, one line of it, where the save had it (the narration fixed) is edited.
 * `serviceTexts`: texts the service appended lately, which are no edit.
 */
export function judgeLostAppends(file: Buffer, lost: readonly LostAppend[], serviceTexts: readonly Buffer[]): LostVerdict[] {
  const verdicts: (LostVerdict | null)[] = lost.map(() => null);
  const serviceLines = new Set(serviceTexts.map((t) => linesOf(t).join('\n')));
  // (entries taken for edited appends: each stands for one; and how many of each entry's bytes)
  const taken = new Set<number>();
  const takenBytes = new Map<string, number>();
  const take = (entry: EntryAt) => {
    taken.add(entry.start);
    const key = file.subarray(entry.start, entry.end).toString('latin1');
    takenBytes.set(key, (takenBytes.get(key) ?? 0) + 1);
  };
  // (keys: the text's or first line's bytes)
  const textsOver = new Map<string, { over: number; edits: EntryAt[] | null }>();
  const headsTaken = new Map<string, number>();
  let looks = 0;
  lost.forEach((a, i) => {
    const key = a.text.toString('latin1');
    let text = textsOver.get(key);
    if (text === undefined) textsOver.set(key, (text = { over: occurrencesIn(file, a.text) - a.textsAppended - a.leftTexts, edits: null }));
    const head = a.head.toString('latin1');
    if (text.over > 0) {
      text.over--;
      verdicts[i] = { kind: 'back' };
      headsTaken.set(head, (headsTaken.get(head) ?? 0) + 1);
      return;
    }
    // The save edited copies of the text it held (the date of the first of two identical trams
    // fixed: the last, which it held too, was taken for lost and written again, QA). Edits fill
    // first what the file lacks of the copies it held before the first of them was appended
    // (those were older entries), then each stands for one of them.
    if (text.edits === null) {
      text.edits = looks++ < MAX_EDIT_LOOKS ? newEditsOf(file, a, serviceLines, taken, takenBytes) : [];
      for (; text.over < 0 && text.edits.length > 0; text.over++) take(text.edits.shift()!);
    }
    const edit = text.over === 0 ? text.edits.shift() : undefined;
    if (edit === undefined) return;
    take(edit);
    verdicts[i] = { kind: 'edited', into: edit.lines[0]! };
    if (edit.lines[0] === a.head.toString('utf8')) headsTaken.set(head, (headsTaken.get(head) ?? 0) + 1);
  });
  const headsOver = new Map<string, number>();
  lost.forEach((a, i) => {
    if (verdicts[i] !== null) return;
    const key = a.head.toString('latin1');
    const over = headsOver.get(key) ?? linesIn(file, a.head) - a.headsAppended - a.leftHeads - (headsTaken.get(key) ?? 0);
    headsOver.set(key, over - 1);
    if (over > 0) verdicts[i] = { kind: 'back' };
  });
  // An entry a save had read and edited where the text was: where what preceded it last is (or
  // right after the one before it, found edited), neither it nor another text the service appended,
  // with nothing after it that the file held before the append (a run of like entries repeats what
  // preceded it higher up), each entry standing for one text, and the file still holding every
  // copy of the text appended before it.
  const editedOfText = new Map<string, number>();
  for (const [i, verdict] of verdicts.entries()) {
    if (verdict?.kind !== 'edited') continue;
    const key = lost[i]!.text.toString('latin1');
    editedOfText.set(key, (editedOfText.get(key) ?? 0) + 1);
  }
  let previous: { text: Buffer; entry: EntryAt } | null = null;
  return lost.map((a, i) => {
    const verdict = verdicts[i];
    const after = previous;
    previous = null;
    if (verdict !== null) return verdict;
    if (looks++ >= MAX_EDIT_LOOKS) return { kind: 'lost' };
    const key = a.text.toString('latin1');
    const kept = occurrencesIn(file, a.text) - a.textsAppended + (editedOfText.get(key) ?? 0);
    let at = 0;
    if (after !== null && endsWithText(a.preceding, after.text)) at = after.entry.end;
    else if (a.preceding.length > 0) {
      const found = file.lastIndexOf(a.preceding);
      at = found < 0 ? -1 : found + a.preceding.length;
    }
    const entry = at < 0 ? null : entryAt(file, at);
    if (entry === null || taken.has(entry.start) || kept < a.copies - 1 || serviceLines.has(entry.lines.join('\n')) || !readsAsEdited(a.text, entry.lines)) return { kind: 'lost' };
    if (!newSince(file, entry, a, serviceLines)) return { kind: 'lost' };
    // (and the file holds more of it than before the append, less those already taken: a fix made
    // as an older entry's was, found by its count for one lost text, was found again here for
    // another, which was lost, unsaid; QA)
    const bytes = file.subarray(entry.start, entry.end);
    if (occurrencesIn(file, bytes) - a.heldBefore(bytes) - (takenBytes.get(bytes.toString('latin1')) ?? 0) <= 0) return { kind: 'lost' };
    take(entry);
    editedOfText.set(key, (editedOfText.get(key) ?? 0) + 1);
    previous = { text: a.text, entry };
    return { kind: 'edited', into: entry.lines[0]! };
  });
}

/** Whether `preceding` ends with `text` (its line ends and blank lines aside). */
function endsWithText(preceding: Buffer, text: Buffer): boolean {
  const lines = linesOf(text);
  return linesOf(preceding).slice(-lines.length).join('\n') === lines.join('\n');
}

/**
 * Whether none of the (up to three) entries after `entry` is one the file held before `a` was
 * appended, but for texts the service appended: what a save that had read the append holds after
 * it came after it.
 */
function newSince(file: Buffer, entry: EntryAt, a: LostAppend, serviceLines: ReadonlySet<string>): boolean {
  let next = entryAt(file, entry.end + 1);
  for (let n = 0; next !== null && n < 3; n++, next = entryAt(file, next.end + 1)) {
    if (serviceLines.has(next.lines.join('\n'))) continue;
    if (a.heldBefore(file.subarray(next.start, next.end)) > 0) return false;
  }
  return true;
}

/**
 * The entries of `file` that read as `a`'s text edited and are new since it was appended (the
 * file held fewer of them before, less those already taken: each new copy stands for one append;
 * nothing after them was there before, see newSince), but for texts the service appended and
 * entries already taken.
 */
function newEditsOf(file: Buffer, a: LostAppend, serviceLines: ReadonlySet<string>, taken: ReadonlySet<number>, takenBytes: ReadonlyMap<string, number>): EntryAt[] {
  const fresh = new Map<string, number>();
  const ours = linesOf(a.text);
  return editsOf(file, a.text).filter((entry) => {
    if (taken.has(entry.start) || serviceLines.has(entry.lines.join('\n')) || !newSince(file, entry, a, serviceLines)) return false;
    const bytes = file.subarray(entry.start, entry.end);
    // (another entry the file held before and holds fewer of now, not the service's, that it reads
    // as edited, was that one edited: a narration fixed again, "bus edited" made "bus edited
    // edited", took a lost bus, QA; an append is judged on its own. The service's too, where the
    // entry keeps its tags and links and not ours: a ride #trip ^run-10 the service had appended
    // fixed by a stale save took a lost ride #trip ^run-1, QA)
    const keepsOurs = tagsAndLinksOf(entry.lines[0]!) === tagsAndLinksOf(ours[0]!);
    const another = (other: Buffer) => {
      const lines = linesOf(other);
      if (lines.join('\n') === ours.join('\n') || occurrencesIn(file, other) >= a.heldBefore(other)) return false;
      return !serviceLines.has(lines.join('\n')) || (!keepsOurs && tagsAndLinksOf(entry.lines[0]!) === tagsAndLinksOf(lines[0]!));
    };
    if (a.editsHeldBefore(bytes).some(another)) return false;
    const key = bytes.toString('latin1');
    // (an identical fix made earlier, which another lost append took, was taken for this one's
    // too: one new copy of "bus ride edited" stood for two lost rides, QA)
    const left = fresh.get(key) ?? occurrencesIn(file, bytes) - a.heldBefore(bytes) - (takenBytes.get(key) ?? 0);
    fresh.set(key, left - 1);
    return left > 0;
  });
}
