// 物业费 停车费 一起 980 微信: one amount said for two kinds of spending together. Which part was
// which is not said: all of it is booked on the first said, warned (it went silently to the one
// the matching ranked first, Expenses:Car:Parking).
import { bestMention } from '../account-choice.ts';
import { EXPENSES, filterFor } from './account-filter.ts';
import { type Context, mentionsIn } from './context.ts';
import type { Item } from './item.ts';

// (repair 3800 total insurance covered 3000 I paid 800: total in English, as 一共)
const TOGETHER = /一起|一共|总共|共计|合计|加起来|加一起|(?<![A-Za-z])(?:total|altogether)(?![A-Za-z])/i;
// 物业费和停车费 980, 物业费+停车费 980: two words joined
const JOINED = /^\s*(?:和|及|以及|加|\+|、)\s*$/;

/** The category of the first of two or more said together for `item`'s amount, with a warning; null when the words do not say so. */
export function categoriesTogether(ctx: Context, item: Item): string | null {
  if (ctx.items.length !== 1) return null;
  const filter = filterFor([EXPENSES], ctx.date, item.currency);
  const named: { account: string; word: string; start: number; end: number }[] = [];
  for (const m of mentionsIn(ctx.termMentions, item)) {
    const best = bestMention(ctx.index, [m], filter);
    if (best === null || best.loose) continue;
    // (早餐 包子: words for one thing; 出差 打车: a kind within another is no second category)
    if (named.some((n) => n.account === best.account || n.account.startsWith(`${best.account}:`) || best.account.startsWith(`${n.account}:`))) continue;
    named.push({ account: best.account, word: ctx.text.slice(m.start, m.end), start: m.start, end: m.end });
  }
  if (named.length < 2) return null;
  if (!TOGETHER.test(ctx.text) && !named.slice(1).every((n, i) => JOINED.test(ctx.text.slice(named[i]!.end, n.start)))) return null;
  const first = named[0]!;
  ctx.guesses.add(`${named.map((n) => n.word).join(', ')} name ${named.length} categories (${named.map((n) => n.account).join(', ')}) for one amount: booked all ${item.amount.number.toString()} on ${first.account} (say each with its own amount to split it)`, 0.2);
  return first.account;
}
