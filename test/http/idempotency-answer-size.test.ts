// Security QA of session 29: the answers kept for Idempotency-Key replays had a count limit and
// no size limit; an import's answer lists every transaction it wrote (20 MB for 20,000 rows), and
// 22 keyed imports made a 429 MB journal, a 1.4 GB server and a 14 s start. An answer over
// MAX_ANSWER_BYTES, and the oldest ones once all pass MAX_KEPT_BYTES, keep their status only:
// a retry is a 409 that says the request was done, and nothing is done again.
import { describe, expect, test } from 'vitest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdempotencyCache, MAX_ANSWER_BYTES, MAX_KEPT_BYTES } from '../../src/http/idempotency.ts';
import { readJournal } from '../../src/http/idempotency-journal.ts';
import { Problem } from '../../src/problem.ts';

const journalFile = () => join(mkdtempSync(join(tmpdir(), 'idempotency-size-')), 'idempotency.jsonl');

async function problemOf(promise: Promise<unknown>): Promise<Problem> {
  try {
    await promise;
  } catch (err) {
    return err as Problem;
  }
  throw new Error('no problem');
}

describe('answers kept for replays, by size', () => {
  test('an answer over the limit is given once, then a retry is a 409 and nothing is done again; the journal keeps no body of it, also after a restart', async () => {
    const file = journalFile();
    const cache = await IdempotencyCache.withJournal(file);
    const big = { transactions: 'x'.repeat(MAX_ANSWER_BYTES + 1) };
    let produced = 0;
    const produce = async () => {
      produced++;
      return { status: 201, body: big };
    };
    expect((await cache.answer('alice', 'POST /import', 'k', { f: 1 }, produce)).body).toBe(big);
    const retry = await problemOf(cache.answer('alice', 'POST /import', 'k', { f: 1 }, produce));
    expect([retry.status, retry.detail]).toEqual([409, 'The request with this Idempotency-Key was done (201); its answer was too large to keep for a retry. It was not done again.']);
    expect(produced).toBe(1);
    expect(statSync(file).size).toBeLessThan(1000);
    const restarted = await IdempotencyCache.withJournal(file);
    expect((await problemOf(restarted.answer('alice', 'POST /import', 'k', { f: 1 }, produce))).status).toBe(409);
    // the same key with another body is still the 422 of a reused key
    expect((await problemOf(restarted.answer('alice', 'POST /import', 'k', { f: 2 }, produce))).status).toBe(422);
    expect(produced).toBe(1);
  });

  test(`once the kept answers pass ${MAX_KEPT_BYTES / 1024 / 1024} MiB, the oldest keep their status only; the newest are replayed whole`, async () => {
    const file = journalFile();
    const cache = await IdempotencyCache.withJournal(file);
    const size = Math.floor(MAX_ANSWER_BYTES * 0.9);
    const count = Math.ceil(MAX_KEPT_BYTES / size) + 3;
    for (let i = 0; i < count; i++) await cache.answer('alice', 'POST /import', `k${i}`, { i }, async () => ({ status: 201, body: `${i}`.padEnd(size, '.') }));
    const replay = (i: number) => cache.answer('alice', 'POST /import', `k${i}`, { i }, async () => ({ status: 201, body: 'again' }));
    expect((await problemOf(replay(0))).status).toBe(409);
    expect((await replay(count - 1)).body).toBe(`${count - 1}`.padEnd(size, '.'));
    // the journal holds the kept bodies, and at most half as much again of forgotten ones until it is rewritten
    expect(statSync(file).size).toBeLessThan(1.5 * MAX_KEPT_BYTES + 2 * MAX_ANSWER_BYTES);
    // a restart takes the same answers back, and rewrites the journal without the forgotten bodies
    const restarted = await IdempotencyCache.withJournal(file);
    expect((await problemOf(restarted.answer('alice', 'POST /import', 'k0', { i: 0 }, async () => ({ status: 201, body: 'again' })))).status).toBe(409);
    const kept = (await readJournal(file)).filter((r) => 'body' in r && r.body !== null);
    expect(kept.length).toBeLessThan(count);
    expect(statSync(file).size).toBeLessThan(MAX_KEPT_BYTES + MAX_ANSWER_BYTES);
  });
});
