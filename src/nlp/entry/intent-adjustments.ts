// Corrections of the intent detectIntent read, from the accounts the words name (a bank is no
// person, a card paid off is a repayment...).
import { AMOUNT_SAID } from '../chinese-number.ts';
import { detectIntent, unpaidBill } from '../direction.ts';
import { splitWord } from '../shares.ts';
import { isPersonalClaim, rootOf, type NlpIndex } from '../ledger-index.ts';
import { findPayeeMentions, walletWordsWithoutAccount, type TermMention } from '../mentions.ts';
import { bestMention, bestMentionedAccount } from '../account-choice.ts';
import type { Item } from './item.ts';
import { ASSETS, LIABILITIES, EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import { fundingPhrases } from './funding-phrases.ts';
import { isLoanAccount, withoutWalletWords } from './transfer-words.ts';
import { loanPaidOut } from './loan-paid-out.ts';
import { reimbursedPartSaid } from './reimbursed-part.ts';

// 报销 is money coming in when it arrived (收到报销, 报销到账, 报销了 500, 公司报销打车费 120 到招行); said of a purchase
// (打车 98 报销, 可报销, 待报销, and 出差 打车 86 信用卡 公司报销 with 公司报销 said last) it is spending
// that the employer will pay back.
const REIMBURSEMENT_ARRIVED = /收到|到账|入账|进账|打款|打来|发放|发了|报销了|已报销|报销款|报下来|批下来|(?:公司|单位|财务|老板)报(?!销\s*$)|报销.{0,12}(?:到|进|入)(?!机场|车站|高铁站|火车站|家|公司|酒店)|reimbursed/;
// money said to have come, whatever the bill said before (报销 500 到账, 收到)
const MONEY_CAME = /收到|到账|入账|进账|打款|打来|发放|报下来|批下来/;
const TO_BE_REIMBURSED = /[可待要能需去拿]报销|报销[用的]|找公司报|回头报/;
// 出差 住酒店 480 招行信用卡 公司报销: what was paid, its amount, then 报销 last (wallets blanked), with
// no category the ledger knows for 住酒店: spending to be paid back (it was the card paid off by the claim)
const REIMBURSABLE_SAID_LAST = new RegExp(String.raw`^\s*(?!(?:公司|单位)?报销)\S.*?${AMOUNT_SAID}\s*(?:元|块钱?)?\s*(?:公司|单位)?报销\s*$`);

/**
 * 招行还了 3000: the word before 还了 names an account of mine (a bank, a card, a wallet), not a
 * person who pays me back; it is a repayment between my accounts, as 招行 还了 3000 is. So is one
 * said as who sent money to another account of mine (招行转来 500 微信).
 */
export function notAPerson(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  const person = intent.person;
  // 招行转来 500 到微信, 工行转过来 1000 支付宝: an account of mine said as who sent the money, with
  // another named where it arrived, moves my own money, as 招行转到微信 does
  if (intent.direction === 'income' && intent.givenBy !== undefined && person !== null) {
    const accounts = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
    const sender = accounts.find((p) => text.slice(p.start, p.end) === person);
    // (招行转来 500 微信 with no 招行 open, 工资卡转过来: a bank or a card all the same, no one who sent it)
    const unknownWallet = walletWordsWithoutAccount(text, index, mentions).some((w) => w.word === person) || /(?:卡|银行|钱包|零钱|余额)$/.test(person);
    if ((sender !== undefined && accounts.some((p) => p.account !== sender.account)) || unknownWallet) return { direction: 'transfer', person: null, transferCue: '转' };
    // 微信转来 200, 支付宝转过来 300: the wallet alone is where the money arrived, not who sent it
    // (微信 was the payee); no one is named
    return sender !== undefined ? { ...intent, person: null } : intent;
  }
  // 余额 付了 30 午饭 (余额 an alias of Alipay): a wallet of mine paid, not someone for me
  if (intent.direction === 'owed' && intent.paidBy !== undefined && person !== null) {
    const accounts = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
    const wallet = accounts.some((p) => text.slice(p.start, p.end) === person) || walletWordsWithoutAccount(text, index, mentions).some((w) => w.word === person) || /(?:卡|银行|钱包|零钱|余额)$/.test(person);
    return wallet ? { direction: 'expense', person: null, transferCue: null } : intent;
  }
  if (intent.direction !== 'repaid' || person === null) return intent;
  // 小王微信还我 100: a person's own account among the words is who pays, by the wallet named after them
  const claim = mentions.find((m) => m.entry.hits.some((h) => index.claims.has(h.account) && isPersonalClaim(h.account)) && person.includes(text.slice(m.start, m.end)));
  if (claim !== undefined) return { ...intent, person: text.slice(claim.start, claim.end) };
  const accounts = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  if (!accounts.some((p) => text.slice(p.start, p.end).includes(person) || person.includes(text.slice(p.start, p.end)))) return intent;
  return { direction: 'transfer', person: null, transferCue: '还' };
}

/**
 * 同事转来 50 微信 AA 饭钱, 小王转我 50 平摊的: money someone sends me with a word of a shared bill is
 * their share paid back, booked as 同事 AA 还我 50 is (on the receivable the others' shares of a
 * bill I paid are kept on, else off the spending); it was income. (凑份子 is chipping in too;
 * 份子钱 alone is a gift.)
 */
export function shareSentBack(intent: ReturnType<typeof detectIntent>, text: string): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'income' || intent.givenBy === undefined || intent.person === null) return intent;
  return splitWord(text) !== null || /凑份子/.test(text) ? { ...intent, direction: 'repaid' } : intent;
}

