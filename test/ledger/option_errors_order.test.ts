// Beancount 2.3's builder checks an `option` line as its parser reads it, so the option's errors
// stand among the syntax errors in file order, each file's with its own (an included file's
// options are ignored, but their mistakes are reported there).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../src/ledger/syntax/error_entry_printer.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

const run = requireBeancount();
const dir = mkdtempSync(join(tmpdir(), 'option-errors-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The `file:line: message` lines of bean-check's output (or ours, printed the same way), in order. */
function errorHeaders(output: string): string[] {
  return output.split('\n').filter((line) => /^\S+:\d+:/.test(line));
}

function expectSameOrderAsBeancount(main: string): void {
  const ours = Ledger.load(main).errors.map(formatErrorBlock).join('');
  expect(errorHeaders(ours)).toEqual(errorHeaders(beanCheck(main).output));
}

describe.runIf(run)('option errors in Beancount 2.3 order', () => {
  it('between the syntax errors of the lines around them', () => {
    const main = join(dir, 'one.beancount');
    writeFileSync(main, '2020-01-01 open Assets:A "x" "y"\noption "unknown" "x"\n2020-01-02 open Assets:B "x" "y"\n');
    expectSameOrderAsBeancount(main);
  });

  it('with those of an included file among that file\'s errors', () => {
    const main = join(dir, 'main.beancount');
    writeFileSync(
      main,
      'option "unknown1" "x"\n2020-01-01 open Assets:A "x" "y"\ninclude "inc.beancount"\n' +
        'option "inferred_tolerance_default" "USD:abc"\n2020-01-02 open Assets:B "x" "y"\noption "filename" "x"\n' +
        'option "allow_pipe_separator" "TRUE"\n2020-01-03 bogus\n',
    );
    writeFileSync(
      join(dir, 'inc.beancount'),
      '2020-01-01 open Assets:C "x" "y"\noption "unknown2" "x"\n2020-01-05 open Assets:D "x" "y"\n' +
        'option "inferred_tolerance_multiplier" "q"\nfoo\n',
    );
    expectSameOrderAsBeancount(main);
  });
});
