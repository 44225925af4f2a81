// An append cut off by a kill -9 of the writing process (QA F5: a 20,000-row import killed
// mid-write left `  Asse` at the end of the ledger; the restarted service reported its error,
// appended after it, and a retried import left it there for good): the next store to take the
// lock, or to load the ledger, cuts the fragment back to where the text began. What it cannot
// tell for that writer's fragment is left as it is.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { appendFile, mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { appendNoteOf, noteAppend } from '../../src/store/torn-append.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import type { RawTransaction } from '../../src/ledger/core/directives.ts';
import { beanCheck } from '../support/bean-check.ts';

const BASE = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n\n2024-01-02 * "first"\n  Expenses:Food  1.00 CNY\n  Assets:Cash\n';
const SOURCE = { file: '<request>', line: 0 };

function spend(date: string, n: string, narration: string): RawTransaction {
  const posting = (account: string, number: string | null) => ({
    account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE,
  });
  return { type: 'transaction', date, flag: '*', payee: null, narration, tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', n), posting('Assets:Cash', null)], source: SOURCE };
}

/** What an import appends: many transactions. */
function importText(rows: number): string {
  let text = '';
  for (let i = 0; i < rows; i++) text += `\n2024-02-01 * "row ${i}"\n  Expenses:Food  ${i}.00 CNY\n  Assets:Cash\n`;
  return text;
}

let dir: string;
let file: string;
let lock: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'torn-append-'));
  file = join(dir, 'main.beancount');
  lock = `${file}.lock`;
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const deadPid = () => spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;

/**
 * What a writer killed after `kept` bytes of `text` leaves: its note, its lock (a dead pid's),
 * and the file ending in those bytes.
 */
async function killedWriter(text: string, kept: number): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  const before = await stat(file, { bigint: true });
  await writeFile(lock, `${deadPid()}\n`);
  noteAppend(appendNoteOf(lock), { file, dev: before.dev, ino: before.ino, offset: Number(before.size), bytes });
  await appendFile(file, bytes.subarray(0, kept));
}

function engineErrors(): string[] {
  return Ledger.load(file).errors.map((e) => e.message);
}

test('a store loading a ledger whose writer was killed mid-append cuts the fragment back before it answers, and says so (QA F5)', async () => {
  const text = importText(2000);
  const kept = text.indexOf('  Assets:Cash', text.length / 2) + '  Asse'.length;
  await killedWriter(text, kept);
  expect((await readFile(file, 'utf8')).endsWith('  Asse')).toBe(true);
  expect(engineErrors()).not.toEqual([]);
  const warnings: string[] = [];
  const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
  const snapshot = await store.snapshot();
  expect(snapshot.ledger.errors).toEqual([]);
  expect(await readFile(file, 'utf8')).toBe(BASE);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain(file);
  expect(warnings[0]).toContain(`${kept} bytes of an append of ${Buffer.byteLength(text)}`);
  expect(warnings[0]).toContain('  Asse');
  expect(beanCheck(BASE)?.errors ?? '').toBe('');
  // The note and the dead writer's lock are gone; a write lands where the text began.
  expect(existsSync(appendNoteOf(lock))).toBe(false);
  expect(existsSync(lock)).toBe(false);
  await store.write(() => ({ directives: [spend('2024-03-01', '2.00', 'after')], result: null }));
  const after = await readFile(file, 'utf8');
  expect(after).toBe(`${BASE}\n2024-03-01 * "after"\n  Expenses:Food  2.00 CNY\n  Assets:Cash\n`);
  expect(engineErrors()).toEqual([]);
  expect(beanCheck(after)?.errors ?? '').toBe('');
});

test('a store already running cuts back the fragment another process left when killed, before its next write lands', async () => {
  const warnings: string[] = [];
  const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
  await store.snapshot();
  await killedWriter(importText(50), 100);
  await store.write(() => ({ directives: [spend('2024-03-01', '2.00', 'after')], result: null }));
  expect(await readFile(file, 'utf8')).toBe(`${BASE}\n2024-03-01 * "after"\n  Expenses:Food  2.00 CNY\n  Assets:Cash\n`);
  expect(warnings).toHaveLength(1);
  expect((await store.snapshot()).ledger.errors).toEqual([]);
});

