// "Today" as a calendar date in the configured time zone (LEDGER_TIMEZONE).

/** YYYY-MM-DD of `now` in `timeZone` (an IANA name; undefined = the process time zone). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
