// 张总付了 8000 到对公账户, 刘姐付了 4000 设计费 (到支付宝): someone who paid, with an account of mine
// said after it as where the money went (到, 进, 打到), or with what they paid for named only by an
// income account of mine (设计费 aliasing Income:Design), paid me: money in from them, not
// something they paid for me (it was spending at a stand-in category, owed to them off their
// receivable).
import type { Intent } from '../direction.ts';
import { namesItself, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import { accepts } from '../account-choice.ts';
import { EXPENSES, FUNDING_ROOTS, INCOME, filterFor } from './account-filter.ts';
import { fundingPhrases } from './funding-phrases.ts';

// 到对公账户, 进了支付宝, 打到我卡上, 转入招行: the account right after these is where the money landed
const INTO_MINE_BEFORE = /(?:到|进|入|存到|打到|转到|汇到|打进|转进|存入|转入)了?\s*(?:我的?|我们的?)?\s*$/;

/**
 * 'owed' read from someone who paid (张总付了 8000), turned into money in from them when an account
 * of mine (no one's claim) is said after their paying as where the money went, or when the words
 * name an income account by its name or alias and no spending. Other intents are left as they are.
 */
export function paidIntoMine(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): Intent {
  if (intent.direction !== 'owed' || intent.paidBy === undefined || intent.person === null) return intent;
  const paidEnd = intent.paidBy.end;
  const mine = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  const into = mine.some((w) => w.start >= paidEnd && INTO_MINE_BEFORE.test(text.slice(paidEnd, w.start)));
  return into || earnedOnly(index, mentions, date, currency) ? { ...intent, direction: 'income', givenBy: [intent.paidBy] } : intent;
}

/** Some word names an income account by its name or alias (设计费), and none a spending account. */
function earnedOnly(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const hits = mentions.flatMap((m) => m.entry.hits);
  const income = filterFor([INCOME], date, currency);
  const spending = filterFor([EXPENSES], date, currency);
  return hits.some((h) => namesItself(h) && accepts(index, income, h.account)) && !hits.some((h) => accepts(index, spending, h.account));
}
