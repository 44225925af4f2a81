// A loaded ledger: its booked directives, errors and options, with indexes that let the HTTP
// layer ask "what would go wrong if these directives were appended?" in far less time than a
// reload, and then append them without re-reading or re-booking everything.
import { resolve } from 'node:path';
import { bookTransaction } from './booking/book.ts';
import { stoppedOn } from './booking/tolerance.ts';
import { Decimal } from './core/decimal.ts';
import type {
  Balance, Close, CostSpec, Directive, LedgerError, Open, Posting, PostingSpec, RawDirective, RawTransaction, Source, Transaction,
} from './core/directives.ts';
import { compareDirectives, WARNING_KIND } from './core/directives.ts';
import { appendAll } from './core/append_all.ts';
import { Overlay } from './check_overlay.ts';
import { Inventory } from './core/inventory.ts';
import type { LedgerOptions } from './core/options.ts';
import type { TimingSink } from './core/timings.ts';
import { balanceError } from './checks/balance.ts';
import { currencyConstraintErrors } from './checks/currency_constraints.ts';
import { missingDocumentError } from './checks/documents.ts';
import { findDocumentsOf, sameDocumentsFound } from './checks/find_documents.ts';
import { balanceKey, duplicateCommodityMessage } from './checks/duplicates.ts';
import { entryAccounts, forEachAccount, isSelfOrDescendant, selfAndAncestors } from './checks/entry_accounts.ts';
import { isBeancount2Account } from './syntax/names.ts';
import { transactionBalanceError } from './checks/transaction_balances.ts';
import { type BalanceRecord, LedgerIndex } from './ledger_index.ts';
import { type KeyedTransaction, type PaddingChange, type UnitsDelta, paddingChanges, paddingDeltas } from './incremental_pads.ts';
import { globDependency, loadFile, processParsed, type DirectoryDependency, type IncludeGlob, type LoadedEntries, type ParseCache, type ReadGuard } from './load.ts';
import { AUTO_ACCOUNTS_FILE } from './plugins/auto_accounts.ts';
import { impliedPrices } from './plugins/implicit_prices.ts';
import { isSupportedPlugin, needsWholeCheck, runsAsConfigured, type PluginDirective } from './plugins/run_plugins.ts';
import { parseText, type ParseResult } from './syntax/parser.ts';

const ZERO = Decimal.ZERO;

export interface AccountInfo {
  readonly name: string;
  readonly open: Open;
  readonly close: Close | null;
}

export interface CheckResult {
  /** The additions as booked (units interpolated, lots chosen), in ledger order. */
  directives: Directive[];
  /** Errors the ledger does not have now and would have with the additions. */
  errors: LedgerError[];
}

type ParsedSource = Pick<ParseResult, 'directives' | 'options' | 'plugins' | 'errors'>;

/** What append() changed, so that what is derived from the directives can follow. */
export type AppendOutcome =
  /**
   * Derived data must be rebuilt: every directive and error was recomputed, or padding transactions
   * were replaced and the caller did not ask to be told which (see append()).
   */
  | { readonly recomputed: true }
  /**
   * Only these directives were inserted (the additions, automatic opens, implied prices), in order,
   * and, for a caller that asked for them, these padding transactions replaced by others (another
   * amount: a back-dated addition under a pad), in place.
   */
  | { readonly recomputed: false; readonly inserted: readonly Directive[]; readonly replaced?: readonly PaddingChange[] };

/** What appending some directives would do, computed without changing the ledger. */
interface Evaluation {
  /** True when only a full recomputation is certain to be right. */
  reload: boolean;
  booked: Directive[];
  errors: LedgerError[];
  /** Existing balance assertions whose accumulated amount changes. */
  balanceChanges: Map<BalanceRecord, { accumulated: Decimal; error: LedgerError | null }>;
  newBalances: BalanceRecord[];
  /** Padding transactions whose amount the additions change. */
  paddingChanges: PaddingChange[];
}

export class Ledger {
  readonly mainFile: string;
  private readonly parsed: ParsedSource;
  private fileList: string[];
  private readonly unreadableList: readonly string[];
  private loaded: LoadedEntries;
  private indexCache: LedgerIndex | null = null;
  /** The parsed form of directives that were booked by check(), for later recomputations. */
  private readonly rawOf = new WeakMap<Directive, RawDirective>();
  /** The booking errors check() found for a transaction it returned (booking keeps some entries that have errors). */
  private readonly bookingErrorsOf = new WeakMap<Directive, LedgerError[]>();

