// Two containers of the service sharing one ledger directory each see the other's pids as
// nothing or as someone else (both are often pid 1). A lock made in another pid namespace is
// judged by when its holder last touched it, never by its pid.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { FileLock } from '../../src/store/file-lock.ts';

const linux = existsSync('/proc/sys/kernel/random/boot_id') && existsSync('/proc/self/ns/pid');
const boot = linux ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() : '';
const ownNamespace = linux ? /\d+/.exec(readlinkSync('/proc/self/ns/pid'))![0] : '';
/** A namespace that is not ours. */
const otherNamespace = String(Number(ownNamespace) + 1);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lock-ns-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function age(path: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  await utimes(path, then, then);
}

test.runIf(linux)('a lock file names the pid namespace it was made in', async () => {
  const path = join(dir, 'l.lock');
  const lock = new FileLock(path);
  await lock.acquire();
  expect((await readFile(path, 'utf8')).split('\n').slice(-2)).toEqual([`pidns:${ownNamespace}`, '']);
  await lock.release();
});

test.runIf(linux)('a lock of another pid namespace naming our own pid is held while it is touched, and taken over once it is not', async () => {
  const path = join(dir, 'l.lock');
  // The other container's server is pid N there; here N is this very process.
  const text = `${process.pid}\n${boot}\n12345\npidns:${otherNamespace}\n`;
  await writeFile(path, text);
  await expect(new FileLock(path, { timeoutMs: 200 }).acquire()).rejects.toMatchObject({
    status: 503,
    detail: expect.stringContaining(`locked by another process, pid ${process.pid}`),
  });
  expect(await readFile(path, 'utf8')).toBe(text);
  // /health names it once it is older than a write waits...
  await age(path, 30_000);
  expect(await new FileLock(path).heldTooLong()).toMatchObject({ pid: process.pid });
  // ...and a write takes it over once its holder has not touched it for a minute.
  await age(path, 61_000);
  expect(await new FileLock(path).heldTooLong()).toBeNull();
  const lock = new FileLock(path, { timeoutMs: 200 });
  await lock.acquire();
  expect((await readFile(path, 'utf8')).split('\n')[0]).toBe(String(process.pid));
  await lock.release();
});

test.runIf(linux)('a lock of another pid namespace whose pid is dead here is not taken over while it is fresh', async () => {
  const path = join(dir, 'l.lock');
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  await writeFile(path, `${dead}\n${boot}\npidns:${otherNamespace}\n`);
  await expect(new FileLock(path, { timeoutMs: 200 }).acquire()).rejects.toMatchObject({ status: 503 });
  // From another boot it is stale whatever its namespace (every process of then is gone).
  await writeFile(path, `${dead}\n00000000-0000-4000-8000-000000000000\npidns:${otherNamespace}\n`);
  const lock = new FileLock(path, { timeoutMs: 200 });
  await lock.acquire();
  await lock.release();
});

test.runIf(linux)('a held lock is touched while held', async () => {
  const path = join(dir, 'l.lock');
  const lock = new FileLock(path, { touchEveryMs: 40 });
  await lock.acquire();
  await age(path, 120_000);
  await new Promise((r) => setTimeout(r, 200));
  expect(Date.now() - (await stat(path)).mtimeMs).toBeLessThan(5_000);
  await lock.release();
});

test.runIf(linux)('a file another namespace is making the lock from is left alone while fresh', async () => {
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  const making = join(dir, `l.lock.${dead}.abc123`);
  await writeFile(making, `${dead}\n${boot}\npidns:${otherNamespace}\n`);
  const lock = new FileLock(join(dir, 'l.lock'));
  await lock.acquire();
  await lock.release();
  expect(existsSync(making)).toBe(true);
  await age(making, 61_000);
  // (leftovers are looked for once per lock: a new one, as after a restart)
  const again = new FileLock(join(dir, 'l.lock'));
  await again.acquire();
  await again.release();
  expect(existsSync(making)).toBe(false);
});

/** Whether this machine lets us start a process in a pid namespace of its own (root, with unshare). */
const canUnshare = linux && spawnSync('unshare', ['-p', '-f', '--mount-proc', 'true']).status === 0;

test.runIf(canUnshare)('a server in another pid namespace holding the lock keeps it from us until it lets go', async () => {
  const path = join(dir, 'l.lock');
  const lockModule = resolve('src/store/file-lock.ts');
  // The other "container": pid 1 in a namespace of its own, holding the lock until told to let go.
  const child = spawn('unshare', ['-p', '-f', '--mount-proc', process.execPath, '--input-type=module', '-e', `
    const { FileLock } = await import(${JSON.stringify(lockModule)});
    const lock = new FileLock(${JSON.stringify(path)});
    await lock.acquire();
    process.stdout.write('held ' + process.pid + '\\n');
    process.stdin.once('data', async () => { await lock.release(); process.stdout.write('released\\n'); process.exit(0); });
  `], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const seen = (word: string) => new Promise<void>((ok) => {
    const look = () => (out.includes(word) ? ok() : setTimeout(look, 20));
    look();
  });
  child.stdout.on('data', (d) => (out += d));
  try {
    await seen('held');
    expect(out).toMatch(/^held 1\n/);
    await expect(new FileLock(path, { timeoutMs: 300 }).acquire()).rejects.toMatchObject({
      status: 503,
      detail: expect.stringContaining('locked by another process, pid 1,'),
    });
    child.stdin.write('go\n');
    await seen('released');
    const lock = new FileLock(path, { timeoutMs: 2000 });
    await lock.acquire();
    await lock.release();
  } finally {
    child.kill();
  }
});
