// The validation plugins of Beancount 2.3 the engine runs (check_commodity, noduplicates,
// unique_prices, leafonly, onecommodity): the errors of a fixture that exercises each of them
// must be bean-check's, line for line. Messages are compared whole, except where Beancount's
// text is a Python repr (the duplicate entries) or a set in no fixed order (the currencies).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import { beanCheck, requireBeancount } from '../../support/beancount.ts';

const run = requireBeancount();
const fixture = join(import.meta.dirname, '../../fixtures/plugins/validators.beancount');

function comparable(location: string, message: string): string {
  const m = message.trim().replace(/^(Duplicate entry|More than one (cost )?currency in account '[^']*'):.*$/, '$1');
  return `${location}: ${m}`;
}

describe.skipIf(!run)('validation plugins against bean-check', () => {
  it('reports the errors bean-check reports, on the same lines', () => {
    const theirs = [...beanCheck(fixture).output.matchAll(/^(\S[^\n]*?:\d+):\s+([^\n]*)$/gm)].map((m) => comparable(m[1]!, m[2]!)).sort();
    const ours = Ledger.load(fixture).errors.map((e) => comparable(`${e.source.file}:${e.source.line}`, e.message)).sort();
    expect(theirs.length).toBeGreaterThanOrEqual(10);
    expect(ours).toEqual(theirs);
  });
});

describe('validation plugins', () => {
  const errors = (text: string) => Ledger.fromText(text).errors.map((e) => `${e.source.line}: ${e.message}`);
  it('onecommodity takes a regular expression matched from the start of the account name', () => {
    const text = (config: string) => `plugin "beancount.plugins.onecommodity" "${config}"
2020-01-01 open Assets:A
2020-01-01 open Assets:B
2020-01-02 * "x"
  Assets:A  1 USD
  Assets:A  1 EUR
  Assets:B  -1 USD
  Assets:B  -1 EUR
`;
    expect(errors(text('Assets:B'))).toEqual(["4: More than one currency in account 'Assets:B': USD,EUR"]);
    expect(errors(text('A'))).toHaveLength(2);
    expect(errors(text('B'))).toEqual([]);
  });
  it('a configuration that is not a regular expression is reported on the plugin line', () => {
    expect(errors('plugin "beancount.plugins.onecommodity" "Assets:("\n2020-01-01 open Assets:A\n')).toEqual([
      expect.stringMatching(/^1: Plugin "beancount.plugins.onecommodity" failed: /),
    ]);
  });
  it('auto opens the accounts an addition uses, as auto_accounts does', () => {
    const ledger = Ledger.fromText('plugin "beancount.plugins.auto"\n2020-01-01 open Assets:Cash\n');
    const source = { file: '<request>', line: 0 };
    const posting = (account: string, n: string | null) => ({ account, flag: null, units: n === null ? null : { number: Decimal.parse(n), currency: 'CNY' }, cost: null, price: null, priceIsTotal: false, meta: {}, source });
    const txn = { type: 'transaction' as const, date: '2020-01-02', flag: '*', payee: null, narration: 'x', tags: [], links: [], meta: {}, source, postings: [posting('Expenses:Food', '1'), posting('Assets:Cash', null)] };
    expect(ledger.check([txn]).errors).toEqual([]);
  });
  it('auto is auto_accounts then implicit_prices', () => {
    const ledger = Ledger.fromText(`plugin "beancount.plugins.auto"
2020-01-02 * "buy"
  Assets:Broker  2 HOOL {100 USD}
  Assets:Cash
`);
    expect(ledger.errors).toEqual([]);
    expect(ledger.directives.map((d) => d.type)).toEqual(['open', 'open', 'transaction', 'price']);
  });
});
