// 两个孩子零花钱 每人50, 给三个侄子 红包 一人一百: an amount given to each of a count of people said is
// given that many times (it was 50, one child's; with 共100 beside it, read as a shared bill of
// which 50 was my share). A bill shared (AA, 每人85 alone) is not giving: see shares.ts.
import { Decimal } from '../../ledger/core/decimal.ts';
import type { AmountMention } from '../amounts.ts';
import { parseSmallInteger } from '../chinese-number.ts';
import type { Guesses } from './guesses.ts';

const HEADS = '(\\d{1,3}|[一二两三四五六七八九十]{1,3})';
// 两个孩子, 三位老人, 5名员工, 三个人: a count of people
const RECIPIENTS = new RegExp(`${HEADS}\\s*(?:个|位|名)\\s*(孩子|小孩|娃|儿子|女儿|孙子|孙女|外孙|侄子|侄女|外甥|老人|员工|工人|阿姨|人)`);
// money given: 给, or what is given said (零花钱, 红包)
const GIVING = /给|发|零花钱|零用钱|压岁钱|红包|生活费|利是/;
// words of a bill shared among them, which makes 每人 my share (see shares.ts)
const SHARED = /(?<![A-Za-z])AA(?![A-Za-z])|平摊|均摊|分摊|平分|均分|我(?:先)?(?:付|买单|结账|垫)|吃饭|聚餐|饭/i;
const EACH_BEFORE = /(?:每人|每个人|一人|每个|各)\s*(?:给|发)?了?\s*$/;
const TOTAL_BEFORE = /(?:一共|总共|共计|合计|总计|共)\s*[:：]?\s*$/;

/**
 * The amounts with one given to each of the people counted multiplied by their count, and a total
 * equal to that dropped (added to `dropped`, for the narration).
 */
export function withRecipientsCounted(text: string, amounts: readonly AmountMention[], guesses: Guesses, dropped: Set<AmountMention>): readonly AmountMention[] {
  const counted = RECIPIENTS.exec(text);
  if (counted === null || !GIVING.test(text) || SHARED.test(text)) return amounts;
  const each = amounts.filter((a) => a.start > counted.index && EACH_BEFORE.test(text.slice(0, a.start)));
  const heads = parseSmallInteger(counted[1]!);
  if (each.length !== 1 || heads === null || heads < 2) return amounts;
  const one = each[0]!;
  const all = one.number.mul(Decimal.fromInt(heads));
  const totals = amounts.filter((a) => a !== one && TOTAL_BEFORE.test(text.slice(0, a.start)));
  // (a total that is not the count times each: the words do not agree, read as they were)
  if (totals.some((t) => !t.number.eq(all) || t.currency !== one.currency) || amounts.length !== 1 + totals.length) return amounts;
  for (const t of totals) dropped.add(t);
  guesses.add(`read ${one.number.toString()} each for ${counted[0].replace(/\s+/g, '')} as ${all.toString()}`, 0.05);
  return [{ ...one, number: all }];
}
