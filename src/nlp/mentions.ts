// Finds the words of a sentence that name accounts (aliases, name segments, lexicon terms)
// or payees. Overlaps resolve to the longest match, as for aliases ("the longest wins").
import { foldCase, type NlpIndex, type PayeeEntry, type TermEntry } from './ledger-index.ts';

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface TermMention extends Span {
  readonly entry: TermEntry;
}

export interface PayeeMention extends Span {
  readonly entry: PayeeEntry;
}

const LATIN = /[a-z0-9]/;

/** Latin terms must stand as words (CMB in "CMB卡", not in "ACMBX"); Chinese ones match anywhere. */
function standsAlone(text: string, start: number, end: number): boolean {
  const first = text[start]!;
  const last = text[end - 1]!;
  if (LATIN.test(first) && start > 0 && LATIN.test(text[start - 1]!)) return false;
  if (LATIN.test(last) && end < text.length && LATIN.test(text[end]!)) return false;
  return true;
}

function longestNonOverlapping<T extends Span>(candidates: T[]): T[] {
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: T[] = [];
  for (const c of candidates) if (!chosen.some((o) => c.start < o.end && o.start < c.end)) chosen.push(c);
  return chosen.sort((a, b) => a.start - b.start);
}

const CJK = /[\u3400-\u9fff]/;

/**
 * Where `term` ends when it starts at `i`, or -1. A Chinese term also matches with spaces
 * between its characters (微 信), as typed word by word on some keyboards.
 */
function matchEnd(text: string, i: number, term: string): number {
  if (text.startsWith(term, i)) return i + term.length;
  if (text[i + 1] !== ' ' || ![...term].every((c) => CJK.test(c))) return -1;
  let p = i;
  for (const c of term) {
    while (p > i && text[p] === ' ') p++;
    if (text[p] !== c) return -1;
    p++;
  }
  return p;
}

function scan<E extends { term: string }>(text: string, table: ReadonlyMap<string, readonly E[]>): { start: number; end: number; entry: E }[] {
  const folded = foldCase(text);
  const found: { start: number; end: number; entry: E }[] = [];
  for (let i = 0; i < folded.length; i++) {
    const entries = table.get(folded[i]!);
    if (!entries) continue;
    for (const entry of entries) {
      const end = matchEnd(folded, i, entry.term);
      if (end >= 0 && standsAlone(folded, i, end)) {
        found.push({ start: i, end, entry });
        break; // entries are longest first: shorter ones at the same start lose anyway
      }
    }
  }
  return longestNonOverlapping(found);
}

export function findTermMentions(text: string, index: NlpIndex): TermMention[] {
  return scan(text, index.termsByFirstChar);
}

/** Words naming accounts that are closed now. */
export function findClosedAccountMentions(text: string, index: NlpIndex): TermMention[] {
  return scan(text, index.closedTermsByFirstChar);
}

export function findPayeeMentions(text: string, index: NlpIndex): PayeeMention[] {
  return scan(text, index.payeesByFirstChar);
}

/** Replace the spans by a private-use character, keeping every other position in place. */
export function mask(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const chars = text.split('');
  for (const s of spans) for (let i = s.start; i < s.end; i++) chars[i] = MASK;
  return chars.join('');
}
export const MASK = '\uE000';

export function inside(span: Span, outer: Span): boolean {
  return span.start >= outer.start && span.end <= outer.end;
}
