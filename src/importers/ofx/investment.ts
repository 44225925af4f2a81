// Investment statements (INVSTMTRS), read for what each entry does to the account's cash. Cash
// movements (INVBANKTRAN) are bank transactions of that cash; income (INCOME: dividends, interest,
// capital gains distributions) and the account's costs (MARGININTEREST, INVEXPENSE) are money into
// or out of it, against an Income or Expenses account. Securities are not booked: a holding is
// kept at cost under a commodity of its own, which needs a commodity name and an account for it
// that the statement does not give (it names a security by CUSIP). So a trade is skipped, cash side
// included, and what the skipped entries moved of the cash is said in a warning, beside the
// statement's own cash (INVBAL AVAILCASH), which is reported as the account's closing balance.
import { Decimal } from '../../ledger/core/decimal.ts';
import { StatementError, type SkippedRow, type StatementBalance, type StatementRow } from '../statement.ts';
import { findAll, findElement, leafText, type OfxElement } from './ofx-tree.ts';
import { clean, currencyCode, parseOfxAmount, parseOfxDate } from './ofx-values.ts';
import { quotedCell } from '../../text/statement-text.ts';

/** A security of the file's SECLIST: its name and ticker, by its UNIQUEID. */
export interface Security {
  readonly name: string | null;
  readonly ticker: string | null;
}

/** The securities the file lists (SECLIST), by UNIQUEID. */
export function securitiesOf(root: OfxElement): Map<string, Security> {
  const out = new Map<string, Security>();
  for (const info of findAll(root, 'SECINFO')) {
    const id = clean(leafText(info, 'SECID', 'UNIQUEID'));
    if (id !== null) out.set(id, { name: clean(leafText(info, 'SECNAME')), ticker: clean(leafText(info, 'TICKER')) });
  }
  return out;
}

export interface InvestmentContext {
  readonly accountId: string | null;
  /** the statement's CURDEF */
  readonly currency: string | null;
  readonly securities: ReadonlyMap<string, Security>;
  /** the next row number of the file */
  readonly nextRow: () => number;
  /** reads a STMTTRN (of an INVBANKTRAN) as a bank's */
  readonly readBankTransaction: (trn: OfxElement, row: number) => StatementRow;
}

export interface InvestmentRead {
  /** each row's reading, done by the caller (one that cannot be read is skipped, not fatal) */
  readonly reads: (() => StatementRow)[];
  readonly skipped: SkippedRow[];
  /** the statement's cash (INVBAL AVAILCASH) as of its DTASOF */
  readonly balance: StatementBalance | null;
  /** what the user should know of the file: the cash the skipped entries moved */
  readonly warnings: string[];
}

/**
 * What an INCOME's INCOMETYPE is, in words for the narration, and as kinds of income the keyword
 * table reads, its own first, then the others to book it as when no account of its kind is open.
 */
const INCOME_TYPES: Readonly<Record<string, { words: string; kinds: readonly string[] }>> = {
  DIV: { words: 'Dividend', kinds: ['dividend', 'interest', 'capital gain'] },
  INTEREST: { words: 'Interest', kinds: ['interest', 'dividend', 'capital gain'] },
  CGLONG: { words: 'Long-term capital gain distribution', kinds: ['capital gain', 'dividend', 'interest'] },
  CGSHORT: { words: 'Short-term capital gain distribution', kinds: ['capital gain', 'dividend', 'interest'] },
  MISC: { words: 'Investment income', kinds: [] },
};

/** Entries that are money into or out of the cash and nothing else: imported as rows. */
const CASH_ENTRIES = new Set(['INCOME', 'MARGININTEREST', 'INVEXPENSE']);
const BUYS = new Set(['BUYDEBT', 'BUYMF', 'BUYOPT', 'BUYOTHER', 'BUYSTOCK']);
const SELLS = new Set(['SELLDEBT', 'SELLMF', 'SELLOPT', 'SELLOTHER', 'SELLSTOCK']);
/** What the entries that move securities and no cash of the account are. */
const SECURITY_ENTRIES: Readonly<Record<string, string>> = {
  REINVEST: 'income reinvested in the security it came from (no cash moved)',
  TRANSFER: 'a transfer of securities into or out of the account',
  SPLIT: 'a split of a security',
  CLOSUREOPT: 'an option closed (exercised, assigned or expired)',
  JRNLSEC: 'a move of securities between sub-accounts of the account',
  JRNLFUND: "a move of cash between sub-accounts of the account (its cash as a whole does not change)",
};
const NOT_BOOKED = 'securities are not booked by the importer (a holding is kept at cost, under a commodity and an account of its own): book it by hand';

