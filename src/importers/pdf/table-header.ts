// The header row of a statement table: which column is which, recognised by the column names
// banks print (Chinese, English and German), and where each column sits on the page, so that the
// cells of every later line can be put under the right header.
import type { Phrase, TextLine } from './text-lines.ts';
import { PAYEE_COLUMN_NAMES } from '../payee-column-names.ts';
import { DIRECTION_COLUMN_NAMES } from '../direction-words.ts';
import { ALIPAY_HEADER } from '../csv/alipay.ts';
import { WECHAT_HEADER } from '../csv/wechat.ts';
import { toSimplified } from '../../text/traditional-chinese.ts';

export type ColumnRole =
  | 'transactionDate'
  | 'postingDate'
  | 'description'
  | 'payee'
  | 'amount'
  /** Money into the account: 收入, 存入, Credit. */
  | 'moneyIn'
  /** Money out of the account: 支出, 支取, Debit. */
  | 'moneyOut'
  | 'balance'
  /** Which way the amount went: 借/贷, 收/支, Dr/Cr (direction-words.ts). */
  | 'direction'
  | 'currency'
  /** A column we know but do not read (card number, place...): named so its text goes nowhere else. */
  | 'other';

export interface HeaderColumn {
  readonly role: ColumnRole;
  readonly name: string;
  readonly x0: number;
  readonly x1: number;
  /** Currency the header names (人民币金额, Amount (USD)). */
  readonly currency: string | null;
  /** A name the reader does not know, printed between names it knows: a column whose text would
   *  go nowhere unsaid (see unknown-columns.ts). */
  readonly unknown?: true;
}

export interface TableHeader {
  readonly columns: readonly HeaderColumn[];
  /** Currency named by a column header itself (人民币金额, Amount (USD)), if any. */
  readonly currency: string | null;
}

// Keys are compared after removing spaces, lower-casing and folding Traditional characters to
// Simplified (see headerKey): Hong Kong's and Taiwan's banks print 交易詳情, 結餘, 帳戶餘額.
const COLUMN_NAMES: ReadonlyMap<string, ColumnRole> = new Map([
  // The columns of the payment apps' CSV exports, which their PDF proofs (支付宝 交易流水证明,
  // 微信支付 交易明细证明) print too: known names, read by those CSV readers (app-statement.ts);
  // the names below give the ones this reader reads their roles.
  ...names('other', [...Object.values(ALIPAY_HEADER).flat(), ...Object.values(WECHAT_HEADER).flat()]),
  ...names('transactionDate', ['交易日', '交易日期', '交易时间', 'date', 'transactiondate', 'dateoftransaction', 'transdate', 'trans.date', 'txndate', 'buchungstag', 'buchungsdatum', 'buchung', 'datum']),
  ...names('postingDate', ['记账日', '记账日期', '入账日', '入账日期', 'postingdate', 'postdate', 'post.date', 'valuta', 'wertstellung', 'wert']),
  ...names('description', ['摘要', '交易摘要', '交易说明', '交易描述', '交易名称', '交易类型', '交易详情', '详情', 'description', 'details', 'transactiondescription', 'particulars', 'merchantnameortransactiondescription', 'verwendungszweck', 'buchungstext', 'beschreibung']),
  ...names('payee', PAYEE_COLUMN_NAMES),
  // ICBC's 收入/支出金额 is one signed column (-88.00 is money out), not 收入 as its first half says
  ...names('amount', ['金额', '交易金额', '人民币金额', '入账金额', '记账金额', '清算金额', '结算金额', '发生额', '交易额', '收入/支出金额', 'amount', 'transactionamount', 'settlementamount', 'postingamount', 'betrag', 'umsatz']),
  ...names('moneyIn', ['收入', '存入', '收入金额', '存入金额', '贷方金额', '存款', '存款金额', 'credit', 'credits', 'deposit', 'deposits', 'haben']),
  ...names('moneyOut', ['支出', '支取', '支出金额', '支取金额', '借方金额', '提款', '提款金额', 'debit', 'debits', 'withdrawal', 'withdrawals', 'soll']),
  ...names('balance', ['余额', '账户余额', '联机余额', '本次余额', '交易后余额', '结余', 'balance', 'saldo', 'kontostand']),
  ...names('direction', DIRECTION_COLUMN_NAMES),
  ...names('currency', ['币种', '币别', '交易币种', '货币', 'currency', 'ccy', 'währung']),
  ...names('other', ['卡号末四位', '卡号后四位', '卡号', '交易地点', '对方账号', '对方账户', '流水号', '交易流水号', '渠道', '交易渠道', '备注', '账号', '储种', '序号', '钞汇', '地区', '交易地金额', '原币金额', '交易币金额', '外币金额', 'cardno', 'cardnumber', 'reference', 'ref', 'originalamount']),
]);

function names(role: ColumnRole, list: readonly string[]): [string, ColumnRole][] {
  return list.map((name) => [name, role]);
}

