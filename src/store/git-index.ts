// Whether git has written its index since a moment: a file of the ledger that changed meanwhile
// was most likely changed by git (`git reset --hard`, `git checkout -- file`, `git stash`, which
// write the work tree and then the index), not by an editor, which never writes git's index.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { printOf } from './file-fingerprint.ts';

/** A git work tree holding a file: its top directory and its git directory (a linked worktree's own). */
export interface GitWorkTree {
  readonly top: string;
  readonly gitDir: string;
}

/**
 * The git work tree that holds `file`: the nearest directory up from the file's with a `.git`
 * directory, or with a `.git` file naming its git directory (a linked worktree, a submodule).
 * Null when no such work tree holds it.
 */
export function gitWorkTreeOf(file: string): GitWorkTree | null {
  for (let dir = dirname(resolve(file)); ; ) {
    const dotGit = join(dir, '.git');
    const s = statSync(dotGit, { throwIfNoEntry: false });
    if (s?.isDirectory() === true) return { top: dir, gitDir: dotGit };
    if (s?.isFile() === true) {
      try {
        const named = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
        if (named !== undefined) return { top: dir, gitDir: resolve(dir, named) };
      } catch {
        // unreadable: not a work tree we can tell anything about
      }
      return null;
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** The index of the git work tree that holds `file` (see gitWorkTreeOf), or null. */
export function gitIndexOf(file: string): string | null {
  const tree = gitWorkTreeOf(file);
  return tree === null ? null : join(tree.gitDir, 'index');
}

/**
 * What tells whether git wrote the index of the work tree holding `file` since: the fingerprints
 * of the index and of its lock now (git writes `index.lock` and renames it over `index`: each write
 * gives the index a new inode). Null when no git work tree holds `file`.
 */
export function gitIndexState(file: string): string | null {
  const index = gitIndexOf(file);
  if (index === null) return null;
  const print = (path: string) => {
    const s = statSync(path, { bigint: true, throwIfNoEntry: false });
    return s === undefined ? 'missing' : printOf(s);
  };
  return `${print(index)} ${print(`${index}.lock`)}`;
}

/** Git wrote (or is writing) the index of `file`'s work tree since `state` (gitIndexState's) was taken. */
export function gitIndexChangedSince(file: string, state: string | null): boolean {
  if (state === null) return false;
  try {
    return gitIndexState(file) !== state;
  } catch {
    return false;
  }
}
