// Reads a PDF bank or credit-card statement that has a text layer into statement rows: the
// text is grouped into lines, the transaction table found by its header, and each body line
// read as a transaction, a continuation of the one above, a section title or a total.
import { Decimal } from '../../ledger/core/decimal.ts';
import { StatementError, type SkippedRow, type Statement, type StatementRow } from '../statement.ts';
import { readPdfText, type PdfPage } from './pdf-text.ts';
import { parsePrintedAmount, statementDecimalMark, type DecimalMark, type PrintedAmount } from './statement-amount.ts';
import { decidedSlashOrder, findStatementPeriod, parsePrintedDate, resolvePrintedDate, statementSlashOrder } from './statement-dates.ts';
import { parseShortYearDate, resolveShortYearDate, shortYearReading, type ShortYearReading } from './short-year-dates.ts';
import { lineText, readStatementTable, type BodyLine } from './statement-table.ts';
import {
  currencyCode,
  isMoneyInDescription,
  isMoneyInSection,
  isSectionTitle,
  isSummaryText,
  statementCurrency,
  statementKind,
  type StatementKind,
} from './statement-words.ts';
import { cellsOf, placePhrases, type ColumnRole, type PlacedPhrase, type RowCells } from './table-header.ts';
import { readAppStatement } from './app-statement.ts';
import type { TextLine } from './text-lines.ts';
import { hangsBelow, linesOfRowAbove } from './wrapped-lines.ts';
import { readUnknownColumns, withDescriptionColumns, type UnknownColumns } from './unknown-columns.ts';
import type { SlashOrder } from '../csv/cells.ts';
import { sideOf } from '../direction-words.ts';
import { showInvisible, statementText } from '../../text/statement-text.ts';
import { withUncleanedReading } from '../uncleaned-text.ts';

interface RowDraft {
  row: number;
  date: string;
  amount: Decimal;
  currency: string | null;
  payee: string | null;
  narration: string | null;
  balance: Decimal | null;
  /** the amount came from the one signed amount column of a statement not known to be a card's */
  signedColumn: boolean;
}

/** A line with a date or an amount, and the lines of its wrapped cells. */
interface TableRow {
  readonly body: BodyLine;
  readonly date: string | null;
  readonly money: RowMoney | null;
  /** The section title above the row (还款, 消费), which may say which way a card's rows go. */
  readonly section: string | null;
  /** The phrases of its lines, top to bottom: wrapped lines above the row's own, it, those below. */
  readonly phrases: PlacedPhrase[];
  /** Why a line that looks like a transaction was not read as one (it is listed as skipped). */
  readonly unread?: string;
}

interface StatementFacts {
  readonly kind: StatementKind;
  readonly statementDate: string | null;
  readonly currency: string | null;
  /** How row dates with a two-digit year (11/02/26) read, or why they cannot be. */
  readonly shortYears: ShortYearReading | string;
  /** What separates the amounts' fraction: 1,234.56 or (German statements) 1.234,56. */
  readonly decimalMark: DecimalMark;
}

export async function readPdfStatement(content: Buffer): Promise<Statement> {
  const read = await readPdfText(content);
  // (the text as statementText leaves it; when that changed some, the rows also take the ids of their reading before)
  const pages = cleanedPages(read);
  const statement = statementOfPages(pages);
  return pages === read ? statement : withUncleanedReading(statement, () => statementOfPages(read));
}

/**
 * The pages with their text cleaned as a CSV's cells are (statementText: no zero-width space,
 * direction mark or other format character); a piece of text of nothing else is left out. The
 * same pages when nothing changed.
 */
function cleanedPages(pages: readonly PdfPage[]): readonly PdfPage[] {
  let changed = false;
  const cleaned = pages.map((page) => {
    const items = page.items.flatMap((item) => {
      const text = statementText(item.text);
      if (text === item.text) return [item];
      changed = true;
      return text.trim() === '' ? [] : [{ ...item, text }];
    });
    return items.length === 0 && page.items.length > 0 ? { ...page, items, shows: 'nothing' as const } : { ...page, items };
  });
  return changed ? cleaned : pages;
}

