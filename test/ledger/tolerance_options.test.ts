// Tolerance options on which Beancount 2.3 stops (bean-check prints a Python traceback): a value
// beyond the decimal context (Overflow), an infinite or -1024 tolerance that an interpolated
// number would be rounded to. The load reports one error where Beancount stops, and a write
// checked against the ledger gets the same; none of them may make the digits of an exponent.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';
import { beanCheck, requireBeancount } from '../support/beancount.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'tolerance-options-'));
const OPENS = '2024-01-01 open Assets:Cash\n2024-01-01 open Expenses:Food\n';

interface Case {
  option: string;
  entries: string;
  /** What bean-check's traceback ends with. */
  signal: string;
  /** Our error, as `line: message`. */
  error: string;
}

const CASES: Record<string, Case> = {
  'a multiplier that overflows in infer_tolerances': {
    option: 'option "inferred_tolerance_multiplier" "1e999999999"\n',
    entries: '2024-01-02 * "x"\n  Expenses:Food 10.3 USD\n  Assets:Cash -10.3 USD\n',
    signal: 'decimal.Overflow',
    error: "4: Beancount 2.3 stops on this entry with decimal.Overflow: [<class 'decimal.Overflow'>]",
  },
  'a multiplier that overflows in the balance plugin': {
    option: 'option "inferred_tolerance_multiplier" "1e1000000"\n',
    entries: '2024-01-02 * "x"\n  Expenses:Food 10 USD\n  Assets:Cash -10 USD\n2024-01-03 balance Assets:Cash -10.00 USD\n',
    signal: 'decimal.Overflow',
    error: `0: Error applying plugin "beancount.ops.balance": decimal.Overflow: [<class 'decimal.Overflow'>]`,
  },
  'an infinite multiplier and an interpolated number': {
    option: 'option "inferred_tolerance_multiplier" "Infinity"\n',
    entries: '2024-01-02 * "x"\n  Expenses:Food 10.3 USD\n  Assets:Cash\n',
    signal: 'decimal.InvalidOperation',
    error: '6: The interpolated amount -10.3 USD cannot be rounded to the tolerance Infinity USD (Beancount 2.3 stops there with a traceback)',
  },
  'a default of 1e999999999 and an interpolated number': {
    option: 'option "inferred_tolerance_default" "USD:1e999999999"\n',
    entries: '2024-01-02 * "x"\n  Expenses:Food 10 USD\n  Assets:Cash\n',
    signal: 'decimal.Overflow',
    error: '6: The interpolated amount -10 USD cannot be rounded to the tolerance 1E+999999999 USD (Beancount 2.3 stops there with a traceback)',
  },
  'a negative multiplier: the int -1024 as the tolerance': {
    option: 'option "inferred_tolerance_multiplier" "-1e10"\n',
    entries: '2024-01-02 * "x"\n  Expenses:Food 10.30 USD\n  Assets:Cash\n',
    signal: "AttributeError: 'int' object has no attribute 'normalize'",
    error: '6: The interpolated amount -10.30 USD cannot be rounded to the tolerance -1024 USD (Beancount 2.3 stops there with a traceback)',
  },
};

describe('tolerance options on which Beancount 2.3 stops', () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(name, () => {
      const header = c.option + OPENS;
      const file = join(work, `${Object.keys(CASES).indexOf(name)}.beancount`);
      writeFileSync(file, header + c.entries);
      if (run) {
        const verdict = beanCheck(file);
        expect(verdict.ok).toBe(false);
        expect(verdict.output).toContain(c.signal);
      }
      const ours = Ledger.load(file).errors.map((e) => `${e.source.line}: ${e.message}`);
      expect(ours).toEqual([c.error]);
      // A write of the same entries is refused with the error of the entry Beancount stops on.
      const headerLines = header.split('\n').length - 1;
      const additions = parseText(header + c.entries, file).directives.filter((d) => d.source.line > headerLines);
      const checked = Ledger.fromText(header, file).check(additions).errors.map((e) => `${e.source.line}: ${e.message}`);
      expect(checked.length).toBeGreaterThan(0);
      if (c.error.startsWith('0:')) expect(checked).toEqual([expect.stringContaining('decimal.Overflow')]);
      else expect(checked).toEqual([c.error]);
    });
  }

  it('checks a write under a multiplier of 1e-999999999 as bean-check does: no tolerance left', () => {
    const ledger = Ledger.fromText('option "inferred_tolerance_multiplier" "1e-999999999"\n' + OPENS);
    const additions = parseText('2024-01-02 * "x"\n  Expenses:Food 10.3 USD\n  Assets:Cash -10 USD\n', '<string>').directives;
    expect(ledger.check(additions).errors.map((e) => e.message)).toEqual(['Transaction does not balance: (0.3 USD)']);
  });
});
