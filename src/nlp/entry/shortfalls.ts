// 还差 N: what is still short, of a bill left to pay (装修 付了 5000 还差 15000), of a threshold to reach
// (凑单 还差 5 块, 还差 200 才到 满减, 还差 3 块 包邮), of a goal (离目标 还差 500) or of what is owed to me
// (张总 设计费 还差 3000 没给). No money moved for it now: only the other amounts are booked. It was
// dropped only after another amount of a purchase, so a shortfall said first was booked as spending
// (凑单 还差 5 块 又买了 纸巾 10: 15), added to a move (离目标 还差 500 存了 1000: 1500) or to income.
import { Problem } from '../../problem.ts';
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// right before the amount: 还差 15000, 仍差 500, 尚差 3 (not 还剩 200: often a balance)
const SHORT_BEFORE = /(?:还|仍|尚)\s*差\s*[:：]?\s*$/;
// after it, in its clause: 还差 5 块 现金 补的, 还差 2 块 用微信补了: the shortfall was made up, paid now
// (not 没补, 不补, 还没补)
const MADE_UP_AFTER = /^[^\d，,。；;]{0,8}?(?<![没不未])补(?:了|的|上|齐|足|给)/;

/** The amounts said as still short (还差 N, not made up after: 补的), which no money moved for. */
export function shortfallsSaid(text: string, amounts: readonly AmountMention[]): AmountMention[] {
  return amounts.filter((a, i) => SHORT_BEFORE.test(text.slice(i === 0 ? 0 : amounts[i - 1]!.end, a.start)) && !MADE_UP_AFTER.test(text.slice(a.end)));
}

/**
 * The amounts without those said as still short (see shortfallsSaid), warned and added to
 * `dropped` (they leave the narration as booked ones do). A sentence with only a shortfall is
 * a 422: nothing was paid or received.
 */
export function withoutShortfalls(text: string, amounts: readonly AmountMention[], guesses: Guesses, dropped: Set<AmountMention>): readonly AmountMention[] {
  const short = shortfallsSaid(text, amounts);
  if (short.length === 0) return amounts;
  const said = short.map((a) => a.number.toString()).join(', ');
  if (short.length === amounts.length) {
    throw Problem.unprocessable(`${said} after 还差 is what is still short (left to pay, to receive or to reach): no money moved`, [{ path: '/text', message: 'book the money when it is paid or received, or say what was paid now (付了 5000 还差 15000)' }]);
  }
  guesses.add(`read ${said} after 还差 as what is still short (left to pay or to reach): not booked`, 0.05);
  for (const a of short) dropped.add(a);
  return amounts.filter((a) => !short.includes(a));
}
