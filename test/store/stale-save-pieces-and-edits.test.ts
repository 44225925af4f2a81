// Editor-save QA (2026-11-29):
// 1. Identical transactions (the bus, posted again and again) were lost, unsaid, when an editor
//    saved a copy read before them in place in two pieces (truncate, half, a pause, the rest): the
//    guard looked at the half written file, which in a run of like entries still held what
//    preceded them, and each lost one was let be once the whole file held more copies than the
//    half, so that the rest of the save stood for all of them (18 of 48 lost in one run).
// 2. An entry the phone had just posted, its narration fixed in an editor that read the file after
//    the append and saved within 3 s, was written again: the entry twice, and a log that said the
//    save had read the file before the append.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, quiet as quietThen, saveByRename as saveByRenameOver, saveInPlace as saveInPlaceOf, sleep, storeOn as storeOnFile } from './editor-saves.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const KEPT_FIRST_LINE = /an append answered 3 s ago or less \(2024-01-02 \* "bus"\) was changed by a save that kept its first line: taken for edited and left as saved; add it back if the save was made from a copy read before it/;

const BUS = '2024-01-02 * "bus"\n  Expenses:Food  1 CNY\n  Assets:Cash\n';
const WRITTEN_AGAIN = /a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "bus"\): it was written again; delete it again if you removed it on purpose$/;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-pieces-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const saveByRename = (text: string) => saveByRenameOver(file, text);
const saveInPlace = (text: string, pieces = 1, pauseMs = 0) => saveInPlaceOf(file, text, pieces, pauseMs);
const storeOn = (ledger: string) => storeOnFile(file, ledger);
const quiet = (warnings: string[], done: (w: string[]) => boolean) => quietThen(file, warnings, done);

