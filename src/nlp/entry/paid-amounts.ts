// What a purchase cost when its prices, discounts, bonuses and totals are said (原价45 实付32, 30-5,
// 满40减15, 8折).
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { trimComputed } from '../amounts.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

/** 满40-15 is written for 满40减15 (the dash is no minus sign nor a range); one character for one, so positions stay. */
export function discountDash(text: string): string {
  return text.replace(/(满\s*\d+(?:\.\d+)?\s*(?:元|块)?\s*)-(?=\s*\d)/g, '$1减');
}

/**
 * 午饭 30-5: a dash between a number and a smaller one, written against both, takes one off the
 * other, read as 30减5 (a discount: 25 paid, warned); the 5 alone was booked. Only once dates are
 * masked (11-25, 12-3 are dates); a range rises (10-20), and counts (3-5人), times (8:10-9:20) and
 * phone numbers (138-1234-5678) keep their dash. One character for one, so positions stay.
 */
const SUBTRACTION_DASH = /(?<![\d.:\-/])(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)(?=$|[\s，,、；;。！!？?]|元|块)/g;
// 电话 8888-6666, 尾号 1234-5678: a number, not a sum
const NUMBER_WORD_BEFORE = /(?:电话|手机|号码|号|No\.?)\s*[:：]?\s*$/;
export function subtractionDash(text: string): string {
  return text.replace(SUBTRACTION_DASH, (said, from: string, off: string, at: number) =>
    Decimal.parse(off).lt(Decimal.parse(from)) && !NUMBER_WORD_BEFORE.test(text.slice(0, at)) ? `${from}减${off}` : said,
  );
}

// Said right before an amount of a purchase: what was paid in the end (实付 32, 会员价 80), the price before
// a discount (原价 45), a discount (减 20, 优惠了5, 优惠券抵了5, 用了5块红包).
const PAID_BEFORE = /(?:实付|实付款|实际支付|实际付了?|实际花了?|最后付了?|券后|折后|优惠后|到手价|会员价|折扣价|优惠价|活动价|团购价|秒杀价|抹零后?|抹了零|去零)\s*[:：]?\s*$/;
// 原价 300, 标价 300: the price before a discount (said after what was paid: 打折后 239 原价 300)
const PRICE_BEFORE = /(?:原价|标价|划线价)\s*[:：]?\s*$/;
// 实际 239 alone: what was paid only after a price said before a discount (原价 300 实际 239); else the
// exact figure of an item (午饭 大概 30 晚饭 实际 50)
const ACTUAL_BEFORE = /实际\s*[:：]?\s*$/;
const DISCOUNT_BEFORE = /(?:减|减了|立减|优惠|优惠了|便宜了|折扣|抵扣了?|抵了|(?:红包|优惠券|券|消费券|积分)\s*(?:抵扣?了?|减了?))\s*$/;
// 给了五十 找了三块五: the change given back comes off the money handed over (it was booked as more spending: 53.5)
// 给了五十, 给他一百, 付了 50 right before the money handed over that change is given back from
// (乘客 付 现金 80 找 零 20: a wallet said between, words typed apart)
const HANDED_OVER_BEFORE = /(?:给\s*了?|给他|给她|付\s*了?|递\s*了?)\s*(?:现金|微信|支付宝)?\s*$/;
const CHANGE_BEFORE = /(?:找\s*了|找\s*零\s*了?|找\s*回\s*了?|找\s*给\s*我|找\s*我)\s*[:：]?\s*$/;
// 送 20, 赠送 20, 多送了 20 right after a purchase's amount: a bonus it came with (午饭 35 给妈妈送了 200 is a gift).
const BONUS_BEFORE = /^[\s，,]*(?:多送|赠送|送|赠)了?\s*$/;
// 共 75, 一共 80, 合计 120 after the items: what they came to (a total other than their sum is what was paid).
const TOTAL_BEFORE = /(?:一共|总共|共计|合计|总计|(?<![一总])共)\s*[:：]?\s*$/;
// 打了8折, 八五折, 8.5折 right after a price. Each space is read one way only, as the space after
// the word before it: a run of spaces was split between the runs around words left out every way
// (午饭 35, 460 ideographic spaces, then x took 40 s, security QA).
export const DISCOUNT_RATE = /^\s*(?:(?:元|块钱?)\s*)?(?:[，,]\s*)?(?:(?:打了?|了)\s*)?(\d\.\d|\d{1,2}|[一二三四五六七八九]{1,2})\s*折(?!扣)/;
// 满40减15, 每满100减10: the amount after 满 is what a discount asks the price to reach.
const CONDITION_BEFORE = /满\s*$/;
// 用了5块红包, 使用5元优惠券: a coupon used is money off, not a gift given
const COUPON_AROUND = { before: /(?:用了?|使用了?)\s*$/, after: /^\s*(?:块钱?|元)?\s*的?\s*(?:红包|优惠券|券|消费券)/ };

