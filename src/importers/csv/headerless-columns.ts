// The columns of a bank CSV without a header row, read from what the rows hold: Australia's banks
// (CommBank: `12/11/2026,"-2,000.00","Transfer to other Bank NetBank Wise","+2,116.20"`; ANZ the
// same without the balance) export no header at all (QA of session 49, finding 10: a 422 asking
// for a mapping, preset=bank too). Read only when every row is a date, a signed amount, a text and
// optionally a balance that the amounts run into, row after row: the balance tells the amount from
// itself and confirms the reading; anything less sure is left to a mapping.
import type { Decimal } from '../../ledger/core/decimal.ts';
import type { CsvLine } from './csv-table.ts';
import { asciiForms, cleanText, parseDate, parseMoney, type DecimalMark } from './cells.ts';

/** What a headerless file's columns were read as: role -> column (from 0), and the description's column. */
export interface HeaderlessColumns {
  readonly columns: ReadonlyMap<string, number>;
  readonly narration: number;
  /** how the columns were read, for the report's warnings */
  readonly note: string;
}

type ColumnKind = 'date' | 'money' | 'text' | 'empty';

/**
 * The columns of `rows` (the file's filled lines, none a header) when each holds one kind of cell
 * on every row: one of dates, one of descriptions, and one amount written with its sign (some row
 * negative), or two figures of which exactly one reading runs as amount and balance (its amount
 * signed so). Null else.
 */
export function headerlessColumns(rows: readonly CsvLine[]): HeaderlessColumns | null {
  if (rows.length === 0) return null;
  const width = Math.max(...rows.map((l) => l.cells.length));
  const kinds: ColumnKind[] = [];
  for (let at = 0; at < width; at++) {
    const kind = columnKind(rows.map((l) => l.cells[at]));
    if (kind === null) return null;
    kinds.push(kind);
  }
  const where = (kind: ColumnKind) => kinds.flatMap((k, i) => (k === kind ? [i] : []));
  const [dates, money, texts] = [where('date'), where('money'), where('text')];
  if (dates.length !== 1 || texts.length !== 1 || money.length === 0 || money.length > 2) return null;
  const date = dates[0]!;
  const narration = texts[0]!;
  if (money.length === 1) {
    const amount = money[0]!;
    if (!rows.some((l) => isNegative(l.cells[amount]))) return null;
    return { columns: new Map([['date', date], ['amount', amount], ['narration', narration]]), narration, note: `the file has no header row: column ${date + 1} was read as the date, ${amount + 1} as the amount (signed: money out is negative) and ${narration + 1} as the description` };
  }
  const [first, second] = money as [number, number];
  // (the balance must tell the amount from itself: rows that chain both ways round, two deposits
  // into an overdrawn account, 20.00 to -30.00 and 50.00 to 20.00, do not; the one reading with a
  // negative amount was taken, -30.00 and 20.00 imported: session 51)
  const readings = ([[first, second], [second, first]] as const).filter(([amount, balance]) => runsAsBalance(rows, amount, balance));
  if (readings.length !== 1) return null;
  const [amount, balance] = readings[0]!;
  if (!rows.some((l) => isNegative(l.cells[amount]))) return null;
  return {
    columns: new Map([['date', date], ['amount', amount], ['narration', narration], ['balance', balance]]),
    narration,
    note: `the file has no header row: column ${date + 1} was read as the date, ${amount + 1} as the amount, ${narration + 1} as the description and ${balance + 1} as the balance, which each row's amount moves`,
  };
}

/** A headerless file's columns, the lines read as its rows, and the lines around them left out. */
export interface HeaderlessTable extends HeaderlessColumns {
  readonly rows: readonly CsvLine[];
  /** a line before the rows and one after them (a footer: `Closing balance,,,+1,234.50`) that do not fit */
  readonly left: readonly CsvLine[];
}

