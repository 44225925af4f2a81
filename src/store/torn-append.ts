// An append cut off by the death of the process writing it (kill -9, the OOM killer, a container
// stopped): a large text (an import of 20,000 rows) goes out in one write that a kill can stop
// halfway, leaving a directive cut in the middle (`  Asse`) that fails every check from then on.
// So, under the lock and just before it writes, a writer notes where its text goes in a file
// beside the lock (`<ledger>.lock.append`), and removes that note once the text is written and
// fsynced. A note still there when the lock is next taken is a writer's that died: if the file
// then ends in a beginning of that text, and nobody changed the file since, the fragment is cut
// back, with a warning. Anything else is left as it is.
import { unlinkSync, writeFileSync } from 'node:fs';
import { open, readFile, stat, unlink } from 'node:fs/promises';

/** How many of the text's first bytes the note keeps. */
const FIRST_BYTES = 64;

/**
 * How long after its note the file may have last changed for its end to be that writer's
 * fragment (the write changes it at once; a later change is someone's edit, left alone).
 */
const CHANGED_WITHIN_MS = 10_000;

/** What a writer notes before appending. */
export interface AppendNote {
  /** The file appended to, as opened. */
  readonly file: string;
  readonly dev: bigint;
  readonly ino: bigint;
  /** Its size before the text. */
  readonly offset: number;
  /** The text. */
  readonly bytes: Buffer;
}

interface ReadNote {
  readonly pid: number;
  readonly file: string;
  readonly dev: string;
  readonly ino: string;
  readonly offset: number;
  readonly length: number;
  readonly start: Buffer;
}

/** The note of the append under way to the ledger whose lock file is `lockFile`. */
export function appendNoteOf(lockFile: string): string {
  return `${lockFile}.append`;
}

/**
 * Note the append about to be made (no fsync: it is for a process killed, which leaves what it
 * wrote to the page cache). False when it could not be noted (a file of someone else's at its
 * name, a full disk): the write goes on as it did before there were notes. Synchronous: the
 * writer's last look at the file and its write follow with no turn of the event loop between
 * (nor a wait for a thread of the pool), see LedgerStore.applyBatch.
 */
export function noteAppend(noteFile: string, note: AppendNote): boolean {
  const text = JSON.stringify({
    tornAppend: 1,
    pid: process.pid,
    file: note.file,
    dev: String(note.dev),
    ino: String(note.ino),
    offset: note.offset,
    length: note.bytes.length,
    start: note.bytes.subarray(0, FIRST_BYTES).toString('hex'),
  });
  try {
    writeFileSync(noteFile, `${text}\n`, { flag: 'wx', mode: 0o644 });
    return true;
  } catch (err) {
    // (half written on a full disk: that is ours, and goes)
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
      try {
        unlinkSync(noteFile);
      } catch {
        // (not made)
      }
    }
    return false;
  }
}

/** The append is over (written and fsynced, or cut back): its note goes. */
export async function dropNote(noteFile: string): Promise<void> {
  await unlink(noteFile).catch(() => undefined);
}

/**
 * Run by the holder of the lock: a note left there is a writer's that stopped before it could
 * remove it. When the file it names ends in a cut-off beginning of that writer's text, and was
 * not changed since, the file is cut back to where the text began (and fsynced); `warn` says
 * what was removed. The note goes once looked at; a file there that is not a note is left alone.
 */
export async function cutTornAppend(noteFile: string, warn: (message: string) => void): Promise<void> {
  const text = await readFile(noteFile, 'utf8').catch(() => null);
  if (text === null) return;
  const note = parseNote(text);
  if (note === null) return;
  try {
    await cutBack(note, noteFile, warn);
  } finally {
    await dropNote(noteFile);
  }
}

async function cutBack(note: ReadNote, noteFile: string, warn: (message: string) => void): Promise<void> {
  const noted = await stat(noteFile).catch(() => null);
  if (noted === null) return;
  const handle = await open(note.file, 'r+').catch(() => null);
  if (handle === null) return;
  try {
    const now = await handle.stat({ bigint: true });
    const size = Number(now.size);
    // The same file, ending inside where the text was to go.
    if (String(now.dev) !== note.dev || String(now.ino) !== note.ino) return;
    if (size <= note.offset || size >= note.offset + note.length) return;
    // Not changed since that write (an edit after it, say by hand to mend the fragment, is kept).
    const changedAfter = Number(now.ctimeNs / 1_000_000n) - noted.mtimeMs;
    if (changedAfter < -1_000 || changedAfter > CHANGED_WITHIN_MS) return;
    const there = Buffer.alloc(Math.min(note.start.length, size - note.offset));
    const { bytesRead } = await handle.read(there, 0, there.length, note.offset);
    if (bytesRead !== there.length || !there.equals(note.start.subarray(0, there.length))) return;
    const removed = Buffer.alloc(Math.min(size - note.offset, 200));
    await handle.read(removed, 0, removed.length, size - removed.length);
    await handle.truncate(note.offset);
    await handle.sync();
    const preview = JSON.stringify(removed.toString('utf8'));
    warn(`${note.file} ended in ${size - note.offset} bytes of an append of ${note.length} cut off when the process writing it (pid ${note.pid}) stopped; they were removed, the file ends where it did before that write. They ended ${preview}.`);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function parseNote(text: string): ReadNote | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const int = (x: unknown) => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
  if (v.tornAppend !== 1 || !int(v.pid) || typeof v.file !== 'string' || typeof v.dev !== 'string' || typeof v.ino !== 'string') return null;
  if (!int(v.offset) || !int(v.length) || typeof v.start !== 'string' || !/^(?:[0-9a-f]{2})*$/.test(v.start)) return null;
  return { pid: v.pid as number, file: v.file, dev: v.dev, ino: v.ino, offset: v.offset as number, length: v.length as number, start: Buffer.from(v.start, 'hex') };
}
