// 收到 设计费 3.5k USD paypal 手续费 4.4%: a fee said as a rate of the money is that rate of it, in its
// currency, rounded to the currency's smallest unit (154.00 USD), booked as a fee said with its amount
// is (warned with the sum). It was dropped without a word: the wallet showed the 3500 in full.
import { Decimal } from '../../ledger/core/decimal.ts';
import { minorUnitDigits } from '../currencies.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

// (手续费 4.4% 加 0.3 美元, fee 4.4% + $0.30: PayPal's fee, a rate plus a fixed part, is their sum; the
// fixed part was booked as 0.30 of income)
// (返现 5%, 扣了 税 10%, withholding tax 10%: money back and tax withheld said as a rate are that
// part of the amount too; 打车 30 返现 5% was 30 of cashback, 扣了 税 10% dropped; not a rate said of
// a price, 含税 13%, 税率 13%)
// (滴滴 流水 8000 抽成 20%: a platform's commission said as a rate, taken off the takings; it was
// 8000 of commission)
const FEE_RATE = /(?:手续费|(?:平台\s*)?抽成|抽了?(?=\s*\d)|转账费|汇费|\bfees?|返现|\bcashback|(?:扣了?|代扣了?|预扣了?)\s*(?:个人所得|所得)?税|税\s*扣了?|\bwithholding\s+tax|\btax\s+withheld)\s*[:：]?\s*(?:为|是|扣了?|收了?|of)?\s*(\d{1,2}(?:\.\d+)?)\s*[%％](?:\s*(?:加上?|另加|再加|\+|＋|plus)\s*((?:US)?\$?\s*\d+(?:\.\d+)?)\s*(?:美元|美金|刀|元|块钱?|[A-Z]{3}\b)?)?/gi;
// (扣了 20% 税, 预扣 10% 的 所得税, 15% withholding tax, 10% withheld: the rate said before the tax word;
// 派息 680 港元 扣了 20% 税 was 680 arrived, the tax dropped without a word)
const RATE_BEFORE_TAX = /(?:(?:扣了?|代扣了?|预扣了?|扣除了?)\s*(\d{1,2}(?:\.\d+)?)\s*[%％]\s*(?:的\s*)?(?:个人所得|所得|预扣)?税|(?<![\d.])(\d{1,2}(?:\.\d+)?)\s*[%％]\s*(?:withholding(?:\s+tax)?|(?:tax\s+)?withheld)\b)/gi;
// (腾讯 派息 680 扣了 20%: in a dividend, a rate taken off with no word of what is the tax withheld, as
// 扣了 20% 税 is; the 20% was dropped and 680 arrived)
const RATE_TAKEN_OFF = /(?:扣了?|代扣了?|预扣了?|扣除了?)\s*(\d{1,2}(?:\.\d+)?)\s*[%％]/g;
const DIVIDEND = /分红|派息|股息|红利(?!再投资)|\bdividends?\b/i;
// (AAPL dividend 85 USD net of 15% tax: the amount said is what is left after the rate, of a gross to
// work back: 100 earned, 15 tax; the tax was dropped)
const NET_OF_RATE = /\b(?:net\s+of|after)\s+(\d{1,2}(?:\.\d+)?)\s*%\s*(?:withholding(?:\s+tax(?:es)?)?|(?:withholding\s+)?tax(?:es)?)\b/gi;
const HUNDRED = Decimal.fromInt(100);

interface RateSaid { start: number; end: number; said: string; rate: string; fixed: string | undefined; netOf?: boolean }

/** The rates said of an amount, in the order said: [match, where it starts, its end, the rate, the fixed part said after it]. */
function ratesSaid(text: string): RateSaid[] {
  const rates: RateSaid[] = [...text.matchAll(FEE_RATE)].map((m) => ({ start: m.index, end: m.index + m[0].length, said: m[0], rate: m[1]!, fixed: m[2] }));
  const more = (found: RateSaid[]) => rates.push(...found.filter((b) => !rates.some((a) => a.start < b.end && b.start < a.end)));
  more([...text.matchAll(NET_OF_RATE)].map((m) => ({ start: m.index, end: m.index + m[0].length, said: m[0], rate: m[1]!, fixed: undefined, netOf: true })));
  more([...text.matchAll(RATE_BEFORE_TAX)].map((m) => ({ start: m.index, end: m.index + m[0].length, said: m[0], rate: (m[1] ?? m[2])!, fixed: undefined })));
  if (DIVIDEND.test(text)) more([...text.matchAll(RATE_TAKEN_OFF)].map((m) => ({ start: m.index, end: m.index + m[0].length, said: m[0], rate: m[1]!, fixed: undefined })));
  return rates.sort((a, b) => a.start - b.start);
}

