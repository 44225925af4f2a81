// A small built-in table guessing a counter-account from words in the payee or description.
// A rule only applies when the user has an open account that one of its hints names: by the last
// part of its name, or by an alias equal to the hint. The words are Simplified; a text in
// Traditional characters (轉賬, 手續費, 電費) is compared in its Simplified form.
import type { RootNames } from './ledger-index.ts';
import { toSimplified } from '../text/traditional-chinese.ts';

export interface KeywordRule {
  /** Chinese words anywhere in the text; Latin ones as whole words, also in the plural */
  readonly words: readonly string[];
  /** 'expenses' for money out, 'income' for money in, 'both' for either */
  readonly side: 'expenses' | 'income' | 'both';
  /** where the hinted accounts are when not under the side's root: cash taken from an ATM is the user's own money */
  readonly under?: 'assets';
  /** account-name words to look for, best first (case-insensitive) */
  readonly hints: readonly string[];
  /**
   * the words are a bookkeeping app's categories (交通, 购物), said only by a category that is one
   * of them as a whole: in a description they name other things (交通银行 is a bank)
   */
  readonly category?: true;
  /**
   * words of an account's name (any part, whole words; other scripts anywhere) that make it no
   * place for the rule, though a hint names it: Income:TaxRefund ends in `Refund`, and a shop's
   * refund is no tax paid back
   */
  readonly notNaming?: readonly string[];
}

const ELECTRICITY = ['Electricity', 'Electric', 'Power', '电费', 'Utilities', '水电'];
const TRANSPORT = ['Transport', 'Transportation', 'Transit', 'Traffic', 'Travel', '交通'];
const TAX = ['tax', 'taxes', 'vat', '税'];

/**
 * In table order: the first rule whose words the text says and whose hints name an account decides. More specific words first (a withdrawal's fee is a fee).
 * German and Dutch words too, as their banks' exports say them (Gehalt, Miete, Entgelt; Salaris, Huur; not Kosten, which names any cost).
 */
