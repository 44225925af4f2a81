// The main file opened to append to, never created. Git rewrites a file by removing it and then
// creating it anew only if it is not there (`git stash`, `git checkout`): an append that created
// the missing file in between made git's own create fail, and `git stash` left the ledger empty
// (couple QA, session 47). Opened in appending mode: whatever someone else appends meanwhile, our
// bytes never land on theirs.
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Opens `file` to read and append; rejects with ENOENT, creating nothing, when it is not there. */
export function openToAppend(file: string): Promise<FileHandle> {
  return open(file, constants.O_RDWR | constants.O_APPEND);
}

/** Whether an error is the file's absence (a rewrite by git between its removal and its new copy). */
export function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
