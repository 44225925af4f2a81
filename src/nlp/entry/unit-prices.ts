// Prices said per unit (340一斤, 2块一个, 一个5毛, 每斤340, 340元/斤, 单价340), the quantity said
// with the same unit (2斤, 买了50个, 共100个) and a total said beside them (5角一个 100个 50元).
import { Decimal } from '../../ledger/core/decimal.ts';
import type { AmountMention } from '../amounts.ts';
import { parseChineseDecimal } from '../chinese-number.ts';
import { ENGLISH_PRICE_UNITS, MEASURE_WORDS } from '../measure-words.ts';
import { ITEM_SEPARATORS } from './item.ts';

// The measure words a price is said per (see measure-words.ts, shared with the amount scanner).
const UNIT = MEASURE_WORDS;
const NUMERAL = '(\\d+(?:\\.\\d+)?|[零〇一二两三四五六七八九十百千万]+)';
const NUMERAL_CHARS = '零〇一二两三四五六七八九十百千万';
// 一个小时, 3个小时: the 个 of 小时
const HOUR_GE = '(?:个(?=小时))?';

// Before the price: 每斤 340, 单价每斤 340, 一个5毛 (not 买了一个 39: one was bought, for 39).
// (each run of spaces read one way only: a run split every way between two \s* took minutes)
const PER_UNIT_BEFORE = new RegExp(`(?:每|单价(?:\\s*每)?|(?<![了买卖要点\\d.${NUMERAL_CHARS}])(一))\\s*${HOUR_GE}(${UNIT})\\s*(?:[:：]\\s*)?$`);
// 单价340, 单价: 18: the unit is the quantity's; so is a price said of fuel or power (油价 7.8, 电价 0.6).
const UNIT_PRICE_BEFORE = /(?:单价|油价|电价|气价)\s*(?:是|为)?\s*(?:[:：]\s*)?$/;
// After the price: 340一斤, 2块钱一个, 340元/斤, 340每斤; where the measure word ends what is said of
// it or a quantity or a verb follows (30 一斤猪肉 25 is a pound of pork for 25; 2块一个买了50个 is a price).
const PER_UNIT_AFTER = new RegExp(`^\\s*(?:一|每|[/／])\\s*${HOUR_GE}(${UNIT})(?=$|[\\s，,、；;。！!？?的\\uE000\\d买卖共总要拿进收付花称用]|合计)`);
// 2斤, 50个, 一百个, 两斤半, 半斤: a quantity (not 第一个, 每个, nor the tail of another number)
const QUANTITY = new RegExp(`(?<![第每\\d.${NUMERAL_CHARS}])(?:${NUMERAL}\\s*${HOUR_GE}(${UNIT})(半)?|半${HOUR_GE}(${UNIT}))`, 'g');
const HALF = Decimal.parse('0.5');
// 50个×2元, 2元×50个, 2元乘50个: a quantity and a price multiplied, either first.
const TIMES = '(?:[×xX*]|乘以?)';
const TIMES_QUANTITY_BEFORE = new RegExp(`(?<![第每\\d.${NUMERAL_CHARS}])${NUMERAL}\\s*${HOUR_GE}(${UNIT})半?\\s*${TIMES}\\s*$`);
const TIMES_QUANTITY_AFTER = new RegExp(`^\\s*${TIMES}\\s*(?=${NUMERAL}\\s*${HOUR_GE}(${UNIT}))`);
// 单价2元 数量50, 数量: 50: a number said as the quantity, with no measure word
const COUNT_BEFORE = /数量\s*(?:[:：]\s*)?$/;

// In English: $180 per night, $180 a night, 180 USD/night, per night $180 (ENGLISH_PRICE_UNITS)
const ENGLISH_UNIT = `(${ENGLISH_PRICE_UNITS})`;
const ENGLISH_PER_UNIT_AFTER = new RegExp(`^\\s*(?:per|an?|each|/)\\s*${ENGLISH_UNIT}(?![A-Za-z])`, 'i');
const ENGLISH_PER_UNIT_BEFORE = new RegExp(`(?<![A-Za-z])per\\s+${ENGLISH_UNIT}\\s*[:：]?\\s*$`, 'i');
const AMOUNT_END = /\d\s*(?:[A-Za-z]{3}|[$€£¥元块])?\s*$/;
// 2 coffees at €4.50 each, 3 nights 180 USD apiece: the price of one of whatever is counted
const ENGLISH_EACH_AFTER = /^\s*(?:each|apiece|ea\.)(?![A-Za-z])/i;
const ENGLISH_NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
// (2 movie tickets 45 each: one word may say which tickets; not one of where or for what)
const ENGLISH_QUANTITY = new RegExp(`(?<![A-Za-z\\d.,$€£¥])(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:(?!(?:for|at|on|in|the|a|an|per|each|and|or|of|to|from|with|via|by)\\b)[A-Za-z]+\\s+)?${ENGLISH_UNIT}(e?s)?(?![A-Za-z])`, 'gi');

