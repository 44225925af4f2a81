// 团费 一共 两千八 定金 五百 已付 尾款 两千三 工行, 团费尾款 2300 工行 之前定金500付过了, 团费 2800 减去定金
// 500 尾款 2300: a bill paid in parts, one part paid before (booked on its own day) and the rest paid
// now. Only what is paid now moves money: the part said as paid before is not booked again, nor the
// total of which the parts are said (all three were booked: ICBC -5600 for a 2300 payment).
import { trimComputed, type AmountMention } from '../amounts.ts';
import { Decimal } from '../../ledger/core/decimal.ts';
import type { Guesses } from './guesses.ts';

// right after the amount: 已付, 已经付了, 付过了, 之前交过了, 早就付了 (not 已付清: a debt paid off)
const PAID_BEFORE_AFTER = /^[\s元块钱]*(?:已(?:付|交|缴|支付)(?!清)|(?:已经|之前|以前|先前|早就?)?\s*(?:付|交|缴|支付)过了?|(?:已经|之前|以前|先前|早就?)\s*(?:付|交|缴|支付)了(?!清))/;
// right before the amount: 减去定金 500, 扣掉已付的定金 500 (a part taken off the total)
const TAKEN_OFF_BEFORE = /(?:减去|减掉|扣除|扣掉|扣去|去掉|除去)\s*(?:已(?:付|交)的?|(?:付|交)过的)?\s*(?:定金|订金|预付款?)?\s*[:：]?\s*$/;
// the part paid first (定金, 订金, 预付), said before its amount
const FIRST_PART = /定金|订金|预付|头款|第一笔/;
// the rest paid now (尾款, 余款, 剩下的), said before its amount
const REST_PART = /尾款|余款|剩下|剩余|余下|补交|补齐/;
// the total, said right before its amount
const TOTAL_BEFORE = /(?:一共|总共|共计|合计|总计|总价|总额|全款|(?<![一总])共)\s*[:：]?\s*$/;

/**
 * The amounts without the parts of a bill said as paid before (已付, 付过了, 减去定金), nor its total
 * when the parts are said too; a total said alone with a part paid before becomes the rest of it.
 * Those left out go to `dropped` (they leave the narration as booked ones do). Only for a purchase,
 * and only when the words say a bill paid in parts (a 定金 or 尾款); else as said.
 */
export function withoutPaidBefore(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses, bought: boolean, dropped: Set<AmountMention>): readonly AmountMention[] {
  if (!bought || amounts.length < 2) return amounts;
  const wordsBefore = (i: number) => text.slice(i === 0 ? 0 : amounts[i - 1]!.end, amounts[i]!.start);
  const paidBefore = amounts.filter((a, i) => PAID_BEFORE_AFTER.test(text.slice(a.end)) || TAKEN_OFF_BEFORE.test(wordsBefore(i)));
  if (paidBefore.length === 0) return amounts;
  const currency = currencyOf(paidBefore[0]!);
  const paid = paidBefore.filter((a) => currencyOf(a) === currency);
  const rest = amounts.filter((a) => currencyOf(a) === currency && !paid.includes(a));
  if (rest.length === 0) return amounts;
  const inParts = paid.some((a) => FIRST_PART.test(wordsBefore(amounts.indexOf(a)))) || rest.some((a) => REST_PART.test(wordsBefore(amounts.indexOf(a))));
  if (!inParts) return amounts;
  const said = (a: AmountMention) => a.number.toString();
  const paidSum = paid.reduce((sum, a) => sum.add(a.number), Decimal.ZERO);
  guesses.add(`read ${paid.map(said).join(', ')} as paid before: not booked again`, 0.1);
  for (const a of paid) dropped.add(a);
  const kept = amounts.filter((a) => !paid.includes(a));
  // 团费 2800 定金 500 已付 尾款 2300: the total is the part paid before and those paid now
  const total = rest.length >= 2 ? rest.find((t) => rest.filter((a) => a !== t).reduce((sum, a) => sum.add(a.number), paidSum).eq(t.number)) : undefined;
  if (total !== undefined) {
    dropped.add(total);
    guesses.add(`read ${said(total)} as the total of ${[...paid, ...rest.filter((a) => a !== total)].map(said).join(' + ')}: not booked`, 0.05);
    return kept.filter((a) => a !== total);
  }
  // 团费 一共 2800 定金 500 已付, 团费 2800 减去定金 500: what is left of the total is paid now
  const only = rest.length === 1 ? rest[0]! : undefined;
  const takenOff = paid.some((a) => TAKEN_OFF_BEFORE.test(wordsBefore(amounts.indexOf(a))));
  if (only !== undefined && only.number.gt(paidSum) && (takenOff || TOTAL_BEFORE.test(wordsBefore(amounts.indexOf(only))))) {
    const left = trimComputed(only.number.sub(paidSum));
    guesses.add(`read ${said(only)} as the total, ${paidSum.toString()} of it paid before: booked the rest, ${left.toString()}`, 0.05);
    return kept.map((a) => (a === only ? { ...a, number: left } : a));
  }
  return kept;
}