export const KEYWORD_RULES: readonly KeywordRule[] = [
  // 物业管理费 is the building's, not a bank's 管理费
  { words: ['物业'], side: 'expenses', hints: ['PropertyFee', 'PropertyFees', 'Property', 'HOA', '物业', 'Housing', '住房'] },
  { words: ['手续费', '年费', '服务费', '工本费', '短信费', '管理费', '滞纳金', 'fee', 'service charge', 'commission', 'gebühr', 'gebühren', 'entgelt', 'kontoführung'], side: 'expenses', hints: ['Fees', 'Fee', 'BankFees', 'Charges', '手续费'] },
  { words: ['利息', '结息', 'interest', 'finance charge'], side: 'both', hints: ['Interest', 'InterestIncome', 'InterestExpense', '利息'] },
  { words: ['分红', '股息', 'dividend'], side: 'income', hints: ['Dividends', 'Dividend', '分红', '股息'] },
  { words: ['capital gain'], side: 'income', hints: ['CapitalGains', 'CapitalGain', 'CapGains', 'CapitalGainsDistributions'] },
  { words: ['收益'], side: 'income', hints: ['Yield', 'Returns', 'Interest', 'Investment', '收益', '利息'] },
  { words: ['奖金', '年终奖', 'bonus'], side: 'income', hints: ['Bonus', '奖金', 'Salary', 'Salaries', 'Wage', 'Payroll', '工资'] },
  { words: ['工资', '薪资', '薪水', '薪金', 'salary', 'payroll', 'wage', 'paycheck', 'gehalt', 'lohn', 'salaris'], side: 'income', hints: ['Salary', 'Salaries', 'Wage', 'Payroll', 'Paycheck', '工资', '薪资'] },
  { words: ['红包', '压岁钱', 'red packet', 'red envelope', 'hongbao'], side: 'both', hints: ['RedPacket', 'RedPackets', 'RedEnvelope', 'Hongbao', '红包', 'Gifts', 'Gift', '礼金', '礼物'] },
  // tax paid back (退税, the airport's VAT refund) before any other refund, which is no tax (QA of
  // session 51: a shop's 退款 on the card went to Income:TaxRefund); Premier's `TAX FREE REFUND` too
  { words: ['退税', 'tax refund', 'vat refund', 'tax-free refund', 'tax free refund'], side: 'income', hints: ['TaxRefund', 'TaxRefunds', 'TaxReturn', '退税'] },
  { words: ['退款', '退货', 'refund'], side: 'both', hints: ['Refunds', 'Refund', '退款'], notNaming: TAX },
  // cash from an ATM or over the counter moves to the user's cash account; a deposit comes from it
  // 提款: Hong Kong's and Taiwan's word (ATM提款)
  { words: ['ATM取款', '取现', '取款', '提款', '现金支取', '支取现金', 'ATM withdrawal', 'cash withdrawal', 'bargeldauszahlung', 'geldautomat', 'geldopname'], side: 'expenses', under: 'assets', hints: ['Cash', '现金'] },
  { words: ['存现', '现金存入', '现金存款', '存入现金', 'ATM存款', 'cash deposit'], side: 'income', under: 'assets', hints: ['Cash', '现金'] },
  { words: ['房租', '租金', '租房', 'rent', 'miete', 'huur'], side: 'both', hints: ['Rent', 'Rental', 'Rents', '房租', '租金', 'Housing', '住房'] },
  { words: ['电费', '国家电网', '南方电网', 'electricity', 'electric bill', 'power bill'], side: 'expenses', hints: ELECTRICITY },
  { words: ['水费', '自来水', 'water bill'], side: 'expenses', hints: ['Water', '水费', 'Utilities', '水电'] },
  // no `Gas` hint: it names a car's fuel as often as the stove's
  { words: ['燃气', '煤气', '天然气', 'gas bill'], side: 'expenses', hints: ['NaturalGas', '燃气', 'Utilities', '水电'] },
  { words: ['暖气', '供暖', '取暖费', 'heating'], side: 'expenses', hints: ['Heating', '暖气', 'Utilities'] },
  { words: ['宽带', '网费', 'broadband', 'internet bill'], side: 'expenses', hints: ['Internet', 'Broadband', '网费', 'Utilities'] },
  { words: ['话费', '手机充值', '中国移动', '中国联通', '中国电信', 'mobile', 'phone bill'], side: 'expenses', hints: ['Phone', 'Mobile', 'Telecom', 'Cellphone', '通讯', '话费', 'Utilities'] },
  // a shared bike is no taxi, though its app says 出行 (哈啰出行) or sells meals (美团单车)
  { words: ['单车'], side: 'expenses', hints: ['Bike', 'Bikes', 'Bicycle', 'Cycling', ...TRANSPORT] },
  // not 出行 alone: Alipay's 交通出行 is every ride (a bus, the metro, a bike)
  { words: ['滴滴', '打车', '出租车', '快车', '专车', '网约车', '曹操出行', 'T3出行', 'uber', 'lyft', 'taxi', 'didi'], side: 'expenses', hints: ['Taxi', 'Cab', 'RideHailing', '打车', ...TRANSPORT] },
  { words: ['地铁', '公交', '铁路', '12306', 'metro', 'subway'], side: 'expenses', hints: ['Metro', 'Subway', 'PublicTransport', ...TRANSPORT] },
  { words: ['加油', '中石化', '中石油', 'petrol', 'fuel'], side: 'expenses', hints: ['Fuel', 'Gasoline', 'Petrol', '加油', '油费'] },
  { words: ['停车', 'parking'], side: 'expenses', hints: ['Parking', '停车'] },
  { words: ['咖啡', '星巴克', '瑞幸', '拿铁', 'coffee', 'starbucks', 'luckin', 'latte', 'cafe'], side: 'expenses', hints: ['Coffee', 'Cafe', '咖啡'] },
  { words: ['餐', '外卖', '饿了么', '美团', '咖啡', '星巴克', '麦当劳', '肯德基', 'restaurant', 'coffee', 'starbucks', 'mcdonald'], side: 'expenses', hints: ['Restaurant', 'Dining', 'Food', 'Meal', '餐饮'] },
  { words: ['超市', '盒马', '沃尔玛', '永辉', 'grocery', 'groceries', 'supermarket', 'aldi', 'walmart'], side: 'expenses', hints: ['Groceries', 'Grocery', 'Supermarket', 'Food'] },
  { words: ['医院', '诊所', '药房', '药店', '挂号', 'hospital', 'clinic', 'pharmacy'], side: 'expenses', hints: ['Medical', 'Health', 'Healthcare', 'Pharmacy', '医疗'] },
  { words: ['保险', 'insurance', 'versicherung', 'verzekering'], side: 'expenses', hints: ['Insurance', '保险'] },
  { words: ['学费', '培训', 'tuition'], side: 'expenses', hints: ['Education', 'Tuition', '教育'] },
  { words: ['电影', '影城', '影院', 'cinema', 'movie'], side: 'expenses', hints: ['Movies', 'Movie', 'Cinema', 'Entertainment', '娱乐'] },
  { words: ['KTV', '唱K', 'K歌', 'karaoke'], side: 'expenses', hints: ['KTV', 'Karaoke', 'Entertainment', '娱乐'] },
  { words: ['酒店', '宾馆', '住宿', 'hotel'], side: 'expenses', hints: ['Hotel', 'Hotels', 'Lodging', 'Accommodation', 'Travel', '住宿', '旅行'] },
  { words: ['机票', '航空', 'airline', 'airlines'], side: 'expenses', hints: ['Flights', 'Flight', 'Airfare', 'Travel', '旅行'] },
  { words: ['服饰', '服装', '优衣库', 'clothing'], side: 'expenses', hints: ['Clothing', 'Clothes', 'Apparel', '服饰', 'Shopping', '购物'] },
  { words: ['淘宝', '天猫', '京东', '拼多多', 'amazon'], side: 'expenses', hints: ['Shopping', '购物'] },
  // last: a transfer names who got the money more often than what for
  { words: ['转账', 'transfer'], side: 'both', hints: ['Transfers', 'Transfer', '转账'] },
  // the bookkeeping apps' categories (随手记, 钱迹, 鲨鱼记账) and Alipay's 交易分类 that no word above
  // says, of each level
  { words: ['交通', '交通出行'], side: 'expenses', hints: TRANSPORT, category: true },
  { words: ['日用品', '日用', '生活用品', '日用百货'], side: 'expenses', hints: ['Household', 'Supplies', '日用品', 'Shopping', '购物'], category: true },
  { words: ['药妆', '化妆品', '美妆'], side: 'expenses', hints: ['Cosmetics', 'Beauty', 'PersonalCare', 'Shopping', '购物'], category: true },
  { words: ['购物'], side: 'expenses', hints: ['Shopping', '购物'], category: true },
  { words: ['医疗', '药品', '医药', '医疗健康'], side: 'expenses', hints: ['Medical', 'Health', 'Healthcare', 'Pharmacy', '医疗'], category: true },
  { words: ['数码', '电子产品', '手机', '数码电器'], side: 'expenses', hints: ['Electronics', 'Digital', 'Gadgets', '数码', 'Shopping', '购物'], category: true },
  { words: ['人情', '礼金', '送礼', '礼物'], side: 'expenses', hints: ['Gifts', 'Gift', '礼金', '礼物', '人情'], category: true },
  { words: ['娱乐', '休闲娱乐', '文化休闲'], side: 'expenses', hints: ['Entertainment', '娱乐'], category: true },
  { words: ['水电', '水电费', '水电煤', '水电煤气'], side: 'expenses', hints: ['Utilities', '水电'], category: true },
  { words: ['居住', '住房'], side: 'expenses', hints: ['Housing', '住房'], category: true },
  { words: ['通讯'], side: 'expenses', hints: ['Phone', 'Mobile', 'Telecom', '通讯', 'Utilities'], category: true },
  // Alipay's 充值缴费: a bill of some kind (the power, water or gas bill, broadband, a phone top-up);
  // a name that says which decides (categoryYieldsToName)
  { words: ['充值缴费'], side: 'expenses', hints: ['Utilities', 'Bills', '水电', '缴费', 'Phone', 'Mobile', 'Telecom', '通讯', '话费'], category: true },
  { words: ['学习', '教育'], side: 'expenses', hints: ['Education', '教育'], category: true },
  { words: ['旅行', '旅游'], side: 'expenses', hints: ['Travel', '旅行', '旅游'], category: true },
  // US card issuers' categories (Capital One's, Chase's), said by the whole cell
  { words: ['merchandise', 'shopping', 'general merchandise'], side: 'expenses', hints: ['Shopping', '购物'], category: true },
  { words: ['gas/automotive', 'automotive', 'gas', 'gas stations'], side: 'expenses', hints: ['Fuel', 'Gasoline', 'Petrol', 'Car', 'Auto', ...TRANSPORT], category: true },
  { words: ['dining', 'food & drink', 'restaurants'], side: 'expenses', hints: ['Restaurant', 'Restaurants', 'Dining', 'Food', 'Meal', '餐饮'], category: true },
  { words: ['entertainment'], side: 'expenses', hints: ['Entertainment', '娱乐'], category: true },
  { words: ['health care', 'health & wellness'], side: 'expenses', hints: ['Medical', 'Health', 'Healthcare', '医疗'], category: true },
  { words: ['airfare', 'lodging', 'other travel', 'travel'], side: 'expenses', hints: ['Travel', '旅行'], category: true },
  { words: ['phone/cable', 'bills & utilities'], side: 'expenses', hints: ['Utilities', 'Phone', 'Internet', 'Bills'], category: true },
];