function statementOfPages(pages: readonly PdfPage[]): Statement {
  if (pages.every((page) => page.items.length === 0)) {
    throw new StatementError(
      'the PDF has no text layer (its pages are images, as in a scanned statement); OCR is not supported: download the statement as a text PDF or CSV from the bank',
    );
  }
  const table = readStatementTable(pages);
  if (table.headers.length === 0) {
    throw new StatementError(
      'no transaction table found in the PDF: no header line with a date column (交易日/记账日/Date) and an amount column (金额/收入/支出/Amount/Debit/Credit)',
    );
  }
  const outsideText = table.outside.join('\n');
  const bodyTexts = table.body.map((b) => lineText(b.line));
  const allText = [outsideText, ...bodyTexts].join('\n');
  // 03/10/2026 is read day first unless the statement's dates say month first (statementSlashOrder)
  const slashOrder = statementSlashOrder(bodyTexts, table.outside);
  // dd/dd/yy dates (a closing date 11/24/26, rows 11/02/26) are read only in an order the statement decides
  const decided = decidedSlashOrder(bodyTexts, table.outside);
  const period = findStatementPeriod(table.outside, slashOrder, decided) ?? findStatementPeriod(bodyTexts, slashOrder, decided);
  const bodyCells = table.body.map((b) => cellsOf(placePhrases(b.line, b.header)));
  const cellsIn = (roles: readonly ColumnRole[]) => bodyCells.flatMap((cells) => roles.map((role) => cells[role]).filter((c) => c !== undefined));
  const facts: StatementFacts = {
    // From the title and preamble only: a bank account's rows often read 信用卡还款.
    kind: statementKind(outsideText),
    statementDate: period?.end ?? null,
    currency: table.headers[0]!.currency ?? statementCurrency(outsideText) ?? statementCurrency(allText),
    shortYears: shortYearReading(cellsIn(['transactionDate', 'postingDate']), decided, period),
    decimalMark: statementDecimalMark(cellsIn(['amount', 'moneyIn', 'moneyOut', 'balance'])),
  };

  // A scanned page among text pages (an image only) would otherwise leave its rows out unsaid; so
  // would one whose text is all turned against the page. A blank page has nothing to say.
  const pageWarnings = pages.flatMap((page) =>
    page.items.length > 0 || page.shows === 'nothing'
      ? []
      : page.shows === 'turned text'
        ? [`page ${page.number} has only text turned against the page (a watermark, or a table printed sideways?): none of it is read`]
        : [`page ${page.number} has no text layer (a scanned page?): its rows are not imported`],
  );

  const records = tableRows(table.body, facts, slashOrder);
  const unread: SkippedRow[] = records.flatMap((r) => (r.unread === undefined ? [] : [{ row: r.body.row, reason: r.unread }]));
  const app = readAppStatement(table.headers[0]!, records.filter((r) => r.unread === undefined));
  if (app) {
    const warnings = [...pageWarnings, ...(app.warnings ?? [])];
    return { ...app, skipped: [...app.skipped, ...unread].sort((a, b) => a.row - b.row), ...(warnings.length > 0 ? { warnings } : {}) };
  }

  // columns of the table whose header is unknown: the description, or said to be left out
  const columns = readUnknownColumns(records.filter((r) => r.unread === undefined).map((r) => ({ header: r.body.header, phrases: r.phrases })));
  const drafts: RowDraft[] = [];
  const skipped: SkippedRow[] = [];
  for (const record of records) {
    const draft = rowDraft(record, facts, columns);
    if (typeof draft === 'string') skipped.push({ row: record.body.row, reason: draft });
    else drafts.push(draft);
  }

  // A table whose every row went without a date was not understood: say so rather than import nothing.
  const undated = skipped.find((s) => s.reason.startsWith('no date: '));
  if (drafts.length === 0 && undated !== undefined) {
    throw new StatementError(`no row of the statement's table has a date this reader understands (${undated.reason})`, undated.row);
  }
  const rows: StatementRow[] = drafts.map((d) => ({
    row: d.row,
    date: d.date,
    amount: d.amount,
    currency: d.currency,
    payee: d.payee,
    narration: d.narration,
    id: null,
    method: null,
    status: null,
    accountId: null,
  }));
  const balance = closingBalance(drafts, facts.currency);
  const warnings = [...pageWarnings, ...columns.warnings];
  return {
    format: 'pdf',
    source: 'pdf',
    rows,
    skipped,
    currency: facts.currency,
    // A statement that does not call itself a card's (`Visa Signature Card`) may still be one: when
    // every amount is printed in one signed column, the importer turns it to the card's side for a
    // Liabilities account by the same rule as a CSV's (cardStatementSigns in import-statement.ts).
    signedAmounts: drafts.length > 0 && drafts.every((d) => d.signedColumn),
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(balance ? { balance: { ...balance, accountId: null } } : {}),
  };
}

