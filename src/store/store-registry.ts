// The stores of every ledger the service has touched, keyed by the main file's real path,
// so users who own the same file share one store (one queue, one in-memory ledger).
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LedgerStore, type LedgerStoreOptions } from './ledger-store.ts';

export class StoreRegistry {
  private readonly stores = new Map<string, LedgerStore>();
  private readonly options: LedgerStoreOptions;

  constructor(options: LedgerStoreOptions = {}) {
    this.options = options;
  }

  async forFile(mainFile: string): Promise<LedgerStore> {
    const absolute = resolve(mainFile);
    const key = await realpath(absolute).catch(() => absolute);
    let store = this.stores.get(key);
    if (store === undefined) this.stores.set(key, (store = new LedgerStore(key, this.options)));
    return store;
  }

  /** Wait for every queued write to finish (graceful shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.stores.values()].map((s) => s.idle()));
  }
}
