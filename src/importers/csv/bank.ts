// Any bank's CSV: columns found by their English, Chinese or German header names, or named by
// the user's `mapping` (column name -> role; column number -> role for a file without a header
// row). One amount column, signed or with its direction in a column of its own (借/贷, Dr/Cr,
// S/H), or separate debit/credit (支出/收入) columns.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { checkCellLengths, checkRowWidth, readEachRow, rowFee, StatementError, type SkippedRow, type Statement, type StatementRow, type UnreadCurrencies } from '../statement.ts';
import type { CsvLine } from './csv-table.ts';
import { asciiForms, cleanText, dateReadBothWays, headerCurrency, headerKey, inferMonthDayOrder, inferSlashOrder, isRocDateColumn, isShortYearColumn, parseDate, parseRocDate, parseMonthDay, parseMoney, parseShortYearDate, resolveMonthDay, type DecimalMark, type Money, type MonthDayOrder, type SlashOrder, unwrapExcelText } from './cells.ts';
import { quotedCell, statementText } from '../../text/statement-text.ts';
import { findHeaderRow, findStatementFrame, isCountsLine, isFooterLine, isSummaryLine, type HeaderVocabulary } from './header-row.ts';
import { checkLastLineWhole } from './cut-off-line.ts';
import { NEWLY_READ_PAYEE_COLUMNS, PAYEE_COLUMN_NAMES } from '../payee-column-names.ts';
import { hasTraditional, toSimplified } from '../../text/traditional-chinese.ts';
import { DIRECTION_COLUMN_NAMES, saysMoveHalf, saysNotCounted, saysTransfer, sideOf } from '../direction-words.ts';
import { uncountedMove } from './uncounted-move.ts';
import { directionWordsColumn, loneNegativeIncome, loneNegativeIncomeWarning, mixedSignConventions, rowTypeColumns, saysDirections, turnedRowsWarning } from './direction-column.ts';
import { currencyNamed, preambleCurrency } from './statement-currency.ts';
import { isGenericNarration } from '../counter-account.ts';
import { isAmountWithCurrency, splitAmountWithCurrency, withCurrencyNames } from './amount-with-currency.ts';
import { statementDecimalMark, type DecimalClues, type MoneyColumn } from './decimal-mark.ts';
import { ReversalFigures } from './reversal-figures.ts';
import { isPaypalActivity, notCompletedReason } from './paypal-activity.ts';
import { exchangeSide } from './currency-exchange.ts';
import { headerlessTable } from './headerless-columns.ts';
import { unknownHeader, unknownHeaderNote } from './unknown-header.ts';

export const BANK_HEADER: HeaderVocabulary = {
  // Revolut: Completed Date (the day the balance moved) before Started Date; ING-DiBa: Buchung before Valuta;
  // ING (NL): Datum, written 20251231; 钱迹: 时间 (2023-12-01 09:00); 交易时间 beside 交易日 or 记账日 is the time
  // of day (QA of session 47: `记账日,交易时间` was a 422, no valid date in "10:22:11")
  date: ['date', 'transactiondate', 'trans.date', 'transdate', 'posteddate', 'postingdate', 'postdate', 'bookingdate', 'completeddate', 'valuedate', 'starteddate', 'buchung', 'buchungstag', 'buchungsdatum', 'valuta', 'datum', '交易日期', '记账日期', '入账日期', '日期', '交易日', '记账日', '交易时间', '日付', '时间'],
  // the posting date, read when a row leaves the transaction date empty (a card's repayment row)
  posted: ['记账日', '记账日期', '入账日期', '入账日', 'posteddate', 'postingdate', 'postdate'],
  // ICBC's 收入/支出金额 is one signed column (-88.00 is money out), as in its PDF
  // ING (NL): Bedrag (EUR), unsigned, its direction in Af Bij
  // A card's 交易金额 is what was spent, in the currency spent (12.99 美元); 记账金额 (入账, 结算, 人民币金额) what the
  // card was booked, in its own currency (94.03 人民币): the booked one first (QA: -12.99 CNY was booked)
  // ICBC's debit card: 交易金额/币种, the amount and its currency in one cell (-12.99/USD), as each money column may be
  // PayPal: Gross, the amount before its Fee (the balance moves by Net, Gross + Fee)
  amount: withCurrencyNames(['记账金额', '入账金额', '结算金额', '清算金额', '人民币金额', 'settlementamount', 'postingamount', 'billingamount', 'amount', 'transactionamount', 'betrag', 'bedrag', '交易金额', '金额', '发生额', '收入/支出金额', 'gross']),
  // ICBC's 明细 has both 交易金额 (in the currency spent) and 记账金额 (what the account was booked, in its own
  // currency): the booked one first; a column that holds no amount gives way to another (fillMoneyColumns)
  // Hong Kong's and Taiwan's banks: 提款 and 存款 (中銀香港), headers compared in Simplified characters
  // Japan's banks (MUFG: 日付, 摘要, 摘要内容, 支払い金額, 預かり金額, 差引残高), in headerKey form (預 is 预, 額 额)
  debit: withCurrencyNames(['debit', 'debitamount', 'withdrawal', 'withdrawals', 'moneyout', 'paidout', '支出', '支出金额', '借方发生额', '借方金额', '付款金额', '记账金额(支出)', '交易金额(支出)', '支取金额', '提款', '提款金额', '支払い金额', 'お支払金额']),
  credit: withCurrencyNames(['credit', 'creditamount', 'deposit', 'deposits', 'moneyin', 'paidin', '收入', '收入金额', '存入', '存入金额', '贷方发生额', '贷方金额', '收款金额', '记账金额(收入)', '交易金额(收入)', '存款', '存款金额', '预かり金额', 'お预り金额']),
  payee: PAYEE_COLUMN_NAMES,
  // the counterparty's account or card number (对方账号 beside 对方户名): another own account's
  // account_id makes the row a move to it (QA: a 跨行转账 to the user's 工商银行 card was not)
  // (Wise: Payee Account Number; N26: Account number; Revolut Business: Beneficiary account number,
  // Beneficiary IBAN. A statement's own number in such a column, as Lloyds writes it, names no other account)
  counterpartyNumber: ['对方账号', '对方帐号', '对方账户号', '对方账户号码', '对方卡号', '对方卡号/账号', '对方账号/卡号', '对手账号', '交易对手账号', '收/付款方账号', '收(付)方账号', 'counterpartyaccount', 'counterpartyaccountnumber', 'payeeaccountnumber', 'beneficiaryaccountnumber', 'beneficiaryaccount', 'beneficiaryiban', 'counterpartyiban', 'accountnumber', 'iban'],
  // the two parties in columns of their own (DKB): the row's payee is the other one than the
  // account holder, the recipient of money out, the payer of money in
  // (Wise: Payer Name, Payee Name)
  payer: ['zahlungspflichtige*r', 'zahlungspflichtiger', 'payername'],
  recipient: ['zahlungsempfänger*in', 'zahlungsempfänger', 'payeename'],
  // N26: Payment Reference; ING (NL): Mededelingen; ABC (农业银行): 交易附言; 中国银行: 交易名称 (工资, ATM取款; its 附言 is
  // mostly dashes); BoCom's card export: 交易说明 (its words tell a
  // repayment from a charge when every amount is positive); MUFG: 摘要内容 (the payee) before 摘要 (カード, 振込);
  // PayPal: Subject (what the payment was for, its Type a kind of row)
  narration: ['description', 'details', 'narrative', 'memo', 'transactiondetails', 'paymentreference', 'mededelingen', 'verwendungszweck', 'buchungstext', '摘要内容', 'お取引内容', '摘要', '交易摘要', '交易说明', '商品说明', '交易名称', '用途', '附言', '交易附言', '备注', '交易描述', '交易用途', '交易地点/附言', '附言/用途', '交易备注', '交易类型', '说明', 'subject'],
  // the first of two currency columns is taken (ING-DiBa: the balance's, then the amount's; the same currency);
  // 随手记: 账户币种; Firefly III: currency_code (before its foreign_ and native_currency_code, not read)
  currency: ['currency', 'ccy', 'billingcurrency', 'währung', 'waehrung', '币种', '货币', '币别', '记账币种', '入账币种', '结算币种', '清算币种', '交易币种', '账户币种', 'currency_code', 'currencycode', '币种代码', '货币代码', '货币类型', '币种类型'],
  balance: withCurrencyNames(['balance', 'runningbalance', 'saldo', 'saldonamutatie', '余额', '账户余额', '联机余额', '本次余额', '交易后余额', '结余', '差引残高', '残高']),
  // 京东's 交易订单号 and 云闪付's 订单号, read since 2026-11-29 (NEWLY_READ_ID_COLUMNS): a mapping named them
  // Wise: TransferWise ID, read since 2026-11-29 (NEWLY_READ_ID_COLUMNS): the two sides of a conversion share it
  id: ['transactionid', 'id', 'referencenumber', 'reference', '流水号', '交易流水号', '交易编号', '交易单号', '交易订单号', '订单号', 'transferwiseid'],
  // PayPal: the transaction a row belongs to (the two General Currency Conversion rows of a payment name it)
  referenceId: ['referencetxnid'],
  // PayPal: Credit or Debit for a row that moved the balance, Memo for one that did not (a hold, an authorization)
  balanceImpact: ['balanceimpact'],
  // Wise: what a conversion (or a payment in another currency) exchanged, and what arrived (a transfer
  // abroad: -1000.00 USD that reached the payee as 7147.55 CNY)
  exchangeFrom: ['exchangefrom'],
  exchangeTo: ['exchangeto'],
  exchangeRate: ['exchangerate'],
  exchangeToAmount: ['exchangetoamount'],
  // the own account a row's money moved by, as a mapping's "method" (京东's 收/付款方式 `京东白条`,
  // 云闪付's 付款卡/收款卡 `工商银行借记卡(3445)`, 美团's 支付方式): the account whose alias it names
  // (QA of session 47: every row was booked on the statement's account)
  method: ['收/付款方式', '付款卡/收款卡', '收款卡/付款卡', '付款卡', '支付方式', '付款方式'],
  // a column that says what kind of row each is (Revolut's Type, the apps' 收支类型, 类型, 交易类型) is
  // one when its cells say directions (see typeDirection below)
  direction: DIRECTION_COLUMN_NAMES,
  // Revolut's State (COMPLETED, PENDING, REVERTED...), HSBC's Transaction status (POSTED),
  // Sparkasse's Info (Umsatz gebucht, Umsatz vorgemerkt)
  status: ['state', 'status', 'transactionstatus', '交易状态', 'info'],
  // a fee charged on top of the amount (Revolut: the balance moves by Amount - Fee)
  fee: ['fee', 'fees'],
  // a fee inside the amount (Wise's Total fees: the balance moves by Amount, fees included, either
  // way; money in arrived after the fee was taken)
  feeInside: ['totalfees'],
  // the bookkeeping apps' category of a row (随手记's 分类 and 子分类, 钱迹's 分类 and 二级分类, 鲨鱼记账's
  // 类别, MoneyWiz's Category `餐饮 > 晚餐`, Firefly III's category): what the counter-account is
  category: ['分类', '类别', '一级分类', '账目分类', 'category'],
  subcategory: ['子分类', '二级分类', 'subcategory', 'sub-category'],
};

