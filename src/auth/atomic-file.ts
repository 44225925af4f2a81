// Replace a file so a reader sees either the old or the new content, never half of it,
// and a crash leaves no truncated file: write a temp file beside it, fsync, rename, fsync dir.

import { open, rename, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

export async function writeFileAtomic(path: string, content: string | Uint8Array, mode = 0o600): Promise<void> {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(content);
    // open() applies the umask; chmod makes the mode exact (secrets must be 0600).
    await handle.chmod(mode);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => {});
    // (a write error names no file: this one names the file being replaced)
    throw Object.assign(error as NodeJS.ErrnoException, { path: (error as NodeJS.ErrnoException).path ?? path });
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
  await syncDirectory(dir);
}

/** Makes the rename itself durable; not supported everywhere (e.g. Windows), hence best effort. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // ignore: durability of the directory entry is a bonus, not a requirement
  } finally {
    await handle?.close();
  }
}
