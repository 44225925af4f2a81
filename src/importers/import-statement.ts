// The importer's entry point: read an uploaded statement, choose accounts, drop what the ledger
// already has, and plan the directives to append. Nothing is written here.
import { isCurrency } from '../ledger/syntax/names.ts';
import type { Decimal } from '../ledger/core/decimal.ts';
import { perUnitPrice } from '../ledger/core/amount.ts';
import type { Open, PostingSpec, RawDirective, RawTransaction, Source, Transaction } from '../ledger/core/directives.ts';
import { Problem } from '../problem.ts';
import { readStatement, statementProblem, type StatementUpload } from './read-statement.ts';
import { importIdFor, writtenId, type IdUses } from './import-ids.ts';
import { withLostIdsFound } from './lost-ids.ts';
import { rowWords, StatementError, type SkippedRow, type Statement, type StatementBalance, type StatementRow, type UnreadCurrencies } from './statement.ts';
import { CURRENCY_NAMES } from './csv/statement-currency.ts';
import { toSimplified } from '../text/traditional-chinese.ts';
import { dayNumber, IMPORT_ID_KEY, LedgerIndex, PAYMENT_APPS, type ImportHistory, type ImportLedger, type RootNames } from './ledger-index.ts';
import { aliasAccount, closedMethodAlias, fundingAccount, staysInOwnAccount, transferAccount } from './funding-account.ts';
import { accountNamedByNumber } from './account-number.ts';
import { isReversal, reversedInLedger, reversedRow } from './reversal-of.ts';
import { isMoveWithBank, withdrawalAccount, withdrawalByHistoryWarning } from './withdrawal-to-bank.ts';
import { incomeKindWarning } from './income-kind.ts';
import { CounterAccounts, isRootedIn, isUncategorized, uncategorizedAccount, type CounterChoice } from './counter-account.ts';
import { cardRepaymentEnd } from './card-repayment.ts';
import { saysFeeWaived, waivedFeeWords } from './fee-waiver.ts';
import { findDuplicates, reissueReusedIds, uncategorizedHalf, type DedupeCandidate, type DedupeFinding, type SettlesFinding } from './dedupe.ts';
import { mayBeSecondHalves, pairHalves, UploadHalves, type EarlierRow, type Leg } from './upload-halves.ts';
import { appAccounts, resolveOwnAccounts, type OwnAccounts } from './own-account.ts';
import { RememberedMatches, type RowMatch } from './remembered-matches.ts';
import { statementText } from '../text/statement-text.ts';
import { accountForCurrency, noCurrencyAccountReason, takesCurrency } from './currency-account.ts';
import { pairExchanges } from './exchange-pairs.ts';
import { CHARGES_SIGN_KEY, chargesPositiveByHistory, importedCount } from './card-sign-history.ts';

export type { ImportHistory, ImportLedger } from './ledger-index.ts';
export type { RowMatch } from './remembered-matches.ts';

export type { StatementFormat } from './read-statement.ts';

export interface ImportRequest extends StatementUpload {
  account?: string;
  /**
   * Statement rows (as duplicate_rows numbers them) to import even though a transaction of the
   * same amount matches them (a fixed fare taken twice): a row the ledger holds by its import id
   * stays a duplicate.
   */
  keepRows?: readonly number[];
  /** YYYY-MM-DD, in the ledger's time zone: rows dated after it are skipped (a mistyped year, most likely) */
  today: string;
}

export interface JsonAmount {
  number: string;
  currency: string;
}

export interface JsonTransaction {
  date: string;
  flag: string;
  payee: string | null;
  narration: string;
  tags: string[];
  links: string[];
  meta: Record<string, string>;
  /** price: per unit, as the transaction once written is answered (an `@@` total divided by the units); null without one */
  postings: { account: string; units: JsonAmount; price: JsonAmount | null }[];
}

export interface DuplicateRow {
  row: number;
  date: string;
  payee: string | null;
  narration: string | null;
  amount: JsonAmount;
  import_id: string;
  reason: string;
  /** the ledger transaction this row is, when there is one */
  existing: { date: string; payee: string | null; narration: string; import_id: string | null } | null;
}

export interface StatementSummary {
  balance?: JsonAmount;
  date?: string;
  /** every closing balance when the file holds several accounts (OFX) */
  balances?: { account_id: string | null; account: string | null; balance: JsonAmount; date: string | null }[];
}

/** A guess the user should check: the row it is about (null: the whole file) and what was guessed. */
export interface ImportWarning {
  row: number | null;
  message: string;
}

export interface ImportPlan {
  /** to append: opens of Uncategorized accounts first, then transactions in date order */
  directives: RawDirective[];
  /** the statement row of each directive (same order; null: an open), for the errors of the ledger's checks to name */
  rows: (number | null)[];
  report: {
    imported: number;
    duplicates: number;
    skipped: number;
    transactions: JsonTransaction[];
    duplicate_rows: DuplicateRow[];
    skipped_rows: { row: number; reason: string }[];
    /** for the rows imported (not the duplicates): the file's first, then by row */
    warnings: ImportWarning[];
    statement: StatementSummary;
  };
  /**
   * The rows this import found to be transactions typed by hand (by amount, whole or item by
   * item), for the store to keep (not answered): the next import is planned with them.
   */
  matches: RowMatch[];
}

const FUTURE_REASON = 'dated in the future';
const ZERO_REASON = 'the amount is zero: no money moved';
export const NO_ROWS_WARNING = 'the statement lists no movements (its table has no rows): nothing was imported; check that the export covers the period you meant';

/**
 * Rows one upload may hold. Planning is work the server does before it answers anyone else: a
 * decade of a busy account fits, and a larger file is better imported in parts.
 */
export const MAX_ROWS = 50_000;

/** An upload read into its rows, ready to be planned against a ledger (see `readImport`). */
export interface ReadImport {
  readonly request: ImportRequest;
  readonly statement: Statement;
}

/** Read the statement, then plan it against the ledger: `readImport` and `planReadImport` in one. */
export async function planImport(ledger: ImportLedger, req: ImportRequest, remembered: readonly RowMatch[] = []): Promise<ImportPlan> {
  return planReadImport(ledger, await readImport(req), undefined, remembered);
}

/**
 * The part of an import that needs no ledger: the format checks and the reading of the file (a PDF
 * may take seconds), with the refusal of a file of more than MAX_ROWS rows. A write reads first and
 * takes the ledger's lock only to plan, so a slow file holds up none of the user's other writes.
 * Throws the same problems `planImport` does for a file it cannot import.
 */
export async function readImport(req: ImportRequest): Promise<ReadImport> {
  const statement = await readStatement(req);
  if (statement.rows.length > MAX_ROWS) {
    throw Problem.unprocessable(`the statement has ${statement.rows.length} rows, more than ${MAX_ROWS} in one upload: import it in parts (by year, say)`, [{ path: 'file', message: `at most ${MAX_ROWS} rows` }]);
  }
  return { request: req, statement };
}

/**
 * Plan a statement already read against the ledger as it is now: accounts, dedupe, directives.
 * `history`: what the store keeps of this ledger's directives for imports (LedgerSnapshot's
 * `imports`), current with it; without it, it is built for this import alone (a pass over
 * every transaction: ~0.3 s on a 100,000-transaction ledger). `remembered`: the matches earlier
 * imports made of this ledger's transactions typed by hand (ImportPlan's `matches`, as the store
 * keeps them), each with the transaction as it is in `ledger`.
 */
export function planReadImport(ledger: ImportLedger, read: ReadImport, history?: ImportHistory, remembered: readonly RowMatch[] = []): Promise<ImportPlan> {
  return planStatement(new LedgerIndex(ledger, history), read.statement, read.request, new RememberedMatches(remembered));
}

/**
 * Planning gives the event loop back every YIELD_EVERY rows: a 50,000-row statement took seconds,
 * during which the server answered nobody, other users included (QA of session 29). The ledger and
 * what imports keep of it must not change meanwhile: plan in the ledger's write queue (LedgerStore.write, readInTurn).
 */
const YIELD_EVERY = 1000;
const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** One row on its way to becoming a transaction. */
interface PlannedRow {
  readonly row: StatementRow;
  readonly importId: string;
  /** ids the row may carry in the ledger from imports made before ids were hashed as they are now */
  readonly earlierIds: readonly string[];
  readonly currency: string;
  /** the account the money leaves or enters by (the method's account, or the statement's own) */
  readonly funding: string;
  readonly fundingMatched: boolean;
  /** why the funding account is a guess, for the report (null when matched) */
  readonly fundingWarning: string | null;
  /** for transfers: the receiving own account */
  readonly transferTo: string | null;
  /** why the receiving account is a guess, for the report (null when an alias or own name says it) */
  readonly transferWarning: string | null;
  /** a card's repayment whose other end several accounts fit alike: which, for the report (else null) */
  readonly endUntold: string | null;
  /** the units of the funding posting, of the counter posting and of the fee posting (null: no fee) */
  readonly legs: Legs;
  /** of a currency exchange (exchange-pairs.ts): its other side, which takes the counter posting's place */
  readonly exchange: ExchangeLeg | null;
}

