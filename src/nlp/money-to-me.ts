// Money someone else sends, gives, pays or makes good to me, said in the everyday ways the words of
// direction.ts did not read (they were spending): the amount between the verb and 过来 (小李转了 200
// 过来, 表姐汇了 1000 过来), sent by post (爸爸寄来 500), said with 的 (朋友转的 100, 200 微信 小孙转的),
// 打钱 (爸爸打钱 2000), given with no one after 给 (老妈给了 500, 舅舅给了 1000 红包, 妈妈发了个红包
// 200), paid or made good to me (小李付我 300, 邻居赔我 300), received with 收 and no 到 (收小李 300,
// 收 300), with no one said (给我 200, 转我 200). Only from a word with a person's shape (or 他, 她):
// 我给了 500, 给妈妈 500, 我赔了 300 stay money out.
import { AMOUNT_SCALED } from './chinese-number.ts';
import { looksLikePerson, nameOf, NUMERAL_AHEAD } from './person-words.ts';

// A name of up to six characters, as direction.ts takes it (张三, 二姐: numerals inside a name too;
// they were read as money out)
const NAME = `(${nameOf(6)})`;
// (where an amount starts after a name: 收张三 300 is not 收张 and an amount 三)
// (2k, 1.5w, 1.5万 as the amount: 爸妈给了2k was spending, 爸妈给了2000 income)
const AMOUNT = `(?=${NUMERAL_AHEAD})${AMOUNT_SCALED}\\s*(?:块钱?|元|角|毛)?`;
// Money to live on, which someone sends me (生活费 I pay out is 交, 付 or 给 someone)
const LIVING_MONEY = '(?:生活费|零花钱|零用钱|压岁钱)';
// What may stand after the amount: the end, a space or a clause's end, or what it is said to be
// (爸妈给了2000生活费 was spending).
const AMOUNT_ENDS = `(?=[\\s\\uE000，,。；;]|$|红包|现金|微信|支付宝|${LIVING_MONEY})`;
const APP = '(?:(?:用|通过)?\\s*(?:微信|支付宝|银行卡)\\s*)?';
// (小孙那边转了 200 过来: where the sender is, no part of the name)
const THERE = '(?:那边|那儿|那里)?';
// What the money was for, said between the amount and 过来 (电费, 聚餐的钱): no amount, no one given to
const FOR_WHAT = '[^\\d\\s\\uE000，,。；;给]{1,6}';
// A parent (我爸, 老妈, 爸妈), who sends a student money
const PARENT = '(?:我的?)?(?:爸妈|父母|老爸|老妈|爸爸?|妈妈?)';

