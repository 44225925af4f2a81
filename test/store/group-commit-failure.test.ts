// When the append or its fsync fails, no write of the batch is answered as done, the file is
// cut back, and what was applied in memory is dropped (the next read reloads from disk).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const failSync = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  // (the store opens the ledger to append without creating it: src/store/append-handle.ts)
  const APPEND = fs.constants.O_RDWR | fs.constants.O_APPEND;
  const open: typeof fs.open = async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    const sync = handle.sync.bind(handle);
    // Only the ledger's append is made to fail, once.
    handle.sync = async () => {
      if (failSync.on && args[1] === APPEND) {
        failSync.on = false;
        throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
      }
      return sync();
    };
    return handle;
  };
  return { ...fs, open, default: { ...fs, open } };
});

const { LedgerStore } = await import('../../src/store/ledger-store.ts');


let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'group-commit-failure-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a failed fsync', () => {
  test('fails every write of its batch, leaves the file as it was, and later writes work', async () => {
    const store = new LedgerStore(file);
    const before = await store.snapshot();
    void before.balances.inventories();
    failSync.on = true;
    const results = await Promise.allSettled([store.write(() => ({ directives: [spend('a')], result: null })), store.write(() => ({ directives: [spend('b')], result: null }))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as NodeJS.ErrnoException).code).toBe('EIO');
    expect(await readFile(file, 'utf8')).toBe(BASE);
    const after = await store.snapshot();
    expect(after.transactions.list).toHaveLength(0);
    expect(after.balances.inventories().size).toBe(0);
    const ok = await store.write(() => ({ directives: [spend('c')], result: null }));
    expect((await readFile(file, 'utf8')).split('\n')[ok.written[0]!.source.line - 1]).toBe('2024-01-02 * "c"');
    expect((await store.snapshot()).transactions.list.map((t) => t.transaction.narration)).toEqual(['c']);
  });
});
