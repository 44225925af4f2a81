// Which column of a bank CSV says the rows' directions when its header names none as such: a
// column that says what kind of row each is (Revolut's `Type`, the bookkeeping apps' `收支类型`,
// `类型`, `交易类型`), when its cells say directions; and a column of direction words that no role
// reads, which must not leave unsigned amounts to be booked as money in.
import type { CsvLine } from './csv-table.ts';
import { cleanText, headerKey, unwrapExcelText } from './cells.ts';
import { ROW_TYPE_COLUMN_NAMES, sideOf } from '../direction-words.ts';

/** The filled cells of column `at`, as written (Excel's `="..."` undone). */
function filledCells(data: readonly CsvLine[], at: number): string[] {
  return data.map((l) => cleanText(unwrapExcelText(l.cells[at] ?? ''))).filter((c) => c !== null);
}

/** The header's columns of a row-type name (ROW_TYPE_COLUMN_NAMES), in the order of that list. */
export function rowTypeColumns(header: readonly string[]): number[] {
  const keys = header.map(headerKey);
  return ROW_TYPE_COLUMN_NAMES.flatMap((name) => keys.flatMap((k, i) => (k === name ? [i] : [])));
}

/**
 * Whether a row-type column (its header key `key`) says the rows' directions: some cell does
 * (Revolut's `Type` of CARD_PAYMENT, TOPUP, DEBIT: the words that say one are read); for `交易类型`,
 * more cells than not (随手记's 支出, 收入, 转出, 转入, where a bank's lists 消费, 转账, 代发 and the
 * odd 支取).
 */
export function saysDirections(key: string, data: readonly CsvLine[], at: number): boolean {
  const cells = filledCells(data, at);
  const directed = cells.filter((c) => sideOf(c) !== null).length;
  return key === '交易类型' ? directed * 2 > cells.length : directed > 0;
}

/** A column whose every filled cell is a direction word, one at least saying money out: its index and its words, or null. */
export interface DirectionWords {
  readonly at: number;
  /** its distinct words, as written, money out first */
  readonly words: readonly string[];
}

/**
 * The first column, of those not in `skip`, whose filled cells are all direction words with one
 * at least saying money out (支出 beside 收入): read as anything but the direction, its money out
 * would be booked as money in when the amounts carry no sign. Null when there is none.
 */
export function directionWordsColumn(data: readonly CsvLine[], width: number, skip: ReadonlySet<number>): DirectionWords | null {
  for (let at = 0; at < width; at++) {
    if (skip.has(at)) continue;
    const cells = filledCells(data, at);
    if (cells.length === 0 || !cells.every((c) => sideOf(c) !== null) || !cells.some((c) => sideOf(c) === 'out')) continue;
    const words = [...new Set(cells)].sort((a, b) => (sideOf(a) === sideOf(b) ? 0 : sideOf(a) === 'out' ? -1 : 1));
    return { at, words };
  }
  return null;
}

type Side = 'out' | 'in';

/**
 * The sign each direction's rows are written with, for the directions whose rows carry both: the
 * sign of most of them (positive on a tie) is the file's convention, and a row of the other sign
 * goes the other way (`支出,399.00` then `支出,-399.00`: a return written as negative spending).
 * A direction whose rows all carry one sign (`借,-100.00` throughout) is absent: its rows go the
 * way their words say. `rows`: each row's direction and whether its amount is negative (null:
 * no direction or no amount).
 */
export function mixedSignConventions(rows: readonly { side: Side | null; negative: boolean | null }[]): Map<Side, 'negative' | 'positive'> {
  const out = new Map<Side, 'negative' | 'positive'>();
  for (const side of ['out', 'in'] as const) {
    const signs = rows.filter((r) => r.side === side && r.negative !== null);
    const negative = signs.filter((r) => r.negative).length;
    const positive = signs.length - negative;
    if (negative > 0 && positive > 0) out.set(side, negative > positive ? 'negative' : 'positive');
  }
  return out;
}

/**
 * The one row of money in, written negative, of a file whose rows of money out are all positive
 * (`支出,10.00` … `收入,-50.00`): its line, or null. It goes the way its word says, but one row shows
 * no convention: beside positive 收入 rows the same row would be money out (mixedSignConventions).
 */
export function loneNegativeIncome(rows: readonly { side: Side | null; negative: boolean | null; line: number }[]): number | null {
  const signed = (side: Side) => rows.filter((r) => r.side === side && r.negative !== null);
  const incoming = signed('in');
  const outgoing = signed('out');
  if (incoming.length !== 1 || !incoming[0]!.negative || outgoing.length === 0 || outgoing.some((r) => r.negative)) return null;
  return incoming[0]!.line;
}

/** What the user is told of a lone negative row of money in (loneNegativeIncome). */
export function loneNegativeIncomeWarning(word: string, line: number): string {
  return `the one row that says money in (${word}), row ${line}, is negative while the rows of money out are positive: booked as money in, as its word says; if it is income given back (money out), correct it`;
}

/** What a file's rows turned the other way (mixedSignConventions) say to the user: which, and why. */
export function turnedRowsWarning(side: Side, convention: 'negative' | 'positive', words: readonly string[], rows: readonly number[]): string {
  const other = convention === 'positive' ? 'negative' : 'positive';
  const said = words.slice(0, 3).join(', ');
  const which = rows.length === 1 ? `the ${other} one, row ${rows[0]}, is` : `the ${rows.length} ${other} ones (rows ${rows.slice(0, 10).join(', ')}${rows.length > 10 ? ', …' : ''}) are`;
  const way = side === 'out' ? 'money in (a return written as negative spending?)' : 'money out (income given back?)';
  return `the rows that say money ${side} (${said}) carry both signs: most are ${convention}, so ${which} booked the other way, as ${way}; check ${rows.length === 1 ? 'it' : 'them'}`;
}