/** The id columns that versions before 2026-11-29 did not read: their rows were imported under ids made of their content. */
const NEWLY_READ_ID_COLUMNS: ReadonlySet<string> = new Set(['交易订单号', '订单号', 'transferwiseid']);

/**
 * Columns that describe a row besides those named as narration (ICBC's 交易详情, CCB's 交易地点): every
 * one is read, the narration the most specific of them (see readDescriptions). 招商银行's app export
 * writes what a row was in 客户摘要 (财付通-微信零钱充值, 电费) beside its 交易摘要 (快捷支付, 一网通支付),
 * which was not read: the 交易摘要 stays the narration column, so that its rows imported before keep
 * their ids (readBefore).
 */
const MORE_DESCRIPTIONS = ['交易详情', '详情', '交易地点', '交易场所', '交易附言/用途', '客户摘要'];

/**
 * A bank's word for a whole kind of row (消费, 转账支出, 网上快捷支付; isGenericNarration's and these
 * words of a statement's description columns): the narration only when no column of the row says
 * more (CCB's 摘要 `消费` beside 交易地点/附言 `财付通-京东到家`).
 */
const KIND_WORDS = /^(转账支出|转账收入|转账存入|转账转出|跨行汇入|代发|存款|收费|网上快捷支付|其他|其它|往来款)$/;
const isKindOfRow = (text: string) => isGenericNarration(text) || KIND_WORDS.test(toSimplified(text));

/** The columns read as figures: dates and money, whose full-width digits are read as ASCII. */
const FIGURE_ROLES: ReadonlySet<string> = new Set(['date', 'posted', 'amount', 'debit', 'credit', 'balance', 'fee', 'feeInside', 'exchangeRate', 'exchangeToAmount']);

/** The columns that hold money, whose cells tell the decimal mark. */
const MONEY_ROLES = ['amount', 'debit', 'credit', 'balance', 'fee', 'feeInside', 'exchangeToAmount'] as const;

const ROLES = new Set(['date', 'posted', 'amount', 'debit', 'credit', 'payee', 'narration', 'description', 'currency', 'balance', 'id', 'direction', 'method', 'to_method', 'category', 'status', 'fee', 'ignore']);

/** What the roles that name accounts (and the category, which finds one) mean, for the mapping's 400. */
const ACCOUNT_ROLES = 'method: the own account a row\'s money moves by (an alias names it); to_method: of a move between own accounts (钱迹\'s 转账, 还款), the own account the amount reaches from the method one; category: the app\'s category of the row (随手记\'s 分类), or two columns, a category and its sub-category (分类 and 子分类), which find the other account by an account\'s alias or the keyword table';

/**
 * A user's column mapping, validated: header key -> role. Empty when the mapping says only how to
 * read the cells (date_order, decimal_separator): the columns are then found by the header's names.
 */
export interface ColumnMapping {
  readonly columns: ReadonlyMap<string, string>;
  /** header key -> the column's name as the user wrote it, for messages (a key is in Simplified characters: 預かり金額 is 预かり金额) */
  readonly written: ReadonlyMap<string, string>;
  /**
   * role -> column index (from 0) when every column is named by its number, 1 for the first: how a
   * file without a header row (TD, BMO) is mapped. Null when some column is named by its header.
   */
  readonly positions: ReadonlyMap<string, number> | null;
  readonly slashOrder: SlashOrder | null;
  /** `decimal_separator`: what the amounts' fraction follows; null: told by the cells. */
  readonly decimalMark: DecimalMark | null;
}

/** The roles a mapping may give several columns: the narration's texts are joined, in the mapping's order. */
const SEVERAL_COLUMNS: ReadonlySet<string> = new Set(['narration', 'ignore']);

/** The role a mapping may give two columns: a category and its sub-category, the one further right read first. */
const TWO_COLUMNS = 'category';

/** The keys of a mapping that say how to read the cells rather than name a column. */
const READING_OPTIONS = ['date_order', 'decimal_separator'];

/**
 * Validate the `mapping` field: `{"Column": "role", ...}`, `{"columns": {...}, "date_order":
 * "dmy"|"mdy", "decimal_separator": "."|","}`, or the options alone (`{"date_order": "mdy"}`,
 * also with `"columns": {}`), which apply on top of the columns found by the header's names, as
 * the warnings that name them promise (QA: `{"date_order": "mdy"}` was a 400 that asked for the
 * columns, and `"columns": {}` one that asked for a date column).
 */
export function parseColumnMapping(mapping: unknown): ColumnMapping {
  const bad = (message: string) => Problem.badRequest('invalid mapping', [{ path: 'mapping', message }]);
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) throw bad('must be an object of column name -> role');
  const m = mapping as Record<string, unknown>;
  const nested = typeof m.columns === 'object' && m.columns !== null;
  const options = READING_OPTIONS.filter((k) => m[k] !== undefined);
  const optionsOnly = !nested && options.length > 0 && Object.keys(m).every((k) => READING_OPTIONS.includes(k));
  const raw = nested ? (m.columns as Record<string, unknown>) : optionsOnly ? {} : m;
  if (raw === m && options.length > 0) {
    throw bad('date_order and decimal_separator go beside the columns: {"columns": {"Column": "role", ...}, "decimal_separator": ","}, or alone: {"decimal_separator": ","}');
  }
  let slashOrder: SlashOrder | null = null;
  if (raw !== m && m.date_order !== undefined) {
    if (m.date_order !== 'dmy' && m.date_order !== 'mdy') throw bad('date_order must be "dmy" or "mdy"');
    slashOrder = m.date_order;
  }
  let decimalMark: DecimalMark | null = null;
  if (raw !== m && m.decimal_separator !== undefined) {
    if (m.decimal_separator !== '.' && m.decimal_separator !== ',') throw bad('decimal_separator must be "." or ","');
    decimalMark = m.decimal_separator;
  }
  const columns = new Map<string, string>();
  const written = new Map<string, string>();
  // a role names one column (the second was ignored unsaid), but for the narration, read from each
  const named = new Map<string, string>();
  const categories: string[] = [];
  for (const [name, role] of Object.entries(raw)) {
    if (typeof role !== 'string' || !ROLES.has(role)) throw bad(`column ${JSON.stringify(name)}: role must be one of ${[...ROLES].join(', ')} (${ACCOUNT_ROLES})`);
    const read = role === 'description' ? 'narration' : role;
    const first = named.get(read);
    if (read === TWO_COLUMNS && categories.push(name) > 2) {
      throw bad(`columns ${categories.map((c) => JSON.stringify(c)).join(', ')} all have the role "category": it names one column, or two (a category and its sub-category)`);
    }
    if (first !== undefined && !SEVERAL_COLUMNS.has(read) && read !== TWO_COLUMNS) {
      throw bad(`columns ${JSON.stringify(first)} and ${JSON.stringify(name)} both have the role "${role}": it names one column (only narration, or description, may name several, whose texts are read together, and category two: a category and its sub-category)`);
    }
    named.set(read, first ?? name);
    // (as the header cells are read: a name copied from the file may hold their invisible characters)
    columns.set(headerKey(statementText(name)), read);
    written.set(headerKey(statementText(name)), name);
  }
  if (columns.size === 0 && options.length > 0) return { columns, written, positions: null, slashOrder, decimalMark };
  const roles = new Set(columns.values());
  if (!roles.has('date')) throw bad('no column has the role "date"');
  if (!roles.has('amount') && !roles.has('debit') && !roles.has('credit')) throw bad('no column has the role "amount" (or "debit"/"credit")');
  const positions = columnPositions(columns);
  if (positions !== null && [...positions.values()].some((i) => i < 0)) throw bad('columns named by number count from 1 (the first column)');
  return { columns, written, positions, slashOrder, decimalMark };
}

