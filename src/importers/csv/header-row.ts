// Statements put a preamble of varying length before the column header: find the header by
// what it says, and map each role to its column.
import type { CsvLine } from './csv-table.ts';
import { headerKey, validDate, type StatementFrame } from './cells.ts';
import { monthsNamedWithYear, readMonthNameDate } from '../month-name-date.ts';
import { toSimplified } from '../../text/traditional-chinese.ts';

/** role -> header texts (already in headerKey form) that name it, best first. */
export type HeaderVocabulary = Readonly<Record<string, readonly string[]>>;

export interface HeaderRow {
  /** Index into the lines array of the header line. */
  readonly index: number;
  /** role -> column index */
  readonly columns: ReadonlyMap<string, number>;
}

/** Map roles to columns of one line; a role takes the first of its names that is present. */
export function mapColumns(cells: readonly string[], vocabulary: HeaderVocabulary): Map<string, number> {
  const keys = cells.map(headerKey);
  const columns = new Map<string, number>();
  const taken = new Set<number>();
  for (const [role, names] of Object.entries(vocabulary)) {
    for (const name of names) {
      const at = keys.findIndex((k, i) => k === name && !taken.has(i));
      if (at >= 0) {
        columns.set(role, at);
        taken.add(at);
        break;
      }
    }
  }
  return columns;
}

/** The first line (within `limit` lines) where every role in `required` has a column. */
export function findHeaderRow(lines: readonly CsvLine[], vocabulary: HeaderVocabulary, required: readonly (readonly string[])[], limit = 80): HeaderRow | null {
  const end = Math.min(lines.length, limit);
  for (let i = 0; i < end; i++) {
    const cells = lines[i]!.cells;
    if (cells.length < 2) continue;
    const columns = mapColumns(cells, vocabulary);
    // each entry of `required` is a set of alternatives: one of them must be present
    if (required.every((alternatives) => alternatives.some((r) => columns.has(r)))) return { index: i, columns };
  }
  return null;
}

/**
 * A line after the header that carries no data: blank, a dashed rule, a one-cell note, a
 * comment, or a summary (合计, 总计, Total...: however many cells its sums fill).
 */
export function isFooterLine(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  if (filled.length === 0) return true;
  const first = toSimplified(filled[0]!.trim());
  if (/^#/.test(first) || isSummaryLine(cells)) return true;
  // Alipay's older export ends with counts per kind: 已收入:0笔,0.00元
  if (/^(已收入|待收入|已支出|待支出|不计收支|已退款)\s*[:：]/.test(first)) return true;
  return filled.length <= 2 && (/^[-=—]{3,}/.test(first) || /^(共|导出)/.test(first) || filled.length === 1);
}

/**
 * A line that sums rows up (合计, 总计, 本页小计, 人民币合计, Total...: however many cells its sums
 * fill, its label in the first cell that is filled): no transaction, and said to be none.
 */
export function isSummaryLine(cells: readonly string[]): boolean {
  const filled = cells.filter((c) => c.trim() !== '');
  // (a total dated as the rows are, 2026-10-07,合计,...: its label after the date; it was booked as a row)
  const dated = filled.length > 1 && /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[\sT]\d{1,2}:\d{2}(?::\d{2})?)?$/.test(filled[0]!.trim());
  const first = toSimplified((dated ? filled[1]! : (filled[0] ?? '')).trim());
  if (/^(合计|总计|小计|本页合计|本期合计|共\s*\d|total\b|subtotal\b|grand total\b)/i.test(first)) return true;
  // a total per currency, kind or page: ICBC's 人民币合计, 美元合计, 支出合计, 本页小计
  return /^[\p{Script=Han}]{1,8}(合计|总计|小计)\s*[:：]?$/u.test(first);
}

/**
 * A line after the table that counts and sums its rows (建设银行: `借方笔数:2 借方金额:3,288.00,贷方笔数:2
 * 贷方金额:50,012.34`): its sums' thousands separators split it into cells, one of which (`288.00`)
 * stood where a date is, so it was skipped as a row without a valid date. Told by its first cell,
 * a label of a count (…笔数) or of a debit or credit sum followed by a figure.
 */
export function isCountsLine(cells: readonly string[]): boolean {
  const first = toSimplified(cells.find((c) => c.trim() !== '')?.trim() ?? '');
  return /^(?:[\p{Script=Han}]{0,6}笔数|借方金额|贷方金额|借方发生额|贷方发生额)\s*[:：]\s*\d/u.test(first);
}

/** Words that name the statement (closing) date: 账单日 2024/01/05, Statement Date: Jan 5, 2024. */
const STATEMENT_DATE_LABEL = /账单日|出账日|结单日|statement\s*date|closing\s*date/i;
/** Words that name the period a statement covers. */
const PERIOD_LABEL = /账单周期|账单期间|账单区间|对账期间|查询期间|起止日期|交易期间|period/i;
/** What joins the two dates of a period: 2023/12/06-2024/01/05, 2023年12月06日至2024年01月05日. */
const RANGE_JOIN = /^\s*(?:-|–|—|~|～|至|到|to|through|until)\s*$/i;

/** Year first with one separator throughout (2024/01/05, 2024-1-5, 2024.01.05), 2024年01月05日, or 20240105; sticky. */
const YEAR_FIRST_DATE = /(\d{4})(?:([-/.])(\d{1,2})\2(\d{1,2})|\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日|(\d{2})(\d{2}))(?!\d)/y;
/** Day first with dots (31.01.2024), as the European banks whose rows print 05.01 write it; sticky. */
const DOTTED_DATE = /(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)/y;

interface DateInText {
  /** YYYY-MM-DD, or null for what is written as a date but is none (2024/02/30). */
  readonly date: string | null;
  readonly start: number;
  readonly end: number;
}

