// Whether a `git stash` ran while an append was written, and whether the stash holds the text.
// `git stash` snapshots the work tree (its commit), stores it as `refs/stash`, then resets the
// file to the index: an append that lands between the snapshot and the reset is in neither.
import { readFileSync, statSync, type BigIntStats } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { printOf } from './file-fingerprint.ts';
import { gitWorkTreeOf } from './git-index.ts';
import { blobAtPath } from './git-objects.ts';

/**
 * A stash stored this long ago or less, after git last wrote the index, is one whose reset is
 * still to come (git stash writes the index last): an append made meanwhile is not in it.
 */
const STASH_UNDER_WAY_MS = 10_000;

/** The stash of a work tree as it was just after an append (see gitStashMark). */
export interface StashMark {
  /** The fingerprints of `refs/stash` and its log. */
  readonly print: string;
  /** A stash was stored after git last wrote the index, moments ago: its reset is yet to come. */
  readonly underWay: boolean;
}

/** The stash of the work tree holding `file`, noted just after an append: null when no git work tree holds it. */
export function gitStashMark(file: string): StashMark | null {
  const tree = gitWorkTreeOf(file);
  if (tree === null) return null;
  const common = commonGitDirOf(tree.gitDir);
  const ref = statOf(join(common, 'refs', 'stash'));
  const log = statOf(join(common, 'logs', 'refs', 'stash'));
  const index = statOf(join(tree.gitDir, 'index'));
  const print = `${ref === undefined ? 'missing' : printOf(ref)} ${log === undefined ? 'missing' : printOf(log)}`;
  const underWay = ref !== undefined && index !== undefined && ref.mtimeNs > index.mtimeNs && BigInt(Date.now()) - ref.mtimeMs < STASH_UNDER_WAY_MS;
  return { print, underWay };
}

/** A stash was stored in `file`'s work tree after `mark` was taken, or was under way then. */
export function stashMadeSince(file: string, mark: StashMark | null): boolean {
  if (mark === null) return false;
  if (mark.underWay) return true;
  try {
    return gitStashMark(file)?.print !== mark.print;
  } catch {
    return false;
  }
}

/**
 * Whether the latest stash of `file`'s work tree (refs/stash's commit: the work tree as stashed)
 * holds `text` in its copy of `file`: null when that cannot be read (packed objects or refs,
 * the file not in it, anything unexpected).
 */
export function stashHoldsText(file: string, text: Buffer): boolean | null {
  try {
    const tree = gitWorkTreeOf(file);
    if (tree === null) return null;
    const path = relative(tree.top, resolve(file));
    if (path === '' || path.startsWith('..') || isAbsolute(path)) return null;
    const common = commonGitDirOf(tree.gitDir);
    const sha = stashCommitOf(common);
    const blob = sha === null ? null : blobAtPath(common, sha, path.split(sep));
    if (blob === null) return null;
    // (with core.autocrlf git keeps the stash's copy with LF while the file has CRLF: QA, every
    // text the stash held was written again)
    return blob.includes(text) || withoutCarriageReturns(blob).includes(withoutCarriageReturns(text));
  } catch {
    return null;
  }
}

/** The git directory shared by all worktrees (a linked worktree's names it in `commondir`). */
function commonGitDirOf(gitDir: string): string {
  try {
    return resolve(gitDir, readFileSync(join(gitDir, 'commondir'), 'utf8').trim());
  } catch {
    return gitDir;
  }
}

/** The commit `refs/stash` names, loose or packed, or null. */
function stashCommitOf(common: string): string | null {
  const loose = readOrNull(join(common, 'refs', 'stash'));
  if (loose !== null) return /^([0-9a-f]{40})\s*$/.exec(loose)?.[1] ?? null;
  return /^([0-9a-f]{40}) refs\/stash$/m.exec(readOrNull(join(common, 'packed-refs')) ?? '')?.[1] ?? null;
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function statOf(path: string): BigIntStats | undefined {
  return statSync(path, { bigint: true, throwIfNoEntry: false });
}

/** The bytes without their CRs (CRLF and LF line ends read the same). */
function withoutCarriageReturns(bytes: Buffer): Buffer {
  return bytes.includes(0x0d) ? Buffer.from(bytes.toString('latin1').replaceAll('\r', ''), 'latin1') : bytes;
}
