// beancount.plugins.noduplicates finds the duplicates Beancount 2.3's compare.hash_entry finds: the
// fields' texts run together without separators or the directive's type, lists and sets as sorted
// md5 digests of their elements. Against bean-check, and without Beancount.
import { describe, expect, it } from 'vitest';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { beancount, errorsOf } from '../checks/snippets.ts';

const run = requireBeancount();

const DUPLICATE = /^Duplicate entry: /;

// Each pair on one date: the second is a duplicate in Beancount where noted, and nowhere else.
const CASES = beancount(`
  plugin "beancount.plugins.noduplicates"
  2020-01-01 open Assets:A
  2020-01-01 open Assets:AB
  2020-01-01 open Equity:B
  2020-01-02 note Assets:A "Equity:B"
  2020-01-02 pad Assets:A Equity:B
  2020-01-03 note Assets:A "BC"
  2020-01-03 note Assets:AB "C"
  2020-01-04 * "ab" "c"
    Assets:A   1 USD
    Equity:B
  2020-01-04 * "a" "bc"
    Assets:A   1 USD
    Equity:B
  2020-01-05 * "None" "x"
    Assets:A   1 USD
    Equity:B
  2020-01-05 * "x"
    Assets:A   1 USD
    Equity:B
  2020-01-06 * "t" #a
    Assets:A   1 USD
    Equity:B
  2020-01-06 * "t" ^a
    Assets:A   1 USD
    Equity:B
  2020-01-07 * "u" #a ^b
    Assets:A   1 USD
    Equity:B
  2020-01-07 * "u" #a #b
    Assets:A   1 USD
    Equity:B
  2020-01-08 * "v" #b ^a
    Assets:A   1 USD
    Equity:B
  2020-01-08 * "v" #a #b
    Assets:A   1 USD
    Equity:B
  2020-01-09 event "a" "bc"
  2020-01-09 event "ab" "c"
  2020-01-10 * "w"
    Assets:A   1.0 USD
    Equity:B
  2020-01-10 * "w"
    Assets:A   1.00 USD
    Equity:B
`);

// Lines of the duplicates Beancount reports in CASES: the pad, the note of Assets:AB, "a" "bc",
// the payee None, ^a as #a, #a ^b as #a #b (md5 of a sorts before that of b; not #b ^a), the event.
const THEIR_DUPLICATE_LINES = [6, 8, 12, 18, 24, 30, 40];

describe.skipIf(!run)('noduplicates against bean-check', () => {
  const workspace = beancountWorkspace('no-duplicates-');

  it('reports the directives whose texts run together the same, on the same lines', () => {
    const file = workspace.write(CASES);
    const theirs = [...beanCheck(file).output.matchAll(/^\S[^\n]*?:(\d+):\s+Duplicate entry: /gm)].map((m) => Number(m[1]));
    expect(theirs).toEqual(THEIR_DUPLICATE_LINES);
  });
});

describe('noduplicates', () => {
  it('finds the duplicates of Beancount\'s hash: no separators, no type, sets as sorted digests', () => {
    const lines = errorsOf(CASES)
      .filter((e) => DUPLICATE.test(e.slice(e.indexOf(' ') + 1)))
      .map((e) => Number(e.slice(0, e.indexOf(':'))));
    expect(lines).toEqual(THEIR_DUPLICATE_LINES);
  });
});