// 水电一共四百，水费一百…; 一共花了三百，吃饭两百…: a total said before its parts
const TOTAL_FIRST_BEFORE = /(?:一共|总共|共计|合计|总计)\s*(?:花了?|付了?|是)?\s*[:：]?\s*$/;
// 一共三百，一件一百五: the price of one of the things the total is of
const UNIT_PRICE_BEFORE = /^[\s，,、]*(?:一|每)\s*(?:件|个|份|张|本|瓶|杯|双|条|盒|袋|斤)\s*(?:是)?\s*$/;

/**
 * 水电一共四百，水费一百，电费三百: a total said first, then its parts, each with words of its own:
 * the parts are booked when they make the total (it was both, 800), else the total alone, warned;
 * 一共三百，一件一百五: a price of one item after the total is no more money paid. `items` as they
 * were when no total comes first.
 */
function totalBeforeItsParts(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  const [total, ...rest] = items;
  if (total === undefined || rest.length === 0 || !TOTAL_FIRST_BEFORE.test(text.slice(total.start, total.amount.start))) return items;
  // (网购 总共 100 微信 60 支付宝 40: the total said in a clause of its own; else it may be parts paid, see split-payment.ts)
  if (!/[，,；;。]/.test(text.slice(total.amount.end, rest[0]!.amount.start))) return items;
  const said = (item: Item) => text.slice(item.amount.start, item.amount.end).trim();
  if (rest.length === 1 && UNIT_PRICE_BEFORE.test(text.slice(rest[0]!.start, rest[0]!.amount.start))) {
    guesses.add(`read ${said(rest[0]!)} as the price of one item of the total ${said(total)}: booked ${total.amount.number.toString()}`, 0.1);
    return [{ ...total, end: Math.max(total.end, rest[0]!.end) }];
  }
  const sum = rest.reduce((s, part) => s.add(part.amount.number), Decimal.ZERO);
  if (!sum.eq(total.amount.number)) {
    // (一共四百，水费一百，电费两百: parts, each with words of its own, that do not make the total)
    // (一共花了九十，医保卡刷了六十，剩下的现金: a part paid and the rest, see split-payment.ts)
    if (rest.length < 2 || /剩下|其余|余下|剩余|余款/.test(text.slice(total.amount.end)) || !rest.every((part) => /[^\s，,、；;。]/.test(text.slice(part.start, part.amount.start)))) return items;
    guesses.add(`read ${said(total)} as the total of ${rest.map(said).join(', ')} said after it, which come to ${sum.toString()}: booked the total, ${total.amount.number.toString()} (check the parts)`, 0.2);
    return [{ ...total, end: Math.max(total.end, rest[rest.length - 1]!.end) }];
  }
  guesses.add(`read ${said(total)} as the total of ${rest.map(said).join(', ')} said after it: booked the parts`, 0.05);
  return rest;
}

