// Tolerances and residuals, ported from beancount/core/interpolate_test.py.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { checkTransactionBalance, computeResidual, inferTolerances, isBalanced, quantizeWithTolerance, Tolerances } from '../../../src/ledger/booking/tolerance.ts';
import { bookSnippet, dedent } from './snippets.ts';

/** Tolerances by value (0.050 and 0.05 are the same tolerance), plus the fallback. */
function values(t: Tolerances): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [c, d] of t) out[c] = d.toString().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  if (!t.fallback.isZero()) out['*'] = t.fallback.toString();
  return out;
}

function tolerancesOf(text: string, useCost = false): Record<string, string> {
  const booked = bookSnippet(text);
  const txn = booked.transactions.at(-1)!;
  return values(inferTolerances(txn.postings, { ...booked.options, inferToleranceFromCost: useCost }));
}

describe('inferTolerances', () => {
  it('ignores integer amounts', () => {
    expect(tolerancesOf(`
      2014-02-25 *
        Assets:Account1       500 USD
        Assets:Account2      -120 USD
        Assets:Account3      -380 USD
    `)).toEqual({});
  });

  it('takes the coarsest precision written', () => {
    expect(tolerancesOf(`
      2014-02-25 *
        Assets:Account1       5.0000 USD
        Assets:Account2       5.000 USD
        Assets:Account3       5.00 USD
        Assets:Account4      -5.0 USD
        Assets:Account4      -5 USD
        Assets:Account4      -5 USD
    `)).toEqual({ USD: '0.05' });
  });

  it('ignores the digits of prices and costs', () => {
    expect(tolerancesOf(`
      2014-02-25 *
        Assets:Account3       5 VHT {102.2340 USD} @ 103.45237239 USD
        Assets:Account4      -511.11 USD
    `)).toEqual({ USD: '0.005' });
  });

  it('adds unit digits times the cost when infer_tolerance_from_cost is on', () => {
    const text = `
      2014-02-25 *
        Assets:Account3       5.111 VHT {102.2340 USD}
        Assets:Account4      -511.0 USD
    `;
    expect(tolerancesOf(text)).toEqual({ VHT: '0.0005', USD: '0.05' });
    expect(tolerancesOf(text, true)).toEqual({ VHT: '0.0005', USD: '0.051117' });
  });

  it('caps each cost contribution at 0.5', () => {
    const text = `
      2014-02-25 *
        Assets:Account3       5.1   VHT {102.2340 USD}
        Assets:Account4
    `;
    expect(tolerancesOf(text)).toEqual({ VHT: '0.05' });
    expect(tolerancesOf(text, true)).toEqual({ VHT: '0.05', USD: '0.5' });
  });

  it('skips interpolated postings', () => {
    expect(tolerancesOf(`
      2014-02-25 *
        Assets:Account3       5.1111   VHT {102.2340 USD}
        Assets:Account4
    `)).toEqual({ VHT: '0.00005' });
  });

  it('applies the multiplier and the defaults, with * as the fallback', () => {
    expect(tolerancesOf(`
      option "inferred_tolerance_multiplier" "1.1"
      option "inferred_tolerance_default" "USD:0.02"
      option "inferred_tolerance_default" "*:0.007"
      2014-02-25 *
        Assets:Account1       5.00 USD
        Assets:Account2      -5.001 EUR
    `)).toEqual({ USD: '0.02', EUR: '0.0011', '*': '0.007' });
  });
});

describe('quantizeWithTolerance', () => {
  const tolerances = new Tolerances([
    ['USD', Decimal.parse('0.005')],
    ['ODD', Decimal.parse('0.003')],
    ['LONG', Decimal.parse('0.0123456')],
  ]);
  it('rounds to the quantum of twice a neat tolerance', () => {
    expect(quantizeWithTolerance(tolerances, 'USD', Decimal.parse('100.123456'))?.toString()).toBe('100.12');
    expect(quantizeWithTolerance(tolerances, 'ODD', Decimal.parse('100.123456'))?.toString()).toBe('100.123');
  });
  it('leaves numbers alone for unknown currencies and long tolerances', () => {
    expect(quantizeWithTolerance(tolerances, 'CAD', Decimal.parse('100.123456'))?.toString()).toBe('100.123456');
    expect(quantizeWithTolerance(tolerances, 'LONG', Decimal.parse('100.123456'))?.toString()).toBe('100.123456');
  });
});

describe('computeResidual and isBalanced', () => {
  it('weighs units, prices and costs', () => {
    const booked = bookSnippet(`
      2014-02-25 *
        Assets:Account1   10 HOOL {100.00 USD}
        Assets:Account2   -7 EUR @ 1.5 USD
        Assets:Account3   -989.50 USD
        Assets:Account4   4 CAD
    `);
    const postings = booked.transactions[0]!.postings;
    const residual = computeResidual(postings);
    expect(residual.positions().map((p) => `${p.units.number} ${p.units.currency}`)).toEqual(['4 CAD']);
    expect(residual.unitsOf('USD').toString()).toBe('0');
    expect(isBalanced(postings, booked.options)).toBe(false);
    expect(isBalanced(postings.slice(0, 3), booked.options)).toBe(true);
  });

  it('accepts a residual within the inferred tolerance, not beyond', () => {
    const booked = bookSnippet(`
      option "inferred_tolerance_multiplier" "1.1"
      2010-01-01 * "Balances"
        Assets:B1      -200.00 EUR
        Assets:B2       200.011 EUR
      2010-01-02 * "Does not balance"
        Assets:B1      -200.00 EUR
        Assets:B2       200.012 EUR
    `);
    expect(booked.transactions.map((t) => isBalanced(t.postings, booked.options))).toEqual([true, false]);
  });

  it('uses tolerances from costs only when asked to', () => {
    const text = `
      2014-02-25 *
        Assets:Account3       5.111 VHT {1000.00 USD}
        Assets:Account4      -5110.80 USD
    `;
    const plain = bookSnippet(text);
    expect(computeResidual(plain.transactions[0]!.postings).unitsOf('USD').toString()).toBe('0.20000');
    expect(isBalanced(plain.transactions[0]!.postings, plain.options)).toBe(false);
    const fromCost = bookSnippet(`option "infer_tolerance_from_cost" "TRUE"\n${dedent(text)}`);
    expect(isBalanced(fromCost.transactions[0]!.postings, fromCost.options)).toBe(true);
  });
});

describe('checkTransactionBalance', () => {
  it("gives Beancount's message with the residual, or null when within tolerance", () => {
    const booked = bookSnippet(`
      2014-02-25 *
        Assets:Account1   10.00 USD
        Assets:Account2   -9.99 USD
        Assets:Account3   1 HOOL
      2014-02-26 *
        Assets:Account1   10.00 USD
        Assets:Account2   -9.995 USD
    `);
    const [unbalanced, balanced] = booked.transactions.map((t) => checkTransactionBalance(t.postings, booked.options));
    expect(unbalanced?.message).toBe('Transaction does not balance: (0.01 USD, 1 HOOL)');
    expect(balanced).toBeNull();
  });
});
