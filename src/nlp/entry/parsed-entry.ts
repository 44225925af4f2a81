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

export interface ParsedEntry {
  date: string;
  payee: string | null;
  narration: string;
  postings: ParsedPosting[];
  /** 0..1: how sure the parser is; every guess lowers it and adds a warning. */
  confidence: number;
  warnings: string[];
}

export function posting(account: string, number: Decimal, currency: string): ParsedPosting {
  return { account, units: { number: number.toString(), currency } };
}