/** The other side of an exchange: the account of the other currency and what it moved there (signed). */
interface ExchangeLeg {
  readonly account: string;
  readonly number: Decimal;
  readonly currency: string;
  /** the row of that side, when the file has it; else the row says what it moved, `estimated` at its rate or not */
  readonly partner: StatementRow | null;
  readonly estimated: boolean;
}

interface Legs {
  readonly funding: Decimal;
  readonly counter: Decimal;
  readonly fee: Decimal | null;
}

/**
 * What each side of a row moves. A fee the statement states is part of the row's amount: money out
 * of the funding account reaches the other side less the fee (WeChat's ¥100.10 零钱提现 with
 * 服务费¥0.10 puts ¥100.00 in the bank), money in arrives less the fee.
 */
function legsOf(row: StatementRow): Legs {
  const fee = row.fee ?? null;
  if (fee === null || fee.isZero()) return { funding: row.amount, counter: row.amount.neg(), fee: null };
  if (row.amount.isNegative()) return { funding: row.amount, counter: row.amount.neg().sub(fee), fee };
  return { funding: row.amount.sub(fee), counter: row.amount.neg(), fee };
}

/** Money into a card that the row names as such: a repayment (`MOBILE PYMT`, `ONLINE PYMT` too), a refund or cashback (compared in Simplified characters: 還款). */
const CARD_CREDIT_WORDS = /还款|退款|退货|返现|refund|cash\s*back|autopay|auto-pay|\bpayment\b.*\b(thank|received)|payment\s*-\s*thank|\b(?:mobile|online|web|phone|ach|e)[\s-]*pymt\b|\bpymt\b.*\bthank/i;
/** Tax paid back (退税, the airport's VAT REFUND): no purchase's money to book back, income of its own kind. */
const TAX_REFUND_WORDS = /退税(?!费)|\b(?:tax|vat)[\s-]+(?:free[\s-]+)?refund/i;
/**
 * Whether a card row's words (in Simplified characters) say money into the card: CARD_CREDIT_WORDS,
 * a fee waived (年费减免, 免年费) or tax paid back (`退税 GLOBAL BLUE`, which a card CSV's sign check
 * took for a charge beside a 退货 of its sign: recheck QA of session 51).
 */
const saysCardCredit = (words: string) => CARD_CREDIT_WORDS.test(words) || saysFeeWaived(words) || TAX_REFUND_WORDS.test(words);
/** Movements on a card that may go either way (a reversal of a charge or of a repayment). */
const EITHER_WAY_WORDS = /冲正|冲销|冲账|撤销|调整|更正|reversal|adjustment/i;

/**
 * A credit card's statement with one signed amount column usually lists charges as positive
 * numbers and payments as negative ones (CMB, ICBC); some banks do the opposite. For a Liabilities
 * account the rows that say they are repayments or refunds tell which: when they carry the minus
 * sign, every amount is turned round to the card's point of view. A statement without such a row
 * is judged by the sign most rows carry, taken as the charges' (more purchases than repayments).
 */
function cardStatementSigns(statement: Statement, ownAccount: string | null, index: LedgerIndex): Statement {
  if (statement.signedAmounts !== true || ownAccount === null || !ownAccount.startsWith(`${index.rootNames.liabilities}:`)) return statement;
  const credits = statement.rows.filter((r) => saysCardCredit(toSimplified(rowWords(r))));
  if (credits.length > 0 && haveOneSign(statement.rows)) return signsFromWords(statement);
  const counted = credits.length > 0 ? credits : statement.rows;
  const positive = counted.filter((r) => r.amount.isPositive()).length;
  const negative = counted.filter((r) => r.amount.isNegative()).length;
  // without a row that says it, the ledger's earlier imports of the card tell the sign (card-sign-history.ts);
  // only with none of them does the sign most rows carry, and the answer says so
  const byHistory = credits.length > 0 ? null : chargesPositiveByHistory(index, ownAccount, statement.rows);
  const chargesPositive = credits.length > 0 ? negative > positive : (byHistory ?? positive > negative);
  const guessed = credits.length === 0 && byHistory === null && positive + negative > 0;
  const warnings = guessed ? [...(statement.warnings ?? []), majoritySignWarning(ownAccount, importedCount(index, ownAccount), chargesPositive ? positive : negative, positive + negative, chargesPositive)] : statement.warnings;
  const warned = warnings === undefined ? statement : { ...statement, warnings };
  // (each row keeps the sign read, for the card's next file: card-sign-history.ts)
  const chargesInFile = chargesPositive ? 'positive' : 'negative';
  return { ...warned, rows: statement.rows.map((r) => ({ ...r, amount: chargesPositive ? r.amount.neg() : r.amount, chargesInFile })) };
}

/**
 * A row keep_rows names that it cannot keep, said (it was ignored without a word): no transaction
 * row of the file has that number, or the row is a duplicate by more than its amount (already
 * imported by its import id, a statement id listed twice), which importing again must not add.
 */
function keepRowsUnkept(keep: ReadonlySet<number>, rows: readonly number[], duplicates: readonly (DedupeFinding | null | undefined)[]): ImportWarning[] {
  const out: ImportWarning[] = [];
  for (const n of keep) {
    const i = rows.indexOf(n);
    const dup = i < 0 ? undefined : duplicates[i];
    if (i < 0) out.push({ row: n, message: `keep_rows names row ${n}, which is no transaction row of this file: nothing was kept` });
    else if (dup?.kind === 'duplicate' && dup.keepable !== true) out.push({ row: n, message: `keep_rows names row ${n}, a duplicate by more than its amount (${dup.reason}): it is not imported again` });
  }
  return out;
}

/** What the answer says when a card statement's signs were read by the sign most rows carry; `imported`: the card's imported transactions. */
function majoritySignWarning(account: string, imported: number, most: number, all: number, chargesPositive: boolean): string {
  const history = imported === 0
    ? `the ledger holds no earlier import of ${account} that tells its signs`
    : `none of the ledger's ${imported} earlier imported transactions of ${account} is a row of this file, has one of its payees or records the sign its file gave the charges`;
  return `no row of the card statement says it is a repayment or a refund, and ${history}: the sign ${most} of its ${all} rows carry (${chargesPositive ? 'plus' : 'minus'}) was read as the charges'; check the rows' directions before importing`;
}

/** Whether every amount that is not zero has the same sign. */
function haveOneSign(rows: readonly StatementRow[]): boolean {
  const moving = rows.filter((r) => !r.amount.isZero());
  return moving.every((r) => r.amount.isPositive()) || moving.every((r) => r.amount.isNegative());
}

/**
 * A card statement whose repayments carry the same sign as its charges (Bank of Communications
 * prints every amount positive and says what a row is only in words: 消费, 退货, 信用卡还款): the
 * sign tells nothing, so each row's words do. A repayment, refund or cashback is money into the
 * card, any other row a charge, as with the majority rule below. A row whose words may go either
 * way (冲正, 调整) is skipped with why: a guess would book it the wrong way as often as not, and
 * refusing the file would cost the user every other row.
 */
function signsFromWords(statement: Statement): Statement {
  const skipped = [...statement.skipped];
  const rows: StatementRow[] = [];
  for (const r of statement.rows) {
    const words = rowWords(r);
    // (found in the Simplified form of the words, quoted as written: 沖正)
    const eitherWay = EITHER_WAY_WORDS.exec(toSimplified(words));
    if (eitherWay) {
      const said = words.slice(eitherWay.index, eitherWay.index + eitherWay[0].length);
      skipped.push({ row: r.row, reason: `the card statement's amounts carry no sign and ${said} may be money in or out: book this row by hand` });
      continue;
    }
    const credit = saysCardCredit(toSimplified(words));
    rows.push({ ...r, amount: credit ? r.amount.abs() : r.amount.abs().neg() });
  }
  return { ...statement, rows, skipped };
}

