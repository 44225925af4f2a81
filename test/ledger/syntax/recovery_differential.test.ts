// Syntax errors as Beancount 2.3 meets them. A ledger with typos (a character deleted or
// inserted, a stray token, a line dropped or repeated) must read as Beancount reads it: the
// same lines reported, with the same messages for the errors of its lexer and parser, and
// the same directives kept or lost, so the same inventories. Bison's
// error recovery and Beancount's lexer decide that (an invalid word swallows a quote, a quote
// opens a string that runs over lines, a date after an error starts a directive, an error is
// reported only once three tokens were read since the last, a rejected word right after a
// directive loses it); see lexer_tokens.ts and LedgerParser.recover.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { parseText } from '../../../src/ledger/syntax/parser.ts';
import { requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { ourInventories, theirInventories } from '../../support/inventory_views.ts';
import { disagreement } from '../property/ledger_model.ts';
import { SYNTAX_CORNERS } from './syntax_corners.ts';
import { propertyRuns, propertySeed } from '../property/property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('recovery-');

const BASE = `option "title" "Typos"
plugin "beancount.plugins.implicit_prices"

* Accounts
2019-12-31 open Assets:Bank USD
  opened: 2019-12-31
2019-12-31 open Assets:Broker:HOOL HOOL "FIFO"
2019-12-31 open Assets:Broker:Cash USD
2019-12-31 open Expenses:Food
2019-12-31 open Expenses:Fees
2019-12-31 open Income:Salary USD
2019-12-31 open Income:Gains
2019-12-31 open Equity:Opening

pushtag #trip
2020-01-02 * "Employer" "Salary" #pay ^inv-1
  Assets:Bank   1,000.00 USD
  Income:Salary
2020-01-03 ! "Cafe" "Coffee
with cake"
  Expenses:Food   (2 * 3.50) USD ; two
    cups: 2
  Assets:Bank
poptag #trip

2020-01-04 txn "Broker" "Buy"
  Assets:Broker:HOOL   10 HOOL {100.00 USD, 2020-01-04, "lot-a"} @ 101 USD
  Assets:Broker:Cash  -1000.00 USD
  Expenses:Fees
  Income:Gains  0 USD

2020-01-05 * "Broker" "Sell"
  Assets:Broker:HOOL   -4 HOOL {} @@ 420 USD
  Assets:Broker:Cash   420 USD
  Income:Gains
2020-01-05 price HOOL 105.00 USD
2020-01-06 balance Assets:Bank 993.00 ~ 0.01 USD
2020-01-06 pad Assets:Broker:Cash Equity:Opening
2020-01-07 balance Assets:Broker:Cash 0 USD
2020-01-07 note Assets:Bank "Called the bank"
2020-01-07 event "location" "Paris"
2020-01-08 custom "budget" Expenses:Food "monthly" 200.00 USD TRUE
2020-01-09 close Expenses:Fees
`.split('\n');

const CORNERS = SYNTAX_CORNERS.split('\n');

const TOKENS = ['"', '{', '}', '@', '@@', '#', '^', ':', ',', '*', '!', ' ', '\t', '(', ')', '-', '.', '0', 'USD', 'Assets:X', '2024-01-01', '~', 'txn', 'open', 'balance', '\\', '"x"', ';', 'pushtag', '\n', '\n  ', 'E', 'x', 'Foo', '199,9', '#t'];

const mutation = fc.record({
  kind: fc.constantFrom('delete-char', 'insert', 'drop-line', 'insert-spaced', 'repeat-line'),
  line: fc.nat(),
  at: fc.nat(),
  token: fc.constantFrom(...TOKENS),
  copy: fc.nat(),
});
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(base: readonly string[], mutations: readonly Mutation[]): string {
  const lines = [...base];
  for (const m of mutations) {
    const i = m.line % lines.length;
    const l = lines[i]!;
    const p = m.at % (l.length + 1);
    if (m.kind === 'delete-char') lines[i] = l.slice(0, p) + l.slice(p + 1);
    else if (m.kind === 'insert') lines[i] = l.slice(0, p) + m.token + l.slice(p);
    else if (m.kind === 'insert-spaced') lines[i] = `${l.slice(0, p)} ${m.token} ${l.slice(p)}`;
    else if (m.kind === 'drop-line') lines.splice(i, 1);
    else lines.splice(i, 0, base[m.copy % base.length]!);
  }
  return lines.join('\n');
}

/**
 * Error lines, with the two places we knowingly differ mapped to Beancount's line 0: an
 * unbalanced pushtag/pushmeta (we name the line that pushed it) and a plugin we do not run
 * (we name its plugin line; Beancount fails to import it).
 */
function ourErrorLines(ledger: Ledger): number[] {
  const lines = ledger.errors.map((e) => (e.message.startsWith('Unbalanced ') || e.message.startsWith('Plugin ') ? 0 : e.source.line));
  return [...new Set(lines)].sort((a, b) => a - b);
}

// The errors of Beancount's lexer and parser: syntax errors, words it rejects, numbers and dates
// it cannot convert. Their messages must be Beancount's too, line by line.
const SYNTAX_MESSAGE = /^(syntax error|Invalid token|ValueError)/;

function syntaxMessages(errors: readonly { line: number | null; message: string }[]): string[] {
  return errors.filter((e) => SYNTAX_MESSAGE.test(e.message)).map((e) => `${e.line ?? 0}: ${e.message}`).sort();
}

async function readsAsBeancount(text: string): Promise<void> {
  const file = workspace.write(text);
  // When Beancount's own code fails on the ledger (its booking, summing a posting it left
  // incomplete, or its C parser taking the process down), there is nothing to agree with.
  const theirs = await workspace
    .worker()
    .inventories(file)
    .catch((e: unknown) => {
      if (e instanceof Error && e.message.startsWith('Beancount failed')) fc.pre(false);
      throw e;
    });
  // Beancount 2.3's own plugins can crash on a mangled ledger (pad and auto_accounts on a
  // `custom` directive whose values went wrong: a TypeError in realization.postings_by_account),
  // and it then skips them: nothing to agree with there.
  if (theirs.errors.some((e) => e.message.startsWith('Error applying plugin "beancount.'))) fc.pre(false);
  // Its C lexer sometimes leaves a Python exception set ("SystemError: <class 'decimal.Decimal'>
  // returned a result with an exception set", on some text after a backslash): an internal error.
  if (theirs.errors.some((e) => e.message.startsWith('SystemError'))) fc.pre(false);
  const ours = Ledger.load(file);
  const expected = {
    errorLines: [...new Set(theirs.errors.map((e) => e.line ?? 0))].sort((a, b) => a - b),
    syntaxErrors: syntaxMessages(theirs.errors),
    inventories: theirInventories(theirs.balances['all']!),
  };
  const actual = {
    errorLines: ourErrorLines(ours),
    syntaxErrors: syntaxMessages(ours.errors.map((e) => ({ line: e.source.line, message: e.message }))),
    inventories: ourInventories(ours.directives),
  };
  try {
    expect(actual).toEqual(expected);
  } catch (err) {
    throw disagreement(text, theirs.errors, ours.errors, err);
  }
}

describe.runIf(run)('syntax errors and recovery as in Beancount 2.3', () => {
  for (const [name, base, runs] of [['a ledger', BASE, 250], ['the syntax corners', CORNERS, 150]] as const) {
    it(`${name}, untouched, agrees`, async () => {
      await readsAsBeancount(base.join('\n'));
    });

    it(`${name} with typos: the same error lines and messages and the same inventories (property)`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), (ms) => readsAsBeancount(mutate(base, ms))),
        { seed: propertySeed(), numRuns: propertyRuns(runs) },
      );
    }, 300_000);
  }

  // Cases found by that search while this was written, kept as they are.
  const found: [string, string][] = [
    ['a missing closing quote runs to the next quote; a word glued to a quote swallows it', '2024-01-01 open Assets:A\n2024-01-01 open Expenses:B\n\n2024-01-02 * "one\n  Assets:A  -1 USD\n  Expenses:B\n\n2024-01-03 * "two"\n  Assets:A  -2 USD\n  Expenses:B\n\n2024-01-04 * "three" "x"\n  Assets:A  -4 USD\n  Expenses:B\n\n2024-01-09 balance Assets:A  -4 USD\n'],
    ['a rejected word right after a directive loses it; a valid token does not', '2024-01-01 open Assets:A\n2024-01-01 open Expenses:B\n\n2024-01-02 * "one"\n  Assets:A  -1 USD\n  Expenses:B\n\\\n2024-01-03 * "two"\n  Assets:A  -2 USD\n  Expenses:B\nfoo\n2024-01-04 * "three"\n  Assets:A  -4 USD\n  Expenses:B\n2024-01-05 bogus\n2024-01-06 * "four"\n  Assets:A  -8 USD\n  Expenses:B\nX\n2024-01-07 * "five"\n  Assets:A  -16 USD\n  Expenses:B\n1234\n2024-01-08 * "six"\n  Assets:A  -32 USD\n  Expenses:B\nopen\n2024-01-08 * "seven"\n  Assets:A  -64 USD\n  Expenses:B\n199,9-12-31 open Assets:C\n\n2024-01-09 balance Assets:A  0 USD\n'],
    ['an indented date after an error starts a directive; an end of line is reported on the next line', '2024-01-01 open Assets:A\n\n  2024-01-02 open Assets:B\n\n  Assets:C 1 USD\n2024-01-03 open Assets:D\n2024-01-04 price HOOL\n  1 USD\n2024-01-05 price HOOL ; 1 USD\n2024-01-06 open Assets:E\n  2024-01-07 open Assets:F\npushtag\n2024-01-08 open Assets:G\n'],
    ['no space is needed between tokens; flags are only those of the lexer', '2024-01-01 open Assets:A\n2024-01-01 open Assets:B\n2024-01-02 priceHOOL 2 USD\npushtag#x\n2024-01-03*"glued"#a^b\n  Assets:A  1 USD\n  Assets:B\npoptag #x\n2024-01-04 E "no flag"\n  Assets:A  1 USD\n  Assets:B\n2024-01-05 P "flag"\n  E Assets:A  1 USD\n  Assets:B\n!\nPaying bills\n  Assets:A 1 USD\n020-01-05 price HOOL 1 USD\n2024-01-06 openbalance Assets:A 1 USD\n'],
    ['numbers and dates as its lexer reads them', '2024-01-01 open Assets:A\n2024-01-01 open Assets:B\n2024-01-02 *\n  Assets:A  1,,000.00 USD\n  Assets:B\n2024-1-3 *\n  Assets:A  1,00 USD\n  Assets:B\n2024-01-004 *\n  Assets:A  2024-01-01 USD\n  Assets:B\n2024-01-05 *\n  Assets:A  12,345 USD\n  Assets:B\n2024-02-30 open Assets:C\n2024-01-06 *\n  Expenses:Resta(urant  1 USD\n  Assets:B\n'],
    ['account names outside the root names, and an indented comment with no directive above it', 'option "name_assets" "Vermoegen"\n2024-01-01 open Vermoegen:Bank\n2024-01-01 open Assets:Bank\n2024-01-01 open Expense:Food\n\n  ; stray\n2024-01-02 open Equity:Opening\n  ; belongs to it\n'],
    ['a tag glued in a cost, TRUE before a minus, checks of a transaction that then fails', '2024-01-01 open Assets:A\n2024-01-01 open Assets:B\n2024-01-02 *\n  Assets:A  10 HOOL {1#00.00 USD}\n  Assets:B\n2024-01-03 custom "c" TRUE-\n2024-01-04 *\n  Assets:A  1 USD\n    nn: 2\n    nn: 2\n "  Assets:B\n2024-01-05 *\n  Assets:A  1 USD\n    nn: 2\n    nn: 2\n  Assets:B\n'],
    ['a metadata key written twice: Beancount is silent when both values are one Python object', '2024-01-01 open Assets:A\n2024-01-01 open Assets:B\n2024-01-02 * "t"\n  hh: #t\n  hh: #t\n  Assets:A  1 USD\n    aa: "b"\n    aa: "b"\n    bb: Assets:A\n    bb: Assets:A\n    cc: TRUE\n    cc: TRUE\n    dd:\n    dd:\n  Assets:B\n2024-01-03 * "u"\n  ee: 1\n  ee: 1\n  ff: HOOL\n  ff: HOOL\n  gg: #tagx\n  gg: #tagx\n  kk: "hello world"\n  kk: "hello world"\n  Assets:A  1 USD\n  Assets:B\n'],
    ['a directive lost to the next line takes the errors of its completion with it; }} closes only {{', '2024-01-01 open Assets:A\n2024-01-01 open Assets:B\n2024-01-02 * "t"\n  Assets:A  1 USD\n  #late\n2024-02-30 open Assets:C\n2024-01-03 open Assets:D "BAD"\nfoo\n2024-01-04 *\n  Assets:A  2 HOOL {{20 USD}"} @ 11 USD\n  Assets:B\n2024-01-05 *\n  Assets:A  2 HOOL {20 USD}} @ 11 USD\n  Assets:B\n'],
    ['any non-ASCII character goes on an account token; the grammar reports some names and keeps their entries', '2024-01-01 open Assets:Bank（招商） CNY\n2024-01-01 open Expenses:Coffee☕\n2024-01-01 open Assets:招商（CMB）\n2024-01-01 custom "c" Expenses:☕ 1 CNY\n2024-01-02 * "Starbucks"\n  Expenses:Coffee☕   30 CNY\n    acct: Assets:Ⅻ\n  Assets:Bank（招商）\n  Assets:招商（CMB）  0 CNY\n2024-01-03 * "y"\n\u3000Assets:Bank（招商）  1 CNY\n  Expenses:Coffee☕\n2024-01-04 *\n  Assets:Bank（招商）  1 US☕:X\n  Assets:A\u00a0 -1 CNY\n'],
    ['a carriage return among leading spaces makes them no indentation', '2024-01-01 open Assets:A\n2024-01-01 open Expenses:B\n2024-01-02 * "x"\n  Assets:A  1 USD\n \r Expenses:B\n2024-01-03 * "y"\n  Assets:A  2 USD\n\t\r Expenses:B\n\r2024-01-04 * "z"\n  Assets:A  4 USD\n \r ; c\n  Expenses:B\n2024-01-05 * "w"\r\n  Assets:A  8 USD\r\n  \r\n  Expenses:B\r\n\r  Expenses:B  -1 USD\n2024-01-06 bogus\n  \r  key: 1\n2024-01-07 open Assets:C\n'],
    ['a string of more than 64 lines is the lexer\'s error wherever it stands', `2024-01-01 open Assets:A\n"${'x\n'.repeat(64)}"\n2024-01-02 open Assets:B\n2024-01-03 close Assets:B "${'x\n'.repeat(64)}"\n2024-01-04 bogus x "${'x\n'.repeat(64)}" 2024-01-05 open Assets:C\n\n  kk: "${'x\n'.repeat(64)}"\n2024-01-06 open Assets:D\n`],
  ];
  for (const [title, text] of found) it(title, () => readsAsBeancount(text));

  it('also parse directive by directive as Beancount does (positions of what is kept)', async () => {
    for (const [, text] of found) {
      const file = workspace.write(text, 'parse');
      const theirs = await workspace.worker().entries(file);
      const ours = parseText(text, file);
      expect(ours.directives.map((d) => `${d.type}@${d.source.line}`), text).toEqual(theirs.entries.map((e) => `${e.type}@${e.line}`));
    }
  });
});
