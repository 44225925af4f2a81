// Resolves the date a sentence talks about, relative to a reference day: 今天, 昨晚, 大前天,
// 三天前, 120天前, 两个月前, 周三, 上周二, 周末, 上个月8号, 10月12号, 2025年12月31日, 2026-10-20,
// 20261020, 10/9, 10-9, 十月二十号, 元旦, 年底, 月中, 上个月的今天.
// Rules: weeks start on Monday; a bare weekday (周三) is the most recent one, today included;
// a date written without a year is never in the future (it moves back a year, or a month
// for 8号); explicit future dates (明天, 2027-01-01, 下周一) are kept, with a warning.
import { parseSmallInteger } from './chinese-number.ts';
import { addDays, daysInMonth, isIsoDate, isValidDate, isoDate, isoWeekday, shiftMonth, splitIso } from './calendar.ts';

export interface DateMention {
  readonly start: number;
  readonly end: number;
  /** null when the text names an impossible date (2月30日): masked, but not used. */
  readonly date: string | null;
  readonly warnings: readonly string[];
  /**
   * A date word whose day is not worked out (除夕, 中秋: the lunar calendar) or not said (去年, a
   * few months ago): why, as resolveDate warns it with the date used ("date 除夕 not understood
   * (lunar calendar)", "date 去年 names no day").
   */
  readonly unread?: string;
}

export interface ResolvedDate {
  readonly date: string;
  /** Every date expression found (to mask out before looking for amounts). */
  readonly mentions: readonly DateMention[];
  readonly warnings: readonly string[];
  /** true when the text said which day it was. */
  readonly stated: boolean;
  /** Read with the day first (see findDates). */
  readonly dayFirst?: boolean;
  /** The words taking a date back (昨天，不对，是前天: 不对，是), left out of the narration. */
  readonly correction?: { readonly start: number; readonly end: number };
}

// Numerals never start or end inside a longer run of digits (123号 is no 23rd, 120天前 no 20 days).
// (廿 and 卅 are 二十 and 三十: 廿五号, 十月卅一号)
const CN_DIGIT = '零〇一二两三四五六七八九十廿卅';
const CN_NUMERAL = `${CN_DIGIT}百千万`;
const NUMERAL = `(?:(?<!\\d)\\d{1,2}(?!\\d)|(?<![${CN_NUMERAL}])[${CN_DIGIT}]{1,3}(?![${CN_NUMERAL}]))`;
const N = `(${NUMERAL})`;
// 这个月的房租, 上个月的电费: a month before 的 and a thing (not a day of it: 这个月的3号, 月底)
const OF_THE_MONTH = new RegExp(`^\\s*的(?!\\s*(?:${NUMERAL}|月?[初底末尾头中]|最后|第))`);
// 这个月车贷 3580, 上个月房贷: a loan's instalment said right after the month (without 的) says which
// instalment (it was dated the 1st of the month); a bill so said, 这个月 房租 4500, is still the 1st
const MONTHS_BILL = /^\s*(?:[房车]贷|月供|按揭)(?!利息)/;
// 补交 上个月 停车费, 交了这个月 物业费: a month right after a verb of paying a bill, and a thing after
// it, says which month's bill is paid, not when (it was dated the 1st of that month); 公交 and 成交 are
// no paying, and a day after the month (上个月 5号) is one
const PAID_FOR_MONTH = /(?:补交|补缴|(?<![公成外社提递])交|缴)(?:了|清)?\s*$/;
// 这个月电费 213.5 支付宝交的: the bill said right after the month and paid after it (交的, 缴了), as
// 交了这个月 电费 is (it was the 1st; 这个月 房租 4500 with no paying said stays the 1st)
// (这个月水费 60 微信付的, 花呗账单这个月 一共 800 先还 300: 付 and a bill's repayment are paying it too;
// they were dated the 1st)
const PAID_AFTER_BILL = /(?<![公成外社提递])(?:交|缴|(?<![已没未])付|(?<![没])还)(?:的|了)|(?:先|这次|这回|本次)还/;
const BILL_WORD = /^\s*[\u3400-\u9fff]{0,3}(?:费|租)/;
// the bill said right before the month: 花呗账单这个月, 信用卡账单 本月
const BILL_BEFORE = /(?:费|租|账单)\s*的?\s*$/;
// (一共 after the month starts with a numeral, and is no day: 账单这个月 一共 800)
const BILL_AFTER_MONTH = new RegExp(`^\\s*(?!(?!一共)${NUMERAL}|月?[初底末尾头中]|最后|第)[\u3400-\u9fff]`);
// 11月 房租, 12月的房租: the rent of that month (a year said with it, 去年12月 房租, stays a date)
const RENT_AFTER_MONTH = /^\s*的?\s*(?:房租|租金|月租)/;
// 加油 92号, 95号汽油, 柴油 0号: the grade of the fuel (no day of a month: 0, or over 31), no date
// (it was warned as an impossible day)
// (加了 38升 92号: the litres filled said right before)
const FUEL_BEFORE = /(?:(?:加油|汽油|柴油)[^\d，,。；;]{0,3}|\d\s*(?:升|公升|L)\s*)$/;
const FUEL_AFTER = /^\s*(?:汽油|柴油|油)/;
function fuelGrade(m: RegExpExecArray): boolean {
  const n = num(m[1]);
  if (n === null || (n >= 1 && n <= 31)) return false;
  return FUEL_BEFORE.test(m.input.slice(0, m.index)) || FUEL_AFTER.test(m.input.slice(m.index + m[0].length));
}
// Some keyboards space out numbers (2024 年 12 月 28 日, 3 号). A space before the day only when
// 日 or 号 says it is one: 电费 11月 85 is November's bill of 85.
const DAY_SPACE = `(?:\\s+(?=${NUMERAL}\\s*[日号]))?`;
/** A count of any size (120天前, 一百天前). */
const COUNT = `((?<![\\d.])\\d+(?![\\d.])|(?<![${CN_NUMERAL}])[${CN_NUMERAL}]+)`;
/** A count said roughly: 十几, 二十多, 10来, 几十, 好几百. */
const VAGUE_COUNT = `(?:(?<![\\d.${CN_NUMERAL}])(?:\\d+|[${CN_NUMERAL}]+)[几多来]|(?<![\\d${CN_NUMERAL}])好?几[十百千]+[几多来]?)`;
/** The longest span a count of days, weeks or months may go back (about a hundred years). */
const MAX_DAYS_BACK = 36_600;
const WEEKDAYS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, 七: 7, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7 };
const RELATIVE_DAYS: readonly (readonly [RegExp, number])[] = [
  // (the day before yesterday, the "the" often left out: day before yesterday)
  [/(?:\bthe\s+)?\bday\s+before\s+(?:yesterday|yday|yest)\b/gi, -2],
  // last night, this morning: a part of the day with its day word is that day, as 昨晚 and 今早 are
  // (with the shortenings and slips of a phone keyboard: yday, yest, yesteday, yestrday...)
  [/\b(?:(?:yesterday|yday|yest|yesteday|yestrday|yesturday|yestarday|yesterdy|yeserday|yestday|ysterday)(?:\s+(?:morning|afternoon|evening|night))?|last\s+night)\b/gi, -1],
  // (texting's 2day and 2nite too)
  [/\b(?:today|tonight|2day|2nite|this\s+(?:morning|afternoon|evening))\b/gi, 0],
  // as 明天 and 后天: the future, warned (a booking made ahead)
  [/\bthe day after tomorrow\b/gi, 2],
  // (and its texting spellings: tmrw, tmr, tmrrw, 2moro, 2morrow, tomoz)
  [/\b(?:tomorrow|tmrw|tmr|tmrrw|tmrow|2moro|2morro|2morrow|2morow|tomoz)(?:\s+(?:morning|afternoon|evening|night))?\b/gi, 1],
  // (大大前天: one day more, as dictation writes it)
  [/大大前天|大大前儿/g, -4],
  [/大前天|大前儿|大前日/g, -3],
  [/前天|前晚|前儿|(?<![\d一二两三四五六七八九十几多])前日/g, -2],
  // (Cantonese: 琴日, 寻日, 噚日 are yesterday, 前日 the day before, 听日 tomorrow; 尋日 and 聽日 are read
  // folded to Simplified, see traditional.ts)
  [/昨天|昨晚|昨儿|昨日|昨早|昨夜|琴日|琴晚|寻日|噚日|寻晚/g, -1],
  [/今天|今早|今晚|今儿|今日|今夜/g, 0],
  [/明天|明早|明晚|明儿|明日|听日/g, 1],
  [/大大后天/g, 4],
  [/大后天/g, 3],
  [/后天/g, 2],
];

