// One side of a currency exchange within the statement's own money: PayPal's `General Currency
// Conversion` rows (a pair linked by Reference Txn ID), Wise's `Converted 500.00 USD to 3,883.62
// HKD` (a pair under one TransferWise ID, one row in each currency's statement), Revolut's `Exchanged
// to USD` and `Exchanged from EUR` (a pair of one date and time, no id).
import { Decimal } from '../../ledger/core/decimal.ts';
import type { RowExchange } from '../statement.ts';

/** Words that say a row converts the statement's own money from one currency to another. */
const CONVERSION_WORDS = /\bcurrency\s+conversion\b|^convert(?:ed)?\s+[\d.,]+\s*[A-Z]{3}\s+to\b/i;
/** Revolut's words for its sides, which carry no id: their date and time tie them. */
const EXCHANGED_WORDS = /^exchanged\s+(?:to|from)\s+([A-Z]{3})$/i;

export interface ExchangeCells {
  /** the row's texts that may say what it is (its type, description) */
  readonly words: readonly (string | null)[];
  /** the id the two sides share: PayPal's Reference Txn ID, else the row's own id (Wise's) */
  readonly key: string | null;
  /** the row's date as written, its time with it: the key of a pair without an id (Revolut's `2026-10-06 10:00:00`) */
  readonly when: string | null;
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
  const exchanged = cells.words.some((w) => w !== null && EXCHANGED_WORDS.test(w.trim()));
  // (only a time ties Revolut's sides: a date alone may hold two exchanges)
  const byTime = cells.key === null;
  const key = cells.key ?? (exchanged && cells.when !== null && /\d:\d\d/.test(cells.when) ? `exchanged ${cells.when}` : null);
  if (key === null || !cells.words.some((w) => w !== null && (CONVERSION_WORDS.test(w) || EXCHANGED_WORDS.test(w.trim())))) return null;
  // (the other side's currency, as Revolut's words name it)
  const named = cells.words.map((w) => (w === null ? null : EXCHANGED_WORDS.exec(w.trim())?.[1]?.toUpperCase() ?? null)).find((c) => c != null);
  const tie = { key, ...(byTime ? { byTime: true } : {}), ...(named != null ? { namedCurrency: named } : {}) };
  const { from, to, currency } = cells;
  if (from === null || to === null || from === to || currency === null || (currency !== from && currency !== to)) return { ...tie, other: null };
  // (what the other side moved, when the row says it: the amount that arrived, else at the rate; 2 decimals)
  const rate = cells.rate !== null && !cells.rate.isZero() ? cells.rate : null;
  const amount = cells.amount.abs();
  const estimated = currency === from ? (cells.toAmount === null && rate !== null ? amount.mul(rate) : null) : rate !== null ? amount.div(rate) : null;
  const number = currency === from ? (cells.toAmount?.abs() ?? estimated) : estimated;
  return { ...tie, other: { currency: currency === from ? to : from, amount: number === null ? null : number.quantize(-2), estimated: number !== null && (currency !== from || cells.toAmount === null) } };
}
