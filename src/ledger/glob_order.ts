// The order in which Beancount 2.3's loader takes the files an `include` pattern matches: Python's
// glob.glob, unsorted, that is the order the directory lists its entries in (os.scandir), with a
// `**` directory before what is below it. Files of one date, kind and line number keep that order
// through the loader's stable sort, so a FIFO sale takes the lot of the file listed first.
import { opendirSync } from 'node:fs';
import { basename, dirname, sep } from 'node:path';

/**
 * `files` (absolute, normalized paths) in glob.glob's order: by their directories first (each
 * directory before those inside it, sibling directories in the order their parent lists them),
 * then by the order their own directory lists them.
 */
export function inDirectoryOrder(files: readonly string[]): string[] {
  const listings = new Map<string, Map<string, number>>();
  const positionIn = (directory: string, name: string): number => {
    let listing = listings.get(directory);
    if (listing === undefined) {
      listing = listDirectory(directory);
      listings.set(directory, listing);
    }
    // (a name the listing does not hold, gone meanwhile: after the rest, by name)
    return listing.get(name) ?? Number.MAX_SAFE_INTEGER;
  };
  const compareDirectories = (a: string, b: string): number => {
    const x = a.split(sep);
    const y = b.split(sep);
    for (let i = 0; i < x.length && i < y.length; i++) {
      if (x[i] === y[i]) continue;
      const parent = x.slice(0, i).join(sep) || sep;
      return positionIn(parent, x[i]!) - positionIn(parent, y[i]!) || (x[i]! < y[i]! ? -1 : 1);
    }
    return x.length - y.length;
  };
  return [...files].sort((a, b) => {
    const da = dirname(a);
    const db = dirname(b);
    if (da !== db) return compareDirectories(da, db);
    const na = basename(a);
    const nb = basename(b);
    return positionIn(da, na) - positionIn(da, nb) || (na < nb ? -1 : na > nb ? 1 : 0);
  });
}

/** Each entry's place in the directory's own listing (readdir's order, which Node's readdirSync sorts). */
function listDirectory(directory: string): Map<string, number> {
  const positions = new Map<string, number>();
  try {
    const dir = opendirSync(directory);
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) positions.set(entry.name, positions.size);
    } finally {
      dir.closeSync();
    }
  } catch {
    // unreadable: every name compares by itself
  }
  return positions;
}