/** The rate of 8折, 八五折, 8.5折 in tenths: 8, 8.5. */
export function discountTenths(said: string): Decimal {
  const digits = said.replace(/[一二三四五六七八九]/g, (c) => String('一二三四五六七八九'.indexOf(c) + 1));
  return Decimal.parse(digits.includes('.') || digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`);
}

/**
 * 399 打了8折: the price is booked as said (it is what most say they paid), but it may have been
 * the price before the discount: warned, with what was paid then.
 */
export function warnOfDiscountRates(text: string, items: readonly Item[], guesses: Guesses): void {
  for (const item of items) {
    const rate = DISCOUNT_RATE.exec(text.slice(item.amount.end, item.end));
    if (rate === null) continue;
    const tenths = discountTenths(rate[1]!);
    const said = text.slice(item.amount.start, item.amount.end).trim();
    const after = item.amount.number.mul(tenths).mul(Decimal.parse('0.1')).normalize();
    guesses.add(`${rate[0].trim()} said after ${said}: booked ${said} as what was paid (if it was the price before the discount, ${after.toString()} was paid: say 实付 ${after.toString()})`, 0.1);
  }
}

/**
 * 乘客 现金 给了 100 找了 55: money handed to me with change I gave back is what came in, the one
 * less the other (it was both booked as money in: 155). Only for two amounts, the second said as
 * change; else the items as they were.
 */
export function changeGivenBack(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  if (items.length !== 2 || items[0]!.currency !== items[1]!.currency) return items;
  const [given, change] = items as [Item, Item];
  if (!HANDED_OVER_BEFORE.test(text.slice(given.start, given.amount.start)) || !CHANGE_BEFORE.test(text.slice(change.start, change.amount.start))) return items;
  return paidAmounts(text, items, guesses);
}

/**
 * A purchase said with its discount: 原价45 实付32 books 32 (an amount said to be paid stands for
 * the amounts said before it since the last such one: prices and discounts of one purchase, not
 * more spending); 午饭 100 减 20 books 80 (a discount comes off the item said before it). Warned,
 * since the words could mean otherwise. Items in one currency only; else they are returned as
 * they were.
 */
export function paidAmounts(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  if (items.length < 2 || items.some((i) => i.currency !== items[0]!.currency)) return items;
  const before = (item: Item) => text.slice(item.start, item.amount.start);
  const said = (item: Item) => text.slice(item.amount.start, item.amount.end).trim();
  const isDiscount = (item: Item) => DISCOUNT_BEFORE.test(before(item)) || (COUPON_AROUND.before.test(before(item)) && COUPON_AROUND.after.test(text.slice(item.amount.end, item.amount.end + 12)));
  // (找零三块五: the 零 of 找零 is read with the number, 零三块五)
  const isChange = (item: Item) => CHANGE_BEFORE.test(before(item)) || (/找\s*$/.test(before(item)) && said(item).startsWith('零'));
  const parts = totalBeforeItsParts(text, items, guesses);
  if (parts !== items) return parts;
  let paid: Item[] = [];
  // Where the purchase that the next paid amount closes starts in `paid`.
  let purchase = 0;
  for (const item of items) {
    const words = before(item);
    // 充值 100 送 20: what a purchase gives on top is no money paid
    const bonus = BONUS_BEFORE.exec(words);
    if (bonus !== null && paid.length > 0) {
      guesses.add(`read ${said(item)} after ${bonus[0].trim()} as a bonus, not paid`, 0.05);
      continue;
    }
    // 打折后 239 原价 300: the price said after what was paid closed the purchase is no more money paid
    const last = paid[paid.length - 1];
    if (PRICE_BEFORE.test(words) && last !== undefined && (PAID_BEFORE.test(before(last)) || ACTUAL_BEFORE.test(before(last)))) {
      guesses.add(`read ${said(last)} as what was paid; ${said(item)} not booked (the price before the discount)`, 0.1);
      // (实付 239 原价 300 键盘: the words after the price are the purchase's)
      paid[paid.length - 1] = { ...last, end: item.end };
      continue;
    }
    const total = TOTAL_BEFORE.test(words);
    const closes = total || PAID_BEFORE.test(words) || (ACTUAL_BEFORE.test(words) && paid.slice(purchase).some((p) => PRICE_BEFORE.test(before(p))));
    // 午饭 35，晚饭 40，共 75: a total that is the sum of the items before it adds nothing
    if (total && paid.length > purchase) {
      const parts = paid.slice(purchase);
      const sum = parts.reduce((total, part) => total.add(part.amount.number), Decimal.ZERO);
      if (sum.eq(item.amount.number)) {
        guesses.add(`read ${said(item)} as the total of ${parts.map(said).join(', ')}`, 0.05);
        purchase = paid.length;
        continue;
      }
    }
    if (closes && paid.length > purchase) {
      // The words of the purchase (外卖, 午饭) are with its first amount: the item keeps them.
      const stated = paid.splice(purchase);
      paid.push({ ...stated[0]!, end: item.end, amount: item.amount });
      guesses.add(`read ${said(item)} as what was paid; ${stated.map(said).join(', ')} not booked (prices and discounts)`, 0.1);
    } else paid.push(item);
    if (closes) purchase = paid.length;
  }
  // 满40减15: the 40 is the condition of the discount, not a price, when a price is said too
  const conditions = paid.filter((item, i) => CONDITION_BEFORE.test(before(item)) && i + 1 < paid.length && isDiscount(paid[i + 1]!));
  if (conditions.length > 0 && paid.some((item) => !conditions.includes(item) && !isDiscount(item))) {
    guesses.add(`read ${conditions.map((c) => `满${said(c)}`).join(', ')} as the condition of a discount, not a price`, 0.05);
    paid = paid.filter((item) => !conditions.includes(item));
  }
  if (paid.length < 2 || paid.every((item) => isDiscount(item) || isChange(item))) return paid;
  const out: Item[] = [];
  const takeOff = (price: Item, discount: Item): Item => {
    // 30.5 - 0.5 is 30, as a user writes it (not 30.0): computed, like 1.5万 = 15000
    const rest = trimComputed(price.amount.number.sub(discount.amount.number));
    const change = isChange(discount);
    if (!rest.isPositive()) throw Problem.unprocessable(change ? 'the change is as large as the money given' : 'the discount is as large as the price', [{ path: '/text', message: 'check the amounts' }]);
    if (change) guesses.add(`read ${said(discount).replace(/^零(?=.)/, '')} as change given back from ${said(price)}: ${price.amount.number.toString()} − ${discount.amount.number.toString()} = ${rest.toString()} paid`, 0.1);
    else guesses.add(`read ${said(discount)} as a discount on ${said(price)}: ${rest.toString()} paid`, 0.1);
    return { ...price, start: Math.min(price.start, discount.start), end: Math.max(price.end, discount.end), amount: { ...price.amount, number: rest } };
  };
  // Discounts said before any price (优惠了5 午饭 30) come off the price after them.
  const leading: Item[] = [];
  for (const item of paid) {
    if (isDiscount(item) || isChange(item)) {
      const given = out[out.length - 1];
      const price = out[out.length - 2];
      // 买烟 20 给了五十 找了三十: the money handed over for the price said before it, less the change,
      // is that price paid, not one more purchase (it was 40); a price other than given less change is warned
      if (isChange(item) && given !== undefined && price !== undefined && HANDED_OVER_BEFORE.test(before(given))) {
        const net = trimComputed(given.amount.number.sub(item.amount.number));
        if (net.eq(price.amount.number) || !net.isPositive()) takeOff(given, item);
        else guesses.add(`${said(given)} given less ${said(item)} change is ${net.toString()}, not the price ${said(price)}: booked ${price.amount.number.toString()}`, 0.2);
        out.pop();
        out[out.length - 1] = { ...price, end: Math.max(price.end, item.end) };
        continue;
      }
      if (out.length === 0) leading.push(item);
      else out[out.length - 1] = takeOff(out[out.length - 1]!, item);
    } else out.push(leading.splice(0).reduce(takeOff, item));
  }
  return out;
}
