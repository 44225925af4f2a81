import { afterEach, beforeEach, expect, test } from 'vitest';
import { chmod, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { FileLock } from '../../src/store/file-lock.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('holds the pid while held and removes the file on release', async () => {
  const lock = new FileLock(join(dir, 'l.lock'));
  await lock.acquire();
  expect((await readFile(join(dir, 'l.lock'), 'utf8')).split('\n')[0]).toBe(String(process.pid));
  await lock.release();
  await expect(readFile(join(dir, 'l.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
});

test('the lock file never exists without its pid (another process polling it sees no empty file), and leaves nothing behind', async () => {
  const path = join(dir, 'l.lock');
  const { spawn } = await import('node:child_process');
  const { readdir } = await import('node:fs/promises');
  // A reader in another process, polling as fast as it can while we take and release the lock.
  const poller = spawn(process.execPath, ['-e', `
    const fs = require('node:fs');
    let empty = 0, seen = 0;
    const end = Date.now() + 1500;
    while (Date.now() < end) {
      try { const t = fs.readFileSync(${JSON.stringify(path)}, 'utf8'); seen++; if (t.trim() === '') empty++; } catch {}
    }
    process.stdout.write(JSON.stringify({ empty, seen }));
  `]);
  let out = '';
  poller.stdout.on('data', (d) => (out += d));
  const done = new Promise((r) => poller.on('close', r));
  const lock = new FileLock(path);
  const end = Date.now() + 1200;
  while (Date.now() < end) {
    await lock.acquire();
    await lock.release();
  }
  await done;
  const { empty, seen } = JSON.parse(out) as { empty: number; seen: number };
  expect(seen).toBeGreaterThan(0);
  expect(empty).toBe(0);
  expect(await readdir(dir)).toEqual([]);
});

test('a second holder in this process waits for the first', async () => {
  const path = join(dir, 'l.lock');
  const first = new FileLock(path);
  const second = new FileLock(path, { timeoutMs: 5000 });
  await first.acquire();
  let got = false;
  const waiting = second.acquire().then(() => (got = true));
  await new Promise((r) => setTimeout(r, 100));
  expect(got).toBe(false);
  await first.release();
  await waiting;
  expect(got).toBe(true);
  await second.release();
});

test('a lock left by a dead process is taken over', async () => {
  const path = join(dir, 'l.lock');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  await writeFile(path, `${dead.stdout}\n`);
  const lock = new FileLock(path, { timeoutMs: 2000 });
  await lock.acquire();
  expect((await readFile(path, 'utf8')).split('\n')[0]).toBe(String(process.pid));
  await lock.release();
});

test.runIf(existsSync('/proc/sys/kernel/random/boot_id'))('a lock made before the last boot is taken over, though a live process has its pid now (it kept every write out)', async () => {
  const path = join(dir, 'l.lock');
  const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  // our parent is alive; the lock names it, from another boot
  await writeFile(path, `${process.ppid}\n00000000-0000-4000-8000-000000000000\n`);
  const lock = new FileLock(path, { timeoutMs: 200 });
  await lock.acquire();
  expect((await readFile(path, 'utf8')).split('\n').slice(0, 3)).toEqual([String(process.pid), boot, startTime(process.pid)]);
  await lock.release();
  // from this boot, the same pid still holds it
  await writeFile(path, `${process.ppid}\n${boot}\n`);
  await expect(new FileLock(path, { timeoutMs: 200 }).acquire()).rejects.toMatchObject({ status: 503 });
});

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after the boot. */
function startTime(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

test.runIf(existsSync('/proc/self/stat') && existsSync('/proc/sys/kernel/random/boot_id'))('a lock whose live pid started at another time than its maker is taken over (the pid was reused); one with the same start time is held', async () => {
  const path = join(dir, 'l.lock');
  const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  // (the stat of a process whose name holds spaces and parentheses is read past its name)
  const sleeper = join(dir, 'x) (y');
  await copyFile(execFileSync('/bin/sh', ['-c', 'command -v sleep'], { encoding: 'utf8' }).trim(), sleeper);
  await chmod(sleeper, 0o755);
  const other = spawn(sleeper, ['30']);
  try {
    await new Promise((r) => setTimeout(r, 100));
    const pid = other.pid!;
    const start = startTime(pid);
    await writeFile(path, `${pid}\n${boot}\n${Number(start) - 1}\n`);
    const lock = new FileLock(path, { timeoutMs: 200 });
    await lock.acquire();
    expect((await readFile(path, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await lock.release();
    await writeFile(path, `${pid}\n${boot}\n${start}\n`);
    await expect(new FileLock(path, { timeoutMs: 200, shownAs: 'books/l.lock' }).acquire()).rejects.toMatchObject({
      status: 503,
      detail: `The ledger is locked by another process, pid ${pid}, named in its lock file books/l.lock; nothing was written. Try again later. If no process of this service with that pid writes to this ledger, the lock was left over: remove books/l.lock.`,
    });
    expect(await readFile(path, 'utf8')).toBe(`${pid}\n${boot}\n${start}\n`);
  } finally {
    other.kill();
  }
});

test('a lock held by a live process times out with 503', async () => {
  const path = join(dir, 'l.lock');
  await writeFile(path, `${process.ppid}\n`); // our parent is alive
  await expect(new FileLock(path, { timeoutMs: 200 }).acquire()).rejects.toMatchObject({ status: 503 });
});

test('files a killed process left while creating the lock are removed; those of live processes are not', async () => {
  const { readdir } = await import('node:fs/promises');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  await writeFile(join(dir, `l.lock.${dead}.abc123`), `${dead}\n`);
  await writeFile(join(dir, `l.lock.${process.ppid}.def456`), `${process.ppid}\n`);
  await writeFile(join(dir, 'l.lock.notes'), 'not ours');
  const lock = new FileLock(join(dir, 'l.lock'));
  await lock.acquire();
  await lock.release();
  expect((await readdir(dir)).sort()).toEqual([`l.lock.${process.ppid}.def456`, 'l.lock.notes']);
});

test('a ledger given by a symbolic link: the 503 names its lock beside the real file, relative to the ledger\'s directory', async () => {
  const { mkdir, symlink } = await import('node:fs/promises');
  const { LedgerStore } = await import('../../src/store/ledger-store.ts');
  await mkdir(join(dir, 'books'));
  await mkdir(join(dir, 'real'));
  const real = join(dir, 'real', 'ledger.beancount');
  await writeFile(real, '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n');
  await symlink(real, join(dir, 'books', 'main.beancount'));
  await writeFile(`${real}.lock`, `${process.ppid}\n`); // our parent is alive
  const store = new LedgerStore(join(dir, 'books', 'main.beancount'), { lockTimeoutMs: 200 }, real);
  await expect(store.write(() => ({ directives: [], result: null }))).rejects.toMatchObject({
    status: 503,
    detail: expect.stringMatching(new RegExp(`^The ledger is locked by another process, pid ${process.ppid}, named in its lock file \\.\\./real/ledger\\.beancount\\.lock; .* remove \\.\\./real/ledger\\.beancount\\.lock\\.$`)),
  });
});
