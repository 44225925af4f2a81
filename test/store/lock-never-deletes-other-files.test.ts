// The lock and the files beside a ledger that the store cleans up are removed only when they are
// what the store itself made: a user's ledger named `<other ledger>.lock` (QA: dave's whole
// ledger deleted by admin's next write) stays, and the write says why it cannot go on.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileLock } from '../../src/store/file-lock.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { removeStaleCopies } from '../../src/store/bean-check-gate.ts';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import type { RawTransaction } from '../../src/ledger/core/directives.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-foreign-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const anHourAgo = () => new Date(Date.now() - 3600_000);
const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;

const SOURCE = { file: '<request>', line: 0 };
function spend(n: string): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date: '2024-01-02', flag: '*', payee: null, narration: 'lunch', tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', n), posting('Assets:Cash', null)], source: SOURCE };
}

test('a write to main.beancount leaves another user\'s ledger main.beancount.lock as it is, however old, and answers 503 saying why (QA: dave\'s ledger was deleted)', async () => {
  const main = join(dir, 'main.beancount');
  await writeFile(main, '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n');
  const davesLedger = join(dir, 'main.beancount.lock');
  await writeFile(davesLedger, STARTER_LEDGER);
  await utimes(davesLedger, anHourAgo(), anHourAgo());
  const store = new LedgerStore(main, { lockTimeoutMs: 500 });
  await expect(store.write(() => ({ directives: [spend('1')], result: null }))).rejects.toMatchObject({ status: 503, detail: expect.stringMatching(/^The file main\.beancount\.lock beside the ledger is not a lock file of this service; it is left as it is and nothing was written/) });
  expect(await readFile(davesLedger, 'utf8')).toBe(STARTER_LEDGER);
  expect(await readFile(main, 'utf8')).not.toMatch(/lunch/);
});

test.each([
  ['a ledger whose first line is a date (read as pid 2024 before)', '2024-01-01 open Assets:Cash\n'],
  ['a ledger starting with a comment', '; my books\n2024-01-01 open Assets:Cash\n'],
  ['a pid followed by more text', `${process.ppid}\nnot a boot id\nmore\n`],
])('a file at the lock\'s name that no lock of ours holds is never removed: %s', async (_, text) => {
  const path = join(dir, 'l.lock');
  await writeFile(path, text);
  await utimes(path, anHourAgo(), anHourAgo());
  await expect(new FileLock(path, { timeoutMs: 200, emptyLockStaleMs: 0 }).acquire()).rejects.toMatchObject({ status: 503, detail: expect.stringMatching(/not a lock file/) });
  expect(await readFile(path, 'utf8')).toBe(text);
});

test('a real stale lock is still taken over: an empty one older than the limit, a dead pid\'s line (as older versions wrote it), a dead pid\'s with its boot', async () => {
  const path = join(dir, 'l.lock');
  for (const text of ['', `${deadPid()}\n`, `${deadPid()}\n00000000-0000-4000-8000-000000000000\n`]) {
    await writeFile(path, text);
    await utimes(path, anHourAgo(), anHourAgo());
    const lock = new FileLock(path, { timeoutMs: 2000, emptyLockStaleMs: 1000 });
    await lock.acquire();
    expect((await readFile(path, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await lock.release();
  }
});

test('a file named like the lock\'s leftover <lock>.<dead pid>.<x> is removed only when it holds what the lock is made from', async () => {
  const pid = deadPid();
  await writeFile(join(dir, `l.lock.${pid}.abc123`), `${pid}\n`);
  await writeFile(join(dir, `l.lock.${pid}.empty1`), '');
  await writeFile(join(dir, `l.lock.${pid}.ledger1`), '2024-01-01 open Assets:Cash\n');
  await writeFile(join(dir, `l.lock.${pid}.other1`), `${process.ppid}\n`);
  const lock = new FileLock(join(dir, 'l.lock'));
  await lock.acquire();
  await lock.release();
  expect((await readdir(dir)).sort()).toEqual([`l.lock.${pid}.ledger1`, `l.lock.${pid}.other1`]);
});

test('stale bean-check copies are removed; a file only named near one is not', async () => {
  const main = join(dir, 'a.beancount');
  const copy = join(dir, '.a.beancount.beanledger-check-0123456789ab.tmp');
  const near = join(dir, '.a.beancount.beanledger-check-my-books.tmp');
  for (const file of [main, copy, near]) {
    await writeFile(file, '2024-01-01 open Assets:Cash\n');
    await utimes(file, anHourAgo(), anHourAgo());
  }
  await removeStaleCopies(main);
  expect((await readdir(dir)).sort()).toEqual(['.a.beancount.beanledger-check-my-books.tmp', 'a.beancount']);
});
