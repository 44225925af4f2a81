// `check <file>`: load the ledger and print its errors the way bean-check does
// (`<file>:<line>:  <message>`, the file as loaded, i.e. absolute), to stderr.
import { resolve } from 'node:path';
import type { LedgerError } from '../ledger/core/directives.ts';
import { Ledger } from '../ledger/ledger.ts';
import { WARNING_KIND } from '../ledger/plugins/run_plugins.ts';

/** printer.render_source + message: the location is padded so that messages line up. */
export function formatError(e: LedgerError): string {
  return `${e.source.file}:${`${e.source.line}:`.padEnd(8)} ${e.message}`;
}

/** Returns the exit code: 1 when the ledger has errors (warnings alone do not count), else 0. */
export function runCheck(file: string, write: (line: string) => void = (line) => process.stderr.write(line + '\n')): number {
  let ledger: Ledger;
  try {
    ledger = Ledger.load(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? `File "${resolve(file)}" does not exist` : `File "${resolve(file)}" could not be read: ${(err as Error).message}`;
    write(formatError({ source: { file: '<load>', line: 0 }, message: reason, kind: 'include' }));
    return 1;
  }
  let failed = false;
  for (const e of ledger.errors) {
    write(formatError(e));
    if (e.kind !== WARNING_KIND) failed = true;
  }
  return failed ? 1 : 0;
}
