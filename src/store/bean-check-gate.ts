// A write to a ledger that enables a plugin this service does not run is checked by the user's
// own bean-check (LEDGER_BEAN_CHECK): the main file's text with the change appended is written
// beside the main file (so that its includes, `documents` and plugins resolve as they do for
// the real one) and checked; the change passes when bean-check reports no error that the
// ledger as it is does not already have.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdir, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { LedgerError } from '../ledger/core/directives.ts';
import { Problem } from '../problem.ts';
import { ledgerErrors } from './ledger-error-details.ts';

/** How long one bean-check may take before the write is refused. */
const TIMEOUT_MS = 5 * 60 * 1000;

/**
 * The service's environment without its secrets (bean-check runs the user's plugins, which need
 * none of them), and without Beancount's pickle cache, which would leave a file beside the copy.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' };
  delete env['LEDGER_JWT_SECRET'];
  delete env['LEDGER_ADMIN_PASSWORD'];
  return env;
}

/** An error line of bean-check's output: `file:line:  message` (the entry it prints below is indented). */
const ERROR_LINE = /^(\S.*?):(\d+):\s+(.*)$/;

/**
 * The errors `command` (bean-check) reports for `text` read as the main file `mainFile`: each as
 * bean-check prints its first line, with the checked copy's name replaced by `mainFile`'s.
 * Throws when bean-check cannot be run or fails in another way than reporting errors, and with
 * the file system's error (naming `mainFile`) when the copy cannot be written.
 */
