// Why the ledger refuses a write, in plain words for an answer's `detail`, and which field of the
// request it is about. Beancount's own message stays in `errors[].message` (clients compare with
// it); the detail says it for a person: "Expenses:Fod is not an open account of this ledger (did
// you mean Expenses:Food?)", "Assets:Cash takes only CNY, not USD".
import type { CostSpec, Directive, LedgerError, Open, Posting, RawDirective, RawTransaction } from '../ledger/core/directives.ts';
import type { Position } from '../ledger/core/position.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { renderAmount } from '../ledger/booking/render.ts';
import { nearestName } from '../text/nearest-name.ts';
import { explainLotError, lotPostingOf } from './lot-refusal-words.ts';
import { quoteString } from '../ledger/syntax/printer.ts';

const UNKNOWN = /^Invalid reference to unknown account '([^']+)'$/;
const INACTIVE = /^Invalid reference to inactive account '([^']+)'$/;
const CURRENCY = /^Invalid currency (\S+) for account '([^']+)'$/;
const NO_MATCH = /^No position matches "Posting\(account='([^']+)', units=(\S+) (\S+),/;
const NEGATIVE_COST = /^Cost is negative: "Cost\(number=Decimal\('([^']+)'\), currency='([^']+)'/;
const UNBALANCED = /^Transaction does not balance: \((.*)\)$/;
const BALANCE_FAILED = /^Balance failed for '([^']+)': expected (.+?) != accumulated (.+?) \((\S+) too (little|much)\)$/;

/** The lots an account holds at the end of a day. */
export type HeldLots = (account: string, date: string) => readonly Position[];

/**
 * The one directive an error is about: the one it carries (a transaction as booked), else the
 * written one at its position.
 */
function entryOf(error: LedgerError, written: readonly RawDirective[]): Directive | RawDirective | null {
  const entry = error.entry;
  if (entry !== undefined && entry !== null && !Array.isArray(entry)) return entry as Directive | RawDirective;
  return written.find((d) => d.source.file === error.source.file && d.source.line === error.source.line) ?? null;
}

function isComposed(text: string): boolean {
  return text === text.normalize('NFC');
}

/**
 * An error of the checks of a write of `written` in plain words, or null when Beancount's message
 * says it as well as we could. `directory` (the ledger's) makes a file named in it relative.
 */
export function explainError(error: LedgerError, ledger: Ledger, written: readonly RawDirective[], held?: HeldLots, directory?: string): string | null {
  const unknown = UNKNOWN.exec(error.message);
  if (unknown !== null) {
    const account = unknown[1]!;
    const composed = account.normalize('NFC');
    const twin = [...ledger.openAccounts().keys()].find((name) => name !== account && name.normalize('NFC') === composed);
    // (text QA: "Expenses:Café is not an open account (did you mean Expenses:Café?)")
    if (twin !== undefined)
      return `${account} is not an open account of this ledger: the open account ${twin} looks the same, but its accents are encoded otherwise (${isComposed(twin) ? 'composed, NFC' : 'decomposed, NFD'}, the name sent ${isComposed(account) ? 'composed' : 'decomposed'}); Beancount tells them apart: send the name as the ledger writes it`;
    const meant = nearestName(account, ledger.openAccounts().keys(), ':');
    return `${account} is not an open account of this ledger${meant === null ? '' : ` (did you mean ${meant}?)`}`;
  }
  const entry = entryOf(error, written);
  const inactive = INACTIVE.exec(error.message);
  if (inactive !== null && entry !== null) {
    const account = inactive[1]!;
    const info = ledger.accountInfos().find((a) => a.name === account);
    if (info === undefined) return null;
    if (info.open.date > entry.date) return `${account} is opened on ${info.open.date}, after this transaction's date ${entry.date}`;
    if (info.close !== null && info.close.date < entry.date) return `${account} was closed on ${info.close.date}, before this transaction's date ${entry.date}`;
    return null;
  }
  const currency = CURRENCY.exec(error.message);
  if (currency !== null) {
    const [, unit, account] = currency as unknown as [string, string, string];
    const open = ledger.openAccounts().get(account) ?? ledger.accountInfos().find((a) => a.name === account)?.open;
    const takes = open === undefined || open.currencies.length === 0 ? null : currenciesOf(open);
    const said = takes === null ? `${account} does not take ${unit}` : `${account} takes only ${takes}, not ${unit}`;
    const filled = entry !== null && entry.type === 'transaction' ? (entry.postings as readonly Posting[]).find((p) => p.account === account && p.units?.currency === unit && p.interpolated === true) : undefined;
    // (QA: a stock bought against Assets:Cash with no amount was told "Invalid currency USD" though
    // the user never wrote USD: the service filled it in)
    if (filled !== undefined && filled.units !== undefined) return `${said}: its amount was left out and interpolated as ${renderAmount(filled.units)} to balance the other postings; give its amount in ${takes === null ? 'a currency it takes' : open!.currencies[0]} (with a price or cost for the rest)`;
    return said;
  }
  const negative = NEGATIVE_COST.exec(error.message);
  if (negative !== null) return `a cost of ${negative[1]} ${negative[2]} per unit is negative: a lot is held at a positive cost (to sell, write the units negative with the cost of a lot held, or "cost": {})`;
  // (sync QA: an expense synced late, dated before a balance assertion it breaks, was told only
  // that "the ledger would not pass its checks": a phone could not say which check)
  const failed = failedAssertion(error, written);
  if (failed !== null) return `the balance assertion of ${failed.date} on ${failed.account} would fail: ${failed.why}; date the entry after ${failed.date}, or correct it or the assertion`;
  const lots = explainLotError(error, written, specWords, directory);
  if (lots !== null) return lots;
  if (held === undefined || entry === null || entry.type !== 'transaction') return null;
  const noMatch = NO_MATCH.exec(error.message);
  if (noMatch !== null) return noLotMatches(noMatch[1]!, `${noMatch[2]} ${noMatch[3]}`, noMatch[3]!, entry as RawTransaction, held);
  const unbalanced = UNBALANCED.exec(error.message);
  if (unbalanced !== null) return saleWithoutCost(unbalanced[1]!, entry as RawTransaction, held);
  return null;
}

