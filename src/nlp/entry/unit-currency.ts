// The currency of an amount said without one (元, 块, ¥, $, a bare number): the ledger and the wallet
// named decide.
import type { AmountMention } from '../amounts.ts';
import { CHINESE_CURRENCY, isMoneyCode } from '../currencies.ts';
import { ACCOUNT_ROOTS, isFunding, isYieldIncome, rootOf, usableOn, type NlpIndex } from '../ledger-index.ts';
import type { TermMention } from '../mentions.ts';
import type { Guesses } from './guesses.ts';
import { coinOfBareNumber } from './coin-said.ts';
import { holdingsNamed } from './per-share.ts';

/** What a named Assets or Liabilities account says of the currency of an amount said without one. */
interface WalletCurrency {
  readonly account: string;
  /** The word that named it. */
  readonly word: string;
  /** Its `open` allows this one currency only. */
  readonly sole: string | null;
  /** The currency it holds: its only one, else the one most of its postings are in (of those it allows). */
  readonly held: string | null;
  readonly allowed: readonly string[];
}

/** The currency most of the account's postings are in, among `allowed` (any when empty); null on a tie or none. */
function mostPosted(index: NlpIndex, account: string, allowed: readonly string[], money: (c: string) => boolean): string | null {
  let best: string | null = null;
  let bestCount = 0;
  let tie = false;
  for (const [currency, count] of index.currencyUse.get(account) ?? []) {
    if (!money(currency) || (allowed.length > 0 && !allowed.includes(currency))) continue;
    if (count > bestCount) [best, bestCount, tie] = [currency, count, false];
    else if (count === bestCount) tie = true;
  }
  return tie ? null : best;
}

/** The Assets and Liabilities accounts the words name (each word's strongest), usable on `date`. */
function namedWalletCurrencies(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string): WalletCurrency[] {
  // (MOP too, named by 澳门元 though no code read alone: 澳門現金 open for MOP makes a bare number MOP)
  const money = (c: string) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c);
  const out: WalletCurrency[] = [];
  for (const m of mentions) {
    const usable = m.entry.hits.filter((h) => {
      if (!isFunding(h.account)) return false;
      const open = index.accounts.get(h.account);
      return open ? open.openDate <= date : usableOn(index.closedAccounts.get(h.account), date);
    });
    const weight = Math.max(...usable.map((h) => h.weight));
    for (const h of usable.filter((u) => u.weight === weight)) {
      const allowed = index.accounts.get(h.account)?.currencies ?? index.closedAccounts.get(h.account)?.currencies ?? [];
      const sole = allowed.length === 1 && money(allowed[0]!) ? allowed[0]! : null;
      out.push({ account: h.account, word: text.slice(m.start, m.end), sole, held: sole ?? (allowed.length === 1 ? null : mostPosted(index, h.account, allowed, money)), allowed });
    }
  }
  return out;
}

/**
 * The Income and Expenses accounts the words name (each word's strongest), usable on `date`, with
 * the one money their `open` allows (工资 for Income:AU:Job AUD, Myki for Expenses:Transport:Public AUD).
 */
function namedCategoryCurrencies(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string): WalletCurrency[] {
  const money = (c: string) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c);
  const out: WalletCurrency[] = [];
  for (const m of mentions) {
    const usable = m.entry.hits.filter((h) => CATEGORY_ROOTS.includes(rootOf(h.account)) && (index.accounts.get(h.account)?.openDate ?? '9999') <= date);
    if (usable.length === 0) continue;
    const weight = Math.max(...usable.map((h) => h.weight));
    for (const h of usable.filter((u) => u.weight === weight)) {
      const allowed = index.accounts.get(h.account)!.currencies;
      const sole = allowed.length === 1 && money(allowed[0]!) ? allowed[0]! : null;
      out.push({ account: h.account, word: text.slice(m.start, m.end), sole, held: sole, allowed });
    }
  }
  return out;
}

const CATEGORY_ROOTS: readonly string[] = [ACCOUNT_ROOTS.income, ACCOUNT_ROOTS.expenses];

/**
 * 腾讯 派息 680 with 派息 naming Income:Dividends:HK00700 HKD and :AAPL USD, and no money said: of
 * categories in several moneys, the yield of the one holding named (its commodity a segment of the name) says the money
 * (the 680 was CNY, which no dividend account holds: the stand-in Income:CapitalGains, warned).
 */
function ofHoldingNamed(index: NlpIndex, mentions: readonly TermMention[], date: string, categories: WalletCurrency[]): WalletCurrency[] {
  if (new Set(categories.map((c) => c.sole)).size < 2) return categories;
  const holdings = holdingsNamed(index, mentions, date);
  if (holdings.length !== 1) return categories;
  const of = categories.filter((c) => isYieldIncome(c.account) && c.account.split(':').includes(holdings[0]!.commodity));
  return of.length > 0 ? of : categories;
}

