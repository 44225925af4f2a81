// Noticing a change that no fingerprint of the ledger's own files shows: a file that an `include`
// glob would now match (a new month's file dropped into `include "2024/*.beancount"`, or into a
// new year's directory for `include "years/*/*.beancount"`), or a statement dropped into one of
// the `documents` directories (or into a directory made there since). Each request costs one
// stat per directory the ledger depends on; only when one of them changed (a new file, but also
// a lock or an editor's swap file) is what the load read there read again and compared, and the
// directories to watch found again.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DirectoryDependency } from '../ledger/load.ts';
import { fingerprints, fingerprintNow, unchangedOnDisk } from './file-fingerprint.ts';

/** The print of a directory watched from after the reads that judged the others: the next check looks at it. */
const UNSEEN = 'unseen';

export class DirectoryWatch {
  private readonly dependencies: readonly DirectoryDependency[];
  private prints: Map<string, string>;
  /** The directories of trees read whole (see DirectoryDependency.directoriesNow), with those made in them since. */
  private readonly trees: Set<string>;

  private constructor(dependencies: readonly DirectoryDependency[], prints: Map<string, string>) {
    this.dependencies = dependencies;
    this.prints = prints;
    this.trees = new Set(dependencies.flatMap((d) => (d.directoriesNow === undefined ? d.directories : [])));
  }

  /**
   * Watch what a load read. The directories are looked at after that load, so an addition in
   * between is caught by reading them once now (`stable` false: they already read differently,
   * load again).
   */
  static async after(dependencies: readonly DirectoryDependency[]): Promise<{ watch: DirectoryWatch; stable: boolean }> {
    const prints = await fingerprints(new Set(dependencies.flatMap((d) => d.directories)));
    const watch = new DirectoryWatch(dependencies, prints);
    const stable = watch.sameAsLoaded();
    // A directory an include could match in, made between the load's reads and these prints.
    watch.prints = watch.watching(prints, []);
    return { watch, stable };
  }

  /** True while every directory reads as it did at the load. */
  unchanged(): boolean {
    if (unchangedOnDisk(this.prints)) return true;
    // Taken before the reads that judge them: a change after those reads changes them again.
    const prints = new Map([...this.prints.keys()].map((dir) => [dir, fingerprintNow(dir)]));
    if (!this.sameAsLoaded()) return false;
    const changedTrees = [...this.trees].filter((dir) => prints.get(dir) !== this.prints.get(dir));
    this.prints = this.watching(prints, changedTrees);
    return true;
  }

  /**
   * The directories to watch now, with their prints from `prints` (UNSEEN for those it lacks):
   * those watched, those the dependencies find again, and every directory below `changedTrees`.
   */
  private watching(prints: ReadonlyMap<string, string>, changedTrees: readonly string[]): Map<string, string> {
    const below = changedTrees.flatMap(directoriesBelow);
    for (const dir of below) this.trees.add(dir);
    const found = this.dependencies.flatMap((d) => d.directoriesNow?.() ?? []);
    const directories = new Set([...prints.keys(), ...found, ...below]);
    return new Map([...directories].map((dir) => [dir, prints.get(dir) ?? UNSEEN]));
  }

  private sameAsLoaded(): boolean {
    return this.dependencies.every((d) => d.unchanged());
  }
}

/** Every directory below `top`, not following symbolic links (as the documents walk reads them). */
function directoriesBelow(top: string): string[] {
  let entries;
  try {
    entries = readdirSync(top, { withFileTypes: true });
  } catch {
    return []; // gone, or not a directory (any more): nothing below to watch
  }
  return entries.filter((e) => e.isDirectory()).flatMap((e) => {
    const dir = join(top, e.name);
    return [dir, ...directoriesBelow(dir)];
  });
}
