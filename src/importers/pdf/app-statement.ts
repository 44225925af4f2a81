// 支付宝's 交易流水证明 and 微信支付's 交易明细证明 are PDFs of the apps' own columns (收/支, 交易对方,
// 收/付款方式 or 交易方式, 交易订单号...). Their rows are handed, cell by cell, to the readers of the
// apps' CSV exports (csv/alipay.ts, csv/wechat.ts), which know what a bank statement's reader
// does not: 不计收支 (其他) rows are moves between the user's own accounts, which way a top-up or
// a withdrawal goes, refunds, and which funding method is the app's own balance.
import type { CsvLine } from '../csv/csv-table.ts';
import { isAlipayTable, readAlipay } from '../csv/alipay.ts';
import { isWechatTable, readWechat, WECHAT_PROOF_REQUIRED } from '../csv/wechat.ts';
import type { Statement } from '../statement.ts';
import type { BodyLine } from './statement-table.ts';
import { joinCellText, type PlacedPhrase, type TableHeader } from './table-header.ts';

/** A row of the table: its line, and the phrases of its lines (wrapped cells included), top to bottom. */
export interface AppTableRow {
  readonly body: BodyLine;
  readonly phrases: readonly PlacedPhrase[];
}

/** The statement, read as the app's CSV export, when the table's header is an app's; else null. */
export function readAppStatement(header: TableHeader, rows: readonly AppTableRow[]): Statement | null {
  const names = header.columns.map((c) => c.name);
  const headerLine: CsvLine = { line: 0, cells: names };
  const lines = () => [headerLine, ...rows.map((row) => csvLine(row, names))];
  if (isAlipayTable([headerLine])) return { ...readAlipay(lines()), format: 'pdf' };
  if (isWechatTable([headerLine], WECHAT_PROOF_REQUIRED)) return { ...readWechat(lines(), WECHAT_PROOF_REQUIRED), format: 'pdf' };
  return null;
}

/** A row's text column by column, in the order of the first header's names (a page's own header
 *  may stand a little elsewhere), numbered as the PDF reader numbers its rows. */
function csvLine(row: AppTableRow, names: readonly string[]): CsvLine {
  const texts: string[][] = names.map(() => []);
  for (const { phrase, column } of row.phrases) texts[names.indexOf(column.name)]?.push(phrase.text);
  return { line: row.body.row, cells: texts.map(joinCellText) };
}