/** role -> column index (from 0) when every key of the mapping is a column number (1 for the first), else null. */
function columnPositions(columns: ReadonlyMap<string, string>): Map<string, number> | null {
  if (![...columns.keys()].every((k) => /^\d+$/.test(k))) return null;
  const positions = new Map<string, number>();
  for (const [k, role] of columns) if (role !== 'ignore' && !positions.has(role)) positions.set(role, Number(k) - 1);
  return positions;
}

/**
 * Where a statement's rows are: the header's cells (null in a file without a header row), the
 * column of each role, and the index of the first line of rows.
 */
interface TableLayout {
  readonly header: readonly string[] | null;
  readonly columns: ReadonlyMap<string, number>;
  readonly firstRow: number;
  /** the columns a mapping names as the narration, in its order (empty when found by the header's names) */
  readonly narrations: readonly number[];
  /** the category columns, the most specific first: the sub-category's, or of two mapped, the one further right */
  readonly categories: readonly number[];
  /** how the columns of a file without a header row were read from its rows, said as a warning */
  readonly readAs?: string;
  /** the lines after the first row that are not the table's (a headerless file's footer that does not fit its columns) */
  readonly notTableLines?: ReadonlySet<number>;
}

/**
 * The table a mapping names: the first line with every mapped header name; or, when the mapping
 * numbers the columns, the first line that reads as a row (a date and an amount where it says),
 * so that a file without a header row is read from its first line. Numbers are always positions:
 * a row whose cells hold the numbers (a `1` and a `3`) must not be taken for a header.
 */
function layoutFromMapping(lines: readonly CsvLine[], mapping: ColumnMapping): TableLayout {
  if (mapping.positions === null) {
    const named = headerFromMapping(lines, mapping);
    if (!named) throw new StatementError(noMappedHeader(lines, mapping));
    const keys = lines[named.index]!.cells.map(headerKey);
    const narrations = [...mapping.columns].filter(([, role]) => role === 'narration').map(([k]) => keys.indexOf(k));
    const categories = mappedCategories(mapping, (k) => keys.indexOf(k));
    return { header: lines[named.index]!.cells, columns: withColumnsReadByName(named.columns, keys, mapping), firstRow: named.index + 1, narrations, categories };
  }
  const positions = mapping.positions;
  const firstRow = lines.slice(0, 80).findIndex((l) => readsAsRow(l.cells, positions));
  if (firstRow < 0) {
    const money = MONEY_SIDES.filter((role) => positions.has(role)).map((role) => `${positions.get(role)! + 1} (${role})`);
    throw new StatementError(`no line has a date in column ${positions.get('date')! + 1} and an amount in column ${money.join(' or ')}, as the mapping numbers them (1 is the first column)`);
  }
  const narrations = [...mapping.columns].filter(([, role]) => role === 'narration').map(([k]) => Number(k) - 1);
  return { header: null, columns: positions, firstRow, narrations, categories: mappedCategories(mapping, (k) => Number(k) - 1) };
}

/** The columns a mapping names as the category, the one further right first (a sub-category follows its category: 分类, 子分类). */
function mappedCategories(mapping: ColumnMapping, at: (key: string) => number): number[] {
  return [...mapping.columns].filter(([, role]) => role === 'category').map(([k]) => at(k)).sort((a, b) => b - a);
}

/** The columns one of which holds a row's amount. */
const MONEY_SIDES = ['amount', 'debit', 'credit'] as const;

/** Whether a line holds a row where `columns` say: a date (or, when the date is empty, a posting date) and an amount. */
function readsAsRow(cells: readonly string[], columns: ReadonlyMap<string, number>): boolean {
  const at = (role: string) => {
    const i = columns.get(role);
    return i === undefined ? undefined : cells[i];
  };
  const date = cleanText(at('date')) ?? cleanText(at('posted'));
  return isDate(date) && MONEY_SIDES.some((role) => holdsFigure(at(role)));
}

/** A date with its year in either order, one without its year, or one of the 民國 calendar. */
function isDate(text: string | null): boolean {
  if (text === null) return false;
  return parseDate(text, 'dmy') !== null || parseDate(text, 'mdy') !== null || parseMonthDay(text) !== null || parseMonthDay(text, 'dm') !== null || parseShortYearDate(text) !== null || parseRocDate(text) !== null;
}

/** A cell that holds an amount, with either decimal mark. */
function holdsFigure(cell: string | undefined): boolean {
  if (!/\d/.test(cell ?? '')) return false;
  return (['.', ','] as const).some((mark) => {
    try {
      return parseMoney(cell, mark) !== null;
    } catch {
      return false;
    }
  });
}

/**
 * Why no line is the header a mapping names: its columns as the user wrote them (QA: a Japanese
 * header was quoted in Simplified characters, 预かり金额), and those that no line of the file's
 * start has.
 */
function noMappedHeader(lines: readonly CsvLine[], mapping: ColumnMapping): string {
  const seen = new Set(lines.slice(0, 80).flatMap((l) => l.cells.map(headerKey)));
  const name = (key: string) => mapping.written.get(key) ?? key;
  const missing = [...mapping.columns.keys()].filter((k) => !seen.has(k)).map(name);
  const all = [...mapping.columns.keys()].map(name).join(', ');
  return `no header row has all the mapped columns: ${all}${missing.length > 0 ? ` (no line has ${missing.join(', ')})` : ''}`;
}

function headerFromMapping(lines: readonly CsvLine[], mapping: ColumnMapping): { index: number; columns: Map<string, number> } | null {
  for (let i = 0; i < Math.min(lines.length, 80); i++) {
    const keys = lines[i]!.cells.map(headerKey);
    if (![...mapping.columns.keys()].every((k) => keys.includes(k))) continue;
    const columns = new Map<string, number>();
    for (const [k, role] of mapping.columns) if (role !== 'ignore' && !columns.has(role)) columns.set(role, keys.indexOf(k));
    return { index: i, columns };
  }
  return null;
}

/**
 * The columns that tie or price the two sides of a currency exchange, which no role of a mapping can
 * name (a mapping can only ignore them): PayPal's Reference Txn ID, Wise's Exchange From, Exchange
 * To, Exchange Rate and Exchange To Amount. They are read by their names as without a mapping: the
 * conversion's sides were booked as spending and income (QA of session 48, finding 4), and a Wise
 * row of one side as a payment (session 49). So is Wise's Total fees, a fee inside the Amount, which
 * the mapping's `fee` (a fee on top of it) is not: each fee of a card payment or a conversion was
 * lost (session 51).
 */
const READ_BY_NAME = ['referenceId', 'exchangeFrom', 'exchangeTo', 'exchangeRate', 'exchangeToAmount', 'feeInside'] as const;

/**
 * A mapping's columns with those of READ_BY_NAME the file has, and Wise's TransferWise ID as the key
 * its two sides share (`exchangeKey`) when the mapping does not read it as the id. Each is read only
 * where it is ignored or not named; a column the mapping gives another role keeps it, except Wise's
 * Total fees named `fee`: Wise's fee is inside its Amount whatever the role says.
 */
function withColumnsReadByName(columns: Map<string, number>, keys: readonly string[], mapping: ColumnMapping): Map<string, number> {
  const found = new Map(columns);
  const unnamed = (at: number) => at >= 0 && (mapping.columns.get(keys[at]!) ?? 'ignore') === 'ignore';
  const feeAt = found.get('fee');
  if (feeAt !== undefined && BANK_HEADER.feeInside!.includes(keys[feeAt]!)) {
    found.delete('fee');
    found.set('feeInside', feeAt);
  }
  for (const role of READ_BY_NAME) {
    const at = keys.findIndex((k) => BANK_HEADER[role]!.includes(k));
    if (!found.has(role) && unnamed(at)) found.set(role, at);
  }
  const wiseId = keys.indexOf('transferwiseid');
  if (!found.has('id') && unnamed(wiseId)) found.set('exchangeKey', wiseId);
  return found;
}

export function isBankTable(lines: readonly CsvLine[]): boolean {
  return findHeaderRow(lines, BANK_HEADER, [['date'], ['amount', 'debit', 'credit']]) !== null;
}

