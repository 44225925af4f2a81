// Property: for random price histories (both directions of a pair, several prices a day, zero
// rates, long decimals) and the prices the implicit_prices plugin adds from transactions, our
// price map gives the rate Beancount 2.3's prices.get_price gives for every pair at every date,
// and market value and cost conversions of positions equal convert.convert_position,
// convert.get_value and convert_amount(get_cost(...)), at full precision.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger } from '../../../src/ledger/ledger.ts';
import type { Amount } from '../../../src/ledger/core/amount.ts';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { Position } from '../../../src/ledger/core/position.ts';
import { buildPriceMap, convertAmount, costOf, costValue, marketValue } from '../../../src/ledger/core/prices.ts';
import { requireBeancount } from '../../support/beancount.ts';
import type { PriceAnswer, PriceQuery } from '../../support/beancount_worker.ts';
import { beancountWorkspace } from '../../support/beancount_workspace.ts';
import { exactNumber } from '../../support/inventory_views.ts';
import { numbered } from './ledger_model.ts';
import { propertyRuns, propertySeed } from './property_seed.ts';

const run = requireBeancount();
const workspace = beancountWorkspace('price-property-');

const CURRENCIES = ['USD', 'EUR', 'CNY', 'HOOL', 'JPY'] as const;
/** JPY is never priced: conversions to and from it must fail the same way. */
const PRICED = CURRENCIES.slice(0, 4);
/** Before the first price, each day of the history, the day after, and "latest" (null). */
const DATES = ['2023-12-31', '2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', null] as const;

const numberText = fc.oneof(
  { weight: 6, arbitrary: fc.record({ coef: fc.integer({ min: 1, max: 20_000 }), scale: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ coef: fc.integer({ min: 1, max: 999_999_999_999 }), scale: fc.integer({ min: 0, max: 11 }) }) },
  { weight: 1, arbitrary: fc.constant({ coef: 0, scale: 0 }) },
).map(({ coef, scale }) => new Decimal(coef, -scale).toString());

const pair = fc
  .tuple(fc.constantFrom(...PRICED), fc.constantFrom(...PRICED))
  .filter(([base, quote]) => base !== quote);

const priceDirective = fc.record({ day: fc.integer({ min: 1, max: 5 }), pair, rate: numberText });

/** A transaction whose posting the implicit_prices plugin turns into a price (or not, for a reduction). */
const trade = fc.record({
  day: fc.integer({ min: 1, max: 5 }),
  kind: fc.constantFrom('price', 'cost', 'sale'),
  pair,
  units: fc.integer({ min: 1, max: 50 }),
  rate: numberText.filter((t) => t !== '0'),
});

const signedNumber = fc
  .record({ coef: fc.integer({ min: -5_000_000, max: 5_000_000 }), scale: fc.integer({ min: 0, max: 4 }) })
  .map(({ coef, scale }) => new Decimal(coef, -scale).toString());
const position = fc.record({
  units: fc.record({ number: signedNumber, currency: fc.constantFrom(...CURRENCIES) }),
  cost: fc.option(fc.record({ number: numberText, currency: fc.constantFrom(...CURRENCIES) }), { nil: null }),
});

