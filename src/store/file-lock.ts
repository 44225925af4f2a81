// A lock between processes that write the same ledger: `<ledger>.lock`, created atomically
// already holding the owner's pid (and, on Linux, the boot it was made in and the owner's start
// time). A lock whose pid is gone (crash, SIGKILL) is stale and taken over; so is a lock naming
// our own pid that we do not hold (a reused pid after a restart, common for pid 1 in containers),
// one made before the machine last booted, whatever process has its pid now, and one whose pid
// is alive with another start time (the owner died and its pid went to another process). A lock
// made in another pid namespace (another container sharing the ledger's directory) names a pid
// that means nothing here: its holder touches it while it holds it, and it is taken over only
// once it has not been touched for a minute. A file there that holds anything else is not a lock
// we made (a user's file under that name): it is never removed, and the write fails.
import { readFileSync, readlinkSync } from 'node:fs';
import { link, readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Problem } from '../problem.ts';

export interface FileLockOptions {
  /** Give up after this long (default 10 s): the answer is 503. */
  readonly timeoutMs?: number;
  /** A lock file without a readable pid older than this is stale (default 10 s). */
  readonly emptyLockStaleMs?: number;
  /** How answers name the lock file: relative to the ledger's directory (default: its file name). */
  readonly shownAs?: string;
  /** A lock of another pid namespace untouched for this long is stale (default 60 s). */
  readonly foreignStaleMs?: number;
  /** How often a held lock file is touched, for processes of other pid namespaces (default 10 s). */
  readonly touchEveryMs?: number;
}

/** The process named in a lock file that keeps the lock, and since when (the file's change time). */
export interface LockHolder {
  readonly pid: number;
  readonly since: Date;
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
  private readonly shownAs: string;
  private readonly foreignStaleMs: number;
  private readonly touchEveryMs: number;
  private toucher: ReturnType<typeof setInterval> | null = null;

  constructor(path: string, options: FileLockOptions = {}) {
    this.path = path;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.emptyLockStaleMs = options.emptyLockStaleMs ?? 10_000;
    this.shownAs = options.shownAs ?? basename(path);
    this.foreignStaleMs = options.foreignStaleMs ?? 60_000;
    this.touchEveryMs = options.touchEveryMs ?? 10_000;
  }