export async function beanCheckErrors(command: string, mainFile: string, text: Buffer): Promise<LedgerError[]> {
  // Beside the main file, hidden, and not ending in .beancount: an `include "*.beancount"` of
  // the ledger must not read the copy.
  // Absolute, as bean-check names the files it reports on.
  const copy = resolve(dirname(mainFile), `.${basename(mainFile)}.beanledger-check-${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(copy, text, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Made and not filled (a full disk), it is ours to remove: it holds the ledger's text (QA:
    // left behind). The trouble is the disk's beside the main file, named as the write path names it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(copy, { force: true }).catch(() => undefined);
    throw Object.assign(error as NodeJS.ErrnoException, { path: mainFile });
  }
  try {
    const { failed, output } = await new Promise<{ failed: boolean; output: string }>((resolve, reject) => {
      execFile(
        command,
        [copy],
        { env: childEnv(), timeout: TIMEOUT_MS, maxBuffer: 64 << 20, encoding: 'utf8' },
        (err, stdout, stderr) => {
          // Exit status 1 is bean-check's "the ledger has errors" (and also Python's for a crash).
          if (err !== null && err.code !== 1) reject(new Error(`bean-check could not check the change: ${(stderr || err.message).trim().split('\n').at(-1)}`));
          else resolve({ failed: err !== null, output: `${stdout}${stderr}` });
        },
      );
    });
    const errors: LedgerError[] = [];
    for (const line of output.split('\n')) {
      const m = ERROR_LINE.exec(line);
      if (m === null) continue;
      errors.push({ source: { file: m[1] === copy ? mainFile : m[1]!, line: Number(m[2]) }, message: m[3]!.trim().split(copy).join(mainFile), kind: 'plugin' });
    }
    // A failure that names no error (a traceback) is not a verdict on the ledger.
    if (failed && errors.length === 0) throw new Error(`bean-check could not check the change: ${output.trim().split('\n').at(-1) ?? ''}`);
    return errors;
  } finally {
    await rm(copy, { force: true });
  }
}

/**
 * Remove the copies that a process stopped during a check left beside `mainFile` (older than a
 * check may take, so that another process's check in progress keeps its copy).
 */
export async function removeStaleCopies(mainFile: string): Promise<void> {
  const directory = dirname(mainFile);
  const prefix = `.${basename(mainFile)}`;
  const names = await readdir(directory).catch(() => [] as string[]);
  for (const name of names) {
    // Only names beanCheckErrors makes: a file merely near one is someone's own.
    if (!name.startsWith(prefix) || !/^\.beanledger-check-[0-9a-f]{12}\.tmp$/.test(name.slice(prefix.length))) continue;
    const path = join(directory, name);
    const stats = await stat(path).catch(() => null);
    if (stats !== null && Date.now() - stats.mtimeMs > 2 * TIMEOUT_MS) await rm(path, { force: true });
  }
}

/** The errors of `after` that `before` does not have (counted: one more of the same is new). */
export function addedErrors(before: readonly LedgerError[], after: readonly LedgerError[]): LedgerError[] {
  const key = (e: LedgerError) => `${e.source.file}\u0000${e.source.line}\u0000${e.message}`;
  const seen = new Map<string, number>();
  for (const e of before) seen.set(key(e), (seen.get(key(e)) ?? 0) + 1);
  return after.filter((e) => {
    const left = seen.get(key(e)) ?? 0;
    if (left === 0) return true;
    seen.set(key(e), left - 1);
    return false;
  });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** bean-check's error for a plugin it could not import: `Error importing "name": Traceback ...`. */
const IMPORT_FAILED = /^Error importing "([^"]+)"/;

/** The plugins whose import failed in a run's errors: their checks did not run. */
function notImported(errors: readonly LedgerError[]): string[] {
  return [...new Set(errors.flatMap((e) => IMPORT_FAILED.exec(e.message)?.[1] ?? []))];
}

/** bean-check's verdicts on the writes to one ledger, its last two runs kept (see check). */
export class BeanCheckGate {
  private readonly command: string;
  private readonly mainFile: string;
  /** bean-check's errors for the main file's bytes as last checked, and with the change last checked (by their sha256). */
  private results: { digest: string; errors: LedgerError[] }[] = [];

  constructor(command: string, mainFile: string) {
    this.command = command;
    this.mainFile = mainFile;
  }

  /** A check of the main file as loaded, under way (see probe). */
  private probing: Promise<void> | null = null;
  /** Counts forget(): a probe started before the last one holds no verdict. */
  private generation = 0;

  /** Resolves once no probe is under way. */
  async settled(): Promise<void> {
    await this.probing;
  }

  /** Forget the verdicts: an included file may have changed, and they no longer hold. */
  forget(): void {
    this.results = [];
    this.generation++;
  }

  /**
   * Check the main file's `bytes` as loaded, in the background: /health then knows whether
   * bean-check can import the ledger's plugins before a write meets it, and the first write
   * takes this run for its baseline. Its failures are left to that write.
   */
  probe(bytes: Buffer): void {
    if (this.probing !== null) return;
    const generation = this.generation;
    this.probing = beanCheckErrors(this.command, this.mainFile, bytes)
      .then((errors) => {
        if (generation !== this.generation) return;
        this.results = [{ digest: sha256(bytes), errors }];
        this.notImported = notImported(errors);
      })
      .catch(() => undefined)
      .finally(() => {
        this.probing = null;
      });
  }

  /**
   * The plugins the last bean-check could not import, whose checks it did not run: every write is
   * refused meanwhile (for /health; empty until the ledger as loaded or a write has been checked).
   */
  notImported: readonly string[] = [];

  /**
   * Refuse (422) a change that makes bean-check report an error the main file's `size` bytes
   * do not already give: the plugins this service does not run are run by bean-check itself.
   */
  async check(handle: FileHandle, size: number, appended: string, directory: string): Promise<void> {
    // (one bean-check at a time: a probe under way may be this write's baseline)
    if (this.probing !== null) await this.probing;
    if (this.results.length === 0) await removeStaleCopies(this.mainFile);
    const bytes = Buffer.alloc(size);
    for (let done = 0; done < size; ) {
      const { bytesRead } = await handle.read(bytes, done, size - done, done);
      if (bytesRead === 0) throw new Error('the ledger file became shorter while it was read');
      done += bytesRead;
    }
    const run = (text: Buffer) =>
      beanCheckErrors(this.command, this.mainFile, text).catch((err: NodeJS.ErrnoException) => {
        // (the copy not written, a disk full: the 503 of any write that meets it, not a verdict)
        if (err.syscall !== undefined) throw err;
        throw Problem.unprocessable(`${err.message}; nothing was written.`);
      });
    const digest = sha256(bytes);
    // The last checked change, once written, is the file the next write finds: its errors are
    // that write's baseline, and one bean-check per write is enough.
    let baseline = this.results.find((r) => r.digest === digest)?.errors;
    if (baseline === undefined) {
      baseline = await run(bytes);
      this.results = [{ digest, errors: baseline }];
    }
    // A plugin bean-check cannot import (its PYTHONPATH not the service's) checks nothing: its
    // error is the ledger's as it is, so the change would have passed unchecked while /health said
    // "checked by bean-check" (Fava-user QA of session 48: what her plugin forbids was written).
    this.notImported = notImported(baseline);
    if (this.notImported.length > 0) {
      const names = this.notImported.map((n) => `"${n}"`).join(', ');
      const one = this.notImported.length === 1;
      throw new Problem(
        503,
        'Service Unavailable',
        `bean-check (LEDGER_BEAN_CHECK) could not import the plugin${one ? '' : 's'} ${names}, so it cannot check this write with ${one ? 'it' : 'them'}; nothing was written. Make ${one ? 'it' : 'them'} importable where the service runs (its PYTHONPATH), as for your own bean-check.`,
        [],
        { 'Retry-After': '60' },
      );
    }
    const candidate = Buffer.concat([bytes, Buffer.from(appended, 'utf8')]);
    const after = await run(candidate);
    this.results = [{ digest, errors: baseline }, { digest: sha256(candidate), errors: after }];
    const added = addedErrors(baseline, after);
    if (added.length > 0) throw Problem.unprocessable('bean-check (LEDGER_BEAN_CHECK) reports new errors with this change; nothing was written.', ledgerErrors(directory, added));
  }
}