/**
 * The table's rows: each line with a date or an amount, with the lines of its cells wrapped above
 * or below it. A text-only line waits in `run` until the next line tells whether it belongs to
 * the row above or to the row below (wrapped-lines.ts); `above` is the line such lines hang from:
 * a row, or a line that takes none (the header, a section title, a note).
 */
function tableRows(body: readonly BodyLine[], facts: StatementFacts, slashOrder: SlashOrder): TableRow[] {
  const rows: TableRow[] = [];
  let section: string | null = null;
  let above: { row: TableRow | null; line: TextLine } | null = null;
  let run: { line: TextLine; placed: PlacedPhrase[] }[] = [];
  const settleRun = (below: TableRow | null) => {
    const keep = linesOfRowAbove(above?.line ?? null, run.map((r) => r.line), below?.body.line ?? null);
    if (above?.row) for (const r of run.slice(0, keep)) above.row.phrases.push(...r.placed);
    if (below) below.phrases.unshift(...run.slice(keep).flatMap((r) => r.placed));
    run = [];
  };
  for (const line of body) {
    const placed = placePhrases(line.line, line.header);
    const cells = cellsOf(placed);
    const text = lineText(line.line);
    const dateRead = rowDate(cells, line, facts, slashOrder);
    const moneyRead = rowMoney(cells, line, facts.decimalMark);
    const date = dateRead instanceof StatementError ? null : dateRead;
    const money = moneyRead instanceof StatementError ? null : moneyRead;
    // A cell that looks like a date or an amount but does not read as one is an error only on a
    // line that is otherwise a transaction; on any other line (page footers, notes) it is noise.
    if (!isSummaryText(text)) {
      if (dateRead instanceof StatementError && money !== null) throw dateRead;
      if (moneyRead instanceof StatementError && date !== null) throw moneyRead;
    }

    if (date === null && money === null) {
      if (!isSummaryText(text) && looksLikeTransaction(cells)) {
        // Two rows run into one line (a date cell 2026-09-072026-09-09): said, not dropped.
        const row: TableRow = { body: line, date, money, section, phrases: [...placed], unread: `neither its date nor its amount reads as one: ${text}` };
        settleRun(null);
        above = { row, line: line.line };
        rows.push(row);
        continue;
      }
      if (isWrappedCellText(text, placed)) {
        const last = run[run.length - 1]?.line ?? above?.line;
        if (last === undefined || line.previous !== last || !hangsBelow(line.line, last)) {
          // Far from what is above: if anything's, the top of a cell centred on the next row.
          settleRun(null);
          above = line.previous ? { row: null, line: line.previous } : null;
        }
        run.push({ line: line.line, placed });
        continue;
      }
      settleRun(null);
      above = { row: null, line: line.line };
      if (isSectionTitle(text)) section = text;
      continue;
    }
    const row: TableRow = { body: line, date, money, section, phrases: [...placed] };
    settleRun(line.previous === run[run.length - 1]?.line ? row : null);
    above = { row, line: line.line };
    rows.push(row);
  }
  settleRun(null);
  return rows;
}

/** A date cell and an amount cell with what look like a date and an amount in them. */
function looksLikeTransaction(cells: RowCells): boolean {
  const dated = [cells.transactionDate, cells.postingDate].some((cell) => cell !== undefined && /\d{1,4}[-/.年月]\d{1,2}|\d{8}/.test(cell));
  const priced = [cells.amount, cells.moneyIn, cells.moneyOut].some((cell) => cell !== undefined && /\d\.\d{2}/.test(cell));
  return dated && priced;
}