describe('identical transactions lost to a save in place in pieces', () => {
  test.each([
    ['in two pieces, 300 ms apart', 2, 300],
    ['in three pieces, 150 ms apart', 3, 150],
  ])('%s: every one written again', async (_how, pieces, pauseMs) => {
    const { store, warnings } = await storeOn(`${BASE}${`\n${BUS}`.repeat(20)}`);
    const copy = await readFile(file, 'utf8');
    for (let i = 0; i < 6; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    await saveInPlace(copy, pieces, pauseMs);
    const text = await quiet(warnings, (w) => w.length >= 1);
    // (the half written file, a run of buses, read as the copy; the rest of the save stood for all six)
    expect(count(text, '2024-01-02 * "bus"')).toBe(26);
    expect(warnings).toEqual([expect.stringMatching(/without 6 texts appended .* on purpose\): \(2024-01-02 \* "bus"\) ×6$/)]);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    await store.close();
  });

  test('a copy read after some of them: only those it lacks written again', async () => {
    const { store, warnings } = await storeOn(`${BASE}${`\n${BUS}`.repeat(20)}`);
    for (let i = 0; i < 2; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    const copy = await readFile(file, 'utf8');
    for (let i = 0; i < 4; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    await saveInPlace(copy, 2, 300);
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(count(text, '2024-01-02 * "bus"')).toBe(26);
    expect(warnings).toEqual([expect.stringMatching(/without 4 texts appended .* on purpose\): \(2024-01-02 \* "bus"\) ×4$/)]);
    await store.close();
  });
});

describe('an appended entry edited by a save that had read it', () => {
  const edit = (text: string) => text.replace('"lunch"', '"lunch with Bob"');

  test.each([
    ['renamed over it', (text: string) => saveByRename(text)],
    ['written in place', (text: string) => saveInPlace(text)],
    ['written in place in two pieces', (text: string) => saveInPlace(text, 2, 300)],
  ])('its narration changed, %s: the edit stands, not written again', async (_how, save) => {
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    const read = await readFile(file, 'utf8');
    await sleep(100);
    await save(edit(read));
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(text).toBe(edit(read));
    expect(warnings).toEqual([expect.stringMatching(/\(2024-01-02 \* "lunch"\) was changed by a save into \(2024-01-02 \* "lunch with Bob"\): taken for edited, not written again/)]);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    await store.close();
  });

  test('its date changed: the edit stands, not written again', async () => {
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    const read = await readFile(file, 'utf8');
    const redated = read.replace('2024-01-02 * "lunch"', '2024-01-01 * "lunch"');
    await saveByRename(redated);
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(text).toBe(redated);
    expect(warnings).toEqual([expect.stringMatching(/\(2024-01-02 \* "lunch"\) was changed by a save into \(2024-01-01 \* "lunch"\)/)]);
    await store.close();
  });

  test('two of them edited in one save: both edits stand', async () => {
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    await store.write(() => ({ directives: [spend('tea')], result: null }));
    const read = await readFile(file, 'utf8');
    const both = edit(read).replace('"tea"', '"green tea"');
    await saveByRename(both);
    const text = await quiet(warnings, (w) => w.length >= 2);
    expect(text).toBe(both);
    expect(warnings).toHaveLength(2);
    await store.close();
  });

  test('edited, and an append after it lost: only the lost one written again', async () => {
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    const read = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('tea')], result: null }));
    await saveByRename(edit(read));
    const text = await quiet(warnings, (w) => w.length >= 2);
    expect(count(text, '2024-01-02 * "lunch"')).toBe(0);
    expect(count(text, '2024-01-02 * "lunch with Bob"')).toBe(1);
    expect(count(text, '2024-01-02 * "tea"')).toBe(1);
    expect(warnings).toHaveLength(2);
    expect(warnings).toContainEqual(expect.stringMatching(/a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "tea"\): it was written again; delete it again if you removed it on purpose$/));
    await store.close();
  });

  test('a copy read before it, with an entry of its own typed at the end: written again', async () => {
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    const copy = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    await saveByRename(`${copy}\n2024-01-02 * "dinner"\n  Expenses:Food  30 CNY\n  Assets:Cash\n`);
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(count(text, '2024-01-02 * "lunch"')).toBe(1);
    expect(count(text, '2024-01-02 * "dinner"')).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(/a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "lunch"\): it was written again; delete it again if you removed it on purpose$/)]);
    await store.close();
  });

  test('a copy read before it, with an entry of its own with the same postings on another day: written again', async () => {
    // (race of my own: 3 answered writes taken for edited into the person's "hand" entry, lost)
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    const copy = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('bus ride')], result: null }));
    await saveByRename(`${copy}\n2024-01-05 * "hand" ^h-1\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(count(text, '2024-01-02 * "bus ride"')).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(/a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "bus ride"\): it was written again; delete it again if you removed it on purpose$/)]);
    await store.close();
  });

  test('a copy read before it, then the same entry posted again: the new one is no edit of the lost one', async () => {
    const { store, warnings } = await storeOn(`${BASE}${`\n${BUS}`.repeat(8)}`);
    const copy = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    await saveByRename(copy);
    await store.write(() => ({ directives: [spend('bus')], result: null }));
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(count(text, '2024-01-02 * "bus"')).toBe(10);
    expect(warnings).toEqual([expect.stringMatching(WRITTEN_AGAIN)]);
    await store.close();
  });
});

describe('identical entries lost to stale saves that fixed the last of them', () => {
  // (editor-save QA: each lost bus was taken for edited into the one bus the person fixed: half of
  // the answered writes lost, saves repeating while two phones posted)
  test('each lost one written again: the fixed entry stands for none of them', async () => {
    const { store, warnings } = await storeOn(`${BASE}${`\n${BUS}`.repeat(10)}`);
    const copy = await readFile(file, 'utf8');
    for (let i = 0; i < 3; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    const at = copy.lastIndexOf('Expenses:Food  1 CNY');
    const fixed = `${copy.slice(0, at)}Expenses:Food  2 CNY${copy.slice(at + 'Expenses:Food  1 CNY'.length)}`;
    await saveInPlace(fixed);
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(count(text, '2024-01-02 * "bus"')).toBe(13);
    expect(count(text, '  Expenses:Food  2 CNY')).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(/without 3 texts appended .* on purpose\): \(2024-01-02 \* "bus"\) ×3$/)]);
    await store.close();
  });

  test('the person fixed one of the appended ones, having read them: that one stands, none written again', async () => {
    const { store, warnings } = await storeOn(`${BASE}${`\n${BUS}`.repeat(10)}`);
    for (let i = 0; i < 3; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    const read = await readFile(file, 'utf8');
    const at = read.lastIndexOf('Expenses:Food  1 CNY');
    const fixed = `${read.slice(0, at)}Expenses:Food  2 CNY${read.slice(at + 'Expenses:Food  1 CNY'.length)}`;
    await saveInPlace(fixed);
    await sleep(1500);
    expect(await readFile(file, 'utf8')).toBe(fixed);
    // (its first line kept: an edit, left alone; said since session 51, as a save from a copy
    // read before it, holding an entry of one's own that begins alike, reads the same)
    expect(warnings).toEqual([expect.stringMatching(KEPT_FIRST_LINE)]);
    await store.close();
  });
});

describe('identical entries lost to a stale save that fixed the date of the first of them', () => {
  // (QA round 3: what preceded the lost ones was looked for, one line changed, only where its last
  // lines were last found, in a run of like entries one bus too late: taken for a file written anew,
  // 5 of 17 answered writes lost, unsaid)
  test('none lost, and said', async () => {
    const { store, warnings } = await storeOn(BASE);
    for (let i = 0; i < 4; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    const copy = await readFile(file, 'utf8');
    for (let i = 0; i < 5; i++) await store.write(() => ({ directives: [spend('bus')], result: null }));
    const fixed = copy.replace('2024-01-02 * "bus"', '2024-01-01 * "bus"');
    await saveByRename(fixed);
    const text = await quiet(warnings, (w) => w.length >= 1);
    expect(count(text, '2024-01-01 * "bus"')).toBe(1);
    // (the fixed one stands for the first, which the copy held; before session 46 the fourth was written again too, one too many)
    expect(count(text, '2024-01-02 * "bus"')).toBe(8);
    expect(warnings).toContainEqual(expect.stringMatching(/they were written again \(delete them again if you removed them on purpose\): \(2024-01-02 \* "bus"\) ×5$/));
    await store.close();
  });
});

describe('a stale save that also fixed an entry the service wrote three entries before the lost one', () => {
  test('the lost one is written again, the fix stands', async () => {
    const { store, warnings } = await storeOn(`${BASE}\n${BUS}`);
    await store.write(() => ({ directives: [spend('lunch')], result: null }));
    await store.write(() => ({ directives: [spend('tea')], result: null }));
    await store.write(() => ({ directives: [spend('coffee')], result: null }));
    const copy = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('taxi')], result: null }));
    const fixed = copy.replace('"lunch"\n  Expenses:Food  1 CNY', '"lunch"\n  Expenses:Food  2 CNY');
    expect(fixed).not.toBe(copy);
    await saveByRename(fixed);
    const text = await quiet(warnings, (w) => w.length >= 1);
    // (what preceded "taxi" was no longer there word for word: taken for a file written anew, "taxi" only warned about)
    expect(text).toBe(`${fixed}\n2024-01-02 * "taxi"\n  Expenses:Food  1 CNY\n  Assets:Cash\n`);
    expect(warnings).toEqual([expect.stringMatching(/a save held the file without a text appended 3 s ago or less \(2024-01-02 \* "taxi"\): it was written again; delete it again if you removed it on purpose$/)]);
    await store.close();
  });
});
