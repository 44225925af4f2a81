// beancount.plugins.check_commodity: every currency the ledger uses (open constraints, units,
// costs, prices, balances, price directives) needs a commodity directive.
import type { Directive, LedgerError } from '../core/directives.ts';

export const CHECK_COMMODITY_SOURCE = { file: '<check_commodity>', line: 0 } as const;

export function checkCommodityDirectives(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  // In the order Beancount's map first sees each currency; true once declared.
  const declared = new Map<string, boolean>();
  const use = (currency: string) => {
    if (!declared.has(currency)) declared.set(currency, false);
  };
  for (const e of entries) {
    if (e.type === 'commodity') declared.set(e.currency, true);
    else if (e.type === 'open') e.currencies.forEach(use);
    else if (e.type === 'transaction') {
      for (const p of e.postings) {
        use(p.units.currency);
        if (p.cost !== null) use(p.cost.currency);
        if (p.price !== null) use(p.price.currency);
      }
    } else if (e.type === 'balance') use(e.amount.currency);
    else if (e.type === 'price') {
      use(e.currency);
      use(e.amount.currency);
    }
  }
  const errors: LedgerError[] = [];
  for (const [currency, isDeclared] of declared)
    if (!isDeclared) errors.push({ source: CHECK_COMMODITY_SOURCE, message: `Missing Commodity directive for '${currency}'`, kind: 'plugin' });
  return { directives: [...entries], errors };
}
