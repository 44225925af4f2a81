// Amounts as statements print them: "1,234.56", "¥-12.00", "RMB 88.00", "(45.00)", "300.00 CR",
// "12.50-". Parsed to Decimal; what the sign means is decided by the caller (statement kind).
import { Decimal } from '../../ledger/core/decimal.ts';

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

const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** The amount in a cell, or null when the cell holds no number in a form we recognise. */
export function parsePrintedAmount(cell: string): PrintedAmount | null {
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
  // Trailing marks: "12.00 元", "12.00 RMB", "12.00-".
  const trailingCurrency = /\s*(元|RMB|CNY|USD)$/i.exec(text);
  if (trailingCurrency) {
    currency ??= /USD/i.test(trailingCurrency[1]!) ? 'USD' : 'CNY';
    text = text.slice(0, trailingCurrency.index).trim();
  }
  if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1).trim();
  }
  if (!NUMBER.test(text)) return null;
  const value = Decimal.parse(text);
  return { value: negative ? value.neg() : value, marker, currency };
}
