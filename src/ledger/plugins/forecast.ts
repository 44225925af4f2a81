// beancount.plugins.forecast: a transaction with the flag `#` whose narration ends in
// `[MONTHLY|YEARLY|WEEKLY|DAILY (SKIP n TIME(S)) (REPEAT n TIME(S)) (UNTIL yyyy-mm-dd)]` is replaced
// by copies on the dates dateutil's rrule gives from its date: REPEAT is rrule's count, UNTIL its
// last date, SKIP n its interval n + 1; with neither REPEAT nor UNTIL, the copies run until 31
// December of the current year (datetime.date.today(), the local date). The copies keep everything
// but the date and the narration, which loses the bracket (the text before it, stripped). A `#`
// transaction whose narration has no such bracket stays as it is.
//
// The dates are rrule's (dateutil 2.8): MONTHLY keeps the day of the month and passes over the
// months without it (from the 31st: the months of 31 days); YEARLY keeps the month and the day
// (from 29 February: leap years only); WEEKLY and DAILY step by 7 and 1 days; SKIP multiplies the
// step; REPEAT counts the dates made, UNTIL is inclusive and a date before the transaction's makes
// no copy at all (the transaction disappears). Dates stop at the end of year 9999; rrule's crash
// there (a WEEKLY series on a Saturday or Sunday reaching the last week of 9999) is a thrown
// Error, as is an UNTIL date Python's strptime rejects. The plugin reads `entries[-1].date` and
// uses it for nothing, so a ledger without any directive makes it crash (IndexError), as here.
// Beancount puts the copies after the other directives, sorted, and sorts everything again: the
// same order here.
//
// Identity: every copy has the source (file and line) of the written transaction, and the service
// identifies a written transaction by its line. So the copy on the transaction's own date (rrule's
// first date whenever there is one) stands for the written transaction, and every other copy is
// marked synthesised() (made by the pipeline, not written); when no copy falls on its date, all
// are. Otherwise the directives are Beancount's.
import { dateOfDayNumber, dateParts, dayNumber, daysInMonth, isoDate, localDate } from '../core/calendar.ts';
import { compareDirectives, type Directive, type LedgerError, type Transaction } from '../core/directives.ts';
import { pythonStrRepr } from '../core/python_repr.ts';
import { isSynthesised, synthesised } from '../core/synthesised.ts';
import { PY_SPACE_CLASS_BODY, pyStrip } from './python_re.ts';

const S = `[${PY_SPACE_CLASS_BODY}]`;
// The plugin's pattern, with Python's meaning: `.` is any character but \n, \s Python's whitespace.
const FORECAST_RE = new RegExp(
  `^([^\\n]*)\\[(MONTHLY|YEARLY|WEEKLY|DAILY)(${S}+SKIP${S}+([1-9][0-9]*)${S}+TIME[^\\n]?)?(${S}+REPEAT${S}+([1-9][0-9]*)${S}+TIME[^\\n]?)?(${S}+UNTIL${S}+([0-9\\-]+))?\\]`,
  'u',
);

export type Frequency = 'YEARLY' | 'MONTHLY' | 'WEEKLY' | 'DAILY';

export interface Recurrence {
  readonly freq: Frequency;
  readonly interval: number;
  /** rrule's count (REPEAT), or null. */
  readonly count: number | null;
  /** rrule's until (inclusive), or null. */
  readonly until: string | null;
}

// A number of dates or days beyond any series between years 1 and 9999 (3,652,059 days).
const UNBOUNDED = 10_000_000;

