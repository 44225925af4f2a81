// Text of positions, lots and inventories as Beancount's error messages show them
// (position.to_string, cost_to_str, Inventory.__str__).
import { Decimal } from '../core/decimal.ts';
import type { Amount } from '../core/amount.ts';
import type { Cost, CostSpec, Meta } from '../core/directives.ts';
import type { Inventory } from '../core/inventory.ts';
import type { Position } from '../core/position.ts';
import { PY_MISSING, pythonAmountText, pythonDateRepr, pythonDecimalRepr, pythonMetaValueRepr, pythonStrRepr } from '../core/python_repr.ts';

export function renderAmount(a: Amount): string {
  return `${a.number.toString()} ${a.currency}`;
}

/** cost_to_str of a booked Cost: "100 USD, 2020-01-02, \"label\"". */
export function renderCost(cost: Cost): string {
  const parts = [`${cost.number.toString()} ${cost.currency}`];
  if (cost.date !== null) parts.push(cost.date);
  if (cost.label) parts.push(`"${cost.label}"`);
  return parts.join(', ');
}

/** cost_to_str of a CostSpec: the amount part only when a number is given. */
export function renderCostSpec(spec: CostSpec): string {
  const parts: string[] = [];
  if (spec.numberPer !== null || spec.numberTotal !== null) {
    const amount: string[] = [];
    if (spec.numberPer !== null) amount.push(spec.numberPer.toString());
    if (spec.numberTotal !== null) amount.push('#', spec.numberTotal.toString());
    if (spec.currency !== null) amount.push(spec.currency);
    parts.push(amount.join(' '));
  }
  if (spec.date) parts.push(spec.date);
  if (spec.label) parts.push(`"${spec.label}"`);
  if (spec.merge) parts.push('*');
  return parts.join(', ');
}

/** position.to_string: "10 HOOL {100 USD, 2020-01-02}". */
export function renderPosition(units: Amount, cost: Cost | CostSpec | null): string {
  const text = renderAmount(units);
  if (cost === null) return text;
  return `${text} {${'numberPer' in cost ? renderCostSpec(cost) : renderCost(cost)}}`;
}

// position.CURRENCY_ORDER: common currencies sort first, then by length of the name.
const CURRENCY_ORDER: Readonly<Record<string, number>> = { USD: 0, EUR: 1, JPY: 2, CAD: 3, GBP: 4, AUD: 5, NZD: 6, CHF: 7 };
const NCURRENCIES = 8;

function currencyOrder(currency: string): number {
  return CURRENCY_ORDER[currency] ?? NCURRENCIES + currency.length;
}

/** Position.sortkey order: currency rank, cost number, cost currency, units. */
export function comparePositions(a: Position, b: Position): number {
  const oa = currencyOrder(a.units.currency);
  const ob = currencyOrder(b.units.currency);
  if (oa !== ob) return oa - ob;
  const ca = a.cost?.number ?? Decimal.ZERO;
  const cb = b.cost?.number ?? Decimal.ZERO;
  const byCost = ca.cmp(cb);
  if (byCost !== 0) return byCost;
  const cca = a.cost?.currency ?? '';
  const ccb = b.cost?.currency ?? '';
  if (cca !== ccb) return cca < ccb ? -1 : 1;
  return a.units.number.cmp(b.units.number);
}

/** Inventory.__str__: "(10 HOOL {100 USD, 2020-01-02}, -5 USD)". */
export function renderInventory(inventory: Inventory | readonly Position[]): string {
  const positions = [...inventory].sort(comparePositions);
  return `(${positions.map((p) => renderPosition(p.units, p.cost)).join(', ')})`;
}

/** Python's repr of a booked Cost, which Beancount prints in "Cost is negative" errors. */
export function reprCost(cost: Cost): string {
  return (
    `Cost(number=${pythonDecimalRepr(cost.number)}, currency=${pythonStrRepr(cost.currency)}, date=${pythonDateRepr(cost.date)}, ` +
    `label=${cost.label === null ? 'None' : pythonStrRepr(cost.label)})`
  );
}

export interface PostingReprInput {
  readonly account: string;
  readonly units: { readonly number: Decimal | null; readonly currency: string | null };
  readonly costSpec: CostSpec | null;
  readonly price: { readonly number: Decimal | null; readonly currency: string | null } | null;
  readonly flag: string | null;
  readonly file: string;
  readonly line: number;
  readonly meta: Meta;
}

/** Python's repr of a Posting, which Beancount prints in "No position matches" errors. */
export function reprPosting(p: PostingReprInput): string {
  const units = pythonAmountText(p.units.number, p.units.currency);
  let cost = 'None';
  if (p.costSpec !== null) {
    const s = p.costSpec;
    // Beancount keeps "no total" as None, "{{…}}" as a zero per-unit number.
    const total = s.totalMissing === true ? PY_MISSING : s.numberTotal === null ? 'None' : pythonDecimalRepr(s.numberTotal);
    cost =
      `CostSpec(number_per=${pythonDecimalRepr(s.numberPer)}, number_total=${total}, ` +
      `currency=${s.currency === null ? PY_MISSING : pythonStrRepr(s.currency)}, date=${pythonDateRepr(s.date)}, ` +
      `label=${s.label === null ? 'None' : pythonStrRepr(s.label)}, merge=${s.merge ? 'True' : 'False'})`;
  }
  const price = p.price === null ? 'None' : pythonAmountText(p.price.number, p.price.currency);
  const meta = [`'filename': ${pythonStrRepr(p.file)}`, `'lineno': ${p.line}`];
  for (const key of Object.keys(p.meta)) meta.push(`${pythonStrRepr(key)}: ${pythonMetaValueRepr(p.meta[key]!)}`);
  return (
    `Posting(account=${pythonStrRepr(p.account)}, units=${units}, cost=${cost}, price=${price}, ` +
    `flag=${p.flag === null ? 'None' : pythonStrRepr(p.flag)}, meta={${meta.join(', ')}})`
  );
}

