// The stores of every ledger the service has touched, keyed by the main file's real path,
// so users who own the same file share one store (one queue, one in-memory ledger).
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LedgerStore, type LedgerStoreOptions } from './ledger-store.ts';

export class StoreRegistry {
  private readonly stores = new Map<string, LedgerStore>();
  /**
   * The store found for each path as given, so a request does not pay for a realpath. Two
   * stores of one file would still be safe (they coordinate through the lock file and the
   * fingerprints), only slower; so a link changed later need not be noticed at once.
   */
  private readonly byGivenPath = new Map<string, LedgerStore>();
  private readonly options: LedgerStoreOptions;

  constructor(options: LedgerStoreOptions = {}) {
    this.options = options;
  }

  async forFile(mainFile: string): Promise<LedgerStore> {
    const known = this.byGivenPath.get(mainFile);
    if (known !== undefined) return known;
    const absolute = resolve(mainFile);
    const key = await realpath(absolute).catch(() => null);
    // Not there (yet): not remembered, so that the real path is found once it exists.
    if (key === null) return this.storeAt(absolute, absolute);
    const store = this.storeAt(key, absolute);
    this.byGivenPath.set(mainFile, store);
    return store;
  }

  /** The store of the file at real path `key`, reading it through the path first given for it. */
  private storeAt(key: string, given: string): LedgerStore {
    let store = this.stores.get(key);
    if (store === undefined) this.stores.set(key, (store = new LedgerStore(given, this.options, key)));
    return store;
  }

  /** Wait for every queued write to finish. */
  async idle(): Promise<void> {
    await Promise.all([...this.stores.values()].map((s) => s.idle()));
  }

  /** Graceful shutdown: every queued write finishes, then no store watches its file any more. */
  async close(): Promise<void> {
    await Promise.all([...this.stores.values()].map((s) => s.close()));
  }
}
