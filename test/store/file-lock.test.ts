import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
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
  expect((await readFile(path, 'utf8')).split('\n')).toEqual([String(process.pid), boot, '']);
  await lock.release();
  // from this boot, the same pid still holds it
  await writeFile(path, `${process.ppid}\n${boot}\n`);
  await expect(new FileLock(path, { timeoutMs: 200 }).acquire()).rejects.toMatchObject({ status: 503 });
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
