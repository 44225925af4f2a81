// Where an appended text really is once written: the file at the path may have been appended to
// by someone else first, or replaced, or rewritten in place by a save, while the bytes went out.
import { readSync, statSync } from 'node:fs';
import { readFile, type FileHandle } from 'node:fs/promises';
import { fingerprintNow } from './file-fingerprint.ts';
import type { FileLines } from './file-lines.ts';
import { MAX_QUIET_WAIT_MS, UNFINISHED_QUIET_MS } from './outside-change.ts';
import { occurrencesIn } from './stale-copy.ts';

/**
 * After an appending write: 'planned' (right after the bytes we read, in the file at the path),
 * 'elsewhere' (in that file, at another place), or 'lost' (the path now names another file
 * without our bytes: we wrote to a file that was replaced).
 */
export async function whereItLanded(lines: FileLines, file: string, handle: FileHandle, ino: bigint, size: number, bytes: Buffer, newlinesBefore: number): Promise<'planned' | 'lost' | { shift: number }> {
  const now = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (now !== undefined && now.ino === ino) {
    const there = Buffer.alloc(bytes.length);
    const bytesRead = readSync(handle.fd, there, 0, bytes.length, size);
    if (bytesRead === bytes.length && there.equals(bytes)) return 'planned';
  }
  // Elsewhere in the file at the path (after someone's append, or in the file that replaced
  // ours): how many lines later than planned it starts.
  let content: Buffer | null = await readFile(file).catch(() => null);
  let at = content === null ? -1 : content.indexOf(bytes, now !== undefined && now.ino === ino ? size : 0);
  if (at < 0 && content !== null && now !== undefined && now.ino === ino) {
    // Not after what we wrote after: the file was rewritten in place (one renamed over ours is
    // whole at once, and was searched from its start). A save that read it after our write has our bytes, wherever its edits moved them (a line deleted above them), and may
    // still be writing: a save that truncates the file in place and writes it back (Fava, vim
    // with backupcopy=yes), at once or in pieces. Appended again, they were in the file twice
    // for one 201 (QA). Ours are there once the file holds them more often than the file we
    // wrote after did; they are not when it is left alone without them (UNFINISHED_QUIET_MS,
    // and not while it is shorter than that file: a rewrite under way; at most
    // MAX_QUIET_WAIT_MS), and they are written again.
    const known = lines.byteLength(file) === size ? lines.tail(file, size) : null;
    if (known !== null) {
      const before = occurrencesIn(known, bytes);
      const holdsOurs = (c: Buffer) => occurrencesIn(c, bytes) > before;
      const settled = holdsOurs(content) ? content : await settledContent(file, holdsOurs, size);
      if (settled !== null && holdsOurs(settled)) {
        content = settled;
        at = settled.lastIndexOf(bytes);
      }
    }
  }
  if (at < 0) return 'lost';
  let newlines = 0;
  for (let i = content!.indexOf(0x0a); i >= 0 && i < at; i = content!.indexOf(0x0a, i + 1)) newlines++;
  return { shift: newlines - newlinesBefore };
}

/**
 * The bytes of `file` as soon as they are `enough`, or once nobody has changed the file for
 * UNFINISHED_QUIET_MS while it is at least `whole` bytes long (shorter, a rewrite is still under
 * way: it waits); null when that does not come within MAX_QUIET_WAIT_MS or the file cannot be read.
 */
async function settledContent(file: string, enough: (content: Buffer) => boolean, whole: number): Promise<Buffer | null> {
  const deadline = Date.now() + MAX_QUIET_WAIT_MS;
  // (the fingerprint first, then the bytes: a change between the two is seen as one after them)
  let print = fingerprintNow(file);
  const first = await readFile(file).catch(() => null);
  if (first === null) return null;
  let content: Buffer = first;
  if (enough(content)) return content;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const now = fingerprintNow(file);
    if (now !== print) {
      print = now;
      quietSince = Date.now();
      const read = await readFile(file).catch(() => null);
      if (read === null) return null;
      content = read;
      if (enough(content)) return content;
      continue;
    }
    if (content.length >= whole && Date.now() - quietSince >= UNFINISHED_QUIET_MS) return content;
  }
  return null;
}
