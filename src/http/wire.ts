// Between the JSON the API speaks and the directives of the engine. Numbers travel as
// decimal strings; requests that sent JSON numbers carry their paths (see json-body.ts).
import { Decimal, PRECISION } from '../ledger/core/decimal.ts';
import { perUnitPrice, type Amount } from '../ledger/core/amount.ts';
import type { Cost, CostSpec, Meta, MetaValue, PostingSpec, RawTransaction, Source, Transaction } from '../ledger/core/directives.ts';
import type { Position } from '../ledger/core/position.ts';
import { isDate } from '../ledger/syntax/names.ts';
import { MAX_NUMBER_LENGTH } from '../ledger/syntax/cursor.ts';
import { Problem } from '../problem.ts';
import { metaTypesJson, requireTypedKeys, typedMetaValue } from './meta-types.ts';
import type { MetaTypeIn } from './schemas.ts';
import type { Synthesized } from '../store/transaction-index.ts';

export interface AmountJson {
  number: string;
  currency: string;
}

/** Where the generated directives claim to come from until written (the store re-reads them). */
export const REQUEST_SOURCE: Source = { file: '<request>', line: 0 };

/**
 * A number of a request, exactly as written. More than 28 significant digits (Python's decimal
 * precision, which Beancount computes with) would be rounded by any arithmetic: a 400.
 */
export function decimalFrom(text: string, path: string): Decimal {
  const d = Decimal.tryParse(text);
  const place = path.startsWith('/') ? `body${path}` : path; // as the answer's errors name it (problemBody)
  if (d === null) throw Problem.badRequest(`Not a decimal number at ${place}.`, [{ path, message: 'must be a decimal number' }]);
  const digits = (/^[+-]?([0-9.]*)/.exec(text)?.[1] ?? '').replace('.', '').replace(/^0+/, '').length;
  if (digits > PRECISION) throw Problem.badRequest(`Too many digits at ${place}.`, [{ path, message: `must have at most ${PRECISION} significant digits` }]);
  // Written into the ledger without an exponent (1e300 is 301 characters): Beancount 2.3 rejects
  // a number of 256 characters or more, and 1e50000000 would be a 50 MB line.
  if (plainLength(d) >= MAX_NUMBER_LENGTH)
    throw Problem.badRequest(`Number too long at ${place}.`, [{ path, message: `must be shorter than ${MAX_NUMBER_LENGTH} characters when written without an exponent` }]);
  return d;
}

/** Characters of the number written out (digits and point; the sign apart), computed without writing it. */
function plainLength(d: Decimal): number {
  if (d.isZero()) return d.exp >= 0 ? 1 : 2 - d.exp;
  const digits = d.digits();
  if (d.exp >= 0) return digits + d.exp;
  return -d.exp >= digits ? 2 - d.exp : digits + 1;
}

export function amountFrom(a: AmountJson, path: string): Amount {
  return { number: decimalFrom(a.number, `${path}/number`), currency: a.currency };
}

export function amountJson(a: Amount): AmountJson {
  return { number: a.number.toString(), currency: a.currency };
}

/**
 * Request metadata -> engine metadata. `numberPaths` tells which values were JSON numbers; `types`
 * (the request's meta_types, at `${path}_types`) which to write as a Beancount number, date,
 * account, currency or tag.
 */
export function metaFrom(meta: Record<string, unknown> | undefined, path: string, numberPaths: ReadonlySet<string>, types?: Record<string, MetaTypeIn>): Meta {
  const out: Record<string, MetaValue> = {};
  requireTypedKeys(meta, types, `${path}_types`);
  if (meta === undefined) return out;
  for (const [key, value] of Object.entries(meta)) {
    const at = `${path}/${key}`;
    const type = types !== undefined && Object.hasOwn(types, key) ? types[key]! : undefined;
    if (type !== undefined) out[key] = typedMetaValue(type, value, at, numberPaths.has(at), (text) => decimalFrom(text, at));
    else if (value === null) out[key] = { type: 'null' };
    else if (typeof value === 'boolean') out[key] = { type: 'bool', value };
    else if (typeof value === 'string') out[key] = numberPaths.has(at) ? { type: 'number', value: decimalFrom(value, at) } : { type: 'string', value };
    else if (typeof value === 'object') out[key] = { type: 'amount', value: amountFrom(value as AmountJson, at) };
    else throw Problem.badRequest(`Unsupported metadata value at ${at}.`, [{ path: at, message: 'must be a string, number, boolean, null or amount' }]);
  }
  return out;
}

