// Reading the cells of a statement: money with signs, separators and symbols, dates in the
// formats banks and payment apps print, and text with padding and placeholder dashes.
import { Decimal } from '../../ledger/core/decimal.ts';
import { readMonthNameDate } from '../month-name-date.ts';
import { StatementError } from '../statement.ts';
import { CURRENCY_NAMES } from './statement-currency.ts';
import { toSimplified } from '../../text/traditional-chinese.ts';
import { quotedCell } from '../../text/statement-text.ts';

/** Trim padding (spaces, tabs, full-width spaces) and collapse inner whitespace; placeholders become null. */
export function cleanText(cell: string | undefined): string | null {
  if (cell === undefined) return null;
  const t = cell.replace(/[\s\u3000]+/g, ' ').trim();
  // (中国银行 fills empty cells with a run of dashes: `----------`)
  if (t === '' || t === '/' || /^[-—－]+$/.test(t) || t === '无') return null;
  return t;
}

/**
 * A cell as Excel's trick to keep a number as text writes it, `="4100000000000001"`, also with
 * more text after (建设银行's `="4100000000000001"/某某公司`): the text inside the quotes, then the rest.
 */
export function unwrapExcelText(cell: string): string {
  return cell.includes('="') ? cell.replace(/^(\s*)="([^"]*)"/, '$1$2') : cell;
}

/** Full-width digits, signs and separators (１２３.４５, －５０．００, ２０２６／１１／０６) as ASCII. */
export function asciiForms(cell: string): string {
  return /[\uff01-\uff5e]/.test(cell) ? cell.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)) : cell;
}

/**
 * A unit at the end of a header cell: （元）, (RMB), (人民币), (人民币元), (EUR), DKB's (€), a currency's name
 * (美元, 港币), or 外币 (foreign currency, its code in a currency column)... (人民币: QA of session 47,
 * 交易金额(人民币) and 金额（人民币元） were a 422; 美元 and 外币: recheck QA of session 48, also a 422)
 */
const HEADER_UNIT = new RegExp(`[（(](元|${Object.keys(CURRENCY_NAMES).filter((n) => !/^[a-z]/.test(n)).sort((a, b) => b.length - a.length).join('|')}|外币|rmb|¥|￥|€|£|[a-z]{3})[)）]$`, 'i');

/**
 * A header cell reduced to what identifies it: no spaces, no unit suffix such as （元）/(元)/(RMB)/(EUR),
 * in Simplified characters (a Hong Kong bank's 餘額 is 余额).
 */
export function headerKey(cell: string): string {
  return toSimplified(cell)
    .replace(/[\s\u3000\ufeff]+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(HEADER_UNIT, '')
    .toLowerCase();
}

/**
 * The currency a money column's header names in its unit (`Betrag (EUR)`, `金额(元)`), or null.
 * A code counts only in capitals, as ISO codes are written: `Amount (net)` names no currency.
 */
export function headerCurrency(cell: string): string | null {
  const unit = HEADER_UNIT.exec(toSimplified(cell).replace(/[\s\u3000\ufeff]+/g, ''))?.[1];
  if (unit === undefined) return null;
  if (/^(元|rmb|¥|￥)$/i.test(unit)) return 'CNY';
  const named = CURRENCY_NAMES[toSimplified(unit)];
  if (named !== undefined) return named;
  if (unit === '€') return 'EUR';
  if (unit === '£') return 'GBP';
  return /^[A-Z]{3}$/.test(unit) ? unit : null;
}

/** Currencies named by a word after the amount (the names a currency column holds, and 元). */
const UNIT_WORDS: Readonly<Record<string, string>> = { ...Object.fromEntries(Object.entries(CURRENCY_NAMES).filter(([name]) => !/^[a-z]/.test(name))), 元: 'CNY' };
const UNIT_WORD = new RegExp(`(?<=\\d)(${Object.keys(UNIT_WORDS).sort((a, b) => b.length - a.length).join('|')})$`);

const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  // longer signs first: "HK$" must not be read as "$"
  HK$: 'HKD',
  US$: 'USD',
  RMB: 'CNY',
  '¥': 'CNY',
  '￥': 'CNY',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
};

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export interface Money {
  readonly number: Decimal;
  /** Currency named by a sign or code inside the cell, if any. */
  readonly currency: string | null;
}

