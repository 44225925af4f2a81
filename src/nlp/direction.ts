// Which way the money goes, from the verbs of the sentence: spending (the default), income,
// a refund, a move between one's own accounts, lending, being repaid, borrowing, owing
// for what someone else paid for me.

// 'owed': someone else paid for my spending (同事帮我付了午饭): I owe them.
// 'repay': I pay back what I owe a person (还小王500); parse-entry decides it from a 还 cue when
// no card or account is named after it.
// 'owedToMe': someone owes me, and no money moved (小王欠我 200): nothing to book (a 422).
import { AMOUNT_SAID, AMOUNT_SCALED } from './chinese-number.ts';
import { allowanceReceived } from './allowance.ts';
import { looksLikePerson, namesBank, NAME, NAME_REST, nameOf, NUMERAL_AHEAD } from './person-words.ts';
import { paidHalfSentBack } from './shares.ts';
import { MONEY_IN_KIND, moneySentToMe } from './money-to-me.ts';

export type Direction = 'expense' | 'income' | 'refund' | 'transfer' | 'lend' | 'repaid' | 'borrow' | 'owed' | 'repay' | 'owedToMe';

export interface Intent {
  /** Without ledger knowledge: 'transfer' here is only a cue, confirmed by parse-entry from the accounts named. */
  readonly direction: Direction;
  /** The other person of a loan (借给小王 -> 小王). */
  readonly person: string | null;
  /** The verb that suggested a transfer (提现, 充值, 还款 ...). */
  readonly transferCue: string | null;
  /** Where the words naming who gave me money stand (朋友给我转了; 妈妈发了个 and 给我 around 红包): not narration. */
  readonly givenBy?: readonly { readonly start: number; readonly end: number }[];
  /** Where a debt is said with no money moved (我欠老张, tom covered my lunch): what it was for must be said too. */
  readonly debtSaid?: { readonly start: number; readonly end: number };
  /** No word said which way the money went: spending is only the default (the accounts named may say otherwise). */
  readonly unsaid?: true;
  /** Where the words saying who paid for me stand (老婆付的): not narration. */
  readonly paidBy?: { readonly start: number; readonly end: number };
  /** A reading taken among two the words allow (借小王 1000: lent, not borrowed), to be warned. */
  readonly reading?: string;
}

const TIME_WORDS = /^(?:早上|上午|中午|下午|晚上|刚才|刚刚|今天|那天)+/;

// (商家退我 30, 退我 30: back to me, not to 我妈; 退税 takes back a purchase only when one is said, see MONEY_IN_KIND)
// (保险公司 返了 300 车险, 返还 车险 300 到招行信用卡: given back, as 退了 is; they were 300 of insurance paid,
// and a card paid off by the 还 of 返还; not 返还给客户, given back by me, nor 返利, 返点)
// (退票手续费 20, 退款手续费, 退货的手续费: the fee of a refund is paid, not given back: it was money in;
// so with a space before 手续费, 退票 手续费 20, and 退票费 20)
const REFUND = /(?![^\d，,。；;]{0,5}?手续费)(?:退款|退回|退货(?!运费|邮费|快递)|退费|退钱|退了|退票(?!费))|(?:返还|返了)(?![^，,。；;]*给(?!我))|(?<=[买购][^，,。；;]*)退税|退我(?![们妈爸哥姐弟妹老女男儿孙家])|\b(?:refund(?:ed)?|returned)\b/i;
// 退了火车票 扣手续费 5, 火车票 退票 扣了 5 块手续费: the one amount said is the fee of the refund,
// paid, as 退票手续费 20 is (it was read as 5 given back: the fee negative); with what came back said
// too (退票 到账 150 扣了 8 手续费) it stays a refund, its fee taken off.
const REFUND_FEE = new RegExp(`手续费\\s*[:：]?\\s*(?:是|为|了)?\\s*${AMOUNT_SAID}\\s*(?:块钱?|元)?|${AMOUNT_SAID}\\s*(?:块钱?|元)?\\s*的?\\s*手续费`);
const OTHER_AMOUNT = /\d|[零〇一二两三四五六七八九十百千万]+\s*(?:块|元|毛)/;
function onlyRefundFeeSaid(text: string): boolean {
  const fee = REFUND_FEE.exec(text);
  return fee !== null && !OTHER_AMOUNT.test(text.slice(0, fee.index) + text.slice(fee.index + fee[0].length));
}
// 广发卡 取现 手续费 20, 提现 手续费 3 微信: the one amount said is the fee of the move, paid, as
// 转账手续费 5 is (it was 20 of cash taken out, the fee lost); with what was moved said too (取现 2000
// 手续费 20) it stays a move, its fee beside it. Only the fee word before its amount: in 转账 500
// 手续费 the 500 is what was sent.
const MOVE_FEE = new RegExp(`手续费\\s*[:：]?\\s*(?:是|为|了)?\\s*${AMOUNT_SAID}`);
// (微信提现 一千 手续费 一: two numerals with no unit are an amount too)
const OTHER_MOVED = new RegExp(`${OTHER_AMOUNT.source}|[零〇一二两三四五六七八九十百千万]{2,}`);
function onlyMoveFeeSaid(text: string): boolean {
  const fee = MOVE_FEE.exec(text);
  return fee !== null && !OTHER_MOVED.test(text.slice(0, fee.index) + text.slice(fee.index + fee[0].length));
}
// The words before `deposit` that make it the thing paid (rent deposit, paid the deposit), not the verb.
const DEPOSIT_KIND = 'rent(?:al)?|security|damage|key|room|apartment|flat|house|bike|bicycle';
const DEPOSIT_PAID = 'paid|pay|pays|paying';
/**
 * A deposit as a thing paid, to be had back (押金): `rent deposit`, `security deposit`, `paid the
 * deposit`. Not the verb (`deposit 500 to bank`, `deposited`), which moves money between accounts.
 */
