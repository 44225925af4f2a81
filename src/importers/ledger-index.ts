// What the importer needs to know about the ledger: which statement ids are already there, what
// was booked on each account (for fuzzy duplicates), who was paid from which account before,
// payee records, aliases and OFX account ids of open accounts. What comes from the directives
// (ImportHistory) is kept per state of the ledger and followed as directives are appended.
import type { Custom, Directive, Open, Posting, Transaction } from '../ledger/core/directives.ts';
import { Decimal } from '../ledger/core/decimal.ts';

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

/**
 * How far back the ledger's history speaks for a reversal: its purchase is at most this many days
 * before the row (a purchase of last year says nothing of today's reversal).
 */
export const HISTORY_DAYS = 120;

/**
 * How far back the ledger's earlier withdrawals name the bank a withdrawal went to: a year (a user
 * may withdraw twice a year; a bank replaced years ago is not chosen).
 */
export const WITHDRAWAL_HISTORY_DAYS = 366;

/**
 * How far back a payee's (or a description's) last transaction names the account a row goes to:
 * the year before the row, as for withdrawals; one of after it always may (a payee's account of ten
 * years ago said nothing of today's row and won).
 */
export const COUNTER_HISTORY_DAYS = WITHDRAWAL_HISTORY_DAYS;

/** Dates as whole days since the epoch, to measure "within 3 days". */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
}

/**
 * A number's value without trailing zeros, so 25.00 and 25.0 meet under one key: its plain
 * notation (Decimal.toString) with the zeros after the point, and then a bare point, dropped,
 * made from the coefficient directly (no text to trim) where it fits a safe integer.
 */
export function numberKey(n: Decimal): string {
  // Without places, or beyond a safe integer: the text as it is, trimmed (rare).
  if (n.exp >= 0) return n.toString();
  if (n.big !== null) {
    const s = n.toString();
    return s.replace(/\.?0+$/, '');
  }
  let coef = n.small;
  if (coef === 0) return n.isNegativeZero() ? '-0' : '0';
  let exp = n.exp;
  while (exp < 0 && coef % 10 === 0) {
    coef /= 10;
    exp += 1;
  }
  if (exp === 0) return String(coef);
  const negative = coef < 0;
  let digits = String(negative ? -coef : coef);
  const places = -exp;
  if (digits.length <= places) digits = '0'.repeat(places - digits.length + 1) + digits;
  const cut = digits.length - places;
  return (negative ? '-' : '') + digits.slice(0, cut) + '.' + digits.slice(cut);
}

const AMOUNT_KEY_LIMIT = 2 ** 48;

/**
 * A key equal for two numbers exactly when their numberKey is: a number for most amounts (no
 * string made), the numberKey itself for the others. An amount is its coefficient c without
 * trailing zeros after the point and its exponent e (-15 <= e <= 0, |c| < 2^48), keyed c * 16 - e;
 * the zeros keep numberKey's '0' and '-0', and larger or finer amounts numberKey's text.
 */
