// 买了个键盘 2百多 花呗 具体 239: a rough figure said first, then the exact one; one price, not two.
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// 2百多, 200多, 30来块, 50左右, 100出头: said rough after the number
const ROUGH_AFTER = /^\s*(?:多|来|左右|上下|出头)(?:\s*(?:块钱?|元|rmb))?/i;
// 大概 200, 大约, 差不多, 估计, 约: said rough before it
const ROUGH_BEFORE = /(?:大概|大约|差不多|估计|(?<![合])约)\s*$/;
// 具体 239, 实际是 239, 准确是 239, 确切地说 239, 精确: the exact figure
const EXACT_BEFORE = /(?:具体|实际|准确|确切|精确)(?:地说|来说|说)?\s*(?:是|为|金额是?)?\s*[:：]?\s*$/;

// nothing said between the two figures but separators
const SEPARATORS_ONLY = /^[\s,，、;；:：]*$/;

/**
 * Whether the exact figure is of the same thing as the rough one: nothing but the rough suffix,
 * separators, wallet words (花呗, 微信) and the exact word between them (买了键盘 200多 鼠标 具体 39
 * is two things, 239).
 */
function sameThing(text: string, rough: AmountMention, exact: AmountMention, namesWallet: (start: number, end: number) => boolean): boolean {
  const exactWord = EXACT_BEFORE.exec(text.slice(rough.end, exact.start));
  if (exactWord === null) return false;
  const start = rough.end + (ROUGH_AFTER.exec(text.slice(rough.end))?.[0].length ?? 0);
  const end = rough.end + exactWord.index;
  if (start >= end) return true;
  return SEPARATORS_ONLY.test(text.slice(start, end)) || namesWallet(start, end);
}

/**
 * A rough amount (2百多, 大概200) followed by the exact one of the same thing (具体 239) in the same
 * currency is the exact one only (it was both booked: 439). The rough one is dropped, warned; the
 * dropped ones are added to `dropped` (they leave the narration as the booked ones do).
 */
export function withoutRoughAmounts(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses, namesWallet: (start: number, end: number) => boolean, dropped = new Set<AmountMention>()): AmountMention[] {
  amounts.forEach((rough, i) => {
    const exact = amounts[i + 1];
    if (exact === undefined || dropped.has(rough) || currencyOf(rough) !== currencyOf(exact)) return;
    if (!(ROUGH_AFTER.test(text.slice(rough.end)) || ROUGH_BEFORE.test(text.slice(0, rough.start))) || !sameThing(text, rough, exact, namesWallet)) return;
    guesses.add(`read ${rough.number.toString()} as a rough figure and ${exact.number.toString()} as the exact one: booked ${exact.number.toString()}`, 0.05);
    dropped.add(rough);
  });
  return amounts.filter((a) => !dropped.has(a));
}

// 一百多, 100多块, 30来块, 二十几块: the word written against the number that makes it rough (not 30 多肉);
// and 50左右, 100出头, said apart or not (shared with the narration, which leaves them out)
export const ROUGH_WORD = String.raw`(?:多(?![肉少])|来(?=\s*(?:块|元|rmb)|[\s,，、;；。]|$)|几(?=\s*(?:块|元|毛)))`;
export const ROUGH_WORD_APART = '(?:左右|上下|出头)';
const LONE_ROUGH_AFTER = new RegExp(`^${ROUGH_WORD}|^\\s*${ROUGH_WORD_APART}`, 'i');
// 大概 200, 将近 100, about 50, around $5, ~30
const LONE_ROUGH_BEFORE = /(?:大概|大约|差不多|估计|将近|(?<![合])约|(?<![A-Za-z])(?:about|around|approx(?:\.|imately)?|roughly|nearly|almost)\s*|[~～≈])\s*$/i;

/**
 * An amount said as a rough figure with no exact one after it (打车 一百多, taxi about 50) is
 * booked as said, but warned: it was booked silently as if exact, and the word (多) was left
 * in the narration.
 */
export function warnOfRoughAmounts(text: string, amounts: readonly AmountMention[], guesses: Guesses): void {
  for (const a of amounts) {
    const after = LONE_ROUGH_AFTER.exec(text.slice(a.end));
    const before = after === null ? LONE_ROUGH_BEFORE.exec(text.slice(0, a.start)) : null;
    const said = after !== null ? `${text.slice(a.start, a.end)}${after[0]}` : before !== null ? `${before[0]}${text.slice(a.start, a.end)}` : null;
    if (said === null) continue;
    guesses.add(`${said.replace(/\s+/g, ' ').trim()} is a rough figure: booked ${a.number.toString()}; put in the exact amount before you send it`, 0.15);
  }
}
