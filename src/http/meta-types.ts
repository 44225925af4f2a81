// The Beancount types of metadata values that JSON has no type for (a number written 1.50, a date,
// an account, a currency, a tag): answers name them in `meta_types` beside `meta`, and requests may
// send `meta_types` to write a value as one of them, so that a transaction read and sent back keeps
// its metadata's types (QA: a copy wrote `dd: "2024-01-01"`, a string bean-query's date filters miss).
import type { Decimal } from '../ledger/core/decimal.ts';
import type { Meta, MetaValue } from '../ledger/core/directives.ts';
import type { LedgerOptions } from '../ledger/core/options.ts';
import { isCurrency, isDate, isTagName } from '../ledger/syntax/names.ts';
import { beancount2AccountProblem } from '../ledger/syntax/account_name_problem.ts';
import { Problem } from '../problem.ts';
import { CURRENCY_PATTERN, META_TYPES_OUT, NUMBER_PATTERN, PATTERN_MESSAGES, TAG_PATTERN, type MetaTypeIn } from './schemas.ts';

type MetaTypeOut = (typeof META_TYPES_OUT)[number];
const TYPED: ReadonlySet<string> = new Set(META_TYPES_OUT);

/** Key -> Beancount type, for each value that meta's JSON gives as a plain string. */
export function metaTypesJson(meta: Meta): Record<string, MetaTypeOut> {
  const out: Record<string, MetaTypeOut> = {};
  for (const [key, v] of Object.entries(meta)) {
    if (key === 'filename' || key === 'lineno' || key.startsWith('__')) continue;
    if (TYPED.has(v.type)) out[key] = v.type as MetaTypeOut;
  }
  return out;
}

const NUMBER_RE = new RegExp(NUMBER_PATTERN);
const MESSAGES: Record<Exclude<MetaTypeIn, 'number' | 'account'>, string> = {
  date: 'must be a real date YYYY-MM-DD (meta_types says date)',
  currency: `${PATTERN_MESSAGES.get(CURRENCY_PATTERN)} (meta_types says currency)`,
  tag: `${PATTERN_MESSAGES.get(TAG_PATTERN)} (meta_types says tag)`,
};

function refuse(at: string, message: string): never {
  throw Problem.badRequest(`The metadata value at ${at} is not of the type meta_types gives it.`, [{ path: at, message }]);
}

/**
 * A request's value written as the type `meta_types` names: a JSON string valid for that type (a
 * JSON number too for "number"; `isNumber` says the value was one). `decimal` reads a number as
 * every number of a request is read. The account's root is checked against the ledger later
 * (requireMetaAccountRoots), when the ledger is at hand.
 */
export function typedMetaValue(type: MetaTypeIn, value: unknown, at: string, isNumber: boolean, decimal: (text: string) => Decimal): MetaValue {
  if (typeof value !== 'string' || (isNumber && type !== 'number')) {
    refuse(at, type === 'number' ? 'must be a number or decimal text (meta_types says number)' : `must be a string (meta_types says ${type})`);
  }
  switch (type) {
    case 'number':
      if (!isNumber && !NUMBER_RE.test(value)) refuse(at, `${PATTERN_MESSAGES.get(NUMBER_PATTERN)} (meta_types says number)`);
      return { type: 'number', value: decimal(value) };
    case 'date':
      return isDate(value) ? { type: 'date', value } : refuse(at, MESSAGES.date);
    case 'account': {
      const problem = beancount2AccountProblem(value);
      return problem === null ? { type: 'account', value } : refuse(at, `is not an account name Beancount 2.3 takes: it ${problem} (meta_types says account)`);
    }
    case 'currency':
      return isCurrency(value) ? { type: 'currency', value } : refuse(at, MESSAGES.currency);
    case 'tag':
      return isTagName(value) ? { type: 'tag', value } : refuse(at, MESSAGES.tag);
  }
}

/** Throw 400 when `meta_types` names a key that `meta` has no value for. */
export function requireTypedKeys(meta: Record<string, unknown> | undefined, types: Record<string, MetaTypeIn> | undefined, typesPath: string): void {
  for (const key of Object.keys(types ?? {})) {
    if (meta === undefined || !Object.hasOwn(meta, key)) {
      const at = `${typesPath}/${key}`;
      throw Problem.badRequest(`meta_types names ${key}, which meta has no value for.`, [{ path: at, message: `names no metadata value: meta has no key ${key}` }]);
    }
  }
}

/**
 * Throw 400 unless each account-typed value starts with one of the ledger's root names (Assets...,
 * or as its name_* options rename them): Beancount refuses any other (`Invalid account name`).
 */
export function requireMetaAccountRoots(meta: Meta, path: string, roots: Readonly<LedgerOptions['rootNames']>): void {
  const names = Object.values(roots);
  for (const [key, v] of Object.entries(meta)) {
    if (v.type !== 'account' || names.some((root) => v.value.startsWith(`${root}:`))) continue;
    refuse(`${path}/${key}`, `must be an account under one of this ledger's root names (${names.join(', ')}) (meta_types says account)`);
  }
}
