// What the NLP parser needs to know about a ledger, and an adapter from the engine's Ledger.
// Kept narrow so tests (and other callers) can build one without loading a ledger.
import type { Decimal } from '../ledger/core/decimal.ts';
import type { BookingMethod, Cost, Directive, MetaValue, Open } from '../ledger/core/directives.ts';
import { isSynthesised } from '../ledger/core/synthesised.ts';
import { DEFAULT_ROOT_NAMES, type LedgerOptions } from '../ledger/core/options.ts';
import { Problem } from '../problem.ts';
import { buildPriceMap, type PriceMap } from '../ledger/core/prices.ts';

export interface NlpAccount {
  readonly name: string;
  /** Date of its `open` directive: postings before it would be rejected. */
  readonly openDate: string;
  /** Currencies the `open` directive allows; empty = any. */
  readonly currencies: readonly string[];
  /** From the `alias` metadata, split on commas. */
  readonly aliases: readonly string[];
  /** How a sale of its lots with `{}` is booked: its `open`'s method, else the ledger's (STRICT unless an option says). */
  readonly booking?: BookingMethod;
}

/**
 * An account with a `close` directive. Beancount accepts postings to it dated from its open to
 * its close date (that day included), so an entry dated then may use it; later ones are told
 * it is closed.
 */
export interface NlpClosedAccount {
  readonly name: string;
  readonly closeDate: string;
  readonly aliases: readonly string[];
  /** Date of its `open` directive; absent when the ledger never opened it (then never used). */
  readonly openDate?: string;
  /** Currencies the `open` directive allows; empty or absent = any. */
  readonly currencies?: readonly string[];
}

export interface NlpPayee {
  readonly name: string;
  /** Default counter-account (`account` metadata). */
  readonly account: string | null;
  readonly aliases: readonly string[];
}

/** A posting of the history: the shape of a booked posting's, so that the ledger's own serve. */
export interface NlpHistoryPosting {
  readonly account: string;
  readonly units: { readonly number: Decimal; readonly currency: string };
  /** The lot's cost once booked (units held at cost), as Beancount booked it. */
  readonly cost?: Cost | null;
}

export interface NlpTransaction {
  readonly date: string;
  /** `*`, or `!` for an entry not reviewed yet (a draft posted as it was); absent is `*`. */
  readonly flag?: string;
  readonly payee: string | null;
  readonly narration: string;
  readonly postings: readonly NlpHistoryPosting[];
}

export interface LedgerView {
  /** Accounts open now (not closed). */
  readonly accounts: readonly NlpAccount[];
  readonly closedAccounts?: readonly NlpClosedAccount[];
  readonly payees: readonly NlpPayee[];
  /** Booked transactions, in date order. */
  readonly transactions: readonly NlpTransaction[];
  readonly operatingCurrencies: readonly string[];
  /** Declared (`commodity`) and used currencies. */
  readonly commodities: readonly string[];
  /**
   * Present when the ledger renames its roots (`option "name_assets" "Aktiva"`): the accounts
   * of this view are then in the standard names (Assets:Bank for Aktiva:Bank), the ones the
   * parser is written for, and its answer is translated back (see inLedgerNames).
   */
  readonly roots?: RootTranslation;
  /**
   * The ledger's prices (its `price` directives, as Beancount's price map reads them, inverses
   * included), built on first use: what a charge in another currency than the card's is priced at.
   */
  readonly prices?: () => PriceMap;
}

/** The part of the engine's Ledger this adapter reads (structural, so no import cycle). */
export interface LedgerLike {
  readonly directives: readonly Directive[];
  openAccounts(): Map<string, Open>;
  readonly options: { readonly operatingCurrencies: readonly string[]; readonly rootNames?: Readonly<RootNames>; readonly bookingMethod?: BookingMethod };
}

export type RootNames = LedgerOptions['rootNames'];
type RootKind = keyof RootNames;
const ROOT_KINDS: readonly RootKind[] = ['assets', 'liabilities', 'equity', 'income', 'expenses'];
const STANDARD_ROOTS: ReadonlySet<string> = new Set(Object.values(DEFAULT_ROOT_NAMES));
/**
 * Put before an account whose first component is a standard root name that the ledger does not
 * use as one (Assets:Old in a ledger whose assets are Aktiva: Beancount's "Invalid account
 * name"). Its root is then none the parser knows, so it is never chosen, and it cannot be
 * taken for the translation of Aktiva:Old.
 */
const NOT_A_ROOT = '\u0000';

/**
 * Between a ledger's root names and the standard ones (Assets, Liabilities, Equity, Income,
 * Expenses), below the root nothing changes (Ausgaben:Food:Dining is Expenses:Food:Dining).
 * Beancount takes the five options as they are: they may swap standard names (name_assets
 * "Expenses" with name_expenses "Assets": each name is translated once, so a swap is undone on
 * the way back) or give two kinds one name (name_assets "Expenses" beside the default
 * Expenses, which Beancount then counts as both); such a name is read as the kind whose
 * standard name it is, else as the first of assets, liabilities, equity, income, expenses.
 */
