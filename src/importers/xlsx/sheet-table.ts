// A worksheet's cells as the table a CSV of it would be: one line per row, numbered as Excel
// numbers its rows, each cell's text as Excel shows its value (a shared or inline string, a
// formula's cached result, TRUE/FALSE, a number as written, a date as YYYY-MM-DD). Empty rows
// between rows are one blank line, as the CSV reader makes a run of empty lines one (a blank line
// may end a table); the limits on lines and cells are the CSV reader's.
import { StatementError } from '../statement.ts';
import { MAX_CSV_CELLS, MAX_CSV_LINES, type CsvLine } from '../csv/csv-table.ts';
import { isNumberText, isoDateText, numberText, serialDateText } from './cell-numbers.ts';
import type { CellStyle } from './cell-styles.ts';
import { StringItem, unescapeOoxml } from './shared-strings.ts';
import { parsePart } from './workbook-parts.ts';

/** Cells the table may hold in all, empty ones before a filled one counted: a row that names column 1,000 alone holds 1,000. */
export const MAX_TABLE_CELLS = 5_000_000;
/** Excel's last row and column. */
const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

export interface SheetContext {
  readonly sharedStrings: readonly string[];
  readonly styles: readonly CellStyle[];
  readonly date1904: boolean;
}

/** `A1` → its 1-based column and row (null for a reference that is none); `$A$1` too. */
function cellPosition(ref: string): { column: number; row: number } | null {
  let i = ref.charCodeAt(0) === 0x24 ? 1 : 0;
  let column = 0;
  for (; i < ref.length && column <= MAX_COLUMN; i++) {
    const c = ref.charCodeAt(i) | 0x20; // (lower case)
    if (c < 0x61 || c > 0x7a) break;
    column = column * 26 + (c - 0x60);
  }
  if (column === 0 || column > MAX_COLUMN) return null;
  if (ref.charCodeAt(i) === 0x24) i++;
  const digits = ref.slice(i);
  return /^\d{1,7}$/.test(digits) ? { column, row: Number(digits) } : null;
}

function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

interface OpenCell {
  readonly ref: string;
  readonly column: number;
  readonly type: string;
  readonly style: number;
  value: string[];
}

