// A number cell's value as text, read from the decimal text Excel wrote (`<v>12.5</v>`) and never
// through a JS number: a binary artefact Excel wrote where it stored a sum (0.1+0.2 is
// `0.30000000000000004`, `12.499999999999998`) is rounded to the 15 significant digits Excel shows;
// a date (a number of days in a cell formatted as a date) becomes `YYYY-MM-DD`.
import { Decimal } from '../../ledger/core/decimal.ts';
import type { DateKind } from './cell-styles.ts';

/** The significant digits Excel shows of a number (and keeps of one typed in). */
const SHOWN_DIGITS = 15;
/** Decimal text as XML writes a double: plain or with an exponent a double can have. */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,3})?$/;
const PLAIN = /^-?\d+(\.\d+)?$/;

export function isNumberText(text: string): boolean {
  return NUMBER_TEXT.test(text.trim());
}

/**
 * `text` as Excel shows the number: as written when it has at most 15 digits or is a whole number
 * (an id), else rounded (half away from zero) to 15; with at least `decimals` decimals (its format's `0.00`: 36.5 is 36.50), a
 * digit it has never taken away. Text that is no number stays as it is.
 */
export function numberText(text: string, decimals = 0): string {
  const t = text.trim();
  const value = NUMBER_TEXT.test(t) ? Decimal.tryParse(t) : null;
  if (value === null) return text;
  // A whole number past 15 digits that the file holds in scientific notation has lost digits (a
  // 22-digit id saved by a spreadsheet program: 4.2000000012024E+21): kept so, as Excel shows it,
  // for the readers to tell it from a number written whole (read-statement.ts's withoutLostIds).
  if (/[eE]/.test(t) && value.adjusted() >= SHOWN_DIGITS && !value.isNegative()) return scientificText(roundToShown(value).normalize());
  // (a whole number written with more digits is a reference, not a sum's artefact: WeChat writes
  // its 22-digit 交易单号 as a number cell, and rounded to 15 digits, the next month's payments
  // took the ids of the last one's and were dropped as imported already: QA)
  const whole = /^-?[1-9]\d*$/.test(t);
  const shown = PLAIN.test(t) && (whole || value.digits() <= SHOWN_DIGITS) && !/^-?0\d/.test(t) ? value : roundToShown(value).normalize();
  return shown.scale() < decimals ? shown.quantize(-decimals).toString() : PLAIN.test(t) && shown === value ? t : shown.toString();
}

/** `4.2000000012024E+21`: a positive number's digits, one before the point, and its exponent. */
function scientificText(value: Decimal): string {
  const digits = value.coef.toString();
  return `${digits[0]}${digits.length > 1 ? `.${digits.slice(1)}` : ''}E+${value.adjusted()}`;
}

function roundToShown(value: Decimal): Decimal {
  if (value.isZero() || value.digits() <= SHOWN_DIGITS) return value;
  const exp = value.adjusted() - (SHOWN_DIGITS - 1);
  return roundHalfUp(value, exp);
}

/** `value` to the exponent `exp`, a half rounded away from zero as Excel rounds (Decimal's quantize rounds it to even). */
function roundHalfUp(value: Decimal, exp: number): Decimal {
  const rounded = value.quantize(exp);
  const half = new Decimal(5, exp - 1);
  if (!value.sub(rounded).abs().eq(half) || rounded.abs().gt(value.abs())) return rounded;
  const unit = new Decimal(value.isNegative() ? -1 : 1, exp);
  return rounded.add(unit);
}

const SECONDS_PER_DAY = 86_400n;
/** 9999-12-31, the last day Excel shows a date for. */
const LAST_SERIAL = 2_958_465n;
const DAY_MS = 86_400_000;

/**
 * The date and time `text` (a number of days, its fraction the time of day) stands for in a cell
 * of `kind`, to the second; null when it is no number or outside Excel's dates. In the 1900
 * system day 1 is 1900-01-01 and day 60 the 1900-02-29 Excel counts (Lotus 1-2-3 took 1900 for a
 * leap year), which no calendar has: it is written so, and a reader finds no such date. In the
 * 1904 system day 0 is 1904-01-01.
 */
export function serialDateText(text: string, kind: DateKind, date1904: boolean): string | null {
  const t = text.trim();
  if (!NUMBER_TEXT.test(t)) return null;
  const value = Decimal.tryParse(t);
  if (value === null || value.isNegative()) return null;
  const seconds = roundHalfUp(value.mul(Decimal.fromInt(86_400)), 0).coef;
  const days = seconds / SECONDS_PER_DAY;
  const secondOfDay = Number(seconds % SECONDS_PER_DAY);
  const time = [Math.floor(secondOfDay / 3600), Math.floor(secondOfDay / 60) % 60, secondOfDay % 60].map((n) => String(n).padStart(2, '0')).join(':');
  if (kind === 'time') return time;
  if (days > LAST_SERIAL || (!date1904 && days === 0n)) return null;
  const day = dayText(Number(days), date1904);
  return kind === 'date' ? day : `${day} ${time}`;
}

function dayText(serial: number, date1904: boolean): string {
  if (date1904) return new Date(Date.UTC(1904, 0, 1) + serial * DAY_MS).toISOString().slice(0, 10);
  if (serial === 60) return '1900-02-29';
  // (days after the one that never was are one day nearer to 1900-01-01 than their numbers say)
  return new Date(Date.UTC(1899, 11, serial < 60 ? 31 : 30) + serial * DAY_MS).toISOString().slice(0, 10);
}

/** A cell of type `d` (an ISO 8601 date, as some writers store dates): `YYYY-MM-DD` or with its time; null when it is none. */
export function isoDateText(text: string, kind: DateKind | null): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim());
  if (m === null) return null;
  const time = m[2] === undefined ? null : m[2].length === 5 ? `${m[2]}:00` : m[2];
  if (kind === 'time' && time !== null) return time;
  return time === null || time === '00:00:00' || kind === 'date' ? m[1]! : `${m[1]} ${time}`;
}
