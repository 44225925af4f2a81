// Household QA: an editor (or a sync tool) read the ledger, the service appended a transaction and
// answered 201, and then the editor saved its copy: renamed over the file, or written in place,
// 0-300 ms after the answer. The transaction was gone from the file for good (3 of 120 writes with
// a save every 0.3-1.3 s), and a retry with its Idempotency-Key only replayed the answer. Now the
// store watches an append for 3 s after its answer and writes it again when a save that had read
// the file before it puts the file back without it; a save that edited it (its first line still
// there) is left alone.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-'));
  file = join(dir, 'main.beancount');
  await writeFile(file, BASE);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (text: string, narration: string) => text.split(`"${narration}"`).length - 1;

/** Waits until the file holds `narration` `times` times, or 2 s; then the text. */
async function settled(narration: string, times: number): Promise<string> {
  for (let waited = 0; ; waited += 50) {
    const text = await readFile(file, 'utf8');
    if (count(text, narration) >= times || waited >= 2000) return text;
    await sleep(50);
  }
}

describe('a save of a copy read before an append, landing after its answer', () => {
  for (const how of ['renamed over the file', 'written in place'] as const) {
    for (const after of [0, 300]) {
      test(`${how}, ${after} ms after the answer: the text is written again, once`, async () => {
        const warnings: string[] = [];
        const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
        await store.snapshot();
        const stale = (await readFile(file, 'utf8')) + '\n2024-01-05 * "typed in the editor"\n  Expenses:Food  3 CNY\n  Assets:Cash\n';
        await store.write(() => ({ directives: [spend('bus')], result: null }));
        expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
        await sleep(after);
        if (how === 'renamed over the file') {
          await writeFile(join(dir, '.main.tmp'), stale);
          await rename(join(dir, '.main.tmp'), file);
        } else await writeFile(file, stale);
        const text = await settled('bus', 1);
        expect(count(text, 'bus')).toBe(1);
        expect(count(text, 'typed in the editor')).toBe(1);
        const snapshot = await store.snapshot();
        expect(snapshot.ledger.errors).toEqual([]);
        expect(snapshot.ledger.directives.filter((d) => d.type === 'transaction').map((d) => (d as { narration: string }).narration).sort()).toEqual(['bus', 'typed in the editor']);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toMatch(/a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "bus"\): it was written again; delete it again if you removed it on purpose$/);
        // and only once: nothing more comes
        await sleep(400);
        expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
      });
    }
  }

  test('a save that edited the appended text (its first line kept) is left as it is', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    const edited = (await readFile(file, 'utf8')).replace('Expenses:Food  1 CNY', 'Expenses:Food  2 CNY');
    await writeFile(file, edited);
    await sleep(600);
    expect(await readFile(file, 'utf8')).toBe(edited);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
  });

  test('a file written anew (without what preceded the append: a restore, another ledger) is left as it is', async () => {
    await writeFile(file, BASE + '2024-01-01 open Assets:Bank\n');
    const store = new LedgerStore(file);
    await store.snapshot();
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    const other = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n2024-01-01 open Assets:Other\n';
    await writeFile(file, other);
    await sleep(600);
    await store.snapshot();
    expect(await readFile(file, 'utf8')).toBe(other);
  });

  test('a deletion later than 3 s after the answer is the user\'s: left as it is', async () => {
    const store = new LedgerStore(file);
    await store.snapshot();
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    await sleep(3200);
    await writeFile(file, BASE);
    await sleep(300);
    await store.snapshot();
    expect(await readFile(file, 'utf8')).toBe(BASE);
  });
});

describe('a store closed (the service stops)', () => {
  test('no longer watches its last appends: a file put back after the close stays as put back', async () => {
    const warnings: string[] = [];
    const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
    await store.snapshot();
    const before = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    expect(count(await readFile(file, 'utf8'), 'bus')).toBe(1);
    await store.close();
    // (a process that goes on after its server closed: a test, a restart in place)
    await writeFile(file, before);
    // (an open store writes the text again within ~0.2 s: see the tests above)
    await sleep(1200);
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(warnings).toEqual([]);
  });
});
