// Python's repr() of strings and str() of decimals and amounts, as Beancount's messages print them.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { MetaValue } from '../../../src/ledger/core/directives.ts';
import {
  pythonAmountText, pythonCompoundAmountRepr, pythonDecimalText, pythonKeyValueRepr, pythonListRepr, pythonSetRepr, pythonStrRepr,
} from '../../../src/ledger/core/python_repr.ts';
import { BEANCOUNT_PYTHON, requireBeancount } from '../../support/beancount.ts';

const STRINGS = [
  '', 'plain', "it's", 'say "hi"', `both ' and "`, 'back\\slash', 'new\nline', 'tab\there', 'cr\rx', 'nul\u0000', 'del\u007f',
  'nbsp\u00a0x', 'soft\u00adhyphen', 'zero\u200bwidth', 'line\u2028sep', '全角　空格', '星巴克 ☕', 'emoji 😀', 'bom\ufeff', 'ideo 𠀀',
  'private\ue000', 'lone \ud800 surrogate',
];

describe('Python reprs', () => {
  it('writes the examples the way Python 3 does', () => {
    expect(pythonStrRepr("it's")).toBe(`"it's"`);
    expect(pythonStrRepr(`both ' and "`)).toBe(`'both \\' and "'`);
    expect(pythonStrRepr('new\nline\u0000')).toBe(`'new\\nline\\x00'`);
    expect(pythonStrRepr('星巴克 ☕')).toBe(`'星巴克 ☕'`);
    expect(pythonListRepr(['A', "B's"])).toBe(`['A', "B's"]`);
    expect(pythonDecimalText(Decimal.parse('-20.00'))).toBe('-20.00');
    expect(pythonAmountText(Decimal.parse('10'), null)).toBe("10 <class 'beancount.core.number.MISSING'>");
  });

  it.runIf(requireBeancount())('equals Python repr() for quotes, escapes, and printable and unprintable Unicode', () => {
    const script = 'import json,sys\nfor s in json.load(sys.stdin): print(json.dumps(repr(s)))';
    const out = execFileSync(BEANCOUNT_PYTHON, ['-c', script], { input: JSON.stringify(STRINGS), encoding: 'utf8' });
    const theirs = out.trim().split('\n').map((line) => JSON.parse(line) as string);
    expect(STRINGS.map(pythonStrRepr)).toEqual(theirs);
  });

  it.runIf(requireBeancount())("equals Python's repr() of the parser's KeyValue, CompoundAmount and tag sets", () => {
    const d = (text: string) => Decimal.parse(text);
    const values: [string, MetaValue, string][] = [
      ['s', { type: 'string', value: `both ' and "` }, `"both ' and \\""`],
      ['a', { type: 'account', value: 'Assets:银行' }, "'Assets:银行'"],
      ['n', { type: 'number', value: d('-12.50') }, "Decimal('-12.50')"],
      ['z', { type: 'number', value: Decimal.negativeZero(-2) }, "Decimal('-0.00')"],
      ['e', { type: 'number', value: d('1E+3') }, "Decimal('1E+3')"],
      ['t', { type: 'number', value: d('0.00000001') }, "Decimal('1E-8')"],
      ['m', { type: 'amount', value: { number: d('1E+3'), currency: 'USD' } }, "Amount(Decimal('1E+3'), 'USD')"],
      ['d', { type: 'date', value: '2020-01-02' }, 'datetime.date(2020, 1, 2)'],
      ['b', { type: 'bool', value: true }, 'True'],
      ['x', { type: 'null' }, 'None'],
    ];
    const ours = [
      ...values.map(([key, value]) => pythonKeyValueRepr(key, value)),
      pythonCompoundAmountRepr(d('1E-8'), true, null, 'USD'),
      pythonCompoundAmountRepr(null, false, null, null),
      pythonAmountText(d('1E-8'), 'USD'),
      pythonAmountText(Decimal.negativeZero(-2), null),
      pythonSetRepr([]),
      pythonSetRepr(["it's"]),
    ];
    const script = [
      'import datetime',
      'from decimal import Decimal',
      'from beancount.core.amount import Amount',
      'from beancount.core.number import MISSING',
      'from beancount.parser.grammar import CompoundAmount, KeyValue',
      ...values.map(([key, , python]) => `print(repr(KeyValue(${JSON.stringify(key)}, ${python})))`),
      "print(repr(CompoundAmount(Decimal('1E-8'), MISSING, 'USD')))",
      'print(repr(CompoundAmount(MISSING, None, MISSING)))',
      "print(str(Amount(Decimal('1E-8'), 'USD')))",
      "print(str(Amount(Decimal('-0.00'), MISSING)))",
      'print(repr(set()))',
      `print(repr({"it's"}))`,
    ].join('\n');
    const theirs = execFileSync(BEANCOUNT_PYTHON, ['-c', script], { encoding: 'utf8' }).trim().split('\n');
    expect(ours).toEqual(theirs);
  });
});
