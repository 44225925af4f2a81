// Amounts said per person or per piece. 每人100 next to 总共300 is my share of a shared bill,
// never a second item, and so is a total split by a head count (AA四个人 聚餐 400: 100 is
// mine). (Prices per piece, 2杯 每杯 18, are read in entry/unit-prices.ts.)
import { Decimal } from '../ledger/core/decimal.ts';
import type { AmountMention } from './amounts.ts';
import { parseSmallInteger } from './chinese-number.ts';
import { minorUnitDigits } from './currencies.ts';
import { namesRelation } from './person-words.ts';

const PER_PERSON = '(?:每人|人均|每个人|一人)';
const PER_PERSON_BEFORE = new RegExp(`${PER_PERSON}\\s*(?:摊|付|出|分|平摊)?\\s*$`);
// 我付了, 我买单, 我先垫的: I paid the whole bill (so did Cantonese 我俾咗, 我畀咗, read 我给了, as a word
// of its own).
// (paid rent 1350 split 3 ways: `paid` first, no one else said as its subject, is I paid the whole; it
// was my share alone taken from the wallet)
const I_PAID = /我(?:先)?(?:付|买单|结账|垫|出|刷)|我给了(?=\s|$|[，,。])|\b(?:paid by me|I paid|I covered|on me)\b|^\s*(?:just\s+)?paid\b(?!\s+(?:by|back)\b)/i;

export interface SharedBill {
  readonly total: AmountMention;
  /** My share: said (每人100), or the total divided by the head count. */
  readonly share: Decimal;
  readonly paidByMe: boolean;
  /** The head count the total was divided by (me included), or null when the share was said. */
  readonly people: number | null;
  /** The division left more digits than the currency has, and my share was rounded. */
  readonly rounded: boolean;
}

// Words that say a bill is split evenly.
// (Cantonese 四個人夾: the people before it pool the bill; 一人一半: two, halves)
const SPLIT = /(?<![A-Za-z])AA(?![A-Za-z])|平摊|均摊|分摊|平分|均分|一人一半|(?<=人\s*)夹|\bsplit\b/i;
/** Whether the words say a bill was split (AA, 平摊, split): of a sentence, or of an entry's narration. */
export function saysSplit(text: string): boolean {
  return SPLIT.test(text);
}
/**
 * 晚饭 280 我付的 老婆转我一半, 回头她给我一半, 老婆出一半: a bill I paid that one other person pays
 * half of, which they send me (it was read as 280 of money in from them, the dinner lost).
 */
// (not 我出一半: my own half, which says nothing of who paid the whole; see MY_HALF)
const MY_HALF = /我(?:出|付|摊)一半/;
// 老婆出一半, 老婆付一半: another's half of a bill (not 各付一半: two wallets of mine, see split-payment.ts)
const OTHER_PAYS_HALF = /(?<![我各])[出付]一半/;
const HALF_SENT_BACK = new RegExp(`(?:回头|之后|晚点|待会儿?|到时候?)?\\s*(?:转|给|还)(?:给)?我\\s*一半|${OTHER_PAYS_HALF.source}`);
// 哥哥 一半, 老婆一半: a relative said just before 一半 that ends the clause, with no verb: their half,
// as 出一半 says (not 收到 哥哥 一半, 哥哥 一半 1700 转我: money from them)
const WORDS_BEFORE_HALF = /([\u4e00-\u9fff]+)\s*一半(?=\s*(?:$|[，,。；;]))/g;
const MONEY_FROM_THEM = /收|还|转|退/;
/** Whether a relative or someone known (哥哥, 我哥, 同事) is said just before 一半, no money from them said. */
function relationsHalf(text: string): boolean {
  if (MONEY_FROM_THEM.test(text)) return false;
  for (const m of text.matchAll(WORDS_BEFORE_HALF)) {
    const run = m[1]!;
    for (let from = Math.max(0, run.length - 4); from < run.length; from++) if (namesRelation(run.slice(from))) return true;
  }
  return false;
}

/** Whether one other person is said to pay me back half of the bill (and not my own half alone). */
function halfSentBack(text: string): boolean {
  return (HALF_SENT_BACK.test(text) || relationsHalf(text)) && !MY_HALF.test(text);
}

/**
 * Whether I paid the whole bill: said (我付的), or another's half said as theirs to pay (学费 4800 工行
 * 老婆出一半: the bank paid 4800, half of it is owed back; it was 4800 all mine) or sent to me.
 */
