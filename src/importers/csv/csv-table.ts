// A CSV file as rows of cells with their line numbers, whatever its delimiter, encoding and quoting.
import { parse } from 'csv-parse/sync';
import { StatementError } from '../statement.ts';

export interface CsvLine {
  /** 1-based line number in the file where the record ends (what a user sees in an editor). */
  readonly line: number;
  readonly cells: readonly string[];
}

/** Pick the delimiter that occurs most often in the first lines (commas win ties: Alipay pads cells with tabs). */
export function guessDelimiter(text: string): string {
  const sample = text.split(/\r?\n/, 60).join('\n');
  let best = ',';
  let bestCount = count(sample, ',');
  for (const d of ['\t', ';', '|']) {
    const c = count(sample, d);
    if (c > bestCount) [best, bestCount] = [d, c];
  }
  return best;
}

function count(text: string, ch: string): number {
  let n = 0;
  for (let i = text.indexOf(ch); i >= 0; i = text.indexOf(ch, i + 1)) n++;
  return n;
}

export function readCsvTable(text: string): CsvLine[] {
  const delimiter = guessDelimiter(text);
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map((r) => ({ line: r.info.lines, cells: r.record }));
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    throw new StatementError(`the file is not readable CSV: ${err.message ?? String(e)}`, err.lines ?? null);
  }
}
