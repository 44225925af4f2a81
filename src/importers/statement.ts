// What every statement reader (CSV, OFX, PDF, .xlsx) produces: rows in the statement's own terms,
// before any account is chosen. Matching, dedupe and directive building work on these.
import type { Decimal } from '../ledger/core/decimal.ts';

export interface StatementRow {
  /** 1-based row number in the source (CSV line, OFX transaction index, PDF row index) for error messages. */
  readonly row: number;
  /** Transaction date, YYYY-MM-DD. */
  readonly date: string;
  /** Signed amount from the point of view of the statement's own account: negative = money out. */
  readonly amount: Decimal;
  readonly currency: string | null;
  /** Counterparty / merchant (交易对方, NAME, 摘要...). */
  readonly payee: string | null;
  /** Description of the goods or the transfer (商品说明, MEMO...). */
  readonly narration: string | null;
  /**
   * What the row's other description cells say (交易类型, 附言, 交易地点…, besides the narration):
   * read with the payee and the narration by the rules that match words.
   */
  readonly moreWords?: string | null;
  /**
   * The counterparty's account number from a column of its own (对方账号 beside 对方户名): read only
   * to find another own account by its account_id (account-number.ts), never a payee or words.
   */
  readonly counterpartyNumber?: string | null;
  /** The statement's own id for this row (OFX FITID, Alipay 交易订单号, WeChat 交易单号); null if none. */
  readonly id: string | null;
  /**
   * The id as the file holds it when a spreadsheet program took its digits away
   * (`4.2000000012024E+21`): `id` is then null, and the ledger's own import ids that round to it
   * may give it back (import-statement.ts).
   */
  readonly lostId?: string;
  /** The funding method named in the row (收/付款方式, 支付方式), used to pick a funding account. */
  readonly method: string | null;
  /**
   * The statement's own category of the row (Alipay 交易分类; a bookkeeping app's 分类, 类别,
   * Category), a hint for the counter-account.
   */
  readonly category?: string | null;
  /**
   * A bookkeeping app's sub-category of the row (随手记's 子分类, 钱迹's 二级分类, MoneyWiz's `餐饮 >
   * 晚餐` after the `>`): read before the category, as the more specific.
   */
  readonly subcategory?: string | null;
  /**
   * The kind of income the statement says the row is (an OFX INCOME's INCOMETYPE: interest, dividend,
   * capital gain), then the kinds to book it as when no account of that kind is open: the first kind
   * with an open account decides, before the payee's other rows (a security's dividend does not take its interest along).
   */
  readonly incomeKinds?: readonly string[];
  /** Statement-specific status text (交易成功, 已全额退款...), kept for reasons and metadata. */
  readonly status: string | null;
  /** For multi-account statements (OFX): the statement account id (ACCTID) this row belongs to. */
  readonly accountId: string | null;
  /**
   * What kind of movement this is (absent = 'normal': money between `method`/own account and a counter-account).
   * 'refund': money back for an earlier purchase; 'transfer': a neutral move between two of the user's own
   * accounts, from `method` to `counterMethod` (amount is from the `method` side's point of view).
   */
  readonly kind?: 'normal' | 'refund' | 'transfer';
  /** For a refund: the statement id of the purchase it refunds, when known. */
  readonly refundOf?: string | null;
  /** For a transfer: the text naming the receiving own account (matched through alias metadata). */
  readonly counterMethod?: string | null;
  /**
   * A row that says it counts as neither money out nor money in (京东's and 美团's 不计收支), read as a
   * move from its method's account to the one `counterMethod` names, where `ownNames` name the
   * statement's own account: booked only when both are the user's accounts, named so, and differ;
   * otherwise skipped with `reason` (uncounted-move.ts).
   */
  readonly uncountedMove?: { readonly reason: string; readonly ownNames: readonly string[] };
  /**
   * The row says it is one half of a move between own accounts that the file lists as two rows
   * (随手记's 转出 and 转入): the other half of an earlier row's move may be this row (upload-halves.ts).
   */
  readonly moveHalf?: boolean;
  /**
   * A fee the payment service charged for this movement (WeChat 备注 `服务费¥0.10`, the older
   * Alipay export's 服务费（元）), positive, less than the amount, and part of it: money out of the
   * account pays the amount and the other side receives it less the fee (a ¥100.10 零钱提现 lands
   * ¥100.00 at the bank); money in arrives less the fee. The fee is booked to an Expenses account.
   */
  readonly fee?: Decimal | null;
  /**
   * The row is a fee the service charged as a row of its own (Wise's `Wise Charges for: CARD-…`),
   * money out: booked on the account the fee columns' fees go to, whatever its payee (the merchant
   * of the movement it was charged for) would name.
   */
  readonly serviceFee?: boolean;
  /**
   * What money out became in another currency before it reached the other side (Wise's Exchange
   * To Amount in Exchange To: -1000.00 USD, fees included, sent as 7147.55 CNY): a move to an own
   * account books that amount there, at the price of what left less the fee; otherwise it is kept
   * in the transaction's metadata.
   */
  readonly arrived?: { readonly amount: Decimal; readonly currency: string } | null;
  /**
   * The payee came from a column that versions before 2026-11-27 did not read (Sparkasse's
   * `Beguenstigter/Zahlungspflichtiger`): those imported the row with no payee, under the id made
   * without it, which is tried too.
   */
  readonly payeeNewlyRead?: boolean;
  /**
   * The id came from a column that versions before 2026-11-29 did not read (京东's 交易订单号):
   * those imported the row under the id made of its content, which is tried too.
   */
  readonly idNewlyRead?: boolean;
  /**
   * The row's direction was read since 2026-11-29 against its column's (a reversal: `冲正 -560.00`
   * in a 支出 column, or written positive in one written negative, read as money in): versions
   * before took its column's way and imported it under the id made with the opposite amount,
   * which is tried too.
   */
  readonly signNewlyRead?: boolean;
  /**
   * The row's figure was negative in its money column (支出 or 收入) and nothing in the file told
   * which way it went (no balance column that shows it, no other figures of the column): it keeps its
   * column's way, which a reversal (冲正) opening a file may not go (QA re-check 2 of session 48, B1).
   */
  readonly directionUntold?: boolean;
  /**
   * What versions before 2026-11-27 read otherwise in this row (a payee with Excel's `="…"` around
   * its number, the first description column only, the amount in the currency spent rather than
   * the one booked): they imported it under the id made from that, which is tried too, so that a
   * statement imported then is not imported again.
   */
  /**
   * What was spent, in the currency spent, where the account was booked another amount in its own
   * currency (a card's 交易金额 12.99 美元 beside 记账金额 94.03 人民币): kept in the transaction's metadata.
   */
  readonly spent?: { readonly amount: Decimal; readonly currency: string };
  /**
   * The row is one side of a currency exchange within the statement's own money (PayPal's `General
   * Currency Conversion`, Wise's `Converted 500.00 USD to 3,883.62 HKD`): one transaction with its
   * other side, not spending or income (exchange-pairs.ts).
   */
  readonly exchange?: RowExchange;
  /**
   * Of a card statement of one signed amount column: which sign the file gave the charges, kept in
   * the row's metadata (card-sign-history.ts) for the card's next file.
   */
  readonly chargesInFile?: 'positive' | 'negative';
  readonly readBefore?: { /** of the row's sign */ readonly amount?: Decimal; readonly payee?: string | null; readonly narration?: string | null };
  /**
   * What versions before 2026-11-28 read in this row where the statement's text held characters
   * that statementText takes out (a zero-width space, a direction mark, a control) or a header that
   * held one and was not read: they imported it under the ids made from these, which are tried too.
   */
  readonly readUncleaned?: { readonly id: string | null; readonly payee: string | null; readonly narration: string | null };
}