async function planStatement(index: LedgerIndex, read: Statement, req: ImportRequest, remembered: RememberedMatches): Promise<ImportPlan> {
  read = withLostIdsFound(index, read);
  const statement = cardStatementSigns(read, read.format === 'ofx' ? null : resolveOwnAccounts(index, read, req.account).forAccountId(null), index);
  const errors: StatementError[] = [];
  const skippedRows: SkippedRow[] = [...statement.skipped];
  const defaultCurrency = statement.currency ?? index.operatingCurrencies[0] ?? 'CNY';
  const ownNames = statement.ownMethodNames ?? [];
  const ownAccounts = resolveOwnAccounts(index, statement, req.account);
  // a row in a currency the statement's account does not take is in that currency's account beside
  // or below it (currency-account.ts); with none, it is skipped below
  const ownFor = (row: StatementRow): string => {
    const own = ownAccounts.forRow(row);
    return row.currency === null ? own : (accountForCurrency(index, own, row.currency) ?? own);
  };

  // no statement can hold tomorrow's movements: such a row most likely has a mistyped year
  const current = statement.rows.filter((row) => {
    if (row.date > req.today) skippedRows.push({ row: row.row, reason: FUTURE_REASON });
    else if (row.amount.isZero()) skippedRows.push({ row: row.row, reason: ZERO_REASON });
    else return true;
    return false;
  });
  // date order, rows of one day in file order but refunds last: Alipay lists the newest first, and
  // the refund of an order cancelled the day it was paid must come after it to be booked where it went
  const refundLast = (r: StatementRow) => (r.kind === 'refund' ? 1 : 0);
  const sorted = current.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : refundLast(a) - refundLast(b) || a.row - b.row));
  const occurrences = new Map<string, number>();
  const idUses: IdUses = new Map();
  const usedIds = new Set(sorted.filter((r) => r.id).map((r) => writtenId(statement, r)));
  // the two rows of one currency exchange are planned as one, at the row of the side that left
  const { rows, partners } = pairExchanges(sorted);
  const planned: PlannedRow[] = [];
  const unreadCurrencies = statement.unreadCurrencies !== undefined && namesCurrencies(index, statement.unreadCurrencies, defaultCurrency);
  // (the rows skipped for a currency their account does not take, as the errors they were)
  const otherCurrencyRows: StatementError[] = [];
  let seen = 0;
  for (const row of rows) {
    if (++seen % YIELD_EVERY === 0) await yieldToOthers();
    const own = ownFor(row);
    const currency = row.currency ?? statement.currency ?? soleCurrency(index, own) ?? defaultCurrency;
    // Beancount's rule, keywords included: a currency column saying TRUE, FALSE or NULL previewed fine and then failed to print
    if (!isCurrency(currency)) {
      errors.push(new StatementError(`${JSON.stringify(currency)} is not a valid currency`, row.row));
      continue;
    }
    const unreadCode = row.currency === null && unreadCurrencies ? statement.unreadCurrencies!.byRow.get(row.row) : undefined;
    if (unreadCode !== undefined && unreadCode !== currency) {
      errors.push(unreadCurrencyError(statement.unreadCurrencies!.column, unreadCode, row, currency));
      continue;
    }
    // (a 不计收支 row of a bank CSV names the statement's own account in words of its own)
    const rowOwnNames = row.uncountedMove ? [...ownNames, ...row.uncountedMove.ownNames] : ownNames;
    const from = fundingAccount(index, row.method, own, rowOwnNames, { date: row.date, currency });
    const partner = partners.get(row);
    if (row.currency !== null && from.account === own && !takesCurrency(index, own, currency)) {
      otherCurrencyRows.push(...checkAccount(index, own, row, currency));
      skippedRows.push({ row: row.row, reason: noCurrencyAccountReason(index, own, currency, row.amount.abs().toString()) });
      if (partner !== undefined) skippedRows.push({ row: partner.row, reason: `the other side of the currency exchange of row ${row.row}, which is skipped` });
      continue;
    }
    let exchange: ExchangeLeg | null = null;
    if (partner !== undefined) {
      const account = ownFor(partner);
      if (!takesCurrency(index, account, partner.currency!)) {
        skippedRows.push({ row: partner.row, reason: noCurrencyAccountReason(index, account, partner.currency!, partner.amount.abs().toString()) });
        skippedRows.push({ row: row.row, reason: `the other side of the currency exchange of row ${partner.row}, which is skipped` });
        continue;
      }
      exchange = { account, number: partner.amount, currency: partner.currency!, partner, estimated: false };
    } else if (row.exchange?.other?.amount != null && from.account === own) {
      // (the other side is in another statement, of the other currency's account: Wise's per-currency exports)
      const other = row.exchange.other;
      const account = accountForCurrency(index, ownAccounts.forRow(row), other.currency);
      if (account !== null && account !== own) exchange = { account, number: row.amount.isNegative() ? other.amount! : other.amount!.neg(), currency: other.currency, partner: null, estimated: other.estimated };
    }
    let transferTo: string | null = null;
    let transferWarning: string | null = null;
    let endUntold: string | null = null;
    if (row.kind === 'transfer') {
      // the other account the row names, never the one the money leaves by
      const to = row.counterMethod ? transferAccount(index, row.counterMethod, from.account, own, rowOwnNames, { date: row.date, currency }) : null;
      transferTo = to?.account ?? null;
      transferWarning = to?.guess ?? null;
      // a row that does not say it is a move is one only between two accounts it names, no guess
      if (row.uncountedMove && (!from.matched || transferTo === null || transferWarning !== null)) {
        skippedRows.push({ row: row.row, reason: row.uncountedMove.reason });
        continue;
      }
      if (!transferTo) {
        const move = [row.method, row.counterMethod].filter(Boolean).join(' -> ');
        const reason = from.account === own && staysInOwnAccount(row.method, row.counterMethod ?? null, ownNames)
          ? `a move within ${own} itself (${move}): ${ownNames.join(' and ')} are both its balance, so there is nothing to book`
          : closedTransferReason(index, row.counterMethod ?? null, move) ?? `move between own accounts (${move}) with no second account: give that account an alias`;
        skippedRows.push({ row: row.row, reason });
        continue;
      }
      const otherCurrency = otherCurrencyReason(index, row, currency, from.account, transferTo);
      if (otherCurrency !== null) {
        skippedRows.push({ row: row.row, reason: otherCurrency });
        continue;
      }
    } else {
      const repaid = cardRepaymentEnd(index, row, from.account, currency);
      if (repaid?.account === null) endUntold = repaid.untold;
      else if (repaid) [transferTo, transferWarning] = [repaid.account, repaid.guess];
    }
    let ids = importIdFor(statement, row, own, currency, occurrences, idUses, usedIds);
    if (exchange !== null) {
      // one id for the exchange, whichever side's statement books it (the other's then finds it), and the ids its rows had
      const partnerIds = partner === undefined ? null : importIdFor(statement, partner, exchange.account, exchange.currency, occurrences, idUses, usedIds);
      const earlier = [ids.id, ...ids.earlier, ...(partnerIds === null ? [] : [partnerIds.id, ...partnerIds.earlier])];
      const keyId = `${statement.source}:exchange:${row.exchange!.key}`;
      // (a key of only a date and time, Revolut's, with both sides' amounts: two exchanges of one
      // second had one id; the id without them, which exchanges imported before 2026-11-29 carry, is tried too)
      const timed = row.exchange!.byTime === true && partner !== undefined;
      ids = timed
        ? { id: `${keyId}: ${row.amount.abs().normalize().toString()} ${currency} to ${partner.amount.abs().normalize().toString()} ${partner.currency}`, earlier: [...earlier, keyId] }
        : { id: keyId, earlier };
    }
    planned.push({ row, importId: ids.id, earlierIds: ids.earlier, currency, funding: from.account, fundingMatched: from.matched, fundingWarning: from.warning, transferTo, transferWarning, endUntold, legs: legsOf(row), exchange });
  }

  const apps = appAccounts(index);
  const asRead: DedupeCandidate[] = planned.map((p) => ({
    importId: p.importId,
    earlierIds: p.earlierIds,
    date: p.row.date,
    currency: p.currency,
    sides: p.transferTo ? [{ account: p.funding, number: p.legs.funding }, { account: p.transferTo, number: p.legs.counter }] : [{ account: p.funding, number: p.legs.funding }],
    // an OFX FITID is the bank's and may come back on another movement in a later download
    reusableId: statement.source === 'ofx' && p.row.id ? writtenId(statement, p.row) : null,
    fitid: statement.source === 'ofx' ? p.row.id : null,
    // paid with a bank card through the statement's account (Alipay, WeChat): a transfer from that
    // bank into this account is the first half of the row's chain, not the row; so for a move paid
    // by the card into another account through the app (余额宝-转入, 花呗还款 by 招商银行储蓄卡: the
    // bank's 支付宝-余额宝 row, imported first, made them duplicates, and the money never arrived)
    chainVia: p.funding !== ownFor(p.row) && p.transferTo !== ownFor(p.row) ? ownFor(p.row) : null,
    // a bank row naming the app (支付宝-滴滴出行): the app's own row of the payment is its other half
    fromApp: appNamedIn(index, apps, p.row, statement.source),
    ownAccount: ownFor(p.row),
    secondNamed: p.transferTo !== null && p.transferWarning === null,
    words: rowWords(p.row),
  }));
  // a FITID the ledger holds on another movement: the row goes by a `#n` form of it
  const ids = reissueReusedIds(index, asRead);
  ids.forEach((id, i) => {
    if (id !== planned[i]!.importId) planned[i] = { ...planned[i]!, importId: id };
  });
  const candidates = asRead.map((c, i) => ({ ...c, importId: ids[i]! }));
  const keep = new Set(req.keepRows ?? []);
  const duplicates = findDuplicates(index, candidates, remembered, new Set(planned.flatMap((p, i) => (keep.has(p.row.row) ? [i] : []))));
  // the transaction each row is, by the row's import id: imported, or typed by hand and matched by
  // this upload or an earlier one (a refund goes back where its purchase went: QA of session 41,
  // the refund of a typed 耳机 199 on Shopping went to Uncategorized)
  const typedById = new Map<string, Transaction>();
  duplicates.forEach((d, i) => {
    if (d?.kind === 'duplicate' && d.match) typedById.set(planned[i]!.importId, d.existing!);
  });
  const transactionById = (id: string): Transaction | undefined => index.importIds.get(id) ?? typedById.get(id) ?? remembered.matchOf(id)?.txn;

  const counters = new CounterAccounts(index);
  const warnings: ImportWarning[] = [...keepRowsUnkept(keep, planned.map((p) => p.row.row), duplicates)];
  const duplicateRows: DuplicateRow[] = [];
  const matches: RowMatch[] = [];
  const transactions: RawTransaction[] = [];
  const uncategorizedFirst = new Map<string, string>();
  const counterById = new Map<string, string>();
  /** The import ids of the rows booked with the flag `!` (a guess), which a reversal of theirs is too. */
  const guessedIds = new Set<string>();
  // the move between own accounts that an upload lists twice (随手记's 转出 and 转入): the second row
  // is the first's transaction seen from the other account (upload-halves.ts)
  const halves = new UploadHalves();
  const halfRows = planned.map((p) => ({ funding: p.funding, currency: p.currency, date: p.row.date, legs: p.legs }));
  const secondHalves = mayBeSecondHalves(halfRows);
  const deferred: number[] = [];
  let deferring = true;
  // the planned row of each transaction and duplicate, for their order when some were deferred
  const transactionOf: number[] = [];
  const duplicateOf: number[] = [];
  const addTransaction = (t: RawTransaction, i: number) => {
    transactions.push(t);
    transactionOf.push(i);
  };
  const addDuplicate = (d: DuplicateRow, i: number) => {
    duplicateRows.push(d);
    duplicateOf.push(i);
  };
  // A row's own sides: the account its money moved by and, on a payment app's statement, the app's
  // own account, which a row paid by card moves money through (an Alipay top-up from the card is
  // not the other half of a refund into Alipay). In a bank CSV the method names the row's own
  // account (an app's export of several accounts), the statement's account only when it names none
  // (随手记's 信用卡还款 on the card, booked from the debit card, is the other half of its 转出 there).
  const appStatement = Object.hasOwn(PAYMENT_APPS, statement.source);
  /** What a later row of the upload may be the other half of: the legs of the row's transaction besides its own sides. */
  const noteHalves = (p: PlannedRow, t: { date: string; payee: string | null; narration: string; importId: string | null; postings: readonly Leg[] }) => {
    halves.add({ row: p.row.row, date: t.date, payee: t.payee, narration: t.narration, importId: t.importId }, t.postings, appStatement ? [p.funding, ownFor(p.row)] : [p.funding]);
  };
  /** An Uncategorized account the row uses is checked, and opened with the upload when it is not open; problems go to `rowErrors`. */
  const noteUncategorized = (account: string, row: StatementRow, currency: string, rowErrors: StatementError[]): void => {
    if (!isUncategorized(index.rootNames, account)) return;
    const problem = checkUncategorized(index, account, row, currency);
    if (problem) rowErrors.push(problem);
    else if (!index.open.has(account) && !uncategorizedFirst.has(account)) uncategorizedFirst.set(account, row.date);
  };
  /** The account for the row's fee; problems go to `rowErrors`. */
  const feeAccountFor = (p: PlannedRow, rowErrors: StatementError[]): string | null => {
    if (p.legs.fee === null) return null;
    const account = counters.chooseFee(p.row.date, p.currency, p.funding).account;
    noteUncategorized(account, p.row, p.currency, rowErrors);
    return account;
  };
  /** The other half of an earlier row's move (`of`, whose transaction books `leg`): row `i`, a duplicate of it. */
  const addHalf = (p: PlannedRow, i: number, of: EarlierRow, leg: Leg): void => {
    const reason = `the other half of row ${of.row} of this file: its transaction of ${of.date} books ${leg.account} ${leg.number.toString()} ${leg.currency}`;
    addDuplicate(duplicateJson(p, reason, { date: of.date, payee: of.payee, narration: of.narration, import_id: of.importId }), i);
  };
  /** Whether an earlier row's transaction books the row's own side (UploadHalves.take): then the row is its duplicate. */
  const tookHalf = (p: PlannedRow, i: number): boolean => {
    const half = halves.take({ account: p.funding, currency: p.currency, number: p.legs.funding }, p.row.date);
    if (half !== null) addHalf(p, i, half.of, half.leg);
    return half !== null;
  };
  // the ledger's transactions that rows of this upload are (duplicates, chains, halves they complete)
  const matchedTxns = new Set(duplicates.flatMap((d) => (d?.existing ? [d.existing] : [])));
  /** For a row whose counter-account is another own account: the other half of its move, booked from Uncategorized (uncategorizedHalf). */
  const halfBookedFromUncategorized = (p: PlannedRow, counter: string): SettlesFinding | null => {
    const { assets, liabilities } = index.rootNames;
    if (counter === p.funding || !(isRootedIn(counter, assets) || isRootedIn(counter, liabilities))) return null;
    const sides = [{ account: p.funding, number: p.legs.funding }, { account: counter, number: p.legs.counter }];
    const half = uncategorizedHalf(index, { date: p.row.date, currency: p.currency, sides, ownAccount: ownFor(p.row) }, matchedTxns);
    if (half !== null) matchedTxns.add(half.existing);
    return half;
  };
  /**
   * The row as what the ledger holds of its move books it: a chain's from the statement's own
   * account; the other half of a move booked from (or to) Uncategorized, into (or from) that
   * account; a move the other statement booked from the own account, from the account that paid
   * into it (see the findings in dedupe.ts).
   */
  const asFound = (p: PlannedRow, dup: DedupeFinding | null | undefined): PlannedRow => {
    if (dup?.kind === 'chain') return { ...p, funding: ownFor(p.row) };
    if (dup?.kind === 'rebooks') return { ...p, transferTo: dup.account, transferWarning: dup.typed ? typedOnAppWarning(p, dup.existing, dup.account) : rebooksWarning(p, dup.existing, dup.account) };
    if (dup?.kind !== 'settles') return p;
    if (dup.funding === true) return { ...p, funding: dup.uncategorized, fundingMatched: true, transferWarning: settlesFundingWarning(p, dup.existing, dup.uncategorized) };
    return { ...p, transferTo: dup.uncategorized, transferWarning: settlesWarning(p, dup.existing, dup.uncategorized) };
  };
  /** `partner`: of a row booked as a move to the account of another row (pairHalves), that row, its other half. */
  const planRow = (asPlanned: PlannedRow, i: number, partner?: number): void => {
    const dup = duplicates[i];
    if (dup?.kind === 'duplicate') {
      if (dup.match) matches.push(dup.match);
      if (dup.existing === null || !movedWithoutFee(dup.existing, asPlanned)) {
        const reason = dup.keepable === true ? `${dup.reason}; send keep_rows=${asPlanned.row.row} to import it anyway` : dup.reason;
        addDuplicate(duplicateJson(asPlanned, reason, existingJson(dup.existing)), i);
        return;
      }
      // the ledger has the move less its fee (the bank's row of a WeChat withdrawal, imported
      // first): what is missing is the fee, paid from the funding account
      const rowErrors = checkAccount(index, asPlanned.funding, asPlanned.row, asPlanned.currency);
      const feeAccount = feeAccountFor(asPlanned, rowErrors);
      if (rowErrors.length > 0 || feeAccount === null) {
        errors.push(...rowErrors);
        return;
      }
      addTransaction(feeTransaction(asPlanned, feeAccount, isUncategorized(index.rootNames, feeAccount) ? '!' : '*'), i);
      warnings.push(...feeWarnings(index.rootNames, asPlanned, feeAccount));
      return;
    }
    if (asPlanned.exchange !== null) {
      planExchange(asPlanned, asPlanned.exchange, i);
      return;
    }
    const { row } = asPlanned;
    // the ledger already moved the money from the card into the statement's account (the bank's
    // row, booked as a transfer): what the row spends leaves from there, and that account nets to
    // zero; or it booked the row's other half from Uncategorized (the card's repayment, its source
    // unknown): the row's money goes there, and that account nets to zero
    let p = asFound(asPlanned, dup);
    // the other half of an earlier row's move (its counter-posting is this row's own side), when the
    // row says it is a move (a 收入 of the amount a transfer brought the day before is income), or
    // names the other own account (a card's repayment: in one OFX file of a checking and a card
    // statement, the card's `Payment Thank You` is the checking's `Payment to ... card`)
    if (partner === undefined && (dup === null || dup === undefined) && (saysMove(row) || p.transferTo !== null) && tookHalf(p, i)) return;
    const rowErrors = checkAccount(index, p.funding, row, p.currency);
    let counter: CounterChoice;
    let reversesGuess = false;
    let untoldReversal = false;
    // (a fee row of its own placed on a fee account is as sure as a fee column's fee there)
    let feeRowPlaced = false;
    if (p.transferTo) {
      counter = { account: p.transferTo, by: 'payee' };
      rowErrors.push(...checkAccount(index, p.transferTo, row, p.currency));
    } else {
      // (the row's category, its sub-category first, and its other descriptions: see CounterAccounts.choose)
      const query = { payee: row.payee, narration: row.narration, categories: [row.subcategory, row.category], moreWords: row.moreWords ?? null, outgoing: row.amount.isNegative(), date: row.date, currency: p.currency, exclude: [p.funding, ownFor(row)], intoLiability: p.funding.startsWith(`${index.rootNames.liabilities}:`) };
      // (a reversal of a movement of this upload: where that movement's money went, QA of session 47)
      const reversal = isReversal(row);
      const reversalOf = (r: StatementRow) => {
        const reversed = reversedRow(planned.map((x, at) => (at === i ? r : x.row)), i);
        const reversedTo = reversed === null ? undefined : counterById.get(planned[reversed]!.importId);
        // (or of a movement an earlier upload booked: last month's purchase, its 冲正 in this month's statement)
        const inLedger = reversedTo === undefined ? reversedInLedger(index.booked(p.funding, p.currency, r.amount.neg()), p.funding, r) : null;
        return { reversed, reversedTo, inLedger, found: reversedTo !== undefined || (inLedger !== null && index.usable(inLedger.account, r.date, p.currency)) };
      };
      let undoes = reversal ? reversalOf(row) : { reversed: null, reversedTo: undefined, inLedger: null, found: false };
      // (a reversal whose figure's way the file did not tell, 冲正 -320.00 opening a 支出 column: the
      // way that undoes a movement of the upload or the ledger; else its column's way, flagged and warned)
      if (reversal && row.directionUntold && !undoes.found) {
        const turned = { ...row, amount: row.amount.neg() };
        const other = reversalOf(turned);
        if (other.found) [p, undoes] = [{ ...p, row: turned, legs: legsOf(turned) }, other];
        else untoldReversal = true;
      }
      const { reversed, reversedTo, inLedger } = undoes;
      if (reversedTo !== undefined) {
        counter = { account: reversedTo, by: 'refund' };
        reversesGuess = guessedIds.has(planned[reversed!]!.importId);
      } else if (inLedger !== null && index.usable(inLedger.account, row.date, p.currency)) {
        counter = { account: inLedger.account, by: 'refund' };
        reversesGuess = inLedger.txn.flag === '!';
      } else if (waivedFeeWords(row) !== null) {
        // (a fee waived goes back off the fee's account, as this statement or the ledger booked that fee)
        counter = counters.chooseForRefund({ ...query, payee: null, narration: waivedFeeWords(row), categories: [], moreWords: null }, null);
      } else if (isRefund(row)) {
        const fromBatch = row.refundOf ? counterById.get(`${statement.source}:${row.refundOf}`) : undefined;
        counter = fromBatch ? { account: fromBatch, by: 'refund' } : counters.chooseForRefund(query, purchaseOf(transactionById, statement, row));
      } else {
        // another own account named by its number (跨行转账 to 张伟 6222021001987654, the 工商银行
        // card's account_id) is where the money went: a move to it (it was booked to Expenses:Uncategorized)
        // (in the currency the money arrived in, when it was exchanged on its way: Wise's USD sent to 招行 as CNY)
        const byNumber = accountNamedByNumber(index, row, (a) => !query.exclude.includes(a) && (index.usable(a, row.date, p.currency) || (arrivedOf(p) !== null && index.usable(a, row.date, arrivedOf(p)!.currency))));
        // (PayPal's General Withdrawal: a move to the user's bank, the one the row or the ledger's earlier
        // withdrawals name; its Bank Deposit to PP Account, a move from it)
        const withdrawnTo = byNumber === null && isMoveWithBank(row) ? withdrawalAccount(index, row, p.funding, p.currency) : null;
        // (Wise's `Charges for: TRANSFER-…`, a fee row of its own: where the fee columns' fees go, not
        // where its payee's purchases went; it was Expenses:Uncategorized)
        const fee = row.serviceFee === true ? counters.chooseFee(row.date, p.currency, p.funding) : null;
        // (an investment's income goes by the kind the statement says, DIV or INTEREST, before its payee's other rows)
        const byKind = fee === null && byNumber === null && withdrawnTo === null && row.incomeKinds ? counters.chooseIncomeKind(query, row.incomeKinds) : null;
        if (byKind !== null && byKind.kind !== row.incomeKinds![0]) warnings.push({ row: row.row, message: incomeKindWarning(row, p.currency, byKind) });
        // (a side of a currency exchange whose other side was not found: on Uncategorized, warned in
        // rowWarnings; its payee's history is an earlier exchange's, whose only other account is its
        // fee's, and it went to Expenses:Fees silently: QA recheck of session 50, R7)
        const unpairedExchange = row.exchange !== undefined ? { account: uncategorizedAccount(index.rootNames, row.amount.isNegative()), by: 'uncategorized' as const } : null;
        counter = unpairedExchange ?? (fee !== null ? fee : byNumber !== null ? { account: byNumber, by: 'account-id' } : withdrawnTo !== null ? withdrawnTo : (byKind?.choice ?? counters.choose(query)));
        feeRowPlaced = fee !== null && fee.by !== 'uncategorized';
        if (withdrawnTo?.by === 'history') warnings.push({ row: row.row, message: withdrawalByHistoryWarning(withdrawnTo.account, row) });
        // a move to another own account (转账至工商银行) whose other half that account's statement,
        // imported first, booked from Uncategorized (他行汇入 张伟): the row completes it, into that account
        const half = dup === null || dup === undefined ? halfBookedFromUncategorized(p, counter.account) : null;
        if (half !== null) {
          p = { ...p, transferTo: half.uncategorized, transferWarning: settlesWarning(p, half.existing, half.uncategorized) };
          counter = { account: half.uncategorized, by: 'payee' };
        }
      }
      // (a row whose other side is not known, that a later row may be the first half of: after the others)
      if (deferring && counter.by === 'uncategorized' && saysMove(row) && secondHalves.has(i)) {
        deferred.push(i);
        return;
      }
      noteUncategorized(counter.account, row, p.currency, rowErrors);
    }
    const feeAccount = feeAccountFor(p, rowErrors);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      return;
    }
    counterById.set(p.importId, counter.account);
    // a chain's funding is the statement's own account, whatever the method named
    const fundingSure = p.fundingMatched || dup?.kind === 'chain';
    const feeSure = feeAccount === null || !isUncategorized(index.rootNames, feeAccount);
    // (a refund back to a purchase's Uncategorized account is still to be placed, as the purchase is)
    const sure = fundingSure && feeSure && p.transferWarning === null && !reversesGuess && !untoldReversal && (feeRowPlaced || counter.by === 'payee' || counter.by === 'account-id' || (counter.by === 'refund' && !isUncategorized(index.rootNames, counter.account)));
    if (!sure) guessedIds.add(p.importId);
    const t = transaction(p, counter.account, feeAccount, sure ? '*' : '!', counter.by === 'account-id' ? arrivedOf(p) : null);
    addTransaction(t, i);
    const legs = t.postings.map((x) => ({ account: x.account, currency: x.units!.currency!, number: x.units!.number! }));
    if (partner === undefined) noteHalves(p, { date: t.date, payee: t.payee, narration: t.narration, importId: p.importId, postings: legs });
    else addHalf(planned[partner]!, partner, { row: row.row, date: t.date, payee: t.payee, narration: t.narration, importId: p.importId }, legs.find((x) => x.account === p.transferTo)!);
    warnings.push(...rowWarnings(index.rootNames, p, fundingSure, counter, feeAccount, apps));
    if (untoldReversal) warnings.push({ row: row.row, message: untoldReversalWarning(p.row) });
  };
  /** A currency exchange: out of one currency's account into the other's, flagged and warned when its other side is not in the file. */
  const planExchange = (p: PlannedRow, exchange: ExchangeLeg, i: number): void => {
    const rowErrors = [...checkAccount(index, p.funding, p.row, p.currency), ...checkAccount(index, exchange.account, p.row, exchange.currency)];
    const feeAccount = feeAccountFor(p, rowErrors);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      return;
    }
    const feeSure = feeAccount === null || !isUncategorized(index.rootNames, feeAccount);
    addTransaction(exchangeTransaction(p, exchange, feeAccount, exchange.partner !== null && feeSure ? '*' : '!'), i);
    if (exchange.partner === null) warnings.push({ row: p.row.row, message: oneSidedExchangeWarning(p, exchange) });
    warnings.push(...feeWarnings(index.rootNames, p, feeAccount));
  };
  // The rows the ledger already has first: the other half of a move one of them books may be an
  // earlier row of the file (随手记's 转出 of a card repayment, whose 转入 row was written the first
  // time: imported again, it was written a second time, its half not known yet)
  for (let i = 0; i < planned.length; i++) {
    const dup = duplicates[i];
    if (dup?.kind === 'duplicate' && dup.existing !== null) noteHalves(planned[i]!, { ...dup.existing, importId: metaImportId(dup.existing), postings: dup.existing.postings.map((x) => ({ account: x.account, currency: x.units.currency, number: x.units.number })) });
  }
  for (let i = 0; i < planned.length; i++) {
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await yieldToOthers();
    planRow(planned[i]!, i);
  }
  deferring = false;
  // The deferred rows that an earlier row's transaction books the side of are its other halves;
  // of the rest, a row of money out and one of money into another account that say they are the
  // halves of a move and that nothing else places are one move between the two (随手记's 零钱提现,
  // 转出 on WeChat and 转入 at the bank: they were fake spending and fake income)
  const plain = (i: number) => (duplicates[i] === null || duplicates[i] === undefined) && saysMove(planned[i]!.row);
  const unplaced = deferred.filter((i) => !(plain(i) && tookHalf(planned[i]!, i)));
  const pairs = pairHalves(halfRows, unplaced.filter((i) => plain(i) && planned[i]!.row.moveHalf === true));
  const paired = new Set(pairs.values());
  for (const [k, i] of unplaced.entries()) {
    if (k % YIELD_EVERY === YIELD_EVERY - 1) await yieldToOthers();
    const partner = pairs.get(i);
    if (partner !== undefined) planRow({ ...planned[i]!, transferTo: planned[partner]!.funding, transferWarning: pairedWarning(planned[i]!, planned[partner]!) }, i, partner);
    else if (!paired.has(i)) planRow(planned[i]!, i);
  }
  if (deferred.length > 0) {
    inPlannedOrder(transactions, transactionOf);
    inPlannedOrder(duplicateRows, duplicateOf);
  }

  // a file none of whose rows the account can take is most likely sent for the wrong account: refused, as before
  if (planned.length === 0 && otherCurrencyRows.length > 0) errors.push(...otherCurrencyRows);
  if (errors.length > 0) throw statementProblem(statement.format, errors);

  // An Uncategorized account opens with the ledger's first account, not with this upload's first
  // row: an older statement imported later must still find it open.
  const earliestOpen = index.earliestOpenDate();
  const opens: Open[] = [...uncategorizedFirst].map(([account, firstDate]) => {
    const used = index.firstUse(account);
    const date = [firstDate, used, earliestOpen].reduce<string>((min, d) => (d !== undefined && d !== null && d < min ? d : min), firstDate);
    return { type: 'open', date, account, currencies: [], booking: null, meta: {}, source: { file: '<import>', line: 0 } };
  });
  opens.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  skippedRows.sort((a, b) => a.row - b.row);
  warnings.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  // (a header-only export, an OFX without STMTTRN: answered as an import of nothing, unwarned)
  const empty = statement.rows.length === 0 && statement.skipped.every((s) => s.notARow === true) ? [NO_ROWS_WARNING] : [];
  const fileWarnings: ImportWarning[] = [...empty, ...(statement.warnings ?? []), ...ownAccounts.warnings].map((message) => ({ row: null, message }));

  return {
    directives: [...opens, ...transactions],
    // (each transaction is at its row: rowTransaction)
    rows: [...opens.map(() => null), ...transactions.map((t) => t.source.line)],
    report: {
      imported: transactions.length,
      duplicates: duplicateRows.length,
      skipped: skippedRows.length,
      transactions: transactions.map(transactionJson),
      duplicate_rows: duplicateRows,
      skipped_rows: skippedRows.map((s) => ({ row: s.row, reason: s.reason })),
      warnings: [...fileWarnings, ...warnings],
      statement: statementSummary(statement, ownAccounts, (account) => statement.currency ?? (account !== null ? soleCurrency(index, account) : null) ?? defaultCurrency, (account, currency) => (account === null ? null : accountForCurrency(index, account, currency) ?? account)),
    },
    matches,
  };
}

