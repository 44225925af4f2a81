// QA (4 clients writing, an editor saving in place a copy read 0-300 ms before): a write began
// just before the save, and the save truncated the file under it; that write waited up to 3 s for
// the file to settle (append-landing.ts), holding the queue. The appends answered just before the
// save were lost to it, and their 3 s windows passed meanwhile: the reload after that write let
// them go unseen (13 answered writes gone, silently, per such save). Now an append is let go only
// once the store has seen the file still holding it after its window, and one the file lost
// without looking like a stale copy is warned about when it is let go.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-busy-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (text: string, narration: string) => text.split(`"${narration}"`).length - 1;

/** Waits until the file holds each narration once, or 2 s; then the text. */
async function settled(narrations: string[]): Promise<string> {
  for (let waited = 0; ; waited += 50) {
    const text = await readFile(file, 'utf8');
    if (narrations.every((n) => count(text, n) >= 1) || waited >= 2000) return text;
    await sleep(50);
  }
}

/** A promise and what settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('a stale save in place while a write holds the queue past the guard window', () => {
  test('the appends it lost are written again once the write is done', async () => {
    const warnings: string[] = [];
    const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
    await store.snapshot();
    // the editor reads the file, then the service appends two transactions and answers them
    const copy = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    await store.write(() => ({ directives: [spend('tram')], result: null }));
    // a write that takes its time (its plan waits) holds the queue
    const planning = gate();
    const release = gate();
    const held = store.write(async () => {
      planning.open();
      await release.opened;
      return { directives: [spend('taxi')], result: null };
    });
    await planning.opened;
    // the editor saves its copy in place, with a line of its own on top
    await writeFile(file, '; typed in the editor\n' + copy);
    // the guard looks (and finds the store busy) while the window of both appends passes
    await sleep(250);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3500);
    await sleep(250);
    release.open();
    await held;
    const text = await settled(['bus', 'tram', 'taxi']);
    // (said together once both are written again)
    for (let waited = 0; waited < 1000 && warnings.length < 1; waited += 50) await sleep(50);
    expect(count(text, 'bus')).toBe(1);
    expect(count(text, 'tram')).toBe(1);
    expect(count(text, 'taxi')).toBe(1);
    expect(text.startsWith('; typed in the editor\n')).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/a save held the file without 2 texts appended 3 s ago or less: they were written again \(delete them again if you removed them on purpose\): \(2024-01-02 \* "bus"\), \(2024-01-02 \* "tram"\)$/)]);
    await store.close();
  });
});

describe('an append the file lost, the file not reading as a stale copy', () => {
  test('is not written again, and is warned about when its window ends', async () => {
    const warnings: string[] = [];
    const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
    await store.snapshot();
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    // written anew: another ledger, nothing of what preceded the append
    const other = '2023-05-01 open Assets:Other\n2023-05-01 open Income:Other\n';
    await writeFile(file, other);
    await sleep(300);
    await store.snapshot();
    expect(warnings).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3500);
    await sleep(300);
    expect(await readFile(file, 'utf8')).toBe(other);
    expect(warnings).toEqual([expect.stringMatching(/an append answered 3\.\d s ago \(2024-01-02 \* "bus"\) is no longer in the file, and the file does not read as a copy saved from before it .* it is not written again/)]);
    await store.close();
  });

  test('one still in the file when its window ends is let go without a word', async () => {
    const warnings: string[] = [];
    const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
    await store.snapshot();
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3500);
    await sleep(300);
    // let go: a deletion now is the user's
    await writeFile(file, BASE);
    await sleep(400);
    await store.snapshot();
    expect(await readFile(file, 'utf8')).toBe(BASE);
    expect(warnings).toEqual([]);
    await store.close();
  });
});
