// Dates in statement tables and the statement date that gives MM/DD rows their year.
import { readMonthNameDate } from '../month-name-date.ts';

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

const ANY_FULL_DATE = /(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?/g;
/** Words that introduce the statement (closing) date. */
const STATEMENT_DATE_WORDS = /账单日|账单日期|对账单日|出账日|statement\s*date|closing\s*date|statement\s*closing/i;
/** Words that introduce the statement period (the later date ends it). */
const PERIOD_WORDS = /账单周期|账单期间|对账期间|查询期间|起止日期|交易期间|statement\s*period|period/i;
const RANGE = /(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?)\s*(?:-|~|至|到|to)\s*(\d{4}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?)/i;

function datesIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(ANY_FULL_DATE)) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (isValidDate(year, month, day)) found.push(formatDate(year, month, day));
  }
  return found;
}

/**
 * The statement date from the lines outside the table: a line naming the statement date
 * (账单日 2025-01-05, Statement Date 2025/01/05) wins, then the end of a period
 * (2024/12/06-2025/01/05, with or without a label). Null when the statement states neither.
 */
export function findStatementDate(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = STATEMENT_DATE_WORDS.exec(line);
    if (!match) continue;
    // The date after the label; a line may also hold other dates (到期还款日 ...) before it.
    const dates = datesIn(line.slice(match.index));
    if (dates.length > 0) return dates[0]!;
  }
  for (const labelled of [true, false]) {
    for (const line of lines) {
      if (labelled && !PERIOD_WORDS.test(line)) continue;
      const range = RANGE.exec(line);
      if (!range) continue;
      const end = datesIn(range[2]!);
      if (end.length > 0) return end[0]!;
    }
  }
  return null;
}
