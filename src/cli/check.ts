// `check [-v] <file>`: load the ledger and print its errors the way bean-check does, to stderr:
// each `<file>:<line>:  <message>` (the file as loaded, i.e. absolute), then the entry it
// concerns when Beancount shows one, and a blank line. bean-check's options are taken: `-v`
// prints how long each step of the load took, first, in bean-check's layout; `-C` and
// `--cache-filename` change nothing, since no cache is kept.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Ledger } from '../ledger/ledger.ts';
import { WARNING_KIND } from '../ledger/core/directives.ts';
import { formatErrorBlock } from '../ledger/syntax/error_entry_printer.ts';
import type { TimingSink } from '../ledger/core/timings.ts';

export const CHECK_USAGE = 'beanledger check [-v|--verbose] [-C|--no-cache] [--cache-filename <name>] <file>';

export interface CheckArguments {
  file: string;
  verbose: boolean;
}

/** The file and options of `check`, or null when they are not a valid command line. */
export function parseCheckArguments(args: readonly string[]): CheckArguments | null {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        verbose: { type: 'boolean', short: 'v' },
        'no-cache': { type: 'boolean', short: 'C' },
        'cache-filename': { type: 'string' },
      },
    });
    if (positionals.length !== 1) return null;
    return { file: positionals[0]!, verbose: values.verbose === true };
  } catch {
    return null;
  }
}

/** A timing line as bean-check -v writes it: the step quoted in 48 columns, then its milliseconds, indented by depth. */
export function timingLine(step: string, indent: number, milliseconds: number): string {
  return `INFO    : Operation: ${`'${step}'`.padEnd(48)} Time: ${'      '.repeat(indent)}${milliseconds.toFixed(0).padStart(6)} ms\n`;
}

/** Writes each error's text; returns the exit code: 1 when the ledger has errors (warnings alone do not count), else 0. */
export function runCheck(file: string, write: (text: string) => void = (text) => process.stderr.write(text), options: { verbose?: boolean } = {}): number {
  const timings: TimingSink | undefined = options.verbose ? (step, depth, ms) => write(timingLine(step, depth + 1, ms)) : undefined;
  const started = performance.now();
  let ledger: Ledger;
  try {
    ledger = Ledger.load(file, undefined, timings);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? `File "${resolve(file)}" does not exist` : `File "${resolve(file)}" could not be read: ${(err as Error).message}`;
    write(formatErrorBlock({ source: { file: '<load>', line: 0 }, message: reason, kind: 'include' }));
    return 1;
  }
  if (options.verbose) write(timingLine('load (total)', 0, performance.now() - started));
  let failed = false;
  for (const e of [...ledger.errors, ...ledger.beancount3Names()]) {
    write(formatErrorBlock(e));
    if (e.kind !== WARNING_KIND) failed = true;
  }
  return failed ? 1 : 0;
}
