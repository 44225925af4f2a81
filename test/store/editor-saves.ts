// How an editor saves the ledger while the store writes to it, for the stale-save tests: by
// renaming a temporary file over it, or in place (truncated, then written in pieces with pauses, as
// a slow save or a sync tool does); and the store on a ledger, with its warnings kept.
import { open, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LedgerStore } from '../../src/store/ledger-store.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many lines of `text` are exactly `line`. */
export const count = (text: string, line: string) => text.split('\n').filter((l) => l === line).length;

export async function saveByRename(file: string, text: string): Promise<void> {
  const temporary = join(dirname(file), '.main.tmp');
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** Saved in place: truncated, then written in `pieces` writes `pauseMs` apart. */
export async function saveInPlace(file: string, text: string, pieces = 1, pauseMs = 0): Promise<void> {
  const bytes = Buffer.from(text);
  const handle = await open(file, 'r+');
  await handle.truncate(0);
  for (let i = 0; i < pieces; i++) {
    if (i > 0) await sleep(pauseMs);
    const from = Math.floor((bytes.length * i) / pieces);
    const to = Math.floor((bytes.length * (i + 1)) / pieces);
    await handle.write(bytes, from, to - from, from);
  }
  await handle.close();
}

/** A store on `ledger` written to `file`, loaded, with the warnings it gives. */
export async function storeOn(file: string, ledger: string): Promise<{ store: LedgerStore; warnings: string[] }> {
  await writeFile(file, ledger);
  const warnings: string[] = [];
  const store = new LedgerStore(file, { warn: (m) => warnings.push(m) });
  await store.snapshot();
  return { store, warnings };
}

/** Waits until `done` holds of the warnings, or 4 s, then 300 ms more (anything else that would come); the file then. */
export async function quiet(file: string, warnings: string[], done: (w: string[]) => boolean): Promise<string> {
  for (let waited = 0; waited < 4000 && !done(warnings); waited += 50) await sleep(50);
  await sleep(300);
  return readFile(file, 'utf8');
}
