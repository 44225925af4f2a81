// A write that breaks several later balance assertions: check() names them in the ledger's order,
// as bean-check and a reload do (big-ledger QA: the incremental path listed 171 of them newest
// first, and the refusal's advice named the newest, eleven years after the entry).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

const BASE = `2020-01-01 open Assets:Card
2020-01-01 open Expenses:Food
2020-01-10 * "lunch"
  Expenses:Food  10.00 CNY
  Assets:Card
2020-02-01 balance Assets:Card  -10.00 CNY
2021-02-01 balance Assets:Card  -10.00 CNY
2022-02-01 balance Assets:Card  -10.00 CNY
`;

describe('the errors of a back-dated write', () => {
  it('are in date order, equal to those of the ledger loaded with it', () => {
    const text = '2020-01-15 * "dinner"\n  Expenses:Food  5.00 CNY\n  Assets:Card\n';
    const lines = BASE.split('\n').length - 1;
    const raw = parseText(BASE + text, 'main.beancount').directives.filter((d) => d.source.line > lines);
    const errors = Ledger.fromText(BASE, 'main.beancount').check(raw).errors;
    expect(errors.map((e) => e.source.line)).toEqual([6, 7, 8]);
    const reloaded = Ledger.fromText(BASE + text, 'main.beancount').errors;
    expect(errors.map((e) => [e.source.line, e.message])).toEqual(reloaded.map((e) => [e.source.line, e.message]));
  });
});
