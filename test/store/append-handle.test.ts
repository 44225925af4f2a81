// The store's append never creates the main file (couple QA, session 47: a post that landed while
// `git stash` had removed the file and not yet written it anew created it empty; git's own create
// then failed and the stash left the ledger empty).
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMissing, openToAppend } from '../../src/store/append-handle.ts';
import { LedgerStore } from '../../src/store/ledger-store.ts';
import { BASE, spend } from './mocked-fs-fixtures.ts';

describe('openToAppend', () => {
  it('rejects a missing file as missing and creates nothing', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bl-append-')), 'main.beancount');
    const err = await openToAppend(file).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isMissing(err)).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it('appends at the end of an existing file, whatever position is written at, and reads it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bl-append-')), 'main.beancount');
    writeFileSync(file, '2026-01-01 open Assets:Cash\n');
    const handle = await openToAppend(file);
    try {
      await handle.write('2026-01-02 open Assets:Bank\n', 0);
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, 0);
      expect(last.toString()).toBe('2');
    } finally {
      await handle.close();
    }
    expect(readFileSync(file, 'utf8')).toBe('2026-01-01 open Assets:Cash\n2026-01-02 open Assets:Bank\n');
  });
});

describe('a write while git has removed the main file to write it anew', () => {
  it('waits for the file to come back and appends to it, creating nothing itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-append-'));
    const file = join(dir, 'main.beancount');
    writeFileSync(file, BASE);
    const store = new LedgerStore(file, { warn: () => undefined, info: () => undefined });
    try {
      await store.snapshot();
      rmSync(file);
      // (git's own create, 100 ms later: it fails if the file is there, as O_EXCL does)
      const back = new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          try {
            writeFileSync(file, BASE, { flag: 'wx' });
            resolve();
          } catch (err) {
            reject(err as Error);
          }
        }, 100),
      );
      const written = store.write(() => ({ directives: [spend('bus')], result: null }));
      await back;
      await written;
      const text = readFileSync(file, 'utf8');
      expect(text.startsWith(BASE)).toBe(true);
      expect(text.split('"bus"').length - 1).toBe(1);
    } finally {
      await store.close();
    }
  });
});
