// A holding redeemed or matured with its gain or loss said (理财赎回 29871 亏了 128 工行, 理财赎回 20350
// 赚了350, 理财赎回 本金两万 收益350, 定期到期 本金五万 利息一千二 到工行): the principal leaves the
// holding, what came back reaches the wallet, and the difference is the gain or the loss on the
// income account. (They were one move of the sum of both amounts: the wallet overstated by the
// loss or the gain, the product left with the gain taken off it, and no income booked.)
import { Decimal } from '../../ledger/core/decimal.ts';
import { accepts } from '../account-choice.ts';
import { namesItself, type TermHit } from '../ledger-index.ts';
import { INCOME, filterFor } from './account-filter.ts';
import { categoryAccount } from './category-account.ts';
import type { Context } from './context.ts';
import type { Item } from './item.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { transferPostings } from './transfer-postings.ts';

// (said as the cue, or read as a move out of a holding by 赎回 after its name)
const REDEEMED = /赎回|到期/;
const PRINCIPAL_BEFORE = /本金\s*[:：]?\s*$/;
const GAIN_BEFORE = /(?:收益|利息|赚了?|挣了?|盈利)\s*[:：]?\s*$/;
const LOSS_BEFORE = /(?:亏了?|亏损|赔了?)\s*[:：]?\s*$/;

/**
 * The income account the gain or loss goes to: one the word before it names by its alias or name
 * (利息 aliasing Income:Interest), else the one the holding's past entries used (收益 is the
 * lexicon's word of interest), else the category its words give.
 */
function resultAccount(ctx: Context, result: Item, holding: string): string {
  const { index } = ctx;
  const filter = filterFor([INCOME], ctx.date, result.currency);
  const ownIncome = (h: TermHit) => namesItself(h) && accepts(index, filter, h.account);
  const word = ctx.termMentions.find((m) => m.end <= result.amount.start && m.end >= result.amount.start - 4 && m.entry.hits.some((h) => ownIncome(h)));
  const named = word?.entry.hits.find((h) => ownIncome(h))?.account;
  if (named !== undefined) return named;
  const counts = new Map<string, number>();
  for (const t of index.view.transactions) {
    if (!t.postings.some((p) => p.account === holding)) continue;
    for (const p of t.postings) if (accepts(index, filter, p.account)) counts.set(p.account, (counts.get(p.account) ?? 0) + 1);
  }
  const used = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  return used ?? categoryAccount(ctx, result, INCOME, null);
}

function withNumber(item: Item, number: Decimal): Item {
  return { ...item, amount: { ...item.amount, number } };
}

/**
 * Two amounts of one currency in a redemption or maturity (the cue, else the words), the second said as a gain
 * or a loss; the first is the principal when 本金 is said before it, else what came back. Null otherwise.
 */
export function redeemedWithResult(ctx: Context, cue: string): ParsedPosting[] | null {
  if (!REDEEMED.test(cue === '' ? ctx.text : cue) || ctx.items.length !== 2) return null;
  const [first, second] = ctx.items as [Item, Item];
  if (first.currency !== second.currency) return null;
  const between = ctx.text.slice(first.amount.end, second.amount.start);
  const gain = GAIN_BEFORE.test(between);
  if (!gain && !LOSS_BEFORE.test(between)) return null;
  const result = second.amount.number;
  const asPrincipal = PRINCIPAL_BEFORE.test(ctx.text.slice(0, first.amount.start));
  const principal = asPrincipal ? first.amount.number : gain ? first.amount.number.sub(result) : first.amount.number.add(result);
  const received = asPrincipal ? (gain ? first.amount.number.add(result) : first.amount.number.sub(result)) : first.amount.number;
  if (principal.sign() <= 0 || received.sign() <= 0) return null;
  const moved = transferPostings(ctx, cue, [withNumber(first, principal)]);
  if (moved.length !== 2) return null;
  const from = moved.find((p) => p.units.number.startsWith('-'));
  const to = moved.find((p) => !p.units.number.startsWith('-'));
  if (from === undefined || to === undefined) return null;
  const income = resultAccount(ctx, second, from.account);
  ctx.guesses.add(`read ${result.toString()} as the ${gain ? 'gain' : 'loss'} on ${from.account}: ${principal.toString()} of principal, ${received.toString()} into ${to.account}`, 0.05);
  return [from, posting(to.account, received, first.currency), posting(income, principal.sub(received), first.currency)];
}