export function amountKey(n: Decimal): number | string {
  let coef = n.small;
  if (coef === 0) return n.isNegativeZero() ? '-0' : '0';
  if (n.big !== null) {
    // The same value may be written with a small coefficient: meet it under the same key.
    const normal = n.normalize();
    return normal.big === null ? amountKey(normal) : numberKey(n);
  }
  let exp = n.exp;
  while (exp < 0 && coef % 10 === 0) {
    coef /= 10;
    exp += 1;
  }
  while (exp > 0 && Math.abs(coef) < AMOUNT_KEY_LIMIT) {
    coef *= 10;
    exp -= 1;
  }
  return exp <= 0 && exp >= -15 && Math.abs(coef) < AMOUNT_KEY_LIMIT ? coef * 16 - exp : numberKey(n);
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

/** The directives of a ledger held in memory, as they are now (in ledger order, which is by date first). */
export interface LedgerDirectives {
  readonly directives: readonly Directive[];
}

function isPayeeRecord(d: Directive): d is Custom {
  return d.type === 'custom' && d.customType === 'payee' && d.values[0]?.type === 'string';
}

/** Each account a directive uses on its date (what firstUse() keeps the earliest of). */
function forEachUse(d: Directive, use: (account: string, date: string) => void): void {
  if (d.type === 'transaction') for (const p of d.postings) use(p.account, d.date);
  else if (d.type === 'pad') {
    use(d.account, d.date);
    use(d.sourceAccount, d.date);
  } else if ('account' in d) use(d.account, d.date);
}

/**
 * What the importer looks up in the ledger's directives (statement ids, the amounts booked on
 * each account, payees and narrations seen before, first uses, payee records, accounts ever
 * opened), kept for as long as the ledger is: each part is built on first use and then followed
 * by `noteInserted` as directives are appended, so that the next import does not pass over the
 * whole ledger again. The store keeps one per state of a user's ledger (DerivedIndexes) and
 * drops it when the ledger is recomputed; on its own (`new LedgerIndex(ledger)`) it lives for
 * one import.
 */
export class ImportHistory {
  private readonly ledger: LedgerDirectives;
  private ids: Map<string, Transaction> | null = null;
  private opened: Set<string> | null = null;
  private payeeRecords: PayeeRecord[] | null = null;
  private bookedIndex: BookedIndex | null = null;
  private itemIndex: BookedIndex | null = null;
  /** per payee (and description), lower-cased, its transactions in ledger order */
  private payeeHistory: { byPayee: Map<string, Transaction[]>; byNarration: Map<string, Transaction[]> } | null = null;
  private firstUseIndex: Map<string, string> | null = null;
  private idFamilies: Map<string, { id: string; txn: Transaction }[]> | null = null;

  constructor(ledger: LedgerDirectives) {
    this.ledger = ledger;
  }

  /** import_id -> the transaction carrying it (the last in the ledger when several do) */
  get importIds(): ReadonlyMap<string, Transaction> {
    this.ids ??= this.buildImportIds();
    return this.ids;
  }

  /** every account that has an open directive (closed ones included) */
  get everOpened(): ReadonlySet<string> {
    this.opened ??= this.buildOpened();
    return this.opened;
  }

  /** `custom "payee"` records, in ledger order */
  get payees(): readonly PayeeRecord[] {
    this.payeeRecords ??= this.buildPayees();
    return this.payeeRecords;
  }

  /** Postings of exactly this amount on this account, in ledger order. */
  booked(account: string, currency: string, number: Decimal): readonly BookedAmount[] {
    this.bookedIndex ??= this.buildBooked();
    return lookUp(this.bookedIndex, account, currency, number);
  }

  /** Whether any transaction has a posting on the account. */
  hasPostings(account: string): boolean {
    this.bookedIndex ??= this.buildBooked();
    return this.bookedIndex.has(account);
  }

  /** The transactions with a posting on the account, in no order (one with several amounts there, once per amount). */
  transactionsOn(account: string): Transaction[] {
    this.bookedIndex ??= this.buildBooked();
    const found: Transaction[] = [];
    for (const byAmount of this.bookedIndex.get(account)?.values() ?? []) for (const hit of byAmount.values()) found.push(...(Array.isArray(hit) ? hit : [hit]));
    return found;
  }

  /** Every currency some posting of the ledger is in (made anew on each call: ask once per import). */
  bookedCurrencies(): Set<string> {
    this.bookedIndex ??= this.buildBooked();
    const currencies = new Set<string>();
    for (const byCurrency of this.bookedIndex.values()) for (const currency of byCurrency.keys()) currencies.add(currency);
    return currencies;
  }

  /**
   * Transactions typed by hand that pay several items from one posting on this account (see
   * `itemizedPayment`) and have an item of exactly this amount, in ledger order.
   */
  items(account: string, currency: string, number: Decimal): readonly BookedAmount[] {
    this.itemIndex ??= this.buildItems();
    return lookUp(this.itemIndex, account, currency, number);
  }

  /** Every transaction whose import_id is `base` or `base#n`, in ledger order. */
  importIdFamily(base: string): readonly { id: string; txn: Transaction }[] {
    this.idFamilies ??= this.buildIdFamilies();
    return this.idFamilies.get(base) ?? [];
  }

  /**
   * The latest transaction with this payee (or, by narration, this description), compared
   * lower-cased; with `which`, the latest of those it accepts.
   */
  lastWith(kind: 'payee' | 'narration', text: string, which?: (t: Transaction) => boolean): Transaction | null {
    this.payeeHistory ??= this.buildPayeeHistory();
    const list = (kind === 'payee' ? this.payeeHistory.byPayee : this.payeeHistory.byNarration).get(text.toLowerCase()) ?? [];
    for (let i = list.length - 1; i >= 0; i--) if (which === undefined || which(list[i]!)) return list[i]!;
    return null;
  }

  /** The payee of every transaction, lower-cased, each once. */
  payeeNames(): Iterable<string> {
    this.payeeHistory ??= this.buildPayeeHistory();
    return this.payeeHistory.byPayee.keys();
  }

  /** The earliest date any directive uses the account. */
  firstUse(account: string): string | undefined {
    this.firstUseIndex ??= this.buildFirstUse();
    return this.firstUseIndex.get(account);
  }

  /**
   * Follow directives just inserted into the ledger (as Ledger.append reports them, already in
   * its directives): the parts built so far take them in where a fresh build would have them.
   */
  noteInserted(inserted: readonly Directive[]): void {
    for (const d of inserted) {
      if (this.firstUseIndex !== null) forEachUse(d, (account, date) => this.useAt(this.firstUseIndex!, account, date));
      if (d.type === 'open') this.opened?.add(d.account);
      else if (isPayeeRecord(d)) this.payeeRecords = null; // rare: built again when next asked for
      if (d.type !== 'transaction') continue;
      const id = d.meta[IMPORT_ID_KEY];
      if (id !== undefined && id.type === 'string') {
        if (this.ids !== null) this.keepLater(this.ids, id.value, d);
        if (this.idFamilies !== null) this.insertInOrder(listOf(this.idFamilies, familyKey(id.value)), { id: id.value, txn: d }, (h) => h.txn);
      }
      if (this.bookedIndex !== null) for (const p of d.postings) this.addBooked(this.bookedIndex, p.account, p.units.currency, p.units.number, d, true);
      if (this.itemIndex !== null) this.addItems(this.itemIndex, d, true);
      if (this.payeeHistory !== null) {
        if (d.payee) this.insertInOrder(listOf(this.payeeHistory.byPayee, d.payee.toLowerCase()), d, (t) => t);
        if (d.narration) this.insertInOrder(listOf(this.payeeHistory.byNarration, d.narration.toLowerCase()), d, (t) => t);
      }
    }
  }

  private buildImportIds(): Map<string, Transaction> {
    const ids = new Map<string, Transaction>();
    for (const d of this.ledger.directives) {
      if (d.type !== 'transaction') continue;
      const id = d.meta[IMPORT_ID_KEY];
      if (id !== undefined && id.type === 'string') ids.set(id.value, d);
    }
    return ids;
  }

  private buildOpened(): Set<string> {
    const opened = new Set<string>();
    for (const d of this.ledger.directives) if (d.type === 'open') opened.add(d.account);
    return opened;
  }

  private buildPayees(): PayeeRecord[] {
    const payees: PayeeRecord[] = [];
    for (const d of this.ledger.directives) {
      if (!isPayeeRecord(d) || d.values[0]?.type !== 'string') continue;
      const alias = metaString(d, 'alias');
      payees.push({ name: d.values[0].value, account: metaString(d, 'account'), aliases: alias ? splitAliases(alias) : [] });
    }
    return payees;
  }

  private buildBooked(): BookedIndex {
    const index: BookedIndex = new Map();
    for (const t of this.ledger.directives) {
      if (t.type !== 'transaction') continue;
      for (const p of t.postings) this.addBooked(index, p.account, p.units.currency, p.units.number, t, false);
    }
    return index;
  }

  private buildItems(): BookedIndex {
    const index: BookedIndex = new Map();
    for (const t of this.ledger.directives) if (t.type === 'transaction') this.addItems(index, t, false);
    return index;
  }

  /** An itemized payment under its paying account, once per amount of its items (two items of 25 are one entry). */
  private addItems(index: BookedIndex, t: Transaction, inOrder: boolean): void {
    const paid = itemizedPayment(t);
    if (paid === null) return;
    const amounts = new Set<number | string>();
    for (const p of t.postings) {
      if (p === paid || amounts.has(amountKey(p.units.number))) continue;
      amounts.add(amountKey(p.units.number));
      this.addBooked(index, paid.account, p.units.currency, p.units.number, t, inOrder);
    }
  }

  /** A posting's transaction into the booked index: last (`inOrder` false), or where the ledger has it. */
  private addBooked(index: BookedIndex, account: string, currency: string, number: Decimal, t: Transaction, inOrder: boolean): void {
    let byCurrency = index.get(account);
    if (byCurrency === undefined) index.set(account, (byCurrency = new Map()));
    let byAmount = byCurrency.get(currency);
    if (byAmount === undefined) byCurrency.set(currency, (byAmount = new Map()));
    const key = amountKey(number);
    const had = byAmount.get(key);
    if (had === undefined) {
      byAmount.set(key, t);
      return;
    }
    const list = Array.isArray(had) ? had : [had];
    if (inOrder) this.insertInOrder(list, t, (x) => x);
    else list.push(t);
    if (list !== had) byAmount.set(key, list);
  }

  private buildIdFamilies(): Map<string, { id: string; txn: Transaction }[]> {
    const families = new Map<string, { id: string; txn: Transaction }[]>();
    for (const t of this.ledger.directives) {
      if (t.type !== 'transaction') continue;
      const v = t.meta[IMPORT_ID_KEY];
      if (v !== undefined && v.type === 'string') listOf(families, familyKey(v.value)).push({ id: v.value, txn: t });
    }
    return families;
  }

  private buildPayeeHistory(): { byPayee: Map<string, Transaction[]>; byNarration: Map<string, Transaction[]> } {
    const byPayee = new Map<string, Transaction[]>();
    const byNarration = new Map<string, Transaction[]>();
    // directives are in ledger order (by date first): each list is
    for (const t of this.ledger.directives) {
      if (t.type !== 'transaction') continue;
      if (t.payee) listOf(byPayee, t.payee.toLowerCase()).push(t);
      if (t.narration) listOf(byNarration, t.narration.toLowerCase()).push(t);
    }
    return { byPayee, byNarration };
  }

  private buildFirstUse(): Map<string, string> {
    const first = new Map<string, string>();
    for (const d of this.ledger.directives) forEachUse(d, (account, date) => this.useAt(first, account, date));
    return first;
  }

  private useAt(first: Map<string, string>, account: string, date: string): void {
    const f = first.get(account);
    if (f === undefined || date < f) first.set(account, date);
  }

  /** `t` under `key` unless the transaction there comes later in the ledger (a fresh build keeps the last). */
  private keepLater(map: Map<string, Transaction>, key: string, t: Transaction): void {
    const had = map.get(key);
    if (had === undefined || this.comesAfter(t, had)) map.set(key, t);
  }

  /** Into a list kept in ledger order: after every entry whose transaction is not later than its own. */
  private insertInOrder<T>(list: T[], entry: T, txnOf: (entry: T) => Transaction): void {
    let at = list.length;
    while (at > 0 && this.comesAfter(txnOf(list[at - 1]!), txnOf(entry))) at--;
    if (at === list.length) list.push(entry);
    else list.splice(at, 0, entry);
  }

  /** Whether `a` comes after `b` in the ledger: by date, and on one date by position. */
  private comesAfter(a: Directive, b: Directive): boolean {
    if (a.date !== b.date) return a.date > b.date;
    return a !== b && this.positionOf(a) > this.positionOf(b);
  }

  /** Where a directive is in the ledger: among those of its date, found by a binary search on dates. */
  private positionOf(d: Directive): number {
    const all = this.ledger.directives;
    let lo = 0;
    let hi = all.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (all[mid]!.date < d.date) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < all.length && all[i]!.date === d.date; i++) if (all[i] === d) return i;
    return all.indexOf(d);
  }
}

