// A CSV file as rows of cells with their line numbers, whatever its delimiter, encoding and quoting.
import { parse } from 'csv-parse/sync';
import { StatementError } from '../statement.ts';

export interface CsvLine {
  /** 1-based line number in the file where the record ends (what a user sees in an editor). */
  readonly line: number;
  readonly cells: readonly string[];
  /**
   * A workbook's row (an .xlsx sheet): the indexes of the cells that held numbers, which are
   * written with a decimal point whatever the language of the file (`1.234` is 1.234 there).
   */
  readonly numbers?: ReadonlySet<number>;
  /**
   * The file's last line, which no line end follows: where a download that stopped mid-row ends
   * (cut-off-line.ts). Absent on every other line, and on a workbook's rows.
   */
  readonly unterminated?: true;
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
  // Tabs that stand right before commas pad the cells of a comma file (Alipay's and WeChat's order
  // numbers, `A1\t,`): one row whose amount has an unquoted thousands comma (`1,000.00`) broke the
  // commas' run, and the file was read as tab-separated, "no header row" (import QA).
  if (best === '\t' && paddingTabs(sample)) return ',';
  return best;
}

/** Whether nearly every tab outside quoted cells is followed by a comma (at least 9 of 10). */
function paddingTabs(sample: string): boolean {
  const tabs = delimiterCounts(sample, '\t').reduce((a, b) => a + b, 0);
  const beforeComma = delimiterCounts(sample.replaceAll('\t,', '\u0000,'), '\u0000').reduce((a, b) => a + b, 0);
  return tabs > 0 && beforeComma * 10 >= tabs * 9;
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
  if (cell.charCodeAt(0) !== 0x22) return cell.charCodeAt(0) === 0x20 || cell.charCodeAt(0) === 0x09 ? unquoteAfterSpace(cell) : cell;
  const m = QUOTED_BEFORE_SPACE.exec(cell);
  return m === null ? cell : m[1]! + m[2]!;
}

/** A quoted cell that spaces or tabs precede (and may follow): the spaces, the value, its `""` undone (an Alipay amount written ` "12.50"`). */
const QUOTED_AFTER_SPACE = /^([ \t]+)"((?:[^"]|"")*)"([ \t]*)$/;

/** The spaces and the value of a cell written ` "12.50"`, as Python's csv reads it with skipinitialspace; any other cell as it is. */
function unquoteAfterSpace(cell: string): string {
  const m = QUOTED_AFTER_SPACE.exec(cell);
  return m === null ? cell : m[1]! + m[2]!.replaceAll('""', '"') + m[3]!;
}

/**
 * Limits that keep one upload from holding the server: the lines a statement may have (twice the
 * rows an import takes, for its preamble and totals), the cells of a line and the characters of
 * one record. Found while reading, not after: 2,000,000 empty lines (2 MB) ran the server out of
 * memory, and a 364,000-row file held it for 8 s before it was refused.
 */
export const MAX_CSV_LINES = 100_000;
export const MAX_CSV_CELLS = 1_000;
const MAX_RECORD_CHARACTERS = 1_000_000;

class TooLarge extends Error {}

