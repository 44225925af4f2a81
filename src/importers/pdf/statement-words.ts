// What the words of a statement tell: its kind (credit card or bank account), its currency, and
// which lines are section titles or totals rather than transactions.
import { toSimplified } from '../../text/traditional-chinese.ts';

export type StatementKind = 'creditCard' | 'bankAccount';

/**
 * A statement that calls itself a credit-card statement (信用卡, Credit Card) anywhere in its
 * text is one: its single amount column lists charges, so a positive number is money out.
 * Anything else is read as a bank account statement, where the amount's sign (or the
 * 收入/支出 column it stands in) already says the direction.
 */
export function statementKind(text: string): StatementKind {
  return /信用卡|贷记卡|credit\s*card/i.test(text) ? 'creditCard' : 'bankAccount';
}

const CURRENCY_WORDS: readonly [RegExp, string][] = [
  [/人民币|RMB|CNY/, 'CNY'],
  [/美元|USD/, 'USD'],
  [/港币|港元|HKD/, 'HKD'],
  [/欧元|EUR/, 'EUR'],
  [/日元|JPY/, 'JPY'],
  [/英镑|GBP/, 'GBP'],
];

/** The currency a name or code stands for (币种 cells: 人民币, CNY, 美元, 港幣), or null. */
export function currencyCode(text: string): string | null {
  const trimmed = toSimplified(text.trim());
  for (const [pattern, code] of CURRENCY_WORDS) if (pattern.test(trimmed)) return code;
  return /^[A-Z]{3}$/.test(trimmed) ? trimmed : null;
}

/** The statement's currency from its words (in Simplified characters: 港幣 is 港币): the first currency named, or null. */
export function statementCurrency(written: string): string | null {
  const text = toSimplified(written);
  let first: { index: number; code: string } | null = null;
  for (const [pattern, code] of CURRENCY_WORDS) {
    const match = pattern.exec(text);
    if (match && (first === null || match.index < first.index)) first = { index: match.index, code };
  }
  return first?.code ?? null;
}

// Section titles inside credit-card tables: 还款, 消费, 退款, 本期账单明细, Payments ...
const SECTION_TITLE =
  /^(?:本期|本月)?(?:还款|消费|退款|退货|取现|预借现金|费用|利息|分期|其他|调整|存入|支出)(?:交易|类)?(?:明细|记录|交易)?$|^本期账单|^(?:交易|账单|消费)明细$|^(?:payments?|purchases?|refunds?|fees?|interest|cash\s*advances?|credits?|other)(?:\s+and\s+\w+)?$/i;

export function isSectionTitle(text: string): boolean {
  return SECTION_TITLE.test(text.replace(/\s+/g, ' ').trim().replace(/[:：]$/, ''));
}

/** Section titles whose rows are money into a credit-card account. */
export function isMoneyInSection(title: string): boolean {
  return /还款|退款|退货|存入|payment|refund|credit/i.test(title);
}

/** Credit-card rows that pay the card or give money back, whatever sign is printed. */
export function isMoneyInDescription(text: string): boolean {
  return /还款|退款|退货/.test(text) && !/手续费|利息|费用/.test(text);
}

// Lines that sum up rather than record: 本期合计, 上期余额, Total, Opening Balance, Neuer Kontostand ...
const SUMMARY =
  /合计|总计|小计|共计|本期应还|最低还款|上期余额|上期账单|期初余额|期末余额|本期余额|承前页|过次页|^total|subtotal|opening\s*balance|closing\s*balance|balance\s*(?:brought|carried)\s*forward|(?:alter|neuer)\s*(?:kontostand|saldo)|kontostand\s*(?:am|vom|per)|anfangssaldo|endsaldo/i;

export function isSummaryText(text: string): boolean {
  return SUMMARY.test(text.replace(/\s+/g, ' ').trim());
}