/**
 * The columns of a headerless file's filled `lines`, read from all of them; else from all but its
 * first line, its last or both, when each left out is no row (`isRow`: a date and an amount) and the
 * rest read with a balance the amounts run into (session 49: a CommBank export ending in a closing
 * balance or a total was a 422). A line that does not fit in the middle leaves it unread (null).
 */
export function headerlessTable(lines: readonly CsvLine[], isRow: (cells: readonly string[]) => boolean): HeaderlessTable | null {
  const whole = headerlessColumns(lines);
  if (whole !== null) return { ...whole, rows: lines, left: [] };
  const last = lines.length - 1;
  const cuts = ([[0, 1], [1, 0], [1, 1]] as const).filter(([head, tail]) => (head === 0 || !isRow(lines[0]!.cells)) && (tail === 0 || !isRow(lines[last]!.cells)));
  for (const [head, tail] of cuts) {
    const rows = lines.slice(head, lines.length - tail);
    const read = rows.length < 2 ? null : headerlessColumns(rows);
    if (read === null || !read.columns.has('balance')) continue;
    const left = [...(head === 1 ? [lines[0]!] : []), ...(tail === 1 ? [lines[last]!] : [])];
    const said = left.map((l) => `line ${l.line} (${JSON.stringify(l.cells.map((c) => c.trim()).filter((c) => c !== '').join(' '))})`);
    return { ...read, rows, left, note: `${read.note}; ${said.join(' and ')} did not fit those columns and ${left.length === 1 ? 'was' : 'were'} not read` };
  }
  return null;
}

/** What every cell of a column is: a date, a figure, a text (a word, no figure), all empty; null for a mix. */
function columnKind(cells: readonly (string | undefined)[]): ColumnKind | null {
  const kinds = new Set(cells.map(cellKind));
  if (kinds.has('other')) return null;
  if (kinds.size === 1) return [...kinds][0] as ColumnKind;
  // (a description left empty on a row is still the description column)
  if (kinds.size === 2 && kinds.has('text') && kinds.has('empty')) return 'text';
  return null;
}

function cellKind(cell: string | undefined): ColumnKind | 'other' {
  const text = cleanText(cell);
  if (text === null) return 'empty';
  if (parseDate(text, 'dmy') !== null || parseDate(text, 'mdy') !== null) return 'date';
  if (figure(text, '.') !== null || figure(text, ',') !== null) return 'money';
  return /\p{L}/u.test(text) ? 'text' : 'other';
}

function figure(cell: string | undefined, mark: DecimalMark): Decimal | null {
  if (!/\d/.test(cell ?? '')) return null;
  try {
    return parseMoney(asciiForms(cell!), mark)?.number ?? null;
  } catch {
    return null;
  }
}

function isNegative(cell: string | undefined): boolean {
  return (figure(cell, '.') ?? figure(cell, ','))?.isNegative() ?? false;
}

/**
 * Whether column `balance` is the balance that column `amount` moves, on every pair of
 * neighbouring rows, listed oldest first (a row's balance is the one above plus its amount) or
 * newest first (the one below plus the amount above), with the amounts' decimal point or comma.
 * A file of one row cannot say.
 */
function runsAsBalance(rows: readonly CsvLine[], amount: number, balance: number): boolean {
  if (rows.length < 2) return false;
  return (['.', ','] as const).some((mark) => {
    const moved = rows.map((l) => figure(l.cells[amount], mark));
    const after = rows.map((l) => figure(l.cells[balance], mark));
    if (moved.some((m) => m === null) || after.some((b) => b === null)) return false;
    const pairs = rows.slice(1).map((_, i) => i);
    const oldestFirst = pairs.every((i) => after[i]!.add(moved[i + 1]!).eq(after[i + 1]!));
    const newestFirst = pairs.every((i) => after[i + 1]!.add(moved[i]!).eq(after[i]!));
    return oldestFirst || newestFirst;
  });
}