  /** How long a write waits for the lock before its 503. */
  get waitMs(): number {
    return this.timeoutMs;
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
        this.keepTouching();
        return;
      }
      const state = await this.removeIfStale();
      if (state === 'removed') continue;
      // Waiting would not help: a lock of ours is never seen half-written (see parseLock).
      if (state === 'not-a-lock') {
        throw new Problem(503, 'Service Unavailable', `The file ${this.shownAs} beside the ledger is not a lock file of this service; it is left as it is and nothing was written. Move it away to write to the ledger again.`, [], { 'Retry-After': '5' });
      }
      if (Date.now() > deadline) {
        // (QA: it named neither the file nor the pid, and a lock left by a server killed long
        // ago, whose pid a live process had since, refused every write with nothing to go on)
        const holder = state.pid === null ? 'another process' : `another process, pid ${state.pid}, named in its lock file ${this.shownAs}`;
        const leftOver = state.pid === null ? '' : ` If no process of this service with that pid writes to this ledger, the lock was left over: remove ${this.shownAs}.`;
        throw new Problem(503, 'Service Unavailable', `The ledger is locked by ${holder}; nothing was written. Try again later.${leftOver}`, [], { 'Retry-After': '1' });
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
      throw this.named(err);
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
      throw this.named(err);
    }
    try {
      await writeFile(this.path, lockText());
      return true;
    } catch (err) {
      await unlink(this.path).catch(() => undefined);
      throw this.named(err);
    }
  }

  /**
   * A write to an open file fails naming none (a full disk: "ENOSPC: no space left on device,
   * write"): it is the lock file's, not the ledger's (QA: the 503 said "The ledger file cannot be
   * written" when it was the lock that could not be).
   */
  private named(err: unknown): unknown {
    const e = err as NodeJS.ErrnoException;
    if (typeof e === 'object' && e !== null && e.code !== undefined && e.path === undefined) e.path = this.path;
    return err;
  }

  /** The files `create` writes before linking (`<lock>.<pid>.<random>`) that a process killed meanwhile left behind. */
  private async removeLeftovers(): Promise<void> {
    const prefix = `${basename(this.path)}.`;
    const names = await readdir(dirname(this.path)).catch(() => [] as string[]);
    for (const name of names) {
      const pid = /^(\d+)\.[a-z0-9]+$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '')?.[1];
      if (pid === undefined) continue;
      // Only what `create` writes there: nothing yet, or the lock text of the pid in its name.
      const path = join(dirname(this.path), name);
      const lock = parseLock(await readFile(path, 'utf8').catch(() => null));
      if (lock === null || (lock.pid !== null && lock.pid !== Number(pid))) continue;
      // Another namespace's pid says nothing here: its file may be a lock being made right now.
      if (lock.pid !== null && isForeign(lock)) {
        if (!(await this.untouchedFor(path, this.foreignStaleMs))) continue;
      } else if (Number(pid) === process.pid || processAlive(Number(pid))) continue;
      await unlink(path).catch(() => undefined);
    }
  }

  /**
   * While held, the lock file's time is renewed: a process of another pid namespace cannot tell
   * whether our pid lives, and takes the lock over only when it has not been touched for a while.
   */
  private keepTouching(): void {
    if (PID_NAMESPACE === '') return;
    this.toucher = setInterval(() => {
      const now = new Date();
      utimes(this.path, now, now).catch(() => undefined);
    }, this.touchEveryMs);
    this.toucher.unref();
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    if (this.toucher !== null) clearInterval(this.toucher);
    this.toucher = null;
    await unlink(this.path).catch(() => undefined);
    const endTurn = this.endTurn;
    this.endTurn = null;
    endTurn?.();
  }

  /**
   * The live process that keeps the lock from this one for longer than a write waits for it
   * (every write answers 503 meanwhile), or null: no lock there, one this process holds or would
   * take over at its next write, or one younger than the wait. For /health.
   */
  async heldTooLong(): Promise<LockHolder | null> {
    if (this.held) return null;
    const lock = parseLock(await readFile(this.path, 'utf8').catch(() => null));
    if (lock === null || lock.pid === null) return null;
    const foreign = isForeign(lock);
    if (!foreign && (lock.pid === process.pid || ownerGone(lock.pid, lock))) return null;
    const info = await stat(this.path).catch(() => null);
    if (info === null || Date.now() - info.mtimeMs <= this.timeoutMs) return null;
    // (one of another namespace untouched for longer is taken over at the next write)
    if (foreign && Date.now() - info.mtimeMs > this.foreignStaleMs) return null;
    return { pid: lock.pid, since: info.mtime };
  }

  /**
   * Remove the lock file when its owner is gone: 'removed' (or already gone), held (with the pid
   * it names, if any) while its owner may still need it, 'not-a-lock' when the file holds what
   * no lock of ours holds.
   */
  private async removeIfStale(): Promise<'removed' | { pid: number | null } | 'not-a-lock'> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'removed' : { pid: null };
    }
    const lock = parseLock(text);
    // Someone's own file named like our lock (a ledger, once): never ours to remove.
    if (lock === null) return 'not-a-lock';
    let stale: boolean;
    if (lock.pid === null) {
      // Being written right now, or left empty by a crash: judge by age.
      stale = await this.untouchedFor(this.path, this.emptyLockStaleMs);
    } else if (isForeign(lock)) {
      // (QA: two containers of the service on one ledger directory, each its pid 1: each took the
      // other's lock for a stale one of its own, and both wrote at once)
      stale = await this.untouchedFor(this.path, this.foreignStaleMs);
    } else {
      stale = lock.pid === process.pid || ownerGone(lock.pid, lock);
    }
    if (!stale) return { pid: lock.pid };
    // Another waiter may have removed and re-created it meanwhile: only remove what we read.
    const again = await readFile(this.path, 'utf8').catch(() => null);
    if (again !== text) return again === null ? 'removed' : { pid: parseLock(again)?.pid ?? null };
    await unlink(this.path).catch(() => undefined);
    return 'removed';
  }

  /** Whether the file at path was last changed longer than ms ago (false when it cannot be read). */
  private async untouchedFor(path: string, ms: number): Promise<boolean> {
    const info = await stat(path).catch(() => null);
    return info !== null && Date.now() - info.mtimeMs > ms;
  }
}