/** A lot in words: "10 HOOL at 100.00 USD from 2025-02-01, labelled \"a\"". */
function lotWords(p: Position): string {
  const cost = p.cost!;
  return `${p.units.number.toString()} ${p.units.currency} at ${cost.number.toString()} ${cost.currency}${cost.date === null ? '' : ` from ${cost.date}`}${cost.label ? `, labelled ${quoteString(cost.label)}` : ''}`;
}

/** A cost as asked for in words: "at 999.00 USD from 2025-02-02". */
function specWords(spec: CostSpec): string {
  const parts: string[] = [];
  if (spec.numberPer !== null) parts.push(`at ${spec.numberPer.toString()}${spec.currency === null ? '' : ` ${spec.currency}`}`);
  if (spec.numberTotal !== null) parts.push(`at ${spec.numberTotal.toString()}${spec.currency === null ? '' : ` ${spec.currency}`} in all`);
  if (spec.numberPer === null && spec.numberTotal === null && spec.currency !== null) parts.push(`in ${spec.currency}`);
  if (spec.date !== null) parts.push(`from ${spec.date}`);
  if (spec.label) parts.push(`labelled ${quoteString(spec.label)}`);
  return parts.join(' ');
}

/**
 * (QA: a sale at a cost that matches no lot was answered with Python's repr of the posting,
 * `CostSpec(number_per=Decimal('999.00'), ...)`)
 */
function noLotMatches(account: string, units: string, currency: string, txn: RawTransaction, held: HeldLots): string {
  const asked = txn.postings.find((p) => p.account === account && p.cost !== null && p.units?.currency === currency);
  const lots = held(account, txn.date).filter((p) => p.units.currency === currency && p.cost !== null);
  const holds = lots.length === 0 ? `it holds no ${currency} at cost` : `it holds ${listWords(lots.map(lotWords))}`;
  // (QA: "-5 VWCE from 2016-05-09" matched no lot while "7 VWCE at 50.40 EUR from 2016-05-09" was
  // listed as held: a cost naming no currency is looked for in the price's, USD, as Beancount does)
  const fromPrice = asked !== undefined && asked.cost!.currency === null && asked.price?.currency ? asked.price.currency : null;
  const spec = asked === undefined ? null : fromPrice === null ? asked.cost! : { ...asked.cost!, currency: fromPrice };
  const wanted = spec === null ? units : `${units} ${specWords(spec)}`.trim();
  const heldIn = [...new Set(lots.map((p) => p.cost!.currency))];
  if (fromPrice !== null && heldIn.length > 0 && !heldIn.includes(fromPrice)) {
    const other = heldIn.join(' or ');
    return `no lot of ${account} matches the one asked for (${wanted}): the cost names no currency, so the lot is looked for in the price's, ${fromPrice} (as Beancount does), and ${holds} on ${txn.date}, in ${other}; give the cost's currency ("cost": {"currency": "${heldIn[0]}", ...}) or a price in ${other}`;
  }
  return `no lot of ${account} matches the one asked for (${wanted}): ${holds} on ${txn.date}; give the cost (or date or label) of a lot held, or "cost": {} to let the account's booking method choose`;
}

