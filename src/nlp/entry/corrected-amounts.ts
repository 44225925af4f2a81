// 加油 300，不对，是 350: an amount said again after words that take back the one before it replaces
// it (it was 300 of fuel and 350 more of spending on no category).
// 交电费 一百二 还是 一百二十五, 拿药 86 或者 68: two amounts joined by 还是 or 或者 are one amount said
// two ways, not two purchases (it was 245 spent). The last said is taken, as after a correction,
// warned with both so the user checks which was paid.
import type { AmountMention } from '../amounts.ts';
import type { Guesses } from './guesses.ts';

// Said between the two amounts, and nothing else: 不对，是, 不对 应该是, 说错了 改成, 更正: 350; as
// dictation writes it, said twice or after a particle (不对不对是, 哦不对是, 不对，不对，是)
const CORRECTION_BETWEEN = /^[\s，,。；;]*(?:(?:哦|噢|喔|啊|呃|嗯)?(?:我|刚才|刚刚)*(?:不对|错了|说错了|写错了|记错了|打错了|输错了|更正(?:一下)?|纠正(?:一下)?)[\s，,。；;：:]*)+(?:应该|应|其实|实际)?(?:是|为|改成|改为)?[\s：:]*$/;
// 吃饭 三十，不是，是三十五; 打车 十五，应该是十八: 不是 then 是, or 应该是 alone, between the two
const NOT_THEN_BETWEEN = /^[\s，,。；;]*(?:(?:哦|噢|喔|啊|呃|嗯)?不是[\s，,。；;]+(?:而)?是|(?:哦|噢|喔|啊|呃|嗯)?(?:应该|应当)(?:是|为))[\s：:]*$/;
// 打车 不是十五 是十八: 不是 before the first, 是 between the two (a unit may end the first)
const NOT_BEFORE = /不是\s*$/;
const BUT_BETWEEN = /^(?:\s*(?:元|块钱?))?[\s，,]*(?:而)?是[\s：:]*$/;
// 打车 十八 不是十五: 不是 between the two takes back the one after it
// (八十，哦，不是八十，是九十: a filler before 不是)
const NOT_AFTER_BETWEEN = /^(?:\s*(?:元|块钱?))?[\s，,]*(?:(?:哦|噢|喔|啊|呃|嗯)[\s，,]*)?不是[\s：:]*$/;
// 打车 十五块，十五; 十八，对，十八: the same amount said again with only a filler or a yes between, one amount
const REPEAT_BETWEEN = /^(?:\s*(?:元|块钱?))?[\s，,。；;]*(?:(?:嗯+|呃+|额|啊|哦|对|对的|是的|没错)[\s，,。；;]*)*$/;
// 买菜 八十，嗯，八十五: only a filler between the two, an amount said again as the speaker hesitates
const HESITATION_BETWEEN = /^[\s，,。；;]*(?:(?:嗯+|呃+|额|啊)[\s，,。；;]*)+$/;
// 不对, 说错了, 应该是 left between two amounts booked both: warned, never added up silently
const TAKE_BACK_WORD = /不对|错了|更正|纠正|应该是|不是/;
// Said between the two amounts, and nothing else (a unit may end the first): 还是, 或者, 或是, 或, or
// (电费 120 or maybe 125, 120 还是 可能 125: a word of doubt after the joiner)
const ALTERNATIVE_BETWEEN = /^(?:\s*(?:元|块钱?))?[\s，,]*(?:还是|或者|或是|或|or)[\s，,]*(?:(?:maybe|perhaps|possibly|probably|可能|也许|大概)(?:是|\s)*)?$/i;

// 养老金涨了 一百二 现在 4800: a change said (涨了, 加了, 降了 right before the first amount) and what the
// amount is now after it (现在, 如今, 变成): the second is what is booked, the first only how much it moved
// (it was 4920 in, the change booked as income of its own).
const CHANGE_BEFORE = /(?:涨|加|多|增加|提高|上调|调高|降|少|减|减少|下调|调低)了\s*$/;
// 养老金 从4680 涨到 4800, 工资 8000 调到 8500, 买菜 35 还价 到 30: what it went from, then what it
// is now (it was both, 9480 in); the second is booked, warned
const MOVED_TO_BETWEEN = /^(?:\s*(?:元|块钱?))?[\s，,]*(?:涨|升|提高|提|增加|加|上调|调高|调|降|跌|减少|减|下调|调低|变|改|还价|砍价|讲价|砍|议价)了?\s*(?:到|至|成)了?[\s：:]*$/;
// 油价涨到 8 块了 加油 300, 学费 涨到 5000 交了 5000, 工资 涨到 9000 了 到账 9000: with no amount it went
// from, the amount right after 涨到 or 调到 is what a price or a rate is now; beside another amount
// (what was paid) it is no money moved (it was booked too: 308, 10000, 18000)
const NOW_AFTER_MOVED = /(?:涨|升|提高|上调|调高|调|降|跌|下调|调低|变)了?\s*(?:到|至|成)了?[\s：:]*$/;
const NOW_BETWEEN = /^(?:\s*(?:元|块钱?))?[\s，,]*(?:(?:现在|如今|目前)(?:是|为|有|变成|拿|领)?|变成(?:了)?|成了)[\s：:]*$/;