export function readInvestment(inv: OfxElement, ctx: InvestmentContext): InvestmentRead {
  const out: InvestmentRead = { reads: [], skipped: [], balance: availableCash(inv, ctx), warnings: [] };
  const about = `investment statement (INVSTMTRS) of account ${ctx.accountId ?? '?'}`;
  const list = inv.children.find((c) => c.name === 'INVTRANLIST');
  const entries = list ? list.children.filter((c) => c.text === null) : [];
  if (entries.length === 0) out.skipped.push({ row: ctx.nextRow(), reason: `${about}: it holds positions only, nothing to import` });
  /** the cash the skipped entries moved, by currency, and their rows */
  const left = new Map<string, Decimal>();
  const leftRows: number[] = [];
  for (const e of entries) {
    const row = ctx.nextRow();
    if (e.name === 'INVBANKTRAN') {
      const cash = e.children.find((c) => c.name === 'STMTTRN');
      if (cash) out.reads.push(() => ctx.readBankTransaction(cash, row));
      else out.skipped.push({ row, reason: `${about}: cash movement (INVBANKTRAN) without a STMTTRN` });
    } else if (CASH_ENTRIES.has(e.name)) {
      out.reads.push(() => readCashEntry(e, row, ctx));
    } else {
      const trade = tradeOf(e, ctx);
      out.skipped.push({ row, reason: `${about}: ${trade?.what ?? SECURITY_ENTRIES[e.name] ?? 'an entry this importer does not read'} (${e.name}), not imported: ${NOT_BOOKED}${trade ? ', its cash side included' : ''}` });
      if (trade?.cash) {
        left.set(trade.cash.currency, (left.get(trade.cash.currency) ?? Decimal.ZERO).add(trade.cash.amount));
        leftRows.push(row);
      }
    }
  }
  const moved = [...left].filter(([, amount]) => !amount.isZero());
  if (moved.length > 0) {
    const sums = moved.map(([currency, amount]) => `${amount.toString()} ${currency}`).join(' and ');
    // what the skipped entries took out is still in the ledger's cash, what they brought in is not
    const off = moved.map(([currency, amount]) => `${amount.abs().toString()} ${currency} ${amount.isNegative() ? 'more' : 'less'}`).join(' and ');
    const statementCash = out.balance ? ` (INVBAL AVAILCASH ${out.balance.amount.toString()}${out.balance.currency ? ` ${out.balance.currency}` : ''})` : '';
    out.warnings.push(
      `${about}: the entries skipped (${rowsWords(leftRows)}) moved ${sums} of its cash, which this import leaves out: the account's cash in the ledger will be ${off} than the statement's${statementCash} until they are booked by hand`,
    );
  }
  return out;
}

/** The statement's cash: INVBAL's AVAILCASH, as of the statement's DTASOF; null when it has none. */
function availableCash(inv: OfxElement, ctx: InvestmentContext): StatementBalance | null {
  const bal = inv.children.find((c) => c.name === 'INVBAL');
  const text = bal ? leafText(bal, 'AVAILCASH') : null;
  const amount = text ? parseOfxAmount(text) : null;
  if (!amount) return null;
  const asOf = leafText(inv, 'DTASOF');
  return { accountId: ctx.accountId, amount, currency: ctx.currency, date: asOf ? parseOfxDate(asOf) : null };
}

/** "row 2", "rows 2 and 5", "rows 2, 5 and 9"; of many, the first ten and how many more. */
function rowsWords(rows: readonly number[]): string {
  if (rows.length === 1) return `row ${rows[0]}`;
  if (rows.length > 10) return `rows ${rows.slice(0, 10).join(', ')} and ${rows.length - 10} more`;
  return `rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}`;
}

/** The security an entry names: its name or ticker from SECLIST, else its id (`CUSIP 922908769`); null when it names none. */
function securityOf(e: OfxElement, ctx: InvestmentContext): { known: string | null; said: string } | null {
  const secid = findElement(e, 'SECID');
  const id = secid ? clean(leafText(secid, 'UNIQUEID')) : null;
  if (id === null) return null;
  const listed = ctx.securities.get(id);
  const known = listed ? (listed.name ?? listed.ticker) : null;
  if (known !== null) return { known, said: listed!.ticker && listed!.name ? `${listed!.ticker} (${listed!.name})` : known };
  return { known: null, said: `${clean(leafText(secid!, 'UNIQUEIDTYPE')) ?? 'security'} ${id}` };
}

