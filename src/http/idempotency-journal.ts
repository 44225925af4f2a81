// The answers the Idempotency-Key cache holds, kept in a file of the data directory so that a
// restart does not forget them: a phone that sent a write, lost the answer and tries again after
// the service restarted gets the first answer back instead of a second transaction.
// One JSON record a line, appended after each stored answer; rewritten without the expired ones
// at start and whenever it has grown to twice what it should hold.
import { createHash } from 'node:crypto';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { writeFileAtomic } from '../auth/atomic-file.ts';


export interface JournalRecord {
  /** owner (idempotencyOwner: the user account and its ledger), route and key */
  readonly id: string;
  /** sha-256 of the request body */
  readonly hash: string;
  /** when the answer was stored (ms since the epoch) */
  readonly at: number;
  readonly status: number;
  readonly body: unknown;
  /** The write reached the ledger, but the process stopped before its answer was kept. */
  readonly lost?: true;
  /** With `lost`: where the write's text was found at the start (what its pending record said). */
  readonly landed?: PendingRecord['pending'];
  /**
   * The answer was too large to keep (its status is kept, its body is null): a retry is told the
   * write was done, and nothing is written again.
   */
  readonly forgotten?: true;
}

/**
 * Written (and fsynced) before a write's text reaches the ledger file: where it goes. An answer
 * record for the same id follows once the write is done; a crash in between leaves this one last,
 * and the next start looks in the file for the text (found: the write is not to be made again).
 */
export interface PendingRecord {
  readonly id: string;
  readonly hash: string;
  readonly at: number;
  readonly pending: {
    readonly file: string;
    /** Where the text was to start: it lands there, or later if someone else appended first. */
    readonly offset: number;
    readonly length: number;
    readonly sha256: string;
    /** The text's first bytes (hex), to find where it landed. */
    readonly head: string;
    /** The bytes just before the text when it was written (hex; absent in records of earlier versions). */
    readonly context?: string;
  };
}

/**
 * The write a pending record announced did not reach the ledger after all (the file changed
 * before it and it was planned again, or the write failed and was cut back): the record before
 * it for the same id is not to be taken for a write that happened.
 */
export interface WithdrawnRecord {
  readonly id: string;
  readonly hash: string;
  readonly at: number;
  readonly withdrawn: true;
}

export type JournalLine = JournalRecord | PendingRecord | WithdrawnRecord;

function isRecord(value: unknown): value is JournalRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['id'] === 'string' && typeof r['hash'] === 'string' && typeof r['at'] === 'number' && typeof r['status'] === 'number' && 'body' in r;
}

function isPending(value: unknown): value is PendingRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const p = r['pending'] as Record<string, unknown> | undefined;
  return (
    typeof r['id'] === 'string' && typeof r['hash'] === 'string' && typeof r['at'] === 'number' && typeof p === 'object' && p !== null &&
    typeof p['file'] === 'string' && typeof p['offset'] === 'number' && typeof p['length'] === 'number' && typeof p['sha256'] === 'string' && typeof p['head'] === 'string'
  );
}

function isWithdrawn(value: unknown): value is WithdrawnRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r['id'] === 'string' && typeof r['hash'] === 'string' && typeof r['at'] === 'number' && r['withdrawn'] === true;
}

/** What a write appends, as a pending record says it (the text itself is not kept). */
export function pendingRecord(id: string, hash: string, at: number, file: string, offset: number, text: string, before?: Buffer): PendingRecord {
  const bytes = Buffer.from(text, 'utf8');
  const pending = { file, offset, length: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), head: bytes.subarray(0, 64).toString('hex') };
  return { id, hash, at, pending: before === undefined ? pending : { ...pending, context: before.toString('hex') } };
}

/**
 * Whether the text a pending record describes is in its file: at its offset, at the file's end,
 * or anywhere right after the bytes that preceded it when it was written (an edit above it, by
 * hand, Fava or `git pull`, may have moved it). Not anywhere after its offset: the same text appended later
 * after other text is another entry (a second bus ride, written without a key), and taking it
 * for this one would drop the retry. (Text that slipped in between the store's last check and
 * its write puts ours later, after other bytes: that write is then not recognised, and a retry
 * after a crash in that instant is written again, a duplicate one can see and delete.)
 */
export async function pendingLanded(record: PendingRecord): Promise<boolean> {
  return (await landedText(record.pending)) !== null;
}

/**
 * Where the text a pending record describes is in its file now (see pendingLanded): the file and
 * the line its first directive starts on (the text may start with the blank line that separates
 * it from what was there), or null when it is not there.
 */