/** Engine metadata -> JSON (numbers as decimal text), without the loader's filename/lineno. */
export function metaJson(meta: Meta): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(meta)) {
    if (key === 'filename' || key === 'lineno' || key.startsWith('__')) continue;
    out[key] = metaValueJson(v);
  }
  return out;
}

export function metaValueJson(v: MetaValue): unknown {
  switch (v.type) {
    case 'null':
      return null;
    case 'bool':
      return v.value;
    case 'number':
      return v.value.toString();
    case 'amount':
      return amountJson(v.value);
    default:
      return v.value;
  }
}

export interface PostingBody {
  account: string;
  flag?: string | null;
  units?: AmountJson;
  cost?: { number?: string; number_total?: string; currency?: string; date?: string | null; label?: string | null } | null;
  price?: AmountJson | null;
  total_price?: AmountJson;
  meta?: Record<string, unknown>;
  meta_types?: Record<string, MetaTypeIn>;
}

export interface TransactionBody {
  date?: string;
  flag?: string;
  payee?: string | null;
  narration?: string;
  tags?: string[];
  links?: string[];
  meta?: Record<string, unknown>;
  meta_types?: Record<string, MetaTypeIn>;
  postings: PostingBody[];
}

/** A transaction request -> the transaction to write (dates already checked by the caller). */
export function transactionFrom(body: TransactionBody, date: string, numberPaths: ReadonlySet<string>): RawTransaction {
  const missing = body.postings.filter((p) => p.units === undefined).length;
  if (missing > 1) {
    throw Problem.badRequest('At most one posting may leave out its units.', [{ path: '/postings', message: 'more than one posting without units' }]);
  }
  const postings: PostingSpec[] = body.postings.map((p, i) => {
    const at = `/postings/${i}`;
    let cost: CostSpec | null = null;
    if (p.cost != null) {
      // {{400 USD}}, {# 400 USD}: a total cost needs its currency, as Beancount's grammar does
      if (p.cost.number_total !== undefined && p.cost.currency === undefined) {
        throw Problem.badRequest(`A total cost needs its currency (${at}/cost).`, [{ path: `${at}/cost/currency`, message: 'is required with number_total' }]);
      }
      cost = {
        // (a total alone is {{400 USD}}: per unit 0 and the total, as Beancount 2.3's grammar reads it)
        numberPer: p.cost.number !== undefined ? decimalFrom(p.cost.number, `${at}/cost/number`) : p.cost.number_total !== undefined ? Decimal.ZERO : null,
        numberTotal: p.cost.number_total !== undefined ? decimalFrom(p.cost.number_total, `${at}/cost/number_total`) : null,
        currency: p.cost.currency ?? null,
        date: p.cost.date ?? null,
        label: p.cost.label ?? null,
        merge: false,
      };
    }
    const units = p.units !== undefined ? amountFrom(p.units, `${at}/units`) : null;
    if (p.price != null && p.total_price !== undefined) {
      throw Problem.badRequest(`A posting has a price per unit or a total price, not both (${at}).`, [{ path: `${at}/total_price`, message: 'must not be given with price' }]);
    }
    // `total_price` is Beancount's @@: the price of all the units together
    const priceIsTotal = p.total_price !== undefined;
    const pricePath = priceIsTotal ? `${at}/total_price` : `${at}/price`;
    const priceJson = p.total_price ?? p.price;
    const price = priceJson != null ? amountFrom(priceJson, pricePath) : null;
    if (price !== null && price.number.isNegative()) {
      // Beancount's grammar refuses it ("Negative prices are not allowed"): it is no ledger text.
      throw Problem.badRequest(`A price may not be negative (${pricePath}).`, [{ path: `${pricePath}/number`, message: 'must not be negative: Beancount refuses negative prices' }]);
    }
    if (price !== null && cost?.currency != null && cost.currency !== price.currency) {
      // (Beancount's grammar: "Cost and price currencies must match"; it was a 400 naming no field)
      throw Problem.badRequest(`A posting's cost and price must be in one currency (${at}).`, [
        { path: `${pricePath}/currency`, message: `must be the cost's currency, ${cost.currency}: Beancount refuses a cost and a price in different currencies` },
      ]);
    }
    if (priceIsTotal && units === null) {
      // (Beancount's grammar: "Total price on a posting without units")
      throw Problem.badRequest(`A total price needs the units it is the price of (${at}).`, [{ path: `${at}/units`, message: 'is required with total_price' }]);
    }
    return {
      account: p.account,
      flag: p.flag ?? null,
      units,
      cost,
      price,
      priceIsTotal,
      meta: metaFrom(p.meta, `${at}/meta`, numberPaths, p.meta_types),
      source: REQUEST_SOURCE,
    };
  });
  return {
    type: 'transaction',
    date,
    flag: body.flag ?? '*',
    payee: body.payee ?? null,
    narration: body.narration ?? '',
    tags: dedupe(body.tags ?? []),
    links: dedupe(body.links ?? []),
    meta: metaFrom(body.meta, '/meta', numberPaths, body.meta_types),
    postings,
    source: REQUEST_SOURCE,
  };
}

