// The lines of a statement split into what lies outside the transaction table (titles,
// statement date, totals above the table) and the table's body lines, each with the header
// whose columns it is read against. A page without its own header continues the previous
// page's table; a repeated header (or its English second line) is not a body line.
import type { PdfPage } from './pdf-text.ts';
import { isHeaderLike, readHeader, type TableHeader } from './table-header.ts';
import { groupIntoLines, type TextLine } from './text-lines.ts';

export interface BodyLine {
  /** 1-based over all body lines of the statement: the row number in errors and skipped rows. */
  readonly row: number;
  readonly page: number;
  readonly line: TextLine;
  readonly header: TableHeader;
  /** The body line or header just above on the same page, for telling continuation lines apart
   *  and how far apart the lines are. */
  readonly previous: TextLine | null;
}

export interface StatementTable {
  /** Text of the lines outside the table, one string per line. */
  readonly outside: readonly string[];
  readonly body: readonly BodyLine[];
  /** Every header met, in order (the first decides the statement-level currency). */
  readonly headers: readonly TableHeader[];
}

export function lineText(line: TextLine): string {
  return line.phrases.map((p) => p.text).join(' ');
}

export function readStatementTable(pages: readonly PdfPage[]): StatementTable {
  const outside: string[] = [];
  const body: BodyLine[] = [];
  const headers: TableHeader[] = [];
  let header: TableHeader | null = null;
  for (const page of pages) {
    const lines = groupIntoLines(page.items);
    // Until a header shows on this page, its lines (bank name, page title) are outside the
    // table, unless no header follows on the page at all: then the whole page continues the table.
    const pageHeaders = lines.map((line) => readHeader(line));
    const firstHeader = pageHeaders.findIndex((h) => h !== null);
    let previous: TextLine | null = null;
    // Whether only header lines stand between this line and the page's header: a header read
    // there is the header's line in another language (招商银行: `Date Currency Transaction Amount
    // Balance ...` under `记账日期 货币 交易金额 联机余额 ...`), not a table of its own, and the first
    // one stays (the English line names fewer columns: every narration was lost).
    let underHeader = false;
    lines.forEach((line, index) => {
      const lineHeader = pageHeaders[index];
      if (lineHeader && underHeader) return;
      if (lineHeader) {
        header = lineHeader;
        headers.push(lineHeader);
        previous = line;
        underHeader = true;
        return;
      }
      if (header === null || index < firstHeader) {
        outside.push(lineText(line));
        return;
      }
      if (isHeaderLike(line)) return;
      underHeader = false;
      body.push({ row: body.length + 1, page: page.number, line, header, previous });
      previous = line;
    });
  }
  return { outside, body, headers };
}
