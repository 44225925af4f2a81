// The price or the value said of an amount in another currency (staking reward 0.0021 ETH at 3500
// USD, worth 7.5 USD, 价值 7.5 USD, (about $7)): no money of its own. Said of coins received as
// income, it prices them: the coins at that price, the income in the money said.
import { Decimal } from '../../ledger/core/decimal.ts';
import { trimComputed, type AmountMention } from '../amounts.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { rootOf } from '../ledger-index.ts';
import { ASSETS, INCOME } from './account-filter.ts';
import type { Guesses } from './guesses.ts';
import type { ParsedPosting } from './parsed-entry.ts';

// worth 7.5 USD, valued at 7.5 USD, 价值 7.5 USD, 市值 50 元: what the amount before was worth, in all
const VALUE_BETWEEN = /^[\s(（]*(?:worth|valued\s+at|价值|市值)[\s:：]*$/i;
// (about $7), approx. 7 USD: roughly what it was worth
const ROUGH_VALUE_BETWEEN = /^[\s(（]*(?:about|approx(?:\.|imately)?)[\s:：]*$/i;
// at 3500 USD, @ 3500 USD: the price of one unit of it
const PRICE_BETWEEN = /^\s*(?:at|@)\s*$/i;

export type ValueKind = 'price' | 'value' | 'rough';

/** What the words between an amount and the next say the next is of the first: its price, its value, roughly its value; null for none. */
export function valueKind(between: string): ValueKind | null {
  return PRICE_BETWEEN.test(between) ? 'price' : VALUE_BETWEEN.test(between) ? 'value' : ROUGH_VALUE_BETWEEN.test(between) ? 'rough' : null;
}

export interface ValueSaid {
  readonly of: AmountMention;
  readonly value: AmountMention;
  readonly kind: ValueKind;
}

/** The amounts said as the price or the value of the one before, which is in another currency said with it. */
export function valuesSaid(text: string, amounts: readonly AmountMention[], currencyOf: (a: AmountMention) => string): ValueSaid[] {
  const out: ValueSaid[] = [];
  amounts.forEach((a, i) => {
    const before = amounts[i - 1];
    if (before === undefined || before.currency === null || currencyOf(a) === currencyOf(before)) return;
    const kind = valueKind(text.slice(before.end, a.start));
    if (kind !== null) out.push({ of: before, value: a, kind });
  });
  return out;
}

/**
 * The postings of coins received as income (staking reward 0.0021 ETH at 3500 USD) with the price
 * said: the coins at that price (0.0021 ETH @ 3500 USD, or @@ 7.5 USD for worth 7.5 USD), the income
 * in that money (-7.35 USD). Left as they are when the value is rough (about), when the postings are
 * not one Assets account receiving the coins from one Income account, or when that account does not
 * hold the money.
 */
export function pricedIncome(index: NlpIndex, postings: readonly ParsedPosting[], values: readonly ValueSaid[], currencyOf: (a: AmountMention) => string, guesses: Guesses): ParsedPosting[] {
  const exact = values.filter((v) => v.kind !== 'rough');
  if (exact.length !== 1 || postings.length !== 2) return [...postings];
  const { of, value, kind } = exact[0]!;
  const coin = currencyOf(of);
  const money = currencyOf(value);
  const received = postings.find((p) => rootOf(p.account) === ASSETS && p.units.currency === coin && Decimal.parse(p.units.number).eq(of.number));
  const income = postings.find((p) => rootOf(p.account) === INCOME && p.units.currency === coin && Decimal.parse(p.units.number).eq(of.number.neg()));
  if (received === undefined || income === undefined) return [...postings];
  const allowed = index.accounts.get(income.account)?.currencies ?? [];
  if (allowed.length > 0 && !allowed.includes(money)) return [...postings];
  const total = kind === 'price' ? trimComputed(of.number.mul(value.number)) : value.number;
  const price = { number: value.number.toString(), currency: money };
  guesses.add(`booked ${of.number.toString()} ${coin} at ${kind === 'price' ? `${value.number.toString()} ${money} each` : `${value.number.toString()} ${money} in all`}: the income is ${total.toString()} ${money}`, 0);
  return postings.map((p) =>
    p === received ? { ...p, ...(kind === 'price' ? { price } : { total_price: price }) }
    : p === income ? { account: p.account, units: { number: total.neg().toString(), currency: money } }
    : p,
  );
}
