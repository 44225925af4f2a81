// A card's bill turned into instalments (招行信用卡 账单分期 6000 分12期): the purchases on the bill
// are booked already and no money moves, so the bill's amount is no spending (it was 6000 of new
// spending on the card, the debt and the spending both grown). Its fee said (账单分期 手续费 36) is
// booked as it was.
import { Problem } from '../../problem.ts';
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// 账单分期, 账单 分12期, 账单分成12期, 把账单分期: the bill converted, not a purchase bought in instalments
const BILL_CONVERTED = /账单\s*(?:分期|分成?\s*[\d一二两三四五六七八九十]{1,3}\s*期)/;
// 手续费 36, 分期费 36, 利息 20: money of its own said with the conversion
const FEE_BEFORE = /(?:手续费|分期费|利息|服务费|费用?)\s*(?:是|为|共|一共)?\s*[:：]?\s*$/;

/**
 * The amounts of a bill turned into instalments without the bill's own (the fees kept), warned;
 * a 422 when only the bill's amount was said. Other sentences keep all their amounts.
 */
export function withoutBillConverted(text: string, amounts: readonly AmountMention[], guesses: Guesses): readonly AmountMention[] {
  const said = BILL_CONVERTED.exec(text);
  if (said === null) return amounts;
  const bill = amounts.filter((a) => !FEE_BEFORE.test(text.slice(0, a.start)));
  if (bill.length === 0) return amounts;
  const figures = bill.map((a) => a.number.toString()).join(', ');
  const kept = amounts.filter((a) => !bill.includes(a));
  if (kept.length === 0) {
    throw Problem.unprocessable(`${said[0]} ${figures}: turning a bill into instalments moves no money (its purchases are booked already)`, [
      { path: '/text', message: 'nothing to book for the bill itself; say its fee to book that (账单分期 手续费 36), and book each instalment when it is repaid' },
    ]);
  }
  guesses.add(`${said[0]} ${figures}: turning a bill into instalments moves no money (its purchases are booked already); booked only ${kept.map((a) => a.number.toString()).join(', ')}`, 0.1);
  return kept;
}
