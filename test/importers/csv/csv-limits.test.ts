// QA of session 29 (security): a 2 MB CSV of 2,000,000 empty lines ran the server out of memory
// (every empty line a record, and an error object for its length), and a 364,000-row file held
// the server for seconds before it was refused. Empty lines are skipped by the parser (a run of
// them kept as one blank line), and the limits are checked while the file is read.
import { describe, expect, it } from 'vitest';
import { MAX_CSV_CELLS, MAX_CSV_LINES, readCsvTable } from '../../../src/importers/csv/csv-table.ts';
import { readCsvStatement } from '../../../src/importers/csv/read-csv.ts';

describe('readCsvTable limits', () => {
  it('reads a file of 2,000,000 empty lines around its rows as one blank line, with the rows\' own line numbers', () => {
    const text = `Date,Description,Amount\n${'\n'.repeat(1_000_000)}2026-01-02,Coffee,-3.00\n${'\n'.repeat(1_000_000)}`;
    const table = readCsvTable(text);
    expect(table).toEqual([
      { line: 1, cells: ['Date', 'Description', 'Amount'] },
      { line: 2, cells: [''] },
      { line: 1_000_002, cells: ['2026-01-02', 'Coffee', '-3.00'] },
    ]);
    expect(readCsvStatement(text).rows.map((r) => r.amount.toString())).toEqual(['-3.00']);
  });

  it('keeps line numbers and blank lines right around a cell that runs over several lines', () => {
    const text = 'Date,Description,Amount\n2026-01-02,"two\nlines",-3.00\n\n\n2026-01-03,Tea,-2.00\n2026-01-04,"a\nb",-1.00\n';
    expect(readCsvTable(text).map((l) => l.line)).toEqual([1, 3, 4, 6, 8]);
    expect(readCsvTable(text)[2]!.cells).toEqual(['']);
  });

  it(`refuses a file of more than ${MAX_CSV_LINES} lines while reading it`, () => {
    const text = 'Date,Description,Amount\n' + '2026-01-02,Coffee,-3.00\n'.repeat(MAX_CSV_LINES);
    expect(() => readCsvTable(text)).toThrow(/the file has more than 100,000 lines: import it in parts/);
  });

  it('refuses a line of more cells than a statement has, and a line longer than a million characters', () => {
    expect(() => readCsvTable(`${Array.from({ length: MAX_CSV_CELLS + 1 }, (_, i) => `c${i}`).join(',')}\n`)).toThrow(/line 1 has more than 1,000 cells/);
    expect(() => readCsvTable(`Date,Description,Amount\n2026-01-02,${'x'.repeat(1_000_001)},-1.00\n`)).toThrow(/a line of the file is longer than 1,000,000 characters/);
  });
});
