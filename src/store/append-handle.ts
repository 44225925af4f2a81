// The main file opened to append to, never created. Git rewrites a file by removing it and then
// creating it anew only if it is not there (`git stash`, `git checkout`): an append that created
// the missing file in between made git's own create fail, and `git stash` left the ledger empty
// (couple QA, session 47). Opened in appending mode: whatever someone else appends meanwhile, our
// bytes never land on theirs.
import { constants } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';

/** Opens `file` to read and append; rejects with ENOENT, creating nothing, when it is not there. */
export function openToAppend(file: string): Promise<FileHandle> {
  return open(file, constants.O_RDWR | constants.O_APPEND);
}

/** Whether an error is the file's absence (a rewrite by git between its removal and its new copy). */
export function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Waits while `file` is missing, up to `ms`: git removes a file and writes it anew within
 * milliseconds. True when it is there (again); false when it stayed missing (or cannot be seen).
 */
export async function fileBack(file: string, ms: number): Promise<boolean> {
  for (let waited = 0; ; waited += MISSING_POLL_MS) {
    try {
      await stat(file);
      return true;
    } catch (err) {
      if (!isMissing(err) || waited >= ms) return false;
    }
    await new Promise((r) => setTimeout(r, MISSING_POLL_MS));
  }
}

const MISSING_POLL_MS = 10;