function dedupe(list: readonly string[]): string[] {
  return [...new Set(list)];
}

export function costJson(c: Cost | null): { number: string; currency: string; date: string | null; label: string | null } | null {
  return c === null ? null : { number: c.number.toString(), currency: c.currency, date: c.date, label: c.label };
}

export function positionJson(p: Position): { units: AmountJson; cost: ReturnType<typeof costJson> } {
  return { units: amountJson(p.units), cost: costJson(p.cost) };
}

export function transactionJson(id: string, t: Transaction, source: { file: string; line: number }, synthesized: Synthesized | null = null): Record<string, unknown> {
  const json = entryJson(id, t, source, (p) => ({ units: amountJson(p.units), cost: costJson(p.cost), price: p.price === null ? null : amountJson(p.price), interpolated: p.interpolated === true }));
  // Only on a transaction no file holds (a pad's padding): it cannot be changed by id.
  if (synthesized !== null) json['synthesized'] = synthesized;
  return json;
}

/**
 * A transaction not written (an import's dry run) in the shape transactionJson gives a written one,
 * so that a client shows the preview and the result alike (CONTRACT: "200 with the same body"):
 * id and source are null, as it has neither yet. Imported postings are complete: units and price
 * as written, no lot, nothing interpolated.
 */
export function draftJson(t: RawTransaction): Record<string, unknown> {
  const complete = (a: { number: Decimal | null; currency: string | null } | null) =>
    a === null || a.number === null || a.currency === null ? null : amountJson({ number: a.number, currency: a.currency });
  // (an `@@` total is answered per unit, as the import's 201 and GET answer it once booked: a dry run
  // showed 520.14 USD, the total, as the price of each of 482.20 EUR; recheck QA of session 48)
  const price = (p: RawTransaction['postings'][number]) =>
    p.priceIsTotal && p.price?.number != null && p.price.currency != null && p.units?.number != null && !p.units.number.isZero()
      ? amountJson({ number: perUnitPrice(p.price.number, p.units.number), currency: p.price.currency })
      : complete(p.price);
  return entryJson(null, t, null, (p) => ({ units: complete(p.units), cost: null, price: price(p), interpolated: false }));
}

/** The answer's shape of a transaction, its postings' amounts given by `amounts`. */
function entryJson<P extends { account: string; flag: string | null; meta: Meta }>(
  id: string | null,
  t: { date: string; flag: string; payee: string | null; narration: string; tags: readonly string[]; links: readonly string[]; meta: Meta; postings: readonly P[] },
  source: { file: string; line: number } | null,
  amounts: (p: P) => { units: unknown; cost: unknown; price: unknown; interpolated: boolean },
): Record<string, unknown> {
  return {
    id,
    date: t.date,
    flag: t.flag,
    payee: t.payee,
    narration: t.narration,
    tags: [...t.tags],
    links: [...t.links],
    meta: metaJson(t.meta),
    meta_types: metaTypesJson(t.meta),
    postings: t.postings.map((p) => {
      const { units, cost, price, interpolated } = amounts(p);
      return { account: p.account, flag: p.flag, units, cost, price, interpolated, meta: metaJson(p.meta), meta_types: metaTypesJson(p.meta) };
    }),
    source,
  };
}

/**
 * Throw 400 when a range's `from` is after its `to`: no date is in it, and the empty list that
 * answered it looked like a ledger without such transactions (a client swapping the two).
 */
export function requireDateRange(from: string | undefined, to: string | undefined): void {
  if (from === undefined || to === undefined || from <= to) return;
  throw Problem.badRequest(`from (${from}) is after to (${to}): no date is in that range.`, [{ path: 'querystring/from', message: 'must not be after to' }]);
}

/** Throw 400 unless every named field holds a real date. */
export function requireDates(fields: Record<string, string | undefined>, where: 'body' | 'query'): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && !isDate(value)) {
      // The same paths as schema validation errors: body/date, querystring/from.
      const path = `${where === 'body' ? 'body' : 'querystring'}/${name}`;
      throw Problem.badRequest(`${name} is not a calendar date.`, [{ path, message: 'must be a real date YYYY-MM-DD' }]);
    }
  }
}
