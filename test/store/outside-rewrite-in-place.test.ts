// QA of session 31 (a bot posting while Fava saves): a save that truncates the ledger in place and
// writes it all back a moment later, landing just after the store's append, made the store find
// its text gone and append it again: when the save had read the file after that append, the
// transaction was in the file twice for one 201. Now the store waits for such a rewrite to end
// and takes its text as written when the rewritten file holds it; when the save had read the file
// before the append (it drops the text), the text is appended once more, as before.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const EDITOR = '\n2024-01-03 * "by hand"\n  Expenses:Food  2 CNY\n  Assets:Cash\n';
type When = 'read after the append' | 'read before the append';
const save = vi.hoisted(() => ({ next: null as When | null, file: '', pause: 50, edit: (text: string) => text }));

// Right after the store's append (its one synchronous write), an editor cuts the file to nothing in
// place and, `pause` ms later, writes back what it read, edited, with an entry of its own.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const write = fs.writeSync as (fd: number, bytes: Buffer, offset: number, length: number) => number;
  const writeSync = ((fd: number, bytes: Buffer, offset: number, length: number) => {
    if (save.next === null || fs.fstatSync(fd).ino !== fs.statSync(save.file).ino) return write(fd, bytes, offset, length);
    const path = save.file;
    const before = fs.readFileSync(path, 'utf8');
    const written = write(fd, bytes, offset, length);
    const read = save.next === 'read after the append' ? fs.readFileSync(path, 'utf8') : before;
    save.next = null;
    fs.truncateSync(path, 0);
    const writeBack = () => fs.writeFileSync(path, save.edit(read) + EDITOR);
    if (save.pause === 0) writeBack();
    else setTimeout(writeBack, save.pause);
    return written;
  }) as typeof fs.writeSync;
  return { ...fs, writeSync, default: { ...fs, writeSync } };
});

const { LedgerStore } = await import('../../src/store/ledger-store.ts');

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outside-rewrite-in-place-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
  save.next = null;
  save.file = file;
  save.pause = 50;
  save.edit = (text) => text;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeDuringSave(when: When) {
  const store = new LedgerStore(file);
  await store.snapshot();
  save.next = when;
  const outcome = await store.write(() => ({ directives: [spend('bus')], result: null }));
  const text = await readFile(file, 'utf8');
  return { outcome, text, snapshot: await store.snapshot() };
}

describe('a save that rewrites the file in place while the store appends', () => {
  test('having read the appended text: the text is in the file once, and the answer says where', async () => {
    const { outcome, text, snapshot } = await writeDuringSave('read after the append');
    expect(text.split('"bus"').length - 1).toBe(1);
    expect(text).toBe(BASE + '\n2024-01-02 * "bus"\n  Expenses:Food  1 CNY\n  Assets:Cash\n' + EDITOR);
    expect(outcome.written[0]!.source.line).toBe(4);
    expect(snapshot.ledger.errors).toEqual([]);
    expect(snapshot.transactions.atSource(outcome.written[0]!.source)?.transaction.narration).toBe('bus');
  });

  test('having read the appended text and deleted a line above it: the text is in the file once', async () => {
    // (the bytes moved up: they were looked for only after the file's old end, QA)
    save.pause = 0;
    save.edit = (text) => text.replace('2024-01-01 open Expenses:Food\n', '2024-01-01 open Expenses:Food\n; \n').replace('2024-01-01 open Assets:Cash\n', '');
    await writeFile(file, '2024-01-01 open Assets:Cash\n' + BASE);
    const { outcome, text } = await writeDuringSave('read after the append');
    expect(text.split('"bus"').length - 1).toBe(1);
    expect(text.split('\n')[outcome.written[0]!.source.line - 1]).toBe('2024-01-02 * "bus"');
  });

  test('pausing 1.5 s between cutting the file and writing it back: the text is in the file once, and the write succeeds', async () => {
    // (it was planned again on the empty file: a 422 "nothing was written" for a text the save put back, QA)
    save.pause = 1500;
    const { outcome, text } = await writeDuringSave('read after the append');
    expect(text.split('"bus"').length - 1).toBe(1);
    expect(text.split('\n')[outcome.written[0]!.source.line - 1]).toBe('2024-01-02 * "bus"');
  });

  test('having read the file before the append: the text, dropped by the save, is appended once after it', async () => {
    const { outcome, text } = await writeDuringSave('read before the append');
    expect(text.split('"bus"').length - 1).toBe(1);
    expect(text.startsWith(BASE + EDITOR)).toBe(true);
    expect(text.endsWith('2024-01-02 * "bus"\n  Expenses:Food  1 CNY\n  Assets:Cash\n')).toBe(true);
    expect(text.split('\n')[outcome.written[0]!.source.line - 1]).toBe('2024-01-02 * "bus"');
  });
});
