import { describe, expect, it } from 'vitest';
import type { Open, Price } from '../../../src/ledger/core/directives.ts';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { WARNING_KIND } from '../../../src/ledger/core/directives.ts';
import { beancount, errorsOf } from '../checks/snippets.ts';

describe('auto_accounts', () => {
  it('opens each unopened account on the day of its first use, and no other', () => {
    const ledger = Ledger.fromText(beancount(`
      plugin "beancount.plugins.auto_accounts"
      2020-01-01 open Assets:Cash
      2020-02-01 * "x"
        Expenses:Food   1 USD
        Assets:Cash
      2020-03-01 note Assets:Other "first use"
    `));
    expect(ledger.errors).toEqual([]);
    const opens = ledger.directives.filter((d): d is Open => d.type === 'open');
    expect(opens.map((o) => `${o.date} ${o.account} ${o.source.file}`)).toEqual([
      '2020-01-01 Assets:Cash <string>',
      '2020-02-01 Expenses:Food <auto_accounts>',
      '2020-03-01 Assets:Other <auto_accounts>',
    ]);
  });

  it('is off without the plugin directive', () => {
    expect(errorsOf(`
      2020-02-01 * "x"
        Expenses:Food   1 USD
        Expenses:Other
    `)).toHaveLength(2);
  });
});

describe('implicit_prices', () => {
  const prices = (text: string) =>
    Ledger.fromText(beancount(text))
      .directives.filter((d): d is Price => d.type === 'price')
      .map((p) => `${p.date} ${p.currency} ${p.amount.number} ${p.amount.currency} ${(p.meta.__implicit_prices__ as { value: string } | undefined)?.value ?? 'written'}`);

  it('adds a price per posting price and per cost that is not a reduction, once per day, currency and number', () => {
    expect(
      prices(`
        plugin "beancount.plugins.implicit_prices"
        2020-01-01 open Assets:Broker
        2020-01-01 open Assets:Cash
        2020-01-02 * "buy"
          Assets:Broker   2 STK {100 USD}
          Assets:Cash
        2020-01-02 * "buy again, same price: no duplicate"
          Assets:Broker   1 STK {100.00 USD}
          Assets:Cash
        2020-01-03 * "sell: a reduction adds no cost price, its @ price is used"
          Assets:Broker  -1 STK {100 USD} @ 110 USD
          Assets:Cash     110 USD
          Income:Gains
        2020-01-04 * "conversion"
          Assets:Cash   -10 EUR @ 1.1 USD
          Assets:Cash    11 USD
        2020-01-05 price STK 120 USD
      `),
    ).toEqual([
      '2020-01-02 STK 100 USD from_cost',
      '2020-01-03 STK 110 USD from_price',
      '2020-01-04 EUR 1.1 USD from_price',
      '2020-01-05 STK 120 USD written',
    ]);
  });
});

describe('other plugins', () => {
  it('are reported as warnings and not run', () => {
    const ledger = Ledger.fromText('plugin "acme.plugins.not_in_beancount"\n2020-01-01 open Assets:Cash\n');
    expect(ledger.errors.map((e) => [e.kind, e.source.line])).toEqual([[WARNING_KIND, 1]]);
    expect(ledger.directives).toHaveLength(1);
  });
  it('make every addition a refused check, since bean-check could reject it', () => {
    const ledger = Ledger.fromText('plugin "acme.plugins.not_in_beancount"\n2020-01-01 open Assets:Cash\n');
    const note = { type: 'note' as const, date: '2020-01-02', account: 'Assets:Cash', comment: 'x', meta: {}, source: { file: '<request>', line: 0 } };
    expect(ledger.check([note]).errors).toEqual([
      { source: { file: '<string>', line: 1 }, message: expect.stringMatching(/^The ledger enables plugin "acme.plugins.not_in_beancount", which this service does not run/), kind: 'plugin' },
    ]);
    const supported = Ledger.fromText('plugin "beancount.plugins.check_commodity"\n2020-01-01 commodity USD\n2020-01-01 open Assets:Cash\n');
    expect(supported.check([note]).errors).toEqual([]);
  });
});
