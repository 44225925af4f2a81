// The booking errors of a sale's lots in plain words, and the posting of the request each is
// about (QA: "Ambiguous matches for ...", "Not enough lots to reduce ..." had only the general
// detail and no path, and an existing later sale the write left short was named by its own file
// and line alone, nothing saying the write was what broke it).
import { Decimal } from '../ledger/core/decimal.ts';
import type { CostSpec, Directive, LedgerError, PostingSpec, RawDirective, RawTransaction } from '../ledger/core/directives.ts';
import { relativeFile } from './relative-paths.ts';
import { quoteString } from '../ledger/syntax/printer.ts';

const AMBIGUOUS = /^Ambiguous matches for "(\S+) (\S+)(?: \{.*?\})?": (.*)$/s;
const NOT_ENOUGH = /^Not enough lots to reduce "(\S+) (\S+)(?: \{.*?\})?": (.*)$/s;
const NO_MATCH = /^No position matches "Posting\(account='([^']+)', units=(\S+) (\S+),/;

/**
 * One lot as Beancount lists it in these errors: `7 VTI {100.30 USD, 2016-02-09, "a"}`. A label is
 * printed as written, its quotes not escaped (`"lot "A""`): it ends at the first `"}`.
 */
const LOT = /(-?\d[\d.]*(?:E[-+]?\d+)?) ([^\s{]+) \{(-?\d[\d.]*(?:E[-+]?\d+)?) ([^\s,}]+)(?:, (\d{4}-\d{2}-\d{2}))?(?:, "(.*?)")?\}/gs;

interface ListedLot {
  readonly units: Decimal;
  readonly currency: string;
  readonly words: string;
}

/** A lot error: what the posting asked for and the lots that matched it. */
interface LotError {
  readonly kind: 'ambiguous' | 'short' | 'none';
  readonly account: string | null;
  readonly units: Decimal;
  readonly currency: string;
  readonly lots: readonly ListedLot[];
}

function listedLots(text: string): ListedLot[] {
  return [...text.matchAll(LOT)].map((m) => ({
    units: Decimal.parse(m[1]!),
    currency: m[2]!,
    words: `${m[1]} ${m[2]} at ${m[3]} ${m[4]}${m[5] === undefined ? '' : ` from ${m[5]}`}${m[6] === undefined ? '' : `, labelled ${quoteString(m[6])}`}`,
  }));
}

function lotErrorOf(message: string): LotError | null {
  const ambiguous = AMBIGUOUS.exec(message);
  if (ambiguous !== null) return { kind: 'ambiguous', account: null, units: Decimal.parse(ambiguous[1]!), currency: ambiguous[2]!, lots: listedLots(ambiguous[3]!) };
  const short = NOT_ENOUGH.exec(message);
  if (short !== null) return { kind: 'short', account: null, units: Decimal.parse(short[1]!), currency: short[2]!, lots: listedLots(short[3]!) };
  const none = NO_MATCH.exec(message);
  if (none !== null) return { kind: 'none', account: none[1]!, units: Decimal.parse(none[2]!), currency: none[3]!, lots: [] };
  return null;
}

/** The one posting at cost of `txn` an error names (by its units, and account when it says one), or -1. */
function postingIndexOf(lot: LotError, txn: RawTransaction): number {
  const found = txn.postings.flatMap((p, i) =>
    p.cost !== null && p.units?.currency === lot.currency && p.units.number !== null && p.units.number.eq(lot.units) && (lot.account === null || p.account === lot.account) ? [i] : [],
  );
  return found.length === 1 ? found[0]! : -1;
}

function isWritten(entry: RawDirective | Directive, written: readonly RawDirective[]): boolean {
  return written.some((d) => d.source.file === entry.source.file && d.source.line === entry.source.line);
}

function transactionOf(error: LedgerError): RawTransaction | null {
  const entry = error.entry;
  if (entry === undefined || entry === null || Array.isArray(entry)) return null;
  return (entry as RawDirective).type === 'transaction' ? (entry as RawTransaction) : null;
}

/** The written transaction's posting that changes `account`'s `currency` (the one to blame for a later sale), or -1. */
function postingOfAccount(txn: RawTransaction, account: string, currency: string): number {
  const found = txn.postings.flatMap((p, i) => (p.account === account && p.units?.currency === currency ? [i] : []));
  return found.length === 1 ? found[0]! : -1;
}

