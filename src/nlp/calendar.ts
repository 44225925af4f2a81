// Calendar arithmetic on YYYY-MM-DD strings, by day numbers (see ledger/core/calendar.ts): no
// time zone or DST shifts a day, and years 1-99 are not read as 1901-1999 as Date.UTC reads them.
import { dateOfDayNumber, daysInMonth, dayNumber, isoDate } from '../ledger/core/calendar.ts';

export { daysInMonth, isoDate };

export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m !== null && isValidDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function splitIso(date: string): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** The day `days` away; before 0001-01-01 or after 9999-12-31 it is no valid date (isIsoDate says so). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = splitIso(date);
  return dateOfDayNumber(dayNumber(year, month, day) + days);
}

/** 1 = Monday ... 7 = Sunday (weeks start on Monday, as in China; 0001-01-01 was a Monday). */
export function isoWeekday(date: string): number {
  const { year, month, day } = splitIso(date);
  return (((dayNumber(year, month, day) % 7) + 7) % 7) + 1;
}

/** Year and month `offset` months away from (year, month); the year may fall below 1 (no valid date then). */
export function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
