// 张总付了 8000 到对公账户, 刘姐付了 4000 设计费 (到支付宝): someone who paid, with an account of mine
// said after it as where the money went (到, 进, 打到), or with what they paid for named only by an
// income account of mine (设计费 aliasing Income:Design), paid me: money in from them, not
// something they paid for me (it was spending at a stand-in category, owed to them off their
// receivable).
import type { Intent } from '../direction.ts';
import { namesItself, type NlpIndex } from '../ledger-index.ts';
import { mask, type TermMention } from '../mentions.ts';
import { accepts } from '../account-choice.ts';
import { ASSETS, EXPENSES, FUNDING_ROOTS, INCOME, filterFor } from './account-filter.ts';
import { fundingPhrases } from './funding-phrases.ts';

// 到对公账户, 进了支付宝, 打到我卡上, 转入招行: the account right after these is where the money landed
const INTO_MINE_BEFORE = /(?:到|进|入|存到|打到|转到|汇到|打进|转进|存入|转入)了?\s*(?:我的?|我们的?)?\s*$/;

/**
 * 'owed' read from someone who paid (张总付了 8000), turned into money in from them when an account
 * of mine (no one's claim) is said after their paying as where the money went, or when the words
 * name an income account by its name or alias and no spending. Other intents are left as they are.
 */
export function paidIntoMine(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): Intent {
  if (intent.direction !== 'owed' || intent.paidBy === undefined || intent.person === null) return intent;
  const paidEnd = intent.paidBy.end;
  const mine = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  const into = mine.some((w) => w.start >= paidEnd && INTO_MINE_BEFORE.test(text.slice(paidEnd, w.start)));
  // (张总付了 8000 with 张总 on a receivable of mine, nothing else said: who owes me paid me; it was
  // spending at a stand-in category taken off what they owe. 打车 35 老婆付的 is a ride she paid for me)
  const debtor = receivableOf(index, mentions, intent.paidBy, date, currency) !== null && nothingElseSaid(text, [intent.paidBy, ...mine]);
  return into || debtor || earnedOnly(index, mentions, date, currency) ? { ...intent, direction: 'income', givenBy: [intent.paidBy] } : intent;
}

// 汇了, 转了, 打了, 汇款, 转过来: sent, said right after who sent it
const SENT_AFTER = /^\s*(?:已经?|又|也)?(?:汇|转|打)(?:了|过来|来)?(?:款|钱|账)?(?:了)?/;

/**
 * 张总汇了 8000 对公, 张总转了 8000 with 张总 on a receivable of mine (Assets:Receivables:ZhangZong),
 * said first and sending, with nothing said but the amount and the account: money in from them, off
 * what they owe, as 收到张总 8000 对公 is (it was spending at a stand-in category paid from the account
 * named); so with what they paid for said only by an income account of mine (刘姐转了 4500 设计费). Not
 * with anything else said (张总转了 8000 给李老板, 老婆转了 500 买菜). Other intents are left as they are.
 */
export function sentByDebtor(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): Intent {
  // (张总转了 8000 对公: its 转 read as a move between accounts of mine, from the one named to a stand-in)
  if (!(intent.direction === 'expense' && intent.unsaid === true) && !(intent.direction === 'transfer' && /^转/.test(intent.transferCue ?? ''))) return intent;
  const first = mentions.filter((m) => text.slice(0, m.start).replace(/\uE000/g, '').trim() === '').sort((a, b) => a.start - b.start)[0];
  if (first === undefined || receivableOf(index, [first], first, date, currency) === null) return sentByLatinName(intent, text, mentions, index, date, currency);
  const sent = SENT_AFTER.exec(text.slice(first.end));
  if (sent === null || sent[0].trim() === '') return intent;
  const said = { start: first.start, end: first.end + sent[0].length };
  // (刘姐转了 4500 设计费: what they paid for said by an income account of mine only, as 刘姐付了 4000 设计费 is)
  if (!nothingElseSaid(text, [said, ...fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text)]) && !earnedOnly(index, mentions, date, currency)) return intent;
  return { direction: 'income', person: text.slice(first.start, first.end), transferCue: null, givenBy: [said] };
}

// Acme 汇了, Nordic Apps 转了: a name in Latin letters (capitalized, not AA) said first, sending
const LATIN_SENDER = /^[\s\uE000]*((?:[A-Z][\w&'.-]*\s+)*[A-Z][\w&'.-]*[a-z][\w&'.-]*)\s*(?:已经?|又|也)?(?:汇|转|打)(?:了|过来|来)?(?:款|钱|账)?(?:了)?/;

/**
 * Acme 汇了 300 美元 到 Wise, Nordic Apps 转了 1200 美元 到 PayPal: a name in Latin letters that is
 * no account of mine sent money into an account of mine said after it (到, 进): money in from
 * them, as Acme 付了 … 到 Wise is (it was spending from Wise, or a move from the bank used most).
 */
function sentByLatinName(intent: Intent, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): Intent {
  const sent = LATIN_SENDER.exec(text);
  if (sent === null) return intent;
  const nameStart = sent[0].indexOf(sent[1]!);
  const nameEnd = nameStart + sent[1]!.length;
  if (mentions.some((m) => m.start < nameEnd && nameStart < m.end)) return intent;
  const end = sent[0].length;
  const mine = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  if (!mine.some((w) => w.start >= end && INTO_MINE_BEFORE.test(text.slice(end, w.start)))) return intent;
  return { direction: 'income', person: sent[1]!, transferCue: null, givenBy: [{ start: nameStart, end }] };
}

/** The receivable of mine (an Assets claim) that the words inside `span` name, else null. */
function receivableOf(index: NlpIndex, mentions: readonly TermMention[], span: { start: number; end: number }, date: string, currency: string): string | null {
  const assets = filterFor([ASSETS], date, currency);
  const hit = mentions.filter((m) => m.start >= span.start && m.end <= span.end).flatMap((m) => m.entry.hits).find((h) => index.claims.has(h.account) && accepts(index, assets, h.account));
  return hit?.account ?? null;
}

// What may stand beside who paid and the wallets: the amount, its unit, where it went (到, 进)
const NOTHING_ELSE = /^(?:[\s\d.,，。、\uE000]|[零〇一二两三四五六七八九十百千万亿]|块钱?|元|到|进|入|了|过来|我的?)*$/;

/** No words but who paid, the wallets `spans` name, the amount and where it went. */
function nothingElseSaid(text: string, spans: readonly { start: number; end: number }[]): boolean {
  return NOTHING_ELSE.test(mask(text, spans));
}

/** Some word names an income account by its name or alias (设计费), and none a spending account. */
function earnedOnly(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const hits = mentions.flatMap((m) => m.entry.hits);
  const income = filterFor([INCOME], date, currency);
  const spending = filterFor([EXPENSES], date, currency);
  return hits.some((h) => namesItself(h) && accepts(index, income, h.account)) && !hits.some((h) => accepts(index, spending, h.account));
}