export class RootTranslation {
  /** Ledger root -> standard root, and back. */
  private readonly standardOf = new Map<string, string>();
  private readonly ledgerOf = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly inMessages: RegExp;
  readonly ledgerRoots: Readonly<RootNames>;

  private constructor(ledgerRoots: Readonly<RootNames>) {
    this.ledgerRoots = ledgerRoots;
    for (const kind of ROOT_KINDS) {
      const ledgerRoot = ledgerRoots[kind];
      const standard = DEFAULT_ROOT_NAMES[kind];
      this.ledgerOf.set(standard, ledgerRoot);
      const taken = this.standardOf.get(ledgerRoot);
      if (taken === undefined || (taken !== ledgerRoot && standard === ledgerRoot)) this.standardOf.set(ledgerRoot, standard);
    }
    // A root in a message: of an account (Expenses:Food), or said of accounts ("no open Assets or Liabilities account").
    const roots = [...STANDARD_ROOTS].join('|');
    this.inMessages = new RegExp(`(?<![\\p{L}\\p{N}:_-])(${NOT_A_ROOT}?)(${roots})(?=:|(?: or (?:${roots}))? account)`, 'gu');
  }

  /** null when the ledger keeps the standard names (nothing to translate). */
  static of(ledgerRoots: Readonly<RootNames> | undefined): RootTranslation | null {
    if (ledgerRoots === undefined || ROOT_KINDS.every((k) => ledgerRoots[k] === DEFAULT_ROOT_NAMES[k])) return null;
    return new RootTranslation({ ...ledgerRoots });
  }

  /** Aktiva:Bank -> Assets:Bank (once per name: a ledger has few). */
  toStandard(account: string): string {
    let name = this.names.get(account);
    if (name === undefined) {
      const i = account.indexOf(':');
      const root = i < 0 ? account : account.slice(0, i);
      const standard = this.standardOf.get(root);
      name = standard !== undefined ? standard + account.slice(root.length) : STANDARD_ROOTS.has(root) ? NOT_A_ROOT + account : account;
      this.names.set(account, name);
    }
    return name;
  }

  /** Assets:Bank -> Aktiva:Bank: the inverse of toStandard on what it gives. */
  toLedger(account: string): string {
    if (account.startsWith(NOT_A_ROOT)) return account.slice(NOT_A_ROOT.length);
    const i = account.indexOf(':');
    const root = i < 0 ? account : account.slice(0, i);
    const ledgerRoot = this.ledgerOf.get(root);
    return ledgerRoot === undefined ? account : ledgerRoot + account.slice(root.length);
  }

  /** The accounts and roots a warning or an error names, in the ledger's names. */
  inText(message: string): string {
    return message.replace(this.inMessages, (_, mark: string, root: string) => (mark ? root : this.ledgerOf.get(root)!)).replaceAll(NOT_A_ROOT, '');
  }
}

/** The parser's answer with its accounts, and those its warnings name, in the ledger's names. */
export function inLedgerNames<E extends { postings: readonly { account: string }[]; warnings: readonly string[] }>(view: LedgerView, entry: E): E {
  const roots = view.roots;
  if (roots === undefined) return entry;
  return { ...entry, postings: entry.postings.map((p) => ({ ...p, account: roots.toLedger(p.account) })), warnings: entry.warnings.map((w) => roots.inText(w)) };
}

/** A Problem the parser threw, with the accounts and roots it names in the ledger's names. */
export function problemInLedgerNames(view: LedgerView, problem: Problem): Problem {
  const roots = view.roots;
  if (roots === undefined) return problem;
  const errors = problem.errors.map((e) => ({ ...e, message: roots.inText(e.message) }));
  return new Problem(problem.status, problem.title, roots.inText(problem.detail), errors, { ...problem.headers });
}

/** Names separated by commas (ASCII or Chinese), trimmed, empty ones dropped. */
export function splitAliases(text: string): string[] {
  return text.split(/[,，、;；]/).map((s) => s.trim()).filter((s) => s !== '');
}

function metaText(value: MetaValue | undefined): string | null {
  if (value === undefined) return null;
  return value.type === 'string' || value.type === 'account' ? value.value : null;
}

// The Ledger appends written directives in place, so a cached view is only reused while the
// directive list is the same array with the same length.
const views = new WeakMap<object, { view: LedgerView; directives: readonly Directive[]; count: number }>();

export function isLedgerView(value: LedgerView | LedgerLike): value is LedgerView {
  return Array.isArray((value as LedgerView).accounts) && !('directives' in value);
}

