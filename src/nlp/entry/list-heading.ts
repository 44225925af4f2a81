// 车险 交强险 950 商业险 3650, 学费 语文 300 数学 400: a category word said before the first item's own
// words heads a list of parts, and names the category of each later item that names none of its
// own (商业险 3650 was the catch-all). Not an item that names its own (午饭 30 打车 20), nor a list
// without such a heading: in 午饭 30 乐高 200, 午饭 is the first item's own word, right before its
// amount; in 午饭 麦当劳 30 乐高 200, what follows 午饭 is where it was bought, no part of it.
import { findPayeeMentions, mask, type TermMention } from '../mentions.ts';
import { EXPENSES, INCOME } from './account-filter.ts';
import { CHARGED_FEE_SAID } from './fee-words.ts';
import { type Context, mentionsIn } from './context.ts';
import type { Item } from './item.ts';

function namesCategory(m: TermMention): boolean {
  return m.entry.hits.some((h) => h.account.startsWith(`${EXPENSES}:`) || h.account.startsWith(`${INCOME}:`));
}

/** The category the word names most strongly. */
function bestCategory(m: TermMention): string | undefined {
  const categories = m.entry.hits.filter((h) => h.account.startsWith(`${EXPENSES}:`) || h.account.startsWith(`${INCOME}:`));
  return categories.sort((a, b) => b.weight - a.weight || a.rank - b.rank)[0]?.account;
}

/** Whether the part's word names, among others, the category the heading names (交强险 under 车险). */
function namesHeadingCategory(m: TermMention, heading: TermMention): boolean {
  const category = bestCategory(heading);
  return m.entry.hits.some((h) => h.account === category);
}

// A part's name: a few characters, no count (3晚, 两个) nor words of who paid or how (室友付的, 我转了他)
const COUNT = /(?:\d[\d.]*|[零一二两三四五六七八九十百千万]+)\s*[\u4e00-\u9fff]?/g;
const NOT_A_NAME = /[的了我你他她们付转给花买用是在和跟还借欠收退]/;
// a charge on the whole, not a part: a fee, interest, postage, a fine, a tip, tax
const CHARGE = new RegExp(`${CHARGED_FEE_SAID.source}|服务费|利息|运费|邮费|快递费|滞纳金|违约金|罚款|小费|税`, 'i');

/** The part's name `words` say (those naming accounts masked): '' when none, null when they are no name. */
function partName(words: string): string | null {
  const said = words.replace(COUNT, '').replace(/[\s\uE000:：，,、]/g, '');
  return [...said].length <= 6 && !NOT_A_NAME.test(said) ? said : null;
}

/** The category word heading the list of the sentence's items, or null. */
function listHeading(ctx: Context): TermMention | null {
  const first = ctx.items[0];
  if (first === undefined || ctx.items.length < 2) return null;
  const before = mentionsIn(ctx.termMentions, { start: first.start, end: first.amount.start });
  const heading = before.find(namesCategory);
  if (heading === undefined) return null;
  const partWords = mask(ctx.text, ctx.termMentions).slice(heading.end, first.amount.start);
  // the first part's own words: its name, naming no category of its own but the heading's (车险
  // 交强险 950: the compulsory one is the car's insurance too), and no shop
  const named = before.filter((m) => m.start >= heading.end && namesCategory(m));
  if (named.some((m) => !namesHeadingCategory(m, heading))) return null;
  const name = partName(partWords);
  if (name === null || (name === '' && named.length === 0)) return null;
  // (午饭 麦当劳 30: a shop naming the heading's category is where it was bought, no part of it)
  const shop = findPayeeMentions(partWords, ctx.index).length > 0 || (named.length > 0 && findPayeeMentions(ctx.text.slice(heading.end, first.amount.start), ctx.index).length > 0);
  return shop ? null : heading;
}

/** The words of a later item that name no category, with the list's heading (see above). */
export function withListHeading(ctx: Context, item: Item, mentions: readonly TermMention[]): readonly TermMention[] {
  if (item === ctx.items[0] || mentions.some(namesCategory)) return mentions;
  const words = mask(ctx.text, ctx.termMentions).slice(item.start, item.amount.start);
  // (白条买鞋子 分3期 每期 210 手续费 30: a charge on what was bought is no part of it; it was the shoes')
  if (partName(words) === null || CHARGE.test(words)) return mentions;
  const heading = listHeading(ctx);
  return heading === null ? mentions : [...mentions, heading];
}
