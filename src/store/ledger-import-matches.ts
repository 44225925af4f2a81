// The matches of statement rows to transactions typed by hand that imports made in one ledger, as
// its writes see them: those kept for the ledger (import-matches.ts), and those of the writes of
// the batch under way, planned and not yet kept.
import type { RowMatch } from '../importers/remembered-matches.ts';
import { matchesIn, type ImportMatchFile, type MatchRecord } from './import-matches.ts';
import type { LedgerSnapshot } from './ledger-snapshot.ts';
import type { QueuedWrite } from './queued-write.ts';

/** The matches of imports of one ledger, for its store. */
export class LedgerImportMatches {
  private readonly importMatches: ImportMatchFile;
  /** The main file's real path (as the registry found it): whose matches of imports are whose. */
  private readonly realFile: string;
  /** The matches of the writes of the batch under way planned so far: the next plans of the batch see them. */
  private batchMatches: MatchRecord[] = [];

  constructor(importMatches: ImportMatchFile, realFile: string) {
    this.importMatches = importMatches;
    this.realFile = realFile;
  }

  /** The batch under way starts again or is over: the matches its writes planned are forgotten. */
  forgetBatch(): void {
    this.batchMatches = [];
  }

  /** A write of the batch under way planned `records`: the next plans of the batch see them. */
  planned(records: readonly MatchRecord[]): void {
    this.batchMatches.push(...records);
  }

  /**
   * The matches earlier imports made of this ledger's transactions typed by hand, each with the
   * transaction as `snapshot` holds it: those of a transaction no longer there (edited since: its
   * id changed) are left out. Rejects with the file system's error when the file cannot be read.
   * With `write` false (an import's dry run), no line is written: what it forgets waits for the
   * next write of the file.
   */
  async rememberedMatches(snapshot: LedgerSnapshot, write = true): Promise<RowMatch[]> {
    await this.forgetting;
    const kept = await this.importMatches.forLedger(this.realFile);
    // those of a transaction not there (deleted or edited while the service was stopped) are
    // forgotten for good, as at a load (loaded)
    this.forgetGone(kept, snapshot, write);
    await this.forgetting;
    // (no transaction ids looked up, nor their index built, for a ledger with none)
    if (kept.length === 0 && this.batchMatches.length === 0) return [];
    return matchesIn([...kept, ...this.batchMatches], snapshot.transactions);
  }

  /**
   * The ledger was loaded again (an edit by hand, a restore): the matches kept of transactions it
   * no longer holds are forgotten for good, at once, before a write can add the same text again
   * (the same id, another transaction: QA, a typed purchase deleted and typed again kept a WeChat
   * top-up dropped as its duplicate). With `write` false (loaded for an import's dry run), they are
   * forgotten in this process only, and the lines wait for the next write of the file.
   */
  loaded(snapshot: LedgerSnapshot, write = true): void {
    this.forgetGone(this.importMatches.lastRead(this.realFile), snapshot, write);
  }

  /** Forgetting under way: a failure to write it is forgotten in this process all the same. */
  private forgetting: Promise<void> = Promise.resolve();

  /** (written, also the lines of those forgotten earlier without one, unless `write` is false) */
  private forgetGone(records: readonly MatchRecord[], snapshot: LedgerSnapshot, write: boolean): void {
    const gone = records.length === 0 ? [] : records.filter((r) => snapshot.transactions.get(r.txn) === undefined);
    if (gone.length > 0 || write) this.forgetting = this.forgetting.then(() => this.importMatches.forget(gone, write)).catch(() => undefined);
  }

  /**
   * Keep the matches of the batch's writes that are done (durable, or with nothing to append), in
   * the same turn of the queue: the next write plans with them. A failure costs no write its
   * answer: it is told in the outcome (matchesUnsaved).
   */
  async keepMatches(batch: readonly QueuedWrite[]): Promise<void> {
    this.batchMatches = [];
    for (const w of batch) {
      const outcome = w.outcome;
      if (outcome?.ok !== true || w.matches === undefined) continue;
      const failure = await this.importMatches.append(w.matches).then(() => undefined, (err: unknown) => err ?? new Error('the matches were not kept'));
      if (failure !== undefined) w.outcome = { ok: true, value: { ...outcome.value, matchesUnsaved: failure } };
    }
  }
}
