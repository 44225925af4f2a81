// The `option` values of a ledger that change how it is read, booked and checked, with the
// names, defaults, conversions and error messages of beancount/parser/options.py (2.3).
import { Decimal } from './decimal.ts';
import type { BookingMethod, LedgerError, Source } from './directives.ts';
import { pythonStrRepr } from './python_repr.ts';

export interface LedgerOptions {
  title: string;
  operatingCurrencies: string[];
  bookingMethod: BookingMethod;
  /** `inferred_tolerance_default`: currency -> tolerance; key '*' is the default for all. */
  inferredToleranceDefault: Map<string, Decimal>;
  inferredToleranceMultiplier: Decimal;
  inferToleranceFromCost: boolean;
  /** Root names of the five account types (name_assets ...). */
  rootNames: { assets: string; liabilities: string; equity: string; income: string; expenses: string };
  /** 'default' runs pad and balance around the user's plugins; 'raw' runs only the user's plugins. */
  pluginProcessingMode: 'default' | 'raw';
  /** `documents`: directories searched for document files. */
  documents: string[];
  /** Every option as written, last value wins for scalars; lists accumulate. */
  raw: Map<string, string[]>;
}

export function defaultOptions(): LedgerOptions {
  return {
    title: 'Beancount',
    operatingCurrencies: [],
    bookingMethod: 'STRICT',
    inferredToleranceDefault: new Map(),
    inferredToleranceMultiplier: Decimal.parse('0.5'),
    inferToleranceFromCost: false,
    rootNames: { ...DEFAULT_ROOT_NAMES },
    pluginProcessingMode: 'default',
    documents: [],
    raw: new Map(),
  };
}

/** The five root account names unless `option "name_assets"` etc. say otherwise. */
export const DEFAULT_ROOT_NAMES: Readonly<LedgerOptions['rootNames']> = Object.freeze({
  assets: 'Assets', liabilities: 'Liabilities', equity: 'Equity', income: 'Income', expenses: 'Expenses',
});

const BOOKING_METHODS = new Set(['STRICT', 'FIFO', 'LIFO', 'NONE', 'AVERAGE']);

/** Options that only the loader may set (`plugin` has its own directive). */
const READ_ONLY_OPTIONS = new Set(['filename', 'plugin']);

const DEPRECATED_OPTIONS: ReadonlyMap<string, string> = new Map([
  ['allow_pipe_separator', 'Allowing pipe separator temporary; this will go away eventually.'],
  ['allow_deprecated_none_for_tags_and_links', 'Allowing None for tags and link will go away eventually.'],
]);

// Options Beancount 2.3 accepts that do not change what this engine computes.
const KNOWN_OPTIONS = new Set([
  'include', 'input_hash', 'dcontext', 'commodities',
  'account_previous_balances', 'account_previous_earnings', 'account_previous_conversions',
  'account_current_earnings', 'account_current_conversions', 'account_rounding',
  'conversion_currency', 'render_commas', 'long_string_maxlines',
  'allow_pipe_separator', 'allow_deprecated_none_for_tags_and_links', 'insert_pythonpath',
]);

/** Python's Decimal(text) via beancount's D(), or an error message. */
function pythonDecimal(text: string): Decimal | string {
  if (text === '') return Decimal.ZERO;
  // D() drops every comma and space (its _CLEAN_NUMBER_RE is '[, ]'): "1 .5" is 1.5.
  const ascii = pythonDecimalAscii(text.replace(/[, ]/g, ''));
  const infinite = ascii === null ? null : PYTHON_INFINITY.exec(ascii);
  if (infinite) return Decimal.infinity(infinite[1] === '-');
  const d = ascii === null ? null : Decimal.tryParse(ascii);
  return d ?? `Impossible to create Decimal instance from ${text}: [<class 'decimal.ConversionSyntax'>]`;
}

/** Python's spellings of an infinity (`Infinity`, `-inf`, `+INF`); NaN stays refused (see README). */
const PYTHON_INFINITY = /^([+-]?)inf(?:inity)?$/i;

