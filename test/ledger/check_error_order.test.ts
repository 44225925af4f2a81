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
  // (recheck QA: the write's own errors came before the balance failures; Beancount's pipeline
  // reports the balance checks before the validation that follows them)
  it('in the pipeline\'s order: the balance failures before the validation errors, as a reload gives them', () => {
    const base = BASE.replace('2020-01-01 open Assets:Card', '2020-01-01 open Assets:Card CNY');
    const text = '2020-01-15 * "dinner"\n  Expenses:Food  5.00 USD\n  Assets:Card  -5.00 USD\n  Expenses:Food  1.00 CNY\n  Assets:Card  -1.00 CNY\n';
    const lines = base.split('\n').length - 1;
    const raw = parseText(base + text, 'main.beancount').directives.filter((d) => d.source.line > lines);
    const errors = Ledger.fromText(base, 'main.beancount').check(raw).errors;
    const reloaded = Ledger.fromText(base + text, 'main.beancount').errors;
    expect(reloaded.map((e) => e.kind)).toEqual(['balance', 'balance', 'balance', 'validation']);
    expect(errors.map((e) => [e.source.line, e.message])).toEqual(reloaded.map((e) => [e.source.line, e.message]));
  });
});
