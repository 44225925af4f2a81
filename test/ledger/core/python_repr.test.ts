// Python's repr() of strings and str() of decimals and amounts, as Beancount's messages print them.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { pythonAmountText, pythonDecimalText, pythonListRepr, pythonStrRepr } from '../../../src/ledger/core/python_repr.ts';
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
});
