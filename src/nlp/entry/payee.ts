// The payee of an entry: a payee the ledger knows, the place said (在全家), or the person.
import { recipientOf, type Direction } from '../direction.ts';
import { foldCase, isFunding, type NlpIndex } from '../ledger-index.ts';
import type { Span } from '../mentions.ts';
import type { Context } from './context.ts';
import { MERCHANTS } from '../lexicon.ts';
import { isPlace } from '../places.ts';
import { kinAsCalled } from '../person-words.ts';

/** A payee the ledger has (a record, or one of its transactions'), written as the ledger writes it. */
export function knownPayee(index: NlpIndex, name: string): boolean {
  const key = foldCase(name.trim());
  return (index.payeesByFirstChar.get(key[0] ?? '') ?? []).some((e) => e.known && e.payee === name);
}

export interface PayeeChoice {
  readonly name: string;
  readonly span: Span | null;
}

const AT_PLACE = /在([^\s，,。；;、\uE000\d]{1,8}?)(?=买|吃|喝|消费|花|付|购|充|加油|打车|办|看|理发|剪头|剪发|洗头|洗剪吹|烫头|烫发|染发|做头发|美发|美容|美甲|点|订|住|\s|[，,。；;]|\d|\uE000|$)/;

// Places that say where, not at which merchant (全家 and 家乐福 keep what is left: merchants).
const GENERIC_PLACE = /家里|老家|家|公司|单位|学校|宿舍|办公室|楼下|楼上|路上|路边|外面|外边|网上|线上|这里|那里|这儿|那儿|附近|门口|旁边|对面|里面/g;

// 他们转我 200: a pronoun says someone, but names no one to write down as the payee.
const PRONOUN = /^(?:他们?|她们?|它们?|大家|别人|人家|对方|朋友们|同事们)$/;

// What was done with the money, not who (给客户退款 60 read 客户退款 as the name, 还老陈货款 老陈货款).
const DEED_AFTER = /(?:退款|退货|还款|转账|汇款|打款|付款|收款|货款|欠款|借款|工资|奖金|提成|佣金|结算|报销|红包|押金|定金|订金|尾款|房租)+$/;
// What the money is for, said right after whom it is for (给孙子学费 2000 made 孙子学费 the payee);
// only after a name of two characters or more (老费 is a name).
const FOR_AFTER = /(?<=^[^\s\d]{2,}?)(?:[^\s\d]{1,2}费|零花钱|压岁钱|红包钱?)$/;
// Who someone is to the shop, not who: 退款给买家 128 made 买家 a payee (陈老板 and 员工小李 are names).
// 过生日妈妈给我发了个红包: the occasion said before the kin who gave is no part of their name (the payee
// was 过生日妈妈)
const OCCASION_BEFORE_KIN = /^(?:过生日|生日|过年|过节|春节|新年|中秋|端午|结婚|满月|毕业)(?=[\u4e00-\u9fff]{1,3}$)(?=.*(?:妈|爸|姐|哥|弟|妹|爷|奶|公|婆|姨|叔|舅|姑|伯|婶|嫂|老婆|老公))/;
const ROLE = /^(?:客户|顾客|客人|买家|卖家|买方|卖方|商家|店家|员工|老板|供应商|厂家)$/;

/**
 * The name a person said is written as (小王退款 is 小王), or null when no one is named: a pronoun,
 * a role alone, what was done. A payee the ledger has stays as it is.
 */
function nameOf(index: NlpIndex, said: string): string | null {
  if (knownPayee(index, said)) return said;
  const name = kinAsCalled(said.replace(DEED_AFTER, '').replace(FOR_AFTER, '').replace(OCCASION_BEFORE_KIN, ''));
  return name === '' || ROLE.test(name) || PRONOUN.test(name) ? null : name;
}

/** The role said for a person, who is no payee (老板 of 老板转我 500), else null. */
export function roleSaid(said: string | null): string | null {
  const role = said?.replace(DEED_AFTER, '') ?? '';
  return ROLE.test(role) ? role : null;
}

const HAN = /[\u3400-\u9fff]/;

/**
 * A merchant of the lexicon no payee of the ledger has, said in a sentence without Chinese: as
 * spelled there (`$45.67 at Shell with Chase` had the payee 壳牌, the lexicon's first name).
 */
function spelledAsSaid(text: string, entry: { payee: string; term?: string; known?: boolean }): string {
  if (entry.known !== false || entry.term === undefined || HAN.test(text)) return entry.payee;
  const spelling = MERCHANTS.flat().find((n) => foldCase(n) === entry.term);
  return spelling !== undefined && !HAN.test(spelling) ? spelling : entry.payee;
}

export function choosePayee(ctx: Context, mentions: readonly { start: number; end: number; entry: { payee: string; term?: string; known?: boolean } }[], direction: Direction, named: string | null): PayeeChoice | null {
  const person = named === null ? null : nameOf(ctx.index, named);
  if ((direction === 'lend' || direction === 'repaid' || direction === 'borrow' || direction === 'repay' || direction === 'income' || direction === 'owed') && person) return { name: person, span: null };
  // A wallet's word that history also has as a payee (八达通 of its top-ups, Visa, PayPal) says how
  // it was paid, not whom (QA: 港铁 15.5 八达通 had the payee 八达通; coffee $5 visa, Visa).
  const paysWith = (m: Span) => ctx.termMentions.some((t) => t.start <= m.start && t.end >= m.end && t.entry.hits.some((h) => isFunding(h.account)));
  const first = mentions.find((m) => !paysWith(m));
  if (first) return { name: spelledAsSaid(ctx.text, first.entry), span: first };
  const at = AT_PLACE.exec(ctx.text);
  if (at) {
    const name = at[1]!;
    const start = at.index + 1;
    // 在超市 names a kind of shop, not a merchant: it is a category word, not a payee. Nor
    // are 在家, 在公司楼下 or 在网上 merchants: where one was, not whom one paid.
    const isCategoryWord = ctx.termMentions.some((m) => m.start <= start && m.end >= start + name.length);
    // (nor is 在客户那里: a role, with where)
    const who = name.replace(GENERIC_PLACE, '');
    // (nor is 在东京, 在香港: a city or a country, where one was; it was the payee)
    if (!isCategoryWord && who !== '' && !isPlace(name) && nameOf(ctx.index, who) === who) return { name, span: { start, end: start + name.length } };
  }
  const said = recipientOf(ctx.text);
  const recipient = said === null ? null : nameOf(ctx.index, said);
  if (recipient && direction !== 'transfer') return { name: recipient, span: null };
  return null;
}
