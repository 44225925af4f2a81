// A fee waived (a card statement's `年费减免`, `手续费返还`): the fee charged given back, off the
// account the fee went to. QA of session 49: CMB's `年费减免 -300` beside `年费 300` went to
// Income:Uncategorized, and the annual fee showed 300 paid.
import { toSimplified } from '../text/traditional-chinese.ts';
import type { StatementRow } from './statement.ts';

const CHINESE_FEES = '年费|手续费|服务费|滞纳金|违约金|利息|管理费';
const FEE = new RegExp(`${CHINESE_FEES}|\\b(?:annual\\s+)?fees?\\b|\\b(?:finance|late)\\s+charges?\\b|\\binterest\\b`, 'i');
// (免年费, 免手续费: 免 before the fee it waives, which is kept to find its account; not before an
// instalment's 分期: 免手续费分期 and 免息分期 are instalments without fee or interest, money out)
const WAIVED = new RegExp(`减免|免除|豁免|免收|返还|退还|免(?=(?:${CHINESE_FEES})(?!分期))|\\bwaived?\\b|\\bwaiver\\b|\\brebate\\b`, 'i');

/**
 * Whether words (in Simplified characters) say a fee waived (年费减免, 免年费, 免手续费, 年费返还, annual fee
 * waived): money into the card, which a card statement's sign check counts with its repayments.
 */
export function saysFeeWaived(words: string): boolean {
  return FEE.test(words) && WAIVED.test(words);
}

/**
 * The words of the fee a row of money in says was waived (`年费` of `年费减免`), for finding where
 * that fee was booked; null when the row is money out or its words say no fee waived.
 */
export function waivedFeeWords(row: StatementRow): string | null {
  if (!row.amount.isPositive()) return null;
  const words = toSimplified([row.payee, row.narration].filter(Boolean).join(' '));
  if (!saysFeeWaived(words)) return null;
  const fee = words.replace(new RegExp(WAIVED.source, 'gi'), ' ').replace(/\s+/g, ' ').trim();
  return fee === '' ? null : fee;
}