/**
 * account -> currency -> amountKey -> the transaction of each posting of that amount, in ledger
 * order (one transaction alone, as most amounts are, is kept without a list).
 */
type BookedIndex = Map<string, Map<string, Map<number | string, Transaction | Transaction[]>>>;

function lookUp(index: BookedIndex, account: string, currency: string, number: Decimal): readonly BookedAmount[] {
  const hit = index.get(account)?.get(currency)?.get(amountKey(number));
  if (hit === undefined) return [];
  return (Array.isArray(hit) ? hit : [hit]).map((txn) => ({ day: dayNumber(txn.date), txn }));
}

/**
 * The posting a transaction typed by hand (no import_id) pays several items from, or takes
 * several items into: `早餐8 午饭25 晚饭40 微信` is `Assets:WeChat -73` and three items of 8, 25 and
 * 40, which a statement lists as three payments. It is the only posting of its sign, on an account
 * no other posting uses, against two or more items of the other sign that sum to it, all in one
 * currency. A transaction paid from two accounts (`微信20 支付宝15`) has none: which account paid
 * which item is not written, so each of its postings only matches as a whole.
 */
export function itemizedPayment(t: Transaction): Posting | null {
  if (t.meta[IMPORT_ID_KEY] !== undefined || t.postings.length < 3) return null;
  const currency = t.postings[0]!.units.currency;
  if (t.postings.some((p) => p.units.currency !== currency || p.units.number.isZero())) return null;
  const negative = t.postings.filter((p) => p.units.number.isNegative());
  const paid = negative.length === 1 ? negative[0]! : negative.length === t.postings.length - 1 ? t.postings.find((p) => p.units.number.isPositive())! : null;
  if (paid === null || t.postings.some((p) => p !== paid && p.account === paid.account)) return null;
  const items = t.postings.reduce((sum, p) => (p === paid ? sum : sum.add(p.units.number)), Decimal.ZERO);
  return items.eq(paid.units.number.neg()) ? paid : null;
}