/** Build (once per ledger object and state) the view the parser reads. */
export function ledgerViewOf(ledger: LedgerLike): LedgerView {
  const directives = ledger.directives;
  const cached = views.get(ledger);
  if (cached && cached.directives === directives && cached.count === directives.length) return cached.view;
  const roots = RootTranslation.of(ledger.options.rootNames);
  const name = roots === null ? (account: string) => account : (account: string) => roots.toStandard(account);
  const accounts: NlpAccount[] = [];
  for (const open of ledger.openAccounts().values()) {
    const alias = metaText(open.meta['alias']);
    const booking = open.booking ?? ledger.options.bookingMethod ?? 'STRICT';
    accounts.push({ name: name(open.account), openDate: open.date, currencies: open.currencies, aliases: alias ? splitAliases(alias) : [], booking });
  }
  const payees: NlpPayee[] = [];
  const transactions: NlpTransaction[] = [];
  const commodities = new Set<string>();
  const closes = new Map<string, string>();
  const opens = new Map<string, Open>();
  for (const d of directives) {
    if (d.type === 'close') closes.set(name(d.account), d.date);
    else if (d.type === 'open') {
      if (!opens.has(name(d.account))) opens.set(name(d.account), d);
    } else if (d.type === 'custom' && d.customType === 'payee') {
      const payee = metaText(d.values[0]);
      if (!payee) continue;
      const alias = metaText(d.meta['alias']);
      const account = metaText(d.meta['account']);
      payees.push({ name: payee, account: account === null ? null : name(account), aliases: alias ? splitAliases(alias) : [] });
    } else if (d.type === 'transaction' && !isSynthesised(d)) {
      // (the ledger's own transaction where its names are the standard ones: a copy of every one
      // held 77 MB more for a 300,000-transaction ledger, the NLP's first use a crash in a
      // 512 MB heap: QA)
      transactions.push(roots === null ? d : historyOf(d, name));
      for (const p of d.postings) commodities.add(p.units.currency);
    } else if (d.type === 'commodity') {
      commodities.add(d.currency);
    }
  }
  for (const a of accounts) for (const c of a.currencies) commodities.add(c);
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const closedAccounts: NlpClosedAccount[] = [...closes].map(([account, closeDate]) => {
    const open = opens.get(account);
    const alias = open ? metaText(open.meta['alias']) : null;
    return { name: account, closeDate, aliases: alias ? splitAliases(alias) : [], ...(open ? { openDate: open.date, currencies: open.currencies } : {}) };
  });
  let priceMap: PriceMap | null = null;
  const prices = () => (priceMap ??= buildPriceMap(directives));
  const view: LedgerView = { accounts, closedAccounts, payees, transactions, operatingCurrencies: [...ledger.options.operatingCurrencies], commodities: [...commodities], prices, ...(roots === null ? {} : { roots }) };
  views.set(ledger, { view, directives, count: directives.length });
  return view;
}

/** A transaction of the history with its accounts in the standard root names. */
function historyOf(d: NlpTransaction, name: (account: string) => string): NlpTransaction {
  return { date: d.date, flag: d.flag, payee: d.payee, narration: d.narration, postings: d.postings.map((p) => ({ account: name(p.account), units: p.units, cost: p.cost })) };
}

/**
 * Extend the cached view of a ledger by directives just appended to it, when they only add
 * transactions at the end of its history (the common case: today's entries). Returns the
 * views before and after and the transactions added; null when the view must be built again
 * (then it is dropped, and rebuilt on next use).
 */
export function extendCachedView(ledger: LedgerLike, inserted: readonly Directive[]): { before: LedgerView; after: LedgerView; added: NlpTransaction[] } | null {
  const cached = views.get(ledger);
  if (cached === undefined) return null;
  const directives = ledger.directives;
  const drop = () => {
    views.delete(ledger);
    return null;
  };
  if (cached.directives !== directives || cached.count + inserted.length !== directives.length) return drop();
  const before = cached.view;
  const roots = before.roots;
  let lastDate = before.transactions.at(-1)?.date ?? '';
  const added: NlpTransaction[] = [];
  let commodities: Set<string> | null = null;
  for (const d of inserted) {
    if (d.type === 'transaction') {
      if (isSynthesised(d)) continue;
      if (d.date < lastDate) return drop(); // not at the end of the history
      lastDate = d.date;
      added.push(roots ? historyOf(d, (account) => roots.toStandard(account)) : d);
      for (const p of d.postings) {
        if (commodities === null && before.commodities.includes(p.units.currency)) continue;
        commodities ??= new Set(before.commodities);
        commodities.add(p.units.currency);
      }
    } else if (d.type === 'open' || d.type === 'close' || d.type === 'commodity' || d.type === 'price' || (d.type === 'custom' && d.customType === 'payee')) {
      return drop(); // accounts, currencies, prices or payee records change
    }
  }
  const after: LedgerView = {
    ...before,
    transactions: added.length === 0 ? before.transactions : [...before.transactions, ...added],
    commodities: commodities === null ? before.commodities : [...commodities],
  };
  views.set(ledger, { view: after, directives, count: directives.length });
  return { before, after, added };
}
