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
import { Guesses } from './guesses.ts';
import type { ImpliedHolding } from './implied-holding.ts';

// (said as the cue, or read as a move out of a holding by 赎回 after its name)
const REDEEMED = /赎回|到期/;
const PRINCIPAL_BEFORE = /本金\s*[:：]?\s*$/;
const GAIN_BEFORE = /(?:收益|利息|赚了?|挣了?|盈利)\s*[:：]?\s*$/;
const LOSS_BEFORE = /(?:亏了?|亏损|赔了?)\s*[:：]?\s*$/;
// 定期到期 100000 利息 2750: interest is reckoned on the principal, so the amount said with it is the
// principal (in 102750 其中利息 2750 the part said is taken off the whole before: 100000 is left).
const INTEREST_BEFORE = /利息\s*[:：]?\s*$/;
// 转存一年, 续存, 自动转存, 续期: the deposit rolled over for another term
const ROLLED_OVER = /(?:自动)?转存|续存|续期/;

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
 * Whether the words say a holding redeemed or matured with what it made or lost (定期到期 本金五万
 * 利息一千二, 赎回 20350 赚了350): two amounts of one currency, the second said as a gain or a loss.
 */
export function resultSaid(text: string, items: readonly Item[], cue = ''): boolean {
  if (!REDEEMED.test(cue === '' ? text : cue) || items.length !== 2) return false;
  const [first, second] = items as [Item, Item];
  const between = text.slice(first.amount.end, second.amount.start);
  return first.currency === second.currency && (GAIN_BEFORE.test(between) || LOSS_BEFORE.test(between) || principalAfter(between, first, second));
}

/** 理财 赎回 20350 到工行 本金 2万: the second amount said as the principal, the first what came back (and not the same). */
function principalAfter(between: string, first: Item, second: Item): boolean {
  return PRINCIPAL_BEFORE.test(between) && !first.amount.number.eq(second.amount.number);
}

/**
 * 定期到期 本金五万 利息一千二 转存一年: a deposit rolled over keeps its principal; only the interest
 * is booked, onto the deposit (it was the principal booked as income too).
 */
function rolledOver(ctx: Context, holding: string, interest: Item, principal: Decimal): ParsedPosting[] {
  const income = resultAccount(ctx, interest, holding);
  const number = interest.amount.number;
  ctx.guesses.add(`read ${ROLLED_OVER.exec(ctx.text)![0]} as rolled over: the principal ${principal.toString()} stays on ${holding}; booked only the interest ${number.toString()} onto it`, 0.05);
  return [posting(holding, number, interest.currency), posting(income, number.neg(), interest.currency)];
}

/**
 * Two amounts of one currency in a redemption or maturity (the cue, else the words), the second said as a gain
 * or a loss; the first is the principal when 本金 is said before it or 利息 after it, else what came back. Null otherwise.
 * `heldFrom`: the holding implied when no word names it (赎回 20350 赚了350).
 */
export function redeemedWithResult(ctx: Context, cue: string, heldFrom: ImpliedHolding | null = null): ParsedPosting[] | null {
  if (!resultSaid(ctx.text, ctx.items, cue)) return null;
  const [first, second] = ctx.items as [Item, Item];
  const between = ctx.text.slice(first.amount.end, second.amount.start);
  // (理财 赎回 20350 到工行 本金 2万: what came back first, the principal after it; the result is
  // their difference, a gain or a loss; it was a move of both amounts added)
  const principalLast = principalAfter(between, first, second);
  const result = principalLast ? first.amount.number.sub(second.amount.number).abs() : second.amount.number;
  // (赎回 理财 20300 其中 收益 300: the part said after 其中 is already taken off the whole, so what
  // is left is the principal, as with 利息; it was read as what came back, 19700 of principal)
  const asPrincipal = PRINCIPAL_BEFORE.test(ctx.text.slice(0, first.amount.start)) || INTEREST_BEFORE.test(between) || (/其中/.test(between) && GAIN_BEFORE.test(between));
  const gain = principalLast ? first.amount.number.gt(second.amount.number) : GAIN_BEFORE.test(between);
  const principal = asPrincipal ? first.amount.number : gain ? first.amount.number.sub(result) : first.amount.number.add(result);
  const received = asPrincipal ? (gain ? first.amount.number.add(result) : first.amount.number.sub(result)) : first.amount.number;
  if (principal.sign() <= 0 || received.sign() <= 0) return null;
  const rollover = gain && ROLLED_OVER.test(ctx.text);
  // (rolled over, nothing reaches a wallet: the side the move would guess is no part of the entry)
  const moveCtx: Context = rollover ? { ...ctx, guesses: new Guesses() } : ctx;
  const moved = transferPostings(moveCtx, cue, [withNumber(first, principal)], heldFrom);
  if (rollover) {
    ctx.fundingSpans = moveCtx.fundingSpans;
    ctx.keptSpans = moveCtx.keptSpans;
  }
  if (moved.length !== 2) return null;
  const from = moved.find((p) => p.units.number.startsWith('-'));
  const to = moved.find((p) => !p.units.number.startsWith('-'));
  if (from === undefined || to === undefined) return null;
  if (rollover) return rolledOver(ctx, from.account, second, principal);
  const income = resultAccount(ctx, second, from.account);
  ctx.guesses.add(`read ${result.toString()} as the ${gain ? 'gain' : 'loss'} on ${from.account}: ${principal.toString()} of principal, ${received.toString()} into ${to.account}`, 0.05);
  return [from, posting(to.account, received, first.currency), posting(income, principal.sub(received), first.currency)];
}