/** The currency of an entry's amounts: its own CURRENCY aggregate's, else the statement's. */
function entryCurrency(e: OfxElement, ctx: InvestmentContext): string | null {
  return currencyCode(leafText(e, 'CURRENCY', 'CURSYM')) ?? ctx.currency;
}

/**
 * A trade, or a return of capital, in words, and what it moved of the account's cash: a purchase
 * takes its TOTAL out, a sale or a return of capital brings it in (by the kind of entry, whatever
 * sign the bank gave the TOTAL). Null for an entry that is neither.
 */
function tradeOf(e: OfxElement, ctx: InvestmentContext): { what: string; cash: { amount: Decimal; currency: string } | null } | null {
  const buy = BUYS.has(e.name);
  if (!buy && !SELLS.has(e.name) && e.name !== 'RETOFCAP') return null;
  const security = securityOf(e, ctx)?.said ?? 'a security';
  const totalText = leafText(e, 'TOTAL');
  const total = totalText ? parseOfxAmount(totalText) : null;
  const currency = entryCurrency(e, ctx);
  const cash = total && currency ? { amount: buy ? total.abs().neg() : total.abs(), currency } : null;
  const sum = cash ? `${cash.amount.abs().toString()} ${cash.currency}` : null;
  if (e.name === 'RETOFCAP') return { what: `a return of capital${sum ? ` of ${sum}` : ''} from ${security}`, cash };
  const unitsText = leafText(e, 'UNITS');
  const units = unitsText ? parseOfxAmount(unitsText)?.abs().normalize().toString() : undefined;
  return { what: `${buy ? 'a purchase' : 'a sale'} of ${units !== undefined ? `${units} ` : ''}${security}${sum ? ` for ${sum}` : ''}`, cash };
}

/**
 * An entry that only moves money into or out of the cash: INCOME brings its TOTAL in (as signed:
 * a reversal is negative), MARGININTEREST and INVEXPENSE take it out. The date is the day the cash
 * moved (DTSETTLE), else the trade date.
 */
function readCashEntry(e: OfxElement, row: number, ctx: InvestmentContext): StatementRow {
  const tran = e.children.find((c) => c.name === 'INVTRAN') ?? e;
  const dated = leafText(tran, 'DTSETTLE') ?? leafText(tran, 'DTTRADE');
  if (!dated) throw new StatementError(`the ${e.name} entry has no DTTRADE date`, row);
  const date = parseOfxDate(dated);
  if (!date) throw new StatementError(`DTTRADE ${quotedCell(dated)} is not a valid date`, row);
  const totalText = leafText(e, 'TOTAL');
  if (!totalText) throw new StatementError(`the ${e.name} entry has no TOTAL amount`, row);
  const total = parseOfxAmount(totalText);
  if (!total) throw new StatementError(`TOTAL ${quotedCell(totalText)} is not a number`, row);
  const security = securityOf(e, ctx);
  const income = e.name === 'INCOME' ? (INCOME_TYPES[(leafText(e, 'INCOMETYPE') ?? '').trim().toUpperCase()] ?? INCOME_TYPES.MISC!) : null;
  const words = income?.words ?? (e.name === 'MARGININTEREST' ? 'Margin interest' : 'Investment expense');
  // a security with no name in SECLIST is named by its id in the narration, for the user to tell which
  const unnamed = security !== null && security.known === null ? ` (${security.said})` : '';
  return {
    row,
    date,
    amount: income ? total : total.abs().neg(),
    currency: entryCurrency(e, ctx),
    payee: security?.known ?? null,
    narration: `${clean(leafText(tran, 'MEMO')) ?? words}${unnamed}`,
    category: income ? (income.kinds[0] ?? null) : e.name === 'MARGININTEREST' ? 'interest' : 'fee',
    ...(income !== null && income.kinds.length > 0 ? { incomeKinds: income.kinds } : {}),
    id: clean(leafText(tran, 'FITID')),
    method: null,
    status: income ? `INCOME ${(leafText(e, 'INCOMETYPE') ?? '').trim().toUpperCase()}`.trim() : e.name,
    accountId: ctx.accountId,
  };
}
