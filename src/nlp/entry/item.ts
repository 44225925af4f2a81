// An item: one amount with the words around it, and the clause separators that bound it.
import { Decimal } from '../../ledger/core/decimal.ts';
import type { AmountMention } from '../amounts.ts';
import type { Span } from '../mentions.ts';

/** One amount with the words around it (早餐8块 in 早餐8块，午饭32). */
export interface Item extends Span {
  readonly amount: AmountMention;
  readonly currency: string;
}

export const ITEM_SEPARATORS = /[，,、；;。！!？?\n]/;

export function byCurrency(items: readonly Item[]): Map<string, Decimal> {
  const totals = new Map<string, Decimal>();
  for (const i of items) totals.set(i.currency, (totals.get(i.currency) ?? Decimal.ZERO).add(i.amount.number));
  return totals;
}