const SAID_BY_PERSON = [
  // 小李转了 200 过来, 表姐汇了 1000 过来, 爸爸打了 2000 过来; 室友转了 120 电费 过来: what it was for
  // may stand before 过来 (it was spending of the electricity; it stays for the narration)
  new RegExp(`${NAME}${THERE}\\s*${APP}(?:转|打|汇)了?\\s*${AMOUNT}\\s*(?:过来|(?=${FOR_WHAT}\\s*过来))`),
  // 小李转了 200 给我, 室友转了 120 给我 电费, 爸妈转了2000给我当生活费: sent to me, said (it was spending)
  new RegExp(`(?<![给帮替为向跟和][^\\s\\uE000，,。；;]{0,5})${NAME}${THERE}\\s*${APP}(?:转|打|汇)了?\\s*${AMOUNT}\\s*给我(?![们妈爸哥姐弟妹老女男儿孙家])`),
  // 爸妈转了2000, 妈妈转了500, 老爸转了 1000 微信: a parent who sent money with nothing more said sent it
  // to me (it was spending on the catch-all), into a card of mine said after 到 too (爸妈打了 2000 到招行), or
  // with no 到 (爸妈转了2000 工行: it was spending from 工行); not 给爸妈转了 2000, 我跟爸妈转了 2000 nor 爸妈转了 2000，给房东
  // 1500, nor with what for after it (爸妈转了 5000 买菜), but for a debt of mine it paid (爸妈转了2000
  // 还信用卡: it was 2000 spent on the parents from the card) or what it paid with 交, 缴 or 付
  // (爸妈转了 5000 交学费: the tuition paid with their money, see entry/sender-paid-spending.ts; it was
  // 5000 spent on the parents)
  new RegExp(`(?<![给帮替为向跟和][^\\s\\uE000，,。；;]{0,5})(${PARENT})\\s*${APP}(?:转|打|汇)了\\s*${AMOUNT}\\s*(?:(?:到|进)?\\s*(?:微信|支付宝|银行卡)\\s*|(?:(?:到|进)\\s*)?(?![还交缴付买充])[^\\s\\d\\uE000，,。；;给]{0,4}(?:银行|行|卡|宝|信|账户)[里上]?\\s*)?(?=[，,。；;]|$|\\s*(?:用来|拿来)?\\s*(?:还(?:信用卡|花呗|白条|借呗|[房车]?贷)|[交缴付]))(?![^]*给(?!我))`),
  // 爸妈转了2000生活费, 妈妈打了 500 零花钱, 爸妈微信转了生活费 2000: money to live on sent by
  // someone is sent to me (it was spending); not 给爸妈转了 nor 生活费 passed on 给弟弟 (what it
  // was stays for the narration)
  new RegExp(`(?<![给帮替为向][^\\s\\uE000，,。；;]{0,5})${NAME}${THERE}\\s*${APP}(?:转|打|汇)了?\\s*(?:${AMOUNT}\\s*(?=${LIVING_MONEY})|(?=${LIVING_MONEY}\\s*${AMOUNT}))(?![^，,。；;]*给(?!我))`),
  // 爸爸寄来 500, 爸爸寄了 500 过来
  new RegExp(`${NAME}\\s*寄(?:过?来了?\\s*(?=${AMOUNT}\\s*${AMOUNT_ENDS})|了\\s*${AMOUNT}\\s*过?来)`),
  // 朋友转的 100, 这 200 是小孙转的, 小孙汇过来的 (not 打的: a taxi; nor 转的钱给房东, passed on)
  new RegExp(`(?:是)?${NAME}${THERE}\\s*(?:转|汇)(?:过来)?的(?![^，,。；;]*给)`),
  // 爸爸打钱 2000, 妈妈打款 500 (给妈妈打钱 names whom I send to, 打钱给姐姐 too)
  new RegExp(`${NAME}\\s*(?:打钱|打款|汇款)(?!给(?!我))`),
  // 老妈给了 500, 奶奶给 200, 舅舅给了 1000 红包
  new RegExp(`${NAME}\\s*给了?\\s*(?=${AMOUNT}\\s*${AMOUNT_ENDS})`),
  // 妈妈发了个红包 200 (with 给我 after it, see RED_PACKET_TO_ME)
  new RegExp(`${NAME}\\s*发了?(?:一?个)?大?红包(?!给)`),
  // 小李付我 300, 朋友付了我 300, 邻居赔我 300, 对方赔了我 500
  new RegExp(`${NAME}\\s*${APP}(?:付|赔偿?)了?(?:给)?我(?![们妈爸哥姐弟妹老女男儿孙家])`),
  // 邻居赔了 300, 邻居赔偿 300 (赔给邻居 is mine to pay)
  new RegExp(`${NAME}\\s*赔(?:偿|付)?了?\\s*(?=${AMOUNT})`),
  // 同事 转了 饭钱 50, 同事汇了 300 饭钱, 张总 转了 5000 尾款, 客户 转了 2000 设计费, 王总 转了 一半 5000:
  // someone said first who sent money sent it to me, with what it was for after it (it was spending
  // of it, paid from the wallet named); not to someone else (张总转了 8000 给李老板, 小李转了 200 给我们, 爸妈转了2000，给房东
  // 1500, 爸妈转了 2000 到房东: 到 only a wallet's word) nor with what was bought or paid with it (老婆转了
  // 500 买菜, 转了 3000 交房租, 还信用卡, 付房租)
  new RegExp(`^[\\s\\uE000]*(?![给帮替为向跟和])${NAME}${THERE}\\s*${APP}(?:已经?|又|也)?(?:转|汇)了(?![^]*给(?!我(?![们妈爸哥姐弟妹老女男儿孙家])))(?![^，,。；;]*(?:[买交缴付充借]|还(?![我钱])|(?:到|进)(?!\\s*(?:账|我|[^\\s\\d，,。；;]{0,4}(?:银行|行|卡|宝|信|账户|零钱|通|对公|现金)))))`),
];
const SENT_UNNAMED = new RegExp(`^[\\s\\uE000]*(?:给|转|打|发)了?我\\s*(?=${AMOUNT}\\s*${AMOUNT_ENDS})`);
// 收小李 300, 收了小李 300, 收 小孙 200, 收小李房租 300, 收 300: 收 then someone (or no one) and the
// amount (收费 30, 收快递 运费 12: no person after 收), at the start of a clause, after a date, a
// wallet or 我 at most (物业 收 200, 停车场 收 10: someone else took my money).
const RECEIVED_FROM = new RegExp(`(?:^|[，,。；;])[\\s\\uE000]*(?:(?:微信|支付宝|现金|银行卡|刚刚?|刚才)[\\s\\uE000]*)*((?:我\\s*)?收了?\\s*(?:${NAME}\\s*的?)?)(?:房租|租金|钱)?\\s*(?=${AMOUNT}\\s*${AMOUNT_ENDS})`, 'd');
// (新客户, 老客户: a customer still)
const OTHER_PAYER = /^(?:他|她|他们|她们|对方|(?:新|老)?(?:客户|顾客|买家|客人|租客|房客))$/;

