// Replaying the first answer to a POST that carries an `Idempotency-Key`: the same key from
// the same user on the same route gives back the stored answer and writes nothing again.
// Bounded (oldest out first) and kept 24 h; a key reused with a different body is a 422.
// With a journal (the service's data directory), the answers outlive a restart.
import { createHash } from 'node:crypto';
import { Problem } from './problem.ts';
import { IdempotencyJournal, readJournal, type JournalRecord } from './idempotency-journal.ts';

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface Entry {
  readonly bodyHash: string;
  readonly answer: Promise<StoredAnswer>;
  readonly at: number;
  /** Set once the answer succeeded: what the journal holds for it. */
  record: JournalRecord | null;
}

export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly journal: IdempotencyJournal | null;
  private readonly now: () => number;
  /** Why the journal could not be read or written at start (the service logs it), else null. */
  journalProblem: string | null = null;

  constructor(maxEntries = 10_000, ttlMs = 24 * 3600_000, journal: IdempotencyJournal | null = null, now: () => number = Date.now) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
    this.journal = journal;
    this.now = now;
  }

  /**
   * A cache that keeps its answers in `file` too: the answers still fresh there are taken back,
   * and the file is rewritten without the others.
   */
  static async withJournal(file: string, maxEntries = 10_000, ttlMs = 24 * 3600_000, now: () => number = Date.now): Promise<IdempotencyCache> {
    const journal = new IdempotencyJournal(file);
    const cache = new IdempotencyCache(maxEntries, ttlMs, journal, now);
    let records: JournalRecord[];
    try {
      records = await readJournal(file);
    } catch (error) {
      // A journal that cannot be read must not keep the service from starting: it then works as
      // it did before journals, forgetting the answers of the last run.
      cache.journalProblem = (error as Error).message;
      return cache;
    }
    for (const record of records) {
      if (now() - record.at >= ttlMs) continue;
      cache.entries.delete(record.id); // a later record of an id (after it expired) is the one in force
      cache.entries.set(record.id, { bodyHash: record.hash, answer: Promise.resolve({ status: record.status, body: record.body }), at: record.at, record });
      cache.evict();
    }
    await journal.rewrite(cache.records()).catch((error: unknown) => {
      cache.journalProblem = `cannot write ${file}: ${(error as Error).message}`;
    });
    return cache;
  }

  /**
   * The answer for (user, route, key): the stored one, or the one `produce` gives (stored
   * only when it succeeded, so a failed attempt can be retried with the same key).
   */
  async answer(user: string, route: string, key: string, body: unknown, produce: () => Promise<StoredAnswer>): Promise<StoredAnswer & { replayed: boolean }> {
    const id = `${user}\u0000${route}\u0000${key}`;
    const bodyHash = createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
    const now = this.now();
    const existing = this.entries.get(id);
    if (existing !== undefined && now - existing.at < this.ttlMs) {
      if (existing.bodyHash !== bodyHash) {
        throw Problem.unprocessable('This Idempotency-Key was already used with a different request body.', [{ path: 'headers/idempotency-key', message: 'reused with a different body' }]);
      }
      return { ...(await existing.answer), replayed: true };
    }
    const answer = produce();
    const entry: Entry = { bodyHash, answer, at: now, record: null };
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.evict();
    let stored: StoredAnswer;
    try {
      stored = await answer;
    } catch (err) {
      if (this.entries.get(id) === entry) this.entries.delete(id);
      throw err;
    }
    if (this.journal !== null && this.entries.get(id) === entry) {
      entry.record = { id, hash: bodyHash, at: now, status: stored.status, body: stored.body };
      await this.remember(entry.record);
    }
    return { ...stored, replayed: false };
  }

  /**
   * Put an answer in the journal before it is sent. The write it answers is already in the
   * ledger: a journal that cannot be written (disk full) costs the replay after a restart,
   * never the answer, and the key still works until then.
   */
  private async remember(record: JournalRecord): Promise<void> {
    const journal = this.journal!;
    try {
      await journal.append(record);
      if (journal.size > 2 * this.maxEntries) await journal.rewrite(this.records());
    } catch {
      // best effort, see above
    }
  }

  /** The answers to keep in the journal: succeeded and not expired, oldest first. */
  private records(): JournalRecord[] {
    const now = this.now();
    const out: JournalRecord[] = [];
    for (const entry of this.entries.values()) if (entry.record !== null && now - entry.at < this.ttlMs) out.push(entry.record);
    return out;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
