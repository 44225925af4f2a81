// What the service derives from one in-memory ledger (transaction ids, balances by account,
// prices, what statement imports look up, finished answers), built on first use and then kept
// current as directives are appended, so that neither a read nor a write pays for a pass over
// the whole ledger.
import type { Directive, Pad, Source, Transaction } from '../ledger/core/directives.ts';
import type { AppendOutcome, Ledger } from '../ledger/ledger.ts';
import { isSynthesised } from '../ledger/core/synthesised.ts';
import { buildPriceMap, type PriceMap } from '../ledger/core/prices.ts';
import { BalanceIndex } from '../ledger/query/balance_index.ts';
import { journalTransactions } from '../ledger/query/transactions.ts';
import { printDirective } from '../ledger/syntax/printer.ts';
import { noteAppendedToLedger } from '../nlp/ledger-index.ts';
import { ImportHistory } from '../importers/ledger-index.ts';
import type { LinesOfFiles } from './file-lines.ts';
import type { LoadHashes } from './text-hashes.ts';
import { buildTransactionIndex, directiveText, textId, type TransactionIndex } from './transaction-index.ts';
import { withoutLayout } from './directive-bytes.ts';

/** Finished answers kept per state of the ledger: a few distinct queries, a bounded size. */
const MAX_ANSWERS = 64;
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export class DerivedIndexes {
  private readonly ledger: Ledger;
  private readonly lines: LinesOfFiles;
  private readonly hashes: LoadHashes | null;
  private transactionIndex: TransactionIndex | null = null;
  private priceMap: PriceMap | null = null;
  private balanceIndex: BalanceIndex | null = null;
  private importHistory: ImportHistory | null = null;
  /** Serialised answers of the current state, by route and query. */
  private readonly answers = new Map<string, Buffer>();
  private answerBytes = 0;

  /**
   * `lines`: the text of each file, kept current by the store (transaction ids hash it);
   * `hashes`: hashes of that text already made, kept across reloads by the store.
   */
  constructor(ledger: Ledger, lines: LinesOfFiles, hashes: LoadHashes | null = null) {
    this.ledger = ledger;
    this.lines = lines;
    this.hashes = hashes;
  }

  get transactions(): TransactionIndex {
    this.transactionIndex ??= buildTransactionIndex(journalTransactions(this.ledger.directives), (d) => this.hashOf(d), this.ledger.mainFile);
    return this.transactionIndex;
  }

  get prices(): PriceMap {
    this.priceMap ??= buildPriceMap(this.ledger.directives);
    return this.priceMap;
  }

  get balances(): BalanceIndex {
    this.balanceIndex ??= BalanceIndex.build(this.ledger.directives);
    return this.balanceIndex;
  }

  /** What statement imports look up in the directives (import ids, booked amounts, payees...). */
  get imports(): ImportHistory {
    this.importHistory ??= new ImportHistory(this.ledger);
    return this.importHistory;
  }

  answer(key: string): Buffer | undefined {
    return this.answers.get(key);
  }
  keepAnswer(key: string, body: Buffer): void {
    if (body.length > MAX_ANSWER_BYTES / 4 || this.answers.has(key)) return;
    // The oldest go first.
    for (const [old, oldBody] of this.answers) {
      if (this.answers.size < MAX_ANSWERS && this.answerBytes + body.length <= MAX_ANSWER_BYTES) break;
      this.answers.delete(old);
      this.answerBytes -= oldBody.length;
    }
    this.answers.set(key, body);
    this.answerBytes += body.length;
  }

  /** Follow what ledger.append() did. The text of appended directives must already be in `lines`. */
  noteAppended(outcome: AppendOutcome): void {
    this.answers.clear();
    this.answerBytes = 0;
    if (outcome.recomputed) {
      this.transactionIndex = null;
      this.priceMap = null;
      this.balanceIndex = null;
      this.importHistory = null;
      return;
    }
    // Padding transactions that now carry other amounts (a back-dated addition under a pad): the
    // balances and the transaction index swap them in place (a padding keeps its id); the import
    // history, which counts amounts booked on each account, is built again when next used. (The
    // NLP's view holds no padding, and padding has no price.)
    for (const change of outcome.replaced ?? []) {
      if (this.balanceIndex !== null && !this.balanceIndex.replace(change.before, change.after)) this.balanceIndex = null;
      if (this.transactionIndex !== null && !this.transactionIndex.replacePadding(change.before, change.after)) this.transactionIndex = null;
      this.importHistory = null;
    }
    for (const d of outcome.inserted) this.noteInserted(d);
    this.importHistory?.noteInserted(outcome.inserted);
    // The NLP parser's view and index of this ledger, if built, are extended rather than rebuilt.
    noteAppendedToLedger(this.ledger, outcome.inserted);
  }

  private noteInserted(d: Directive): void {
    if (d.type === 'price') this.priceMap = null;
    if (d.type !== 'transaction') return;
    this.balanceIndex?.add(d);
    if (!isSynthesised(d) && this.transactionIndex !== null) this.transactionIndex.insert(d, this.hashOf(d));
  }

  /** The hash of a directive's text as written, without its layout (a canonical rendering when its file is not at hand). */
  private hashOf(t: Transaction | Pad): string {
    let hash = this.hashes?.get(t.source);
    if (hash === undefined) {
      const bytes = this.lines.directiveBytes?.(t.source.file, t.source.line);
      hash = textId(withoutLayout(bytes ?? Buffer.from(this.textAt(t.source) ?? printDirective(t))));
      this.hashes?.set(t.source, hash);
    }
    return hash;
  }

  private textAt(source: Source): string | null {
    const lines = this.lines.get(source.file);
    return lines ? directiveText(lines, source.line) : null;
  }
}
