// The options Beancount 2.3 reads with its D(): inferred_tolerance_default and
// inferred_tolerance_multiplier. D() drops every comma and every space before Python's Decimal
// reads the rest, so "0.0 01" is 0.001, and the value is then in force.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { buildOptions } from '../../../src/ledger/core/options.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { formatErrorBlock } from '../../../src/ledger/syntax/error_entry_printer.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';
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
});