/** The table found by its header's names. */
function layoutFromHeader(lines: readonly CsvLine[]): TableLayout {
  const found = findHeaderRow(lines, BANK_HEADER, [['date'], ['amount', 'debit', 'credit']]);
  if (found) {
    const categories = [found.columns.get('subcategory'), found.columns.get('category')].filter((i) => i !== undefined);
    return { header: lines[found.index]!.cells, columns: found.columns, firstRow: found.index + 1, narrations: [], categories };
  }
  const filled = lines.filter((l) => l.cells.some((c) => c.trim() !== ''));
  // (the first line, or the one after a line of words: an export's title, its opening balance)
  const first = filled.slice(0, 2).find((l) => looksLikeRow(l.cells));
  if (first) {
    const read = headerlessTable(filled, looksLikeRow);
    if (read !== null) {
      const after = read.left.filter((l) => l.line > read.rows[0]!.line).map((l) => l.line);
      // (a header of names no preset knows: said by its words, refused when they contradict the reading)
      const unknown = unknownHeader(read);
      const readAs = unknown === null ? read.note : unknownHeaderNote(unknown, read, BANK_HEADER);
      return { header: null, columns: read.columns, firstRow: lines.indexOf(read.rows[0]!), narrations: [read.narration], categories: [], readAs, ...(after.length > 0 ? { notTableLines: new Set(after) } : {}) };
    }
    if (first === filled[0]) throw new StatementError(`the file has no header row (line ${first.line} is a row: a date and an amount): send a \`mapping\` that names the columns by number, 1 for the first, such as {"1": "date", "2": "narration", "3": "amount"}`);
  }
  throw new StatementError('no header row with a date column and an amount (or debit/credit) column was found; send a `mapping`');
}

/** A line with a date in one cell and an amount in another, where a header would have words. */
function looksLikeRow(cells: readonly string[]): boolean {
  const date = cells.findIndex((c) => isDate(cleanText(c)));
  return date >= 0 && cells.some((c, i) => i !== date && holdsFigure(c));
}

