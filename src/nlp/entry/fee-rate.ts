// 收到 设计费 3.5k USD paypal 手续费 4.4%: a fee said as a rate of the money is that rate of it, in its
// currency, rounded to the currency's smallest unit (154.00 USD), booked as a fee said with its amount
// is (warned with the sum). It was dropped without a word: the wallet showed the 3500 in full.
import { Decimal } from '../../ledger/core/decimal.ts';
import { minorUnitDigits } from '../currencies.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

const FEE_RATE = /(?:手续费|转账费|汇费|\bfees?)\s*[:：]?\s*(?:为|是|扣了?|收了?|of)?\s*(\d{1,2}(?:\.\d+)?)\s*[%％]/gi;
const HUNDRED = Decimal.fromInt(100);

/**
 * `items` with the fee of each rate said after a fee word, as an item of its own where the words of
 * the fee stand: the rate of the largest amount said (of one currency). A rate with no such amount
 * is warned, not booked. (A transfer's is read with its postings, see transfer-postings.ts.)
 */
export function withFeeRates(text: string, items: readonly Item[], guesses: Guesses): readonly Item[] {
  let out: readonly Item[] = items;
  for (const m of text.matchAll(FEE_RATE)) {
    const start = m.index;
    const end = m.index + m[0].length;
    if (out.some((i) => i.amount.start < end && m.index + m[0].indexOf(m[1]!) < i.amount.end)) continue;
    const others = items.filter((i) => i.amount.end <= start || i.amount.start >= end);
    const currencies = new Set(others.map((i) => i.currency));
    const base = others.reduce<Item | null>((max, i) => (max === null || i.amount.number.gt(max.amount.number) ? i : max), null);
    const said = text.slice(start, end);
    if (base === null || currencies.size !== 1) {
      guesses.add(`${said} was said as a rate of no one amount: no fee booked (say it as an amount, 手续费 154)`, 0.15);
      continue;
    }
    const currency = base.currency;
    const fee = base.amount.number.mul(Decimal.parse(m[1]!)).div(HUNDRED).quantize(-minorUnitDigits(currency));
    if (fee.isZero()) {
      guesses.add(`${said} of ${base.amount.number.toString()} ${currency} is less than the smallest unit: no fee booked`, 0.05);
      continue;
    }
    guesses.add(`read ${said} as ${fee.toString()} ${currency}, ${m[1]}% of ${base.amount.number.toString()}`, 0.05);
    // (the words of the fee are its own, no longer the words of the item said before it: 午饭 100 微信 手续费 1%)
    const at = m.index + m[0].indexOf(m[1]!);
    out = [...out.map((i) => (i.start < start && i.end > start ? { ...i, end: start } : i)), { start, end, currency, amount: { start: at, end, number: fee, currency, hasUnit: true, chineseBare: false } }];
  }
  return out;
}
