// Alipay (支付宝) transaction export: a preamble of about 24 lines, then one row per order.
// A paid order and its refund are two real movements, even when Alipay shows the order as 交易关闭
// once refunded in full: both are imported, the refund naming its purchase (refundOf), so that the
// same order imported from another, overlapping export dedupes row by row. Unpaid closed orders (no
// funding method) are skipped; 不计收支 rows are moves between the user's own accounts.
import type { Decimal } from '../../ledger/core/decimal.ts';
import { checkRowWidth, readEachRow, rowFee, StatementError, type SkippedRow, type Statement, type StatementRow } from '../statement.ts';
import type { CsvLine } from './csv-table.ts';
import { cleanText, parseDate, parseMoney } from './cells.ts';
import { quotedCell } from '../../text/statement-text.ts';
import { findHeaderRow, isFooterLine, type HeaderVocabulary } from './header-row.ts';
import { checkLastLineWhole } from './cut-off-line.ts';

export const ALIPAY_HEADER: HeaderVocabulary = {
  date: ['交易时间', '付款时间'],
  created: ['交易创建时间'],
  category: ['交易分类'],
  payee: ['交易对方'],
  narration: ['商品说明', '商品名称'],
  direction: ['收/支'],
  amount: ['金额'],
  method: ['收/付款方式'],
  status: ['交易状态'],
  id: ['交易订单号', '交易号'],
  merchantId: ['商家订单号'],
  // the older export (交易号, 金额（元）, 服务费（元）...): what the movement cost, part of its amount
  fee: ['服务费', '手续费'],
};
const REQUIRED = [['date', 'created'], ['payee'], ['direction'], ['amount'], ['id']];

/** The funding-method names that mean the Alipay account itself. */
export const ALIPAY_OWN_METHODS = ['余额', '账户余额'];

interface AlipayRecord {
  readonly line: number;
  readonly date: string;
  readonly payee: string | null;
  readonly narration: string | null;
  readonly category: string | null;
  readonly direction: 'out' | 'in' | 'neutral';
  readonly amount: Decimal;
  readonly method: string | null;
  readonly status: string;
  readonly id: string | null;
  readonly merchantId: string | null;
  readonly fee: Decimal | null;
}

export function isAlipayTable(lines: readonly CsvLine[]): boolean {
  return findHeaderRow(lines, ALIPAY_HEADER, [...REQUIRED, ['method', 'status']]) !== null;
}

export function readAlipay(lines: readonly CsvLine[]): Statement {
  const header = findHeaderRow(lines, ALIPAY_HEADER, REQUIRED);
  if (!header) throw new StatementError('no Alipay header row (交易时间, 交易对方, 收/支, 金额, 交易订单号) found');
  const unreadable: SkippedRow[] = [];
  const records = readRecords(lines, header.index, header.columns, unreadable);
  const { rows, skipped } = classify(records);
  skipped.push(...unreadable);
  skipped.sort((a, b) => a.row - b.row);
  return { format: 'csv', source: 'alipay', rows, skipped, currency: 'CNY', ownMethodNames: ALIPAY_OWN_METHODS };
}

function readRecords(lines: readonly CsvLine[], headerIndex: number, columns: ReadonlyMap<string, number>, skipped: SkippedRow[]): AlipayRecord[] {
  const cell = (cells: readonly string[], role: string) => {
    const i = columns.get(role);
    return i === undefined ? undefined : cells[i];
  };
  const headerWidth = lines[headerIndex]!.cells.length;
  const headerEndsEmpty = lines[headerIndex]!.cells.at(-1)?.trim() === '';
  checkLastLineWhole(lines.slice(headerIndex + 1), headerWidth);
  return readEachRow(lines.slice(headerIndex + 1), ({ line, cells }): AlipayRecord | null => {
    if (isFooterLine(cells)) return null;
    checkRowWidth(cells, headerWidth, line, headerEndsEmpty);
    const date = parseDate(cell(cells, 'date')) ?? parseDate(cell(cells, 'created'));
    if (!date) throw new StatementError(`no valid date in ${quotedCell(cell(cells, 'date') ?? '')}`, line);
    let money;
    try {
      money = parseMoney(cell(cells, 'amount'));
    } catch (e) {
      throw new StatementError((e as Error).message, line);
    }
    if (!money) throw new StatementError('the amount is empty', line);
    const dir = cleanText(cell(cells, 'direction'));
    let fee;
    try {
      fee = parseMoney(cell(cells, 'fee'))?.number.abs() ?? null;
    } catch (e) {
      throw new StatementError(`服务费: ${(e as Error).message}`, line);
    }
    return {
      line,
      date,
      payee: cleanText(cell(cells, 'payee')),
      narration: cleanText(cell(cells, 'narration')),
      category: cleanText(cell(cells, 'category')),
      direction: dir === '支出' ? 'out' : dir === '收入' ? 'in' : 'neutral',
      amount: money.number.abs(),
      method: cleanText(cell(cells, 'method')),
      status: cleanText(cell(cells, 'status')) ?? '',
      id: cleanText(cell(cells, 'id')),
      merchantId: cleanText(cell(cells, 'merchantId')),
      fee: rowFee(fee, money.number, line),
    };
  }, skipped);
}

