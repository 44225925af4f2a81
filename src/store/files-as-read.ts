// The ledger's files as the store last read or wrote them, and whether they are still so on disk:
// their fingerprints, the files whose fingerprint cannot tell a change (racy), the included files
// that could not be read, and the directories the ledger depends on.
import { fstatSync, readFileSync, readSync, statSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { fingerprintNow, isRacy, printOf, unchangedOnDisk } from './file-fingerprint.ts';
import type { DirectoryWatch } from './directory-watch.ts';
import type { FileLines } from './file-lines.ts';

/** What the store knows of its files on disk; the text they held is the store's FileLines. */
export class FilesAsRead {
  /** Each file's fingerprint as last read or written ('changed': to be read again). */
  prints = new Map<string, string>();
  /**
   * Files whose last fingerprint cannot tell a rewrite of the same size within its timestamps'
   * granularity (a filesystem that keeps whole seconds: ext4 with small inodes, FAT, some network
   * mounts), as git's "racy" index entries: until that time has passed, their bytes are compared.
   */
  private racy = new Set<string>();
  /**
   * The included files the last load could not read: read again at every freshness check, and
   * the ledger loaded again once one can be. No stat of theirs is watched, and a disk error that
   * passes changes none (QA: an include unreadable for a moment, chmod 000 then 644 under a
   * service not run as root, kept its EACCES error, and every write was refused for accounts it
   * opens, until the main file changed).
   */
  unreadable: readonly string[] = [];
  /** The directories the ledger as loaded depends on: include globs, `documents` (null before the first load). */
  directories: DirectoryWatch | null = null;

  /** The files, the directories and the unreadable files still as last read (throws on a stat error). */
  unchanged(lines: FileLines): boolean {
    return unchangedOnDisk(this.prints) && (this.directories === null || this.directories.unchanged()) && this.racyFilesUnchanged(lines) && this.stillUnreadable();
  }

  /** The files whose fingerprint is not as last read or written (one that cannot be stat'ed too): for answers, which name them. */
  changedFiles(): string[] {
    return [...this.prints].filter(([file, print]) => {
      try {
        return fingerprintNow(file) !== print;
      } catch {
        return true;
      }
    }).map(([file]) => file);
  }

  /** Forget every fingerprint: a load notes those of the files it read. */
  forgetPrints(): void {
    this.prints = new Map();
    this.racy.clear();
  }

  /** Every file the last load could not read still cannot be (see `unreadable`). */
  private stillUnreadable(): boolean {
    for (const file of this.unreadable) {
      try {
        readFileSync(file);
        return false;
      } catch {
        // as at the load (its error may have changed: the one the load gave is kept)
      }
    }
    return true;
  }

  /** Notes the fingerprint of a file just read or written, and whether it is racy (see `racy`). */
  notePrint(file: string, print: string, lines: FileLines): void {
    this.prints.set(file, print);
    if (isRacy(print) && lines.byteLength(file) !== undefined) this.racy.add(file);
    else this.racy.delete(file);
  }

  /** The racy files still hold the bytes we know (a file that is no longer racy leaves the set). */
  private racyFilesUnchanged(lines: FileLines): boolean {
    for (const file of this.racy) {
      const bytes = readFileSync(file);
      if (!lines.isWhole(file, bytes) || fingerprintNow(file) !== this.prints.get(file)) return false;
      if (!isRacy(this.prints.get(file)!)) this.racy.delete(file);
    }
    return true;
  }

  // The checks around the append use synchronous calls: a stat or a read of a few hundred bytes
  // from the page cache takes microseconds, a round trip through the thread pool far more.

  /** The open file is the one at the path, and its bytes are those we read (same fingerprint). */
  unchangedSinceRead(file: string, handle: FileHandle, ino: bigint, size: number, lines: FileLines): boolean {
    const now = statSync(file, { bigint: true, throwIfNoEntry: false });
    const mine = fstatSync(handle.fd, { bigint: true });
    if (now === undefined || now.ino !== ino || mine.ino !== ino || Number(mine.size) !== size || printOf(now) !== this.prints.get(file)) return false;
    return !this.racy.has(file) || lines.isWhole(file, readAll(handle.fd, size));
  }
}

/** The first `size` bytes of an open file. */
function readAll(fd: number, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; ) {
    const n = readSync(fd, bytes, at, size - at, at);
    if (n === 0) return bytes.subarray(0, at);
    at += n;
  }
  return bytes;
}