function where(body: BodyLine): string {
  return `row ${body.row} (page ${body.page}: "${lineText(body.line)}")`;
}

/** The transaction date (交易日), or else the posting date (记账日); null when the line has none,
 *  an error (returned, not thrown) when a date cell cannot be dated. */
function rowDate(cells: RowCells, body: BodyLine, facts: StatementFacts, slashOrder: SlashOrder): string | StatementError | null {
  const { statementDate, shortYears } = facts;
  for (const cell of [cells.transactionDate, cells.postingDate]) {
    if (!cell) continue;
    const short = parseShortYearDate(cell);
    if (short !== null) {
      if (typeof shortYears === 'string') return new StatementError(`${where(body)}: ${shortYears}`, body.row);
      return resolveShortYearDate(short, shortYears) ?? new StatementError(`${where(body)}: ${showInvisible(cell)} is not a valid date`, body.row);
    }
    const printed = parsePrintedDate(cell, slashOrder);
    if (!printed) continue;
    if (printed.year === null && statementDate === null) {
      return new StatementError(
        `${where(body)}: the date ${cell} has no year and the statement date (账单日, statement period or Statement Date) was not found`,
        body.row,
      );
    }
    const date = resolvePrintedDate(printed, statementDate);
    return date ?? new StatementError(`${where(body)}: ${showInvisible(cell)} is not a valid date`, body.row);
  }
  return null;
}

interface RowMoney {
  /** The printed amount, or when columns say the direction the amount already signed (in +, out −). */
  readonly printed: PrintedAmount;
  /** True when the sign came from 收入/支出 columns or a 借/贷 column and must not be reinterpreted. */
  readonly fromColumns: boolean;
  readonly currency: string | null;
}

class UnreadableAmount extends StatementError {}

function parseMoneyCell(cell: string | undefined, body: BodyLine, mark: DecimalMark): PrintedAmount | null {
  if (!cell) return null;
  const printed = parsePrintedAmount(cell, mark);
  if (!printed && /\d/.test(cell) && parsePrintedDate(cell) === null) {
    throw new UnreadableAmount(`${where(body)}: ${showInvisible(cell)} is not an amount`, body.row);
  }
  return printed;
}

/** The line's amount; null when it has none, an error (returned) when an amount cell holds
 *  digits that do not read as an amount. */
function rowMoney(cells: RowCells, body: BodyLine, mark: DecimalMark): RowMoney | StatementError | null {
  try {
    return readRowMoney(cells, body, mark);
  } catch (error) {
    if (error instanceof UnreadableAmount) return error;
    throw error;
  }
}

function readRowMoney(cells: RowCells, body: BodyLine, mark: DecimalMark): RowMoney | null {
  const amount = parseMoneyCell(cells.amount, body, mark);
  if (amount) {
    // A direction column (借贷: 借 Dr, 贷 Cr) beside an amount printed without a sign says which way it went.
    const side = sideOf(cells.direction);
    if (side === null) return { printed: amount, fromColumns: false, currency: amount.currency };
    const value = side === 'out' ? amount.value.abs().neg() : amount.value.abs();
    return { printed: { ...amount, value }, fromColumns: true, currency: amount.currency };
  }
  const moneyIn = parseMoneyCell(cells.moneyIn, body, mark);
  const moneyOut = parseMoneyCell(cells.moneyOut, body, mark);
  if (!moneyIn && !moneyOut) return null;
  // Either column may print 0.00 or a sign of its own; the column says the direction.
  const value = (moneyIn?.value.abs() ?? Decimal.ZERO).sub(moneyOut?.value.abs() ?? Decimal.ZERO);
  return {
    printed: { value, marker: null, currency: null },
    fromColumns: true,
    currency: moneyIn?.currency ?? moneyOut?.currency ?? null,
  };
}