/**
 * The currency of an amount said without one. 人民币, RMB, USD, 美元... name theirs. 元, 块, 毛,
 * ¥ and yuan (Chinese money words, also said of HKD and TWD; ¥ is also the yen's sign) are: the
 * currency the wallet named holds (its only one, else the one most of its postings are in),
 * else CNY when the ledger has it at all (an operating currency, an account's, a posting's or a
 * declared commodity), else the default (the first operating currency); ¥ alone in a ledger
 * whose default is JPY is the yen, as is ¥ with a JPY wallet named. A bare number is in the
 * default currency unless the wallet named allows exactly one other (午饭 35 微信 with
 * Assets:CN:WeChat CNY in a USD ledger is 35 CNY), else in that of a Chinese money word or
 * 人民币 said for another amount (早餐8块 午饭25). Named wallets that disagree decide nothing.
 * A wallet deciding against what the word alone would say is warned.
 */
export function unitCurrency(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, amounts: readonly AmountMention[], guesses: Guesses): ((a: AmountMention) => string) & { settle(booked: readonly AmountMention[], accounts: readonly string[]): void } {
  const wallets = namedWalletCurrencies(index, text, mentions, date);
  const fits = (currency: string) => wallets.every((w) => w.allowed.length === 0 || w.allowed.includes(currency));
  const agreed = (pick: (w: WalletCurrency) => string | null): WalletCurrency | null => {
    const said = wallets.filter((w) => pick(w) !== null);
    const currencies = new Set(said.map(pick));
    return currencies.size === 1 && fits(pick(said[0]!)!) ? said[0]! : null;
  };
  const walletSole = agreed((w) => w.sole);
  const held = agreed((w) => w.held);
  // 工资 612, Myki 充值 50 with no wallet deciding: the category named holds one money only, as a wallet
  // named would (it was read in the default currency, CNY, and the category dropped for it)
  const named = walletSole === null ? namedCategoryCurrencies(index, text, mentions, date) : [];
  // (with no money said at all: 苹果 分红 23.5 美元 扣税 2.35 has the 2.35 in the money said, see gross-and-net.ts)
  const categories = amounts.every((a) => a.currency === null) ? ofHoldingNamed(index, mentions, date, named) : named;
  const categoryMoney = new Set(categories.map((c) => c.sole));
  // (salary 6000 USD, 800 withheld: an amount said in another money than the category's says the
  // category's is not the sentence's; the 800 was AUD, a 422 of a deduction in two currencies)
  const saidOtherwise = amounts.some((a) => a.currency !== null && a.currency !== categories[0]?.sole);
  // (腾讯 派息 680: the holding named holds no money, so it says nothing against the money of its income)
  const heldMoney = (w: WalletCurrency) => w.allowed.some((c) => isMoneyCode(c) || index.view.operatingCurrencies.includes(c));
  const fitsCategory = (currency: string) => wallets.every((w) => w.allowed.length === 0 || w.allowed.includes(currency) || !heldMoney(w));
  const categorySole = categoryMoney.size === 1 && !categoryMoney.has(null) && fitsCategory(categories[0]!.sole!) && !saidOtherwise ? categories[0]! : null;
  const sole = walletSole ?? categorySole;
  const hasChinese = index.view.operatingCurrencies.includes(CHINESE_CURRENCY) || index.view.commodities.includes(CHINESE_CURRENCY);
  // A currency the wallet decided is warned once, of the first amount read so that is booked, and
  // naming the wallet that pays when the word names several (RTX 4090 1.2万 刀 汇丰 read 4090, which
  // is not booked, as HKD; 现金 named Assets:US:ETrade:Cash, Assets:US:Vanguard:Cash paid). Its
  // place among the warnings is kept until then (see settle).
  const notes = new Map<string, { readonly key: object; readonly read: Map<number, string>; readonly wallets: readonly WalletCurrency[] }>();
  const currencyOf = (a: AmountMention): string => {
    if (a.currency !== null) return a.currency;
    // (ETH staking reward 0.0021, 矿工费 0.0005 beside 0.1 BTC moved: the coin said, not the ledger's money)
    const coin = coinOfBareNumber(index, text, amounts, a);
    if (coin !== null) return coin;
    // 早餐8块 午饭25: a bare number goes with the money word said for another amount
    const saidWith = a.hasUnit || sole !== null ? undefined : amounts.find((o) => o.hasUnit && (o.currency === null || o.currency === CHINESE_CURRENCY));
    if (saidWith !== undefined) return currencyOf(saidWith);
    // (蚊 is the money of where one lives: in a ledger kept in HKD, 三千零五十蚊 is HKD, CNY wallets or not)
    const byLedger = !a.hasUnit || (a.yenSign && index.defaultCurrency === 'JPY') || (a.cantonese && index.defaultCurrency !== CHINESE_CURRENCY) || !hasChinese ? index.defaultCurrency : CHINESE_CURRENCY;
    // (coffee ¥30 chase in a ledger of USD alone was 30 USD: ¥ is the yuan's or the yen's sign, never another money's)
    const byWord = a.yenSign && byLedger !== CHINESE_CURRENCY && byLedger !== 'JPY' ? (index.view.commodities.includes('JPY') && !hasChinese ? 'JPY' : CHINESE_CURRENCY) : byLedger;
    // (¥ is the yuan's or the yen's sign, 块 the yuan's: 星巴克 ¥650 visa, with a card open for USD
    // only, was 650 USD; it is the yuan's, priced in the card's money: see entry/foreign-charge.ts)
    const walletSaid = a.hasUnit ? held : sole;
    const wallet = walletSaid !== null && a.hasUnit && !saidOf(a, walletSaid.held!) ? null : walletSaid;
    const currency = wallet === null ? byWord : a.hasUnit ? wallet.held! : wallet.sole!;
    if (currency !== byWord) {
      let note = notes.get(currency);
      if (note === undefined) {
        note = { key: {}, read: new Map(), wallets: wallet === categorySole ? categories : wallets.filter((w) => (a.hasUnit ? w.held : w.sole) === currency) };
        notes.set(currency, note);
        guesses.hold(note.key, 0.05);
      }
      if (!note.read.has(a.end)) note.read.set(a.end, a.number.toString());
    }
    return currency;
  };
  /**
   * Whether the money word of `a` may be said of `currency`: ¥ of the yuan or the yen, 块 and 元 of a yuan
   * (CNY, HKD, TWD, MOP) or of the ledger's own money (六块八 现金 in a ledger kept in USD is $6.80).
   */
  const saidOf = (a: AmountMention, currency: string): boolean =>
    a.yenSign ? currency === CHINESE_CURRENCY || currency === 'JPY' : /[块元]/.test(text.slice(a.start, a.end)) ? YUAN_CURRENCIES.includes(currency) || currency === index.defaultCurrency : true;
  /** Gives the warnings of the amounts booked, naming the wallet among `accounts` (the postings'). */
  const settle = (booked: readonly AmountMention[], accounts: readonly string[]) => {
    for (const [currency, note] of notes) {
      const first = [...note.read].find(([end]) => booked.some((b) => b.end === end));
      const wallet = note.wallets.find((w) => accounts.includes(w.account)) ?? note.wallets[0];
      if (first === undefined || wallet === undefined) {
        guesses.settle(note.key, null);
        continue;
      }
      const why = wallet.sole !== null ? `which holds only ${currency}` : `whose postings are mostly in ${currency}`;
      guesses.settle(note.key, `read ${first[1]} as ${currency}: ${wallet.word} names ${wallet.account}, ${why}`);
    }
  };
  return Object.assign(currencyOf, { settle });
}

