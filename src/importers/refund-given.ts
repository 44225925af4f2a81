// Whether money out is a refund the user gave (a shop's to its buyer), which may go to the income
// account aliased for it (Income:Sales:Returns aliased 退款): only when the statement marks the row
// as a refund, by its category (Alipay's 交易分类 退款) or, with no category saying what the money
// was for, by a description starting with a refund word (退款-手绘帆布包, 部分退款 鞋, 全额退款). A row of a purchase's
// category is that purchase whatever its description says: `退款后重新下单 套餐` of 餐饮美食 is a
// meal, `退货换购 洗衣液` of 日用百货 groceries (QA: both were booked as refunds to buyers).

/** A category of refunds (Alipay's 退款; 退货退款). */
const REFUND_CATEGORY = /退款|退货|\brefunds?\b/i;
/**
 * A description that begins by saying it is a refund (部分退款 鞋, a part given back: QA re-check 2 of session 47),
 * not a cost of one (退货运费 paid to the courier, 退款手续费: recheck QA of session 48).
 */
const REFUND_DESCRIPTION = /^(?:(?:部分|全额)?退款|退货|refund\b)(?!\s*(?:运费|邮费|快递费?|手续费|服务费|费用?|shipping|fee))/i;
/** Categories that say nothing of what the money was for (Alipay's 其他). */
const CATEGORIES_OF_NOTHING = new Set(['其他', '其它']);

/** Whether a row of these categories (the statement's own, read as categoryText gives them) and description is marked as a refund. */
export function marksRefund(categories: readonly string[], narration: string | null): boolean {
  const saying = categories.filter((c) => !CATEGORIES_OF_NOTHING.has(c.trim()));
  if (saying.length > 0) return saying.some((c) => REFUND_CATEGORY.test(c));
  return REFUND_DESCRIPTION.test((narration ?? '').trim());
}
