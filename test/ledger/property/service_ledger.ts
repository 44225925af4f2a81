// Random ledgers made only of directives the service writes (open, commodity, transaction,
// balance, price, custom "payee"), with hostile strings everywhere a string goes, built so
// that Beancount 2.3 must accept them: every account opened first, transactions balanced to
// the last digit (or with one posting left to interpolation), balance assertions exact.
import fc from 'fast-check';
import { Decimal } from '../../../src/ledger/core/decimal.ts';
import type { BookingMethod, Meta, MetaValue, PostingSpec, RawDirective } from '../../../src/ledger/core/directives.ts';
import { printDirective } from '../../../src/ledger/syntax/printer.ts';
import { decimal, hostileString, metaKey, tagName } from '../syntax/arbitraries.ts';
import { numbered } from './ledger_model.ts';

const SOURCE = { file: 'generated', line: 0 };

/** Currencies the service's schema and printer accept, odd characters included (two characters at least, as Beancount 2.3 lexes them). */
const CURRENCIES = ['USD', 'CNY', 'HOOL', 'TEST_D', 'CAD.11', "X'Y", 'V-2', 'AB'] as const;
const ROOTS = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'] as const;
/** The account that takes interpolated and balancing postings: open, without constraints. */
export const CASH = 'Assets:Cash';

/** Beancount 2.3 account components: an upper-case letter or digit first, then letters, digits, '-'. */
const component = fc
  .tuple(
    fc.constantFrom('A', 'B', 'Z', '9', 'Ü', 'É', 'Ж'),
    fc.array(fc.constantFrom('a', 'z', 'K', '0', '7', '-', 'é', 'ß', '中', '银', 'ж'), { maxLength: 6 }),
  )
  .map(([first, rest]) => first + rest.join(''));
const accountName = fc
  .tuple(fc.constantFrom(...ROOTS), fc.array(component, { minLength: 1, maxLength: 3 }))
  .map(([root, parts]) => [root, ...parts].join(':'))
  .filter((a) => a !== CASH);

const currency = fc.constantFrom(...CURRENCIES);
/** Modest numbers for postings, so that units × price stays well inside 28 digits. */
const postingNumber = fc
  .record({ coef: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), exp: fc.integer({ min: -6, max: 0 }) })
  .map(({ coef, exp }) => new Decimal(coef === 0n ? 1n : coef, exp));
