// Words and symbols that name a currency. `null` marks a money word that names no one currency
// (元, 块, 毛, ¥, yuan: Chinese money words, also said of HKD and TWD, and ¥ is also the yen's
// sign), decided from the ledger and the wallet named (see unitCurrency in entry/unit-currency.ts).
// 人民币 and RMB are CNY, whatever the ledger's default.

/**
 * Currencies of the places people travel to and pay in, said in Chinese, before or after the
 * number (50澳元, 澳元50); a longer word before the shorter one it contains (新台币 before 台币).
 * The full names (澳大利亚元, 加拿大元, 新西兰元) and the everyday ones (纽元; 澳刀, 加刀, 纽刀: 刀 is
 * what students abroad call a dollar) are the currency too: 60 澳大利亚元 was 60 yuan.
 */
const OTHER_CURRENCY_WORDS: readonly (readonly [string, string])[] = [
  ['澳门元', 'MOP'], ['澳门币', 'MOP'], ['澳大利亚元', 'AUD'], ['澳大利亚币', 'AUD'], ['澳洲元', 'AUD'], ['澳洲币', 'AUD'], ['澳元', 'AUD'], ['澳币', 'AUD'], ['澳刀', 'AUD'],
  ['加拿大元', 'CAD'], ['加拿大币', 'CAD'], ['加元', 'CAD'], ['加币', 'CAD'], ['加刀', 'CAD'],
  ['新台币', 'TWD'], ['新台元', 'TWD'], ['台币', 'TWD'], ['台元', 'TWD'], ['新加坡元', 'SGD'], ['新加坡币', 'SGD'], ['新币', 'SGD'], ['坡币', 'SGD'], ['韩元', 'KRW'], ['韩币', 'KRW'],
  ['泰铢', 'THB'], ['瑞士法郎', 'CHF'], ['瑞郎', 'CHF'], ['新西兰元', 'NZD'], ['新西兰币', 'NZD'], ['纽西兰元', 'NZD'], ['纽元', 'NZD'], ['纽币', 'NZD'], ['纽刀', 'NZD'], ['林吉特', 'MYR'],
  ['马币', 'MYR'], ['令吉', 'MYR'], ['卢布', 'RUB'],
  // (买菜 20000 越南盾, 60 菲律宾比索, 100 印度卢比: they were yuan, or the one currency of the wallet named)
  ['越南盾', 'VND'], ['越南币', 'VND'], ['菲律宾比索', 'PHP'], ['菲律宾币', 'PHP'], ['比索', 'PHP'], ['印尼盾', 'IDR'], ['印尼卢比', 'IDR'],
  ['印度卢比', 'INR'], ['卢比', 'INR'],
];

/**
 * A currency's name with 元 is also written with 圆 (Traditional 圓, folded to 圆 before reading:
 * 1200 日圓, 100 港圓, 50 美圓), each right after the other so the longest still comes first.
 */
function alsoWrittenWithYuan(words: readonly (readonly [string, string | null])[]): (readonly [string, string | null])[] {
  return words.flatMap(([word, currency]) => (currency !== null && word.includes('元') ? [[word, currency], [word.replace('元', '圆'), currency]] : [[word, currency]]));
}

/** Written after a number: 35元, 50刀, 25 美刀, 120€, 100 USD, 52蚊 (Cantonese for 块: Hong Kong dollars in Hong Kong, yuan in Guangzhou, so the wallet or the ledger decides). Longest first so 美元 wins over 元. */
export const CURRENCY_SUFFIXES: readonly (readonly [string, string | null])[] = alsoWrittenWithYuan([
  ['块钱', null], ['元钱', null], ['人民币', 'CNY'], ['块', null], ['元', null], ['圆', null], ['RMB', 'CNY'], ['rmb', 'CNY'],
  // (NTD, as Taiwan writes its dollar, is no ISO code: TWD)
  ['NTD', 'TWD'], ['ntd', 'TWD'],
  ['美元', 'USD'], ['美金', 'USD'], ['美刀', 'USD'], ['刀', 'USD'],
  ['港币', 'HKD'], ['港元', 'HKD'], ['港纸', 'HKD'], ['蚊', null],
  ['日元', 'JPY'], ['日币', 'JPY'], ['円', 'JPY'],
  ['欧元', 'EUR'], ['欧', 'EUR'],
  ['英镑', 'GBP'], ['英磅', 'GBP'], ['镑', 'GBP'],
  ...OTHER_CURRENCY_WORDS,
  ['¥', null], ['￥', null],
  // 120€, 25$, 20£: a sign written after the number, as many do (a bare $ is any dollar's, see dollarCurrency in entry/unit-currency.ts)
  ['€', 'EUR'], ['£', 'GBP'], ['$', 'USD'],
]);

