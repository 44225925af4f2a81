// Twin transactions on the same day and line of two included files: Beancount keeps them in the
// order it reads the files, and the `-2` suffix of the twins' ids follows that order. After an
// outside append of the twin to the earlier file, the running store gives the ids a fresh load does.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore, type LedgerSnapshot } from '../../src/store/ledger-store.ts';

const TWIN = '2024-01-05 * "A" "buy"\n  Assets:Broker  1 STK {100.00 USD}\n  Assets:Bank\n';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'included-tie-'));
  await writeFile(join(dir, 'main.beancount'), 'include "a.beancount"\ninclude "b.beancount"\n2024-01-01 open Assets:Bank USD\n2024-01-01 open Assets:Broker "FIFO"\n');
  await writeFile(join(dir, 'a.beancount'), '2024-01-01 open Expenses:A\n');
  // The twin on line 4, where the append to a.beancount puts its own.
  await writeFile(join(dir, 'b.beancount'), '2024-01-01 open Expenses:B\n\n\n' + TWIN);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ids = (snap: LedgerSnapshot) => snap.transactions.list.map((t) => `${t.id.replace(/^[0-9a-f]{20}/, '')} ${snap.relativeSource(t.transaction.source).file}:${t.transaction.source.line}`);

test('an outside append of a twin to the earlier included file: ids and order as a fresh load gives them', async () => {
  const store = new LedgerStore(join(dir, 'main.beancount'));
  void (await store.snapshot()).transactions;
  await appendFile(join(dir, 'a.beancount'), '\n\n' + TWIN);
  const running = ids(await store.snapshot());
  expect(running).toEqual([' a.beancount:4', '-2 b.beancount:4']);
  expect(running).toEqual(ids(await new LedgerStore(join(dir, 'main.beancount')).snapshot()));
});
