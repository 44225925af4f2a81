// One side of a currency exchange within the statement's own money: PayPal's `General Currency
// Conversion` rows (a pair linked by Reference Txn ID), Wise's `Converted 500.00 USD to 3,883.62
// HKD` (a pair under one TransferWise ID, one row in each currency's statement).
import { Decimal } from '../../ledger/core/decimal.ts';
import type { RowExchange } from '../statement.ts';

/** Words that say a row converts the statement's own money from one currency to another. */
const CONVERSION_WORDS = /\bcurrency\s+conversion\b|^convert(?:ed)?\s+[\d.,]+\s*[A-Z]{3}\s+to\b/i;

export interface ExchangeCells {
  /** the row's texts that may say what it is (its type, description) */
  readonly words: readonly (string | null)[];
  /** the id the two sides share: PayPal's Reference Txn ID, else the row's own id (Wise's) */
  readonly key: string | null;
  readonly amount: Decimal;
  readonly currency: string | null;
  /** Wise's Exchange From, Exchange To, Exchange Rate (To per From) and Exchange To Amount, when the file has them */
  readonly from: string | null;
  readonly to: string | null;
  readonly rate: Decimal | null;
  readonly toAmount: Decimal | null;
}

/** The row's side of an exchange, or null when its words do not say it is one or nothing ties its sides. */
export function exchangeSide(cells: ExchangeCells): RowExchange | null {
  if (cells.key === null || !cells.words.some((w) => w !== null && CONVERSION_WORDS.test(w))) return null;
  const { from, to, currency } = cells;
  if (from === null || to === null || from === to || currency === null || (currency !== from && currency !== to)) return { key: cells.key, other: null };
  // (what the other side moved, when the row says it: the amount that arrived, else at the rate; 2 decimals)
  const rate = cells.rate !== null && !cells.rate.isZero() ? cells.rate : null;
  const amount = cells.amount.abs();
  const estimated = currency === from ? (cells.toAmount === null && rate !== null ? amount.mul(rate) : null) : rate !== null ? amount.div(rate) : null;
  const number = currency === from ? (cells.toAmount?.abs() ?? estimated) : estimated;
  return { key: cells.key, other: { currency: currency === from ? to : from, amount: number === null ? null : number.quantize(-2), estimated: number !== null && (currency !== from || cells.toAmount === null) } };
}
