// Money in said not to have come yet (医保报销 3200 要过几周才到, 工资还没到账): nothing to book now.
import { Problem } from '../../problem.ts';

// 没到账, 还没到, 尚未入账; 要过几周才到, 得等下个月才能到账 (not 刚才到账, nor 昨天才到: it came, late)
// (过几天才到, 还在路上, 等到账: so said too; 等 到账 typed with a space too)
const NOT_ARRIVED = /(?:没|未)(?:有)?(?:到账|到(?![期点时])|收到|进账|入账|下来|打过来)|(?:要|得|会|需要|过)[^，,。；;！!\d]{0,8}?才(?:能|会)?(?:到账|到(?![期点时])|进账|入账|下来|打过来)|还在路上|等\s?(?:着)?\s?(?:钱)?\s?(?:到账|到(?![期点时底了])|进账|入账|下来|打过来|打款)/;
// 还没退, 尚未退, 没退给他, 还没退回来: a refund not made yet, to me or by me (not 没退货, 没退房: nothing
// sent back, the refund may be made)
const NOT_REFUNDED = /(?:没|未)(?:有)?退(?![货房票订租])/;
// between the amount booked and those words, what is no word of another money (the wallet is blanked before)
const NOTHING_ELSE = /[\s\uE000，,。；;：:的了还都也但可是就却钱款元块]/g;

/**
 * The words that say the money booked has not come yet, else null. Words of another money said
 * between the amount and them (工资 8000 工行 报销的还没到) say that money has not come, not the one booked.
 * `amountEnds`: where each amount said ends; `wallets`: the spans of the wallets named.
 */
export function notArrivedSaid(text: string, amountEnds: readonly number[] = [], wallets: readonly { start: number; end: number }[] = [], words = NOT_ARRIVED): NotArrived | null {
  const said = words.exec(text);
  if (said === null) return null;
  const from = Math.max(-1, ...amountEnds.filter((end) => end <= said.index));
  if (from < 0) return { words: said[0], of: null };
  let between = '';
  for (let i = from; i < said.index; i++) if (!wallets.some((w) => i >= w.start && i < w.end)) between += text[i];
  const other = between.replace(NOTHING_ELSE, '');
  return { words: said[0], of: other === '' ? null : other };
}

export interface NotArrived {
  readonly words: string;
  /** The other money said not to have come (报销 of 报销的还没到), else null: the money booked. */
  readonly of: string | null;
}

/** A 422 for money in said not to have come yet: booked as arrived today, it cleared a claim with no money come. */
export function refuseNotArrived(words: string): never {
  throw Problem.unprocessable(`the money is said not to have come yet (${words}): nothing is booked until it arrives`, [
    { path: '/text', message: 'write it when the money has come, with the day it came (医保报销 3200 到账 工行)' },
  ]);
}

/**
 * The words that say a refund booked has not been made yet (买家 申请 退款 35 还没退: it was booked as
 * given; 退款 35 还没退回来 as come), else null; as notArrivedSaid, of the money booked only.
 */
export function notRefundedSaid(text: string, amountEnds: readonly number[], wallets: readonly { start: number; end: number }[]): NotArrived | null {
  return notArrivedSaid(text, amountEnds, wallets, NOT_REFUNDED);
}

/** A 422 for a refund said not to have been made yet, either way. */
export function refuseNotRefunded(words: string): never {
  throw Problem.unprocessable(`the refund is said not to have been made yet (${words}): nothing is booked until it is`, [
    { path: '/text', message: 'write it when the money has been refunded (给买家 退款 35 支付宝)' },
  ]);
}