/** What separates a statement's units from its fraction: `1,234.56` or (most of Europe) `1.234,56`. */
export type DecimalMark = '.' | ',';

/** The digits and separators of a money cell, signs, codes and spaces left out. */
function numeral(cell: string): string {
  const m = /\d[\d.,\s\u00a0\u202f'\u2019]*/.exec(cell);
  return m === null ? '' : m[0].replace(/[\s\u00a0\u202f'\u2019]+/g, '').replace(/[.,]+$/, '');
}

/** A numeral read with a decimal point (`1,234.56`), and with a decimal comma (`1.234,56`); a group never starts with 0. */
const POINT_FORM = /^([1-9]\d{0,2}(,\d{3})+|\d+)(\.\d+)?$/;
const COMMA_FORM = /^([1-9]\d{0,2}(\.\d{3})+|\d+)(,\d+)?$/;

/**
 * What one cell says about the decimal mark: '.' or ',' when it reads as a number one way only;
 * null when it reads both ways (`1,234`, `1.234`, `12`) or neither (not a number: reported when
 * the cell is read).
 */
export function markOf(cell: string): DecimalMark | null {
  const n = numeral(cell);
  const point = POINT_FORM.test(n);
  if (point === COMMA_FORM.test(n)) return null;
  return point ? '.' : ',';
}

/**
 * A money cell with a dot that reads both ways: one group of three digits after a single dot
 * (`-1.500`, `2.000`, `12.345`), 1.5 with a decimal point and 1500 with a decimal comma.
 */
export function dotReadsBothWays(cell: string | undefined): boolean {
  return cell !== undefined && /^[1-9]\d{0,2}\.\d{3}$/.test(numeral(cell));
}

/**
 * The decimal mark of a statement's amount cells: ',' when some cell can only be read with a
 * decimal comma (`-3,20`, `1.234,56`), '.' otherwise. Null when cells contradict each other.
 */
export function inferDecimalMark(cells: readonly (string | undefined)[]): DecimalMark | null {
  const { comma, point } = marksSaid(cells);
  if (comma && point) return null;
  return comma ? ',' : '.';
}

/** Whether some cell reads only with a decimal comma, and whether some reads only with a decimal point. */
export function marksSaid(cells: readonly (string | undefined)[]): { comma: boolean; point: boolean } {
  let comma = false;
  let point = false;
  for (const cell of cells) {
    if (cell === undefined) continue;
    const mark = markOf(cell);
    if (mark === ',') comma = true;
    else if (mark === '.') point = true;
  }
  return { comma, point };
}

const PLAIN_COMMA_NUMBER = /^-?\d+(,\d+)?$/;

/**
 * A note of a refund after the figure (京东: `29.90(已全额退款)`, `29.90(已退款10.00)`): the order's
 * amount is the figure, its refund a row of its own (QA of session 47: the purchase was skipped as
 * "not an amount" while its refund was imported, 29.90 of money in for an order that netted zero).
 */
const REFUND_NOTE = /(?<=\d)[（(][^()（）]*退[^()（）]*[)）]$/u;

/**
 * Read a money cell: "1,234.50", "1'234.50", "-¥25.00", "¥-25.00", "(12.50)", "12.50-", "+3", "25.00 CNY", "12.50 DR";
 * with the decimal mark ',': "-3,20", "1.234,56", "1 234,56 €".
 * Returns null for an empty cell, throws for text that is not money.
 */
export function parseMoney(cell: string | undefined, mark: DecimalMark = '.'): Money | null {
  if (cell === undefined) return null;
  cell = asciiForms(cell);
  if (mark === ',') {
    if (PLAIN_COMMA_NUMBER.test(cell)) return { number: Decimal.parse(cell.replace(',', '.')), currency: null };
  } else if (PLAIN_NUMBER.test(cell)) return { number: Decimal.parse(cell), currency: null }; // the common case, fast
  // Swiss groups with an apostrophe: 1'234.50 (also typeset as 1’234.50).
  let t = cell.replace(/[\s\u3000\u00a0\u202f]+/g, '').replace(/[\u2212\uff0d]/g, '-').replace(/(?<=\d)['\u2019](?=\d{3}(?!\d))/g, '').replace(REFUND_NOTE, '');
  if (t === '' || t === '-' || t === '/' || t === '--') return null;
  let negative = false;
  let currency: string | null = null;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  const drcr = /(DR|CR|借|贷)$/i.exec(t);
  if (drcr) {
    if (/^(DR|借)$/i.test(drcr[1]!)) negative = !negative;
    t = t.slice(0, -drcr[1]!.length);
  }
  const code = /([A-Z]{3})$/.exec(t) ?? /^([A-Z]{3})(?=[-+\d.(])/.exec(t);
  if (code && code[1] !== 'RMB') {
    currency = code[1]!;
    t = t.startsWith(code[1]!) ? t.slice(3) : t.slice(0, -3);
  }
  // a unit word after the number: 2,000.00元 (网商银行), 100.00美元
  const unit = UNIT_WORD.exec(toSimplified(t));
  if (unit) {
    currency ??= UNIT_WORDS[unit[1]!]!;
    t = t.slice(0, -unit[1]!.length);
  }
  for (const [sign, cur] of Object.entries(CURRENCY_SIGNS)) {
    const at = t.indexOf(sign);
    if (at >= 0) {
      currency ??= cur;
      t = t.slice(0, at) + t.slice(at + sign.length);
      break;
    }
  }
  if (/^\(.*\)$/.test(t)) {
    negative = !negative;
    t = t.slice(1, -1);
  }
  if (t.endsWith('-') && !t.startsWith('-')) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  if (mark === ',') {
    if (!/^[+-]?(\d{1,3}(\.\d{3})+|\d+)?(,\d+)?$/.test(t) || !/\d/.test(t)) throw new Error(`not an amount: ${quotedCell(cell.trim())}`);
    t = t.replace(/\./g, '').replace(',', '.');
  } else if (!/^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/.test(t) || !/\d/.test(t)) throw new Error(`not an amount: ${quotedCell(cell.trim())}`);
  let n = Decimal.parse(t.replace(/,/g, ''));
  if (negative) n = n.neg();
  return { number: n, currency };
}

/** A fee stated in a note: WeChat's 备注 `服务费¥0.10`, also `手续费：1.00元`. */
const FEE_NOTE = /(?:服务费|手续费)\s*[:：]?\s*[¥￥]?\s*(\d+(?:\.\d+)?)/;

/** The fee a note cell states, or null when it states none. */
export function feeInNote(cell: string | undefined): Decimal | null {
  const m = FEE_NOTE.exec(cell ?? '');
  return m ? Decimal.parse(m[1]!) : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[\sT])/;

/** How to read dd/dd/yyyy dates: decided per file from the values (a part above 12 is the day). */
export type SlashOrder = 'dmy' | 'mdy';

/**
 * Look at every date in a column and decide whether dd/dd/yyyy means day-first or month-first:
 * a part above 12 is the day. When no part is (11/03/2026, 11/12/2026), the dates as each order
 * reads them decide, from the file alone so that the same file is always read the same way (a
 * rule that looked at today read a file again later the other way, and imported it twice): the
 * order under which the dates run one way (statements are sorted, oldest or newest first), when
 * only one order is so; else the order under which they span fewer days (a statement covers weeks,
 * not the months between 03/11 and 12/11); else day first, as most of the world writes it.
 * Dotted dates (02.11.2026) are day first by the convention of every country that writes them:
 * only a part above 12 says otherwise, and they take no part in the guess.
 */
export function inferSlashOrder(cells: readonly (string | undefined)[]): SlashOrder {
  const parts: [number, number, number][] = [];
  for (const cell of cells) {
    const m = NUMERIC_DATE.exec(cell ?? '');
    if (!m) continue;
    if (Number(m[1]) > 12) return 'dmy';
    if (Number(m[3]) > 12) return 'mdy';
    if (m[2] !== '.') parts.push([Number(m[1]), Number(m[3]), Number(m[4])]);
  }
  if (parts.length === 0) return 'dmy';
  const reading = (order: SlashOrder) => {
    const dates = parts.map(([a, b, y]) => (order === 'dmy' ? validDate(y, b, a) : validDate(y, a, b)) ?? '');
    const sorted = dates.every((d, i) => i === 0 || d >= dates[i - 1]!) || dates.every((d, i) => i === 0 || d <= dates[i - 1]!);
    const days = dates.filter((d) => d !== '').map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000);
    const span = days.length === 0 ? Infinity : Math.max(...days) - Math.min(...days);
    return { sorted, span };
  };
  const dmy = reading('dmy');
  const mdy = reading('mdy');
  if (dmy.sorted !== mdy.sorted) return dmy.sorted ? 'dmy' : 'mdy';
  if (dmy.span !== mdy.span) return dmy.span < mdy.span ? 'dmy' : 'mdy';
  return 'dmy';
}

/**
 * A dd/dd/yyyy date of the column that reads as two different days (03/11/2026: 3 November or
 * March 11) when no date of it has a part above 12, so that inferSlashOrder guessed; null when a
 * part above 12 decides or no date is so written. A dotted date (02.11.2026) is no such date:
 * day first by convention, it was not guessed (QA: a German file was warned of, with the advice
 * to send date_order "mdy").
 */
export function dateReadBothWays(cells: readonly (string | undefined)[]): string | null {
  let example: string | null = null;
  for (const cell of cells) {
    const m = NUMERIC_DATE.exec(cell ?? '');
    if (!m) continue;
    if (Number(m[1]) > 12 || Number(m[3]) > 12) return null;
    if (example === null && m[2] !== '.' && Number(m[1]) !== Number(m[3])) example = m[0].trim();
  }
  return example;
}

/** dd/dd/yyyy, dd.dd.yyyy or dd-dd-yyyy at the start of a cell: the first part, its separator, the second part, the year. */
const NUMERIC_DATE = /^\s*(\d{1,2})([/.-])(\d{1,2})[/.-](\d{4})/;

/**
 * Read a date cell, ignoring a time part: 2024-01-05, 2024/1/5, 2024.1.5, 20240105, 2024年1月5日,
 * 2024-01-05T10:00:00Z, 05/01/2024 (order per `slashOrder`), 05 Jan 2024, Jan 5, 2024. Returns
 * YYYY-MM-DD or null if not a date.
 */
export function parseDate(cell: string | undefined, slashOrder: SlashOrder = 'dmy'): string | null {
  if (cell === undefined) return null;
  const t = cell.trim();
  const iso = ISO_DATE.exec(t);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3])); // the common case, fast
  let y: number, mo: number, d: number;
  let m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:$|[\sT])/.exec(t);
  if (m) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{4})(\d{2})(\d{2})(?:$|[\sT]|\d{4,6}$)/.exec(t))) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:$|[\sT])/.exec(t))) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    [d, mo] = slashOrder === 'dmy' ? [a, b] : [b, a];
    y = Number(m[3]);
  } else {
    const named = readMonthNameDate(t);
    if (named === null || !/^(?:$|[\sT])/.test(t.slice(named.length))) return null;
    ({ year: y, month: mo, day: d } = named);
  }
  return validDate(y, mo, d);
}

