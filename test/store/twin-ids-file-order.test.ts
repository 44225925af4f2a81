// Identical twins are numbered by file (the included files by path, then the main file), then by
// line: lines added to one file must not renumber twins in another, a write (at the main file's
// end) must not take the id of a twin a client already holds, and the store numbers twins it
// learns of by a write or an outside append as a fresh load of the files numbers them.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore, type LedgerSnapshot } from '../../src/store/ledger-store.ts';
import type { RawTransaction, Transaction } from '../../src/ledger/core/directives.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { buildTransactionIndex } from '../../src/store/transaction-index.ts';

const TWIN = '2020-01-03 * "twin"\n  Assets:X  1 USD\n  Equity:E\n';
const SINGLE = '2020-01-04 * "single"\n  Assets:X  2 USD\n  Equity:E\n';
const OPENS = 'include "other.beancount"\n2020-01-01 open Assets:X\n2020-01-01 open Equity:E\n';

let dir: string;
let main: string;
let other: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'twin-ids-'));
  main = join(dir, 'main.beancount');
  other = join(dir, 'other.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `suffix file:line` of each transaction, and the id of each, by narration and file. */
const numbering = (snap: LedgerSnapshot) =>
  snap.transactions.list.map((t) => `${t.id.replace(/^[0-9a-f]{20}/, '')} ${snap.relativeSource(t.transaction.source).file}:${t.transaction.source.line}`);
const idsByPlace = (snap: LedgerSnapshot) =>
  Object.fromEntries(snap.transactions.list.map((t) => [`${t.transaction.narration} ${snap.relativeSource(t.transaction.source).file}`, t.id]));

test('lines added above a twin in an included file renumber no twin', async () => {
  await writeFile(main, OPENS + TWIN);
  await writeFile(other, TWIN + '\n' + SINGLE);
  const store = new LedgerStore(main);
  const before = await store.snapshot();
  expect(numbering(before)).toEqual([' other.beancount:1', '-2 main.beancount:4', ' other.beancount:5']);
  const idsBefore = idsByPlace(before);

  await writeFile(other, '; note\n'.repeat(10) + (await readFile(other, 'utf8')));
  const after = await store.snapshot();
  expect(after.ledger).not.toBe(before.ledger); // reloaded
  expect(numbering(after)).toEqual(['-2 main.beancount:4', ' other.beancount:11', ' other.beancount:15']);
  expect(idsByPlace(after)).toEqual(idsBefore);
});

test('a twin the service appends to the main file is numbered as a fresh load numbers it', async () => {
  await writeFile(main, OPENS);
  await writeFile(other, TWIN + '\n' + SINGLE);
  const store = new LedgerStore(main);
  const idsBefore = idsByPlace(await store.snapshot()); // built, so that the write extends it
  const written = parseText(TWIN, '<request>').directives[0] as RawTransaction;
  await store.write(() => ({ directives: [written], result: null }));

  const running = await store.snapshot();
  expect(numbering(running)).toEqual([' other.beancount:1', '-2 main.beancount:5', ' other.beancount:5']);
  expect(numbering(running)).toEqual(numbering(await new LedgerStore(main).snapshot()));
  // The included twin keeps the id it had before the write; the written one takes the suffix.
  expect(idsByPlace(running)['twin other.beancount']).toBe(idsBefore['twin other.beancount']);
  expect(idsByPlace(running)['single other.beancount']).toBe(idsBefore['single other.beancount']);
});

test('a twin appended by hand to an included file is numbered as a fresh load numbers it', async () => {
  await writeFile(main, OPENS + '\n'.repeat(6) + TWIN);
  await writeFile(other, SINGLE);
  const store = new LedgerStore(main);
  const first = await store.snapshot();
  void first.transactions; // built, so that the append extends it
  await appendFile(other, TWIN);

  const running = await store.snapshot();
  expect(running.ledger).toBe(first.ledger); // appended in place, not reloaded
  expect(numbering(running)).toEqual([' other.beancount:4', '-2 main.beancount:10', ' other.beancount:1']);
  expect(numbering(running)).toEqual(numbering(await new LedgerStore(main).snapshot()));
});

test('twins in three files: the included files by path from the main file\'s folder, then the main file, each by line', () => {
  const at = (file: string, line: number): Transaction => ({ type: 'transaction', date: '2020-01-03', flag: '*', payee: null, narration: 'twin', tags: [], links: [], meta: {}, postings: [], source: { file, line } });
  // In ledger order: by line across files.
  const twins = [at('/l/2020/b.beancount', 1), at('/l/a.beancount', 2), at('/l/main.beancount', 3), at('/l/2020/b.beancount', 9)];
  const index = buildTransactionIndex(twins.map((transaction) => ({ transaction, pad: null })), () => 'h', '/l/main.beancount');
  expect(index.list.map((t) => `${t.id} ${t.transaction.source.file}:${t.transaction.source.line}`)).toEqual([
    'h /l/2020/b.beancount:1',
    'h-3 /l/a.beancount:2',
    'h-4 /l/main.beancount:3',
    'h-2 /l/2020/b.beancount:9',
  ]);
});
