// An income account of mine named by a shop's name (Income:SecondHand aliased 闲鱼): I sell there,
// but I buy there too, so its word alone does not say the money came in.
import { MERCHANTS } from '../lexicon.ts';
import { namesItself, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { accepts } from '../account-choice.ts';
import { INCOME, filterFor } from './account-filter.ts';

const MERCHANT_WORDS = new Set(MERCHANTS.flat());
// 闲鱼买了自行车 200, 在闲鱼上购买了 (not 买家: who buys from me)
const BOUGHT = /买(?![家方])|购买|购入/;
// 闲鱼出了个台灯, 闲鱼卖了旧键盘: sold there (出 is the sellers' word)
const SOLD = /(?<![外小买])卖|出(?:了|掉|手)/;

/** The shop's word (闲鱼) when the income accounts the words name by their own names are all named by shops' names. */
function shopNamingIncome(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): string | null {
  const income = filterFor([INCOME], date, currency);
  const naming = mentions.filter((m) => m.entry.hits.some((h) => namesItself(h) && accepts(index, income, h.account)));
  const words = naming.map((m) => text.slice(m.start, m.end));
  return words.length > 0 && words.every((w) => MERCHANT_WORDS.has(w)) ? words[0]! : null;
}

/** 闲鱼买了自行车 200 with Income:SecondHand aliased 闲鱼: bought at the shop, spending (it was read as a sale). */
export function boughtAtShopOfIncome(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): boolean {
  return BOUGHT.test(text) && !SOLD.test(text) && shopNamingIncome(index, text, mentions, date, currency) !== null;
}

/**
 * 二手自行车 200 闲鱼: money in read only from a shop's name that names an income account, no word
 * saying bought or sold: the warning of that reading; null when a word says which.
 */
export function saleAtShopUnsaid(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): string | null {
  if (BOUGHT.test(text) || SOLD.test(text)) return null;
  const shop = shopNamingIncome(index, text, mentions, date, currency);
  return shop === null ? null : `no word says whether it was bought or sold at ${shop}: read as sold, money in (if you bought it, say ${shop}买了)`;
}
