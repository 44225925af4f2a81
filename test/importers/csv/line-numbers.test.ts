// The line a row is reported at (skipped_rows, warnings) is its line in the file. csv-parse counts
// a CRLF inside a quoted cell as two lines: in a CRLF file (as Windows banks export) every row
// after a quoted cell that holds a line break was numbered one too high (left alone in session 29).
import { describe, expect, it } from 'vitest';
import { readCsvTable } from '../../../src/importers/csv/csv-table.ts';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';

describe('line numbers of CSV rows', () => {
  const rows = ['Date,Description,Amount', '2026-01-02,"Coffee at', 'the station",-3.00', '2026-01-03,"Rent\r\nJanuary\r\nflat 4",-900.00', '2026-01-04,Lunch,-12.00', 'not a date,Broken,-1.00'];

  it('are the lines a row ends on, whether the file ends its lines with LF or CRLF', () => {
    for (const newline of ['\n', '\r\n']) {
      const table = readCsvTable(rows.join(newline) + newline);
      expect(table.map((l) => l.line), JSON.stringify(newline)).toEqual([1, 3, 6, 7, 8]);
    }
  });

  it('name the unreadable row where it is, after quoted line breaks', () => {
    const statement = readCsvStatement(rows.join('\r\n') + '\r\n');
    expect(statement.rows.map((r) => [r.row, r.amount.toString()])).toEqual([[3, '-3.00'], [6, '-900.00'], [7, '-12.00']]);
    expect(statement.skipped.map((s) => s.row)).toEqual([8]);
  });

  // (QA, mixed_eol.csv: the header ended LF and the rows CRLF; the CR stayed in each row's last
  // cell, the import was refused with `not an amount: "\"-1,000.00\""` at row 3, a line too far)
  it('are read whatever mix of LF and CRLF ends the lines', () => {
    const lines = ['交易日期,摘要,金额', '2026-11-06,京东商城,"-1,000.00"', '2026-11-07,美团,"-20.00"'];
    for (const ends of [['\n', '\r\n', '\r\n'], ['\r\n', '\r\n', '\n'], ['\n', '\n', '\r\n'], ['\r\n', '\n', '']]) {
      const statement = readCsvStatement(lines.map((l, i) => l + ends[i]).join(''));
      expect(statement.rows.map((r) => [r.row, r.amount.toString(), r.narration]), JSON.stringify(ends)).toEqual([[2, '-1000.00', '京东商城'], [3, '-20.00', '美团']]);
      expect(statement.skipped).toEqual([]);
    }
  });
});
