// The decimal mark of a bank CSV's amounts: told by the money cells when one of them reads one way
// only (`-3,20`, `1,234.56`); when every dotted amount is a single dot before three digits
// (`-1.500`, `2.000`: 1.5 or 1500), by what else the file says of where it comes from, or by the
// user (QA: a German `;` file's rent of -1.500 EUR was booked as 1.50, without a word).
import { Decimal } from '../../ledger/core/decimal.ts';
import { StatementError } from '../statement.ts';
import { dotReadsBothWays, headerKey, markOf, marksSaid, parseMoney, type DecimalMark, type SlashOrder } from './cells.ts';

/** A money column: its name as the file writes it (or its number), and its cells. */
export interface MoneyColumn {
  readonly name: string;
  readonly cells: readonly (string | undefined)[];
  /** for a workbook's table: whether each cell held a number (its decimal mark a point) */
  readonly numbers?: readonly boolean[];
}

/** What the rest of the file says of the country it comes from. */
export interface DecimalClues {
  /** the CSV's delimiter; null for a table that had none (a workbook's) */
  readonly delimiter: string | null;
  readonly header: readonly string[] | null;
  /** the date column's cells */
  readonly dates: readonly (string | undefined)[];
  /** how the file's dd/dd/yyyy dates are read */
  readonly slashOrder: SlashOrder;
  /** the currencies the file names: a currency column's cells, a header's unit, a preamble line */
  readonly currencies: readonly (string | null)[];
  /** cells outside the money and date columns (the preamble's, the other columns'), a balance or a rate among them */
  readonly otherCells: readonly string[];
}

export interface DecidedMark {
  readonly mark: DecimalMark;
  /** how amounts that read both ways were read, and why (null when no amount did) */
  readonly warning: string | null;
}

/**
 * The decimal mark of the money columns: ',' when some cell reads only with a decimal comma, '.'
 * when some cell reads only with a decimal point (a 422 when cells of both kinds are found). When
 * none does, a dotted amount (`-1.500`) is read by the file's other clues: semicolons, German
 * or Dutch headers, dotted dates and euros say a decimal comma; a comma-separated file with
 * English headers, Chinese or Japanese headers, month-first dates, Swiss groups (`1'500`) and
 * dollars, pounds or yuan say a decimal point. When they say one of the two, the amounts are read
 * so with a warning; when they say neither or both, the file is a 422 that names the column and
 * how to settle it. Amounts without a dot that read both ways (`1,234`, `12`) keep the decimal
 * point, as before. A workbook's number cell (`numbers`) with a dot says a decimal point.
 */
export function statementDecimalMark(columns: readonly MoneyColumn[], clues: () => DecimalClues): DecidedMark {
  const said = marksSaid(columns.flatMap((c) => c.cells));
  const { comma } = said;
  // a workbook's number holds its value: `1.234` there is 1.234, whatever the sheet's language
  const point = said.point || columns.some((c) => c.cells.some((cell, i) => c.numbers?.[i] === true && cell?.includes('.') === true));
  if (comma && point) {
    throw new StatementError('the amounts are written both with a decimal point (1,234.50) and with a decimal comma (1.234,50): send mapping\'s "decimal_separator", such as {"decimal_separator": ","}');
  }
  if (comma || point) return { mark: comma ? ',' : '.', warning: null };
  const column = columns.find((c) => c.cells.some(dotReadsBothWays));
  if (column === undefined) return { mark: '.', warning: null };
  const example = column.cells.find(dotReadsBothWays)!.trim();
  const reading = (mark: DecimalMark) => (parseMoney(example, mark)?.number ?? Decimal.ZERO).normalize().toString();
  const bothWays = `amounts such as ${example} in the column ${JSON.stringify(column.name)} read both ways (${reading('.')} with a decimal point, ${reading(',')} with a decimal comma)`;
  // (gathered only for such a file: a large statement's cells are not gone through again)
  const { commaSays, pointSays } = whatTheFileSays(columns, clues());
  if (commaSays.length > 0 && pointSays.length === 0) {
    return { mark: ',', warning: `${bothWays}: read with a decimal comma, as the file's ${listed(commaSays)} say; if that is wrong, send mapping's "decimal_separator" (".")` };
  }
  if (pointSays.length > 0 && commaSays.length === 0) {
    return { mark: '.', warning: `${bothWays}: read with a decimal point, as the file's ${listed(pointSays)} say; if that is wrong, send mapping's "decimal_separator" (",")` };
  }
  const why = commaSays.length === 0 ? 'nothing else in the file says which' : `the file says both (a decimal comma: its ${listed(commaSays)}; a decimal point: its ${listed(pointSays)})`;
  throw new StatementError(`${bothWays}, and ${why}: send mapping's "decimal_separator", {"decimal_separator": ","} to read ${example} as ${reading(',')} or {"decimal_separator": "."} to read it as ${reading('.')}`);
}

