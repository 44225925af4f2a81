// The draft the parser answers: a balanced transaction, with its confidence and warnings.
import type { Decimal } from '../../ledger/core/decimal.ts';

export interface ParsedPosting {
  readonly account: string;
  readonly units: { readonly number: string; readonly currency: string };
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
