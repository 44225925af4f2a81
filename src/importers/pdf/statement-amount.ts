// Amounts as statements print them: "1,234.56", "¥-12.00", "RMB 88.00", "(45.00)", "300.00 CR",
// "12.50-", and with a decimal comma as most of Europe writes them, "-85,00", "1.234,56 €". Parsed
// to Decimal; what the sign means is decided by the caller (statement kind).
import { Decimal } from '../../ledger/core/decimal.ts';
import { marksSaid, type DecimalMark } from '../csv/cells.ts';

export interface PrintedAmount {
  /** Negative when printed with '-', '−' or in parentheses. */
  readonly value: Decimal;
  /** CR / DR written beside the number (credit = money in to the statement's account). */
  readonly marker: 'CR' | 'DR' | null;
  /** Currency named by a symbol or code beside the number. */
  readonly currency: string | null;
}

const CURRENCY_MARKS: readonly [RegExp, string][] = [
  [/^(?:¥|RMB|CNY|人民币|元)/i, 'CNY'],
  [/^(?:US\$|USD|美元|\$)/i, 'USD'],
  [/^(?:HK\$|HKD|港币)/i, 'HKD'],
  [/^(?:€|EUR|欧元)/i, 'EUR'],
];

export type { DecimalMark };

const NUMBER: Readonly<Record<DecimalMark, RegExp>> = {
  '.': /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/,
  ',': /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/,
};

/** The amount in a cell, or null when the cell holds no number in a form we recognise, with
 *  `mark` separating its fraction (statementDecimalMark). */
export function parsePrintedAmount(cell: string, mark: DecimalMark = '.'): PrintedAmount | null {
  const printed = printedParts(cell);
  if (!NUMBER[mark].test(printed.number)) return null;
  const value = Decimal.parse(mark === ',' ? printed.number.replace(/\./g, '').replace(',', '.') : printed.number.replace(/,/g, ''));
  return { value: printed.negative ? value.neg() : value, marker: printed.marker, currency: printed.currency };
}

/**
 * How the statement writes its amounts: with a decimal comma when some amount cell reads only so
 * (-85,00, 1.234,56) and none reads only with a decimal point (1,234.56, 12.50); else with a
 * point. Cells that read either way (1,234, 1.500, 12) tell nothing. What a cell tells is read as
 * the CSV reader reads it (marksSaid); where cells contradict each other, a point.
 */
export function statementDecimalMark(cells: readonly string[]): DecimalMark {
  const { comma, point } = marksSaid(cells.map((cell) => printedParts(cell).number));
  return comma && !point ? ',' : '.';
}

interface PrintedParts {
  /** The digits and separators, signs, marks and currency taken off. */
  readonly number: string;
  readonly negative: boolean;
  readonly marker: PrintedAmount['marker'];
  readonly currency: string | null;
}

const TRAILING_CURRENCY: readonly [RegExp, string][] = [
  [/\s*(?:元|RMB|CNY)$/i, 'CNY'],
  [/\s*USD$/i, 'USD'],
  [/\s*(?:€|EUR)$/i, 'EUR'],
];

function printedParts(cell: string): PrintedParts {
  let text = cell.replace(/[\u2212\u2013\u2014]/g, '-').replace(/\s+/g, ' ').trim();
  let marker: PrintedAmount['marker'] = null;
  let currency: string | null = null;
  let negative = false;

  const markerMatch = /^(CR|DR)\s*|\s*(CR|DR)$/i.exec(text);
  if (markerMatch) {
    marker = (markerMatch[1] ?? markerMatch[2])!.toUpperCase() as 'CR' | 'DR';
    text = text.replace(markerMatch[0], '').trim();
  }
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  // A sign may stand before or after the currency mark: "-¥12.00", "¥-12.00", "12.00-".
  for (let pass = 0; pass < 2; pass++) {
    if (text.startsWith('-') || text.startsWith('+')) {
      negative ||= text.startsWith('-');
      text = text.slice(1).trim();
    }
    for (const [pattern, code] of CURRENCY_MARKS) {
      const match = pattern.exec(text);
      if (match) {
        currency ??= code;
        text = text.slice(match[0].length).trim();
        break;
      }
    }
  }
  // Trailing marks: "12.00 元", "12.00 RMB", "85,00 €", "12.00-".
  for (const [pattern, code] of TRAILING_CURRENCY) {
    const trailing = pattern.exec(text);
    if (!trailing) continue;
    currency ??= code;
    text = text.slice(0, trailing.index).trim();
    break;
  }
  if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1).trim();
  }
  return { number: text, negative, marker, currency };
}
