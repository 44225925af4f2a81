// What keeps a write from the ledger's file before anything is written: permissions, a read-only
// file system, or the ledger's directory gone.
import { constants, statSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Why a write would fail for want of permission, or null: the main file not writable by this
 * process, or its directory (where the lock file is made). For /health, which reads the file
 * well and said "ok" while every write answered 503 (git QA).
 */
export async function writeAccessTrouble(realFile: string): Promise<string | null> {
  for (const [path, what] of [[realFile, 'the ledger file'], [dirname(realFile), "the ledger's directory (where its lock file is made)"]] as const) {
    try {
      await access(path, constants.W_OK);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `${what} cannot be written by the service (${code === 'EROFS' ? 'a read-only file system' : 'permissions'}): every write answers 503 until it can`;
    }
  }
  return null;
}

/**
 * The lock could not be made because its directory is gone (the ledger's directory removed or
 * moved): the trouble is the ledger file's, which is missing too; its error names it, not the lock.
 */
export function ledgerTroubleBehind(mainFile: string, err: unknown): unknown {
  if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return err;
  try {
    statSync(mainFile);
    return err;
  } catch (missing) {
    return missing;
  }
}