/**
 * Statement categories that name two kinds of movement and so say neither (Alipay's 转账红包: a
 * transfer or a red packet).
 */
const CATEGORIES_OF_TWO_KINDS = new Set(['转账红包']);

/**
 * Statement categories of several kinds of one thing (Alipay's 充值缴费: a phone top-up, the power
 * bill): what the row's name says of it (话费, 电费) decides, the category only when it says nothing.
 */
const CATEGORIES_UNDER_NAMES = new Set(['充值缴费']);

/** Whether the statement's category yields to what the row's name says (CATEGORIES_UNDER_NAMES). */
export function categoryYieldsToName(category: string): boolean {
  return CATEGORIES_UNDER_NAMES.has(category);
}

/** An open account the table may choose: its name and its aliases (lower-case). */
export interface KeywordCandidate {
  readonly account: string;
  readonly aliases: readonly string[];
  /** it, or an account above it, carries an account number (`account_id`): a bank's or a broker's account, no wallet */
  readonly numbered?: boolean;
  /** the date of the latest transaction that took cash withdrawn into it (its words say so: ATM withdrawal, 取现) */
  readonly lastWithdrawal?: string;
}

/**
 * Words of an account name's part that put what is below it in a bank's, a broker's or an
 * investment's subtree: its `Cash` is the money held there (Assets:Invest:Schwab:Cash), not a wallet
 * (QA of session 50: an ATM withdrawal was booked into the brokerage's cash).
 */
