import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCheckArguments, runCheck } from '../../src/cli/check.ts';
import { beanCheck, errorBlocks, requireBeancount } from '../support/beancount.ts';
import { beanExample, withTypos } from '../support/bean_example.ts';

const fixture = join(import.meta.dirname, '../fixtures/errors/balance.beancount');

function capture(file: string, verbose = false): { code: number; output: string } {
  let output = '';
  const code = runCheck(
    file,
    (text) => {
      output += text;
    },
    { verbose },
  );
  return { code, output };
}

const TIMING = /^INFO {4}: Operation: '(.+)' +Time: ( *)(\d+) ms$/;

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

  // (power-user QA: a ledger of 资产:现金 under renamed roots checked clean here, while bean-check
  // reported 17 invalid account names)
  it('warns once per account opened with a name only Beancount 3 reads, and still exits 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    const file = join(dir, 'main.beancount');
    writeFileSync(
      file,
      'option "name_assets" "资产"\n2020-01-01 open 资产:现金\n2020-01-01 open 资产:Bank\n2020-01-01 open Expenses:Food-餐饮\n2020-01-01 open Expenses:餐饮\n' +
        '2020-01-02 * "x"\n  Expenses:餐饮  1 CNY\n  资产:现金\n',
    );
    const { code, output } = capture(file);
    expect(code).toBe(0);
    expect(output.split('\n\n').filter((b) => b !== '').map((b) => b.replace(/^\/.*main\.beancount:/, ''))).toEqual([
      '2:       Account name 资产:现金 is read as Beancount 3 reads it; Beancount 2.3 (bean-check, Fava) reports each line naming it as an invalid account name',
      '5:       Account name Expenses:餐饮 is read as Beancount 3 reads it; Beancount 2.3 (bean-check, Fava) reports each line naming it as an invalid account name',
    ]);
    // the lines bean-check reports are those naming the two accounts
    if (requireBeancount()) expect(beanCheck(file).output.match(/Invalid account name/g)).toHaveLength(4);
  });

  // (public-ledger QA: with auto_accounts the warning stood at `<auto_accounts>:0`)
  it('puts the warning of an account auto_accounts opens on the first posting naming it, where bean-check reports it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-'));
    const file = join(dir, 'main.beancount');
    writeFileSync(file, 'plugin "beancount.plugins.auto_accounts"\n\n2020-01-02 * "x"\n  Expenses:食費  1 JPY\n  Assets:現金\n\n2020-01-03 * "y"\n  Expenses:食費  2 JPY\n  Assets:Bank\n');
    const { code, output } = capture(file);
    expect(code).toBe(0);
    expect(output.split('\n\n').filter((b) => b !== '').map((b) => b.replace(/^\/.*main\.beancount:/, '').replace(/ is read as .*/, ''))).toEqual([
      '4:       Account name Expenses:食費',
      '5:       Account name Assets:現金',
    ]);
    if (requireBeancount()) expect([...beanCheck(file).output.matchAll(/main\.beancount:(\d+):\s+Invalid account name: (\S+)/g)].map((m) => `${m[1]} ${m[2]}`).slice(0, 2)).toEqual(['4 Expenses:食費', '5 Assets:現金']);
  });

  it('exits 1 with one error when the file does not exist', () => {
    const { code, output } = capture('/nonexistent/main.beancount');
    expect(code).toBe(1);
    expect(output).toBe('<load>:0:       File "/nonexistent/main.beancount" does not exist\n\n');
  });
});

describe('check -v: the time of each step, as bean-check -v prints it', () => {
  function splitLedger(): string {
    const dir = mkdtempSync(join(tmpdir(), 'check-verbose-'));
    writeFileSync(
      join(dir, 'main.beancount'),
      'plugin "beancount.plugins.implicit_prices"\ninclude "other.beancount"\n2020-01-01 open Assets:Cash\n2020-01-01 open Equity:Opening\n' +
        '2020-01-02 pad Assets:Cash Equity:Opening\n2020-01-03 balance Assets:Cash 10 USD\n2020-01-04 balance Assets:Cash 11 USD\n',
    );
    writeFileSync(join(dir, 'other.beancount'), '2020-01-05 * "x"\n  Assets:Cash  1 EUR @ 1.1 USD\n  Equity:Opening\n');
    return join(dir, 'main.beancount');
  }

  it('prints a line per step, inner steps first and indented, then the errors as without -v', () => {
    const file = splitLedger();
    const quiet = capture(file);
    const { code, output } = capture(file, true);
    expect(code).toBe(quiet.code);
    expect(quiet.code).toBe(1);
    const lines = output.split('\n');
    const timingLines = lines.filter((l) => l.startsWith('INFO'));
    const steps = timingLines.map((l) => {
      const m = TIMING.exec(l);
      expect(m, l).not.toBeNull();
      // The time is right-aligned in six columns after six spaces per level.
      return `${(m![2]!.length + m![3]!.length - 6) / 6}:${m![1]!.replace(/\/.*\//, '')}`;
    });
    expect(steps).toEqual([
      '2:parse main.beancount',
      '2:parse other.beancount',
      '1:parse',
      '1:sort',
      '1:booking',
      '2:pad',
      '2:documents',
      '2:beancount.plugins.implicit_prices',
      '2:balance',
      '1:run_transformations',
      '1:validate',
      '0:load (total)',
    ]);
    // The timings come first; what follows is exactly the output without -v.
    expect(output.slice(timingLines.join('\n').length + 1)).toBe(quiet.output);
    const ms = (step: string) => Number(TIMING.exec(timingLines.find((l) => l.includes(`'${step}'`))!)![3]);
    expect(ms('load (total)')).toBeGreaterThanOrEqual(Math.max(ms('parse'), ms('booking'), ms('run_transformations'), ms('validate')));
  });

  it('lays its lines out as bean-check -v does (same columns for the step and the time)', () => {
    if (!requireBeancount()) return;
    const file = splitLedger();
    const r = spawnSync('bean-check', ['-v', file], { encoding: 'utf8', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } });
    const theirs = r.stderr.split('\n').filter((l) => TIMING.test(l));
    const ours = capture(file, true).output.split('\n').filter((l) => TIMING.test(l));
    // Steps both name the same way, at the same depth: the time ends in the same column.
    for (const step of ['parse', 'booking', 'run_transformations']) {
      const a = ours.find((l) => l.includes(`'${step}' `))!;
      const b = theirs.find((l) => l.includes(`'${step}' `))!;
      expect(a.indexOf('Time:')).toBe(b.indexOf('Time:'));
      expect(a.length).toBe(b.length);
    }
  });

  it('takes bean-check\'s options; -C and --cache-filename change nothing', () => {
    expect(parseCheckArguments(['-v', 'f'])).toEqual({ file: 'f', verbose: true });
    expect(parseCheckArguments(['f', '--verbose'])).toEqual({ file: 'f', verbose: true });
    expect(parseCheckArguments(['-C', 'f'])).toEqual({ file: 'f', verbose: false });
    expect(parseCheckArguments(['--no-cache', '--cache-filename', 'x', 'f'])).toEqual({ file: 'f', verbose: false });
    expect(parseCheckArguments(['--', '-f.beancount'])).toEqual({ file: '-f.beancount', verbose: false });
    for (const bad of [[], ['a', 'b'], ['-x', 'f'], ['--cache-filename'], ['-v']]) expect(parseCheckArguments(bad), bad.join(' ')).toBeNull();
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
