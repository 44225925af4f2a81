// 买房 总价300万 首付90万, 买车 20万 首付 6万 剩下贷款 14万: the price and the down payment paid of it.
// What moved now is the down payment; both were booked as spending (3.9 million for a 3 million flat).
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// 首付 90万, 首付款: 90万, 首付了 6万
// 贷款 20万, 剩下贷款 14万, 按揭 210万, 商贷, 公积金贷款
const LOAN_BEFORE = /(?:贷款|贷了|按揭|商贷)\s*(?:了|是|为)?\s*[:：]?\s*$/;
const DOWN_PAYMENT_BEFORE = /首付(?:款)?\s*(?:了|是|为|交了|付了)?\s*[:：]?\s*$/;

/**
 * The amounts without the price a down payment was said of (the largest amount of its currency),
 * nor the rest of it said as a loan (剩下贷款 14万); those left out go to `dropped` (they leave the
 * narration as booked ones do). As said unless one down payment is said, and every other amount of
 * its currency above it is the price or that rest.
 */
export function withDownPayment(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses, dropped: Set<AmountMention>): readonly AmountMention[] {
  const down = amounts.filter((a) => DOWN_PAYMENT_BEFORE.test(text.slice(0, a.start)));
  if (down.length !== 1) return amounts;
  const paid = down[0]!;
  const currency = currencyOf(paid);
  const others = amounts.filter((a) => a !== paid && currencyOf(a) === currency);
  // 首付 10万 贷款 20万: the loan said for the rest (the price is their sum)
  const loans = others.filter((a) => LOAN_BEFORE.test(text.slice(0, a.start)));
  if (loans.length === 1 && others.length === 1) {
    dropped.add(loans[0]!);
    guesses.add(`read ${paid.number.toString()} as the down payment and ${loans[0]!.number.toString()} as the loan for the rest: booked ${paid.number.toString()}; the loan is not booked (post it with the loan's account)`, 0.1);
    return amounts.filter((a) => a !== loans[0]);
  }
  const above = others.filter((a) => a.number.cmp(paid.number) > 0);
  if (above.length === 0) return amounts;
  const price = above.reduce((a, b) => (b.number.cmp(a.number) > 0 ? b : a));
  const rest = price.number.sub(paid.number);
  if (!above.every((a) => a === price || a.number.eq(rest))) return amounts;
  for (const a of above) dropped.add(a);
  guesses.add(`read ${price.number.toString()} as the price and ${paid.number.toString()} as the down payment paid of it: booked ${paid.number.toString()}; the rest, ${rest.toString()}, is not booked (a loan: post it with the loan's account)`, 0.1);
  return amounts.filter((a) => !above.includes(a));
}
