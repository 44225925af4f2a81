// Noticing a change that no fingerprint of the ledger's own files shows: a file that an `include`
// glob would now match (a new month's file dropped into `include "2024/*.beancount"`), or a
// statement dropped into one of the `documents` directories. Each request costs one stat per
// directory the ledger depends on; only when one of them changed (a new file, but also a lock or
// an editor's swap file) is what the load read there read again and compared.
import type { DirectoryDependency } from '../ledger/load.ts';
import { fingerprints, fingerprintNow, unchangedOnDisk } from './file-fingerprint.ts';

export class DirectoryWatch {
  private readonly dependencies: readonly DirectoryDependency[];
  private prints: Map<string, string>;

  private constructor(dependencies: readonly DirectoryDependency[], prints: Map<string, string>) {
    this.dependencies = dependencies;
    this.prints = prints;
  }

  /**
   * Watch what a load read. The directories are looked at after that load, so an addition in
   * between is caught by reading them once now (`stable` false: they already read differently,
   * load again).
   */
  static async after(dependencies: readonly DirectoryDependency[]): Promise<{ watch: DirectoryWatch; stable: boolean }> {
    const prints = await fingerprints(new Set(dependencies.flatMap((d) => d.directories)));
    const watch = new DirectoryWatch(dependencies, prints);
    return { watch, stable: watch.sameAsLoaded() };
  }

  /** True while every directory reads as it did at the load. */
  unchanged(): boolean {
    if (unchangedOnDisk(this.prints)) return true;
    const prints = new Map([...this.prints.keys()].map((dir) => [dir, fingerprintNow(dir)]));
    if (!this.sameAsLoaded()) return false;
    this.prints = prints;
    return true;
  }

  private sameAsLoaded(): boolean {
    return this.dependencies.every((d) => d.unchanged());
  }
}
