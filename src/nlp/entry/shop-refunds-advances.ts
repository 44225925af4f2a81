// Money a shop pays out that is no spending: a refund to a customer takes back a sale (顾客退货 退款
// 200 微信, 退给顾客 88 微信), and what staff borrow against their pay is owed back (员工借支 500 现金).
import { genericAccount } from '../account-choice.ts';
import { ASSETS, INCOME, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import type { Item } from './item.ts';
import { RECEIVABLE_NAMES, SALES_NAMES } from './shop-account-names.ts';

const CUSTOMER = '(?:客户|顾客|买家|客人)';
// 退给顾客, 给客户退款, 顾客退货, 退款 88 给买家
const REFUND_TO_CUSTOMER = new RegExp(`退(?:款|钱)?给${CUSTOMER}|给${CUSTOMER}退|${CUSTOMER}[^\\d\\s，,。；;]{0,3}?退(?:货|款|钱)|退(?:款|钱)[^，,。；;]*给${CUSTOMER}`);
// 员工借支, 店员小刘借支: an advance to staff
const STAFF_ADVANCE = /(?:员工|店员|伙计|工人|小工|服务员)[^\d\s，,。；;]{0,3}?借支/;

/**
 * The account a shop's payment out goes to when it is no spending: the sales account for a refund
 * to a customer (a sale taken back), the receivable named for no one for an advance to staff; each
 * warned. Null when the words say neither, or no such account is open.
 */
export function shopPaidOutAccount(ctx: Context, item: Item): string | null {
  const { index, text } = ctx;
  if (REFUND_TO_CUSTOMER.test(text)) {
    const sales = genericAccount(index, SALES_NAMES, filterFor([INCOME], ctx.date, item.currency));
    if (sales !== null) ctx.guesses.add(`read as a refund to a customer: a sale taken back, booked against ${sales}`, 0.05);
    return sales;
  }
  if (STAFF_ADVANCE.test(text)) {
    const receivable = genericAccount(index, RECEIVABLE_NAMES, filterFor([ASSETS], ctx.date, item.currency));
    if (receivable !== null) ctx.guesses.add(`read as an advance to staff (借支), owed back: booked on ${receivable}`, 0.05);
    return receivable;
  }
  return null;
}