function isRefund(r: AlipayRecord): boolean {
  // Only money coming back is a refund received: a purchase row can carry a refund status too, and
  // a seller's refund to a buyer (商品说明 退款-..., 支出) is money paid out (it was booked as money in,
  // against the sale's income: a shop's refunds counted twice over as sales)
  return r.direction !== 'out' && ((r.narration ?? '').startsWith('退款') || r.status.includes('退款'));
}

/** A refund's order number is its purchase's number plus a suffix (the merchant number likewise). */
function refunds(purchase: AlipayRecord, candidates: readonly AlipayRecord[]): AlipayRecord[] {
  return candidates.filter(
    (r) =>
      (purchase.id !== null && r.id !== null && r.id !== purchase.id && r.id.startsWith(purchase.id)) ||
      (purchase.merchantId !== null && r.merchantId !== null && r.merchantId.startsWith(purchase.merchantId)),
  );
}

function classify(records: readonly AlipayRecord[]): { rows: StatementRow[]; skipped: SkippedRow[] } {
  const rows: StatementRow[] = [];
  const skipped: SkippedRow[] = [];
  const refundRecords = records.filter(isRefund);
  const refundOf = new Map<AlipayRecord, string>();

  for (const r of records) {
    if (isRefund(r)) continue;
    for (const f of refunds(r, refundRecords)) if (r.id) refundOf.set(f, r.id);
    // A closed order refunded in full is not dropped with its refund as if they cancelled out:
    // another export may hold only one of the two (the purchase before it was closed, the refund
    // alone), and the ledger must end the same whichever files come in whatever order.
    if (r.status.includes('关闭') && !r.method) {
      skipped.push({ row: r.line, reason: 'closed order that was never paid' });
      continue;
    }
    if (/失败|等待付款|未付款/.test(r.status)) {
      skipped.push({ row: r.line, reason: `not paid (${r.status})` });
      continue;
    }
    rows.push(toRow(r));
  }
  for (const f of refundRecords) {
    rows.push({ ...base(f), amount: f.amount, kind: 'refund', refundOf: refundOf.get(f) ?? null });
  }
  rows.sort((a, b) => a.row - b.row);
  skipped.sort((a, b) => a.row - b.row);
  return { rows, skipped };
}

function base(r: AlipayRecord): StatementRow {
  return {
    row: r.line,
    date: r.date,
    amount: r.amount,
    currency: 'CNY',
    payee: r.payee,
    narration: r.narration,
    category: r.category,
    id: r.id,
    method: r.method,
    status: r.status || null,
    accountId: null,
    fee: r.fee,
  };
}

function toRow(r: AlipayRecord): StatementRow {
  if (r.direction === 'out') return { ...base(r), amount: r.amount.neg() };
  if (r.direction === 'in') return base(r);
  // 不计收支: money moving between the user's own accounts
  const text = [r.payee, r.narration].filter(Boolean).join(' ');
  if (/收益/.test(text)) return { ...base(r), method: r.method ?? '余额' }; // fund yield: money in
  // top-up (商品说明 充值-普通充值): from the card named as the method into the Alipay balance, whoever
  // 交易对方 names (the user, 支付宝 or /); a phone bill's 话费充值 is a purchase (支出), never here
  if (/^充值/.test(r.narration ?? '')) return { ...base(r), amount: r.amount.neg(), kind: 'transfer', method: r.method, counterMethod: '余额' };
  if (/提现/.test(text)) {
    // withdrawal: from the Alipay balance to the card named as the method
    // paid out of 余额 itself: the card it went to is the counterparty (交易对方 招商银行)
    const toCard = r.method !== null && !ALIPAY_OWN_METHODS.includes(r.method) ? r.method : text;
    return { ...base(r), amount: r.amount.neg(), kind: 'transfer', method: '余额', counterMethod: toCard };
  }
  // 余额宝转出到余额: the receiving account is named after 转出到
  const to = /转出到\s*([^\s,，;；]+)/.exec(text)?.[1];
  return { ...base(r), amount: r.amount.neg(), kind: 'transfer', method: r.method ?? '余额', counterMethod: to ?? (text || null) };
}