export async function landedSource(pending: PendingRecord['pending']): Promise<{ file: string; line: number } | null> {
  const found = await landedText(pending);
  if (found === null) return null;
  const { bytes, at } = found;
  let start = at;
  while (start < at + pending.length && (bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i >= 0 && i < start; i = bytes.indexOf(0x0a, i + 1)) line++;
  return { file: pending.file, line };
}

/** How many bytes in a row the context of a text moved by an edit just above it still shares. */
const SIMILAR_CONTEXT = 24;

/** The length of the longest run of bytes two short buffers share. */
function commonRun(a: Uint8Array, b: Uint8Array): number {
  let best = 0;
  let previous = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const row = new Uint16Array(b.length + 1);
    for (let j = 1; j <= b.length; j++) if (a[i - 1] === b[j - 1]) best = Math.max(best, (row[j] = previous[j - 1]! + 1));
    previous = row;
  }
  return best;
}

/** The file's bytes and the offset of the text in them, or null (see pendingLanded). */
async function landedText(pending: PendingRecord['pending']): Promise<{ bytes: Buffer; at: number } | null> {
  const { file, offset, length, sha256, head, context } = pending;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  const isText = (at: number) => at >= 0 && at + length <= bytes.length && createHash('sha256').update(bytes.subarray(at, at + length)).digest('hex') === sha256;
  if (isText(offset)) return { bytes, at: offset };
  if (context === undefined) return null;
  const preceding = Buffer.from(context, 'hex');
  // The text ending the file, after bytes much like those that preceded it: an edit above it moved
  // it, even one of the bytes just before it (an interpolated amount of the entry above made
  // explicit: the retry wrote the entry again, QA). Not the same text after other text (an entry
  // typed again by hand after the crash is then taken for this one only if it follows what this
  // one followed).
  const end = bytes.length - length;
  if (isText(end) && commonRun(preceding, bytes.subarray(Math.max(0, end - preceding.length), end)) >= Math.min(SIMILAR_CONTEXT, preceding.length)) return { bytes, at: end };
  // After the bytes that preceded it, the nearest to where it was written: an identical entry
  // earlier in the file has the same bytes before it (a third lunch after two: the answer made
  // again named the second, QA).
  const start = Buffer.concat([preceding, Buffer.from(head, 'hex')]);
  let found = -1;
  for (let at = bytes.indexOf(start); at >= 0; at = bytes.indexOf(start, at + 1)) {
    const text = at + preceding.length;
    if (isText(text) && (found < 0 || Math.abs(text - offset) < Math.abs(found - offset))) found = text;
  }
  return found < 0 ? null : { bytes, at: found };
}

/**
 * The records of the file in the order written; a line cut short by a crash is left out, and so
 * is one cut short by a failed write, with the record written after it on the same line kept.
 */
export async function readJournal(file: string): Promise<JournalLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  const records: JournalLine[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const value = lineRecord(line);
    if (value !== null) records.push(value);
  }
  return records;
}

const RECORD_START = '{"id":';

/**
 * The record a line holds: the whole line, or, after the part of one a write did not finish, the
 * record that follows it on the line (every record starts as RECORD_START; inside a string its
 * quotes are escaped, so it starts nothing there). Null for a part of a record alone.
 */
function lineRecord(line: string): JournalLine | null {
  for (let at = 0; at !== -1; at = line.indexOf(RECORD_START, at + 1)) {
    try {
      const value: unknown = JSON.parse(line.slice(at));
      if (isRecord(value) || isPending(value) || isWithdrawn(value)) return value;
    } catch {
      // not a whole record from here
    }
  }
  return null;
}

export class IdempotencyJournal {
  readonly file: string;
  /** Records in the file now (kept or not). */
  private lines = 0;
  /** The file may end in part of a record (a failed append not cut back). */
  private torn = false;
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
  append(record: JournalLine): Promise<void> {
    return this.enqueue(async () => {
      let handle: FileHandle;
      try {
        handle = await open(this.file, 'a', 0o600);
      } catch (err) {
        throw this.named(err);
      }
      let size: number | null = null;
      try {
        size = (await handle.stat()).size;
        // after a line that could not be cut back: this record starts a line of its own
        await handle.appendFile((this.torn ? '\n' : '') + JSON.stringify(record) + '\n');
        await handle.sync();
        this.torn = false;
      } catch (err) {
        // A short write (disk full) left part of the line: cut it back, else the next record
        // would be glued onto it (QA: a record lost that way).
        const cutBack = size !== null && (await handle.truncate(size).then(() => true, () => false));
        if (!cutBack) this.torn = true;
        throw this.named(err);
      } finally {
        await handle.close().catch(() => undefined);
      }
      this.lines++;
    });
  }

  /** Errors of writes on an open file name none: this one names the journal (for the answer). */
  private named(err: unknown): unknown {
    if (typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).path === undefined) (err as NodeJS.ErrnoException).path = this.file;
    return err;
  }

  /** Replace the file with exactly these records. */
  rewrite(records: readonly JournalLine[]): Promise<void> {
    return this.enqueue(async () => {
      await writeFileAtomic(this.file, records.map((r) => JSON.stringify(r) + '\n').join(''), 0o600);
      this.lines = records.length;
      this.torn = false;
    });
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => {});
    return next;
  }
}
