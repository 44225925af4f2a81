// QA of session 29: a main file kept with Windows line ends (CRLF) got the service's writes with
// LF line ends, a file of mixed line ends. Writes now end their lines as the file's last line ends.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';
import { beanCheck } from '../support/bean-check.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crlf-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const crlf = (text: string) => text.replace(/\n/g, '\r\n');

test.each([
  ['ending in a newline', crlf(BASE)],
  ['without a final newline', crlf(BASE).slice(0, -2)],
])('writes to a CRLF file %s end their lines with CRLF', async (_, start) => {
  await writeFile(file, start);
  const store = new LedgerStore(file);
  await store.write(() => ({ directives: [spend('first')], result: null }));
  await store.write(() => ({ directives: [spend('second')], result: null }));
  const after = await readFile(file, 'utf8');
  expect(after.startsWith(start)).toBe(true);
  expect(after.replace(/\r\n/g, '')).not.toContain('\n');
  expect(after.endsWith('\r\n')).toBe(true);
  // what the store answers is what a fresh load of the file reads
  const snapshot = await store.snapshot();
  const fresh = Ledger.load(file);
  expect(snapshot.transactions.list.map((t) => [t.transaction.narration, t.transaction.source.line])).toEqual(
    fresh.directives.filter((d) => d.type === 'transaction').map((d) => [d.narration, d.source.line]),
  );
  // and the ids of the written transactions are those a new store (a restart) gives them
  const restarted = await new LedgerStore(file).snapshot();
  expect(snapshot.transactions.list.map((t) => t.id)).toEqual(restarted.transactions.list.map((t) => t.id));
  const checked = beanCheck(after);
  if (checked !== null) expect(checked.errors).toBe('');
});

test('a CRLF file whose last line, without its newline, is longer than 4 KiB gets CRLF too (it got LF)', async () => {
  const start = crlf(BASE) + `2024-01-01 note Assets:Cash "${'x'.repeat(5000)}"`;
  await writeFile(file, start);
  const store = new LedgerStore(file);
  await store.write(() => ({ directives: [spend('first')], result: null }));
  const after = await readFile(file, 'utf8');
  expect(after.replace(/\r\n/g, '')).not.toContain('\n');
});

test('a file with LF line ends still gets LF', async () => {
  await writeFile(file, BASE);
  const store = new LedgerStore(file);
  await store.write(() => ({ directives: [spend('first')], result: null }));
  expect(await readFile(file, 'utf8')).not.toContain('\r');
});