const DAY_PART = '(?:凌晨|清晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜里|半夜)';
// 2点15, 23点45: two digits of minutes after the hour say a time as 分 does (a price is no 2点15;
// 3点5 may be 3.5 and is left alone). So do minutes in tens, 两点十五 (三点五 is 3.5, no 十 in it).
const HOUR_MINUTES = `(?<!\\d)(?:[01]?\\d|2[0-4])点[0-5]\\d(?![\\d.])|${N}[点时][一二三四五]?十[一二三四五六七八九]?(?![${CN_NUMERAL}])`;
const HH_MM = '(?<!\\d)(?:[01]?\\d|2[0-3])[:：][0-5]\\d(?!\\d)';
const CLOCK = new RegExp(
  // a span of time (8:10-9:20) is one: its dash must not stay in the narration
  `${DAY_PART}\\s*${N}[点时](?:半|[一三]刻|${N}分?|钟)?|${N}[点时](?:半|[一三]刻|${N}分|钟)|${HOUR_MINUTES}|${HH_MM}(?:\\s*[-~～到至]\\s*${HH_MM})?`,
  'g',
);

/** null: the match is not a date after all (it stays for the amount scanner). */
type Resolver = (m: RegExpExecArray, ref: string) => { date: string | null; warnings: string[]; unread?: string } | null;

function futureWarning(date: string, ref: string): string[] {
  return date > ref ? [`date ${date} is in the future (after ${ref})`] : [];
}

function explicit(year: number, month: number, day: number, ref: string): { date: string | null; warnings: string[] } {
  if (!isValidDate(year, month, day)) return { date: null, warnings: [`ignored impossible date ${year}-${month}-${day}`] };
  const date = isoDate(year, month, day);
  return { date, warnings: futureWarning(date, ref) };
}

/** Holidays on one day of the Gregorian calendar, by name (without 节), as [month, day]. */
const FIXED_HOLIDAYS: Readonly<Record<string, [number, number]>> = {
  国庆: [10, 1],
  十一: [10, 1],
  劳动: [5, 1],
  五一: [5, 1],
  儿童: [6, 1],
  情人: [2, 14],
  妇女: [3, 8],
  教师: [9, 10],
  平安夜: [12, 24],
  圣诞: [12, 25],
};

/** The day of April that 清明 (the solar term) falls on in a year of 1901-2099: the usual rule, [y·0.2422 + 4.81] - [y/4] for y the year's last two digits. */
function qingmingDay(year: number): number {
  const y = year % 100;
  return Math.floor(y * 0.2422 + 4.81) - Math.floor(y / 4);
}

/**
 * Month and day without a year: this year, or last year when that would be in the future; warned
 * when this year's is the nearer (12/25 said on Nov 28, 3/14 on Mar 13 may be a booking made
 * ahead; they were moved back a year silently), not 12/28 said on Jan 6.
 */