function paidByMeSaid(text: string): boolean {
  return I_PAID.test(text) || ((OTHER_PAYS_HALF.test(text) || SENT_ME_HALF.test(text) || relationsHalf(text)) && !MY_HALF.test(text));
}

/**
 * 老婆转我一半, 回头她给我一半: half sent to me says I paid the bill, 我 said or not (交了 物业费 3000
 * 回头她转我一半 was 3000 of money in from her).
 */
const SENT_ME_HALF = /(?:转|给|还)(?:给)?我\s*一半/;

/** 晚饭 280 我付的 老婆转我一半: a bill I paid, half of which one other person sends me back. */
export function paidHalfSentBack(text: string): boolean {
  return paidByMeSaid(text) && halfSentBack(text);
}
// (split three ways, between four, with two friends: a count in English words, two to twelve; split three
// ways was read as no count, all 1350 booked as mine)
const ENGLISH_HEADS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const HEADS = `((?<!\\d)\\d{1,3}|[一二两三四五六七八九十]{1,3}|(?<![A-Za-z])(?:${Object.keys(ENGLISH_HEADS).join('|')})(?![A-Za-z]))`;
/** The number of a head count said in digits, Chinese or English words. */
function headsSaid(said: string): number | null {
  return ENGLISH_HEADS[said.toLowerCase()] ?? parseSmallInteger(said);
}
// 和3个同事, 跟两位朋友, with 3 friends: the others, without me.
const OTHERS = new RegExp(`(?:和|跟|同|与)\\s*${HEADS}\\s*(?:个|位|名)|\\bwith\\s+${HEADS}\\s+(?:friends|colleagues|coworkers|roommates|flatmates|housemates|classmates|others|guys)\\b`, 'i');
// 四个人, 4人, 我们三个: everyone, me included; 三家平摊: households sharing, mine included, one
// share each (it was read as no head count: all 3000 booked as mine)
const EVERYONE = new RegExp(`${HEADS}\\s*(?:个人|口人|位|人(?!民|一半)|(?:个)?家(?:人)?(?=\\s*(?:(?<![A-Za-z])AA(?![A-Za-z])|平摊|均摊|分摊|平分|均分)))|(?:我们|咱们)\\s*${HEADS}\\s*个|${HEADS}\\s*(?:ways|people|persons)\\b|between\\s+${HEADS}\\b`, 'i');

/**
 * A total and my share in one sentence: a per-person amount (和同事AA吃饭 总共300 我付了 每人100),
 * or a split said with a head count and one amount (AA四个人 聚餐 400, 和3个同事AA 晚饭 600).
 * `defaultCurrency` is the currency of an amount said without one.
 */
/** 每人 100 next to 总共 300 in one clause: both amounts are the bill's (the first is the share). */
export function shareAndTotal(text: string, amounts: readonly AmountMention[]): [AmountMention, AmountMention] | null {
  if (amounts.length !== 2) return null;
  const shares = amounts.filter((a) => PER_PERSON_BEFORE.test(text.slice(0, a.start)));
  if (shares.length !== 1) return null;
  const share = shares[0]!;
  const total = amounts.find((a) => a !== share)!;
  return total.currency === share.currency && total.number.cmp(share.number) > 0 ? [share, total] : null;
}

export function findSharedBill(text: string, amounts: readonly AmountMention[], defaultCurrency: string, namesWallet: NamesWallet = () => false): SharedBill | null {
  const paidByMe = paidByMeSaid(text);
  if (!amounts.some((a) => PER_PERSON_BEFORE.test(text.slice(0, a.start)))) return splitByHeadCount(text, amounts, paidByMe, defaultCurrency, namesWallet);
  const pair = shareAndTotal(text, amounts);
  return pair && { total: pair[1], share: pair[0].number, paidByMe, people: null, rounded: false };
}

