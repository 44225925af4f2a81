// The user store: users.json in the data directory, shared by the running server and the
// CLI. Writes are atomic and serialised by a lock file; readers re-read the file whenever
// it changed on disk, so `beanledger user ...` reaches a running server without a restart.

import { randomBytes } from 'node:crypto';
import { open, readFile, readlink, realpath, stat, unlink } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { Problem } from '../problem.ts';
import { USER_NAME_PATTERN } from '../config.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { makeDirectory, pathInside } from './make-directory.ts';
import { keepDataDirOwner } from './keep-owner.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

export const USERS_FILE_NAME = 'users.json';

/** What callers may see of a user: never the hash or the session stamp. */
export interface UserInfo {
  /**
   * This account, as no other account ever was (a user removed and added again under the same
   * name is another account): a random id given at creation. Null for a user created before ids
   * (users.json of earlier versions): such an account is known by its name, as it was then.
   */
  readonly id: string | null;
  readonly name: string;
  /** Absolute path of the user's main Beancount file. */
  readonly ledger: string;
  readonly createdAt: string;
  readonly passwordChangedAt: string;
}

interface UserRecord extends Omit<UserInfo, 'id'> {
  /** Absent in records written before ids (see UserInfo.id). */
  readonly id?: string;
  readonly passwordHash: string;
  /**
   * Random value replaced on every password change. Tokens carry it, so a token issued
   * before the change is refused even within the same second (iat has 1 s resolution),
   * and a token of a removed-then-re-added user is refused too.
   */
  readonly sessionStamp: string;
}

interface UsersFile {
  version: 1;
  users: UserRecord[];
}

/** A user as token checks need it. */
export interface UserSession {
  readonly user: UserInfo;
  readonly sessionStamp: string;
}

const LOCK_STALE_MS = 30_000;
const RACY_WINDOW_MS = 2_000;
const LOCK_WAIT_MS = 10_000;

function newSessionStamp(): string {
  return randomBytes(16).toString('base64url');
}

function newUserId(): string {
  return randomBytes(16).toString('base64url');
}

function publicInfo(r: UserRecord): UserInfo {
  return { id: r.id ?? null, name: r.name, ledger: r.ledger, createdAt: r.createdAt, passwordChangedAt: r.passwordChangedAt };
}

/** `path` with its symbolic links resolved, as far as it exists (a missing file: its directory's). */
export async function canonicalPath(path: string, links = 0): Promise<string> {
  const missing: string[] = [];
  for (let p = resolve(path); ; p = dirname(p)) {
    try {
      return join(await realpath(p), ...missing.reverse());
    } catch {
      // A link to something not made yet (a data directory linked before it exists): followed.
      const target = links < 40 ? await readlink(p).catch(() => null) : null;
      if (target !== null) return canonicalPath(join(resolve(dirname(p), target), ...missing.reverse()), links + 1);
      if (dirname(p) === p) return resolve(path);
      missing.push(basename(p));
    }
  }
}

/** Whether two ledger paths name one file: the same real path, or (hard links) the same inode. */
export async function sameFile(a: string, b: string): Promise<boolean> {
  if (resolve(a) === resolve(b)) return true;
  const [sa, sb] = await Promise.all([stat(a).catch(() => null), stat(b).catch(() => null)]);
  if (sa !== null && sb !== null && sa.dev === sb.dev && sa.ino === sb.ino) return true;
  return (await canonicalPath(a)) === (await canonicalPath(b));
}

/** The `users` whose ledger is `ledger`, however the path is spelt. */
async function ownersIn(users: readonly UserRecord[], ledger: string): Promise<UserRecord[]> {
  const owners: UserRecord[] = [];
  for (const u of users) if (await sameFile(u.ledger, ledger)) owners.push(u);
  return owners;
}

/**
 * The one line `user add` refuses a ledger with, for the user `name` it would have made. Two users
 * share one ledger by `user add --share` (or a start with LEDGER_ADMIN_USER and LEDGER_FILE, README
 * Configuration); without it, a file that is another user's is refused (a typo in --ledger).
 */
export function ledgerTakenMessage(ledger: string, owner: string, name: string): string {
  return `${ledger} is already the ledger of user "${owner}": user add gives it to "${name}" too only with --share (then both read and write it); else choose another file with --ledger`;
}

export function validateUserName(name: string): void {
  if (!USER_NAME_PATTERN.test(name)) {
    throw Problem.badRequest(`invalid user name "${name}": use 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit`);
  }
}

function validateLedgerPath(ledger: string): void {
  if (!isAbsolute(ledger)) throw Problem.badRequest(`ledger path must be absolute: ${ledger}`);
}

