// A CSV file as rows of cells with their line numbers, whatever its delimiter, encoding and quoting.
import { parse } from 'csv-parse/sync';
import { StatementError } from '../statement.ts';

export interface CsvLine {
  /** 1-based line number in the file where the record ends (what a user sees in an editor). */
  readonly line: number;
  readonly cells: readonly string[];
}

const DELIMITERS = [',', '\t', ';', '|'] as const;

/**
 * Pick the delimiter from the first lines: the one that splits the longest run of consecutive
 * records into the same number of cells (the table, not its preamble), then the one that occurs
 * most often; commas win ties (Alipay pads cells with tabs). Only delimiters outside quoted cells
 * count, so neither quoted text (`"Miete, Januar"`) nor a European file's decimal commas, which
 * vary from row to row, outvote the semicolons that separate its cells.
 */
export function guessDelimiter(text: string): string {
  const sample = text.replace(/^\ufeff/, '').split(/\r?\n/, 60).join('\n');
  let best: string = ',';
  let bestScore = { run: -1, total: -1 };
  for (const d of DELIMITERS) {
    const score = consistency(delimiterCounts(sample, d));
    if (score.run > bestScore.run || (score.run === bestScore.run && score.total > bestScore.total)) [best, bestScore] = [d, score];
  }
  return best;
}

/** For each record of the sample, how many times `d` occurs outside quoted cells (a quote opens a cell only at its start). */
function delimiterCounts(sample: string, d: string): number[] {
  const counts: number[] = [];
  let n = 0;
  let cellStart = true;
  let quoted = false;
  for (let i = 0; i < sample.length; i++) {
    const c = sample[i]!;
    if (quoted) {
      if (c === '"') {
        if (sample[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (c === d) {
      n++;
      cellStart = true;
    } else if (c === '\n') {
      counts.push(n);
      n = 0;
      cellStart = true;
    } else if (c === '"' && cellStart) {
      quoted = true;
      cellStart = false;
    } else if (c !== '\r') {
      cellStart = false;
    }
  }
  counts.push(n);
  return counts;
}

/** The longest run of consecutive records with the same non-zero count, and the sum of the counts. */
function consistency(counts: readonly number[]): { run: number; total: number } {
  let run = 0;
  let longest = 0;
  let total = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    total += c;
    run = c === 0 ? 0 : i > 0 && counts[i - 1] === c ? run + 1 : 1;
    if (run > longest) longest = run;
  }
  return { run: longest, total };
}

/** A quoted cell that spaces or tabs follow: the quotes, the value (its `""` already undone), the spaces. */
const QUOTED_BEFORE_SPACE = /^"([\s\S]*)"([ \t]+)$/;

/**
 * A quoted cell with spaces or tabs after its closing quote (HSBC's `"-1,099.14"\t,CNY`, WeChat's
 * `"3985734"\t,`) comes out of csv-parse, relaxed, with its quotes as text. Python's csv reads it
 * as the value followed by the spaces; so do we, and the readers trim the spaces. (csv-parse's
 * `rtrim` does the same, but rejects the whole file at a quote followed by a space and text, as
 * in `"Big" Pizza`, which relaxed parsing keeps as written.)
 */
function unquoteBeforeSpace(cell: string): string {
  if (cell.charCodeAt(0) !== 0x22) return cell;
  const m = QUOTED_BEFORE_SPACE.exec(cell);
  return m === null ? cell : m[1]! + m[2]!;
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
    return records.map((r) => ({ line: r.info.lines, cells: r.record.map(unquoteBeforeSpace) }));
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    throw new StatementError(`the file is not readable CSV: ${err.message ?? String(e)}`, err.lines ?? null);
  }
}
