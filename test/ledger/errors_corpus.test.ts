// The error corpus: for each file in test/fixtures/errors, every error must be printed as
// bean-check (Beancount 2.3) prints it: file, line and message, and the entry Beancount shows
// under it, in the same text, and in the same order (up to the errors of one entry, whose accounts
// Beancount lists in a Python set's order).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../src/ledger/syntax/error_entry_printer.ts';
import { beanCheck, errorBlocks, errorPlacesInOrder, requireBeancount } from '../support/beancount.ts';

const run = requireBeancount();
const dir = join(import.meta.dirname, '../fixtures/errors');
const files = readdirSync(dir).filter((f) => f.endsWith('.beancount')).sort();

describe.skipIf(!run)('error corpus against bean-check', () => {
  it('has one fixture per check', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
  for (const name of files) {
    it(name, () => {
      const file = join(dir, name);
      const ours = Ledger.load(file).errors.map(formatErrorBlock).join('');
      const theirs = beanCheck(file).output;
      expect(errorBlocks(theirs).length).toBeGreaterThan(0);
      expect(errorBlocks(ours)).toEqual(errorBlocks(theirs));
      expect(errorPlacesInOrder(ours)).toEqual(errorPlacesInOrder(theirs));
    });
  }
});
