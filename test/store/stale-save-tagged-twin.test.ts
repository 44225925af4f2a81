// Editor-save stress QA (session 47): bus rides posted with and without a tag and a link
// (`"bus ride" #trip ^run-1`, `^run-10`), a person fixing the narration of one in stale copies.
// A lost ride was taken for edited into another ride's fix ("bus ride edited" #trip ^run-10),
// one answered write lost, unsaid: the fix's one new copy stood for two lost appends (an older
// identical fix was there before), or the fixed ride was itself a recent append of the service.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RawTransaction } from '../../src/ledger/core/directives.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { count, saveByRename, sleep, storeOn } from './editor-saves.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const RIDE_1 = '2024-01-02 * "ride" #trip ^run-1';
const RIDE_10 = '2024-01-02 * "ride" #trip ^run-10';
const FIXED_10 = '2024-01-02 * "ride edited" #trip ^run-10';
/** A ledger with a few entries before the rides (what preceded them reads as a stale copy's). */
const OLDER = `${BASE}${['lunch', 'tea', 'coffee', 'dinner'].map((what) => `\n2024-01-01 * "${what}"\n  Expenses:Food  3 CNY\n  Assets:Cash\n`).join('')}`;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-tagged-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function ride(link: string): RawTransaction {
  return { ...spend('ride'), tags: ['trip'], links: [link] };
}

async function post(store: LedgerStore, transaction: RawTransaction): Promise<void> {
  await store.write(() => ({ directives: [transaction], result: null }));
}

/** The file once the guard has settled (its window is 3 s after the last answer). */
async function settled(): Promise<string> {
  await sleep(3500);
  return readFile(file, 'utf8');
}

// (the second with other tags and links, or with the same ones: the fix's new copy stands for one)
const afterCopy = [
  ['a ride ^run-1', ride('run-1'), RIDE_1],
  ['a taxi with the same tag and link', { ...ride('run-10'), narration: 'taxi' }, '2024-01-02 * "taxi" #trip ^run-10'],
] as const;

test.each(afterCopy)('a ride ^run-10 fixed as an older one was, %s after the copy: that one is written again', async (_what, second, head) => {
  // (the older fix followed by rides like those the service appends, as in a run of them)
  const rides = `\n${RIDE_10}\n  Expenses:Food  1 CNY\n  Assets:Cash\n`.repeat(3);
  const { store, warnings } = await storeOn(file, `${OLDER}\n${FIXED_10}\n  Expenses:Food  1 CNY\n  Assets:Cash\n${rides}`);
  await post(store, ride('run-10'));
  const copy = await readFile(file, 'utf8');
  await post(store, second);
  const at = copy.lastIndexOf(`${RIDE_10}\n`);
  await saveByRename(file, `${copy.slice(0, at)}${FIXED_10}${copy.slice(at + RIDE_10.length)}`);
  const text = await settled();
  expect(count(text, FIXED_10)).toBe(2);
  expect(count(text, RIDE_10)).toBe(3);
  expect(count(text, head)).toBe(1);
  expect(warnings).toContainEqual(`${file}: a save held the file without a text appended 3 s ago or less (${head}): it was written again; delete it again if you removed it on purpose`);
  await store.close();
}, 10_000);

test('an older ride ^run-10 fixed, a ride ^run-1 and another ^run-10 after the copy: both written again', async () => {
  const { store, warnings } = await storeOn(file, OLDER);
  await post(store, ride('run-10'));
  // (its guard let go: an older entry, which the texts the service appended lately still hold)
  await sleep(3500);
  const copy = await readFile(file, 'utf8');
  await post(store, ride('run-1'));
  await post(store, ride('run-10'));
  await saveByRename(file, copy.replace(`${RIDE_10}\n`, `${FIXED_10}\n`));
  const text = await settled();
  expect(count(text, FIXED_10)).toBe(1);
  expect(count(text, RIDE_1)).toBe(1);
  expect(count(text, RIDE_10)).toBe(1);
  expect(warnings.filter((w) => /taken for edited/.test(w))).toEqual([]);
  await store.close();
}, 15_000);
