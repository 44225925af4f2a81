// Read a CSV statement: decode, split into cells, recognise whose export it is (or obey the
// preset / mapping) and hand it to that reader.
import { Problem } from '../../problem.ts';
import { StatementError, type Statement } from '../statement.ts';
import { guessDelimiter, mendSpacedQuotes, readCsvTable, type CsvLine } from './csv-table.ts';
import { isAlipayTable, readAlipay } from './alipay.ts';
import { isWechatTable, readWechat } from './wechat.ts';
import { parseColumnMapping, readBankCsv, type ColumnMapping } from './bank.ts';
import { statementText } from '../../text/statement-text.ts';
import { withUncleanedReading } from '../uncleaned-text.ts';

export const CSV_PRESETS = ['alipay', 'wechat', 'bank'] as const;

/** The request's preset and mapping, checked (a 400 for an unknown preset or a mapping that is none). */
export interface TableOptions {
  readonly preset: string | undefined;
  readonly mapping: ColumnMapping | null;
}

export function tableOptions(options: { preset?: string; mapping?: unknown } = {}): TableOptions {
  const preset = options.preset?.trim().toLowerCase() || undefined;
  if (preset !== undefined && !(CSV_PRESETS as readonly string[]).includes(preset)) {
    throw Problem.badRequest(`unknown preset ${JSON.stringify(options.preset)}`, [{ path: 'preset', message: `must be one of ${CSV_PRESETS.join(', ')}` }]);
  }
  const mapping = options.mapping === undefined || options.mapping === null ? null : parseColumnMapping(options.mapping);
  return { preset, mapping };
}

export function readCsvStatement(text: string, options: { preset?: string; mapping?: unknown } = {}): Statement {
  const checked = tableOptions(options);
  const delimiter = guessDelimiter(text);
  const table = readCsvTable(text, delimiter);
  // (` "8,828.44"` cut at its comma: put back together)
  return readStatementTable(delimiter === ',' ? mendSpacedQuotes(table) : table, checked, delimiter);
}

/**
 * A statement's table, however its cells were read (a CSV's text, a workbook's sheet), read by
 * whose export it is. `delimiter`: the CSV's, which tells of the country a file comes from (see
 * decimal-mark.ts); null for a table that had none. Every cell, the header's too, is read as
 * statementText leaves it: a header `摘要` with a zero-width space after it was not read (every
 * narration empty, no word said), a date with a left-to-right mark before it skipped.
 */
export function readStatementTable(read: readonly CsvLine[], options: TableOptions, delimiter: string | null): Statement {
  let changed = false;
  const lines = read.map((line) => {
    const cells = line.cells.map(statementText);
    if (!changed && cells.some((c, i) => c !== line.cells[i])) changed = true;
    return { ...line, cells };
  });
  const statement = readTable(lines, options, delimiter);
  return changed ? withUncleanedReading(statement, () => readTable(read, options, delimiter)) : statement;
}

function readTable(lines: readonly CsvLine[], options: TableOptions, delimiter: string | null): Statement {
  const { preset, mapping } = options;
  // (a mapping of date_order or decimal_separator alone names no column: the content still tells whose export it is)
  if ((mapping !== null && mapping.columns.size > 0) || preset === 'bank') return readBankCsv(lines, mapping, delimiter);
  if (preset === 'alipay') return readAlipay(lines);
  if (preset === 'wechat') return readWechat(lines);
  if (isAlipayTable(lines)) return readAlipay(lines);
  if (isWechatTable(lines)) return readWechat(lines);
  if (lines.length === 0) throw new StatementError('the file is empty');
  return readBankCsv(lines, mapping, delimiter);
}
