// How earlier imports matched the transactions typed by hand (no import_id): a statement row is
// one whole, or one of its items (dedupe.ts). A row found a duplicate is written nowhere in the
// ledger, so the store keeps these matches beside it (src/store/import-matches.ts) and gives
// them to the next import as data. With them, a transaction matched item by item is no longer
// matched whole, an item taken is not taken again, a transaction matched whole is matched by no
// item, and a row matched before is that match again (an export uploaded twice).
import type { Posting, Source, Transaction } from '../ledger/core/directives.ts';

/** A statement row found to be a transaction typed by hand: the whole of it, or one item. */
export interface RowMatch {
  /** The row's import id. */
  readonly importId: string;
  readonly txn: Transaction;
  /** The item's index in `txn.postings`, or null: the whole transaction. */
  readonly item: number | null;
}

const sourceKey = (source: Source): string => `${source.line}\u0000${source.file}`;

export class RememberedMatches {
  /** By the transaction's place in the ledger: whether a row took it whole, and the items taken. */
  private readonly byTxn = new Map<string, { whole: boolean; items: Set<number> }>();
  private readonly byImportId = new Map<string, RowMatch>();

  constructor(matches: readonly RowMatch[] = []) {
    for (const m of matches) {
      const key = sourceKey(m.txn.source);
      let taken = this.byTxn.get(key);
      if (taken === undefined) this.byTxn.set(key, (taken = { whole: false, items: new Set() }));
      if (m.item === null) taken.whole = true;
      else taken.items.add(m.item);
      this.byImportId.set(m.importId, m);
    }
  }

  /** The match an earlier import made of the row with this import id. */
  matchOf(importId: string): RowMatch | undefined {
    return this.byImportId.get(importId);
  }

  /** Whether an earlier import matched `txn` item by item: no row is the whole of it any more. */
  matchedByItems(txn: Transaction): boolean {
    return (this.byTxn.get(sourceKey(txn.source))?.items.size ?? 0) > 0;
  }

  /** Whether an earlier import matched `txn`, whole or any of its items. */
  matched(txn: Transaction): boolean {
    const taken = this.byTxn.get(sourceKey(txn.source));
    return taken !== undefined && (taken.whole || taken.items.size > 0);
  }

  /** Whether an earlier import took `item` of `txn`, or matched `txn` whole (then it has no items left). */
  itemTaken(txn: Transaction, item: Posting): boolean {
    const taken = this.byTxn.get(sourceKey(txn.source));
    return taken !== undefined && (taken.whole || taken.items.has(txn.postings.indexOf(item)));
  }
}
