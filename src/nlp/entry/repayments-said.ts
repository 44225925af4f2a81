// Repayments said beside a debt or a loan: to come (not booked, their day not the entry's), or what
// is still owed.
import { Decimal } from '../../ledger/core/decimal.ts';
import { resolveDate, type DateMention, type ResolvedDate } from '../dates.ts';
import { detectIntent, notPaidNowSpans, type Direction, type SaidDays } from '../direction.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

/**
 * 我欠老张 1000 房租 下个月还, 跟老张借了 1000 12月5日还 微信: the day said with a repayment put off
 * (see notPaidNowSpans) is when the debt or the loan is to be paid back, not the day it was made,
 * which is another day said, else the day the sentence is said on (it dated the entry, a year
 * back for 12月5日 said in November). Warned.
 */
export function withoutRepaymentDays(said: ResolvedDate, text: string, undated: string, later: SaidDays, referenceDate: string, guesses: Guesses): ResolvedDate {
  if (!DEBT_OR_LOAN.has(detectIntent(undated, later).direction)) return said;
  const putOff = notPaidNowSpans(undated, later);
  const ofRepayment = (m: DateMention) => putOff.some((p) => p.start <= m.start && m.end <= p.end);
  const days = said.mentions.filter(ofRepayment);
  if (days.length === 0) return said;
  const when = resolveDate(text, referenceDate, ofRepayment, said.dayFirst);
  guesses.add(`read ${days.map((m) => text.slice(m.start, m.end).trim()).join(', ')} as when it is to be paid back, not the day of the entry`, 0.05);
  return when;
}
const DEBT_OR_LOAN: ReadonlySet<Direction> = new Set(['owed', 'borrow', 'lend']);

// 还 500, 还给他 500 元: a 还 with the amount right after it
const REPAID_AMOUNT = /还(?:给(?:他|她|人家))?[\s]*(\d+(?:,\d{3})*(?:\.\d+)?\s*(?:元|块钱?)?)/g;
// a debt or a loan said with its own amount before (欠老张 1000, 跟老张借了 1000, 借给小王 500)
const DEBT_WITH_AMOUNT = /(?:欠|借)[^，,。；;]*?\d/;

/**
 * 欠老张 1000 明天还 500 微信, 跟老张借了 1000 下个月还 500: an amount right after a 还 put off (see
 * notPaidNowSpans) is a repayment to come, not money moved now (both were booked: 1500 paid back
 * tomorrow, 1500 borrowed), after a debt or a loan said with its own amount. Blanked out, one
 * space a character so that positions stay, and warned; the 还 stays, to say when it is to be paid.
 */
export function withoutPlannedRepayments(undated: string, text: string, later: SaidDays, guesses: Guesses): string {
  let out = undated;
  for (const m of undated.matchAll(REPAID_AMOUNT)) {
    if (!DEBT_WITH_AMOUNT.test(undated.slice(0, m.index))) continue;
    const amountStart = m.index + m[0].length - m[1]!.length;
    const blanked = out.slice(0, amountStart) + ' '.repeat(m[1]!.length) + out.slice(amountStart + m[1]!.length);
    const putOff = notPaidNowSpans(blanked, later).find((p) => p.start <= m.index && m.index < p.end);
    if (putOff === undefined) continue;
    guesses.add(`read ${m[1]!.trim()} after ${text.slice(putOff.start, putOff.end).trim()} as a repayment to come, not booked`, 0.05);
    out = blanked;
  }
  return out;
}

// 欠老张 1000 昨天还 500 微信: the amount between 欠 and the 还 is what was owed
const OWED_THEN_PAID = /欠[^还，,。；;]*还/;

/** The items of a repayment said as owed before the 还 that pays some back (欠老张 1000 昨天还 500: the 1000), when one is said after it. */
export function owedBeforeRepaid(text: string, items: readonly Item[], guesses: Guesses): Item[] {
  const m = OWED_THEN_PAID.exec(text);
  if (m === null) return [];
  const repaidAt = m.index + m[0].length;
  const owed = items.filter((i) => i.amount.start > m.index && i.amount.end <= repaidAt);
  const paid = items.filter((i) => i.amount.start >= repaidAt);
  if (owed.length === 0 || paid.length === 0) return [];
  const sum = (list: readonly Item[]) => list.reduce((total, i) => total.add(i.amount.number), Decimal.ZERO);
  const left = sum(owed).sub(sum(paid));
  guesses.add(`read ${owed.map((i) => i.amount.number.toString()).join(', ')} as what was owed and ${paid.map((i) => i.amount.number.toString()).join(', ')} as paid back${left.isPositive() ? `: ${left.toString()} still owed` : ''}`, 0.05);
  return owed;
}

// 小王还我 200 还欠 300, 还剩 300 没还: what is left owing after a repayment, said before its amount.
const STILL_OWED_BEFORE = /(?:(?:还|仍|仍然|尚)?欠(?:着)?(?:我|你|他|她)?|(?:还|仍)(?:差|剩)下?)\s*$/;

/** The items of a repayment that say what is still owed: no money moved. Never all of them. */
export function stillOwed(text: string, items: readonly Item[], guesses: Guesses): Item[] {
  const said = items.map((i) => ({ item: i, words: STILL_OWED_BEFORE.exec(text.slice(i.start, i.amount.start))?.[0].trim() }));
  const owed = said.filter((s) => s.words !== undefined);
  if (owed.length === 0 || owed.length === items.length) return [];
  for (const { item, words } of owed) guesses.add(`read ${item.amount.number.toString()} after ${words} as what is still owed, not paid`, 0.05);
  return owed.map((s) => s.item);
}
