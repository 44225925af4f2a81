// Which amounts of a sentence are its items: one per clause or each with words of its own;
// equivalents, shares, worths and range bottoms dropped.
import { Decimal } from '../../ledger/core/decimal.ts';
import { parseChineseDecimal } from '../chinese-number.ts';
import type { AmountMention } from '../amounts.ts';
import { isMoneyCode } from '../currencies.ts';
import { shareAndTotal } from '../shares.ts';
import type { Guesses } from './guesses.ts';
import { type Item, ITEM_SEPARATORS } from './item.ts';
import { BOUGHT_WITH_AFTER } from './trades.ts';
import { valueKind } from './coin-value.ts';
import { DISCOUNT_RATE, discountTenths } from './paid-amounts.ts';
import { isModelNumber, otherCountBefore, readUnitPrices } from './unit-prices.ts';
import { trimComputed } from '../amounts.ts';
import { Problem } from '../../problem.ts';
import { WAGE_WORD } from '../direction.ts';
import { DEDUCTION, NET_WORD } from './gross-and-net.ts';
import { EMPLOYER_PART, FUND_CUE, MY_PART } from './fund-words.ts';
import { partSaidReimbursed } from './reimbursed-part.ts';

/**
 * In each clause, numbers that each have words of their own are items, with or without a unit
 * (早餐8块 午饭25 晚饭40). Otherwise amounts with a unit beat bare numbers, which beat bare
 * Chinese numerals, and several numbers left in one clause are several items only when each
 * has words of its own (医院挂号50 买药120); else the sentence has one amount (iPhone 15 买了
 * 5999) and the most plausible one is taken, with a warning.
 */
function strongestPerClause(text: string, amounts: readonly AmountMention[], guesses: Guesses): AmountMention[] {
  const clauses = new Map<number, AmountMention[]>();
  for (const a of amounts) {
    let clause = 0;
    for (let p = a.start - 1; p >= 0; p--) if (ITEM_SEPARATORS.test(text[p]!)) { clause = p + 1; break; }
    clauses.set(clause, [...(clauses.get(clause) ?? []), a]);
  }
  const chosen: AmountMention[] = [];
  for (const [clause, list] of clauses) {
    const units = list.filter((a) => a.hasUnit);
    const arabic = list.filter((a) => !a.chineseBare);
    if (units.length > 0 && arabic.length > units.length && eachHasOwnWords(text, clause, arabic)) {
      chosen.push(...arabic);
      continue;
    }
    // 午饭 25 晚饭 三十: numbers that each have words of their own are items, however they are
    // written; 吃饭 300 每人 100 is a total and my share of it (findSharedBill reads the two)
    if (list.length > 1 && (eachHasOwnWords(text, clause, list) || shareAndTotal(text, list) !== null || takenOffSaidAfter(text, clause, list))) {
      chosen.push(...list);
      continue;
    }
    // 押金 3500 房租 10500 一共 14000: the parts, each with words of its own, and their total said after
    // them (it was one amount, the largest, booked on one account, warned)
    const total = totalAfterParts(text, clause, list);
    if (total !== null) {
      const parts = list.filter((a) => a !== total);
      const sum = parts.reduce((s, a) => s.add(a.number), Decimal.ZERO);
      // (押金 3500 房租 10500 一共 15000: parts that do not make the total said are booked each, warned;
      // it was the total of them spent at the catch-all, the money's direction reversed)
      if (sum.eq(total.number)) guesses.add(`read ${total.number.toString()} as the total of ${parts.map((a) => a.number.toString()).join(' + ')}: booked each`, 0.05);
      else guesses.add(`the parts ${parts.map((a) => a.number.toString()).join(' + ')} make ${sum.toString()}, not the ${total.number.toString()} said as their total: booked each; check which is right`, 0.3);
      // (the total's number is no word of the narration: it goes with the last part)
      chosen.push(...parts.slice(0, -1), { ...parts[parts.length - 1]!, end: total.end });
      continue;
    }
    const strongest = units.length > 0 ? units : arabic.length > 0 ? arabic : list;
    if (strongest.length === 1 || eachHasOwnWords(text, clause, strongest)) {
      chosen.push(...strongest);
      continue;
    }
    const one = mostPlausibleAmount(text, strongest);
    guesses.add(`several numbers (${strongest.map((a) => text.slice(a.start, a.end).trim()).join(', ')}) in one clause; used ${one.number.toString()}`, 0.15);
    chosen.push(one);
  }
  // A clause with only a bare number next to clauses with units is still an item (午饭32 after 早餐8块).
  return chosen.sort((a, b) => a.start - b.start);
}