export interface CorrectedAmounts {
  /** The amounts said, less those taken back. */
  readonly amounts: readonly AmountMention[];
  /** `text` with each amount taken back and the words taking it back blanked (same positions), for the narration. */
  readonly text: string;
}

/** A span of the text to keep as said when the words around it are blanked (a wallet named between two amounts). */
export interface KeptSpan { readonly start: number; readonly end: number }

/** `text` with `start`..`end` blanked (same positions), the spans to keep left as they are. */
function blankedBut(text: string, start: number, end: number, kept: readonly KeptSpan[]): string {
  let out = text.slice(0, start);
  for (let i = start; i < end; i++) out += kept.some((k) => i >= k.start && i < k.end) ? text[i] : ' ';
  return out + text.slice(end);
}

/** `between` with the kept spans in it (a wallet: 四十，现金，哦不对，是五十) left out, for reading the words alone. */
function wordsBetween(text: string, start: number, end: number, kept: readonly KeptSpan[]): string {
  let out = '';
  for (let i = start; i < end; i++) if (!kept.some((k) => i >= k.start && i < k.end)) out += text[i];
  return out;
}

/**
 * The amounts with each one taken back by a correction after it, said as another reading of the
 * one after it, or as the change to the one after it, dropped, warned. `wallets` are the wallets
 * named, which may stand between an amount and its correction (四十，现金，哦不对，是五十).
 */
export function withoutCorrectedAmounts(text: string, amounts: readonly AmountMention[], guesses: Guesses, wallets: readonly KeptSpan[] = []): CorrectedAmounts {
  const dropped = new Set<AmountMention>();
  const takenBackAfter = new Set<AmountMention>();
  const alternatives: Alternative[] = [];
  let blanked = text;
  for (let n = 1; n < amounts.length; n++) {
    const before = amounts[n - 1]!;
    const after = amounts[n]!;
    // (十八 不是十五，不对，是…: one taken back after 不是 is corrected by nothing)
    if (takenBackAfter.has(before)) continue;
    const between = text.slice(before.end, after.start);
    const words = wordsBetween(text, before.end, after.start, wallets);
    const sameCurrency = before.currency === after.currency;
    // 打车 十八 不是十五: the one after 不是 is taken back
    if (sameCurrency && NOT_AFTER_BETWEEN.test(between)) {
      // 买菜 八十，不是八十，是九十: 不是 repeats the amount just said, and 是 then says what it is: the
      // first and its repetition are taken back (both were booked with the 90: 170)
      const next = amounts[n + 1];
      if (next !== undefined && before.number.eq(after.number) && next.currency === after.currency && BUT_BETWEEN.test(text.slice(after.end, next.start))) {
        dropped.add(before);
        dropped.add(after);
        takenBackAfter.add(after);
        blanked = blankedBut(blanked, before.start, next.start, wallets);
        guesses.add(`read ${next.number.toString()} as correcting ${before.number.toString()} said before it: booked ${next.number.toString()}`, 0.05);
        continue;
      }
      dropped.add(after);
      takenBackAfter.add(after);
      blanked = blankedBut(blanked, before.end, after.end, wallets);
      guesses.add(`read ${after.number.toString()} after 不是 as taken back: booked ${before.number.toString()}`, 0.05);
      continue;
    }
    // 打车 不是十五 是十八: 不是 goes with the one taken back
    const not = sameCurrency && BUT_BETWEEN.test(between) ? NOT_BEFORE.exec(text.slice(n > 1 ? amounts[n - 2]!.end : 0, before.start)) : null;
    if (not !== null) {
      const from = (n > 1 ? amounts[n - 2]!.end : 0) + not.index;
      dropped.add(before);
      blanked = blankedBut(blanked, from, after.start, wallets);
      guesses.add(`read ${after.number.toString()} as correcting ${before.number.toString()} said before it: booked ${after.number.toString()}`, 0.05);
      continue;
    }
    // 打车 十五块，十五: the same amount said twice is one amount, warned (it was booked twice)
    if (sameCurrency && before.number.eq(after.number) && REPEAT_BETWEEN.test(between)) {
      dropped.add(after);
      takenBackAfter.add(after);
      blanked = blankedBut(blanked, before.end, after.end, wallets);
      guesses.add(`read ${[before.number.toString(), between.replace(/^\s*(?:元|块钱?)/, '').replace(/[\s，,。；;]+/g, ' ').trim(), after.number.toString()].filter((w) => w !== '').join(', ')} as one amount said twice: booked ${before.number.toString()} once (if both were paid, write them as two items)`, 0.15);
      continue;
    }
    // 买菜 八十，嗯，八十五: warned that it may be one amount said twice
    if (sameCurrency && HESITATION_BETWEEN.test(between)) {
      dropped.add(before);
      blanked = blankedBut(blanked, before.start, after.start, wallets);
      guesses.add(`read ${before.number.toString()}, ${between.replace(/[\s，,。；;]+/g, ' ').trim()}, ${after.number.toString()} as one amount said again: booked ${after.number.toString()} (if both were paid, write them as two items)`, 0.15);
      continue;
    }
    const corrected = CORRECTION_BETWEEN.test(words) || (sameCurrency && NOT_THEN_BETWEEN.test(words));
    if (corrected) {
      dropped.add(before);
      blanked = blankedBut(blanked, before.start, after.start, wallets);
      guesses.add(`read ${after.number.toString()} as correcting ${before.number.toString()} said before it: booked ${after.number.toString()}`, 0.05);
      continue;
    }
    const alternative = ALTERNATIVE_BETWEEN.test(between) && before.currency === after.currency;
    const changed = !alternative && NOW_BETWEEN.test(between) && CHANGE_BEFORE.test(text.slice(n > 1 ? amounts[n - 2]!.end : 0, before.start)) && before.currency === after.currency;
    const movedTo = !alternative && !changed && MOVED_TO_BETWEEN.test(between) && before.currency === after.currency;
    if (!alternative && !changed && !movedTo) continue;
    dropped.add(before);
    // (养老金 从4680 涨到 4800: the 从 of what it was goes with it)
    const from = movedTo ? (/(?:从|由)\s*$/.exec(text.slice(0, before.start))?.[0].length ?? 0) : 0;
    blanked = blanked.slice(0, before.start - from) + ' '.repeat(after.start - before.start + from) + blanked.slice(after.start);
    if (changed) guesses.add(`read ${before.number.toString()} as how much the amount changed and ${after.number.toString()} as what it is now: booked ${after.number.toString()} (check that it is what came in or went out)`, 0.15);
    else if (movedTo) guesses.add(`read ${before.number.toString()} as what the amount was and ${after.number.toString()} as what it is now: booked ${after.number.toString()} (check that it is what came in or went out)`, 0.15);
    else alternatives.push({ before, between: between.trim(), after });
  }
  warnOfAlternatives(alternatives, guesses);
  for (let n = 0; n < amounts.length; n++) {
    const amount = amounts[n]!;
    const kept = amounts.filter((a) => !dropped.has(a));
    if (dropped.has(amount) || kept.length < 2 || (n > 0 && dropped.has(amounts[n - 1]!))) continue;
    if (!NOW_AFTER_MOVED.test(text.slice(n > 0 ? amounts[n - 1]!.end : 0, amount.start))) continue;
    dropped.add(amount);
    blanked = blanked.slice(0, amount.start) + ' '.repeat(amount.end - amount.start) + blanked.slice(amount.end);
    const rest = kept.filter((a) => a !== amount).map((a) => a.number.toString()).join(' + ');
    guesses.add(`read ${amount.number.toString()} as what a price or an amount changed to, not money moved: booked ${rest}`, 0.1);
  }
  warnOfTakeBacksLeft(text, amounts.filter((a) => !dropped.has(a)), guesses);
  return dropped.size === 0 ? { amounts, text } : { amounts: amounts.filter((a) => !dropped.has(a)), text: blanked };
}

