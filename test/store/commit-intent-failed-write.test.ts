// A write whose append fails is told that its text did not go where its intent said, when the
// store knows that (nothing written, or all of it cut back), and only then; so is a write whose
// file was replaced while it wrote (its text went to the old file).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, spend } from './mocked-fs-fixtures.ts';

type Trouble = 'nothing written' | 'fsync fails' | 'half written, then appended to' | 'appended to' | 'replaced';
const trouble = vi.hoisted(() => ({ next: null as Trouble | null, file: '' }));
const OUTSIDE = '\n2024-01-03 * "by hand"\n  Expenses:Food  1 CNY\n  Assets:Cash\n';

const systemError = vi.hoisted(() => (code: string, syscall: string) => Object.assign(new Error(`${code}: ${syscall} failed`), { code, syscall }));

// The ledger's append (the only synchronous write to it) goes wrong as `trouble.next` says.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const write = fs.writeSync as (fd: number, bytes: Buffer, offset: number, length: number) => number;
  const writeSync = ((fd: number, bytes: Buffer, offset: number, length: number) => {
    if (trouble.next === null || fs.fstatSync(fd).ino !== fs.statSync(trouble.file).ino) return write(fd, bytes, offset, length);
    const path = trouble.file;
    switch (trouble.next) {
      case 'nothing written':
        trouble.next = null;
        throw systemError('ENOSPC', 'write');
      case 'half written, then appended to':
        trouble.next = 'appended to';
        return write(fd, bytes, offset, Math.ceil(length / 2));
      case 'appended to':
        trouble.next = null;
        fs.appendFileSync(path, OUTSIDE);
        throw systemError('ENOSPC', 'write');
      case 'replaced':
        // an editor saves a copy over the path; our descriptor still writes to the old file
        trouble.next = null;
        fs.writeFileSync(`${path}.new`, fs.readFileSync(path));
        fs.renameSync(`${path}.new`, path);
        return write(fd, bytes, offset, length);
      default:
        return write(fd, bytes, offset, length);
    }
  }) as typeof fs.writeSync;
  return { ...fs, writeSync, default: { ...fs, writeSync } };
});

// Its fsync fails when `trouble.next` says so.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  // (the store opens the ledger to append without creating it: src/store/append-handle.ts)
  const APPEND = fs.constants.O_RDWR | fs.constants.O_APPEND;
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    if (args[1] !== APPEND) return handle;
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      if (trouble.next === 'fsync fails') {
        trouble.next = null;
        throw systemError('EIO', 'fsync');
      }
      return sync();
    };
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

const { LedgerStore } = await import('../../src/store/ledger-store.ts');
const { withBeforeCommit } = await import('../../src/store/commit-intent.ts');

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'commit-intent-failed-write-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
  trouble.next = null;
  trouble.file = file;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `narration` under a hook, with `what` going wrong; what the hook was told, in order. */
async function writeTold(what: Trouble, narration = 'bus'): Promise<{ log: string[]; error: unknown }> {
  const store = new LedgerStore(file);
  await store.snapshot();
  const log: string[] = [];
  const hook = async () => {
    log.push('intent');
    return async () => void log.push('withdrawn');
  };
  trouble.next = what;
  const error = await withBeforeCommit(hook, () => store.write(() => ({ directives: [spend(narration)], result: null }))).then(
    () => null,
    (e: unknown) => e,
  );
  return { log, error };
}

describe('a write whose append fails', () => {
  test('with nothing written (the disk is full): its intent is withdrawn and the file is as it was', async () => {
    const { log, error } = await writeTold('nothing written');
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(log).toEqual(['intent', 'withdrawn']);
    expect(await readFile(file, 'utf8')).toBe(BASE);
  });

  test('written, then its fsync fails: cut back, its intent is withdrawn', async () => {
    const { log, error } = await writeTold('fsync fails');
    expect((error as NodeJS.ErrnoException).code).toBe('EIO');
    expect(log).toEqual(['intent', 'withdrawn']);
    expect(await readFile(file, 'utf8')).toBe(BASE);
  });

  test('half written, then someone appends: its bytes cannot be cut back, so the intent stands', async () => {
    const { log, error } = await writeTold('half written, then appended to');
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(log).toEqual(['intent']);
    expect(await readFile(file, 'utf8')).toContain('"by hand"');
  });
});

describe('a write whose file is replaced while it writes', () => {
  test('withdraws the intent of the text that went to the old file, and is written to the new one', async () => {
    const { log, error } = await writeTold('replaced');
    expect(error).toBeNull();
    expect(log).toEqual(['intent', 'withdrawn', 'intent']);
    expect((await readFile(file, 'utf8')).split('"bus"').length - 1).toBe(1);
  });
});
