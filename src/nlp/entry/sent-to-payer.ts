// 聚餐 室友付的 我转了他 100: someone paid for me, and I sent them my part: nothing stays owed.
import type { Span } from '../mentions.ts';
import { evenShare, findSharedBill } from '../shares.ts';
import type { Guesses } from './guesses.ts';
import type { Item } from './item.ts';

// 我转了他, 我转了, 我微信转给他, 我还了她, 我给了对方, 我给她转了: said right before the amount I sent
// (not 我给他买了咖啡 30: bought for them)
const WHOM = '(?:他|她|ta|TA|对方|人家)';
function iSentBefore(person: string | null): RegExp {
  const whom = person === null ? WHOM : `(?:${WHOM}|${person.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`;
  return new RegExp(`我(\\s*(?:已经?|也|又|随后|后来|马上)?\\s*(?:用|拿)?[^\\d\\s，,。；;]{0,4}?)(?:给${whom})?(?:转(?:给|回)?|还(?:给)?|给了|打(?:给|回)?|发(?:给)?)(?:了|过去|回去)?\\s*${whom}?\\s*(?:了)?\\s*$`);
}

// 我还没转他, 我待会转他, 我要转他, 我明天转: not sent yet, still owed (said before the verb)
const NOT_YET = /没|未|待会|等下|等会|晚点|稍后|明天|回头|改天|要|会|准备|打算|得/;

/** Whether `text` ends saying I sent it (我转了他), not that I will (我待会转他). */
function saidSent(sentBefore: RegExp, text: string): boolean {
  const said = sentBefore.exec(text);
  return said !== null && !NOT_YET.test(said[1]!);
}

/**
 * 聚餐 室友付的 我转了他 100, 聚餐 AA 300 三个人 室友付的 我转了 100: what I sent the one who paid
 * (`paidBy`, or the `person` of 帮我付, said before it) is my part of what they paid, spent and paid from my wallet (it was owed
 * to them, and the bill they paid added to it: 400 owed). The item sent is returned, or null; the
 * bill said beside it is no spending of mine, warned.
 */
export function sentToPayer(text: string, paidBy: Span | undefined, items: readonly Item[], guesses: Guesses, person: string | null): Item | null {
  // (同事帮我付了午饭 30 我转了他 30: who paid for me, said before 帮我)
  const helped = paidBy === undefined && person !== null ? text.indexOf(`${person}帮我`) : -1;
  const from = paidBy?.end ?? (helped < 0 ? null : helped + person!.length + 2);
  if (from === null) return null;
  const sentBefore = iSentBefore(person);
  const sent = items.filter((i) => i.amount.start >= from && saidSent(sentBefore, text.slice(from, i.amount.start)));
  if (sent.length === 0 && items.length === 1) return halfSent(text, from, sentBefore, items[0]!, guesses, person);
  if (sent.length !== 1) return null;
  // (the other amounts must be the bill they paid, said before what I sent: 聚餐 室友付的 我转了他
  // 100 另外打车 20 我付的 is more than my part, read as said)
  const others = items.filter((i) => i !== sent[0]);
  if (others.length > 1 || others.some((i) => i.amount.start > sent[0]!.amount.start)) return null;
  // (its words are the sentence's: 聚餐 says what it was for, not 我转了)
  const mine = { ...sent[0]!, start: 0, end: text.length };
  const bill = items.filter((i) => i !== sent[0]);
  if (bill.length === 0 || bill.every((i) => i.amount.number.eq(mine.amount.number))) return mine;
  const sentSaid = `${mine.amount.number.toString()}`;
  const whose = person === null ? 'the one who paid' : person;
  const total = bill.length === 1 && bill[0]!.currency === mine.currency ? findSharedBill(text, [bill[0]!.amount], mine.currency) : null;
  const other = total !== null && !total.share.eq(mine.amount.number) ? ` (my share of ${total.total.number.toString()} split ${total.people ?? '?'} ways is ${total.share.toString()})` : '';
  guesses.add(`read ${bill.map((i) => i.amount.number.toString()).join(', ')} as what ${whose} paid and ${sentSaid} as my part, sent to ${whose}: booked ${sentSaid}${other}`, other === '' ? 0.05 : 0.2);
  return mine;
}

/**
 * 老婆垫付了 学费 4800 我转她一半: half of the one bill they paid, sent them after it, is my part (it
 * was 4800 owed to them, nothing sent); null when 一半 is not said so.
 */
function halfSent(text: string, from: number, sentBefore: RegExp, bill: Item, guesses: Guesses, person: string | null): Item | null {
  const half = /一半/.exec(text.slice(Math.max(from, bill.amount.end)));
  if (half === null) return null;
  const at = Math.max(from, bill.amount.end) + half.index;
  if (!saidSent(sentBefore, text.slice(from, at))) return null;
  const { share } = evenShare(bill.amount, 2, bill.currency);
  const whose = person ?? 'the one who paid';
  guesses.add(`read ${bill.amount.number.toString()} as what ${whose} paid and half of it as my part, sent to ${whose}: booked ${share.toString()}`, 0.05);
  return { ...bill, amount: { ...bill.amount, number: share }, start: 0, end: text.length };
}
