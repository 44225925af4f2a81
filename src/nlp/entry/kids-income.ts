// 收到红包 200 微信 with Income:Kids:RedPacket (aliased 压岁钱) open: money I receive is not the
// kids' income because a word of the lexicon (红包) names its last segment (it was booked there, with
// no warning). An income account kept for the kids is named by its alias or name, or by a word
// of the lexicon only when the kids are said.
import { namesItself, rootOf } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { INCOME } from './account-filter.ts';

const KIDS_SEGMENT = /^(?:kids?|child|children|baby|babies|son|sons|daughter|daughters|孩子|小孩|儿子|女儿|宝宝)$/i;
const KIDS_SAID = /孩子|小孩|儿子|女儿|闺女|宝宝|娃|压岁|\b(?:kids?|child|children|son|daughter)\b/i;

function keptForKids(account: string): boolean {
  return account.split(':').slice(1, -1).some((s) => KIDS_SEGMENT.test(s));
}

/** The mentions without their hits on the kids' income accounts that only a lexicon word names, when `text` says no kid. */
export function withoutKidsIncomeUnsaid(text: string, mentions: readonly TermMention[]): TermMention[] {
  if (KIDS_SAID.test(text)) return [...mentions];
  const out: TermMention[] = [];
  for (const m of mentions) {
    const hits = m.entry.hits.filter((h) => !(rootOf(h.account) === INCOME && keptForKids(h.account) && !namesItself(h)));
    if (hits.length === m.entry.hits.length) out.push(m);
    else if (hits.length > 0) out.push({ ...m, entry: { ...m.entry, hits } });
  }
  return out;
}
