// OFX statements (1.x SGML and 2.x XML): bank (STMTRS) and credit-card (CCSTMTRS) statements,
// several accounts per file. Of an investment statement (INVSTMTRS) what moves the account's cash
// and nothing else is read (investment.ts); trades and moves of securities are reported as skipped.
import { readEachRow, StatementError, type SkippedRow, type Statement, type StatementBalance, type StatementRow } from '../statement.ts';
import { decodeWithCharset } from '../text-decoding.ts';
import { findAll, leafText, parseOfxTree, type OfxElement } from './ofx-tree.ts';
import { clean, currencyCode, parseOfxAmount, parseOfxDate } from './ofx-values.ts';
import { readInvestment, securitiesOf } from './investment.ts';
import { quotedCell, statementText } from '../../text/statement-text.ts';
import { withUncleanedReading } from '../uncleaned-text.ts';

export { parseOfxAmount, parseOfxDate } from './ofx-values.ts';

/** A statement closing balance per account (OFX LEDGERBAL). */
export type OfxBalance = StatementBalance;

export interface OfxStatement extends Statement {
  /** Every LEDGERBAL of the file, one per account statement (an investment statement's: its cash, INVBAL AVAILCASH). */
  readonly balances: readonly OfxBalance[];
}

/** Whether text looks like OFX (header or <OFX> root near the start). */
export function looksLikeOfx(head: string): boolean {
  return /^\s*OFXHEADER\s*:/i.test(head) || /<\?OFX\b/i.test(head) || /<OFX>/i.test(head);
}

/** Decode the bytes according to the OFX header's CHARSET/ENCODING or the XML declaration. */
export function decodeOfx(content: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(content.subarray(0, 2048));
  const xmlEnc = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xmlEnc) return decodeWithCharset(content, xmlEnc[1]!);
  const charset = /CHARSET\s*:\s*([^\s<]+)/i.exec(head)?.[1] ?? null;
  const encoding = /ENCODING\s*:\s*([^\s<]+)/i.exec(head)?.[1] ?? null;
  if (encoding && /utf-?8|unicode/i.test(encoding)) return decodeWithCharset(content, 'utf-8');
  return decodeWithCharset(content, charset ?? encoding);
}

export function readOfxStatement(content: Uint8Array): OfxStatement {
  const text = decodeOfx(content);
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new StatementError('not an OFX file: no <OFX> element');
  // (each value's text as statementText leaves it; when that changed some, the rows also take the ids of their reading before)
  let changed = false;
  const cleaned = (t: string) => {
    const c = statementText(t);
    if (c !== t) changed = true;
    return c;
  };
  const statement = readOfxBody(text.slice(start), cleaned);
  return changed ? withUncleanedReading(statement, () => readOfxBody(text.slice(start), (t) => t)) : statement;
}

