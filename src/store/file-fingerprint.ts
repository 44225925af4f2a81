// What tells us that a file changed outside the service: size, modification and change times,
// and inode. Cheap enough to take for every file of a ledger before every answer.
import { statSync, type BigIntStats } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * `size:mtimeNs:ctimeNs:ino`. The change time is there because the modification time can be set
 * back (`touch -r`, `cp -p`, some editors and sync tools) after an edit that kept the size; the
 * change time cannot be set by anyone.
 */
export function printOf(s: BigIntStats): string {
  return `${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`;
}

/** printOf the file, or 'missing'. */
export async function fingerprint(file: string): Promise<string> {
  try {
    return printOf(await stat(file, { bigint: true }));
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
  return s === undefined ? 'missing' : printOf(s);
}

/** Every file still has the fingerprint noted for it (one stat each, nothing else allocated per file). */
export function unchangedOnDisk(prints: ReadonlyMap<string, string>): boolean {
  for (const [file, print] of prints) if (fingerprintNow(file) !== print) return false;
  return true;
}

/** How long after a write a fingerprint of whole-second timestamps may still miss one (FAT keeps two seconds). */
const RACY_NS = 3_000_000_000n;

/**
 * Whether a rewrite of the same size could still leave this fingerprint as it is: the filesystem
 * keeps whole seconds (its modification time has no fraction) and the file was modified less than
 * that long ago, so a second write within the same second would change neither time.
 */
export function isRacy(print: string, nowNs: bigint = BigInt(Date.now()) * 1_000_000n): boolean {
  const mtime = print.split(':')[1];
  if (mtime === undefined || !/^\d+$/.test(mtime)) return false;
  const ns = BigInt(mtime);
  return ns % 1_000_000_000n === 0n && nowNs - ns < RACY_NS;
}