const NOT_A_WALLET_PART = /^(?:invest\w*|brokerage?s?|brokers?|securities|stocks?|shares|retirement|pension|401k|ira|roth|hsa|banks?|banking|checking|savings?|证券|券商|投资|理财|基金|股票|银行|储蓄)$/i;

/** Whether the account may be the user's cash wallet: carries no account number and sits under no bank, broker or investment part. */
function isWallet(candidate: KeywordCandidate, root: string): boolean {
  if (candidate.numbered === true) return false;
  const parts = candidate.account.slice(root.length + 1).split(':').slice(0, -1);
  return !parts.some((p) => NOT_A_WALLET_PART.test(p));
}

/** Wallets the ledger's earlier withdrawals took cash into first, the latest withdrawal's first; then the others, closest first. */
function withdrawnIntoFirst(candidates: readonly KeywordCandidate[]): string[] {
  const last = (c: KeywordCandidate) => c.lastWithdrawal ?? '';
  const used = candidates.filter((c) => c.lastWithdrawal !== undefined).sort((a, b) => (last(a) > last(b) ? -1 : last(a) < last(b) ? 1 : 0));
  return [...used.map((c) => c.account), ...closestFirst(candidates.filter((c) => c.lastWithdrawal === undefined).map((c) => c.account))];
}