/** What to check of two rows booked as the halves of one move (pairHalves): money out of `out`'s account into `into`'s. */
function pairedWarning(out: PlannedRow, into: PlannedRow): string {
  const days = Math.abs(dayNumber(into.row.date) - dayNumber(out.row.date));
  const when = days === 0 ? 'the same day' : days === 1 ? 'a day apart' : `${days} days apart`;
  return `rows ${out.row.row} and ${into.row.row} move ${out.legs.counter.toString()} ${out.currency} out of ${out.funding} and into ${into.funding} (${when}), and neither names another account: booked as one move between the two, row ${into.row.row} its other half (if they are two movements, book them by hand)`;
}

/** Why a row's money went into an Uncategorized account: the other half of its move was booked from there. */
function settlesWarning(p: PlannedRow, existing: Transaction, uncategorized: string): string {
  const half = existing.postings.find((x) => x.account !== uncategorized)!;
  return `the other half of the move of ${existing.date} (${half.account} ${half.units.number.toString()}), booked from ${uncategorized} as its other end was not known: the money leaves ${p.funding} into ${uncategorized}, which nets to zero`;
}

/** Why a row's money came from an Uncategorized account: its other half was booked to there (settledFunding). */
function settlesFundingWarning(p: PlannedRow, existing: Transaction, uncategorized: string): string {
  const half = existing.postings.find((x) => x.account !== uncategorized)!;
  return `the other half of the move of ${existing.date} (${half.account} ${half.units.number.toString()}), booked to ${uncategorized} as its other end was not known: the money reaches ${p.transferTo} from ${uncategorized}, which nets to zero`;
}

