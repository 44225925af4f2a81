// Beancount 2.3 reports a booking_method it does not know as str(KeyError(value)), which is the
// value's repr(): quoted and escaped as Python writes a string, not pasted between two quotes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../../src/ledger/syntax/error_entry_printer.ts';
import { beanCheck, errorBlocks, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
const dir = mkdtempSync(join(tmpdir(), 'option-value-repr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each value as written between the option's double quotes (Beancount's string escapes apply).
const VALUES: Record<string, string> = {
  'a single quote and no double quote': "it's",
  'both quotes': 'it\'s \\"x\\"',
  'a backslash': 'a\\\\b',
  'a tab': 'tab\\there',
  'a raw newline and a carriage return': 'two\nlines\r',
  'control characters and a non-breaking space': 'del\x7f soh\x01 nbsp\u00a0',
  'Chinese text, printable as is': '先进先出',
};

describe.runIf(run)("Error for option 'booking_method' prints the value as repr() does", () => {
  for (const [name, value] of Object.entries(VALUES)) {
    it(name, () => {
      const file = join(dir, `${name.replace(/\W+/g, '-')}.beancount`);
      writeFileSync(file, `option "booking_method" "${value}"\n2020-01-01 open Assets:A\n`);
      const theirs = beanCheck(file).output;
      expect(theirs).toContain("Error for option 'booking_method'");
      expect(errorBlocks(Ledger.load(file).errors.map(formatErrorBlock).join(''))).toEqual(errorBlocks(theirs));
    });
  }
});