/** One side of a currency exchange: `key` ties it to its other side, which `other` says what it is of, when the row tells. */
export interface RowExchange {
  readonly key: string;
  /**
   * The key is only the row's date and time (Revolut's sides carry no id): two exchanges of one
   * second share it, and their sides are told apart by their currencies and amounts (exchange-pairs.ts).
   */
  readonly byTime?: boolean;
  /** The currency the row's words say the other side is in (Revolut's `Exchanged to USD`, `Exchanged from EUR`). */
  readonly namedCurrency?: string;
  /** the other side's currency, and its amount (unsigned; null when the row does not say it), `estimated` from a rate */
  readonly other: { readonly currency: string; readonly amount: Decimal | null; readonly estimated: boolean } | null;
}

/** A closing balance the statement states for one of its accounts. */
export interface StatementBalance {
  readonly amount: Decimal;
  readonly currency: string | null;
  readonly date: string | null;
  /** the statement account (OFX ACCTID) it belongs to; null for single-account formats */
  readonly accountId: string | null;
}

/** A row the reader decided not to import, with why. */
export interface SkippedRow {
  readonly row: number;
  readonly reason: string;
  /** A line that sums rows up or repeats the header: no movement (a table of only such lines lists none). */
  readonly notARow?: boolean;
}

/** The result of reading one statement file. */
export interface Statement {
  readonly format: 'csv' | 'ofx' | 'pdf' | 'xlsx';
  /** Which reader recognised it: 'alipay', 'wechat', 'bank', 'ofx', 'pdf'. */
  readonly source: string;
  readonly rows: readonly StatementRow[];
  readonly skipped: readonly SkippedRow[];
  /** Closing balance the statement states (OFX LEDGERBAL; the first account's when there are several), reported, never written. */
  readonly balance?: StatementBalance;
  /** Every closing balance of a multi-account statement (OFX), one per statement account that states one. */
  readonly balances?: readonly StatementBalance[];
  /** Default currency of the statement (OFX CURDEF, 'CNY' for Alipay/WeChat). */
  readonly currency: string | null;
  /**
   * The amounts came from one signed column with nothing else saying which way they go (no
   * debit/credit columns, no direction column): for a credit card they may list charges as positive.
   */
  readonly signedAmounts?: boolean;
  /** Whether the statement's own account is funded by the method column ("余额"/"零钱" = the account itself). */
  readonly ownMethodNames?: readonly string[];
  /** What the reader guessed of the whole file that the user should check (how its dates were read). */
  readonly warnings?: readonly string[];
  /** A column of currency codes that no role reads, when none is read as the currency (a bank CSV's): see UnreadCurrencies. */
  readonly unreadCurrencies?: UnreadCurrencies;
}