/**
 * The account a rule matching the text hints at, or null: the first rule (of the side's, for money
 * out or in; of an app's categories only when the text is one, `asCategory`) whose words the text says and whose hints name an open account under the root the
 * rule looks in: the side's own (`roots.expenses` may be "Ausgaben"), or Assets for cash. Of the
 * accounts its hints name, the first (closest first, hint by hint) that `usable` takes (the row's
 * currency: Assets:TW:Cash for Taiwan dollars when Assets:HK:Cash holds only HKD); null when the
 * rule names accounts but none is usable. `accounts` should be sorted for stable choices.
 */
export function keywordAccount(text: string, side: 'expenses' | 'income', roots: RootNames, accounts: readonly KeywordCandidate[], usable: (account: string) => boolean = () => true, asCategory = false): string | null {
  const t = toSimplified(text).toLowerCase();
  let hinted = HINTED.get(accounts);
  if (hinted === undefined) HINTED.set(accounts, (hinted = new Map()));
  for (const rule of LOWER_CASE_RULES) {
    if ((rule.side !== side && rule.side !== 'both') || (rule.category === true && !asCategory) || !rule.says.test(rule.category === true ? t.trim() : t)) continue;
    const root = rule.under === 'assets' ? roots.assets : side === 'expenses' ? roots.expenses : roots.income;
    let namesSome = false;
    for (const h of rule.hints) {
      // (the same for every row of a statement: asked once per root and hint)
      const key = `${root}\u0000${h}`;
      let named = hinted.get(key);
      if (named === undefined) {
        // the hint must name the account itself (its last part): Expenses:Food:Coffee is no place
        // for breakfast because it sits under Food, nor Expenses:Transport:Fuel for a taxi
        // (own money is kept per currency, Assets:Cash:EUR; Expenses:Food:KFC is no Food account)
        // (cash only in a wallet: a bank's or broker's Cash is no place for cash withdrawn, and the
        // wallet the ledger's withdrawals went to before comes first)
        const part = rule.under === 'assets' ? namePart : lastPart;
        const found = accounts.filter((a) => a.account.startsWith(`${root}:`) && (namesHint(part(a.account), h) || a.aliases.includes(h)));
        hinted.set(key, (named = rule.under === 'assets' ? withdrawnIntoFirst(found.filter((a) => isWallet(a, root))) : closestFirst(found.map((a) => a.account))));
      }
      const allowed = rule.notNaming === undefined ? named : named.filter((a) => !namesAnyWord(a, rule.notNaming!));
      const account = allowed.find(usable);
      if (account !== undefined) return account;
      namesSome ||= allowed.length > 0;
    }
    // the rule that names accounts decides, also when none can take the row: a later rule's (a
    // withdrawal's fee is no cash) would be a worse guess than none
    if (namesSome) return null;
  }
  return null;
}

/** Whether the text says cash moved over the counter or at an ATM (the rules that look under Assets), in words the table knows. */
export function saysCash(text: string): boolean {
  const t = toSimplified(text).toLowerCase();
  return LOWER_CASE_RULES.some((rule) => rule.under === 'assets' && rule.says.test(t));
}

/** The rules with their hints in lower case, as the text is compared, and their words made one pattern (a category's the whole text). */
const LOWER_CASE_RULES: readonly (KeywordRule & { readonly says: RegExp })[] = KEYWORD_RULES.map((r) => ({
  ...r,
  hints: r.hints.map((h) => h.toLowerCase()),
  says: r.category === true ? new RegExp(`^(?:${r.words.map((w) => escapeRegExp(w.toLowerCase())).join('|')})$`) : wordsPattern(r.words.map((w) => w.toLowerCase())),
}));
/** Candidate accounts -> root and hint -> the accounts the hint names among them, closest first. */
const HINTED = new WeakMap<readonly KeywordCandidate[], Map<string, readonly string[]>>();

