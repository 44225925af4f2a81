// Every account's postings (padding included) as timelines, kept current as transactions are
// appended, so that balances at any date cost a few additions per account instead of a pass
// over the whole ledger.
import type { Directive, Transaction } from '../core/directives.ts';
import type { Inventory } from '../core/inventory.ts';
import { PostingTimeline, sortKey } from '../posting_timeline.ts';
import { isUnder } from './balances.ts';

/** The last sort key of a day: every directive dated on or before it sorts at or below. */
function endOfDay(date: string): number {
  return sortKey(date, 'close', 99_999_999);
}

export class BalanceIndex {
  /** In the order accounts first appear in the ledger (while `ordered`). */
  private readonly timelines = new Map<string, PostingTimeline>();
  /** False once an account first appeared before another's first posting (a backdated write). */
  private ordered = true;
  private lastKey = -Infinity;

  static build(directives: readonly Directive[]): BalanceIndex {
    const index = new BalanceIndex();
    for (const d of directives) if (d.type === 'transaction') index.add(d);
    return index;
  }

  /** Add a booked transaction (anywhere in time). */
  add(t: Transaction): void {
    const key = sortKey(t.date, t.type, t.source.line);
    for (const p of t.postings) {
      let timeline = this.timelines.get(p.account);
      if (timeline === undefined) {
        this.timelines.set(p.account, (timeline = new PostingTimeline()));
        if (key < this.lastKey) this.ordered = false;
      }
      timeline.insertInOrder(key, p);
    }
    if (key > this.lastKey) this.lastKey = key;
  }

  /**
   * Swap a transaction held for another of the same date, line and accounts in the same order
   * (a padding transaction whose amounts changed: Ledger.append's `replaced`). False when they
   * differ otherwise or `before` is not held: the index must then be built again.
   */
  replace(before: Transaction, after: Transaction): boolean {
    const key = sortKey(before.date, before.type, before.source.line);
    if (sortKey(after.date, after.type, after.source.line) !== key || before.postings.length !== after.postings.length) return false;
    if (before.postings.some((p, i) => p.account !== after.postings[i]!.account)) return false;
    return before.postings.every((p, i) => this.timelines.get(p.account)?.replace(key, p, after.postings[i]!) === true);
  }

  /** Each account's own inventory up to the end of `date` (everything when undefined), under `account` if given. */
  inventories(date?: string, account?: string): Map<string, Inventory> {
    const key = date === undefined ? Infinity : endOfDay(date);
    let entries = [...this.timelines];
    // The order of first appearance, which a fresh load gives by construction.
    if (!this.ordered) entries = entries.sort((a, b) => a[1].firstKey! - b[1].firstKey!);
    const out = new Map<string, Inventory>();
    for (const [name, timeline] of entries) {
      if (account !== undefined && !isUnder(name, account)) continue;
      if (date !== undefined && timeline.firstKey! > key) continue;
      out.set(name, timeline.inventoryAt(key));
    }
    return out;
  }
}