/** The dates rrule(freq, dtstart=start, interval, count | until) gives, in order. */
export function recurrenceDates(start: string, rule: Recurrence): string[] {
  const [y0, m0, d0] = dateParts(start);
  const out: string[] = [];
  const interval = Math.min(rule.interval, UNBOUNDED);
  const count = rule.count === null ? null : Math.min(rule.count, UNBOUNDED);
  /** A candidate date: false when the series ends (until passed, or count reached). */
  const take = (date: string): boolean => {
    if (rule.until !== null && date > rule.until) return false;
    if (count !== null && out.length >= count) return false;
    out.push(date);
    return true;
  };
  switch (rule.freq) {
    case 'DAILY':
    case 'WEEKLY': {
      const step = rule.freq === 'DAILY' ? interval : 7 * interval;
      const first = dayNumber(y0, m0, d0);
      const last = dayNumber(9999, 12, 31);
      // Monday = 0, as Python's weekday(); 0001-01-01 was a Monday.
      const weekday = first % 7;
      for (let n = first; ; n += step) {
        if (n > last) {
          // rrule moves to the Monday of the next week first: beyond 9999 it stops, but a date
          // beyond 9999 within a week that starts in 9999 makes date.fromordinal fail.
          if (rule.freq === 'WEEKLY' && n - weekday <= last) throw new Error('year 10000 is out of range');
          break;
        }
        if (!take(dateOfDayNumber(n))) break;
      }
      break;
    }
    case 'MONTHLY':
      for (let month = (y0 - 1) * 12 + (m0 - 1); Math.floor(month / 12) + 1 <= 9999; month += interval) {
        const y = Math.floor(month / 12) + 1;
        const m = (month % 12) + 1;
        if (d0 <= daysInMonth(y, m) && !take(isoDate(y, m, d0))) break;
      }
      break;
    case 'YEARLY':
      for (let y = y0; y <= 9999; y += interval) if (d0 <= daysInMonth(y, m0) && !take(isoDate(y, m0, d0))) break;
      break;
  }
  return out;
}

/** datetime.datetime.strptime(text, '%Y-%m-%d').date(), or Python's ValueError as an Error. */
export function parseUntil(text: string): string {
  const m = /^(\d{4})-(1[0-2]|0[1-9]|[1-9])-(3[01]|[12]\d|0[1-9]|[1-9]| [1-9])/.exec(text);
  if (m === null) throw new Error(`time data ${pythonStrRepr(text)} does not match format '%Y-%m-%d'`);
  if (m[0].length !== text.length) throw new Error(`unconverted data remains: ${text.slice(m[0].length)}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1) throw new Error(`year ${y} is out of range`);
  if (d > daysInMonth(y, mo)) throw new Error('day is out of range for month');
  return isoDate(y, mo, d);
}

/** The narration without its bracket and the recurrence it asks for, or null when it has none. */
export function parseForecast(narration: string, today: () => string): { narration: string; rule: Recurrence } | null {
  const m = FORECAST_RE.exec(narration);
  if (m === null) return null;
  const freq = m[2] as Frequency;
  const big = (digits: string): number => Math.min(Number(digits), UNBOUNDED);
  let count: number | null = null;
  let until: string | null = null;
  if (m[6] !== undefined) count = big(m[6]);
  else if (m[8] !== undefined) until = parseUntil(m[8]);
  else until = `${today().slice(0, 4)}-12-31`;
  const interval = m[4] !== undefined ? big(m[4]) + 1 : 1;
  return { narration: pyStrip(m[1]!), rule: { freq, interval, count, until } };
}

/**
 * `today` decides the end of a series without REPEAT or UNTIL (31 December of its year); it is
 * asked only for such a series.
 */
export function forecast(entries: readonly Directive[], today: () => string = localDate): { directives: Directive[]; errors: LedgerError[] } {
  // date_today = entries[-1].date: unused, but it fails on an empty list.
  if (entries.length === 0) throw new Error('IndexError: list index out of range');
  const filtered: Directive[] = [];
  const made: Transaction[] = [];
  for (const entry of entries) {
    if (entry.type !== 'transaction' || entry.flag !== '#') {
      filtered.push(entry);
      continue;
    }
    const parsed = parseForecast(entry.narration, today);
    if (parsed === null) {
      made.push(entry);
      continue;
    }
    for (const date of recurrenceDates(entry.date, parsed.rule)) {
      const written = date === entry.date && !isSynthesised(entry);
      // A made copy gets a source object of its own (the same file and line): the mark is on it.
      const copy: Transaction = { ...entry, date, narration: parsed.narration, source: written ? entry.source : { ...entry.source } };
      made.push(written ? copy : synthesised(copy));
    }
  }
  made.sort(compareDirectives);
  return { directives: [...filtered, ...made].sort(compareDirectives), errors: [] };
}