test('a store\'s own write killed mid-append is cut back when the service starts again', async () => {
  // A child process runs the store; its write of the text stops halfway and the process is killed.
  const script = `
    import fs from 'node:fs';
    import { syncBuiltinESMExports } from 'node:module';
    const { LedgerStore } = await import(${JSON.stringify(resolve('src/store/ledger-store.ts'))});
    const { Decimal } = await import(${JSON.stringify(resolve('src/ledger/core/decimal.ts'))});
    const realWrite = fs.writeSync;
    fs.writeSync = (fd, buffer, offset, length, ...rest) => {
      if (typeof buffer !== 'string' && length > 10000) {
        realWrite(fd, buffer, offset, Math.floor(length / 2));
        process.kill(process.pid, 'SIGKILL');
      }
      return realWrite(fd, buffer, offset, length, ...rest);
    };
    syncBuiltinESMExports();
    const posting = (account, number) => ({ account, flag: null, units: number === null ? null : { number: Decimal.parse(number), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source: { file: '<request>', line: 0 } });
    const rows = Array.from({ length: 1000 }, (_, i) => ({ type: 'transaction', date: '2024-02-01', flag: '*', payee: null, narration: 'row ' + i, tags: [], links: [], meta: {}, postings: [posting('Expenses:Food', i + '.00'), posting('Assets:Cash', null)], source: { file: '<request>', line: 0 } }));
    await new LedgerStore(${JSON.stringify(file)}).write(() => ({ directives: rows, result: null }));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(child.signal).toBe('SIGKILL');
  const torn = await readFile(file, 'utf8');
  expect(torn.length).toBeGreaterThan(BASE.length + 10000);
  expect(engineErrors()).not.toEqual([]);
  const warnings: string[] = [];
  const snapshot = await new LedgerStore(file, { warn: (m) => warnings.push(m) }).snapshot();
  expect(await readFile(file, 'utf8')).toBe(BASE);
  expect(snapshot.ledger.errors).toEqual([]);
  expect(warnings).toHaveLength(1);
});

test.each([
  ['the file is longer than the whole text (the write was done, someone appended after)', async (text: string) => {
    await killedWriter(text, Buffer.byteLength(text));
    await appendFile(file, '\n2024-03-02 * "by hand"\n  Expenses:Food  3.00 CNY\n  Assets:Cash\n');
  }],
  ['the file holds other bytes where the text was to begin', async (text: string) => {
    await killedWriter(text, 0);
    await appendFile(file, '\n2024-03-02 * "by hand"\n  Expenses:Food  3.00 CNY\n  Asse');
  }],
  ['the file at the path is another file now (replaced by a save)', async (text: string) => {
    await killedWriter(text, 300);
    const copy = `${file}.new`;
    await writeFile(copy, await readFile(file));
    await rename(copy, file);
  }],
  ['the file was changed well after the write (mended by hand)', async (text: string) => {
    await killedWriter(text, 300);
    const long = new Date(Date.now() - 60_000);
    await utimes(appendNoteOf(lock), long, long);
  }],
])('a fragment is left as it is when %s', async (_, make) => {
  const text = importText(50);
  await make(text);
  const before = await readFile(file, 'utf8');
  const warnings: string[] = [];
  const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
  await store.snapshot();
  await store.write(() => ({ directives: [spend('2024-03-01', '2.00', 'after')], result: null })).catch(() => undefined);
  expect((await readFile(file, 'utf8')).startsWith(before)).toBe(true);
  expect(warnings).toEqual([]);
  expect(existsSync(appendNoteOf(lock))).toBe(false);
});

test('a file at the note\'s name that is not a note is neither read as one nor removed', async () => {
  const text = importText(50);
  await killedWriter(text, 300);
  await writeFile(appendNoteOf(lock), 'my notes\n');
  const before = await readFile(file, 'utf8');
  await new LedgerStore(file).snapshot();
  expect(await readFile(file, 'utf8')).toBe(before);
  expect(await readFile(appendNoteOf(lock), 'utf8')).toBe('my notes\n');
});
