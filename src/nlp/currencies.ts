// Words and symbols that name a currency. `null` means "the ledger's default currency"
// (元, 块, ¥ ...), which is resolved once the ledger is known.

/** Written after a number: 35元, 50刀, 100 USD. Longest first so 美元 wins over 元. */
export const CURRENCY_SUFFIXES: readonly (readonly [string, string | null])[] = [
  ['块钱', null], ['元钱', null], ['人民币', null], ['块', null], ['元', null], ['圆', null], ['RMB', null], ['rmb', null],
  ['美元', 'USD'], ['美金', 'USD'], ['刀', 'USD'],
  ['港币', 'HKD'], ['港元', 'HKD'], ['港纸', 'HKD'],
  ['日元', 'JPY'], ['日币', 'JPY'], ['円', 'JPY'],
  ['欧元', 'EUR'], ['欧', 'EUR'],
  ['英镑', 'GBP'], ['镑', 'GBP'],
  ['¥', null], ['￥', null],
];

/**
 * Written before a number: ¥35, $20, HK$100, 人民币100, 美元50. The dollars written with letters
 * come before the bare $ (A$50 is Australian, not 50 US dollars and a stray A), and CA$ before A$.
 */
export const CURRENCY_PREFIXES: readonly (readonly [string, string | null])[] = [
  ['US$', 'USD'], ['HK$', 'HKD'], ['NT$', 'TWD'], ['AU$', 'AUD'], ['CA$', 'CAD'], ['A$', 'AUD'], ['C$', 'CAD'], ['S$', 'SGD'], ['¥', null], ['￥', null], ['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'],
  ['人民币', null], ['RMB', null], ['美元', 'USD'], ['美金', 'USD'], ['港币', 'HKD'], ['港元', 'HKD'],
  ['日元', 'JPY'], ['欧元', 'EUR'], ['英镑', 'GBP'],
];

/** ISO codes understood even when the ledger never mentions them (any case). */
export const BUILTIN_CURRENCY_CODES: readonly string[] = ['CNY', 'USD', 'HKD', 'JPY', 'EUR', 'GBP'];

export const FALLBACK_CURRENCY = 'CNY';

/** ISO 4217 currencies whose smallest unit is not a hundredth (JPY has no cents). */
const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, PYG: 0, UGX: 0,
  BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3, LYD: 3, IQD: 3,
};

/** Digits after the point of the currency's smallest unit: 2 unless listed above. */
export function minorUnitDigits(currency: string): number {
  return MINOR_UNIT_DIGITS[currency] ?? 2;
}
