// Amounts said per person or per piece. 每人100 next to 总共300 is my share of a shared bill,
// never a second item; 每杯 18 after 2杯 is a price per piece.
import { Decimal } from '../ledger/core/decimal.ts';
import type { AmountMention } from './amounts.ts';

const PER_PERSON_BEFORE = /(?:每人|人均|每个人|一人)\s*(?:摊|付|出|分|平摊)?\s*$/;
// 我付了, 我买单, 我先垫的: I paid the whole bill.
const I_PAID = /我(?:先)?(?:付|买单|结账|垫|出|刷)/;

export interface SharedBill {
  readonly total: AmountMention;
  readonly share: AmountMention;
  readonly paidByMe: boolean;
}

/** A total and a per-person share in one sentence (和同事AA吃饭 总共300 我付了 每人100). */
export function findSharedBill(text: string, amounts: readonly AmountMention[]): SharedBill | null {
  const share = amounts.find((a) => PER_PERSON_BEFORE.test(text.slice(0, a.start)));
  if (!share) return null;
  const others = amounts.filter((a) => a !== share);
  if (others.length !== 1) return null;
  const total = others[0]!;
  if (total.currency !== share.currency || total.number.cmp(share.number) <= 0) return null;
  return { total, share, paidByMe: I_PAID.test(text) };
}

const CLASSIFIERS = '杯个份张件瓶本斤盒袋碗只双条支串';
const PER_PIECE_BEFORE = new RegExp(`(?:每|单价每?)([${CLASSIFIERS}])\\s*$`);
const COUNT = new RegExp(`(\\d{1,3}|[一二两三四五六七八九十])\\s*([${CLASSIFIERS}])`, 'g');
const CHINESE_COUNT: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** 咖啡 2杯 每杯 18: the price times the count said with the same classifier, else null. */
export function pricePerPiece(text: string, amount: AmountMention): { number: Decimal; said: string } | null {
  const per = PER_PIECE_BEFORE.exec(text.slice(Math.max(0, amount.start - 6), amount.start));
  if (!per) return null;
  for (const m of text.matchAll(COUNT)) {
    if (m[2] !== per[1] || m.index >= amount.start) continue;
    const count = /\d/.test(m[1]!) ? Number(m[1]) : CHINESE_COUNT[m[1]!]!;
    if (count < 2) return null;
    return { number: amount.number.mul(Decimal.fromInt(count)), said: m[0] };
  }
  return null;
}
