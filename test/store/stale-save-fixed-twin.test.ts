// Editor-save QA round 3 (session 45, finding 2): two identical trams posted, the editor read the
// file (both in it), fixed the narration or the date of the FIRST one and saved: the file held the
// fixed one and two trams, one too many, and the log said the save had read the file before an
// append. The fixed entry lowered the count of the text, so the last tram (which the save held)
// was taken for lost; an edited entry was looked for only where that one had been.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { count, saveByRename as saveByRenameOver, saveInPlace as saveInPlaceOf, sleep, storeOn as storeOnFile } from './editor-saves.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const TRAM = '2024-01-02 * "tram"';
/** A ledger with a few entries before the trams (what preceded them reads as a stale copy's). */
const OLDER = `${BASE}${['lunch', 'tea', 'coffee', 'dinner'].map((what) => `\n2024-01-01 * "${what}"\n  Expenses:Food  3 CNY\n  Assets:Cash\n`).join('')}`;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-twin-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const saveByRename = (text: string) => saveByRenameOver(file, text);
const saveInPlace = (text: string) => saveInPlaceOf(file, text);
const storeOn = (ledger: string) => storeOnFile(file, ledger);

async function postTrams(store: LedgerStore, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await store.write(() => ({ directives: [spend('tram')], result: null }));
}

/** The file once the guard has settled (its window is 3 s after the last answer). */
async function settled(): Promise<string> {
  await sleep(3500);
  return readFile(file, 'utf8');
}

/** `text` with its `nth` tram's first line (0: the first) made `into`. */
function fixTram(text: string, nth: number, into: string): string {
  let at = -1;
  for (let n = 0; n <= nth; n++) at = text.indexOf(`${TRAM}\n`, at + 1);
  return `${text.slice(0, at)}${into}${text.slice(at + TRAM.length)}`;
}

const saves = [
  ['renamed over it', saveByRename],
  ['written in place', saveInPlace],
] as const;
const fixes = [
  ['its narration', '2024-01-02 * "tram home"'],
  ['its date', '2024-01-01 * "tram"'],
] as const;

describe('the first of two identical appends fixed by a save that had read both', () => {
  for (const [how, save] of saves) {
    test.each(fixes)(`%s fixed, ${how}: the fix stands, nothing written again`, async (_what, into) => {
      const { store, warnings } = await storeOn(OLDER);
      await postTrams(store, 2);
      const read = await readFile(file, 'utf8');
      await sleep(300);
      const fixed = fixTram(read, 0, into);
      await save(fixed);
      const text = await settled();
      expect(count(text, into)).toBe(1);
      expect(count(text, TRAM)).toBe(1);
      expect(text).toBe(fixed);
      expect(warnings.filter((w) => /(was|were) written again/.test(w))).toEqual([]);
      expect((await store.snapshot()).ledger.errors).toEqual([]);
      await store.close();
    }, 10_000);
  }

  test('the middle of three fixed: the fix stands, nothing written again', async () => {
    const { store, warnings } = await storeOn(OLDER);
    await postTrams(store, 3);
    const fixed = fixTram(await readFile(file, 'utf8'), 1, '2024-01-02 * "tram home"');
    await saveInPlace(fixed);
    const text = await settled();
    expect(text).toBe(fixed);
    expect(warnings.filter((w) => /(was|were) written again/.test(w))).toEqual([]);
    await store.close();
  }, 10_000);
});

describe('identical appends, some posted after the copy was read, the first fixed', () => {
  test.each(fixes)('%s fixed: only those the copy lacked are written again', async (_what, into) => {
    const { store, warnings } = await storeOn(OLDER);
    await postTrams(store, 3);
    const copy = await readFile(file, 'utf8');
    await postTrams(store, 2);
    await saveByRename(fixTram(copy, 0, into));
    const text = await settled();
    // (the fixed one stands for the first; the two the copy lacked are written again, the third, which it held, not)
    expect(count(text, into)).toBe(1);
    expect(count(text, TRAM)).toBe(4);
    expect(warnings).toContainEqual(expect.stringMatching(/they were written again \(delete them again if you removed them on purpose\): \(2024-01-02 \* "tram"\) ×2$/));
    await store.close();
  }, 10_000);
});

describe('an edited entry stands for one append at most, and only one the save had read', () => {
  test('a copy read before two trams, with an older tram fixed: both written again', async () => {
    const { store, warnings } = await storeOn(`${OLDER}\n${TRAM}\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    const copy = await readFile(file, 'utf8');
    await postTrams(store, 2);
    await saveByRename(fixTram(copy, 0, '2024-01-02 * "tram home"'));
    const text = await settled();
    expect(count(text, '2024-01-02 * "tram home"')).toBe(1);
    expect(count(text, TRAM)).toBe(2);
    expect(warnings).toContainEqual(expect.stringMatching(/they were written again \(delete them again if you removed them on purpose\): \(2024-01-02 \* "tram"\) ×2$/));
    await store.close();
  }, 10_000);

  test('a copy read before a tram, with an older entry like it fixed again: written again', async () => {
    // (stress QA: "bus edited" made "bus edited edited" by a stale save took a lost bus)
    const { store, warnings } = await storeOn(`${OLDER}\n2024-01-02 * "tram edited"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    const copy = await readFile(file, 'utf8');
    await postTrams(store, 1);
    await saveByRename(copy.replace('"tram edited"', '"tram edited twice"'));
    const text = await settled();
    expect(count(text, '2024-01-02 * "tram edited twice"')).toBe(1);
    expect(count(text, TRAM)).toBe(1);
    expect(warnings).toContainEqual(expect.stringMatching(/a text appended 3 s ago or less \(2024-01-02 \* "tram"\): it was written again; delete it again if you removed it on purpose$/));
    await store.close();
  }, 10_000);

  test('a copy read before a tram, with a like entry of the person typed among older ones: written again', async () => {
    const { store, warnings } = await storeOn(`${OLDER}${OLDER.slice(BASE.length)}`);
    const copy = await readFile(file, 'utf8');
    await postTrams(store, 1);
    // (far enough up for what preceded the tram to be there word for word: a stale copy)
    const at = copy.indexOf('\n2024-01-01 * "lunch"');
    await saveByRename(`${copy.slice(0, at)}\n2024-01-02 * "tram home"\n  Expenses:Food  1 CNY\n  Assets:Cash\n${copy.slice(at)}`);
    const text = await settled();
    expect(count(text, '2024-01-02 * "tram home"')).toBe(1);
    expect(count(text, TRAM)).toBe(1);
    expect(warnings).toContainEqual(expect.stringMatching(/a text appended 3 s ago or less \(2024-01-02 \* "tram"\): it was written again; delete it again if you removed it on purpose$/));
    await store.close();
  }, 10_000);
});
