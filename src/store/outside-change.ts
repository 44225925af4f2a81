// Someone else changing the ledger's files while the service writes to them: when that was last
// seen, and whether it looks over. A write that follows such a change waits until the files have
// been left alone (see LedgerStore.settleOutsideChange), or answers 503.
import { dirname } from 'node:path';
import { Problem } from '../problem.ts';
import type { FileLines } from './file-lines.ts';
import { relativeFile } from './relative-paths.ts';

/**
 * Someone appending without the lock may write one entry in several writes (a header, then its
 * postings). Text of ours appended in between would take their later lines as its own. So a
 * write that follows an outside change to the main file younger than this waits until the file
 * has been left alone this long (see LedgerStore.settleOutsideChange); writes that follow none never wait.
 * The same holds for an included file: a write checked against one half saved would pass
 * checks (a balance assertion not yet written back) that the whole file then fails.
 */
export const OUTSIDE_QUIET_MS = 200;
/** The same, when what was added outside leaves the file's end unfinished (see endLooksUnfinished). */
export const UNFINISHED_QUIET_MS = 1000;
/** A transaction's first line, as someone appending writes it. */
const TRANSACTION_HEADER = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}\s+(?:txn\b|[*!&#?%PSTCURM](?=\s|$))/;
/** An indented posting line (an optional flag, then an account), not a metadata line. */
const POSTING_LINE = /^[ \t]+(?:[*!&#?%PSTCURM]\s+)?[A-Z\p{L}][^\s:]*:\S/u;
/** A write waits at most this long for the file to be left alone: then 503, nothing written. */
export const MAX_QUIET_WAIT_MS = 3000;

/** The last change to the ledger's files made by someone else, as far as the store has seen. */
export class OutsideChange {
  /**
   * When a file of the ledger was last changed by someone else, as far as we have seen (its change
   * time, in ms): a write soon after waits until that change is over (see LedgerStore.settleOutsideChange).
   */
  private latest = -Infinity;
  /** The files whose change outside was the last seen (their ends tell whether it looks finished). */
  private files: ReadonlySet<string> = new Set();
  /** Those of them that a 503 names (see note). */
  private named: readonly string[] = [];
  /**
   * A file was last read as a strict beginning of what it held before: another program truncated
   * it and is writing it again (a slow in-place save). A write then waits as for an unfinished end
   * (UNFINISHED_QUIET_MS): its text is not appended to the half written main file and then
   * overwritten by the rest (QA: a 201 whose transaction the rewrite then erased), nor checked
   * against half an included file (QA: a 201 past a balance assertion not yet written back).
   */
  cutShort = false;

  /** The files of the last change seen that a 503 names should they keep changing (none: none seen). */
  get lastFiles(): readonly string[] {
    return this.named;
  }

  /** When the last change seen was made (its change time, in ms; -Infinity: none seen). */
  get changedAt(): number {
    return this.latest;
  }

  /**
   * Note that `files` were found changed by someone else, with `prints` their fingerprints now;
   * `named`, those of them a 503 names should they keep changing (default: all).
   */
  note(prints: readonly string[], files: readonly string[], named: readonly string[] = files): void {
    this.files = new Set(files);
    this.named = named;
    for (const print of prints) {
      const ctime = print.split(':')[2];
      let at = Date.now();
      if (ctime !== undefined && /^\d+$/.test(ctime)) {
        const ns = BigInt(ctime);
        // Whole seconds (FAT, small ext4 inodes): the change may have come up to a second later.
        const ms = Number(ns / 1_000_000n) + (ns % 1_000_000_000n === 0n ? 999 : 0);
        at = Math.min(at, ms);
      }
      this.latest = Math.max(this.latest, at);
    }
  }

  /**
   * Whether the end of a file last changed outside (the main file at a first load), as last read,
   * looks like an entry still being written: a last line without its newline, or a transaction's
   * header with fewer than two postings after it; or a file was cut short (see cutShort).
   */
  endLooksUnfinished(lines: FileLines, mainFile: string): boolean {
    if (this.cutShort) return true;
    // An included file is only ever saved whole by a person or a tool, never appended to by
    // scripts in pieces: any change to one may be half a save that goes on (QA: one rewritten in
    // place with an earlier line changed, its second half 0.4 s later, let a write past a
    // balance assertion in that half).
    for (const file of this.files) if (file !== mainFile) return true;
    const files = this.files.size > 0 ? this.files : [mainFile];
    for (const file of files) if (fileEndLooksUnfinished(lines, file)) return true;
    return false;
  }
}

/** Whether the end of `file` as last read looks like an entry still being written (see OutsideChange.endLooksUnfinished). */
export function fileEndLooksUnfinished(fileLines: FileLines, file: string): boolean {
  const tail = fileLines.tail(file, 4096).toString('utf8');
  if (tail === '') return false;
  if (!tail.endsWith('\n')) return true;
  const lines = tail.split(/\r?\n/);
  // The last entry: a transaction's header with fewer than two postings under it (metadata
  // aside) is one still being written (a header and its first posting, the rest to come).
  let postings = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.trim() === '' || /^\s*;/.test(line)) {
      if (postings > 0 && line.trim() === '') return false;
      continue;
    }
    if (/^[ \t]/.test(line)) {
      if (POSTING_LINE.test(line)) postings++;
      continue;
    }
    return postings < 2 && TRANSACTION_HEADER.test(line);
  }
  return false;
}

/**
 * The 503 of a write while `files` of the ledger whose main file is `mainFile` do not stop
 * changing (none: which is not known); nothing was written. Named relative to the ledger's
 * directory (QA: an included file saved every 0.3 s was answered "The ledger file kept changing",
 * and the main file had not changed).
 */
export function keptChanging(files: readonly string[], mainFile: string): Problem {
  const name = (file: string) => relativeFile(dirname(mainFile), file);
  const named = [...new Set(files)];
  let which: string;
  if (named.length === 0) which = "The ledger's files";
  else if (named.length > 1) which = `The ledger's files ${named.map(name).join(', ')}`;
  else which = named[0] === mainFile ? `The ledger file ${name(mainFile)}` : `The included file ${name(named[0]!)}`;
  return new Problem(503, 'Service Unavailable', `${which} kept changing while this write was prepared; nothing was written. Try again.`, [], { 'Retry-After': '1' });
}
