// WeChat Pay (微信支付) bill export: UTF-8, about 16 preamble lines, amounts like ¥25.00.
// A paid purchase and its refund are two real movements; 收/支 "/" (其他 in the PDF 交易明细证明)
// marks neutral moves (top-ups, withdrawals, card repayments) between the user's own accounts.
import { checkRowWidth, readEachRow, rowFee, StatementError, type SkippedRow, type Statement, type StatementRow } from '../statement.ts';
import type { CsvLine } from './csv-table.ts';
import { cleanText, feeInNote, parseDate, parseMoney } from './cells.ts';
import { quotedCell } from '../../text/statement-text.ts';
import { findHeaderRow, isFooterLine, type HeaderVocabulary } from './header-row.ts';
import { checkLastLineWhole } from './cut-off-line.ts';

export const WECHAT_HEADER: HeaderVocabulary = {
  date: ['交易时间'],
  type: ['交易类型'],
  payee: ['交易对方'],
  narration: ['商品'],
  // the 交易明细证明 (a PDF proof of the transactions) prints 收/支/其他 and 交易方式
  direction: ['收/支', '收/支/其他'],
  amount: ['金额'],
  method: ['支付方式', '交易方式'],
  status: ['当前状态'],
  id: ['交易单号'],
  merchantId: ['商户单号'],
  note: ['备注'],
};
const REQUIRED = [['date'], ['direction'], ['amount'], ['method'], ['status'], ['id']];
/** The 交易明细证明 has no 当前状态: it lists what was paid. */
export const WECHAT_PROOF_REQUIRED = REQUIRED.filter(([role]) => role !== 'status');

/** The funding-method names that mean the WeChat wallet itself. */
export const WECHAT_OWN_METHODS = ['零钱', '零钱通'];

export function isWechatTable(lines: readonly CsvLine[], required = REQUIRED): boolean {
  return findHeaderRow(lines, WECHAT_HEADER, required) !== null;
}

export function readWechat(lines: readonly CsvLine[], required = REQUIRED): Statement {
  const header = findHeaderRow(lines, WECHAT_HEADER, required);
  if (!header) throw new StatementError('no WeChat Pay header row (交易时间, 收/支, 金额, 支付方式, 当前状态, 交易单号) found');
  const col = (cells: readonly string[], role: string) => {
    const i = header.columns.get(role);
    return i === undefined ? undefined : cells[i];
  };
  const skipped: SkippedRow[] = [];
  const headerWidth = lines[header.index]!.cells.length;
  const headerEndsEmpty = lines[header.index]!.cells.at(-1)?.trim() === '';
  checkLastLineWhole(lines.slice(header.index + 1), headerWidth);
  const rows = readEachRow(lines.slice(header.index + 1), ({ line, cells }): StatementRow | null => {
    if (isFooterLine(cells)) return null;
    checkRowWidth(cells, headerWidth, line, headerEndsEmpty);
    const date = parseDate(col(cells, 'date'));
    if (!date) throw new StatementError(`no valid date in ${quotedCell(col(cells, 'date') ?? '')}`, line);
    let money;
    try {
      money = parseMoney(col(cells, 'amount'));
    } catch (e) {
      throw new StatementError((e as Error).message, line);
    }
    if (!money) throw new StatementError('the amount is empty', line);
    const amount = money.number.abs();
    const type = cleanText(col(cells, 'type')) ?? '';
    const status = cleanText(col(cells, 'status')) ?? '';
    const direction = cleanText(col(cells, 'direction'));
    const method = cleanText(col(cells, 'method'));
    const row: StatementRow = {
      row: line,
      date,
      amount,
      currency: money.currency ?? 'CNY',
      payee: cleanText(col(cells, 'payee')),
      narration: cleanText(col(cells, 'narration')) ?? (type || null),
      id: cleanText(col(cells, 'id')),
      method,
      status: status || null,
      accountId: null,
      // 零钱提现 ¥100.10 with 备注 服务费¥0.10: ¥100.00 reaches the card
      fee: rowFee(feeInNote(col(cells, 'note')), amount, line),
    };
    // A transfer or red packet the other side sent back (对方已退还) did leave the wallet: the money
    // came back in a row of its own (转账-退款), so both are booked, as an Alipay order closed after
    // payment is. (It was skipped as no money moved, and the refund row then added money from nowhere.)
    if (/失败|已关闭/.test(status)) {
      skipped.push({ row: line, reason: `no money moved (${status})` });
      return null;
    }
    if (direction === '支出') return { ...row, amount: amount.neg() };
    if (direction === '收入') return type.includes('退款') ? { ...row, kind: 'refund', method: method ?? '零钱' } : { ...row, method: method ?? '零钱' };
    return neutralMove(row, type);
  }, skipped);
  skipped.sort((a, b) => a.row - b.row);
  return { format: 'csv', source: 'wechat', rows, skipped, currency: 'CNY', ownMethodNames: WECHAT_OWN_METHODS };
}

/** 收/支 "/": a move between own accounts; which way depends on the transaction type. */
function neutralMove(row: StatementRow, type: string): StatementRow {
  // the narration is the type itself when 商品 is empty: say it once
  const text = [...new Set([row.payee, row.narration, type].filter(Boolean))].join(' ');
  if (type.includes('提现')) return { ...row, amount: row.amount.neg(), kind: 'transfer', method: '零钱', counterMethod: row.method && row.method !== '零钱' ? row.method : text };
  if (type.includes('充值')) return { ...row, amount: row.amount.neg(), kind: 'transfer', method: row.method, counterMethod: '零钱' };
  return { ...row, amount: row.amount.neg(), kind: 'transfer', counterMethod: text || null };
}