/** A lock made in this boot by a process of another pid namespace than ours: its pid means nothing here. */
function isForeign(lock: { boot: string | null; namespace: string | null }): boolean {
  return lock.namespace !== null && PID_NAMESPACE !== '' && lock.namespace !== PID_NAMESPACE && (lock.boot === null || lock.boot === BOOT_ID);
}

/** Whether the process that made a lock (naming another pid than ours) is gone, whatever has its pid now. */
function ownerGone(pid: number, lock: { boot: string | null; start: string | null }): boolean {
  // made before the last boot: its pid may belong to anything now (an unrelated live process
  // after a reboot kept every write out until someone removed the file)
  if (BOOT_ID !== '' && lock.boot !== null && lock.boot !== BOOT_ID) return true;
  if (!processAlive(pid)) return true;
  // Alive, but started at another time than the lock's maker: its pid was given to another
  // process since (QA: a server killed, its pid reused, and every write refused for ever). A
  // lock without a start time (older versions), or a start time that cannot be read now (no
  // /proc, or one that hides others' processes), keeps the pid's word.
  if (lock.start === null || lock.boot !== BOOT_ID) return false;
  const now = startTimeOf(pid);
  return now !== null && now !== lock.start;
}

/** This boot of the machine (Linux), '' where the system does not say. */
const BOOT_ID = ((): string => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
})();

/** This process's pid namespace (Linux: the inode of /proc/self/ns/pid), '' where the system does not say. */
const PID_NAMESPACE = ((): string => {
  try {
    return /^pid:\[(\d+)\]$/.exec(readlinkSync('/proc/self/ns/pid'))?.[1] ?? '';
  } catch {
    return '';
  }
})();

/**
 * When process `pid` started, in clock ticks after the boot (field 22 of /proc/<pid>/stat,
 * Linux), or null where that cannot be read. Together with the boot and the pid, it names one
 * process: a pid given to another process later comes with a later start time.
 */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // (field 2, the name, is in parentheses and may hold spaces and parentheses itself)
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    return start !== undefined && /^\d+$/.test(start) ? start : null;
  } catch {
    return null;
  }
}

/** This process's start time (see startTimeOf), written into its locks where there is a boot too. */
const START_TIME = BOOT_ID === '' ? null : startTimeOf(process.pid);

/**
 * What a lock file holds: our pid, then the boot, then our start time, then our pid namespace
 * as `pidns:<inode>` (older versions wrote the pid alone, the pid and the boot, or those three).
 */
function lockText(): string {
  if (BOOT_ID === '') return `${process.pid}\n`;
  const start = START_TIME === null ? '' : `${START_TIME}\n`;
  const namespace = PID_NAMESPACE === '' ? '' : `pidns:${PID_NAMESPACE}\n`;
  return `${process.pid}\n${BOOT_ID}\n${start}${namespace}`;
}

/**
 * The pid, boot and start time a lock file's text names, or null for a text no lock of ours ever
 * holds. A lock holds lockText() (older versions: the pid line alone, or the pid and the boot),
 * written whole in one small write, or is empty for a moment (and after a crash) where it is made
 * without a hard link; the file `create` links from is the same.
 */
function parseLock(text: string | null): { pid: number | null; boot: string | null; start: string | null; namespace: string | null } | null {
  if (text === '') return { pid: null, boot: null, start: null, namespace: null };
  const m = /^([1-9]\d*)\n(?:([0-9a-f-]+)\n(?:(\d+)\n)?(?:pidns:(\d+)\n)?)?$/.exec(text ?? '');
  return m === null ? null : { pid: Number(m[1]), boot: m[2] ?? null, start: m[3] ?? null, namespace: m[4] ?? null };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
