// Python's negative zero: Beancount shows an interpolated posting whose residual rounds to zero
// from below as `-0.00` (Decimal.quantize keeps the sign), and Python's arithmetic makes and
// drops that sign by fixed rules. Every result here is compared with Python's own decimal module.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';

/** Values as Python's Decimal() reads them; our parser never makes -0 from text, so those are built. */
const VALUES = ['0', '-0', '0.00', '-0.00', '-0.000', '1.5', '-1.5', '0.004', '-0.004', '-0.005', '-0.0051', '2', '-2.50', '12345678901234567890.5', '-12345678901234567890.5'];
const QUANTA = [-4, -3, -2, -1, 0];

function ours(text: string): Decimal {
  const d = Decimal.parse(text);
  return d.isZero() && text.startsWith('-') ? Decimal.negativeZero(d.exp) : d;
}

/** Every result as text, one line each: the same script shape for both sides. */
function ourResults(): string[] {
  const out: string[] = [];
  for (const a of VALUES) {
    const x = ours(a);
    out.push(`neg ${a} ${x.neg()}`, `abs ${a} ${x.abs()}`, `str ${a} ${x}`);
    for (const q of QUANTA) out.push(`quantize ${a} ${q} ${x.quantize(q)}`);
    for (const b of VALUES) {
      const y = ours(b);
      out.push(`add ${a} ${b} ${x.add(y)}`, `sub ${a} ${b} ${x.sub(y)}`, `mul ${a} ${b} ${x.mul(y)}`);
      if (!y.isZero()) out.push(`div ${a} ${b} ${x.div(y)}`);
    }
  }
  return out;
}

const PYTHON = `
import json, sys
from decimal import Decimal
values = json.load(sys.stdin)
quanta = ${JSON.stringify(QUANTA)}
def text(d):
    # plain notation, as Decimal.toString writes (Python's str would use an exponent for some)
    return format(d, 'f')
for a in values:
    x = Decimal(a)
    print('neg', a, text(-x)); print('abs', a, text(abs(x))); print('str', a, text(x))
    for q in quanta:
        print('quantize', a, q, text(x.quantize(Decimal(1).scaleb(q))))
    for b in values:
        y = Decimal(b)
        print('add', a, b, text(x + y)); print('sub', a, b, text(x - y)); print('mul', a, b, text(x * y))
        if y != 0:
            print('div', a, b, text(x / y))
`;

describe('negative zero', () => {
  it('an interpolated residual that rounds to zero from below is -0.00, and negation gives +0', () => {
    expect(Decimal.parse('-0.001').quantize(-2).toString()).toBe('-0.00');
    expect(Decimal.parse('-0.001').quantize(-2).isZero()).toBe(true);
    expect(Decimal.parse('-0.001').quantize(-2).isNegative()).toBe(false);
    expect(Decimal.parse('-0.001').quantize(-2).neg().toString()).toBe('0.00');
    expect(Decimal.parse('-0.00').toString()).toBe('0.00');
    expect(Decimal.ZERO.mul(Decimal.parse('-3')).toString()).toBe('-0');
    expect(Decimal.negativeZero(-2).eq(Decimal.ZERO)).toBe(true);
    expect(Decimal.negativeZero(-2).normalize()).toBe(Decimal.ZERO);
  });

  it.runIf(requireBeancount())('neg, abs, quantize, add, sub, mul and div give the signs and digits Python gives', () => {
    const theirs = execFileSync(BEANCOUNT_PYTHON, ['-c', PYTHON], { input: JSON.stringify(VALUES), encoding: 'utf8' }).trim().split('\n');
    const mine = ourResults();
    expect(mine.length).toBe(theirs.length);
    expect(mine).toEqual(theirs);
  });
});