const scenario = fc.record({
  prices: fc.array(priceDirective, { minLength: 1, maxLength: 25 }),
  implicit: fc.boolean(),
  trades: fc.array(trade, { maxLength: 8 }),
  positions: fc.array(position, { minLength: 1, maxLength: 4 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function ledgerText(s: Scenario): string {
  const lines = [
    ...(s.implicit ? ['plugin "beancount.plugins.implicit_prices"', ''] : []),
    '2023-01-01 open Assets:Broker',
    '2023-01-01 open Assets:Cash',
    '',
  ];
  for (const p of s.prices) lines.push(`2024-01-0${p.day} price ${p.pair[0]} ${p.rate} ${p.pair[1]}`);
  for (const t of s.trades) {
    const [commodity, currency] = t.pair;
    const leg =
      t.kind === 'price' ? `${t.units} ${commodity} @ ${t.rate} ${currency}`
      : t.kind === 'cost' ? `${t.units} ${commodity} {${t.rate} ${currency}}`
      : `-${t.units} ${commodity} {}`;
    lines.push('', `2024-01-0${t.day} * "trade"`, `  Assets:Broker  ${leg}`, '  Assets:Cash');
  }
  return lines.join('\n') + '\n';
}

const amountJson = (a: Amount) => ({ number: a.number.toString(), currency: a.currency });

/** Our answers, in the shape of the worker's "prices" answer. */
function ourPrices(file: string, query: PriceQuery) {
  const map = buildPriceMap(Ledger.load(file).directives);
  const rates: Record<string, string | null> = {};
  for (const base of query.currencies)
    for (const quote of query.currencies)
      for (const d of query.dates) rates[`${base}/${quote}@${d ?? 'latest'}`] = map.rate(base, quote, d ?? undefined)?.toString() ?? null;
  const values = [];
  for (const p of query.positions) {
    const pos: Position = {
      units: { number: Decimal.parse(p.units.number), currency: p.units.currency },
      cost: p.cost === null ? null : { number: Decimal.parse(p.cost.number), currency: p.cost.currency, date: '2024-01-01', label: null },
    };
    for (const d of query.dates) {
      const date = d ?? undefined;
      const market: Record<string, unknown> = {};
      const cost: Record<string, unknown> = {};
      for (const c of query.currencies) {
        market[c] = amountJson(marketValue(pos, c, map, date) ?? pos.units);
        cost[c] = amountJson(costValue(pos, c, map, date) ?? costOf(pos));
      }
      const value = pos.cost === null ? pos.units : (convertAmount(pos.units, pos.cost.currency, map, date) ?? pos.units);
      values.push({ market, value: amountJson(value), cost });
    }
  }
  return { rates, values };
}

/**
 * Beancount's answer with each number as exact text (exactNumber): the same digits and exponent,
 * no scientific notation ("0E-28"), no negative zero (Python's -1 * 0 is -0; our decimals have
 * no signed zero, and the value is the same).
 */
function theirExactAnswer(theirs: PriceAnswer): { rates: Record<string, string | null>; values: unknown[] } {
  const exact = <T extends { number: string }>(a: T): T => ({ ...a, number: exactNumber(a.number) });
  const each = (m: Record<string, { number: string; currency: string }>) => Object.fromEntries(Object.entries(m).map(([k, a]) => [k, exact(a)]));
  return {
    rates: Object.fromEntries(Object.entries(theirs.rates).map(([k, r]) => [k, r === null || r === 'crash' ? r : exactNumber(r)])),
    values: theirs.values.map((v) => ({ market: each(v.market), value: exact(v.value), cost: each(v.cost) })),
  };
}

/** Checks the scenario against Beancount; returns the ledger file it wrote. */
async function agreesWithBeancount(s: Scenario): Promise<string> {
  const text = ledgerText(s);
  const file = workspace.write(text);
  const query: PriceQuery = { currencies: [...CURRENCIES], dates: [...DATES], positions: s.positions };
  const theirs = theirExactAnswer(await workspace.worker().prices(file, query));
  const ours = ourPrices(file, query);
  const differences = [
    ...Object.keys(theirs.rates)
      .filter((k) => ours.rates[k] !== theirs.rates[k])
      .map((k) => `rate ${k}: ours ${ours.rates[k]}, Beancount ${theirs.rates[k]}`),
    ...theirs.values.flatMap((v, i) =>
      JSON.stringify(v) === JSON.stringify(ours.values[i]) ? [] : [`values #${i}: ours ${JSON.stringify(ours.values[i])}, Beancount ${JSON.stringify(v)}`],
    ),
  ];
  if (differences.length > 0)
    throw new Error(`Ledger:\n${numbered(text)}\nPositions: ${JSON.stringify(s.positions)}\n${differences.slice(0, 12).join('\n')}`);
  expect(ours).toEqual({ rates: theirs.rates, values: theirs.values });
  return file;
}

describe.runIf(run)('price map and conversions as in Beancount 2.3 (property)', () => {
  it('rates of every pair at every date, market value, value and cost conversions agree', async () => {
    await fc.assert(fc.asyncProperty(scenario, async (s) => void (await agreesWithBeancount(s))), { seed: propertySeed(), numRuns: propertyRuns(150) });
  }, 300_000);

  it('a history where the inverse pair has more prices is folded into it, zero rates are not inverted', async () => {
    // Hand-picked: EUR/USD twice, USD/EUR three times (so EUR/USD is folded into USD/EUR), a
    // zero HOOL price as the last of its day, and a price written twice on one day.
    const s: Scenario = {
      prices: [
        { day: 1, pair: ['EUR', 'USD'], rate: '1.1' },
        { day: 3, pair: ['EUR', 'USD'], rate: '1.3' },
        { day: 1, pair: ['USD', 'EUR'], rate: '0.9' },
        { day: 2, pair: ['USD', 'EUR'], rate: '0.8' },
        { day: 4, pair: ['USD', 'EUR'], rate: '0.7' },
        { day: 2, pair: ['HOOL', 'USD'], rate: '12.5' },
        { day: 2, pair: ['HOOL', 'USD'], rate: '0' },
        { day: 3, pair: ['HOOL', 'CNY'], rate: '3' },
        { day: 3, pair: ['HOOL', 'CNY'], rate: '7.123456789' },
      ],
      implicit: true,
      trades: [{ day: 5, kind: 'price', pair: ['CNY', 'EUR'], units: 7, rate: '0.13' }],
      positions: [{ units: { number: '10', currency: 'HOOL' }, cost: { number: '11', currency: 'USD' } }],
    };
    const file = await agreesWithBeancount(s);
    const map = buildPriceMap(Ledger.load(file).directives);
    // The fold: on day 1 both directions were written; the inverted EUR/USD comes later and wins.
    expect(map.rate('USD', 'EUR', '2024-01-01')?.toString()).toBe('0.9090909090909090909090909091');
    expect(map.rate('HOOL', 'USD', '2024-01-02')?.toString()).toBe('0');
    expect(map.rate('USD', 'HOOL', '2024-01-02')).toBeNull();
  });
});
