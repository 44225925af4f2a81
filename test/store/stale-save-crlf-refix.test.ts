// Store QA, session 47 (finding 1): on a ledger kept with CRLF, a coffee was posted, the editor
// fixed its narration ("coffee edited") and saved, read the file again, a second coffee was
// posted, and the editor saved its copy with "coffee edited edited": the second coffee, answered
// 201, was taken for edited into "coffee edited edited" and not written again. With LF it was.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { editsOf, entryAt } from '../../src/store/edited-append.ts';
import { linesOf } from '../../src/store/stale-copy.ts';
import { count, saveByRename, saveInPlace, sleep, storeOn } from './editor-saves.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const TRAM = '2024-01-02 * "tram"';
const OLDER = `${BASE}${['lunch', 'tea', 'coffee', 'dinner'].map((what) => `\n2024-01-01 * "${what}"\n  Expenses:Food  3 CNY\n  Assets:Cash\n`).join('')}`;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-crlf-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function postTram(store: LedgerStore): Promise<void> {
  await store.write(() => ({ directives: [spend('tram')], result: null }));
}

/** `text` with the last line `from` (ending in `nl`) made `into`. */
function fixLast(text: string, from: string, into: string, nl: string): string {
  const at = text.lastIndexOf(`${from}${nl}`);
  return `${text.slice(0, at)}${into}${text.slice(at + from.length)}`;
}

const saves = [
  ['renamed over it', saveByRename],
  ['written in place', saveInPlace],
] as const;
const lineEnds = [
  ['CRLF', '\r\n'],
  ['LF', '\n'],
] as const;

describe('an append fixed, then a copy read after the fix saved with it fixed again, a like append made meanwhile', () => {
  for (const [how, save] of saves) {
    test.each(lineEnds)(`%s, ${how}: the second append is written again`, async (_ends, nl) => {
      const { store, warnings } = await storeOn(file, OLDER.replaceAll('\n', nl));
      await postTram(store);
      await sleep(200);
      await save(file, fixLast(await readFile(file, 'utf8'), TRAM, '2024-01-02 * "tram edited"', nl));
      await sleep(300);
      const copy = await readFile(file, 'utf8');
      await postTram(store);
      await sleep(300);
      await save(file, fixLast(copy, '2024-01-02 * "tram edited"', '2024-01-02 * "tram edited edited"', nl));
      await sleep(3500);
      const text = (await readFile(file, 'utf8')).replaceAll('\r\n', '\n');
      expect(count(text, '2024-01-02 * "tram edited edited"')).toBe(1);
      expect(count(text, TRAM)).toBe(1);
      expect(warnings.filter((w) => /"tram edited edited"\): taken for edited/.test(w))).toEqual([]);
      expect(warnings).toContainEqual(expect.stringMatching(/a text appended 3 s ago or less \(2024-01-02 \* "tram"\): it was written again/));
      await store.close();
    }, 10_000);
  }
});

describe('an entry of a file kept with CRLF reads as the same entry with LF', () => {
  const entry = (nl: string, narration: string) => ['2024-01-02 * "' + narration + '"', '  Expenses:Food  1 CNY', '  Assets:Cash'].join(nl);
  const fileOf = (nl: string) => Buffer.from(`${OLDER}\n${entry('\n', 'tram edited')}\n\n2024-01-03 open Assets:Bank\n`.replaceAll('\n', nl));

  test.each(lineEnds)('%s: its bytes end where its last line ends, its line end left out', (_ends, nl) => {
    const file = fileOf(nl);
    const at = entryAt(file, file.indexOf('2024-01-02'))!;
    expect(file.subarray(at.start, at.end).toString('utf8')).toBe(entry(nl, 'tram edited'));
    expect(at.lines).toEqual(linesOf(Buffer.from(entry('\n', 'tram edited'))));
  });

  test('lines of bytes that end between a CR and its LF', () => {
    expect(linesOf(Buffer.from(`${entry('\r\n', 'tram')}\r`))).toEqual(linesOf(Buffer.from(entry('\n', 'tram'))));
  });

  test.each(lineEnds)('%s: an entry taken from the file finds the older entry it reads as edited', (_ends, nl) => {
    // (as the guard looks for an older entry a stale save fixed again: see newEditsOf)
    const now = Buffer.from(`${entry(nl, 'tram edited edited')}${nl}`);
    const taken = entryAt(now, 0)!;
    const file = fileOf(nl);
    expect(editsOf(file, now.subarray(taken.start, taken.end)).map((e) => e.lines[0])).toEqual(['2024-01-02 * "tram edited"']);
  });
});
