// Crash QA: a lock left by a killed server whose pid a live process had since refused every write
// for ever (10 s, then a 503 naming neither the lock file nor the pid, /health "ok"). Now the
// lock holds its maker's start time: a live pid with another one is not its maker, and the lock
// is taken over. A lock that a live process does keep is named, with its pid, in the 503 and in
// /health. And a full disk met while the lock is made names the lock file, not "the ledger file".
import { afterEach, describe, expect, test, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreRegistry } from '../../src/store/store-registry.ts';
import { makeTestApp, type TestApp } from './test-app.ts';

const diskFull = vi.hoisted(() => ({ on: false }));
// The lock is made from a file written with writeFile(own, text, { flag: 'wx' }): on a full disk
// the file is made and its write fails, an error that names no path.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof fs.writeFile = async (...args: Parameters<typeof fs.writeFile>) => {
    if (diskFull.on && /\.lock\.\d+\.[a-z0-9]+$/.test(String(args[0]))) {
      await fs.writeFile(args[0], '', args[2]);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write', errno: -28 });
    }
    return fs.writeFile(...args);
  };
  return { ...fs, writeFile, default: { ...fs, writeFile } };
});

let t: TestApp | null = null;
afterEach(async () => {
  diskFull.on = false;
  await t?.close();
  t = null;
});

const lunch = { date: '2024-01-10', narration: 'Lunch with Li', postings: [{ account: 'Expenses:Food', units: { number: '35.00', currency: 'CNY' } }, { account: 'Assets:Cash' }] };
const onLinux = existsSync('/proc/self/stat') && existsSync('/proc/sys/kernel/random/boot_id');
const boot = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after the boot. */
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};
const anHourAgo = () => new Date(Date.now() - 3600_000);

describe.runIf(onLinux)('a lock naming a live pid', () => {
  test('made by another process than the one with that pid now (its pid reused) is taken over: the write lands', async () => {
    t = await makeTestApp(undefined, { stores: new StoreRegistry({ lockTimeoutMs: 300 }) });
    const lock = join(t.dir, 'main.beancount.lock');
    // our parent is alive, and started long after tick 1
    await writeFile(lock, `${process.ppid}\n${boot()}\n1\n`);
    await utimes(lock, anHourAgo(), anHourAgo());
    expect((await t.get('/health')).json().ledger.warnings).toEqual([]);
    const posted = await t.post('/bean/transactions', lunch);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await t.ledgerText()).toContain('"Lunch with Li"');
    expect(existsSync(lock)).toBe(false);
  });

  test('made by that very process is held: the 503 and /health name the lock file and the pid; once it is gone, writes land', async () => {
    t = await makeTestApp(undefined, { stores: new StoreRegistry({ lockTimeoutMs: 300 }) });
    const lock = join(t.dir, 'main.beancount.lock');
    await writeFile(lock, `${process.ppid}\n${boot()}\n${startTime(process.ppid)}\n`);
    // younger than the wait: no warning yet
    expect((await t.get('/health')).json().ledger.warnings).toEqual([]);
    const since = new Date('2024-02-01T03:04:05.000Z');
    await utimes(lock, since, since);
    const refused = await t.post('/bean/transactions', lunch);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().detail).toBe(
      `The ledger is locked by another process, pid ${process.ppid}, named in its lock file main.beancount.lock; nothing was written. Try again later. If no process of this service with that pid writes to this ledger, the lock was left over: remove main.beancount.lock.`,
    );
    expect((await t.get('/health')).json().ledger.warnings).toEqual([
      {
        file: 'main.beancount',
        line: 0,
        message: `the lock file main.beancount.lock names pid ${process.ppid}, a live process, and has been there since 2024-02-01T03:04:05.000Z: every write waits 0.3 s for it, then answers 503; if no process of this service with that pid writes to this ledger, the lock was left over: remove main.beancount.lock`,
      },
    ]);
    expect(await readFile(lock, 'utf8')).toBe(`${process.ppid}\n${boot()}\n${startTime(process.ppid)}\n`);
    await unlink(lock);
    expect((await t.get('/health')).json().ledger.warnings).toEqual([]);
    expect((await t.post('/bean/transactions', lunch)).statusCode).toBe(201);
  });

  test('as older versions wrote it (pid and boot, no start time) keeps the pid\'s word: held, and named', async () => {
    t = await makeTestApp(undefined, { stores: new StoreRegistry({ lockTimeoutMs: 300 }) });
    const lock = join(t.dir, 'main.beancount.lock');
    await writeFile(lock, `${process.ppid}\n${boot()}\n`);
    await utimes(lock, anHourAgo(), anHourAgo());
    const refused = await t.post('/bean/transactions', lunch);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().detail).toMatch(new RegExp(`^The ledger is locked by another process, pid ${process.ppid}, named in its lock file main\\.beancount\\.lock;`));
    expect((await t.get('/health')).json().ledger.warnings.map((w: { message: string }) => w.message)).toEqual([expect.stringMatching(/^the lock file main\.beancount\.lock names pid \d+, a live process/)]);
  });
});

test('a full disk met while the lock is made: the 503 names the lock file, nothing written, nothing left', async () => {
  t = await makeTestApp();
  const before = await t.ledgerText();
  diskFull.on = true;
  const failed = await t.post('/bean/transactions', lunch);
  expect(failed.statusCode, failed.body).toBe(503);
  expect(failed.json().detail).toBe('The file main.beancount.lock cannot be written: the disk is full; nothing was written. The service answers again once that is put right.');
  expect(await t.ledgerText()).toBe(before);
  expect(readdirSync(t.dir).filter((name) => name.includes('.lock'))).toEqual([]);
});
