// Money back on what was spent: paid back by others, refunds, cashback and prizes.
import { Decimal } from '../../ledger/core/decimal.ts';
import { detectIntent, givesRedPacket } from '../direction.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import { bestMention, bestMentionedAccount } from '../account-choice.ts';
import { type Item, byCurrency } from './item.ts';
import { INCOME, EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import { type Context, mentionsIn, itemText } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { fundingPhrases, walletRightAfter } from './funding-phrases.ts';
import { markFundingSpan, fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import type { PayeeChoice } from './payee.ts';
import { settleDirection } from './settle-direction.ts';
import { transferPostings } from './transfer-postings.ts';
import { incomeThenSpent } from './income-postings.ts';

// Said of an amount I paid out: 花了 300, 付了 300, 请同事吃饭 300.
const SPENT = /花了|花费|付了|买了|垫付|垫了|请.{0,8}(?:吃|喝|看)/;

// After a person's name: the words of their paying me back (小王还了, 小王微信还我, Tom paid me back).
const PAID_ME_BACK = /^\s*[^\d\s\uE000，,。；;]{0,4}?(?:还了?给?我|还钱给我|把钱还我|还了)|^\s+(?:paid|pays|payed|gave|gives)\s+(?:me\s+)?back\b|^\s+repaid\s+me\b/i;

/** Where `person` and the words of their paying me back stand; none when not said so. */
export function repaidWords(text: string, person: string): Span[] {
  for (let at = text.indexOf(person); at >= 0; at = text.indexOf(person, at + 1)) {
    const verb = PAID_ME_BACK.exec(text.slice(at + person.length));
    if (verb !== null) return [{ start: at, end: at + person.length + verb[0].length }];
  }
  return [];
}

interface PaidBack {
  readonly spent: readonly Item[];
  readonly given: readonly Item[];
}

/**
 * 请同事吃饭 花了 300 他们转我 200, 晚饭 200 微信 小王转我 100: amounts spent before the words of
 * who gave me money (said with a verb of paying, or each naming a spending category), and no
 * more given after them, in one currency. Said the other way round (小王转我 100 晚饭 200 微信),
 * the one amount after those words was given, and each amount after it must name what was spent.
 */
export function paidBackSplit(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string, givenBy: Span): PaidBack | null {
  if (items.some((i) => i.currency !== items[0]!.currency)) return null;
  const namesSpending = (i: Item) => bestMentionedAccount(index, mentionsIn(mentions, i), filterFor([EXPENSES], date, i.currency)) !== null;
  const before = items.filter((i) => i.amount.start < givenBy.start);
  const split: PaidBack =
    before.length > 0
      ? { spent: before, given: items.filter((i) => i.amount.start >= givenBy.start) }
      : { spent: items.slice(1), given: items.slice(0, 1) };
  if (split.spent.length === 0 || split.given.length === 0) return null;
  const total = (list: readonly Item[]) => list.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  if (total(split.given).gt(total(split.spent))) return null;
  const said = before.length > 0 ? SPENT.test(text.slice(0, givenBy.start)) || split.spent.every(namesSpending) : split.spent.every((i) => namesSpending(i) || SPENT.test(text.slice(i.start, i.end)));
  return said ? split : null;
}

/**
 * 请同事吃饭 花了 300 他们转我 200: what others gave me back after I paid is my spending paid
 * back, not income on top of it (it was booked as 500 of income). The spending goes out of the
 * wallet and what came back into it, both in the spending's category (300 out, 200 back: 100 was
 * mine). See paidBackSplit for when the sentence says both.
 */
export function paidBackPostings(ctx: Context, payee: PayeeChoice | null, paidBack: PaidBack): ParsedPosting[] | null {
  return spentThenBack(ctx, payee, paidBack.given, null, 'paid back of');
}

/**
 * 买衣服 300 退了 100: a purchase, then part of it refunded, is the purchase out of the wallet and
 * the refund back into it, off the purchase's category (it was booked as 400 refunded). Null
 * unless the items before the first refund were spent and those from it on were refunds.
 */
export function purchaseThenRefund(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const intents = ctx.items.map((item) => detectIntent(itemText(ctx, item)).direction);
  const first = intents.indexOf('refund');
  if (first < 1 || intents.slice(0, first).some((d) => d !== 'expense') || intents.slice(first).some((d) => d !== 'refund')) return null;
  const refund = ctx.items[first]!;
  const from = Math.min(refund.start, refund.amount.start);
  // 用微信买衣服 300 退回 100 到支付宝: a wallet said after the refund's amount with 到 (进, 回, 入)
  // is where the refund lands; the purchase is paid by the wallet said otherwise
  const fundingFilter = filterFor(FUNDING_ROOTS, ctx.date, refund.currency, ctx.index.claims);
  const refundWallet = fundingPhrases(ctx.index, ctx.termMentions.filter((m) => m.start >= refund.amount.end), fundingFilter, ctx.text).find((p) => /[到进回入]\s*$/.test(ctx.text.slice(0, p.start)));
  if (refundWallet === undefined) return spentThenBack(ctx, payee, itemsFrom(ctx.items, from), null, 'a refund of');
  ctx.fundingSpans ??= [];
  markFundingSpan(ctx, refundWallet);
  const purchase: Context = { ...ctx, termMentions: ctx.termMentions.filter((m) => m.end <= refundWallet.start || m.start >= refundWallet.end) };
  const postings = spentThenBack(purchase, payee, itemsFrom(ctx.items, from), null, 'a refund of');
  if (postings === null) return null;
  // spentThenBack's postings: the purchases, the wallet paying, the wallet refunded, the category refunded
  const back = postings.length - 2;
  return postings.map((p, i) => (i === back ? { ...p, account: refundWallet.account } : p));
}

// 收到, 又收到, 收了: said as a word of its own (after a space, or first), money received
const RECEIVED_FIRST = /(?:^|[\s\uE000])(?:又|也|还|再)?收(?:到|了)/;

/**
 * 收到红包 200 发红包 100: a red packet received beside one given is money in, then money out (the
 * red packet given made the whole sentence spending: 300 of gifts). Null unless some items, not
 * all, say money in with words of their own.
 */
export function receivedBesideGiven(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  if (ctx.items.length < 2) return null;
  const redPacket = givesRedPacket(ctx.text);
  // 收到红包, 抢红包, 红包到账: said as received (给阿姨发工资 5000 is paid, though 工资 is an income word)
  // (爸妈转了2000，给房东1500: money a person sent me, then paid out; it was 3500 of spending)
  const received = (words: string) => {
    const intent = detectIntent(words);
    if (intent.direction !== 'income') return false;
    // (给买家退款 35 支付宝 又收到 淘宝 货款 200: an item whose words say 收到 is money in; it was
    // spending, the sale's income debited)
    return redPacket ? /收|抢|到账|进账|入账|领/.test(words) && !givesRedPacket(words) : intent.givenBy !== undefined || RECEIVED_FIRST.test(words);
  };
  const spent = ctx.items.filter((item) => !received(itemText(ctx, item)));
  if (spent.length === 0 || spent.length === ctx.items.length) return null;
  return incomeThenSpent(ctx, payee, spent);
}

// 返现 20, 返了 20, 返还 20 after a purchase: money back on it; 中了 5 after 买彩票 20: a prize won on it.
const CASHBACK = /返现|返了|返还|中奖|中了(?=\s*[\d一二两三四五六七八九十])|\bcashback\b/i;

/**
 * 话费充值 100 返现 20: a purchase with money back on it is the purchase, and the money back
 * into the wallet (it was booked as 120 of income). What came back goes to an income account the
 * words name (返现: Cashback, Rebates) when one is open, else it comes off the purchase's category.
 */
export function cashbackPostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const cue = CASHBACK.exec(ctx.text);
  if (cue === null) return null;
  // what comes before the cue is spending (话费充值 included) or a transfer (招行转支付宝 1000), not income (工资 12000)
  const before = ctx.text.slice(0, cue.index);
  const spent = ctx.items.filter((i) => i.amount.start < cue.index);
  const intent = detectIntent(before);
  if (spent.length === 0) return null;
  const direction = settleDirection(intent.direction, intent.transferCue, ctx.index, before, ctx.termMentions.filter((m) => m.end <= cue.index), spent, ctx.date);
  const income = bestMention(ctx.index, mentionsIn(ctx.termMentions, { start: cue.index, end: cue.index + cue[0].length }), filterFor([INCOME], ctx.date, ctx.items[0]!.currency));
  if (direction === 'transfer' && !PRIZE.test(cue[0])) return transferThenBack(ctx, cue.index, intent.transferCue ?? '', income?.account ?? null);
  if (direction !== 'expense') return null;
  if (!PRIZE.test(cue[0])) return spentThenBack(ctx, payee, itemsFrom(ctx.items, cue.index), income?.account ?? null, 'money back on');
  // a prize is income, and may well be more than was spent on it
  const prizeItem = ctx.items.find((i) => i.amount.start >= cue.index);
  const account = income?.account ?? (prizeItem ? categoryAccount(ctx, { ...prizeItem, start: cue.index }, INCOME, null) : null);
  return account === null ? null : spentThenBack(ctx, payee, itemsFrom(ctx.items, cue.index), account, 'a prize won on');
}

const PRIZE = /中奖|中了/;

// 送 20, 送了 20, 赠送 20 said after the money moved: a bonus on a top-up
const BONUS_BEFORE = /(?:多送|赠送|送|赠)了?\s*$/;

/**
 * ETC 充值 500 工行 送了 20: a top-up and the bonus it came with: 500 moved, and 20 more arriving
 * where it went, from an income account (it was 520 moved: the bank paid 20 it never paid). Null
 * when no amount after another is said as given (送).
 */
export function transferWithBonus(ctx: Context, cue: string): ParsedPosting[] | null {
  const bonus = ctx.items.find((i, n) => n > 0 && BONUS_BEFORE.test(ctx.text.slice(ctx.items[n - 1]!.amount.end, i.amount.start)));
  if (bonus === undefined) return null;
  const at = BONUS_BEFORE.exec(ctx.text.slice(0, bonus.amount.start))!.index;
  return transferThenBack(ctx, bonus.amount.start, cue, null, `a bonus (${ctx.text.slice(at, bonus.amount.start).trim()}) on the transfer`);
}

/**
 * 从招行转到支付宝 1000 返现 20, 支付宝充值 1000 返现 20: the transfer as said, and the money back
 * arriving where the transfer went, from an income account (it was booked as 1020 of income).
 * Null unless the items after `from` are in currencies the transfer moved.
 */
function transferThenBack(ctx: Context, from: number, cue: string, backAccount: string | null, what = 'money back on the transfer'): ParsedPosting[] | null {
  const moved = ctx.items.filter((i) => i.amount.start < from);
  const back = ctx.items.filter((i) => i.amount.start >= from);
  if (back.length === 0 || back.some((b) => !moved.some((m) => m.currency === b.currency))) return null;
  const postings = transferPostings(ctx, cue, moved);
  for (const [currency, total] of byCurrency(back)) {
    const target = postings.find((p) => p.units.currency === currency && !p.units.number.startsWith('-'))!;
    const income = backAccount ?? categoryAccount(ctx, { ...back.find((i) => i.currency === currency)!, start: from }, INCOME, null);
    ctx.guesses.add(`read ${total.toString()} as ${what}, into ${target.account}`, 0.1);
    postings.push(posting(target.account, total, currency), posting(income, total.neg(), currency));
  }
  return postings;
}

/** The items whose amounts are said from `from` on. */
function itemsFrom(items: readonly Item[], from: number): Item[] {
  return items.filter((i) => i.amount.start >= from);
}

/**
 * The `given` items came back into the wallet that paid the others, to `backAccount` or else off
 * the first purchase's category. Null unless there are both, in one currency, and no more came
 * back than was spent.
 */
function spentThenBack(ctx: Context, payee: PayeeChoice | null, given: readonly Item[], backAccount: string | null, what: string): ParsedPosting[] | null {
  const { items } = ctx;
  if (items.length < 2 || items.some((i) => i.currency !== items[0]!.currency)) return null;
  const spent = items.filter((i) => !given.includes(i));
  if (given.length === 0 || spent.length === 0) return null;
  const currency = items[0]!.currency;
  const total = (list: readonly Item[]) => list.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  const paid = total(spent);
  const back = total(given);
  // more back than was spent is no money back (a prize to an income account may be)
  if (backAccount === null && back.gt(paid)) return null;
  const categories = spent.map((item) => categoryAccount(ctx, item === items[0] ? { ...item, start: 0 } : item, EXPENSES, null));
  // 学费 4800 工行 老婆 转我 2400 微信: a wallet right after what came back is where it landed, when
  // another is said for the spending (it was ICBC both ways, warned "several payment accounts")
  const last = given[given.length - 1]!;
  const filter = filterFor(FUNDING_ROOTS, ctx.date, currency, ctx.index.claims);
  const backInto = walletRightAfter(ctx.index, ctx.termMentions, filter, ctx.text, last.amount.end, items.find((i) => i.amount.start > last.amount.start)?.amount.start ?? ctx.text.length);
  const paying = backInto === undefined ? [] : ctx.termMentions.filter((m) => m.end <= backInto.start || m.start >= backInto.end);
  const landedIn = backInto !== undefined && fundingPhrases(ctx.index, paying, filter, ctx.text).length > 0 ? backInto : undefined;
  const wallet = fundingAccount(landedIn === undefined ? ctx : { ...ctx, termMentions: paying }, currency, categories[0]!, payee, 'out');
  markFundingSpan(ctx, landedIn);
  ctx.guesses.add(`read ${back.toString()} as ${what} the ${paid.toString()} spent${backAccount === null ? `: ${paid.sub(back).toString()} was mine` : ''}`, 0.1);
  return [
    ...spent.map((item, i) => posting(categories[i]!, item.amount.number, currency)),
    posting(wallet, paid.neg(), currency),
    posting(landedIn?.account ?? wallet, back, currency),
    posting(backAccount ?? categories[0]!, back.neg(), currency),
  ];
}

// 扣了 20, 扣除 20, 扣了 手续费 20 said before an amount: kept back, not given back (a fee alone, 退款 50
// 微信 手续费 1, is taken off what came in: see payment-fees.ts). Any fee named: 退回 2800 扣 退票费 200
// (the 200 was booked as given back too, 3000 on the card).
const KEPT_BACK_BEFORE = /扣(?:了|除|掉)?\s*(?:[\u4e00-\u9fff]{0,4}费用?|违约金)?\s*$/;

/**
 * 退票 扣了 20 退回 180: of a refund, the part said kept back (扣了, 扣除) never came back; only
 * the rest is booked (it was booked as 200 back). The context as it is unless some items, not all,
 * are said kept back.
 */
export function withoutKeptBack(ctx: Context): Context {
  if (ctx.items.length < 2) return ctx;
  const keptSpans = new Map<Item, Span>();
  ctx.items.forEach((item, n) => {
    const from = n === 0 ? 0 : ctx.items[n - 1]!.amount.end;
    const said = KEPT_BACK_BEFORE.exec(ctx.text.slice(from, item.amount.start));
    if (said !== null) keptSpans.set(item, { start: from + said.index, end: item.amount.end });
  });
  if (keptSpans.size === 0 || keptSpans.size === ctx.items.length) return ctx;
  const kept = [...keptSpans.keys()];
  const back = ctx.items.filter((item) => !keptSpans.has(item));
  ctx.guesses.add(`read ${kept.map((i) => i.amount.number.toString()).join(' + ')} as kept back from the refund: booked ${back.map((i) => i.amount.number.toString()).join(' + ')} back`, 0.05);
  // (火车票 退票 扣了 20 退回 180: the words before the part kept back say what was refunded; those
  // of what was kept back, 扣了 手续费 20, say nothing of it)
  const [first, ...rest] = back;
  const termMentions = ctx.termMentions.filter((m) => ![...keptSpans.values()].some((k) => m.start < k.end && k.start < m.end));
  return { ...ctx, termMentions, items: [{ ...first!, start: Math.min(first!.start, ctx.items[0]!.start) }, ...rest] };
}