function readOfxBody(body: string, text: (t: string) => string): OfxStatement {
  const root = parseOfxTree(body, text);
  checkComplete(root);
  // one account's statement the bank could not give (code 2003, account not found) costs that
  // account only: the others in the file are read
  const failed = STATEMENT_RESPONSES.flatMap((name) => findAll(root, name)).filter((response) => bankError(response) !== null);
  checkStatus(root, failed);
  const failedStatements = new Set(failed.flatMap((response) => STATEMENTS.flatMap((name) => findAll(response, name))));

  // each transaction is read at the end, so that one that cannot be read is skipped, not fatal
  const reads: (() => StatementRow)[] = [];
  const skipped: SkippedRow[] = [];
  const balances: OfxBalance[] = [];
  const warnings: string[] = [];
  let rowNumber = 0;
  let defaultCurrency: string | null = null;

  const statements = [...findAll(root, 'STMTRS'), ...findAll(root, 'CCSTMTRS')].filter((st) => !failedStatements.has(st));
  for (const st of statements) {
    const accountId = leafText(st, 'BANKACCTFROM', 'ACCTID') ?? leafText(st, 'CCACCTFROM', 'ACCTID');
    const currency = currencyCode(leafText(st, 'CURDEF'));
    defaultCurrency ??= currency;
    for (const trn of findAll(st, 'STMTTRN')) {
      const row = ++rowNumber;
      reads.push(() => readTransaction(trn, row, accountId, currency));
    }
    const balance = readBalance(st, accountId, currency);
    if (balance) balances.push(balance);
  }
  const investments = findAll(root, 'INVSTMTRS').filter((inv) => !failedStatements.has(inv));
  const securities = investments.length > 0 ? securitiesOf(root) : new Map();
  for (const inv of investments) {
    const accountId = leafText(inv, 'INVACCTFROM', 'ACCTID');
    const currency = currencyCode(leafText(inv, 'CURDEF'));
    defaultCurrency ??= currency;
    const read = readInvestment(inv, {
      accountId,
      currency,
      securities,
      nextRow: () => ++rowNumber,
      readBankTransaction: (trn, row) => readTransaction(trn, row, accountId, currency),
    });
    reads.push(...read.reads);
    skipped.push(...read.skipped);
    warnings.push(...read.warnings);
    if (read.balance) balances.push(read.balance);
  }
  for (const response of failed) {
    const accountId = leafText(response, 'ACCTID');
    skipped.push({ row: ++rowNumber, reason: `${accountId === null ? "an account's statement" : `the statement of account ${accountId}`} is missing: ${bankError(response)!}` });
  }
  if (statements.length === 0 && investments.length === 0) {
    if (failed.length > 0) throw new StatementError(bankError(failed[0]!)!);
    if (findAll(root, 'ACCTINFORS').length > 0) throw new StatementError('this OFX file is an account list (ACCTINFORS), not a statement: it has no transactions');
    throw new StatementError('this OFX file holds no bank, credit-card or investment statement');
  }
  const rows = readEachRow(reads, (read) => read(), skipped);
  skipped.sort((a, b) => a.row - b.row);
  const first = balances[0];
  return {
    format: 'ofx',
    source: 'ofx',
    rows,
    skipped,
    currency: defaultCurrency,
    balances,
    ...(first ? { balance: first } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/**
 * A file cut short in the download (a dropped connection, a partial save) still parses: the
 * transaction it ends in reads with the amount's first digits (`<TRNAMT>25` of 2500.00), and the
 * closing balance with what was left of it. A whole file closes `<OFX>`, and every transaction
 * its `<STMTTRN>` (OFX requires the end tags of aggregates, in SGML too); without them the file
 * is refused, since no row of it can be trusted to be whole.
 */
function checkComplete(root: OfxElement): void {
  const ofx = root.children.find((c) => c.name === 'OFX');
  if (ofx === undefined || !ofx.closed) throw new StatementError('the file looks cut off: it ends before its closing </OFX> (download it again)');
  const open = findAll(ofx, 'STMTTRN').findIndex((trn) => !trn.closed);
  if (open >= 0) throw new StatementError(`the file looks cut off or damaged: its transaction ${open + 1} has no closing </STMTTRN>`);
}

/** The responses that each carry one account's statement, with a STATUS of their own. */
const STATEMENT_RESPONSES = ['STMTTRNRS', 'CCSTMTTRNRS', 'INVSTMTTRNRS'];
const STATEMENTS = ['STMTRS', 'CCSTMTRS', 'INVSTMTRS'];

/** What the bank said in a STATUS with SEVERITY ERROR, else null. */
function errorOf(status: OfxElement | undefined): string | null {
  if (status === undefined || (leafText(status, 'SEVERITY') ?? '').toUpperCase() !== 'ERROR') return null;
  const code = leafText(status, 'CODE') ?? '?';
  const message = leafText(status, 'MESSAGE');
  return `the OFX file reports an error from the bank (code ${code})${message ? `: ${message}` : ''}`;
}

/** The error a response's own STATUS reports, or null. */
function bankError(response: OfxElement): string | null {
  return errorOf(response.children.find((c) => c.name === 'STATUS'));
}

/**
 * Any other response with SEVERITY ERROR (the signon, above all) means the bank sent no data: say
 * what it said. The `failed` statement responses are left to the caller, which drops their accounts.
 */
function checkStatus(root: OfxElement, failed: readonly OfxElement[]): void {
  const excused = new Set(failed.map((response) => response.children.find((c) => c.name === 'STATUS')));
  for (const status of findAll(root, 'STATUS')) {
    const error = excused.has(status) ? null : errorOf(status);
    if (error !== null) throw new StatementError(error);
  }
}

function readTransaction(trn: OfxElement, row: number, accountId: string | null, statementCurrency: string | null): StatementRow {
  const posted = leafText(trn, 'DTPOSTED') ?? leafText(trn, 'DTUSER');
  if (!posted) throw new StatementError('the transaction has no DTPOSTED date', row);
  const date = parseOfxDate(posted);
  if (!date) throw new StatementError(`DTPOSTED ${quotedCell(posted)} is not a valid date`, row);
  const amountText = leafText(trn, 'TRNAMT');
  if (!amountText) throw new StatementError('the transaction has no TRNAMT amount', row);
  const amount = parseOfxAmount(amountText);
  if (!amount) throw new StatementError(`TRNAMT ${quotedCell(amountText)} is not a number`, row);
  // <CURRENCY> means TRNAMT is in that currency; <ORIGCURRENCY> only names where it came from:
  // the amount is already in the statement's default currency (CURDEF).
  const currency = currencyCode(leafText(trn, 'CURRENCY', 'CURSYM')) ?? statementCurrency;
  const name = clean(leafText(trn, 'NAME') ?? leafText(trn, 'PAYEE', 'NAME'));
  const memo = clean(leafText(trn, 'MEMO'));
  const fitid = clean(leafText(trn, 'FITID'));
  return {
    row,
    date,
    amount,
    currency,
    payee: name,
    narration: memo,
    id: fitid,
    method: null,
    status: clean(leafText(trn, 'TRNTYPE')),
    accountId,
  };
}

function readBalance(st: OfxElement, accountId: string | null, currency: string | null): OfxBalance | null {
  const bal = st.children.find((c) => c.name === 'LEDGERBAL');
  if (!bal) return null;
  const text = leafText(bal, 'BALAMT');
  const amount = text ? parseOfxAmount(text) : null;
  if (!amount) return null; // an empty balance is no balance
  const asOf = leafText(bal, 'DTASOF');
  return { accountId, amount, currency, date: asOf ? parseOfxDate(asOf) : null };
}
