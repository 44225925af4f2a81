// The values of OFX leaf elements: dates (DTPOSTED, DTTRADE...), amounts (TRNAMT, TOTAL...),
// currency codes and free text, read the same way in every kind of statement.
import { Decimal } from '../../ledger/core/decimal.ts';
import { validDate } from '../csv/cells.ts';

/**
 * DTPOSTED: YYYYMMDD, optionally followed by a time, fraction and [offset:zone]; the date is the bank's own.
 * Each space after the date is read one way only: a run of them with no [zone] was split between the
 * spaces before and after the zone left out, every way (40,000 spaces took 3 s, a megabyte of them hours).
 */
export function parseOfxDate(text: string): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})(?:\d{0,6}(?:[.:]\d+)?)?\s*(?:\[[^\]]*\]\s*)?$/.exec(text);
  if (!m) return null;
  return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * TRNAMT: "-6.60", "+12", "1,234.56", or a decimal comma "-6,60". Each digit is read one way only: a run
 * of digits with no point was split between those before and after the point left out, every way
 * (40,000 digits and an x took 3 s, a megabyte of them hours).
 */
export function parseOfxAmount(text: string): Decimal | null {
  let t = text.replace(/\s+/g, '');
  if (/^[+-]?\d*,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  else if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  if (!/^[+-]?(\d+(?:\.\d*)?|\.\d+)$/.test(t)) return null;
  return Decimal.parse(t);
}

export function currencyCode(text: string | null): string | null {
  const t = text?.trim().toUpperCase();
  return t && /^[A-Z]{3}$/.test(t) ? t : null;
}

export function clean(text: string | null): string | null {
  const t = text?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
}
