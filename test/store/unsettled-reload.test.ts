// A ledger that keeps changing while the store reads it: after five reads the store answers
// with the last one, and must not take the fingerprints of a later state for it. It did: the
// ledger then lacked what was appended during its last read until the file changed again (a
// 201 for an account already opened, answers that gave wrong lines).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { appendFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE } from './mocked-fs-fixtures.ts';

const churn = vi.hoisted(() => ({ file: '', left: 0, appended: 0 }));
vi.mock('../../src/store/file-fingerprint.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/store/file-fingerprint.ts')>();
  // Someone appends a transaction just before each look the reload takes at the files.
  const fingerprints: typeof real.fingerprints = async (files) => {
    const list = [...files];
    if (churn.left > 0 && list.includes(churn.file)) {
      churn.left--;
      churn.appended++;
      appendFileSync(churn.file, `\n2024-01-05 * "outside ${churn.appended}"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    }
    return real.fingerprints(list);
  };
  return { ...real, fingerprints };
});

const { LedgerStore } = await import('../../src/store/ledger-store.ts');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unsettled-'));
  churn.file = join(dir, 'main.beancount');
  churn.left = 0;
  churn.appended = 0;
  await writeFile(churn.file, BASE + '\n2024-01-02 * "first"\n  Expenses:Food  1 CNY\n  Assets:Cash\n');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const outside = (ledger: { directives: readonly { type: string; narration?: string }[] }) => ledger.directives.filter((d) => d.type === 'transaction' && d.narration !== 'first').length;

test('after five unsettled reads, the next request reads again and sees everything the file holds', async () => {
  const store = new LedgerStore(churn.file);
  await store.snapshot();
  // an edit in place (not an append) forces a full reload; then the file keeps changing
  await writeFile(churn.file, (await readFile(churn.file, 'utf8')).replace('1 CNY', '2 CNY'));
  churn.left = 10;
  const during = await store.snapshot();
  expect(churn.left).toBe(0);
  expect(outside(during.ledger)).toBeLessThan(churn.appended);
  // nothing changes any more: the next answer has all of it
  const after = await store.snapshot();
  expect(outside(after.ledger)).toBe(churn.appended);
  expect(after.ledger.errors).toEqual([]);
});
