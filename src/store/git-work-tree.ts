// Whether a ledger file is, on disk, what git's index holds for it: after git wrote the work tree
// and its index, a file put back to the index's (`git checkout -- file`, `git reset --hard`, `git
// stash`) was discarded to it; one that still differs was put back with changes git kept aside
// (a merge or pull that refused, or its autostash, restoring what it had stashed a moment before).
import { execFile } from 'node:child_process';
import { basename, dirname } from 'node:path';

/** Git's answer takes at most this long (it runs only when an append went missing). */
const GIT_TIMEOUT_MS = 2000;

/**
 * Whether `file` as it is now is the version git's index holds for it (its blob, the clean
 * filters and line-end settings of the work tree applied): true, false, or null when git cannot
 * tell (no git command, the file not tracked, an error). Reads the index only: nothing of git is
 * written (`git diff` would refresh and write the index, which the stale-save guard watches).
 */
export async function sameAsGitIndex(file: string): Promise<boolean | null> {
  const cwd = dirname(file);
  const name = basename(file);
  const [staged, hashed] = await Promise.all([runGit(cwd, ['ls-files', '--stage', '--', name]), runGit(cwd, ['hash-object', '--', name])]);
  if (staged === null || hashed === null) return null;
  // `<mode> <object> <stage>\t<path>`: one line at stage 0 (more: a conflict under way)
  const lines = staged.split('\n').filter((line) => line !== '');
  const entry = lines.length === 1 ? /^\d+ ([0-9a-f]+) 0\t/.exec(lines[0]!) : null;
  if (entry === null) return null;
  return entry[1] === hashed.trim();
}

/** git's output, or null (no git, a failure, too slow). Run without the GIT_ settings of this process. */
function runGit(cwd: string, args: string[]): Promise<string | null> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GIT_')));
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env, timeout: GIT_TIMEOUT_MS, encoding: 'utf8' }, (err, stdout) => resolve(err === null ? stdout : null));
  });
}
