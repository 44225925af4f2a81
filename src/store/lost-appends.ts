// The appends one reload found lost to a stale save, judged together once the file has settled:
// put back (by the save's own rest, or by hand), edited by a save that had read them, or lost.
import { editedEntryAfter, linesIn, occurrencesIn } from './stale-copy.ts';

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
  // (keys: the text's or first line's bytes)
  const textsOver = new Map<string, number>();
  const headsTaken = new Map<string, number>();
  lost.forEach((a, i) => {
    const key = a.text.toString('latin1');
    const over = textsOver.get(key) ?? occurrencesIn(file, a.text) - a.textsAppended - a.leftTexts;
    textsOver.set(key, over - 1);
    if (over <= 0) return;
    verdicts[i] = { kind: 'back' };
    const head = a.head.toString('latin1');
    headsTaken.set(head, (headsTaken.get(head) ?? 0) + 1);
  });
  const headsOver = new Map<string, number>();
  lost.forEach((a, i) => {
    if (verdicts[i] !== null) return;
    const key = a.head.toString('latin1');
    const over = headsOver.get(key) ?? linesIn(file, a.head) - a.headsAppended - a.leftHeads - (headsTaken.get(key) ?? 0);
    headsOver.set(key, over - 1);
    if (over > 0) verdicts[i] = { kind: 'back' };
  });
  let looks = 0;
  return lost.map((a, i) => {
    const verdict = verdicts[i];
    if (verdict !== null) return verdict!;
    const into = looks++ < MAX_EDIT_LOOKS ? editedEntryAfter(file, a.preceding, a.text, serviceTexts) : null;
    return into === null ? { kind: 'lost' } : { kind: 'edited', into };
  });
}