/** Why a row's money went into its statement's own account: the other statement booked the move from there (bookedFromOwn). */
function rebooksWarning(p: PlannedRow, existing: Transaction, own: string): string {
  const half = existing.postings.find((x) => x.account !== own)!;
  return `the move of ${existing.date} (${half.account} ${half.units.number.toString()}) was booked from ${own} by the other account's statement, but this row says ${p.funding} paid: the money moves from ${p.funding} into ${own}, which nets to zero`;
}

/** Why a row paid by card through an app moved only the card's money into the app: the payment was typed by hand on the app. */
function typedOnAppWarning(p: PlannedRow, existing: Transaction, app: string): string {
  const said = existing.payee ?? existing.narration;
  return `the payment was typed by hand on ${app} (${existing.date} "${said}"), and this row says ${p.row.method ?? p.funding} paid through it: the money moves from ${p.funding} into ${app}, and the typed entry stays as written`;
}

/** What the user should check of a row imported: a guessed paying or receiving account, a counter-account or fee not found. */
function rowWarnings(roots: RootNames, p: PlannedRow, fundingSure: boolean, counter: CounterChoice, feeAccount: string | null, apps: ReadonlyMap<string, string>): ImportWarning[] {
  const row = p.row.row;
  const out: ImportWarning[] = [];
  if (!fundingSure && p.fundingWarning !== null) out.push({ row, message: p.fundingWarning });
  if (p.transferWarning !== null) out.push({ row, message: p.transferWarning });
  // (not when the user's payee record placed it, or it settles a half booked from Uncategorized: nothing to check)
  if (p.endUntold !== null && counter.by !== 'payee') out.push({ row, message: p.endUntold });
  // a bank's row naming a payment app (支付宝-滴滴出行) or its credit line (花呗) is a move into it by
  // design, not a guess to check
  const appOrCredit = !counter.account.startsWith(`${roots.assets}:`) || [...apps.keys()].some((app) => counter.account === app || counter.account.startsWith(`${app}:`));
  if (counter.by === 'own-alias' && !appOrCredit) {
    const words = [p.row.payee, p.row.narration].filter(Boolean).join(' / ');
    out.push({ row, message: `${JSON.stringify(words)} names the alias of ${counter.account}, one of your own accounts: booked as a move to it (if the words name a merchant or another bank, book it elsewhere)` });
  }
  if (counter.by === 'paid-before') {
    const words = [p.row.payee, p.row.narration].filter(Boolean).join(' / ');
    out.push({ row, message: `money in from ${JSON.stringify(words)}, whose earlier payments were booked to ${counter.account}: booked back there as a refund (if it is not one, book it elsewhere)` });
  }
  if (counter.by === 'payee-named') {
    const words = [p.row.payee, p.row.narration].filter(Boolean).join(' / ');
    out.push({ row, message: `${JSON.stringify(words)} names ${JSON.stringify(counter.payee)}, whose purchases were booked to ${counter.account}: booked back there as its refund (if it is another's, book it elsewhere)` });
  }
  if (counter.by === 'uncategorized' && p.row.exchange !== undefined) {
    const words = [p.row.payee, p.row.narration].filter(Boolean).join(' / ');
    out.push({ row, message: `${words ? JSON.stringify(words) : 'the row'} is one side of a currency exchange whose other side was not found in this file (or not told apart from another's): booked to ${counter.account}; book it as the exchange, out of one currency's account into the other's` });
  } else if (counter.by === 'uncategorized') {
    const words = [p.row.payee, p.row.narration].filter(Boolean).join(' / ');
    out.push({ row, message: `no account found for ${words ? JSON.stringify(words) : 'the row'}: booked to ${counter.account} (a payee record or an alias would place it)` });
  }
  out.push(...feeWarnings(roots, p, feeAccount));
  return out;
}