export function readBankCsv(lines: readonly CsvLine[], mapping: ColumnMapping | null, delimiter: string | null = ','): Statement {
  // the columns the user named; a mapping of date_order or decimal_separator alone names none
  const named = mapping !== null && mapping.columns.size > 0 ? mapping : null;
  const { header, columns: found, firstRow, narrations, categories, readAs, notTableLines } = named ? layoutFromMapping(lines, named) : layoutFromHeader(lines);
  // Kept out of the rows (and of what their cells tell of dates and decimal marks), and said to be
  // what they are (QA: 本页小计, 合计 and 人民币合计 were dropped unsaid, a header repeated on the
  // next page was "unreadable row: no valid date in "交易日"")
  const headerKeys = header?.map(headerKey) ?? null;
  const isHeaderAgain = (cells: readonly string[]) => {
    if (headerKeys === null || cells.filter((c) => c.trim() !== '').length < 2) return false;
    return cells.every((c, i) => c.trim() === '' || headerKey(c) === headerKeys[i]);
  };
  const notRows: SkippedRow[] = [];
  const data: CsvLine[] = [];
  for (const l of lines.slice(firstRow)) {
    if (notTableLines?.has(l.line)) notRows.push({ row: l.line, reason: `not a row of the table, it does not fit its columns: ${filledText(l.cells)}`, notARow: true });
    else if (isCountsLine(l.cells)) notRows.push({ row: l.line, reason: `a summary line of the statement's counts and sums, not a transaction: ${JSON.stringify(summaryText(l.cells))}` });
    else if (isSummaryLine(l.cells)) notRows.push({ row: l.line, reason: `summary line: ${filledText(l.cells)}`, notARow: true });
    else if (isHeaderAgain(l.cells)) notRows.push({ row: l.line, reason: `the header repeated (a new page?): ${filledText(l.cells)}`, notARow: true });
    else if (!isFooterLine(l.cells)) data.push(l);
  }
  const booked = named || header === null ? found : bookedCurrency(header, fillMoneyColumns(header, found, data));
  // A column that says what kind of row each is (Revolut's Type, 鲨鱼记账's 收支类型, 钱迹's 类型, 随手记's
  // 交易类型) is the direction column when its cells say directions (QA: 支出 was ignored, or read as
  // the narration, and every spending booked as income); else Revolut's CARD_REFUND, FEE... are the
  // row's category, which the keyword table reads when the description says nothing it knows (a
  // CARD_REFUND went to Income:Uncategorized though Income:Refunds was open: QA), and a bank's
  // 交易类型 (消费, 转账) stays one of its descriptions.
  const otherRoles = new Set([...booked].filter(([role]) => role !== 'narration').map(([, i]) => i));
  const rowTypes = named || header === null || booked.has('direction') ? [] : rowTypeColumns(header).filter((i) => !otherRoles.has(i));
  const typeDirection = rowTypes.find((i) => saysDirections(headerKey(header![i]!), data, i));
  const columns = typeDirection === undefined ? booked : withDirection(booked, typeDirection);
  // (a category column of the apps', when there is one, says more)
  const categoryAt = typeDirection === undefined && categories.length === 0 ? rowTypes.find((i) => !BANK_HEADER.narration!.includes(headerKey(header![i]!))) : undefined;
  const descriptionAt = named || header === null ? narrations : descriptionColumns(header, columns);
  // what was spent, in the currency spent, beside the booked amount (交易金额 and 交易币种): kept with the row
  const spentAt = named || header === null ? new Map<string, SpentColumns>() : spentColumns(header, columns);
  const written = (cells: readonly string[], role: string) => {
    const i = columns.get(role);
    return i === undefined ? undefined : cells[i];
  };
  // the money columns that write the currency after the amount (ICBC's 交易金额/币种: -12.99/USD)
  const withCurrency: ReadonlySet<string> = new Set(MONEY_ROLES.filter((role) => header !== null && columns.has(role) && isAmountWithCurrency(headerKey(header[columns.get(role)!]!))));
  // (QA: Excel's `="2026-11-06"` and `="300.00"` were skipped as no date and no amount, `="4100…"/某某公司`
  // kept as the payee; full-width １２３.４５ skipped)
  const cell = (cells: readonly string[], role: string) => {
    const text = written(cells, role);
    if (text === undefined) return undefined;
    if (!FIGURE_ROLES.has(role)) return unwrapExcelText(text);
    const figure = asciiForms(unwrapExcelText(text));
    // (a cell that does not split is the row's error, said where the row is read)
    return withCurrency.has(role) ? (splitAmountWithCurrency(figure)?.amount ?? figure) : figure;
  };
  /** The currency written after a money column's amount (-12.99/USD), or null; a cell that names none is the row's error. */
  const currencyWith = (cells: readonly string[], role: string, line: number): string | null => {
    if (!withCurrency.has(role)) return null;
    const text = asciiForms(unwrapExcelText(written(cells, role) ?? ''));
    if (cleanText(text) === null) return null;
    const split = splitAmountWithCurrency(text);
    if (split === null) throw new StatementError(`${cleanText(header![columns.get(role)!]!)}: ${quotedCell(cleanText(text) ?? '')} is not an amount and its currency (such as -12.99/USD)`, line);
    return split.currency;
  };
  // (PayPal's activity export writes its dates month first, a UK account's day first, which a part
  // above 12 shows: 11/05/2026 is the 5th of November unless another date says otherwise)
  const paypal = isPaypalActivity(headerKeys);
  const dateCells = data.map((l) => cell(l.cells, 'date'));
  const slashOrder = mapping?.slashOrder ?? (paypal && dateReadBothWays(dateCells) !== null ? 'mdy' : inferSlashOrder(dateCells));
  const preamble = lines.slice(0, header === null ? firstRow : firstRow - 1);
  // a card statement's 12/29 takes its year from the lines above the header
  const frame = findStatementFrame(preamble);
  // the mapping's date_order is the user's word for dates without a year too
  const monthDayOrder = mapping?.slashOrder ? MONTH_DAY_ORDER[mapping.slashOrder] : inferMonthDayOrder(data.flatMap((l) => [cell(l.cells, 'date'), cell(l.cells, 'posted')]));
  // DKB's 26.11.24: a two-digit year only in a column that writes every date so
  const shortYears = isShortYearColumn(data.flatMap((l) => [cell(l.cells, 'date'), cell(l.cells, 'posted')]));
  // Taiwan's 115/11/03 (民國 115, 2026): only in a column that writes every date so
  const rocYears = isRocDateColumn(data.flatMap((l) => [cell(l.cells, 'date'), cell(l.cells, 'posted')]));
  const readDate = (text: string | undefined, line: number): string | null => {
    const dated = parseDate(text, slashOrder) ?? (shortYears ? parseShortYearDate(text) : null) ?? (rocYears ? parseRocDate(text) : null);
    if (dated !== null) return dated;
    const monthDay = parseMonthDay(text, monthDayOrder);
    if (monthDay === null) return null;
    if (frame === null) {
      throw new StatementError(`the date ${quotedCell(text!.trim())} has no year, and no line above the header says which year the statement is for (a title such as 2024年01月, 账单日 2024/01/05, or a period 2023/12/06-2024/01/05)`, line);
    }
    return resolveMonthDay(monthDay, text!, frame, line);
  };
  const decided = mapping?.decimalMark ? { mark: mapping.decimalMark, warning: null } : statementDecimalMark(moneyColumns(header, columns, data, cell), () => decimalClues(delimiter, header, columns, preamble, data, cell, slashOrder));
  const decimalMark = decided.mark;
  const balances: RunningBalance[] = [];
  const width = header?.length ?? data[0]?.cells.length ?? 0;
  checkLastLineWhole(lines.slice(firstRow), width);
  const skipped: SkippedRow[] = notRows;
  let signedOnly = true;
  // A direction column the mapping names, or named as only a direction column is (借贷, Af Bij), or
  // a row-type column whose cells say directions: its words unknown, each row is skipped saying so
  // (ING's Af and Bij were ignored, and every unsigned amount booked as money in).
  const hasDirections = columns.has('direction');
  const amountsSigned = data.some((l) => isNegativeMoney(cell(l.cells, 'amount'), decimalMark));
  if (!hasDirections && columns.has('amount') && !amountsSigned) checkNoDirectionWords(header, columns, data, width, named !== null);
  // Rows of one direction written with both signs: most say the file's way, the others go the
  // other way (QA: a return recorded as `支出,-399.00` was booked as a second spending)
  const signs = hasDirections ? data.map((l) => ({ line: l.line, side: sideOf(cell(l.cells, 'direction')), negative: cleanText(cell(l.cells, 'amount')) === null ? null : isNegativeMoney(cell(l.cells, 'amount'), decimalMark) })) : [];
  const conventions = hasDirections ? mixedSignConventions(signs) : new Map();
  // (the only row of money in written negative beside positive money out: said, QA of session 37)
  const loneIncome = loneNegativeIncome(signs);
  const loneIncomeWarnings = loneIncome === null ? [] : [loneNegativeIncomeWarning(cleanText(cell(data.find((l) => l.line === loneIncome)!.cells, 'direction'))!, loneIncome)];
  const turned = new Map<'out' | 'in', { words: Set<string>; rows: number[] }>();
  // (a header in Traditional characters, 對方戶名, is read since 2026-11-27 too)
  const newlyRead = (role: string) => {
    const at = columns.get(role);
    const written = at === undefined ? '' : (header?.[at] ?? '');
    return named === null && header !== null && at !== undefined && (NEWLY_READ_PAYEE_COLUMNS.has(headerKey(written)) || hasTraditional(written));
  };
  // (a negative figure in the 支出 or 收入 column: a reversal, the other way: QA of session 47)
  const figure = (cells: readonly string[], role: string) => (columns.has(role) ? readFigure(cell(cells, role), decimalMark) : null);
  const reversals = columns.has('amount') ? null : new ReversalFigures(data.map((l) => ({ line: l.line, debit: figure(l.cells, 'debit'), credit: figure(l.cells, 'credit'), balance: figure(l.cells, 'balance') })));
  const idAt = columns.get('id');
  const newlyReadId = named === null && header !== null && idAt !== undefined && NEWLY_READ_ID_COLUMNS.has(headerKey(header[idAt] ?? ''));
  // (an export that lists each fee as a row of its own, `Wise Charges for: CARD-…`, books them there:
  // the Total fees beside the movement are then not taken again)
  // (Wise's `Charges for: …` is read so only in a Wise statement: `charges` alone names no fee elsewhere)
  const wise = columns.has('feeInside') || (header !== null && idAt !== undefined && headerKey(header[idAt] ?? '') === 'transferwiseid');
  const isFeeRow = (cells: readonly string[]) => isServiceFeeRow(cleanText(cell(cells, 'narration')), wise);
  const feesInside = columns.has('feeInside') && !columns.has('fee') && !data.some((l) => isFeeRow(l.cells));
  const rows = readEachRow(data, ({ line, cells }): StatementRow | null => {
    if (header !== null) checkRowWidth(cells, width, line, header.at(-1)?.trim() === '');
    else checkRowWidthAgainstFirst(cells, width, line);
    const status = cleanText(cell(cells, 'status'));
    const notCompleted = paypal ? notCompletedReason(status, cleanText(cell(cells, 'balanceImpact'))) : null;
    if (notCompleted !== null) {
      skipped.push({ row: line, reason: notCompleted });
      return null;
    }
    if (status !== null && NOT_BOOKED.test(toSimplified(status))) {
      skipped.push({ row: line, reason: PENDING.test(status) ? `pending (${status}): not booked yet, import it once it is completed` : `no money moved (${status})` });
      return null;
    }
    const dateCell = cleanText(cell(cells, 'date')) === null && cleanText(cell(cells, 'posted')) !== null ? cell(cells, 'posted') : cell(cells, 'date');
    const date = readDate(dateCell, line);
    if (!date) throw new StatementError(`no valid date in ${quotedCell(dateCell ?? '')}`, line);
    const currenciesWith = new Map<string, string | null>([...withCurrency].map((role) => [role, currencyWith(cells, role, line)]));
    const money = (role: string): Money | null => {
      try {
        return parseMoney(cell(cells, role), decimalMark);
      } catch (e) {
        throw new StatementError(`${role}: ${(e as Error).message}`, line);
      }
    };
    let amount: Money | null = money('amount');
    let amountRole = 'amount';
    // A booked amount left empty (a foreign-currency row not settled yet: 记账金额 blank beside
    // 交易金额 12.99 美元): the amount spent, in its currency (recheck QA: the row was skipped as
    // having no amount)
    const spentInstead = amount === null && spentAt.has('amount') ? spentMoney(cells, spentAt.get('amount')!, decimalMark, null) : null;
    if (spentInstead !== null) amount = { number: spentInstead.amount, currency: spentInstead.currency };
    // a move between own accounts (钱迹's 转账 from 账户1 to 账户2): from the method's account to this one
    const toMethod = cleanText(cell(cells, 'to_method'));
    const method = cleanText(cell(cells, 'method'));
    // 不计收支 paid by a method: a move out of the method's account (uncounted-move.ts)
    let notCounted: string | null = null;
    if (amount) {
      if (hasDirections) {
        signedOnly = false;
        const written = cell(cells, 'direction');
        const side = sideOf(written);
        const convention = side === null ? undefined : conventions.get(side);
        const against = convention !== undefined && amount.number.isNegative() !== (convention === 'negative');
        if (against) {
          const noted = turned.get(side!) ?? { words: new Set<string>(), rows: [] };
          noted.words.add(cleanText(written)!);
          noted.rows.push(line);
          turned.set(side!, noted);
        }
        const way = against ? (side === 'out' ? 'in' : 'out') : side;
        if (way === 'out') amount = { ...amount, number: amount.number.abs().neg() };
        else if (way === 'in') amount = { ...amount, number: amount.number.abs() };
        else if (toMethod !== null && !amountsSigned) amount = { ...amount, number: amount.number.abs().neg() };
        else if (!amountsSigned && toMethod === null && method !== null && saysNotCounted(written)) {
          notCounted = cleanText(written)!;
          amount = { ...amount, number: amount.number.abs().neg() };
        } else if (!amountsSigned) {
          // the amounts carry no sign: a positive figure would be booked as money in, a guess
          const said = cleanText(written);
          const transfer = !saysTransfer(said ?? '') ? '' : columns.has('to_method') ? ': a move between own accounts whose to_method cell is empty' : '; a move between own accounts: map the column of the account it reaches to "to_method" (and the one it leaves to "method")';
          throw new StatementError(`${said === null ? 'the direction column is empty' : `the direction column says ${JSON.stringify(said)}`}: neither money out (借, 支出, Dr, Debit...) nor money in (贷, 收入, Cr, Credit...)${transfer}`, line);
        }
      } else if (toMethod !== null && !amountsSigned) {
        // an unsigned amount of a move leaves the method's account
        amount = { ...amount, number: amount.number.abs().neg() };
      }
    } else {
      const debit = money('debit');
      const credit = money('credit');
      // (both filled: which way the money went is not said; the credit was dropped unsaid, import QA)
      if (debit && credit && !debit.number.isZero() && !credit.number.isZero()) {
        throw new StatementError(`the row has money in both the money-out column (${debit.number.toString()}) and the money-in column (${credit.number.toString()}): which one it moved is not said`, line);
      }
      if (debit && !debit.number.isZero()) [amount, amountRole] = [{ ...debit, number: reversals!.signed(line, 'out', debit.number) }, 'debit'];
      else if (credit) [amount, amountRole] = [{ ...credit, number: reversals!.signed(line, 'in', credit.number) }, 'credit'];
      else if (debit) [amount, amountRole] = [debit, 'debit'];
      // (only a row that says its direction by its column is unsigned: a row with no amount at all,
      // skipped below, made a card statement's purchases money paid in: recheck QA)
      if (amount) signedOnly = false;
    }
    if (!amount) throw new StatementError('the row has no amount', line);
    // Revolut's Fee is charged on top of the Amount: money out costs the account both
    const fee = money('fee')?.number.abs() ?? null;
    if (fee !== null && amount.number.isNegative()) amount = { ...amount, number: amount.number.sub(fee) };
    const moved = amount.number;
    // Wise's Total fees are inside its Amount, which is what the balance moved (its Running Balance
    // changes by Amount; a transfer's Exchange To Amount is (Amount - fees) x rate): money out paid
    // them from the amount, as a fee column says; money in arrived after they were taken, so the
    // payer paid Amount + fees (2450.50 arrived with 4.14 of fees: 2454.64 of income, 4.14 of fee)
    // (a row that is all fee, money out of no more than its fees, is no movement less its fee)
    const feeFigure = feesInside ? (money('feeInside')?.number.abs() ?? null) : null;
    const inside = feeFigure !== null && (amount.number.isPositive() || feeFigure.cmp(amount.number.abs()) < 0) ? feeFigure : null;
    if (inside !== null && amount.number.isPositive()) amount = { ...amount, number: amount.number.add(inside) };
    const currencyCell = cleanText(cell(cells, 'currency')) ?? cleanText(cell(cells, 'otherCurrency'));
    const currency = currenciesWith.get(amountRole) ?? normalizeCurrency(currencyCell) ?? amount.currency;
    const spent = spentAt.has(amountRole) ? spentMoney(cells, spentAt.get(amountRole)!, decimalMark, amount.number) : null;
    const balance = money('balance');
    if (balance) balances.push({ date, amount: balance.number, currency: currenciesWith.get('balance') ?? currency, moved });
    const arrived = arrivedMoney(amount.number, currency, normalizeCurrency(cleanText(cell(cells, 'exchangeTo'))), money('exchangeToAmount'));
    const party = amount.number.isNegative() ? 'recipient' : 'payer';
    const payeeCell = cleanText(cell(cells, 'payee'));
    const payee = payeeCell ?? cleanText(cell(cells, party));
    const payeeWritten = cleanText(written(cells, 'payee')) ?? cleanText(written(cells, party));
    const { narration, moreWords } = named && descriptionAt.length > 1 ? joinedDescriptions(cells, descriptionAt) : readDescriptions(cells, descriptionAt);
    const counterpartyNumber = cleanText(cell(cells, 'counterpartyNumber'));
    const exchange = exchangeSide({
      words: [narration, moreWords, categoryAt === undefined ? null : cleanText(cells[categoryAt]), cleanText(written(cells, 'direction'))],
      key: cleanText(cell(cells, 'referenceId')) ?? cleanText(cell(cells, 'id')) ?? cleanText(cell(cells, 'exchangeKey')),
      when: cleanText(cell(cells, 'date')),
      amount: amount.number,
      currency,
      from: normalizeCurrency(cleanText(cell(cells, 'exchangeFrom'))),
      to: normalizeCurrency(cleanText(cell(cells, 'exchangeTo'))),
      rate: readFigure(cell(cells, 'exchangeRate'), decimalMark),
      toAmount: readFigure(cell(cells, 'exchangeToAmount'), decimalMark),
    });
    // (only the first narration column was read before 2026-11-27, even empty)
    const narrationWritten = cleanText(written(cells, 'narration'));
    // (an amount column of the booked amount, where versions before 2026-11-27 read the amount spent)
    // (and Wise's money in, read as it arrived before its Total fees were read)
    const amountBefore = !moved.eq(amount.number) ? { amount: moved } : amountRole === 'amount' && spent !== null && !spent.amount.eq(amount.number) ? { amount: spent.amount } : {};
    const changed = { ...amountBefore, ...(payeeWritten !== payee ? { payee: payeeWritten } : {}), ...(narrationWritten !== narration ? { narration: narrationWritten } : {}) };
    const readBefore = Object.keys(changed).length > 0 ? changed : null;
    return {
      row: line,
      date,
      amount: amount.number,
      currency,
      payee,
      ...(payee !== null && newlyRead(payeeCell !== null ? 'payee' : party) ? { payeeNewlyRead: true } : {}),
      narration,
      ...(moreWords !== null ? { moreWords } : {}),
      ...(counterpartyNumber !== null ? { counterpartyNumber } : {}),
      id: cleanText(cell(cells, 'id')),
      ...(cleanText(cell(cells, 'id')) !== null && newlyReadId ? { idNewlyRead: true } : {}),
      // (a reversal in a money column, booked its column's way before 2026-11-29: ReversalFigures)
      ...(reversals?.isTurned(line) ? { signNewlyRead: true } : {}),
      ...(reversals?.isUntold(line) ? { directionUntold: true } : {}),
      method,
      ...(toMethod !== null ? { kind: 'transfer' as const, counterMethod: toMethod } : {}),
      ...(notCounted !== null ? uncountedMove(notCounted, method!, [payee, narration, moreWords].filter((w) => w !== null).join(' ')) : {}),
      ...(hasDirections && saysMoveHalf(cell(cells, 'direction')) ? { moveHalf: true } : {}),
      status,
      accountId: null,
      fee: rowFee(fee ?? inside, amount.number, line),
      ...(amount.number.isNegative() && isFeeRow(cells) ? { serviceFee: true } : {}),
      ...(arrived !== null ? { arrived } : {}),
      ...(categoryAt !== undefined ? { category: cleanText(unwrapExcelText(cells[categoryAt] ?? '')) } : {}),
      ...(categories.length > 0 ? rowCategory(cells, categories) : {}),
      ...(readBefore !== null ? { readBefore } : {}),
      ...(spent !== null && spent.currency !== currency ? { spent } : {}),
      ...(exchange !== null ? { exchange } : {}),
    };
  }, skipped);
  const turnedWarnings = [...turned].map(([side, t]) => turnedRowsWarning(side, conventions.get(side)!, [...t.words], t.rows));
  const warnings = [...(readAs !== undefined ? [readAs] : []), ...(mapping?.slashOrder ? [] : dateOrderWarning(data.map((l) => cell(l.cells, 'date')), slashOrder)), ...(decided.warning !== null ? [decided.warning] : []), ...turnedWarnings, ...loneIncomeWarnings, ...(reversals?.warnings(moneySideNames(header, columns)) ?? [])];
  // the money columns' headers name the currency nearest to the amounts; else a preamble line may
  // (招商银行's 币种: 人民币: without it a CNY statement sent for a USD account was booked in USD)
  const currency = (header === null ? null : columnsCurrency(header, columns)) ?? preambleCurrency(preamble);
  const closing = closingBalance(balances);
  // (a currency the amount's header names is the booked one, N26's `Amount (EUR)`: a column of codes
  // beside it is what was spent, kept or ignored, not the row's unread currency)
  const read = new Set([...ignoredColumns(header, mapping), ...[...spentAt.values()].flatMap((s) => [s.amount, s.currency])]);
  const unread = currency !== null && header !== null && columnsCurrency(header, columns) !== null ? null : unreadCurrencyColumn(header, columns, data, width, read);
  return { format: 'csv', source: 'bank', rows, skipped, currency, signedAmounts: signedOnly, warnings, ...(unread !== null ? { unreadCurrencies: unread } : {}), ...(closing.balance ? closing : preambleBalance(preamble, decimalMark, currency)) };
}

