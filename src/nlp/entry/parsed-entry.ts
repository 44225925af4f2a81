// The draft the parser answers: a balanced transaction, with its confidence and warnings.
import type { Decimal } from '../../ledger/core/decimal.ts';

export interface ParsedPosting {
  readonly account: string;
  readonly units: { readonly number: string; readonly currency: string };
  /**
   * The price of one unit (`@`), or of all of them (`total_price`, `@@`), as POST /bean/transactions
   * takes them: present only on an amount in another currency than the card that paid it holds
   * (拉面 1200日元 信用卡: 1200 JPY @ 0.04812 CNY). See entry/foreign-charge.ts.
   */
  readonly price?: { readonly number: string; readonly currency: string };
  readonly total_price?: { readonly number: string; readonly currency: string };
}

/** A cost as POST /bean/transactions takes it: per unit, of all the units, or `{}` (booked against the lots held). */
export interface DraftCost {
  readonly number?: string;
  readonly number_total?: string;
  readonly currency?: string;
  readonly label?: string;
  /** The day the lot was bought (2024-05-06 那批). */
  readonly date?: string;
}

/**
 * A posting of the answer: a ParsedPosting, or one of a trade of shares or fund units (see
 * entry/share-trades.ts): units at a `cost`, and the gain left without `units` for Beancount to
 * interpolate, as POST /bean/transactions takes it.
 */
export interface DraftPosting {
  readonly account: string;
  readonly units?: { readonly number: string; readonly currency: string };
  readonly cost?: DraftCost;
  readonly price?: { readonly number: string; readonly currency: string };
  readonly total_price?: { readonly number: string; readonly currency: string };
}

export interface ParsedEntry {
  date: string;
  payee: string | null;
  narration: string;
  postings: DraftPosting[];
  /** 0..1: how sure the parser is; every guess lowers it and adds a warning. */
  confidence: number;
  warnings: string[];
}

export function posting(account: string, number: Decimal, currency: string): ParsedPosting {
  return { account, units: { number: number.toString(), currency } };
}
