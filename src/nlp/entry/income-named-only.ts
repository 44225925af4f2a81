// An income account of mine named by a word that says no money came (Income:Rent:Binjiang aliased
// 滨江, the flat's district; Income:Gifts:Children aliased 女儿): the word names that account only
// for money in, and said alone it does not say the money came in (滨江 空调 加氟 200 现金 was rent
// received, 儿子的足球鞋 299 a gift from the son, both flagged as sure).
import { namesItself, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { accepts } from '../account-choice.ts';
import { INCOME, filterFor } from './account-filter.ts';
import { looksLikePerson } from '../person-words.ts';
import { CATEGORY_TERMS } from '../lexicon.ts';

// a word of money earned in the name (房租, 设计费, 工资, 收入, 利息): it says what came in
const MONEY_IN_NAME = /[租费收薪资金款息奖利佣酬红]|income|salary|wage|rent|fee|interest|bonus/i;
// someone named then a verb of sending (儿子 发了 红包, 女儿 转了): the money came from them
// (not 女儿 打疫苗, 儿子 发了烧, 女儿 转学: a verb of sending only before money, me, or nothing)
// (儿子 发了 200 红包: the amount said before the red packet too)
const SENT_BY_THEM = /^\s*(?:[转汇给]了?|[发打]了?\s*(?=(?:\d[\d.,]*\s*(?:块钱?|元)?\s*的?\s*)?一?个?红包|钱|款|我))(?=\s|\d|$|一?个?红包|钱|款|账|我|过来)/;
// a verb of paying or buying (女儿 学费 交了 5000, 滨江 换 水龙头 80): money paid out for what is named
// (not 缴存, 交存: money put into a fund of mine, 单位公积金缴存 3000 is money in)
const PAID_FOR = /交(?!通|存)|缴(?!存)|付(?!款)|买|换|修/;
// a word of money earned in a lexicon word (工资, 房租, 奖金, 利息, 红包): no cost
const EARNED_WORD = /[租薪资奖息佣酬红收]/;

/**
 * 儿子 发了 红包 200, 女儿 转了 1000 with 儿子, 女儿 on Income:Gifts:Children: someone whose name is an
 * income account's alias, then a verb of sending: the money came from them (it was a red packet given
 * when a gift account is open). Not 给儿子 发了, 帮女儿 转了 (said for them).
 */
export function sentByIncomePerson(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const income = filterFor([INCOME], date, currency);
  return mentions.some((m) => m.entry.hits.some((h) => namesItself(h) && accepts(index, income, h.account)) && looksLikePerson(text.slice(m.start, m.end)) && !/[给帮替和跟]\s*$/.test(text.slice(0, m.start)) && SENT_BY_THEM.test(text.slice(m.end)));
}

/**
 * 女儿 学费 5000 建行, 女儿 学费 交了 5000, 滨江 换 水龙头 80 with 女儿 and 滨江 naming income accounts
 * only: the words besides those naming an account say a cost (a verb of paying or buying, or a
 * spending word of the lexicon though no account of it is open): money paid out for it, not money in
 * from them (it was income on Income:Gifts:Children, warned).
 */
export function costSaidBeside(text: string, mentions: readonly TermMention[]): boolean {
  let rest = '';
  for (let i = 0; i < text.length; i++) rest += mentions.some((m) => i >= m.start && i < m.end) ? ' ' : text[i];
  if (PAID_FOR.test(rest)) return true;
  return Object.keys(CATEGORY_TERMS).some((w) => w.length >= 2 && !EARNED_WORD.test(w) && rest.includes(w));
}

/**
 * 滨江 空调 200 现金 read as money in only because 滨江 names an income account, no word saying money
 * came in: the warning of that reading; null when the words naming income say what was earned
 * (滨江房租, 设计费) or a shop's name does (see shop-income.ts).
 */
export function incomeOnlyByName(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): string | null {
  const income = filterFor([INCOME], date, currency);
  const naming = mentions.filter((m) => m.entry.hits.some((h) => namesItself(h) && accepts(index, income, h.account)));
  const words = naming.map((m) => text.slice(m.start, m.end));
  if (words.length === 0 || words.some((w) => MONEY_IN_NAME.test(w))) return null;
  if (sentByIncomePerson(index, text, mentions, date, currency)) return null;
  const account = naming[0]!.entry.hits.find((h) => namesItself(h) && accepts(index, income, h.account))!.account;
  return `no word says the money came in: read as money in on ${account} only because ${words[0]} names it (if it was paid out, say what for)`;
}
