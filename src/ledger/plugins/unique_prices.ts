// beancount.plugins.unique_prices: price directives of one day and pair must agree on the number
// (10.0 and 10.00 agree). The error sits on the last directive carrying the first number written.
import type { Directive, LedgerError, Price } from '../core/directives.ts';

export function checkUniquePrices(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const groups = new Map<string, Price[]>();
  for (const e of entries) {
    if (e.type !== 'price') continue;
    const key = `${e.date}\u0000${e.currency}\u0000${e.amount.currency}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [e]);
    else group.push(e);
  }
  const errors: LedgerError[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const first = group[0]!.amount.number;
    if (group.every((p) => p.amount.number.eq(first))) continue;
    const reported = group.findLast((p) => p.amount.number.eq(first))!;
    errors.push({ source: reported.source, message: 'Disagreeing price entries', kind: 'plugin', entry: group });
  }
  return { directives: [...entries], errors };
}