/**
 * The amount from the account's point of view (negative = money out).
 * - 收入/支出 (存入/支取, Credit/Debit) columns, or a 借/贷 (收/支, Dr/Cr) column beside the
 *   amount: the column decides.
 * - Credit-card statements with one amount column list charges: a positive number is money
 *   out; a negative number, a CR mark, a row under a 还款/退款 section or a row describing a
 *   repayment or refund is money in.
 * - Bank statements with one amount column: the printed sign, or a CR (in) / DR (out) mark.
 */
function signedAmount(money: RowMoney, kind: StatementKind, section: string | null, description: string): Decimal {
  const { value, marker } = money.printed;
  if (money.fromColumns) return value;
  if (kind === 'creditCard') {
    const moneyIn =
      value.isNegative() || marker === 'CR' || (section !== null && isMoneyInSection(section)) || isMoneyInDescription(description);
    return moneyIn ? value.abs() : value.abs().neg();
  }
  if (marker === 'CR') return value.abs();
  if (marker === 'DR') return value.abs().neg();
  return value;
}

/** The transaction a row makes, or why it is skipped. */
function rowDraft(row: TableRow, facts: StatementFacts, columns: UnknownColumns): RowDraft | string {
  const { body, date, money } = row;
  const text = lineText(body.line);
  if (row.unread !== undefined) return row.unread;
  if (isSummaryText(text)) return `summary line: ${text}`;
  if (date === null) return `no date: ${text}`;
  if (money === null) return `no amount: ${text}`;
  const cells = cellsOf(withDescriptionColumns(row.phrases, columns.asDescription));
  const description = cells.description ?? null;
  const amount = signedAmount(money, facts.kind, row.section, [description, cells.payee].filter((t) => t != null).join(' '));
  if (amount.isZero()) return `zero amount: ${text}`;
  return {
    row: body.row,
    date,
    amount,
    currency: (cells.currency ? currencyCode(cells.currency) : null) ?? money.currency ?? body.header.currency ?? facts.currency,
    payee: cells.payee ?? null,
    narration: description,
    balance: cells.balance ? (parsePrintedAmount(cells.balance, facts.decimalMark)?.value ?? null) : null,
    signedColumn: facts.kind === 'bankAccount' && !money.fromColumns,
  };
}

/** The time of day under a row's date (ICBC prints 17:08:13 on the line below 2025-12-14). */
const TIME_OF_DAY = /^\d{1,2}:\d{2}(?::\d{2})?$/;

/** Columns whose cells may wrap onto lines of their own: text, not money. */
const WRAPPING_ROLES: ReadonlySet<ColumnRole> = new Set(['description', 'payee', 'direction', 'other']);

/**
 * A line with neither date nor amount may be a wrapped cell of a row when it holds only text
 * (description, payee, a direction such as Alipay's 不计 / 收支, columns not read here such as a
 * funding method), or the time of the row's date, and is not a section title or a total.
 */
function isWrappedCellText(text: string, placed: readonly PlacedPhrase[]): boolean {
  if (isSectionTitle(text) || isSummaryText(text)) return false;
  return (
    placed.length > 0 &&
    placed.every(
      ({ phrase, column }) =>
        WRAPPING_ROLES.has(column.role) ||
        ((column.role === 'transactionDate' || column.role === 'postingDate') && TIME_OF_DAY.test(phrase.text)),
    )
  );
}

/** The balance after the latest row, when the table has a balance column. Statements list
 *  oldest first or newest first; among rows of the latest date, the one printed last in
 *  oldest-first order (first in newest-first order) closes the day. */
function closingBalance(
  drafts: readonly RowDraft[],
  statementCurrency: string | null,
): { amount: Decimal; currency: string | null; date: string } | null {
  const withBalance = drafts.filter((d) => d.balance !== null);
  if (withBalance.length === 0) return null;
  const newestFirst = withBalance[0]!.date > withBalance[withBalance.length - 1]!.date;
  let best = withBalance[0]!;
  for (const d of withBalance) {
    if (d.date > best.date || (d.date === best.date && !newestFirst)) best = d;
  }
  // The account's currency, not that of the row (a foreign-currency purchase on a CNY account).
  return { amount: best.balance!, currency: statementCurrency ?? best.currency, date: best.date };
}