// $25.99 合人民币 188, 25.99美元 (约 188 元): the same money in another currency
const EQUIVALENT_BETWEEN = /^[\s(（]*(?:合|折合|约合|相当于|换算成?|≈|约)[\s:：]*$/;
// 120 欧元 visa 约合 940 元, 120 欧元 visa 合人民币 940: also after words of their own (the card was
// named between); 合 and 约 alone not against a word they may belong to (混合, 预约)
const EQUIVALENT_AFTER_WORDS = /(?:(?<![\u3400-\u9fff])合|折合|约合|相当于|换算成?|≈)[\s:：]*$/;

/**
 * Drops an amount said as what the one before it comes to in another currency: it is not a
 * second purchase (it was booked as one, so the money was counted twice). The first is kept.
 * An equivalent said in 元 or as a bare number after one in a currency named (120 欧元 visa 约合 940
 * 元) is the same money too, whatever the wallet makes of 元 (it was 940 EUR, the card's).
 */
export function withoutEquivalents(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses): AmountMention[] {
  return amounts.filter((a, i) => {
    const before = amounts[i - 1];
    if (before === undefined) return true;
    const currency = currencyOf(a);
    const kept = currencyOf(before);
    const unnamed = a.currency === null && before.currency !== null;
    const between = text.slice(before.end, a.start);
    // staking reward 0.0021 ETH at 3500 USD, worth 7.5 USD, (about $7), 价值 50 元: the price or the
    // value of the amount said in its own currency, no money of its own (it was a second income)
    // (see entry/coin-value.ts: coins received as income are booked at that price)
    const kind = before.currency !== null && currency !== kept ? valueKind(between) : null;
    if (kind !== null) {
      const per = kind === 'price' ? `the price of one ${kept}` : `what ${before.number.toString()} ${kept} was worth`;
      guesses.add(`read ${a.number.toString()} ${currency} as ${per}, not money moved`, 0.1);
      return false;
    }
    if ((currency === kept && !unnamed) || !(EQUIVALENT_BETWEEN.test(between) || EQUIVALENT_AFTER_WORDS.test(between))) return true;
    const said = currency === kept ? text.slice(a.start, a.end).trim() : `${a.number.toString()} ${currency}`;
    guesses.add(`read ${said} as what ${before.number.toString()} ${kept} came to: booked ${before.number.toString()} ${kept}`, 0.1);
    return false;
  });
}

// 分红, 股息, 派息, dividend: money paid on shares held
const DIVIDEND = /分红|股息|派息|\bdividends?\b/i;

const SHARES_AFTER = /^\s*(?:股(?!息|票|份)|shares?\b)/i;

/**
 * 分红 10 股 AAPL 50 美元: the shares a dividend was paid on are no money received (10 AAPL was
 * booked as income, the 50 USD left out; 分红 100 股 茅台 800 was income of 900): a count of shares
 * (股, shares) or units of a code that is no money, said beside an amount of money in a dividend,
 * is dropped; it stays in the narration.
 */
export function withoutDividendShares(text: string, amounts: readonly AmountMention[]): AmountMention[] {
  const held = (a: AmountMention) => (a.currency !== null && !isMoneyCode(a.currency)) || SHARES_AFTER.test(text.slice(a.end));
  if (!DIVIDEND.test(text) || !amounts.some((a) => !held(a))) return [...amounts];
  return amounts.filter((a) => !held(a));
}

// 花了 350, paid 350: said right before what left the wallet
const PAID_OUT_BEFORE = /(?:花了|花费了?|付了|支付了?|实付款?|实际(?:支付|付了?|花了?)|刷了|\b(?:paid|spent))\s*[:：]?\s*$/i;

/**
 * 买了 $50 的东西 花了 350: what was bought, said with its worth in one currency (的, worth, of after it),
 * and what was paid for it in another (花了, paid before it) are the same money, as 约合 says (the 350
 * was dropped, or booked as a second purchase). What was paid is booked, the worth warned as what
 * it came to and left in the narration. A bare number the wallet reads in the currency of the worth
 * (花旗 holds only USD) is no price of its own: the worth is booked, as 120 欧元 visa 约合 940 is.
 */
export function withoutBoughtWorth(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses): AmountMention[] {
  const dropped = new Set<AmountMention>();
  const bought = (a: AmountMention) => BOUGHT_WITH_AFTER.test(text.slice(a.end));
  const paid = (a: AmountMention) => PAID_OUT_BEFORE.test(text.slice(0, a.start));
  const said = (a: AmountMention) => `${a.number.toString()} ${currencyOf(a)}`;
  amounts.forEach((a, i) => {
    const b = amounts[i + 1];
    if (b === undefined || dropped.has(a)) return;
    const [worth, price] = bought(a) && paid(b) ? [a, b] : bought(b) && paid(a) ? [b, a] : [null, null];
    if (worth === null || price === null) return;
    if (currencyOf(worth) !== currencyOf(price)) {
      guesses.add(`read ${said(worth)} as what ${said(price)} came to: booked ${said(price)}, what was paid`, 0.1);
      dropped.add(worth);
    } else if (price.currency === null && worth.currency !== null) {
      guesses.add(`read ${text.slice(price.start, price.end).trim()} as what ${said(worth)} came to: booked ${said(worth)}`, 0.1);
      dropped.add(price);
    }
  });
  return amounts.filter((a) => !dropped.has(a));
}

// 10-20, 10~20, 10到20, 10 to 20, between 10 and 20, 十到二十: the bottom of a range, written against
// it (a falling dash, 30-5, was read as a discount before)
const RANGE_BOTTOM_BEFORE =
  /(?:(?<![\d.:\-/])(\d+(?:\.\d+)?)\s*(?:[-~～]|到|至|\bto\b)|(?<![零〇一二两三四五六七八九十百千万])([零〇一二两三四五六七八九十百千万]+)\s*(?:到|至)|\bbetween\s+(\d+(?:\.\d+)?)\s+and)\s*$/i;

/**
 * 午饭 10-20 and 10到20 say a range, not what was paid: the 10 was left in the narration and 20
 * booked silently, or both booked as two items (30). The top is booked, with a warning.
 */
export function withoutRangeBottoms(text: string, amounts: readonly AmountMention[], guesses: Guesses): AmountMention[] {
  const dropped = new Set<AmountMention>();
  const out = amounts.map((a) => {
    const bottom = RANGE_BOTTOM_BEFORE.exec(text.slice(0, a.start));
    const from = bottom === null ? null : bottom[2] !== undefined ? parseChineseDecimal(bottom[2]) : Decimal.parse((bottom[1] ?? bottom[3])!);
    if (bottom === null || from === null || !from.lt(a.number)) return a;
    for (const b of amounts) if (b.start >= bottom.index && b.end <= a.start) dropped.add(b);
    // spaces go, but not between words (10 to 20)
    const said = text.slice(bottom.index, a.end).replace(/\s+/g, (space, at: number, all: string) => (/[A-Za-z]/.test(all[at - 1]! + all[at + space.length]!) ? ' ' : ''));
    guesses.add(`read ${said} as ${a.number.toString()}, the top of a range: say what was paid`, 0.2);
    return { ...a, start: bottom.index };
  });
  return out.filter((a) => !dropped.has(a));
}

// 油价 7.6, 电价 1.2, 单价 7.8 said before the price; 加了, 付了 said between it and what was paid
const ENERGY_PRICE_BEFORE = /(?:油价|电价|气价|单价)\s*(?:是|为)?\s*[:：]?\s*$/;
const PAID_VERB_BETWEEN = /^[\s，,]*(?:一共|总共|共)?\s*(?:加了?|充了?|付了?|花了?|刷了?)\s*(?:油|电)?\s*(?:一共|总共|共)?/;
const ENERGY_UNIT = /^(?:升|公升|度|立方|方|L|l|kwh|kWh|KWH|gal|gallon|litre|liter)$/;

/**
 * Prices said per unit (340一斤, 2块一个, 每杯 18, 单价340): with the quantity said (2斤, 买了50个) the
 * amount is price × quantity, warned with the computation (340 was booked for 2斤 at 340 each);
 * with a total said beside them (5角一个 100个 50元) the total is booked and the price dropped,
 * warned when they disagree; with neither, the price is booked as the price of one, warned
 * (not for 一个5毛 said as a count of one).
 */
export function withUnitPrices(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses, sentence?: string, walletsOnly?: (start: number, end: number) => boolean): AmountMention[] {
  const readings = readUnitPrices(text, amounts, (a, b) => currencyOf(a) === currencyOf(b), sentence);
  // 小米14 3999一台 买了2台: beside a price per unit, a number written against a name is the model's
  const prices = readings.map((r) => r.price);
  const dropped = new Set<AmountMention>(amounts.filter((a) => isModelNumber(text, a, prices)));
  const computed = new Map<AmountMention, Decimal>();
  const discountEnds = new Map<AmountMention, number>();
  // An amount of the same money said right before the price, nothing but wallets between them
  // (苹果 20 香蕉 每斤 8 names what the price is of: booked as before).
  // A price of fuel or power said first, then what was paid with a verb of filling or paying and
  // wallets between (油价 7.6 加了 300 微信): the same.
  const paidBeside = (price: (typeof readings)[number]['price']) => {
    if (walletsOnly === undefined) return false;
    const same = amounts.filter((b) => b !== price.amount && !dropped.has(b) && currencyOf(b) === currencyOf(price.amount));
    const before = same.filter((b) => b.end <= price.start);
    const last = before[before.length - 1];
    if (last !== undefined && (text.slice(last.end, price.start).trim() === '' || walletsOnly(last.end, price.start))) return true;
    const next = same.find((b) => b.start >= price.end);
    if (next === undefined || !ENERGY_PRICE_BEFORE.test(text.slice(Math.max(0, price.start - 6), price.amount.start))) return false;
    // (the words as said: 加 after 油价 is masked as fuel's mention)
    const between = (sentence !== undefined && sentence.length === text.length ? sentence : text).slice(price.end, next.start);
    const verb = PAID_VERB_BETWEEN.exec(between);
    return verb !== null && (between.replace(verb[0], '').trim() === '' || walletsOnly(price.end, next.start));
  };
  // 加油 300 微信 一升 7.8: a price of one litre or unit of power is no count of one (一个5毛 is)
  const ofMeasure = (price: (typeof readings)[number]['price']) => price.ofOne && price.unit !== null && ENERGY_UNIT.test(price.unit);
  for (const { price, quantity, total, off } of readings) {
    const a = price.amount;
    // (数量50: the number said as the quantity is no money)
    if (quantity?.amount !== undefined) dropped.add(quantity.amount);
    const said = text.slice(price.start, price.end).trim();
    const unit = quantity?.unit || price.unit;
    // hotel 2 rooms 3 nights $100 per night: the price of a night is of each room (it was 300, warned it may be 600)
    const other = quantity === null ? null : otherCountBefore(sentence !== undefined && sentence.length === text.length ? sentence : text, quantity);
    const rooms = other !== null && other.rooms && price.unit === 'night' ? other : null;
    const gross = quantity === null ? null : trimComputed(a.number.mul(quantity.number).mul(rooms?.number ?? Decimal.fromInt(1)));
    // 每斤340 2斤 抹零20: money off comes off the product (it was booked as more of it: 700)
    const product = gross === null || off === null ? gross : trimComputed(gross.sub(off.amount.number));
    if (product !== null && !product.isPositive()) throw Problem.unprocessable('the discount is as large as the price', [{ path: '/text', message: 'check the amounts' }]);
    if (off !== null) dropped.add(off.amount);
    const computation =
      quantity === null ? '' : `${a.number.toString()} × ${quantity.number.toString()}${quantity.unit === '' ? '' : ` ${quantity.said ?? quantity.unit}`}${rooms === null ? '' : ` × ${rooms.said}`} = ${gross!.toString()}${off === null ? '' : `, ${off.word}${off.amount.number.toString()}: ${gross!.toString()} - ${off.amount.number.toString()} = ${product!.toString()}`}`;
    if (total !== null) {
      dropped.add(a);
      const booked = total.number.toString();
      if (product === null) guesses.add(`read ${said} as the price of one${unit === null ? '' : ` ${unit}`}: booked ${booked}, the total said`, 0.05);
      else if (product.eq(total.number)) guesses.add(`read ${booked} as the total: ${computation}`, 0.05);
      else guesses.add(`the total said, ${booked}, is not ${computation}: booked ${booked}, check the price and the quantity`, 0.25);
    } else if (product !== null) {
      // 2块一个 50个 打9折: the discount comes off price × quantity (it was dropped silently)
      const spanEnd = Math.max(price.end, quantity!.end);
      const rate = DISCOUNT_RATE.exec(text.slice(spanEnd));
      const paid = rate === null ? product : trimComputed(product.mul(discountTenths(rate[1]!)).mul(Decimal.parse('0.1')));
      const discounted = rate === null ? computation : `${computation}, ${rate[0].trim()}: ${paid.toString()}`;
      computed.set(a, paid);
      // (a discount said right after the amount is this one's, not one to warn of again)
      if (rate !== null && spanEnd === a.end) discountEnds.set(a, spanEnd + rate[0].length);
      if (off !== null && off.amount.end > a.end && !amounts.some((b) => b !== off.amount && !dropped.has(b) && b.start > a.end && b.end < off.amount.end)) discountEnds.set(a, off.amount.end);
      // 50个×2元: the product said
      if (price.times === true) guesses.add(`read ${text.slice(Math.min(price.start, quantity!.start), spanEnd).trim()} as ${discounted}`, 0.1);
      else guesses.add(`read ${said} as the price of one${unit === null || unit === '' ? '' : ` ${unit}`}${rooms === null ? '' : ' of one room'}: ${discounted}`, 0.1);
      // hotel 2 people 3 nights $100 per night: the people are said too, and the price may be of one
      if (other !== null && rooms === null) guesses.add(`${other.said} said too, not counted: if ${said} is of one of them, it was ${trimComputed(paid.mul(other.number)).toString()}`, 0.25);
    } else if ((!price.ofOne || ofMeasure(price)) && paidBeside(price)) {
      // 加油 300 微信 油价 7.8, 加油 300 每升 7.8: a price said after what was paid, with no thing of its
      // own, says what the amount bought at (it was booked as more spending at the catch-all: 307.8)
      dropped.add(a);
      guesses.add(`read ${said} as the price of one${unit === null ? '' : ` ${unit}`}, said beside what was paid: not booked`, 0.05);
    } else if (!price.ofOne) {
      guesses.add(`read ${said} as the price of one${unit === null ? '' : ` ${unit}`}, and no quantity is said: booked ${a.number.toString()}`, 0.1);
    }
  }
  return amounts.filter((a) => !dropped.has(a)).map((a) => (computed.has(a) ? { ...a, number: computed.get(a)!, end: discountEnds.get(a) ?? a.end } : a));
}

// Verbs and particles that say nothing about what an amount was for.
const EMPTY_WORDS = /花了|花费|付了|买了|一共|总共|共计|合计|每人|每个|大概|大约|左右|共|了|花|付|买|和|跟|还有/g;
const MONEY_VERB_BEFORE = /(?:花了|付了|买了|花费|一共|总共|共计|合计|共|花|付)\s*$/;

export function hasWords(text: string): boolean {
  const words = text.replace(/[\uE000\d.,\s:：/\-+xX×*]/g, '').replace(EMPTY_WORDS, '');
  return /[\u3400-\u9fff]|[A-Za-z]{2}/.test(words);
}

/** Words before each amount (早餐8 午饭32), or after each one (8 早餐 32 午饭), name each item. */
function eachHasOwnWords(text: string, clauseStart: number, list: readonly AmountMention[]): boolean {
  let clauseEnd = text.length;
  for (let p = list[list.length - 1]!.end; p < text.length; p++) if (ITEM_SEPARATORS.test(text[p]!)) { clauseEnd = p; break; }
  const before = list.every((a, i) => hasWords(text.slice(i === 0 ? clauseStart : list[i - 1]!.end, a.start)));
  const after = list.every((a, i) => hasWords(text.slice(a.end, i + 1 < list.length ? list[i + 1]!.start : clauseEnd)));
  return before || after;
}

/**
 * AAPL dividend 100 USD 15 withheld: an amount with words before it, and right after it a second
 * one whose words after it say it was taken off (withheld, 扣税, 手续费): two items, the second a
 * deduction (the 15 was dropped without a word: 100 received). Said after with a comma it was read.
 */
function takenOffSaidAfter(text: string, clauseStart: number, list: readonly AmountMention[]): boolean {
  if (list.length !== 2) return false;
  const [first, second] = list as [AmountMention, AmountMention];
  let clauseEnd = text.length;
  for (let p = second.end; p < text.length; p++) if (ITEM_SEPARATORS.test(text[p]!)) { clauseEnd = p; break; }
  return hasWords(text.slice(clauseStart, first.start)) && !hasWords(text.slice(first.end, second.start)) && DEDUCTION_FIRST.test(text.slice(second.end, clauseEnd));
}

/** A word of what was taken off said first (withheld, tax withheld, 扣税). */
const DEDUCTION_FIRST = new RegExp(`^\\s*(?:${DEDUCTION.source})`, DEDUCTION.flags);

// 一共 14000, 总共, 合计, 共 7000: the total said after its parts
const TOTAL_WORD_BEFORE = /(?:一共|总共|合计|共计|总计|(?<![\u3400-\u9fff])共)\s*(?:是|收了?|付了?)?\s*$/;

/**
 * The last amount of a clause said as a total (一共) of the others, which each have words of their
 * own; whether they add up to it is the caller's to check.
 */
function totalAfterParts(text: string, clauseStart: number, list: readonly AmountMention[]): AmountMention | null {
  if (list.length < 3) return null;
  const total = list[list.length - 1]!;
  const parts = list.slice(0, -1);
  if (!TOTAL_WORD_BEFORE.test(text.slice(parts[parts.length - 1]!.end, total.start))) return null;
  if (!parts.every((a, i) => hasWords(text.slice(i === 0 ? clauseStart : parts[i - 1]!.end, a.start)))) return null;
  if (list.some((a) => a.currency !== total.currency)) return null;
  return total;
}

/** Not a model number (iPhone 15); said after a money verb (买了 5999); else the largest. */
function mostPlausibleAmount(text: string, list: readonly AmountMention[]): AmountMention {
  const notModel = list.filter((a) => !/[A-Za-z]\s*$/.test(text.slice(0, a.start)));
  const candidates = notModel.length > 0 ? notModel : list;
  const afterVerb = candidates.filter((a) => MONEY_VERB_BEFORE.test(text.slice(0, a.start)));
  const pool = afterVerb.length > 0 ? afterVerb : candidates;
  return pool.reduce((best, a) => (a.number.cmp(best.number) > 0 ? a : best));
}

/** Each chosen amount is an item with the words of its clause. */
export function chooseItems(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string, guesses: Guesses): Item[] {
  const best = strongestPerClause(text, amounts, guesses);
  if (best.length === 1) {
    const a = best[0]!;
    return [{ start: 0, end: text.length, amount: a, currency: currencyOf(a) }];
  }
  const items: Item[] = [];
  let from = 0;
  best.forEach((a, i) => {
    // An item runs from the separator before its words to the separator after its amount.
    let start = from;
    for (let p = a.start - 1; p >= from; p--) if (ITEM_SEPARATORS.test(text[p]!)) { start = p + 1; break; }
    let end = text.length;
    const next = best[i + 1];
    for (let p = a.end; p < (next ? next.start : text.length); p++) if (ITEM_SEPARATORS.test(text[p]!)) { end = p; break; }
    if (next && end > next.start) end = a.end;
    items.push({ start: i === 0 ? 0 : start, end, amount: a, currency: currencyOf(a) });
    from = a.end;
  });
  return items;
}

// 3000 其中 1000 微信, 500 包括 200 现金: what follows introduces a part of the amount before it; so
// with the part's words said first (午饭 35 包括 饮料 10, 午饭 35 其中饮料 10)
const PART_OF_BEFORE = /(?:其中|包括|包含|(?<![包])含)\s*[:：]?\s*(?:([^\d\s，,、;；。！!？?]{1,8}?)\s*(?:是|为|占)?\s*[:：]?\s*)?$/d;
// after a part with words of its own, the next one (其中 水果 50 零食 30, 包括 饮料 20、小费 10)
const NEXT_WORDED_PART = /^[\s、]*(?:和|及|以及|还有)?\s*([^\d\s，,、;；。！!？?]{1,8}?)\s*(?:是|为|占)?\s*[:：]?\s*$/d;
// 包装盒 200 不包括 运费 20, 不含, 未含, 没包括, （不含运费）: what follows is said NOT to be part of the
// amount before it, so it is more money (it was read as a part of 200, 20 lost)
const NEGATED_BEFORE = /(?:不|未|没有?|并非)\s*$/;
// between one part and the next (其中1000微信 2000工行): spaces, separators and words masked as accounts
const BETWEEN_PARTS = /^[\s，,、;；\uE000]*$/;

/**
 * 小李工资 4500 实发 4000 其中 社保 500, 工资 4500 其中社保 500: in wages (or a net said), what 其中
 * says with a deduction word is withheld of the gross, no part of the amount before it (it was
 * merged into the net, itself then read as withheld: 500 paid). Left an amount of its own, for the
 * wages to read.
 */
function withheldFromWages(sentence: string, whole: AmountMention, said: RegExpExecArray): boolean {
  if (!WAGE_WORD.test(sentence) && !NET_WORD.test(sentence)) return false;
  return DEDUCTION.test(sentence.slice(whole.end + said.index, whole.end + said.index + said[0].length));
}

/**
 * 公积金 月缴存 6000 其中单位 3000: the employer's part (or mine) of what was paid into the housing fund,
 * each part from its own source (it was dropped, warned: all 6000 from one). Left an amount of its
 * own, for fundDepositParts to read.
 */
function partOfFundSaid(sentence: string, said: RegExpExecArray): boolean {
  return /公积金/.test(sentence) && FUND_CUE.test(sentence) && said[1] !== undefined && (EMPLOYER_PART.test(said[1]) || MY_PART.test(said[1]));
}

/**
 * 还老陈 3000 其中 1000 微信: an amount said after 其中 (包括, 含) is a part of the one before it,
 * not one more item (4000 was booked). The parts said after it are dropped while they add up to
 * no more than it, and the whole is booked, warned with what the parts leave unsaid. Parts larger
 * than the whole, or in another currency, are kept as said.
 * A part said with words of its own (午饭 35 包括 饮料 10: it was 45 booked) is split off to be
 * booked on its own when `namesCategory` says its words name a category (the whole then keeps the
 * rest, 25), else left in the whole; warned either way. Parts said by wallet alone (`namesWallet`,
 * 其中 微信 20 支付宝 15) that add up to the whole are kept: how it was paid; that add up to something
 * else, a 422.
 */
export function withoutParts(
  text: string,
  amounts: readonly AmountMention[],
  currencyOf: (a: AmountMention) => string,
  guesses: Guesses,
  partWords: { readonly sentence: string; readonly namesCategory: (start: number, end: number) => boolean; readonly namesWallet?: (start: number, end: number) => boolean; readonly moneyIn?: boolean } = { sentence: text, namesCategory: () => false },
): AmountMention[] {
  const out: AmountMention[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const whole = amounts[i]!;
    const first = amounts[i + 1];
    const between = first === undefined ? '' : text.slice(whole.end, first.start);
    const said = first === undefined ? null : PART_OF_BEFORE.exec(between);
    // (看病 800 其中 公司报销 500 工行, 其中3200可以报销: the part to be reimbursed, left for reimbursedPart;
    // not of money in: 工资 8000 工行 其中 报销 500 is 500 of the 8000 that came, it was 8500)
    const reimbursed = first !== undefined && partWords.moneyIn !== true && partSaidReimbursed(partWords.sentence.slice(whole.end, first.start), partWords.sentence.slice(first.end, amounts[i + 2]?.start ?? partWords.sentence.length));
    if (first === undefined || said === null || reimbursed || NEGATED_BEFORE.test(between.slice(0, said.index)) || withheldFromWages(partWords.sentence, whole, said) || partOfFundSaid(partWords.sentence, said) || currencyOf(first) !== currencyOf(whole) || first.number.gt(whole.number)) {
      out.push(whole);
      continue;
    }
    if (said[1] !== undefined) {
      const at = said.indices![1]!;
      const worded = [{ amount: first, start: whole.end + at[0], end: whole.end + at[1] }];
      let sum = first.number;
      // 超市 200 其中 水果 50 零食 30: the parts said after the first, each with words of its own, in
      // the same clause, while they add up to no more than the whole (零食 30 was more money: 230)
      for (let j = i + 2; j < amounts.length; j++) {
        const next = amounts[j]!;
        const prev = worded[worded.length - 1]!.amount;
        const more = NEXT_WORDED_PART.exec(text.slice(prev.end, next.start));
        if (more === null || currencyOf(next) !== currencyOf(whole)) break;
        const m = more.indices![1]!;
        const part = { amount: next, start: prev.end + m[0], end: prev.end + m[1] };
        // (午饭 35 其中 微信 20 支付宝 20: parts said by wallet alone go on beyond the whole, for the 422
        // below to name them all; it named 支付宝 20 alone, adding up to 20)
        const byWalletAlone = (p: { start: number; end: number }) => partWords.namesWallet?.(p.start, p.end) === true;
        if (sum.add(next.number).gt(whole.number) && !(byWalletAlone(part) && worded.every(byWalletAlone))) break;
        worded.push(part);
        sum = sum.add(next.number);
      }
      // 午饭 35 其中 微信 20 支付宝 15: parts said by wallet alone that add up to the whole are how it
      // was paid, left as amounts of their own for the split (see splitPayment; it was all 35 from WeChat)
      // (the words as said: the text scanned has the ledger's words masked)
      const wordsOf = (p: { start: number; end: number }) => partWords.sentence.slice(p.start, p.end);
      const byWallet = partWords.namesWallet;
      const total = worded.reduce((t, p) => t.add(p.amount.number), Decimal.ZERO);
      if (byWallet !== undefined && worded.length > 1 && worded.every((p) => byWallet(p.start, p.end))) {
        // (午饭 35 其中 微信 20 支付宝 10: all 35 was paid from WeChat, warned; which figure is wrong
        // cannot be guessed, as with 午饭 35 微信 20 支付宝 10 or 卖茶 1000 微信 600 支付宝 300)
        if (!total.eq(whole.number)) {
          const each = worded.map((p) => `${wordsOf(p)} ${p.amount.number.toString()}`).join(', ');
          throw Problem.unprocessable(`the amounts of each account said after ${/其中|包括|包含|含/.exec(said[0])![0]} (${each}) add up to ${total.toString()}, not to the whole ${whole.number.toString()}`, [
            { path: '/text', message: 'say how much went through each account so that it adds up to the whole' },
          ]);
        }
        out.push(whole, ...worded.map((p) => p.amount));
        i += worded.length;
        continue;
      }
      const saidOf = (p: (typeof worded)[number]) => `${p.amount.number.toString()} (${wordsOf(p)})`;
      const head = `read ${worded.map(saidOf).join(', ')} after ${/其中|包括|包含|含/.exec(said[0])![0]} as part of ${whole.number.toString()}`;
      const named = worded.filter((p) => partWords.namesCategory(p.start, p.end));
      const namedSum = named.reduce((total, p) => total.add(p.amount.number), Decimal.ZERO);
      if (named.length > 0 && namedSum.lt(whole.number)) {
        const rest = trimComputed(whole.number.sub(namedSum));
        const which = named.length === worded.length ? '' : `${named.map(saidOf).join(', ')} `;
        guesses.add(`${head}: ${which}booked on its own, ${rest.toString()} left as said before it`, 0.05);
        // (a part left in the whole goes with the amount said before it, so its number is no word of the narration)
        const kept: AmountMention[] = [{ ...whole, number: rest }];
        for (const p of worded) {
          if (named.includes(p)) kept.push(p.amount);
          else kept[kept.length - 1] = { ...kept[kept.length - 1]!, end: p.amount.end };
        }
        out.push(...kept);
      } else {
        const unnamed = worded.filter((p) => !named.includes(p)).map(wordsOf);
        const why = named.length > 0 ? '' : unnamed.length === 1 ? ` (${unnamed[0]} names no category of its own)` : ` (${unnamed.join(', ')} name no category of their own)`;
        guesses.add(`${head}, not more money: booked ${whole.number.toString()} as one${why}`, 0.1);
        out.push({ ...whole, end: worded[worded.length - 1]!.amount.end });
      }
      i += worded.length;
      continue;
    }
    const parts = [first];
    let sum = first.number;
    for (let j = i + 2; j < amounts.length; j++) {
      const next = amounts[j]!;
      const prev = parts[parts.length - 1]!;
      if (!BETWEEN_PARTS.test(text.slice(prev.end, next.start)) || currencyOf(next) !== currencyOf(whole) || sum.add(next.number).gt(whole.number)) break;
      parts.push(next);
      sum = sum.add(next.number);
    }
    const partsSaid = parts.map((p) => p.number.toString()).join(', ');
    const rest = trimComputed(whole.number.sub(sum));
    const unsaid = rest.isPositive() ? ` (where the other ${rest.toString()} came from was not said)` : '';
    guesses.add(`read ${partsSaid} after ${said[0].trim()} as part of ${whole.number.toString()}, not more money: booked ${whole.number.toString()}${unsaid}`, rest.isPositive() ? 0.15 : 0.05);
    out.push({ ...whole, end: parts[parts.length - 1]!.end });
    i += parts.length;
  }
  return out;
}
