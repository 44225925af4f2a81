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
    if (sides.length !== 2) {
      for (const [out, into] of pairsOfOneTime(sides)) {
        partners.set(out, into);
        taken.add(into);
      }
      continue;
    }
    const out = sides.find((r) => r.amount.isNegative());
    const into = sides.find((r) => r.amount.isPositive());
    if (out === undefined || into === undefined || out.currency === null || into.currency === null || out.currency === into.currency) continue;
    partners.set(out, into);
    taken.add(into);
  }
  return { rows: rows.filter((r) => !taken.has(r)), partners };
}

/**
 * The pairs among the sides of several exchanges under one key (Revolut's two exchanges of one
 * second, which only their date and time tie: QA recheck of session 50, R7). A side's other
 * currency is the one its words name (`Exchanged to USD`), else the only one the other way holds;
 * the sides out of one currency into another are paired with those in, in that order, by amount,
 * the largest with the largest (one rate holds within a second), and in file order among equal
 * amounts. Sides whose counts differ, or whose other currency is not told, stay unpaired.
 */
function pairsOfOneTime(sides: readonly StatementRow[]): [StatementRow, StatementRow][] {
  const outs = sides.filter((r) => r.amount.isNegative() && r.currency !== null);
  const ins = sides.filter((r) => r.amount.isPositive() && r.currency !== null);
  const otherOf = (row: StatementRow, others: readonly StatementRow[]): string | null => {
    if (row.exchange?.namedCurrency !== undefined) return row.exchange.namedCurrency;
    const currencies = new Set(others.map((r) => r.currency).filter((c) => c !== row.currency));
    return currencies.size === 1 ? [...currencies][0]! : null;
  };
  const groups = new Map<string, { outs: StatementRow[]; ins: StatementRow[] }>();
  const groupOf = (from: string, to: string) => {
    const key = `${from}\u0000${to}`;
    const group = groups.get(key) ?? { outs: [], ins: [] };
    groups.set(key, group);
    return group;
  };
  for (const out of outs) {
    const to = otherOf(out, ins);
    if (to !== null && to !== out.currency) groupOf(out.currency!, to).outs.push(out);
  }
  for (const into of ins) {
    const from = otherOf(into, outs);
    if (from !== null && from !== into.currency) groupOf(from, into.currency!).ins.push(into);
  }
  const pairs: [StatementRow, StatementRow][] = [];
  const byAmount = (rows: StatementRow[]) => [...rows].sort((a, b) => b.amount.abs().cmp(a.amount.abs()));
  for (const group of groups.values()) {
    if (group.outs.length === 0 || group.outs.length !== group.ins.length) continue;
    const into = byAmount(group.ins);
    byAmount(group.outs).forEach((out, i) => pairs.push([out, into[i]!]));
  }
  return pairs;
}
