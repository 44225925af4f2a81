// The payee of an entry: a payee the ledger knows, the place said (在全家), or the person.
import { recipientOf, type Direction } from '../direction.ts';
import { foldCase, isFunding, type NlpIndex } from '../ledger-index.ts';
import type { Span } from '../mentions.ts';
import type { Context } from './context.ts';

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

function isGenericPlace(name: string): boolean {
  return name.replace(GENERIC_PLACE, '') === '';
}

// 他们转我 200: a pronoun says someone, but names no one to write down as the payee.
const PRONOUN = /^(?:他们?|她们?|它们?|大家|别人|人家|对方|朋友们|同事们)$/;

export function choosePayee(ctx: Context, mentions: readonly { start: number; end: number; entry: { payee: string } }[], direction: Direction, named: string | null): PayeeChoice | null {
  const person = named !== null && PRONOUN.test(named) ? null : named;
  if ((direction === 'lend' || direction === 'repaid' || direction === 'borrow' || direction === 'repay' || direction === 'income' || direction === 'owed') && person) return { name: person, span: null };
  // A wallet's word that history also has as a payee (八达通 of its top-ups, Visa, PayPal) says how
  // it was paid, not whom (QA: 港铁 15.5 八达通 had the payee 八达通; coffee $5 visa, Visa).
  const paysWith = (m: Span) => ctx.termMentions.some((t) => t.start <= m.start && t.end >= m.end && t.entry.hits.some((h) => isFunding(h.account)));
  const first = mentions.find((m) => !paysWith(m));
  if (first) return { name: first.entry.payee, span: first };
  const at = AT_PLACE.exec(ctx.text);
  if (at) {
    const name = at[1]!;
    const start = at.index + 1;
    // 在超市 names a kind of shop, not a merchant: it is a category word, not a payee. Nor
    // are 在家, 在公司楼下 or 在网上 merchants: where one was, not whom one paid.
    const isCategoryWord = ctx.termMentions.some((m) => m.start <= start && m.end >= start + name.length);
    if (!isCategoryWord && !isGenericPlace(name)) return { name, span: { start, end: start + name.length } };
  }
  const recipient = recipientOf(ctx.text);
  if (recipient && direction !== 'transfer') return { name: recipient, span: null };
  return null;
}
