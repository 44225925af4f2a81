// Money someone sent me that paid a spending of mine said right after it: 爸妈转了 5000 交学费.
import { moneySentToMe } from '../money-to-me.ts';
import { INCOME, EXPENSES } from './account-filter.ts';
import { type Context, mentionsIn } from './context.ts';
import { categoryAccount } from './category-account.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import type { PayeeChoice } from './payee.ts';

// (用来)交, 缴, 付 right after the words of sending: what the money paid
const PAID_WITH_IT = /^[\s\uE000]*(?:用来|拿来)?\s*(?:交|缴|付)了?/;
const CLAUSE_END = /[，,。；;]/;

/**
 * 爸妈转了 5000 交学费: the parents' money paid the tuition, booked as the tuition (the category the
 * words after 交 name, as 交学费 5000 alone books it) paid with money from them, as 爸妈转了2000
 * 还信用卡 pays the card with it (it was 5000 spent on the parents, 爸妈 being an alias of
 * Expenses:Family:Parents, from the bank). Null unless one amount was sent and a paying verb
 * follows the words of sending.
 */
export function senderPaidSpending(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const [item] = ctx.items;
  if (item === undefined || ctx.items.length > 1) return null;
  const said = moneySentToMe(ctx.text)?.said ?? null;
  if (said === null) return null;
  const verb = PAID_WITH_IT.exec(ctx.text.slice(said.end));
  if (verb === null) return null;
  const start = said.end + verb[0].length;
  const clauseEnd = CLAUSE_END.exec(ctx.text.slice(start));
  const paidFor = { start, end: clauseEnd === null ? ctx.text.length : start + clauseEnd.index };
  // (only the words of what was paid name its category: 爸妈 names whom it came from)
  const spending = categoryAccount({ ...ctx, termMentions: mentionsIn(ctx.termMentions, paidFor) }, item, EXPENSES, null);
  const income = categoryAccount(ctx, item, INCOME, payee, 'in');
  ctx.guesses.add(`read as money from ${payee?.name ?? 'someone'} that paid ${spending}`, 0.1);
  return [posting(spending, item.amount.number, item.currency), posting(income, item.amount.number.neg(), item.currency)];
}
