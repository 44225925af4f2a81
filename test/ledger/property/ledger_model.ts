// Random small ledgers for differential property tests: a structured model (which fast-check
// shrinks by dropping steps and simplifying numbers) rendered to Beancount text. Mostly valid,
// with the usual mistakes mixed in: unopened accounts, unbalanced transactions, reductions of
// lots that are not there, wrong balance assertions, postings after a close.
import fc from 'fast-check';
import { Decimal } from '../../../src/ledger/core/decimal.ts';

export const PLAIN_CURRENCIES = ['USD', 'EUR', 'JPY'] as const;
export const COMMODITIES = ['HOOL', 'AAPL'] as const;
const BOOKINGS = ['STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE'] as const;

/** Only explicit, cost-free postings ever touch the wallet, so the generator knows its balance. */
const WALLET = 'Assets:Wallet';
const PLAIN_ACCOUNTS = [WALLET, 'Assets:Cash', 'Assets:Bank', 'Liabilities:Card', 'Expenses:Food', 'Income:Salary'] as const;
const LOT_ACCOUNTS = ['Assets:Broker:A', 'Assets:Broker:B', 'Assets:Broker:C'] as const;
const LOT_PARENT = 'Assets:Broker';
const ALWAYS_OPEN = ['Equity:Opening', 'Income:Gains', LOT_PARENT] as const;
/** Never opened: every posting to it is an error. */
const UNOPENED = 'Expenses:Unopened';

const FIRST_DATE = '2024-01-01';
const LOT_DATES = ['2024-01-01', '2024-01-04', '2024-01-09'] as const;
const LOT_LABELS = ['lot1', 'lot2'] as const;

/** A decimal written with exactly `scale` fraction digits: coef × 10^-scale. */
export interface Num {
  readonly coef: number;
  readonly scale: number;
}
export const numText = (n: Num): string => new Decimal(BigInt(n.coef), -n.scale).toString();
const dec = (n: Num): Decimal => new Decimal(BigInt(n.coef), -n.scale);

export interface OpenSpec {
  readonly account: string;
  readonly currencies: readonly string[];
  readonly booking: (typeof BOOKINGS)[number] | null;
  /** Opened a few days into the ledger, so that earlier postings to it are errors. */
  readonly late: boolean;
}
interface Leg {
  readonly account: string;
  readonly units: Num;
  readonly currency: string;
  readonly price: { readonly total: boolean; readonly number: Num; readonly currency: string } | null;
  /** Write the per-unit price without its number (`@ USD`), for booking to interpolate (the rest of the transaction is written out). */
  readonly priceMissing: boolean;
}
interface Cost {
  readonly per: Num | null;
  readonly total: Num | null;
  readonly date: string | null;
  readonly label: string | null;
  /** For a reduction without a number: write the cost currency alone (`{USD}`), so that Beancount can categorize it. */
  readonly currencyOnly: boolean;
}
interface Buy {
  readonly kind: 'buy';
  readonly gap: number;
  readonly account: string;
  readonly commodity: string;
  readonly units: Num;
  readonly cost: Cost;
  readonly cash: string;
  readonly cashMissing: boolean;
  /** The lots' cost currency: USD mostly, EUR now and then, so that `{}` may meet lots in two. */
  readonly costCurrency: string;
  /** A price beside the cost (`{10 USD} @ 12 USD`): recorded, no effect on the weight. */
  readonly price: Num | null;
  /** With the cash written out, leave the cost's number out (`{USD}`) for booking to interpolate. */
  readonly costMissing: boolean;
}
interface Sell {
  readonly kind: 'sell';
  readonly gap: number;
  readonly account: string;
  readonly commodity: string;
  readonly units: Num;
  readonly match: Cost;
  readonly price: Num | null;
  /** `@@` (the total for the units) rather than `@`. */
  readonly priceIsTotal: boolean;
}
export type Step =
  | { readonly kind: 'txn'; readonly gap: number; readonly legs: readonly Leg[]; readonly closing: string; readonly missing: boolean; readonly skew: Num | null }
  | Buy
  | Sell
  /** A buy and then a sale from the same account, so that reductions mostly meet lots. */
  | { readonly kind: 'trade'; readonly gap: number; readonly buy: Buy; readonly sell: Sell }
  | { readonly kind: 'pad'; readonly gap: number; readonly account: string; readonly amount: Num; readonly currency: string; readonly later: number }
  | { readonly kind: 'balance'; readonly gap: number; readonly account: string; readonly currency: string; readonly form: 'right' | 'wrong' | 'rounded' | 'tolerance-in' | 'tolerance-out'; readonly delta: Num }
  | { readonly kind: 'price'; readonly gap: number; readonly commodity: string; readonly number: Num }
  | { readonly kind: 'close'; readonly gap: number; readonly account: string }
  /** An open among the transactions: a new account, or (an error) one already open. */
  | { readonly kind: 'open'; readonly gap: number; readonly account: string; readonly currencies: readonly string[]; readonly booking: string | null };

