// The answers the Idempotency-Key cache holds, kept in a file of the data directory so that a
// restart does not forget them: a phone that sent a write, lost the answer and tries again after
// the service restarted gets the first answer back instead of a second transaction.
// One JSON record a line, appended after each stored answer; rewritten without the expired ones
// at start and whenever it has grown to twice what it should hold.
import { open, readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../auth/atomic-file.ts';

export interface JournalRecord {
  /** user, route and key */
  readonly id: string;
  /** sha-256 of the request body */
  readonly hash: string;
  /** when the answer was stored (ms since the epoch) */
  readonly at: number;
  readonly status: number;
  readonly body: unknown;
}

function isRecord(value: unknown): value is JournalRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['id'] === 'string' && typeof r['hash'] === 'string' && typeof r['at'] === 'number' && typeof r['status'] === 'number' && 'body' in r;
}

/** The records of the file in the order written; a line cut short by a crash is left out. */
export async function readJournal(file: string): Promise<JournalRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  const records: JournalRecord[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isRecord(value)) records.push(value);
    } catch {
      // the last line of a write the process did not finish
    }
  }
  return records;
}

export class IdempotencyJournal {
  readonly file: string;
  /** Records in the file now (kept or not). */
  private lines = 0;
  /** File operations one after another: an append never lands in the middle of a rewrite. */
  private queue: Promise<void> = Promise.resolve();

  constructor(file: string) {
    this.file = file;
  }

  /** How many records the file holds (for the decision to rewrite it). */
  get size(): number {
    return this.lines;
  }

  /**
   * Add a record and make it durable (fsync) before the promise settles: the answer it keeps is
   * sent after that, so a power cut once the client has its answer cannot lose the record (the
   * ledger's write was fsynced before) and turn a retry into a second write.
   */
  append(record: JournalRecord): Promise<void> {
    return this.enqueue(async () => {
      const handle = await open(this.file, 'a', 0o600);
      try {
        await handle.appendFile(JSON.stringify(record) + '\n');
        await handle.sync();
      } finally {
        await handle.close();
      }
      this.lines++;
    });
  }

  /** Replace the file with exactly these records. */
  rewrite(records: readonly JournalRecord[]): Promise<void> {
    return this.enqueue(async () => {
      await writeFileAtomic(this.file, records.map((r) => JSON.stringify(r) + '\n').join(''), 0o600);
      this.lines = records.length;
    });
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => {});
    return next;
  }
}
