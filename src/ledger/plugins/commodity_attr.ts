// beancount.plugins.commodity_attr: every commodity directive must carry each configured metadata
// attribute and, where the configuration lists values, one of them. The configuration is a
// Python dict literal: `{'name': None, 'asset-class': ('Cash', 'Stock')}` (None: any value).
// Values compare as in Python: an allowed 2 takes the metadata 2 or 2.00, an allowed 1 takes
// TRUE. An invalid value's error joins the allowed values, which fails the plugin (Python's
// TypeError) when one of them is not a string.
import type { Commodity, Directive, LedgerError, MetaValue, Source } from '../core/directives.ts';
import { renderAmount } from '../booking/render.ts';
import { Decimal } from '../core/decimal.ts';
import { pythonDecimalText } from '../core/python_repr.ts';
import { decimalOfFloat } from './check_average_cost.ts';
import { checkEvaluable, pythonHashKey } from './python_dict.ts';
import { type PythonValue, pythonTypeName, readPythonLiteral } from './python_literal.ts';

export const COMMODITY_ATTR_SOURCE: Source = { file: '<commodity_attr>', line: 0 };

/** Attribute -> the values allowed (in the order written, without repeats), or null for any value. */
export type CommodityAttributeRules = ReadonlyMap<string, readonly PythonValue[] | null>;

/** Python's frozenset(values) for the literal forms accepted: a string gives its characters. */
function allowedValues(attribute: string, values: PythonValue): PythonValue[] {
  // A set keeps the first of the values Python finds equal (1, 1.0 and True); an unhashable one fails.
  const distinct = (items: readonly PythonValue[]): PythonValue[] => {
    const kept = new Map<string, PythonValue>();
    for (const item of items) {
      const key = pythonHashKey(item);
      if (!kept.has(key)) kept.set(key, item);
    }
    return [...kept.values()];
  };
  switch (values.kind) {
    case 'str':
      return distinct([...values.value].map((c) => ({ kind: 'str', value: c })));
    case 'list':
    case 'tuple':
    case 'set':
      return distinct(values.items);
    case 'dict':
      return distinct(values.entries.map(([key]) => key));
    default:
      // frozenset(1) or frozenset(True): Beancount fails with a TypeError.
      throw new Error(`the values allowed for '${attribute}' must be a list or None; '${pythonTypeName(values)}' object is not iterable`);
  }
}

/**
 * The rules of a configuration, or null for a literal that is not a dict (Beancount then reports
 * it and checks nothing). Throws where Beancount's eval or its reading of the dict fails.
 */
export function readCommodityAttributeRules(config: string | null): CommodityAttributeRules | null {
  if (config === null) throw new Error('a configuration is required, e.g. "{\'name\': None}"');
  const literal = readPythonLiteral(config);
  checkEvaluable(literal);
  if (literal.kind !== 'dict') return null;
  const rules = new Map<string, readonly PythonValue[] | null>();
  for (const [key, values] of literal.entries) {
    if (key.kind !== 'str') throw new Error(`attribute names must be strings, not ${pythonTypeName(key)}`);
    rules.set(key.value, values.kind === 'none' ? null : allowedValues(key.value, values));
  }
  return rules;
}

/** What `str()` gives for a metadata value (a Python str for names, tags and the like). */
function pythonStr(v: Exclude<MetaValue, { type: 'null' }>): string {
  switch (v.type) {
    case 'number':
      return pythonDecimalText(v.value);
    case 'amount':
      return renderAmount(v.value);
    case 'bool':
      return v.value ? 'True' : 'False';
    default:
      return v.value;
  }
}

/**
 * An attribute's value as the plugin sees it: its str() for the message, and what Python's `==`
 * compares with an allowed value: a str's text, or a number's value (a bool is 0 or 1); a date or
 * an amount equals no literal.
 */
interface AttributeValue {
  readonly text: string;
  readonly string: string | null;
  readonly number: Decimal | null;
}

/** entry.meta.get(attribute): the metadata as written, over the filename and lineno every entry has. */
function attributeOf(commodity: Commodity, attribute: string): AttributeValue | null {
  const v = commodity.meta[attribute];
  if (v !== undefined) {
    if (v.type === 'null') return null;
    const text = pythonStr(v);
    switch (v.type) {
      case 'number':
        return { text, string: null, number: v.value };
      case 'bool':
        return { text, string: null, number: Decimal.fromInt(v.value ? 1 : 0) };
      case 'amount':
      case 'date':
        return { text, string: null, number: null };
      default:
        return { text, string: text, number: null };
    }
  }
  if (attribute === 'filename') return { text: commodity.source.file, string: commodity.source.file, number: null };
  if (attribute === 'lineno') return { text: String(commodity.source.line), string: null, number: Decimal.fromInt(commodity.source.line) };
  return null;
}

/** `value == allowed` in Python: a str equals a str only; numbers compare exactly (Decimal('2.0') == 2 == 2.0 == True + 1). */
function isEqual(value: AttributeValue, allowed: PythonValue): boolean {
  switch (allowed.kind) {
    case 'str':
      return value.string === allowed.value;
    case 'int':
      return value.number?.eq(Decimal.fromInt(allowed.value)) ?? false;
    case 'bool':
      return value.number?.eq(Decimal.fromInt(allowed.value ? 1 : 0)) ?? false;
    case 'float':
      return Number.isFinite(allowed.value) && (value.number?.eq(decimalOfFloat(allowed.value)) ?? false);
    default:
      return false;
  }
}

/** `', '.join(values)` for the message: Python's TypeError when one is not a str. */
function joinAllowed(allowed: readonly PythonValue[]): string {
  // Python joins the set in its own order, which may put another value first among those not str.
  const index = allowed.findIndex((v) => v.kind !== 'str');
  if (index >= 0) throw new Error(`sequence item ${index}: expected str instance, ${pythonTypeName(allowed[index]!)} found`);
  return allowed.map((v) => (v.kind === 'str' ? v.value : '')).join(', ');
}

export function checkCommodityAttributes(entries: readonly Directive[], config: string | null): { directives: Directive[]; errors: LedgerError[] } {
  const rules = readCommodityAttributeRules(config);
  if (rules === null) {
    return { directives: [...entries], errors: [{ source: COMMODITY_ATTR_SOURCE, message: 'Invalid configuration for commodity_attr plugin; skipping.', kind: 'plugin' }] };
  }
  const errors: LedgerError[] = [];
  for (const e of entries) {
    if (e.type !== 'commodity') continue;
    for (const [attribute, allowed] of rules) {
      const value = attributeOf(e, attribute);
      if (value === null) {
        errors.push({ source: e.source, message: `Missing attribute '${attribute}' for Commodity directive ${e.currency}`, kind: 'plugin' });
        continue;
      }
      if (allowed === null || allowed.length === 0 || allowed.some((v) => isEqual(value, v))) continue;
      errors.push({
        source: e.source,
        message: `Invalid value '${value.text}' for attribute ${attribute}, Commodity directive ${e.currency}; valid options: ${joinAllowed(allowed)}`,
        kind: 'plugin',
      });
    }
  }
  return { directives: [...entries], errors };
}
