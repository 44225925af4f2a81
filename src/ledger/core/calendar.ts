// The proleptic Gregorian calendar of Python's datetime.date, on ISO dates (YYYY-MM-DD), without
// JavaScript's Date (which reads years 0-99 as 1900-1999 and keeps a time of day).

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in the month (1-12) of the year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today's date where the process runs (Python's datetime.date.today()). */
export function localDate(): string {
  const now = new Date();
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Year, month and day of an ISO date. */
export function dateParts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** Days since 0001-01-01 (day 0). */
export function dayNumber(year: number, month: number, day: number): number {
  const a = year - 1;
  let days = a * 365 + Math.floor(a / 4) - Math.floor(a / 100) + Math.floor(a / 400);
  for (let m = 1; m < month; m++) days += daysInMonth(year, m);
  return days + day - 1;
}

/** The ISO date of a day number (it may lie beyond year 9999, where Python's dates end). */
export function dateOfDayNumber(n: number): string {
  let year = Math.floor(n / 365.2425) + 1;
  while (dayNumber(year, 1, 1) > n) year--;
  while (dayNumber(year + 1, 1, 1) <= n) year++;
  let rest = n - dayNumber(year, 1, 1);
  let month = 1;
  while (rest >= daysInMonth(year, month)) rest -= daysInMonth(year, month++);
  return isoDate(year, month, rest + 1);
}