function feeWarnings(roots: RootNames, p: PlannedRow, feeAccount: string | null): ImportWarning[] {
  if (p.legs.fee === null || feeAccount === null || !isUncategorized(roots, feeAccount)) return [];
  return [{ row: p.row.row, message: `the fee ${p.legs.fee.toString()} ${p.currency} is booked to ${feeAccount}: no open ${roots.expenses} account is named or aliased for fees` }];
}

/** (a card's `RETURN`, a merchant's credit for goods returned, is one: QA, it went to Income:Uncategorized) */
const REFUND_WORDS = /退款|退货|退回|refund|\breturn(?:ed|s)?\b/i;

/** A refund: said so by the reader (Alipay, WeChat), or money in that a bank or card statement calls one. */
/** What the user is told of a reversal whose way neither the file nor a movement it undoes told. */
function untoldReversalWarning(row: StatementRow): string {
  const way = row.amount.isNegative() ? 'money out, its column\'s way' : 'money in, its column\'s way';
  return `a reversal (冲正) of ${row.amount.abs().toString()} whose figure is negative in its column, with no balance or other figures that show which way it went and no movement of that amount in this upload or the ledger that it undoes: booked as ${way}; check it`;
}

function isRefund(row: StatementRow): boolean {
  if (row.kind !== undefined && row.kind !== 'normal') return row.kind === 'refund';
  const words = `${row.payee ?? ''} ${row.narration ?? ''}`;
  return row.amount.isPositive() && REFUND_WORDS.test(words) && !TAX_REFUND_WORDS.test(words);
}