/** The currencies 块 is said of: the yuan of the mainland, Hong Kong, Taiwan and Macau. */
const YUAN_CURRENCIES = [CHINESE_CURRENCY, 'HKD', 'TWD', 'MOP'];

const DOLLARS = ['USD', 'HKD', 'TWD', 'SGD', 'AUD', 'CAD', 'NZD'];

/**
 * A bare $ (and 刀, dollars, bucks) is the dollar of where one is: of the wallet named when it holds only one kind of
 * dollar, else the ledger's own when that is a dollar, else USD (飲茶 $230 payme in a HKD ledger
 * was 230 USD, paid from another account than PayMe, which holds only HKD).
 */
export function dollarCurrency(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, a: AmountMention, guesses: Guesses): string {
  const wallets = namedWalletCurrencies(index, text, mentions, date);
  // (换了 500 刀 招行 花了 2600 元 到 TD: of the wallets named, each of one money, the one that holds a
  // dollar names it; 招行's yuan is the other side, and 刀 was read as USD and refused)
  const dollarWallets = wallets.every((w) => w.sole !== null) ? wallets.filter((w) => DOLLARS.includes(w.sole!)) : [];
  const sole = new Set(dollarWallets.map((w) => w.sole));
  const wallet = sole.size === 1 ? dollarWallets[0]! : null;
  if (wallet !== null) {
    if (wallet.sole !== 'USD' && wallet.sole !== index.defaultCurrency) guesses.add(`read ${/刀\s*$/.test(text.slice(a.start, a.end)) ? text.slice(a.start, a.end).trim() : `$${a.number.toString()}`} as ${wallet.sole}: ${wallet.word} names ${wallet.account}, which holds only ${wallet.sole}`, 0.05);
    return wallet.sole!;
  }
  return DOLLARS.includes(index.defaultCurrency) ? index.defaultCurrency : 'USD';
}
