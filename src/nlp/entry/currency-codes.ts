// Currency codes said with amounts: the unit of the amount rather than an account, or a code the
// ledger does not know.
import { findAmounts, type AmountMention } from '../amounts.ts';
import { BUILTIN_CURRENCY_CODES, CURRENCY_PREFIXES, CURRENCY_SUFFIXES, ENGLISH_CURRENCY_SUFFIXES } from '../currencies.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { mask, type Span, type TermMention } from '../mentions.ts';
import { coinOfBareNumber } from './coin-said.ts';

/** A code the amount scanner takes for a currency: one the ledger knows, as spelled, or a built-in one in any case. */
function isCurrencyCode(word: string, codes: ReadonlySet<string>): boolean {
  return codes.has(word) || BUILTIN_CURRENCY_CODES.includes(word.toUpperCase());
}

/** The letters of a currency prefix (the HK of HK$200), which also name an account (Assets:Bank:HSBC-HK). */
function inCurrencyPrefix(text: string, m: Span): boolean {
  return CURRENCY_PREFIXES.some(([prefix]) => prefix.length > m.end - m.start && text.startsWith(prefix, m.start)) || ENGLISH_CURRENCY_NAME.test(text.slice(m.start));
}

// The first word of a currency's English name of several (the HK of 200 HK dollars, the US of 50 US dollars).
const ENGLISH_CURRENCY_NAME = new RegExp(
  `^(?:${ENGLISH_CURRENCY_SUFFIXES.filter(([word]) => word.includes(' ')).map(([word]) => word.replace(/ /g, '\\s+')).join('|')})s?(?![A-Za-z])`,
  'i',
);

/**
 * The term mentions without those that are the currency of an amount: in 0.01 BTC with an
 * account Assets:Coins:BTC (or one aliased BTC), BTC is the unit, not the account. Mentions are
 * masked out before the amounts are read, so it left 0.01 in the default currency, and a trade
 * of BTC for money read as two expenses in CNY. A known code in another case right after a bare
 * amount (0.01 btc) is left to the amount too, which warns of it (see unknownCodeAfter). So are
 * the letters of HK$ or US$ (with Assets:HK:BOC, HK$200 was read as $200, in USD, paid from it),
 * and of 200 HK dollars (read as 200 in the default currency, or paid from Assets:HK:BOC).
 */
export function withoutAmountUnits(text: string, terms: readonly TermMention[], payees: readonly Span[], index: NlpIndex): TermMention[] {
  const codes = terms.filter((m) => {
    const word = text.slice(m.start, m.end);
    return isCurrencyCode(word, index.currencyCodes) || index.currencyCodes.has(word.toUpperCase()) || inCurrencyPrefix(text, m);
  });
  if (codes.length === 0) return [...terms];
  const others = terms.filter((m) => !codes.includes(m));
  const amounts = findAmounts(mask(text, [...payees, ...others]), index.currencyCodes, { sentence: text });
  const unitOf = (a: AmountMention, m: Span) =>
    a.currency !== null ? a.start <= m.start && m.end <= a.end : !a.hasUnit && a.end <= m.start && /^\s*$/.test(text.slice(a.end, m.start));
  // (ETH staking reward 0.0021: the coin said apart is the unit of the bare number, see coin-said.ts)
  const coins = new Set(amounts.map((a) => coinOfBareNumber(index, text, amounts, a)));
  const units = new Set(codes.filter((m) => amounts.some((a) => unitOf(a, m)) || coins.has(text.slice(m.start, m.end))));
  return units.size === 0 ? [...terms] : terms.filter((m) => !units.has(m));
}

// What a currency code looks like in Beancount (three characters at least: AA after an amount is a split).
const CODE_AFTER = /^\s*([A-Za-z][A-Za-z0-9'._-]{1,22}[A-Za-z0-9])(?![A-Za-z0-9])/;

/**
 * The code written after a bare amount that the scanner did not take for its currency: one the
 * ledger does not know (0.01 BTC with no BTC in it), or a known one in the wrong case (0.01 btc:
 * BTC is returned).
 * Words that name accounts or payees are masked out of `text`, so they are never such a code.
 */
export function unknownCodeAfter(text: string, amount: AmountMention, codes: ReadonlySet<string>): string | null {
  if (amount.currency !== null || amount.hasUnit) return null;
  const word = CODE_AFTER.exec(text.slice(amount.end))?.[1];
  if (word === undefined) return null;
  const upper = word.toUpperCase();
  if (word === upper) return /^[A-Z]/.test(word) && !isCurrencyCode(word, codes) ? word : null;
  return codes.has(upper) ? upper : null;
}

// A word of two characters or more ending in 元, 币 or 圆 right after a bare number: a currency's
// name (60 菲律宾元, 100 越南币). Not a figure's own words (50 多元, 3 万元, 一百 余元). So is one
// ending as other currencies' names end, in 盾, 铢, 比索, 卢比, 法郎 or 镑 (500 老挝盾, 100 墨西哥比索,
// 20 比利时法郎: yuan, silently).
const CURRENCY_WORD_AFTER = /^\s*([\u3400-\u9fff]{2,5}?[元币圆]|[\u3400-\u9fff]{1,5}?(?:盾|铢|比索|卢比|法郎|镑))/;
const FIGURE_WORD = /^[多余万千百十亿几来块毛角分一二两三四五六七八九十零〇]/;

/**
 * The currency's name written after a bare amount that the scanner did not take for its currency,
 * being none it knows (60 菲律宾元: the 60 was read as yuan, silently); null when none is written.
 */
export function unknownCurrencyWordAfter(text: string, amount: AmountMention): string | null {
  if (amount.currency !== null || amount.hasUnit) return null;
  const word = CURRENCY_WORD_AFTER.exec(text.slice(amount.end))?.[1];
  if (word === undefined || FIGURE_WORD.test(word) || CURRENCY_SUFFIXES.some(([known]) => known === word)) return null;
  return word;
}
