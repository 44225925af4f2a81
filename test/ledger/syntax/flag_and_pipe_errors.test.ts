// Errors Beancount 2.3 reports around flags and pipes, line by line and in its order: a flag
// letter glued to the next character is still its lexer's FLAG (the rest is an invalid token,
// and its parser keeps quiet about the syntax error that follows); a deprecated pipe is reported
// on the transaction's first line.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../../src/ledger/syntax/error_entry_printer.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('flag-pipe-');

/** The `file:line: message` lines of bean-check's output (or ours, printed the same way), in order. */
function errorHeaders(output: string): string[] {
  return output.split('\n').filter((line) => /^\S+:\d+:/.test(line));
}

function expectSameErrorsAsBeancount(text: string): void {
  const file = workspace.write(text);
  const ours = Ledger.load(file).errors.map(formatErrorBlock).join('');
  const theirs = beanCheck(file).output;
  expect(errorHeaders(theirs).length).toBeGreaterThan(0);
  expect(errorHeaders(ours)).toEqual(errorHeaders(theirs));
}

const OPENS = '2020-01-01 open Assets:A\n2020-01-01 open Assets:B\n';

describe.runIf(run)('flags and pipes as Beancount 2.3 reports them', () => {
  it('a flag letter glued to what follows: only the invalid token is reported', () => {
    expectSameErrorsAsBeancount(
      OPENS +
        '2024-04-01 Sx "x"\n  Assets:A  1 USD\n  Assets:B  -1 USD\n' +
        '2024-04-02 * "y"\n  Cf Assets:A  1 USD\n  Assets:B  -1 USD\n' +
        '2024-04-03 So "x"\n  Assets:A  1 USD\n  Assets:B  -1 USD\n' +
        '2024-04-04 Ro "y"\n  Assets:A  1 USD\n  UéSD Assets:B  -1 USD\n' +
        '2024-04-05 * "z"\n  Assets:A  1 UéSD\n  Assets:B  -1 USD\n' +
        '2024-04-06 *\n  Tx Assets:A 1 USD\n  Assets:B  -1 USD\n',
    );
  });

  it('a flag letter glued to a token of its own, or starting a longer one', () => {
    expectSameErrorsAsBeancount(
      OPENS +
        '2024-04-01 S#tag "x"\n  Assets:A  1 USD\n  Assets:B  -1 USD\n' +
        '2024-04-02 T^lnk\n  Assets:A  1 USD\n  Assets:B  -1 USD\n' +
        '2024-04-03 Sopen Assets:C\n' +
        '2024-04-05 S:x\n' +
        '2024-04-08 Ux:y\n' +
        '2024-04-09 Rx:Y "a"\n  Assets:A  1 USD\n  Assets:B  -1 USD\n' +
        '2024-04-10 *\n  Sx:Y 1 USD\n  P! Assets:B  -1 USD\n  M1 Assets:B  -1 USD\n  Mé Assets:B  -1 USD\n',
    );
  });

  it('a pipe after a string that runs over lines is reported on the transaction line', () => {
    expectSameErrorsAsBeancount(
      '2020-01-06 * "a\nb" | "c"\n' +
        '2020-01-07 * "a" "b\nc" |\n' +
        '2020-01-09 * | "a\nb"\n' +
        '2020-01-10 txn "a\n\nb" | "c"\n' +
        '2020-01-11 * "a" |\n',
    );
  });
});
