// Stable ids for the transactions of a ledger: the sha256 of the transaction's text as
// written (its first line and the indented lines under it, and every line of a string that
// runs over several), so an id lives as long as its text is unchanged. Identical twins get
// an occurrence suffix (`-2`, `-3`, ...), in ledger order. The index is kept current as
// transactions are appended.
import { hash as digest } from 'node:crypto';
import type { Source, Transaction } from '../ledger/core/directives.ts';
import { keyOf } from '../ledger/ledger_index.ts';
import { stringOpenAfter } from './directive-bytes.ts';

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
  /** By file, then line: no key string to build per transaction. */
  private readonly bySource = new Map<string, Map<number, Entry>>();
  /** How many transactions have each text hash, for hashes held more than once (their ids carry a suffix). */
  private readonly hashCount = new Map<string, number>();
  /** The ledger's main file: it sorts before the files it includes (keyOf). */
  private readonly mainFile: string;

  constructor(mainFile: string) {
    this.mainFile = mainFile;
  }

  /** In ledger order. */
  get list(): readonly IndexedTransaction[] {
    return this.entries;
  }

  get(id: string): IndexedTransaction | undefined {
    return this.byId.get(id);
  }
  atSource(source: Source): IndexedTransaction | undefined {
    return this.bySource.get(source.file)?.get(source.line);
  }

  /** Add a transaction that sorts after every one held (bulk building). */
  push(transaction: Transaction, hash: string): void {
    const n = this.nextOccurrence(hash);
    this.remember({ id: n === 1 ? hash : `${hash}-${n}`, hash, transaction }, this.entries.length);
  }

  /** Add a transaction anywhere in ledger order (after those that sort at or before it). */
  insert(transaction: Transaction, hash: string): void {
    const key = keyOf(transaction, this.mainFile);
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyOf(this.entries[mid]!.transaction, this.mainFile) <= key) lo = mid + 1;
      else hi = mid;
    }
    if (lo === this.entries.length) return this.push(transaction, hash);
    const n = this.nextOccurrence(hash);
    this.remember({ id: hash, hash, transaction }, lo);
    if (n > 1) this.renumber(hash);
  }

  /**
   * Which occurrence of `hash` a new transaction is (1: the first). Only hashes held more than
   * once are counted: a held one-off has its bare hash as its id.
   */
  private nextOccurrence(hash: string): number {
    const held = this.hashCount.get(hash) ?? (this.byId.has(hash) ? 1 : 0);
    if (held > 0) this.hashCount.set(hash, held + 1);
    return held + 1;
  }

  private remember(entry: Entry, at: number): void {
    if (at === this.entries.length) this.entries.push(entry);
    else this.entries.splice(at, 0, entry);
    this.byId.set(entry.id, entry);
    this.noteSource(entry);
  }

  private noteSource(entry: Entry): void {
    const { file, line } = entry.transaction.source;
    let lines = this.bySource.get(file);
    if (lines === undefined) this.bySource.set(file, (lines = new Map()));
    lines.set(line, entry);
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
      this.noteSource(entry);
    }
    for (const entry of this.entries) if (entry.hash === hash) this.byId.set(entry.id, entry);
  }
}

/**
 * The lines of a directive starting at `line` (1-based): that line and the indented non-blank
 * lines after it, and, while a string opened in them is not closed, the lines it runs over
 * whatever their indentation (Beancount's lexer reads them as part of the string).
 */
export function directiveText(lines: readonly string[], line: number): string | null {
  const first = lines[line - 1];
  if (first === undefined) return null;
  const out = [first.trimEnd()];
  let inString = stringOpenAfter(first, 0, first.length, false);
  for (let i = line; i < lines.length; i++) {
    const next = lines[i]!;
    if (!inString && !/^[ \t]+\S/.test(next)) break;
    out.push(next.trimEnd());
    inString = stringOpenAfter(next, 0, next.length, inString);
  }
  return out.join('\n');
}

/** The id of a text (given as a string or as its UTF-8 bytes: the same id). */
export function textId(text: string | Buffer): string {
  // One-shot: a third of the cost of a Hash object, for every transaction of the ledger.
  return digest('sha256', text, 'hex').slice(0, 20);
}

/** Index transactions in ledger order; `hashOf` gives the hash of a transaction's text (textId). */
export function buildTransactionIndex(transactions: readonly Transaction[], hashOf: (t: Transaction) => string, mainFile: string): TransactionIndex {
  const index = new TransactionIndex(mainFile);
  for (const t of transactions) index.push(t, hashOf(t));
  return index;
}