/**
 * A sale written without a cost from an account that holds the commodity at cost does not
 * reduce its lots: it adds units of its own, and the proceeds are left over (QA: "does not
 * balance (500.00 USD, -5 HOOL)" said nothing of the cost).
 */
function saleWithoutCost(residual: string, txn: RawTransaction, held: HeldLots): string | null {
  for (const [i, p] of txn.postings.entries()) {
    if (p.cost !== null || p.units === null || p.units.currency === null || p.units.number === null || !p.units.number.isNegative()) continue;
    const currency = p.units.currency;
    if (!held(p.account, txn.date).some((lot) => lot.units.currency === currency && lot.cost !== null && lot.units.number.isPositive())) continue;
    return `the transaction does not balance (${residual} left over): ${p.account} holds ${currency} at cost, and posting ${i} sells ${currency} without one; add "cost": {} to it to sell from the lots held (and post the gain to an income account)`;
  }
  return null;
}

function listWords(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

function currenciesOf(open: Open): string {
  const list = open.currencies;
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
}

/**
 * The detail of a refused write: each error in plain words when every one of them has some,
 * else null (the caller keeps its general words).
 */
export function refusalDetail(errors: readonly LedgerError[], ledger: Ledger, written: readonly RawDirective[], held?: HeldLots, directory?: string): string | null {
  const said = errors.map((e) => explainError(e, ledger, written, held, directory));
  if (said.length === 0 || said.some((s) => s === null)) return null;
  // Several failing balance assertions (a back-dated entry under years of them: 171, a 38 KB detail
  // for a phone's screen, QA) are said together, the first few in words, with the one advice that
  // helps: a date after the last of them (each had its own, and the first's could not work).
  const failures = errors.map((e) => failedAssertion(e, written));
  const failing = failures.filter((f) => f !== null).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (failing.length < 2) return `${[...new Set(said)].join('; ')}; nothing was written.`;
  const shown = failing.slice(0, MAX_ASSERTIONS_IN_WORDS).map((f) => `of ${f.date} on ${f.account} (${f.why})`);
  const more = failing.length - shown.length;
  const summary = `${failing.length} balance assertions would fail: ${shown.join(', ')}${more > 0 ? `, and ${more} more (each one in errors)` : ''}; date the entry after ${failing.at(-1)!.date}, or correct it or the assertions`;
  const others = said.filter((_, i) => failures[i] === null);
  return `${[...new Set([...others, summary])].join('; ')}; nothing was written.`;
}

/** How many failing balance assertions a refusal's detail says in words (the others are counted). */
const MAX_ASSERTIONS_IN_WORDS = 3;

/** A balance assertion that a write would make fail, in words: its date, account, and what it expects against what the account would hold. */
function failedAssertion(error: LedgerError, written: readonly RawDirective[]): { date: string; account: string; why: string } | null {
  const failed = BALANCE_FAILED.exec(error.message);
  if (failed === null) return null;
  const entry = entryOf(error, written);
  if (entry === null || entry.type !== 'balance') return null;
  const [, account, expected, accumulated, diff, way] = failed as unknown as [string, string, string, string, string, string];
  return { date: entry.date, account, why: `it expects ${expected}, the account would hold ${accumulated} (${diff} too ${way})` };
}

/**
 * The field of the request an error of one posting's account or currency is about
 * (`postings/0/account`, `postings/1/units/currency`), when exactly one posting of the request's
 * transaction has that account, or the posting whose lots a sale's error is about (`postings/0`,
 * see lotPostingOf); else null.
 */
export function postingFieldOf(error: LedgerError, written: RawTransaction): string | null {
  // a sale's lots (several match, too few): the posting that sells them
  const lot = lotPostingOf(error, written);
  if (lot !== null) return `${lot}`;
  const named = UNKNOWN.exec(error.message) ?? INACTIVE.exec(error.message);
  const currency = CURRENCY.exec(error.message);
  const account = named?.[1] ?? currency?.[2];
  if (account === undefined) return null;
  const indexes = written.postings.flatMap((p, i) => (p.account === account ? [i] : []));
  if (indexes.length !== 1) return null;
  const i = indexes[0]!;
  if (named !== null) return `${i}/account`;
  // an amount left out and interpolated: the posting itself, which has no currency to point at
  return written.postings[i]!.units?.currency === currency![1] ? `${i}/units/currency` : `${i}`;
}
