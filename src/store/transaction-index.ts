// Stable ids for the transactions of a ledger: the sha256 of the transaction's text as
// written (its first line and the indented lines under it, and every line of a string that
// runs over several), so an id lives as long as its text is unchanged. Identical twins get
// an occurrence suffix (`-2`, `-3`, ...) in file order: the included files' by path, then the
// main file's last, each file's by line. The index is kept current as transactions are appended.
// The padding a `pad` inserts is listed too, with an id of its own kind (see paddingHash).
import { hash as digest } from 'node:crypto';
import { dirname, relative } from 'node:path';
import type { Pad, Source, Transaction } from '../ledger/core/directives.ts';
import { keyOf } from '../ledger/ledger_index.ts';
import { stringOpenAfter } from './directive-bytes.ts';

/** The main file's place in twin order: after every path (no path holds this code unit). */
const MAIN_FILE_PLACE = '\uffff';

/** What made a transaction no file holds: `pad` (its padding). */
export type Synthesized = 'pad';

export interface IndexedTransaction {
  readonly id: string;
  readonly transaction: Transaction;
  /** Null for a transaction written in the ledger. */
  readonly synthesized: Synthesized | null;
}

interface Entry extends IndexedTransaction {
  readonly hash: string;
  /** Moves up a suffix when a twin that comes before it is added. */
  id: string;
  /** A padding is replaced by one of another amount (a back-dated write under its pad). */
  transaction: Transaction;
}

export class TransactionIndex {
  /** In ledger order. */
  private readonly entries: Entry[] = [];
  private readonly byId = new Map<string, Entry>();
  /** The written transactions by file, then line: no key string to build per transaction. */
  private readonly bySource = new Map<string, Map<number, Entry>>();
  /** The padding held, by transaction object (to follow a replaced one). */
  private readonly paddings = new Map<Transaction, Entry>();
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
  /** The written transaction at a place (never a padding, which has its pad's place). */
  atSource(source: Source): IndexedTransaction | undefined {
    return this.bySource.get(source.file)?.get(source.line);
  }

  /** Add a transaction that sorts after every one held (bulk building); `hash`: paddingHash for a padding. */
  push(transaction: Transaction, hash: string, synthesized: Synthesized | null = null): void {
    this.remember({ id: hash, hash, transaction, synthesized }, this.entries.length);
  }

  /** Put a padding of another amount in the place and id of one held; false if `before` is not held. */
  replacePadding(before: Transaction, after: Transaction): boolean {
    const entry = this.paddings.get(before);
    if (entry === undefined) return false;
    this.paddings.delete(before);
    entry.transaction = after;
    this.paddings.set(after, entry);
    return true;
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
    this.remember({ id: hash, hash, transaction, synthesized: null }, lo);
  }

  private remember(entry: Entry, at: number): void {
    if (at === this.entries.length) this.entries.push(entry);
    else this.entries.splice(at, 0, entry);
    if (entry.synthesized !== null) {
      this.paddings.set(entry.transaction, entry);
      this.numberTwin(entry);
      return;
    }
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
export function textId(text: string | Uint8Array): string {
  // One-shot: a third of the cost of a Hash object, for every transaction of the ledger.
  return digest('sha256', text, 'hex').slice(0, 20);
}

/**
 * The hash a padding is indexed by, its id before any twin suffix: from its pad directive's text
 * hash and the currency it pads (a pad pads each currency once), then `-pad`. It lives as long as
 * the pad's text is unchanged, whatever amount the padding carries (which a back-dated write under
 * the pad changes), and never equals a written transaction's id. Identical pads (twins) padding the
 * same currency get -2, -3... after it, as written twins do.
 */
export function paddingHash(padTextHash: string, padding: Transaction): string {
  return `${textId(`${padTextHash} ${padding.postings[0]!.units.currency}`)}-pad`;
}

/**
 * Index transactions in ledger order; `hashOf` gives the hash of a directive's text (textId): a
 * written transaction's, or for padding its pad's.
 */
export function buildTransactionIndex(
  transactions: readonly { transaction: Transaction; pad: Pad | null }[],
  hashOf: (d: Transaction | Pad) => string,
  mainFile: string,
): TransactionIndex {
  const index = new TransactionIndex(mainFile);
  for (const { transaction, pad } of transactions) {
    if (pad === null) index.push(transaction, hashOf(transaction));
    else index.push(transaction, paddingHash(hashOf(pad), transaction), 'pad');
  }
  return index;
}
