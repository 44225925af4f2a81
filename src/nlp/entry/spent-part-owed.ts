// Spending with part of the price still owed to the seller: 午饭 35 还欠老板 5 块, 买菜 付了 50 还欠 5 块.
import { Problem } from '../../problem.ts';
import { detectIntent } from '../direction.ts';
import { genericAccount } from '../account-choice.ts';
import { PAYABLE_SEGMENTS } from '../lexicon.ts';
import type { Item } from './item.ts';
import { EXPENSES, LIABILITIES, filterFor } from './account-filter.ts';
import { type Context, mentionsIn } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { mentionedClaim } from './funding-phrases.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';

// 还欠老板 5, 还欠 5, 仍欠着 5: still owed, said right before the amount, whom to at most a short name
// (not 还欠我: owed to me, see part-owed-me.ts)
const STILL_OWED_BEFORE = /(?:还|仍然?|尚)\s*欠(?:着|了)?\s*(?!我)([^\s\d，,。；;、\uE000]{0,6}?)\s*$/;

// 买菜 付了 50 还欠 5: what was paid said, the price is that and what is still owed
const PAID_BEFORE = /(?:付了?|已付|实付|给了)\s*$/;

export interface SpentPartOwed {
  /** What was bought: at its whole price, or what was paid of it (`paidSaid`). */
  readonly spent: Item;
  /** The first amount is what was paid (付了 50), not the price. */
  readonly paidSaid: boolean;
  /** The part of that price still owed. */
  readonly owed: Item;
  /** 还欠老板: the words said of whom it is owed to, else null. */
  readonly to: string | null;
}

/**
 * One amount spent, then part of it said still owed (午饭 35 还欠老板 5): the 5 is owed of the 35 (of
 * 55 when 50 is said paid: 买菜 付了 50 还欠 5), not paid back (it was read as paying back 欠老板: a 422 for no payable open), nor more spending. Null
 * when the words before say no spending (还款 500 还欠 300 is a repayment, see stillOwed), the
 * currencies differ, or more is owed than the price said.
 */
export function spentPartOwed(text: string, items: readonly Item[]): SpentPartOwed | null {
  if (items.length !== 2) return null;
  const [spent, owed] = items as [Item, Item];
  const words = STILL_OWED_BEFORE.exec(text.slice(spent.amount.end, owed.amount.start));
  const paidSaid = PAID_BEFORE.test(text.slice(spent.start, spent.amount.start));
  if (words === null || spent.currency !== owed.currency || (!paidSaid && !owed.amount.number.lt(spent.amount.number))) return null;
  if (detectIntent(text.slice(0, spent.amount.end)).direction !== 'expense') return null;
  return { spent, paidSaid, owed, to: words[1] || null };
}

/**
 * The whole price spent, what was paid out of the wallet, the rest owed on the payable the words
 * name (李老板 aliasing Liabilities:Payables:LiLaoban), else on one named for no one
 * (Liabilities:Payables), warned. A 422 when no such payable is open.
 */
export function spentPartOwedPostings(ctx: Context, payee: PayeeChoice | null, part: SpentPartOwed): ParsedPosting[] {
  const { index, guesses } = ctx;
  const { spent, owed } = part;
  const currency = spent.currency;
  const filter = filterFor([LIABILITIES], ctx.date, currency);
  const payable = mentionedClaim(index, mentionsIn(ctx.termMentions, { start: spent.amount.end, end: owed.amount.start }), filter) ?? genericAccount(index, PAYABLE_SEGMENTS, filter);
  const said = `${part.to === null ? '还欠' : `还欠${part.to}`} ${owed.amount.number.toString()}`;
  const price = part.paidSaid ? spent.amount.number.add(owed.amount.number) : spent.amount.number;
  if (payable === null) {
    throw Problem.unprocessable(`${owed.amount.number.toString()} of the ${price.toString()} is said still owed (${said}), but no payable account is open for it`, [{ path: '/text', message: 'open one (e.g. Liabilities:Payables), or say only what was paid' }]);
  }
  const category = categoryAccount({ ...ctx, items: [spent] }, spent, EXPENSES, payee, 'out');
  const paid = price.sub(owed.amount.number);
  guesses.add(`read ${said} as the part of the ${price.toString()} spent still owed, booked on ${payable}: ${paid.toString()} paid`, 0.1);
  return [
    posting(category, price, currency),
    posting(fundingAccount({ ...ctx, items: [spent] }, currency, category, payee, 'out'), paid.neg(), currency),
    posting(payable, owed.amount.number.neg(), currency),
  ];
}

