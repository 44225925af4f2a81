// 买了个键盘 2百多 花呗 具体 239: a rough figure said first, then the exact one; one price, not two.
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// 2百多, 200多, 30来块, 50左右, 100出头: said rough after the number
const ROUGH_AFTER = /^\s*(?:多|来|左右|上下|出头)/;
// 大概 200, 大约, 差不多, 估计, 约: said rough before it
const ROUGH_BEFORE = /(?:大概|大约|差不多|估计|(?<![合])约)\s*$/;
// 具体 239, 实际是 239, 准确是 239, 确切地说 239, 精确: the exact figure
const EXACT_BEFORE = /(?:具体|实际|准确|确切|精确)(?:地说|来说|说)?\s*(?:是|为|金额是?)?\s*[:：]?\s*$/;

/**
 * A rough amount (2百多, 大概200) followed by the exact one (具体 239) in the same currency is the
 * exact one only (it was both booked: 439). The rough one is dropped, warned.
 */
export function withoutRoughAmounts(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses): AmountMention[] {
  const dropped = new Set<AmountMention>();
  amounts.forEach((rough, i) => {
    const exact = amounts[i + 1];
    if (exact === undefined || dropped.has(rough) || currencyOf(rough) !== currencyOf(exact)) return;
    if (!(ROUGH_AFTER.test(text.slice(rough.end)) || ROUGH_BEFORE.test(text.slice(0, rough.start))) || !EXACT_BEFORE.test(text.slice(rough.end, exact.start))) return;
    guesses.add(`read ${rough.number.toString()} as a rough figure and ${exact.number.toString()} as the exact one: booked ${exact.number.toString()}`, 0.05);
    dropped.add(rough);
  });
  return amounts.filter((a) => !dropped.has(a));
}
