// What the importer needs to know about the ledger, looked up once per upload: which statement
// ids are already there, what was booked on each account (for fuzzy duplicates), who was paid
// from which account before, payee records, aliases and OFX account ids of open accounts.
import type { Directive, Open, Transaction } from '../ledger/core/directives.ts';
import type { Decimal } from '../ledger/core/decimal.ts';

/** The slice of the store's Ledger that importing depends on. */
export interface ImportLedger {
  readonly directives: readonly Directive[];
  openAccounts(): ReadonlyMap<string, Open>;
  readonly options: { readonly operatingCurrencies: readonly string[]; readonly rootNames: RootNames };
}

/** The five root account names as the ledger's options set them (`option "name_expenses" "Ausgaben"`). */
export interface RootNames {
  readonly assets: string;
  readonly liabilities: string;
  readonly equity: string;
  readonly income: string;
  readonly expenses: string;
}

/** Metadata key holding the statement's own id of an imported transaction. */
export const IMPORT_ID_KEY = 'import_id';

export interface BookedAmount {
  readonly day: number;
  readonly txn: Transaction;
}

export interface PayeeRecord {
  readonly name: string;
  readonly account: string | null;
  readonly aliases: readonly string[];
}

/** Dates as whole days since the epoch, to measure "within 3 days". */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
}

