// A lock between processes that write the same ledger: `<ledger>.lock`, created atomically
// already holding the owner's pid (and, on Linux, the boot it was made in). A lock whose pid is
// gone (crash, SIGKILL) is stale and taken over; so is a lock naming our own pid that we do not
// hold (a reused pid after a restart, common for pid 1 in containers), and one made before the
// machine last booted, whatever process has its pid now.
import { readFileSync } from 'node:fs';
import { link, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Problem } from '../http/problem.ts';

export interface FileLockOptions {
  /** Give up after this long (default 10 s): the answer is 503. */
  readonly timeoutMs?: number;
  /** A lock file without a readable pid older than this is stale (default 10 s). */
  readonly emptyLockStaleMs?: number;
}

// Inside one process, contenders for a lock file take turns first (a queue per path), so a
// lock file naming our own pid is never one of ours being created or held: it is stale.
const localTurns = new Map<string, Promise<void>>();

export class FileLock {
  readonly path: string;
  private held = false;
  /** Files a crashed process left while creating the lock were looked for (once per lock). */
  private swept = false;
  private endTurn: (() => void) | null = null;
  private readonly timeoutMs: number;
  private readonly emptyLockStaleMs: number;

  constructor(path: string, options: FileLockOptions = {}) {
    this.path = path;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.emptyLockStaleMs = options.emptyLockStaleMs ?? 10_000;
  }

  /** Acquire the lock, waiting for another live process to release it. */
  async acquire(): Promise<void> {
    if (this.held) throw new Error('lock already held by this process');
    let endTurn!: () => void;
    const turn = new Promise<void>((r) => (endTurn = r));
    const previous = localTurns.get(this.path) ?? Promise.resolve();
    localTurns.set(this.path, previous.then(() => turn));
    await previous;
    try {
      await this.acquireFile();
      this.endTurn = endTurn;
    } catch (err) {
      endTurn();
      throw err;
    }
  }

  private async acquireFile(): Promise<void> {
    if (!this.swept) {
      this.swept = true;
      await this.removeLeftovers();
    }
    const deadline = Date.now() + this.timeoutMs;
    let wait = 5;
    for (;;) {
      if (await this.create()) {
        this.held = true;
        return;
      }
      if (await this.removeIfStale()) continue;
      if (Date.now() > deadline) {
        throw new Problem(503, 'Service Unavailable', 'The ledger is locked by another process; try again later.', [], { 'Retry-After': '1' });
      }
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 100);
    }
  }

  /**
   * Create the lock file with our pid already in it: the pid goes into a file of our own, which
   * is then linked to the lock's name (atomic, and it fails when the name exists). So a lock file
   * is never seen empty, not even after a crash or a full disk. No fsync: after a crash every
   * pid in a lock file is gone, so the lock need not survive one. False when the lock exists.
   */
  private async create(): Promise<boolean> {
    const own = `${this.path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      await writeFile(own, lockText(), { flag: 'wx', mode: 0o644 });
      await link(own, this.path);
      return true;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') return this.createWithoutLink();
      throw err;
    } finally {
      await unlink(own).catch(() => undefined);
    }
  }

  /** Where hard links are not supported: O_EXCL, then the pid; a file we could not finish is removed. */
  private async createWithoutLink(): Promise<boolean> {
    try {
      await writeFile(this.path, '', { flag: 'wx', mode: 0o644 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    }
    try {
      await writeFile(this.path, lockText());
      return true;
    } catch (err) {
      await unlink(this.path).catch(() => undefined);
      throw err;
    }
  }

  /** The files `create` writes before linking (`<lock>.<pid>.<random>`) that a process killed meanwhile left behind. */
  private async removeLeftovers(): Promise<void> {
    const prefix = `${basename(this.path)}.`;
    const names = await readdir(dirname(this.path)).catch(() => [] as string[]);
    for (const name of names) {
      const pid = /^(\d+)\.[a-z0-9]+$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '')?.[1];
      if (pid !== undefined && Number(pid) !== process.pid && !processAlive(Number(pid))) await unlink(join(dirname(this.path), name)).catch(() => undefined);
    }
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    await unlink(this.path).catch(() => undefined);
    const endTurn = this.endTurn;
    this.endTurn = null;
    endTurn?.();
  }

  /** Remove the lock file when its owner is gone. True when removed (or already gone). */
  private async removeIfStale(): Promise<boolean> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ENOENT';
    }
    const [pidText = '', boot] = text.split('\n');
    const pid = Number.parseInt(pidText.trim(), 10);
    let stale: boolean;
    if (!Number.isInteger(pid) || pid <= 0) {
      // Being written right now, or left empty by a crash: judge by age.
      const info = await stat(this.path).catch(() => null);
      stale = info !== null && Date.now() - info.mtimeMs > this.emptyLockStaleMs;
    } else {
      // made before the last boot: its pid may belong to anything now (an unrelated live process
      // after a reboot kept every write out until someone removed the file)
      const earlierBoot = BOOT_ID !== '' && boot !== undefined && boot.trim() !== '' && boot.trim() !== BOOT_ID;
      stale = earlierBoot || pid === process.pid || !processAlive(pid);
    }
    if (!stale) return false;
    // Another waiter may have removed and re-created it meanwhile: only remove what we read.
    const again = await readFile(this.path, 'utf8').catch(() => null);
    if (again !== text) return again === null;
    await unlink(this.path).catch(() => undefined);
    return true;
  }
}

/** This boot of the machine (Linux), '' where the system does not say. */
const BOOT_ID = ((): string => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
})();

/** What a lock file holds: our pid, then the boot (older versions read the first line only). */
function lockText(): string {
  return BOOT_ID === '' ? `${process.pid}\n` : `${process.pid}\n${BOOT_ID}\n`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
