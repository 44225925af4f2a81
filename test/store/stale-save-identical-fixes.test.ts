// Editor-save QA (session 46, identical-buses stress run): two phones posting the same bus while an
// editor saved stale copies in place in pieces, half of them fixing the amount of a bus: 1 of 253
// answered writes lost, unsaid. The half written file read as the copy, so the lost ones were
// judged on the settled file against what the save left of them:
// 1. the save fixed one bus the way an older one had been fixed (two identical fixed entries): the
//    one new copy was taken for one lost bus, and the same edit, found again where the next lost
//    one had been appended, for another;
// 2. an earlier save had fixed one of the appended buses (its first line kept): the first lines
//    the save left were counted as before that fix, one too few, and one lost bus passed for put
//    back by the save.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { count, quiet as quietThen, saveByRename as saveByRenameOver, saveInPlace as saveInPlaceOf, sleep, storeOn as storeOnFile } from './editor-saves.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const BUS = '2024-01-02 * "bus"\n  Expenses:Food  1 CNY\n  Assets:Cash\n';
const HEAD = '2024-01-02 * "bus"';
const FIXED = '  Expenses:Food  2 CNY';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-identical-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const saveByRename = (text: string) => saveByRenameOver(file, text);
/** Saved in place in two pieces 300 ms apart (truncated, half, a pause, the rest). */
const saveInTwoPieces = (text: string) => saveInPlaceOf(file, text, 2, 300);
const storeOn = (ledger: string) => storeOnFile(file, ledger);
const quiet = (warnings: string[], done: (w: string[]) => boolean) => quietThen(file, warnings, done);

async function postBuses(store: LedgerStore, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
}

/** `text` with the amount of its last bus fixed (1 CNY made 2 CNY). */
function fixLast(text: string): string {
  const at = text.lastIndexOf('  Expenses:Food  1 CNY');
  return `${text.slice(0, at)}${FIXED}${text.slice(at + FIXED.length)}`;
}

describe('identical entries lost to a save in pieces that also fixed one of them', () => {
  test('fixed as an older one was: the fix stands for one bus, every lost one written again', async () => {
    // (twenty buses, the second fixed long ago)
    const buses = `\n${BUS}`.repeat(20);
    const { store, warnings } = await storeOn(`${BASE}${fixLast(buses.slice(0, 2 * (BUS.length + 1)))}${buses.slice(2 * (BUS.length + 1))}`);
    await postBuses(store, 3);
    const copy = await readFile(file, 'utf8');
    await postBuses(store, 4);
    await saveInTwoPieces(fixLast(copy));
    const text = await quiet(warnings, (w) => w.some((m) => m.includes('written again')));
    // (20 + 7 buses, two of them fixed: the one fixed before and the last the copy held)
    expect(count(text, HEAD)).toBe(27);
    expect(count(text, FIXED)).toBe(2);
    expect(warnings).toContainEqual(expect.stringMatching(/without 4 texts appended .* on purpose\): \(2024-01-02 \* "bus"\) ×4$/));
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    await store.close();
  });

  test('one of the appended ones fixed by an earlier save: every one the later save lost written again', async () => {
    const { store, warnings } = await storeOn(`${BASE}${`\n${BUS}`.repeat(20)}`);
    await postBuses(store, 3);
    // (a save that had read them fixes the last: an edit, left alone)
    await saveByRename(fixLast(await readFile(file, 'utf8')));
    await sleep(400);
    await postBuses(store, 2);
    const copy = await readFile(file, 'utf8');
    await postBuses(store, 2);
    await saveInTwoPieces(copy);
    const text = await quiet(warnings, (w) => w.some((m) => m.includes('written again')));
    expect(count(text, HEAD)).toBe(27);
    expect(count(text, FIXED)).toBe(1);
    expect(warnings).toContainEqual(expect.stringMatching(/without 2 texts appended .* on purpose\): \(2024-01-02 \* "bus"\) ×2$/));
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    await store.close();
  });
});
