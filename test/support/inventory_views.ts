// Our booked inventories and Beancount's, in one comparable form: per account, the sorted
// list of lots as exact text `units|currency|cost|cost currency|date|label`. The same
// approach as test/ledger/differential.test.ts, shared here for the property tests.
import { basename } from 'node:path';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Inventory } from '../../src/ledger/core/inventory.ts';
import type { Directive } from '../../src/ledger/core/directives.ts';
import type { BeancountPosition } from './beancount.ts';

export type InventoryView = Record<string, string[]>;

/** Exact text of a number as Python's Decimal would hold it (exponent kept, no scientific notation). */
/** A number's text at full precision in one notation; Python's negative zero (`-0.00`) keeps its sign. */
export function exactNumber(n: string): string {
  const d = Decimal.parse(n);
  return d.isZero() && n.trimStart().startsWith('-') ? `-${d.toString()}` : d.toString();
}

export function canonicalPosition(p: BeancountPosition): string {
  const c = p.cost;
  return [exactNumber(p.units.number), p.units.currency, c ? exactNumber(c.number) : '', c?.currency ?? '', c?.date ?? '', c?.label ?? ''].join('|');
}

/** Our inventories per account at the end of `date` (null = everything), built from the booked directives. */
export function ourInventories(directives: readonly Directive[], date: string | null = null): InventoryView {
  const accounts = new Map<string, Inventory>();
  for (const d of directives) {
    if (d.type !== 'transaction') continue;
    if (date !== null && d.date > date) break;
    for (const p of d.postings) {
      let inv = accounts.get(p.account);
      if (!inv) accounts.set(p.account, (inv = new Inventory()));
      inv.addAmount(p.units, p.cost);
    }
  }
  const out: InventoryView = {};
  for (const [account, inv] of [...accounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (inv.isEmpty()) continue;
    out[account] = inv
      .positions()
      .map((p) =>
        canonicalPosition({
          units: { number: p.units.number.toString(), currency: p.units.currency },
          cost: p.cost && { number: p.cost.number.toString(), currency: p.cost.currency, date: p.cost.date, label: p.cost.label },
        }),
      )
      .sort();
  }
  return out;
}

export function theirInventories(balances: Record<string, BeancountPosition[]>): InventoryView {
  const out: InventoryView = {};
  for (const [account, positions] of Object.entries(balances)) out[account] = positions.map(canonicalPosition).sort();
  return out;
}

/** The distinct `file:line` (file as its base name) of some errors, sorted. */
export function errorLines(errors: readonly { file: string | null; line: number | null }[]): string[] {
  return [...new Set(errors.map((e) => `${basename(e.file ?? '')}:${e.line ?? 0}`))].sort();
}
