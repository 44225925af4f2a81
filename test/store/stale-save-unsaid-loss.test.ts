// Safety QA: one client posting ten times a second while an editor saved a copy read a second
// before, every 2-3 s, lost the run's first answered write in 4 runs of 4, with nothing in the log.
// Its first line, `2025-11-01 * "race" ^r-0-1`, was the beginning of `... ^r-0-10`, appended later:
// the guard took the text for one the save had edited (its first line still there) and let it go.
// The same for a transaction typed twice (the bus there and back): the first one's text or first
// line stood for the second. An appended text is now looked for where it was written (after what
// preceded it), and a first line kept by an edit only as a whole line right there.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { holdsLine, keepsAppendedHead } from '../../src/store/stale-copy.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

const BUS = '2024-01-02 * "bus"\n  Expenses:Food  1 CNY\n  Assets:Cash\n';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stale-save-twins-'));
  file = join(dir, 'main.beancount');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (text: string, line: string) => text.split('\n').filter((l) => l === line).length;
const saveByRename = async (text: string) => {
  await writeFile(join(dir, '.main.tmp'), text);
  await rename(join(dir, '.main.tmp'), file);
};

/** A store on `ledger`; `writes` appended by it; the file as read before the last `stale` of them. */
async function appended(ledger: string, writes: number, stale: number) {
  await writeFile(file, ledger);
  const warnings: string[] = [];
  const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
  await store.snapshot();
  let copy = '';
  for (let i = 0; i < writes; i++) {
    if (i === writes - stale) copy = await readFile(file, 'utf8');
    await store.write(() => ({ directives: [spend('bus')], result: null }));
  }
  return { store, warnings, copy };
}

/** The file once it holds `line` `times` times (or after 2 s), and the warnings then. */
async function settled(line: string, times: number, warnings: string[]): Promise<string> {
  for (let waited = 0; ; waited += 50) {
    const text = await readFile(file, 'utf8');
    if ((count(text, line) >= times && warnings.length > 0) || waited >= 2000) return text;
    await sleep(50);
  }
}

const WRITTEN_AGAIN = /put it back without it: the appended text \(2024-01-02 \* "bus"\) was written again/;

describe('a stale save losing an append whose text or first line the file holds elsewhere', () => {
  test('the same transaction already in the file, before the append: written again', async () => {
    const { store, warnings, copy } = await appended(`${BASE}\n${BUS}`, 1, 1);
    await saveByRename(copy);
    const text = await settled('2024-01-02 * "bus"', 2, warnings);
    expect(count(text, '2024-01-02 * "bus"')).toBe(2);
    expect(warnings).toEqual([expect.stringMatching(WRITTEN_AGAIN)]);
    expect((await store.snapshot()).ledger.errors).toEqual([]);
    await store.close();
  });

  test('typed twice through the service, the copy read between the two: the second written again', async () => {
    const { store, warnings, copy } = await appended(BASE, 2, 1);
    expect(count(copy, '2024-01-02 * "bus"')).toBe(1);
    await saveByRename(copy);
    const text = await settled('2024-01-02 * "bus"', 2, warnings);
    expect(count(text, '2024-01-02 * "bus"')).toBe(2);
    expect(warnings).toEqual([expect.stringMatching(WRITTEN_AGAIN)]);
    await store.close();
  });

  test('its first line the beginning of another one (a tag after it): written again', async () => {
    const ledger = `${BASE}\n2024-01-02 * "bus" #trip\n  Expenses:Food  7 CNY\n  Assets:Cash\n`;
    const { store, warnings, copy } = await appended(ledger, 1, 1);
    await saveByRename(`${copy}\n2024-01-03 * "bus" ^typed\n  Expenses:Food  2 CNY\n  Assets:Cash\n`);
    const text = await settled('2024-01-02 * "bus"', 1, warnings);
    expect(count(text, '2024-01-02 * "bus"')).toBe(1);
    expect(text).toContain('^typed');
    expect(warnings).toEqual([expect.stringMatching(WRITTEN_AGAIN)]);
    await store.close();
  });

  test('a save that edited the append, the same transaction before it: left as it is', async () => {
    const { store, warnings } = await appended(`${BASE}\n${BUS}`, 1, 1);
    const now = await readFile(file, 'utf8');
    const at = now.lastIndexOf('Expenses:Food  1 CNY');
    const edited = `${now.slice(0, at)}Expenses:Food  2 CNY${now.slice(at + 'Expenses:Food  1 CNY'.length)}`;
    await saveByRename(edited);
    await sleep(600);
    expect(await readFile(file, 'utf8')).toBe(edited);
    expect(warnings).toEqual([]);
    await store.close();
  });
});

describe('a stale save losing more appends than were guarded before', () => {
  test('600 written at once, then a copy read before them saved: every one written again', async () => {
    await writeFile(file, BASE);
    const warnings: string[] = [];
    const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
    await store.snapshot();
    const copy = await readFile(file, 'utf8');
    await Promise.all(Array.from({ length: 600 }, (_, i) => store.write(() => ({ directives: [spend(`w${i}`)], result: null }))));
    await saveByRename(copy);
    let text = '';
    for (let waited = 0; waited < 10_000; waited += 100) {
      text = await readFile(file, 'utf8');
      if (warnings.length >= 600) break;
      await sleep(100);
    }
    const lines = new Set(text.split('\n'));
    expect(Array.from({ length: 600 }, (_, i) => `2024-01-02 * "w${i}"`).filter((line) => !lines.has(line))).toEqual([]);
    expect(warnings.filter((w) => / was written again$/.test(w))).toHaveLength(600);
    await store.close();
  }, 20_000);
});

describe('keepsAppendedHead and holdsLine', () => {
  const preceding = Buffer.from('2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food');
  const head = Buffer.from('2024-01-02 * "bus"');
  test('the first line right after what preceded it, LF or CRLF, blank lines between', () => {
    expect(keepsAppendedHead(Buffer.from(`${preceding}\n\n${head}\n  Expenses:Food  2 CNY\n`), preceding, head)).toBe(true);
    expect(keepsAppendedHead(Buffer.from(`${preceding}\r\n\r\n${head}\r\n`), preceding, head)).toBe(true);
  });
  test('not a line that only begins so, nor the line elsewhere, nor after another entry', () => {
    expect(keepsAppendedHead(Buffer.from(`${preceding}\n\n${head} #trip\n`), preceding, head)).toBe(false);
    expect(keepsAppendedHead(Buffer.from(`${head}\n  Expenses:Food  1 CNY\n  Assets:Cash\n${preceding}\n`), preceding, head)).toBe(false);
    expect(keepsAppendedHead(Buffer.from(`${preceding}\n\n2024-01-03 * "typed"\n  Expenses:Food  2 CNY\n  Assets:Cash\n\n${head}\n`), preceding, head)).toBe(false);
  });
  test('holdsLine: a whole line only', () => {
    expect(holdsLine(Buffer.from(`a\n${head}\r\nb`), head)).toBe(true);
    expect(holdsLine(Buffer.from(`${head}`), head)).toBe(true);
    expect(holdsLine(Buffer.from(`a\n${head} ^x\n`), head)).toBe(false);
    expect(holdsLine(Buffer.from(`x${head}\n`), head)).toBe(false);
  });
});
