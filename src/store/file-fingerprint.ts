// What tells us that a file changed outside the service: size, modification time and inode.
// Cheap enough to take for every file of a ledger before every answer.
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

export function sameFingerprints(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [file, print] of a) if (b.get(file) !== print) return false;
  return true;
}