  /** The `include` patterns with wildcards and what they matched (a new file may change that). */
  readonly includeGlobs: readonly IncludeGlob[];
  /** A plugin of the ledger checks the whole of it: additions are checked by running everything again. */
  private readonly wholeLedgerPlugins: boolean;
  /**
   * The pipeline's result for the ledger plus the additions of the last check() that had to run
   * it: append() of those same directives, which follows at once when a write goes through,
   * takes it instead of running the pipeline a second time.
   */
  private recheck: { additions: readonly RawDirective[]; before: number; loaded: LoadedEntries } | null = null;
  /**
   * The last replay of pads for added transactions (incremental_pads.ts): append() of what check()
   * just returned takes it instead of replaying the padded subtrees a second time.
   */
  private lastPadReplay: { before: number; added: readonly KeyedTransaction[]; changes: PaddingChange[] | null } | null = null;
  /**
   * How many of the parsed directives come from each file, in the order the files were read: the
   * list holds each file's directives together, in that order. Counted on first use.
   */
  private sectionSizes: Map<string, number> | null = null;
  /** The files its text names that it may read (see ReadGuard), for each run of the pipeline. */
  private readonly guard: ReadGuard | undefined;

  private constructor(mainFile: string, files: string[], parsed: ParsedSource, includeGlobs: readonly IncludeGlob[] = [], unreadable: readonly string[] = [], timings?: TimingSink, guard?: ReadGuard) {
    this.mainFile = mainFile;
    this.guard = guard;
    this.fileList = files;
    this.unreadableList = unreadable;
    this.includeGlobs = includeGlobs;
    this.parsed = parsed;
    this.loaded = processParsed(parsed, mainFile, timings, guard);
    // implicit_prices enabled twice (`auto` and itself) makes every price twice, which the
    // incremental path does not model: such a ledger is checked whole, like the plugins above.
    const implicitPriceRuns = parsed.plugins.filter((p) => p.name === 'beancount.plugins.auto' || p.name === 'beancount.plugins.implicit_prices').length;
    this.wholeLedgerPlugins = parsed.plugins.some(needsWholeCheck) || implicitPriceRuns > 1;
  }

  /**
   * With `cache`, files whose bytes did not change since the cache's last load are not parsed
   * again. `timings` receives the duration of each step (`check --verbose`). With `guard`, a file
   * the ledger names (an include, merge_meta's file) that it refuses is not read: an error instead.
   */
  static load(mainFile: string, cache?: ParseCache, timings?: TimingSink, guard?: ReadGuard): Ledger {
    const { parsed, files, globs, unreadable } = loadFile(mainFile, cache, timings, guard);
    return new Ledger(resolve(mainFile), files, parsed, globs, unreadable, timings, guard);
  }

  /** A ledger from text alone (includes are not followed). */
  static fromText(text: string, file = '<string>'): Ledger {
    return new Ledger(file, [file], parseText(text, file));
  }

  // The index shares these arrays and keeps them current on append().
  get directives(): readonly Directive[] {
    return this.loaded.directives;
  }
  get errors(): readonly LedgerError[] {
    return this.loaded.errors;
  }
  get options(): LedgerOptions {
    return this.loaded.options;
  }

  /** Built on first use, so that a load (or a reload after the files changed) does not pay for it. */
  private get index(): LedgerIndex {
    this.indexCache ??= new LedgerIndex(this.loaded, this.parsed.plugins.filter(runsAsConfigured).map((p) => p.name), this.mainFile);
    return this.indexCache;
  }
  get files(): readonly string[] {
    return this.fileList;
  }

  /** Included files the load could not read (see LoadedFiles.unreadable). */
  get unreadableFiles(): readonly string[] {
    return this.unreadableList;
  }

  /** Files outside the ledger that its plugins read (merge_meta's): a change to one changes the load. */
  get pluginFiles(): readonly string[] {
    return this.loaded.pluginFiles;
  }

  /** The date a plugin took for today (forecast), or null: on another day the load may differ. */
  get todayRead(): string | null {
    return this.loaded.todayRead;
  }

  /** Whether the auto_accounts plugin (or `auto`) opens the accounts no open directive opens. */
  get opensAccountsAutomatically(): boolean {
    return this.index.autoAccounts;
  }

  /**
   * The directories this ledger's load read besides its files (include globs, the `documents`
   * directories), each with a test that reads them again: when one fails, load again.
   */
  directoryDependencies(): DirectoryDependency[] {
    const dependencies = this.includeGlobs.map(globDependency);
    const { directories } = this.loaded.documents;
    if (directories.length > 0)
      dependencies.push({
        directories,
        unchanged: () => {
          const found = this.loaded.documents;
          return sameDocumentsFound(found, findDocumentsOf(found.accounts, this.options.documents, this.mainFile));
        },
      });
    return dependencies;
  }

  /** Build now the indexes check() and append() use (otherwise built on the first call). */
  prepareIndexes(): void {
    void this.index.timelines;
  }

