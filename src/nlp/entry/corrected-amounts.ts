// 加油 300，不对，是 350: an amount said again after words that take back the one before it replaces
// it (it was 300 of fuel and 350 more of spending on no category).
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// Said between the two amounts, and nothing else: 不对，是, 不对 应该是, 说错了 改成, 更正: 350
const CORRECTION_BETWEEN = /^[\s，,。；;]*(?:不对|错了|说错了|写错了|记错了|打错了|输错了|更正(?:一下)?|纠正(?:一下)?)[\s，,。；;：:]*(?:应该|应|其实|实际)?(?:是|为|改成|改为)?[\s：:]*$/;

export interface CorrectedAmounts {
  /** The amounts said, less those taken back. */
  readonly amounts: readonly AmountMention[];
  /** `text` with each amount taken back and the words taking it back blanked (same positions), for the narration. */
  readonly text: string;
}

/** The amounts with each one taken back by a correction after it dropped, warned. */
export function withoutCorrectedAmounts(text: string, amounts: readonly AmountMention[], guesses: Guesses): CorrectedAmounts {
  const dropped = new Set<AmountMention>();
  let blanked = text;
  for (let n = 1; n < amounts.length; n++) {
    const before = amounts[n - 1]!;
    const after = amounts[n]!;
    if (!CORRECTION_BETWEEN.test(text.slice(before.end, after.start))) continue;
    dropped.add(before);
    blanked = blanked.slice(0, before.start) + ' '.repeat(after.start - before.start) + blanked.slice(after.start);
    guesses.add(`read ${after.number.toString()} as correcting ${before.number.toString()} said before it: booked ${after.number.toString()}`, 0.05);
  }
  return dropped.size === 0 ? { amounts, text } : { amounts: amounts.filter((a) => !dropped.has(a)), text: blanked };
}