export const SECURITY_DEPOSIT = new RegExp(String.raw`押金|\b(?:${DEPOSIT_KIND})\s+deposits?\b|\b(?:${DEPOSIT_PAID})\s+(?:(?:a|the|my|our)\s+)?deposits?\b`, 'i');
// A deposit paid back to me is money in (income, or the deposit account when one is open), not a refund of spending.
// (房东退我押金 1500 is back to me; 退押金给租客 1000 is one I pay back: money out; said with spaces too:
// 押金 退 1830 建行, 出院 退了 押金 1830, 住院押金 退款 1200 微信)
export const DEPOSIT_BACK = /退(?:还|给?我|回|了)?\s*押金(?!\s*给(?!我))|押金\s*(?:退回|退还|退了|已退|返还|退款|退)|\bdeposits?\s+(?:back|refund(?:ed)?|returned)\b|\b(?:got|get|gets|received)\s+(?:(?:my|the|our)\s+)?(?:\w+\s+)?deposits?\s+back\b|\brefund(?:ed)?\s+(?:(?:my|the|our)\s+)?(?:\w+\s+)?deposits?\b/i;
// 同事帮我付了午饭: someone else paid, I owe them.
const PAID_FOR_ME = new RegExp(`(${nameOf(6)})\\s*(?:帮我|替我|给我)\\s*(?:付|垫|交(?!给)|缴|买单|结账|出钱)`);
// 打车 35 老婆付的, 老婆付的打车 35, 吃饭 200 小王付了: someone else paid, as 老婆帮我付的 says (it was
// paid from my wallet). Only a word with a person's shape just before 付 (微信付的, 信用卡付的 are
// wallets, 我付的 is mine), and not what is paid to me or owed (朋友付了我 300, 张三付了欠款, 小王付了利息,
// 小王付了一半, 老板付了工资). A wallet of a person's shape (余额付了, 余 a surname) is taken back in
// parse-entry (see notAPerson). 出的, 出了 say the same (住院 押金 5000 哥哥 出的, 哥哥 出了 住院费 3400:
// it was paid from my wallet, guessed; not 出了院, 出了门, 出了差).
const PAID_BY = /(?:先)?(?:垫?付(?:的|了)|出(?:的|了)(?![院门差国租事车错]))(?![^\d\s，,。；;\uE000]*?(?:我|欠|款|息|一半|钱|金|租|工资|薪|红包|账))/g;
// (顾客付了 68: a customer, 顾 read as a surname, pays the shop; 老板付的 treats, or pays wages)
const NOT_PAYING_FOR_ME = /^(?:客户|顾客|买家|买方|客人|租客|房客|学员|家长|老板|领导|上司)$/;
const PAID_ADVERB = /(?:已经|已|都|也|先|早就|早)$/;
const LONE_PRONOUN = /(?<![\u3400-\u9fff])[他她]$/;
/** The person said first in `text` (老婆说 ...), for a 他 or 她 after it; null when none or several are. */
function personNamedBefore(text: string): string | null {
  const people = new Set<string>();
  for (const m of text.matchAll(/[\u3400-\u9fff]{2,4}/g)) {
    for (let length = Math.min(4, m[0].length); length >= 2; length--) {
      const word = m[0].slice(0, length);
      // (老婆说: who said it is the person, not 说)
      const who = word.replace(/(?<=..)(?:说|讲|问)$/, '');
      if (looksLikePerson(who) && !NOT_PAYING_FOR_ME.test(who)) { people.add(who.replace(/^我的?(?=..)/, '')); break; }
    }
  }
  return people.size === 1 ? [...people][0]! : null;
}
const LATIN_PAYER = /(?<![A-Za-z])((?:[A-Z][\w&'.-]*\s+)*[A-Z][\w&'.-]*[a-z][\w&'.-]*)$/;
const INTO_AFTER_PAID = /^(?:[^，,。；;]|(?<=\d),(?=\d))*?(?:到|进|打到|转到|汇到|转入|存入)/;
/** The one before 付的 or 付了 who paid for me (老婆付的), with where the words stand; null when no person is said. */
function paidByOther(text: string): { person: string; start: number; end: number } | null {
  for (const m of text.matchAll(PAID_BY)) {
    // (燃气费 120 老婆已经付了: words of when between the person and 付 are not the person)
    const before = text.slice(0, m.index).replace(/\s+$/, '').replace(PAID_ADVERB, '');
    // (老婆说 超市 买菜 180 她付的: she is the one named before)
    const pronoun = LONE_PRONOUN.exec(before);
    const named = pronoun === null ? null : personNamedBefore(before.slice(0, pronoun.index));
    if (named !== null) return { person: named, start: pronoun!.index + pronoun![0].length - 1, end: m.index + m[0].length };
    for (let length = 4; length >= 2; length--) {
      const word = before.slice(-length);
      // (我老婆付的: the payee is 老婆)
      // (我帮同事付了: paid for them, see PAID_FOR_THEM)
      // (聚餐 AA 付了: a Latin word of a person's shape is no one here)
      if (word.length === length && /^[\u3400-\u9fff]+$/.test(word) && looksLikePerson(word) && !NOT_PAYING_FOR_ME.test(word) && !/[帮替给]$/.test(before.slice(0, -length))) return { person: word.replace(/^我的?(?=..)/, ''), start: before.length - length, end: m.index + m[0].length };
    }
    // Acme 付了 500 美元 到 Wise, Nordic Apps 付了 1,234.56 美元 到 PayPal: a name in Latin letters
    // (capitalized, not AA) who paid into an account said after it (see paidIntoMine; it was spending)
    const latin = LATIN_PAYER.exec(before);
    if (latin !== null && INTO_AFTER_PAID.test(text.slice(m.index + m[0].length))) return { person: latin[1]!, start: latin.index, end: m.index + m[0].length };
  }
  return null;
}
// 帮小王垫付 300, 帮同事付了午饭: I paid for someone else, who owes it back (a loan, as 借给小王 is).
// 帮我爸还了 1000 信用卡, 替小王还信用卡: someone else's debt paid by me (not 帮我还: paid for me).
// (帮 小王 垫付 电费 230, 帮 租客 小王 交了 燃气费 90: typed on a phone, with spaces, and a role word
// before the name; it was my own spending)
const HELPED = `(?:帮|替)\\s*(?!忙)(?:(?:租客|房客|室友|同事|朋友)\\s+)?`;
const PAID_DEBT_FOR_THEM = new RegExp(`${HELPED}(${nameOf(4)})\\s*还(?!没|不|是|要|有)`);
/** 帮我爸还了 1000 信用卡: the debt paid is someone else's; a card named is theirs, unless paid with (用信用卡). */
export function paysDebtForThem(text: string): boolean {
  const m = PAID_DEBT_FOR_THEM.exec(text);
  const helped = cleanName(m?.[1]);
  return m !== null && helped !== null && helped !== '我';
}
const PAID_FOR_THEM = new RegExp(`(?:给|${HELPED})(${nameOf(4)})\\s*(?:垫付|垫了|垫钱|代付|先付)|${HELPED}(${nameOf(4)})\\s*(?:付了?|买单|结账|出了?钱)`);
// 替租客交了电费 230 回头找他要, 帮室友交了水费 60 让他还我: a bill paid for someone, said to be asked
// back, is lent as 帮小王垫付 is (it was spending, and with 让他还我 money coming in from 让他); a space
// may stand before the verb (帮老婆 交了 违章罚款 200 让她还我 was money in from 让她)
// 帮同学 代购 口红 320: bought for them, on their behalf, owed back (it was my own spending); read after
// a repayment said (帮同学 代购 面膜 188 她已经转我了: money in from her)
// (帮 三个 同学 代购, 帮两个同学 代购: a count of them before, multiplied with 每人/各, see per-recipient)
const BOUGHT_FOR_THEM = new RegExp(`(?:给|${HELPED})(?:(?:\\d{1,3}|[一二两三四五六七八九十]{1,3})\\s*(?:个|位|名)\\s*)?(${nameOf(4)})\\s*(?:代购|代买)`);
// 同学 给我 代购 的 奶粉 460 微信 转她: bought for me by someone, my own spending paid to them (it was
// money in from 同学 giving me); 我还没给她 said after it, owed to them with no money moved
const BOUGHT_FOR_ME = new RegExp(`(${nameOf(6)})\\s*(?:给|帮|替)\\s*我\\s*(?:代购|代买)`);
const NOT_PAID_THEM = /我\s*(?:还|都|也)?\s*(?:没有?|未)\s*(?:给|转|付|还)(?:钱|款)?\s*(?:给)?\s*(?:她|他|ta|对方)|我\s*(?:还)?\s*欠\s*(?:她|他|ta|对方)/i;
// (她已经转我了, 还我了: sent to me, not 还没还我, 会还我)
const SENT_TO_ME_DONE = /(?<!没有?|未|会|回头|之后|以后)(?:已经?|也|都)?\s*(?:转|还|打)(?:给)?了?我(?!们)/;
const PAID_BILL_FOR_THEM = new RegExp(`${HELPED}(${nameOf(4)})\\s*(?:交|缴|充|买|付)了?`);
// (让他们还我: a couple, two tenants)
// (帮同学 买 口红 320 她还没给我: not sent yet, as 让她还我 is asked back)
const ASKED_BACK = /(?:他们?|她们?|ta|对方)\s*(?:还|都)?(?:没有?|未)(?:还|转|给)(?:钱|款)?给?我|(?:找|跟|向|问)(?:他们?|她们?|ta|对方)要|让(?:他们?|她们?|ta|对方)(?:回头)?还|等(?:他们?|她们?|ta|对方)还|(?:他们?|她们?|ta|对方)(?:回头|之后|以后|过两天)?(?:会|说)?还(?:我|给我)/i;
// Where a name after 借给 (or before 借我) ends: at the amount, 了, or the end of the clause.
const NAME_END = `(?=${NUMERAL_AHEAD}|了|$|[，,。\\s\\uE000])`;
// 借给小王 500, 借钱给小王 200; 小王借走了 500 (the one before 借走 took the loan: it was a fee paid from
// the wallet; 借钱给 was spending)
// (借了 500 给小王, Cantonese 借咗 500 俾阿明: the amount said between)
const LEND = new RegExp(`借(?:钱|了)?\\s*(?:${AMOUNT_SAID}\\s*(?:块钱?|元|蚊)?\\s*)?给(?!\\s*我)\\s*(${nameOf(4)})${NAME_END}|(${nameOf(6)})\\s*借走`);
// English loans: lent 500 to Tom, lend Tom 500; Tom paid me back 500, Tom repaid me; borrowed 300 from Tom.
// A name may be Chinese in an English sentence (lent 小王 500, 小王 sent me 100); it starts at its
// first Chinese character, not inside a word (so lent skips lazily to the first name after it).
const EN_NAME = '((?<![\\u3400-\\u9fff])[\\u3400-\\u9fff]{1,4}|[A-Za-z][A-Za-z.\'-]*)';
const EN_NOT_A_NAME = /^(?:me|my|the|a|an|to|from|back|for|on|in|with)$/i;
// Words that say who without naming anyone to write down as the payee.
const EN_PRONOUN = /^(?:i|we|you|he|she|they|someone|somebody)$/i;
// I and we are the ledger's owner: I borrowed is my debt, not a loan to someone called I.
const EN_FIRST_PERSON = /^(?:i|we)$/i;
// words before a move of mine that name no one who sent it (just moved 500 to savings, then paid 500 to chase)
const EN_NOT_SENDER = /^(?:just|also|then|today|yesterday|finally|already|and|so|ok|okay)$/i;
const EN_LEND = new RegExp(`\\b(?:lent|lend|loaned)\\b[^A-Za-z]*?(?:to\\s+)?${EN_NAME}`, 'i');
const EN_REPAID = new RegExp(`${EN_NAME}\\s+(?:paid|pays|payed|gave|gives)\\s+(?:me\\s+)?(?:\\S+\\s+)?back\\b|${EN_NAME}\\s+repaid\\s+me\\b`, 'i');
const EN_BORROW = new RegExp(`\\bborrowed\\b.*?\\bfrom\\s+${EN_NAME}|${EN_NAME}\\s+lent\\s+me\\b`, 'i');
// paid Tom back 200, paid back Tom 200, gave Tom back 200, repaid Tom 200, returned 200 to Tom,
// paid 200 back to Tom: I pay back what I owe Tom, as 还小王 200 is (Tom paid me back is EN_REPAID).
const EN_AMOUNT = '[$¥]?\\d[\\d.,]*\\s*(?:[a-z]{3}|yuan|rmb|kuai|dollars?|bucks)?';
const EN_REPAY = new RegExp(
  `\\b(?:(?:re)?pa(?:id|ys?|yed)|gave|give|gives|sent|send)\\s+back\\s+${EN_NAME}|\\b(?:pa(?:id|ys?|yed)|gave|give|gives|sent|send)\\s+${EN_NAME}\\s+back\\b|\\brepa(?:id|ys?)\\s+${EN_NAME}` +
    `|\\b(?:pa(?:id|ys?|yed)|gave|give|gives|sent|send)\\s+(?:back\\s+${EN_AMOUNT}|${EN_AMOUNT}\\s+back)\\s+to\\s+${EN_NAME}|\\b(?:returned|return|returns|repaid|repay|repays)\\s+${EN_AMOUNT}\\s+(?:back\\s+)?to\\s+${EN_NAME}`,
  'i',
);

/** Whom I pay back in English (paid Tom back 200, returned 200 to Tom), with where the name is said. */
export function englishRepaidTo(text: string): { name: string; start: number; end: number } | null {
  const m = EN_REPAY.exec(text);
  if (m === null) return null;
  const group = m.findIndex((g, i) => i > 0 && g !== undefined);
  const name = m[group]!;
  // (repaid huabei, paid the card back: a credit line or a card, no person: see cardPaidOff)
  if (EN_NOT_A_NAME.test(name) || EN_PRONOUN.test(name) || /^(?:him|her|them|us|it|huabei|jiebei|baitiao|visa|master(?:card)?|amex|credit|card|cc|loan|mortgage|bill|debt)$/i.test(name) || DEBT_WORD.test(name)) return null;
  const start = m.index + m[0].lastIndexOf(name);
  return { name, start, end: start + name.length };
}

// Tom borrowed 500 (from me): the one before borrowed owes me, as 小王跟我借 is; not when the
// money came from someone else (I borrowed 300 from Tom, Tom borrowed 300 from the bank).
const EN_BORROWER = new RegExp(`${EN_NAME}\\s+(?:just\\s+|also\\s+)?borrowed\\b`, 'i');
const EN_FROM_ANOTHER = /\bfrom\s+(?!me\b)/i;
// Tom sent me 50, Tom venmoed me 50: money given to me, as 小王转我 is (paid me back is a repayment, read before).
const EN_GIVEN_TO_ME = new RegExp(`${EN_NAME}\\s+(?:sent|sends|gave|gives|paid|pays|transferred|wired|e-?transferred|venmo(?:'?e)?d|zelled|paypal(?:l?e)?d)\\s+me\\b`, 'i');
// venmo from Tom 20, got a zelle from Tom: money sent to me through a payment app, as Tom venmoed me is
// (venmo from checking to savings moves my own money).
const EN_APP_PAYMENT_FROM = new RegExp(`(?:\\b(?:got|gets|get|received|receive)\\s+(?:a\\s+)?)?\\b(?:venmo|zelle|paypal|cash\\s*app|e-?transfer|interac)\\s+(?:payment\\s+|transfer\\s+)?from\\s+${EN_NAME}(?![A-Za-z.'-]|\\s+(?:in)?to\\b)`, 'i');
// Words for someone other than me whom money is owed by or paid to: a shop's customers, friends.
const CUSTOMERS = '客户|顾客|买家|买方|客人|乘客';
const OTHER_PEOPLE = `${CUSTOMERS}|租客|房客|学员|家长|朋友|同事|同学|亲戚|对方`;
// 给客户退款, 退款给买家, 客户退货退款, refunded the customer: a refund I pay someone else is money out,
// with a space between too (给买家 退款 35, 退了 35 给买家: they were money in),
// as 退给客户 is (it was read as a refund to me: money in). 给我退款 and 退款给我 are mine.
const REFUND_GIVEN = new RegExp(
  `给(?!我)${nameOf(4)}\\s*(?:办理?|申请)?\\s*退(?:款|钱|费|了|回|还)|退(?:款|钱|费|回|还)了?给(?!我)${nameOf(4)}${NAME_END}` +
    `|(?:^|[\\s，,。；;\\uE000])(?:${CUSTOMERS})\\s*[^\\d\\s，,。；;\\uE000]{0,3}?们?\\s*(?:申请)?退(?:货|款|钱)` +
    `|(?:^|[\\s，,。；;\\uE000])退(?:款|钱|了)?\\s*给?\\s*(?:${CUSTOMERS})` +
    `|退(?:款|钱|了)\\s*${AMOUNT_SAID}\\s*(?:元|块钱?)?\\s*给(?:${CUSTOMERS})|\\brefund(?:ed|s)?\\s+(?:[^\\s,;.]+\\s+){0,3}?(?:to\\s+)?(?:the\\s+|a\\s+|my\\s+)?(?:customer|buyer|client)s?\\b`,
  'i',
);
// 小王转来 200, 打过来, 汇来, 发来, 转过来, 打来: sent here, to me, as 小王转我 is (it was spending);
// not what else is sent over (发来账单, 发来缴费通知, 打来电话: a bill to pay, a call).
const NOT_MONEY_SENT = '电话|消息|信息|短信|邮件|账单|通知|发票|照片|图片|视频|链接|文件|语音|快递|包裹|地址|二维码|收款码';
const SENT_HERE = `(?:转|打|汇|发)了?过?来(?![^\\d\\s，,。；;]{0,4}?(?:${NOT_MONEY_SENT}))(?:了|的)?`;
// 客户打款 5000, 买家付款 98, 客户回款, 客户付尾款: money a customer pays me (it was spending).
// A name may follow the role (客户张三打款, 顾客李四付款): the role still says who pays; so does money
// a customer sends here (客户转来 1000, 买家打过来 98: it was the receivable paid, where 客户打款 is a sale).
// (客户 付了 300 美元 到 Wise, 客户 汇了 1000 美元: typed with a space before the verb; it was spending
// from the wallet the money went into)
const CUSTOMER_PAID = new RegExp(`(?:^|[\\s，,。；;\\uE000])(?:${CUSTOMERS})(?:[^\\d\\s，,。；;\\uE000给向不没未]{1,3}?)?们?\\s*(?:已经?|又|也)?\\s*(?:打款|回款|转账|转了|付款|付了|付尾款|结账|结款|汇款|汇了|打钱|${SENT_HERE})`);
// 乘客 现金 给了 45, 乘客 微信 补款 30, 乘客 扫我 微信 35, 乘客 少 付了 20 微信 补款, 客人 给了 现金 60:
// the customer said first pays me, with words between typed apart (the wallet, 少, 忘了 付钱), by
// handing over, making up (补款, 补了), scanning my code (扫我) or paying for damage (赔了); 乘客 现金
// 50 says the wallet alone. They were spending at the catch-all, the wallet going down. Not with 我,
// 不, 没 or a 给 to someone else between (客户 吃饭 我 付了 300, 客户 没 付).
const PAID_TO_ME = `(?:给了?(?!\\s*(?:他|她|别人|对方))|付了?(?:钱|款)?|补(?:款|钱|了|交|上)|扫(?:我|了我|码)|赔(?:了|偿|钱|(?=\\s*(?:\\d|[零〇一二两三四五六七八九十百千万])))|转(?:我|了|账)|${SENT_HERE})`;
const CUSTOMER_PAID_APART = new RegExp(
  `(?:^|[\\s，,。；;\\uE000])(?:${CUSTOMERS})们?(?:\\s*[^\\d\\s，,。；;\\uE000给向不没未退我]{1,4}?){0,3}?\\s*${PAID_TO_ME}` +
    `|(?:^|[\\s，,。；;\\uE000])(?:${CUSTOMERS})们?\\s*(?:现金|微信|支付宝)\\s*(?=\\d|[零〇一二两三四五六七八九十百千万])` +
    // (支付宝 收 乘客 30: received from the customer, the wallet said first)
    `|(?:^|[\\s，,。；;\\uE000])收(?:了|到)?\\s*(?:${CUSTOMERS})们?\\s*(?:的)?\\s*(?:现金|微信|支付宝)?\\s*(?=\\d|[零〇一二两三四五六七八九十百千万])`,
);
// 团购 代收 邻居 300, 收了 邻居 300 团购, 代收 团购款 1000: money collected for others (a group buy
// paid onward to the seller) came in and is owed on, as money borrowed is (it was spending); not
// a parcel kept for someone (代收快递, 代收 快递 5 元, 代收点) nor a fee for it (代收费): spaces apart
// too (代收 快递 5 was money in).
const COLLECTED_FOR_OTHERS = /代收(?!\s*(?:快递|包裹|件|点|费|驿站))|(?:团购|拼单)[^，,。；;]{0,12}?收(?:了|到)|收(?:了|到)[^，,。；;]{0,12}?(?:团购|拼单)/;
/** 团购 代收 邻居 300: money collected for others, owed onward (see COLLECTED_FOR_OTHERS); not when paid on to someone (转给商家). */
export function collectsForOthers(text: string): boolean {
  return COLLECTED_FOR_OTHERS.test(text) && !/(?:转|付|交)给/.test(text);
}
function collectedForOthers(text: string): Intent | null {
  if (!collectsForOthers(text)) return null;
  return { direction: 'borrow', person: null, transferCue: null, reading: 'read as money collected for others (代收, a group buy): money in, owed onward; if it was yours to keep, change the account to income' };
}

/** 客户打款 5000, 买家付款 98: a customer pays, and no word says it was owed (回款, 尾款, 结账): a sale, not the receivable. */
export function customerPaysAnew(text: string): boolean {
  return CUSTOMER_PAID.test(text) && !/回款|尾款|结账|结款|欠款|还/.test(text);
}
// (小林 微信 转我 120: the app it came through stands between the name and the verb; 微信 was taken for the name)
const THROUGH_APP = '(?:(?:用|通过|在)?\\s*(?:微信|支付宝|银行卡|wechat|alipay|paypal)\\s*)?';
const SENT_HERE_END = new RegExp(`\\s*${THROUGH_APP}${SENT_HERE}$`);
// A space may stand between the name and the verb (老李 还我 200, 小王 转我 100, 从老李那 借了 500).
const REPAID = [
  // (同事 还了 我 饭钱 50: a space before 我; it was my repayment, to the most used card)
  new RegExp(`(${NAME}${NAME_REST}{0,5})\\s*(?:还了?\\s*我(?![们妈爸哥姐弟妹老女男儿孙家])|还给我|把钱还我|还钱给我)`),
  new RegExp(`收到(${nameOf(4)})(?:的)?还(?:的|来的|回的)?(?:钱|款)?`),
  // 小李还了 500: the one before 还了, with nothing after it but the amount, paid me back.
  // (not 给爸妈还了 1000, 替小王还了: whom it was paid to or for, see REPAID_GIVEN_TO)
  new RegExp(`^[\\s\\uE000]*(?![给替帮向跟])(${nameOf(6)})还了(?:钱|款)?${NAME_END}`),
  // 客户还款 340, 买家还钱了 200: a word for someone else, not a card nor a loan, before 还款 pays me
  // back, as 收到客户欠款 does (it was my 还款, paid to the most used liability).
  new RegExp(`(?:^|[\\s，,。；;\\uE000])(${OTHER_PEOPLE})(?:们)?\\s*(?:已经?|也|又)?还(?:了)?(?:款|钱|账)`),
  // 收到张三欠款 340, 收了张三的欠款: what the one named owed me comes back (it was a sale, booked
  // again: the sale was booked when it was made; no one named, see settleDirection)
  new RegExp(`收(?:到|回|了)(${nameOf(4)})的?欠(?:款|的钱|我的钱)`),
  // 收回借款 500, 借款收回 500, 借出去的钱收回来了: a loan of mine collected, from whom not said (it was income)
  /收回了?(?:借款|借出去?的钱)|(?:借款|借出去?的钱)(?:已经?)?收回/,
  // 张三欠款 340 微信转过来了, 张三转来欠款 340, 张三打过来欠我的钱 340: what the one named owed sent
  // here (the sender was read as 微信, or the debt as spending)
  new RegExp(`^[\\s\\uE000]*(${nameOf(6)})\\s*(?:欠(?:款|我的?钱)[^，,。；;]*?${SENT_HERE}|${THROUGH_APP}${SENT_HERE}\\s*欠(?:款|我?的钱))`),
];
// 朋友 转了 200 还我, 弟弟 转了 1000 还钱: someone said first sent money to pay me back (it was
// spending); not 给小王 转了 1000 还钱, nor 还钱 passed on 给 someone else
const SENT_TO_REPAY_ME = new RegExp(`^[\\s\\uE000]*(?![给帮替为向跟和我])(${nameOf(6)})\\s*${THROUGH_APP}(?:转|汇)了?\\s*[^，,。；;还给]{0,12}?还(?:给)?(?:我|钱)(?![们妈爸哥姐弟妹老女男儿孙家])(?![^，,。；;]*给(?!我(?![们妈爸哥姐弟妹老女男儿孙家])))`);
// 借给小王的 1000 还回来了, 小王借的 1000 还了, 小王借我的 1000 还了, 小王从我这借的钱 还我了: a loan of mine said with 的,
// then paid back (it was lent again, or my own repayment to the most used liability); 邻居还了之前借的
// 500: what the one named borrowed, paid back by them (it was my repayment). Only a word with a
// person's shape (之前借的, 买车借的 1000 还了 are mine).
const LOAN_PAID_BACK = [
  new RegExp(`借(?:钱)?给(${nameOf(4)})的(?:钱|款)?[^还，,。；;]*还(?:回来|回|了|给?我|清)`),
  new RegExp(`^[\\s\\uE000]*(${nameOf(6)})(?:从我(?:这|那)(?:儿|里|边)?|[跟问向找]我)?借(?:走|我)?的(?:钱|款)?[^还，,。；;]*还(?:回来|回|了|给?我|清)`),
  new RegExp(`^[\\s\\uE000]*(${nameOf(6)})还了[^\\d\\s，,。；;\\uE000]{0,6}?借(?:我)?的`),
];
// 我欠老张 1000, owe Tom 30 for pizza, Tom covered my lunch: someone paid for me and I owe it, as
// 同事帮我付了午饭 is ('owed'); no money of mine moved.
// 还欠老张 500, 我还欠老张 300: 还 there is "still"; 还欠小王的 50 pays back what is owed (see NOT_PAID_NOW).
// 欠着老张 500, 欠下老张 500: the 着 or 下 is no part of the name; 欠的电费, 欠下的房租 name no one
// (see aCreditor).
const I_OWE = new RegExp(`(?:我|^[\\s\\uE000]*|[，,。；;][\\s\\uE000]*)(?:还|仍然?|也)?欠(?:了|着|下)?(?![款费账债条着下])(${nameOf(4)})${NAME_END}|\\b(?:i\\s+)?owe\\s+${EN_NAME}|${EN_NAME}\\s+(?:covered|paid\\s+for|picked\\s+up)\\s+(?:my|me)\\b`, 'i');
// 还 that pays nothing back now: "still" before 欠 (还欠老张 500, 小王还欠我 300; not 还欠小王的 50,
// which pays back what is owed to 小王, unless 我 says who still owes, 欠着 that it is still owed,
// or 没还 that it is not paid: 我还欠小王的 50, 还欠着老张的 500, 还欠老张的 500 没还), and a 还 put
// off to later, with no number after it in its clause (我欠老张 1000 下个月还, 月底还, 以后再还: the
// date words are masked by then, and only one of a later day puts it off: see notPaidNowSpans),
// nor the 还 of 还没还. The wallet it will be paid from may stand before or after it (明天用微信还,
// 明天还 微信), and what is paid with it (还清, 还钱给他) goes with it; 还了 is done unless the day said
// is to come or words put it off (明天就还了, 年底就还了, 回头就还了: as 明天交了 of a bill), and the
// 才 of 刚才 ("just now") puts nothing off.
const PUT_OFF_WORD = '(?:以后|之后|回头|改天|过几天|过两天|到时候?|有钱了?|发工资了?|年底|年后|过完?年|明年|再|会|要|(?<!刚)才|就|没)';
// A run of put-off words and masked dates, with spaces between: each character of it can be read
// one way only (a masked date was both a word and a space of the run before it, and a run of
// dates side by side with no 还 after them took exponential time: a 32-character sentence
// held the service for every user, security QA).
const PUT_OFF_BEFORE = `(?:${PUT_OFF_WORD}|\\uE000)(?:${PUT_OFF_WORD}|[\\s\\uE000])*`;
const PAID_WITH_BETWEEN = '(?:[^\\d\\s，,。；;！!\\uE000还了]{1,6}?[\\s\\uE000]*)?';
const REPAYMENT_SAID = '还(?:清|完|上|掉)?(?:钱|款)?(?:给)?(?:他|她|人家)?了?(?=[^\\d了过，,。；;！!]*(?:$|[，,。；;！!]))';
export const NOT_PAID_NOW = new RegExp(
  `(?<=我[\\s\\uE000]*)还(?=(?:仍然?|也)?欠)|还(?=(?:仍然?|也)?欠(?:着|(?![^\\d\\s，,。；;]*的)|[^，,。；;！!]*没还))|${PUT_OFF_BEFORE}${PAID_WITH_BETWEEN}${REPAYMENT_SAID}`,
  'g',
);

/**
 * What the date words said in the text (masked by then) say of when: `later` at a masked
 * character whose word is not today nor a day said as past (下个月还 puts a repayment off, 昨天还
 * says when it was made; 30号 and 周五 are not sure, so later too), `future` at one whose word says a
 * day to come (明天, 下周). Without them, every date word is later and none is sure to come.
 */
export interface SaidDays {
  readonly later: (at: number) => boolean;
  readonly future: (at: number) => boolean;
}
const NO_SAID_DAYS: SaidDays = { later: () => true, future: () => false };

// What alone says a 还 is put off (以后还, 再还, 没还, 才还, 就还): a date said as a day already past
// before it says when it was paid instead (昨天还, 前天才还, 上周五就还).
const YEAR_TO_COME = /年底|年后|过完?年|明年/;
const PUT_OFF = /以后|之后|回头|改天|过几天|过两天|到时候?|有钱了?|发工资了?|年底|年后|过完?年|明年|再|会|要|没/;

/** Where the text says a 还 of no repayment now (NOT_PAID_NOW). */
export function notPaidNowSpans(text: string, days: SaidDays = NO_SAID_DAYS): { readonly start: number; readonly end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const m of text.matchAll(NOT_PAID_NOW)) {
    // "still" (还欠), put off by words, or by no date said as a day already past; said done
    // (还了), only by a day to come
    let paidThen = false;
    let toCome = YEAR_TO_COME.test(m[0]);
    for (let i = 0; i < m[0].length; i++) {
      if (m[0][i] !== '\uE000') continue;
      paidThen ||= !days.later(m.index + i);
      toCome ||= days.future(m.index + i);
    }
    const putOff = m[0].endsWith('了') ? toCome || PUT_OFF.test(m[0]) : m[0].length === 1 || PUT_OFF.test(m[0]) || !paidThen;
    if (putOff) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

/** The text with its 还 of no repayment now (NOT_PAID_NOW) blanked out. */
function withoutNotPaidNow(text: string, days: SaidDays): string {
  let out = text;
  for (const { start, end } of notPaidNowSpans(text, days)) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

// A bill said after 欠 (欠电费 200, 欠的物业费, 欠下的房租): paid when the sentence says it is paid
// (欠的电费 200 交了 微信, 欠着的燃气费 88 前几天交 支付宝: then it names no one, and the bill is
// spending), else the debt (欠的电费 200 没交, 还欠房租 2000, 欠着的电费 200 明天交, 欠电费 200 微信).
const BILL = /^(?:[^\d\s]{1,3}费|房租|租金|物业|水电|[房车]?贷|学费|税)/;
const BILL_UNPAID = /没|未|还欠|仍欠|以后|之后|回头|改天|过几天|过两天|到时|有钱|发工资|再|明天|后天|下周|下星期|下礼拜|下个?月|月底|年底|明年|年后|过年/;
// Said as done (交了, 已付, 缴清): paid on the day said, unless that day is to come (明天交了 is
// "will pay tomorrow"); not when due or meant (该交了, 快交了, 要交了, 记得交了, 必须交了, 交了吧).
const BILL_PAID_DONE = /(?<![没未该快要得须备应]|打算|就算)(?:[交付缴还](?:了|清|完)(?![吧吗])|已[交付缴还])/;

/**
 * Whether what is owed after 欠 at `owedAt` is said paid: read from there to the paying word after
 * it (交, 付, 缴, 还), so that words and days of another item of the sentence (明天的早餐, 过年回家机票)
 * say nothing of it. Not paid with a word of later or not yet there, nor with a day there that is
 * to come when it is said done (明天交了), or, when it is not, any day not today or already past.
 */
function billPaid(text: string, owedAt: number, days: SaidDays): boolean {
  const after = text.indexOf('欠', owedAt) + 1;
  if (after === 0) return false;
  const said = text.slice(owedAt, itemEnd(text, after));
  BILL_PAY_FROM.lastIndex = after - owedAt;
  if (BILL_PAY_FROM.exec(said) === null || BILL_UNPAID.test(said)) return false;
  const done = BILL_PAID_DONE.test(said);
  for (let i = owedAt; i < owedAt + said.length; i++) if (text[i] === '\uE000' && (done ? days.future(i) : days.later(i))) return false;
  return true;
}
// A paying word: not 交 of 交通, nor 还 of 还要, 还得, 还有, 还没, 还是 ("still").
const BILL_PAY_FROM = /交(?!通)|付|缴|还(?![要得有没是])/g;

/** Where what is said of the item owed after `from` ends: the clause's end, or the word before the
 *  next number said (欠下的房租 88 今天交了 支付宝 | 明天的早餐 35.5). */
function itemEnd(text: string, from: number): number {
  const clause = /[，。；;]|,(?!\d{3}(?!\d))/g;
  clause.lastIndex = from;
  const end = clause.exec(text)?.index ?? text.length;
  const numbers = new RegExp(AMOUNT_SAID, 'g');
  numbers.lastIndex = from;
  numbers.exec(text); // the item's own amount
  const next = numbers.exec(text);
  if (next === null || next.index >= end) return end;
  let cut = next.index;
  while (cut > from && /\s/.test(text[cut - 1]!)) cut--;
  while (cut > from && !/\s/.test(text[cut - 1]!)) cut--;
  return cut;
}

// 房租还没交 4500, 电费 200 没付, 电费两百还没交, 物业费未缴, 还没交的房租 4500, 没交房租 4500: a bill said not paid is
// owed, as 欠的电费 200 没交 is (it was booked as paid from a wallet). Not the fine or late fee for
// it (没交房租 被罚了 200), nor a question (房租交了没).
const BILL_NAME = '房租|租金|物业费?|水电费|[水电]费|燃气费|煤气费|暖气费|取暖费|网费|宽带费?|话费|电话费|手机费|学费|管理费|停车费|保险费|[房车]贷';
const NOT_PAID = '(?:还|都|也|仍然?|尚)*(?:没有?|未)(?:[交付缴还]|支付|缴纳)';
// Between the bill and 没交: amounts, units and spaces, each character read one way only (an
// amount's 1,000 was read as one amount, or 1 and , and 000, every way: 房租, 1,000 ten times, then x
// took 54 s, security QA). A 点 is one of 一点五, with a numeral before it and after it.
const BILL_NOT_PAID = new RegExp(
  `(${BILL_NAME})(?:[\\s.,元块钱\\uE000\\d零〇一二两三四五六七八九十百千万廿卅]|(?<=(?<!点)[零〇一二两三四五六七八九十百千万廿卅])点(?=[零〇一二三四五六七八九]))*${NOT_PAID}|(?:^|[，,。；;\\s\\uE000])${NOT_PAID}的?(${BILL_NAME})(?![^\\d，,。；;]*(?:罚|滞纳金|违约金))`,
);

/** The bill a sentence says is not paid yet (房租还没交 4500: 房租), else null. */
export function unpaidBill(text: string): string | null {
  const m = BILL_NOT_PAID.exec(text);
  return m === null ? null : (m[1] ?? m[2])!;
}

/** Whether a bill after 欠 (欠电费 200, 欠的房租) is said paid (see billPaid). */
function billOwedThenPaid(text: string, days: SaidDays): boolean {
  const owe = I_OWE.exec(text);
  const said = owe?.[1];
  // (a loan paid back with 还, 欠房贷 3000 昨天还了, pays the loan's account: read as 还房贷 is)
  return owe !== null && said !== undefined && BILL.test(creditorName(said)) && !/贷/.test(creditorName(said)) && billPaid(text, owe.index, days);
}

/** Whether what is owed after 欠 is a bill (欠电费, 欠房租, 欠房贷: see BILL), not a person nor a card. */
export function isBill(name: string): boolean {
  return BILL.test(name);
}

/** Whether what is owed after 欠 is a bill, a loan or a card (欠电费, 欠房贷, 欠健身卡), not a person. */
export function isOwedThing(name: string): boolean {
  return BILL.test(name) || DEBT_WORD.test(name);
}

/** A creditor after 欠, without 的, 着 or 下 around the name (欠着老张的, 欠下的房租); null for none
 *  (a bill said paid: 欠的电费 200 交了). */
function aCreditor(said: string, text: string, owedAt: number, days: SaidDays): string | null {
  const name = creditorName(said);
  if (name === '') return null;
  // (a card or a loan said paid, 欠健身卡 88 交了, 欠网贷 1,200 付清了: spending)
  if (BILL.test(name) || (DEBT_WORD.test(name) && !CREDIT_LINE.test(name))) return billPaid(text, owedAt, days) ? null : name;
  return /^[的下着]/.test(name) ? null : name;
}

const creditorName = (said: string): string => said.replace(/^[着下]?的?/, '').replace(/(?<=.)的?钱$/, '').replace(/(?<=.)的$/, '');

// 欠花呗 66.5 已缴, 欠的信用卡 两千 已付: a credit line said paid is paid off, as 还花呗 66.5 is, in
// a sentence of one clause and one number (with another item or clause, what pays what is left as
// it was: owed). 房贷 and 车贷 are bills (paid: spending), cards of a gym or a bus are no credit line.
const CREDIT_LINE = /^(?:花呗|借呗|白条|京东白条|信用卡|微粒贷)/;
const ANOTHER_CLAUSE = /[，。；;]|,(?!\d{3}(?!\d))/;
const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/g;
function creditLinePaid(said: string, text: string, owedAt: number, days: SaidDays): boolean {
  return CREDIT_LINE.test(creditorName(said)) && !ANOTHER_CLAUSE.test(text) && (text.match(NUMBER)?.length ?? 0) <= 1 && billPaid(text, owedAt, days);
}
// 小王欠我 200, 小王欠我的 200, 老陈欠我们 300, Tom (still) owes me 20: a claim said with no money moved
// and nothing to book it against (欠我们: the 们 was left as words of what it was for, booked as the
// shop owing 老陈).
const OWES_ME = new RegExp(`(${nameOf(6)})\\s*(?:还|仍然?|也)?欠了?我们?的?|${EN_NAME}\\s+(?:still\\s+|also\\s+)?owes\\s+me\\b`, 'i');
// 小王欠我 200 转我了, 微信转的, 发我红包了, tom owes me 20 paid me back, tom owes me 20 he sent it:
// after the claim, the debtor sent the money over.
const PAID_BY_DEBTOR = /^[^，,。；;]*?(?:转(?:给|了)?我|转账|转的|转过来|(?:发|打|还)(?:给|了)?我|给我|\b(?:paid|gave)\s+(?:me|back)\b|(?<!\bi\s+)\bsent\s+(?:it|me|back)\b)/i;
// 借呗借了 5000, 微粒贷借了: borrowed from a credit line, as 向借呗借 is (an account of its own
// makes it a move from that line; see settleDirection).
const CREDIT_LINE_LENT = /(借呗|微粒贷|金条|白条|花呗)\s*(?:里|上)?\s*(?:借了?|借出|贷了?)(?!给)/;
// 向小王借, 跟老李借了, 从老张那儿借了: the person named lent to me.
// (跟小李 借了 2000 到工行, 向 小李 借 800: typed on a phone with spaces around the name; it was
// income, or spending on the most used card)
// (老张 那 借了 3000, 在老张那借了: 那/这 after a name at the clause's start, or after 在, say the
// same as 从 when the name is a person's or a bank's; it was 3000 spent. Not 我那/我这, which is 从我这 below.)
const BORROW = new RegExp(`(?:向|跟|找|问)\\s*(${nameOf(4)})\\s*借|从\\s*(${nameOf(4)})\\s*(?:那|这)(?:儿|里|边)?\\s*借|(?:在|^|[\\s，,。；;\\uE000])\\s*(?!我)(${nameOf(4)})\\s*(?:那|这)(?:儿|里|边)?\\s*借(?!给)`);
// 小王跟我借了 500, 找我借, 向我借: the one before 跟我 borrowed from me, as 借给小王 is a loan to them
// (BORROW read 我 as the lender). With no one before it (跟我借了 500) the borrower is not said.
// (小王从我这借了 1000: 从我这 says the same; it was borrowed from 我)
const BORROWED_FROM_ME = new RegExp(`(${nameOf(6)})?\\s*(?:(?:向|跟|找|问)\\s*我|从我(?:这|那)(?:儿|里|边)?)\\s*借`);
// 借了小王500: I borrowed 小王's money (借了 without 给; 借了我 is 小王借了我 below).
const BORROWED_FROM = new RegExp(`借了(?!给|我)(${nameOf(4)})${NAME_END}`);
// 借小王的 1000, 借小王的钱 1000: what was borrowed was 小王's (it was spending).
const BORROWED_OF = new RegExp(`借(?![给了我钱款呗])(${nameOf(4)})的钱?${NAME_END}`);
// 借小王 1000 微信, 我借老李 2000: with no 给 nor 我, most often lent to 小王, as 借给小王 is (it was
// spending); warned, as it is also said of borrowing. Only a word with a person's shape: 借充电宝 3,
// 借伞 10 and 借车位 pay for the use of a thing.
const LENT_BARE = new RegExp(`(?:^|[\\s，,。；;\\uE000]|我|又|再|先|也|刚)借(?![给了我钱款呗出到来走过])(${nameOf(4)})${NAME_END}`);
// 给表弟 5000 借他买车, 借给她周转: lent to the one the pronoun stands for, named before (给表弟); it
// was spending (借他买车 read 他买车 as no person), or a category copied from 表弟's last entry
// (借他的 is borrowed: BORROWED_OF). Not with a thing after the pronoun, or after 的 apart from it:
// 借他 的 车 加油 200, 借他车 is his car borrowed, 借给他 伞 my umbrella lent, no money (it was a loan
// of the 200 spent on fuel).
// (借他车钱, 借她房租: money for the thing is money lent)
const THING_LENT = '(?:车|伞|书|房|充电宝|钥匙|电脑|手机|相机|工具|衣服|东西|梯子|箱子|行李箱)(?![钱费款贷租票])';
const LENT_TO_THEM = new RegExp(`(?:^|[\\s，,。；;\\uE000]|我|又|再|先|也|刚)借(?:给)?(?:他|她|ta)(?!\\s*(?:们|的|${THING_LENT}))`, 'i');
// 借出 1000, 借出去 500: lent, to whom not said; 借到 1000, 借来 500: borrowed.
const LENT_OUT = /借出去?(?!租)/;
const GOT_LENT = /借(?:到|来)了?(?![^\d\s，,。；;]*(?:书|车|伞|房))/;
// 小王借我200, 小王借给我200, 小王借了我200: the person before 借 lent to me.
// (阿明借了 500 给我, Cantonese 阿明借咗 500 俾我: the amount said between; it was a loan to 我, QA)
// (老张 借我 3000: a space after the name; it was 3000 spent on the most used card)
// (小李 借 我 2000, 借给 小王 500: spaces inside; they were spending)
const LENT_TO_ME = new RegExp(`(${nameOf(6)})\\s*借\\s*(?:(?:给|了)?\\s*我|了?\\s*${AMOUNT_SAID}\\s*(?:块钱?|元|蚊)?\\s*给我)${NAME_END}`);
// 朋友给我200, 同事给我转了50: someone gave me money. Not 给我妈 (my mother is the one paid).
// 公司发的过节费, 老板发的红包, 单位发了奖金: what an employer or someone else hands out is mine
// (我发的红包 is not: the giver must be someone else, and 给妈妈发了红包 names whom I gave to).
const HANDED_OUT = '发的\\s*(?=红包|过节费|奖金|福利|补贴|津贴|年终奖|工资|购物卡|高温费)|发了(?=过节费|奖金|福利|补贴|津贴|年终奖|工资|高温费)';
// (爸妈 给了 我 红包 2000: the words spaced apart, given to me as 给了我 is; it was 2000 spent on them.
// 给 我 妈 is still my mother paid)
const NOT_TO_MY_FAMILY = '(?!\\s*[妈爸哥姐弟妹老女男儿孙家们自的])';
// 小王发我红包, 小王给我发了个红包: the 个 goes with the words of giving, 红包 stays for the narration.
// (爸爸打钱给我 2000: 打钱 goes with the giving; the payee was 爸爸打)
// (阿明给了我 300; Cantonese 阿明俾咗 300 我, the amount before 我)
const GIVEN_TO_ME = new RegExp(`(${nameOf(6)})\\s*${THROUGH_APP}(?:(?:(?:转|打|发)给\\s*我|(?:打钱|打款|汇款|转钱)给\\s*我|给了?\\s*我|转了?\\s*我|发了?\\s*我)${NOT_TO_MY_FAMILY}(?:转账|转|发|打)?了?(?:一?个(?=大?红包))?|${SENT_HERE}|给了\\s*${AMOUNT_SCALED}\\s*(?:块钱?|元|蚊)?\\s*我${NOT_TO_MY_FAMILY}|给的(?=红包|钱|生活费|零花钱|压岁钱)|${HANDED_OUT})`);
// 爸爸给生活费 2000, 妈妈给了零花钱 500: someone gives money with no one after 给: given to me (it
// was spending); 给爸爸生活费 names whom I give to. Only a person or an employer gives so: 每月给生活费 says when.
// (生活费 2000 爸爸给的: 给的 ends its words, what was given said before it)
const MONEY_GIVEN = '(?:生活费|零花钱|零用钱|压岁钱|红包|钱(?!包)|补贴|学费|过节费)';
const GIVES_MONEY = new RegExp(`(${nameOf(6)})\\s*(?:给了?\\s*(?=${MONEY_GIVEN})|给的(?=$|[\\s\\uE000，,。；;]))`);
const GIVER_ROLE = /^(?:公司|单位|老板|领导|厂里|学校)$/;
// 爷爷给孩子的压岁钱 800, 外婆 给 孩子 压岁钱 1000, 奶奶给孙子发了个红包: someone gives my child money,
// which comes into the family (it was spending, as 给孩子 压岁钱 500 said by me is). Not one of the
// household giving (我, 老婆, 老公): that is money out.
const GIVES_MY_CHILD = new RegExp(`(${nameOf(6)})\\s*给了?\\s*(?:我(?:们)?家?的?)?(?:孩子|小孩|儿子|女儿|闺女|宝宝|孙子|孙女|外孙[子女]?)们?\\s*(?:的|了)?\\s*(?:发了?|包了?)?(?:一?个)?\\s*(?=压岁钱|红包|零花钱|零用钱|钱(?!包))`);
const MY_HOUSEHOLD = /^(?:我们?|咱们?|老婆|老公|媳妇|爱人|孩子他?[爸妈]|我(?:和|跟)?(?:老婆|老公|媳妇|爱人))$/;
/**
 * 过年孙子孙女给红包: the words before 给 end with the giver, when what comes before them says when
 * (过年), not who (it was a red packet I gave). Nothing before them may say I gave or to whom
 * (我, 给, 帮, 替): the words whole when they are a person, or no one of them.
 */
function personEnding(words: string | null): string | null {
  if (words === null || looksLikePerson(words) || GIVER_ROLE.test(words)) return words;
  for (let length = words.length - 1; length >= 2; length--) {
    const word = words.slice(-length);
    if (/^[\u3400-\u9fff]+$/.test(word) && looksLikePerson(word) && !/[我给帮替为向跟和与让叫]/.test(words.slice(0, -length))) return word;
  }
  return words;
}
// 转来的 200 是小王的, 打过来的 200 是张三给的: who sent it said after the money
const SENT_HERE_BY = new RegExp(`^[\\s\\uE000]*(${SENT_HERE})[^，,。；;]*?(是)(${nameOf(6)})((?:给|转|打|发|汇)?的)`, 'd');
// 小王把钱转我了, 小王 把 AA 的钱 转我了, 小王把欠我的 200 转我了: who 把 the money over to me (what
// money, AA 的钱, is theirs to give; the amount may be said inside).
const HANDED_OVER_TO_ME = new RegExp(`(${nameOf(6)})\\s*把[^，,。；;]{0,16}?(?:转给|转|打给|打|发给|发)了?我${NOT_TO_MY_FAMILY}了?`);
// 妈妈发了个红包给我: the giver and the verb before the red packet, 给我 after it.
const RED_PACKET_TO_ME = new RegExp(`(${nameOf(6)})((?:发|包)了?(?:一?个)?)大?红包(给我)${NOT_TO_MY_FAMILY}`, 'd');
const NOT_A_GIVER = /^(?:收到|收了|收)/;
// 从招行转我支付宝: where the money comes from (an account), not a person who gave it
const FROM_WALLET = /^[从由用在]/;
const GIVEN_RED_PACKET = /发红包|发了.{0,6}红包|给.{0,8}(?:发|包)了?.{0,3}红包|包红包|随礼|份子钱|红包给/;
// 收压岁钱, 收了份子钱, 收到份子钱, 收房租, 收租, 收回欠款: 收 with what came in is money in. Only with these
// words: 收 has other senses (收费, 收银, 收纳, 收藏, 签收, 税收, 回收, 收拾, 收快递, 收货), and
// someone else before it (房东收了房租, 被收了 50) is who took the money.
// The same said the other way round: 压岁钱 收了 2000, 份子钱 收了 3000 (it was a red packet given).
const RECEIVED = /(?<!被|[他她它]们?|房东|物业|银行|学校|医院|商家|店家|平台|对方|人家)收(?:(?:了|到了?|的)?\s*(?:压岁钱|份子钱|礼金|礼钱|帛金|彩礼|红包|房租|租金|租(?!车)|欠款|借款|尾款|[定订]金|货款)|回)|(?:压岁钱|份子钱|礼金|礼钱|帛金|彩礼|红包|房租|租金|尾款|[定订]金|货款)\s*收[了到]/;

// 给小李发工资, 付员工工资, 支付工资 4500, 保姆工资 3000: wages I pay are money out, as 发工资给阿姨 is (they were read
// as salary received: 工资 is a word of money in, and 工资到账, 发工资了 said by whoever is paid stay
// so). Not 给我发工资, nor 公司付工资: paid to me.
const WAGE = '(?:工资|薪水|薪资|薪酬)(?!卡)';
/**
 * 工资, 薪水: wages (paid or received, the rest of the sentence says which); 应发, the gross pay said
 * beside 实发 (小李 实发 4000 应发 4500 工行: it was 8500 paid).
 */
export const WAGE_WORD = new RegExp(`${WAGE}|应发(?![货给])`);
const WORKERS = '员工|店员|工人|伙计|阿姨|保姆|师傅|司机|钟点工|服务员|帮工|小工';
const WAGES_PAID = new RegExp(
  `给(?!我|大家|咱)${nameOf(4)}(?:发|付|支付|结|开)了?[^\\d\\s，,。；;\\uE000]{0,4}?${WAGE}` +
    `|(?<!公司|单位|老板|东家|厂里|领导|财务)(?:支付|付|发放|发|结清|结)了?(?:${WORKERS})们?的?${WAGE}` +
    `|(?:^|[\\s，,。；;\\uE000]|我们?|已经?|先|再|又)(?:支付|付)了?(?![我宝款])[^\\d\\s，,。；;\\uE000]{0,4}?${WAGE}` +
    // 保姆工资 3000, 阿姨工资 3000 微信, 钟点工工资 300: a worker's wages with no verb are mine to pay
    // (they were salary received); said arrived (保姆工资到账), or said by the worker (我是司机), not.
    `|(?<![我是当做]|公司|单位)(?:${WORKERS})们?的?${WAGE}(?![^，,。；;]*(?:到账|入账|进账|收到))`,
);

/** 给妈妈发红包, 随礼: a red packet (or a gift of money) given, which no income word around it makes money in (收份子钱 is received). */
export function givesRedPacket(text: string): boolean {
  return GIVEN_RED_PACKET.test(text.replace(new RegExp(RECEIVED, 'g'), (m) => ' '.repeat(m.length)));
}
// Selling (卖旧手机, 闲鱼卖出, 批发茶叶给客户) is money in; 外卖 and 小卖部 are not selling.
// In English, sold or sell (sold my old bike 300); not sold out.
const SELL = /卖出|卖掉|出售|(?<![外小买])卖(?![家场部点])|批发[^\d\s，,。；;给]{0,6}给(?!我)|\b(?:sold|sell(?:s|ing)?)\b(?!\s+out\b)/i;
/** 卖茶, 出售, 批发茶叶给客户, sold: the words say something was sold. */
export function saysSold(text: string): boolean {
  return SELL.test(text);
}
// 营业额, 销售额, 今日流水: a shop's takings (平台 扣 手续费 5% 销售额 2000 was 2000 spent) (a day said before 流水 is masked: \uE000). So is 流水 right before its amount (滴滴 周结 流水 8000 抽成 1600 到手 6400; not 银行流水, 打印流水). 领了个红包 is money in, 用微信领了 too; 用领的红包 买了 咖啡 spends the red packet (用 right before 领).
// (收款方, 收款人: the one paid, 手续费由收款方承担; not money in)
// 打麻将赢了一百, 养老金 3865, 退休金 4500: won, a pension paid to me (they were spending); not
// 赢了一把 但 总共 输了 300, 赢了 一顿饭 请客 150 (lost or spent in the end); the pension word only first
// in the sentence and nothing after it of paying, giving, taking out or spending (交了 养老金 600, 给妈妈
// 养老金 1000, 退休金 请客 300, 养老金 取了 2000 现金, 个人养老金, 用退休金买了: recheck QA, they were money in).
// (收款码 收了 200, 收款码到账 200: what came in on my payment code; 扫收款码 付了 is paid to one)
// (利息 又涨到 2.1% 了 存定期 3万, 利息 有 2.5% 存了 1万 余额宝: a rate said after 利息 or 收益 is no
// money earned; the deposit was booked as interest income)
const INCOME = /收款(?!码|方|人)|(?<!扫(?:了|一下)?(?:[^\d\s，,。；;]{1,4}?的)?)收款码\s*(?:收(?:了|到)|到账|进账|入账)|收钱(?!码)|收到(?!快递|包裹|账单|外卖|货(?!款)|短信|通知|邮件|发票|信)|收入|营业额|营业款|销售额|销售款|(?:^\s*|\uE000\s*|今日|今天|当日|当天|每日|本日|全天)的?流水(?!账)|(?<!银行|账户|卡|打印|查|拉|开)流水(?=\s*[:：]?\s*[\d一二两三四五六七八九十])|工资(?!卡|给)|薪水(?!卡)|薪资|奖金|年终奖|全勤奖|(?:加班|值班|夜班)费|收红包|抢红包|抢(?:了|到了?)[^，,。；;]{0,12}?红包|(?<![用拿花]\s*)领(?:了|到|取)?[^，,。；;]{0,12}?红包|收了.{0,6}红包|红包收入|收益(?![^，,。；;\d]{0,6}\d+(?:\.\d+)?\s*[%％])|利息(?![^，,。；;\d]{0,6}\d+(?:\.\d+)?\s*[%％])|分红|股息|派息|报销|稿费|返现|到账(?!单)|进账|入账|赚了|中奖|中了(?=\s*[\d一二两三四五六七八九十])|(?:赢(?:了|到了?)(?=\s*(?:钱|[\d一二两三四五六七八九十]))|赢钱)(?![^。；;]*?(?:输|亏|请))|(?<=^[\s\uE000]*(?:(?:本月|这个月|上个月|今天|昨天)\s*)?)(?:养老金|退休金)(?!账户|帐户)(?=[^给交缴扣付买取请支转花用拿存代替补]*$)|(?<![我赔要需得])(?:理赔|赔付)(?!给|\s*(?:材料|资料|单据|表格?|快递|邮寄|寄|复印|打印|公证|鉴定|体检))|\b(?:salary|paycheck|payday|payroll|wages?|bonus|dividends?|interest|income|reimbursed|cashback|received|earned)\b|\b(?:weekly|fortnightly|monthly|bi-?weekly|take[- ]home|net|gross|holiday|overtime|my)\s+pay\b(?!\s+(?:for|to|off|back|the|my|rent|bills?)\b)|^\s*pay\s+(?:[$]\s*)?\d[\d.,]*(?![^.。]*\b(?:to|for|from|on|at|off|back|rent|bills?|fees?)\b)|\b(?:got|gets?|getting)\s+paid\b|\binvoices?(?:\s+#?[\w-]*\d[\w-]*)?\s+(?:was\s+|got\s+|(?:has\s+)?been\s+)?paid\b(?!\s+(?:to|for|by\s+me)\b)|\b(?:got|gets?|getting|received)\s+(?:a\s+|an\s+|[$¥]?\s*\d[\d.,]*\s*(?:yuan|rmb|元|块)?\s+)?(?:red\s+(?:packets?|envelopes?)|hongbao)\b|\b(?:red\s+(?:packets?|envelopes?)|hongbao)\b(?:(?!\bto\b)[^.。])*\bfrom\b|\b(?:got|gets?)\s+[$¥€£]?\s*\d[\d.,]*\s*(?:[a-z]{3}|yuan|dollars?|bucks)?\s+(?:back\s+)?from\b/i;
// 还买了, 还吃了, 还打了个车: 还 before a verb of doing or buying is "also", not paying back (还花呗,
// 还花旗, 还交行/交通银行 and 还去年的 are). Nor when the verb's object names money owed: 还打车钱,
// 还看病借的钱, 还点钱给老张, 还买车的贷款, 还买手机的分期 pay back. A verb with 了 did the thing
// (还花了钱, 还买了贷款计算器, 还办了借记卡 are "also"), and 花钱, 加钱, a 钱包 or 钱夹 and a 借记卡
// are no debt.
// 还书, 还伞, 还钥匙, 还价, 还嘴, 还击: a thing given back, a price haggled, words or blows returned, no
// money paid back (还书 逾期罚款 5 paid the most used card; 买菜 还价 30 was a 422 asking whom 价 was)
// (租车 还车 时 加油 200: a hired car given back; not 还车贷, 还车款, paid back on a car loan)
const NO_MONEY_BACK = '价|书|伞|钥匙|嘴|击|车(?![贷款钱]|\\s*贷)';
const ALSO = '(?:' + NO_MONEY_BACK + ')|(?![^了\\d\\s，,。；;]*?(?:(?<![花加])钱(?!包|夹)|借(?!记)|欠|贷|分期))(?:买|吃|喝|打(?!给|款|钱)|花(?!呗|旗)|去(?!年)|点|看|玩|叫|坐|订|请|逛|办|交(?!行|通)|加)';
// 还了, 今天还了, 还款: paying back, not 还买了 (also), 还没 (not yet), 还欠 (still owe), nor 还有,
// 还差, 还得 (still), 还款日 (a due date) or the second 还 of 还没还, 还得还, 还要还 (not done yet)
const REPAYING = new RegExp(`(?<![没得要])还(?!有|是|要|剩|没|好|行|挺|算|不|在|得|差|欠|款日|${ALSO})`);
// 信用卡利息, 房贷利息, 利息支出, interest charge (信用卡 分期 利息 80, 花呗 分期 利息 12 and 利息 50
// 招行信用卡 逾期 too, with spaces or 逾期 after: they were interest earned, the debt taken down by it): interest I pay on a debt is spending (利息 alone,
// 存款利息, 收到利息 are earned). 付利息 and paid interest are mine to pay only when no one else is
// said to pay (小王付了利息, 银行付利息, the bank pays interest are money in); 给银行付利息,
// 向银行支付利息 and yesterday paid interest (the date taken out) name whom I pay or when. 扣了利息,
// charged interest and interest paid are taken from me whoever takes them. Each space before 付利息
// is read one way only, as the space after the word before it: a run of spaces could be split
// between the runs around words left out every way (x, 480 spaces, 付利息 took 0.4 s, security QA).
export const INTEREST_PAID = /(?:信用卡|房贷|车贷|贷款|分期|借呗|花呗|白条|欠款|逾期|透支)\s*的?\s*利息(?!收入)|利息(?=[^，,。；;]{0,12}?(?:逾期|透支))|利息支出|(?<=(?:^|[，,。；;])[\s\uE000]*(?:(?:我们?|自己)\s*)?(?:(?:又|也|还|先|已经?)\s*)?(?:[给向][^\s\d，,。；;]{1,6}?)?)(?:支?付|交|还)了?利息|扣了?利息|\binterest\s+(?:charges?|charged|paid|expenses?)\b|(?<=(?:^|[.,;\uE000]|\b(?:i|we)\b)\s*(?:also\s+|just\s+|already\s+)?)(?:paid|pay)\s+(?:\S+\s+)?interest\b|\bcharged\s+(?:\S+\s+)?interest\b/i;
// 理财到期, 存款到期: savings or an investment come back into the bank (see settleDirection).
// 取现, 存现金: between a bank and cash (see CASH_CUE in entry/transfer-words.ts); ATM 200, ATM withdrawal 200
// as ATM取款, and so ATM机取了, 在ATM机上取了, atm里 取了, ATM机 300, ATM cash 200. ATM is the cue
// only with 取 or withdrawal or alone before the amount: ATM旁吃了午饭,
// ATM费, ATM吞卡 补卡费, ATM 转账 say where, not what.
// 提币 0.1 BTC, 从币安提 0.1 BTC 到冷钱包: coins taken out of an exchange, as 提现 is money (they were spending).
// 存了三万定期, 存了三万的定期, 定期存了三万: money put on a fixed deposit with its amount said between (they were spending);
// 把5万 存成定期, 存了5万块定期: so with 存成 and with 块 after 万 (they were spending too).
// (transfer fee 45, withdrawal fee 3: a fee named by what it is charged on, spending, not a move)
const TRANSFER = new RegExp(String.raw`\bATM\s*(?:机上?|里|cash\b)?\s*(?:取了?(?:钱|款|现金?)?|withdrawals?\b(?!\s+(?:fees?|charges?)\b)|(?=\d))|取现金?|取款|提款(?!机)|取钱|取了?(?=\s*${AMOUNT_SAID}\s*(?:块钱?|元|蚊)?的?\s*现金)|拿了?(?=\s*${AMOUNT_SAID}\s*(?:块钱?|元|蚊)?的?\s*现金(?![^，,。；;]*给))|存现金?|存钱|存了?(?=\s*[\d.,一二两三四五六七八九十百千万]+\s*(?:万|千|元|块)?\s*(?:到|进|入))|提现|提币|(?<=从[^\s\d，,。；;]{1,8})提(?=\s*\d)|提取|(?:提了|取出来?了?)(?=\s*${AMOUNT_SAID})|(?:提前)?支取|赎回|(?<=(?:理财|存款|定期|定存|存单|国债)(?:产品)?\s*(?:已经?|已)?)到期|存(?:成了?|了?一?[个笔])?(?=\s*(?:定期|定存|大额存单))|存了?(?=\s*${AMOUNT_SAID}\s*(?:万|千)?(?:元|块钱?)?\s*的?\s*(?:定期|定存|大额存单))|(?<=(?:定期|定存|大额存单)\s*)存了?(?=\s*${AMOUNT_SAID})|存入|存到|存进|存回|转入|转到|转进|转出|转账|转存|充值|增值(?!税|服务|业务)|加值|(?<![补扩填])充(?![值电气足满分当实斥])|还款|还(?!有|是|要|剩|没|好|行|挺|算|不|在|得|差|${ALSO})|转|\b(?:transfer(?:red)?|top(?:ped)?[- ]?up|recharg(?:e|ed|es|ing)|withdr[ae]w|withdrawal|(?<!\b(?:${DEPOSIT_KIND}|${DEPOSIT_PAID}|a|the|my|our)\s+)deposit(?:ed)?(?!\s+back))\b(?!\s+(?:fees?|charges?)\b)|\b(?:took|take|takes|taking)\s+out\b(?=[^.。]*\b(?:cash|atm)\b)`, 'i');

// moved 500 to savings, send 500 from checking to savings: between my accounts when only the
// accounts follow the amount (sent 50 to mom visa is paid to mom, from the card). paid 500 to chase,
// paid 500 toward the chase card, contributed 500 to vanguard too (they charged 500 of spending to
// the card, or took it from the 401k); paid 500 to bob is still paid to bob (no account of his).
const EN_ACCOUNT = '(?:my\\s+|the\\s+)?[^\\s\\d]+(?:\\s+(?:account|card|wallet))?';
// (sent 0.1 BTC to ledger wallet, fee 0.0001 BTC: a coin's code after the amount, and the fee of
// the move after the accounts; it was spending from the wallet the coins went to)
const EN_COIN = '(?-i:[A-Z][A-Z0-9]{2,5})';
const EN_MOVE_FEE = `(?:[\\s,;]+(?:(?:network|gas|miner|withdrawal)\\s+)?(?:fee|gas)\\s*:?\\s*[$¥€£]?\\s*\\d[\\d.,]*(?:\\s*${EN_COIN})?)?`;
const EN_MOVED = new RegExp(
  `\\b(move[ds]?|sen[dt]s?|paid|pays?|contribut(?:e|ed|es))\\s+[$¥€£]?\\s*\\d[\\d.,]*(?:\\s*(?:usd|dollars?|bucks|${EN_COIN}))?(?:\\s+from\\s+${EN_ACCOUNT})?\\s+(?:(?:in)?to|towards?)\\s+${EN_ACCOUNT}(?:\\s+from\\s+${EN_ACCOUNT})?${EN_MOVE_FEE}[\\s\\uE000]*$`,
  'i',
);

// Nordic Apps paid $1,234.56 via PayPal, client paid $500 through PayPal, fee $20: someone else paid
// through a wallet of mine, money in from them (it was spending: with Expenses:Fees:PayPal open, on it)
const EN_PAID_VIA = new RegExp(
  `\\b(paid|pays|sent|sends|wired|transferred)\\s+[$¥€£]?\\s*\\d[\\d.,]*(?:\\s*(?:usd|dollars?|bucks))?\\s+(?:via|through|over|by|on)\\s+${EN_ACCOUNT}${EN_MOVE_FEE}[\\s\\uE000]*$`,
  'i',
);

/** The name said right before `at` (Acme, Blue Whale: capitalized words after the first), null when none. */
function senderBefore(text: string, at: number): { name: string; start: number } | null {
  const m = /((?:[A-Z][\w&'.-]*\s+)*[A-Za-z][\w&'.-]*)\s+$/.exec(text.slice(0, at));
  if (m === null) return null;
  const words = m[1]!.split(/\s+/);
  // (just moved 500: the words of when or how are no one; only the last word is the sender then)
  const first = words.findIndex((w, i) => i === words.length - 1 || /^[A-Z]/.test(w) && !EN_NOT_A_NAME.test(w) && !EN_PRONOUN.test(w) && !EN_NOT_SENDER.test(w));
  const name = words.slice(first).join(' ');
  return { name, start: m.index + m[1]!.length - name.length };
}

function cleanName(name: string | undefined): string | null {
  if (!name) return null;
  // 还小王钱 200, 小王把钱还了 500: 钱 and 把钱 after a name say what was paid, not who (老钱 is a name)
  const trimmed = name.replace(TIME_WORDS, '').trim();
  const unpaid = trimmed.replace(/(?:把钱|把|的钱|钱)$/, '');
  const cleaned = [...unpaid].length >= 2 ? unpaid : trimmed;
  // 了 and 的 start no name (还了 500, 给的红包): the words around them were misread.
  return cleaned === '' || /^[了的]/.test(cleaned) ? null : cleaned;
}

/** lent 500 to Tom, Tom paid me back 500, borrowed 300 from Tom, Tom lent me 300. */
function englishLoan(text: string): Intent | null {
  const name = (m: RegExpExecArray | null) => {
    const found = m?.slice(1).find((g) => g !== undefined);
    return found !== undefined && !EN_NOT_A_NAME.test(found) ? found : null;
  };
  const borrower = EN_BORROWER.exec(text);
  const subject = borrower?.[1];
  if (borrower && subject && !EN_NOT_A_NAME.test(subject) && !EN_FIRST_PERSON.test(subject) && !EN_FROM_ANOTHER.test(text.slice(borrower.index))) {
    return { direction: 'lend', person: EN_PRONOUN.test(subject) ? null : subject, transferCue: null };
  }
  const borrowed = EN_BORROW.exec(text);
  // borrowed 500 from me: someone (not said who) owes me
  if (borrowed?.[1] !== undefined && /^me$/i.test(borrowed[1])) return { direction: 'lend', person: null, transferCue: null };
  if (borrowed) return { direction: 'borrow', person: name(borrowed), transferCue: null };
  const repaid = EN_REPAID.exec(text);
  // I paid 50 back (to Tom) is my repayment, not money in
  if (repaid && !/^(?:i|we)$/i.test(repaid.slice(1).find((g) => g !== undefined)!)) return { direction: 'repaid', person: name(repaid), transferCue: null };
  const lent = EN_LEND.exec(text);
  if (lent) return { direction: 'lend', person: name(lent), transferCue: null };
  return null;
}

// 小王还没还我 200, 花呗还没还 300, 信用卡没还 3000 招行, 房贷还没还 3000: 没还 after whom or what it
// is owed says no money was paid back (the 还 after 没 was read as a repayment: 小王 paying me, the
// card paid from the bank). Not 还价 (haggling).
const NOT_REPAID = new RegExp(`(${nameOf(6)})\\s*(?:还|都|也|仍然?|尚)?(?:没有?|未)还(?![价原手嘴击])(给?我(?!们))?`);
const REPAYMENT = /(?<![没得要未])还(?!有|是|要|剩|没|好|行|挺|算|不|在|得|差|欠|款日|价)/;
// 室友还没转我 120, 小王没给我 200: not sent to me yet, a claim with no money moved, as 没还我 is (it was
// money in from 室友还没)
const NOT_SENT = new RegExp(`(${nameOf(6)})\\s*(?:还|都|也|仍然?|尚)?(?:没有?|未)(?:转|打|给|发)(?:钱|款|账)?给?我(?!们)`);
// 代购 奶粉 460 微信 同学 还没给钱: after an errand for them, the money not sent, 我 left unsaid (it was
// my spending); not alone (老板 还没给钱 工资 5000 is no errand of mine)
const ERRAND = /代购|代买/;
const NOT_SENT_FOR_ERRAND = new RegExp(`(${nameOf(6)})\\s*(?:还|都|也|仍然?|尚)?(?:没有?|未)(?:转|打|给|发)(?:钱|款)(?!们)`);
// 代购 口红 320 支付宝 同学 会还我, 小王 回头还我 200: to be paid back later, a claim with no money in yet
// (it was money in from 同学: the purchase lost, the claim below zero)
// (同学 之后 会 转给我: the words of when spaced, one after another; it was money in from 同学)
const WILL_REPAY = new RegExp(`(${nameOf(6)})\\s*(?:说)?(?:(?:会|回头|之后|以后|晚点|过两天|改天|下周|下个月)\\s*)+(?:再)?(?:还|转|给)(?:钱|款)?给?我(?!们)`);
const PRONOUN = /^(?:他|她|ta|他们|她们|对方)$/i;

/**
 * What a sentence says with 没还, when no other 还 in it pays anything back: a claim on someone
 * not paid back (小王还没还我 200) is a claim with no money moved, as 小王欠我 200 is; a card or a
 * credit line not paid (花呗还没还 300) is owed with no money moved; a bill not paid (房贷还没还 3000)
 * is spending, which the bill said unpaid makes owed (see unpaidBill). Null otherwise.
 */
function notRepaidIntent(text: string): Intent | null {
  const notSent = NOT_SENT.exec(text) ?? WILL_REPAY.exec(text) ?? (ERRAND.test(text) ? NOT_SENT_FOR_ERRAND.exec(text) : null);
  const sender = cleanName(notSent?.[1]);
  if (notSent !== null && sender !== null && sender !== '我') {
    return { direction: 'owedToMe', person: sender, transferCue: null, debtSaid: { start: notSent.index + notSent[1]!.length - sender.length, end: notSent.index + notSent[0].length } };
  }
  const m = NOT_REPAID.exec(text);
  const who = cleanName(m?.[1]);
  if (m === null || who === null || who === '我') return null;
  if (REPAYMENT.test(text.slice(0, m.index) + ' '.repeat(m[0].length) + text.slice(m.index + m[0].length))) return null;
  const debtSaid = { start: m.index + m[1]!.length - who.length, end: m.index + m[0].length };
  if (m[2] !== undefined) return { direction: 'owedToMe', person: who, transferCue: null, debtSaid };
  if (unpaidBill(text) !== null) return { direction: 'expense', person: null, transferCue: null };
  // (借呗借的钱 还没还 2000 工行 says the borrowing, still owed: read below)
  return DEBT_WORD.test(who) && !/借(?!呗)|的/.test(who) ? { direction: 'owed', person: who, transferCue: null, debtSaid } : null;
}

/** `days`: what the masked date words say of when (every one later, none to come, when not given). */
export function detectIntent(text: string, days: SaidDays = NO_SAID_DAYS): Intent {
  return intentOf(text, true, days);
}

/** What the sentence does with money; with readClaims false, 小王欠我 is read as no cue at all. */
function intentOf(text: string, readClaims: boolean, days: SaidDays): Intent {
  if (DEPOSIT_BACK.test(text)) return { direction: 'income', person: null, transferCue: null };
  // 晚饭 280 我付的 老婆转我一半: a bill I paid and share, not money sent to me
  if (paidHalfSentBack(text)) return { direction: 'expense', person: null, transferCue: null };
  const notRepaid = notRepaidIntent(text);
  // (帮同学 代购 口红 320 她还没给我: 她 is the one paid for, named before: see PAID_FOR_THEM)
  if (notRepaid !== null && !(PRONOUN.test(notRepaid.person ?? '') && (PAID_FOR_THEM.test(text) || BOUGHT_FOR_THEM.test(text) || PAID_BILL_FOR_THEM.test(text)))) return notRepaid;
  const boughtForMe = BOUGHT_FOR_ME.exec(text);
  const buyer = cleanName(boughtForMe?.[1]);
  if (boughtForMe !== null && buyer !== null && buyer !== '我') {
    return NOT_PAID_THEM.test(text) ? { direction: 'owed', person: buyer, transferCue: null } : { direction: 'expense', person: null, transferCue: null };
  }
  const paidForMe = PAID_FOR_ME.exec(text);
  const payer = cleanName(paidForMe?.[1]);
  if (paidForMe && payer && payer !== '我') return { direction: 'owed', person: payer, transferCue: null };
  const paidBy = paidByOther(text);
  if (paidBy !== null) return { direction: 'owed', person: paidBy.person, transferCue: null, paidBy: { start: paidBy.start, end: paidBy.end } };
  const paidForThem = PAID_FOR_THEM.exec(text);
  const debtor = cleanName(paidForThem?.[1] ?? paidForThem?.[2]);
  if (paidForThem && debtor && debtor !== '我') return { direction: 'lend', person: debtor, transferCue: null };
  const billPaidFor = ASKED_BACK.test(text) ? PAID_BILL_FOR_THEM.exec(text) : null;
  const billDebtor = cleanName(billPaidFor?.[1]);
  if (billPaidFor && billDebtor && billDebtor !== '我') return { direction: 'lend', person: billDebtor, transferCue: null };
  // 帮我爸还了 1000 信用卡 银行卡: a debt of someone else's paid by me, read as 帮我爸付 is (it was my
  // own card paid off, from a receivable), warned: it may be a gift
  const paidDebtFor = PAID_DEBT_FOR_THEM.exec(text);
  const helped = cleanName(paidDebtFor?.[1]);
  if (paidDebtFor && helped && helped !== '我') return { direction: 'lend', person: helped, transferCue: null, reading: `read ${paidDebtFor[0]} as paid for ${helped}, who owes it back; if it was a gift, change the account to an expense` };
  // paid Tom back 200, returned 200 to Tom: a debt of mine paid back, to Tom's account when there is
  // one (see settleDirection); returned was a refund, the rest spending
  const repaidMe = EN_REPAID.exec(text);
  const repaidBy = repaidMe?.slice(1).find((g) => g !== undefined);
  if (englishRepaidTo(text) !== null && (repaidBy === undefined || EN_FIRST_PERSON.test(repaidBy))) return { direction: 'transfer', person: null, transferCue: '还' };
  if (REFUND_GIVEN.test(text)) return { direction: 'expense', person: null, transferCue: null };
  if (REFUND.test(text) && onlyRefundFeeSaid(text)) return { direction: 'expense', person: null, transferCue: null };
  if (REFUND.test(text)) return { direction: 'refund', person: null, transferCue: null };
  if (CUSTOMER_PAID.test(text) || CUSTOMER_PAID_APART.test(text)) return { direction: 'income', person: null, transferCue: null };
  const collected = collectedForOthers(text);
  if (collected !== null) return collected;
  // (小王借我的钱还了 1000: the loan said first, its borrower the payee; 小王借我 was read as a name before 还了)
  for (const re of LOAN_PAID_BACK) {
    const person = cleanName(re.exec(text)?.[1]);
    if (person !== null && looksLikePerson(person)) return { direction: 'repaid', person, transferCue: null };
  }
  for (const re of REPAID) {
    const m = re.exec(text);
    const person = cleanName(m?.[1]);
    // 我还了 500 is mine to pay back, 信用卡还了 3000 a card paid off: not someone repaying me.
    if (m && person !== '我' && !(person !== null && DEBT_WORD.test(person))) return { direction: 'repaid', person, transferCue: null };
  }
  const sentBack = cleanName(SENT_TO_REPAY_ME.exec(text)?.[1]);
  if (sentBack !== null && (looksLikePerson(sentBack) || new RegExp(`^(?:${OTHER_PEOPLE})$`).test(sentBack))) return { direction: 'repaid', person: sentBack, transferCue: null };
  const boughtFor = SENT_TO_ME_DONE.test(text) ? null : cleanName(BOUGHT_FOR_THEM.exec(text)?.[1]);
  if (boughtFor !== null && boughtFor !== '我') return { direction: 'lend', person: boughtFor, transferCue: null };
  const english = englishLoan(text);
  if (english) return english;
  const lentToMe = LENT_TO_ME.exec(text);
  if (lentToMe) return { direction: 'borrow', person: cleanName(lentToMe[1]), transferCue: null };
  const lend = LEND.exec(text);
  if (lend) return { direction: 'lend', person: cleanName(lend[1] ?? lend[2]), transferCue: null };
  const borrowedFromMe = BORROWED_FROM_ME.exec(text);
  if (borrowedFromMe) return { direction: 'lend', person: cleanName(borrowedFromMe[1]), transferCue: null };
  // (小王还了 200 还欠我 300 is a repayment, with what is still owed: see stillOwed in entry/repayments-said.ts)
  const repaying = /还(?!没|不|是|要)/.test(withoutNotPaidNow(text, days));
  // 欠电费 200 昨天还 微信, 欠的电费 200 还了 微信: a bill owed and said paid with 还, as with 交, is
  // the bill paid from the wallet (it was a move into the wallet, or the most used card paid)
  if (repaying && billOwedThenPaid(text, days)) return { direction: 'expense', person: null, transferCue: null };
  const owe = repaying ? null : I_OWE.exec(text);
  // (还欠老张钱 1000: the money is what is owed, 老张 whom)
  const said = owe?.slice(1).find((g) => g !== undefined);
  // (with 转 said, 欠的花呗 300 付了 支付宝转的, the transfer it names is read below)
  const lineRepaid = owe !== null && owe[1] !== undefined && said !== undefined && creditLinePaid(said, text, owe.index, days);
  if (lineRepaid && !/转/.test(text)) return { direction: 'transfer', person: null, transferCue: '还' };
  const creditor = lineRepaid ? null : owe && owe[1] !== undefined && said !== undefined ? aCreditor(said, text, owe.index, days) : said;
  if (owe && creditor && !EN_NOT_A_NAME.test(creditor) && !EN_FIRST_PERSON.test(creditor)) {
    return { direction: 'owed', person: EN_PRONOUN.test(creditor) ? null : creditor, transferCue: null, debtSaid: { start: owe.index, end: owe.index + owe[0].length } };
  }
  const owesMe = repaying || !readClaims ? null : OWES_ME.exec(text);
  const debtorSaid = cleanName(owesMe?.slice(1).find((g) => g !== undefined));
  if (owesMe && debtorSaid && debtorSaid !== '我') {
    // 小王欠我 200 微信转我了, tom sent me the 20 he owes me: the claim says why money moved, read
    // as the rest of the sentence says; with no money moved it is a claim alone (what it was for
    // decides in parse-entry.ts whether there is anything to book).
    // (小王把欠我的 200 转我了: the 把 goes with the money handed over, read below)
    const debtor = debtorSaid.replace(/把$/, '');
    if (PAID_BY_DEBTOR.test(text.slice(owesMe.index + owesMe[0].length))) return { direction: 'repaid', person: debtor, transferCue: null };
    // 张三打过来欠我的钱 340, 小王转来欠我的 200: what is owed me sent here is paid back (it was a claim with no money moved)
    const sender = cleanName(debtor.replace(SENT_HERE_END, ''));
    if (sender !== null && sender !== debtor && sender !== '我') return { direction: 'repaid', person: sender, transferCue: null };
    // (小王还欠我 300: the 还 is "still", no money moved)
    const moved = intentOf(withoutNotPaidNow(text, days), false, days);
    if (moved.direction !== 'expense') return moved;
    return { direction: 'owedToMe', person: debtor, transferCue: null, debtSaid: { start: owesMe.index, end: owesMe.index + owesMe[0].length } };
  }
  // 借呗借的钱 还了 2000: paying back what was borrowed from the credit line (see the 还 cue below)
  const creditLine = REPAYING.test(text) ? null : CREDIT_LINE_LENT.exec(text);
  if (creditLine) return { direction: 'borrow', person: creditLine[1]!, transferCue: null };
  const borrowSaid = BORROW.exec(text);
  // (银行 那 借了 5000: a bank lends as a person does; it was 5000 spent)
  const borrow = borrowSaid?.[3] !== undefined && !looksLikePerson(cleanName(borrowSaid[3]) ?? '') && !namesBank(cleanName(borrowSaid[3]) ?? '') ? null : borrowSaid;
  // (向小王借的 1000 还了: what was borrowed, paid back; it was borrowed again; see repaidTo)
  if (borrow && repaying && BORROWED_OF_REPAID.test(text)) return { direction: 'transfer', person: null, transferCue: '还' };
  if (borrow) return { direction: 'borrow', person: cleanName(borrow[1] ?? borrow[2] ?? borrow[3]), transferCue: null };
  const borrowedFrom = BORROWED_FROM.exec(text);
  const lender = cleanName(borrowedFrom?.[1]);
  // (借了小李 300 is also said of lending to 小李: warned, as 借小李 300 is)
  if (borrowedFrom) return { direction: 'borrow', person: lender, transferCue: null, ...(lender !== null && lender !== '我' && { reading: `read 借了${lender} as borrowed from ${lender} (向${lender}借); if you lent it to ${lender}, say 借给${lender}` }) };
  const borrowedOf = BORROWED_OF.exec(text);
  const owner = cleanName(borrowedOf?.[1]);
  // 借小王的 1000 还给他了: what was borrowed, paid back (it was borrowed again); see repaidTo
  if (borrowedOf && owner && looksLikePerson(owner)) return repaying ? { direction: 'transfer', person: null, transferCue: '还' } : { direction: 'borrow', person: owner, transferCue: null };
  if (LENT_TO_THEM.test(text)) return { direction: 'lend', person: recipientOf(text), transferCue: null };
  const lentBare = LENT_BARE.exec(text);
  const lentTo = cleanName(lentBare?.[1]);
  if (lentBare && lentTo && looksLikePerson(lentTo)) {
    return { direction: 'lend', person: lentTo, transferCue: null, reading: `read 借${lentTo} as lent to ${lentTo} (借给${lentTo}); if ${lentTo} lent it to you, say 向${lentTo}借 or ${lentTo}借我` };
  }
  if (LENT_OUT.test(text)) return { direction: 'lend', person: recipientOf(text), transferCue: null };
  if (GOT_LENT.test(text)) return { direction: 'borrow', person: null, transferCue: null };
  if (WAGES_PAID.test(text)) return { direction: 'expense', person: null, transferCue: null };
  const packet = RED_PACKET_TO_ME.exec(text);
  const given = packet ?? HANDED_OVER_TO_ME.exec(text) ?? GIVEN_TO_ME.exec(text);
  const sentBy = given === null ? SENT_HERE_BY.exec(text) : null;
  const gave = given === null && sentBy === null ? GIVES_MONEY.exec(text) : null;
  // (生活费 2000 是爸爸给的: the 是 is no part of the name)
  const gaveBy = personEnding(cleanName(gave?.[1]?.replace(/^(?:都|也)?是/, '')));
  if (gave && gaveBy && (looksLikePerson(gaveBy) || GIVER_ROLE.test(gaveBy))) {
    const at = gave[1]!.lastIndexOf(gaveBy);
    const start = gave.index + at - (/(?:都|也)?是$/.exec(gave[1]!.slice(0, at))?.[0].length ?? 0);
    return { direction: 'income', person: gaveBy, transferCue: null, givenBy: [{ start, end: gave.index + gave[0].length }] };
  }
  const kidGift = given === null && sentBy === null ? GIVES_MY_CHILD.exec(text) : null;
  const kidGiver = personEnding(cleanName(kidGift?.[1]));
  if (kidGift && kidGiver && looksLikePerson(kidGiver) && !MY_HOUSEHOLD.test(kidGiver)) {
    const start = kidGift.index + kidGift[1]!.lastIndexOf(kidGiver);
    return { direction: 'income', person: kidGiver, transferCue: null, givenBy: [{ start, end: kidGift.index + kidGift[0].indexOf('给', kidGift[1]!.length) + 1 }] };
  }
  const sentByName = cleanName(sentBy?.[3]);
  if (sentBy && sentByName && sentByName !== '我') {
    // (转来的 200 是小王的: the words of sending and of who leave the narration)
    const [sent, is, , of] = [sentBy.indices![1]!, sentBy.indices![2]!, sentBy.indices![3]!, sentBy.indices![4]!];
    return { direction: 'income', person: sentByName, transferCue: null, givenBy: [{ start: sent[0], end: sent[1] }, { start: is[0], end: of[1] }] };
  }
  const giver = cleanName(given?.[1]?.replace(NOT_A_GIVER, ''));
  if (given && giver && giver !== '我' && !FROM_WALLET.test(giver) && !/^[给帮替为向]/.test(giver)) {
    const start = given.index + given[1]!.length - giver.length;
    // 妈妈发了个红包给我: the words before 红包 and the 给我 after it leave the narration
    const givenBy = packet
      ? [{ start, end: packet.indices![2]![1] }, { start: packet.indices![3]![0], end: packet.indices![3]![1] }]
      : [{ start, end: given.index + given[0].length }];
    return { direction: 'income', person: giver, transferCue: null, givenBy };
  }
  const sentToMe = EN_GIVEN_TO_ME.exec(text);
  const sender = sentToMe?.[1];
  if (sentToMe && sender && !EN_NOT_A_NAME.test(sender) && !EN_FIRST_PERSON.test(sender)) {
    const givenBy = [{ start: sentToMe.index, end: sentToMe.index + sentToMe[0].length }];
    return { direction: 'income', person: EN_PRONOUN.test(sender) ? null : sender, transferCue: null, givenBy };
  }
  const viaApp = EN_APP_PAYMENT_FROM.exec(text);
  const appSender = viaApp?.[1];
  if (viaApp && appSender && !EN_NOT_A_NAME.test(appSender) && !EN_FIRST_PERSON.test(appSender)) {
    const givenBy = [{ start: viaApp.index, end: viaApp.index + viaApp[0].length }];
    return { direction: 'income', person: EN_PRONOUN.test(appSender) ? null : appSender, transferCue: null, givenBy };
  }
  const toMe = moneySentToMe(text);
  if (toMe !== null) return { direction: 'income', person: toMe.person, transferCue: null, ...(toMe.said === null ? {} : { givenBy: [toMe.said] }) };
  if (INTEREST_PAID.test(text)) return { direction: 'expense', person: null, transferCue: null };
  if (!givesRedPacket(text) && (INCOME.test(text) || SELL.test(text) || RECEIVED.test(text) || allowanceReceived(text) || MONEY_IN_KIND.test(text))) return { direction: 'income', person: null, transferCue: null };
  const via = EN_PAID_VIA.exec(text);
  const viaPayer = via ? senderBefore(text, via.index) : null;
  if (via && viaPayer && !EN_NOT_A_NAME.test(viaPayer.name) && !EN_PRONOUN.test(viaPayer.name) && !EN_NOT_SENDER.test(viaPayer.name) && !EN_FIRST_PERSON.test(viaPayer.name)) {
    return { direction: 'income', person: viaPayer.name, transferCue: null, givenBy: [{ start: viaPayer.start, end: via.index + via[1]!.length }] };
  }
  const moved = EN_MOVED.exec(text);
  if (moved) {
    // bob sent 60 to my checking: someone else sent it, money in from them (it was a move into
    // checking from the first account by name)
    const sender = /([A-Za-z][A-Za-z.'-]*)\s+$/.exec(text.slice(0, moved.index))?.[1];
    if (sender !== undefined && !EN_NOT_A_NAME.test(sender) && !EN_PRONOUN.test(sender) && !EN_NOT_SENDER.test(sender)) {
      return { direction: 'income', person: sender, transferCue: null, givenBy: [{ start: text.length - text.slice(moved.index - sender.length - 1).trimStart().length, end: moved.index + moved[1]!.length }] };
    }
    return { direction: 'transfer', person: null, transferCue: moved[1]! };
  }
  const transfer = TRANSFER.exec(text);
  if (transfer && onlyMoveFeeSaid(text)) return { direction: 'expense', person: null, transferCue: null };
  if (transfer) return { direction: 'transfer', person: null, transferCue: transfer[0] };
  return { direction: 'expense', person: null, transferCue: null, unsaid: true };
}

/** 转给小王, 给小王转账: the person money was sent to. */
export function recipientOf(text: string): string | null {
  // (给红包, 给生活费: what is given, not to whom)
  const m = new RegExp(`(?:转给|转账给|付给|给)(?!${MONEY_GIVEN})(${nameOf(4)})(?=转|${NUMERAL_AHEAD}|$|[，,。\\s\\uE000]|红包|发|付|打|汇|买|充|交|的|送|寄|包|退|补贴)`).exec(text);
  const name = cleanName(m?.[1]);
  // 给猫买猫粮, 给孩子买衣服, 给手机充了话费: bought for someone or something, not money sent to
  // them (给房东交房租 pays 房东, but 给儿子交补习费 pays the school for my son, and 给女儿打疫苗
  // pays the clinic: 打 is sending money only as 打钱, 打款 or 打 followed by the amount)
  const after = text.slice(m?.index ?? 0).slice(m?.[0].length ?? 0);
  if (m && (/^[买充]/.test(after) || (FOR_MY_FAMILY.test(after) && FAMILY.test(cleanName(m[1]) ?? '')))) return null;
  return name === '我' ? null : name;
}

/** What is done for one's family with money paid to someone else (交学费, 打疫苗). */
const FOR_MY_FAMILY = /^(?:[交报缴]|打(?!钱|款|了?\s*[\d一二两三四五六七八九十百千万]|过去|给))/;

/** One's own family, for whom things are paid (给儿子交学费), not to whom. */
const FAMILY = /^(?:儿子|女儿|孩子|小孩|宝宝|闺女|老婆|老公|媳妇|爸|妈|爸爸|妈妈|我爸|我妈|爷爷|奶奶|外公|外婆|姥姥|姥爷)$/;

// 还小王500, 还给小王, 还了小王, 还钱给小王: the word after 还 (还款 and 还钱 alone name no one).
const REPAID_TO = new RegExp(`还(?:钱给|给|了|(?!${ALSO}))(${nameOf(4)})${NAME_END}`);

// 给爸妈还了 1000, 给小王还钱 500: the one after 给, paid back as 还爸妈 1000 is (爸妈 was read as
// paying me back: money in)
const REPAID_GIVEN_TO = new RegExp(`(?:^|[\\s，,。；;\\uE000])给(${nameOf(4)})\\s*还(?:了|清了?|上了?)?(?:钱|款)?${NAME_END}`);

// 返还 300 给客户, 还了 500 给小王: the one after the amount and its 给 (it was no one, and the
// money went to the most used card)
const REPAID_AMOUNT_TO = new RegExp(`还(?:了|钱|款)?\\s*(?=${NUMERAL_AHEAD})${AMOUNT_SCALED}\\s*(?:块钱?|元)?\\s*给(${nameOf(4)})${NAME_END}`);

// 借小王的 1000 还给他了, 借小李的钱 还了: borrowed of the one named, then 还.
// (向小王借的 1000 还了, 跟老李借的钱 还清了: the same, said with the one who lent first)
const BORROWED_OF_REPAID = new RegExp(`(?:借(?![给了我钱款呗])(${nameOf(4)})的钱?${NAME_END}|(?:向|跟|找|问)(${nameOf(4)})借的(?:钱|款)?)[^还，,。；;]*还(?!没|不|是|要)`);

// 还房贷, 还车贷, 还借呗, 还白条: a loan or a card, not a person (an account whose alias is the word is found first).
const DEBT_WORD = /贷|借呗|白条|花呗|账单|欠款|信用|卡/;

// 给小王转 500 还钱, 转给小王 500 还他钱: money sent to someone to pay them back (转给 小李 spaced too).
// (微信 转 小李 300 还他, 工行 转账 老张 1000 还款: 还 + the one paid alone, or 还款, said after money
// sent to a person; they were spending)
const PAYS_BACK = /还(?:他|她|人家)?的?钱|还账|还债|还(?:他|她|人家)(?=$|[，,。；;\s])|还款/;
const SENT_TO = new RegExp(`(?:转给|转账给|给)\\s*(${nameOf(4)})(?=转|${NUMERAL_AHEAD}|$|[，,。\\s\\uE000]|还)`);
// 工行 转 小李 1000 还钱, 转小李 1000 还钱: 转 with no 给 before a person, the same (it was spending).
// Only a word of a person's shape: 转账, 转了, 转回 are the verb.
// (转账 老张 1000: 转账 and a space before the person, the same)
const SENT_BARE_TO = new RegExp(`转(?:账(?=\\s))?(?![给账了回入出到进过来去走存])\\s*(${nameOf(4)})(?=${NUMERAL_AHEAD}|$|[，,。\\s\\uE000]|还)`);

// 还吃饭欠小王的 50, 还欠老张的房租: what is paid back is what is owed to the one after 欠.
const REPAID_OWED_TO = new RegExp(`还[^\\d\\s，,。；;\\uE000]{0,8}?欠了?(${nameOf(4)})的`);

// 欠老张的 1000 昨天还: the one owed, before the 还 that paid them; also without 的, the name then
// ending at the amount (欠老张 1000 昨天还 微信 was a move from the bank into WeChat).
const OWED_THEN_REPAID = new RegExp(`欠(?:了|着|下)?(${nameOf(4)})(?:的|(?=\\s|${NUMERAL_AHEAD}))[^还，,。；;]*还`);

/** The word a 还 names as whom money is paid back to, with where it stands; null when none. */
export function repaidTo(text: string): { name: string; start: number; end: number } | null {
  const owedThen = OWED_THEN_REPAID.exec(text);
  const owed = cleanName(owedThen?.[1]);
  // (the 了 of 欠李四的 1000 昨天还了 names no one else paid: it went to a credit card)
  const toAnother = cleanName(REPAID_TO.exec(text)?.[1]) !== null;
  if (owedThen && owed && !/^[我你他她的着下]/.test(owed) && !DEBT_WORD.test(owed) && !BILL.test(owed) && !REPAID_OWED_TO.test(text) && !toAnother) {
    const start = owedThen.index + owedThen[0].indexOf(owedThen[1]!, 1);
    return { name: owed, start, end: start + owedThen[1]!.length };
  }
  const owedTo = REPAID_OWED_TO.exec(text);
  const creditor = cleanName(owedTo?.[1]);
  if (owedTo && creditor && !/^[我你他她]/.test(creditor) && !DEBT_WORD.test(creditor)) {
    const start = owedTo.index + owedTo[0].length - 1 - owedTo[1]!.length;
    return { name: creditor, start, end: start + owedTo[1]!.length };
  }
  // 借小王的 1000 还给他了: the one it was borrowed from is paid back
  const borrowedOf = BORROWED_OF_REPAID.exec(text);
  const lender = cleanName(borrowedOf?.[1] ?? borrowedOf?.[2]);
  if (borrowedOf && lender && looksLikePerson(lender)) {
    const start = borrowedOf.index + 1;
    return { name: lender, start, end: start + (borrowedOf[1] ?? borrowedOf[2])!.length };
  }
  const m = REPAID_TO.exec(text);
  const name = cleanName(m?.[1]);
  if (m && name && !/^[款钱我他她]/.test(name) && !DEBT_WORD.test(name)) {
    const start = m.index + m[0].length - m[1]!.length;
    return { name, start, end: start + m[1]!.length };
  }
  const given = REPAID_GIVEN_TO.exec(text);
  const receiver = cleanName(given?.[1]);
  if (given && receiver && !/^[我他她]/.test(receiver) && !DEBT_WORD.test(receiver)) {
    const start = given.index + given[0].indexOf('给') + 1;
    return { name: receiver, start, end: start + given[1]!.length };
  }
  const after = REPAID_AMOUNT_TO.exec(text);
  const payee = cleanName(after?.[1]);
  if (after && payee && !/^[我他她]/.test(payee) && !DEBT_WORD.test(payee)) {
    const start = after.index + after[0].length - after[1]!.length;
    return { name: payee, start, end: start + after[1]!.length };
  }
  if (!PAYS_BACK.test(text)) return null;
  const bare = SENT_BARE_TO.exec(text);
  const sent = SENT_TO.exec(text) ?? (bare !== null && looksLikePerson(cleanName(bare[1]) ?? '') ? bare : null);
  const to = cleanName(sent?.[1]);
  if (!sent || !to || to === '我' || DEBT_WORD.test(to)) return null;
  const start = sent.index + sent[0].length - sent[1]!.length;
  return { name: to, start, end: start + sent[1]!.length };
}
