// `check <file>`: load the ledger and print its errors the way bean-check does, to stderr: each
// `<file>:<line>:  <message>` (the file as loaded, i.e. absolute), then the entry it concerns
// when Beancount shows one, and a blank line.
import { resolve } from 'node:path';
import { Ledger } from '../ledger/ledger.ts';
import { WARNING_KIND } from '../ledger/plugins/run_plugins.ts';
import { formatErrorBlock } from '../ledger/syntax/error_entry_printer.ts';

/** Writes each error's text; returns the exit code: 1 when the ledger has errors (warnings alone do not count), else 0. */
export function runCheck(file: string, write: (text: string) => void = (text) => process.stderr.write(text)): number {
  let ledger: Ledger;
  try {
    ledger = Ledger.load(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? `File "${resolve(file)}" does not exist` : `File "${resolve(file)}" could not be read: ${(err as Error).message}`;
    write(formatErrorBlock({ source: { file: '<load>', line: 0 }, message: reason, kind: 'include' }));
    return 1;
  }
  let failed = false;
  for (const e of ledger.errors) {
    write(formatErrorBlock(e));
    if (e.kind !== WARNING_KIND) failed = true;
  }
  return failed ? 1 : 0;
}