/** Python's str.isspace() characters, which Decimal() strips from both ends. */
const PYTHON_SPACE = '[\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const PYTHON_SPACE_ENDS = new RegExp(`^${PYTHON_SPACE}+|${PYTHON_SPACE}+$`, 'g');
const UNICODE_DIGIT = /\p{Nd}/u;

/**
 * The text Python's Decimal() reads in `text`: spaces at either end dropped, every underscore
 * dropped wherever it stands (`1_0`, `_1`, `1__0` are 10, 1 and 10), and a decimal digit of any
 * script read as its value (`１０` is 10); null for any other non-ASCII character. Infinity and
 * NaN, which Python takes too, are left to the caller.
 */
function pythonDecimalAscii(text: string): string | null {
  let out = '';
  for (const ch of text.replace(PYTHON_SPACE_ENDS, '')) {
    if (ch === '_') continue;
    const cp = ch.codePointAt(0)!;
    if (cp < 128) out += ch;
    else if (UNICODE_DIGIT.test(ch)) out += String(digitValue(cp));
    else return null;
  }
  return out;
}

/** The value of a Unicode decimal digit: each script's digits run from its zero, ten at a time. */
function digitValue(cp: number): number {
  let start = cp;
  while (UNICODE_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

/** Build options from `option "name" "value"` lines, reporting unknown names and bad values. */
export function buildOptions(lines: readonly { name: string; value: string; source: Source }[]): { options: LedgerOptions; errors: LedgerError[] } {
  const options = defaultOptions();
  const errors: LedgerError[] = [];
  const report = (source: Source, message: string) => errors.push({ source, message, kind: 'option' });
  const invalid = (source: Source, name: string, detail: string) => report(source, `Error for option '${name}': ${detail}`);
  for (const { name, value, source } of lines) {
    if (READ_ONLY_OPTIONS.has(name)) {
      report(source, `Option '${name}' may not be set`);
      continue;
    }
    const deprecated = DEPRECATED_OPTIONS.get(name);
    if (deprecated !== undefined) report(source, deprecated);
    switch (name) {
      case 'title':
        options.title = value;
        break;
      case 'operating_currency':
        options.operatingCurrencies.push(value);
        break;
      case 'documents':
        options.documents.push(value);
        break;
      case 'booking_method':
        if (!BOOKING_METHODS.has(value)) {
          // str(KeyError(value)): the value's repr()
          invalid(source, name, pythonStrRepr(value));
          continue;
        }
        options.bookingMethod = value as BookingMethod;
        break;
      case 'plugin_processing_mode':
        if (value !== 'raw' && value !== 'default') {
          invalid(source, name, `Invalid value '${value}'`);
          continue;
        }
        options.pluginProcessingMode = value;
        break;
      case 'inferred_tolerance_default': {
        // '(.*):(.*)' is greedy: the last colon separates the currency from the number.
        const colon = value.lastIndexOf(':');
        if (colon < 0) {
          invalid(source, name, `Invalid value '${value}'`);
          continue;
        }
        const tolerance = pythonDecimal(value.slice(colon + 1));
        if (typeof tolerance === 'string') {
          invalid(source, name, tolerance);
          continue;
        }
        options.inferredToleranceDefault.set(value.slice(0, colon), tolerance);
        break;
      }
      case 'inferred_tolerance_multiplier': {
        const m = pythonDecimal(value);
        if (typeof m === 'string') {
          invalid(source, name, m);
          continue;
        }
        options.inferredToleranceMultiplier = m;
        break;
      }
      case 'infer_tolerance_from_cost':
        // A boolean option without converter: the grammar's own truth test.
        options.inferToleranceFromCost = ['true', 'on'].includes(value.toLowerCase()) || value === '1';
        break;
      case 'name_assets':
      case 'name_liabilities':
      case 'name_equity':
      case 'name_income':
      case 'name_expenses':
        options.rootNames[name.slice(5) as keyof LedgerOptions['rootNames']] = value;
        break;
      default:
        if (!KNOWN_OPTIONS.has(name)) {
          report(source, `Invalid option: '${name}'`);
          continue;
        }
    }
    const list = options.raw.get(name) ?? [];
    list.push(value);
    options.raw.set(name, list);
  }
  return { options, errors };
}