const CURRENCY_IN_HEADER: readonly [RegExp, string][] = [
  [/人民币|rmb|cny/i, 'CNY'],
  [/美元|usd/i, 'USD'],
];

function headerKey(text: string): string {
  return toSimplified(text).replace(/\s+/g, '').replace(/[.:：]$/, '').toLowerCase();
}

interface NamedCell {
  readonly role: ColumnRole;
  readonly name: string;
  readonly currency: string | null;
}

/** "人民币金额", "金额(元)", "Amount (USD)", "交易日期/Date" → a role, or null. */
function nameCell(text: string): NamedCell | null {
  const key = headerKey(text);
  const direct = COLUMN_NAMES.get(key);
  if (direct) return { role: direct, name: text, currency: currencyIn(key) };
  // A unit or currency in brackets: 金额(元), Amount(RMB).
  const bracket = /^(.+?)\((.*)\)$/.exec(key);
  if (bracket) {
    const role = COLUMN_NAMES.get(bracket[1]!);
    if (role) return { role, name: text, currency: currencyIn(key) };
  }
  // A currency before the name: RMB Amount, USD Balance, $ Amount (Chase).
  const prefixed = /^(rmb|cny|usd|hkd|eur|us\$|hk\$|\$|€|£|¥)(.+)$/.exec(key);
  if (prefixed) {
    const role = COLUMN_NAMES.get(prefixed[2]!);
    if (role) return { role, name: text, currency: currencyIn(key) };
  }
  // Bilingual cells: 交易日期/Date, 交易日期 Transaction Date (read the first known half).
  for (const part of text.split(/[/|]/)) {
    const role = COLUMN_NAMES.get(headerKey(part));
    if (role) return { role, name: text, currency: currencyIn(key) };
  }
  return null;
}

function currencyIn(key: string): string | null {
  for (const [pattern, code] of CURRENCY_IN_HEADER) if (pattern.test(key)) return code;
  return null;
}

/** A phrase may hold several header names separated by single spaces ("Transaction Date
 *  Description Amount"): cut it into the longest known names, left to right. */
// Cutting a phrase into the longest names tries every run of its words: the cube of its length.
// A header phrase has some tens of words (a name may be long: "Amount (in the currency of the
// account, debits negative, credits positive)"); a longer one (a hostile PDF puts a whole page
// on one line) is cut into names of at most a few words, which takes linear time.
const MANY_WORDS = 48;
const MAX_NAME_WORDS = 6;
const MAX_PHRASE_LENGTH = 1024;

function nameCells(phrase: Phrase): { cell: NamedCell; x0: number; x1: number }[] | null {
  const whole = phrase.text.length <= MAX_PHRASE_LENGTH ? nameCell(phrase.text) : null;
  if (whole) return [{ cell: whole, x0: phrase.x0, x1: phrase.x1 }];
  const words = phrase.text.split(' ');
  if (words.length < 2) return null;
  const unit = (phrase.x1 - phrase.x0) / Math.max(1, phrase.text.length);
  const result: { cell: NamedCell; x0: number; x1: number }[] = [];
  let start = 0;
  let offset = 0;
  while (start < words.length) {
    let found = false;
    for (let end = words.length > MANY_WORDS ? Math.min(words.length, start + MAX_NAME_WORDS) : words.length; end > start; end--) {
      const text = words.slice(start, end).join(' ');
      const cell = nameCell(text);
      if (!cell) continue;
      const x0 = phrase.x0 + offset * unit;
      result.push({ cell, x0, x1: x0 + text.length * unit });
      offset += text.length + 1;
      start = end;
      found = true;
      break;
    }
    if (!found) return null;
  }
  return result;
}

/** An unknown phrase that may still name a column: a short label without digits (ICBC's 储种, 钞汇, 地区). */
const COLUMN_LABEL = /^[^\d]{1,12}$/;

/**
 * The line as a table header, or null. It needs a date column, a money column and a third known
 * name: that is what makes it a transaction table. Columns it does not know may stand among them
 * (ICBC's 借记账户历史明细 prints 账号, 储种, 序号, 钞汇, 地区 beside 8 known ones), as short labels
 * without digits; other text (a row, a sentence) counts against the line.
 */
export function readHeader(line: TextLine): TableHeader | null {
  let columns: HeaderColumn[] = [];
  const unnamed = new Set<HeaderColumn>();
  let known = 0;
  let unknown = 0;
  for (const phrase of line.phrases) {
    const cells = nameCells(phrase);
    if (!cells) {
      // A column we have no name for still owns its place, so its text goes nowhere else.
      if (!COLUMN_LABEL.test(phrase.text)) unknown++;
      const column: HeaderColumn = { role: 'other', name: phrase.text, x0: phrase.x0, x1: phrase.x1, currency: null };
      unnamed.add(column);
      columns.push(column);
      continue;
    }
    known += cells.length;
    for (const { cell, x0, x1 } of cells) columns.push({ role: cell.role, name: cell.name, x0, x1, currency: cell.currency });
  }
  const roles = new Set(columns.map((c) => c.role));
  const hasDate = roles.has('transactionDate') || roles.has('postingDate');
  const hasMoney = roles.has('amount') || roles.has('moneyIn') || roles.has('moneyOut');
  if (!hasDate || !hasMoney || known < 3 || unknown * 2 > known) return null;
  columns = keepSettlementAmount(keepDateOverTime(markUnknownBetweenKnown(columns, unnamed)));
  const money = columns.find((c) => (c.role === 'amount' || c.role === 'moneyIn' || c.role === 'moneyOut') && c.currency);
  return { columns, currency: money?.currency ?? null };
}

