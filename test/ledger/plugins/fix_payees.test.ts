// beancount.plugins.fix_payees against Beancount 2.3's loader: the payee it leaves on each
// transaction of a fixture (rules on accounts, payees and narrations, Python's regular expressions
// with their case folding, rules applied in turn, an invalid clause), and what it does with bad
// configurations (errors reported, crashes); then each rule alone, without Beancount.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Directive } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { writtenTransactions } from '../../../src/ledger/query/transactions.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { errorLines, expectLoadLikeBeancount, ourBookedLines, theirBookedLines } from '../../support/booked_views.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('fix-payees-');
const fixture = join(import.meta.dirname, '../../fixtures/plugins/fix_payees.beancount');
const PLUGIN = 'beancount.plugins.fix_payees';

/** Beancount's transactions as `line payee` (Python's repr of the payee). */
function theirPayees(file: string): string[] {
  const script = [
    'import sys',
    'from beancount import loader',
    'from beancount.core import data',
    'entries, _, _ = loader.load_file(sys.argv[1])',
    'for e in entries:',
    '    if isinstance(e, data.Transaction): print(e.meta["lineno"], repr(e.payee))',
  ].join('\n');
  return execFileSync(BEANCOUNT_PYTHON, ['-c', script, file], { encoding: 'utf8', env: { ...process.env, BEANCOUNT_DISABLE_LOAD_CACHE: '1' } })
    .split('\n')
    .filter(Boolean);
}

