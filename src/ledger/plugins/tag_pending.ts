// beancount.plugins.tag_pending: transactions joined by a link whose common accounts do not sum
// to zero (a transfer with one side still missing), and a link on one transaction alone, are
// tagged #PENDING.
import type { Directive, LedgerError, Transaction } from '../core/directives.ts';
import { Inventory } from '../core/inventory.ts';

const PENDING_TAG = 'PENDING';

/** The accounts every one of the transactions posts to (basicops.get_common_accounts). */
function commonAccounts(group: readonly Transaction[]): Set<string> {
  let common = new Set(group[0]!.postings.map((p) => p.account));
  for (const t of group.slice(1)) {
    const accounts = new Set(t.postings.map((p) => p.account));
    common = new Set([...common].filter((a) => accounts.has(a)));
    if (common.size === 0) break;
  }
  return common;
}

export function tagPending(entries: readonly Directive[]): { directives: Directive[]; errors: LedgerError[] } {
  const groups = new Map<string, Transaction[]>();
  for (const e of entries) {
    if (e.type !== 'transaction') continue;
    for (const link of e.links) {
      let group = groups.get(link);
      if (group === undefined) groups.set(link, (group = []));
      group.push(e);
    }
  }
  const pending = new Set<Transaction>();
  for (const group of groups.values()) {
    if (group.length === 1) {
      pending.add(group[0]!);
      continue;
    }
    const common = commonAccounts(group);
    const balance = new Inventory();
    for (const t of group) for (const p of t.postings) if (common.has(p.account)) balance.addAmount(p.units, p.cost);
    if (!balance.isEmpty()) for (const t of group) pending.add(t);
  }
  if (pending.size === 0) return { directives: [...entries], errors: [] };
  const directives = entries.map((e) => (e.type === 'transaction' && pending.has(e) && !e.tags.includes(PENDING_TAG) ? { ...e, tags: [...e.tags, PENDING_TAG] } : e));
  return { directives, errors: [] };
}
