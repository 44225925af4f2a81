// 两个孩子零花钱 每人50, 给三个侄子 红包 一人一百: an amount given to each of a count of people said is
// given that many times (it was 50, one child's; with 共100 beside it, read as a shared bill of
// which 50 was my share). A bill shared (AA, 每人85 alone) is not giving: see shares.ts.
import { Decimal } from '../../ledger/core/decimal.ts';
import type { AmountMention } from '../amounts.ts';
import { parseSmallInteger } from '../chinese-number.ts';
import type { Guesses } from './guesses.ts';

const HEADS = '(\\d{1,3}|[一二两三四五六七八九十]{1,3})';
// 两个孩子, 三位老人, 5名员工, 三个人: a count of people (before the amount or after it: 每人 200 红包 三个人)
// (两个室友 各还我 450: people who pay me back, each, see RECEIVED_FROM_EACH)
const RECIPIENTS = new RegExp(`${HEADS}\\s*(?:个|位|名)\\s*(孩子|小孩|娃|儿子|女儿|孙子|孙女|外孙|侄子|侄女|外甥|老人|员工|工人|阿姨|室友|舍友|同学|朋友|人)`);
// 爷爷奶奶, 外公和外婆, 爸妈, 孙子 孙女, 侄子 侄女: two people named, at least one each (孙子 孙女 各 500
// was 500: a grandson and a granddaughter, as 爷爷 奶奶 各 1000 is two)
const ONE_PERSON = '(?:爷爷|奶奶|外公|外婆|姥姥|姥爷|公公|婆婆|岳父|岳母|丈人|丈母娘|老爸|老妈|爸爸|妈妈|父亲|母亲|外孙女|外孙子?|孙子|孙女|侄子|侄女|外甥女|外甥|儿子|女儿|哥哥|姐姐|弟弟|妹妹)';
const PAIR = new RegExp(`${ONE_PERSON}\\s*(?:和|跟|与|、)?\\s*${ONE_PERSON}|爸妈|父母|公婆`);
// 和 老伴 旅游 每人 2000: me and my spouse, two (it was 2000, one of us)
const WITH_SPOUSE = /(?:^|[\s，,。；;我])(?:和|跟|与|陪)\s*(?:老伴|老婆|老公|爱人|媳妇|妻子|丈夫|太太|先生)/;
// 我 请客, 我请: I paid for everyone, not a share of the bill (每人 50 三个人 吃饭 我 请客: 150)
const MY_TREAT = /我\s*请(?:客|大家|他们|你们)?/;
// 高铁票 两张 一人 243: tickets counted, at a price for each person (it was 243, one ticket)
const TICKETS = new RegExp(`票[^\\d，,。；;]{0,4}?${HEADS}\\s*张|${HEADS}\\s*张[^\\d，,。；;]{0,4}?票`);
// money given: 给, or what is given said (零花钱, 红包)
const GIVING_THINGS = '零花钱|零用钱|压岁钱|红包|生活费|利是';
const GIVING = new RegExp(`给|发|${GIVING_THINGS}`);
// 两个室友 各还我 450, 每人转我 100: money each of them sent me, received that many times as money
// given is (it was 450, one flatmate's)
// 帮 三个 同学 代购 口红 每人 320: bought for each of them, lent that many times (it was 320)
const BOUGHT_FOR_EACH = /代购|代买/;
const RECEIVED_FROM_EACH = /(?:各|每人|每个人|一人)\s*(?:都)?\s*(?:还|转|付|打)(?:给)?了?\s*我/;
// two flatmates paid me back 450 AUD each, 3 friends each sent me 20: the same in English, a count in
// digits or words and money each of them sent me (it was 450, one flatmate's)
const ENGLISH_COUNTS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const RECIPIENTS_ENGLISH = new RegExp(`(?<![A-Za-z\\d.,])(\\d{1,2}|${Object.keys(ENGLISH_COUNTS).join('|')})\\s+(?:of\\s+my\\s+)?(?:flatmates|roommates|housemates|classmates|friends|colleagues|coworkers|tenants|students|kids|children)(?![A-Za-z])`, 'i');
const RECEIVED_FROM_EACH_ENGLISH = /\b(?:paid|sent|transferred|repaid|returned|gave)\s+me\b/i;
const EACH_AFTER_ENGLISH = /^\s*each(?![A-Za-z])/i;
const EACH_BEFORE_ENGLISH = /\beach\s+(?:paid|sent|transferred|repaid|returned|gave)\s+me(?:\s+back)?\s*$/i;
// words of a bill shared among them, which makes 每人 my share (see shares.ts)
// (我和老婆 一人一半 买菜 200: halves of the 200, not 200 each; it was 400)
const SHARED = /(?<![A-Za-z])AA(?![A-Za-z])|\bsplit\b|\bshared?\b|平摊|均摊|分摊|平分|均分|一人一半|我(?:先)?(?:付|买单|结账|垫)|吃饭|聚餐|饭/i;
// (每人压岁钱 500: what is given may stand between 每人 and the amount; it was 500, one child's)
// (每人 奶茶 15, 每人 买了 书包 100: what each got may stand there too, in a word or two; not 各种)
const EACH_BEFORE = new RegExp(`(?:每人|每个人|一人(?!一半)|每个(?![月星周礼季年天])|各(?![种类样自位]))\\s*(?:给|发)?了?\\s*(?:${GIVING_THINGS}|(?:[^\\d\\s，,。；;]{1,4}\\s*){0,2})?\\s*$`);
const TOTAL_BEFORE = /(?:一共|总共|共计|合计|总计|共)\s*[:：]?\s*$/;

