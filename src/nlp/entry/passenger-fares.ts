/**
 * 乘客 (a passenger) paying is my fare income only for someone who drives people: in a ledger
 * whose income accounts are named or aliased for fares or driving, or whose entries paid by 乘客
 * went to income. Elsewhere, or when the words make me the passenger (我 是 乘客, 作为 乘客,
 * 乘客 是 我, 坐 滴滴 … 乘客), the passenger who pays is me: spending, as a plain word. Money a
 * passenger hands me (乘客 现金 给了 45, 转我, 扫我) is money in in any ledger.
 */
import type { NlpIndex } from '../ledger-index.ts';
import { INCOME } from './account-filter.ts';

const PASSENGER = /乘客/g;
// Income:Driving:Cash, Income:Fares, alias 车费/网约车/滴滴: the ledger takes fares
const FARE_INCOME = /^(?:driving|driver|drive|fares?|taxi|cab|rideshare|ride-?hailing|uber|lyft|didi|车费|现金车费|网约车|跑车|开车|司机|出租车?|滴滴|车费收入|营运)$/i;
// 我 是 乘客, 作为 乘客, 乘客 是 我, 我 坐 …, 坐 滴滴 / 打车 said before 乘客: I rode
const I_RODE = /我\s*(?:是|当|做)\s*乘客|作为\s*乘客|乘客\s*(?:是|就是)\s*我|(?:^|[\s，,。；;])(?:我\s*)?(?:坐|搭|乘|打)(?:了|个)?\s*(?:滴滴|网约车|出租车?|的士|快车|专车|顺风车|车|的|uber)[^，,。；;]*?乘客/i;

// 乘客 现金 给了 45, 乘客 转我 30, 乘客 扫我 微信 35: handed to me, whoever I am (乘客 付了 45 may be me paying)
const HANDED_TO_ME = /乘客[^，,。；;]*?(?:给(?!\s*(?:他|她|别人|对方|司机|师傅))|转\s*(?:了\s*)?(?:给\s*)?我|扫\s*(?:了\s*)?我)/;

function takesFares(index: NlpIndex): boolean {
  for (const account of index.accounts.values()) {
    if (!account.name.startsWith(`${INCOME}:`)) continue;
    if (account.name.split(':').slice(1).some((s) => FARE_INCOME.test(s)) || account.aliases.some((a) => FARE_INCOME.test(a.trim()))) return true;
  }
  const paid = index.payeeAccount.get('乘客') ?? index.payeeLast.get('乘客')?.income;
  return paid !== undefined && paid.startsWith(`${INCOME}:`);
}

/**
 * The words with 乘客 blanked (same length) when the passenger is not someone paying me, so the
 * money's direction is read as if no customer were named; else the words as they are.
 */
export function passengerNotPayingMe(text: string, index: NlpIndex): string {
  if (!text.includes('乘客')) return text;
  if (!I_RODE.test(text) && (HANDED_TO_ME.test(text) || takesFares(index))) return text;
  return text.replace(PASSENGER, (w) => ' '.repeat(w.length));
}