/** Options that change booking and tolerances, the plugins the engine implements, and the raw plugin mode. */
const OPTIONS = [
  'option "booking_method" "FIFO"',
  'option "booking_method" "LIFO"',
  'plugin "beancount.plugins.auto"',
  'option "inferred_tolerance_default" "USD:0.01"',
  'option "inferred_tolerance_default" "*:0.001"',
  'option "infer_tolerance_from_cost" "TRUE"',
  'option "inferred_tolerance_multiplier" "1.1"',
  'plugin "beancount.plugins.auto_accounts"',
  'plugin "beancount.plugins.implicit_prices"',
  // Only the listed plugins run, Beancount's own steps among them, in the order written.
  'option "plugin_processing_mode" "raw"',
  'option "plugin_processing_mode" "raw"\nplugin "beancount.ops.pad"\nplugin "beancount.ops.balance"',
  'option "plugin_processing_mode" "raw"\nplugin "beancount.ops.balance"\nplugin "beancount.ops.pad"',
  'option "plugin_processing_mode" "raw"\nplugin "beancount.ops.pad"\nplugin "beancount.plugins.implicit_prices"\nplugin "beancount.ops.documents"\nplugin "beancount.ops.balance"',
] as const;

export interface LedgerModel {
  readonly options: readonly string[];
  readonly opens: readonly OpenSpec[];
  readonly steps: readonly Step[];
}

// ---------- arbitraries ----------

/** Numbers of 0–6 decimals, either sign; `max` bounds the coefficient. */
const num = (max = 999_999, min = -max): fc.Arbitrary<Num> =>
  fc.record({ coef: fc.integer({ min, max }), scale: fc.integer({ min: 0, max: 6 }) });
/**
 * Mostly everyday numbers, now and then 13 significant digits, so that units × price needs
 * rounding to 28 digits. Not more: Beancount 2.3 crashes (decimal.InvalidOperation) when an
 * interpolated number has more than 28 digits at the quantum it rounds to.
 */
const wideNum: fc.Arbitrary<Num> = fc.oneof({ weight: 9, arbitrary: num() }, { weight: 1, arbitrary: num(9_999_999_999_999) });
const positiveNum = (max = 999_999) => num(max, 1);
/** Lot quantities and costs come from small pools, so that reductions meet the lots they aim at. */
const lotUnits = fc.constantFrom<Num>({ coef: 1, scale: 0 }, { coef: 2, scale: 0 }, { coef: 3, scale: 0 }, { coef: 5, scale: 1 }, { coef: 125, scale: 2 }, { coef: 10, scale: 0 });
const lotCost = fc.constantFrom<Num>({ coef: 10, scale: 0 }, { coef: 105, scale: 1 }, { coef: 1225, scale: 2 }, { coef: 99999, scale: 3 });

