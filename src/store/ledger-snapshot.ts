// The ledger as one request sees it: the Ledger loaded from the files at one moment, with the
// indexes derived from it and the serialised answers made from it, kept while it is the current state.
import { dirname } from 'node:path';
import { relativeFile } from './relative-paths.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { Source } from '../ledger/core/directives.ts';
import type { PriceMap } from '../ledger/core/prices.ts';
import type { BalanceIndex } from '../ledger/query/balance_index.ts';
import type { ImportHistory } from '../importers/ledger-index.ts';
import type { DerivedIndexes } from './derived-indexes.ts';
import type { TransactionIndex } from './transaction-index.ts';

/** The ledger at one moment, with what is derived from it (computed on first use, kept current by writes). */
export class LedgerSnapshot {
  readonly ledger: Ledger;
  readonly loadedAt: string;
  readonly version: number;
  private readonly derived: DerivedIndexes;
  private readonly isCurrent: () => boolean;

  constructor(ledger: Ledger, loadedAt: string, version: number, derived: DerivedIndexes, isCurrent: () => boolean = () => true) {
    this.ledger = ledger;
    this.loadedAt = loadedAt;
    this.version = version;
    this.derived = derived;
    this.isCurrent = isCurrent;
  }

  get directory(): string {
    return dirname(this.ledger.mainFile);
  }

  get transactions(): TransactionIndex {
    return this.derived.transactions;
  }

  get prices(): PriceMap {
    return this.derived.prices;
  }

  /** Per-account timelines: balances at any date. */
  get balances(): BalanceIndex {
    return this.derived.balances;
  }

  /** What statement imports look up in the ledger's directives, kept current by writes (for planReadImport). */
  get imports(): ImportHistory {
    return this.derived.imports;
  }

  /**
   * The serialised answer for `key` (a route and its query) in this state of the ledger:
   * made by `make` once, then reused until the ledger changes.
   */
  answer(key: string, make: () => Buffer): Buffer {
    if (!this.isCurrent()) return make();
    let body = this.derived.answer(key);
    if (body === undefined) {
      body = make();
      // `make` may not have been this state's last word: check again before keeping it.
      if (this.isCurrent()) this.derived.keepAnswer(key, body);
    }
    return body;
  }

  /** A source position as clients see it: the file relative to the ledger's directory. */
  relativeSource(source: Source): { file: string; line: number } {
    return { file: relativeFile(this.directory, source.file), line: source.line };
  }
}
