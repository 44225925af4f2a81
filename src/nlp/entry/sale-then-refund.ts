// 淘宝 卖了 200 支付宝 退了 35 给买家, 淘宝 收入 450 支付宝 退款 50 给买家, 卖了 2 件 衣服 收了 300 微信
// 退了 一件 150: a sale, then part of it refunded to the buyer, is the sale into the wallet less the
// refund paid out of it, on the returns account the words name (or the sale's own). They were one
// refund (money in) of both added, or both spent out of the wallet, or both paid out of a category.
import { Decimal } from '../../ledger/core/decimal.ts';
import { detectIntent } from '../direction.ts';
import { accepts, bestMentionedAccount } from '../account-choice.ts';
import { isFunding } from '../ledger-index.ts';
import { INCOME, filterFor } from './account-filter.ts';
import { type Context, mentionsIn } from './context.ts';
import type { Item } from './item.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { incomePostings } from './income-postings.ts';
import type { PayeeChoice } from './payee.ts';

// 退了, 退款, 退回, 退钱, 退货: a refund said (not 退税, 退票)
const REFUND_SAID = /退(?:了|款|回|钱|货)/;
// A return account by its name: Income:Sales:Returns, Income:Refunds
const RETURNS_NAME = /(?:^|:)(?:Returns?|Refunds?|SalesReturns?)(?::|$)/i;

/**
 * The postings of a sale said first and a refund to the buyer after it, in one currency: the
 * sale as income, and the refund out of the same wallet (netted into one posting) onto the returns
 * account. Null unless the words before the first refund say money in (a sale) and there are both.
 */
export function saleThenRefund(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const { items } = ctx;
  if (items.length < 2 || items.some((i) => i.currency !== items[0]!.currency)) return null;
  const first = items.findIndex((item) => refundWordAt(ctx, items, item) !== null);
  if (first < 1) return null;
  const refunds = items.slice(first);
  const cut = refundWordAt(ctx, items, items[first]!)!;
  const saleWords = ctx.text.slice(0, cut);
  if (detectIntent(saleWords).direction !== 'income') return null;
  // (the wallet said after the refund, 退款 1 件 199 支付宝, is the sale's too: it was warned as naming no open account)
  const sale = incomePostings({ ...ctx, items: items.slice(0, first), termMentions: ctx.termMentions.filter((m) => m.end <= cut || m.entry.hits.some((h) => isFunding(h.account))) }, payee);
  const wallet = sale.find((p) => !p.units.number.startsWith('-'));
  const earned = sale.find((p) => p.units.number.startsWith('-'));
  if (sale.length !== 2 || wallet === undefined || earned === undefined) return null;
  const currency = items[0]!.currency;
  const refunded = refunds.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  const net = Decimal.parse(wallet.units.number).sub(refunded);
  if (net.sign() < 0) return null;
  const returns = returnsAccount(ctx, refunds, cut) ?? earned.account;
  ctx.guesses.add(`read ${refunded.toString()} as refunded to the buyer out of the sale: ${net.toString()} into ${wallet.account}`, 0.05);
  return [posting(wallet.account, net, currency), earned, posting(returns, refunded, currency)];
}

/** Where a refund word (退了, 退款) stands between the amount before the item's and its own; null when none does. */
function refundWordAt(ctx: Context, items: readonly Item[], item: Item): number | null {
  const n = items.indexOf(item);
  const from = n === 0 ? 0 : items[n - 1]!.amount.end;
  const m = REFUND_SAID.exec(ctx.text.slice(from, item.amount.start));
  return m === null ? null : from + m.index;
}

/** An income account for returns: one the refund's words name, else the only one open by the name of returns. */
function returnsAccount(ctx: Context, refunds: readonly Item[], from: number): string | null {
  const filter = filterFor([INCOME], ctx.date, refunds[0]!.currency);
  const said = bestMentionedAccount(ctx.index, mentionsIn(ctx.termMentions, { start: from, end: ctx.text.length }), filter);
  if (said !== null) return said;
  const named = [...ctx.index.accounts.keys()].filter((a) => RETURNS_NAME.test(a) && accepts(ctx.index, filter, a));
  return named.length === 1 ? named[0]! : null;
}