/**
 * The posting of the request's transaction a lot error is about, as an index: its own posting
 * when the error is of the request's transaction, else (an existing later sale the write leaves
 * without its lots) the request's posting in that sale's account and commodity; null when not known.
 */
export function lotPostingOf(error: LedgerError, written: RawTransaction): number | null {
  const lot = lotErrorOf(error.message);
  const txn = transactionOf(error);
  if (lot === null || txn === null) return null;
  const index = postingIndexOf(lot, txn);
  if (index < 0) return null;
  if (isWritten(txn, [written])) return index;
  const blamed = postingOfAccount(written, txn.postings[index]!.account, lot.currency);
  return blamed < 0 ? null : blamed;
}

/** A cost asked for in words ("at 58.15 EUR from 2019-02-09"), empty for `{}`. */
export type SpecWords = (spec: CostSpec) => string;

function sumOf(lots: readonly ListedLot[]): Decimal {
  let sum = Decimal.ZERO;
  for (const l of lots) sum = sum.add(l.units);
  return sum;
}

function asked(units: Decimal, currency: string, spec: CostSpec | null, words: SpecWords): string {
  const said = spec === null ? '' : words(spec);
  return `${units.toString()} ${currency}${said === '' ? '' : ` ${said}`}`;
}

/** Lots listed in words when there are few, else none. */
const MAX_LOTS_IN_WORDS = 5;

function lotsWords(lots: readonly ListedLot[]): string {
  if (lots.length > MAX_LOTS_IN_WORDS) return '';
  const words = lots.map((l) => l.words);
  return ` (${words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`})`;
}

/**
 * A lot error of the request's own sale, or of an existing later one the write leaves without
 * its lots, in words; null for any other error. `directory` makes a file relative.
 */
export function explainLotError(error: LedgerError, written: readonly RawDirective[], words: SpecWords, directory: string | undefined): string | null {
  const lot = lotErrorOf(error.message);
  const txn = transactionOf(error);
  if (lot === null || txn === null) return null;
  const index = postingIndexOf(lot, txn);
  if (index < 0) return null;
  const posting = txn.postings[index]!;
  if (!isWritten(txn, written)) return laterSaleWords(lot, txn, posting, written, words, directory);
  const wanted = asked(lot.units, lot.currency, posting.cost, words);
  const total = sumOf(lot.lots);
  if (lot.kind === 'ambiguous') {
    return `${posting.account} books STRICT and ${lot.lots.length} lots match ${wanted}${lotsWords(lot.lots)}: name one by cost, date or label, or sell all ${total.abs().toString()} of them`;
  }
  if (lot.kind === 'short') {
    const some = `${total.toString()} ${lot.currency}${lot.lots.length > 1 ? ` in ${lot.lots.length} lots` : ''}`;
    const said = posting.cost === null ? '' : words(posting.cost);
    const holds = said === '' ? some : `${lot.lots.length === 1 ? lot.lots[0]!.words : some} of the lot asked for (${wanted})`;
    return `${posting.account} holds ${holds}; the sale asks for ${lot.units.abs().toString()}: sell at most ${total.abs().toString()}`;
  }
  return null;
}

/** (QA: a back-dated sale was refused for an error at an existing sale of 2026-11-06, nothing saying why.) */
function laterSaleWords(lot: LotError, txn: RawTransaction, posting: PostingSpec, written: readonly RawDirective[], words: SpecWords, directory: string | undefined): string {
  const own = written.find((d): d is RawTransaction => d.type === 'transaction');
  const mine = own === undefined ? -1 : postingOfAccount(own, posting.account, lot.currency);
  const selling = mine >= 0 && own!.postings[mine]!.units?.number?.isNegative() === true;
  const self = selling ? 'this sale' : 'this transaction';
  const file = directory === undefined ? txn.source.file : relativeFile(directory, txn.source.file);
  const where = `the sale of ${txn.date} (${file}:${txn.source.line})`;
  const wanted = asked(lot.units, lot.currency, posting.cost, words);
  if (lot.kind === 'ambiguous') {
    return `${self} would make ${where} ambiguous: ${lot.lots.length} lots of ${posting.account}, which books STRICT, would match its ${wanted}; name the lot there by cost, date or label, or change this write`;
  }
  const left = lot.kind === 'none' ? 'no such lot would be left' : `only ${sumOf(lot.lots).toString()} ${lot.currency} of them would be left`;
  return `${self} would leave ${where} without the lots it takes (${wanted} of ${posting.account}: ${left}); sell fewer or other lots, or change that sale first`;
}
