import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../src/cli/check.ts';
import { beanCheck, errorBlocks, requireBeancount } from '../support/beancount.ts';
import { beanExample, withTypos } from '../support/bean_example.ts';

const fixture = join(import.meta.dirname, '../fixtures/errors/balance.beancount');

function capture(file: string): { code: number; output: string } {
  let output = '';
  const code = runCheck(file, (text) => {
    output += text;
  });
  return { code, output };
}

describe('runCheck', () => {
  it('prints each error as bean-check does, with the entry it concerns, and exits 1', () => {
    const { code, output } = capture(fixture);
    expect(code).toBe(1);
    expect(output).toMatch(/^\/.*balance\.beancount:\d+: +\S/);
    // A failed assertion is shown under its error; a later check shows it with its difference.
    expect(output).toMatch(/Balance failed for 'Assets:Bank'[^\n]*\n\n   2020-01-03 balance Assets:Bank {2,}301\.00 USD\n\n\n/);
    expect(output).toMatch(/Duplicate balance assertion[^\n]*\n\n   2020-01-03 balance Assets:Bank {2,}301\.00 USD   ; Diff: -1\.00 USD\n\n\n/);
    if (requireBeancount()) expect(errorBlocks(output)).toEqual(errorBlocks(beanCheck(fixture).output));
  });

  it('exits 0 on a clean ledger, even with a warning for an unsupported plugin', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    const file = join(dir, 'main.beancount');
    writeFileSync(file, 'plugin "some.plugin"\n2020-01-01 open Assets:Cash\n');
    const { code, output } = capture(file);
    expect(code).toBe(0);
    expect(output).toMatch(/^\/.*main\.beancount:1: +Plugin "some\.plugin" is not supported here; it was not run\n\n$/);
  });

  it('exits 1 with one error when the file does not exist', () => {
    const { code, output } = capture('/nonexistent/main.beancount');
    expect(code).toBe(1);
    expect(output).toBe('<load>:0:       File "/nonexistent/main.beancount" does not exist\n\n');
  });
});

describe.runIf(requireBeancount())('check against bean-check on a ledger with typos', () => {
  it('prints what bean-check prints, error for error and entry for entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-typos-'));
    const text = beanExample(24, '2013-01-01', '2021-01-01');
    let blocks = 0;
    for (const round of [0, 1, 2]) {
      const file = join(dir, `typos-${round}.beancount`);
      writeFileSync(file, withTypos(text, 2400 + round, 20));
      const { code, output } = capture(file);
      const theirs = beanCheck(file);
      expect(code).toBe(theirs.ok ? 0 : 1);
      expect(errorBlocks(output)).toEqual(errorBlocks(theirs.output));
      blocks += errorBlocks(output).length;
    }
    // The typos must break things (syntax, booking, balances, unknown accounts), or this says little.
    expect(blocks).toBeGreaterThan(30);
  }, 60_000);
});