  /** Accounts opened and never closed. */
  openAccounts(): Map<string, Open> {
    const out = new Map<string, Open>();
    for (const [name, open] of this.index.opens) if (!this.index.closes.has(name)) out.set(name, open);
    return out;
  }

  accountInfos(): AccountInfo[] {
    return [...this.index.opens].map(([name, open]) => ({ name, open, close: this.index.closes.get(name) ?? null }));
  }

  /**
   * Book `additions` as if appended to the ledger and return the errors the ledger would newly
   * have: their own (booking, balance, accounts, currencies, duplicates) and any later balance
   * assertion that would start failing. The ledger is not changed.
   */
  check(additions: readonly RawDirective[], options: { pluginsCheckedElsewhere?: boolean } = {}): CheckResult {
    this.recheck = null;
    // A plugin this engine does not run could reject what is added: refuse rather than guess,
    // unless the caller has the change checked with those plugins (by bean-check).
    const unsupported = this.unsupportedPlugins();
    if (unsupported.length > 0 && options.pluginsCheckedElsewhere !== true) {
      return {
        directives: [],
        errors: unsupported.map((p) => ({
          source: p.source,
          message: `The ledger enables plugin "${p.name}", which this service does not run, so it cannot tell whether bean-check would accept the change; nothing is written while the plugin is enabled`,
          kind: 'plugin',
        })),
      };
    }
    const ev = this.evaluate(additions);
    const accountErrors = this.newAccountsBeancount2Rejects(additions);
    if (!ev.reload) return { directives: ev.booked, errors: inPipelineOrder([...accountErrors, ...ev.errors]) };
    const directives = [...this.parsed.directives];
    this.placeInSections(directives, additions);
    const reloaded = processParsed({ ...this.parsed, directives }, this.mainFile, undefined, this.guard);
    const errors = [...newErrors(this.loaded.errors, reloaded.errors), ...accountErrors];
    // Kept only for a change that can be written (a refused one is never appended).
    if (errors.length === 0) this.recheck = { additions: [...additions], before: this.parsed.directives.length, loaded: reloaded };
    return { directives: ev.booked, errors };
  }

  /**
   * The accounts the ledger opens with a name this engine reads as Beancount 3 does while
   * Beancount 2.3 refuses it (`资产:现金`, `Expenses:餐饮`): bean-check and Fava report each line
   * naming one as an invalid account name. Each a warning on its open line, no error of the ledger.
   */
  beancount3Names(): LedgerError[] {
    const refused = new Set<string>();
    for (const e of this.errors) if (e.kind === 'account' && e.message.startsWith('Invalid account name: ')) refused.add(e.message.slice('Invalid account name: '.length));
    const out: LedgerError[] = [];
    let written: Map<string, Source> | null = null;
    for (const [name, open] of this.indexCache?.opens ?? this.firstOpens()) {
      if (isBeancount2Account(name) || refused.has(name)) continue;
      // An open that auto_accounts made is at `<auto_accounts>:0`: the warning goes to the first
      // line that names the account, where bean-check reports it (public-ledger QA).
      let source = open.source;
      if (source.file.startsWith('<')) source = (written ??= this.firstLinesNaming()).get(name) ?? source;
      out.push({ source, message: `Account name ${name} is read as Beancount 3 reads it; Beancount 2.3 (bean-check, Fava) reports each line naming it as an invalid account name`, kind: WARNING_KIND });
    }
    if (written === null) return out;
    // (in the order of the lines, file by file)
    const files = new Map<string, number>();
    for (const e of out) if (!files.has(e.source.file)) files.set(e.source.file, files.size);
    return out.sort((a, b) => files.get(a.source.file)! - files.get(b.source.file)! || a.source.line - b.source.line);
  }

  /**
   * Each account's first open, in the ledger's order: what the index holds, without building it
   * (`check` asks only this, and the index of a 100,000-transaction ledger takes ~90 ms).
   */
  private firstOpens(): Map<string, Open> {
    const opens = new Map<string, Open>();
    const directives = this.directives;
    for (let i = 0; i < directives.length; i++) {
      const d = directives[i]!;
      if (d.type === 'open' && !opens.has(d.account)) opens.set(d.account, d);
    }
    return opens;
  }

  /** Each account's first line in the files (in the ledger's order) that names it: a posting's own line. */
  private firstLinesNaming(): Map<string, Source> {
    const first = new Map<string, Source>();
    for (const d of this.directives) {
      if (d.source.file.startsWith('<')) continue;
      if (d.type === 'transaction') {
        for (const p of d.postings) if (!first.has(p.account) && !p.source.file.startsWith('<')) first.set(p.account, p.source);
      }
      for (const account of entryAccounts(d)) if (!first.has(account)) first.set(account, d.source);
    }
    return first;
  }

