// Totals spread over units of more than 28 digits (`{{T}}`, `{P # T}`, `@@`), against Beancount 2.3
// itself: it divides by abs(units), and Python's abs() rounds to the 28-digit context, so the cost
// per unit, the price and the amount interpolated from them carry that rounding. Compared at full
// precision, exponents included.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/ledger/core/decimal.ts';
import { Inventory } from '../../src/ledger/core/inventory.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { beancountInventories, requireBeancount, type BeancountPosition } from '../support/beancount.ts';

const run = requireBeancount();
const work = mkdtempSync(join(tmpdir(), 'total-cost-precision-'));

const OPENS = '2000-01-01 open Assets:F\n2000-01-01 open Equity:E\n';
const CASES: Record<string, string> = {
  'a total cost {{100 USD}} over 31 digits of units': '  Assets:F  1234567890.123456789012345678901 HOOL {{100 USD}}\n  Equity:E\n',
  'a total price @@ over 31 digits of units': '  Assets:F  2792695020487827314002.605221583 HOOL @@ 49948623087 USD\n  Equity:E\n',
  'a per-unit and total cost {P # T} over 32 digits of units': '  Assets:F  187046989588.04321699784690471954 HOOL {7.0 # 116.68011388 USD}\n  Equity:E\n',
  'the same reduced at its total cost': '  Assets:F  1234567890.123456789012345678901 HOOL {{100 USD}}\n  Equity:E\n2020-01-03 * "out"\n  Assets:F  -1234567890.123456789012345678901 HOOL {{100 USD}}\n  Equity:E\n',
};

/** Coefficient and exponent, as Python holds a number (Python's str read back without rounding). */
function exact(text: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/.exec(text);
  if (m === null) throw new Error(`unexpected number: ${text}`);
  const fraction = m[3] ?? '';
  return `${BigInt(`${m[1]}${m[2]}${fraction}`)}E${Number(m[4] ?? '0') - fraction.length}`;
}
const ours = (d: Decimal): string => `${d.coef}E${d.exp}`;

function theirs(positions: readonly BeancountPosition[]): string[] {
  return positions.map((p) => `${exact(p.units.number)} ${p.units.currency}${p.cost ? ` {${exact(p.cost.number)} ${p.cost.currency}}` : ''}`).sort();
}

describe.runIf(run)('totals over units beyond 28 digits, as Beancount 2.3 books them', () => {
  for (const [name, postings] of Object.entries(CASES)) {
    it(name, () => {
      const file = join(work, `${Object.keys(CASES).indexOf(name)}.beancount`);
      writeFileSync(file, `${OPENS}2020-01-02 * "in"\n${postings}`);
      const ledger = Ledger.load(file);
      const accounts = new Map<string, Inventory>();
      for (const d of ledger.directives) {
        if (d.type !== 'transaction') continue;
        for (const p of d.postings) {
          if (!accounts.has(p.account)) accounts.set(p.account, new Inventory());
          accounts.get(p.account)!.addAmount(p.units, p.cost);
        }
      }
      const view = beancountInventories(file);
      expect(ledger.errors.map((e) => e.source.line)).toEqual(view.errors.map((e) => e.line));
      const mine: Record<string, string[]> = {};
      for (const [account, inv] of accounts) {
        if (!inv.isEmpty()) mine[account] = inv.positions().map((p) => `${ours(p.units.number)} ${p.units.currency}${p.cost ? ` {${ours(p.cost.number)} ${p.cost.currency}}` : ''}`).sort();
      }
      const expected: Record<string, string[]> = {};
      for (const [account, positions] of Object.entries(view.balances['all']!)) expected[account] = theirs(positions);
      expect(mine).toEqual(expected);
    });
  }
});

describe('Decimal.neg and abs round to 28 digits as Python does', () => {
  it('a 31-digit coefficient', () => {
    const d = Decimal.parse('1234567890.123456789012345678901');
    expect(d.abs().toString()).toBe('1234567890.123456789012345679');
    expect(d.neg().toString()).toBe('-1234567890.123456789012345679');
    expect(d.neg().abs().toString()).toBe('1234567890.123456789012345679');
  });
  it('28 digits and fewer are kept as written', () => {
    const d = Decimal.parse('-1234567890.123456789012345678');
    expect(d.abs().toString()).toBe('1234567890.123456789012345678');
    expect(d.neg().toString()).toBe('1234567890.123456789012345678');
  });
});
