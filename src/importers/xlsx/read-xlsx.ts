// Read an Excel .xlsx statement (WeChat Pay's bill, a bank's or a bookkeeping app's export): its
// first worksheet as a table, handed to the CSV statement readers, which know the layouts (the
// header found by its words, WeChat's and Alipay's columns, a bank's, the user's mapping).
import { StatementError, type Statement } from '../statement.ts';
import { readStatementTable, tableOptions } from '../csv/read-csv.ts';
import type { CsvLine } from '../csv/csv-table.ts';
import { readCellStyles } from './cell-styles.ts';
import { readSharedStrings } from './shared-strings.ts';
import { readSheetTable } from './sheet-table.ts';
import { partText, workbookLayout } from './workbook-parts.ts';
import { ZipArchive } from './zip-archive.ts';

export { NotAWorkbook } from './workbook-parts.ts';

/** Throws NotAWorkbook for a ZIP archive that holds no workbook, a StatementError for a workbook that cannot be read. */
export function readXlsxStatement(content: Buffer, options: { preset?: string; mapping?: unknown } = {}): Statement {
  const checked = tableOptions(options);
  const sheet = readFirstSheet(content);
  if (sheet.lines.length === 0) throw new StatementError(`the workbook's first sheet ("${sheet.name}") is empty: a statement on another sheet is not read; move it to the first`);
  const statement = readStatementTable(sheet.lines, checked, null);
  // (QA: 随手记's Excel export keeps 支出, 收入 and 转账 on three sheets: every income and transfer was
  // dropped with a 201 and no word)
  if (sheet.filledOthers.length === 0) return { ...statement, format: 'xlsx' };
  const names = sheet.filledOthers.map((n) => `"${n}"`).join(', ');
  const warning = `the workbook's other ${sheet.filledOthers.length === 1 ? 'sheet' : 'sheets'} ${names} ${sheet.filledOthers.length === 1 ? 'holds' : 'hold'} rows that were not read: only its first sheet ("${sheet.name}") is; import each sheet as a file of its own (move it to the first place, or save it as CSV)`;
  return { ...statement, format: 'xlsx', warnings: [...(statement.warnings ?? []), warning] };
}

/** The workbook's first worksheet: its tab name, its rows as CSV lines, and the other visible sheets that hold values. */
export function readFirstSheet(content: Buffer): { name: string; lines: CsvLine[]; filledOthers: string[] } {
  const zip = new ZipArchive(content);
  const layout = workbookLayout(zip);
  const read = (path: string | null) => (path === null ? null : partText(zip, path));
  const sharedStrings = read(layout.sharedStringsPath);
  const styles = read(layout.stylesPath);
  const lines = readSheetTable(layout.sheetPath, read(layout.sheetPath)!, {
    sharedStrings: sharedStrings === null ? [] : readSharedStrings(layout.sharedStringsPath!, sharedStrings),
    styles: styles === null ? [] : readCellStyles(layout.stylesPath!, styles),
    date1904: layout.date1904,
  });
  return { name: layout.sheetName, lines, filledOthers: layout.otherSheets.filter((s) => holdsValues(zip, s.path)).map((s) => s.name) };
}

/** Whether a sheet's part holds a value (a `<v>` or an inline string); one too large to unpack within the limits is taken to. */
function holdsValues(zip: ZipArchive, path: string): boolean {
  let text: string | null;
  try {
    text = partText(zip, path);
  } catch {
    return true;
  }
  return text !== null && /<(?:\w+:)?(?:v|is)>/.test(text);
}