/**
 * A column that no role reads whose every filled cell is a currency code (`JPY`, `CNY`), when no
 * column is read as the currency: the code of each row, for planning to refuse a row it would book
 * in another currency (QA: 随手记's 账户币种 was not read, and 12,800 JPY was booked as 12,800 CNY).
 */
function unreadCurrencyColumn(header: readonly string[] | null, columns: ReadonlyMap<string, number>, data: readonly CsvLine[], width: number, read: ReadonlySet<number>): UnreadCurrencies | null {
  if (columns.has('currency') || columns.has('otherCurrency')) return null;
  const taken = new Set([...columns.values(), ...read]);
  for (let at = 0; at < width; at++) {
    if (taken.has(at)) continue;
    const codes = new Map<number, string>();
    const filled = data.filter((l) => cleanText(l.cells[at]) !== null);
    for (const l of filled) {
      const code = cleanText(unwrapExcelText(l.cells[at]!))!;
      if (/^[A-Z]{3}$/.test(code)) codes.set(l.line, code);
    }
    if (filled.length > 0 && codes.size === filled.length) return { column: (header === null ? null : cleanText(header[at])) ?? String(at + 1), byRow: codes };
  }
  return null;
}

/** The columns a mapping says to ignore (by name, or by number in a file without a header). */
function ignoredColumns(header: readonly string[] | null, mapping: ColumnMapping | null | undefined): number[] {
  if (!mapping) return [];
  const keys = header?.map(headerKey) ?? [];
  const out: number[] = [];
  for (const [k, role] of mapping.columns) {
    if (role !== 'ignore') continue;
    const at = mapping.positions !== null ? Number(k) - 1 : keys.indexOf(k);
    if (at >= 0) out.push(at);
  }
  return out;
}

/**
 * A row's category and sub-category from the category columns (the most specific first): 随手记's
 * 分类 `餐饮` and 子分类 `午餐`, MoneyWiz's one cell `餐饮 > 午餐`. Of more than two levels, the
 * sub-category is the last, the category the others (`A > B`).
 */
function rowCategory(cells: readonly string[], at: readonly number[]): Pick<StatementRow, 'category' | 'subcategory'> {
  const levels: string[] = [];
  for (const i of at) {
    const parts = (cleanText(unwrapExcelText(cells[i] ?? '')) ?? '').split('>').map((t) => t.trim()).filter((t) => t !== '');
    for (const part of parts.reverse()) if (!levels.includes(part)) levels.push(part);
  }
  if (levels.length <= 1) return { category: levels[0] ?? null };
  return { category: levels.slice(1).reverse().join(' > '), subcategory: levels[0]! };
}

/** `columns` with the direction read from column `at`, which is then no narration column. */
function withDirection(columns: ReadonlyMap<string, number>, at: number): ReadonlyMap<string, number> {
  const out = new Map(columns);
  out.set('direction', at);
  if (out.get('narration') === at) out.delete('narration');
  return out;
}

/**
 * A file without a direction column whose amounts carry no sign books every row as money in: when
 * some other column says 支出/收入 (or Dr/Cr...) on every row, it is refused, naming that column
 * and how to read it (QA: 鲨鱼记账's 收支类型 was not read, and every spending was booked as income).
 */
