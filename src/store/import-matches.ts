// The matches statement imports made of transactions typed by hand (a row that is the whole of
// one, or one of its items: see src/importers/remembered-matches.ts), kept in the service's data
// directory beside the Idempotency-Key answers. A row found a duplicate is written nowhere in the
// ledger, whose text is the user's (the service only appends transactions to it): this file is
// where a later upload learns that the three meals of `早餐 午饭 晚饭` were matched item by item,
// so that a payment of the whole 73 the next day is another payment.
// One JSON record a line, appended and fsynced after the import's own append, never rewritten;
// a line cut short (a crash, a full disk) is left out when read. A record names the ledger (its
// main file's real path) and the transaction by its id (the sha256 of its text as written): a
// transaction edited since has another id, and what was kept of it no longer applies. A match
// whose transaction a load of the ledger no longer finds is forgotten for good, by a line that
// says so (`{"ledger", "forgotten": {"txn", "import_id", "item"}}`): the same text typed again
// later has the same id, but is another transaction (QA: a row stayed a duplicate of a transaction
// deleted and entered again). Deleted, the file forgets every match: later uploads match as if
// none had been made before.
import { open, readFile, type FileHandle } from 'node:fs/promises';
import type { RowMatch } from '../importers/remembered-matches.ts';
import { fingerprint } from './file-fingerprint.ts';
import type { TransactionIndex } from './transaction-index.ts';

/** Its name in the data directory. */
export const IMPORT_MATCHES_FILE = 'import-matches.jsonl';

/** One line of the file. */
export interface MatchRecord {
  /** The ledger's main file, by real path. */
  readonly ledger: string;
  /** The transaction's id (README, "Transaction ids"). */
  readonly txn: string;
  /** The statement row's import id. */
  readonly import_id: string;
  /** The item the row is (its posting's index in the transaction), or null: the whole. */
  readonly item: number | null;
}

function isRecord(value: unknown): value is MatchRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const item = r['item'];
  return typeof r['ledger'] === 'string' && typeof r['txn'] === 'string' && typeof r['import_id'] === 'string' && (item === null || (Number.isSafeInteger(item) && (item as number) >= 0));
}

/** A line that forgets the records before it of the same ledger, transaction, row and item. */
interface ForgetLine {
  readonly ledger: string;
  readonly forgotten: Omit<MatchRecord, 'ledger'>;
}

function isForgetLine(value: unknown): value is ForgetLine {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['ledger'] === 'string' && isRecord({ ...(r['forgotten'] as object), ledger: r['ledger'] });
}

const sameMatch = (a: MatchRecord, b: MatchRecord) => a.ledger === b.ledger && a.txn === b.txn && a.import_id === b.import_id && a.item === b.item;

/**
 * The records of a file's text, in the order written, less those a later line forgets; a line
 * that is neither a whole record nor a whole forgetting is left out.
 */
export function readRecords(text: string): MatchRecord[] {
  let records: MatchRecord[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isRecord(value)) records.push(value);
      else if (isForgetLine(value)) {
        const gone: MatchRecord = { ledger: value.ledger, ...value.forgotten };
        records = records.filter((r) => !sameMatch(r, gone));
      }
    } catch {
      // cut short
    }
  }
  return records;
}

/**
 * The matches the records keep, each with the transaction as `transactions` holds it: a record of a
 * transaction not there (edited since: its id changed) is left out.
 */
export function matchesIn(records: readonly MatchRecord[], transactions: TransactionIndex): RowMatch[] {
  const out: RowMatch[] = [];
  for (const r of records) {
    const txn = transactions.get(r.txn)?.transaction;
    if (txn !== undefined && (r.item === null || r.item < txn.postings.length)) out.push({ importId: r.import_id, txn, item: r.item });
  }
  return out;
}

/** An import's matches as records of the ledger whose main file's real path is `ledger`, by the ids `transactions` (the ledger planned on) gives. */
export function matchRecords(ledger: string, transactions: TransactionIndex, matches: readonly RowMatch[]): MatchRecord[] {
  const records: MatchRecord[] = [];
  for (const m of matches) {
    const id = transactions.atSource(m.txn.source)?.id;
    if (id !== undefined) records.push({ ledger, txn: id, import_id: m.importId, item: m.item });
  }
  return records;
}

/**
 * The file, shared by the stores of every ledger (one queue: an append never lands in the middle
 * of another, nor a read in the middle of an append). Read again when it changed since it was
 * last read (deleted while the service runs, it is forgotten at once). Without a file (`null`:
 * tests, a service without a data directory), the matches live as long as the process.
 */
export class ImportMatchFile {
  readonly file: string | null;
  /** By ledger: the records as last read, with those appended since. */
  private byLedger = new Map<string, MatchRecord[]>();
  /** The file's fingerprint when the records above were read or last appended to. */
  private print: string | null = null;
  /** Records an append could not write (a full disk): they hold in this process still. */
  private readonly unsaved: MatchRecord[] = [];
  /**
   * Records forgotten without a line saying so yet (by an import's dry run, which writes no file):
   * the next write of the file says so first.
   */
  private readonly unwrittenForgets: MatchRecord[] = [];
  /** The file may end in part of a record (a failed append that could not be cut back). */
  private torn = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(file: string | null) {
    this.file = file;
  }

