// A fee said beside a payment (付老陈货款 3000 工行 手续费 5, 还老陈 3000 工行 手续费 5, 提现 1000
// 手续费 1): what the payment cost, spending of its own, not more of what was paid. Beside money
// coming in (收到张三欠款 340 微信 手续费 1, 妈妈借我 5000 工行 手续费 5, 老陈退款 200 工行 手续费 1) it is
// taken off what arrives: 339 in the wallet, 340 off the debt, 1 spent (it was 341 in and off).
import type { Decimal } from '../../ledger/core/decimal.ts';
import type { Guesses } from './guesses.ts';
import { EXPENSES } from './account-filter.ts';
import { type Context, itemText } from './context.ts';
import type { Item } from './item.ts';
import { categoryAccount } from './category-account.ts';
import { FEE_SAID, COIN_FEE_SAID, OTHER_SIDE_PAYS } from './fee-words.ts';
import { isMoneyCode } from '../currencies.ts';

/**
 * The items of `items` whose own words say a fee, when others are not (a fee alone is what was
 * paid) and each is in the currency of another item paid.
 */
export function feesBeside(ctx: Context, items: readonly Item[] = ctx.items): Item[] {
  return feesAmong(ctx, items);
}

/**
 * transferred 0.5 ETH from binance to ledger wallet, gas 0.002 ETH, 网络费 0.0005 BTC: gas alone or
 * 网络费 beside coins moved is the network's fee (it was added to what arrived, 0.502); not in money
 * (gas 40 is petrol, 网络费 the internet bill).
 */
export function networkFeesBesideCoins(ctx: Pick<Context, 'text'>, items: readonly Item[]): Item[] {
  const fees = items.length > 1 ? items.filter((i) => !isMoneyCode(i.currency) && COIN_FEE_SAID.test(itemText(ctx, i))) : [];
  return fees.length < items.length && fees.every((f) => items.some((i) => !fees.includes(i) && i.currency === f.currency)) ? fees : [];
}

function feesAmong(ctx: Pick<Context, 'text'>, items: readonly Item[]): Item[] {
  const fees = items.length > 1 ? items.filter((i) => FEE_SAID.test(itemText(ctx, i))) : [];
  return fees.length < items.length && fees.every((f) => items.some((i) => !fees.includes(i) && i.currency === f.currency)) ? fees : [];
}

/**
 * ATM取了 10000 日元 手续费 30: a fee said beside a move of money in a currency none of the money
 * moved is in (it was a second move, of 30 CNY into the cash of CNY, and no fee): the items whose
 * own words say a fee, when the others are all in one currency and no fee is in it.
 */
export function feesInAnotherCurrency(ctx: Pick<Context, 'text'>, items: readonly Item[]): Item[] {
  const fees = items.length > 1 ? items.filter((i) => FEE_SAID.test(itemText(ctx, i))) : [];
  const moved = new Set(items.filter((i) => !fees.includes(i)).map((i) => i.currency));
  return fees.length > 0 && moved.size === 1 && fees.every((f) => !moved.has(f.currency)) ? fees : [];
}

// (手续费 5 对方承担, 手续费 2 对方出, 由对方支付, 收款方出: the fee is the other side's, not 我出, mine: OTHER_SIDE_PAYS)

/**
 * 还老陈 3000 工行 手续费 5 对方承担, 转账 500 给小李 手续费 2 对方出: a fee beside a payment that its
 * own words say the other side pays is none of mine (it was booked as my fee, 3005 paid); `items`
 * without it, warned. Only beside an amount that is no fee, in its currency (see feesBeside).
 */
export function withoutOtherSidesFees(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  const ctx = { text };
  // (ATM取了 10000 日元 手续费 30 对方承担: a fee in another currency too; it was booked as mine)
  const theirs = [...feesAmong(ctx, items), ...feesInAnotherCurrency(ctx, items)].filter((f) => OTHER_SIDE_PAYS.test(itemText(ctx, f)));
  for (const f of theirs) {
    guesses.add(`read ${f.amount.number.toString()} (${FEE_SAID.exec(itemText(ctx, f))![0]}) as the fee the other side pays (${OTHER_SIDE_PAYS.exec(itemText(ctx, f))![0]}): not booked`, 0.05);
  }
  return theirs.length === 0 ? items : items.filter((i) => !theirs.includes(i));
}

/**
 * 转账 500 给小李 手续费0元: a fee said to be zero beside an amount that is none is no item (it was a
 * 422, "the amount is zero"); `items` without it.
 */
export function withoutZeroFees(text: string, items: readonly Item[]): readonly Item[] {
  const zero = feesAmong({ text }, items).filter((f) => f.amount.number.isZero());
  return zero.length === 0 ? items : items.filter((i) => !zero.includes(i));
}

/**
 * The account of a fee said beside paying what is owed (a payable, a person): the Expenses account
 * its words name, else a stand-in (warned), never the debt paid.
 */
export function feeAccount(ctx: Context, item: Item): string {
  const account = categoryAccount(ctx, item, EXPENSES, null);
  ctx.guesses.add(`read ${item.amount.number.toString()} as the fee of the payment, booked on ${account}`, 0.05);
  return account;
}

/**
 * The account of a fee said beside money coming in (a debt collected, a loan had, money back): the
 * Expenses account its words name, else a stand-in (warned); `received` is what came in before it.
 */
export function feeTakenOffAccount(ctx: Context, item: Item, received: Decimal): string {
  const account = categoryAccount(ctx, item, EXPENSES, null);
  const fee = item.amount.number;
  ctx.guesses.add(`read ${fee.toString()} as a fee taken off the ${received.toString()} coming in: ${received.sub(fee).toString()} arrived, the fee booked on ${account}`, 0.05);
  return account;
}
