// Replaying the first answer to a POST that carries an `Idempotency-Key`: the same key from
// the same user account, writing to the same ledger, on the same route gives back the stored
// answer and writes nothing again.
// Bounded (oldest out first) and kept 24 h; a key reused with a different body is a 422.
// With a journal (the service's data directory), the answers outlive a restart.
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename } from 'node:path';
import { Problem } from '../problem.ts';
import { withBeforeCommit } from '../store/commit-intent.ts';
import { IdempotencyJournal, landedSource, pendingLanded, pendingRecord, readJournal, type JournalLine, type JournalRecord, type PendingRecord } from './idempotency-journal.ts';

/**
 * Whose answers these are: the user account (its id, not its name: a user removed and added again
 * under that name is another account, with an id of its own; a user created before ids, with none
 * in users.json, is known by its name) and the file its ledger is, by real path (a ledger changed
 * since has not had the write, while the same file named through a symbolic link has). Answers
 * kept by versions that keyed on the name alone do not match, so they are not replayed.
 */
export function idempotencyOwner(user: { readonly id: string | null; readonly name: string; readonly ledger: string }): string {
  return `${user.id ?? user.name}\u0000${realFile(user.ledger)}`;
}

function realFile(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path; // missing: the write fails anyway, with its own answer
  }
}

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The answer a write whose answer was lost would have had, made again from what it wrote: the
 * directive that starts on `line` of `file` (the ledger's main file, as its store names it), or
 * null when the route cannot tell (an import) or the entry is no longer there.
 */
export type RecoverAnswer = (at: { readonly file: string; readonly line: number }) => Promise<StoredAnswer | null>;

/**
 * How much of the answers' bodies is kept (as JSON). An import's answer lists every transaction
 * it wrote: 20 MB for 20,000 rows (security QA: 22 keyed imports made a 429 MB journal, a server
 * of 1.4 GB and a 14 s start). An answer larger than MAX_ANSWER_BYTES, and the oldest answers once
 * all of them pass MAX_KEPT_BYTES, keep only their status: a retry is a 409 saying the request was
 * done, and nothing is done again.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;
export const MAX_KEPT_BYTES = 64 * 1024 * 1024;

interface Entry {
  readonly bodyHash: string;
  answer: Promise<StoredAnswer>;
  readonly at: number;
  /** The size of the kept body as JSON (0 until the answer is stored, and once it is forgotten). */
  bytes: number;
  /** Set once the answer succeeded: what the journal holds for it. */
  record: JournalRecord | null;
  /** While the write is under way: where its text goes, as the journal holds it. */
  pending?: PendingRecord;
}