/**
 * 收小王 200: 收 right before the name of a person with an account of their own is money from
 * them, as 收到小王 200 is (it was spending). Only with the ledger's word for the person: after 收
 * alone a word is more often what is collected or kept (收银, 收纳).
 */
export function receivedFromPerson(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'expense') return intent;
  const from = mentions.find((m) => /(?<!被)收了?\s*$/.test(text.slice(0, m.start)) && m.entry.hits.some((h) => index.claims.has(h.account) && isPersonalClaim(h.account)));
  return from ? { direction: 'income', person: text.slice(from.start, from.end), transferCue: null } : intent;
}

// 转过来了, 打过来了, 给我了, 转我: money sent to me (not 转给他, 给他: sent by me; not 没给, 还没转: not come)
const SENT_TO_ME = /(?<![没未不])(?:(?:转|打|汇)(?:过来|来)了?|(?:转|打|汇|给)(?:了)?我(?![们妈爸哥姐弟妹老女男儿孙家]))/;

/**
 * 李先生 电费 320 转过来了 微信, 那对夫妻 电费 410 给我了 建行 with the person said first on a receivable
 * of their own (Assets:Receivables:Li aliased 李先生): they paid me back what I paid for them, as 小王
 * 还了 电费 230 is (it was my own bill paid, the money going out). Only with the person's account, said
 * first, and words of money sent to me in the same clause.
 */
export function sentBackByClaimant(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex): ReturnType<typeof detectIntent> {
  // (转过来了 read alone is a move between my accounts)
  if (intent.direction !== 'expense' && !(intent.direction === 'transfer' && /^[转打汇]/.test(intent.transferCue ?? ''))) return intent;
  const first = mentions.find((m) => /^[\s\uE000]*$/.test(text.slice(0, m.start)) && m.entry.hits.length > 0 && m.entry.hits.every((h) => index.claims.has(h.account) && isPersonalClaim(h.account) && rootOf(h.account) === ASSETS));
  if (first === undefined) return intent;
  const clause = text.slice(first.end).split(/[，,。；;]/)[0]!;
  // (老婆转我一半 房租 3000: a share of a bill sent back, see billShareSentBack)
  if (splitWord(text) !== null || /一半|一人一半/.test(text)) return intent;
  return SENT_TO_ME.test(clause) ? { direction: 'repaid', person: text.slice(first.start, first.end), transferCue: null } : intent;
}

// (张三 还款, 张三还了, 张三回款, 张三付清欠款: the payee said right before is who pays back; so is
// one whose debt is said paid off after it, 张三欠款 340 已付清, 已结, 结清了; not 没付清; and one
// who sends what he owes over, 张三转来欠款, 张三打过来欠我的钱: not 张三转来 alone, which may be a sale)
const PAID_BACK_AFTER = /^\s*(?:已经?|也|又)?(?:还(?:了|款|钱|清|欠款)|回款|付清|结清|(?:转|打|汇)(?:过?来|给我|了?我)了?的?\s*(?:欠款|欠我?的(?:钱|款)?))|^\s*(?:把欠(?:我)?的(?:钱|款|货款)?|欠我的?(?:钱|款)?)[^，,。；;]*?(?<![没未不])还(?:了|清)|^\s*的?欠(?:款|货款|账|钱)[^，,。；;]*?(?:(?:已经?|都)(?:付清|结清|还清|还了|结了?|付了?)|(?<![没未]|没有)(?:付清|结清|还清)了)/;

