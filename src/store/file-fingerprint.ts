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

export function fingerprintsNow(files: Iterable<string>): Map<string, string> {
  const prints = new Map<string, string>();
  for (const f of files) prints.set(f, fingerprintNow(f));
  return prints;
}

export function sameFingerprints(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [file, print] of a) if (b.get(file) !== print) return false;
  return true;
}