/**
 * 午饭 35 不对 打车 20, 买菜 40，不对，还有水果 20: words taking an amount back, said between two
 * amounts that are both booked, may mean one replaces the other: warned, so the sum of an amount
 * and its correction is never booked unsaid.
 */
function warnOfTakeBacksLeft(text: string, kept: readonly AmountMention[], guesses: Guesses): void {
  for (let n = 1; n < kept.length; n++) {
    const word = TAKE_BACK_WORD.exec(text.slice(kept[n - 1]!.end, kept[n]!.start));
    if (word === null) continue;
    guesses.add(`${word[0]} is said between ${kept[n - 1]!.number.toString()} and ${kept[n]!.number.toString()}, and both are booked: if one corrects the other, keep only the right one`, 0.2);
    return;
  }
}

interface Alternative { readonly before: AmountMention; readonly between: string; readonly after: AmountMention }

/**
 * One warning for each run of readings of one amount (午饭 35 还是 38块 还是 40: booked 40, said
 * once; it warned "booked 38" of the first two, then "booked 40").
 */
function warnOfAlternatives(alternatives: readonly Alternative[], guesses: Guesses): void {
  for (let i = 0; i < alternatives.length; ) {
    let said = `${alternatives[i]!.before.number.toString()} ${alternatives[i]!.between}`;
    let last = alternatives[i]!.after;
    let j = i + 1;
    for (; j < alternatives.length && alternatives[j]!.before === last; j++) {
      said += ` ${last.number.toString()} ${alternatives[j]!.between}`;
      last = alternatives[j]!.after;
    }
    const ways = j - i + 1 === 2 ? 'two ways, not two' : `${j - i + 1} ways, not ${j - i + 1} amounts`;
    guesses.add(`${said} ${last.number.toString()}: one amount said ${ways}; booked ${last.number.toString()}, the last said (check which was paid)`, 0.2);
    i = j;
  }
}
