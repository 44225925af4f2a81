// The ledgers of Beancount's own unit tests, written to a directory, with what Beancount's loader
// makes of each (see beancount_test_ledgers.py).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEANCOUNT_PYTHON, type BeancountView } from './beancount.ts';
import type { BookedEntry } from './beancount_worker.ts';

/** `shown`: each error that carries an entry, as bean-check prints it (with that entry). */
export type BeancountOutcome = (BeancountView & { entries: BookedEntry[]; shown: string[] }) | { crash: string };

/** Writes `<dir>/<name>.beancount` for each ledger; returns Beancount's outcome per name. */
export function beancountTestLedgers(dir: string): Record<string, BeancountOutcome> {
  const result = join(dir, 'beancount.json');
  execFileSync(BEANCOUNT_PYTHON, [join(import.meta.dirname, 'beancount_test_ledgers.py'), dir, result], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' },
  });
  return JSON.parse(readFileSync(result, 'utf8')) as Record<string, BeancountOutcome>;
}