  /** The `plugin` lines of the main file that name a plugin this engine does not run. */
  unsupportedPlugins(): readonly PluginDirective[] {
    return this.parsed.plugins.filter((p) => !isSupportedPlugin(p.name));
  }

  /**
   * Put directives written at the end of their files among the parsed ones (`list`, a copy or the
   * list itself), where a fresh load reads them: each after its file's own, before those of the
   * files read later. Beancount's sort is stable, so on a tie of date, kind and line this order
   * decides. A directive of a file the ledger did not read goes with the main file's.
   */
  private placeInSections(list: RawDirective[], additions: readonly RawDirective[]): void {
    const sizes = this.fileSections();
    const byFile = new Map<string, RawDirective[]>();
    for (const d of additions) {
      const file = this.sectionOf(d.source.file);
      const added = byFile.get(file);
      if (added === undefined) byFile.set(file, [d]);
      else added.push(d);
    }
    const ends: { end: number; added: RawDirective[] }[] = [];
    let end = 0;
    for (const [file, size] of sizes) {
      end += size;
      const added = byFile.get(file);
      if (added !== undefined) ends.push({ end, added });
    }
    // The last section first, so that the ends of those before it still hold.
    for (const { end: at, added } of ends.reverse()) list.splice(at, 0, ...added);
  }

  private fileSections(): Map<string, number> {
    if (this.sectionSizes === null) {
      const sizes = new Map<string, number>([[this.mainFile, 0]]);
      for (const file of this.fileList) sizes.set(file, 0);
      for (const d of this.parsed.directives) sizes.set(d.source.file, (sizes.get(d.source.file) ?? 0) + 1);
      this.sectionSizes = sizes;
    }
    return this.sectionSizes;
  }

  private sectionOf(file: string): string {
    return this.fileSections().has(file) ? file : this.mainFile;
  }

  /**
   * Account names that additions bring into the ledger and that Beancount 2.3 rejects although
   * this engine reads them (Beancount 3's wider Unicode names): writing one would make bean-check
   * fail. Names the ledger already uses are its own business.
   */
  private newAccountsBeancount2Rejects(additions: readonly RawDirective[]): LedgerError[] {
    const errors: LedgerError[] = [];
    for (const d of additions)
      forEachAccount(d, (account) => {
        if (!this.index.referenced.has(account) && !isBeancount2Account(account)) errors.push({ source: d.source, message: `Invalid account name: ${account}`, kind: 'account' });
      });
    return errors;
  }

  /**
   * Add booked directives (as returned by check(), with the sources where they were written).
   * Only the indexes that depend on them are updated, unless correctness needs a recomputation.
   * An addition under a pad may change the amount of padding transactions, which are then replaced
   * in place: with `followsPaddingChanges` the outcome lists them, otherwise it says `recomputed`,
   * so that a caller that keeps data derived from the directives rebuilds it.
   */
  append(booked: readonly Directive[], options: { followsPaddingChanges?: boolean } = {}): AppendOutcome {
    const raws = booked.map((d) => this.rawOf.get(d) ?? unbook(d));
    const ev = this.evaluate(raws, booked);
    this.lastPadReplay = null;
    const checked = this.recheck !== null && this.recheck.before === this.parsed.directives.length && sameDirectives(this.recheck.additions, raws) ? this.recheck.loaded : null;
    this.recheck = null;
    this.placeInSections(this.parsed.directives, raws);
    const sizes = this.fileSections();
    for (const raw of raws) {
      const file = this.sectionOf(raw.source.file);
      sizes.set(file, sizes.get(file)! + 1);
    }
    for (const raw of raws) if (raw.type === 'transaction') this.index.noteCostSpecs(raw);
    if (ev.reload) {
      this.loaded = checked ?? processParsed(this.parsed, this.mainFile, undefined, this.guard);
      this.indexCache = null;
      return { recomputed: true };
    }
    const inserted = this.commit(ev);
    if (ev.paddingChanges.length === 0) return { recomputed: false, inserted };
    return options.followsPaddingChanges === true ? { recomputed: false, inserted, replaced: ev.paddingChanges } : { recomputed: true };
  }

  /**
   * What the additions change. Where a tolerance leaves the decimal context (an option such as
   * `inferred_tolerance_multiplier "1e999999999"`), Beancount 2.3 stops: nothing is booked, and
   * the error names the first addition.
   */
  private evaluate(additions: readonly RawDirective[], alreadyBooked?: readonly Directive[]): Evaluation {
    try {
      return this.evaluateIncrementally(additions, alreadyBooked);
    } catch (err) {
      const stop = stoppedOn(err, additions[0]?.source ?? { file: this.mainFile, line: 0 });
      return { reload: false, booked: [], errors: [stop], balanceChanges: new Map(), newBalances: [], paddingChanges: [] };
    }
  }