/** The id a statement id of the `base#n` form shares with `base`. */
export function familyKey(id: string): string {
  return id.replace(/#\d+$/, '');
}

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (list === undefined) map.set(key, (list = []));
  return list;
}

/**
 * What one import looks up: the ledger's open accounts now (with their aliases and OFX account
 * ids) and its options, over the ImportHistory of its directives.
 */
/**
 * The payment apps whose exports the service reads, by the source of their statements: what they
 * are called, and the words that name them, in an alias, a bank's row (支付宝-余额宝, 财付通-瑞幸咖啡)
 * or as the last part of an account's name (Assets:Alipay, Assets:CN:WeChat).
 */
export const PAYMENT_APPS: Readonly<Record<string, { readonly title: string; readonly words: readonly string[] }>> = {
  alipay: { title: 'Alipay', words: ['支付宝', 'alipay'] },
  wechat: { title: 'WeChat', words: ['微信', '微信支付', '财付通', 'wechat', 'weixin'] },
};

/** An alias of a closed account (lower-cased), and the dates the account was open and closed, and the currencies its open allows (none: any). */
export interface ClosedAlias {
  readonly alias: string;
  readonly account: string;
  readonly openDate: string;
  readonly closeDate: string;
  readonly currencies: readonly string[];
}

export class LedgerIndex {
  readonly open: ReadonlyMap<string, Open>;
  readonly operatingCurrencies: readonly string[];
  readonly rootNames: RootNames;
  readonly history: ImportHistory;
  /** lower-cased alias -> account, from open accounts' `alias` metadata */
  readonly aliases: { alias: string; account: string }[] = [];
  /** OFX ACCTID (account_id metadata, normalized) -> the open accounts that carry it */
  readonly accountIds = new Map<string, string[]>();
  private readonly directives: readonly Directive[];
  private closedAliasList: ClosedAlias[] | null = null;
  private knownCurrencies: Set<string> | null = null;
  private closedAccountMap: Map<string, { open: Open; closeDate: string }> | null = null;

