// A column of its own that says which way each amount went (借/贷, 收/支, Dr/Cr, S/H), one
// vocabulary for the CSV and the PDF readers: Bank of Communications prints `借贷 | 交易金额` with
// `借 Dr` in both exports, and a PDF that read the amount alone booked spending as income.

import { toSimplified } from '../text/traditional-chinese.ts';

/** Header names (as header keys: no spaces, lower case) of a direction column. A CSV's `Type`
 *  may be one too, but only when its cells say a direction (bank.ts): it is not listed here. */
export const DIRECTION_COLUMN_NAMES: readonly string[] = ['收/支', '借贷标志', '借贷', '收支', '收支方向', '收付标志', 'dr/cr', 'debit/credit', 'credit/debit', 's/h', 'soll/haben', 'afbij', 'af/bij'];

/**
 * Header names of a column that says what kind of row each is: Revolut's `Type`, the bookkeeping
 * apps' `收支类型` (鲨鱼记账), `类型` (钱迹), `交易类型` (随手记), `记账类型`, `账目类型`. Such a column is
 * the direction column when its cells say directions (支出, 收入, 转出, 退款...; bank.ts): `交易类型`
 * only when most of its cells do, as a bank's 交易类型 lists kinds of rows (消费, 转账, 代发).
 */
export const ROW_TYPE_COLUMN_NAMES: readonly string[] = ['type', '收支类型', '类型', '记账类型', '账目类型', '交易类型'];

// German banks mark the side with S (Soll, a debit) and H (Haben, a credit), Dutch ones (ING) with
// Af (money out) and Bij (money in); Chinese banks write (in Simplified or Traditional characters)
// 借/贷 (Bank of Communications: `借 Dr`, `贷 Cr`), 借方/贷方, 出账/入账, 收/付. The bookkeeping apps
// (随手记, 钱迹, 鲨鱼记账) type a refund 退款 (退回) and a reimbursement 报销: money in (such rows were
// refused as saying neither way).
const MONEY_OUT_WORDS = new Set(['支出', '支', '借', '借方', '出', '出账', '付', '付出', '付款', '转出', '支取', 'debit', 'dr', 'd', 'withdrawal', 'out', 's', 'soll', 'af']);
const MONEY_IN_WORDS = new Set(['收入', '收', '贷', '贷方', '入', '入账', '收款', '存入', '转入', '退款', '退回', '报销', 'credit', 'cr', 'c', 'deposit', 'in', 'h', 'haben', 'bij']);

/**
 * Whether a direction cell says its row is one half of a move between own accounts that the file
 * lists as two rows (随手记's 转出 on one account, 转入 on the other): the other half may be booked
 * from the row of the other account (upload-halves.ts).
 */
export function saysMoveHalf(cell: string | undefined): boolean {
  return /^(转出|转入)$/.test(toSimplified(cell ?? '').trim());
}

/**
 * A direction cell's word for a move between two of the user's own accounts (钱迹's and 鲨鱼记账's
 * 转账, 还款 for a card repaid): neither way on its own; a `to_method` column says where it goes.
 */
export function saysTransfer(cell: string | undefined): boolean {
  return /^(转账|还款|transfer)$/i.test(toSimplified(cell ?? '').trim());
}

/**
 * A direction cell's word for a row that counts as neither spending nor income (京东's and 美团's
 * 不计收支: a 白条 repaid by card, the wallet topped up): a move between own accounts (uncounted-move.ts).
 */
export function saysNotCounted(cell: string | undefined): boolean {
  return /^不计收支$/.test(toSimplified(cell ?? '').trim());
}

/**
 * Which way a direction cell says the money went, or null when it says neither (or both): every
 * word of the cell must say the same, in Chinese, English or both (`借 Dr`), in any case.
 */
export function sideOf(cell: string | undefined): 'out' | 'in' | null {
  const words = (cell === undefined ? undefined : toSimplified(cell))?.toLowerCase().match(/\p{Script=Han}+|[a-z]+/gu) ?? [];
  if (words.length === 0) return null;
  if (words.every((w) => MONEY_OUT_WORDS.has(w))) return 'out';
  if (words.every((w) => MONEY_IN_WORDS.has(w))) return 'in';
  return null;
}
