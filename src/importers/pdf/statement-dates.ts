// Dates in statement tables and the statement date that gives MM/DD rows their year.
import { readMonthNameDate } from '../month-name-date.ts';
import { inferSlashOrder, type SlashOrder } from '../csv/cells.ts';
import { toSimplified } from '../../text/traditional-chinese.ts';

export interface PrintedDate {
  /** Null for MM/DD and MM-DD dates, which take their year from the statement date. */
  readonly year: number | null;
  readonly month: number;
  readonly day: number;
}

const FULL_DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})(?!\d)/;
const MONTH_DAY = /^(\d{1,2})\s*[-/月]\s*(\d{1,2})\s*日?(?![\d/.-])/;
/** 03/10/2026: day or month first, as the statement's other dates tell (`slashOrder`). */
const SLASHED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/;
/** What may follow a date in the same cell: a time. */
const TIME_TAIL = /^(?:\d{1,2}:\d{2}(?::\d{2})?)?$/;

/**
 * The date a cell holds, or null when the cell is not a date (text, a number). Values that look
 * like a date but are not one (2025-13-40) are returned too, so the caller can report them.
 */
export function parsePrintedDate(cell: string, slashOrder: 'dmy' | 'mdy' = 'dmy'): PrintedDate | null {
  const text = cell.trim();
  const named = readMonthNameDate(text);
  if (named !== null) return TIME_TAIL.test(text.slice(named.length).trim()) ? { year: named.year, month: named.month, day: named.day } : null;
  const slashed = SLASHED_DATE.exec(text);
  if (slashed) {
    if (!TIME_TAIL.test(text.slice(slashed[0].length).trim())) return null;
    const [a, b] = [Number(slashed[1]), Number(slashed[2])];
    const [day, month] = slashOrder === 'dmy' ? [a, b] : [b, a];
    return { year: Number(slashed[3]), month, day };
  }
  for (const [pattern, hasYear] of [[FULL_DATE, true], [COMPACT_DATE, true], [MONTH_DAY, false]] as const) {
    const m = pattern.exec(text);
    if (!m) continue;
    if (!TIME_TAIL.test(text.slice(m[0].length).trim())) return null;
    return hasYear
      ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
      : { year: null, month: Number(m[1]), day: Number(m[2]) };
  }
  return null;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A row date as YYYY-MM-DD. An MM/DD date takes the statement's year, except that a month
 * after the statement's month belongs to the year before (a December purchase on a January
 * statement). Returns null when the date is impossible; throws nothing.
 */
export function resolvePrintedDate(date: PrintedDate, statementDate: string | null): string | null {
  let year = date.year;
  if (year === null) {
    if (statementDate === null) return null;
    const statementYear = Number(statementDate.slice(0, 4));
    const statementMonth = Number(statementDate.slice(5, 7));
    year = date.month > statementMonth ? statementYear - 1 : statementYear;
  }
  return isValidDate(year, date.month, date.day) ? formatDate(year, date.month, date.day) : null;
}

/** Words that introduce the statement (closing) date, matched in Simplified characters (結單日期 of
 *  Hong Kong's banks is 结单日期). */
const STATEMENT_DATE_WORDS = /账单日|账单日期|对账单日|出账日|结单日|statement\s*date|closing\s*date|statement\s*closing/i;
/** Words that introduce the statement period (the later date ends it). */
const PERIOD_WORDS = /账单周期|账单期间|对账期间|查询期间|起止日期|交易期间|statement\s*period|period/i;
/** What joins the two dates of a period: 2024/12/06-2025/01/05, 12/06/2025 to 01/05/2026, 01 Oct 2026 - 31 Oct 2026. */
const RANGE_JOIN = /^\s*(?:-|–|—|~|～|至|到|to|through|thru|until)\s*$/i;

/** Dates written year first, 2025-01-05, 2025/1/5, 2025年1月5日, read from where the regex stands (sticky). */
const YEAR_FIRST_AT = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/y;
/** 01/05/2026, 01-05-2026, 01.05.2026: day or month first, as the statement's order says. */
const SLASHED_AT = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?!\d)/y;
/** 11/24/26: the same with a two-digit year, read only in an order the statement decides. */
const SHORT_YEAR_AT = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})(?!\d|[/.-]\d)/y;
/** A dd/dd/yyyy or dd/dd/yy date anywhere in a line (not a part of a longer run such as 10.20.30.40). */
const SLASHED_ANYWHERE = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2}(?![/.-]\d))(?!\d)/g;

interface FoundDate {
  readonly date: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Every valid date written in `text`, in order: year first (2025-01-05, 2025年1月5日), with an
 * English month name (05 Jan 2026, January 5, 2026), as dd/dd/yyyy read in `slashOrder`, or as
 * dd/dd/yy read in `shortYears` (in 2000-2099) when the statement decides that order.
 */
function datesIn(text: string, slashOrder: SlashOrder, shortYears: SlashOrder | null): FoundDate[] {
  const found: FoundDate[] = [];
  for (let i = 0; i < text.length; ) {
    // a date starts neither inside a number nor inside a word (Sjan 5, 2026 holds no date)
    if (i > 0 && (/\d/.test(text[i - 1]!) || (/[A-Za-z]/.test(text[i - 1]!) && /[A-Za-z]/.test(text[i]!)))) {
      i++;
      continue;
    }
    const hit = dateAt(text, i, slashOrder, shortYears);
    if (hit === null) {
      i++;
      continue;
    }
    if (hit.date !== null) found.push({ date: hit.date, start: i, end: i + hit.length });
    i += hit.length;
  }
  return found;
}

/** The date written at `i` (null date: it looks like one but is impossible), or null when none starts there. */
function dateAt(text: string, i: number, slashOrder: SlashOrder, shortYears: SlashOrder | null): { date: string | null; length: number } | null {
  const valid = (year: number, month: number, day: number) => (isValidDate(year, month, day) ? formatDate(year, month, day) : null);
  YEAR_FIRST_AT.lastIndex = i;
  let m = YEAR_FIRST_AT.exec(text);
  if (m) return { date: valid(Number(m[1]), Number(m[2]), Number(m[3])), length: m[0].length };
  SLASHED_AT.lastIndex = i;
  m = SLASHED_AT.exec(text);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [day, month] = slashOrder === 'dmy' ? [a, b] : [b, a];
    return { date: valid(Number(m[3]), month, day), length: m[0].length };
  }
  if (shortYears !== null) {
    SHORT_YEAR_AT.lastIndex = i;
    m = SHORT_YEAR_AT.exec(text);
    if (m) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const [day, month] = shortYears === 'dmy' ? [a, b] : [b, a];
      return { date: valid(2000 + Number(m[3]), month, day), length: m[0].length };
    }
  }
  if (!/[A-Za-z\d]/.test(text[i]!)) return null;
  const named = readMonthNameDate(text.slice(i));
  return named === null ? null : { date: valid(named.year, named.month, named.day), length: named.length };
}