function aPayer(word: string): boolean {
  return word !== '我' && (looksLikePerson(word) || OTHER_PAYER.test(word));
}

/** What moneySentToMe reads: who sent or gave the money (null when not named), and where the words of sending stand (not for compensation). */
export interface SentToMe {
  readonly person: string | null;
  readonly said: { readonly start: number; readonly end: number } | null;
}

/** Who sent, gave or paid me the money, when the words say so; null when they say no such thing. */
export function moneySentToMe(text: string): SentToMe | null {
  for (const re of SAID_BY_PERSON) {
    const m = re.exec(text);
    if (m === null || !aPayer(m[1]!)) continue;
    // (邻居赔我 300: the words say what it was, compensation, and stay for the narration)
    // (他给了 200: no one to write down as the payee)
    return { person: /^[他她]们?$/.test(m[1]!) ? null : m[1]!, said: /赔/.test(m[0]) ? null : { start: m.index, end: m.index + m[0].length } };
  }
  const unnamed = SENT_UNNAMED.exec(text);
  if (unnamed !== null) return { person: null, said: { start: unnamed.index, end: unnamed.index + unnamed[0].length } };
  const received = RECEIVED_FROM.exec(text);
  if (received !== null && (received[2] === undefined || aPayer(received[2]))) {
    // (收小李房租 300: what was received stays for the narration)
    const [start, end] = received.indices![1]!;
    return { person: received[2] ?? null, said: { start, end } };
  }
  return null;
}

// 捡到 10 块钱, 捡了 5角: money found (not 捡到钱包, a thing found)
const MONEY_FOUND_SAID = String.raw`捡(?:到|了)(?=\s*(?:钱(?!包)|\d|[零〇一二两三四五六七八九十百千万]))`;
/** 捡到 10 块钱: money found, which is cash in one's pocket. */
export const MONEY_FOUND = new RegExp(MONEY_FOUND_SAID);

// Money in by what it is: found (捡到 10 块钱), a scholarship or grant, compensation paid by an
// insurer or a carrier (保险公司赔了 2000, 快递丢件赔偿 50), rent a tenant pays (租客交房租 2800),
// a red packet from work (公司年会红包 500), a tax refund (收到退税 600: no purchase to take back),
// an insurer paying me in English (insurance paid 3000 into CCB: it was 3000 spent on insurance).
export const MONEY_IN_KIND = new RegExp(String.raw`${MONEY_FOUND_SAID}|奖学金|助学金|(?:保险(?:公司)?|快递|商家|平台|卖家|店家)\s*赔(?:偿|付)?了?(?!给)|(?:丢件|丢失|损坏|破损|延误)赔偿|(?<![是为当做])(?:租客|房客)[^\d\s，,。；;]{0,3}?(?:交|付|给|转)了?(?:房租|租金)|(?<!给)(?:公司|单位|年会|厂里)[^\d\s，,。；;给]{0,4}红包(?!给)|退税|(?<![A-Za-z])(?:[Tt]he\s+)?(?:[Ii]nsurance|[Ii]nsurer)(?:\s+company)?\s+(?:paid\s+(?:me\b|[$¥]?\d[\d.,]*\s*(?:[A-Za-z]{3}\s+)?(?:in)?to\b)|paid\s+out|reimbursed\s+me)`);