function withoutYear(month: number | null, day: number | null, ref: string): { date: string | null; warnings: string[] } {
  const r = splitIso(ref);
  if (month === null || day === null) return { date: null, warnings: ['ignored unreadable date'] };
  const thisYears = isValidDate(r.year, month, day) ? isoDate(r.year, month, day) : null;
  for (let year = r.year; year >= r.year - 4; year--) {
    if (!isValidDate(year, month, day)) continue;
    const date = isoDate(year, month, day);
    if (date <= ref) return { date, warnings: thisYears !== null && thisYears > ref && daysFrom(ref, thisYears) < daysFrom(date, ref) ? [`no year said: used ${date}, as ${thisYears} is in the future (after ${ref})`] : [] };
  }
  return { date: null, warnings: [`ignored impossible date ${month}月${day}日`] };
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** Day of a month counted from the reference month; moves back a month while in the future when `past` is set. */
function dayOfMonth(monthOffset: number, day: number | null, ref: string, past: boolean): { date: string | null; warnings: string[] } {
  const r = splitIso(ref);
  if (day === null || day < 1 || day > 31) return { date: null, warnings: ['ignored impossible day of month'] };
  for (let offset = monthOffset; offset >= monthOffset - 12; offset--) {
    const { year, month } = shiftMonth(r.year, r.month, offset);
    if (day > daysInMonth(year, month)) {
      // (上个月30号 said in March: that month's last day, warned; it was today's date, a month later)
      if (offset === monthOffset && !past) {
        const last = isoDate(year, month, daysInMonth(year, month));
        return { date: last, warnings: [`impossible date ${year}-${month}-${day}: used ${last}, the last day of that month`, ...futureWarning(last, ref)] };
      }
      continue;
    }
    const date = isoDate(year, month, day);
    if (past && date > ref) continue;
    return { date, warnings: futureWarning(date, ref) };
  }
  return { date: null, warnings: ['ignored impossible day of month'] };
}

/** A month or a week said without a day: its first (or, for 月底, last; for 月中 the 15th) day, with a warning. */
function periodStart(year: number, month: number, day: number | 'last', ref: string, said: string): { date: string | null; warnings: string[] } {
  if (month < 1 || month > 12) return { date: null, warnings: [`ignored impossible month ${said}`] };
  const date = isoDate(year, month, day === 'last' ? daysInMonth(year, month) : day);
  return { date, warnings: [`day not said; used ${date} for ${said}`, ...futureWarning(date, ref)] };
}

/** 底 and 末 say a month's last day; 中 (中旬) its 15th; 初, or nothing, its first. */
// (Cantonese: 月尾 is 月底, 月头 月初)
function partOfMonth(word: string | undefined): 1 | 15 | 'last' {
  return word === '底' || word === '末' || word === '尾' ? 'last' : word?.startsWith('中') ? 15 : 1;
}

// 月中, 10月中旬: the middle of a month (not 中奖, 中了, 中秋...)
// Only before a digit, a space, a mark, 的, the end or a verb of paying (月中交房租): 中 begins many
// words (中行, 中国银行, 中信, 中石化, 中午, 中期: recheck QA, 11月中行还款 was dated the 15th and paid
// another card), and none of those with these verbs. Before another 中, the first is the month's
// (月中中行还款).
const MID_VERB = '交|缴|付|还|买|充|转账|收|发|领|存|取|花|报销|订|续费|给|借|请|吃|打车|去';
const MID = `中(?:旬|(?=[\\s\\d，,。；;、！!？?的中]|$|${MID_VERB}))`;

/**
 * 年底 and 年初 without a year are 12月底 and 1月初 (the last Dec 1 not in the future: 年底 said
 * in November is last year's Dec 31, as 12月30号 is last year's); with one (去年底, 去年年底,
 * 2025年初) that year's. Warned "day not said", as 月底 is.
 */
function partOfYear(year: number | null, word: string, ref: string, said: string): { date: string | null; warnings: string[] } {
  const month = word === '初' ? 1 : 12;
  const inYear = year ?? splitIso(withoutYear(month, 1, ref).date ?? ref).year;
  return periodStart(inYear, month, partOfMonth(word), ref, said);
}

const YEAR_WORDS: Readonly<Record<string, number>> = { 前年: -2, 去年: -1, 今年: 0, 明年: 1 };

/** The date of a date word whose day is not said, only its year or a vague span (去年, a few months ago). */
function noDaySaid(said: string): { date: null; warnings: string[]; unread: string } {
  return { date: null, warnings: [], unread: `date ${said.trim()} names no day` };
}

function monthOffsetOf(word: string): number {
  return word.startsWith('上上') ? -2 : word.startsWith('上') ? -1 : word.startsWith('下') ? 1 : 0;
}

function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** `n` days back (三天前, 120天前); a count beyond a hundred years is no date. */
function daysBack(n: number | null, said: string, ref: string): { date: string | null; warnings: string[] } {
  if (n === null || n > MAX_DAYS_BACK) return { date: null, warnings: [`ignored unreadable date ${said}`] };
  return { date: addDays(ref, -n), warnings: [] };
}

/** The same day `n` months back, or the month's last day when it is shorter (2024-03-31 less a month is 2024-02-29). */
function monthsBack(n: number | null, said: string, ref: string): { date: string | null; warnings: string[] } {
  if (n === null || n * 31 > MAX_DAYS_BACK) return { date: null, warnings: [`ignored unreadable date ${said}`] };
  const r = splitIso(ref);
  const { year, month } = shiftMonth(r.year, r.month, -n);
  return { date: isoDate(year, month, Math.min(r.day, daysInMonth(year, month))), warnings: [] };
}

/** 上个月的今天, 上周的今天: the same day that many months or weeks back, as 去年的今天 is. */
function sameDayBack(which: string, unit: string, ref: string): { date: string | null; warnings: string[] } {
  const offset = monthOffsetOf(which);
  if (unit.endsWith('月')) {
    const r = monthsBack(-offset, which + unit, ref);
    return r.date === null ? r : { date: r.date, warnings: futureWarning(r.date, ref) };
  }
  const date = addDays(ref, 7 * offset);
  return { date, warnings: futureWarning(date, ref) };
}

function inexact(date: string, said: string): { date: string; warnings: string[] } {
  return { date, warnings: [`day not said exactly; used ${date} for ${said}`] };
}

/**
 * 周末: the most recent Saturday, today included; 这周末 this week's Saturday, as 这周六 is (a
 * future one warned), 上周末 the Saturday of last week (下周末 of next week).
 */
function weekend(word: string, ref: string): { date: string; warnings: string[] } {
  const which = word.slice(0, -2);
  return weekendSaturday(which === '' ? null : monthOffsetOf(which), word, ref);
}

/** The Saturday of the week `weeks` from this one, or with null the most recent one, today included. */
function weekendSaturday(weeks: number | null, said: string, ref: string): { date: string; warnings: string[] } {
  const date = weeks === null ? addDays(ref, -((isoWeekday(ref) - 6 + 7) % 7)) : addDays(mondayOf(ref), weeks * 7 + 5);
  return { date, warnings: [`day not said; used ${date} for ${said}`, ...futureWarning(date, ref)] };
}

/** A week without a day (上周, last week) is its Monday, warned. */
function weekMonday(weeks: number, said: string, ref: string): { date: string; warnings: string[] } {
  const date = addDays(mondayOf(ref), weeks * 7);
  return { date, warnings: [`day not said; used ${date}, the Monday of ${said}`, ...futureWarning(date, ref)] };
}

const num = (s: string | undefined) => (s === undefined ? null : parseSmallInteger(s));

// after these, 1.5 is an amount or a quantity (1.5小时, 2.5公里), never a month and a day
const UNIT_AFTER = /^\s*(?:元|块|毛|角|钱|rmb|¥|美元|美金|刀|usd|万|千|百|k|w|折|%|斤|公斤|个|杯|小时|钟头|分钟|天|晚|次|公里|km|周|年|岁|人|期|倍|升|米)/i;
const LATER_AMOUNT = /\d|[零〇一二两三四五六七八九十百千]+\s*[块元]/;
// The units a decimal such as 1.5 can carry. After a space a one-character unit stands alone
// (1.5 斤, 1.5 万元) or it begins a word (12.3 晚饭, 12.28 天猫, 12.28 年货, 12.3 毛衣, 12.28 人民公园).
// Things counted whole (晚, 人, 次, 杯, 期) never follow a decimal, so 12.3晚饭 is no 12.3 nights either.
const DECIMAL_UNIT_AFTER =
  /^(?:\s*(?:元|块|[万千百毛][元块钱]|美元|美金|小时|钟头|分钟|公里|公斤|¥|%|(?:rmb|usd|km|k|w)(?![a-z]))|\s+[毛角钱刀万千百折斤个杯天晚次周年岁人期倍升米](?![\u3400-\u9fff])|[毛角钱刀万千百折斤个天周年岁倍升米])/i;

/** 11.3 电费 200: a leading M.D is the date when an amount follows it; 11.3 电费 alone is 11.3 yuan. */
function dottedMonthDay(m: RegExpExecArray, ref: string): { date: string | null; warnings: string[] } | null {
  const month = Number(m[1]);
  const day = Number(m[2]);
  const rest = m.input.slice(m.index + m[0].length);
  if (month < 1 || month > 12 || day < 1 || day > 31 || DECIMAL_UNIT_AFTER.test(rest) || !LATER_AMOUNT.test(rest)) return null;
  const r = withoutYear(month, day, ref);
  return r.date === null ? null : { date: r.date, warnings: [`read ${m[0]} as the date ${r.date}`] };
}

function dottedDayMonth(m: RegExpExecArray, ref: string): { date: string | null; warnings: string[] } | null {
  const afterWord = m[1] !== undefined;
  const [day, month] = afterWord ? [Number(m[1]), Number(m[2])] : [Number(m[3]), Number(m[4])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (!afterWord && !/\d/.test(m.input.slice(0, m.index) + m.input.slice(m.index + m[0].length))) return null;
  const r = withoutYear(month, day, ref);
  return r.date === null ? null : r;
}

// 到 7-15, to 7/15, 至 15号: the end of a range of dates that a date starts
const DATE_RANGE_AFTER = /^\s*(?:到|至|\bto\b|\btill\b|\buntil\b)\s*\d{1,2}(?:[-/.月]\d|[号日])/i;

/**
 * 7-11 买饮料 6: the shop (7-Eleven, as the payees spell it) before what was bought there, not
 * July 11. 7-11号, 7-11 before a number (7-11 30 午饭) and 7-11 starting a range of dates
 * (7-11 到 7-15, 7-11 to 7-15) stay the date.
 */
function isSevenEleven(said: string, rest: string): boolean {
  return said === '7-11' && /^\s*[\u3400-\u9fffA-Za-z]/.test(rest) && !DATE_RANGE_AFTER.test(rest);
}

/**
 * 11-25 午饭 30: a month and a day as 11/25 is, when another amount is said, the pair is a
 * possible date and no unit follows it: a hyphen also joins a range or a subtraction (20-30 块,
 * 3-5人, 午饭 10-5), and times (8:10-9:20) and phone numbers (138-1234-5678) are no dates.
 */
function hyphenMonthDay(m: RegExpExecArray, ref: string): { date: string | null; warnings: string[] } | null {
  const month = Number(m[1]);
  const day = Number(m[2]);
  const rest = m.input.slice(m.index + m[0].length);
  const otherAmount = LATER_AMOUNT.test(m.input.slice(0, m.index) + ' ' + rest);
  if (month < 1 || month > 12 || day < 1 || day > 31 || UNIT_AFTER.test(rest) || !otherAmount || isSevenEleven(m[0], rest)) return null;
  return withoutYear(month, day, ref);
}

// English: weekdays (full names; the short ones after on/last/this/next, since sat and sun are
// words too), month names with a day (Nov 3, 3rd November 2025), N days/weeks ago, on the 3rd,
// last week/weekend/month. A bare weekday is the most recent one, today included, as in Chinese;
// `last Friday` the most recent one before today; `this`/`next` the one of this or next week
// (Monday first).
const EN_WEEKDAYS: Readonly<Record<string, number>> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
const EN_WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?<=\\b(?:on|last|this|next)\\s+)(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\\.?';
const EN_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const EN_MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const EN_DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const EN_ON = '(?:\\bon\\s+(?:the\\s+)?)?';
const monthNumber = (name: string) => EN_MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

const EN_OFFSET: Readonly<Record<string, number>> = { last: -1, this: 0, next: 1 };
const enOffset = (word: string) => EN_OFFSET[word.toLowerCase()]!;

/**
 * 12/30/2025 (US) or 30/12/2025: a part above 12 is the day. When both could be the month,
 * month first, as 11/25 is read, warned with the other reading unless both name the same day.
 */
function numericDateWithYear(m: RegExpExecArray, ref: string): { date: string | null; warnings: string[] } {
  const [first, second, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
  if (first > 12 && second <= 12) return explicit(year, second, first, ref);
  const monthFirst = explicit(year, first, second, ref);
  if (first > 12 || second > 12 || first === second || monthFirst.date === null) return monthFirst;
  const dayFirst = isoDate(year, second, first);
  return { date: monthFirst.date, warnings: [`read ${m[0].replace(/^on\s+/i, '')} month first as ${monthFirst.date} (day first it is ${dayFirst})`, ...monthFirst.warnings] };
}

function englishMonthDay(month: number, day: number, year: string | undefined, ref: string): { date: string | null; warnings: string[] } {
  return year === undefined ? withoutYear(month, day, ref) : explicit(Number(year), month, day, ref);
}

/**
 * 25 Nov, 25th November 2025: a day before the month name is the date, and a number after the
 * month is then the amount (25 Nov 60). A bare number after other words with a possible day after
 * the month (taxi 15 Nov 30) could also be the amount before Nov 30: read day first, warned.
 */
function dayFirstMonth(m: RegExpExecArray, ref: string): { date: string | null; warnings: string[] } {
  const r = englishMonthDay(monthNumber(m[2]!), Number(m[1]), m[3], ref);
  const after = /^\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d.,:/-])/.exec(m.input.slice(m.index + m[0].length));
  const before = m.input.slice(0, m.index);
  const bare = /^\d+\s/.test(m[0]) && m[3] === undefined && !/^\s*$/.test(before);
  const otherDay = after === null ? 0 : Number(after[1]);
  if (r.date === null || !bare || otherDay < 1 || otherDay > 31) return r;
  const other = withoutYear(monthNumber(m[2]!), otherDay, ref).date;
  if (other === null) return r;
  return { date: r.date, warnings: [`read ${m[0]} as the date ${r.date}; it may be ${m[2]} ${otherDay} (${other}) with ${m[1]} the amount`, ...r.warnings] };
}

const ENGLISH_PATTERNS: readonly (readonly [RegExp, Resolver])[] = [
  // Not after a day (25 Nov 60, 25th Nov 60, 15 Nov 30): day first, the number after the month is the amount.
  [new RegExp(`${EN_ON}\\b(?<!(?<![\\d.,])(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?)${EN_MONTH}\\s+${EN_DAY}\\b(?:,?\\s+(\\d{4})\\b)?`, 'gi'), (m, ref) => englishMonthDay(monthNumber(m[1]!), Number(m[2]), m[3], ref)],
  [new RegExp(`${EN_ON}\\b${EN_DAY}\\s+(?:of\\s+)?${EN_MONTH}(?![a-z])(?:,?\\s+(\\d{4})\\b)?`, 'gi'), dayFirstMonth],
  [new RegExp(`${EN_ON}\\b(?:(last|this|next)\\s+)?(?:${EN_WEEKDAY})(?![a-z])`, 'gi'), (m, ref) => {
    const weekday = EN_WEEKDAYS[(m[2] ?? m[3])!.slice(0, 3).toLowerCase()]!;
    const which = m[1]?.toLowerCase();
    const back = (isoWeekday(ref) - weekday + 7) % 7;
    if (which === undefined) return { date: addDays(ref, -back), warnings: [] };
    if (which === 'last') return { date: addDays(ref, -(back === 0 ? 7 : back)), warnings: [] };
    const date = addDays(mondayOf(ref), (which === 'next' ? 7 : 0) + weekday - 1);
    return { date, warnings: futureWarning(date, ref) };
  }],
  // N days, weeks, months or years ago, as 三天前, 两周前, 两个月前 and 3年前 are; a few days ago
  // and a couple of days ago as 前几天 and 前两天 (3 and 2 days, warned); a few weeks, months or
  // years ago name no day (warned).
  [/\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?few|several|(?:a\s+)?couple(?:\s+of)?)\s+(days?|weeks?|months?|years?)\s+ago\b/gi, (m, ref) => {
    const words: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
    const count = m[1]!.toLowerCase();
    const unit = m[2]!.toLowerCase();
    if (/few|several|couple/.test(count)) return unit.startsWith('day') ? inexact(addDays(ref, count.includes('couple') ? -2 : -3), m[0]) : noDaySaid(m[0]);
    const n = words[count] ?? Number(count);
    if (unit.startsWith('month')) return monthsBack(n, m[0], ref);
    if (unit.startsWith('year')) return monthsBack(12 * n, m[0], ref);
    return daysBack(n * (unit.startsWith('week') ? 7 : 1), m[0], ref);
  }],
  // on the 3rd: a day of this month, else of the month before (never in the future), as 3号 is.
  // The ordinal and the "on" are needed: "the 2nd time" and "on 3 coffees" are no days.
  [/\bon\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/gi, (m, ref) => dayOfMonth(0, Number(m[1]), ref, true)],
  // Periods without a day, as 上周末, 上周, 上个月 are: last weekend is last week's Saturday,
  // (over) the weekend the most recent one, last week its Monday, last month its 1st (the end of: its last day).
  [/\b(?:(last|this|next)|(?:on|over|at)\s+the)\s+weekend\b/gi, (m, ref) => weekendSaturday(m[1] === undefined ? null : enOffset(m[1]), m[0], ref)],
  [/\b(last|this|next)\s+week\b/gi, (m, ref) => weekMonday(enOffset(m[1]!), m[0], ref)],
  [/\b(?:(?:at\s+)?(?:the\s+)?(end)\s+of\s+)?(last|this|next)\s+month\b/gi, (m, ref) => {
    const r = splitIso(ref);
    const { year, month } = shiftMonth(r.year, r.month, enOffset(m[2]!));
    return periodStart(year, month, m[1] === undefined ? 1 : 'last', ref, m[0]);
  }],
  // The end or the start of a year, as 去年底, 年初 (the end of the year alone: 年底, see
  // partOfYear); last year alone names no day, as 去年 alone does (warned; last year's is a
  // thing's, not a day).
  [/\b(?:at\s+)?(?:the\s+)?(end|start|beginning)\s+of\s+(?:(last|this|next)\s+year|the\s+year)\b/gi, (m, ref) => {
    const year = m[2] === undefined ? null : splitIso(ref).year + enOffset(m[2]);
    return partOfYear(year, m[1]!.toLowerCase() === 'end' ? '底' : '初', ref, m[0]);
  }],
  [/\b(?:last\s+year|(?:the\s+)?year\s+before\s+last)\b(?!'s)/gi, (m) => noDaySaid(m[0])],
];

// Days of the lunar calendar are not worked out either, as its festivals are (below): 腊月二十八,
// 正月初五, 冬月, 腊月28, 三月廿三 (a day 初X or 廿X is lunar), 农历八月十五, 农历初一.
const LUNAR_DAY = '(?:初[一二三四五六七八九十]|十[一二三四五六七八九]?|二十[一二三四五六七八九]?|廿[一二三四五六七八九]?|三十|(?<!\\d)\\d{1,2}(?!\\d))[日号]?';
const LUNAR_MONTH = '(?:十[一二]|[正冬腊一二三四五六七八九十]|(?<!\\d)\\d{1,2})月';
const LUNAR_DATE = new RegExp(
  `(?:(?:去年|前年|今年|明年)的?)?(?:(?:农历|阴历)\\s*(?:${LUNAR_MONTH}(?:${LUNAR_DAY})?|${LUNAR_DAY})` +
    `|[正冬腊]月(?:${LUNAR_DAY})?|(?<![一二三四五六七八九十\\d])${LUNAR_MONTH}(?:初[一二三四五六七八九十]|廿[一二三四五六七八九]?(?![一二三四五六七八九]|\\s*号))` +
    // 初五 买菜 20: a bare 初N is a lunar day too (it was the reference day, unwarned); not 月初, 年初, 大年初五,
    // 当初, 最初, nor 初一 to 初三 with words of school in the clause or after 上, 读 (初三学费 3000, 初三 数学
    // 辅导 200, 儿子 上 初一 学费 1000: a year of middle school)
    `|(?<![月年大当最起]|[上读念到]\\s*)初(?:[四五六七八九十]|[一二三](?![^，,。；;]*?(?:学|课|班|级|教|考|书|生|习|辅导|到初))))(?:夜|当天|那天|期间|前|后)?`,
  'g',
);

// In priority order: a span taken by an earlier pattern is not read again by a later one.
const PATTERNS: readonly (readonly [RegExp, Resolver])[] = [
  ...ENGLISH_PATTERNS,
  [/(?:\bon\s+)?(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)(?:日|号)?/g, (m, ref) => explicit(Number(m[1]), Number(m[2]), Number(m[3]), ref)],
  // 12/30/2025, 30.12.2025: before 12/30 and 11-25 are read, which would leave the year as an amount.
  [/(?:\bon\s+)?(?<![\d/.-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?![\d/-]|\.\d)/g, numericDateWithYear],
  // 20240520: eight digits that make a date from 1990 to next year (not an order number or a price).
  [/(?<!(?:[号码]|订单|快递|账户|No\.?|#|ID|id)\s*[:：]?\s*)(?<![\d.,])(\d{4})(\d{2})(\d{2})(?![\d.,]|\s*(?:元|块|圆|rmb|RMB|人民币))/g, (m, ref) => {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return year >= 1990 && year <= splitIso(ref).year + 1 && isValidDate(year, month, day) ? explicit(year, month, day, ref) : null;
  }],
  // 28.11. (a dot after the month too), on 28.11, am 1.11., op 5.11: day first, as Germans and the
  // Dutch write it (it was read as a second amount: 15.20 + 28.11 spent). Without on/am/op the
  // trailing dot is needed and another number must be in the sentence, so lunch 12.10. is still
  // an amount with a full stop.
  [/(?:\b(?:on|am|op)\s+(?<![\d.,])(\d{1,2})\.(\d{1,2})(?:\.(?!\d)|(?![\d.,]))|(?<![\d.,])(\d{1,2})\.(\d{1,2})\.(?![\d.,]))/gi, dottedDayMonth],
  [/^(\d{1,2})\.(\d{1,2})(?![\d.])/g, dottedMonthDay],
  // Before the patterns with 月 in them: 月初 is no date inside 正月初五, nor 二十八 an amount in 腊月二十八.
  [LUNAR_DATE, (m) => ({ date: null, warnings: [], unread: `date ${m[0]} not understood (lunar calendar)` })],
  // Taiwan counts years of the Republic (民国 115 = 2026): 民国115年11月3日, 115年11月3日 (a year of
  // three digits is no other), 115/11/03.
  [new RegExp(`(?:民国\\s*((?<!\\d)\\d{1,3})|(?<![\\d.])(1\\d\\d))\\s*年\\s*${N}\\s*月${DAY_SPACE}${N}(?:\\s*[日号])?`, 'g'), (m, ref) => explicit(1911 + Number(m[1] ?? m[2]), num(m[3]) ?? 0, num(m[4]) ?? 0, ref)],
  [/(?:民国\s*)?(?<![\d/.])(1\d\d)\/(\d{1,2})\/(\d{1,2})(?![\d/])/g, (m, ref) => explicit(1911 + Number(m[1]), Number(m[2]), Number(m[3]), ref)],
  [new RegExp(`((?<!\\d)\\d{4}|(?<![${CN_NUMERAL}])[零〇一二三四五六七八九]{4})\\s*年\\s*${N}\\s*月${DAY_SPACE}${N}(?:\\s*[日号])?`, 'g'), (m, ref) => explicit(num(m[1]) ?? 0, num(m[2]) ?? 0, num(m[3]) ?? 0, ref)],
  [new RegExp(`(去年|前年|今年|明年)\\s*${N}\\s*月${DAY_SPACE}${N}(?:\\s*[日号])?`, 'g'), (m, ref) => {
    const offset = { 前年: -2, 去年: -1, 今年: 0, 明年: 1 }[m[1] as '去年'];
    return explicit(splitIso(ref).year + offset, num(m[2]) ?? 0, num(m[3]) ?? 0, ref);
  }],
  // 上个月的今天, 上周的今天: before 上个月 and 上周 are read as their first day.
  [/(上上个?|上个?|下个?)(月|周|星期|礼拜)的?今天/g, (m, ref) => sameDayBack(m[1]!, m[2]!, ref)],
  // 年底, 去年底, 去年年底, 2025年初 (not 大年初一, 过年初, 底薪, nor 每年底 or 那年底, no one year).
  // A year of four digits is written against 年 and from 1990 to next year: in 欠老张 1000 年底还
  // and 欠老张 1000年底还 the 1000 is the amount.
  [/(?:(?<![\d.])(\d{4})年|(去年|前年|今年|明年)年?|(?<![大过新拜跨每当那年\d])年)(底|末|尾|初)(?![一二三四五六七八九十薪])/g, (m, ref) => {
    const year = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? splitIso(ref).year + YEAR_WORDS[m[2]]! : null;
    if (m[1] !== undefined && (year! < 1990 || year! > splitIso(ref).year + 1)) return null;
    return partOfYear(year, m[3]!, ref, m[0]);
  }],
  // (这个月的3号, 上个月的5号: the day said after 的 is that month's)
  [new RegExp(`(上上个?月|上个?月|这个?月|本月|下个?月)\\s*(?:的\\s*)?${N}\\s*[日号]`, 'g'), (m, ref) => {
    const word = m[1]!;
    const offset = word.startsWith('上上') ? -2 : word.startsWith('上') ? -1 : word.startsWith('下') ? 1 : 0;
    return dayOfMonth(offset, num(m[2]), ref, false);
  }],
  [new RegExp(`(?<![\\d年])${N}\\s*月${DAY_SPACE}${N}(?:\\s*[日号]|(?![\\d天个号元块]))`, 'g'), (m, ref) => withoutYear(num(m[1]), num(m[2]), ref)],
  // Shopping festivals: 双十一 is Nov 11 (never in the future, like any date without a year).
  // 618 is Jun 18 before 大促 and the like, and before 买/抢/囤... when another number follows (618买了个耳机 899).
  // With a year word before it (去年双十一, 今年618大促) the festival is that year's.
  // 元旦 is Jan 1 the same way (not in 500元旦, where 元 is the price's unit).
  [/(?:(去年|前年|今年|明年)的?)?(?:双(十一|11(?!\d)|十二|12(?!\d))|(?<![\d.])618(?=大促|活动|期间|当天|那天|(?:买|购|抢|囤|下单|入手|剁手)[^\d]*\d)|(?<![\d零〇一二两三四五六七八九十百千万])元旦节?)/g, (m, ref) => {
    const [month, day] = m[0].endsWith('618') ? [6, 18] : m[0].includes('元旦') ? [1, 1] : m[2] === '十一' || m[2] === '11' ? [11, 11] : [12, 12];
    if (m[1] === undefined) return withoutYear(month, day, ref);
    return explicit(splitIso(ref).year + { 前年: -2, 去年: -1, 今年: 0, 明年: 1 }[m[1] as '去年'], month, day, ref);
  }],
  // Holidays of a fixed day (国庆 is Oct 1, 劳动节 May 1; 十一 and 五一 with 假期, 长假... after them,
  // or starting the sentence before other words with a number among them: 五一 加油 300 was 51 +
  // 300, 十一去杭州 高铁 300; else they are numbers, 打车 十一, 十一点) and 清明 (the solar term: Apr 4 or 5), never in the
  // future as any date without a year, or of the year said before them (去年国庆).
  [/(?:(去年|前年|今年|明年)的?)?(国庆节?|(?:十一|五一)(?=假期|长假|黄金周|期间|放假)|(?<=^\s*(?:(?:去年|前年|今年|明年)的?)?)(?:十一|五一)(?=\s*(?:那天|当天|的时候)|(?:\s+|(?=去|回|在|出去))[^\d\s零〇一二两三四五六七八九十百千万][^]*?[\d零〇一二两三四五六七八九十百千万])|劳动节|五一(?=劳动节)|清明节?|儿童节|情人节|妇女节|教师节|平安夜|圣诞节?)(?:\s*(?:那天|当天))?/g, (m, ref) => {
    const name = m[2]!.replace(/节$/, '');
    const dayIn = (year: number): [number, number] => (name === '清明' ? [4, qingmingDay(year)] : FIXED_HOLIDAYS[name]!);
    if (m[1] !== undefined) {
      const year = splitIso(ref).year + { 前年: -2, 去年: -1, 今年: 0, 明年: 1 }[m[1] as '去年'];
      return explicit(year, ...dayIn(year), ref);
    }
    const thisYear = splitIso(ref).year;
    const [month, day] = dayIn(thisYear);
    const year = isoDate(thisYear, month, day) <= ref ? thisYear : thisYear - 1;
    return explicit(year, ...dayIn(year), ref);
  }],
  // Months and weeks without a day (上个月, 去年12月, 月初, 上周): see periodStart.
  // (去年10月底, 2025年10月初: the end or the start of that month, as 上个月底 is)
  [new RegExp(`(?:(?<!\\d)(\\d{4})\\s*年|(去年|前年|今年|明年))\\s*${N}\\s*(?:月份?(?![饼卡票租费薪供息初底末尾头]|${MID})|月(初|底|末|尾|头|${MID}))`, 'g'), (m, ref) => {
    const year = m[1] !== undefined ? Number(m[1]) : splitIso(ref).year + { 前年: -2, 去年: -1, 今年: 0, 明年: 1 }[m[2] as '去年'];
    // 李先生 交 明年1月 房租: a month to come said before the rent says which rent is paid ahead, not
    // when (it was dated next January, warned as in the future); 去年12月 房租 stays a date
    const month = num(m[3]) ?? 0;
    if (m[4] === undefined && RENT_AFTER_MONTH.test(m.input.slice(m.index + m[0].length)) && `${year}-${String(month).padStart(2, '0')}-01` > ref) return null;
    return periodStart(year, month, partOfMonth(m[4]), ref, m[0]);
  }],
  // 10月底, 十月初, 12月末: that month as 10月 alone is (the last one whose 1st is not in the
  // future), at its end or its start; it was 月底 of this month, with the 10 left as a number.
  // Written against 月 only: in 午饭 66.5 月底 and 打车 8 月底 the number is the price.
  [new RegExp(`(?<![\\d.年上下这本个])${N}月(初|底|末|尾|头|${MID})`, 'g'), (m, ref) => {
    const month = num(m[1]);
    if (month === null || month < 1 || month > 12) return null;
    const first = withoutYear(month, 1, ref).date;
    return first === null ? null : periodStart(splitIso(first).year, month, partOfMonth(m[2]), ref, m[0]);
  }],
  [new RegExp(`(上上个?月|上个?月|这个?月|本月|下个?月)(?:的月?(?=[初底末尾中]))?(初|底|末|尾|${MID})?|(?<![\\d零〇一二两三四五六七八九十廿卅岁])月(初|底|末|尾|头|${MID})`, 'g'), (m, ref) => {
    // 交了这个月的房租: the month says which rent, not when it was paid (这个月的3号 is a day; 上个月的月底
    // is 上个月底)
    if (m[1] !== undefined && m[2] === undefined && (OF_THE_MONTH.test(m.input.slice(m.index + m[0].length)) || MONTHS_BILL.test(m.input.slice(m.index + m[0].length)))) return null;
    const after = m.input.slice(m.index + m[0].length);
    if (m[1] !== undefined && m[2] === undefined && (PAID_FOR_MONTH.test(m.input.slice(0, m.index)) || ((BILL_WORD.test(after) || BILL_BEFORE.test(m.input.slice(0, m.index))) && PAID_AFTER_BILL.test(after))) && BILL_AFTER_MONTH.test(after)) return null;
    const r = splitIso(ref);
    const { year, month } = shiftMonth(r.year, r.month, monthOffsetOf(m[1] ?? ''));
    return periodStart(year, month, partOfMonth(m[2] ?? m[3]), ref, m[0]);
  }],
  [new RegExp(`(?<![\\d年上下这本个])${N}\\s*月份?(?![饼卡票租费薪供息尾头\\d])`, 'g'), (m, ref) => {
    const month = num(m[1]);
    if (month === null || month < 1 || month > 12) return null;
    // 小王 交了 11月 房租, 12月 房租 提前交了: the month says which rent (or, after a verb of paying,
    // which bill) the money is for, not when it moved: dated the day said (it was the 1st of that month,
    // and 12月 said in November was last December)
    const after = m.input.slice(m.index + m[0].length);
    if (RENT_AFTER_MONTH.test(after) || (PAID_FOR_MONTH.test(m.input.slice(0, m.index)) && BILL_AFTER_MONTH.test(after))) return null;
    const r = withoutYear(month, 1, ref);
    return r.date === null ? r : { date: r.date, warnings: [`day not said; used ${r.date} for ${m[0]}`] };
  }],
  [/(?:\bon\s+)?(?<![\d/.])(\d{1,2})\/(\d{1,2})(?![\d/])/g, (m, ref) => {
    const month = Number(m[1]);
    const day = Number(m[2]);
    // 3/11: both parts could be the month; month first, as 11/25 is read, warned with the day-first
    // reading (3 Nov), as 3/11/2026 is; not in a Chinese sentence (10/9 打车 30), where M/D is the way
    if (month >= 1 && month <= 12) {
      const r = withoutYear(month, day, ref);
      // (coffee 5 on 2/30 was warned of the impossible date 2月30日: an English sentence gets it as written)
      if (r.date === null && !/[\u3400-\u9fff]/.test(m.input)) return { date: null, warnings: [`ignored impossible date ${m[0].replace(/^on\s+/i, '')}`] };
      const either = day >= 1 && day <= 12 && day !== month && r.date !== null && !/[\u3400-\u9fff]/.test(m.input);
      const dayFirst = either ? withoutYear(day, month, ref).date : null;
      return dayFirst === null ? r : { date: r.date, warnings: [`read ${m[0].replace(/^on\s+/i, '')} month first as ${r.date} (day first it is ${dayFirst})`, ...r.warnings] };
    }
    // 20/11: a first part above 12 is the day, as Europe and China write it
    if (day >= 1 && day <= 12 && month <= 31) return withoutYear(day, month, ref);
    return { date: null, warnings: [`ignored unreadable date ${m[0]}`] };
  }],
  [/(?:\bon\s+)?(?<![\dA-Za-z.:/-])(\d{1,2})-(\d{1,2})(?![\d.:/-])(?:日|号)?/g, hyphenMonthDay],
  [new RegExp(`(?<![\\d零〇一二两三四五六七八九十月第])${N}\\s*(?:号|日(?!\\s*(?:前|之前|以前)))(?![线楼元币店码本式料\\d])`, 'g'), (m, ref) => (fuelGrade(m) ? null : dayOfMonth(0, num(m[1]), ref, true))],
  // 前两天, 前几天: a few days ago, not an exact day: 2 and 3 days back, warned.
  [/前(两|几)天/g, (m, ref) => inexact(addDays(ref, m[1] === '两' ? -2 : -3), m[0])],
  // 几天前 as 前几天; 几周前, 几个月前, 几年前 name no day (十几天前 is no 几天前).
  [new RegExp(`(?<![\\d${CN_NUMERAL}])(?:好)?几(天|日|周|个星期|个礼拜|个月|年)(?:前|之前|以前)`, 'g'), (m, ref) => (m[1] === '天' || m[1] === '日' ? inexact(addDays(ref, -3), m[0]) : noDaySaid(m[0]))],
  // 十几天前, 二十多天前, 十来天前, 几十天前, 一个多月前: a count not said exactly names no one day: the
  // words leave the narration (no 十天前 is read inside 几十天前), warned as not understood.
  [new RegExp(`${VAGUE_COUNT}个?(?:天|日|周|星期|礼拜|月|年)(?:前|之前|以前)|${COUNT}个多(?:月|星期|礼拜)(?:前|之前|以前)`, 'g'), (m) => ({ date: null, warnings: [], unread: `date ${m[0]} not understood (no exact count)` })],
  [new RegExp(`${COUNT}(?:天|日)(?:前|之前|以前)`, 'g'), (m, ref) => daysBack(num(m[1]), m[0], ref)],
  [new RegExp(`${COUNT}(?:周|个星期|个礼拜|星期)(?:前|之前|以前)`, 'g'), (m, ref) => {
    const n = num(m[1]);
    return daysBack(n === null ? null : 7 * n, m[0], ref);
  }],
  // 两个月前: the same day that many months back (the month's last day when it has fewer days);
  // 3年前, 去年今天: that many years back (Feb 28 for a Feb 29). A half (半个月前 = 15 days,
  // 一个半月前, 半年前 = 6 months, 一年半前) is not an exact day: warned.
  [new RegExp(`${COUNT}个(半)?月(?:前|之前|以前)`, 'g'), (m, ref) => {
    const r = monthsBack(num(m[1]), m[0], ref);
    return r.date === null || m[2] === undefined ? r : inexact(addDays(r.date, -15), m[0]);
  }],
  [new RegExp(`${N}年(半)?(?:前|之前|以前)|(去年|前年)的?今天`, 'g'), (m, ref) => {
    const n = m[3] === undefined ? num(m[1]) : m[3] === '去年' ? 1 : 2;
    const r = monthsBack(n === null ? null : 12 * n + (m[2] === undefined ? 0 : 6), m[0], ref);
    return r.date === null || m[2] === undefined ? r : inexact(r.date, m[0]);
  }],
  [new RegExp(`(?<![\\d${CN_NUMERAL}个年])半个?(月|年)(?:前|之前|以前)`, 'g'), (m, ref) => inexact(m[1] === '月' ? addDays(ref, -15) : monthsBack(6, m[0], ref).date!, m[0])],
  // 周末, 上周末: a Saturday, the day not said (warned); 每周末 is no date.
  // (周末套餐, 周末班, 周末加班费 name a kind of thing, not the day)
  [/(?<!每)(上上个?|上个?|这个?|本|下个?)?周末(?!套餐|班|加班|版|卡|票|价|特价|档|双休)/g, (m, ref) => weekend(m[0], ref)],
  [/(上上个?|上个?|这个?|本|下个?)?(?:周|星期|礼拜)([一二三四五六日天七1-7])/g, (m, ref) => {
    const weekday = WEEKDAYS[m[2]!]!;
    const which = m[1] ?? '';
    if (which === '') {
      // The most recent such day, today included.
      return { date: addDays(ref, -((isoWeekday(ref) - weekday + 7) % 7)), warnings: [] };
    }
    const weeks = which.startsWith('上上') ? -2 : which.startsWith('上') ? -1 : which.startsWith('下') ? 1 : 0;
    const date = addDays(mondayOf(ref), weeks * 7 + weekday - 1);
    return { date, warnings: futureWarning(date, ref) };
  }],
  [/(上上个?|上个?|这个?|本|下个?)(?:周|星期|礼拜)(?![一二三四五六日天七1-7末])/g, (m, ref) => weekMonday(monthOffsetOf(m[1]!), m[0], ref)],
  ...RELATIVE_DAYS.map(([re, days]): readonly [RegExp, Resolver] => [re, (_m, ref) => {
    const date = addDays(ref, days);
    return { date, warnings: futureWarning(date, ref) };
  }]),
  // Festivals of the lunar calendar (除夕, 春节, 中秋) are not worked out: the word leaves the
  // narration like any date word, and the entry is dated as if it was not said, warned.
  [/(?:(?:去年|前年|今年|明年)的?)?(?:除夕|大年三十|春节|大年初[一二三四五六七八九十]|元宵节|端午节?|七夕节?|中秋节?|重阳节)(?:夜|当天|那天|期间|前|后)?/g,
    (m) => ({ date: null, warnings: [], unread: `date ${m[0]} not understood (lunar calendar)` })],
  // 去年, 前年 alone name no day: the word leaves the narration, warned (not 除去年费, 去年会).
  [/(?<![除过回出进失离上下])(?:去年|前年)(?![费卡终会货夜假])/g, (m) => noDaySaid(m[0])],
  // A clock time (下午3点, 晚上八点半, 15:30) says when, not what: it leaves the narration and is
  // never an amount, but names no day. Without a part of the day it needs 半, 刻, 分 or 钟, since
  // 二十三点五 is an amount (23.5). A part of the day alone (中午吃了个套餐) says which meal or
  // outing it was, and stays.
  [CLOCK, () => ({ date: null, warnings: [] })],
];

/**
 * 上个月 said on 0001-01-15, 明天 on 9999-12-31: a day counted beyond the years 0001-9999 of an ISO
 * date is no date of the ledger; it is masked as any date word, and warned.
 */
function outsideTheCalendar(resolved: ReturnType<Resolver>, said: string): ReturnType<Resolver> {
  if (resolved === null || resolved.date === null || isIsoDate(resolved.date)) return resolved;
  const side = resolved.date < '0001-01-01' ? 'before 0001-01-01' : 'after 9999-12-31';
  return { date: null, warnings: [`ignored date ${said.trim()}: ${side}`] };
}

// read 5/11 month first as 2026-05-11 (day first it is 2026-11-05): the warning of a date whose
// both parts could be the month (see numericDateWithYear and the D/M pattern)
const MONTH_FIRST_READ = /^read (.+) month first as (\S+) \(day first it is (\S+)\)$/;

/** A date read month first the other way round, where the day is written first (see resolveDate). */
function readDayFirst(resolved: NonNullable<ReturnType<Resolver>>, ref: string): NonNullable<ReturnType<Resolver>> {
  const said = MONTH_FIRST_READ.exec(resolved.warnings[0] ?? '');
  if (said === null) return resolved;
  const [, written, monthFirst, dayFirst] = said;
  return { ...resolved, date: dayFirst!, warnings: [`read ${written!} day first as ${dayFirst!} (month first it is ${monthFirst!})`, ...futureWarning(dayFirst!, ref)] };
}

/**
 * Every date expression in `text`, in text order. `dayFirst`: 5/11 (and 05/11/2026), where both
 * parts could be the month, is Nov 5, warned with the other reading (a ledger kept in euros or
 * pounds: see DAY_FIRST_LEDGER_CURRENCIES in european-numbers.ts); else May 5, as in the US.
 */
export function findDates(text: string, referenceDate: string, dayFirst = false): DateMention[] {
  const taken: DateMention[] = [];
  const overlaps = (start: number, end: number) => taken.some((t) => start < t.end && t.start < end);
  for (const [pattern, resolve] of PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      const read = resolve(m, referenceDate);
      const resolved = outsideTheCalendar(dayFirst && read !== null ? readDayFirst(read, referenceDate) : read, m[0]);
      if (resolved === null) continue;
      taken.push({ start, end, date: resolved.date, warnings: resolved.warnings, ...(resolved.unread === undefined ? {} : { unread: resolved.unread }) });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

/**
 * The date of the entry: the first readable date expression, else the reference date. Those
 * `notOfTheEntry` says another event's (欠老张 1000 房租 下个月还: when it is to be paid back) are
 * masked as any date word is, but neither date the entry nor give their warnings.
 */
/**
 * The day-first reading of a date written D/D whose both parts could be the month (3/11), read
 * month first in a Chinese sentence: where the ledger is kept in Hong Kong or Macau money, the day
 * is written first, and that reading is worth a warning. Null for any other mention.
 */
export function dayFirstReading(text: string, mention: DateMention, referenceDate: string): string | null {
  const parts = /^(\d{1,2})\/(\d{1,2})$/.exec(text.slice(mention.start, mention.end));
  if (parts === null || mention.date === null) return null;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  if (first === second || first < 1 || first > 12 || second < 1 || second > 12) return null;
  return withoutYear(second, first, referenceDate).date;
}

export function resolveDate(text: string, referenceDate: string, notOfTheEntry: (m: DateMention) => boolean = () => false, dayFirst = false): ResolvedDate {
  const all = findDates(text, referenceDate, dayFirst);
  const mentions = all.filter((m) => !notOfTheEntry(m));
  const usable = mentions.filter((m) => m.date !== null);
  const warnings = mentions.flatMap((m) => (m.date === null ? m.warnings : []));
  const unread = (used: string) => mentions.flatMap((m) => (m.unread === undefined ? [] : [`${m.unread}; used ${used}`]));
  if (usable.length === 0) return { date: referenceDate, mentions: all, warnings: [...warnings, ...unread(referenceDate)], stated: false, ...(dayFirst ? { dayFirst } : {}) };
  // 12月的房租今天收到了 6500: a month before 的 and a thing says what the money was for, a day said
  // beside it when it moved (it was dated the 1st of that month, warned of several dates); the
  // month stays in the words
  const forMonth = (m: DateMention) => /月份?$/.test(text.slice(m.start, m.end)) && OF_THE_MONTH.test(text.slice(m.end));
  // (三月到六月的房租: two months, no day said beside them)
  if (usable.some(forMonth) && usable.some((m) => !forMonth(m) && !/月份?$/.test(text.slice(m.start, m.end)))) {
    const kept = all.filter((m) => !forMonth(m));
    return { ...resolveDate(text, referenceDate, (m) => notOfTheEntry(m) || forMonth(m), dayFirst), mentions: kept };
  }
  // 昨天，不对，是前天; 前天打车 30，不对，是昨天: a date said after words taking back the one said
  // before it replaces it (it was the first, warned of several dates)
  // (不是昨天，是今天: 不是 before the one taken back, 是 before the right one; it was the first)
  const notBefore = (i: number) => DATE_NOT_BEFORE.exec(text.slice(0, usable[i - 1]!.start));
  const saidNot = (m: DateMention, i: number) => notBefore(i) !== null && DATE_BUT_BETWEEN.test(text.slice(usable[i - 1]!.end, m.start));
  const correcting = usable.findLast((m, i) => i > 0 && m.date !== usable[i - 1]!.date && (DATE_CORRECTED_BEFORE.test(text.slice(usable[i - 1]!.end, m.start)) || saidNot(m, i)));
  if (correcting !== undefined) {
    const at = usable.indexOf(correcting);
    const taken = usable[at - 1]!;
    const words = DATE_CORRECTED_BEFORE.exec(text.slice(taken.end, correcting.start));
    const correction = words !== null ? { start: taken.end + words.index, end: correcting.start } : { start: notBefore(at)!.index, end: correcting.start };
    warnings.push(...correcting.warnings, `read ${text.slice(correcting.start, correcting.end)} as correcting ${text.slice(taken.start, taken.end)} said before it: dated ${correcting.date!}`);
    warnings.push(...unread(correcting.date!));
    return { date: correcting.date!, mentions: all, warnings, stated: true, correction, ...(dayFirst ? { dayFirst } : {}) };
  }
  const first = usable[0]!;
  warnings.push(...first.warnings);
  const others = new Set(usable.map((m) => m.date));
  if (others.size > 1) warnings.push(`several dates mentioned; used the first (${first.date})`);
  warnings.push(...unread(first.date!));
  return { date: first.date!, mentions: all, warnings, stated: true, ...(dayFirst ? { dayFirst } : {}) };
}

// 不是 right before the date taken back, 是 alone between it and the right one (不是昨天，是今天)
const DATE_NOT_BEFORE = /不是\s*$/;
const DATE_BUT_BETWEEN = /^[\s，,]*(?:而)?是\s*$/;
// Right before a date, after another: words taking that one back (不对，是; 哦不对 应该是; 不是，是; 说错了)
const DATE_CORRECTED_BEFORE = /(?:(?:(?:哦|噢|喔|啊|呃|嗯)?(?:不对|说错了|记错了|错了)[\s，,。；;：:]*)+(?:应该|其实|实际)?(?:是|改成)?|不是[\s，,。；;]+是|应该是)[\s：:]*$/;
