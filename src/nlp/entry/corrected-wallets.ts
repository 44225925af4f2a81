// 停车费 20 微信 哦不 是支付宝: a wallet said again after words that take back the one before it
// replaces it (it was paid from WeChat, warned of several payment accounts named). So is 不是微信
// 是支付宝, and 用微信，不，用支付宝.
import { isFunding, type NlpIndex } from '../ledger-index.ts';
import { findTermMentions, type TermMention } from '../mentions.ts';
import type { Guesses } from './guesses.ts';

// Said between the two wallets, and nothing else: 哦不 是, 不对, 说错了 应该是, ，不，用; said twice as
// dictation writes it (支付宝，不对不对，是微信)
const CORRECTION_BETWEEN =
  /^[\s，,。；;]*(?:(?:(?:哦|噢|喔|啊|呃)?不对|(?:哦|噢|喔|啊|呃)不|不不|不(?=[\s，,。；;])|错了|说错了|写错了|记错了|打错了|更正(?:一下)?|纠正(?:一下)?)[\s，,。；;：:]*)+(?:应该|应|其实|实际)?(?:是|用|改成|改为)?[\s：:]*(?:用|是)?\s*$/;
// 应该是 alone between two wallets corrects the first as 不对 does (咖啡三十，用的支付宝，应该是微信: it was
// paid from Alipay, warned of several payment accounts named)
const SHOULD_BE_BETWEEN = /^[\s，,。；;]*(?:应该|其实|实际上?)\s*(?:是|用)\s*(?:用)?\s*$/;
// 不是微信 是支付宝, 不是微信，而是支付宝: 不是 before the first, 是 before the second
const NOT_BEFORE = /不是\s*$/;
const BUT_BETWEEN = /^[\s，,]*(?:而)?是\s*(?:用)?\s*$/;

/** Whether every account the words name is a wallet (a bank, a card, an app), no claim on a person. */
function namesWalletOnly(m: TermMention, index: NlpIndex): boolean {
  return m.entry.hits.length > 0 && m.entry.hits.every((h) => isFunding(h.account) && !index.claims.has(h.account));
}

/** `text` with each wallet taken back, and the words taking it back, blanked (same positions), warned. */
export function withoutCorrectedWallets(text: string, index: NlpIndex, date: string, guesses: Guesses): string {
  const wallets = findTermMentions(text, index, date).filter((m) => namesWalletOnly(m, index));
  let blanked = text;
  for (let n = 1; n < wallets.length; n++) {
    const before = wallets[n - 1]!;
    const after = wallets[n]!;
    const between = text.slice(before.end, after.start);
    const not = NOT_BEFORE.exec(text.slice(0, before.start));
    let from: number;
    if (CORRECTION_BETWEEN.test(between) || SHOULD_BE_BETWEEN.test(between)) from = before.start;
    else if (not !== null && BUT_BETWEEN.test(between)) from = not.index;
    else continue;
    blanked = blanked.slice(0, from) + ' '.repeat(after.start - from) + blanked.slice(after.start);
    guesses.add(`read ${text.slice(after.start, after.end)} as correcting ${text.slice(before.start, before.end)} said before it: paid from ${text.slice(after.start, after.end)}`, 0.05);
  }
  return blanked;
}
