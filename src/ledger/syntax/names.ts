// The token rules for names, for checking user input before it is written to a ledger.
// They match what the parser accepts (Beancount 2.3 rules, plus Unicode account names and
// currencies of at least two characters as in Beancount 2.3).
import { isAccountToken } from './cursor.ts';
import { DIGIT, UPPER } from './beancount2_letters.ts';
import { daysInMonth } from '../core/calendar.ts';

const TAG_RE = /^[A-Za-z0-9\-_/.]+$/;
const KEY_RE = /^[a-z][a-zA-Z0-9\-_]+$/;
const CURRENCY_RE = /^[A-Z][A-Z0-9'._-]{0,22}[A-Z0-9]$/;
const FLAG_RE = /^[*!&#?%PSTCURM]$/;

/**
 * An account name the printer may write: one account token to Beancount 2.3's lexer, so that an
 * account the ledger already has (`Assets:１`, `Expenses:Coffee☕`) can be posted to. Whether the
 * name is valid is the parser's judgement of the printed text (an `Invalid account name`).
 */
export function isPrintableAccount(s: string): boolean {
  if (typeof s !== 'string') return false;
  if (PRINTABLE_ACCOUNTS.has(s)) return true;
  if (!isAccountToken(s)) return false;
  // A ledger's writes name the same few hundred accounts again and again (an import of 50,000
  // rows, two postings each): each is scanned once, and the set kept small.
  if (PRINTABLE_ACCOUNTS.size >= PRINTABLE_ACCOUNTS_KEPT) PRINTABLE_ACCOUNTS.clear();
  PRINTABLE_ACCOUNTS.add(s);
  return true;
}
const PRINTABLE_ACCOUNTS = new Set<string>();
const PRINTABLE_ACCOUNTS_KEPT = 4096;

/** `USD`, `HOOL`, `TEST_D`, `CAD.11`, `V` (TRUE, FALSE and NULL are keywords, not currencies). */
export function isCurrency(s: string): boolean {
  return typeof s === 'string' && CURRENCY_RE.test(s) && s !== 'TRUE' && s !== 'FALSE' && s !== 'NULL';
}

/** The name of a tag or link, without its `#` or `^`. */
export function isTagName(s: string): boolean {
  return typeof s === 'string' && TAG_RE.test(s);
}

/**
 * A metadata key we may write: a lowercase letter then at least one of [a-zA-Z0-9_-], and not
 * `filename` or `lineno`, which Beancount sets itself (a written `lineno: "x"` crashes bean-check).
 */
export function isMetaKey(s: string): boolean {
  return typeof s === 'string' && KEY_RE.test(s) && s !== 'filename' && s !== 'lineno';
}

/** A transaction or posting flag Beancount 2.3's lexer reads: `*`, `!`, `&`, `#`, `?`, `%`, P, S, T, C, U, R or M. */
export function isFlag(s: string): boolean {
  return typeof s === 'string' && FLAG_RE.test(s);
}

/** A real calendar date written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export function isDate(s: string): boolean {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  if (year < 1 || month < 1 || month > 12 || day < 1) return false; // Python's dates start at year 1
  return day <= daysInMonth(year, month);
}

/** Whether the code point is in one of the [first, last] ranges (a flat, sorted list). */
export function inRanges(ranges: readonly number[], cp: number): boolean {
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < ranges[2 * mid]!) hi = mid - 1;
    else if (cp > ranges[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * Whether Beancount 2.3 takes the name as an account (its grammar's check, after the lexer): the
 * component after the root starts with what its own, older Unicode table counts as an uppercase
 * letter or a digit. It looks no further (a regular expression matched at the start only), so
 * `Expenses:Food:餐饮` passes and `Assets:Ͱ` does not, though JavaScript's \p{Lu} has Ͱ.
 */
export function isBeancount2Account(account: string): boolean {
  const colon = account.indexOf(':');
  const cp = colon < 0 ? undefined : account.codePointAt(colon + 1);
  return cp !== undefined && (inRanges(UPPER, cp) || inRanges(DIGIT, cp));
}