  private evaluateIncrementally(additions: readonly RawDirective[], alreadyBooked?: readonly Directive[]): Evaluation {
    const ix = this.index;
    const order = additions.map((_, i) => i).sort((a, b) => compareDirectives(additions[a]!, additions[b]!) || a - b);
    const overlay = new Overlay(ix, additions);
    const ev: Evaluation = { reload: this.wholeLedgerPlugins, booked: [], errors: [], balanceChanges: new Map(), newBalances: [], paddingChanges: [] };
    const err = (source: Source, message: string, kind: string) => ev.errors.push({ source, message, kind });
    const deltas: UnitsDelta[] = [];
    const fileAtKey = new Map<number, string>();
    // Padded accounts whose padding the additions may change, and the transactions added.
    const padded = new Set<string>();
    const addedTransactions: KeyedTransaction[] = [];

    for (const i of order) {
      const raw = additions[i]!;
      const key = ix.keyOf(raw);
      if (this.needsReload(raw, key, overlay, padded)) ev.reload = true;
      // Additions to two included files on one key: the tie needsReload() leaves to the pipeline.
      if ((fileAtKey.get(key) ?? raw.source.file) !== raw.source.file) ev.reload = true;
      fileAtKey.set(key, raw.source.file);
      if (raw.type === 'transaction') {
        let txn: Transaction | null;
        if (alreadyBooked !== undefined) {
          txn = alreadyBooked[i] as Transaction;
          ev.errors.push(...(this.bookingErrorsOf.get(txn) ?? []));
        } else {
          const result = bookTransaction(raw, (a) => overlay.inventoryAt(a, key), (a) => overlay.methodOf(a), ix.options);
          ev.errors.push(...result.errors);
          txn = result.transaction;
          if (txn !== null) {
            this.rawOf.set(txn, raw);
            if (result.errors.length > 0) this.bookingErrorsOf.set(txn, result.errors);
          }
        }
        if (txn === null) continue;
        ev.booked.push(txn);
        addedTransactions.push({ key, transaction: txn });
        for (const account of entryAccounts(txn)) {
          overlay.noteUse(account, txn.date);
          const message = overlay.inactiveMessage(account, key, txn);
          if (message !== null) err(txn.source, message, 'validation');
        }
        ev.errors.push(...currencyConstraintErrors(txn, (a) => overlay.constraintOf(a)));
        const unbalanced = transactionBalanceError(txn, ix.options);
        if (unbalanced) ev.errors.push(unbalanced);
        for (const p of txn.postings) {
          overlay.addPosting(p.account, key, p);
          deltas.push({ key, account: p.account, currency: p.units.currency, number: p.units.number });
        }
        continue;
      }
      const d = (alreadyBooked?.[i] ?? raw) as Directive;
      ev.booked.push(d);
      if (d.type === 'balance' && droppedBalance(ix, d, overlay.hasOpen(d.account))) {
        // ops/balance drops such an assertion from the stream: no other check sees it.
        err(d.source, `Account '${d.account}' does not exist: `, 'balance');
        continue;
      }
      for (const account of entryAccounts(d)) {
        if (d.type === 'open' || d.type === 'close') continue;
        overlay.noteUse(account, d.date);
        const message = overlay.inactiveMessage(account, key, d);
        if (message !== null) err(d.source, message, 'validation');
      }
      switch (d.type) {
        case 'open':
          if (overlay.hasOpen(d.account)) err(d.source, `Duplicate open directive for ${d.account}`, 'validation');
          overlay.addOpen(d, key);
          break;
        case 'commodity': {
          const first = overlay.commodityFirst(d.currency);
          if (first !== undefined) err(first.key > key ? first.source : d.source, duplicateCommodityMessage(d.currency), 'validation');
          overlay.addCommodity(d.currency, key, d.source);
          break;
        }
        case 'balance':
          this.evaluateBalance(d, key, overlay, ev);
          break;
        case 'document': {
          const missing = ix.defaults ? missingDocumentError(d) : null;
          if (missing) ev.errors.push(missing);
          break;
        }
      }
    }
    if (!ev.reload && padded.size > 0) {
      const changes = this.replayPads(padded, addedTransactions);
      if (changes === null) ev.reload = true;
      else
        for (const change of changes) {
          ev.paddingChanges.push(change);
          deltas.push(...paddingDeltas(ix, change));
        }
    }
    if (ix.defaults) this.laterBalances(deltas, ev, overlay);
    return ev;
  }