export interface UnitPrice {
  readonly amount: AmountMention;
  /** The measure word the price is of (斤, 个); null for a price said as 单价 alone. */
  readonly unit: string | null;
  /** Where the price and its measure word are said (340一斤, 每杯 18). */
  readonly start: number;
  readonly end: number;
  /** Said as a count of one before it (一个5毛): what one cost, and what was paid when no quantity is said. */
  readonly ofOne: boolean;
  /** Said multiplied by its quantity (50个×2元): the start or end is at the sign. */
  readonly times?: boolean;
}

export interface Quantity {
  readonly start: number;
  readonly end: number;
  readonly number: Decimal;
  /** The measure word; '' for a number said after 数量. */
  readonly unit: string;
  /** The amount read as this quantity (数量50), which is no money. */
  readonly amount?: AmountMention;
  /** The word counted as said, when it is not the unit (nights for the unit night). */
  readonly said?: string;
}

/** The amount said as the price of one unit of something, or null. `words`: the text as said (same positions), for English. */
export function unitPriceOf(text: string, amount: AmountMention, words: string = text): UnitPrice | null {
  const english = englishUnitPriceOf(words, amount);
  if (english !== null) return english;
  const before = PER_UNIT_BEFORE.exec(text.slice(0, amount.start));
  if (before !== null) return { amount, unit: before[2]!, start: before.index, end: amount.end, ofOne: before[1] !== undefined };
  const after = PER_UNIT_AFTER.exec(text.slice(amount.end));
  if (after !== null) return { amount, unit: after[1]!, start: amount.start, end: amount.end + after[0].length, ofOne: false };
  const timesBefore = TIMES_QUANTITY_BEFORE.exec(text.slice(0, amount.start));
  if (timesBefore !== null) return { amount, unit: timesBefore[2]!, start: amount.start - (timesBefore[0].length - timesBefore[0].search(new RegExp(`${TIMES}\\s*$`))), end: amount.end, ofOne: false, times: true };
  const timesAfter = TIMES_QUANTITY_AFTER.exec(text.slice(amount.end));
  if (timesAfter !== null) return { amount, unit: timesAfter[2]!, start: amount.start, end: amount.end + timesAfter[0].length, ofOne: false, times: true };
  const unitPrice = UNIT_PRICE_BEFORE.exec(text.slice(0, amount.start));
  return unitPrice === null ? null : { amount, unit: null, start: unitPrice.index, end: amount.end, ofOne: false };
}

/** $180 per night, $180 a night, per night $180, €4.50 each: the price of one, or null. */
function englishUnitPriceOf(words: string, amount: AmountMention): UnitPrice | null {
  const perBefore = ENGLISH_PER_UNIT_BEFORE.exec(words.slice(0, amount.start));
  // (not the per night of another amount before it: $180 per night $500 total)
  if (perBefore !== null && !AMOUNT_END.test(words.slice(0, perBefore.index))) return { amount, unit: perBefore[1]!.toLowerCase(), start: perBefore.index, end: amount.end, ofOne: false };
  const perAfter = ENGLISH_PER_UNIT_AFTER.exec(words.slice(amount.end));
  if (perAfter !== null) return { amount, unit: perAfter[1]!.toLowerCase(), start: amount.start, end: amount.end + perAfter[0].length, ofOne: false };
  const each = ENGLISH_EACH_AFTER.exec(words.slice(amount.end));
  // (said of one whatever is counted: with no count of things, dinner with 3 friends $20 each, what one paid)
  return each === null ? null : { amount, unit: null, start: amount.start, end: amount.end + each[0].length, ofOne: true };
}