/**
 * 张三 还款 680 微信, 张三回款 340 微信 with 张三 recorded on a claim of mine (Assets:Receivable:Customers):
 * what he owed comes back (it was my 还款 of a debt guessed, and 回款 spending). Not when an account of
 * mine is named before the words of paying back (招行 还款 is mine).
 */
export function repaidByRecordedDebtor(intent: ReturnType<typeof detectIntent>, text: string, index: NlpIndex): ReturnType<typeof detectIntent> {
  // (张三转来欠款 340: read as money given by him, his debt said paid)
  if (intent.direction !== 'transfer' && intent.direction !== 'expense' && !(intent.direction === 'income' && intent.givenBy !== undefined)) return intent;
  const debtor = findPayeeMentions(text, index).find((m) => {
    const account = m.entry.known ? index.payeeAccount.get(m.entry.payee) : undefined;
    return account !== undefined && index.claims.has(account) && PAID_BACK_AFTER.test(text.slice(m.end)) && /^[\s\uE000]*$/.test(text.slice(0, m.start));
  });
  return debtor ? { direction: 'repaid', person: debtor.entry.payee, transferCue: null } : intent;
}

// 张三, 王总, 小王, 老陈, 阿强: the shape of a person's name (a common family name and one or two
// characters, or 小, 老, 阿 and one); 提前, 按时, 分期, 每月 before 还款 are no one, and neither are
// the words with a family name's character first that say when (马上, 周末).
const FAMILY_NAMES = '王李张刘陈杨黄赵吴周徐孙朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡杜叶程苏魏吕丁沈姚卢姜崔钟谭陆汪范廖贾夏韦邹孟熊秦邱尹薛闫雷侯陶黎贺顾毛郝龚邵严覃武戴莫孔汤';
const NAMED_PERSON = new RegExp(`^[\\s\\uE000]*((?:[小老阿]|[${FAMILY_NAMES}][\\u4e00-\\u9fff]??)[\\u4e00-\\u9fff])\\s*(?:已经?|也|又)?(?:还(?:货?款|钱)了?|(?:结清|付清)了?货款)(?=[\\s\\uE000\\d，,。；;]|$)`);
const NO_ONE = /^(?:马上|周末|周[一二三四五六日天]|何时|曾经|陆续|程序)$/;

/**
 * 张三还款 340 支付宝, 小王还钱 200, 张老板还货款 1200, 老李结清货款 1200 with no payee record nor account naming them: the person said
 * right before 还款 or 还钱 pays back what they owe me, as 张三还了 does (it was my 还款 of the most
 * used payable). Only with the shape of a name (提前还款, 信用卡还款 and 我还款 are mine), and not
 * when the ledger knows the words (a payee record or an account: see repaidByRecordedDebtor, notAPerson).
 */
export function repaidByNamedPerson(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex): ReturnType<typeof detectIntent> {
  const m = NAMED_PERSON.exec(text);
  // (老李结清货款 1200: no word of moving money, read as spending)
  const settled = intent.direction === 'expense' && intent.unsaid === true && m !== null && /货款/.test(m[0]);
  if (!settled && (intent.direction !== 'transfer' || !/^还/.test(intent.transferCue ?? ''))) return intent;
  if (m === null || NO_ONE.test(m[1]!)) return intent;
  const start = m.index + m[0].indexOf(m[1]!);
  const span = { start, end: start + m[1]!.length };
  const known = [...mentions, ...findPayeeMentions(text, index)].some((w) => w.start < span.end && span.start < w.end);
  return known ? intent : { direction: 'repaid', person: m[1]!, transferCue: null };
}