/**
 * The payment app (of `apps`: account -> app) whose account's alias the row's words name, as a
 * bank names the app a card payment went through (支付宝-滴滴出行); null when they name none or
 * the statement is that app's own.
 */
function appNamedIn(index: LedgerIndex, apps: ReadonlyMap<string, string>, row: StatementRow, source: string): string | null {
  const named = aliasAccount(index, rowWords(row), (account) => apps.has(account));
  const app = named ? apps.get(named.account)! : null;
  return app !== source ? app : null;
}

/** When the statement names no currency, an account restricted to one currency names it. */
function soleCurrency(index: LedgerIndex, account: string): string | null {
  const currencies = index.open.get(account)?.currencies ?? [];
  return currencies.length === 1 ? currencies[0]! : null;
}

/**
 * The purchase a refund belongs to, imported or typed by hand and matched (`byId`): named by the
 * reader, or the longest import id its own id extends.
 */
function purchaseOf(byId: (id: string) => Transaction | undefined, statement: Statement, row: StatementRow): Transaction | null {
  if (row.refundOf) return byId(`${statement.source}:${row.refundOf}`) ?? null;
  if (!row.id) return null;
  const full = `${statement.source}:${row.id}`;
  for (let len = full.length - 1; len > statement.source.length + 4; len--) {
    const t = byId(full.slice(0, len));
    if (t) return t;
  }
  return null;
}

/**
 * Why a move between own accounts is skipped when the other account holds only other currencies
 * (钱迹's 转账 of 2,000.00 CNY into `Assets:Cash:JPY`, 换日元): the row says what left, not what
 * arrived, and no amount is made up; or null. (The whole upload was refused for it.)
 */
function otherCurrencyReason(index: LedgerIndex, row: StatementRow, currency: string, funding: string, other: string): string | null {
  const held = index.open.get(other)?.currencies ?? [];
  if (held.length === 0 || held.includes(currency)) return null;
  const amount = `${row.amount.abs().toString()} ${currency}`;
  const [from, to] = row.amount.isNegative() ? [funding, other] : [other, funding];
  const takes = held.length === 1 ? `only ${held[0]}` : `only ${held.slice(0, -1).join(', ')} and ${held[held.length - 1]}`;
  // (the price on the posting of the account that received)
  const [said, priced] = to === other ? [`how much ${held[0]} arrived`, `${other} <amount> ${held[0]} @@ ${amount}`] : [`how much ${held[0]} left it`, `${to} ${amount} @@ <amount> ${held[0]}`];
  return `a move of ${amount} from ${from} to ${to}, but ${other} takes ${takes}: the row does not say ${said}, and none is made up; book the exchange by hand with that amount and its price (${priced})`;
}

/** Why a move to an account closed by the row's date is skipped (it was said to need an alias it has), or null. */
function closedTransferReason(index: LedgerIndex, counterMethod: string | null, move: string): string | null {
  const closed = counterMethod === null ? null : closedMethodAlias(index, counterMethod);
  return closed === null ? null : `move between own accounts (${move}) to ${closed.account}, closed on ${closed.closeDate}: reopen it, or give the account that receives now that alias`;
}

function checkAccount(index: LedgerIndex, account: string, row: StatementRow, currency: string): StatementError[] {
  // (an account closed since the row's date, named by the row's method: fundingAccount)
  const open = index.open.get(account) ?? index.openWhenClosedSince(account, row.date);
  if (!open) return [new StatementError(`account ${account} ${index.everOpened.has(account) ? 'is closed' : 'is not open'}`, row.row)];
  if (open.date > row.date) return [new StatementError(`the row is dated ${row.date}, before account ${account} was opened (${open.date})`, row.row)];
  if (open.currencies.length > 0 && !open.currencies.includes(currency)) {
    return [new StatementError(`account ${account} does not allow currency ${currency} (it allows ${open.currencies.join(', ')})`, row.row)];
  }
  return [];
}

function checkUncategorized(index: LedgerIndex, account: string, row: StatementRow, currency: string): StatementError | null {
  const open = index.open.get(account);
  if (open !== undefined && open.date > row.date) {
    return new StatementError(`the row is dated ${row.date}, before account ${account} was opened (${open.date}): move its open directive to ${row.date} or earlier to import this statement`, row.row);
  }
  if (open !== undefined) return checkAccount(index, account, row, currency)[0] ?? null;
  if (index.everOpened.has(account)) return new StatementError(`account ${account} is closed, so the row has no counter-account`, row.row);
  return null;
}

/**
 * Whether a column of three capital letters that no role reads names currencies: one of its codes
 * is a currency this service knows by name (CURRENCY_NAMES), the ledger's default or one an open
 * account allows; a column of bank codes (`CMB`, `ICB`) does not.
 */
function namesCurrencies(index: LedgerIndex, unread: UnreadCurrencies, defaultCurrency: string): boolean {
  const known = new Set([...Object.values(CURRENCY_NAMES), defaultCurrency, ...index.operatingCurrencies, ...[...index.open.values()].flatMap((o) => o.currencies)]);
  return [...unread.byRow.values()].some((code) => known.has(code));
}

/**
 * A row whose code in a column of currency codes that no role reads is not the currency it would
 * be booked in (the statement's, its account's): 12,800 JPY was booked as 12,800 CNY.
 */
function unreadCurrencyError(column: string, code: string, row: StatementRow, currency: string): StatementError {
  const name = JSON.stringify(column);
  return new StatementError(`column ${name} says ${code}, but no column is read as the currency: the row would be booked as ${row.amount.abs().toString()} ${currency}; map ${name} to the role "currency"`, row.row);
}

/** The metadata that keeps what a row spent in another currency than the one booked (`12.99 USD`). */
const SPENT_KEY = 'original_amount';
/** What the payee received of money out exchanged on its way (Wise's Exchange To Amount), where the transaction books the amount sent. */
const RECEIVED_KEY = 'received_amount';

const IMPORT_SOURCE: Source = { file: '<import>', line: 0 };

function posting(account: string, number: Decimal, currency: string, source: Source): PostingSpec {
  return { account, flag: null, units: { number, currency }, cost: null, price: null, priceIsTotal: false, meta: {}, source };
}