  /** `history`: the one the store keeps for this ledger; without it, one for this import alone. */
  constructor(ledger: ImportLedger, history: ImportHistory = new ImportHistory(ledger)) {
    this.open = ledger.openAccounts();
    this.operatingCurrencies = ledger.options.operatingCurrencies;
    this.rootNames = ledger.options.rootNames;
    this.history = history;
    this.directives = ledger.directives;
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
    this.addAppAliases();
  }

  /**
   * The words of a payment app that no account has as an alias, for the app's account: the one
   * account that has some of its words as aliases, else the one open Assets account named after it
   * (the starter ledger's Assets:Alipay and Assets:WeChat). A bank row naming the app (支付宝-余额宝,
   * 财付通-瑞幸咖啡) then moves money into it, as the app's own export already went there by that
   * name; it was booked as spending, and the app's rows then matched it as duplicates (QA of session
   * 27: Alipay -51.20 instead of 148.80). An alias of one of the words takes none of the others from
   * the account (QA: Assets:WeChat aliased 微信 lost 财付通, and a bank's top-up paid to
   * 财付通支付科技有限公司 became spending), nor does it give them to another: two accounts with the
   * app's words, neither named after it, get no more of them.
   */
  private addAppAliases(): void {
    const assets = `${this.rootNames.assets}:`;
    for (const { words } of Object.values(PAYMENT_APPS)) {
      const holders = [...new Set(this.aliases.filter((a) => words.includes(a.alias)).map((a) => a.account))];
      const named = [...this.open.keys()].filter((a) => a.startsWith(assets) && words.includes(a.slice(a.lastIndexOf(':') + 1).toLowerCase()));
      const nameTaken = named.length === 1 && (holders.length === 0 || holders.includes(named[0]!));
      const account = holders.length === 1 ? holders[0]! : nameTaken ? named[0]! : null;
      if (account === null) continue;
      for (const alias of words) if (!this.aliases.some((a) => a.alias === alias)) this.aliases.push({ alias, account });
    }
  }

