// Chinese numerals as people write amounts and dates: 三十五, 两百零八, 两百五 (= 250),
// 三万四千五 (= 34500), 二零二六 (positional), 三点五 (= 3.5).
import { Decimal } from '../ledger/core/decimal.ts';

export const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};
const UNITS: Readonly<Record<string, bigint>> = { 十: 10n, 百: 100n, 千: 1000n, 万: 10_000n, 亿: 100_000_000n };

/** The characters a Chinese numeral is made of (for building regular expressions); 廿 and 卅 are 二十 and 三十. */
export const CHINESE_NUMERAL_CHARS = '零〇一二两三四五六七八九十百千万亿廿卅';

/**
 * An amount as said, for rules that look for one at a place in the words: in digits (500, 4,500,
 * 12.5) or in Chinese numerals, as dictation writes them (五百, 三十五, 两千). A regular expression's
 * source, to build rules from (充值五百到微信 was not read as 充值 500 到微信 is).
 */
export const AMOUNT_SAID = '(?:\\d+(?:,\\d{3})*(?:\\.\\d+)?|\\.\\d+|[零〇一二两三四五六七八九十百千万廿卅]+(?:点[零〇一二三四五六七八九]+)?)';

/**
 * AMOUNT_SAID with the multiplier amounts.ts reads after digits written against them: 2k, 1.5w,
 * 1.5万, 2千, 1万2, 1万2千 (爸妈给了2k was not read as 爸妈给了2000 is).
 */
export const AMOUNT_SCALED = `${AMOUNT_SAID}(?:(?:[万千百]|[kKwW](?![A-Za-z]))(?:\\d[千百十]?(?![\\d.]))?)?`;

/**
 * Integer value of a Chinese numeral, or null when it is not one.
 * A trailing digit right after 百/千/万 counts one unit lower (两百五 = 250), as in speech; so it
 * does after a 百 or 千 said without its 一 (百五 = 150, 千二 = 1200, as Cantonese says them).
 * 廿 and 卅 are 二十 and 三十 (廿五 = 25, 卅五 = 35).
 */
export function parseChineseInteger(text: string): bigint | null {
  if (text === '') return null;
  const chars = [...text.replace(/廿/g, '二十').replace(/卅/g, '三十').replace(/^([百千])(?=[一二两三四五六七八九])/, '一$1')];
  if (chars.every((c) => c in CHINESE_DIGITS)) {
    // Positional: 二零二六 = 2026; a single digit is just itself.
    return BigInt(chars.map((c) => CHINESE_DIGITS[c]).join(''));
  }
  let total = 0n; // completed 亿 and 万 groups
  let section = 0n; // below 万
  let digit: bigint | null = null;
  let lastUnit = 0n;
  let zeroSeen = false;
  for (const c of chars) {
    if (c in CHINESE_DIGITS) {
      const d = BigInt(CHINESE_DIGITS[c]!);
      if (digit !== null && d !== 0n) return null; // two digits in a row (三四十) is not a plain number
      if (d === 0n) zeroSeen = true;
      else digit = d;
      continue;
    }
    const unit = UNITS[c];
    if (unit === undefined) return null;
    if (unit >= 10_000n) {
      const group = section + (digit ?? 0n);
      if (group === 0n && total === 0n) return null; // 万 alone
      // 亿 scales everything before it; 万 only its own group (一亿两千万 = 120000000).
      total = unit === 10_000n ? total + group * unit : (total + group) * unit;
      section = 0n;
    } else {
      if (digit === null && !(unit === 10n)) return null; // 百 or 千 without a digit
      section += (digit ?? 1n) * unit;
    }
    digit = null;
    zeroSeen = false;
    lastUnit = unit;
  }
  if (digit !== null) {
    const spokenShortcut = !zeroSeen && lastUnit >= 100n;
    section += spokenShortcut ? digit * (lastUnit / 10n) : digit;
  }
  return total + section;
}

/** A Chinese numeral with an optional 点 fraction (三点五 = 3.5), as a Decimal. */
export function parseChineseDecimal(text: string): Decimal | null {
  const [intPart, frac, extra] = text.split('点');
  if (extra !== undefined || intPart === undefined) return null;
  const whole = parseChineseInteger(intPart);
  if (whole === null) return null;
  if (frac === undefined) return new Decimal(whole, 0);
  const fracChars = [...frac];
  if (fracChars.length === 0 || !fracChars.every((c) => c in CHINESE_DIGITS)) return null;
  const fracDigits = fracChars.map((c) => CHINESE_DIGITS[c]).join('');
  return Decimal.parse(`${whole}.${fracDigits}`);
}

/** Small integers written either way (3, 十二, 二十): for days, months, counts. */
export function parseSmallInteger(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const v = parseChineseInteger(text);
  return v === null || v > 100_000n ? null : Number(v);
}

// The financial capitals (大写) that cheques, receipts and bank slips write amounts in: 壹佰贰拾元 is
// 一百二十元, 玖拾玖元玖角 九十九元九角 (they were never read: no amount found).
const CAPITAL_OF: Readonly<Record<string, string>> = { 壹: '一', 贰: '二', 叁: '三', 肆: '四', 伍: '五', 陆: '六', 柒: '七', 捌: '八', 玖: '九', 拾: '十', 佰: '百', 仟: '千' };
// A run of two or more of them (with 零, 万, 亿), or one said against money: 拾元, 二十三块伍. Not
// the words they are part of alone: 收拾, 队伍, 大陆, 放肆 (nor 伍元旦 of 队伍元旦).
const CAPITALS = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]*[壹贰叁肆伍陆柒捌玖拾佰仟][零壹贰叁肆伍陆柒捌玖拾佰仟万亿]*/g;
const CAPITAL_MONEY_AFTER = /^(?:[元圆块角毛分](?![旦宵])|块|整)/;
const CAPITAL_MONEY_BEFORE = /[元圆块零]$/;

/** `text` with the financial capitals of its amounts written as the numerals people type, one UTF-16 code unit for one. */
export function plainNumerals(text: string): string {
  return text.replace(CAPITALS, (run: string, at: number) => {
    const inMoney = [...run].length >= 2 || CAPITAL_MONEY_AFTER.test(text.slice(at + run.length)) || CAPITAL_MONEY_BEFORE.test(text.slice(0, at));
    return inMoney ? [...run].map((c) => CAPITAL_OF[c] ?? c).join('') : run;
  });
}