/** 3 nights, two coffees: the English quantities said in `words` outside the spans given. */
function englishQuantitiesSaid(words: string, outside: readonly { start: number; end: number }[]): Quantity[] {
  const found: Quantity[] = [];
  for (const m of words.matchAll(ENGLISH_QUANTITY)) {
    const start = m.index;
    const end = start + m[0].length;
    if (outside.some((s) => start < s.end && end > s.start)) continue;
    const said = m[1]!.toLowerCase();
    const number = /\d/.test(said) ? Decimal.parse(said) : Decimal.fromInt(ENGLISH_NUMBERS[said]!);
    const unit = m[2]!.toLowerCase();
    if (number.isPositive()) found.push({ start, end, number, unit, said: `${unit}${m[3] ?? ''}` });
  }
  return found;
}

// hotel 2 rooms 3 nights, 2 rooms for 3 nights: another count said right before the nights a price is of
const OTHER_COUNT_BEFORE = /(?<![A-Za-z\d.,$€£¥])(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(rooms|people|persons|guests|adults)(?:\s+for)?\s*$/i;

/** The count said right before an English quantity that no price is of (2 rooms of 2 rooms 3 nights), or null. */
export function otherCountBefore(words: string, quantity: Quantity): { readonly said: string; readonly number: Decimal; readonly rooms: boolean } | null {
  if (quantity.said === undefined) return null;
  const other = OTHER_COUNT_BEFORE.exec(words.slice(0, quantity.start));
  if (other === null) return null;
  const said = other[1]!.toLowerCase();
  return { said: `${other[1]} ${other[2]}`, number: /\d/.test(said) ? Decimal.parse(said) : Decimal.fromInt(ENGLISH_NUMBERS[said]!), rooms: /^rooms$/i.test(other[2]!) };
}

/** The quantities said in `text` outside the spans given (the amounts and the measure words of their prices). */
export function quantitiesSaid(text: string, outside: readonly { start: number; end: number }[]): Quantity[] {
  const found: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const start = m.index;
    const end = start + m[0].length;
    if (outside.some((s) => start < s.end && end > s.start)) continue;
    const half = m[4] !== undefined;
    const whole = half ? Decimal.ZERO : /\d/.test(m[1]!) ? Decimal.parse(m[1]!) : parseChineseDecimal(m[1]!);
    if (whole === null) continue;
    const number = half || m[3] !== undefined ? whole.add(HALF) : whole;
    if (number.isPositive()) found.push({ start, end, number, unit: (m[2] ?? m[4])! });
  }
  return found;
}

// What may stand between a price, its quantity and the total said after them: spaces, separators,
// quantities and the words of a total (5角一个 100个 50元, 2块一个，买了50个，共100, 每斤340 收款680); before them,
// no separator (早餐 8块，2块一个 买了3个 are two things).
const BETWEEN_PRICE_AND_TOTAL = new RegExp(`^(?:[\\s，,、；;:：]|(?:in\\s+)?total(?:l?ing)?(?![A-Za-z])|came\\s+to(?![A-Za-z])|买了|卖了|收了|收到|收款|实收|共收|到账|金额|付款|支付(?!宝)|花了|付了|一共|总共|共计|合计|总计|总价|总额|共|实付|收|${NUMERAL}\\s*${HOUR_GE}${UNIT}半?|半${HOUR_GE}${UNIT})*$`);

// 小米14, Mate60: a number written against the name before it (not against the words of money:
// 单价340, 收款680, 快递费12, 花了50)
const NAME_CHAR_BEFORE = new RegExp(`[A-Za-z\\u3400-\\u9fff](?<![${NUMERAL_CHARS}价款账额收付共计费花钱给借还赚卖买了到入出支])$`);

/**
 * A bare number written against a name before a price per unit (小米14 3999一台 买了2台): the
 * model's number, no amount (the 14 was read as the total said of 3999 × 2, and booked).
 */
export function isModelNumber(text: string, amount: AmountMention, prices: readonly UnitPrice[]): boolean {
  return !amount.hasUnit && NAME_CHAR_BEFORE.test(text.slice(0, amount.start)) && prices.some((p) => p.amount !== amount && amount.end <= p.start);
}

export interface UnitPriceReading {
  readonly price: UnitPrice;
  /** The quantity said with the price's unit (or any, for 单价 alone), or null. */
  readonly quantity: Quantity | null;
  /** An amount said beside the price and its quantity with nothing else between: what they came to. */
  readonly total: AmountMention | null;
  /** An amount taken off price × quantity (优惠20, 抹零20), said right after them. */
  readonly off: { readonly amount: AmountMention; readonly word: string } | null;
}

