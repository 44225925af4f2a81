// Snippets whose errors must read as bean-check (Beancount 2.3) prints them: each error's line
// and message, and the entry shown under it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../../src/ledger/syntax/error_entry_printer.ts';
import { beanCheck, errorBlocks, requireBeancount } from '../../support/beancount.ts';
import { beancount } from './snippets.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'bean-check-messages-'));

const SNIPPETS: Record<string, string> = {
  'a failed balance prints its difference as str(Decimal): 1.0E-7, 1E-28, 3E-8, and plain from 1E-6 up': `
    2020-01-01 open Assets:A
    2020-01-01 open Equity:E
    2020-01-02 * "units"
      Assets:A   0.12345670 BTC
      Assets:A   0.3333333333333333333333333333 USD
      Assets:A   0.3333333333333333333333333333 USD
      Assets:A   0.3333333333333333333333333333 USD
      Assets:A   0.00000001 ETH
      Assets:A   0.0000012 XYZ
      Assets:A   0.000002 ABC
      Equity:E
    2020-01-03 balance Assets:A  0.12345680 BTC
    2020-01-03 balance Assets:A  1 USD
    2020-01-03 balance Assets:A  0.00000004 ETH
    2020-01-03 balance Assets:A  0.0000001 XYZ
    2020-01-03 balance Assets:A  0.000001 ABC
  `,
};

describe.skipIf(!run)('error messages as bean-check prints them', () => {
  for (const [name, text] of Object.entries(SNIPPETS)) {
    it(name, () => {
      const file = join(work, `${name.replace(/\W+/g, '-').slice(0, 60)}.beancount`);
      writeFileSync(file, beancount(text));
      const ours = Ledger.load(file).errors.map(formatErrorBlock).join('');
      const theirs = beanCheck(file).output;
      expect(errorBlocks(theirs).length).toBeGreaterThan(0);
      expect(errorBlocks(ours)).toEqual(errorBlocks(theirs));
    });
  }
});
