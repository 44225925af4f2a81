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
// right before the amount: 已付 5000, 已经付了 5000, 已交 (not 已付清: a debt paid off)
const PAID_BEFORE_BEFORE = /(?:已(?:经)?\s*(?:付|交|缴|支付)(?:了|过)?|(?:之前|以前|先前|先)\s*(?:付|交|缴|支付)(?:了|过))\s*[:：]?\s*$/;
// the part paid first (定金, 订金, 预付), said before its amount
const FIRST_PART = /定金|订金|预付|头款|第一笔/;
// between 已付 and the next amount: nothing, or the first part named (已付定金 1000): 已付 is said of that amount
const SAID_OF_NEXT = new RegExp(`^\\s*(?:${FIRST_PART.source})?\\s*[:：]?\\s*$`);
// the rest paid now (尾款, 余款, 剩下的), said before its amount
const REST_PART = /尾款|余款|剩下|剩余|余下|补交|补齐/;
// right before the amount: 定金 500, 这次付了 3000, 先付 1000, 付了 5000: the part of a total paid now
// (not 已付了, 没付了, 未付了: paid before, or not paid)
// (先交了一半 2400: the part said as a half)
const PART_NOW_BEFORE = /(?:定金|订金|预付款?|头款|首付款?|第一笔|(?:这次|这回|本次|今天|先)\s*(?:付|交|缴|支付|还)了?|(?<![已没未])(?:付|交|缴|支付)了)\s*(?:一半|一部分)?\s*[:：]?\s*$/;
// between a total said with no 一共 and the part paid now: how it is paid in parts (四千八，分两次，这次先交
// 两千四; 四千八，先交了一半 两千四): the amount before is the total (it was both booked, 7200)
const IN_PARTS_BETWEEN = /分\s*[两二三四五六七八九十几\d]+\s*(?:次|期|笔|回)|分期|分批|(?:这次|这回|本次|先)\s*(?:付|交|缴|支付|还)了?\s*(?:一半|一部分)?\s*[:：]?\s*$/;
// between a total and its first part: 已付 定金, 定金 (团费 6000 已付 定金 1000)
const DEPOSIT_OF_PREVIOUS = /^[\s元块钱]*(?:已(?:经)?\s*(?:付|交|缴|支付)了?\s*)?(?:定金|订金|预付款?|头款)\s*[:：]?\s*$/;
// a part of a bill repaid now: 先还, 这次还了 (a loan's or card's bill, not bought)
const REPAID_NOW = /(?:这次|这回|本次|今天|先)\s*还了?/;
// the total, said right before its amount
const TOTAL_BEFORE = /(?:一共|总共|共计|合计|总计|总价|总额|全款|(?<![一总])共)\s*[:：]?\s*$/;

/**
 * The amounts without the parts of a bill said as paid before (已付, 付过了, 减去定金), nor its total
 * when the parts are said too; a total said alone with a part paid before becomes the rest of it.
 * Those left out go to `dropped` (they leave the narration as booked ones do). Only for a purchase,
 * and only when the words say a bill paid in parts (a 定金 or 尾款); else as said.
 */