  /** paddingChanges(), or what it gave for the same transactions on the ledger as it is (check() then append()). */
  private replayPads(padded: ReadonlySet<string>, added: readonly KeyedTransaction[]): PaddingChange[] | null {
    const before = this.parsed.directives.length;
    const last = this.lastPadReplay;
    if (last !== null && last.before === before && last.added.length === added.length && last.added.every((t, i) => t.key === added[i]!.key && t.transaction === added[i]!.transaction))
      return last.changes;
    const changes = paddingChanges(this.index, padded, added);
    this.lastPadReplay = { before, added, changes };
    return changes;
  }

  private evaluateBalance(b: Balance, key: number, overlay: Overlay, ev: Evaluation): void {
    const ix = this.index;
    const same = overlay.balanceFirst(balanceKey(b));
    if (same !== undefined && !same.balance.amount.number.eq(b.amount.number))
      ev.errors.push({ source: same.key > key ? same.balance.source : b.source, message: 'Duplicate balance assertion with different amounts', kind: 'validation', entry: same.key > key ? same.balance : b });
    overlay.addBalance(b, key);
    if (!ix.defaults) return;
    const open = overlay.openOf(b.account);
    if (open && open.currencies.length > 0 && !open.currencies.includes(b.amount.currency))
      ev.errors.push({ source: b.source, message: `Invalid currency '${b.amount.currency}' for Balance directive: `, kind: 'balance', entry: b });
    let accumulated = overlay.subtreeUnitsAt(b.account, b.amount.currency, key);
    let error = balanceError(b, accumulated, ix.options);
    if (error !== null) {
      // The message shows the accumulated amount with Beancount's digits.
      accumulated = overlay.subtreeUnitsAt(b.account, b.amount.currency, key, true);
      error = balanceError(b, accumulated, ix.options);
    }
    if (error) ev.errors.push(error);
    ev.newBalances.push({ key, balance: b, accumulated, error });
  }

  /** Later balance assertions on the posted accounts or their parents see the new units. */
  private laterBalances(deltas: readonly { key: number; account: string; currency: string; number: Decimal }[], ev: Evaluation, overlay: Overlay): void {
    const ix = this.index;
    for (const delta of deltas) {
      for (const account of selfAndAncestors(delta.account)) {
        const records = ix.balances.get(account);
        if (records === undefined) continue;
        for (let r = records.length - 1; r >= 0 && records[r]!.key > delta.key; r--) {
          const record = records[r]!;
          if (record.balance.amount.currency !== delta.currency) continue;
          const change = ev.balanceChanges.get(record);
          let accumulated = (change?.accumulated ?? record.accumulated).add(delta.number);
          if (accumulated.isZero()) accumulated = ZERO; // as the full check's running totals do
          ev.balanceChanges.set(record, { accumulated, error: null });
        }
      }
    }
    // (in the ledger's order, as bean-check lists them: the walk above met the latest first, and a
    // refused write listed 171 assertions newest first, its advice eleven years off: QA)
    const changed = [...ev.balanceChanges].sort((a, b) => a[0].key - b[0].key);
    let paddingPostings: Map<string, { key: number; posting: Posting }[]> | undefined;
    for (const [record, change] of changed) {
      change.error = balanceError(record.balance, change.accumulated, ix.options);
      if (change.error === null) continue;
      // The running sum has the right value, but which digits Beancount shows depends on the lots
      // that emptied on the way: a failing assertion's message takes them from the inventories,
      // which hold no padding: the padding transactions of the pads that touch the subtree (as
      // the additions change them) go in among them, each right after its pad. (The whole
      // pipeline ran again instead: 1-2 s and a second copy of a 300,000-transaction ledger for
      // a refused write, which a 512 MB heap could not hold: QA.)
      const padding = this.padTouches(record.balance.account) ? (paddingPostings ??= this.paddingPostings(ev.paddingChanges)) : undefined;
      const exact = overlay.subtreeUnitsAt(record.balance.account, record.balance.amount.currency, record.key, true, padding);
      // (the same value, or something is not modelled: then the pipeline decides)
      if (padding !== undefined && !exact.eq(change.accumulated)) {
        ev.reload = true;
        continue;
      }
      change.accumulated = exact;
      change.error = balanceError(record.balance, change.accumulated, ix.options);
      if (change.error !== null && record.error === null) ev.errors.push(change.error);
    }
  }

  /**
   * The postings of every padding transaction, by account, keyed right after their pad (before an
   * included file's directive on the same key, as pad.py inserts them after the pad in the sorted
   * stream); those the additions change (`changes`) as changed.
   */
  private paddingPostings(changes: readonly PaddingChange[]): Map<string, { key: number; posting: Posting }[]> {
    const ix = this.index;
    const changed = new Map<Transaction, Transaction>();
    for (const c of changes) changed.set(c.before, c.after);
    const out = new Map<string, { key: number; posting: Posting }[]>();
    for (const pad of ix.pads) {
      const key = ix.keyOf(pad) + 0.25;
      for (const written of ix.paddingOf(pad)) {
        for (const posting of (changed.get(written) ?? written).postings) {
          let list = out.get(posting.account);
          if (list === undefined) out.set(posting.account, (list = []));
          list.push({ key, posting });
        }
      }
    }
    for (const list of out.values()) list.sort((a, b) => a.key - b.key);
    return out;
  }

