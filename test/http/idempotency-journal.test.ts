// Idempotency-Key answers kept in the data directory: a retry after a restart is replayed, not
// written a second time.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { open, type FileHandle } from 'node:fs/promises';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAuthService } from '../../src/auth/service.ts';
import { buildApp } from '../../src/http/app.ts';
import { IdempotencyCache } from '../../src/http/idempotency.ts';
import { pendingLanded, readJournal } from '../../src/http/idempotency-journal.ts';
import { Problem } from '../../src/problem.ts';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { currentBeforeCommit, withBeforeCommit } from '../../src/store/commit-intent.ts';
import { BASE as BASE_LEDGER, spend } from '../store/mocked-fs-fixtures.ts';
import { BASE, makeTestApp, type TestApp } from './test-app.ts';

const HOUR = 3600_000;

function journalFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'idempotency-')), 'idempotency.jsonl');
}

const lunch = (narration: string) => ({
  date: '2024-01-20',
  narration,
  postings: [{ account: 'Expenses:Food', units: { number: '32.00', currency: 'CNY' } }, { account: 'Assets:Cash' }],
});

describe('Idempotency-Key across a restart', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  test('the same key after a restart replays the first answer and writes nothing', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const headers = { 'idempotency-key': 'phone-42' };
    const first = await t.post('/bean/transactions', lunch('before restart'), headers);
    expect(first.statusCode).toBe(201);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await t.app.close();

    // the same data directory, ledger and journal, a new process's worth of state
    const auth = await createAuthService({ dataDir: t.dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', idempotencyFile: file });
    try {
      const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
      const authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
      const post = (body: unknown) => app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: body as object, headers: { authorization, ...headers } });
      const again = await post(lunch('before restart'));
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect((await t.ledgerText()).split('"before restart"').length - 1).toBe(1);
      const other = await post(lunch('another body'));
      expect(other.statusCode).toBe(422);
      expect(await t.ledgerText()).not.toContain('another body');
    } finally {
      await app.close();
    }
  });

  /** A restart on the same data directory, ledger and journal: a POST of `lunch(narration)` with the key. */
  async function postAfterRestart(dir: string, file: string, narration: string, key: string) {
    const auth = await createAuthService({ dataDir: dir, tokenTtl: 3600, jwtSecret: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ auth, stores: new StoreRegistry(), today: () => '2024-02-01', idempotencyFile: file });
    try {
      const login = await app.inject({ method: 'POST', url: `${BASE}/auth/login`, payload: { username: 'alice', password: 'correct horse' } });
      const authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
      return await app.inject({ method: 'POST', url: `${BASE}/bean/transactions`, payload: lunch(narration), headers: { authorization, 'idempotency-key': key } });
    } finally {
      await app.close();
    }
  }

  test('where a write goes is in the journal before its text is in the ledger, and the answer after it', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const before = (await t.ledgerText()).length;
    expect((await t.post('/bean/transactions', lunch('kept'), { 'idempotency-key': 'k' })).statusCode).toBe(201);
    const lines = await readJournal(file);
    expect(lines.map((l) => ('pending' in l ? 'pending' : 'withdrawn' in l ? 'withdrawn' : l.status))).toEqual(['pending', 201]);
    const pending = lines[0]!;
    expect('pending' in pending && pending.pending.file === t.ledgerFile && pending.pending.offset === before).toBe(true);
    expect('pending' in pending && (await pendingLanded(pending))).toBe(true);
  });

  test('killed before the ledger got the write: the same key after a restart writes it', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const ledger = await t.ledgerText();
    expect((await t.post('/bean/transactions', lunch('not there'), { 'idempotency-key': 'phone-8' })).statusCode).toBe(201);
    await t.app.close();
    // The intent was kept, then the process stopped before the text reached the file.
    const [intent] = await readJournal(file);
    writeFileSync(file, JSON.stringify(intent) + '\n');
    writeFileSync(t.ledgerFile, ledger);
    const again = await postAfterRestart(t.dir, file, 'not there', 'phone-8');
    expect(again.statusCode).toBe(201);
    expect((await t.ledgerText()).split('"not there"').length - 1).toBe(1);
  });

  test('killed before the ledger got the write, and the same text written later after other text: the same key after a restart writes it', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const ledger = await t.ledgerText();
    expect((await t.post('/bean/transactions', lunch('second lunch'), { 'idempotency-key': 'phone-9' })).statusCode).toBe(201);
    await t.app.close();
    const text = (await t.ledgerText()).slice(ledger.length);
    // The intent was kept, then the process stopped before the text reached the file; before the
    // restart, someone wrote an entry by hand and then the same lunch again (another lunch).
    const [intent] = await readJournal(file);
    writeFileSync(file, JSON.stringify(intent) + '\n');
    writeFileSync(t.ledgerFile, ledger + '\n2024-01-20 * "by hand"\n  Expenses:Food  5.00 CNY\n  Assets:Cash\n' + text);
    const again = await postAfterRestart(t.dir, file, 'second lunch', 'phone-9');
    expect(again.statusCode, again.body).toBe(201);
    expect((await t.ledgerText()).split('"second lunch"').length - 1).toBe(2);
  });

  test('a failed write is not kept: the key can be used again after a restart', async () => {
    const file = journalFile();
    t = await makeTestApp(undefined, { idempotencyFile: file });
    const bad = await t.post('/bean/transactions', { ...lunch('unknown account'), postings: [{ account: 'Expenses:Nowhere', units: { number: '1', currency: 'CNY' } }, { account: 'Assets:Cash' }] }, { 'idempotency-key': 'k' });
    expect(bad.statusCode).toBe(422);
    expect(await readJournal(file)).toEqual([]);
  });
});