export function withoutPaidBefore(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses, bought: boolean, dropped: Set<AmountMention>, shortfalls: readonly AmountMention[] = []): readonly AmountMention[] {
  // (花呗账单 一共 800 先还 300: a repayment of part of a bill is as a purchase paid in part; it was 1100)
  if (!(bought || REPAID_NOW.test(text)) || amounts.length < 2) return amounts;
  const wordsBefore = (i: number) => text.slice(i === 0 ? 0 : amounts[i - 1]!.end, amounts[i]!.start);
  // (一共 20000 已付 5000: the 已付 right before the next amount is said of that one, unless this is a
  // 定金; so is 已付定金 1000, the part it names before the next amount: 团费 6000 已付定金 1000 was
  // read as 6000 paid before)
  const paidAfter = (a: AmountMention, i: number) => {
    const m = PAID_BEFORE_AFTER.exec(text.slice(a.end));
    const next = amounts[i + 1];
    if (m === null) return false;
    return next === undefined || FIRST_PART.test(wordsBefore(i)) || !SAID_OF_NEXT.test(text.slice(a.end + m[0].length, next.start));
  };
  const saidPaid = amounts.filter((a, i) => paidAfter(a, i) || TAKEN_OFF_BEFORE.test(wordsBefore(i)));
  // 装修 一共 20000 已付 5000: 已付 before an amount says it paid, of the total said; with a 尾款 said
  // too it was paid before (一共 20000 已付 5000 尾款 15000), else it is what is paid (it was 25000)
  const paidSoFar = amounts.filter((a, i) => PAID_BEFORE_BEFORE.test(wordsBefore(i)));
  const restSaid = amounts.some((a, i) => !paidSoFar.includes(a) && REST_PART.test(wordsBefore(i)));
  // (买沙发 一共 5000 定金 500, 学费 一共 6000 分两次 这次付了 3000: the part said is what is paid now,
  // of the total said; it was both, 5500)
  const partsNow = paidSoFar.length > 0 ? paidSoFar : amounts.filter((a, i) => PART_NOW_BEFORE.test(wordsBefore(i)));
  if (saidPaid.length === 0 && partsNow.length > 0 && !restSaid) return withoutTotalOfPaid(amounts, partsNow, wordsBefore, currencyOf, guesses, dropped, false, shortfalls);
  // (装修 尾款 15000 工行 一共 20000: the rest said with the total, nothing said paid before nor now:
  // the rest is what is paid now, the part before it paid on its own day; it was the total, 20000)
  const rests = amounts.filter((a, i) => REST_PART.test(wordsBefore(i)));
  if (saidPaid.length === 0 && paidSoFar.length === 0 && partsNow.length === 0 && rests.length > 0) return withoutTotalOfPaid(amounts, rests, wordsBefore, currencyOf, guesses, dropped, true);
  const paidBefore = saidPaid.length > 0 ? saidPaid : paidSoFar;
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
  const total = rest.length >= 2 ? totalOfParts(amounts, paid, rest) : undefined;
  if (total !== undefined) {
    dropped.add(total.total);
    guesses.add(`read ${said(total.total)} as the total of ${total.parts.map(said).join(' + ')}: not booked`, 0.05);
    return kept.filter((a) => a !== total.total);
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

/**
 * The amount of `rest` that is the sum of the parts said with it: all the others, or those said
 * in a row right after it or right before it, one of them paid before (钢琴课 一共 3000 定金 500 已付
 * 尾款 2500 微信 学费 1000 工行: 3000 is 500 + 2500, and 1000 another purchase; it was booked with
 * them, as no total of all the others).
 */
function totalOfParts(amounts: readonly AmountMention[], paid: readonly AmountMention[], rest: readonly AmountMention[]): { total: AmountMention; parts: AmountMention[] } | undefined {
  const inBill = amounts.filter((a) => paid.includes(a) || rest.includes(a));
  const sumOf = (parts: readonly AmountMention[]) => parts.reduce((sum, a) => sum.add(a.number), Decimal.ZERO);
  for (const total of rest) {
    const others = inBill.filter((a) => a !== total);
    if (sumOf(others).eq(total.number)) return { total, parts: [...paid, ...rest.filter((a) => a !== total)] };
    const at = inBill.indexOf(total);
    for (const run of [inBill.slice(at + 1), inBill.slice(0, at).reverse()]) {
      for (let n = 2; n <= run.length; n++) {
        const parts = run.slice(0, n);
        if (parts.some((a) => paid.includes(a)) && sumOf(parts).eq(total.number)) return { total, parts: inBill.filter((a) => parts.includes(a)) };
      }
    }
  }
  return undefined;
}

/**
 * 装修 一共 20000 已付 5000: a total said with what is paid of it; what is paid is booked, the total
 * not (it was both, 25000), warned with the rest still to pay. `rest`: what is paid is the rest of
 * the total (尾款 15000 一共 20000), the part before it paid on its own day. As said when no total is
 * said, or what is paid is not less than it.
 */
function withoutTotalOfPaid(amounts: readonly AmountMention[], paid: readonly AmountMention[], wordsBefore: (i: number) => string, currencyOf: (a: AmountMention) => string, guesses: Guesses, dropped: Set<AmountMention>, rest = false, shortfalls: readonly AmountMention[] = []): readonly AmountMention[] {
  const currency = currencyOf(paid[0]!);
  const sumOf = (parts: readonly AmountMention[]) => parts.filter((a) => currencyOf(a) === currency).reduce((sum, a) => sum.add(a.number), Decimal.ZERO);
  const paidSum = sumOf(paid);
  // (团费 6000 已付定金 1000 还差 5000: with no 一共 said, the amount that is the part paid and the
  // shortfall said (还差) together is the total; it was booked with the part, 7000)
  const leftSum = sumOf(shortfalls);
  // (团费 6000 已付 定金 1000: the deposit said right after an amount is a part of it, the total; it
  // was booked with the part, 7000)
  const partOfIt = (i: number) => amounts[i + 1] !== undefined && paid.includes(amounts[i + 1]!) && DEPOSIT_OF_PREVIOUS.test(wordsBefore(i + 1));
  const firstOfParts = (i: number) => amounts[i + 1] !== undefined && paid.includes(amounts[i + 1]!) && IN_PARTS_BETWEEN.test(wordsBefore(i + 1));
  const isTotal = (a: AmountMention, i: number) => TOTAL_BEFORE.test(wordsBefore(i)) || (leftSum.isPositive() && a.number.eq(paidSum.add(leftSum))) || partOfIt(i) || firstOfParts(i);
  const total = amounts.find((a, i) => !paid.includes(a) && currencyOf(a) === currency && isTotal(a, i) && a.number.gt(paidSum));
  if (total === undefined) return amounts;
  dropped.add(total);
  const left = trimComputed(total.number.sub(paidSum));
  if (rest) {
    guesses.add(`read ${total.number.toString()} as the total and ${paidSum.toString()} as the rest of it paid now: booked ${paidSum.toString()} (${left.toString()} of it paid before, not booked again)`, 0.15);
    return amounts.filter((a) => a !== total);
  }
  guesses.add(`read ${total.number.toString()} as the total and ${paidSum.toString()} as what is paid of it: booked ${paidSum.toString()} (${left.toString()} left to pay; if ${paidSum.toString()} was paid before and the rest now, change the amount to ${left.toString()})`, 0.15);
  return amounts.filter((a) => a !== total);
}