export function readCsvTable(text: string, delimiter = guessDelimiter(text)): CsvLine[] {
  const out: CsvLine[] = [];
  let lastLine = 0;
  let emptyLines = 0;
  // csv-parse counts a CRLF inside a quoted cell as two lines (a lone LF as one): the rows after
  // such a cell were numbered one too high for each (QA), the lines subtracted here
  let countedTwice = 0;
  const add = (line: CsvLine) => {
    if (out.length >= MAX_CSV_LINES) throw new TooLarge(`the file has more than ${MAX_CSV_LINES.toLocaleString('en')} lines: import it in parts (by year, say)`);
    out.push(line);
  };
  // csv-parse makes an error object, with its stack, for every record whose length differs from
  // the first one's, also when told to take them: 100,000 one-cell lines under a two-cell header
  // took 1.4 s, nearly all of it capturing stacks. The parse is synchronous, so no other code
  // runs while the limit is lowered.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      // Either line end, mixed as they come (QA: a header ending LF above rows ending CRLF: csv-parse
      // takes the first line's end for the file's, and the CR stayed in each row's last cell,
      // `"-1,000.00"\r`, "not an amount"); a file of lone CRs (old Macs) is left to its detection.
      ...(text.includes('\n') ? { record_delimiter: ['\r\n', '\n'] } : {}),
      // Empty lines are skipped by the parser (each one, kept, was a record of the wrong length,
      // for which it builds an error object: 2,000,000 of them took minutes and gigabytes); a run
      // of them is put back as one blank line, which may end a table.
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARACTERS,
      // Each record as it is read, with the limits checked as the file goes; none is returned.
      on_record: (record: string[], context: { lines: number; empty_lines: number }) => {
        if (record.length > MAX_CSV_CELLS) throw new TooLarge(`line ${context.lines - countedTwice} has more than ${MAX_CSV_CELLS.toLocaleString('en')} cells: this is no statement table`);
        for (const cell of record) for (let at = cell.indexOf('\r\n'); at !== -1; at = cell.indexOf('\r\n', at + 2)) countedTwice++;
        const line = context.lines - countedTwice;
        // (empty lines skipped since the last record: one blank line, right after that record)
        if (context.empty_lines > emptyLines) add({ line: lastLine + 1, cells: [''] });
        emptyLines = context.empty_lines;
        add({ line, cells: record.map(unquoteBeforeSpace) });
        lastLine = line;
        return null;
      },
    });
    const last = out.at(-1);
    if (last !== undefined && !/[\r\n]$/.test(text)) out[out.length - 1] = { ...last, unterminated: true };
    return out;
  } catch (e) {
    if (e instanceof TooLarge) throw new StatementError(e.message, null);
    const err = e as { message?: string; lines?: number; code?: string };
    // (a quoted cell still open at the end of the file: a download cut off inside it, `"-1,2`)
    if (err.code === 'CSV_QUOTE_NOT_CLOSED') throw new StatementError(`the file looks cut off: it ends inside a quoted cell that is never closed (download it again)`, err.lines ?? null);
    if (err.code === 'CSV_MAX_RECORD_SIZE') throw new StatementError(`a line of the file is longer than ${MAX_RECORD_CHARACTERS.toLocaleString('en')} characters: this is no statement table`, err.lines ?? null);
    throw new StatementError(`the file is not readable CSV: ${err.message ?? String(e)}`, err.lines ?? null);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** A cell whose quote comes after spaces, not closed in it (` "8`), and the cell that closes it (`828.44"`). */
const QUOTE_AFTER_SPACES = /^[ \t]+"[^"]*$/;
const QUOTE_CLOSED = /^[^"]*"[ \t]*$/;

/**
 * The lines of a comma file with each quoted cell that spaces precede (` "8,828.44"`), which opens
 * no quoted cell and so was cut at its commas, put back together, the quotes taken off: the value,
 * as Python's csv reads it with skipinitialspace (an Alipay file written so was refused). An amount
 * cut at an unquoted thousands comma (`1,000.00`) is not put together: which two cells were one
 * cannot be told (a check number before the amount, `102,250.00`; an amount and a balance,
 * `-450,299,550`), and such a row is skipped with its reason (see checkRowWidth).
 */
export function mendSpacedQuotes(lines: readonly CsvLine[]): CsvLine[] {
  return lines.map((line) => {
    if (!line.cells.some((c) => QUOTE_AFTER_SPACES.test(c))) return line;
    const cells = [...line.cells];
    for (let i = 0; i + 1 < cells.length; i++) {
      if (!QUOTE_AFTER_SPACES.test(cells[i]!)) continue;
      const end = cells.findIndex((c, j) => j > i && QUOTE_CLOSED.test(c));
      if (end < 0) break;
      cells.splice(i, end - i + 1, unquoteAfterSpace(cells.slice(i, end + 1).join(',')));
    }
    return { ...line, cells };
  });
}