/** The row's transaction, dated, named and identified as the row, with the postings `legs` makes. */
function rowTransaction(p: PlannedRow, flag: string, legs: (source: Source) => PostingSpec[]): RawTransaction {
  const source: Source = { ...IMPORT_SOURCE, line: p.row.row };
  return {
    type: 'transaction',
    date: p.row.date,
    flag,
    // (a statement's text, which the user did not type, cleaned as it was read: again for what a reader put together)
    payee: p.row.payee === null ? null : statementText(p.row.payee),
    narration: statementText(p.row.narration ?? ''),
    tags: [],
    links: [],
    meta: {
      [IMPORT_ID_KEY]: { type: 'string', value: p.importId },
      ...(p.row.chargesInFile ? { [CHARGES_SIGN_KEY]: { type: 'string', value: p.row.chargesInFile } } : {}),
      ...(p.row.spent ? { [SPENT_KEY]: { type: 'string', value: `${p.row.spent.amount.abs().toString()} ${p.row.spent.currency}` } } : {}),
    },
    source,
    postings: legs(source),
  };
}

/**
 * The row's transaction. `arrived`: the money reached `counter`, another own account, in another
 * currency (Wise's Exchange To Amount): booked there as it arrived, at the total price of what
 * left less the fee (`Assets:Bank:CMB 7147.55 CNY @@ 995.48 USD`); otherwise it is kept in the
 * metadata beside the counter-posting in the row's currency (the payee received it).
 */
function transaction(p: PlannedRow, counter: string, feeAccount: string | null, flag: string, arrived: Arrived | null): RawTransaction {
  const t = rowTransaction(p, flag, (source) => [
    posting(p.funding, p.legs.funding, p.currency, source),
    arrived === null ? posting(counter, p.legs.counter, p.currency, source) : { ...posting(counter, arrived.amount, arrived.currency, source), price: { number: p.legs.counter, currency: p.currency }, priceIsTotal: true },
    ...(p.legs.fee !== null && feeAccount !== null ? [posting(feeAccount, p.legs.fee, p.currency, source)] : []),
  ]);
  const received = arrivedOf(p);
  if (arrived !== null || received === null) return t;
  return { ...t, meta: { ...t.meta, [RECEIVED_KEY]: { type: 'string', value: `${received.amount.toString()} ${received.currency}` } } };
}

type Arrived = NonNullable<StatementRow['arrived']>;

/** What the row's money out became in another currency on its way (null: none, or in the row's own currency). */
function arrivedOf(p: PlannedRow): Arrived | null {
  const arrived = p.row.arrived ?? null;
  return arrived !== null && arrived.currency !== p.currency ? arrived : null;
}

/**
 * An exchange's transaction: the side that left priced at what arrived (`-482.20 EUR @@ 520.14
 * USD`, `+520.14 USD`); with a fee, which the side that left paid on top, the side that arrived is
 * priced at what left less the fee, and the fee is booked as usual.
 */
function exchangeTransaction(p: PlannedRow, exchange: ExchangeLeg, feeAccount: string | null, flag: string): RawTransaction {
  // (PayPal's conversion rows say what they are only in their Type: `General Currency Conversion`)
  const named = p.row.narration === null && p.row.category ? { ...p, row: { ...p.row, narration: p.row.category } } : p;
  return rowTransaction(named, flag, (source) => {
    const own = posting(p.funding, p.legs.funding, p.currency, source);
    const other = posting(exchange.account, exchange.number, exchange.currency, source);
    const priced = (x: PostingSpec, number: Decimal, currency: string): PostingSpec => ({ ...x, price: { number: number.abs(), currency }, priceIsTotal: true });
    if (p.legs.fee === null || feeAccount === null) {
      return p.legs.funding.isNegative() ? [priced(own, exchange.number, exchange.currency), other] : [own, priced(other, p.legs.funding, p.currency)];
    }
    return [own, priced(other, p.legs.counter, p.currency), posting(feeAccount, p.legs.fee, p.currency, source)];
  });
}

/** What to check of an exchange booked from one side's row: the other side's account and amount, as the row says them. */
function oneSidedExchangeWarning(p: PlannedRow, exchange: ExchangeLeg): string {
  const amount = `${exchange.number.abs().toString()} ${exchange.currency}`;
  const how = exchange.estimated ? `, estimated at the row's exchange rate (check it against ${exchange.account}'s statement)` : '';
  const way = p.legs.funding.isNegative() ? `into ${exchange.account}` : `out of ${exchange.account}`;
  return `a currency exchange whose other side is not in this file: booked as ${amount} ${way}${how}; importing ${exchange.account}'s statement later finds its row as this transaction`;
}

/**
 * Whether a transaction that matched a row with a fee moved only what the other side received:
 * the net amount left the funding account (booked from the other side's statement, which shows
 * no fee), so the row's fee is still missing from the ledger.
 */
function movedWithoutFee(txn: Transaction, p: PlannedRow): boolean {
  if (p.legs.fee === null || metaImportId(txn) === p.importId) return false;
  const on = (n: Decimal) => txn.postings.some((x) => x.account === p.funding && x.units.currency === p.currency && x.units.number.eq(n));
  return !on(p.legs.funding) && on(p.legs.counter.neg());
}

/** The fee of a row whose movement the ledger already has without it: funding account -> fee account. */
function feeTransaction(p: PlannedRow, feeAccount: string, flag: string): RawTransaction {
  const fee = p.legs.fee!;
  return rowTransaction(p, flag, (source) => [posting(p.funding, fee.neg(), p.currency, source), posting(feeAccount, fee, p.currency, source)]);
}

function transactionJson(t: RawTransaction): JsonTransaction {
  const meta: Record<string, string> = {};
  for (const [k, v] of Object.entries(t.meta)) if (v.type === 'string') meta[k] = v.value;
  return {
    date: t.date,
    flag: t.flag,
    payee: t.payee,
    narration: t.narration,
    tags: [...t.tags],
    links: [...t.links],
    meta,
    postings: t.postings.map((p) => ({ account: p.account, units: { number: p.units!.number!.toString(), currency: p.units!.currency! }, price: priceJson(p) })),
  };
}

/**
 * A posting's price as the import writes it, per unit (`7147.55 CNY @@ 995.48 USD`: 0.1392… USD), as
 * the answer gives it once written; the report's postings had none (the HTTP answer falls back to them).
 */
function priceJson(p: PostingSpec): JsonAmount | null {
  if (p.price == null || p.price.number === null || p.price.currency === null || p.units?.number == null) return null;
  const number = p.priceIsTotal && !p.units.number.isZero() ? perUnitPrice(p.price.number, p.units.number) : p.price.number;
  return { number: number.toString(), currency: p.price.currency };
}

/** Whether the row says it is a move between own accounts, whole or half (upload-halves.ts). */
function saysMove(row: StatementRow): boolean {
  return row.kind === 'transfer' || row.moveHalf === true;
}

/** Sort `items` in place by the planned row each came from (`of`, the same order): stable, so a row's transactions keep theirs. */
function inPlannedOrder<T>(items: T[], of: readonly number[]): void {
  const sorted = items.map((item, k) => ({ item, at: of[k]! })).sort((a, b) => a.at - b.at);
  sorted.forEach(({ item }, k) => (items[k] = item));
}

function existingJson(existing: Transaction | null): DuplicateRow['existing'] {
  return existing ? { date: existing.date, payee: existing.payee, narration: existing.narration, import_id: metaImportId(existing) } : null;
}

function duplicateJson(p: PlannedRow, reason: string, existing: DuplicateRow['existing']): DuplicateRow {
  return {
    row: p.row.row,
    date: p.row.date,
    payee: p.row.payee,
    narration: p.row.narration,
    amount: { number: p.row.amount.toString(), currency: p.currency },
    import_id: p.importId,
    reason,
    // no source position: it would name a file on the server
    existing,
  };
}

function metaImportId(t: Transaction): string | null {
  const v = t.meta[IMPORT_ID_KEY];
  return v?.type === 'string' ? v.value : null;
}

/** `currencyOf` names the currency of a balance that states none, as for a row: the statement's, its account's only one, else the default. */
/**
 * `accountOf` names the account of a balance in a currency (of a file of several currencies' pockets,
 * Revolut's: Assets:Revolut:USD for the USD one), where the statement's own account is the one its
 * id names; the balance reported first is the own account's currency's.
 */
function statementSummary(statement: Statement, own: OwnAccounts, currencyOf: (account: string | null) => string, accountOf: (account: string | null, currency: string) => string | null): StatementSummary {
  const json = (b: StatementBalance): JsonAmount => ({ number: b.amount.toString(), currency: b.currency ?? currencyOf(own.forAccountId(b.accountId)) });
  const account = (b: StatementBalance) => accountOf(own.forAccountId(b.accountId), json(b).currency);
  const summary: StatementSummary = {};
  const all = statement.balances ?? [];
  const balance = all.find((b) => b.accountId === null && b.currency !== null && account(b) === own.forAccountId(null)) ?? statement.balance;
  if (balance) {
    summary.balance = json(balance);
    if (balance.date) summary.date = balance.date;
  }
  if (all.length > 1) {
    summary.balances = all.map((b) => ({ account_id: b.accountId, account: account(b), balance: json(b), date: b.date }));
  }
  return summary;
}
