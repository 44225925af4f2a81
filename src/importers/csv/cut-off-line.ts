// A CSV download that stopped inside its last row (QA: an Alipay export ending `…,支出,45` in a
// 456.00 row booked 45 to the wrong account, one ending inside an order number booked the row
// under a shortened id, and the whole export imported later booked those rows again). The file is
// refused as a whole, as a cut-off OFX file is: its last line has no line end and fewer cells than
// the table's rows. A whole file without a final line end keeps every cell of its last row.
import { StatementError } from '../statement.ts';
import type { CsvLine } from './csv-table.ts';
import { isCountsLine, isFooterLine } from './header-row.ts';

/**
 * Throws when the table's last line is the file's unterminated last line and holds fewer cells
 * than its rows: the header's `width`, or fewer when every other row is narrower (a header with a
 * trailing delimiter). `rows`: the lines after the header. A line after the table that is no row
 * (a rule, a note, a sum) is left to the reader, unless it starts as a row does, with a digit (a
 * date cut off after a cell or two).
 */
export function checkLastLineWhole(rows: readonly CsvLine[], width: number): void {
  const last = rows.at(-1);
  if (last === undefined || last.unterminated !== true) return;
  if (!isRowLike(last.cells)) return;
  let widest = -1;
  for (const l of rows.slice(0, -1)) if (isRowLike(l.cells)) widest = Math.max(widest, l.cells.length);
  const expected = widest < 0 ? width : Math.min(width, widest);
  if (last.cells.length >= expected) return;
  throw new StatementError(`the file looks cut off: its last line ends after ${last.cells.length} of the ${expected} cells of a row, with no line end (download it again)`, last.line);
}

function isRowLike(cells: readonly string[]): boolean {
  if (isCountsLine(cells)) return false;
  if (!isFooterLine(cells)) return true;
  const first = cells.find((c) => c.trim() !== '')?.trim() ?? '';
  return /^\d/.test(first);
}
