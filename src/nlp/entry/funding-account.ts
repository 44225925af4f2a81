// The account money is paid from or lands in: the one named, else guessed from history (warned).
import { Problem } from '../../problem.ts';
import { isMoneyCode } from '../currencies.ts';
import { isCostOfGoods, isHolding, isYieldIncome, ACCOUNT_ROOTS, type NlpIndex } from '../ledger-index.ts';
import { findUnusableWalletMention, inside, walletWordsWithoutAccount, type Span, type TermMention } from '../mentions.ts';
import { accepts, ALIPAY_PRODUCTS, BANK_NAMES, isAlipayAccount, isBankAccount, isGenericBankAccount, isRedPacketAccount, isWeChatAccount, mostFrequent, mostUsed, mostUsedOfKind, pocketCashAccount, isPocketCash, holdsSecurities, type AccountFilter } from '../account-choice.ts';
import { CASH_SEGMENTS } from '../lexicon.ts';
import { MONEY_FOUND } from '../money-to-me.ts';
import { ASSETS, LIABILITIES, INCOME, EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { noAccountProblem } from './no-account-problem.ts';
import { type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import type { PayeeChoice } from './payee.ts';
import { creditedRecord } from './category-account.ts';
import { boughtOnCredit } from './bought-on-credit.ts';
import { givenToPayable } from './payable-paid-off.ts';
import { brokerCashAccounts } from './broker-cash.ts';
import { usedAccountUnder } from './unused-parent.ts';
import { walletInIncomeWords } from './money-market.ts';
import { cashBesideHolding } from './dividend-cash.ts';

export function fundingFilterExcluding(ctx: Context, currency: string, exclude: Iterable<string> = []): AccountFilter {
  return filterFor(FUNDING_ROOTS, ctx.date, currency, new Set(exclude));
}

/** 信用卡 with two cards open, 银行卡 with two banks: which one was a guess. */
export function warnOfAlsoNamed(ctx: Context, phrase: FundingPhrase | null, otherSide: Span | null = null): void {
  if (!phrase?.alsoNamed?.length) return;
  // (信用卡还款 中信 3000 工资卡: 中信, no side of its own, names the card used and none of the
  // others; not 招行 in 还交行信用卡 2000 招行, which names the paying account)
  const others = phrase.alsoNamed;
  const decided = (m: TermMention) => !inside(m, phrase) && !(otherSide && inside(m, otherSide)) && m.entry.hits.some((h) => h.account === phrase.account) && !m.entry.hits.some((h) => others.includes(h.account));
  if (otherSide !== null && ctx.termMentions.some(decided)) return;
  ctx.guesses.add(`${ctx.text.slice(phrase.start, phrase.end)} names ${[phrase.account, ...phrase.alsoNamed].join(', ')}; used ${phrase.account}`, 0.1);
}

export function markFundingSpan(ctx: Context, span: Span | undefined): void {
  if (!span) return;
  (ctx.fundingSpans ??= []).push(span);
}

// cash advance (fee), cash withdrawal fee: the card's loan of cash, not the cash in one's pocket
const CASH_ADVANCE_AFTER = /^\s*(?:advances?|withdrawal\s+fees?)\b/i;
// on my card, from the card, with visa, via alipay: English for 用/从, the account paying, when
// the words name one account (from bank, several banks open, settles nothing)
const PAID_WITH_BEFORE = /\b(?:on|from|with|via|using|by)(?:\s+(?:my|the|our))?\s*$/i;
// (mortgage interest paid 3000 招行 as 房贷利息 3000 招行)
const INTEREST_ON_AFTER = /^\s*(?:的?利息|interest\b)/i;

/**
 * The accounts that do not pay or receive the money: claims, the other side of the entry
 * (`counter`: 进货 1500 工行 with 进货 an alias of the stock bought into), and the Assets accounts
 * that hold no money (goods in stock, see isHolding), but for the cost of the goods sold, which
 * the stock pays (结转成本 300, 结转成本 300 库存).
 */
function noWallets(index: NlpIndex, counter: string | null): Set<string> {
  const holdings = counter !== null && isCostOfGoods(counter) ? [] : [...index.accounts.keys()].filter((a) => isHolding(index, a));
  return new Set([...index.claims, ...(counter === null ? [] : [counter]), ...holdings]);
}

/**
 * The account money is paid from (or refunded to), named or guessed from history. Money that
 * comes in (income, a loan, a repayment: `landsInAssets`) is only guessed into an Assets
 * account: a credit card receives it only when the sentence names the card.
 */
export function fundingAccount(ctx: Context, currency: string, counter: string | null, payee: PayeeChoice | null, direction: 'out' | 'in', landsInAssets = false): string {
  const { index, guesses } = ctx;
  // (a stock of goods pays for nothing: 顺丰运费23 was paid from Assets:Inventory:Tea, "most used
  // in history" by the cost of the goods sold taken out of it)
  const excluded = noWallets(index, counter);
  const namedFilter = fundingFilterExcluding(ctx, currency, excluded);
  // Money from people (paid back, given, a refund) lands where people pay in: not in an account
  // only ever credited with interest (余额宝), whatever the interest's count in history. Interest
  // standing in for a category no word named is no interest (recheck QA: on a ledger whose only
  // income account is Income:Interest, 朋友给我转了 500 went into 余额宝).
  const fromPeople = direction === 'in' && !(counter !== null && counter.startsWith(INCOME + ':') && isYieldIncome(counter) && !ctx.standIns.has(counter));
  const guessFilter = landsInAssets ? filterFor([ASSETS], ctx.date, currency, excluded) : namedFilter;
  const filter = fromPeople ? { ...guessFilter, exclude: new Set([...(guessFilter.exclude ?? []), ...yieldOnlyAccounts(index), ...brokerCashAccounts(index)]) } : guessFilter;
  // (付供应商 200 包装 工行: the supplier's payable, given the money, did not pay it; its words stay in the narration)
  const said = fundingPhrases(index, ctx.termMentions, namedFilter, ctx.text).filter((p) => {
    const givenTo = direction === 'out' && givenToPayable(index, ctx.text, p);
    if (givenTo) (ctx.keptSpans ??= []).push(p);
    return !givenTo;
  });
  // 进货 龙井10斤 欠老陈2000 with 老陈 recorded on Liabilities:Supplier, 卖给张三 680 赊账 with 张三 on
  // Assets:Receivable:Customers: nothing was paid, it is owed (it was the debt paid off from a wallet guessed)
  // (买茶叶 赊账 300, no one named: owed on the shop's payable, see boughtOnCredit)
  const bought = counter === null || counter.startsWith(EXPENSES + ':') || isHolding(index, counter);
  const owed = bought || counter.startsWith(INCOME + ':') ? (creditedRecord(ctx, payee, direction, currency) ?? (bought && direction === 'out' ? boughtOnCredit(ctx, currency) : null)) : null;
  if (owed !== null) {
    const wallet = said.find((p) => p.account !== owed);
    if (wallet) guesses.add(`${ctx.text.slice(wallet.start, wallet.end)} was named, but the words say it is owed; booked on ${owed}`, 0.2);
    return owed;
  }
  // 借呗利息 12.5 支付宝, 房贷利息 3000 招行: the debt the interest is on is what it was for; the
  // other account named paid it
  // (cash advance fee 20 on 广发卡: the cash of a cash advance is what the card lent, no wallet; the
  // fee was paid from Assets:Cash)
  const payers = direction === 'out' ? said.filter((p) => !INTEREST_ON_AFTER.test(ctx.text.slice(p.end)) && !CASH_ADVANCE_AFTER.test(ctx.text.slice(p.end))) : said;
  // (信用卡取现手续费 20 广发卡: 信用卡 may be any card, and 广发卡 says which; it was the first card of 信用卡)
  const phrases = oneOfTheSaid(ctx.text, payers.length > 0 ? payers : said);
  // (饭卡退款 100 到微信: money in lands where 到 says; it landed on the card the refund was about)
  const into = direction === 'in' ? phrases.find((p) => /(?:到|进|存入|转入|退回)\s*$/.test(ctx.text.slice(Math.max(0, p.start - 3), p.start))) : undefined;
  const named = into ?? phrases.find((p) => /(?:用|从|拿|通过|刷|由)\s*$/.test(ctx.text.slice(Math.max(0, p.start - 3), p.start)) || (PAID_WITH_BEFORE.test(ctx.text.slice(Math.max(0, p.start - 12), p.start)) && !p.readByLastWord && (p.alsoNamed ?? []).length === 0)) ?? phrases[0];
  if (named) {
    markFundingSpan(ctx, named);
    const accounts = new Set(phrases.map((p) => p.account));
    if (accounts.size > 1) guesses.add(`several ${direction === 'out' ? 'payment' : 'receiving'} accounts named (${[...accounts].join(', ')}); used ${named.account}`, 0.15);
    else if (named.readByLastWord) guesses.add(`${ctx.text.slice(named.start, named.end)} names no one account; read as ${named.account}, the account of its last word`, 0.15);
    else warnOfAlsoNamed(ctx, named);
    const usual = direction === 'out' ? index.spendingFunding : fromPeople ? index.peopleReceiving : index.incomeReceiving;
    const under = accounts.size > 1 ? null : usedAccountUnder(index, named.account, namedFilter, usual);
    if (under !== null) {
      guesses.add(`${ctx.text.slice(named.start, named.end)} names ${named.account}, which no entry has used; used ${under}, the account under it ${direction === 'out' ? 'that pays' : 'that takes money in'} most`, 0.15);
      return under;
    }
    return named.account;
  }
  // 余额宝收益 3.21 with 余额宝收益 an alias of the income: 余额宝 names where it lands
  const earner = direction === 'in' && counter !== null ? walletInIncomeWords(ctx, counter, namedFilter) : null;
  if (earner !== null) return earner;
  // 茅台分红 5182.2: a dividend of shares held at a broker lands in its cash beside them
  const beside = direction === 'in' && counter !== null ? cashBesideHolding(ctx, counter, namedFilter) : null;
  if (beside !== null) return beside;
  const assets = filterFor([ASSETS], ctx.date, currency, excluded);
  // A wallet word with no account of its own says what kind of account paid, over history: a
  // product of Alipay (余额宝收益 0.85, 花呗) is Alipay's, a bank's card (招行卡) a bank account.
  const namedKind = kindOfMissingWallet(ctx, direction === 'in');
  // 捡到 10 块钱: money found is cash, into the pocket's account when one is open (it went where income lands, the bank)
  const found = namedKind === undefined && direction === 'in' && counter !== null && counter.startsWith(INCOME + ':') && MONEY_FOUND.test(ctx.text) ? pocketCashAccount(index, CASH_SEGMENTS, assets) : null;
  // 发红包 200 家族群, 红包 退回了 200: a red packet given (or one given coming back) goes from
  // WeChat, where red packets are sent, when it is open (it went to the first wallet by name, or to
  // Cash as the one most used for gifts), warned as the guess it is; a received one lands there too
  // (not for a sentence of several items: 给阿姨发工资 5000 发红包 500 pays the wages too)
  const packet = namedKind === undefined && found === null && ctx.items.length === 1 && onGift(counter) && RED_PACKET.test(ctx.text) ? mostUsedOfKind(index, filter, isWeChatAccount) : null;
  const ofNamedKind = namedKind ? mostUsedOfKind(index, filter, namedKind) : (found ?? packet);
  // Income from no one named (工资, 利息) lands where that income landed before, else in a bank
  // account (a red packet in WeChat), not where other money came in (a red packet or 余额宝's
  // yield) or spending was paid from (a lunch paid by Alipay made the next salary Alipay's). Money
  // out, a refund of it and money from or to people (小王转我, a loan, a debt paid back) follow
  // history either way, else the first by name.
  const incomeKind =
    !landsInAssets || counter === null || !counter.startsWith(INCOME + ':') ? undefined
    : isRedPacketAccount(counter) ? isWeChatAccount
    : payee !== null ? undefined
    : isBankAccount;
  // Spending: the payee's own usual wallet, then the category's (瑞幸咖啡 paid from WeChat 179
  // times is paid from WeChat, though coffee is most often paid by card); then the payee's last.
  // A refund of spending (星巴克 退款 30) goes back where the payee is usually paid from, as the
  // spending did (it went to the category's usual wallet).
  const backOnSpending = direction === 'in' && counter !== null && counter.startsWith(EXPENSES + ':');
  const payeeUsual = payee && (direction === 'out' || backOnSpending) ? mostFrequent(index, index.fundingByPayee.get(payee.name), filter) : null;
  const payeeLast = payee ? index.payeeLast.get(payee.name)?.funding : undefined;
  const fromOwnHistory =
    ofNamedKind === null
      ? (payeeUsual ?? (counter ? mostFrequent(index, index.fundingByCounter.get(counter), filter) : null) ?? (payeeLast && accepts(index, filter, payeeLast) ? payeeLast : null))
      : null;
  const ofIncomeKind = ofNamedKind === null && fromOwnHistory === null && incomeKind ? mostUsedOfKind(index, assets, incomeKind) : null;
  // A guess from no history of its own is never an account of shares or coins (首尔 炸鸡 18000 韩元
  // was paid from Assets:HK:Broker, open for any currency and most used, with Assets:KR:Cash
  // holding the won); the payee's or the category's own history may still name one (佣金 from the broker),
  // and a coin or share paid or received is held there (0.01 BTC 买书, staking reward 0.05 SOL).
  const wallets = withoutSecurities(index, filter, currency);
  const fromHistory =
    ofNamedKind === null && ofIncomeKind === null
      ? fromOwnHistory ??
        mostFrequent(index, direction === 'out' ? index.spendingFunding : fromPeople ? index.peopleReceiving : index.incomeReceiving, wallets) ??
        mostFrequent(index, direction === 'out' ? index.incomeReceiving : index.spendingFunding, wallets)
      : null;
  // (money from people never lands, for want of history, in the most used account only credited with interest)
  const assetsFor = fromPeople ? { ...assets, exclude: new Set([...(assets.exclude ?? []), ...yieldOnlyAccounts(index)]) } : assets;
  const account = ofNamedKind ?? ofIncomeKind ?? fromHistory ?? mostUsed(index, withoutSecurities(index, assetsFor, currency)) ?? mostUsed(index, withoutSecurities(index, assets, currency)) ?? mostUsed(index, wallets);
  const unusable = findUnusableWalletMention(ctx.text, index, ctx.termMentions, ctx.date, currency);
  refuseCashWithoutWallet(ctx, currency, unusable, account);
  // (with only an account of shares open for the money, say so: one could hold it, none is guessed)
  const ofShares = account ? null : mostUsed(index, filter);
  if (ofShares) throw Problem.unprocessable(`no wallet to pay ${currency} from is named, and only ${ofShares}, an account of shares or coins, can hold ${currency}`, [{ path: '/text', message: `name the account that paid, or open one for ${currency}` }]);
  if (!account) throw noAccountProblem(ctx, [ASSETS, LIABILITIES], currency, 'open a funding account first');
  const used = `used ${account}${fromHistory ? ' (most used in history)' : account === packet ? ', where red packets are sent from' : ''}`;
  if (unusable) {
    markFundingSpan(ctx, unusable.span);
    guesses.add(`${ctx.text.slice(unusable.span.start, unusable.span.end)} names ${unusable.account}, which ${unusable.why}; ${used}`, 0.15);
  } else {
    // 花呗买衣服 299 with no account for 花呗: it was named, and the warning said none was
    const missing = namedWithoutAccount(ctx);
    // (coffee 3.50 cash, with a broker's cash only: how it was paid, which the narration left
    // out when it named that account; other wallet words stay, 花呗买衣服)
    const cashWord = unnamedWalletWords(ctx).find((w) => /^(?:cash|现金)$/i.test(w.word));
    if (missing && cashWord) markFundingSpan(ctx, cashWord.span);
    if (missing) guesses.add(`${missing}${used} instead`, 0.2);
    else guesses.add(`no ${direction === 'out' ? 'payment' : 'receiving'} account named; ${used}`, 0.15);
  }
  return account;
}

/**
 * Refuses money paid in cash said (现金) when no cash wallet holds its money and the account
 * guessed is no cash either: 巴黎 面包 3.2 欧 现金 with cash open in CNY and JPY only, no cash held
 * the euros, and no other wallet paid them in cash (it was the yuan's cash at an estimated price,
 * then Wise, warned); 八达通 充值 200 港币 现金 with no HKD cash is no top-up from the HKD bank account.
 */
export function refuseCashWithoutWallet(ctx: Context, currency: string, unusable: UnusableWallet | null, account: string | null): void {
  const { index } = ctx;
  if (!unusable || !isPocketCash(index, unusable.account) || (account !== null && isPocketCash(index, account))) return;
  if (pocketCashAccount(index, CASH_SEGMENTS, filterFor([ASSETS], ctx.date, currency, index.claims)) !== null) return;
  const said = ctx.text.slice(unusable.span.start, unusable.span.end);
  throw Problem.unprocessable(`no account for cash in ${currency} is open: ${said} names ${unusable.account}, which ${unusable.why}`, [{ path: '/text', message: `open an account for cash in ${currency} (e.g. Assets:Cash:${currency}), or name the account that paid` }]);
}

type UnusableWallet = ReturnType<typeof findUnusableWalletMention>;

/** For money (not a coin or share), the filter with every account that has held shares, funds or coins left out. */
function withoutSecurities(index: NlpIndex, filter: AccountFilter, currency: string): AccountFilter {
  if (!isMoneyCode(currency) && !index.view.operatingCurrencies.includes(currency)) return filter;
  const held = [...index.accounts.keys()].filter((a) => holdsSecurities(index, a));
  return held.length === 0 ? filter : { ...filter, exclude: new Set([...(filter.exclude ?? []), ...held]) };
}

// 发红包, 给侄女 红包, 拼手气红包, 红包 退回: a red packet given, or one given coming back (压岁钱
// alone is most often handed over in cash; 用了5块红包 is a coupon used)
const RED_PACKET = /发[^，,。；;]{0,8}?(?:红包|利是)|给[^，,。；;]{0,6}?(?:红包|利是)|(?:红包|利是)[^，,。；;]{0,4}?(?:给|退回|退还)|拼手气/;

/** Money paid on spending, or coming back on it (a red packet given, or returned). */
function onGift(counter: string | null): boolean {
  return counter !== null && counter.startsWith(EXPENSES + ':');
}

/**
 * Accounts whose only money in was interest or another yield (余额宝 credited its monthly
 * interest and nothing else): nobody pays into them.
 */
export function yieldOnlyAccounts(index: NlpIndex): string[] {
  // (an opening balance, from Equity, is no money paid in)
  const paidInto = (a: string) => [...(index.sourceByTarget.get(a)?.keys() ?? [])].some((from) => !from.startsWith(`${ACCOUNT_ROOTS.equity}:`));
  return [...index.yieldReceiving.keys()].filter((a) => !index.peopleReceiving.has(a) && !paidInto(a));
}

/**
 * The kind of account that wallet words naming no account of the ledger say paid: Alipay's for a
 * product of Alipay (余额宝, 花呗), a bank account for a bank (招行卡, 工商银行), none when a credit
 * card is said too (招行信用卡 is no bank account).
 */
export function kindOfMissingWallet(ctx: Context, moneyIn = false): ((account: string) => boolean) | undefined {
  const words = unnamedWalletWords(ctx).map((w) => w.word);
  if (words.length === 0) return undefined;
  // (花呗 and 借呗 are debts: they pay, but money coming in, 工资到账 12000 还花呗 500, lands in no debt)
  if (ALIPAY_PRODUCTS.test(words[0]!) && (!moneyIn || words[0] === '余额宝')) return isAlipayAccount;
  if (words.some((w) => CREDIT_WORDS.test(w)) || /信用卡|credit\s*card/i.test(ctx.text)) return undefined;
  // (a bank account named for no bank: 工行 is not Assets:Bank:CMB)
  return words.some((w) => BANK_NAMES.test(w)) ? isGenericBankAccount : undefined;
}
const CREDIT_WORDS = /信用卡|刷卡|白条|借呗|花呗|credit/i;

/** Wallet words of the sentence that name no account, the words of another posting's account aside. */
function unnamedWalletWords(ctx: Context): { span: Span; word: string }[] {
  return walletWordsWithoutAccount(ctx.text, ctx.index, [...ctx.termMentions, ...(ctx.otherPostingSpans ?? [])]);
}

/** `花呗 was named, but the ledger has no open account for it; ` when a wallet word names no account, else null. */
export function namedWithoutAccount(ctx: Context): string | null {
  const missing = unnamedWalletWords(ctx)[0];
  return missing ? `${missing.word} was named, but the ledger has no open account for it; ` : null;
}

/**
 * The phrases without one that names several accounts (信用卡) when another names one of them alone
 * (广发卡). Not when the one naming several is the one said to pay (`from bank`, 从银行) and the other
 * is not, nor when the other is a common English word (`Paid rent deposit 200 from bank`: the
 * deposit paid, not the time-deposit account Assets:Bank:ICBC:Deposit; that stays a guess, warned).
 */
function oneOfTheSaid(text: string, phrases: readonly FundingPhrase[]): readonly FundingPhrase[] {
  const several = (p: FundingPhrase) => (p.alsoNamed ?? []).length > 0;
  const marked = (p: FundingPhrase) => PAYER_MARK.test(text.slice(Math.max(0, p.start - 6), p.start));
  const common = (p: FundingPhrase) => /^[a-z\s]+$/.test(text.slice(p.start, p.end));
  const narrows = (p: FundingPhrase, q: FundingPhrase) => !several(q) && !common(q) && !(marked(p) && !marked(q)) && (q.account === p.account || p.alsoNamed!.includes(q.account));
  const narrowed = phrases.filter((p) => !(several(p) && phrases.some((q) => narrows(p, q))));
  return narrowed.length > 0 ? narrowed : phrases;
}

/** Words before an account that say it paid: 用, 从, 刷, from, with. */
const PAYER_MARK = /(?:用|从|拿|通过|刷|由|\bfrom|\bwith|\bby|\busing)\s*$/i;
