// Stable ids for the transactions of a ledger: the sha256 of the transaction's text as
// written (its first line and the indented lines under it), so an id lives as long as
// its text is unchanged. Identical twins get an occurrence suffix (`-2`, `-3`, ...), in
// ledger order. The index is kept current as transactions are appended.
import { createHash } from 'node:crypto';
import type { Source, Transaction } from '../ledger/core/directives.ts';
import { keyOf } from '../ledger/ledger_index.ts';

export interface IndexedTransaction {
  readonly id: string;
  readonly transaction: Transaction;
}

interface Entry extends IndexedTransaction {
  readonly hash: string;
}

export class TransactionIndex {
  /** In ledger order. */
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  private readonly bySource = new Map<string, Entry>();
  /** How many transactions have each text hash (more than one: their ids carry a suffix). */
  private readonly hashCount = new Map<string, number>();

  /** In ledger order. */
  get list(): readonly IndexedTransaction[] {
    return this.entries;
  }

  get(id: string): IndexedTransaction | undefined {
    return this.byId.get(id);
  }
  atSource(source: Source): IndexedTransaction | undefined {
    return this.bySource.get(sourceKey(source));
  }

  /** Add a transaction that sorts after every one held (bulk building). */
  push(transaction: Transaction, hash: string): void {
    const n = (this.hashCount.get(hash) ?? 0) + 1;
    this.hashCount.set(hash, n);
    this.remember({ id: n === 1 ? hash : `${hash}-${n}`, hash, transaction }, this.entries.length);
  }

  /** Add a transaction anywhere in ledger order (after those that sort at or before it). */
  insert(transaction: Transaction, hash: string): void {
    const key = keyOf(transaction);
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyOf(this.entries[mid]!.transaction) <= key) lo = mid + 1;
      else hi = mid;
    }
    if (lo === this.entries.length) return this.push(transaction, hash);
    const n = (this.hashCount.get(hash) ?? 0) + 1;
    this.hashCount.set(hash, n);
    this.remember({ id: hash, hash, transaction }, lo);
    if (n > 1) this.renumber(hash);
  }

  private remember(entry: Entry, at: number): void {
    if (at === this.entries.length) this.entries.push(entry);
    else this.entries.splice(at, 0, entry);
    this.byId.set(entry.id, entry);
    this.bySource.set(sourceKey(entry.transaction.source), entry);
  }

  /** Give a group of twins their suffixes again in ledger order (rare: a scan is fine). */
  private renumber(hash: string): void {
    let n = 0;
    for (let i = 0; i < this.entries.length; i++) {
      const old = this.entries[i]!;
      if (old.hash !== hash) continue;
      n++;
      const entry: Entry = { id: n === 1 ? hash : `${hash}-${n}`, hash, transaction: old.transaction };
      this.entries[i] = entry;
      if (this.byId.get(old.id) === old) this.byId.delete(old.id);
      this.bySource.set(sourceKey(entry.transaction.source), entry);
    }
    for (const entry of this.entries) if (entry.hash === hash) this.byId.set(entry.id, entry);
  }
}

function sourceKey(source: Source): string {
  return `${source.file}\u0000${source.line}`;
}

/** The lines of a directive starting at `line` (1-based): that line and the indented non-blank lines after it. */
export function directiveText(lines: readonly string[], line: number): string | null {
  const first = lines[line - 1];
  if (first === undefined) return null;
  const out = [first.trimEnd()];
  for (let i = line; i < lines.length; i++) {
    const next = lines[i]!;
    if (!/^[ \t]+\S/.test(next)) break;
    out.push(next.trimEnd());
  }
  return out.join('\n');
}

export function textId(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 20);
}

/**
 * Index transactions in ledger order. `textOf` gives a transaction's text (null when its
 * file is not at hand; `fallback` then gives a canonical rendering).
 */
export function buildTransactionIndex(
  transactions: readonly Transaction[],
  textOf: (source: Source) => string | null,
  fallback: (t: Transaction) => string,
): TransactionIndex {
  const index = new TransactionIndex();
  for (const t of transactions) index.push(t, textId(textOf(t.source) ?? fallback(t)));
  return index;
}
