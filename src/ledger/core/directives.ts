// The directives of a Beancount ledger, as the parser produces them and booking completes
// them. Dates are ISO strings (YYYY-MM-DD), which compare correctly as strings.
import type { Decimal } from './decimal.ts';
import type { Amount } from './amount.ts';

/** Where a directive (or an error) comes from. `file` is the path as loaded (absolute for files). */
export interface Source {
  readonly file: string;
  readonly line: number;
}

export type MetaValue =
  | { readonly type: 'string'; readonly value: string }
  | { readonly type: 'account'; readonly value: string }
  | { readonly type: 'currency'; readonly value: string }
  | { readonly type: 'tag'; readonly value: string }
  | { readonly type: 'link'; readonly value: string }
  | { readonly type: 'date'; readonly value: string }
  | { readonly type: 'number'; readonly value: Decimal }
  | { readonly type: 'amount'; readonly value: Amount }
  | { readonly type: 'bool'; readonly value: boolean }
  | { readonly type: 'null' };

/** Metadata key -> value, in the order written. */
export type Meta = Record<string, MetaValue>;

/** A number or currency the user left out, to be filled in by interpolation or booking. */
export type Maybe<T> = T | null;

/** Units or price as written: either part may be missing. */
export interface IncompleteAmount {
  readonly number: Maybe<Decimal>;
  readonly currency: Maybe<string>;
}

/** A cost as written between braces: `{10 USD}`, `{{100 USD}}`, `{1 # 5 USD, 2020-01-01, "lot"}`, `{}`. */
export interface CostSpec {
  readonly numberPer: Maybe<Decimal>;
  readonly numberTotal: Maybe<Decimal>;
  readonly currency: Maybe<string>;
  readonly date: Maybe<string>;
  readonly label: Maybe<string>;
  /** `{*}`: average the lots (not supported by Beancount 2.3 booking either; reported as an error). */
  readonly merge: boolean;
  /** `{per # CUR}` or `{{CUR}}`: a `#` total left out, to be interpolated (Beancount's MISSING); absent means false. */
  readonly totalMissing?: boolean;
}

/** The cost of a lot once booked. */
export interface Cost {
  readonly number: Decimal;
  readonly currency: string;
  /**
   * The lot's date: written in the braces, else the transaction's. null only for a lot whose
   * units were left out (`Assets:X  HOOL {300 USD}`): Beancount 2.3 dates a lot before it
   * interpolates, and interpolated units skip that step.
   */
  readonly date: Maybe<string>;
  readonly label: Maybe<string>;
}

/** A posting as parsed. `units === null` means the whole amount was left out. */
export interface PostingSpec {
  readonly account: string;
  readonly flag: Maybe<string>;
  readonly units: Maybe<IncompleteAmount>;
  readonly cost: Maybe<CostSpec>;
  readonly price: Maybe<IncompleteAmount>;
  /** true for `@@` (the price is the total for the units). */
  readonly priceIsTotal: boolean;
  readonly meta: Meta;
  readonly source: Source;
}

/** A posting once booked: every number is known. */
export interface Posting {
  readonly account: string;
  readonly flag: Maybe<string>;
  readonly units: Amount;
  readonly cost: Maybe<Cost>;
  /** Per-unit price (an `@@` total is divided out when booked, as Beancount does). */
  readonly price: Maybe<Amount>;
  readonly meta: Meta;
  readonly source: Source;
  /** true when booking filled in a number of this posting (units, cost or price; Beancount's `__automatic__`). */
  readonly interpolated?: boolean;
}

interface DirectiveBase {
  readonly date: string;
  readonly meta: Meta;
  readonly source: Source;
}