const positiveNumber = postingNumber.map((d) => d.abs());
const isoDate = (min: number, max: number) =>
  fc
    .record({ y: fc.integer({ min, max }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const openDate = isoDate(1990, 1999);
const laterDate = isoDate(2000, 2030);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const metaValue: fc.Arbitrary<MetaValue> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((value) => ({ type: 'string' as const, value })) },
  { weight: 1, arbitrary: accountName.map((value) => ({ type: 'account' as const, value })) },
  { weight: 1, arbitrary: currency.map((value) => ({ type: 'currency' as const, value })) },
  { weight: 1, arbitrary: tagName.map((value) => ({ type: 'tag' as const, value })) },
  { weight: 1, arbitrary: laterDate.map((value) => ({ type: 'date' as const, value })) },
  { weight: 1, arbitrary: decimal.map((value) => ({ type: 'number' as const, value })) },
  { weight: 1, arbitrary: fc.record({ number: decimal, currency }).map((value) => ({ type: 'amount' as const, value })) },
  { weight: 1, arbitrary: fc.boolean().map((value) => ({ type: 'bool' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ type: 'null' as const }) },
);
// The service refuses `filename` and `lineno`: Beancount keeps its own source position under those keys.
const meta: fc.Arbitrary<Meta> = fc.dictionary(
  metaKey.filter((k) => k !== 'filename' && k !== 'lineno'),
  metaValue,
  { maxKeys: 3 },
);

interface OpenModel {
  readonly account: string;
  readonly date: string;
  readonly currencies: readonly string[];
  readonly booking: BookingMethod | null;
  readonly meta: Meta;
}
const openModel: fc.Arbitrary<OpenModel> = fc.record({
  account: accountName,
  date: openDate,
  currencies: fc.oneof(fc.constant([] as string[]), fc.uniqueArray(currency, { minLength: 1, maxLength: 3 })),
  booking: maybe(fc.constantFrom<BookingMethod>('STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE')),
  meta,
});

interface LegModel {
  /** Index into the ledger's opened accounts. */
  readonly account: number;
  readonly units: Decimal;
  readonly currency: string;
  readonly cost: { readonly number: Decimal; readonly currency: string; readonly date: string | null; readonly label: string | null } | null;
  readonly price: { readonly number: Decimal; readonly currency: string } | null;
  readonly meta: Meta;
}
const legModel: fc.Arbitrary<LegModel> = fc.record({
  account: fc.nat(),
  units: postingNumber,
  currency,
  cost: maybe(fc.record({ number: positiveNumber, currency, date: maybe(laterDate), label: maybe(hostileString) })),
  price: maybe(fc.record({ number: positiveNumber, currency })),
  meta,
});

interface TxnModel {
  readonly date: string;
  readonly flag: '*' | '!';
  readonly payee: string | null;
  readonly narration: string;
  readonly tags: readonly string[];
  readonly links: readonly string[];
  readonly meta: Meta;
  readonly legs: readonly LegModel[];
  /** Leave the balancing posting's units out, for Beancount to interpolate. */
  readonly interpolate: boolean;
}
const txnModel: fc.Arbitrary<TxnModel> = fc.record({
  date: laterDate,
  flag: fc.constantFrom('*' as const, '!' as const),
  payee: maybe(hostileString),
  narration: hostileString,
  tags: fc.uniqueArray(tagName, { maxLength: 3 }),
  links: fc.uniqueArray(tagName, { maxLength: 3 }),
  meta,
  legs: fc.array(legModel, { minLength: 1, maxLength: 3 }),
  interpolate: fc.boolean(),
});

export interface ServiceLedgerModel {
  readonly opens: readonly OpenModel[];
  readonly commodities: readonly { readonly currency: string; readonly date: string; readonly meta: Meta }[];
  readonly transactions: readonly TxnModel[];
  readonly balances: readonly { readonly account: number; readonly currency: number; readonly date: string; readonly tolerance: Decimal | null; readonly meta: Meta }[];
  readonly prices: readonly { readonly date: string; readonly currency: string; readonly amount: Decimal; readonly quote: string; readonly meta: Meta }[];
  readonly payees: readonly { readonly date: string; readonly name: string; readonly account: string | null; readonly alias: string | null }[];
}

export const serviceLedgerModel: fc.Arbitrary<ServiceLedgerModel> = fc.record({
  opens: fc.uniqueArray(openModel, { minLength: 1, maxLength: 4, selector: (o) => o.account }),
  commodities: fc.uniqueArray(fc.record({ currency, date: openDate, meta }), { maxLength: 3, selector: (c) => c.currency }),
  transactions: fc.array(txnModel, { maxLength: 5 }),
  balances: fc.array(fc.record({ account: fc.nat(), currency: fc.nat(), date: laterDate, tolerance: maybe(positiveNumber), meta }), { maxLength: 3 }),
  prices: fc.array(fc.record({ date: laterDate, currency, amount: positiveNumber, quote: currency, meta }), { maxLength: 3 }),
  payees: fc.array(fc.record({ date: laterDate, name: hostileString, account: maybe(accountName), alias: maybe(hostileString) }), { maxLength: 2 }),
});

const base = (date: string, meta: Meta) => ({ date, meta, source: SOURCE });

function posting(account: string, units: { number: Decimal; currency: string } | null, rest: Partial<PostingSpec> = {}): PostingSpec {
  return { account, flag: null, units, cost: null, price: null, priceIsTotal: false, meta: {}, source: SOURCE, ...rest };
}

/** The model as directives; numbers of balancing postings and balance assertions are computed exactly. */
export function serviceDirectives(model: ServiceLedgerModel): RawDirective[] {
  const opens: RawDirective[] = [
    { type: 'open', ...base('1990-01-01', {}), account: CASH, currencies: [], booking: null },
    ...model.opens.map((o): RawDirective => ({ type: 'open', ...base(o.date, o.meta), account: o.account, currencies: o.currencies, booking: o.booking })),
  ];
  const accounts = model.opens;
  // A constrained account only gets its own currencies.
  const allowed = (o: OpenModel, c: string) => (o.currencies.length === 0 || o.currencies.includes(c) ? c : o.currencies[0]!);

  // A posting at cost is a reduction when the account holds the opposite sign, so every
  // (account, currency) that ever gets a lot only ever gets positive units.
  const lotHolders = new Set<string>();
  for (const t of model.transactions) {
    for (const leg of t.legs) {
      const open = accounts[leg.account % accounts.length]!;
      const unitCurrency = allowed(open, leg.currency);
      if (leg.cost !== null && leg.cost.currency !== unitCurrency) lotHolders.add(`${open.account} ${unitCurrency}`);
    }
  }

  const held: { account: string; currency: string; date: string; number: Decimal }[] = [];
  const transactions = model.transactions.map((t): RawDirective => {
    const weights = new Map<string, Decimal>();
    const addWeight = (c: string, n: Decimal) => weights.set(c, (weights.get(c) ?? Decimal.ZERO).add(n));
    const postings = t.legs.map((leg) => {
      const open = accounts[leg.account % accounts.length]!;
      const unitCurrency = allowed(open, leg.currency);
      const cost = leg.cost !== null && leg.cost.currency !== unitCurrency ? leg.cost : null;
      const price = cost === null && leg.price !== null && leg.price.currency !== unitCurrency ? leg.price : null;
      const units = lotHolders.has(`${open.account} ${unitCurrency}`) ? leg.units.abs() : leg.units;
      held.push({ account: open.account, currency: unitCurrency, date: t.date, number: units });
      if (cost !== null) addWeight(cost.currency, units.mul(cost.number));
      else if (price !== null) addWeight(price.currency, units.mul(price.number));
      else addWeight(unitCurrency, units);
      return posting(open.account, { number: units, currency: unitCurrency }, {
        cost: cost && { numberPer: cost.number, numberTotal: null, currency: cost.currency, date: cost.date, label: cost.label, merge: false },
        price: price && { number: price.number, currency: price.currency },
        meta: leg.meta,
      });
    });
    if (t.interpolate) postings.push(posting(CASH, null));
    else for (const [c, n] of weights) if (!n.isZero()) postings.push(posting(CASH, { number: n.neg(), currency: c }));
    return { type: 'transaction', ...base(t.date, t.meta), flag: t.flag, payee: t.payee, narration: t.narration, tags: t.tags, links: t.links, postings };
  });

  const balances = model.balances.map((b): RawDirective => {
    const open = accounts[b.account % accounts.length]!;
    const currencies = open.currencies.length ? open.currencies : CURRENCIES;
    const currency = currencies[b.currency % currencies.length]!;
    let number = Decimal.ZERO;
    for (const h of held) if (h.account === open.account && h.currency === currency && h.date < b.date) number = number.add(h.number);
    return { type: 'balance', ...base(b.date, b.meta), account: open.account, amount: { number, currency }, tolerance: b.tolerance };
  });

  return [
    ...model.commodities.map((c): RawDirective => ({ type: 'commodity', ...base(c.date, c.meta), currency: c.currency })),
    ...opens,
    ...transactions,
    ...balances,
    ...model.prices
      .filter((p) => p.currency !== p.quote)
      .map((p): RawDirective => ({ type: 'price', ...base(p.date, p.meta), currency: p.currency, amount: { number: p.amount, currency: p.quote } })),
    ...model.payees.map((p): RawDirective => {
      const m: Record<string, MetaValue> = {};
      if (p.account !== null) m['account'] = { type: 'string', value: p.account };
      if (p.alias !== null) m['alias'] = { type: 'string', value: p.alias };
      return { type: 'custom', ...base(p.date, m), customType: 'payee', values: [{ type: 'string', value: p.name }] };
    }),
  ];
}

/** Directives printed as the store appends them (a blank line between), with each one's first line. */
export function printLedger(directives: readonly RawDirective[]): { text: string; lines: number[] } {
  let text = '';
  let line = 1;
  const lines: number[] = [];
  for (const d of directives) {
    const printed = printDirective(d) + '\n';
    lines.push(line);
    text += printed;
    line += printed.split('\n').length - 1;
  }
  return { text, lines };
}

/** Generated directives; fast-check reports them as the printed, numbered ledger. */
export class ServiceLedger {
  readonly directives: RawDirective[];
  constructor(directives: RawDirective[]) {
    this.directives = directives;
  }
  [fc.toStringMethod](): string {
    try {
      return '\n' + numbered(printLedger(this.directives).text);
    } catch (err) {
      return `(the printer refused these directives: ${(err as Error).message})\n${JSON.stringify(this.directives)}`;
    }
  }
}

export const serviceLedger: fc.Arbitrary<ServiceLedger> = serviceLedgerModel.map((m) => new ServiceLedger(serviceDirectives(m)));
