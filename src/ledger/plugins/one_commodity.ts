// beancount.plugins.onecommodity: each account holds units of one currency only; lots at two cost
// currencies make it fail, as Beancount 2.3's does. Skipped: accounts whose open allows several currencies or has metadata
// `onecommodity: FALSE`, and, with a configuration, accounts its regular expression does not
// match from their start.
import type { Directive, LedgerError } from '../core/directives.ts';
import { pythonStrRepr } from '../core/python_repr.ts';
import { metaTruthy } from './meta_truthiness.ts';

export function checkOneCommodity(entries: readonly Directive[], config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  const pattern = config ? new RegExp(`^(?:${config})`, 'u') : null;
  const skip = new Set<string>();
  for (const e of entries) {
    if (e.type !== 'open') continue;
    if ((e.meta.onecommodity !== undefined && !metaTruthy(e.meta.onecommodity)) || (pattern !== null && !pattern.test(e.account)) || e.currencies.length > 1) skip.add(e.account);
  }
  const units = new Map<string, Set<string>>();
  const costs = new Map<string, Set<string>>();
  const where = new Map<string, Directive>();
  const add = (map: Map<string, Set<string>>, account: string, currency: string): number => {
    let set = map.get(account);
    if (set === undefined) map.set(account, (set = new Set()));
    set.add(currency);
    return set.size;
  };
  for (const e of entries) {
    if (e.type === 'transaction') {
      for (const p of e.postings) {
        if (skip.has(p.account)) continue;
        if (add(units, p.account, p.units.currency) > 1) where.set(p.account, e);
        // Beancount notes a second cost currency where it notes a second currency of units.
        if (p.cost !== null && add(costs, p.account, p.cost.currency) > 1) where.set(p.account, e);
      }
    } else if (e.type === 'balance' && !skip.has(e.account)) {
      if (add(units, e.account, e.amount.currency) > 1) where.set(e.account, e);
    }
  }
  const errors: LedgerError[] = [];
  for (const [account, currencies] of units)
    if (currencies.size > 1) errors.push({ source: where.get(account)!.source, message: `More than one currency in account '${account}': ${[...currencies].join(',')}`, kind: 'plugin' });
  // Beancount 2.3 never notes where a second cost currency appeared, and fails looking it up: an
  // account with lots at two cost currencies makes the plugin fail, its other errors lost.
  for (const [account, currencies] of costs) if (currencies.size > 1) throw new Error(`KeyError: ${pythonStrRepr(account)} (lots at more than one cost currency: ${[...currencies].join(',')})`);
  return { directives: [...entries], errors };
}
