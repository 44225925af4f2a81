// Dates written with an English month name, as English-language statements print them:
// "03 Oct 2026", "3-October-2026", "Oct 3, 2026", "October 3 2026"; and months of a year as their
// titles name them: "Statement January 2026".

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const NAME = '([A-Za-z]{3,9})\\.?';
const DAY_FIRST = new RegExp(`^(\\d{1,2})[\\s/-]*${NAME}[\\s/,-]*(\\d{4})`);
const MONTH_FIRST = new RegExp(`^${NAME}\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})`);

function monthOf(name: string): number | null {
  const n = name.toLowerCase();
  const i = MONTHS.findIndex((m) => n.startsWith(m));
  // "Sept" and the full names start with the three letters; other words are not months
  if (i < 0) return null;
  const full = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'][i]!;
  return n.length === 3 || n === 'sept' || n === full ? i + 1 : null;
}

/** The date at the start of `text`, with how many characters it took; null when there is none. */
export function readMonthNameDate(text: string): { year: number; month: number; day: number; length: number } | null {
  let m = DAY_FIRST.exec(text);
  if (m) {
    const month = monthOf(m[2]!);
    if (month !== null) return { year: Number(m[3]), month, day: Number(m[1]), length: m[0].length };
  }
  m = MONTH_FIRST.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    if (month !== null) return { year: Number(m[3]), month, day: Number(m[2]), length: m[0].length };
  }
  return null;
}

/** A month name and a year with no day between, as a whole word: "January 2026", "Jan. 2026". */
const MONTH_YEAR = new RegExp(`(?<![A-Za-z])${NAME}\\s+(\\d{4})(?![\\d.,:/-])`, 'g');

/**
 * The months `text` names with their year ("Statement January 2026", "Jan. 2026"). A full date
 * ("05 Jan 2026") would count as its month: blank the dates out first.
 */
export function monthsNamedWithYear(text: string): { year: number; month: number }[] {
  const found: { year: number; month: number }[] = [];
  for (const m of text.matchAll(MONTH_YEAR)) {
    const month = monthOf(m[1]!);
    if (month !== null) found.push({ year: Number(m[2]), month });
  }
  return found;
}