function parseUsersFile(text: string, file: string): UserRecord[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const users = (data as UsersFile | null)?.users;
  if (!Array.isArray(users)) throw new Error(`${file} has no "users" list`);
  for (const u of users) {
    const ok =
      u && typeof u.name === 'string' && typeof u.ledger === 'string' && typeof u.passwordHash === 'string' && typeof u.sessionStamp === 'string' && (u.id === undefined || typeof u.id === 'string');
    if (!ok) throw new Error(`${file} holds a malformed user entry`);
  }
  return users as UserRecord[];
}

export class UserStore {
  readonly dataDir: string;
  readonly file: string;
  readonly #now: () => number;
  #users: UserRecord[] = [];
  /** Identity of the file content last read: inode, size and mtime in ns. */
  #version = '';

  /** `now` (epoch milliseconds) dates password changes: the clock tokens are issued by. */
  constructor(dataDir: string, now: () => number = Date.now) {
    this.dataDir = dataDir;
    this.file = join(dataDir, USERS_FILE_NAME);
    this.#now = now;
  }

  /** Re-reads users.json when it changed since the last read (a stat per call). */
  async #current(): Promise<UserRecord[]> {
    let version: string;
    let mtimeMs: bigint;
    try {
      // synchronous: a stat is microseconds, the promise round trip costs more on every request
      const s = statSync(this.file, { bigint: true });
      version = `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`; // ctime: an mtime set back still shows
      mtimeMs = s.mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.#users = [];
      this.#version = 'missing';
      return this.#users;
    }
    // Timestamps are coarse (a kernel tick): an in-place edit right after our read could
    // keep the same size and mtime, so a file changed within the last seconds is re-read.
    if (version !== this.#version || Date.now() - Number(mtimeMs) < RACY_WINDOW_MS) {
      const text = await readFile(this.file, 'utf8');
      this.#users = parseUsersFile(text, this.file).map((u) => (isAbsolute(u.ledger) ? u : { ...u, ledger: join(this.dataDir, u.ledger) }));
      this.#version = version;
    }
    return this.#users;
  }

  async get(name: string): Promise<UserInfo | null> {
    const r = (await this.#current()).find((u) => u.name === name);
    return r ? publicInfo(r) : null;
  }

  async list(): Promise<UserInfo[]> {
    return (await this.#current()).map(publicInfo);
  }

  /** Every user whose ledger is `ledger` (compared by real path and inode: links followed). */
  async ledgerOwners(ledger: string): Promise<UserInfo[]> {
    return (await ownersIn(await this.#current(), ledger)).map(publicInfo);
  }

  /** The first user whose ledger is `ledger` (as ledgerOwners compares), else null. */
  async ledgerOwner(ledger: string): Promise<UserInfo | null> {
    return (await this.ledgerOwners(ledger))[0] ?? null;
  }

  async session(name: string): Promise<UserSession | null> {
    const r = (await this.#current()).find((u) => u.name === name);
    return r ? { user: publicInfo(r), sessionStamp: r.sessionStamp } : null;
  }

  /**
   * The user when the password is right, else null. Unknown names cost a dummy
   * verification so timing does not tell which names exist.
   */
  async verifyCredentials(name: string, password: string): Promise<UserSession | null> {
    const r = (await this.#current()).find((u) => u.name === name);
    if (!r) {
      await verifyAgainstDummy(password);
      return null;
    }
    if (!(await verifyPassword(r.passwordHash, password))) return null;
    return { user: publicInfo(r), sessionStamp: r.sessionStamp };
  }

  /**
   * With `exclusiveLedger` (`user add`), a ledger that is already another user's is a 409; the
   * bootstrap (LEDGER_ADMIN_USER with LEDGER_FILE) may give one file to several users.
   */
  async add(
    name: string,
    password: string,
    ledger: string,
    options: { exclusiveLedger?: boolean; prepareLedger?: () => Promise<{ undo(): Promise<void> }> } = {},
  ): Promise<UserInfo> {
    validateUserName(name);
    validateLedgerPath(ledger);
    const passwordHash = await hashPassword(password);
    // The ledger is made under the store's lock, after the checks, and taken back under it when
    // users.json cannot be written: two `user add` at once for one missing file cannot both make
    // it, nor one take it back from under the other.
    let prepared: { undo(): Promise<void> } | null = null;
    return this.#mutate(
      async (users) => {
        const clash = users.find((u) => u.name.toLowerCase() === name.toLowerCase());
        if (clash) throw Problem.conflict(`user "${clash.name}" already exists`);
        if (options.exclusiveLedger === true) {
          const [owner] = await ownersIn(users, ledger);
          if (owner) throw Problem.conflict(ledgerTakenMessage(ledger, owner.name, name));
        }
        if (options.prepareLedger) prepared = await options.prepareLedger();
        const now = new Date(this.#now()).toISOString();
        const record: UserRecord = { id: newUserId(), name, ledger, createdAt: now, passwordChangedAt: now, passwordHash, sessionStamp: newSessionStamp() };
        return { users: [...users, record], result: publicInfo(record) };
      },
      async () => {
        await (prepared as { undo(): Promise<void> } | null)?.undo();
      },
    );
  }

  /** Also ends every session of the user: tokens issued before are refused. */
  async setPassword(name: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.#mutate((users) => {
      const now = new Date(this.#now()).toISOString();
      return { users: this.#replace(users, name, (u) => ({ ...u, passwordHash, passwordChangedAt: now, sessionStamp: newSessionStamp() })), result: undefined };
    });
  }

  async setLedger(name: string, ledger: string): Promise<void> {
    validateLedgerPath(ledger);
    await this.#mutate((users) => ({ users: this.#replace(users, name, (u) => ({ ...u, ledger })), result: undefined }));
  }

  async remove(name: string): Promise<void> {
    await this.#mutate((users) => {
      if (!users.some((u) => u.name === name)) throw Problem.notFound(`no such user "${name}"`);
      return { users: users.filter((u) => u.name !== name), result: undefined };
    });
  }

  #replace(users: UserRecord[], name: string, change: (u: UserRecord) => UserRecord): UserRecord[] {
    const index = users.findIndex((u) => u.name === name);
    if (index < 0) throw Problem.notFound(`no such user "${name}"`);
    const next = [...users];
    next[index] = change(users[index]!);
    return next;
  }

  /**
   * Read-modify-write under the lock, always from the file's latest content; `rollback` runs,
   * still under the lock, when users.json cannot be written.
   */
  async #mutate<T>(
    change: (users: UserRecord[]) => { users: UserRecord[]; result: T } | Promise<{ users: UserRecord[]; result: T }>,
    rollback?: () => Promise<void>,
  ): Promise<T> {
    await makeDirectory(this.dataDir, 0o700);
    return this.#withLock(async () => {
      this.#version = '';
      const { users, result } = await change(await this.#current());
      const content: UsersFile = { version: 1, users: users.map((u) => ({ ...u, ledger: this.#storedPath(u.ledger) })) };
      try {
        await writeFileAtomic(this.file, JSON.stringify(content, null, 2) + '\n', 0o600);
        await keepDataDirOwner(this.file, this.dataDir);
      } catch (error) {
        await rollback?.();
        throw error;
      }
      this.#version = '';
      await this.#current();
      return result;
    });
  }

  /**
   * A ledger inside the data directory is written relative to it, so that the directory copied or
   * restored elsewhere (a backup, another disk) is a whole: its users reach their ledgers there
   * (QA: a copy's users wrote into the original's files, or got 503 when those were gone).
   */
  #storedPath(ledger: string): string {
    return pathInside(this.dataDir, ledger) ?? ledger;
  }

  /** Writes users.json again when a ledger inside the data directory is still recorded by its absolute path (a file of an earlier version). */
  async storeRelativePaths(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (parseUsersFile(text, this.file).some((u) => isAbsolute(u.ledger) && this.#storedPath(u.ledger) !== u.ledger)) await this.#mutate((users) => ({ users, result: undefined }));
  }

  async #withLock<T>(action: () => Promise<T>): Promise<T> {
    const lock = `${this.file}.lock`;
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        const handle = await open(lock, 'wx', 0o600);
        try {
          await handle.writeFile(String(process.pid));
          await handle.close();
        } catch (error) {
          // Ours, and unfinished (a full disk): left empty, it held every retry off for 30 s (QA).
          await handle.close().catch(() => {});
          await unlink(lock).catch(() => {});
          throw Object.assign(error as NodeJS.ErrnoException, { path: (error as NodeJS.ErrnoException).path ?? lock });
        }
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A process that died while holding the lock must not block writers forever.
        const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
        if (age > LOCK_STALE_MS) {
          await unlink(lock).catch(() => {});
          continue;
        }
        if (Date.now() > deadline) throw new Error(`${lock} is held by another process; remove it if no beanledger command is running`);
        await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
      }
    }
    try {
      return await action();
    } finally {
      await unlink(lock).catch(() => {});
    }
  }
}
