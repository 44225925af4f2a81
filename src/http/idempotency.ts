// Replaying the first answer to a POST that carries an `Idempotency-Key`: the same key from
// the same user on the same route gives back the stored answer and writes nothing again.
// Kept in memory (bounded, oldest out first, 24 h); a key reused with a different body is a 422.
import { createHash } from 'node:crypto';
import { Problem } from './problem.ts';

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

interface Entry {
  readonly bodyHash: string;
  readonly answer: Promise<StoredAnswer>;
  readonly at: number;
}

export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(maxEntries = 10_000, ttlMs = 24 * 3600_000) {
    this.maxEntries = maxEntries;
    this.ttlMs = ttlMs;
  }

  /**
   * The answer for (user, route, key): the stored one, or the one `produce` gives (stored
   * only when it succeeded, so a failed attempt can be retried with the same key).
   */
  async answer(user: string, route: string, key: string, body: unknown, produce: () => Promise<StoredAnswer>): Promise<StoredAnswer & { replayed: boolean }> {
    const id = `${user}\u0000${route}\u0000${key}`;
    const bodyHash = createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
    const now = Date.now();
    const existing = this.entries.get(id);
    if (existing !== undefined && now - existing.at < this.ttlMs) {
      if (existing.bodyHash !== bodyHash) {
        throw Problem.unprocessable('This Idempotency-Key was already used with a different request body.', [{ path: 'headers/idempotency-key', message: 'reused with a different body' }]);
      }
      return { ...(await existing.answer), replayed: true };
    }
    const answer = produce();
    this.entries.set(id, { bodyHash, answer, at: now });
    this.evict();
    try {
      return { ...(await answer), replayed: false };
    } catch (err) {
      if (this.entries.get(id)?.answer === answer) this.entries.delete(id);
      throw err;
    }
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