/** Every date written in `text` with its year: year first, day first with dots (31.01.2024), or with an English month name (Jan 5, 2024; 05 Jan 2024). */
function datesInText(text: string): DateInText[] {
  const found: DateInText[] = [];
  for (let i = 0; i < text.length; ) {
    const before = text[i - 1] ?? ' ';
    // a date starts neither inside a number nor inside a word
    if (/\d/.test(before) || (/[A-Za-z]/.test(before) && /[A-Za-z]/.test(text[i]!))) {
      i++;
      continue;
    }
    YEAR_FIRST_DATE.lastIndex = i;
    const m = YEAR_FIRST_DATE.exec(text);
    if (m) {
      const [month, day] = m[3] !== undefined ? [m[3], m[4]] : m[5] !== undefined ? [m[5], m[6]] : [m[7], m[8]];
      found.push({ date: validDate(Number(m[1]), Number(month), Number(day)), start: i, end: i + m[0].length });
      i += m[0].length;
      continue;
    }
    DOTTED_DATE.lastIndex = i;
    const dotted = DOTTED_DATE.exec(text);
    if (dotted) {
      found.push({ date: validDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1])), start: i, end: i + dotted[0].length });
      i += dotted[0].length;
      continue;
    }
    const named = /[A-Za-z\d]/.test(text[i]!) ? readMonthNameDate(text.slice(i)) : null;
    if (named !== null) {
      found.push({ date: validDate(named.year, named.month, named.day), start: i, end: i + named.length });
      i += named.length;
      continue;
    }
    i++;
  }
  return found;
}

/** A year and month in a title: 2024年01月, 2024年1月, 2024-01, 2024/01 (dates already blanked out). */
const YEAR_MONTH = /(?<![\d.,])(\d{4})(?:\s*年\s*(\d{1,2})\s*月|[-/](\d{1,2})(?![\d.,/-]))/g;
/** A year in a title: 2024年, 2024年度 (dates and year-months already blanked out). */
const YEAR_WORD = /(?<![\d.,])(\d{4})\s*年/g;
/** A title line of one cell whose only number is a year: `Statement 2024`. */
const LONE_YEAR = /^[^\d¥￥$€£]*(?<![\d.,:/*-])((?:19|20)\d{2})(?![\d.,:/*%-])[^\d¥￥$€£元]*$/;

/**
 * The days a statement covers, from the lines above its header, for rows whose dates have no
 * year (招商银行's card export prints 12/29): a period (账单周期 2023/12/06-2024/01/05,
 * 2023年12月06日至2024年01月05日, 01.01.2024 - 31.01.2024; one on a line that names a period
 * first), else the statement date (账单日 2024/01/05), else the months a title names
 * (招商银行信用卡对账单 2024年01月, Statement January 2024), else its years (2024年度). Dates
 * without such a label (到期还款日, an export time) say nothing. Null when the lines say none of
 * these.
 */
export function findStatementFrame(preamble: readonly CsvLine[]): StatementFrame | null {
  // (compared in Simplified characters: 帳單週期, 結單日; as long as the text written)
  const texts = preamble.map((l) => toSimplified(l.cells.join(' ')));
  const dated = texts.map((text) => ({ text, dates: datesInText(text) }));
  for (const labelled of [true, false]) {
    for (const { text, dates } of dated) {
      if (labelled && !PERIOD_LABEL.test(text)) continue;
      for (let k = 1; k < dates.length; k++) {
        const [from, to] = [dates[k - 1]!, dates[k]!];
        const between = text.slice(from.end, to.start);
        // on a line that names the period, the two dates may stand in cells of their own
        if (!RANGE_JOIN.test(between) && !(labelled && between.trim() === '')) continue;
        if (from.date !== null && to.date !== null && from.date <= to.date) return { start: from.date, end: to.date };
      }
    }
  }
  for (const { text } of dated) {
    const label = STATEMENT_DATE_LABEL.exec(text);
    if (!label) continue;
    const first = datesInText(text.slice(label.index))[0];
    if (first?.date) return { start: null, end: first.date };
  }
  // titles: the dates above blanked out, so that a due date's year is not taken for the statement's
  const titles = dated.map(({ text, dates }) => dates.reduceRight((t, d) => t.slice(0, d.start) + ' '.repeat(d.end - d.start) + t.slice(d.end), text));
  const months: [string, string][] = [];
  const addMonth = (year: number, month: number) => {
    const first = validDate(year, month, 1);
    if (first !== null) months.push([first, validDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate())!]);
  };
  for (const title of titles) {
    for (const m of title.matchAll(YEAR_MONTH)) addMonth(Number(m[1]), Number(m[2] ?? m[3]));
    for (const { year, month } of monthsNamedWithYear(title)) addMonth(year, month);
  }
  if (months.length > 0) return { start: months.map((m) => m[0]).sort()[0]!, end: months.map((m) => m[1]).sort().at(-1)! };
  const years: number[] = [];
  for (const [i, title] of titles.entries()) {
    const blanked = title.replace(YEAR_MONTH, (s) => ' '.repeat(s.length));
    for (const m of blanked.matchAll(YEAR_WORD)) years.push(Number(m[1]));
    const cells = preamble[i]!.cells.filter((c) => c.trim() !== '');
    const lone = cells.length === 1 ? LONE_YEAR.exec(blanked.trim()) : null;
    if (lone) years.push(Number(lone[1]));
  }
  const plausible = years.filter((y) => validDate(y, 1, 1) !== null);
  if (plausible.length === 0) return null;
  return { start: `${Math.min(...plausible)}-01-01`, end: `${Math.max(...plausible)}-12-31` };
}