describe('IdempotencyCache.withJournal', () => {
  test('a stored answer is on disk (fsynced) before it is given: a power cut after the answer cannot lose it', async () => {
    const file = journalFile();
    const probe = await open(`${file}.probe`, 'w');
    const handles = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const sync = handles.sync;
    // What the journal held each time a file was synced.
    const synced: string[] = [];
    const spy = vi.spyOn(handles, 'sync').mockImplementation(async function (this: FileHandle) {
      await sync.call(this);
      try {
        synced.push(readFileSync(file, 'utf8'));
      } catch {
        // the journal does not exist yet
      }
    });
    try {
      const cache = await IdempotencyCache.withJournal(file);
      const answer = await cache.answer('alice', 'POST /bean/transactions', 'k-1', { a: 1 }, async () => ({ status: 201, body: { id: 'x' } }));
      expect(answer.status).toBe(201);
      expect(synced.some((text) => text.includes('"status":201') && text.includes('k-1'))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  const ok = (body: unknown) => async () => ({ status: 201, body });

  test('takes back the fresh answers, drops the expired ones and rewrites the file without them', async () => {
    const file = journalFile();
    let now = 1_000 * HOUR;
    const first = await IdempotencyCache.withJournal(file, 100, 24 * HOUR, () => now);
    await first.answer('alice', 'POST /x', 'old', { a: 1 }, ok({ n: 'old' }));
    now += 20 * HOUR;
    await first.answer('alice', 'POST /x', 'new', { a: 2 }, ok({ n: 'new' }));
    expect((await readJournal(file)).map((r) => ('body' in r ? r.body : r))).toEqual([{ n: 'old' }, { n: 'new' }]);

    now += 5 * HOUR; // 'old' is 25 h old, 'new' 5 h
    const second = await IdempotencyCache.withJournal(file, 100, 24 * HOUR, () => now);
    expect((await readJournal(file)).map((r) => ('body' in r ? r.body : r))).toEqual([{ n: 'new' }]);
    let produced = 0;
    const replay = await second.answer('alice', 'POST /x', 'new', { a: 2 }, async () => { produced++; return { status: 201, body: 'again' }; });
    expect(replay).toEqual({ status: 201, body: { n: 'new' }, replayed: true });
    const expired = await second.answer('alice', 'POST /x', 'old', { a: 1 }, async () => { produced++; return { status: 201, body: 'fresh' }; });
    expect(expired).toEqual({ status: 201, body: 'fresh', replayed: false });
    expect(produced).toBe(1);
    // the same key of another user or route is another key
    const bob = await second.answer('bob', 'POST /x', 'new', { a: 2 }, ok('bob'));
    expect(bob.replayed).toBe(false);
  });

  test('a line cut short by a crash is skipped; the answers before it are kept', async () => {
    const file = journalFile();
    const first = await IdempotencyCache.withJournal(file);
    await first.answer('alice', 'POST /x', 'k1', {}, ok(1));
    appendFileSync(file, '{"id":"alice\\u0000POST /x\\u0000k2","hash":"');
    const second = await IdempotencyCache.withJournal(file);
    expect((await second.answer('alice', 'POST /x', 'k1', {}, ok(2))).body).toBe(1);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
    expect((await readJournal(file)).length).toBe(1);
  });

  test('a record written onto a line a failed write cut short is kept (QA: it was lost with the torn line)', async () => {
    const file = journalFile();
    const torn = '{"id":"alice\\u0000POST /x\\u0000k1","hash":"h","at":1,"pending":{"file":"/l","offset":12,"length":64,"sha25';
    const next = { id: 'alice\u0000POST /x\u0000k2', hash: 'h', at: 2, status: 201, body: { id: 'inner', n: 2 } };
    writeFileSync(file, torn + JSON.stringify(next) + '\n');
    expect(await readJournal(file)).toEqual([next]);
  });

  test('the file keeps at most the bound, the newest answers', async () => {
    const file = journalFile();
    const cache = await IdempotencyCache.withJournal(file, 3);
    for (let i = 0; i < 10; i++) await cache.answer('u', 'POST /x', `k${i}`, {}, ok(i));
    expect((await readJournal(file)).length).toBeLessThanOrEqual(6);
    const reopened = await IdempotencyCache.withJournal(file, 3);
    expect((await readJournal(file)).map((r) => ('body' in r ? r.body : r))).toEqual([7, 8, 9]);
    expect((await reopened.answer('u', 'POST /x', 'k9', {}, ok('x'))).replayed).toBe(true);
    expect((await reopened.answer('u', 'POST /x', 'k0', {}, ok('x'))).replayed).toBe(false);
  });

  test('an unwritable journal costs the replay after a restart, not the answer', async () => {
    const file = journalFile();
    const cache = await IdempotencyCache.withJournal(file);
    // a directory where the file should be: appending fails, even for root
    rmSync(file);
    mkdirSync(file);
    const answer = await cache.answer('u', 'POST /x', 'k', {}, ok('written'));
    expect(answer).toEqual({ status: 201, body: 'written', replayed: false });
    expect((await cache.answer('u', 'POST /x', 'k', {}, ok('twice'))).body).toBe('written');
    expect(statSync(file).isDirectory()).toBe(true);
  });

  test('a reused key with another body is still a 422 after a restart', async () => {
    const file = journalFile();
    await (await IdempotencyCache.withJournal(file)).answer('u', 'POST /x', 'k', { a: 1 }, ok(1));
    const reopened = await IdempotencyCache.withJournal(file);
    await expect(reopened.answer('u', 'POST /x', 'k', { a: 2 }, ok(2))).rejects.toBeInstanceOf(Problem);
  });
});

describe('a keyed write that failed', () => {
  test('with a 503 because the ledger kept changing, and the same text then written without a key: the same key after a restart writes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idempotency-'));
    const ledger = join(dir, 'main.beancount');
    writeFileSync(ledger, BASE_LEDGER);
    const journal = join(dir, 'idempotency.jsonl');
    const ride = (store: LedgerStore) => async () => {
      await store.write(() => ({ directives: [spend('bus')], result: null }));
      return { status: 201, body: 'bus' };
    };
    const store = new LedgerStore(ledger);
    let edits = 0;
    // Someone appends to the ledger each time the write is about to go in (after the journal has its intent).
    const changing = () => {
      const journalIntent = currentBeforeCommit()!;
      return withBeforeCommit(async (intent) => {
        const withdraw = await journalIntent(intent);
        appendFileSync(ledger, `\n2024-01-03 * "by hand ${++edits}"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
        return withdraw;
      }, ride(store));
    };
    const cache = await IdempotencyCache.withJournal(journal);
    const failed = await cache.answer('alice', 'POST /bean/transactions', 'K', { bus: 1 }, changing).catch((e: unknown) => e);
    expect((failed as Problem).status).toBe(503);
    expect(readFileSync(ledger, 'utf8')).not.toContain('"bus"');
    await ride(store)(); // a second ride, written without a key

    const restarted = await IdempotencyCache.withJournal(journal);
    const retry = await restarted.answer('alice', 'POST /bean/transactions', 'K', { bus: 1 }, ride(new LedgerStore(ledger)));
    expect(retry).toEqual({ status: 201, body: 'bus', replayed: false });
    expect(readFileSync(ledger, 'utf8').split('"bus"').length - 1).toBe(2);
  });
});

describe('a journal that cannot be used', () => {
  test('does not keep the service from starting: the keys then work in memory and the problem is kept for the start-up log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idempotency-'));
    // the journal's directory is a file: it can be neither read nor written, even by root
    const notADirectory = join(dir, 'data');
    writeFileSync(notADirectory, 'x');
    const cache = await IdempotencyCache.withJournal(join(notADirectory, 'idempotency.jsonl'));
    expect(cache.journalProblem).toMatch(/ENOTDIR/);
    expect((await cache.answer('u', 'POST /x', 'k', {}, async () => ({ status: 201, body: 1 }))).replayed).toBe(false);
    expect((await cache.answer('u', 'POST /x', 'k', {}, async () => ({ status: 201, body: 2 }))).body).toBe(1);
  });
});
