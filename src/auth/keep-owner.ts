// A `beanledger user ...` command run as root (sudo) on a data directory that belongs to the user
// the service runs as: the files it writes there would be root's, 0600, and the service could no
// longer read them (QA: every login a 503, and the next start stopped on EACCES). They are given
// to the data directory's owner instead.
import { chown, stat } from 'node:fs/promises';

/** When running as root, give `file` to the owner of `dataDir` (when that is not root); else nothing. */
export async function keepDataDirOwner(file: string, dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const owner = await stat(dataDir).catch(() => null);
  if (owner === null || owner.uid === 0) return;
  await chown(file, owner.uid, owner.gid);
}
