import { describe, expect, test } from 'vitest';
import { Ledger } from '../../../src/ledger/ledger.ts';
import { buildPriceMap, convertAmount, costValue, marketValue } from '../../../src/ledger/core/prices.ts';
import { amount } from '../../../src/ledger/core/amount.ts';
import { Decimal } from '../../../src/ledger/core/decimal.ts';

const prices = (text: string) => buildPriceMap(Ledger.fromText(text).directives);

describe('buildPriceMap', () => {
  test('the last price of a day wins and earlier days stay', () => {
    const map = prices(`
2024-01-01 price HOOL 10 USD
2024-01-03 price HOOL 11 USD
2024-01-03 price HOOL 12 USD
`);
    expect(map.rate('HOOL', 'USD', '2024-01-02')?.toString()).toBe('10');
    expect(map.rate('HOOL', 'USD', '2024-01-03')?.toString()).toBe('12');
    expect(map.rate('HOOL', 'USD')?.toString()).toBe('12');
    expect(map.rate('HOOL', 'USD', '2023-12-31')).toBeNull();
  });

  test('inverse rates are derived', () => {
    const map = prices('2024-01-01 price USD 4 CNY\n');
    expect(map.rate('CNY', 'USD', '2024-01-01')?.toString()).toBe('0.25');
    expect(map.rate('USD', 'USD')?.eq(Decimal.ONE)).toBe(true);
  });

  test('a pair declared both ways is merged into the one with more points', () => {
    const map = prices(`
2024-01-01 price USD 4 CNY
2024-01-02 price USD 5 CNY
2024-01-03 price CNY 0.125 USD
`);
    expect(map.forwardPairs).toEqual([['USD', 'CNY']]);
    expect(map.rate('USD', 'CNY', '2024-01-03')?.toString()).toBe('8');
    expect(map.rate('USD', 'CNY', '2024-01-02')?.toString()).toBe('5');
  });

  test('a price of a currency in itself is dropped, as Beancount drops it (it used to loop without end)', () => {
    // `@@` in the posting's own currency: implicit_prices makes `EUR ... EUR`.
    const map = prices(`
plugin "beancount.plugins.implicit_prices"
2024-01-01 open Assets:Bank
2024-01-01 open Income:Salary
2024-01-01 price HOOL 10 USD
2024-01-03 *
  Assets:Bank  -8.75 EUR @@ 8218.0 EUR
  Income:Salary
2024-01-04 price EUR 2 EUR
`);
    expect(map.forwardPairs).toEqual([['HOOL', 'USD']]);
    expect(map.rate('EUR', 'EUR')?.eq(Decimal.ONE)).toBe(true);
    expect(map.rate('HOOL', 'USD')?.toString()).toBe('10');
  });
});

describe('conversions', () => {
  const map = prices(`
2024-01-01 price HOOL 100 USD
2024-01-01 price USD 7 CNY
2024-02-01 price HOOL 120 USD
`);
  test('market value goes through the cost currency when there is no direct rate', () => {
    const pos = { units: amount('2', 'HOOL'), cost: { number: Decimal.parse('90'), currency: 'USD', date: '2023-12-01', label: null } };
    expect(marketValue(pos, 'CNY', map, '2024-01-15')?.number.toString()).toBe('1400');
    expect(marketValue(pos, 'CNY', map, '2024-02-15')?.number.toString()).toBe('1680');
    expect(marketValue(pos, 'USD', map, '2024-02-15')?.number.toString()).toBe('240');
    expect(costValue(pos, 'CNY', map, '2024-02-15')?.number.toString()).toBe('1260');
  });
  test('no rate: null', () => {
    expect(convertAmount(amount('1', 'EUR'), 'CNY', map, '2024-01-01')).toBeNull();
  });
});