/**
 * The part of the gross a rate said net of is, when the gross worked back from `net` is exact to
 * the currency's smallest unit (85 net of 15%: 15 of 100); null when it is not (100 net of 15%:
 * 117.647…), as no rounding was said.
 */
function takenOffGross(net: Decimal, rate: Decimal, digits: number): Decimal | null {
  const kept = HUNDRED.sub(rate);
  if (!kept.isPositive()) return null;
  const gross = net.mul(HUNDRED).div(kept).quantize(-digits);
  return gross.mul(kept).eq(net.mul(HUNDRED)) ? gross.sub(net) : null;
}

/**
 * `items` with the fee of each rate said after a fee word, as an item of its own where the words of
 * the fee stand: the rate of the largest amount said (of one currency). A rate with no such amount
 * is warned, not booked. (A transfer's is read with its postings, see transfer-postings.ts.)
 */
export function withFeeRates(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  let out: readonly Item[] = items;
  for (const m of ratesSaid(text)) {
    const { start, end } = m;
    const rateAt = start + m.said.indexOf(m.rate);
    if (out.some((i) => i.amount.start < rateAt + m.rate.length && rateAt < i.amount.end)) continue;
    // the fixed part said after the rate, an amount of its own among the items
    const fixedAt = m.fixed === undefined ? -1 : start + m.said.lastIndexOf(m.fixed);
    const fixed = fixedAt < 0 ? undefined : out.find((i) => i.amount.start >= fixedAt && i.amount.end <= end);
    const others = items.filter((i) => i.amount.end <= start || i.amount.start >= end);
    const currencies = new Set(others.map((i) => i.currency));
    const base = others.reduce<Item | null>((max, i) => (max === null || i.amount.number.gt(max.amount.number) ? i : max), null);
    const said = text.slice(start, end);
    if (base === null || currencies.size !== 1) {
      guesses.add(`${said} was said as a rate of no one amount: no fee booked (say it as an amount, 手续费 154)`, 0.15);
      continue;
    }
    const currency = base.currency;
    const netOf = m.netOf === true ? takenOffGross(base.amount.number, Decimal.parse(m.rate), minorUnitDigits(currency)) : undefined;
    if (netOf === null) {
      guesses.add(`${said}: the gross that leaves ${base.amount.number.toString()} ${currency} after ${m.rate}% is not exact to the currency's smallest unit, so no tax was booked (say the tax as an amount, net of 15.00 tax, or the gross and the rate)`, 0.15);
      continue;
    }
    const ofRate = netOf ?? base.amount.number.mul(Decimal.parse(m.rate)).div(HUNDRED).quantize(-minorUnitDigits(currency));
    const added = fixed !== undefined && fixed.currency === currency ? fixed : undefined;
    const fee = added === undefined ? ofRate : ofRate.add(added.amount.number).quantize(-minorUnitDigits(currency));
    if (fee.isZero()) {
      guesses.add(`${said} of ${base.amount.number.toString()} ${currency} is less than the smallest unit: no fee booked`, 0.05);
      continue;
    }
    const plus = added === undefined ? '' : ` plus ${added.amount.number.toString()}`;
    const of = netOf === undefined ? base.amount.number.toString() : `the gross ${base.amount.number.add(fee).toString()}, ${base.amount.number.toString()} net`;
    guesses.add(`read ${said} as ${fee.toString()} ${currency}, ${m.rate}% of ${of}${plus}`, 0.05);
    // (the words of the fee are its own, no longer the words of the item said around it: 午饭 100 微信
    // 手续费 1%; an item whose amount comes after the fee keeps the words after it: 平台 扣 手续费 5%
    // 销售额 2000 is a 销售额)
    const around = (i: Item): Item => (i.start < start && i.end > start ? (i.amount.start >= end ? { ...i, start: end } : { ...i, end: start }) : i);
    out = [...out.filter((i) => i !== added).map(around), { start, end, currency, amount: { start: rateAt, end, number: fee, currency, hasUnit: true, chineseBare: false } }];
  }
  return out;
}