/** A number's value without trailing zeros, so 25.00 and 25.0 meet under one key. */
export function numberKey(n: Decimal): string {
  const s = n.toString();
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

export function splitAliases(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

function metaString(d: { meta: Directive['meta'] }, key: string): string | null {
  const v = d.meta[key];
  return v && (v.type === 'string' || v.type === 'account') ? v.value : null;
}

export class LedgerIndex {
  readonly open: ReadonlyMap<string, Open>;
  readonly operatingCurrencies: readonly string[];
  readonly rootNames: RootNames;
  /** import_id -> the transaction carrying it */
  readonly importIds = new Map<string, Transaction>();
  readonly payees: PayeeRecord[] = [];
  /** every account that has an open directive (closed ones included) */
  readonly everOpened = new Set<string>();
  /** lower-cased alias -> account, from open accounts' `alias` metadata */
  readonly aliases: { alias: string; account: string }[] = [];
  /** OFX ACCTID (account_id metadata, normalized) -> the open accounts that carry it */
  readonly accountIds = new Map<string, string[]>();
  private readonly directives: readonly Directive[];
  private readonly transactions: Transaction[] = [];
  // built on first use: a re-imported statement matches by id and never needs them
  private bookedIndex: Map<string, BookedAmount[]> | null = null;
  private payeeHistory: { byPayee: Map<string, Transaction>; byNarration: Map<string, Transaction> } | null = null;
  private firstUseIndex: Map<string, string> | null = null;
  private idFamilies: Map<string, { id: string; txn: Transaction }[]> | null = null;

  constructor(ledger: ImportLedger) {
    this.open = ledger.openAccounts();
    this.operatingCurrencies = ledger.options.operatingCurrencies;
    this.rootNames = ledger.options.rootNames;
    this.directives = ledger.directives;
    for (const d of this.directives) {
      if (d.type === 'transaction') {
        this.transactions.push(d);
        const id = d.meta[IMPORT_ID_KEY];
        if (id !== undefined && id.type === 'string') this.importIds.set(id.value, d);
      } else if (d.type === 'open') {
        this.everOpened.add(d.account);
      } else if (d.type === 'custom' && d.customType === 'payee' && d.values[0]?.type === 'string') {
        const alias = metaString(d, 'alias');
        this.payees.push({ name: d.values[0].value, account: metaString(d, 'account'), aliases: alias ? splitAliases(alias) : [] });
      }
    }
    for (const [account, open] of this.open) {
      const alias = metaString(open, 'alias');
      if (alias) for (const a of splitAliases(alias)) this.aliases.push({ alias: a.toLowerCase(), account });
      const id = metaString(open, 'account_id') ?? (open.meta.account_id?.type === 'number' ? open.meta.account_id.value.toString() : null);
      if (id) {
        for (const one of splitAliases(id)) {
          const key = normalizeAccountId(one);
          const accounts = this.accountIds.get(key);
          if (accounts === undefined) this.accountIds.set(key, [account]);
          else if (!accounts.includes(account)) accounts.push(account);
        }
      }
    }
  }

  /** Postings of exactly this amount on this account: `${account}|${currency}|${numberKey}`. */
  booked(account: string, currency: string, number: Decimal): readonly BookedAmount[] {
    if (!this.bookedIndex) {
      const index = new Map<string, BookedAmount[]>();
      for (const t of this.transactions) {
        const day = dayNumber(t.date);
        for (const p of t.postings) {
          const key = `${p.account}|${p.units.currency}|${numberKey(p.units.number)}`;
          let list = index.get(key);
          if (!list) index.set(key, (list = []));
          list.push({ day, txn: t });
        }
      }
      this.bookedIndex = index;
    }
    return this.bookedIndex.get(`${account}|${currency}|${numberKey(number)}`) ?? [];
  }

  /**
   * Every transaction whose import_id is `base` or `base#n` (the forms a statement id takes when
   * the bank gave it to more than one movement).
   */
  importIdFamily(base: string): readonly { id: string; txn: Transaction }[] {
    if (!this.idFamilies) {
      const families = new Map<string, { id: string; txn: Transaction }[]>();
      for (const t of this.transactions) {
        const v = t.meta[IMPORT_ID_KEY];
        if (v === undefined || v.type !== 'string') continue;
        const key = v.value.replace(/#\d+$/, '');
        let list = families.get(key);
        if (!list) families.set(key, (list = []));
        list.push({ id: v.value, txn: t });
      }
      this.idFamilies = families;
    }
    const family = this.idFamilies.get(base) ?? [];
    // a bank's own id of the `#n` form sits in the family of the id without it
    const parent = base.replace(/#\d+$/, '');
    if (parent === base) return family;
    return [...family, ...(this.idFamilies.get(parent) ?? []).filter((h) => h.id === base)];
  }

  /** The latest transaction with this payee (or, by narration, this description), lower-cased keys. */
  lastWith(kind: 'payee' | 'narration', text: string): Transaction | null {
    if (!this.payeeHistory) {
      const byPayee = new Map<string, Transaction>();
      const byNarration = new Map<string, Transaction>();
      // directives are sorted by date: the last one written wins
      for (const t of this.transactions) {
        if (t.payee) byPayee.set(t.payee.toLowerCase(), t);
        if (t.narration) byNarration.set(t.narration.toLowerCase(), t);
      }
      this.payeeHistory = { byPayee, byNarration };
    }
    return (kind === 'payee' ? this.payeeHistory.byPayee : this.payeeHistory.byNarration).get(text.toLowerCase()) ?? null;
  }

  /** The earliest date any directive uses the account. */
  firstUse(account: string): string | undefined {
    if (!this.firstUseIndex) {
      const first = new Map<string, string>();
      const use = (a: string, date: string) => {
        const f = first.get(a);
        if (f === undefined || date < f) first.set(a, date);
      };
      for (const d of this.directives) {
        if (d.type === 'transaction') for (const p of d.postings) use(p.account, d.date);
        else if (d.type === 'pad') {
          use(d.account, d.date);
          use(d.sourceAccount, d.date);
        } else if ('account' in d) use(d.account, d.date);
      }
      this.firstUseIndex = first;
    }
    return this.firstUseIndex.get(account);
  }

  /** The date of the ledger's first open directive (of accounts open now), or null without any. */
  earliestOpenDate(): string | null {
    let earliest: string | null = null;
    for (const open of this.open.values()) if (earliest === null || open.date < earliest) earliest = open.date;
    return earliest;
  }

  /** The open accounts whose `account_id` metadata equals the statement's ACCTID (one, unless the ledger gave it to several). */
  accountsForId(accountId: string): readonly string[] {
    return this.accountIds.get(normalizeAccountId(accountId)) ?? [];
  }
}

function normalizeAccountId(id: string): string {
  return id.replace(/\s+/g, '').toLowerCase();
}
