// What a user's ledger may read of the files its text names (an `include`, merge_meta's file):
// never the service's own files nor another user's ledger; and, where the service has several
// users, only files under the directory of its main file (a single user's ledger may include
// `../common/...`, as with bean-check: recheck QA, it went unread and the balances were not
// bean-check's). The engine reads whatever the text names, as bean-check does; but a ledger's errors show
// the text of a file that is no ledger, and its entries show another ledger's: an `include
// "jwt-secret"` put the signing key in /health (and with it a token for every user), `include
// "/proc/self/environ"` the admin's password, `include "../bob.beancount"` Bob's transactions
// (security QA of session 51). Compared by real path (links followed) and, for the service's files
// and the other ledgers, as the same file (a hard link to jwt-secret is jwt-secret).
import { realpathSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve, sep } from 'node:path';
import type { ReadGuard } from '../ledger/load.ts';
import { isServiceFileName, serviceFilePaths } from './data-files.ts';
import { canonicalPath } from './users.ts';

/** A file's identity on its device, or null when it is not there. */
async function inodeOf(file: string): Promise<string | null> {
  const s = await stat(file).catch(() => null);
  return s === null ? null : `${s.dev}:${s.ino}`;
}

/**
 * The guard for the ledger whose main file is `mainFile`, in a service whose data directory is
 * `dataDir` and whose users' ledgers are `ledgers` (this one among them or not).
 */
export async function ledgerReadGuard(mainFile: string, dataDir: string, ledgers: readonly string[]): Promise<ReadGuard> {
  const own = await canonicalPath(mainFile);
  // (the directory as the main file is named, where its includes are found, and where it really is)
  const roots = [...new Set([await canonicalPath(dirname(resolve(mainFile))), dirname(own)])];
  const dataReal = await canonicalPath(dataDir);
  const serviceInodes = new Set((await Promise.all(serviceFilePaths(dataReal).map(inodeOf))).filter((i) => i !== null));
  const others = new Set<string>();
  const otherInodes = new Set<string>();
  const ownInode = await inodeOf(own);
  for (const ledger of ledgers) {
    const real = await canonicalPath(ledger);
    const inode = await inodeOf(real);
    if (real === own || (inode !== null && inode === ownInode)) continue;
    others.add(real);
    if (inode !== null) otherInodes.add(inode);
  }
  // (one user: the machine's files are that user's own, and so are the secrets of its environment)
  const othersServed = others.size > 0;
  const under = (real: string) => !othersServed || roots.some((root) => real === root || real.startsWith(root.endsWith(sep) ? root : `${root}${sep}`));
  return (file) => {
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      return null; // (not there: the load says so as it does of any missing file)
    }
    const info = statSync(real, { throwIfNoEntry: false });
    const inode = info === undefined ? null : `${info.dev}:${info.ino}`;
    if ((dirname(real) === dataReal && isServiceFileName(basename(real))) || (inode !== null && serviceInodes.has(inode))) return `it is the service's own ${basename(real)}, never part of a ledger`;
    if (others.has(real) || (inode !== null && otherInodes.has(inode))) return "it is another user's ledger";
    if (!under(real)) return `it is outside the directory of the ledger's main file (${roots[0]}), and where the service has several users a ledger reads only files under it`;
    return null;
  };
}
