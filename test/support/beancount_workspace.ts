// A temporary directory for the ledgers a differential test writes, and the one Beancount
// worker that reads them; both are cleaned up after the test file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { BeancountWorker } from './beancount_worker.ts';

export interface BeancountWorkspace {
  /** Writes `text` to a new file (`<name>-<n>.beancount`) and returns its path. */
  write(text: string, name?: string): string;
  /** The worker, started on first use and again if its process died. */
  worker(): BeancountWorker;
}

export function beancountWorkspace(prefix: string): BeancountWorkspace {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let counter = 0;
  let worker: BeancountWorker | undefined;
  afterAll(() => {
    worker?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    write(text, name = 'case') {
      const file = join(dir, `${name}-${++counter}.beancount`);
      writeFileSync(file, text);
      return file;
    },
    worker: () => (worker?.running ? worker : (worker = BeancountWorker.start())),
  };
}
