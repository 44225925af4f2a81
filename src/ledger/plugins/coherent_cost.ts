// beancount.plugins.coherent_cost: a currency is held at cost everywhere or nowhere. For a
// currency posted both ways, the error sits on the first transaction that posts it without cost.
import type { Directive, LedgerError, Transaction } from '../core/directives.ts';

export function checkCoherentCost(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const withCost = new Map<string, Transaction>();
  const withoutCost = new Map<string, Transaction>();
  for (const e of entries) {
    if (e.type !== 'transaction') continue;
    for (const p of e.postings) {
      const first = p.cost === null ? withoutCost : withCost;
      if (!first.has(p.units.currency)) first.set(p.units.currency, e);
    }
  }
  const errors: LedgerError[] = [];
  for (const [currency, entry] of withoutCost)
    if (withCost.has(currency)) errors.push({ source: entry.source, message: `Currency '${currency}' is used both with and without cost`, kind: 'plugin', entry: withCost.get(currency)! });
  return { directives: [...entries], errors };
}
