// QA of session 28: another program rewriting the main file in place (opened with truncation,
// written in two pieces 0.8 s apart, as a slow editor or a sync tool does) while the service
// writes. The service read the half written file, appended its transaction after it and answered
// 201; the rest of the rewrite then overwrote those bytes: the write was lost. A file that is now
// the beginning of what it was is taken as unfinished, and the write waits for it to be left alone.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outside-rewrite-'));
  file = join(dir, 'main.beancount');
  const more = Array.from({ length: 40 }, (_, i) => `2024-03-${String((i % 28) + 1).padStart(2, '0')} * "hand ${i}"\n  Expenses:Food  1.00 CNY\n  Assets:Cash  -1.00 CNY\n`).join('\n');
  await writeFile(file, `${BASE}\n${more}`);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a write during a slow in-place rewrite lands after the whole rewrite, and is kept', async () => {
  const store = new LedgerStore(file);
  await store.snapshot();
  const text = Buffer.from(await readFile(file));
  // the first 40% up to an entry's end, then the rest 0.35 s later (the quiet time after an ordinary outside change is 0.2 s), through one open file
  const cut = text.indexOf('\n\n', Math.floor(text.length * 0.4)) + 2;
  const fd = openSync(file, 'w');
  writeSync(fd, text, 0, cut);
  await sleep(50);
  const writing = store.write(() => ({ directives: [spend('service')], result: null }));
  await sleep(350);
  writeSync(fd, text, cut, text.length - cut, cut);
  closeSync(fd);
  await writing;
  const after = await readFile(file, 'utf8');
  expect(after.startsWith(text.toString('utf8'))).toBe(true);
  expect(after.match(/"service"/g)).toHaveLength(1);
});

/** Forty hand-written entries on 2024-01-01, the first narrated `first`. */
const hands = (first: string) =>
  Array.from({ length: 40 }, (_, i) => `2024-01-01 * "${i === 0 ? first : `hand ${i}`}"\n  Expenses:Food  1.00 CNY\n  Assets:Cash  -1.00 CNY\n`).join('\n');

/**
 * An included file that held `before` is rewritten in place to `after` (which ends in a balance
 * assertion a spending on 2024-01-02 breaks): truncated, its first 30% up to an entry's end, the
 * rest `pause` ms later, while the service writes such a spending. What the write answered.
 */
async function writeDuringIncludedRewrite(before: string, after: string, pause: number): Promise<string | number | undefined> {
  const included = join(dir, 'checks.beancount');
  await writeFile(included, before);
  await writeFile(file, `${BASE}include "checks.beancount"\n`);
  const store = new LedgerStore(file);
  await store.snapshot();
  const text = Buffer.from(after);
  const cut = text.indexOf('\n\n', Math.floor(text.length * 0.3)) + 2;
  const fd = openSync(included, 'w');
  writeSync(fd, text, 0, cut);
  await sleep(50);
  const writing = store.write(() => ({ directives: [spend('service')], result: null })).then(
    () => 'written',
    (e: { status?: number }) => e.status,
  );
  await sleep(pause);
  writeSync(fd, text, cut, text.length - cut, cut);
  closeSync(fd);
  return writing;
}

const ASSERTION = '\n2024-01-03 balance Assets:Cash  -40.00 CNY\n';

// QA of session 29: the same rewrite of an included file, whose end holds a balance assertion the
// write breaks. The service checked the write against the half written include (no assertion
// yet), answered 201, and bean-check failed once the rest was written back.
test('a write during a slow in-place rewrite of an included file is checked against the whole file', async () => {
  const text = `${hands('hand 0')}${ASSERTION}`;
  expect(await writeDuringIncludedRewrite(text, text, 350)).toBe(422);
  expect(await readFile(file, 'utf8')).not.toContain('"service"');
});

// The recheck of the same session: the rewrite changes an earlier line too, so the half written is
// not the beginning of what the file held; it was waited for 0.2 s only, and the write got through.
test('a write during a slow in-place rewrite of an included file that changes an earlier line waits for the rest', async () => {
  expect(await writeDuringIncludedRewrite(hands('hand 0'), `${hands('renamed')}${ASSERTION}`, 400)).toBe(422);
  expect(await readFile(file, 'utf8')).not.toContain('"service"');
});
