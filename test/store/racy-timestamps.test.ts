// A filesystem that keeps whole seconds (ext4 with 128-byte inodes, FAT, some network mounts):
// a rewrite of the same size within the second of the store's last look leaves size, times and
// inode as they were. The store took it for unchanged and answered from the old text until the
// file changed again; as git does with "racy" entries, it now compares the bytes until that
// second has passed. Simulated by truncating every stat's times to whole seconds.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, spend } from './mocked-fs-fixtures.ts';

type BigStats = { mtimeNs: bigint; ctimeNs: bigint; mtimeMs: bigint; ctimeMs: bigint };
const coarse = <T,>(s: T): T => {
  if (s === undefined || s === null || typeof (s as unknown as BigStats).mtimeNs !== 'bigint') return s;
  const b = s as unknown as BigStats;
  b.mtimeNs -= b.mtimeNs % 1_000_000_000n;
  b.ctimeNs -= b.ctimeNs % 1_000_000_000n;
  return s;
};
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const statSync = ((...a: Parameters<typeof fs.statSync>) => coarse(fs.statSync(...a))) as typeof fs.statSync;
  const fstatSync = ((...a: Parameters<typeof fs.fstatSync>) => coarse(fs.fstatSync(...a))) as typeof fs.fstatSync;
  return { ...fs, statSync, fstatSync, default: { ...fs, statSync, fstatSync } };
});
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const stat = (async (...a: Parameters<typeof fs.stat>) => coarse(await fs.stat(...a))) as typeof fs.stat;
  return { ...fs, stat, default: { ...fs, stat } };
});

const { LedgerStore } = await import('../../src/store/ledger-store.ts');

let dir: string;
let file: string;
const entry = (narration: string) => `\n2024-01-02 * "${narration}"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'racy-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Waits for the start of a second, so that what follows happens within one. */
async function startOfSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

const narrations = (snapshot: { ledger: { directives: readonly { type: string; narration?: string }[] } }) => snapshot.ledger.directives.flatMap((d) => (d.type === 'transaction' ? [d.narration] : []));

describe('whole-second timestamps', () => {
  test('a rewrite of the same size within the second is seen at the next request', async () => {
    await startOfSecond();
    await writeFile(file, BASE + entry('aaaa'));
    const store = new LedgerStore(file);
    expect(narrations(await store.snapshot())).toEqual(['aaaa']);
    await writeFile(file, BASE + entry('bbbb'));
    expect(narrations(await store.snapshot())).toEqual(['bbbb']);
    // and later, with nothing changed, it is still the file's
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(narrations(await store.snapshot())).toEqual(['bbbb']);
  }, 10_000);

  test('a write after such a rewrite is checked against the rewritten text and lands after it', async () => {
    await startOfSecond();
    await writeFile(file, BASE + entry('aaaa'));
    const store = new LedgerStore(file);
    await store.snapshot();
    await writeFile(file, BASE + entry('bbbb'));
    const out = await store.write(() => ({ directives: [spend('ours')], result: null }));
    expect(await readFile(file, 'utf8')).toBe(BASE + entry('bbbb') + entry('ours'));
    expect(narrations(out.snapshot)).toEqual(['bbbb', 'ours']);
  }, 10_000);
});
