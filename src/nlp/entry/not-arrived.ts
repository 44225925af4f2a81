// Money in said not to have come yet (医保报销 3200 要过几周才到, 工资还没到账): nothing to book now.
import { Problem } from '../../problem.ts';

// 没到账, 还没到, 尚未入账; 要过几周才到, 得等下个月才能到账 (not 刚才到账, nor 昨天才到: it came, late)
const NOT_ARRIVED = /(?:没|未)(?:有)?(?:到账|到(?![期点时])|收到|进账|入账|下来|打过来)|(?:要|得|会|需要)[^，,。；;！!\d]{0,8}?才(?:能|会)?(?:到账|到(?![期点时])|进账|入账|下来|打过来)/;

/** The words that say the money has not come yet, else null. */
export function notArrivedSaid(text: string): string | null {
  return NOT_ARRIVED.exec(text)?.[0] ?? null;
}

/** A 422 for money in said not to have come yet: booked as arrived today, it cleared a claim with no money come. */
export function refuseNotArrived(words: string): never {
  throw Problem.unprocessable(`the money is said not to have come yet (${words}): nothing is booked until it arrives`, [
    { path: '/text', message: 'write it when the money has come, with the day it came (医保报销 3200 到账 工行)' },
  ]);
}
