// Whether git has written its index since a moment: a file of the ledger that changed meanwhile
// was most likely changed by git (`git reset --hard`, `git checkout -- file`, `git stash`, which
// write the work tree and then the index), not by an editor, which never writes git's index.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { printOf } from './file-fingerprint.ts';

/**
 * The index of the git work tree that holds `file`: `.git/index` of the nearest directory up from
 * the file's with a `.git` directory, or the index of the git directory a `.git` file names (a
 * linked worktree, a submodule). Null when no such work tree holds it.
 */
export function gitIndexOf(file: string): string | null {
  for (let dir = dirname(resolve(file)); ; ) {
    const dotGit = join(dir, '.git');
    const s = statSync(dotGit, { throwIfNoEntry: false });
    if (s?.isDirectory() === true) return join(dotGit, 'index');
    if (s?.isFile() === true) {
      try {
        const named = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
        if (named !== undefined) return join(resolve(dir, named), 'index');
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
