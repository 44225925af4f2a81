// 微信红包 66, 红包 200: a red packet said with no word of giving or receiving was booked as given
// (Expenses:Gifts) at confidence 0.92, with no warning.
import type { NlpIndex } from '../ledger-index.ts';
import type { Guesses } from './guesses.ts';
import type { ParsedPosting } from './parsed-entry.ts';

// (压岁钱 alone is what one gives children at new year: read as given, as before)
const RED_PACKET = /红包|利是/;
// 发红包, 给女朋友发了 520 红包, 我发的红包, 包红包, 红包 200 给外甥, 红包二百块，微信发的: given (received ones are read as money in before)
const GIVING = /(?:发|包|送|随|塞)[^，,。；;]{0,8}?(?:红包|利是)|(?:红包|利是).{0,12}?发(?!我)|给(?!我)|\b(?:gave|give|gives|sent|send|sends)\b/i;
// 用了5块红包, 红包抵扣 5, 红包券: a red packet spent as a discount, no money given or received
const AS_DISCOUNT = /(?:用|抵|使用)[^\d，,。；;]{0,3}\d*[^\d，,。；;]{0,2}红包|红包\s*(?:抵|减|券|优惠)/;
const GIFT_SEGMENT = /^(?:RedPackets?|RedEnvelopes?|Hongbao|红包|Gifts?|礼金|人情)$/i;

/**
 * Warns when a red packet booked as given was said with no word of which way it went, unless the
 * last entry narrated as this one, reviewed, was given too (the ledger's history settles it).
 */
export function warnOfRedPacketWay(index: NlpIndex, text: string, narration: string, postings: readonly ParsedPosting[], guesses: Guesses): void {
  if (!RED_PACKET.test(text) || GIVING.test(text) || AS_DISCOUNT.test(text)) return;
  const gift = postings.find((p) => p.account.startsWith('Expenses:') && p.account.split(':').slice(1).some((s) => GIFT_SEGMENT.test(s)));
  if (gift === undefined) return;
  const last = index.narrationLast.get(narration);
  if (last !== undefined && !last.unreviewed && last.expense !== undefined && last.income === undefined) return;
  guesses.add(`a red packet said without 发 or 收: read as given (${gift.account}); say 发红包 or 收红包`, 0.25);
}