// pay off visa, paid chase, pay my amex: a card right after the verb of paying is what is paid
const PAID_CARD_BEFORE = /\b(?:re)?pa(?:y|ys|id|ying)\s+(?:off\s+)?(?:the\s+|my\s+)?$/i;
// paid 500 on the chase card, paid off 500 on chase, 500 payment on the chase card: the amount
// paid on (or toward) a card is paid off it too (it was 500 of dining charged to the card)
// (paid £300 off the hsbc card: off the card too, the amount in any currency's sign)
const PAID_ON_CARD_BEFORE = new RegExp(String.raw`(?:\b(?:re)?pa(?:y|ys|id|ying)\s+(?:off\s+)?[$£€¥]?\s*${AMOUNT_SAID}\s*k?\s+(?:off\s+)?|\b(?:re)?payments?\s+)(?:on|off|to(?:wards?)?)\s+(?:the\s+|my\s+)?$`, 'i');
const CREDIT_CARD_WORD = /^(?:credit\s+card|信用卡)$/i;
// visa payment, credit card bill payment, huabei repayment; visa bill 3000 from cmb, credit card
// bill 4200: the card's bill said with its amount is paid, as with paid before it
const CARD_PAYMENT_AFTER = /^\s*(?:card\s+)?(?:(?:bill\s+)?(?:re)?payment\b|bill\s+(?=[$¥]?\s*\d))/i;

/**
 * pay off visa 500, visa payment 800 from checking, paid chase 1500 from checking: a card of mine
 * paid off is a repayment, as 信用卡还款 3000 is (it was spending on the card). Not with a spending
 * category named (paid visa 30 for lunch).
 */
export function cardPaidOff(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'expense') return intent;
  const cards = fundingPhrases(index, mentions, filterFor([LIABILITIES], date, currency, index.claims), text);
  // (paid off credit card 500 with no account named for the card: the card paid off is a debt of
  // mine all the same, guessed and warned as 还信用卡 is)
  const unnamedCards = walletWordsWithoutAccount(text, index, mentions).filter((w) => CREDIT_CARD_WORD.test(w.word)).map((w) => w.span);
  const paidOff = [...cards, ...unnamedCards].some((c) => PAID_CARD_BEFORE.test(text.slice(0, c.start)) || PAID_ON_CARD_BEFORE.test(text.slice(0, c.start)) || CARD_PAYMENT_AFTER.test(text.slice(c.end)));
  if (!paidOff || bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, currency)) !== null) return intent;
  return { direction: 'transfer', person: null, transferCue: '还款' };
}

/**
 * 房租还没交 4500, 上个月电费没付 200: a bill said not paid yet is owed, booked as 欠的电费 200 没交 is
 * (the expense against a payable, else a 422 that names the bill as owed); it was paid from a
 * wallet. One item only: with others (午饭 30 电费 200 还没交) what is owed is not read.
 */
export function unpaidBillOwed(intent: ReturnType<typeof detectIntent>, text: string, items: readonly Item[]): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'expense' || items.length !== 1) return intent;
  const bill = unpaidBill(text);
  return bill === null ? intent : { direction: 'owed', person: bill, transferCue: null };
}

// 工行 → 招行, 招行->支付宝, 招行 到 工行, from 微信 to 工行: what stands between two accounts of mine;
// the amount may stand before the arrow or 到 (工行 1000 到支付宝: it was 1000 of spending paid by 工行)
const BETWEEN_ACCOUNTS = new RegExp(String.raw`^\s*(?:${AMOUNT_SAID}\s*(?:元|块钱?)?\s*)?(?:→|->|=>|➡|➔|到|至|\bto\b|\binto\b)\s*$`, 'i');

/**
 * 工行 → 招行 5000, cashed out 500 from 微信 to 工行: two accounts of mine linked by an arrow or
 * by to are a move from the first to the second, as 工行转招行 is (it was spending paid from the
 * first). Not with a spending category named (午饭 35 招行 到 工行 is still lunch).
 */
export function betweenOwnAccounts(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  if (intent.direction !== 'expense') return intent;
  const wallets = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  const linked = wallets.some((p, i) => {
    const q = wallets[i + 1];
    return q !== undefined && q.account !== p.account && BETWEEN_ACCOUNTS.test(text.slice(p.end, q.start));
  });
  if (!linked || bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, currency)) !== null) return intent;
  return { direction: 'transfer', person: null, transferCue: '转' };
}

/**
 * 打车 98 报销: a purchase to be reimbursed is spending (paid from the wallet), not the
 * reimbursement itself (it was booked as 98 received). Money in when the words say it arrived.
 */
