// Read a CSV statement: decode, split into cells, recognise whose export it is (or obey the
// preset / mapping) and hand it to that reader.
import { Problem } from '../../http/problem.ts';
import { StatementError, type Statement } from '../statement.ts';
import { guessDelimiter, readCsvTable } from './csv-table.ts';
import { isAlipayTable, readAlipay } from './alipay.ts';
import { isWechatTable, readWechat } from './wechat.ts';
import { parseColumnMapping, readBankCsv } from './bank.ts';

export const CSV_PRESETS = ['alipay', 'wechat', 'bank'] as const;

export function readCsvStatement(text: string, options: { preset?: string; mapping?: unknown } = {}): Statement {
  const preset = options.preset?.trim().toLowerCase() || undefined;
  if (preset !== undefined && !(CSV_PRESETS as readonly string[]).includes(preset)) {
    throw Problem.badRequest(`unknown preset ${JSON.stringify(options.preset)}`, [{ path: 'preset', message: `must be one of ${CSV_PRESETS.join(', ')}` }]);
  }
  const mapping = options.mapping === undefined || options.mapping === null ? null : parseColumnMapping(options.mapping);
  const delimiter = guessDelimiter(text);
  const lines = readCsvTable(text, delimiter);
  // (a mapping of date_order or decimal_separator alone names no column: the content still tells whose export it is)
  if ((mapping !== null && mapping.columns.size > 0) || preset === 'bank') return readBankCsv(lines, mapping, delimiter);
  if (preset === 'alipay') return readAlipay(lines);
  if (preset === 'wechat') return readWechat(lines);
  if (isAlipayTable(lines)) return readAlipay(lines);
  if (isWechatTable(lines)) return readWechat(lines);
  if (lines.length === 0) throw new StatementError('the file is empty');
  return readBankCsv(lines, mapping, delimiter);
}