// 优惠20, 减 20, 抹零20, 便宜了20, 折扣20 right after a price and its quantity: money off their product
const OFF_BEFORE = /^[\s，,、]*(优惠了?|立减|减了?|抹零|抹了零|便宜了?|折扣)\s*[:：]?\s*$/;

/**
 * The prices per unit among `amounts`, each with the quantity it is for and the total said of
 * them. A quantity goes to the price nearest before it, else after it, with no other amount
 * between (包子3个 6块 饺子 2块一个 买了10个: the 10); each to one price. `sameMoney` tells whether
 * two amounts are in one currency (a total must be).
 */
export function readUnitPrices(text: string, amounts: readonly AmountMention[], sameMoney: (a: AmountMention, b: AmountMention) => boolean, sentence?: string): UnitPriceReading[] {
  // (the words as said, where a category's word is not masked out: 2 coffees at €4.50 each)
  const words = sentence !== undefined && sentence.length === text.length ? sentence : text;
  const counts = amounts.filter((a) => !a.hasUnit && COUNT_BEFORE.test(text.slice(0, a.start)));
  const all = amounts.filter((a) => !counts.includes(a)).map((a) => unitPriceOf(text, a, words)).filter((p): p is UnitPrice => p !== null);
  const money = amounts.filter((a) => !counts.includes(a) && !isModelNumber(text, a, all));
  const prices = all.filter((p) => money.includes(p.amount));
  if (prices.length === 0) return [];
  const quantities: Quantity[] = [...quantitiesSaid(text, [...amounts, ...prices]), ...englishQuantitiesSaid(words, [...amounts, ...prices]), ...counts.map((a) => ({ start: a.start, end: a.end, number: a.number, unit: '', amount: a }))].sort((a, b) => a.start - b.start);
  const taken = new Set<Quantity>();
  return prices.map((price) => {
    const total = totalSaid(text, price, money, prices, sameMoney);
    const others = money.filter((a) => a !== price.amount && a !== total);
    const clear = (from: number, to: number) => !others.some((a) => a.start >= from && a.end <= to);
    const fits = quantities.filter((q) => !taken.has(q) && (price.unit === null || q.unit === '' || sameUnit(q.unit, price.unit)));
    const before = fits.filter((q) => q.end <= price.start && clear(q.end, price.start)).at(-1);
    // (an English count after a price of each is the next thing's: $50 each 1 beer $8)
    const after = fits.find((q) => q.start >= price.end && clear(price.end, q.start) && !(price.unit === null && q.said !== undefined));
    const quantity = before ?? after ?? null;
    if (quantity !== null) taken.add(quantity);
    // 每斤340 2斤 优惠20 收款660: the discount comes off the product, and a total said after it wins
    const spanEnd = Math.max(price.end, quantity?.end ?? 0);
    const offAmount = total === null && quantity !== null ? money.find((a) => a.start >= spanEnd && OFF_BEFORE.test(text.slice(spanEnd, a.start)) && sameMoney(a, price.amount)) : undefined;
    if (offAmount === undefined) return { price, quantity, total, off: null };
    const off = { amount: offAmount, word: OFF_BEFORE.exec(text.slice(spanEnd, offAmount.start))![1]! };
    const afterOff = money.find((a) => a.start >= offAmount.end && a !== price.amount && sameMoney(a, price.amount) && BETWEEN_PRICE_AND_TOTAL.test(text.slice(offAmount.end, a.start)));
    return { price, quantity, total: afterOff ?? null, off };
  });
}

function totalSaid(text: string, price: UnitPrice, amounts: readonly AmountMention[], prices: readonly UnitPrice[], sameMoney: (a: AmountMention, b: AmountMention) => boolean): AmountMention | null {
  const candidates = amounts.filter((a) => a !== price.amount && !prices.some((p) => p.amount === a) && sameMoney(a, price.amount));
  const after = candidates.find((a) => a.start >= price.end && BETWEEN_PRICE_AND_TOTAL.test(text.slice(price.end, a.start)));
  const before = candidates.filter((a) => a.end <= price.start && !ITEM_SEPARATORS.test(text.slice(a.end, price.start)) && BETWEEN_PRICE_AND_TOTAL.test(text.slice(a.end, price.start))).at(-1);
  return after ?? before ?? null;
}

/** 节 and 节课, 堂 and 堂课 count the same lessons (一节课 200 上了4节 is 800: it was 200). */
function sameUnit(a: string, b: string): boolean {
  return a === b || a.replace(/课$/, '') === b.replace(/课$/, '');
}