export function reimbursedLater(intent: ReturnType<typeof detectIntent>, text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): ReturnType<typeof detectIntent> {
  const blanked = withoutWallets(text, mentions, index, date, currency);
  if (intent.direction !== 'income' || intent.givenBy || !/报销|reimburs/i.test(text)) return intent;
  // 看病 800 工行 公司报销 500, 报销了 500: a bill and the part of it to be paid back, spending (it
  // was 1300 into the bank), unless the money is said to have come
  const partOfBill = reimbursedPartSaid(text) && !MONEY_CAME.test(blanked);
  if (!partOfBill && REIMBURSEMENT_ARRIVED.test(blanked)) return intent;
  const spending = bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, currency)) !== null;
  if (!partOfBill && !spending && !TO_BE_REIMBURSED.test(text) && !REIMBURSABLE_SAID_LAST.test(blanked)) return intent;
  // another word for money in (工资, 红包) keeps it income
  if (detectIntent(text.replace(/报销|reimbursed|reimbursable|reimbursement/gi, (w) => ' '.repeat(w.length))).direction === 'income') return intent;
  return { ...intent, direction: 'expense' };
}

/**
 * The text with the wallets it names blanked: 加油 300 公司报销 招行信用卡 says 公司报销 last, as
 * 加油 300 招行信用卡 公司报销 does (the card paid; it was read as the company paying back into it).
 */
function withoutWallets(text: string, mentions: readonly TermMention[], index: NlpIndex, date: string, currency: string): string {
  let blanked = text;
  for (const p of fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text)) {
    blanked = blanked.slice(0, p.start) + ' '.repeat(p.end - p.start) + blanked.slice(p.end);
  }
  return blanked;
}

// 第5期, 第十二期: an instalment said by its number, one paid (not 分12期, how many a purchase is split into)
const NUMBERED_INSTALMENT = /第\s*(?:\d{1,3}|[一二两三四五六七八九十]{1,3})\s*期/;
// Liabilities:Installment:Dental, alias 牙科分期: a plan of instalments by its name or alias
const INSTALMENT_PLAN = /分期|^Install?ments?$/i;

/** A debt paid off by instalments: a loan, or with an instalment said by its number (第5期) an instalment plan. */
function paidByInstalments(index: NlpIndex, name: string, numbered: boolean): boolean {
  if (isLoanAccount(index, name)) return true;
  const account = index.accounts.get(name);
  return numbered && account !== undefined && rootOf(name) === LIABILITIES && [...name.split(':').slice(1), ...account.aliases].some((w) => INSTALMENT_PLAN.test(w));
}

/** A payment with no category said whose words name only a loan of mine: its instalment, not spending paid by it. */
export function paysLoan(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string): boolean {
  if (/利息/.test(text) || items.length !== 1) return false;
  const currency = items[0]!.currency;
  // (牙科分期 第5期 600 招行 with Liabilities:Installment:Dental aliased 牙科分期: the fifth instalment
  // paid, as 牙科分期 还 600 招行 is; it was spending on the plan, the debt growing. 种牙 7200 分期
  // says no number: a purchase on it, as before)
  const numbered = NUMBERED_INSTALMENT.test(text);
  // (房贷 月供 5800 with 房贷 the alias of Liabilities:Mortgage:CCB: a word naming a loan of mine
  // first names no spending, though Expenses:Interest:Mortgage shares its words; it was interest
  // paid by the loan, the debt growing)
  const top = (m: TermMention) => m.entry.hits.reduce((a, b) => (b.weight > a.weight ? b : a));
  const spending = mentions.filter((m) => m.entry.hits.length === 0 || !(rootOf(top(m).account) === LIABILITIES && paidByInstalments(index, top(m).account, numbered)));
  if (bestMention(index, spending, filterFor([EXPENSES], date, currency)) !== null) return false;
  // (助学贷款下来了 8000, 房贷放款 800000: the loan paid out to me, see loanPaidOut)
  if (loanPaidOut(index, text, mentions, date, currency)) return false;
  // (车贷 月供 3500 招行 with 车贷 a lexicon word for Liabilities:CarLoan: 招行 names the bank's
  // credit card too, and its card was the best of the debts named: the loan was spending's wallet)
  const notLoans = [...index.accounts.keys()].filter((a) => a.startsWith(`${LIABILITIES}:`) && !paidByInstalments(index, a, numbered));
  const debts = bestMention(index, withoutWalletWords(index, mentions), filterFor([LIABILITIES], date, currency, new Set([...index.claims, ...notLoans])));
  // (mortgage 9800 with Liabilities:Mortgage:Chaoyang open, Liabilities:Mortgage not: the mortgage
  // named by its parent; it was spending paid by the mortgage, the debt growing)
  return debts !== null && (!debts.loose || (debts.parent !== null && /(?:^|:)Mortgages?$/i.test(debts.parent)));
}
