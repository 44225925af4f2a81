// A write to a ledger whose plugins look at the whole of it (noduplicates, check_commodity...)
// is checked by running the pipeline on the ledger plus the addition; append() of what that
// check returned takes that result instead of running the pipeline a second time.
import { describe, expect, it, vi } from 'vitest';
import * as load from '../../src/ledger/load.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseText } from '../../src/ledger/syntax/parser.ts';

vi.mock('../../src/ledger/load.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/ledger/load.ts')>();
  return { ...actual, processParsed: vi.fn(actual.processParsed) };
});
const pipelineRuns = () => vi.mocked(load.processParsed).mock.calls.length;

const BASE = `plugin "beancount.plugins.noduplicates"
2020-01-01 open Assets:Cash
2020-01-01 open Expenses:Food
2020-01-02 * "lunch"
  Expenses:Food  10.00 USD
  Assets:Cash
`;

function addition(base: string, text: string) {
  const lines = base.split('\n').length - 1;
  return parseText(base + text, 'main.beancount').directives.filter((d) => d.source.line > lines);
}

const shape = (l: Ledger) => l.directives.map((d) => `${d.date} ${d.type} ${d.source.line}`);

describe('append after a whole-ledger check', () => {
  it('runs the pipeline once per write, and ends equal to a reload', () => {
    const ledger = Ledger.fromText(BASE, 'main.beancount');
    const text = '2020-01-03 * "dinner"\n  Expenses:Food  20.00 USD\n  Assets:Cash\n';
    const raw = addition(BASE, text);
    const before = pipelineRuns();
    const checked = ledger.check(raw);
    expect(checked.errors).toEqual([]);
    expect(pipelineRuns()).toBe(before + 1);
    ledger.append(checked.directives);
    expect(pipelineRuns()).toBe(before + 1);
    const reloaded = Ledger.fromText(BASE + text, 'main.beancount');
    expect(shape(ledger)).toEqual(shape(reloaded));
    expect(ledger.errors).toEqual(reloaded.errors);
  });

  it('runs it again when what is appended is not what was checked', () => {
    const ledger = Ledger.fromText(BASE, 'main.beancount');
    const first = addition(BASE, '2020-01-03 * "dinner"\n  Expenses:Food  20.00 USD\n  Assets:Cash\n');
    const other = addition(BASE, '2020-01-04 * "tea"\n  Expenses:Food  3.00 USD\n  Assets:Cash\n');
    const checked = ledger.check(first);
    const otherChecked = Ledger.fromText(BASE, 'main.beancount').check(other);
    const before = pipelineRuns();
    ledger.append(otherChecked.directives);
    expect(pipelineRuns()).toBe(before + 1);
    expect(ledger.directives.map((d) => d.type === 'transaction' && d.narration).filter(Boolean)).toEqual(['lunch', 'tea']);
    expect(checked.errors).toEqual([]);
  });

  it('does not keep the result of a check that found errors', () => {
    const ledger = Ledger.fromText(BASE, 'main.beancount');
    // The same transaction again: noduplicates rejects it.
    const duplicate = addition(BASE, '2020-01-02 * "lunch"\n  Expenses:Food  10.00 USD\n  Assets:Cash\n');
    const checked = ledger.check(duplicate);
    expect(checked.errors.map((e) => e.message).join()).toMatch(/[Dd]uplicate/);
    const before = pipelineRuns();
    ledger.append(checked.directives);
    expect(pipelineRuns()).toBe(before + 1);
  });
});