  /**
   * The account an app's statements go to (source 'alipay', 'wechat'): the one an alias of the app
   * names (which the account named after it has, see addAppAliases), or null.
   */
  appAccount(source: string): string | null {
    const words = PAYMENT_APPS[source]?.words;
    return words === undefined ? null : (this.aliases.find((a) => words.includes(a.alias))?.account ?? null);
  }

  /**
   * The aliases of closed accounts, lower-cased, with the date each was closed: what a payment
   * method still names after its account was closed (built when first asked for).
   */
  get closedAliases(): readonly ClosedAlias[] {
    this.closedAliasList ??= this.buildClosedAliases();
    return this.closedAliasList;
  }

  private buildClosedAliases(): ClosedAlias[] {
    const list: ClosedAlias[] = [];
    for (const [account, { open, closeDate }] of this.closedAccounts) {
      for (const a of splitAliases(metaString(open, 'alias') ?? '')) list.push({ alias: a.toLowerCase(), account, openDate: open.date, closeDate, currencies: open.currencies });
    }
    return list;
  }

  /** The accounts closed now: each with its open directive and the date it was closed (built when first asked for). */
  private get closedAccounts(): ReadonlyMap<string, { open: Open; closeDate: string }> {
    if (this.closedAccountMap === null) {
      const closed = new Map<string, string>();
      for (const d of this.directives) if (d.type === 'close' && !this.open.has(d.account)) closed.set(d.account, d.date);
      this.closedAccountMap = new Map();
      for (const d of this.directives) {
        const closeDate = d.type === 'open' ? closed.get(d.account) : undefined;
        if (d.type === 'open' && closeDate !== undefined) this.closedAccountMap.set(d.account, { open: d, closeDate });
      }
    }
    return this.closedAccountMap;
  }

  /** The open directive of an account closed now, when it was open on `date` (up to its close date); else undefined. */
  openWhenClosedSince(account: string, date: string): Open | undefined {
    const closed = this.closedAccounts.get(account);
    return closed !== undefined && closed.open.date <= date && date <= closed.closeDate ? closed.open : undefined;
  }

