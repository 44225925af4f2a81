// Finds the money amounts in a sentence: 35.5, 1,234.50, 4，500, ¥12, 三十五块五, 25 块 5, 1块05,
// 两百五, 1.5万, 3k, 一块二毛五, 100 USD. Numbers that are counts, ids or times (三杯, 尾号1234, 3楼, 8:30) are skipped.
// Dates must be masked out before (see dates.ts), so 6月1日 never reaches this scanner.
import { Decimal, PRECISION } from '../ledger/core/decimal.ts';
import { CHINESE_DIGITS, CHINESE_NUMERAL_CHARS, parseChineseDecimal } from './chinese-number.ts';
import { BUILTIN_CURRENCY_CODES, isMoneyCode, CHINESE_CURRENCY, CURRENCY_PREFIXES, CURRENCY_SUFFIXES, ENGLISH_CURRENCY_SUFFIXES, YEN_SIGNS } from './currencies.ts';
import { Problem } from '../problem.ts';
import { INSTITUTION_TERMS } from './lexicon.ts';
import { MEASURE_WORDS } from './measure-words.ts';

export interface AmountMention {
  readonly start: number;
  readonly end: number;
  /** Always positive. */
  readonly number: Decimal;
  /**
   * A currency named next to the number; null when none is: a bare number (hasUnit false), or
   * a money word that names no one currency (元, 块, 毛, ¥, yuan), decided from the ledger.
   */
  readonly currency: string | null;
  /** true when a money unit or currency was written (元, 块, 毛, ¥, USD ...): surely an amount. */
  readonly hasUnit: boolean;
  /** The unit was the sign ¥ alone (no 元, 块...): the yuan's or the yen's. */
  readonly yenSign?: boolean;
  /** The unit was a bare $, dollars or bucks (read as USD): any dollar's, the ledger's or the wallet's deciding (see dollarCurrency in entry/unit-currency.ts). */
  readonly dollarSign?: boolean;
  /** The unit was Cantonese 蚊 or 毫: the ledger's own money where it is kept in another than CNY. */
  readonly cantonese?: boolean;
  /** A bare Chinese numeral without unit (十三): the weakest kind of candidate. */
  readonly chineseBare: boolean;
}

