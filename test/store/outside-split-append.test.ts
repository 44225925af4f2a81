// Someone appending a transaction without the lock, in two writes (its header, then its
// postings a moment later), while the service writes: the service's text must not land between
// the two, where the outsider's postings would become the service's (a 201 answered with two
// postings, four in the file, and the outsider's transaction left without any).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { appendFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { pbkdf2 } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { withBeforeCommit } from '../../src/store/commit-intent.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outside-split-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const POSTINGS = '  Expenses:Food  1.00 CNY\n  Assets:Cash  -1.00 CNY\n';

/** Each transaction of the file as Beancount reads it: narration and posting count, in file order. */
function beancountTransactions(path: string): { narration: string; postings: number }[] {
  const script = [
    'import sys, json',
    'from beancount import loader',
    'from beancount.core import data',
    'entries, errors, options = loader.load_file(sys.argv[1])',
    'txns = sorted((e for e in entries if isinstance(e, data.Transaction)), key=lambda e: e.meta["lineno"])',
    'print(json.dumps([{"narration": e.narration, "postings": len(e.postings)} for e in txns]))',
  ].join('\n');
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, path], { encoding: 'utf8' })) as { narration: string; postings: number }[];
}

/** Keeps every thread of libuv's pool busy for some tens of milliseconds (as hashing or slow disks do); resolves when they are free. */
function busyThreadPool(): Promise<unknown> {
  const threads = Number(process.env['UV_THREADPOOL_SIZE']) || 4;
  return Promise.all(Array.from({ length: 2 * threads }, () => new Promise((resolve) => pbkdf2('pw', 'salt', 100_000, 32, 'sha256', resolve))));
}

describe('an outside append made of two writes, the service writing in between', () => {
  test('a header appended the moment the service yields after its last check, the thread pool busy: it lands after the service text, and its postings join it', async () => {
    // (the QA's remaining case: 1 header in 7 runs got the service's text between it and its postings)
    const store = new LedgerStore(file);
    await store.snapshot();
    let pool: Promise<unknown> = Promise.resolve();
    // Told where its text goes, the service goes on to its last check of the file and its append
    // with no wait in between; the outsider's header comes at the next turn of the event loop.
    const hook = async () => {
      pool = busyThreadPool();
      setImmediate(() => appendFileSync(file, '\n2024-06-01 * "OUT"\n'));
    };
    await withBeforeCommit(hook, () => store.write(() => ({ directives: [spend('service')], result: null })));
    appendFileSync(file, POSTINGS);
    await pool;
    expect(beancountTransactions(file)).toEqual([
      { narration: 'service', postings: 2 },
      { narration: 'OUT', postings: 2 },
    ]);
  });

  test('the header and a posting, a write, then the last posting 60 ms later: each transaction keeps its own postings', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    appendFileSync(file, '\n2024-06-01 * "OUT"\n  Expenses:Food  1.00 CNY\n');
    const writing = store.write(() => ({ directives: [spend('service')], result: null }));
    await sleep(60);
    appendFileSync(file, '  Assets:Cash  -1.00 CNY\n');
    const out = await writing;
    expect(beancountTransactions(file)).toEqual([
      { narration: 'OUT', postings: 2 },
      { narration: 'service', postings: 2 },
    ]);
    // The answer's id is the service's transaction, with the two postings it was answered with.
    const answered = out.snapshot.transactions.atSource(out.written[0]!.source)!;
    const fresh = await new LedgerStore(file).snapshot();
    expect(fresh.transactions.get(answered.id)?.transaction.narration).toBe('service');
    expect(fresh.transactions.get(answered.id)?.transaction.postings).toHaveLength(2);
  });

  test('a header with no postings yet is waited for longer: postings 400 ms later still join it', async () => {
    // (the QA's case: postings 30 ms after the header; they went to the service's transaction)
    const store = new LedgerStore(file);
    await store.snapshot();
    appendFileSync(file, '\n2024-06-01 * "SLOW"\n');
    const writing = store.write(() => ({ directives: [spend('service')], result: null }));
    await sleep(400);
    appendFileSync(file, POSTINGS);
    await writing;
    expect(beancountTransactions(file)).toEqual([
      { narration: 'SLOW', postings: 2 },
      { narration: 'service', postings: 2 },
    ]);
  });

  test('a header and one posting (no amount) is waited for longer too: the second posting 400 ms later joins it', async () => {
    // (QA of session 28: the second posting went to the service's transaction, which then had three,
    // and the hand's transaction none left)
    const store = new LedgerStore(file);
    await store.snapshot();
    appendFileSync(file, '\n2024-06-01 * "HALF"\n  Assets:Cash\n');
    const writing = store.write(() => ({ directives: [spend('service')], result: null }));
    await sleep(400);
    appendFileSync(file, '  Expenses:Food  2.00 CNY\n');
    await writing;
    expect(beancountTransactions(file)).toEqual([
      { narration: 'HALF', postings: 2 },
      { narration: 'service', postings: 2 },
    ]);
  });

  test('a header with no postings yet found by the first load (the service just started) is waited for too', async () => {
    appendFileSync(file, '\n2024-06-01 * "BEFORE START"\n');
    const store = new LedgerStore(file);
    const writing = store.write(() => ({ directives: [spend('service')], result: null }));
    await sleep(300);
    appendFileSync(file, POSTINGS);
    await writing;
    expect(beancountTransactions(file)).toEqual([
      { narration: 'BEFORE START', postings: 2 },
      { narration: 'service', postings: 2 },
    ]);
  });

  test('a line still being written (no newline yet) is not cut by the service text', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    appendFileSync(file, '\n2024-06-01 open Assets:Mid');
    const writing = store.write(() => ({ directives: [spend('service')], result: null }));
    await sleep(300);
    appendFileSync(file, 'Line\n');
    await writing;
    const text = await readFile(file, 'utf8');
    expect(text).toContain('2024-06-01 open Assets:MidLine\n');
    expect(beancountTransactions(file)).toEqual([{ narration: 'service', postings: 2 }]);
  });

  test('a file that keeps changing: 503, and nothing of the write is in it', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    let appending = true;
    let n = 0;
    const outsider = (async () => {
      while (appending) {
        appendFileSync(file, `\n2024-06-01 * "tick ${n++}"\n${POSTINGS}`);
        await sleep(50);
      }
    })();
    await sleep(20);
    const started = Date.now();
    const outcome = await store.write(() => ({ directives: [spend('service')], result: null })).then(
      () => 'written',
      (err: { status?: number; detail?: string }) => `${err.status} ${err.detail}`,
    );
    appending = false;
    await outsider;
    expect(outcome).toMatch(/^503 The ledger file main\.beancount kept changing while this write was prepared; nothing was written/);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await readFile(file, 'utf8')).not.toContain('"service"');
  }, 20_000);

  test('an outside append long past is not waited for', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    appendFileSync(file, `\n2024-06-01 * "earlier"\n${POSTINGS}`);
    await sleep(250);
    const started = Date.now();
    await store.write(() => ({ directives: [spend('service')], result: null }));
    expect(Date.now() - started).toBeLessThan(150);
  });
});
