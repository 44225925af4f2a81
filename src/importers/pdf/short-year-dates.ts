// Row dates printed with a two-digit year, 11/02/26, as Bank of America prints them. Whether the
// month or the day comes first, and the century, are not written: the statement tells them, or
// such a date is refused rather than read by a guess. The order is told by the statement's dates
// (decidedSlashOrder: a part above 12 in one of them, or rows printed without a year), or else by
// its period (for November 1, 2026 to November 25, 2026) when only one order puts every such row
// inside it; the century is that of the statement date, or 2000-2099 when there is none.
import type { SlashOrder } from '../csv/cells.ts';
import { formatDate, isValidDate, type StatementPeriod } from './statement-dates.ts';

export interface ShortYearDate {
  readonly first: number;
  readonly second: number;
  /** The two digits of the year. */
  readonly year: number;
}

/** What a time may add after the date in the same cell. */
const SHORT_YEAR_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;

/** The two-digit-year date a cell holds, or null. */
export function parseShortYearDate(cell: string): ShortYearDate | null {
  const m = SHORT_YEAR_DATE.exec(cell.trim());
  return m ? { first: Number(m[1]), second: Number(m[2]), year: Number(m[3]) } : null;
}

/** How the statement's two-digit-year dates read: the order of their parts, and the year they are near. */
export interface ShortYearReading {
  readonly order: SlashOrder;
  /** The statement date's year: a two-digit year is taken in the century that puts it nearest. */
  readonly nearYear: number | null;
}

/**
 * How the row dates `cells` (the date cells of the rows, of any form) read when some are written
 * with a two-digit year; a sentence saying why they cannot be read when the statement does not
 * tell their order.
 */
export function shortYearReading(cells: readonly string[], decided: SlashOrder | null, period: StatementPeriod | null): ShortYearReading | string {
  const nearYear = period === null ? null : Number(period.end.slice(0, 4));
  if (decided !== null) return { order: decided, nearYear };
  const written = cells.filter((cell) => parseShortYearDate(cell) !== null).map((cell) => cell.trim());
  const dates = written.map((cell) => parseShortYearDate(cell)!);
  if (period?.start != null) {
    const { start, end } = period;
    const fits = (['mdy', 'dmy'] as const).filter((order) =>
      dates.every((d) => {
        const date = resolveShortYearDate(d, { order, nearYear });
        return date !== null && date >= start && date <= end;
      }),
    );
    if (fits.length === 1) return { order: fits[0]!, nearYear };
  }
  const example = written.find((_, i) => dates[i]!.first !== dates[i]!.second) ?? written[0] ?? 'dd/dd/yy';
  return `dates such as ${example} have a two-digit year, and nothing in the statement says whether the month or the day comes first (no date with a part above 12, no statement period that holds the rows in one reading only)`;
}

/** The date as YYYY-MM-DD, or null when it is no date in that reading. */
export function resolveShortYearDate(date: ShortYearDate, reading: ShortYearReading): string | null {
  const [month, day] = reading.order === 'mdy' ? [date.first, date.second] : [date.second, date.first];
  // the century that puts the year nearest the statement's (2000-2099 without a statement date)
  const century = reading.nearYear === null ? 2000 : Math.round((reading.nearYear - date.year) / 100) * 100;
  const year = century + date.year;
  return isValidDate(year, month, day) ? formatDate(year, month, day) : null;
}
