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

/** Written before a number: ¥35, $20, HK$100, 人民币100, 美元50. */
export const CURRENCY_PREFIXES: readonly (readonly [string, string | null])[] = [
  ['US$', 'USD'], ['HK$', 'HKD'], ['¥', null], ['￥', null], ['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'],
  ['人民币', null], ['RMB', null], ['美元', 'USD'], ['美金', 'USD'], ['港币', 'HKD'], ['港元', 'HKD'],
  ['日元', 'JPY'], ['欧元', 'EUR'], ['英镑', 'GBP'],
];

/** ISO codes understood even when the ledger never mentions them (any case). */
export const BUILTIN_CURRENCY_CODES: readonly string[] = ['CNY', 'USD', 'HKD', 'JPY', 'EUR', 'GBP'];

export const FALLBACK_CURRENCY = 'CNY';