/** The statement's own category as keyword text, or null when it says nothing the table may use. */
export function categoryText(category: string | null | undefined): string | null {
  return category && !CATEGORIES_OF_TWO_KINDS.has(category) ? category : null;
}

/**
 * A pattern for "the (lower-case) text says one of the (lower-case) words": a Latin word as a whole
 * word, also in the plural (`fee` in "ATM FEES", not in "coffee"; `rent` not in "current"); others
 * anywhere. One pattern per rule, made once: testing each word of each rule on every row of a
 * 50,000-row statement took most of its planning.
 */
function wordsPattern(words: readonly string[]): RegExp {
  const latin = words.filter((w) => /^[a-z0-9]/.test(w)).map(escapeRegExp);
  const others = words.filter((w) => !/^[a-z0-9]/.test(w)).map(escapeRegExp);
  const parts = [...others];
  if (latin.length > 0) parts.push(`(?<![a-z0-9])(?:${latin.join('|')})(?:e?s)?(?![a-z0-9])`);
  return new RegExp(parts.join('|'));
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function lastPart(account: string): string {
  return account.slice(account.lastIndexOf(':') + 1);
}

/**
 * The part of an account of the user's own money that says what it is: its last, or the one before
 * a last part that is a currency code (`Assets:Cash:EUR` is cash: one account per currency, as many
 * keep it).
 */
function namePart(account: string): string {
  const parts = account.split(':');
  const last = parts[parts.length - 1]!;
  return parts.length > 2 && /^[A-Z]{3}$/.test(last) ? parts[parts.length - 2]! : last;
}

/**
 * Whether an account's last part names the (lower-case) hint: a Latin hint must be its last word or
 * words, the thing the name is about, or that word's plural (`BankFees`, `Bank-Fees` and `Fees`
 * name "fee", `FoodAndDrink` "food" and "drink"; `Coffee` does not name "fee", nor `Taxi` "tax",
 * nor `GiftCards` "gift"); other scripts anywhere in it (`公共交通` names "交通").
 */
function namesHint(part: string, hint: string): boolean {
  const lower = part.toLowerCase();
  if (!/^[a-z]/.test(hint)) return lower.includes(hint);
  const plurals = [hint, `${hint}s`, `${hint}es`, ...(hint.endsWith('y') ? [`${hint.slice(0, -1)}ies`] : [])];
  // a part written in one case (`FEES`, `bankfees`) is one word
  const words = part === lower || part === part.toUpperCase() ? [lower] : [...part.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g)].map((w) => w[0].toLowerCase());
  // each name joined by `and` (`FoodAndDrink`) ends in its own last word
  const ends = words.flatMap((w, i) => (i === words.length - 1 || words[i + 1] === 'and' ? [i] : []));
  return ends.some((end) => {
    let run = '';
    for (let from = end; from >= 0 && words[from] !== 'and' && run.length < hint.length + 3; from--) {
      run = words[from] + run;
      if (plurals.includes(run)) return true;
    }
    return false;
  });
}

/** Whether some part of the account's name has one of the (lower-case) words: a Latin one as a whole word (`TaxRefund`, `Tax:Refunds`; not `Taxi`), others anywhere. */
function namesAnyWord(account: string, words: readonly string[]): boolean {
  const lower = account.toLowerCase();
  const latin = account.split(':').flatMap((part) => [...part.matchAll(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+/g)].map((w) => w[0].toLowerCase()));
  return words.some((w) => (/^[a-z]/.test(w) ? latin.includes(w) : lower.includes(w)));
}

/** The accounts a hint names, closest first: the shortest, then by name. */
function closestFirst(accounts: readonly string[]): string[] {
  return [...accounts].sort((a, b) => a.split(':').length - b.split(':').length || (a < b ? -1 : a > b ? 1 : 0));
}