  /** What is kept for the ledger whose main file's real path is `ledger`. Rejects when the file cannot be read. */
  forLedger(ledger: string): Promise<readonly MatchRecord[]> {
    return this.enqueue(async () => {
      await this.readIfChanged();
      return [...(this.byLedger.get(ledger) ?? [])];
    });
  }

  /**
   * Add records and make them durable (fsync) before the promise settles. Rejects with the file
   * system's error (naming the file) when they cannot be written; they are kept in this process
   * all the same.
   */
  append(records: readonly MatchRecord[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    return this.enqueue(async () => {
      try {
        await this.readIfChanged();
      } catch {
        // (unreadable: appended all the same; the records hold in this process)
      }
      for (const r of records) this.remember(r);
      if (this.file === null) return;
      try {
        // (the forgetting before them, which may be of the same match)
        await this.write(this.file, [...this.forgetLines(this.unwrittenForgets), ...records]);
        this.unwrittenForgets.length = 0;
      } catch (err) {
        this.unsaved.push(...records);
        throw err;
      }
    });
  }

  /**
   * The records of the ledger as last read (or appended), without reading the file: what a load
   * of the ledger checks at once (forget), before any write can add a transaction back.
   */
  lastRead(ledger: string): readonly MatchRecord[] {
    return this.byLedger.get(ledger) ?? [];
  }

  /**
   * Forget `records` for good (their transaction is no longer in the ledger): a line each says so,
   * after those of records forgotten earlier without one. Rejects with the file system's error
   * when that cannot be written; they are forgotten in this process all the same. With `write`
   * false (an import's dry run, which writes no file), they are forgotten in this process only,
   * and the lines wait for the next write of the file.
   */
  forget(records: readonly MatchRecord[], write = true): Promise<void> {
    if (records.length === 0 && (!write || this.unwrittenForgets.length === 0)) return Promise.resolve();
    return this.enqueue(async () => {
      try {
        await this.readIfChanged();
      } catch {
        // (unreadable: forgotten all the same in this process)
      }
      const drop = (list: MatchRecord[]) => list.filter((r) => !records.some((g) => sameMatch(r, g)));
      for (const [ledger, list] of this.byLedger) this.byLedger.set(ledger, drop(list));
      this.unsaved.splice(0, this.unsaved.length, ...drop(this.unsaved));
      if (this.file === null) return;
      this.unwrittenForgets.push(...records);
      if (!write || this.unwrittenForgets.length === 0) return;
      await this.write(this.file, this.forgetLines(this.unwrittenForgets));
      this.unwrittenForgets.length = 0;
    });
  }

  private forgetLines(records: readonly MatchRecord[]): ForgetLine[] {
    return records.map(({ ledger, ...forgotten }): ForgetLine => ({ ledger, forgotten }));
  }

  private async readIfChanged(): Promise<void> {
    if (this.file === null) return;
    const print = await fingerprint(this.file);
    if (print === this.print) return;
    let text = '';
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw named(err, this.file);
    }
    this.byLedger = new Map();
    // (less those forgotten since without a line; the unsaved were appended after any of those)
    const read = readRecords(text).filter((r) => !this.unwrittenForgets.some((g) => sameMatch(r, g)));
    for (const r of [...read, ...this.unsaved]) this.remember(r);
    this.print = print;
    this.torn = text !== '' && !text.endsWith('\n');
  }

  private remember(record: MatchRecord): void {
    let list = this.byLedger.get(record.ledger);
    if (list === undefined) this.byLedger.set(record.ledger, (list = []));
    list.push(record);
  }

  private async write(file: string, records: readonly (MatchRecord | ForgetLine)[]): Promise<void> {
    let handle: FileHandle;
    try {
      handle = await open(file, 'a', 0o600);
    } catch (err) {
      throw named(err, file);
    }
    let size: number | null = null;
    try {
      size = (await handle.stat()).size;
      // after a line cut short: these records start a line of their own
      const text = (this.torn ? '\n' : '') + records.map((r) => JSON.stringify(r) + '\n').join('');
      await handle.appendFile(text);
      await handle.sync();
      this.torn = false;
    } catch (err) {
      // A short write (disk full) left part of a line: cut it back, else the next record would be glued to it.
      const cutBack = size !== null && (await handle.truncate(size).then(() => true, () => false));
      if (!cutBack) this.torn = true;
      throw named(err, file);
    } finally {
      await handle.close().catch(() => undefined);
    }
    this.print = await fingerprint(file).catch(() => null);
  }

  private enqueue<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => {});
    return next;
  }
}

/** Errors of writes on an open file name none: this one names the file (for the answer, and the log). */
function named(err: unknown, file: string): unknown {
  if (typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).path === undefined) (err as NodeJS.ErrnoException).path = file;
  return err;
}
