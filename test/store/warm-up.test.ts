// After a load, the store builds the indexes the first requests need in the background, so that
// the first GET /bean/transactions or POST does not wait for them.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as transactionIndex from '../../src/store/transaction-index.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { spend } from './mocked-fs-fixtures.ts';

vi.mock('../../src/store/transaction-index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/store/transaction-index.ts')>();
  return { ...actual, buildTransactionIndex: vi.fn(actual.buildTransactionIndex) };
});
const indexBuilds = () => vi.mocked(transactionIndex.buildTransactionIndex).mock.calls.length;

const BASE = `2024-01-01 open Assets:Cash
2024-01-01 open Expenses:Food

2024-01-02 * "lunch"
  Expenses:Food  12.00 CNY
  Assets:Cash
`;
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'warm-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('warm-up after a load', () => {
  test('builds the transaction index and the write checks\' indexes without a request asking', async () => {
    const prepare = vi.spyOn(Ledger.prototype, 'prepareIndexes');
    const store = new LedgerStore(file);
    const before = indexBuilds();
    const snapshot = await store.snapshot();
    await store.warming;
    expect(indexBuilds()).toBe(before + 1);
    expect(prepare).toHaveBeenCalledTimes(1);
    // The first reader finds it built.
    expect(snapshot.transactions.list.length).toBe(1);
    expect(indexBuilds()).toBe(before + 1);
  });

  test('a write queued meanwhile goes first, and the index built after it includes it', async () => {
    const store = new LedgerStore(file);
    const before = indexBuilds();
    await store.snapshot();
    const written = store.write(() => ({ directives: [spend('tea')], result: null }));
    await written;
    await store.warming;
    expect(indexBuilds()).toBe(before + 1);
    expect((await store.snapshot()).transactions.list.map((t) => t.transaction.narration)).toEqual(['lunch', 'tea']);
  });

  // (a 100,000-transaction ledger's server opened its port ~0.5 s late, building these first)
  test('waits for what it is told to wait for (the server listening) before it starts', async () => {
    const prepare = vi.spyOn(Ledger.prototype, 'prepareIndexes');
    let listened: () => void = () => undefined;
    const store = new LedgerStore(file, { warmUpAfter: new Promise<void>((resolve) => (listened = resolve)) });
    const before = indexBuilds();
    await store.snapshot();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(prepare).not.toHaveBeenCalled();
    expect(indexBuilds()).toBe(before);
    listened();
    await store.warming;
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(indexBuilds()).toBe(before + 1);
  });

  test('waits while readers keep asking, and builds once they stop', async () => {
    const prepare = vi.spyOn(Ledger.prototype, 'prepareIndexes');
    const store = new LedgerStore(file);
    await store.snapshot();
    const until = performance.now() + 150;
    while (performance.now() < until) {
      await store.snapshot();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(prepare).not.toHaveBeenCalled();
    await store.warming;
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  test('a reload after an outside edit warms the new state up', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    await store.warming;
    const before = indexBuilds();
    await writeFile(file, BASE.replace('lunch', 'dinner'));
    await store.snapshot();
    await store.warming;
    expect(indexBuilds()).toBe(before + 1);
  });
});