/**
 * How the statement writes dd/dd/yyyy dates (its rows and its statement date): as decided (see
 * decidedSlashOrder); else the rows' dates decide as a CSV's do (inferSlashOrder: the order that
 * keeps them sorted, else the shorter span), or, without such rows, the dates outside the table;
 * day first when nothing tells.
 */
export function statementSlashOrder(body: readonly string[], outside: readonly string[]): SlashOrder {
  const decided = decidedSlashOrder(body, outside);
  if (decided !== null) return decided;
  const rowDates = body.filter((line) => ROW_SLASHED.test(line));
  const outsideDates = outside.flatMap((line) => [...line.matchAll(SLASHED_ANYWHERE)].map((m) => m[0]));
  return inferSlashOrder(rowDates.length > 0 ? rowDates : outsideDates);
}

/**
 * The order of the statement's dd/dd/yyyy and dd/dd/yy dates when something in it says: a part
 * above 12 in any of them is the day; else rows printed without a year (12/08, which this reader
 * reads month first, as US card statements print them) make it month first. Null when nothing
 * says: dd/dd/yy dates are then not read by a guess.
 */
export function decidedSlashOrder(body: readonly string[], outside: readonly string[]): SlashOrder | null {
  for (const lines of [body, outside]) {
    for (const line of lines) {
      for (const m of line.matchAll(SLASHED_ANYWHERE)) {
        const [a, b] = [Number(m[1]), Number(m[2])];
        if (a > 12 && a <= 31 && b >= 1 && b <= 12) return 'dmy';
        if (b > 12 && b <= 31 && a >= 1 && a <= 12) return 'mdy';
      }
    }
  }
  return body.some((line) => YEARLESS_ROW.test(line)) ? 'mdy' : null;
}

/** A table line that starts with a date without a year: 12/08, 12-08 (not 12/08/2025). */
const YEARLESS_ROW = /^\s*\d{1,2}[/-]\d{1,2}(?![\d/.-])/;
const ROW_SLASHED = /^\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{4}(?!\d)/;

/** The days a statement says it covers: the first when it states a period, and the last. */
export interface StatementPeriod {
  readonly start: string | null;
  readonly end: string;
}

/**
 * The statement date from the lines outside the table: a line naming the statement date
 * (账单日 2025-01-05, Statement Date 2025/01/05, Statement Date: January 5, 2026 or 01/05/2026)
 * wins, then the end of a period (2024/12/06-2025/01/05, 12/06/2025 to 01/05/2026, with or
 * without a label). dd/dd/yyyy dates are read in `slashOrder` (statementSlashOrder), dd/dd/yy
 * ones (Opening/Closing Date 10/25/26 - 11/24/26) only in `shortYears` (decidedSlashOrder). Null
 * when the statement states neither.
 */
export function findStatementDate(lines: readonly string[], slashOrder: SlashOrder = 'dmy', shortYears: SlashOrder | null = null): string | null {
  return findStatementPeriod(lines, slashOrder, shortYears)?.end ?? null;
}

/** The statement date as findStatementDate finds it, with the first day of the period it closes when the line states one. */
export function findStatementPeriod(lines: readonly string[], slashOrder: SlashOrder = 'dmy', shortYears: SlashOrder | null = null): StatementPeriod | null {
  for (const line of lines) {
    // folded one code unit for one: the label's position is the same in the line as written
    const match = STATEMENT_DATE_WORDS.exec(toSimplified(line));
    if (!match) continue;
    // The date after the label; a line may also hold other dates (到期还款日 ...) before it.
    const afterLabel = line.slice(match.index);
    const dates = datesIn(afterLabel, slashOrder, shortYears);
    if (dates.length === 0) continue;
    // `Opening/Closing Date 12/06/2024 - 01/05/2025`: the label names a period, which its later date closes.
    const [first, next] = dates;
    if (next !== undefined && RANGE_JOIN.test(afterLabel.slice(first!.end, next.start))) return { start: first!.date, end: next.date };
    return { start: null, end: first!.date };
  }
  for (const labelled of [true, false]) {
    for (const line of lines) {
      if (labelled && !PERIOD_WORDS.test(toSimplified(line))) continue;
      const dates = datesIn(line, slashOrder, shortYears);
      for (let k = 1; k < dates.length; k++) {
        if (RANGE_JOIN.test(line.slice(dates[k - 1]!.end, dates[k]!.start))) return { start: dates[k - 1]!.date, end: dates[k]!.date };
      }
    }
  }
  return null;
}