/** dd.mm.yy, as DKB's current export writes its dates (26.11.24). */
const DOTTED_SHORT_YEAR = /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/;

/**
 * Read a dd.mm.yy date (26.11.24: 26 November 2024), day first as the European banks that write
 * it mean it, in 2000-2099 (a date of the 1990s reads as one in the future, which import skips
 * with its reason, rather than as another day of this century). Null for any other cell. Only for
 * a column that writes its dates so (`isShortYearColumn`): elsewhere a two-digit year is too
 * easily something else.
 */
export function parseShortYearDate(cell: string | undefined): string | null {
  const m = DOTTED_SHORT_YEAR.exec(cell?.trim() ?? '');
  return m ? validDate(2000 + Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/**
 * Whether a date column writes its dates dd.mm.yy: some cell reads so, and none reads as a date
 * of another form (with its four-digit year, or without a year: `05.01.`). Then `01.02.03` is 1
 * February 2003; in a column of year-less or slashed dates a two-digit year is never read, since
 * `01/02/24` may be any of three days.
 */
export function isShortYearColumn(cells: readonly (string | undefined)[]): boolean {
  let short = false;
  for (const cell of cells) {
    if (parseShortYearDate(cell) !== null) short = true;
    else if (parseDate(cell) !== null || parseMonthDay(cell) !== null) return false;
  }
  return short;
}

/**
 * A date of the Republic of China's calendar (民國), as Taiwan's banks write it: a three-digit year
 * with slashes, dots or dashes (115/11/03), or 115年11月3日, or with 民國 before the year (民國115年11月3日,
 * 民國99年12/31): year 115 is 2026, 1911 years on. A time may follow.
 */
const ROC_DATE = /^(?:民国\s*(\d{1,3})|(\d{3}))\s*(?:年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?|([/.-])(\d{1,2})\5(\d{1,2}))(?:$|\s)/;

/**
 * Read a 民國 date (115/11/03: 3 November 2026); null for any other cell. Only for a column that
 * writes every date so (`isRocDateColumn`).
 */
export function parseRocDate(cell: string | undefined): string | null {
  const m = ROC_DATE.exec(toSimplified(cell?.trim() ?? ''));
  if (m === null) return null;
  const year = Number(m[1] ?? m[2]);
  return year < 1 ? null : validDate(1911 + year, Number(m[3] ?? m[6]), Number(m[4] ?? m[7]));
}

/**
 * Whether a date column writes its dates in the 民國 calendar: some cell reads so, and none reads
 * as a date of another form. A two-digit year without 民國 before it is never read so: `26/11/03`
 * is no date of 1937.
 */
export function isRocDateColumn(cells: readonly (string | undefined)[]): boolean {
  let roc = false;
  for (const cell of cells) {
    if (parseRocDate(cell) !== null) roc = true;
    else if (parseDate(cell) !== null || parseMonthDay(cell) !== null || parseShortYearDate(cell) !== null) return false;
  }
  return roc;
}

export function validDate(y: number, mo: number, d: number): string | null {
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date printed without its year, as card statements print them: 12/29, 12-29, 12月29日, 1229. */
export interface MonthDay {
  readonly month: number;
  readonly day: number;
}

/** Which part of a year-less `12/29` or `05.01` is the month. */
export type MonthDayOrder = 'md' | 'dm';

const SLASHED_MONTH_DAY = /^(\d{1,2})[/-](\d{1,2})(?:$|\s)/;
/** `05.01`, also `05.01.` as German statements write a day without its year. */
const DOTTED_MONTH_DAY = /^(\d{1,2})\.(\d{1,2})\.?(?:$|\s)/;
const CHINESE_MONTH_DAY = /^(\d{1,2})\s*月\s*(\d{1,2})\s*日?(?:$|\s)/;
const COMPACT_MONTH_DAY = /^(\d{2})(\d{2})(?:$|\s)/;

/**
 * How a column writes its year-less `dd/dd` or `dd.dd` dates: a part above 12 is the day (a
 * first part above 12 in some date and a second in none: day first; the other way round: month
 * first), as for dates with a year. When no part says, the separator does: dotted dates are day
 * first, as the European banks that write them mean them (`05.01` is 5 January); slashed ones
 * month first, as Chinese and US card statements print them (`12/29`).
 */
export function inferMonthDayOrder(cells: readonly (string | undefined)[]): MonthDayOrder {
  let firstAbove12 = false;
  let secondAbove12 = false;
  let slashed = false;
  let dotted = false;
  for (const cell of cells) {
    const t = cell?.trim() ?? '';
    const m = SLASHED_MONTH_DAY.exec(t) ?? DOTTED_MONTH_DAY.exec(t);
    if (!m) continue;
    if (t[m[1]!.length] === '.') dotted = true;
    else slashed = true;
    if (Number(m[1]) > 12) firstAbove12 = true;
    if (Number(m[2]) > 12) secondAbove12 = true;
  }
  if (firstAbove12 !== secondAbove12) return firstAbove12 ? 'dm' : 'md';
  return dotted && !slashed ? 'dm' : 'md';
}

/** Read a date cell without a year (`12/29`, `12-29`, `05.01`, `12月29日`, `1229`, a time may follow); null when it is none. */
export function parseMonthDay(cell: string | undefined, order: MonthDayOrder = 'md'): MonthDay | null {
  const t = cell?.trim() ?? '';
  let month: number, day: number;
  let m = SLASHED_MONTH_DAY.exec(t) ?? DOTTED_MONTH_DAY.exec(t);
  if (m) [month, day] = order === 'md' ? [Number(m[1]), Number(m[2])] : [Number(m[2]), Number(m[1])];
  else if ((m = CHINESE_MONTH_DAY.exec(t) ?? COMPACT_MONTH_DAY.exec(t))) [month, day] = [Number(m[1]), Number(m[2])];
  else return null;
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : null;
}

/** The days a statement covers, as its lines above the table say: what gives year-less row dates their year. */
export interface StatementFrame {
  /** The first day covered, when the statement says it (a period's start, 1 January of a title's year). */
  readonly start: string | null;
  /** The last day covered: a period's end, the statement date, the last day of the title's month or year. */
  readonly end: string;
}

/**
 * The date a year-less row date stands for in a statement covering `frame`: the latest such date
 * not after the statement's end (a December row on a January statement is of the year before),
 * so that none is ever dated after the statement. A Feb 29 takes the leap year among the two.
 * Throws a StatementError naming `row` when no year fits, or when the statement's period holds
 * the day in two years (a period longer than a year).
 */
export function resolveMonthDay(date: MonthDay, cell: string, frame: StatementFrame, row: number): string {
  const endYear = Number(frame.end.slice(0, 4));
  const written = quotedCell(cell.trim());
  let found: string | null = null;
  let year = endYear;
  for (; year >= endYear - 1; year--) {
    const d = validDate(year, date.month, date.day);
    if (d !== null && d <= frame.end) {
      found = d;
      break;
    }
  }
  if (found === null) throw new StatementError(`the date ${written} has no year, and it is no date in ${endYear - 1} or ${endYear} up to the statement's end ${frame.end}`, row);
  if (frame.start !== null) {
    for (let earlier = year - 1; earlier >= Number(frame.start.slice(0, 4)); earlier--) {
      const d = validDate(earlier, date.month, date.day);
      if (d !== null && d >= frame.start) {
        throw new StatementError(`the date ${written} has no year, and the statement's period ${frame.start} to ${frame.end} holds it in ${earlier} and in ${year}`, row);
      }
    }
  }
  return found;
}
