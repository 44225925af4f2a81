// What a cell's style says of how its number is shown (xl/styles.xml). Excel keeps a date as a
// number of days (45292 is 2024-01-01) and only the cell's number format says it is one: a
// built-in format by its id, or a format code of the workbook's own with y, m, d, h or s in it.
// A money format (`#,##0.00`) shows 36.5 as 36.50, which is what the statement says.
import { parsePart } from './workbook-parts.ts';

/** How a number in a date-formatted cell is to be written: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` or `HH:MM:SS`. */
export type DateKind = 'date' | 'datetime' | 'time';

export interface CellStyle {
  /** the number is a date or time (null: a number) */
  readonly date: DateKind | null;
  /** the decimals the format shows at least (`0.00`: 2), for a plain number format; 0 otherwise */
  readonly decimals: number;
}

const PLAIN: CellStyle = { date: null, decimals: 0 };

/**
 * The built-in formats that are dates or times: 14-22 and 45-47 in every locale; 27-36 and 50-58
 * are the dates and times of Chinese, Japanese and Korean Excel (27 is `yyyy"年"m"月"` there,
 * 32 `h"时"mm"分"`), which a workbook made in China uses without writing their codes.
 */
const BUILT_IN_DATES: ReadonlyMap<number, DateKind> = new Map<number, DateKind>([
  [14, 'date'], [15, 'date'], [16, 'date'], [17, 'date'], [18, 'time'], [19, 'time'], [20, 'time'], [21, 'time'], [22, 'datetime'],
  [27, 'date'], [28, 'date'], [29, 'date'], [30, 'date'], [31, 'date'], [32, 'time'], [33, 'time'], [34, 'time'], [35, 'time'], [36, 'date'],
  [45, 'time'], [46, 'time'], [47, 'time'],
  [50, 'date'], [51, 'date'], [52, 'date'], [53, 'date'], [54, 'date'], [55, 'time'], [56, 'time'], [57, 'date'], [58, 'date'],
]);
/** The built-in number formats with two decimals: `0.00`, `#,##0.00`, the currency and accounting ones. */
const BUILT_IN_TWO_DECIMALS = new Set([2, 4, 7, 8, 39, 40, 43, 44]);

/** A format code's first section without quoted text, escaped characters, `[Red]`/`[$-804]` and padding (`_)`, `*-`). */
function bareSection(code: string): string {
  return code.split(';')[0]!.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/[_*]./g, '').replace(/\[[^\]]*\]/g, '');
}

/** Whether a format code shows a date, a time or both (null: neither). */
export function formatCodeKind(code: string): DateKind | null {
  const bare = bareSection(code).toLowerCase();
  const time = /[hs]/.test(bare);
  // (an m between hours and seconds is minutes: `hh:mm` is a time)
  const date = /[yd]/.test(bare) || (/m/.test(bare) && !time);
  if (date) return time ? 'datetime' : 'date';
  return time || /\[(h+|m+|s+)\]/i.test(code.split(';')[0]!) ? 'time' : null;
}

/** The decimals a number format code shows at least (the 0s after its point); 0 for a percentage or a scientific format, which show another number. */
export function formatCodeDecimals(code: string): number {
  const bare = bareSection(code);
  if (/[%Ee]/.test(bare)) return 0;
  // (Excel shows at most 30 decimals)
  return Math.min(30, /\.(0*)/.exec(bare)?.[1]!.length ?? 0);
}

function styleOf(code: string | undefined, id: number): CellStyle {
  if (code !== undefined) {
    const date = formatCodeKind(code);
    return date !== null ? { date, decimals: 0 } : { date: null, decimals: formatCodeDecimals(code) };
  }
  const date = BUILT_IN_DATES.get(id) ?? null;
  return date !== null ? { date, decimals: 0 } : BUILT_IN_TWO_DECIMALS.has(id) ? { date: null, decimals: 2 } : PLAIN;
}

/** Each cell style, by its index in `cellXfs` (a cell's `s`). */
export function readCellStyles(path: string, xml: string): CellStyle[] {
  const codes = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  parsePart(path, xml, {
    open(name, attributes) {
      if (name === 'numFmt' && attributes.numFmtId !== undefined) codes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styleFormats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  // (a workbook may write a code for a built-in id too: its own code wins)
  return styleFormats.map((id) => styleOf(codes.get(id), id));
}