/** The sheet's rows as CSV lines; the lines carry which of their cells held numbers (see CsvLine's `numbers`). */
export function readSheetTable(path: string, xml: string, context: SheetContext): CsvLine[] {
  const lines: CsvLine[] = [];
  let tableCells = 0;
  /** the row number of the last line with a value, and whether empty rows came after it */
  let lastFilled = 0;
  let gap = false;
  let inSheetData = false;
  let rowNumber = 0;
  let rowCells: string[] = [];
  let rowNumbers: Set<number> = new Set();
  let lastColumn = 0;
  let cell: OpenCell | null = null;
  let inValue = false;
  let inline: StringItem | null = null;

  const push = (line: CsvLine) => {
    if (lines.length >= MAX_CSV_LINES) throw new StatementError(`the sheet has more than ${MAX_CSV_LINES.toLocaleString('en')} rows: import it in parts (by year, say)`);
    tableCells += line.cells.length;
    if (tableCells > MAX_TABLE_CELLS) throw new StatementError(`the sheet has more than ${MAX_TABLE_CELLS.toLocaleString('en')} cells: this is no statement table`);
    lines.push(line);
  };

  const endCell = (c: OpenCell) => {
    const text = cellText(c, context);
    if (text === '') return;
    if (c.column > MAX_CSV_CELLS) throw new StatementError(`row ${rowNumber} has a value in column ${columnName(c.column)}, beyond ${MAX_CSV_CELLS.toLocaleString('en')} columns: this is no statement table`, rowNumber);
    while (rowCells.length < c.column - 1) rowCells.push('');
    rowCells[c.column - 1] = text;
    if ((c.type === 'n' || c.type === '') && !isDateStyle(c, context) && isNumberText(c.value.join(''))) rowNumbers.add(c.column - 1);
  };

  const endRow = () => {
    if (rowCells.length === 0) {
      gap = true;
      return;
    }
    if (gap || rowNumber > lastFilled + 1) push({ line: lastFilled + 1, cells: [''] });
    push(rowNumbers.size > 0 ? { line: rowNumber, cells: rowCells, numbers: rowNumbers } : { line: rowNumber, cells: rowCells });
    lastFilled = rowNumber;
    gap = false;
  };

  parsePart(path, xml, {
    open(name, attributes) {
      if (name === 'sheetData') {
        inSheetData = true;
      } else if (!inSheetData) {
        return;
      } else if (name === 'row') {
        const r = attributes.r === undefined ? rowNumber + 1 : Number(attributes.r);
        if (!Number.isInteger(r) || r <= rowNumber || r > MAX_ROW) throw new StatementError(`the workbook's ${path} is damaged: row ${attributes.r ?? r} after row ${rowNumber}`);
        rowNumber = r;
        rowCells = [];
        rowNumbers = new Set();
        lastColumn = 0;
      } else if (name === 'c') {
        const position = attributes.r === undefined ? null : cellPosition(attributes.r);
        if (attributes.r !== undefined && (position === null || position.row !== rowNumber)) throw new StatementError(`the workbook's ${path} is damaged: cell ${JSON.stringify(attributes.r)} in row ${rowNumber}`);
        const column = position?.column ?? lastColumn + 1;
        if (column <= lastColumn || column > MAX_COLUMN) throw new StatementError(`the workbook's ${path} is damaged: cell ${attributes.r ?? columnName(column)} out of order in row ${rowNumber}`);
        lastColumn = column;
        cell = { ref: `${columnName(column)}${rowNumber}`, column, type: attributes.t ?? '', style: Number(attributes.s ?? 0), value: [] };
      } else if (cell !== null) {
        if (inline !== null) inline.open(name);
        else if (name === 'v') inValue = true;
        else if (name === 'is') (inline = new StringItem()).start();
      }
    },
    close(name) {
      if (!inSheetData) return;
      if (name === 'sheetData') {
        inSheetData = false;
      } else if (name === 'row') {
        endRow();
      } else if (name === 'c' && cell !== null) {
        if (inline !== null) cell.value = [inline.end()];
        endCell(cell);
        cell = null;
        inline = null;
        inValue = false;
      } else if (inline !== null) {
        if (name === 'is') {
          cell!.value = [inline.end()];
          inline = null;
        } else {
          inline.close(name);
        }
      } else if (name === 'v') {
        inValue = false;
      }
    },
    text(text) {
      if (inline !== null) inline.text(text);
      else if (inValue && cell !== null) cell.value.push(text);
    },
  });
  return lines;
}

function isDateStyle(c: OpenCell, context: SheetContext): boolean {
  return (context.styles[c.style]?.date ?? null) !== null;
}

/** What Excel shows of the cell's value (as its General format or its date format would), '' for none. */
function cellText(c: OpenCell, context: SheetContext): string {
  const raw = c.value.join('');
  switch (c.type) {
    case 's': {
      if (raw.trim() === '') return '';
      const index = Number(raw);
      const text = Number.isInteger(index) ? context.sharedStrings[index] : undefined;
      if (text === undefined) throw new StatementError(`cell ${c.ref} names shared string ${raw.trim()}, which the workbook does not have (damaged?)`);
      return text;
    }
    case 'inlineStr':
      return raw;
    case 'str':
      return unescapeOoxml(raw);
    case 'b':
      return raw.trim() === '1' ? 'TRUE' : raw.trim() === '0' ? 'FALSE' : raw;
    case 'e':
      return raw.trim();
    case 'd':
      return isoDateText(raw, context.styles[c.style]?.date ?? null) ?? raw;
    default: {
      const text = raw.trim();
      if (text === '') return '';
      const style = context.styles[c.style];
      const kind = style?.date ?? null;
      return (kind === null ? null : serialDateText(text, kind, context.date1904)) ?? numberText(text, style?.decimals ?? 0);
    }
  }
}