/**
 * The amounts with one given to each of the people counted multiplied by their count, and a total
 * equal to that dropped (added to `dropped`, for the narration).
 */
export function withRecipientsCounted(text: string, amounts: readonly AmountMention[], guesses: Guesses, dropped: Set<AmountMention>): readonly AmountMention[] {
  const counted = peopleCounted(text);
  if (counted === null) return amounts;
  const each = amounts.filter((a) => EACH_BEFORE.test(text.slice(0, a.start)) || (counted.english && (EACH_AFTER_ENGLISH.test(text.slice(a.end)) || EACH_BEFORE_ENGLISH.test(text.slice(0, a.start)))));
  if (each.length !== 1 || counted.heads < 2) return amounts;
  const one = each[0]!;
  const all = one.number.mul(Decimal.fromInt(counted.heads));
  const totals = amounts.filter((a) => a !== one && TOTAL_BEFORE.test(text.slice(0, a.start)));
  // (a total that is not the count times each: the words do not agree, read as they were)
  if (totals.some((t) => !t.number.eq(all) || t.currency !== one.currency) || amounts.length !== 1 + totals.length) return amounts;
  for (const t of totals) dropped.add(t);
  guesses.add(`read ${one.number.toString()} each for ${counted.said} as ${all.toString()}`, 0.05);
  return [{ ...one, number: all }];
}

/** The people given to, counted (三个侄子, 爷爷奶奶), or the tickets bought (两张 票); null when no count is said or a bill is shared. */
function peopleCounted(text: string): { heads: number; said: string; english?: boolean } | null {
  if (SHARED.test(text) && !MY_TREAT.test(text)) return null;
  const tickets = TICKETS.exec(text);
  if (tickets !== null) {
    const count = tickets[1] ?? tickets[2]!;
    return counting(count, `${count}张`);
  }
  // (每人 奶茶 15 三个人: bought for three, 45; a count of people said with 每人 and no word of a
  // bill shared is what I paid for them all, warned)
  const recipients = RECIPIENTS.exec(text);
  if (recipients !== null && (GIVING.test(text) || MY_TREAT.test(text) || RECEIVED_FROM_EACH.test(text) || BOUGHT_FOR_EACH.test(text) || recipients[2] === '人')) return counting(recipients[1]!, recipients[0]);
  const english = RECIPIENTS_ENGLISH.exec(text);
  if (english !== null && RECEIVED_FROM_EACH_ENGLISH.test(text)) return counting(english[1]!, english[0], true);
  const spouse = WITH_SPOUSE.exec(text);
  if (spouse !== null) return { heads: 2, said: `我${spouse[0].replace(/^[\s，,。；;我]+/, '').replace(/\s+/g, '')}` };
  if (!GIVING.test(text)) return null;
  const pair = PAIR.exec(text);
  return pair === null ? null : { heads: 2, said: pair[0].replace(/\s+/g, '') };
}

function counting(count: string, said: string, english = false): { heads: number; said: string; english?: boolean } | null {
  const heads = ENGLISH_COUNTS[count.toLowerCase()] ?? parseSmallInteger(count);
  return heads === null ? null : { heads, said: english ? said.replace(/\s+/g, ' ') : said.replace(/\s+/g, ''), english };
}
