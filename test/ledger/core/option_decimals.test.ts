// The options Beancount 2.3 reads with its D(): inferred_tolerance_default and
// inferred_tolerance_multiplier. D() drops every comma and every space before Python's Decimal
// reads the rest, so "0.0 01" is 0.001, and the value is then in force.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { buildOptions } from '../../../src/ledger/core/options.ts';
import { pythonDecimalText } from '../../../src/ledger/core/python_repr.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../../src/ledger/syntax/error_entry_printer.ts';
import { BEANCOUNT_PYTHON, beanCheck, requireBeancount } from '../../support/beancount.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('option-decimals-');
const SOURCE = { file: 'main.beancount', line: 1 };

describe('options read as numbers', () => {
  it('drop spaces and commas, as D() does', () => {
    const { options, errors } = buildOptions([
      { name: 'inferred_tolerance_default', value: '*:0.0 01', source: SOURCE },
      { name: 'inferred_tolerance_default', value: 'USD:0.0, 5', source: SOURCE },
      { name: 'inferred_tolerance_multiplier', value: '1 .5', source: SOURCE },
    ]);
    expect(errors).toEqual([]);
    expect(options.inferredToleranceDefault.get('*')!.eq(Decimal.parse('0.001'))).toBe(true);
    expect(options.inferredToleranceDefault.get('USD')!.eq(Decimal.parse('0.05'))).toBe(true);
    expect(options.inferredToleranceMultiplier.eq(Decimal.parse('1.5'))).toBe(true);
  });

  it.runIf(run)('with a space inside, the tolerance balances what Beancount balances', () => {
    const file = workspace.write(
      'option "inferred_tolerance_default" "USD:0 .1"\noption "inferred_tolerance_multiplier" "1 .5"\n' +
        '2020-01-01 open Assets:A\n2020-01-01 open Assets:B\n' +
        // Off by 0.05 USD in whole numbers: balanced only under the 0.1 tolerance.
        '2020-01-02 * "within"\n  Assets:A  100 USD\n  Assets:B  -99.95 USD\n' +
        '2020-01-03 * "beyond"\n  Assets:A  100 USD\n  Assets:B  -99.5 USD\n' +
        'option "inferred_tolerance_multiplier" " "\n',
    );
    const ours = Ledger.load(file).errors.map(formatErrorBlock).join('');
    expect(ours).toEqual(beanCheck(file).output);
    expect(ours).toContain('Transaction does not balance');
  });

  // Python's Decimal() drops underscores anywhere, strips Unicode spaces at the ends and reads
  // the digits of every script; D() drops commas and ASCII spaces first.
  const PYTHON_FORMS = ['1_0', '_1', '1__0', '1_.5', '1._5', '_1e_1', '\t0.5\n', '\u30000.25\u3000', '１０', '٣.٥', '1e１', '0.0_0_1', '_', '1 _ 0', '\u00a01', '1\u2003', '1\u200b', 'x1', '1.2.3', '\u0661\u0660'];

  it.runIf(run)('read as Python reads them, digit for digit', () => {
    const ours = PYTHON_FORMS.map((text) => {
      const { options, errors } = buildOptions([{ name: 'inferred_tolerance_multiplier', value: text, source: SOURCE }]);
      return errors.length > 0 ? 'error' : pythonDecimalText(options.inferredToleranceMultiplier);
    });
    const script =
      'import json, sys\nfrom beancount.core.number import D\nout = []\n' +
      'for t in json.loads(sys.stdin.read()):\n' +
      '    try: out.append(str(D(t)))\n' +
      '    except ValueError: out.append("error")\n' +
      'print(json.dumps(out))';
    const python = spawnSync(BEANCOUNT_PYTHON, ['-c', script], { input: JSON.stringify(PYTHON_FORMS), encoding: 'utf8' });
    expect(python.status).toBe(0);
    const theirs = JSON.parse(python.stdout) as string[];
    expect(ours).toEqual(theirs);
    expect(theirs.filter((t) => t !== 'error').length).toBeGreaterThan(10);
  });

  it.runIf(run)('an underscore in the default tolerance takes effect as in bean-check', () => {
    const file = workspace.write(
      'option "inferred_tolerance_default" "*:1_0"\n' +
        '2020-01-01 open Assets:A\n2020-01-01 open Assets:B\n' +
        // Off by 1 in whole numbers: balanced only under a tolerance of 10.
        '2020-01-02 * "within"\n  Assets:A  100 USD\n  Assets:B  -99 USD\n' +
        '2020-01-03 * "beyond"\n  Assets:A  100 USD\n  Assets:B  -80 USD\n',
    );
    const ours = Ledger.load(file).errors.map(formatErrorBlock).join('');
    expect(ours).toEqual(beanCheck(file).output);
    expect(ours).toContain('Transaction does not balance');
    expect(ours).not.toContain('Error for option');
  });
});