/** Ours in the same form (Python's repr of these payees: single quotes, or None). */
const ourPayees = (directives: readonly Directive[]): string[] =>
  directives.flatMap((d) => (d.type === 'transaction' ? [`${d.source.line} ${d.payee === null ? 'None' : `'${d.payee.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`}`] : []));

const LEDGER = (plugin: string) => `${plugin}
2020-01-01 open Assets:Bank
2020-01-01 open Expenses:Food
2020-01-02 * "Grocer" "weekly shopping"
  Expenses:Food  10.00 USD
  Assets:Bank
2020-01-03 * "Bakery bread"
  Expenses:Food  3.00 USD
  Assets:Bank
`;

describe.runIf(run)('fix_payees, as Beancount 2.3 runs it', () => {
  it('renames the payees Beancount renames, and reports its invalid clause', async () => {
    const { ours } = await expectLoadLikeBeancount(fixture, workspace.worker());
    const payees = ourPayees(ours.directives);
    expect(payees).toEqual(theirPayees(fixture));
    // The cases the fixture is for: folding as Python does (İ, ı, µ/Μ), a backspace that is not \b,
    // a rule seeing the payee an earlier one gave, `$` before a final line break, None.
    expect(payees.filter((p) => / '(Istanbul Kebab|Micro|Renamed Twice|Corner Shop|Amazon|Cash|T-Mobile USA|Con Edison|Straße)'$/.test(p)).length).toBe(13);
    expect(payees.filter((p) => p.endsWith(' None')).length).toBe(8);
    expect(ours.errors.map((e) => `${e.source.line}: ${e.message}`)).toEqual(['0: Invalid clause: X:not a clause']);
  });

  it.each([
    ['a rule whose only clause is invalid renames every transaction', `"[('Everyone', 'no colon')]"`],
    ['a string is iterated: each character is a rule without clauses', `"'ab'"`],
    ['a dict is iterated by its keys', `"{('Bread', 'D:bread'): 1, ('Food', 'A:food'): 2}"`],
    ['rules apply in turn: the last one that matches wins', `"[('Food', 'A:Food'), ('Bread', 'D:bread'), ('Bread Shop', 'D:^bread$')]"`],
    ['an empty configuration does nothing', `""`],
    ['a blank one neither', `"  "`],
    ['text that is not a literal is a syntax error', `"[('X', 'D:a')"`],
    ['a name is not a literal', `"[(Grocer, 'D:a')]"`],
    ['an indented line outside brackets is a syntax error', `"\n  [('X', 'D:bread')]\n"`],
    ['a line break inside brackets is not', `"[\n  ('X', 'D:bread')]\n"`],
    ['a non-raw string decodes its escapes: \\x41 is A', `"[('X', 'D:^b\\\\x41kery')]"`],
    ['a raw string keeps its backslashes', `"[('X', r'D:\\\\bbread\\\\b')]"`],
    ['a regular expression stops at a line break', `"[('X', 'D:nomatch\\\\nweekly')]"`],
  ])('%s', async (_what, config) => {
    const file = workspace.write(LEDGER(`plugin "${PLUGIN}" ${config}`));
    const { ours } = await expectLoadLikeBeancount(file, workspace.worker());
    expect(ourPayees(ours.directives)).toEqual(theirPayees(file));
  });

  it.each([
    ['no configuration at all', ''],
    ['an empty rule', `"[()]"`],
    ['a rule that is not iterable', `"[1]"`],
    ['a clause that is not a string', `"[('X', 5)]"`],
    ['a payee that cannot be a dict key', `"[(['X'], 'D:a')]"`],
    ['a regular expression Python rejects', `"[('X', 'D:(bread')]"`],
    ['an unhashable dict key', `"{['X']: 1}"`],
  ])('crashes as Beancount does on %s: one failure of the plugin, nothing changed', async (_what, config) => {
    const file = workspace.write(LEDGER(`plugin "${PLUGIN}" ${config}`));
    const theirs = await workspace.worker().booked(file);
    const ours = Ledger.load(file);
    expect(ours.directives.flatMap(ourBookedLines)).toEqual(theirs.entries.flatMap(theirBookedLines));
    expect(ourPayees(ours.directives)).toEqual(theirPayees(file));
    expect(errorLines(theirs.errors)).toEqual([`0: Error applying plugin "${PLUGIN}": Traceback (most recent call last):`]);
    expect(ours.errors.map((e) => `${e.source.line}: ${e.message.slice(0, e.message.indexOf(':'))}`)).toEqual([`1: Plugin "${PLUGIN}" failed`]);
  });
});

describe('fix_payees, each rule alone', () => {
  const payees = (config: string) => {
    const ledger = Ledger.fromText(LEDGER(`plugin "${PLUGIN}" ${config}`));
    return { payees: ourPayees(ledger.directives), errors: ledger.errors.map((e) => `${e.source.file}:${e.source.line}: ${e.message}`) };
  };

  it('renames on an account, a payee or a narration, every clause required', () => {
    expect(payees(`"[('Food', 'A:^expenses:food$')]"`).payees).toEqual(["4 'Food'", "7 'Food'"]);
    expect(payees(`"[('Grocery', 'D:grocer')]"`).payees).toEqual(["4 'Grocery'", '7 None']);
    expect(payees(`"[('Bread', 'D:BREAD', 'A:Bank')]"`).payees).toEqual(["4 'Grocer'", "7 'Bread'"]);
    expect(payees(`"[('Bread', 'D:bread', 'A:Savings')]"`).payees).toEqual(["4 'Grocer'", '7 None']);
    expect(payees(`"[(None, 'D:weekly')]"`).payees).toEqual(['4 None', '7 None']);
  });

  it('applies every matching rule in turn', () => {
    expect(payees(`"[('A', 'D:bread'), ('B', 'D:^A$'), ('C', 'D:nothing')]"`).payees).toEqual(["4 'Grocer'", "7 'B'"]);
  });

  it('reports what Beancount reports, at line 0 of the main file', () => {
    expect(payees(`"[('X', 'Q:bread', 'D:bread')]"`)).toEqual({ payees: ["4 'Grocer'", "7 'X'"], errors: ['<string>:0: Invalid clause: Q:bread'] });
    expect(payees(`"[('X', 'D:a')"`)).toEqual({ payees: ["4 'Grocer'", '7 None'], errors: [`<string>:0: Syntax error in config: [('X', 'D:a')`] });
    expect(payees(`"\n  [('X', 'D:a')]"`).errors).toEqual([`<string>:0: Syntax error in config: \n  [('X', 'D:a')]`]);
    expect(payees(`" "`)).toEqual({ payees: ["4 'Grocer'", '7 None'], errors: [] });
  });

  it('fails rather than guess', () => {
    const failure = (config: string) => payees(config).errors.map((e) => e.replace(/^<string>:1: Plugin "beancount.plugins.fix_payees" failed: /, ''));
    expect(failure('')).toEqual(["fix_payees() missing 1 required positional argument: 'config'"]);
    expect(failure(`"[('X', r'D:(a)\\\\1')]"`)[0]).toMatch(/cannot be matched exactly as Python does: the back-reference \\1 is not translated/);
    expect(failure(`"[('X', 'D:a**')]"`)[0]).toMatch(/is not a valid Python regular expression: multiple repeat/);
    expect(failure(`"[(5, 'D:bread')]"`)[0]).toMatch(/would set the payee to 5 \(a int\)/);
    expect(failure(`"[(5, 'D:no such text')]"`)).toEqual([]);
    expect(failure(`"{('X', 'D:a'), ('Y', 'D:b')}"`)[0]).toMatch(/in an order Python does not define/);
    expect(failure(`"[(b'X', 'D:a')]"`)[0]).toMatch(/cannot read the configuration here \(a b'' string\)/);
    expect(failure(`"[('X', 'D:\\\\N{EM DASH}')]"`)[0]).toMatch(/cannot read the configuration here \(a \\N\{\.\.\.\} escape\)/);
  });

  it('leaves a transaction the pipeline made (padding) marked as made', () => {
    const ledger = Ledger.fromText(
      `plugin "${PLUGIN}" "[('Padded', 'A:Opening')]"\n2020-01-01 open Assets:Bank\n2020-01-01 open Equity:Opening\n2020-01-01 pad Assets:Bank Equity:Opening\n2020-01-02 balance Assets:Bank  5 USD\n`,
    );
    const padding = ledger.directives.filter((d) => d.type === 'transaction');
    expect(padding.map((t) => (t.type === 'transaction' ? `${t.flag} ${t.payee}` : ''))).toEqual(['P Padded']);
    expect(writtenTransactions(ledger.directives)).toEqual([]);
  });

  it('keeps the transaction’s metadata and line', () => {
    const ledger = Ledger.fromText(LEDGER(`plugin "${PLUGIN}" "[('Bread', 'D:bread')]"`).replace('"Bakery bread"', '"Bakery bread"\n  receipt: "r-1"'));
    const bread = ledger.directives.find((d) => d.type === 'transaction' && d.payee === 'Bread');
    expect(bread?.source.line).toBe(7);
    expect(bread?.meta.receipt).toEqual({ type: 'string', value: 'r-1' });
  });
});
