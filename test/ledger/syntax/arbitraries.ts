// Random directives for property tests of the printer and parser, with hostile strings.
import fc from 'fast-check';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { CostSpec, IncompleteAmount, Meta, MetaValue, PostingSpec, RawDirective } from '../../../src/ledger/core/directives.ts';

const SOURCE = { file: 'gen', line: 0 };

/** Strings that try to escape their quotes or start a new directive. */
export const HOSTILE_PIECES = [
  '"', '\\', '\\"', '"\\', '\n', '\r\n', '\r', '\t', '\f', '\b', '\n2024-01-01 open Assets:X', '"\n2024-01-01 * "x"\n  Assets:X  1 USD',
  '; not a comment', '#tag', '^link', 'key: value', '😀', '👨‍👩‍👧', '中文', '招商银行', 'Café', '\u2028', '\u0085', '\x01', '\x7f', ' ', '{', '}', '@@',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ maxLength: 6 })), { maxLength: 6 }).map((xs) => xs.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

const ACCOUNTS = ['Assets:Cash', 'Assets:银行:招商', 'Expenses:Café', 'Liabilities:CreditCard:9Bank', 'Income:Salary-2024', 'Equity:Opening-Balances', 'Assets:A1'];
const CURRENCIES = ['USD', 'CNY', 'HOOL', 'TEST_D', 'CAD.11', "X'Y", 'VACHR'];

export const account = fc.constantFrom(...ACCOUNTS);
export const currency = fc.constantFrom(...CURRENCIES);
export const tagName = fc.stringMatching(/^[A-Za-z0-9\-_/.]{1,12}$/);
export const metaKey = fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{1,10}$/);
export const date = fc
  .record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

export const decimal: fc.Arbitrary<Decimal> = fc
  .record({ coef: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), exp: fc.integer({ min: -8, max: 0 }) })
  .map(({ coef, exp }) => new Decimal(coef, exp));
const positive = decimal.map((d) => d.abs());

export const metaValue: fc.Arbitrary<MetaValue> = fc.oneof(
  hostileString.map((value) => ({ type: 'string' as const, value })),
  account.map((value) => ({ type: 'account' as const, value })),
  currency.map((value) => ({ type: 'currency' as const, value })),
  tagName.map((value) => ({ type: 'tag' as const, value })),
  date.map((value) => ({ type: 'date' as const, value })),
  decimal.map((value) => ({ type: 'number' as const, value })),
  fc.record({ number: decimal, currency }).map((value) => ({ type: 'amount' as const, value })),
  fc.boolean().map((value) => ({ type: 'bool' as const, value })),
  fc.constant({ type: 'null' as const }),
);

export const meta: fc.Arbitrary<Meta> = fc.dictionary(metaKey, metaValue, { maxKeys: 3 });

const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const unique = (a: fc.Arbitrary<string>) => fc.uniqueArray(a, { maxLength: 3 });

const incomplete: fc.Arbitrary<IncompleteAmount> = fc
  .record({ number: maybe(decimal), currency: maybe(currency) })
  .filter((a) => a.number !== null || a.currency !== null);

const costSpec: fc.Arbitrary<CostSpec> = fc
  .record({
    numberPer: maybe(positive),
    numberTotal: maybe(positive),
    currency: maybe(currency),
    fallbackCurrency: currency,
    date: maybe(date),
    label: maybe(hostileString),
    merge: fc.constant(false),
  })
  // `# total` needs its currency in Beancount's grammar.
  .map(({ fallbackCurrency, ...c }) => (c.numberTotal !== null && c.currency === null ? { ...c, currency: fallbackCurrency } : c));

const posting: fc.Arbitrary<PostingSpec> = fc
  .record({
    account,
    flag: maybe(fc.constantFrom('!', '*', '&', '?', '%', 'P', 'M')),
    units: maybe(fc.record({ number: decimal, currency })),
    cost: maybe(costSpec),
    price: maybe(incomplete.map((p) => ({ number: p.number === null ? null : p.number.abs(), currency: p.currency }))),
    priceIsTotal: fc.boolean(),
    meta,
  })
  .map((p) => {
    const hasUnits = p.units !== null;
    const cost = p.cost && p.cost.currency !== null && p.price?.currency ? { ...p.cost, currency: p.price.currency } : p.cost;
    const price = hasUnits ? p.price : null;
    // Written with a cost but no units, the units read back as an amount with nothing in it.
    const units = p.units ?? (cost !== null ? { number: null, currency: null } : null);
    return { ...p, units, cost, price, priceIsTotal: price !== null && p.priceIsTotal, source: SOURCE };
  });

const transaction: fc.Arbitrary<RawDirective> = fc.record({
  type: fc.constant('transaction' as const),
  date,
  meta,
  source: fc.constant(SOURCE),
  flag: fc.constantFrom('*', '!', '#', '&', '?', '%', 'P', 'S', 'T', 'C', 'U', 'R', 'M'),
  payee: maybe(hostileString),
  narration: hostileString,
  tags: unique(tagName),
  links: unique(tagName),
  postings: fc.array(posting, { maxLength: 3 }),
});

const base = { date, meta, source: fc.constant(SOURCE) };

export const directive: fc.Arbitrary<RawDirective> = fc.oneof(
  transaction,
  fc.record({ type: fc.constant('open' as const), ...base, account, currencies: unique(currency), booking: maybe(fc.constantFrom('STRICT' as const, 'FIFO' as const, 'LIFO' as const, 'NONE' as const, 'AVERAGE' as const)) }),
  fc.record({ type: fc.constant('close' as const), ...base, account }),
  fc.record({ type: fc.constant('commodity' as const), ...base, currency }),
  fc.record({ type: fc.constant('balance' as const), ...base, account, amount: fc.record({ number: decimal, currency }), tolerance: maybe(positive) }),
  fc.record({ type: fc.constant('pad' as const), ...base, account, sourceAccount: account }),
  fc.record({ type: fc.constant('note' as const), ...base, account, comment: hostileString }),
  fc.record({ type: fc.constant('document' as const), ...base, account, filename: hostileString, tags: unique(tagName), links: unique(tagName) }),
  fc.record({ type: fc.constant('price' as const), ...base, currency, amount: fc.record({ number: decimal, currency }) }),
  fc.record({ type: fc.constant('event' as const), ...base, eventType: hostileString, description: hostileString }),
  fc.record({ type: fc.constant('query' as const), ...base, name: hostileString, queryString: hostileString }),
  fc.record({
    type: fc.constant('custom' as const),
    ...base,
    customType: hostileString,
    values: fc.array(
      fc.oneof(
        hostileString.map((value) => ({ type: 'string' as const, value })),
        account.map((value) => ({ type: 'account' as const, value })),
        date.map((value) => ({ type: 'date' as const, value })),
        decimal.map((value) => ({ type: 'number' as const, value })),
        fc.record({ number: decimal, currency }).map((value) => ({ type: 'amount' as const, value })),
        fc.boolean().map((value) => ({ type: 'bool' as const, value })),
      ),
      { maxLength: 4 },
    ),
  }),
);

/** A directive without positions, for comparing what was printed with what was read back. */
export function withoutSources(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(withoutSources);
  if (x instanceof Decimal) return x;
  if (x !== null && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) if (k !== 'source') out[k] = withoutSources(v);
    return out;
  }
  return x;
}
