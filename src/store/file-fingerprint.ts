// What tells us that a file changed outside the service: size, modification time and inode.
// Cheap enough to take for every file of a ledger before every answer.
import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';

/** `size:mtimeNs:ino`, or 'missing'. */
export async function fingerprint(file: string): Promise<string> {
  try {
    const s = await stat(file, { bigint: true });
    return `${s.size}:${s.mtimeNs}:${s.ino}`;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
}

export async function fingerprints(files: Iterable<string>): Promise<Map<string, string>> {
  const list = [...files];
  const prints = await Promise.all(list.map(fingerprint));
  return new Map(list.map((f, i) => [f, prints[i]!]));
}

/**
 * The same, taken synchronously: a stat of a cached inode costs microseconds, less than a
 * round trip through the thread pool, and this runs before every answer.
 */
export function fingerprintNow(file: string): string {
  const s = statSync(file, { bigint: true, throwIfNoEntry: false });
  return s === undefined ? 'missing' : `${s.size}:${s.mtimeNs}:${s.ino}`;
}

/** Every file still has the fingerprint noted for it (one stat each, nothing else allocated per file). */
export function unchangedOnDisk(prints: ReadonlyMap<string, string>): boolean {
  for (const [file, print] of prints) if (fingerprintNow(file) !== print) return false;
  return true;
}
