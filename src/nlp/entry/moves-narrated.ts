// What the ledger's history did with entries narrated as the sentence is: 淘宝提现 12000 到招行 said
// where 23 past entries narrated 淘宝提现 moved money from Assets:Alipay, 淘宝退款 59 where past
// entries narrated 淘宝退款 paid refunds out against Income:Sales:Returns.
import { isFunding, type MovesSaid, type NlpIndex } from '../ledger-index.ts';
import { mask, type TermMention } from '../mentions.ts';
import type { Item } from './item.ts';

// the words that join an amount to the wallet it went to or came from (到招行, 从支付宝, 用微信)
const JOINING_EDGES = /^[到至进入从用]+|[到至进入从用]+$/g;

/**
 * The sentence as its entry's narration would read in the history: the words left without its
 * amounts, the wallets it names and the words joining them (淘宝提现 12000 到招行: 淘宝提现).
 */
export function narrationSaid(text: string, mentions: readonly TermMention[], items: readonly Item[]): string {
  const wallets = mentions.filter((m) => m.entry.hits.every((h) => isFunding(h.account)));
  return mask(text, [...wallets, ...items.map((i) => i.amount)])
    .replace(/[\s\uE000]+|块钱?|元/g, '')
    .replace(JOINING_EDGES, '');
}

/** The moves (and refunds given) of the history narrated as the sentence is; undefined when none. */
export function movesNarrated(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[]): MovesSaid | undefined {
  const said = narrationSaid(text, mentions, items);
  return said === '' ? undefined : index.narrationMoves.get(said);
}
