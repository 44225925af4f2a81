// A fee said beside a payment (付老陈货款 3000 工行 手续费 5, 还老陈 3000 工行 手续费 5, 提现 1000
// 手续费 1): what the payment cost, spending of its own, not more of what was paid. Beside money
// coming in (收到张三欠款 340 微信 手续费 1, 妈妈借我 5000 工行 手续费 5, 老陈退款 200 工行 手续费 1) it is
// taken off what arrives: 339 in the wallet, 340 off the debt, 1 spent (it was 341 in and off).
import type { Decimal } from '../../ledger/core/decimal.ts';
import { EXPENSES } from './account-filter.ts';
import { type Context, itemText } from './context.ts';
import type { Item } from './item.ts';
import { categoryAccount } from './category-account.ts';
import { FEE_SAID } from './fee-words.ts';

/**
 * The items of `items` whose own words say a fee, when others are not (a fee alone is what was
 * paid) and each is in the currency of another item paid.
 */
export function feesBeside(ctx: Context, items: readonly Item[] = ctx.items): Item[] {
  const fees = items.length > 1 ? items.filter((i) => FEE_SAID.test(itemText(ctx, i))) : [];
  return fees.length < items.length && fees.every((f) => items.some((i) => !fees.includes(i) && i.currency === f.currency)) ? fees : [];
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
