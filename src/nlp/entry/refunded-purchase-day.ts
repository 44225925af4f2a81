// 双十一 买的 羽绒服 退款 到账 499, 上周 买的 ... 退款 到账: a day said right before 买的, in a
// sentence of a refund after it, is the day of the purchase refunded, not of the refund (it was
// dated 2026-11-11, the purchase day). The refund is dated by another day said, else today.
import type { DateMention } from '../dates.ts';
import type { Guesses } from './guesses.ts';

// the day, then (那天, 在京东) 买的 (不是 买了: 昨天 买了 鞋子 今天 退款 is a day of its own)
const BOUGHT_AFTER = /^\s*(?:那天|那会儿?|的时候)?\s*(?:在[^\s，,。；;\d]{1,8}\s*)?(?:网购|购买|买)的/;
// a refund said after the purchase: 退款, 退货, 退钱, 退回, 退了
const REFUND_AFTER = /退(?:款|钱|货|回|了|费)/;

/** Whether `m` is the day of a purchase that the text goes on to say was refunded. */
export function purchaseDayOfRefund(text: string): (m: DateMention) => boolean {
  return (m) => {
    const after = BOUGHT_AFTER.exec(text.slice(m.end));
    return after !== null && REFUND_AFTER.test(text.slice(m.end + after[0].length));
  };
}

/** A warning that the days `purchaseDayOfRefund` left out date the purchase, not the entry. */
export function warnOfPurchaseDays(text: string, mentions: readonly DateMention[], guesses: Guesses): void {
  const ofPurchase = purchaseDayOfRefund(text);
  const days = mentions.filter((m) => m.date !== null && ofPurchase(m));
  if (days.length > 0) guesses.add(`read ${days.map((m) => text.slice(m.start, m.end).trim()).join(', ')} as when it was bought, not the day of the refund`, 0.05);
}