  /** Cases the incremental path does not model: then the whole pipeline runs again. */
  private needsReload(d: RawDirective, key: number, overlay: Overlay, padded: Set<string>): boolean {
    const ix = this.index;
    // Same date, kind and line as a directive of another included file: Beancount orders the two
    // by the order it read the files in, which the keys do not tell (booking, ids depend on it).
    if (ix.tiesWithOtherFile(key, d.source.file)) return true;
    // The `documents` directories hold files only for the accounts the ledger names: naming a
    // new one may bring its documents in.
    if (ix.options.documents.length > 0 && entryAccounts(d).some((account) => !ix.referenced.has(account))) return true;
    // auto_accounts numbers its opens by each account's rank among all the names used: a new
    // name renumbers the opens of the names after it, as a reload does.
    if (ix.autoAccounts && entryAccounts(d).some((account) => !ix.referenced.has(account))) return true;
    switch (d.type) {
      case 'close':
      case 'pad':
        return true;
      case 'custom':
        // one without values makes Beancount's pad step fail for the whole ledger
        return d.values.length === 0;
      case 'open':
        // Opening an account that is already named somewhere changes errors elsewhere.
        return ix.referenced.has(d.account) || overlay.hasOpen(d.account);
      case 'balance':
        if (this.padTouches(d.account)) return true;
        return this.autoOpenMoves(d.account, d.date, overlay);
      case 'transaction':
        for (const p of d.postings) {
          if (this.autoOpenMoves(p.account, d.date, overlay)) return true;
          // Anything posted before a later lot booking on the account may change how it is booked.
          if ((ix.lastCostSpec.get(p.account) ?? -Infinity) > key) return true;
          // A pad whose first assertion (in this currency) comes after the addition absorbs it,
          // which changes the padding and its source account; and at a first assertion in any
          // currency, the pad's error about lots at cost quotes the padded subtree's whole
          // inventory, the addition's units included. evaluate() replays such pads (pad.py runs
          // only in the default mode; in the raw one, only as a plugin that is checked whole).
          for (const pad of ix.pads) {
            if (!isSelfOrDescendant(p.account, pad.account) || padded.has(pad.account)) continue;
            if (![...ix.firstAssertionsAfter(pad).values()].some((k) => k > key)) continue;
            if (!ix.defaults) return true;
            padded.add(pad.account);
          }
        }
        return false;
      default:
        // A note or document written before an account's first use moves its automatic open too.
        return entryAccounts(d).some((account) => this.autoOpenMoves(account, d.date, overlay));
    }
  }

  /** Some pad pads or draws from the account, one of its ancestors or one of its sub-accounts (its padding is not in the timelines). */
  private padTouches(account: string): boolean {
    return this.index.pads.some((p) => related(p.account, account) || related(p.sourceAccount, account));
  }

  /** With auto_accounts, using an account before its automatic open moves that open. */
  private autoOpenMoves(account: string, date: string, overlay: Overlay): boolean {
    const auto = this.index.autoOpened.get(account);
    return this.index.autoAccounts && auto !== undefined && auto > date && !overlay.hasExplicitOpen(account);
  }

  /** Apply an evaluation to the indexes; returns the directives inserted. */
  private commit(ev: Evaluation): Directive[] {
    const ix = this.index;
    const inserted: Directive[] = [];
    for (const d of ev.booked) {
      if (d.type === 'balance' && droppedBalance(ix, d, ix.opens.has(d.account))) continue;
      const key = ix.keyOf(d);
      ix.insertDirective(d, key);
      ix.indexDirective(d, key);
      inserted.push(d);
      for (const account of entryAccounts(d)) {
        if (ix.autoAccounts && !ix.opens.has(account)) {
          const open: Open = { type: 'open', date: d.date, account, currencies: [], booking: null, meta: {}, source: { file: AUTO_ACCOUNTS_FILE, line: 0 } };
          const openKey = ix.keyOf(open);
          ix.insertDirective(open, openKey);
          ix.indexDirective(open, openKey);
          inserted.push(open);
        }
      }
      if (d.type !== 'transaction') continue;
      if (ix.implicitPrices !== null) {
        const inventories = new Map<string, Inventory>();
        const inventoryOf = (a: string) => {
          let inv = inventories.get(a);
          if (inv === undefined) inventories.set(a, (inv = ix.timelines.get(a)?.inventoryAt(key) ?? new Inventory()));
          return inv;
        };
        for (const price of impliedPrices(d, inventoryOf, ix.implicitPrices)) {
          ix.insertDirective(price, key);
          inserted.push(price);
        }
      }
      for (const p of d.postings) ix.timeline(p.account).insert(key, p);
    }
    for (const change of ev.paddingChanges) ix.replaceDirective(change.before, change.after);
    for (const record of ev.newBalances) ix.addBalanceRecord(record);
    appendAll(ix.errors, ev.errors.filter((e) => !isChangedBalanceError(e, ev)));
    for (const [record, change] of ev.balanceChanges) {
      // A failing assertion's error keeps its place among the others, as a fresh load lists them.
      const at = record.error === null ? -1 : ix.errors.indexOf(record.error);
      if (at >= 0 && change.error !== null) ix.errors[at] = change.error;
      else if (at >= 0) ix.errors.splice(at, 1);
      else if (change.error !== null) ix.errors.push(change.error);
      record.accumulated = change.accumulated;
      record.error = change.error;
    }
    return inserted;
  }
}