function listed(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Header words (in headerKey form) of banks that write a decimal comma: German, Dutch, French, Italian (not Spanish: Mexico's banks write a decimal point). */
const COMMA_HEADER_WORDS = new Set([
  'buchung', 'buchungstag', 'buchungsdatum', 'wertstellung', 'valuta', 'betrag', 'verwendungszweck', 'buchungstext', 'währung', 'waehrung', 'saldo',
  'umsatztyp', 'zahlungspflichtige*r', 'zahlungsempfänger*in', 'auftraggeber/begünstigter', 'gläubiger-id', 'mandatsreferenz', 'kundenreferenz',
  'bedrag', 'mededelingen', 'saldonamutatie', 'afbij', 'montant', 'libellé', 'débit', 'crédit', 'importo', 'causale',
]);
/** English header words: from a comma-separated file, of a bank that writes a decimal point (US, UK, Hong Kong, Singapore...). */
const ENGLISH_HEADER_WORDS = new Set([
  'date', 'transactiondate', 'posteddate', 'postingdate', 'bookingdate', 'amount', 'debit', 'credit', 'description', 'details', 'memo', 'balance', 'payee',
  'withdrawals', 'deposits', 'moneyin', 'moneyout', 'paidin', 'paidout', 'transactiondetails', 'reference',
]);
/** Currencies of countries that write a decimal comma, and of countries that write a decimal point. */
const COMMA_CURRENCIES = new Set(['EUR', 'DKK', 'NOK', 'SEK', 'ISK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'RSD', 'BRL', 'ARS', 'TRY', 'RUB', 'UAH', 'IDR', 'VND']);
const POINT_CURRENCIES = new Set(['USD', 'GBP', 'CHF', 'CNY', 'JPY', 'HKD', 'TWD', 'MOP', 'SGD', 'AUD', 'NZD', 'INR', 'KRW', 'MYR', 'PHP', 'THB', 'ILS', 'MXN']);
const CURRENCY_WORDS: Readonly<Record<string, string>> = { EUR: 'euros', USD: 'US dollars', GBP: 'pounds', CHF: 'Swiss francs', CNY: 'yuan', JPY: 'yen', HKD: 'Hong Kong dollars' };
/** A currency sign or code in a money cell. */
const CELL_CURRENCY: readonly [RegExp, string][] = [[/€/, 'EUR'], [/(?<![A-Z])EUR(?![A-Z])/, 'EUR'], [/(?<![A-Z]{2})\$/, 'USD'], [/£/, 'GBP'], [/[¥￥]/, 'CNY']];
/** A cell that is a number and nothing else (a sign, a currency sign or code around it). */
const NUMBER_CELL = /^[-+]?\s*[€$£¥]?\s*[-+]?\d[\d.,'’\s\u00a0]*\s*(?:€|[A-Z]{3})?\s*-?$/;

/** The clues of the file for each decimal mark, as words for a message. */
function whatTheFileSays(columns: readonly MoneyColumn[], clues: DecimalClues): { commaSays: string[]; pointSays: string[] } {
  const commaSays: string[] = [];
  const pointSays: string[] = [];
  if (clues.delimiter === ';') commaSays.push('semicolons between cells');
  const keys = clues.header?.map(headerKey) ?? [];
  if (keys.some((k) => COMMA_HEADER_WORDS.has(k))) commaSays.push('German or other European headers');
  else if (clues.delimiter === ',' && keys.some((k) => ENGLISH_HEADER_WORDS.has(k))) pointSays.push('English headers in a comma-separated file');
  if (clues.header?.some((c) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(c))) pointSays.push('Chinese or Japanese headers');
  const dotted = clues.dates.find((d) => /^\s*\d{1,2}\.\d{1,2}\.(\d{4}|\d{2})(?!\d)/.test(d ?? ''));
  if (dotted !== undefined) commaSays.push(`dates such as ${dotted.trim()}`);
  const slashed = clues.dates.find((d) => /^\s*\d{1,2}\/\d{1,2}\/\d{4}(?!\d)/.test(d ?? ''));
  if (slashed !== undefined && clues.slashOrder === 'mdy') pointSays.push(`month-first dates such as ${slashed.trim()}`);
  const other = clues.otherCells.map((c) => c.trim()).filter((c) => NUMBER_CELL.test(c));
  const otherComma = other.find((c) => markOf(c) === ',');
  const otherPoint = other.find((c) => markOf(c) === '.');
  if (otherComma !== undefined) commaSays.push(`other figures such as ${otherComma}`);
  if (otherPoint !== undefined) pointSays.push(`other figures such as ${otherPoint}`);
  const moneyCells = columns.flatMap((c) => c.cells).filter((c): c is string => c !== undefined);
  const swiss = moneyCells.find((c) => /\d['’]\d{3}(?!\d)/.test(c));
  if (swiss !== undefined) pointSays.push(`Swiss groups such as ${swiss.trim()}`);
  const currencies = new Set(clues.currencies.filter((c): c is string => c !== null));
  for (const [sign, code] of CELL_CURRENCY) if (moneyCells.some((c) => sign.test(c))) currencies.add(code);
  for (const code of [...currencies].sort()) {
    const words = CURRENCY_WORDS[code] ?? code;
    if (COMMA_CURRENCIES.has(code)) commaSays.push(words);
    else if (POINT_CURRENCIES.has(code)) pointSays.push(words);
  }
  return { commaSays, pointSays };
}
