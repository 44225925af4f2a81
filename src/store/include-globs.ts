// Noticing a file that an `include` glob would now match (a new month's file dropped into
// `include "2024/*.beancount"`), which no fingerprint of the ledger's own files shows. Each
// request costs one stat per directory the patterns list; only when one of them changed (a
// new file, but also a lock or an editor's swap file) are the patterns expanded again.
import { globFiles, type IncludeGlob } from '../ledger/load.ts';
import { fingerprints, fingerprintNow, unchangedOnDisk } from './file-fingerprint.ts';

export class IncludeGlobWatch {
  private readonly globs: readonly IncludeGlob[];
  private prints: Map<string, string>;

  private constructor(globs: readonly IncludeGlob[], prints: Map<string, string>) {
    this.globs = globs;
    this.prints = prints;
  }

  /**
   * Watch what a load expanded. The directories are looked at after that load, so an
   * addition in between is caught by comparing the matches once now (`stable` false: the
   * patterns already match something else, load again).
   */
  static async after(globs: readonly IncludeGlob[]): Promise<{ watch: IncludeGlobWatch; stable: boolean }> {
    const prints = await fingerprints(new Set(globs.flatMap((g) => g.directories)));
    const watch = new IncludeGlobWatch(globs, prints);
    return { watch, stable: watch.sameMatches() };
  }

  /** True while every pattern matches the files it matched at the load. */
  unchanged(): boolean {
    if (unchangedOnDisk(this.prints)) return true;
    const prints = new Map([...this.prints.keys()].map((dir) => [dir, fingerprintNow(dir)]));
    if (!this.sameMatches()) return false;
    this.prints = prints;
    return true;
  }

  private sameMatches(): boolean {
    for (const g of this.globs) {
      const now = globFiles(g.pattern);
      if (now.length !== g.matches.length || now.some((f, i) => f !== g.matches[i])) return false;
    }
    return true;
  }
}