const SPOKEN_POINT = /点(\d+)(?![\d.:：])/y;
const ARABIC = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+/y;
const COINS_COUNTED = /\s*个\s*(?=[A-Z])/y;
// 1E-4, 2.1e-3, 1e3: a number in scientific notation (its exponent was read as the amount: fee
// 1E-4 BTC was 4 BTC); the decimal it writes, exactly
// (only with a signed exponent, or a point in the number before it: 2e5 维修 300, order 12e4, txid 9e7
// are codes, not 200000; they were read as amounts)
const EXPONENT = /[eE]([-+−]\d{1,3}|\d{1,3})(?![\d.,A-Za-z])/y;
// (百五 = 150 and 千二 = 1200 start with their unit, as Cantonese says them)
const CHINESE = new RegExp(`(?:[零〇一二两三四五六七八九十廿卅]|[百千](?=[一二两三四五六七八九](?![${CHINESE_NUMERAL_CHARS}])))[${CHINESE_NUMERAL_CHARS}]*(?:点[零〇一二三四五六七八九]+)?`, 'y');
const MULTIPLIER = /\s*(万|千|百|[kKwW](?![A-Za-z]))/y;
const MULTIPLIER_VALUE: Readonly<Record<string, string>> = { 万: '10000', w: '10000', W: '10000', 千: '1000', k: '1000', K: '1000', 百: '100' };
// 分 is a cent, but not in 分钟 (minutes) nor in 分12期 / 分期 (paid in instalments), nor when it
// splits the amount: 2400 分两个孩子, 分两次, 分三份, 分给 (2400 was read as 2400 cents' count, no amount)
const NOT_A_CENT = '(?!钟|期|\\s*[\\d一二两三四五六七八九十]+\\s*期|[\\d一二两三四五六七八九十几]+\\s*(?:个|次|份|人|笔|批|家|半|年|月|周|天)|[给摊开成])';
// (Cantonese 毫 is 毛: 十二蚊五毫 = 12.5; not 毫升, 毫米, 毫克)
// 扣了6分, 记6分, 被扣3分, 考了8分, 得了5分, 打了4分: the 分 after these counts points, not cents
const POINTS_BEFORE = /(?:扣|记|考|得|拿|打|评)了?\s*$/;
const SUB_UNIT = new RegExp(`\\s*(毛钱|毛|毫子|毫(?![升米克秒安])|角钱|角|分钱|分${NOT_A_CENT})`, 'y');
// 逛街 500 万象城, 35 百果园, 物业费 300 万科物业: 万/千/百 that start a name are no multiplier. Set
// apart from the number by a space and written against the next word, they start one; written
// against the number, only the names below do (300万 首付, 5万到招行 and 1.5万元 are amounts).
const NAME_AFTER_SPACE = /^\s+[万千百][\u3400-\u9fff]/;
const NAMES_WITH_MULTIPLIER = /^(?:万(?:象|科|达|豪|宁|家|通|里|能|一|岁|圣|国|事达|福|花)|千(?:岛|里|禾|层|金|年|叶|丝)|百(?:果园|度|货|合|事|胜|威|佳|安居|盛|丽|雀羚|岁|家|联|世|香果|草|思买))/;
function notAMultiplier(text: string, end: number): boolean {
  const rest = text.slice(end, end + 8);
  return NAME_AFTER_SPACE.test(rest) && !/^\s+[万千百](?:元|块|圆|多|左右|出头|来|余|美元|人民币)/.test(rest) || NAMES_WITH_MULTIPLIER.test(rest.trimStart());
}
// 1万2 = 12000, 2千5 = 2500, 1万2千 = 12000: digits after 万/千/百 count at a lower unit, as in speech.
const MULTIPLIER_TAIL = /(\d)(千|百|十)?(?![\d.])/y;
const TAIL_UNIT: Readonly<Record<string, bigint>> = { 千: 1000n, 百: 100n, 十: 10n };
// 30 x 2, 12.5*3, 30×2: a price times a small count (2元×50个, a count said with its measure word,
// is read with the price per unit, which warns of the product: entry/unit-prices.ts).
// (2 x 3,50: not 2 x 3 with the ,50 dropped; 3,50 is read as it is outside a multiplication)
const FACTOR = new RegExp(`\\s*[xX×*]\\s*(\\d{1,3})(?![\\d.]|,\\d{1,2}(?!\\d)|\\s*${MEASURE_WORDS})`, 'y');
// plus 10% tip, + 15% gratuity, 加 10% 服务费: a tip or service charge as a rate of the amount before
const TIP_RATE = /\s*(?:plus|\+|and|with|加)?\s*(\d{1,2}(?:\.\d+)?)\s*%\s*(?:tips?|gratuity|service(?:\s+charge)?|小费|服务费)(?![A-Za-z])/iy;
const HUNDRED = Decimal.fromInt(100);
// dinner 64.20 $12 tip, lunch $12.50 plus $3 tip, lunch 12.50 with $2.50 tip, dinner 64.20 tip 12:
// a tip said in money right after the bill, added to it
const TIP_AMOUNT = /\s*(?:(?:plus|\+|and|with)\s+)?(?:(?:a\s+)?(?:tips?|gratuity)\s*(?:of\s+)?\$?\s*(\d+(?:\.\d{1,2})?)(?![\d.,%])|\$?\s*(\d+(?:\.\d{1,2})?)\s*(?:tips?|gratuity)(?![A-Za-z]))/iy;
// + 5, ＋5.50: a number added to the one before (not one followed by a multiplication, a percentage or a count)
const SUM = /\s*[+＋]\s*(\d+(?:\.\d+)?)(?![\d.,]|\s*[xX×*%])/y;
// 2 x 4.50: a small count times a price with cents (2 x 30 is read by FACTOR already).
const PRICE_FACTOR = /\s*[xX×*]\s*(\d+\.\d+)(?![\d.])/y;
const SINGLE_DIGIT = /(\d(?!\d)|[一二两三四五六七八九])/y;
// 1块05 = 1.05: a zero and one digit after 块 or 元 are the cents (not 1块05毛)
const ZERO_CENTS = /0(\d)(?![\d.]|\s*[毛角])(分钱|分(?!钟|期))?/y;
// the 分 said after the digit of the cents (三块八毛五分 = 3.85: the 五 was dropped, 分 read as a count)
const FEN = /分钱|分(?!钟|期)/y;
// 4，500: a full-width comma between thousands (the IME's comma, which otherwise separates items)
const FULL_WIDTH_THOUSANDS = /\d{1,3}(?:，\d{3})+(?!\d|，\d)(?:\.\d+)?/y;
// 4，500, 1，2345, 4，50: digits joined by a full-width comma, whether or not it groups thousands.
const FULL_WIDTH_JOINED = /\d+(?:，\d+)+/y;
const SEPARATOR_OR_END = /^(?:$|[\s，,、；;。！!？?\uE000])/;
// What may follow 4，500 in its clause for the comma to group thousands: wallet words (招行, 微信,
// 信用卡, and the kinds of card people name their own accounts by: 工资卡), 用/的/付, and dates
// already masked out (\uE000).
const CARD_WORDS = ['工资卡', '银行卡', '储蓄卡', '借记卡', '信用卡'];
const WALLET_WORDS: ReadonlySet<string> = new Set([...Object.keys(INSTITUTION_TERMS).filter((w) => /^[\u3400-\u9fff]/.test(w)), ...CARD_WORDS]);
const WALLET_WORD_LENGTHS = [...new Set([...WALLET_WORDS].map((w) => w.length))];
const WALLET_FILLER = /[\s\uE000用的付卡了]/;
const CODE = /\s*([A-Za-z][A-Za-z0-9'._-]{1,23})(?![A-Za-z0-9])/y;
const SHARES_OF = /\s*(?:股|shares?\s+(?:of\s+)?)\s*([A-Za-z][A-Za-z0-9'._-]{1,23})(?![A-Za-z0-9])/iy;
// 120 dollars, 3 Bucks, 200 HK dollars: whole words in any case, longest first (HK dollar before dollar).
const ENGLISH_CURRENCY = new RegExp(
  `(${ENGLISH_CURRENCY_SUFFIXES.map(([word]) => word).sort((a, b) => b.length - a.length).map((word) => word.replace(/ /g, '\\s+')).join('|')})s?(?![A-Za-z])`,
  'iy',
);
const ENGLISH_CURRENCY_OF = new Map(ENGLISH_CURRENCY_SUFFIXES.map(([word, currency]) => [word.toLowerCase(), currency]));
// 5 pounds of apples, 3 lbs: a weight, so the number is no amount (20 pounds alone is money).
const WEIGHT_AFTER = /^\s*(?:pounds?\s+of\b|lbs?\b)/i;
// 1,2345, 12,34, 1,234,56: digits joined by commas, whether or not they group thousands.
const COMMA_JOINED = /\d+(?:,\d+)+/y;

// After a number with no money unit, these make it a count, a size, a time or an ordinal.
// The lookaheads keep words that merely start with a classifier (支付宝, 包子, 天猫) from counting.
// The measure words things are priced by are shared with the price-per-unit reader (measure-words.ts).
// (100多个, 二十几个, 30来个, 一万多步: a rough count is a count too; 100多个口罩 50 booked 100)
// (车票 300 单位能报: 单位 is the employer, no 300 orders counted; it was "no amount found")
// (150 年夜饭: a dinner, not 150 years)
const COUNT_AFTER = new RegExp(`^\\s*(?:多|余|来|几)?(?:分(?!钱|红)${NOT_A_CENT}|${MEASURE_WORDS}|步|` + /个(?!税)|杯(?!子|面)|次(?!日)|张|件|本(?!月|周)|瓶|份(?!子)|位|人(?!民|均)|天(?!猫)|晚(?!饭|餐|点|上)|号|日(?!用|料|本|常)|月(?!饼|租|费|供|卡|底|初|末)|年(?!终|费|卡|货|底|初|末|夜)|楼|层|路(?!费)|室|栋|幢|斤|公斤|千克|克|kg|KG|g(?![a-z])|小时|钟头|分钟|秒|岁|周(?![一二三四五六日天末])|星期|礼拜|间|台(?!费|灯)|双|条|只(?!付宝)|盒(?!马|饭)|袋|碗|支(?!付)|箱(?!子|包)|桌(?!游)|站(?!票)|公里|km|米(?!饭|线|粉)|折(?!扣)|%|期(?!末|中|初)|遍|顿|串(?!串)|碟|盘|粒|片|颗|罐(?!头)|听|根|把|套(?!餐)|部(?!件)|辆|趟|场(?!地)|集|页|首(?!付|饰)|名|口(?!罩|味)|笔(?!记)|单(?!车|价|位)|座(?!位|椅)|点(?![零〇一二三四五六七八九\d]|心)|:\d|：\d|-\d|\/\d|\.\d|寸|英寸|G|GB|T|TB|ml|L|升|度|倍|成|积分|里程|金币|京豆|(?:ways|people|persons|pax|nights|times)\b/.source + ')');
// 2 coffees, 3 friends, 2 tickets: English words after a bare number that count things or people
// (in plural, so 4.50 coffee stays a price). Matched on the words as said, which may be masked
// out of the text scanned when they name a category (coffee).
const ENGLISH_COUNTED = 'friends|colleagues|coworkers|roommates|flatmates|housemates|classmates|tenants|others|guys|kids|adults|children|tickets|items|pieces|pcs|pairs|packs|bottles|cups|glasses|boxes|bags|cans|slices|coffees|beers|drinks|teas|lattes|meals|rides|trips|rooms|days|hours|minutes|weeks|months|years';
const ENGLISH_COUNT_AFTER = new RegExp(`^\\s*(?:${ENGLISH_COUNTED})(?![A-Za-z])`, 'i');
// 1 beer $8, 1 ticket: one thing counted, in the singular, said first or after another amount
// (not coffee 1 beer 8: a price of the coffee)
const ENGLISH_ONE_BEFORE = /(?:^|\b(?:each|apiece|and|plus)|[\d$€£¥,;，；])\s*$/i;
const ENGLISH_ONE_AFTER = /^\s*(?:ticket|item|piece|pair|pack|bottle|cup|glass|box|bag|can|slice|coffee|beer|drink|tea|latte|meal|ride|trip|room|night)(?![A-Za-z])/i;
// 2 movie tickets 45 each, paid 50 for 2 movie tickets, 2 lunch sets 60: a small count before a
// word or two and the plural of a thing bought counts it, when another number in the sentence is the money
// (it was a second amount, 2 + 45); not a word of where or how it was paid (30 at starbucks).
// (not dinner 80 chase alice owes me 40: only the plurals of things bought or people counted)
const ENGLISH_COUNTED_PHRASE = new RegExp(`^\\s*(?!(?:at|in|on|for|from|to|with|via|by|the|my|our|and|or|off)\\b)[A-Za-z]+(?:\\s+[A-Za-z]+)?\\s+(?:${ENGLISH_COUNTED}|sets|portions|plates|bowls|dishes|pizzas|burgers|sandwiches|desserts|cakes|books|shirts)(?![A-Za-z'])`, 'i');
// 3 coffee 96: a digit first in the sentence, one word, then the money: the count of that word
const ENGLISH_COUNT_FIRST = /^\s*[A-Za-z]+\s+[$¥£€]?\d/;
// 午25 晚40: 晚 with a number after it starts the next meal, not a count of nights (住了2晚 860),
// unless the sentence is about a stay.
const MEAL_AFTER = /^\s*晚上?\s*\d/;
const STAY = /住|酒店|宾馆|旅馆|民宿|客栈|房费|hotel/i;
// Before a number: it is an id, a card tail, a position.
const ID_BEFORE = /(?:尾号|卡号|单号|编号|号码|手机号|电话号|订单|账号|房号|工号|车牌|第|No\.?|NO\.?|#|型号)\s*$|房间$|\b(?:[Bb]etween|[Aa]mong)\s+$/;
// ...unless a money unit follows it (订单 59元, 打扫房间 50元): then it is what was paid. 房间 names
// a room only against its number (房间502); 打扫房间 50 is a price.
const MONEY_AFTER = /^\s*(?:元|块|圆|rmb|RMB|人民币)/;
// 人民币 said after 元 or 块 (35元人民币): what they are in
const RMB_AFTER = /\s*(?:人民币|rmb|renminbi)(?![A-Za-z])/iy;
// After 手机 or 电话 only a phone number (7 digits or more) is an id: 买手机 2999 is a price.
const PHONE_BEFORE = /(?:手机|电话)\s*$/;
const PHONE_NUMBER = /^\d{7,}$/;
// 13812345678: a mainland mobile number, never read as an amount when said bare
const MOBILE_NUMBER = /^1[3-9]\d{9}$/;
// 138-1234-5678, 400-820-8820, 010-12345678: a phone number written in groups is no count (3-5人)
// followed by an amount (its 5678). 100-20-10 and 4500-500 are sums.
const DASHED_PHONE = /(?:\d{3,4}-\d{3,4}-\d{4}|0\d{2,3}-\d{7,8})(?![\d-])/y;
// After 电话 or 手机, digits in groups of any shape, 7 or more in all (8888-6666, 138 1234 5678);
// with spaces only as a mobile's 3-4-4 (买手机 2999 100 is a price and another number).
const GROUPED_PHONE = /\d+(?:-\d+)+(?![\d-])|1\d{2} \d{4} \d{4}(?!\d)/y;
// iPhone 15, MacBook Pro 14, Mate 60, Model 3: a product's number said apart from its name is
// no price (written against it, iPhone15, it is skipped as any number glued to a word is). Names
// that are English words too (Model, Switch, Pro) only as the brand spells them.
const PRODUCT_LINE_BEFORE = /(?<![A-Za-z])(?:iphone|ipad|ipod|imac|macbook|airpods|galaxy|pixel|xbox|playstation|kindle|thinkpad)(?:\s+(?:pro|air|max|mini|ultra|plus))?\s+$/i;
// 手柄 199, controller 199: after a model number, words of its own and then the price
const PRICE_AFTER_WORDS = /^\s*[^\d\s.,，。；;、][^\d，,。；;]*?\d/;
const BRANDED_WORD_BEFORE = /(?<![A-Za-z])(?:Mate|Nova|Redmi|Model|Switch|Watch|Series|PS|Pro|Air|Max|Mini|Ultra|Plus)\s+$/;
// RTX 4090 显卡 12999, GTX 1060 显卡 800, Redmi Note 13 Pro 1999, 小米 14 手机壳 39: a Latin name
// spelled as models are (two capitals, RTX, ThinkPad; a digit; or two words), or a maker's
// Chinese name (also against its number: 小米14), before a number that the kind of product, and
// then the price, follow is the model's number. Only a kind of device, part or accessory says so:
// in KTV 300 打车 50 and Zara 399 买菜 50 each number is an item of its own; nor a word the ledger
// or the lexicon knows (gas 40 charger 25, Uniqlo 199 手机壳 39), nor a name (Tom 50 手机壳 39).
const LATIN_NAME_BEFORE = /(?<![A-Za-z0-9])((?:[A-Za-z][A-Za-z0-9+-]*\s+)+)$/;
const MODEL_SPELLING = /^(?:\S*[A-Z]\S*[A-Z]\S*|\S*\d\S*|\S+\s+\S+.*)$/;
const MAKER_BEFORE = /(?:小米|红米|华为|荣耀|一加|魅族|苹果|三星|索尼|联想|大疆|任天堂|真我|努比亚|诺基亚|摩托罗拉)\s*$/;
const PRODUCT_KIND_AFTER =
  /^\s*(?:的\s*)?[\u3400-\u9fff]{0,2}?(?:显卡|手机壳|保护壳|保护套|手机套|钢化膜|贴膜|手机膜|手柄|耳机|充电器|充电头|数据线|键盘|鼠标|显示器|主板|内存条?|硬盘|固态|电池|屏幕|主机|游戏机|手机|平板|电脑|笔记本|配件|支架|表带|镜头|处理器|散热器|壳|膜|(?:Pro|Max|Ultra|Plus|Mini|Air|SE|case|charger|controller|cable)(?![A-Za-z]))[^\d，,。；;]*?\d/i;
// 砍一刀 (Pinduoduo's "cut the price once"), 一刀纸 (a ream), 挨了两刀: 刀 after a bare 一 or 两,
// or after 砍, counts cuts, not dollars (5刀, 十刀, 五十刀 are dollars).
const CUTS_NOT_DOLLARS_BEFORE = /砍了?$/;
// Currency signs, written before the number or after it (¥35, 35¥, €120, 120€).
const SIGNS: readonly string[] = ['¥', '￥', '$', '€', '£'];
// HKD$200, SGD$20: a currency code right before $ names the currency; the $ is only the sign.
const CODE_BEFORE_DOLLAR = /(?<![A-Za-z0-9])([A-Za-z]{3})\s*\$$/;

/** Strip trailing zeros that arithmetic introduced (1.5 × 10000 = 15000.0 -> 15000). */
export function trimComputed(d: Decimal): Decimal {
  let { coef, exp } = d;
  while (exp < 0 && coef % 10n === 0n && coef !== 0n) {
    coef /= 10n;
    exp += 1;
  }
  if (coef === 0n) exp = 0;
  return new Decimal(coef, exp);
}

/** `base` times ten to `power` (1E-4 = 0.0001, 1e3 = 1000), refused when its decimal has more digits than an amount may. */
function scientific(base: Decimal, power: number, written: string): Decimal {
  const raised = Decimal.parse(`${base.toString()}E${power}`);
  // (1e3 as 1000, not with a positive exponent)
  const whole = raised.quantize(0);
  const value = whole.eq(raised) && raised.scale() === 0 ? whole : raised;
  if (value.toString().replace(/^0\./, '').replace('.', '').length > PRECISION) {
    throw Problem.unprocessable(`the number ${written} has too many digits: an amount has at most ${PRECISION} digits`, [{ path: '/text', message: `write the amount as a decimal of at most ${PRECISION} digits` }]);
  }
  return value;
}

function matchAt(re: RegExp, text: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(text);
}

function digitValue(ch: string): Decimal {
  return Decimal.fromInt(/\d/.test(ch) ? Number(ch) : CHINESE_DIGITS[ch]!);
}

const TEN = Decimal.fromInt(10);

// 八两肉, 一斤二两, 十两: 两 after a digit (or 十) is the weight (a tenth of a 斤), not the "two" it
// is at the start of a numeral or before 百, 千, 万 (两千, 一万两千): 买了八两肉 二十 was 82.
const LIANG_WEIGHT = /(?<=[一二三四五六七八九十])两(?![百千万亿])/;

/**
 * The numeral matched at a place, as far as it is a number: without the weight of 八两 and
 * without the 一 of a price per unit said against it (猪肉 二十八一斤: 28 per 斤, no 二十八一).
 */
function numeralSaid(numeral: string, text: string, end: number): string {
  const weight = LIANG_WEIGHT.exec(numeral);
  if (weight !== null && weight.index > 0) return numeral.slice(0, weight.index);
  if (numeral.length > 2 && numeral.endsWith('一') && parseChineseDecimal(numeral) === null && parseChineseDecimal(numeral.slice(0, -1)) !== null && COUNT_AFTER.test(text.slice(end, end + 8))) return numeral.slice(0, -1);
  return numeral;
}

/** A Chinese character that is no numeral: what a name ending in a numeral (张三) starts with. */
const WORD_BEFORE_NUMERAL = /^[\u4e00-\u9fff]$/u;
function isChineseWordChar(ch: string): boolean {
  return WORD_BEFORE_NUMERAL.test(ch) && !CHINESE_NUMERAL_CHARS.includes(ch);
}

function isNumeralChar(ch: string | undefined): boolean {
  return ch !== undefined && (/[\d.,]/.test(ch) || CHINESE_NUMERAL_CHARS.includes(ch) || ch === '点');
}

/** A currency written right after `pos`: a word from CURRENCY_SUFFIXES or a known code. */
function currencyAfter(text: string, pos: number, codes: ReadonlySet<string>): { end: number; currency: string | null; word: string } | null {
  let p = pos;
  while (text[p] === ' ') p++;
  for (const [word, currency] of CURRENCY_SUFFIXES) {
    // (蚊 is a mosquito in 蚊香, 蚊帐, 蚊子)
    // (蚊帐 written 蚊帳 is read 蚊账)
    if (text.startsWith(word, p) && !(word === '蚊' && /^[香帐账子虫]/.test(text.slice(p + 1)))) return { end: p + word.length, currency, word };
  }
  const code = matchAt(CODE, text, pos);
  if (code) {
    const upper = code[1]!.toUpperCase();
    if (codes.has(code[1]!) || BUILTIN_CURRENCY_CODES.includes(upper)) return { end: pos + code[0].length, currency: codes.has(code[1]!) ? code[1]! : upper, word: code[1]! };
  }
  // 10 股 AAPL, 10 shares of AAPL: shares of a commodity the ledger has, as 10 AAPL is
  const shares = matchAt(SHARES_OF, text, pos);
  if (shares && codes.has(shares[1]!) && !BUILTIN_CURRENCY_CODES.includes(shares[1]!.toUpperCase())) return { end: pos + shares[0].length, currency: shares[1]!, word: shares[1]! };
  const english = WEIGHT_AFTER.test(text.slice(p)) ? null : matchAt(ENGLISH_CURRENCY, text, p);
  if (english) return { end: p + english[0].length, currency: ENGLISH_CURRENCY_OF.get(english[1]!.toLowerCase().replace(/\s+/g, ' '))!, word: english[1]! };
  return null;
}

/** The code of HKD$200: one the ledger knows, a built-in one, or a dollar's (A$ is AUD, so AUD$ is too). */
function isDollarCode(code: string, codes: ReadonlySet<string>): boolean {
  const upper = code.toUpperCase();
  return codes.has(code) || BUILTIN_CURRENCY_CODES.includes(upper) || CURRENCY_PREFIXES.some(([word, currency]) => word.endsWith('$') && currency === upper);
}

function currencyBefore(text: string, pos: number, codes: ReadonlySet<string>): { start: number; currency: string | null } | null {
  let p = pos;
  while (p > 0 && text[p - 1] === ' ') p--;
  const before = text.slice(Math.max(0, p - 24), p);
  const coded = CODE_BEFORE_DOLLAR.exec(before);
  if (coded && isDollarCode(coded[1]!, codes)) return { start: p - coded[0].length, currency: codes.has(coded[1]!) ? coded[1]! : coded[1]!.toUpperCase() };
  for (const [word, currency] of CURRENCY_PREFIXES) {
    if (before.endsWith(word)) return { start: p - word.length, currency };
  }
  const code = /([A-Za-z][A-Za-z0-9'._-]{1,23})$/.exec(before);
  if (code && (codes.has(code[1]!) || BUILTIN_CURRENCY_CODES.includes(code[1]!.toUpperCase()))) {
    const startCode = p - code[1]!.length;
    if (startCode === 0 || !/[A-Za-z0-9]/.test(text[startCode - 1]!)) return { start: startCode, currency: codes.has(code[1]!) ? code[1]! : code[1]!.toUpperCase() };
  }
  return null;
}

// 早饭八，午饭三十二, 早饭七, 手续费 一: a numeral of one character is an amount where an amount
// stands, right after the words of an item (a word the ledger or the lexicon knows, masked out of
// the text scanned, or a fee) and before a separator or the end. Elsewhere it is a word or part of
// one (八达通, 八宝粥, 张三, 统一), and 初八, 八号, 八点 and 八折 are a day, a time, a discount.
const ITEM_WORD_BEFORE = /(?:\uE000|费)\s*$/;
function oneNumeralAmount(text: string, i: number, end: number, sentence: string): boolean {
  if (!SEPARATOR_OR_END.test(text.slice(end)) || !ITEM_WORD_BEFORE.test(text.slice(0, i))) return false;
  // the mask of a word, not of a date (dates are masked out of the sentence as said too)
  let p = i - 1;
  while (p > 0 && /\s/.test(text[p]!)) p--;
  return sentence.length === text.length && sentence[p] !== '\uE000';
}

/**
 * 2块一个, 5毛一个, 340元一斤: a digit written against a measure word after the money is the count of
 * what the price is for, never its 角 or 分 (2块一个 was 2.1, 5毛一个 0.51).
 */
function countsPieces(text: string, pos: number): boolean {
  return /^[^\s]/.test(text.slice(pos)) && COUNT_AFTER.test(text.slice(pos, pos + 8));
}

/** 2 movie tickets 45 each, 3 coffee 96: a small whole number counting the words after it, another number being the money. */
function countsEnglishPhrase(said: string, i: number, end: number): boolean {
  const number = said.slice(i, end).trim();
  if (!/^\d{1,2}$/.test(number) || /[\d.,$¥£€]\s*$/.test(said.slice(0, i))) return false;
  const rest = said.slice(end);
  const otherNumber = /\d/.test(said.slice(0, i)) || /\d/.test(rest);
  if (otherNumber && ENGLISH_COUNTED_PHRASE.test(rest)) return true;
  return /^\d$/.test(number) && /^\s*$/.test(said.slice(0, i)) && ENGLISH_COUNT_FIRST.test(rest);
}

/** What follows a number does not make it a count, a day, a time, a decimal or an amount of its own (5个, 5号, 5 点, 5 元). */
function endsAlone(text: string, pos: number, codes: ReadonlySet<string>): boolean {
  return !COUNT_AFTER.test(text.slice(pos, pos + 8)) && !/^\s*[\d.,:：A-Za-z]/.test(text.slice(pos)) && currencyAfter(text, pos, codes) === null && matchAt(SUB_UNIT, text, pos) === null;
}

/**
 * 房租 4，500 and 买菜 ２，５００: digits joined by a full-width comma are one number when no
 * words of their own follow before the next separator (a money unit or a wallet may), or none
 * come before them in their clause (4，500 房租); in 早餐 8，午饭 32 and 早餐8，100块的鞋 the
 * comma separates items (null). `thousands` is the number when the comma groups thousands; in
 * 午饭 1，2345 it does not (null), and the caller refuses it as it does 1,2345.
 */
function fullWidthCommaNumber(text: string, i: number, codes: ReadonlySet<string>, sentence: string): { joined: string; thousands: RegExpExecArray | null } | null {
  const joined = matchAt(FULL_WIDTH_JOINED, text, i);
  if (joined === null) return null;
  const m = matchAt(FULL_WIDTH_THOUSANDS, text, i);
  const thousands = m !== null && m[0].replace(/\.\d+$/, '') === joined[0] ? m : null;
  const numberEnd = i + (thousands ?? joined)[0].length;
  const end = currencyAfter(text, numberEnd, codes)?.end ?? numberEnd;
  // the words as said (the text scanned has the names of wallets and categories masked out)
  const said = sentence.length === text.length ? sentence : text;
  const rest = said.slice(end);
  const after = rest.slice(0, rest.search(/[，,、；;。！!？?\n]|$/));
  const start = currencyBefore(said, i, codes)?.start ?? i;
  const before = said.slice(0, start).split(/[，,、；;。！!？?\n]/).at(-1)!;
  // 3，4个: a count, no amount (as 3,4个)
  if (thousands === null && COUNT_AFTER.test(text.slice(numberEnd, numberEnd + 8))) return null;
  return walletsOnly(after) || /^[\s\uE000]*$/.test(before) ? { joined: joined[0], thousands } : null;
}

/**
 * Whether the text is wallet words, 用/的/付, spaces and masked dates only: read as the places a run of
 * them reaches, each once. A pattern of the words tried every way of reading the run, and 信用卡 is both
 * a term and a card word (招商银行卡 both 招商银行 + 卡 and 招商 + 银行卡): 信用卡 28 times before a 里
 * held the service for every user for minutes (security QA).
 */
function walletsOnly(text: string): boolean {
  const reached = new Uint8Array(text.length + 1);
  reached[0] = 1;
  for (let i = 0; i < text.length; i++) {
    if (reached[i] === 0) continue;
    if (WALLET_FILLER.test(text[i]!)) reached[i + 1] = 1;
    for (const n of WALLET_WORD_LENGTHS) if (i + n <= text.length && WALLET_WORDS.has(text.slice(i, i + n))) reached[i + n] = 1;
  }
  return reached[text.length] === 1;
}

/**
 * Every amount in `text`, in order. `codes` are the commodities the ledger knows (matched
 * case-sensitively, as Beancount spells them); ISO codes in BUILTIN_CURRENCY_CODES match in any case.
 */
/** `longNumber`: also read a bare number of 8 digits or more (买房 12000000), usually a phone number or an id, unless it has a mobile number's shape. */
export function findAmounts(text: string, codes: ReadonlySet<string> = new Set(), options: { gluedToWord?: boolean; longNumber?: boolean; sentence?: string } = {}): AmountMention[] {
  // the words of the sentence before names were masked out of `text` (酒店 of a stay)
  const stay = STAY.test(options.sentence ?? text);
  const found: AmountMention[] = [];
  let i = 0;
  while (i < text.length) {
    const mention = readAmount(text, i, codes, options.gluedToWord ?? false, found.at(-1)?.end ?? 0, stay, options.sentence ?? text, options.longNumber ?? false);
    if (mention === 'skip' || mention === null) {
      i++;
      continue;
    }
    if ('skipTo' in mention) {
      i = mention.skipTo;
      continue;
    }
    found.push(mention);
    i = mention.end;
  }
  return found;
}

/** `gluedToWord`: also read numbers written against a Latin word (uber35), which are usually model names (iPhone15). */
/** `taken`: where the amount before ends; a currency word before it was that amount's (1000 美元 7200 人民币). */
function readAmount(text: string, i: number, codes: ReadonlySet<string>, gluedToWord: boolean, taken = 0, stay = false, sentence = text, longNumber = false): AmountMention | { skipTo: number } | 'skip' | null {
  const prev = text[i - 1];
  const fullWidth = fullWidthCommaNumber(text, i, codes, sentence);
  const arabic = fullWidth?.thousands ?? matchAt(ARABIC, text, i);
  // Digits right after one Chinese numeral that ends a word (张三500, 李四200) start the amount:
  // the numeral is part of the name. Otherwise a number inside another is no number of its own.
  const afterName = arabic !== null && prev !== undefined && CHINESE_NUMERAL_CHARS.includes(prev) && isChineseWordChar(text[i - 2] ?? '');
  if (isNumeralChar(prev) && !afterName && !(prev === '.' && !/\d/.test(text[i - 2] ?? ''))) return 'skip';
  let numberEnd: number;
  let base: Decimal;
  let chinese = false;
  // 15点5 = 15.5, 点 said for the point between digits (2点15, a time, is masked out by then)
  const spokenPoint = arabic !== null && fullWidth === null && /^\d+$/.test(arabic[0]) ? matchAt(SPOKEN_POINT, text, i + arabic[0].length) : null;
  // (not 1,000e3 nor 4，500e3: a plain number before the exponent)
  const exponentSaid = arabic !== null && fullWidth === null && spokenPoint === null && !arabic[0].includes(',') ? matchAt(EXPONENT, text, i + arabic[0].length) : null;
  const exponent = exponentSaid !== null && (/^[-+−]/.test(exponentSaid[1]!) || arabic![0].includes('.')) ? exponentSaid : null;
  if (arabic) {
    base = Decimal.parse(spokenPoint ? `${arabic[0]}.${spokenPoint[1]!}` : arabic[0].replace(/，/g, ','));
    numberEnd = i + arabic[0].length + (spokenPoint?.[0].length ?? 0);
    if (exponent !== null) {
      base = scientific(base, Number(exponent[1]!.replace('−', '-')), text.slice(i, numberEnd + exponent[0].length));
      numberEnd += exponent[0].length;
    }
  } else {
    const matched = matchAt(CHINESE, text, i);
    if (!matched) return null;
    const cn = [numeralSaid(matched[0], text, i + matched[0].length)] as const;
    // 三 of 张三500: a name's last character, not an amount (the digits after it are)
    if (cn[0].length === 1 && /\d/.test(text[i + 1] ?? '') && isChineseWordChar(prev ?? '')) return { skipTo: i + 1 };
    const value = parseChineseDecimal(cn[0]);
    if (value === null) return { skipTo: i + cn[0].length };
    base = value;
    numberEnd = i + cn[0].length;
    chinese = true;
    // 三十5, 十5块: a digit after a numeral ending in 十 is its ones (the two ways of writing mixed)
    const ones = /^[1-9](?![\d.])/.exec(text.slice(numberEnd, numberEnd + 2));
    if (cn[0].endsWith('十') && ones !== null) {
      base = base.add(Decimal.fromInt(Number(ones[0])));
      numberEnd += 1;
    }
  }
  const isTime = (prev === ':' || prev === '：') && /\d/.test(text[i - 2] ?? ''); // the 30 of 8:30
  const before = text.slice(Math.max(0, i - 9), i);
  const grouped = PHONE_BEFORE.test(before) || ID_BEFORE.test(before) ? matchAt(GROUPED_PHONE, text, i) : null;
  const phone = matchAt(DASHED_PHONE, text, i) ?? (grouped !== null && grouped[0].replace(/\D/g, '').length >= 7 ? grouped : null);
  if (phone !== null) return { skipTo: i + phone[0].length };
  const isId = isTime || (ID_BEFORE.test(before) && !MONEY_AFTER.test(text.slice(numberEnd))) || (PHONE_BEFORE.test(before) && arabic !== null && PHONE_NUMBER.test(arabic[0]));
  const latinBefore = !gluedToWord && prev !== undefined && /[A-Za-z]/.test(prev) && !currencyBefore(text, i, codes);
  if (isId || latinBefore) return { skipTo: numberEnd };
  // (QA: 12345678901234567890123456789.55 元 was rounded to ...790 without a word, where POST
  // /bean/transactions refuses a number of more than 28 significant digits)
  const digits = arabic === null ? 0 : arabic[0].replace(/\D/g, '').replace(/^0+/, '').length + (spokenPoint?.[1]!.length ?? 0);
  if (digits > PRECISION) {
    const written = text.slice(i, numberEnd);
    throw Problem.unprocessable(`the number ${written} has too many digits: an amount has at most ${PRECISION} significant digits`, [{ path: '/text', message: `write the amount with at most ${PRECISION} significant digits` }]);
  }
  // 午饭 1,2345: a comma that groups no thousands. Only 1,234 was read and the 5 dropped silently.
  // 1,2345 may be grouped by 万 (12345) and 12,34 have a decimal comma (12.34); a wrong guess is
  // off a hundredfold, so the sentence is refused, as a statement's money cell with such a comma is
  // (parseMoney in importers/csv/cells.ts). 3,4个 is a count, no amount.
  const joined = arabic !== null ? matchAt(COMMA_JOINED, text, i) : null;
  if (joined !== null && joined[0].length > arabic![0].replace(/\.\d*$/, '').length) {
    if (COUNT_AFTER.test(text.slice(i + joined[0].length, i + joined[0].length + 8))) return { skipTo: i + joined[0].length };
    // (12,50: the hint "without the comma (1250)" booked a hundred times the money; the decimal first)
    const decimal = /^\d+,\d{1,2}$/.test(joined[0]) ? joined[0].replace(',', '.') : null;
    const hint = decimal !== null ? `write the amount with a decimal point (${decimal}), or without the comma (${joined[0].replace(/,/g, '')}) if it groups thousands` : `write the amount without the comma (${joined[0].replace(/,/g, '')}) or with a decimal point`;
    throw Problem.unprocessable(`the comma in ${joined[0]} does not group thousands (1,234 or 12,345)`, [{ path: '/text', message: hint }]);
  }
  // 午饭 1，2345 with the IME's comma, where it would join one number: refused the same way (it
  // was read as two items, 1 and 2345, and booked in full). With words of their own after each
  // number (早餐 8，午饭 32) the comma separates items and fullWidth is null.
  if (fullWidth !== null && fullWidth.thousands === null) {
    throw Problem.unprocessable(`the comma in ${fullWidth.joined} does not group thousands (4，500 or 12，345)`, [{ path: '/text', message: `write the amount without the comma (${fullWidth.joined.replace(/，/g, '')}), or give each item its own words (早餐 8，午饭 32)` }]);
  }

  let value = base;
  let end = numberEnd;
  let computed = false;
  const multiplier = notAMultiplier(text, end) ? null : matchAt(MULTIPLIER, text, end);
  if (multiplier && !chinese) {
    let unit = BigInt(MULTIPLIER_VALUE[multiplier[1]!]!);
    value = value.mul(new Decimal(unit, 0));
    end += multiplier[0].length;
    computed = true;
    for (let tail = matchAt(MULTIPLIER_TAIL, text, end); tail && !arabic![0].includes('.') && !spokenPoint; tail = matchAt(MULTIPLIER_TAIL, text, end)) {
      const tailUnit = tail[2] ? TAIL_UNIT[tail[2]]! : unit / 10n;
      if (tailUnit >= unit || tailUnit < 1n) break;
      value = value.add(new Decimal(BigInt(tail[1]!) * tailUnit, 0));
      end += tail[0].length;
      unit = tailUnit;
      if (!tail[2]) break;
    }
  }
  let multiplied = false;
  const count = arabic !== null && /^\d{1,3}$/.test(arabic[0]);
  const timesFactor = () => {
    const factor = multiplied ? null : (matchAt(FACTOR, text, end) ?? (count && !computed ? matchAt(PRICE_FACTOR, text, end) : null));
    if (!factor || factor[1] === '0') return;
    value = value.mul(Decimal.parse(factor[1]!));
    end += factor[0].length;
    computed = true;
    multiplied = true;
  };
  timesFactor();
  // 30+5, lunch 30 + 5 tip: numbers joined by a plus are one amount, their sum (one of them was
  // booked and the other dropped, warned as two numbers in one clause)
  if (arabic !== null && !chinese) {
    for (let sum = matchAt(SUM, text, end); sum !== null; sum = matchAt(SUM, text, end)) {
      value = value.add(Decimal.parse(sum[1]!));
      end += sum[0].length;
      computed = true;
    }
  }
  // dinner 400 plus 10% tip, 午饭 200 加 10% 服务费: the tip said as a rate of the amount is part of it
  // (the rate was read as a count and the tip dropped silently); to the cent, half-even
  const tip = arabic !== null ? matchAt(TIP_RATE, text, end) : null;
  if (tip !== null) {
    value = value.add(value.mul(Decimal.parse(tip[1]!)).div(HUNDRED).quantize(-2));
    end += tip[0].length;
    computed = true;
  }
  // dinner 64.20 $12 tip: the bill was dropped for the tip's dollar sign (or booked as a second
  // item with no category), when the tip is part of what was paid
  const tipAmount = arabic !== null && !chinese && tip === null ? matchAt(TIP_AMOUNT, text, end) : null;
  if (tipAmount !== null) {
    value = value.add(Decimal.parse(tipAmount[1] ?? tipAmount[2]!));
    end += tipAmount[0].length;
    computed = true;
  }
  let currency: string | null = null;
  let hasUnit = false;
  // a currency word before the number, unless it was the amount before's (1000 美元 7200 人民币)
  const unitBefore = currencyBefore(text, i, codes);
  const prefix = unitBefore !== null && unitBefore.start >= taken ? unitBefore : null;
  // 质押奖励 0.5个ETH: 个 counts the coins of the code after it (it was a count, and no amount found)
  const counted = matchAt(COINS_COUNTED, text, end);
  const coinAfter = counted !== null ? currencyAfter(text, end + counted[0].length, codes) : null;
  const after = coinAfter !== null && coinAfter.currency !== null && codes.has(coinAfter.currency) && !isMoneyCode(coinAfter.currency) ? coinAfter : currencyAfter(text, end, codes);
  // USD 50 HKD 100, 美元 50 人民币 360: with a currency before this number, one after it that the
  // next number follows is that number's, written before it too
  // (and a sign that a number follows is that one's: 30 $5 is 30 and 5 US dollars)
  const suffix = after !== null && (prefix !== null || SIGNS.includes(after.word)) && /^\s*\d/.test(text.slice(after.end)) ? null : after;
  const cents = suffix ? null : matchAt(SUB_UNIT, text, end);
  // 考了100分: a score; cents are said below ten (五分, 3分钱 and 50分钱 with 钱)
  // (违章 扣了6分 罚款200, 记6分, 考了8分: points, after a word of scoring; 0.06 was booked besides the fine)
  const subUnit = cents !== null && cents[1] === '分' && (value.gte(TEN) || POINTS_BEFORE.test(text.slice(Math.max(0, i - 4), i))) ? null : cents;
  // 一块蛋糕, 两块肥皂: 块 counts pieces there, it is not money.
  if (suffix?.word === '块' && chinese && /^[一两]$/.test(text.slice(i, numberEnd)) && ((/^[\u4e00-\u9fff\uE000]/.test(text[suffix.end] ?? '') && !/^[钱毛角分半零一二两三四五六七八九买付花打吃喝给的了]/.test(text[suffix.end]!)) || /^\s*\d\d/.test(text.slice(suffix.end)))) {
    return { skipTo: suffix.end };
  }
  if (suffix?.word === '刀' && ((chinese && /^[一两]$/.test(text.slice(i, numberEnd))) || CUTS_NOT_DOLLARS_BEFORE.test(text.slice(0, i)))) {
    return { skipTo: suffix.end };
  }
  if (suffix) {
    currency = suffix.currency;
    hasUnit = true;
    end = suffix.end;
    // (一块钱零五分, 一块钱五毛: after 块钱 only a digit with its own unit joins; 一块钱零五分 was 1)
    const withQian = suffix.word === '块钱' || suffix.word === '元钱';
    if (suffix.word === '块' || suffix.word === '元' || suffix.word === '蚊' || withQian) {
      // 十二块五 = 12.5, 一块二毛五 = 1.25, 两块半 = 2.5
      if (text[end] === '半' && !withQian) {
        value = value.add(Decimal.parse('0.5'));
        end += 1;
        computed = true;
      } else {
        // 25 块 5 = 25.5 too, but a digit set apart by a space joins only when it has a sub-unit
        // (25块 5毛) or ends there: in 25块 5个, 25块 5号, 25 块 5 点吃的 it is a count, a day, a time.
        const gap = /^ */.exec(text.slice(end))![0].length;
        const joins = (digitEnd: number) => gap === 0 || (SEPARATOR_OR_END.test(text.slice(digitEnd)) && endsAlone(text, digitEnd, codes));
        const zeroCents = matchAt(ZERO_CENTS, text, end + gap);
        // 十块零五毛 = 10.5, and 十块零五 = 10.05: 零 then a digit without a unit are the cents, as
        // 1块05 is (一块零五 was read 1, its 五 dropped without a word)
        const zero = text[end + gap] === '零' ? 1 : 0;
        const jiao = matchAt(SINGLE_DIGIT, text, end + gap + zero);
        const jiaoEnd = jiao ? end + gap + zero + jiao[0].length : 0;
        const afterJiao = jiao ? matchAt(SUB_UNIT, text, jiaoEnd) : null;
        if (zeroCents && !withQian && endsAlone(text, end + gap + zeroCents[0].length, codes) && joins(end + gap + zeroCents[0].length)) {
          value = value.add(digitValue(zeroCents[1]!).mul(Decimal.parse('0.01')));
          end += gap + zeroCents[0].length;
          computed = true;
        } else if (jiao && (afterJiao || (!withQian && joins(jiaoEnd) && !countsPieces(text, jiaoEnd)))) {
          end += gap + zero;
          const unitName = afterJiao?.[1]?.[0] ?? (zero === 1 ? '分' : undefined);
          if (unitName === undefined || unitName === '毛' || unitName === '角' || unitName === '毫') {
            value = value.add(digitValue(jiao[1]!).mul(Decimal.parse('0.1')));
            end += jiao[0].length + (afterJiao ? afterJiao[0].length : 0);
            computed = true;
            const fen = matchAt(SINGLE_DIGIT, text, end);
            const fenUnit = fen ? matchAt(FEN, text, end + fen[0].length) : null;
            if (afterJiao && fen && (fenUnit || !countsPieces(text, end + fen[0].length))) {
              value = value.add(digitValue(fen[1]!).mul(Decimal.parse('0.01')));
              end += fen[0].length + (fenUnit ? fenUnit[0].length : 0);
            }
          } else if (unitName === '分') {
            value = value.add(digitValue(jiao[1]!).mul(Decimal.parse('0.01')));
            end += jiao[0].length + (afterJiao?.[0].length ?? 0);
            computed = true;
          }
        }
      }
    }
  } else if (subUnit) {
    // 五毛 = 0.5, 3毛5 = 0.35, 8分 = 0.08
    hasUnit = true;
    const scale = subUnit[1]!.startsWith('分') ? '0.01' : '0.1';
    value = value.mul(Decimal.parse(scale));
    end += subUnit[0].length;
    computed = true;
    if (scale === '0.1') {
      const fen = matchAt(SINGLE_DIGIT, text, end);
      const fenUnit = fen ? matchAt(FEN, text, end + fen[0].length) : null;
      if (fen && (fenUnit || !countsPieces(text, end + fen[0].length))) {
        value = value.add(digitValue(fen[1]!).mul(Decimal.parse('0.01')));
        end += fen[0].length + (fenUnit ? fenUnit[0].length : 0);
      }
    }
  }
  // 35元人民币, 三十五块人民币, 3块5 RMB: 元 and 块 said as 人民币 are CNY (not the currency of the
  // wallet named), as 35 人民币 is; not a 人民币 that the next number follows (35元 人民币100).
  // So does any other currency named after them (1200块日元, 1200 块 JPY: 1200 JPY; it was CNY),
  // by a word of two letters or more (35块 刀削面, 35块 欧尚 name no dollar or euro).
  if (currency === null && hasUnit) {
    const rmb = matchAt(RMB_AFTER, text, end);
    const named = rmb === null ? currencyAfter(text, end, codes) : null;
    const other = named !== null && named.currency !== null && named.word.length >= 2 ? named : null;
    const wordEnd = rmb !== null ? end + rmb[0].length : other?.end ?? null;
    if (wordEnd !== null && !/^\s*\d/.test(text.slice(wordEnd))) {
      currency = other?.currency ?? CHINESE_CURRENCY;
      end = wordEnd;
    }
  }
  timesFactor();
  let start = i;
  if (prefix) {
    start = prefix.start;
    if (!suffix || suffix.currency === null) currency = prefix.currency ?? currency;
    hasUnit = true;
  }
  if (!hasUnit) {
    const after = text.slice(end, end + 8); // room for the lookaheads (分12期)
    if (COUNT_AFTER.test(after) && (stay || !MEAL_AFTER.test(text.slice(end)))) return { skipTo: end };
    const wordsAfter = (sentence.length === text.length ? sentence : text).slice(end);
    if (ENGLISH_COUNT_AFTER.test(wordsAfter) || (text.slice(i, end).trim() === '1' && ENGLISH_ONE_AFTER.test(wordsAfter) && ENGLISH_ONE_BEFORE.test(text.slice(0, i)))) return { skipTo: end };
    if (countsEnglishPhrase(sentence.length === text.length ? sentence : text, i, end)) return { skipTo: end };
    if (WEIGHT_AFTER.test(text.slice(end))) return { skipTo: end };
    if (chinese && [...text.slice(i, numberEnd)].length < 2 && !oneNumeralAmount(text, i, end, sentence)) return { skipTo: end }; // 一, 三: words, not amounts
    if (!chinese && arabic && /^\d{8,}$/.test(arabic[0]) && !(longNumber && !MOBILE_NUMBER.test(arabic[0]))) return { skipTo: end }; // phone numbers, order ids
    if (/[A-Za-z]/.test(text[end] ?? '') && !multiplier) return { skipTo: end }; // 5G, A4, 3D
    // with no other number the glued-to-word pass still reads it (买了 iPhone 15 招行 is 15)
    const said = (sentence.length === text.length ? sentence : text).slice(0, i);
    // (Xbox 360 手柄 199: three digits only when words and another number follow, the price)
    const saidAfter = (sentence.length === text.length ? sentence : text).slice(end);
    const modelDigits = /^\d{1,2}$/.test(arabic?.[0] ?? '') || (/^\d{3}$/.test(arabic?.[0] ?? '') && PRICE_AFTER_WORDS.test(saidAfter));
    if (!gluedToWord && !computed && arabic && !spokenPoint && modelDigits && (PRODUCT_LINE_BEFORE.test(said) || BRANDED_WORD_BEFORE.test(said))) return { skipTo: end };
    const productNumber = /^\d{1,4}$/.test(arabic?.[0] ?? '') && PRODUCT_KIND_AFTER.test(saidAfter);
    const modelName = LATIN_NAME_BEFORE.exec(text.slice(0, i))?.[1]?.trim();
    if (!gluedToWord && !computed && !spokenPoint && productNumber && ((modelName !== undefined && MODEL_SPELLING.test(modelName)) || MAKER_BEFORE.test(said))) return { skipTo: end };
  }
  if (value.isZero() && !hasUnit) return { skipTo: end };
  const said = text.slice(start, end);
  const yenSign = currency === null && YEN_SIGNS.some((sign) => said.includes(sign)) && !/[元块圆毛角分]|yuan|kuai/i.test(said);
  // $5, 5 dollars, 5 bucks, 5刀: the dollar of where one is (see dollarCurrency); US$5, 5 USD, 5 US dollars, 5 美刀 are US dollars
  // (刀 is what Chinese students in Australia, Canada or New Zealand call the local dollar: 67.4 刀 CommBank was refused as USD)
  const dollarSign = currency === 'USD' && !/USD|US\s*dollar|美元|美金|美刀/i.test(said) && (said.startsWith('$') || said.endsWith('$') || said.endsWith('刀') || /\b(?:dollars?|bucks?)\b/i.test(said));
  const cantonese = currency === null && /[蚊毫]/.test(said);
  return { start, end, number: computed ? trimComputed(value) : value, currency, hasUnit, chineseBare: chinese && !hasUnit, ...(yenSign ? { yenSign } : {}), ...(dollarSign ? { dollarSign } : {}), ...(cantonese ? { cantonese } : {}) };
}
