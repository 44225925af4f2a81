// What the NLP parser needs to know about a ledger, and an adapter from the engine's Ledger.
// Kept narrow so tests (and other callers) can build one without loading a ledger.
import type { Decimal } from '../ledger/core/decimal.ts';
import type { Directive, MetaValue, Open } from '../ledger/core/directives.ts';
import { isSynthesised } from '../ledger/core/synthesised.ts';

export interface NlpAccount {
  readonly name: string;
  /** Date of its `open` directive: postings before it would be rejected. */
  readonly openDate: string;
  /** Currencies the `open` directive allows; empty = any. */
  readonly currencies: readonly string[];
  /** From the `alias` metadata, split on commas. */
  readonly aliases: readonly string[];
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

export interface NlpHistoryPosting {
  readonly account: string;
  readonly number: Decimal;
  readonly currency: string;
}

export interface NlpTransaction {
  readonly date: string;
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
}

/** The part of the engine's Ledger this adapter reads (structural, so no import cycle). */
export interface LedgerLike {
  readonly directives: readonly Directive[];
  openAccounts(): Map<string, Open>;
  readonly options: { readonly operatingCurrencies: readonly string[] };
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
  const accounts: NlpAccount[] = [];
  for (const open of ledger.openAccounts().values()) {
    const alias = metaText(open.meta['alias']);
    accounts.push({ name: open.account, openDate: open.date, currencies: open.currencies, aliases: alias ? splitAliases(alias) : [] });
  }
  const payees: NlpPayee[] = [];
  const transactions: NlpTransaction[] = [];
  const commodities = new Set<string>();
  const closes = new Map<string, string>();
  const opens = new Map<string, Open>();
  for (const d of directives) {
    if (d.type === 'close') closes.set(d.account, d.date);
    else if (d.type === 'open') {
      if (!opens.has(d.account)) opens.set(d.account, d);
    } else if (d.type === 'custom' && d.customType === 'payee') {
      const name = metaText(d.values[0]);
      if (!name) continue;
      const alias = metaText(d.meta['alias']);
      payees.push({ name, account: metaText(d.meta['account']), aliases: alias ? splitAliases(alias) : [] });
    } else if (d.type === 'transaction' && !isSynthesised(d)) {
      transactions.push({
        date: d.date,
        payee: d.payee,
        narration: d.narration,
        postings: d.postings.map((p) => ({ account: p.account, number: p.units.number, currency: p.units.currency })),
      });
      for (const p of d.postings) commodities.add(p.units.currency);
    } else if (d.type === 'commodity') {
      commodities.add(d.currency);
    }
  }
  for (const a of accounts) for (const c of a.currencies) commodities.add(c);
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const closedAccounts: NlpClosedAccount[] = [...closes].map(([name, closeDate]) => {
    const open = opens.get(name);
    const alias = open ? metaText(open.meta['alias']) : null;
    return { name, closeDate, aliases: alias ? splitAliases(alias) : [], ...(open ? { openDate: open.date, currencies: open.currencies } : {}) };
  });
  const view: LedgerView = { accounts, closedAccounts, payees, transactions, operatingCurrencies: [...ledger.options.operatingCurrencies], commodities: [...commodities] };
  views.set(ledger, { view, directives, count: directives.length });
  return view;
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
  let lastDate = before.transactions.at(-1)?.date ?? '';
  const added: NlpTransaction[] = [];
  let commodities: Set<string> | null = null;
  for (const d of inserted) {
    if (d.type === 'transaction') {
      if (isSynthesised(d)) continue;
      if (d.date < lastDate) return drop(); // not at the end of the history
      lastDate = d.date;
      added.push({ date: d.date, payee: d.payee, narration: d.narration, postings: d.postings.map((p) => ({ account: p.account, number: p.units.number, currency: p.units.currency })) });
      for (const p of d.postings) {
        if (commodities === null && before.commodities.includes(p.units.currency)) continue;
        commodities ??= new Set(before.commodities);
        commodities.add(p.units.currency);
      }
    } else if (d.type === 'open' || d.type === 'close' || d.type === 'commodity' || (d.type === 'custom' && d.customType === 'payee')) {
      return drop(); // accounts, currencies or payee records change
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
