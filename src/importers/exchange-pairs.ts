// The two rows of one currency exchange (PayPal's `General Currency Conversion` pair under one
// Reference Txn ID; Wise's conversion under one TransferWise ID, in both currencies' rows of one
// export) are one transaction, money out of one currency's account into the other's: they were
// booked as spending of the one and income of the other.
import type { StatementRow } from './statement.ts';

/**
 * The rows with the second side of each exchange taken out, and that side by the side that left
 * (`partners`): two rows of one key, in two currencies, one money out and one money in. A key with
 * any other rows stays as it was.
 */
export function pairExchanges(rows: readonly StatementRow[]): { rows: StatementRow[]; partners: Map<StatementRow, StatementRow> } {
  const byKey = new Map<string, StatementRow[]>();
  for (const row of rows) {
    if (row.exchange === undefined) continue;
    const sides = byKey.get(row.exchange.key) ?? [];
    sides.push(row);
    byKey.set(row.exchange.key, sides);
  }
  const partners = new Map<StatementRow, StatementRow>();
  const taken = new Set<StatementRow>();
  for (const sides of byKey.values()) {
    if (sides.length !== 2) continue;
    const out = sides.find((r) => r.amount.isNegative());
    const into = sides.find((r) => r.amount.isPositive());
    if (out === undefined || into === undefined || out.currency === null || into.currency === null || out.currency === into.currency) continue;
    partners.set(out, into);
    taken.add(into);
  }
  return { rows: rows.filter((r) => !taken.has(r)), partners };
}
