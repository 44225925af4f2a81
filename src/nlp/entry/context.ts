// What the postings of an entry are chosen from: the sentence, its items and mentions, the guesses.
import type { NlpIndex } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

export interface Context {
  readonly index: NlpIndex;
  readonly text: string;
  readonly date: string;
  readonly items: readonly Item[];
  readonly termMentions: readonly TermMention[];
  readonly guesses: Guesses;
  /** Accounts that stand in for a category no word named (catchAllCategory): they say nothing of where money came from. */
  readonly standIns: Set<string>;
  /** The other person of a loan or a gift (借了小李 -> 小李). */
  readonly person: string | null;
  fundingSpans?: Span[];
  /** Accounts said that stay in the narration although they are postings' accounts (the card a repayment pays off). */
  keptSpans?: Span[];
  /**
   * Words said for another posting of the entry whose mentions were taken out of termMentions (the
   * card 还信用卡 pays off, when the salary's receiving account is chosen): named, not missing.
   */
  readonly otherPostingSpans?: readonly Span[];
}

export function mentionsIn(mentions: readonly TermMention[], span: Span): TermMention[] {
  return mentions.filter((m) => m.start >= span.start && m.end <= span.end);
}

export function itemText(ctx: Pick<Context, 'text'>, item: Item): string {
  return ctx.text.slice(item.start, item.end).replace(/\uE000/g, '').trim();
}
