// beancount.plugins.commodity_attr: every commodity directive must carry each configured metadata
// attribute and, where the configuration lists values, one of them. The configuration is a
// Python dict literal: `{'name': None, 'asset-class': ('Cash', 'Stock')}` (None: any value).
import type { Commodity, Directive, LedgerError, MetaValue, Source } from '../core/directives.ts';
import { renderAmount } from '../booking/render.ts';
import { pythonDecimalText } from '../core/python_repr.ts';
import { type PythonValue, pythonTypeName, readPythonLiteral } from './python_literal.ts';

export const COMMODITY_ATTR_SOURCE: Source = { file: '<commodity_attr>', line: 0 };

/** Attribute -> the values allowed (in the order written, without repeats), or null for any value. */
export type CommodityAttributeRules = ReadonlyMap<string, readonly string[] | null>;

/** Python's frozenset(values) for the literal forms accepted: a string gives its characters. */
function allowedValues(attribute: string, values: PythonValue): string[] {
  const strings = (items: readonly PythonValue[]): string[] =>
    items.map((item) => {
      // Beancount joins the allowed values into its message, which fails for anything but strings.
      if (item.kind !== 'str') throw new Error(`the values allowed for '${attribute}' must be strings, not ${pythonTypeName(item)}`);
      return item.value;
    });
  switch (values.kind) {
    case 'str':
      return [...new Set(values.value)];
    case 'list':
    case 'tuple':
    case 'set':
      return [...new Set(strings(values.items))];
    case 'dict':
      return [...new Set(strings(values.entries.map(([key]) => key)))];
    default:
      // frozenset(1) or frozenset(True): Beancount fails with a TypeError.
      throw new Error(`the values allowed for '${attribute}' must be a list of strings or None; '${pythonTypeName(values)}' object is not iterable`);
  }
}

/**
 * The rules of a configuration, or null for a literal that is not a dict (Beancount then reports
 * it and checks nothing). Throws where Beancount's eval or its reading of the dict fails.
 */
export function readCommodityAttributeRules(config: string | null): CommodityAttributeRules | null {
  if (config === null) throw new Error('a configuration is required, e.g. "{\'name\': None}"');
  const literal = readPythonLiteral(config);
  if (literal.kind !== 'dict') return null;
  const rules = new Map<string, readonly string[] | null>();
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

/** entry.meta.get(attribute): the metadata as written, over the filename and lineno every entry has. */
function attributeOf(commodity: Commodity, attribute: string): { text: string; isString: boolean } | null {
  const v = commodity.meta[attribute];
  if (v !== undefined) {
    if (v.type === 'null') return null;
    return { text: pythonStr(v), isString: v.type !== 'number' && v.type !== 'amount' && v.type !== 'bool' && v.type !== 'date' };
  }
  if (attribute === 'filename') return { text: commodity.source.file, isString: true };
  if (attribute === 'lineno') return { text: String(commodity.source.line), isString: false };
  return null;
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
      // Only a string can equal one of the allowed strings.
      if (allowed === null || allowed.length === 0 || (value.isString && allowed.includes(value.text))) continue;
      errors.push({
        source: e.source,
        message: `Invalid value '${value.text}' for attribute ${attribute}, Commodity directive ${e.currency}; valid options: ${allowed.join(', ')}`,
        kind: 'plugin',
      });
    }
  }
  return { directives: [...entries], errors };
}
