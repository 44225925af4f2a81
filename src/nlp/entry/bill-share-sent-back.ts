// 室友转我 120 电费, 室友转我 360 聚餐的钱: someone who sends me money for a bill we share pays back
// their part of one I paid, as 室友AA 电费 转了我 50 does; it was income (uncategorized, warned)
// though a receivable for what others owe me was open.
import type { detectIntent } from '../direction.ts';
import type { NlpIndex } from '../ledger-index.ts';
import { genericAccount } from '../account-choice.ts';
import { RECEIVABLE_SEGMENTS } from '../lexicon.ts';
import { ASSETS, filterFor } from './account-filter.ts';

// The bills shared with those one lives or goes out with (饭钱 alone is as often what parents give)
const SHARED_BILL = /(?:水电|电|水|燃气|煤气|天然气|网|宽带|物业|取暖)费|(?:聚餐|聚会|团建|唱歌|K歌)的?(?:钱|费)/;
// Family, an employer, a tenant, a landlord or a customer send money that is no share of a bill of mine
// (房东转我 120 电费: the landlord paying back, no roommate's share)
const NOT_A_SHARER = /^(?:我的?)?(?:爸|妈|父|母|爷|奶|外公|外婆|姥|老公|老婆|媳妇|儿子|女儿|公司|单位|老板|领导|租客|房客|房东|物业|客户|顾客|买家)/;
// Words of a gift or a pay keep the money income (室友转我 50 红包, 同事转我 100 辛苦费)
const GIFT_OR_PAY = /红包|送|礼|谢|辛苦费|跑腿|报酬|酬劳|工资|佣金|小费|奖/;

/** Money a person sends me for a shared bill, with a receivable open: their share paid back. */
export function billShareSentBack(intent: ReturnType<typeof detectIntent>, text: string, index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'income' || intent.givenBy === undefined || intent.person === null) return intent;
  if (!SHARED_BILL.test(text) || NOT_A_SHARER.test(intent.person) || GIFT_OR_PAY.test(text)) return intent;
  const receivable = genericAccount(index, RECEIVABLE_SEGMENTS, filterFor([ASSETS], date, currency));
  return receivable === null ? intent : { ...intent, direction: 'repaid' };
}
