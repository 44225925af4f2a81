// The currency a bank CSV names in words: in a currency column (人民币, 美元) or in a line of the
// preamble above the header (招商银行's `# 币    种: [ 人民币 ]`), which says it for every row.
import type { CsvLine } from './csv-table.ts';
import { toSimplified } from '../../text/traditional-chinese.ts';

/** Currency names in Simplified characters (人民幣, 港幣, 新台幣, 澳門元 are compared so). */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  人民币: 'CNY', 人民币元: 'CNY', rmb: 'CNY', 美元: 'USD', 美金: 'USD', 港币: 'HKD', 港元: 'HKD', 新台币: 'TWD', 台币: 'TWD', 澳门元: 'MOP', 澳门币: 'MOP', 欧元: 'EUR', 英镑: 'GBP', 日元: 'JPY',
};

/** The code of a currency named in words (人民币, 人民幣, RMB) or by its code (cny); null for anything else. */
export function currencyNamed(text: string): string | null {
  const t = toSimplified(text.trim());
  const named = CURRENCY_NAMES[t.toLowerCase()] ?? CURRENCY_NAMES[t];
  if (named !== undefined) return named;
  return /^[a-z]{3}$/i.test(t) ? t.toUpperCase() : null;
}

/** 币种, 货币 or 币别 (spaced out to line up with longer labels: `币    种`) and what follows it. */
const CURRENCY_LABEL = /^(?:币[\s\u3000]*种|货[\s\u3000]*币|币[\s\u3000]*别)[\s\u3000]*[:：]?[\s\u3000]*(.*)$/;
/** The value after the label: in brackets or not, up to where it ends (人民币/RMB: 人民币). */
const LABELLED_VALUE = /^[[【(（]?[\s\u3000]*([^\s\u3000\]】)）,，;；/]+)/;

/**
 * The currency a preamble line names for the whole statement (`# 币    种: [ 人民币 ]`, or the
 * label and the name in two cells), or null when no line names one it knows. A line's label must
 * begin its cell (after a `#`), so that a title mentioning a 货币基金 says nothing.
 */
export function preambleCurrency(preamble: readonly CsvLine[]): string | null {
  for (const { cells } of preamble) {
    const filled = cells.map((c) => c.trim()).filter((c) => c !== '');
    for (const [i, cell] of filled.entries()) {
      const labelled = CURRENCY_LABEL.exec(toSimplified(cell).replace(/^#\s*/, ''));
      if (labelled === null) continue;
      const value = labelled[1]!.trim() || filled[i + 1] || '';
      const name = LABELLED_VALUE.exec(value)?.[1];
      const code = name === undefined ? null : currencyNamed(name);
      if (code !== null) return code;
    }
  }
  return null;
}