// 和小王AA, 跟同事平摊, 我和哥哥 一人一半: one other person named, no count (同事们, 大家 are several).
// (Cantonese 同阿明 AA: 同 is 和, not that of 同事, 同学)
const ONE_OTHER = /(?:和|跟|与|同(?!事|学|伴|屋|桌|乡))\s*([^\s\d，,。、们]{1,4}?)\s*(?:一起)?\s*(?:(?<![A-Za-z])AA(?![A-Za-z])|平摊|均摊|分摊|平分|均分|一人一半)/i;
const HALVES = /一人一半/;
const SEVERAL = /^(?:大家|他们|她们|朋友|同学|同事|室友|舍友|家人|亲戚)$/;
// split dinner 80 with alice: one other person named after split (not a group, nor a card or a
// wallet said with with: split 80 with visa)
const ONE_OTHER_ENGLISH = /\bsplit\b[^,.;，。；]*?\bwith\s+([A-Za-z][A-Za-z-]*)(?![A-Za-z-])/i;
/** Whether the words from start to end name a wallet of the ledger (split 80 with chase). */
type NamesWallet = (start: number, end: number) => boolean;
const NOT_ONE_PERSON = /^(?:friends?|colleagues?|coworkers?|roommates?|others?|guys|everyone|everybody|them|family|the|my|a|an|card|cards|cash|credit|debit|visa|amex|mastercard|venmo|paypal|zelle|checking|savings|bank)$/i;

/** How many people share the bill, me included, or null when no head count is said. */
function headCount(text: string, namesWallet: NamesWallet): number | null {
  const others = OTHERS.exec(text);
  if (others) {
    const n = headsSaid(others.slice(1).find((g) => g !== undefined)!);
    return n === null ? null : n + 1;
  }
  const everyone = EVERYONE.exec(text);
  if (everyone) return headsSaid(everyone.slice(1).find((g) => g !== undefined)!);
  const one = ONE_OTHER.exec(text);
  if (one) return SEVERAL.test(one[1]!) ? null : 2;
  // (买菜 200 微信 一人一半, no one named: halves are two shares; it was all 200 mine, unwarned)
  if (HALVES.test(text)) return 2;
  if (halfSentBack(text)) return 2;
  const english = ONE_OTHER_ENGLISH.exec(text);
  const start = english === null ? 0 : english.index + english[0].length - english[1]!.length;
  return english && !NOT_ONE_PERSON.test(english[1]!) && !namesWallet(start, start + english[1]!.length) ? 2 : null;
}

/**
 * The one amount divided by the head count. My share is rounded half up (四舍五入) to the
 * currency's smallest unit (a cent; a yen), never to fewer digits than the total has; the
 * others' part is the rest of the total, so the entry balances exactly.
 */
function splitByHeadCount(text: string, amounts: readonly AmountMention[], paidByMe: boolean, defaultCurrency: string, namesWallet: NamesWallet): SharedBill | null {
  if (amounts.length !== 1 || !(SPLIT.test(text) || paidHalfSentBack(text))) return null;
  const people = headCount(text, namesWallet);
  if (people === null || people < 2) return null;
  const total = amounts[0]!;
  const { share, rounded } = evenShare(total, people, defaultCurrency);
  if (share.isZero()) return null;
  return { total, share, paidByMe, people, rounded };
}

/** One of `people` even shares of `total`, rounded half up to the currency's smallest unit (and whether it was). */
export function evenShare(total: AmountMention, people: number, defaultCurrency: string): { share: Decimal; rounded: boolean } {
  const exact = total.number.div(Decimal.fromInt(people));
  const digits = Math.max(minorUnitDigits(total.currency ?? defaultCurrency), total.number.scale());
  const share = roundHalfUp(exact, digits);
  return { share, rounded: !share.eq(exact) };
}

/** A positive `value` rounded half up to `digits` decimals; as it is when it has no more. */
function roundHalfUp(value: Decimal, digits: number): Decimal {
  if (value.scale() <= digits) return value;
  const even = value.quantize(-digits);
  // quantize rounds half to even: a half it rounded down goes up instead.
  return value.sub(even).eq(new Decimal(5, -digits - 1)) ? even.add(new Decimal(1, -digits)) : even;
}

/** 和朋友AA 晚饭 120: the word that says a bill is split when nothing says among how many or what each pays (null otherwise). */
export function splitWithoutShare(text: string, namesWallet: NamesWallet = () => false): string | null {
  const split = splitWord(text);
  return split !== null && !new RegExp(`${PER_PERSON}(?!一半)`).test(text) && headCount(text, namesWallet) === null ? split : null;
}

/** The word that says a bill is split (AA, 平摊, split), or null. */
export function splitWord(text: string): string | null {
  return SPLIT.exec(text)?.[0] ?? null;
}