const plainAccount = fc.oneof({ weight: 30, arbitrary: fc.constantFrom(...PLAIN_ACCOUNTS) }, { weight: 1, arbitrary: fc.constant(UNOPENED) });
const nonWalletAccount = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom(...PLAIN_ACCOUNTS.filter((a) => a !== WALLET), ...ALWAYS_OPEN) },
  { weight: 1, arbitrary: fc.constant(UNOPENED) },
);
const plainCurrency = fc.constantFrom(...PLAIN_CURRENCIES);
const commodity = fc.oneof({ weight: 3, arbitrary: fc.constant(COMMODITIES[0]) }, { weight: 1, arbitrary: fc.constant(COMMODITIES[1]) });
const gap = fc.integer({ min: 0, max: 3 });
/** `a` with probability `chance`, else null. */
const maybe = <T>(a: fc.Arbitrary<T>, chance = 0.5): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: Math.round(100 * (1 - chance)), arbitrary: fc.constant(null) }, { weight: Math.round(100 * chance), arbitrary: a });

const openSpec = (account: string, lots: boolean): fc.Arbitrary<OpenSpec> =>
  fc.record({
    account: fc.constant(account),
    currencies: fc.oneof(
      { weight: 10, arbitrary: fc.constant([] as string[]) },
      { weight: 1, arbitrary: fc.subarray(lots ? [...COMMODITIES, 'USD'] : [...PLAIN_CURRENCIES], { minLength: 1 }) },
    ),
    // AVERAGE is rare: Beancount 2.3 rejects every reduction under it.
    booking: lots ? maybe(fc.oneof({ weight: 12, arbitrary: fc.constantFrom('STRICT' as const, 'FIFO' as const, 'LIFO' as const, 'NONE' as const) }, { weight: 1, arbitrary: fc.constant('AVERAGE' as const) }), 0.8) : fc.constant(null),
    late: fc.oneof({ weight: 40, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  });

const leg: fc.Arbitrary<Leg> = fc.record({
  account: plainAccount,
  units: wideNum,
  currency: plainCurrency,
  price: maybe(fc.record({ total: fc.boolean(), number: positiveNum(99_999), currency: plainCurrency }), 0.3),
  priceMissing: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

const cost = (reduction: boolean): fc.Arbitrary<Cost> =>
  fc.record({
    // A lot may also cost nothing, or (an error) less than nothing.
    per: reduction ? maybe(lotCost) : fc.oneof({ weight: 20, arbitrary: lotCost }, { weight: 1, arbitrary: fc.constant<Num>({ coef: 0, scale: 2 }) }, { weight: 1, arbitrary: lotCost.map((c) => ({ ...c, coef: -c.coef })) }),
    total: reduction ? fc.constant(null) : maybe(positiveNum(9_999), 0.2),
    date: maybe(fc.constantFrom(...LOT_DATES), 0.3),
    label: maybe(fc.constantFrom(...LOT_LABELS), 0.3),
    currencyOnly: reduction ? fc.boolean() : fc.constant(false),
  });

const buy: fc.Arbitrary<Buy> = fc.record({
  kind: fc.constant('buy' as const),
  gap,
  account: fc.constantFrom(...LOT_ACCOUNTS),
  commodity,
  // Now and then a negative augmentation: a short position, or an error for matching bookings.
  units: fc.oneof({ weight: 6, arbitrary: lotUnits }, { weight: 1, arbitrary: lotUnits.map((u) => ({ ...u, coef: -u.coef })) }),
  cost: cost(false),
  costCurrency: fc.oneof({ weight: 6, arbitrary: fc.constant('USD') }, { weight: 1, arbitrary: fc.constant('EUR') }),
  price: maybe(lotCost, 0.2),
  cash: fc.constantFrom('Assets:Cash', 'Assets:Bank'),
  cashMissing: fc.boolean(),
  costMissing: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

const sell: fc.Arbitrary<Sell> = fc.record({
  kind: fc.constant('sell' as const),
  gap,
  account: fc.constantFrom(...LOT_ACCOUNTS),
  commodity,
  units: lotUnits,
  match: cost(true),
  price: maybe(lotCost, 0.6),
  priceIsTotal: fc.boolean(),
});

export const ledgerStep: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('txn' as const),
      gap,
      legs: fc.array(leg, { minLength: 1, maxLength: 3 }),
      closing: nonWalletAccount,
      missing: fc.boolean(),
      skew: maybe(num(999, -999), 0.15),
    }),
  },
  { weight: 3, arbitrary: buy },
  { weight: 1, arbitrary: sell },
  {
    weight: 4,
    arbitrary: fc
      .record({ kind: fc.constant('trade' as const), gap, buy, sell, copy: fc.record({ per: fc.boolean(), date: fc.boolean(), label: fc.boolean() }) })
      .map(({ copy, ...t }) => {
        // The sale names the bought lot by some of its attributes (or none: `{}`).
        const lot = t.buy.cost;
        const match: Cost = {
          ...t.sell.match,
          per: copy.per ? lot.per : null,
          date: copy.date ? lot.date : null,
          label: copy.label ? lot.label : null,
        };
        return { ...t, sell: { ...t.sell, account: t.buy.account, commodity: t.buy.commodity, match } };
      }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('pad' as const),
      gap,
      account: fc.constantFrom(...PLAIN_ACCOUNTS.filter((a) => a !== WALLET), ...LOT_ACCOUNTS, LOT_PARENT),
      amount: num(),
      currency: fc.oneof({ weight: 3, arbitrary: plainCurrency }, { weight: 1, arbitrary: commodity }),
      later: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('balance' as const),
      gap,
      account: fc.oneof(
        { weight: 4, arbitrary: fc.constant(WALLET) },
        { weight: 1, arbitrary: plainAccount },
        // A parent account's assertion covers its sub-accounts' lots too.
        { weight: 1, arbitrary: fc.constantFrom(...LOT_ACCOUNTS, LOT_PARENT) },
      ),
      currency: fc.oneof({ weight: 3, arbitrary: plainCurrency }, { weight: 1, arbitrary: commodity }),
      form: fc.constantFrom('right' as const, 'wrong' as const, 'rounded' as const, 'tolerance-in' as const, 'tolerance-out' as const),
      delta: num(999, -999),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('price' as const), gap, commodity, number: positiveNum() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('close' as const), gap, account: fc.constantFrom(...PLAIN_ACCOUNTS, ...LOT_ACCOUNTS) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      gap,
      account: fc.constantFrom(UNOPENED, 'Assets:Broker:D', WALLET, LOT_ACCOUNTS[0]),
      currencies: fc.oneof({ weight: 3, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: fc.subarray([...PLAIN_CURRENCIES, ...COMMODITIES], { minLength: 1 }) }),
      booking: maybe(fc.constantFrom('STRICT', 'FIFO', 'LIFO', 'NONE'), 0.3),
    }),
  },
);

export const ledgerModel: fc.Arbitrary<LedgerModel> = fc.record({
  options: fc.oneof({ weight: 3, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: fc.subarray([...OPTIONS], { minLength: 1, maxLength: 2 }) }),
  opens: fc.tuple(...PLAIN_ACCOUNTS.map((a) => openSpec(a, false)), ...LOT_ACCOUNTS.map((a) => openSpec(a, true))),
  steps: fc.array(ledgerStep, { minLength: 1, maxLength: 14 }),
});

/** A generated ledger: its model and its text; prints as numbered text in fast-check's reports. */
export class GeneratedLedger {
  readonly model: LedgerModel;
  readonly text: string;
  constructor(model: LedgerModel) {
    this.model = model;
    this.text = renderLedger(model);
  }
  [fc.toStringMethod](): string {
    return '\n' + numbered(this.text);
  }
}

export const generatedLedger: fc.Arbitrary<GeneratedLedger> = ledgerModel.map((m) => new GeneratedLedger(m));

export function numbered(text: string): string {
  return text
    .split('\n')
    .map((l, i) => `${String(i + 1).padStart(3)}| ${l}`)
    .join('\n');
}

/** A failure report: the numbered ledger, Beancount's errors and ours (first lines), then what differed. */
export function disagreement(
  text: string,
  theirs: readonly { line: number | null; message: string }[],
  ours: readonly { source: { line: number }; message: string }[],
  difference: unknown,
): Error {
  const list = (errors: readonly { line: number | null; message: string }[]) => errors.map((e) => `  ${e.line}: ${e.message.split('\n')[0]}`).join('\n');
  return new Error(
    [
      'Ledger:',
      numbered(text),
      'Beancount errors:',
      list(theirs),
      'Our errors:',
      list(ours.map((e) => ({ line: e.source.line, message: e.message }))),
      difference instanceof Error ? difference.message : String(difference),
    ].join('\n'),
  );
}

// ---------- rendering ----------

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function costText(c: Cost, currency: string): string {
  const parts: string[] = [];
  if (c.per !== null && c.total !== null) parts.push(`${numText(c.per)} # ${numText(c.total)} ${currency}`);
  else if (c.per !== null) parts.push(`${numText(c.per)} ${currency}`);
  else if (c.currencyOnly) parts.push(currency);
  if (c.date !== null) parts.push(c.date);
  if (c.label !== null) parts.push(`"${c.label}"`);
  if (c.per === null && c.total !== null) return `{{${[`${numText(c.total)} ${currency}`, ...parts].join(', ')}}}`;
  return `{${parts.join(', ')}}`;
}

interface WalletPosting {
  date: string;
  currency: string;
  number: Decimal;
}

/** Sum per currency, in order of first appearance. */
function addTo(sums: Map<string, Decimal>, currency: string, n: Decimal): void {
  sums.set(currency, (sums.get(currency) ?? Decimal.ZERO).add(n));
}

function buyLines(s: Buy, day: string, i: number): string[] {
  const units = dec(s.units);
  const price = s.price === null ? '' : ` @ ${numText(s.price)} ${s.costCurrency}`;
  // A cost left out is interpolated from the cash, which must then be written (and the cost not zero).
  const costMissing = s.costMissing && !s.cashMissing && s.cost.per !== null && !dec(s.cost.per).isZero();
  const cost = costMissing ? costText({ ...s.cost, per: null, total: null, currencyOnly: true }, s.costCurrency) : costText(s.cost, s.costCurrency);
  const lines = [`${day} * "buy ${i}"`, `  ${s.account}  ${units.toString()} ${s.commodity} ${cost}${price}`];
  if (s.cashMissing) lines.push(`  ${s.cash}`);
  else {
    let paid = s.cost.per !== null ? units.mul(dec(s.cost.per)) : Decimal.ZERO;
    if (s.cost.total !== null) paid = paid.add(units.isNegative() ? dec(s.cost.total).neg() : dec(s.cost.total));
    lines.push(`  ${s.cash}  ${paid.neg().toString()} ${s.costCurrency}`);
  }
  return lines;
}

function sellLines(s: Sell, day: string, i: number): string[] {
  const units = dec(s.units);
  const proceeds = s.price === null ? Decimal.ZERO : units.mul(dec(s.price));
  const price = s.price === null ? '' : s.priceIsTotal ? ` @@ ${proceeds.toString()} USD` : ` @ ${numText(s.price)} USD`;
  const lines = [`${day} * "sell ${i}"`, `  ${s.account}  ${units.neg().toString()} ${s.commodity} ${costText(s.match, 'USD')}${price}`];
  if (s.price === null) lines.push('  Assets:Cash');
  else lines.push(`  Assets:Cash  ${proceeds.toString()} USD`, '  Income:Gains');
  return lines;
}

export function renderLedger(model: LedgerModel): string {
  const out: string[] = [...model.options, ...ALWAYS_OPEN.map((a) => `${addDays(FIRST_DATE, -1)} open ${a}`)];
  for (const o of model.opens) {
    const currencies = o.currencies.length ? ' ' + o.currencies.join(',') : '';
    out.push(`${addDays(FIRST_DATE, o.late ? 3 : -1)} open ${o.account}${currencies}${o.booking ? ` "${o.booking}"` : ''}`);
  }
  out.push('');

  // Dates first, so that a balance can sum the wallet over every step dated before it.
  let date = FIRST_DATE;
  const dates = model.steps.map((s) => (date = addDays(date, s.gap)));
  const wallet: WalletPosting[] = [];
  const posting = (date: string, account: string, n: Decimal, currency: string) => {
    if (account === WALLET) wallet.push({ date, currency, number: n });
    return `  ${account}  ${n.toString()} ${currency}`;
  };
  const blocks: ((() => string[]) | string[])[] = model.steps.map((s, i) => {
    const day = dates[i]!;
    switch (s.kind) {
      case 'txn': {
        const lines = [`${day} * "txn ${i}"`];
        const weights = new Map<string, Decimal>();
        // At most one price left out, and only where booking can work it out: a per-unit price on
        // units that are not zero, with the closing posting written out.
        let priceLeftOut = false;
        for (const l of s.legs) {
          const units = dec(l.units);
          let text = posting(day, l.account, units, l.currency);
          if (l.price === null) addTo(weights, l.currency, units);
          else {
            const price = dec(l.price.number);
            const leaveOut = l.priceMissing && !l.price.total && !s.missing && !priceLeftOut && !units.isZero();
            if (leaveOut) priceLeftOut = true;
            text += ` ${l.price.total ? '@@' : '@'} ${leaveOut ? '' : `${price.toString()} `}${l.price.currency}`;
            addTo(weights, l.price.currency, l.price.total ? (units.isNegative() ? price.neg() : price) : units.mul(price));
          }
          lines.push(text);
        }
        if (s.missing) lines.push(`  ${s.closing}`);
        else {
          let first = true;
          for (const [currency, sum] of weights) {
            let n = sum.neg();
            if (first && s.skew !== null) n = n.add(dec(s.skew));
            first = false;
            lines.push(posting(day, s.closing, n, currency));
          }
        }
        return lines;
      }
      case 'buy':
        return buyLines(s, day, i);
      case 'sell':
        return sellLines(s, day, i);
      case 'trade':
        return [...buyLines(s.buy, day, i), '', ...sellLines(s.sell, day, i)];
      case 'pad':
        return [`${day} pad ${s.account} Equity:Opening`, `${addDays(day, s.later)} balance ${s.account}  ${numText(s.amount)} ${s.currency}`];
      case 'price':
        return [`${day} price ${s.commodity}  ${numText(s.number)} USD`];
      case 'close':
        return [`${day} close ${s.account}`];
      case 'open':
        return [`${day} open ${s.account}${s.currencies.length ? ' ' + s.currencies.join(',') : ''}${s.booking ? ` "${s.booking}"` : ''}`];
      case 'balance':
        // Rendered last: it needs the wallet postings of every step.
        return () => {
          let right = Decimal.ZERO;
          if (s.account === WALLET) for (const p of wallet) if (p.date < day && p.currency === s.currency) right = right.add(p.number);
          const delta = dec(s.delta);
          let text: string;
          switch (s.form) {
            case 'right': text = right.toString(); break;
            case 'wrong': text = right.add(delta).toString(); break;
            // Fewer digits than the sum has: within the tolerance Beancount infers from the assertion.
            case 'rounded': text = right.quantize(Math.min(right.exp + 1, 0)).toString(); break;
            case 'tolerance-in': text = `${right.add(delta).toString()} ~ ${delta.abs().toString()}`; break;
            case 'tolerance-out': text = `${right.add(delta).toString()} ~ ${delta.abs().div(Decimal.fromInt(2)).toString()}`; break;
          }
          if (s.form === 'tolerance-out' && delta.isZero()) text = right.add(Decimal.ONE).toString() + ' ~ 0.5';
          return [`${day} balance ${s.account}  ${text} ${s.currency}`];
        };
    }
  });
  for (const b of blocks) out.push(...(typeof b === 'function' ? b() : b), '');
  return out.join('\n');
}
