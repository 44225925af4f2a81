// Stable ids for the transactions of a ledger: the sha256 of the transaction's text as
// written (its first line and the indented lines under it, and every line of a string that
// runs over several), so an id lives as long as its text is unchanged. Identical twins get
// an occurrence suffix (`-2`, `-3`, ...) in file order: the included files' by path, then the
// main file's last, each file's by line. The index is kept current as transactions are appended.
import { hash as digest } from 'node:crypto';
import { dirname, relative } from 'node:path';
import type { Source, Transaction } from '../ledger/core/directives.ts';
import { keyOf } from '../ledger/ledger_index.ts';
import { stringOpenAfter } from './directive-bytes.ts';

/** The main file's place in twin order: after every path (no path holds this code unit). */
const MAIN_FILE_PLACE = '\uffff';

export interface IndexedTransaction {
  readonly id: string;
  readonly transaction: Transaction;
}

interface Entry extends IndexedTransaction {
  readonly hash: string;
  /** Moves up a suffix when a twin that comes before it is added. */
  id: string;
}

export class TransactionIndex {
  /** In ledger order. */
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  /** By file, then line: no key string to build per transaction. */
  private readonly bySource = new Map<string, Map<number, Entry>>();
  /** The entries of each text hash held more than once, in twin order (see twinOrder). */
  private readonly twins = new Map<string, Entry[]>();
  /** Each file's place in twin order: its path from the main file's folder (MAIN_FILE_PLACE for the main file). */
  private readonly fileOrder = new Map<string, string>();
  /** The ledger's main file: it sorts before the files it includes in ledger order (keyOf), after them in twin order. */
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
    this.remember({ id: hash, hash, transaction }, this.entries.length);
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
    this.remember({ id: hash, hash, transaction }, lo);
  }

  private remember(entry: Entry, at: number): void {
    if (at === this.entries.length) this.entries.push(entry);
    else this.entries.splice(at, 0, entry);
    const { file, line } = entry.transaction.source;
    let lines = this.bySource.get(file);
    if (lines === undefined) this.bySource.set(file, (lines = new Map()));
    lines.set(line, entry);
    this.numberTwin(entry);
  }

  /**
   * Give a new entry its id: its bare hash if no other has that text, else its place among its
   * twins in twin order, the twins after it moving up one suffix.
   */
  private numberTwin(entry: Entry): void {
    let group = this.twins.get(entry.hash);
    if (group === undefined) {
      const held = this.byId.get(entry.hash);
      if (held === undefined) {
        this.byId.set(entry.id, entry);
        return;
      }
      this.twins.set(entry.hash, (group = [held]));
    }
    // Twins are few: a scan from the end (where an append usually lands) is fine.
    let at = group.length;
    while (at > 0 && this.twinOrder(group[at - 1]!.transaction, entry.transaction) > 0) at--;
    group.splice(at, 0, entry);
    for (let n = at; n < group.length; n++) {
      const twin = group[n]!;
      twin.id = n === 0 ? twin.hash : `${twin.hash}-${n + 1}`;
      this.byId.set(twin.id, twin);
    }
  }

  /**
   * Twins are numbered by file, then line, not in ledger order: ledger order compares line
   * numbers across files, so lines added to one file would renumber twins in another. The
   * included files come first, by their path from the main file's folder, which no edit changes;
   * the main file last: the service writes at its end, so a write repeating a transaction of an
   * included file takes the next suffix and never the id a client holds for the older one.
   */
  private twinOrder(a: Transaction, b: Transaction): number {
    const fileA = this.placeOfFile(a.source.file);
    const fileB = this.placeOfFile(b.source.file);
    if (fileA !== fileB) return fileA < fileB ? -1 : 1;
    return a.source.line - b.source.line;
  }

  private placeOfFile(file: string): string {
    let place = this.fileOrder.get(file);
    if (place === undefined) {
      // Compared by code unit, not by locale: the order must not depend on the machine.
      place = file === this.mainFile ? MAIN_FILE_PLACE : relative(dirname(this.mainFile), file);
      this.fileOrder.set(file, place);
    }
    return place;
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