function checkNoDirectionWords(header: readonly string[] | null, columns: ReadonlyMap<string, number>, data: readonly CsvLine[], width: number, mapped: boolean): void {
  const read = new Set(['date', 'posted', ...MONEY_ROLES].map((role) => columns.get(role)).filter((i) => i !== undefined));
  const found = directionWordsColumn(data, width, read);
  if (found === null) return;
  const name = (header === null ? null : cleanText(header[found.at])) ?? String(found.at + 1);
  const role = [...columns].find(([, i]) => i === found.at)?.[0];
  const words = found.words.slice(0, 4).join(', ');
  const how = role !== undefined ? `the ${mapped ? 'mapping' : 'header'} reads it as ${role}` : `no role reads it`;
  const fix = mapped ? `map ${JSON.stringify(name)} to "direction"` : `send a mapping that names ${JSON.stringify(name)} "direction" (with the other columns)`;
  throw new StatementError(`column ${JSON.stringify(name)} says ${words} on every row, but ${how} and no column is the "direction" one: the amounts carry no sign, so money out would be booked as money in; ${fix}`);
}

/** A cell of a row's column, as read for its role (Excel's `="..."` and full-width digits undone). */
type RoleCell = (cells: readonly string[], role: string) => string | undefined;

/** The money columns found: their names as written (or their numbers), and their cells. */
function moneyColumns(header: readonly string[] | null, columns: ReadonlyMap<string, number>, data: readonly CsvLine[], cell: RoleCell): MoneyColumn[] {
  return MONEY_ROLES.filter((role) => columns.has(role)).map((role) => {
    const at = columns.get(role)!;
    const numbers = data.some((l) => l.numbers !== undefined) ? data.map((l) => l.numbers?.has(at) === true) : undefined;
    return { name: (header === null ? null : cleanText(header[at])) ?? `column ${at + 1}`, cells: data.map((l) => cell(l.cells, role)), numbers };
  });
}

/** What the file says besides its amounts, of the decimal mark its country writes (see statementDecimalMark). */
function decimalClues(delimiter: string | null, header: readonly string[] | null, columns: ReadonlyMap<string, number>, preamble: readonly CsvLine[], data: readonly CsvLine[], cell: RoleCell, slashOrder: SlashOrder): DecimalClues {
  const read = new Set(['date', 'posted', ...MONEY_ROLES].map((role) => columns.get(role)).filter((i) => i !== undefined));
  const otherCells = [...preamble.flatMap((l) => l.cells), ...data.flatMap((l) => l.cells.filter((_, i) => !read.has(i)))];
  const currencies = [
    ...new Set(data.map((l) => normalizeCurrency(cleanText(cell(l.cells, 'currency'))))),
    header === null ? null : columnsCurrency(header, columns),
    preambleCurrency(preamble),
  ];
  return { delimiter, header, dates: data.map((l) => cell(l.cells, 'date')), slashOrder, currencies, otherCells };
}

/** A line's cells joined by commas (the empty ones at its end dropped), cut short. */
function summaryText(cells: readonly string[]): string {
  const text = cells.join(',').replace(/,+$/, '').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** A line's filled cells, trimmed and spaced (a sum's thousands commas are not read as cells), cut short. */