export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();
  /** The sum of the entries' bytes. */
  private keptBytes = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly journal: IdempotencyJournal | null;
  private readonly now: () => number;
  /** The bytes of the bodies forgotten since the journal was last rewritten (it still holds them). */
  private forgottenBytes = 0;
  /** Why the journal could not be read or written at start, and what that means (the service logs it), else null. */
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
    let records: JournalLine[];
    try {
      records = await readJournal(file);
    } catch (error) {
      // A journal that cannot be read must not keep the service from starting: the answers of
      // the last run are then forgotten. A keyed write still records its intent first (and is
      // refused while that cannot be done).
      cache.journalProblem = `Idempotency-Key answers of earlier runs are not replayed, and keyed writes are refused (503) while the journal cannot be written: ${(error as Error).message}`;
      return cache;
    }
    // A write whose text was on its way to the ledger when the process stopped, with no answer
    // after it: if the text is in the file, the write happened and must not happen again.
    const unanswered = new Map<string, PendingRecord>();
    for (const record of records) {
      if ('pending' in record) {
        unanswered.set(record.id, record);
        continue;
      }
      unanswered.delete(record.id);
      if ('withdrawn' in record || now() - record.at >= ttlMs) continue;
      cache.keep(record);
    }
    for (const pending of unanswered.values()) {
      if (now() - pending.at >= ttlMs || !(await pendingLanded(pending))) continue;
      cache.keep({ id: pending.id, hash: pending.hash, at: pending.at, status: 409, body: null, lost: true, landed: pending.pending });
    }
    await journal.rewrite(cache.records()).catch((error: unknown) => {
      cache.journalProblem = `Idempotency-Key writes are refused (503) while the journal cannot be written: cannot write ${file}: ${(error as Error).message}`;
    });
    return cache;
  }

  /** Take an answer record back from the journal. */
  private keep(record: JournalRecord): void {
    this.drop(record.id); // a later record of an id (after it expired) is the one in force
    const entry: Entry = { bodyHash: record.hash, answer: Promise.resolve({ status: record.status, body: record.body }), at: record.at, record, bytes: 0 };
    this.entries.set(record.id, entry);
    this.measure(entry);
    this.evict();
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (entry === undefined) return;
    this.keptBytes -= entry.bytes;
    this.entries.delete(id);
  }

  /** Count a stored answer's body, forgetting bodies while the kept ones are too large. */
  private measure(entry: Entry): void {
    const record = entry.record;
    if (record === null || record.forgotten === true || record.lost === true) return;
    entry.bytes = Buffer.byteLength(JSON.stringify(record.body ?? null));
    this.keptBytes += entry.bytes;
    if (entry.bytes > MAX_ANSWER_BYTES) this.forget(entry);
    for (const other of this.entries.values()) {
      if (this.keptBytes <= MAX_KEPT_BYTES) break;
      if (other.bytes > 0) this.forget(other);
    }
  }

  /** Keep only the status of an answer (see MAX_ANSWER_BYTES). */
  private forget(entry: Entry): void {
    const record = entry.record!;
    this.keptBytes -= entry.bytes;
    this.forgottenBytes += entry.bytes;
    entry.bytes = 0;
    entry.record = { id: record.id, hash: record.hash, at: record.at, status: record.status, body: null, forgotten: true };
    entry.answer = Promise.resolve({ status: record.status, body: null });
  }

  /**
   * The answer for (owner, route, key): the stored one, or the one `produce` gives (stored
   * only when it succeeded, so a failed attempt can be retried with the same key). `owner` is
   * idempotencyOwner(user) for requests. `recover` makes the answer of a write that reached the
   * ledger before the service stopped, its answer lost (else a retry of it is a 409 naming where
   * it was written).
   */
  async answer(owner: string, route: string, key: string, body: unknown, produce: () => Promise<StoredAnswer>, recover?: RecoverAnswer): Promise<StoredAnswer & { replayed: boolean }> {
    const id = `${owner}\u0000${route}\u0000${key}`;
    const bodyHash = createHash('sha256').update(canonicalJson(body ?? null)).digest('hex');
    const now = this.now();
    const existing = this.entries.get(id);
    if (existing !== undefined && now - existing.at < this.ttlMs) {
      if (existing.bodyHash !== bodyHash) {
        throw Problem.unprocessable('This Idempotency-Key was already used with a different request body.', [{ path: 'headers/idempotency-key', message: 'reused with a different body' }]);
      }
      if (existing.record?.forgotten === true) {
        throw Problem.conflict(`The request with this Idempotency-Key was done (${existing.record.status}); its answer was too large to keep for a retry. It was not done again.`, [
          { path: 'headers/idempotency-key', message: 'already done; look its result up in the ledger' },
        ]);
      }
      if (existing.record?.lost === true) return { ...(await this.recovered(existing, existing.record, recover)), replayed: true };
      return { ...(await existing.answer), replayed: true };
    }
    // With a journal, where the write's text goes is kept before the text is written (see
    // withJournal): a crash between the ledger's fsync and the answer's record cannot cause a
    // second write. (The store calls the hook later, once `entry` below exists.) Where the store
    // knows the text did not reach the file, the intent is withdrawn, durably too: a retry of a
    // failed write after a restart is then written, even when the same text was written meanwhile.
    // An intent that cannot be kept (the journal's disk full) fails the write before the ledger
    // is touched: its answer would not outlive a restart, and a retry then wrote it twice (QA).
    const journal = this.journal;
    const answer =
      journal === null
        ? produce()
        : withBeforeCommit(async (intent) => {
            const pending = pendingRecord(id, bodyHash, now, intent.file, intent.offset, intent.text, intent.before);
            entry.pending = pending;
            await journal.append(pending);
            return async () => {
              if (entry.pending === pending) delete entry.pending;
              await journal.append({ id, hash: bodyHash, at: now, withdrawn: true });
            };
          }, produce);
    const entry: Entry = { bodyHash, answer, at: now, record: null, bytes: 0 };
    this.drop(id);
    this.entries.set(id, entry);
    this.evict();
    let stored: StoredAnswer;
    try {
      stored = await answer;
    } catch (err) {
      if (this.entries.get(id) === entry) this.drop(id);
      throw err;
    }
    if (this.entries.get(id) === entry) {
      entry.record = { id, hash: bodyHash, at: now, status: stored.status, body: stored.body };
      delete entry.pending;
      this.measure(entry);
      if (this.journal !== null) await this.remember(entry.record);
    }
    return { ...stored, replayed: false };
  }

  /**
   * The answer of a write that reached the ledger before the service stopped, its answer lost:
   * made again by `recover` from the entry where its text is now (then kept as any answer), else
   * a 409 that says where the text is, when it is still there.
   */
  private async recovered(entry: Entry, record: JournalRecord, recover: RecoverAnswer | undefined): Promise<StoredAnswer> {
    const at = record.landed === undefined ? null : await landedSource(record.landed);
    const answer = at === null || recover === undefined ? null : await recover(at);
    if (answer !== null) {
      if (entry.record === record) {
        entry.record = { id: record.id, hash: record.hash, at: record.at, status: answer.status, body: answer.body };
        entry.answer = Promise.resolve(answer);
        this.measure(entry);
        if (this.journal !== null) await this.remember(entry.record);
      }
      return answer;
    }
    const where = at === null ? null : `${basename(at.file)}:${at.line}`;
    throw Problem.conflict(
      `The request with this Idempotency-Key was written to the ledger before the service stopped, and its answer was lost; it was not written again.${where === null ? '' : ` Its text starts at ${where}.`}`,
      [{ path: 'headers/idempotency-key', message: where === null ? 'already written; look the entry up in the ledger' : `already written, at ${where}` }],
    );
  }

  /**
   * Put an answer in the journal before it is sent. The write it answers is already in the
   * ledger, and its intent in the journal: a journal that cannot be written now (disk full)
   * costs the replay of the answer after a restart (a retry is then the 409 of a lost answer),
   * never the answer, and the key still works until then.
   */
  private async remember(record: JournalLine): Promise<void> {
    const journal = this.journal!;
    try {
      await journal.append(record);
      // (without the bodies forgotten meanwhile, once they are many: a rewrite copies all the rest)
      if (journal.size > 2 * this.maxEntries || this.forgottenBytes > MAX_KEPT_BYTES / 2) {
        this.forgottenBytes = 0;
        await journal.rewrite(this.records());
      }
    } catch {
      // best effort, see above
    }
  }

  /** The answers to keep in the journal: succeeded and not expired, oldest first. */
  private records(): JournalLine[] {
    const now = this.now();
    const out: JournalLine[] = [];
    for (const entry of this.entries.values()) {
      if (now - entry.at >= this.ttlMs) continue;
      if (entry.record !== null) out.push(entry.record);
      else if (entry.pending !== undefined) out.push(entry.pending); // a write under way keeps its intent
    }
    return out;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.drop(oldest);
    }
  }
}

/**
 * The body as JSON with every object's keys sorted: the same request sent again by a client that
 * orders its keys otherwise (another serializer, a retry through a proxy) is the same request.
 * Arrays keep their order (postings are written in it).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}