  /**
   * Whether the ledger knows `name` as a currency: an operating currency, one a commodity directive
   * declares, one an open account names, or one some posting is in (built when first asked for).
   */
  knowsCurrency(name: string): boolean {
    if (this.knownCurrencies === null) {
      const known = this.history.bookedCurrencies();
      for (const c of this.operatingCurrencies) known.add(c);
      for (const open of this.open.values()) for (const c of open.currencies) known.add(c);
      for (const d of this.directives) if (d.type === 'commodity') known.add(d.currency);
      this.knownCurrencies = known;
    }
    return this.knownCurrencies.has(name);
  }

  /** Whether a posting in `currency` on `date` may go to the account: open by then, and the currency allowed. */
  usable(account: string, date: string, currency: string): boolean {
    const open = this.open.get(account);
    if (!open || open.date > date) return false;
    return open.currencies.length === 0 || open.currencies.includes(currency);
  }

  /** import_id -> the transaction carrying it */
  get importIds(): ReadonlyMap<string, Transaction> {
    return this.history.importIds;
  }
  get payees(): readonly PayeeRecord[] {
    return this.history.payees;
  }
  /** every account that has an open directive (closed ones included) */
  get everOpened(): ReadonlySet<string> {
    return this.history.everOpened;
  }

  /** Postings of exactly this amount on this account. */
  booked(account: string, currency: string, number: Decimal): readonly BookedAmount[] {
    return this.history.booked(account, currency, number);
  }

  /** Whether any transaction has a posting on the account. */
  hasPostings(account: string): boolean {
    return this.history.hasPostings(account);
  }

  /** The transactions with a posting on the account, in no order. */
  transactionsOn(account: string): Transaction[] {
    return this.history.transactionsOn(account);
  }

  /** Hand-entered transactions paying an item of exactly this amount from one posting on this account (`itemizedPayment`). */
  items(account: string, currency: string, number: Decimal): readonly BookedAmount[] {
    return this.history.items(account, currency, number);
  }

  /**
   * Every transaction whose import_id is `base` or `base#n` (the forms a statement id takes when
   * the bank gave it to more than one movement).
   */
  importIdFamily(base: string): readonly { id: string; txn: Transaction }[] {
    const family = this.history.importIdFamily(base);
    // a bank's own id of the `#n` form sits in the family of the id without it
    const parent = familyKey(base);
    if (parent === base) return family;
    return [...family, ...this.history.importIdFamily(parent).filter((h) => h.id === base)];
  }

  /** The latest transaction with this payee (or, by narration, this description), lower-cased keys; with `which`, the latest it accepts. */
  lastWith(kind: 'payee' | 'narration', text: string, which?: (t: Transaction) => boolean): Transaction | null {
    return this.history.lastWith(kind, text, which);
  }

  /** The payee of every transaction, lower-cased, each once. */
  payeeNames(): Iterable<string> {
    return this.history.payeeNames();
  }

  /** The earliest date any directive uses the account. */
  firstUse(account: string): string | undefined {
    return this.history.firstUse(account);
  }

  /**
   * The accounts of the Assets root that moves out of `from` reached in `currency`, on or before
   * `date` and at most `days` before it: transactions of two postings, money out of `from`
   * and the same money into the other (a PayPal withdrawal to the bank).
   */
  assetsMovedTo(from: string, currency: string, date: string, days: number): ReadonlySet<string> {
    const assets = `${this.rootNames.assets}:`;
    const reached = new Set<string>();
    const day = dayNumber(date);
    for (const d of this.directives) {
      if (d.type !== 'transaction' || d.postings.length !== 2) continue;
      const at = dayNumber(d.date);
      if (at > day || at < day - days) continue;
      const out = d.postings.find((x) => x.account === from);
      const into = d.postings.find((x) => x.account !== from);
      if (out === undefined || into === undefined || !into.account.startsWith(assets)) continue;
      if (out.units?.currency !== currency || !out.units.number?.isNegative()) continue;
      if ((into.units?.currency ?? currency) !== currency) continue;
      reached.add(into.account);
    }
    return reached;
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