/**
 * A column of currency codes (`JPY`, `CNY`) that the reader did not read as the rows' currency:
 * a row it would book in another currency than its code is refused, naming the column.
 */
export interface UnreadCurrencies {
  /** the column's name as written (its number, from 1, in a file without a header row) */
  readonly column: string;
  /** row (as StatementRow's `row`) -> the code the column says */
  readonly byRow: ReadonlyMap<number, string>;
}

/** Raised by readers for a row that cannot be read: the whole upload is rejected with its row number. */
/** The words a row says of itself: its payee and narration. */
export function rowWords(row: StatementRow): string {
  return `${row.payee ?? ''} ${row.narration ?? ''}${row.moreWords ? ` ${row.moreWords}` : ''}`;
}

export class StatementError extends Error {
  readonly row: number | null;
  constructor(message: string, row: number | null = null) {
    super(message);
    this.row = row;
  }
}

/**
 * Read every data line with `read`; a line it cannot read (it throws a StatementError naming the
 * row) is skipped with the reason, so one damaged row does not cost the rest of the statement.
 * When no line at all can be read, the file is most likely not what it seemed: the first error
 * is thrown and the upload is rejected. `read` returns null for a line that is no row.
 */
export function readEachRow<L, T>(lines: Iterable<L>, read: (line: L) => T | null, skipped: SkippedRow[]): T[] {
  const out: T[] = [];
  const unreadable: StatementError[] = [];
  for (const line of lines) {
    try {
      const value = read(line);
      if (value !== null) out.push(value);
    } catch (e) {
      if (!(e instanceof StatementError) || e.row === null) throw e;
      unreadable.push(e);
    }
  }
  if (out.length === 0 && unreadable.length > 0) throw unreadable[0]!;
  for (const e of unreadable) skipped.push({ row: e.row!, reason: `unreadable row: ${e.message}` });
  return out;
}

/** The longest cell a row may have: what the API takes as one text (a narration, a payee). */
export const MAX_CELL_LENGTH = 4096;

export function checkCellLengths(cells: readonly string[], row: number): void {
  const long = cells.findIndex((c) => c.length > MAX_CELL_LENGTH);
  if (long >= 0) throw new StatementError(`cell ${long + 1} has ${cells[long]!.length} characters, more than the ${MAX_CELL_LENGTH} a text may have`, row);
}

/**
 * A data row with more filled cells than its header has columns (an unquoted `1,234.56`, a comma in
 * an unquoted text): its cells cannot be trusted. Extra empty cells are trailing commas, unless the
 * header itself ends in an empty cell (Alipay's `备注,`): then a row one cell wider is shifted, its
 * last empty cell the header's (an Alipay row with `1,000.00` unquoted was booked as 1, import QA).
 * Nor can a row with a cell longer than MAX_CELL_LENGTH: a 5 MB 商品 cell was written into the
 * ledger as a narration (and bean-check then took 16 s).
 */
export function checkRowWidth(cells: readonly string[], headerWidth: number, row: number, headerEndsEmpty = false): void {
  checkCellLengths(cells, row);
  if (cells.length <= headerWidth || (!headerEndsEmpty && cells.slice(headerWidth).every((c) => c.trim() === ''))) return;
  throw new StatementError(`the row has ${cells.length} cells but the header has ${headerWidth} columns (a comma inside an unquoted value?)`, row);
}

/**
 * The fee of a row whose (unsigned) amount is `amount`: null when there is none or it is zero; an
 * error naming the row when it is not less than the amount (then the cells cannot be trusted).
 */
export function rowFee(fee: Decimal | null, amount: Decimal, row: number): Decimal | null {
  if (fee === null || fee.isZero()) return null;
  if (fee.isNegative() || fee.abs().cmp(amount.abs()) >= 0) throw new StatementError(`the fee ${fee.toString()} is not less than the amount ${amount.abs().toString()}`, row);
  return fee;
}