function filledText(cells: readonly string[]): string {
  const text = cells.map((c) => c.trim()).filter((c) => c !== '').join(' ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

const MONTH_DAY_ORDER: Readonly<Record<SlashOrder, MonthDayOrder>> = { dmy: 'dm', mdy: 'md' };

/** When the file's dd/dd/yyyy dates read both ways and the order was inferred: how they were read, to check. */
function dateOrderWarning(cells: readonly (string | undefined)[], order: SlashOrder): string[] {
  const example = dateReadBothWays(cells);
  if (example === null) return [];
  const read = parseDate(example, order);
  const how = order === 'dmy' ? 'day first' : 'month first';
  return [`no date has a part above 12, so dates such as ${example} were read ${how} (${example} is ${read}); if that is wrong, send mapping's date_order ("${order === 'dmy' ? 'mdy' : 'dmy'}")`];
}

/**
 * In a file without a header row, a row with more cells than the first row (a comma inside an
 * unquoted value?) would be read from the wrong columns.
 */
function checkRowWidthAgainstFirst(cells: readonly string[], width: number, row: number): void {
  checkCellLengths(cells, row);
  if (cells.length <= width || cells.slice(width).every((c) => c.trim() === '')) return;
  throw new StatementError(`the row has ${cells.length} cells but the first row has ${width} (a comma inside an unquoted value?)`, row);
}

/** A state that says the row moved no money (Revolut's REVERTED, DECLINED) or not yet (PENDING, DKB's Vorgemerkt, Sparkasse's Umsatz vorgemerkt). */
const NOT_BOOKED = /^(pending|(umsatz\s+)?vorgemerkt|reverted|declined|failed|cancell?ed|rejected|交易失败|失败|已撤销)$/i;
const PENDING = /^(pending|(umsatz\s+)?vorgemerkt)$/i;

/** A money cell's figure, or null when it holds none or no amount (reported where the row is read). */
function readFigure(text: string | undefined, mark: DecimalMark): Decimal | null {
  try {
    return parseMoney(text, mark)?.number ?? null;
  } catch {
    return null;
  }
}

/** The money-out and money-in columns' names as written (or their numbers), for messages. */
function moneySideNames(header: readonly string[] | null, columns: ReadonlyMap<string, number>): Record<'out' | 'in', string> {
  const name = (role: string) => {
    const at = columns.get(role);
    return at === undefined ? role : ((header === null ? null : cleanText(header[at])) ?? `column ${at + 1}`);
  };
  return { out: name('debit'), in: name('credit') };
}

/** Whether a money cell reads as a negative amount (a cell that is no amount is reported where the row is read). */
function isNegativeMoney(text: string | undefined, mark: DecimalMark): boolean {
  try {
    return parseMoney(text, mark)?.number.isNegative() ?? false;
  } catch {
    return false;
  }
}

/**
 * A money column (amount, debit, credit) that holds no figure in any row (ICBC's 交易金额 columns
 * print `-` when the amounts are in 记账金额, and some exports the other way round) gives way to
 * another column of the header that names the same role and holds figures.
 */
function fillMoneyColumns(header: readonly string[], found: ReadonlyMap<string, number>, data: readonly CsvLine[]): ReadonlyMap<string, number> {
  const keys = header.map(headerKey);
  const hasFigures = (i: number) => data.some((l) => /\d/.test(l.cells[i] ?? ''));
  const taken = new Set(found.values());
  let columns: Map<string, number> | null = null;
  for (const role of ['amount', 'debit', 'credit'] as const) {
    const at = found.get(role);
    if (at === undefined || hasFigures(at)) continue;
    const other = keys.findIndex((k, i) => !taken.has(i) && BANK_HEADER[role]!.includes(k) && hasFigures(i));
    if (other < 0) continue;
    columns ??= new Map(found);
    columns.set(role, other);
    taken.add(other);
  }
  return columns ?? found;
}

/**
 * The columns that describe a row, most telling first: those the vocabulary names as narration in
 * its order, then MORE_DESCRIPTIONS; a column another role took is not one of them.
 */
function descriptionColumns(header: readonly string[], columns: ReadonlyMap<string, number>): number[] {
  const names = [...BANK_HEADER.narration!, ...MORE_DESCRIPTIONS];
  const taken = new Set([...columns].filter(([role]) => role !== 'narration').map(([, i]) => i));
  const rank = (key: string) => names.indexOf(key);
  return header
    .map((cell, i) => ({ i, rank: rank(headerKey(cell)) }))
    .filter(({ i, rank }) => rank >= 0 && !taken.has(i))
    .sort((a, b) => a.rank - b.rank)
    .map(({ i }) => i);
}

/**
 * The narration of the columns a mapping names so, in its order: their texts joined by spaces, each
 * once (QA: 随手记's 子分类 and 备注 mapped as the narration lost the 备注 silently).
 */
function joinedDescriptions(cells: readonly string[], at: readonly number[]): { narration: string | null; moreWords: null } {
  const texts: string[] = [];
  for (const i of at) {
    const text = cleanText(unwrapExcelText(cells[i] ?? ''));
    if (text !== null && !texts.includes(text)) texts.push(text);
  }
  return { narration: texts.length > 0 ? texts.join(' ') : null, moreWords: null };
}

/**
 * A row's description read from every column that describes it (QA: ABC's 交易摘要 left empty
 * hid 交易用途 `工资`, BOC's 附言 `还招行信用卡` and ICBC's 交易详情 were never read): the narration is the
 * first text that says more than a kind of row (isKindOfRow), else the longest, or one that is it
 * and more after a dash or a space; the
 * others are the row's moreWords, which the rules that match words read too.
 */
function readDescriptions(cells: readonly string[], at: readonly number[]): { narration: string | null; moreWords: string | null } {
  const texts: string[] = [];
  for (const i of at) {
    const text = cleanText(unwrapExcelText(cells[i] ?? ''));
    if (text !== null && !texts.includes(text)) texts.push(text);
  }
  // (of kinds of row only, the longest: 手机银行转账 before 转账)
  const telling = texts.find((t) => !isKindOfRow(t)) ?? texts.reduce<string | null>((best, t) => (best === null || t.length > best.length ? t : best), null);
  // (a text that says it and more: CCB's 摘要 `支付宝` beside 交易地点/附言 `支付宝-饿了么`)
  const narration = telling === null ? null : (texts.find((t) => t.startsWith(telling) && /^[\s\-—_/:：]/.test(t.slice(telling.length))) ?? telling);
  const more = texts.filter((t) => t !== narration);
  return { narration, moreWords: more.length > 0 ? more.join(' ') : null };
}

/** A booked amount's header (记账金额, 入账金额(支出), Settlement Amount, Billing Amount): what its currency's and the amount spent's headers begin with instead. */
const BOOKED_PREFIX = /^(记账|入账|结算|清算|人民币|settlement|posting|billing)(?=金额|amount)/;
/**
 * The amount spent beside an English booked amount: Transaction Amount, Original Amount, or a plain
 * Amount (a card's `Amount,Currency,Settlement Amount,Settlement Currency`); beside a plain Amount
 * that is the booked one, Original Amount (traveller QA: a Visa CSV's Billing Amount 942.36 CNY
 * lost to its Transaction Amount 120.00 EUR, and Original Amount was not kept).
 */
const ENGLISH_SPENT = ['transaction', 'original', ''];
/** The amount spent and its currency beside a plain booked Amount, by other names: N26's older `Amount (Foreign Currency)` and `Type Foreign Currency`. */
const ENGLISH_FOREIGN = [['amount(foreigncurrency)', 'typeforeigncurrency'], ['foreigncurrencyamount', 'foreigncurrency']];

/**
 * The currency column of the amounts read: 交易币种 beside 交易金额 when a 交易金额 column holds them
 * (fillMoneyColumns), 记账币种 beside 记账金额. The column first found stays, as `otherCurrency`,
 * for rows where that one says none.
 */
function bookedCurrency(header: readonly string[], columns: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  const keys = header.map(headerKey);
  const money = columns.get('amount') ?? columns.get('debit') ?? columns.get('credit');
  const m = money === undefined ? null : /^(.*?)(金额|amount)/.exec(keys[money]!);
  if (m === null || m[1] === '') return columns;
  const paired = keys.indexOf(m[1] + (m[2] === '金额' ? '币种' : 'currency'));
  const found = columns.get('currency');
  if (paired < 0 || paired === found) return columns;
  const out = new Map(columns);
  out.set('currency', paired);
  if (found !== undefined) out.set('otherCurrency', found);
  return out;
}

/** The amount spent and its currency, in columns beside a booked amount's. */
interface SpentColumns {
  readonly amount: number;
  readonly currency: number;
}

/**
 * For each money role read from a booked amount's column (记账金额, 记账金额(支出)): the columns of
 * the amount spent and its currency (交易金额, 交易金额(支出); 交易币种), when the header has both.
 */
function spentColumns(header: readonly string[], columns: ReadonlyMap<string, number>): Map<string, SpentColumns> {
  const keys = header.map(headerKey);
  const out = new Map<string, SpentColumns>();
  for (const role of ['amount', 'debit', 'credit']) {
    const at = columns.get(role);
    if (at === undefined) continue;
    const booked = BOOKED_PREFIX.exec(keys[at]!) ?? (keys[at] === 'amount' ? ['', ''] : null);
    if (booked === null) continue;
    const rest = keys[at]!.slice(booked[1]!.length);
    const chinese = /^[\u3400-\u9fff]/.test(booked[1]!);
    const pairs = chinese ? [['交易' + rest, '交易币种']] : [...ENGLISH_SPENT.map((prefix) => [prefix + rest, `${prefix}currency`]), ...(rest === 'amount' ? ENGLISH_FOREIGN : [])];
    for (const [amountKey, currencyKey] of pairs) {
      const amount = keys.indexOf(amountKey!);
      const currency = keys.indexOf(currencyKey!);
      if (amount >= 0 && amount !== at && currency >= 0) {
        out.set(role, { amount, currency });
        break;
      }
    }
  }
  return out;
}

/**
 * The amount spent, signed as `booked` is (as written when there is no booked amount), and its
 * currency; null when a cell of the two says none.
 */
function spentMoney(cells: readonly string[], at: SpentColumns, mark: DecimalMark, booked: Decimal | null): { amount: Decimal; currency: string } | null {
  const currency = normalizeCurrency(cleanText(cells[at.currency]));
  let money: Money | null;
  try {
    money = parseMoney(asciiForms(unwrapExcelText(cells[at.amount] ?? '')), mark);
  } catch {
    return null;
  }
  if (money === null || currency === null) return null;
  if (booked === null) return { amount: money.number, currency };
  return { amount: booked.isNegative() ? money.number.abs().neg() : money.number.abs(), currency };
}

/**
 * The currency the money columns' headers name (`Amount (EUR)`), when they name one and the file
 * has no currency column; the rows' own currency signs still come first.
 */
function columnsCurrency(header: readonly string[], columns: ReadonlyMap<string, number>): string | null {
  if (columns.has('currency')) return null;
  const named = new Set<string>();
  for (const role of MONEY_ROLES) {
    const i = columns.get(role);
    const currency = i === undefined ? null : headerCurrency(header[i] ?? '');
    if (currency !== null) named.add(currency);
  }
  return named.size === 1 ? [...named][0]! : null;
}

function normalizeCurrency(text: string | null): string | null {
  if (!text) return null;
  return currencyNamed(text) ?? text.toUpperCase();
}

/**
 * A row of its own for a fee (Wise's newer exports: `Wise Charges for: CARD-1234`, and `Charges for:
 * TRANSFER-…` in a statement of Wise's columns).
 */
function isServiceFeeRow(narration: string | null, wise: boolean): boolean {
  return narration !== null && (/^wise\s+charges\s+for\b/i.test(narration) || (wise && /^charges\s+for\s*:/i.test(narration)));
}

/**
 * What money out (`amount`, in `currency`) became in another currency on its way to the other side
 * (Wise's Exchange To CNY, Exchange To Amount 7147.55), or null when the row says no such thing.
 */
function arrivedMoney(amount: Decimal, currency: string | null, to: string | null, toAmount: Money | null): StatementRow['arrived'] {
  if (!amount.isNegative() || to === null || !/^[A-Z]{3}$/.test(to) || to === currency || toAmount === null || !toAmount.number.isPositive()) return null;
  return { amount: toAmount.number, currency: to };
}

/** A row's balance column: the account's balance after the row moved `moved`. */
interface RunningBalance {
  readonly date: string;
  readonly amount: Decimal;
  readonly currency: string | null;
  readonly moved: Decimal;
}

/**
 * The balance after the latest row: files list rows oldest-first or newest-first, so look at both
 * ends. The dates tell which end is the latest; when both ends are of one day, the balances do:
 * oldest-first, each row's balance is the one above it plus the row's amount.
 */
/**
 * The closing balance a preamble states (DKB: `"Kontostand vom 31.01.2026:";"6.194,22 €"`), when
 * the rows carry none: reported as an OFX LEDGERBAL is (QA: the statement's own figure was lost).
 */
function preambleBalance(preamble: readonly CsvLine[], mark: DecimalMark, currency: string | null): Pick<Statement, 'balance'> {
  for (const { cells } of preamble) {
    const filled = cells.map((c) => c.trim()).filter((c) => c !== '');
    const label = PREAMBLE_BALANCE.exec(filled[0] ?? '');
    if (label === null || filled[1] === undefined) continue;
    const date = parseDate(label[1]!, 'dmy');
    const money = parseMoney(filled[1], mark);
    const code = money?.currency ?? currency;
    if (date !== null && money !== null && code !== null) return { balance: { amount: money.number, currency: code, date, accountId: null } };
  }
  return {};
}
const PREAMBLE_BALANCE = /^(?:kontostand|saldo)\s+(?:vom|am|per)\s+(\d{1,2}\.\d{1,2}\.\d{4})\s*:?$/i;

function closingBalance(balances: readonly RunningBalance[]): Pick<Statement, 'balance' | 'balances'> {
  if (balances.length === 0) return {};
  // (a file of several currencies' pockets, Revolut's, has a running balance per currency: each is
  // the closing balance of that currency's account; the last row's alone was reported, QA of session 50)
  const currencies = [...new Set(balances.map((b) => b.currency))];
  if (currencies.length > 1) {
    const each = currencies.map((c) => latestBalance(balances.filter((b) => b.currency === c)).balance!);
    return { balance: each[0]!, balances: each };
  }
  return latestBalance(balances);
}

function latestBalance(balances: readonly RunningBalance[]): Pick<Statement, 'balance'> {
  const first = balances[0]!;
  const last = balances[balances.length - 1]!;
  const latest = first.date !== last.date ? (first.date > last.date ? first : last) : listedNewestFirst(balances) ? first : last;
  return { balance: { amount: latest.amount, currency: latest.currency, date: latest.date, accountId: null } };
}

/** Whether more neighbouring rows add up newest-first (the row above = the row below plus its amount) than oldest-first. */
function listedNewestFirst(balances: readonly RunningBalance[]): boolean {
  let newestFirst = 0;
  let oldestFirst = 0;
  for (let i = 1; i < balances.length; i++) {
    const above = balances[i - 1]!;
    const below = balances[i]!;
    if (below.amount.add(above.moved).eq(above.amount)) newestFirst++;
    if (above.amount.add(below.moved).eq(below.amount)) oldestFirst++;
  }
  return newestFirst > oldestFirst;
}