/** The unnamed columns with a named one on either side (left to right): a column of the table, not
 *  a note printed beside its header. */
function markUnknownBetweenKnown(columns: readonly HeaderColumn[], unnamed: ReadonlySet<HeaderColumn>): HeaderColumn[] {
  const first = columns.findIndex((c) => !unnamed.has(c));
  const last = columns.findLastIndex((c) => !unnamed.has(c));
  return columns.map((c, i) => (unnamed.has(c) && i > first && i < last ? { ...c, unknown: true } : c));
}

const TIME_NAME = /时间|time/i;

/** 交易时间 is the transaction date when it is the only one (Alipay prints 2025-12-03 08:12:44
 *  there); beside a 交易日期 (农业银行: 20251120 | 150904) it is the time of day, not read. */
function keepDateOverTime(columns: HeaderColumn[]): HeaderColumn[] {
  const dates = columns.filter((c) => c.role === 'transactionDate');
  if (!dates.some((c) => !TIME_NAME.test(c.name))) return columns;
  return columns.map((c) => (c.role === 'transactionDate' && TIME_NAME.test(c.name) ? { ...c, role: 'other' } : c));
}

const SETTLEMENT_NAME = /人民币|入账|记账|清算|结算|settlement|posting/i;

/** Card statements may show the amount twice, in the currency spent and as booked to the card
 *  (交易金额 and 人民币金额): the booked one is what moved the account. */
function keepSettlementAmount(columns: HeaderColumn[]): HeaderColumn[] {
  const amounts = columns.filter((c) => c.role === 'amount');
  if (amounts.length < 2) return columns;
  const keep = amounts.find((c) => SETTLEMENT_NAME.test(c.name)) ?? amounts[amounts.length - 1]!;
  return columns.map((c) => (c.role === 'amount' && c !== keep ? { ...c, role: 'other' } : c));
}

/** A line that only repeats column names (an English header line under a Chinese one). */
export function isHeaderLike(line: TextLine): boolean {
  return line.phrases.length > 0 && line.phrases.every((p) => nameCells(p) !== null);
}

export type RowCells = Partial<Record<ColumnRole, string>>;

/** A body phrase and the column it was put under. */
export interface PlacedPhrase {
  readonly phrase: Phrase;
  readonly column: HeaderColumn;
}

/**
 * Puts each phrase of a body line under a header column: the column it overlaps most, or, when
 * it overlaps none (right-aligned numbers, text narrower or offset), the nearest one.
 */
export function placePhrases(line: TextLine, header: TableHeader): PlacedPhrase[] {
  return line.phrases.map((phrase) => ({ phrase, column: columnFor(phrase, header.columns) }));
}

/** The text of each column on a line (phrases of 'other' columns dropped). */
export function cellsOf(placed: readonly PlacedPhrase[]): RowCells {
  const cells: Partial<Record<ColumnRole, string[]>> = {};
  for (const { phrase, column } of placed) {
    if (column.role === 'other') continue;
    (cells[column.role] ??= []).push(phrase.text);
  }
  const result: RowCells = {};
  for (const [role, texts] of Object.entries(cells) as [ColumnRole, string[]][]) result[role] = joinCellText(texts);
  return result;
}

function columnFor(phrase: Phrase, columns: readonly HeaderColumn[]): HeaderColumn {
  let best = columns[0]!;
  let bestScore = -Infinity;
  for (const column of columns) {
    const overlap = Math.min(phrase.x1, column.x1) - Math.max(phrase.x0, column.x0);
    // Positive: overlapping width; negative: distance between the two spans.
    if (overlap > bestScore) {
      bestScore = overlap;
      best = column;
    }
  }
  return best;
}

const CJK_END = /[\u2e80-\u9fff\uf900-\ufaff]$/u;
const CJK_START = /^[\u2e80-\u9fff\uf900-\ufaff]/u;

/** A cell wrapped inside brackets: 招商银行储蓄卡( / 1234). */
const OPEN_END = /[(（[【]$/u;
const CLOSE_START = /^[)）\]】]/u;

/** Joins the pieces of one cell: Chinese runs without a space, nor inside brackets; other text with one. */
export function joinCellText(parts: readonly string[]): string {
  let text = '';
  for (const part of parts) {
    if (text === '') text = part;
    else text += (CJK_END.test(text) && CJK_START.test(part)) || OPEN_END.test(text) || CLOSE_START.test(part) ? part : ' ' + part;
  }
  return text;
}