/** The same directive objects in the same order. */
function sameDirectives(a: readonly RawDirective[], b: readonly RawDirective[]): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

function isChangedBalanceError(e: LedgerError, ev: Evaluation): boolean {
  for (const change of ev.balanceChanges.values()) if (change.error === e) return true;
  return false;
}

/** One account is the other or one of its ancestors. */
function related(a: string, b: string): boolean {
  return isSelfOrDescendant(a, b) || isSelfOrDescendant(b, a);
}

/**
 * Whether ops/balance drops an assertion because its account does not exist. With auto_accounts
 * it always exists: the plugin (which runs before the balance checks) opens every account any
 * directive names, the assertion's own included.
 */
function droppedBalance(ix: LedgerIndex, b: Balance, opened: boolean): boolean {
  return ix.defaults && !ix.autoAccounts && !opened && !ix.closes.has(b.account);
}

/**
 * Errors in `after` that are not in `before` (as a multiset). An error that was already there is
 * not new when only the amounts it quotes change: a balance assertion that fails (its accumulated
 * amount), a pad over lots at cost (the padded subtree's inventory).
 */
function newErrors(before: readonly LedgerError[], after: readonly LedgerError[]): LedgerError[] {
  const id = (e: LedgerError) => `${e.source.file}\u0000${e.source.line}\u0000${withoutQuotedAmounts(e)}`;
  const counts = new Map<string, number>();
  for (const e of before) counts.set(id(e), (counts.get(id(e)) ?? 0) + 1);
  const out: LedgerError[] = [];
  for (const e of after) {
    const n = counts.get(id(e)) ?? 0;
    if (n > 0) counts.set(id(e), n - 1);
    else out.push(e);
  }
  return out;
}

/** The message of an error, or only what it is about when the amounts it quotes may change (see newErrors). */
function withoutQuotedAmounts(e: LedgerError): string {
  if (e.kind === 'balance' && e.message.startsWith('Balance failed')) return 'balance';
  if (e.kind === 'pad' && e.message.startsWith('Attempt to pad an entry with cost')) return 'pad with cost';
  return e.message;
}

/** A booked directive back in parsed form, so that a full recomputation can book it again. */
export function unbook(d: Directive): RawDirective {
  if (d.type !== 'transaction') return d;
  const postings: PostingSpec[] = d.postings.map((p) => {
    const cost: CostSpec | null =
      p.cost === null ? null : { numberPer: p.cost.number, numberTotal: null, currency: p.cost.currency, date: p.cost.date, label: p.cost.label, merge: false };
    return { account: p.account, flag: p.flag, units: p.units, cost, price: p.price, priceIsTotal: false, meta: p.meta, source: p.source };
  });
  const raw: RawTransaction = { ...d, postings };
  return raw;
}

/**
 * The stages of Beancount's loader, in the order it reports their errors: parsing (account names
 * among them), booking, pad, documents, the plugins, the balance checks, validation.
 */
const STAGE_OF_KIND: Readonly<Record<string, number>> = { syntax: 0, token: 0, option: 0, include: 0, account: 0, booking: 1, pad: 2, document: 3, plugin: 4, balance: 5, validation: 6 };

/** Errors in the order of the stages that report them (stable within a stage), as a reload lists them. */
function inPipelineOrder(errors: LedgerError[]): LedgerError[] {
  const stage = (e: LedgerError) => STAGE_OF_KIND[e.kind ?? ''] ?? 7;
  return errors.map((e, i) => ({ e, i })).sort((a, b) => stage(a.e) - stage(b.e) || a.i - b.i).map(({ e }) => e);
}