/**
 * English words written after a number: 120 dollars, 1000 yen, 30 euros, 20 quid, 200 HK dollars.
 * Matched in any case as whole words, also with a plural s (3 bucks). A dollar without a place is
 * the US dollar, as 刀 is. Not won (KRW), which is also an English word (won 500 at cards), nor a
 * bare franc, which several countries pay in. 5 pounds of apples is a weight (WEIGHT_AFTER in amounts.ts).
 */
export const ENGLISH_CURRENCY_SUFFIXES: readonly (readonly [string, string | null])[] = [
  ['US dollar', 'USD'], ['dollar', 'USD'], ['buck', 'USD'],
  ['HK dollar', 'HKD'], ['Hong Kong dollar', 'HKD'], ['NT dollar', 'TWD'], ['Taiwan dollar', 'TWD'],
  ['Australian dollar', 'AUD'], ['Canadian dollar', 'CAD'], ['Singapore dollar', 'SGD'], ['NZ dollar', 'NZD'], ['New Zealand dollar', 'NZD'],
  ['euro', 'EUR'], ['pound', 'GBP'], ['quid', 'GBP'], ['yen', 'JPY'],
  ['Swiss franc', 'CHF'], ['baht', 'THB'], ['ringgit', 'MYR'], ['ruble', 'RUB'], ['rouble', 'RUB'],
  ['yuan', null], ['kuai', null], ['renminbi', 'CNY'],
];

/**
 * Written before a number: ¥35, $20, HK$100, 人民币100, 美元50. The dollars written with letters
 * come before the bare $ (A$50 is Australian, not 50 US dollars and a stray A), and CA$ before A$.
 */
export const CURRENCY_PREFIXES: readonly (readonly [string, string | null])[] = alsoWrittenWithYuan([
  ['US$', 'USD'], ['HK$', 'HKD'], ['NT$', 'TWD'], ['AU$', 'AUD'], ['CA$', 'CAD'], ['A$', 'AUD'], ['C$', 'CAD'], ['S$', 'SGD'], ['¥', null], ['￥', null], ['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'],
  ['人民币', 'CNY'], ['RMB', 'CNY'], ['NTD', 'TWD'], ['美元', 'USD'], ['美金', 'USD'], ['港币', 'HKD'], ['港元', 'HKD'],
  ['日元', 'JPY'], ['欧元', 'EUR'], ['英镑', 'GBP'], ['英磅', 'GBP'],
  ...OTHER_CURRENCY_WORDS,
]);

/**
 * ISO codes understood even when the ledger never mentions them (any case). Not MOP, which is
 * also an English word (mop 30); 澳门元 names it. Nor PHP, also a language taught (PHP 课程 299);
 * 菲律宾比索 names it.
 */
export const BUILTIN_CURRENCY_CODES: readonly string[] = [
  'CNY', 'USD', 'HKD', 'JPY', 'EUR', 'GBP', 'AUD', 'CAD', 'TWD', 'SGD', 'KRW', 'THB', 'CHF', 'NZD', 'MYR', 'RUB', 'VND', 'IDR', 'INR',
];

export const FALLBACK_CURRENCY = 'CNY';

/** The currency the Chinese money words (元, 块, 毛, 人民币) name where the ledger keeps it. */
export const CHINESE_CURRENCY = 'CNY';

/** The sign written for both the yuan and the yen (¥35). */
export const YEN_SIGNS: readonly string[] = ['¥', '￥'];

/** ISO 4217 currencies whose smallest unit is not a hundredth (JPY has no cents). */
const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  JPY: 0, KRW: 0, VND: 0, CLP: 0, ISK: 0, PYG: 0, UGX: 0,
  BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3, LYD: 3, IQD: 3,
};

/** Digits after the point of the currency's smallest unit: 2 unless listed above. */
export function minorUnitDigits(currency: string): number {
  return MINOR_UNIT_DIGITS[currency] ?? 2;
}

/** Codes of money (not of shares or funds): the built-in ones and those named in words (MOP, 澳门元). */
export function isMoneyCode(code: string): boolean {
  return BUILTIN_CURRENCY_CODES.includes(code) || CURRENCY_SUFFIXES.some(([, currency]) => currency === code);
}