export interface Open extends DirectiveBase {
  readonly type: 'open';
  readonly account: string;
  readonly currencies: readonly string[];
  readonly booking: Maybe<BookingMethod>;
}
export interface Close extends DirectiveBase {
  readonly type: 'close';
  readonly account: string;
}
export interface Commodity extends DirectiveBase {
  readonly type: 'commodity';
  readonly currency: string;
}
export interface Balance extends DirectiveBase {
  readonly type: 'balance';
  readonly account: string;
  readonly amount: Amount;
  readonly tolerance: Maybe<Decimal>;
  /**
   * Accumulated minus asserted, on the copy of a failed assertion that the errors of the checks
   * after the balance checks show (Beancount's diff_amount); absent on the ledger's directives.
   */
  readonly diffAmount?: Amount;
}
export interface Pad extends DirectiveBase {
  readonly type: 'pad';
  readonly account: string;
  readonly sourceAccount: string;
}
export interface Note extends DirectiveBase {
  readonly type: 'note';
  readonly account: string;
  readonly comment: string;
}
export interface Document extends DirectiveBase {
  readonly type: 'document';
  readonly account: string;
  readonly filename: string;
  readonly tags: readonly string[];
  readonly links: readonly string[];
}
export interface Price extends DirectiveBase {
  readonly type: 'price';
  readonly currency: string;
  readonly amount: Amount;
}
export interface Event extends DirectiveBase {
  readonly type: 'event';
  readonly eventType: string;
  readonly description: string;
}
export interface Query extends DirectiveBase {
  readonly type: 'query';
  readonly name: string;
  readonly queryString: string;
}
export interface Custom extends DirectiveBase {
  readonly type: 'custom';
  readonly customType: string;
  readonly values: readonly MetaValue[];
}

interface TransactionBase extends DirectiveBase {
  readonly type: 'transaction';
  /** '*', '!', or another single-character flag ('txn' is read as '*'; pad entries get 'P'). */
  readonly flag: string;
  readonly payee: Maybe<string>;
  readonly narration: string;
  readonly tags: readonly string[];
  readonly links: readonly string[];
}
/** A transaction as parsed, before booking. */
export interface RawTransaction extends TransactionBase {
  readonly postings: readonly PostingSpec[];
}
/** A transaction after booking and interpolation. */
export interface Transaction extends TransactionBase {
  readonly postings: readonly Posting[];
}

export type BookingMethod = 'STRICT' | 'FIFO' | 'LIFO' | 'NONE' | 'AVERAGE';

/** Every directive except transactions. */
export type PlainDirective = Open | Close | Commodity | Balance | Pad | Note | Document | Price | Event | Query | Custom;

/** What the parser produces. */
export type RawDirective = PlainDirective | RawTransaction;
/** What booking produces. */
export type Directive = PlainDirective | Transaction;

/** A problem found anywhere in the pipeline, with the position it concerns. */
export interface LedgerError {
  readonly source: Source;
  readonly message: string;
  /**
   * Which stage found it: 'syntax', 'account' (a name outside the root names, found by the
   * parser), 'include', 'booking', 'validation', 'balance', 'pad', 'plugin', 'option'.
   */
  readonly kind: string;
  /** The entry (or entries) Beancount attaches to this error, which bean-check prints under it. */
  readonly entry?: ErrorEntry | null;
}

/**
 * kind of a LedgerError that does not make the ledger fail its check: what Beancount 2.3 does
 * not report but the user should know (a plugin not run, a name only Beancount 3 reads).
 */
export const WARNING_KIND = 'warning';

/** What an error may show under it: one directive as parsed or booked, or several. */
export type ErrorEntry = RawDirective | Directive | readonly (RawDirective | Directive)[];

/** Beancount's order of directives on the same date: open first, then balance, ..., document, close. */
export const SORT_ORDER: Readonly<Record<string, number>> = { open: -2, balance: -1, document: 1, close: 2 };

export function compareDirectives(a: { date: string; type: string; source: Source }, b: { date: string; type: string; source: Source }): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const oa = SORT_ORDER[a.type] ?? 0;
  const ob = SORT_ORDER[b.type] ?? 0;
  if (oa !== ob) return oa - ob;
  return a.source.line - b.source.line;
}
