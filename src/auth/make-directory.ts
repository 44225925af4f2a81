// `mkdir -p` done one level at a time. Node's recursive mkdir never returns for a path under a
// directory that refuses new entries with ENOENT (`/proc/x`: it creates the parent, which
// exists, and tries the child again, forever); a service started with such a data directory hung
// at start instead of saying why.
import { mkdir, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

export function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** `file` relative to `dir` when it lies inside it (below it, not `dir` itself), else null. */
export function pathInside(dir: string, file: string): string | null {
  const inside = relative(dir, file);
  return inside !== '' && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside) ? inside : null;
}

/**
 * Create `path` and its missing parents (each with `mode`); an existing directory is left as it is.
 * Resolves to the directories this call made, outermost first (to take them back on a failure).
 */
export async function makeDirectory(path: string, mode?: number): Promise<string[]> {
  const missing: string[] = [];
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const found = await stat(dir).catch((error: unknown) => {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    });
    if (found !== null) {
      if (!found.isDirectory()) throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${path}'`), { code: 'ENOTDIR', path: dir });
      break;
    }
    missing.push(dir);
    if (dirname(dir) === dir) break;
  }
  const made: string[] = [];
  for (const dir of missing.reverse()) {
    try {
      await mkdir(dir, { mode });
      made.push(dir);
    } catch (error) {
      // made meanwhile by another process: as good as made here
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  return made;
}
