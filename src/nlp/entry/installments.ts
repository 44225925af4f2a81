// A purchase paid in installments (分3期 每期 200): the whole price is charged to the credit line
// when bought, as an installment purchase is booked (Expenses +600 / Liabilities -600); what each
// installment costs is no price of its own.
import { Decimal } from '../../ledger/core/decimal.ts';
import type { AmountMention } from '../amounts.ts';
import { trimComputed } from '../amounts.ts';
import { parseSmallInteger } from '../chinese-number.ts';
import type { Guesses } from './guesses.ts';

// 分3期, 分十二期, 共6期: how many installments; 12期 alone when the installment follows (12期 每期 450)
// or it is said after 分期 or a credit line (花呗分期 3 期, 白条 12期), not 第3期
const N = '(\\d{1,3}|[一二两三四五六七八九十]{1,3})';
const COUNT_SAID = new RegExp(`(?:(?:分|共|一共)\\s*|(?<=(?:分期|白条|花呗)\\s*))${N}\\s*期|(?<![第\\d一二两三四五六七八九十.])${N}\\s*期(?=\\s*(?:每期|每个?月))`, 'g');
// 每期 200, 每期付 200, 每月 500 (said with 分N期): what one installment costs
const PER_INSTALLMENT_BEFORE = /(?:每期|每个?月)\s*(?:要付|需付|付)?\s*[:：]?\s*$/;
// 首付 1000, 手续费 240, 利息 30: money of its own, neither the price nor an installment
const OWN_MONEY_BEFORE = /(?:首付|定金|订金|手续费|利息|服务费|费用?)\s*(?:是|为)?\s*[:：]?\s*$/;

/**
 * 白条分3期 每期 200: the purchase is the count × what each installment costs, 600 (200 was
 * booked). With the price said too (分期买手机 6000 分12期 每期 500), the price is booked and the
 * installment dropped (it was added: 6500); when count × installment is not the price (12 × 520 =
 * 6240 for 6000), the difference is likely the installment fee or interest: the price said is
 * booked, and the difference warned, not booked (the words do not say what it is). Only in a
 * purchase (`bought`), with one count said and one amount per installment.
 */
export function withInstallments(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses, bought: boolean): AmountMention[] {
  if (!bought) return [...amounts];
  const counts = new Set([...text.matchAll(COUNT_SAID)].map((m) => parseSmallInteger((m[1] ?? m[2])!)));
  const per = amounts.filter((a) => PER_INSTALLMENT_BEFORE.test(text.slice(0, a.start)));
  const count = counts.size === 1 ? [...counts][0]! : null;
  if (count === null || count < 2 || per.length !== 1) return [...amounts];
  const each = per[0]!;
  const product = trimComputed(each.number.mul(Decimal.fromInt(count)));
  const computation = `${count} × ${each.number.toString()} = ${product.toString()}`;
  const prices = amounts.filter((a) => a !== each && currencyOf(a) === currencyOf(each) && !OWN_MONEY_BEFORE.test(text.slice(0, a.start)));
  if (prices.length > 1) return [...amounts];
  // (手续费 30 said too: each installment may hold its part of the fee already, the words do not say)
  const fees = amounts.filter((a) => a !== each && a !== prices[0] && currencyOf(a) === currencyOf(each)).reduce((t, a) => t.add(a.number), Decimal.ZERO);
  if (prices.length === 0) {
    const feesToo = fees.isPositive() ? ` (the ${fees.toString()} said beside it may be in the installments already: check)` : '';
    guesses.add(`read ${each.number.toString()} as one of ${count} installments: booked the purchase, ${computation}${feesToo}`, feesToo === '' ? 0.05 : 0.15);
    return amounts.map((a) => (a === each ? { ...a, number: product } : a));
  }
  const price = prices[0]!.number;
  if (product.eq(price)) guesses.add(`read ${each.number.toString()} as one of ${count} installments of ${price.toString()} (${computation}): booked ${price.toString()}`, 0.05);
  // (分期买手机 6000 分12期 每期 520 手续费 240: the fee said is the difference, booked as said)
  else if (fees.isPositive() && product.eq(price.add(fees))) guesses.add(`read ${each.number.toString()} as one of ${count} installments (${computation}): the price ${price.toString()} and ${fees.toString()} of fees said`, 0.05);
  else {
    const difference = trimComputed(product.sub(price));
    const why = difference.isPositive() ? `${difference.toString()} more than the price said, likely the installment fee or interest` : `not the price said`;
    const hint = difference.isPositive() ? ` (book a fee as its own entry, 分期手续费 ${difference.toString()})` : '';
    guesses.add(`${count} installments of ${each.number.toString()} come to ${product.toString()}, ${why}: booked ${price.toString()}, the price said${hint}`, 0.2);
  }
  return amounts.filter((a) => a !== each);
}
