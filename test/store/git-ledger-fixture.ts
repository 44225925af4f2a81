// A ledger in a git work tree of its own, committed, and real git as the user runs it: the set-up
// of the store tests of git (stale-save-git, stale-save-git-stash-race).
import { execFileSync } from 'node:child_process';
import { mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE } from './mocked-fs-fixtures.ts';

export interface GitLedger {
  /** The work tree (a real path: no symbolic link in it). */
  readonly dir: string;
  /** Its main.beancount, holding BASE, committed. */
  readonly file: string;
  /** Real git in `cwd`, with none of this process's git settings (HOME is the work tree). */
  git(cwd: string, ...args: string[]): string;
}

export async function gitLedger(prefix: string): Promise<GitLedger> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), prefix)));
  const file = join(dir, 'main.beancount');
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_'))), GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
  const git = (cwd: string, ...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd, env, encoding: 'utf8' });
  await writeFile(file, BASE);
  git(dir, 'init', '-q');
  git(dir, 'add', 'main.beancount');
  git(dir, 'commit', '-qm', 'opens');
  return { dir, file, git };
}

/** A new git ledger for each test of the file (given to `use` before it runs), removed after it. */
export function gitLedgerEachTest(prefix: string, use: (ledger: GitLedger) => void): void {
  let dir: string | null = null;
  beforeEach(async () => {
    const ledger = await gitLedger(prefix);
    dir = ledger.dir;
    use(ledger);
  });
  afterEach(async () => {
    if (dir !== null) await rm(dir, { recursive: true, force: true });
  });
}
