// Which way the money went, once the accounts named are known (a transfer cue stands only when they
// make it one).
import { Problem } from '../../problem.ts';
import { AMOUNT_SAID } from '../chinese-number.ts';
import { detectIntent, DEPOSIT_BACK, WAGE_WORD, repaidTo, englishRepaidTo, customerPaysAnew, saysSold, type Direction } from '../direction.ts';
import { namesItself, namesOwnAccount, type NlpIndex } from '../ledger-index.ts';
import { paysAtPrice } from './foreign-charge.ts';
import { namesWalletNotCategory } from './wallet-fee-account.ts';
import { heldOn } from './held-on.ts';
import { FEE_SAID } from './fee-words.ts';
import { DEDUCTION } from './gross-and-net.ts';
import { withdrawnAfterIncome } from './income-withdrawn.ts';
import { findUnusableWalletMention, walletWordsWithoutAccount, type Span, type TermMention } from '../mentions.ts';
import { accepts, type AccountFilter, pocketCashAccount, BANK_NAMES, bestMention, isGenericBankAccount, mostUsed } from '../account-choice.ts';
import { CASH_SEGMENTS } from '../lexicon.ts';
import type { Item } from './item.ts';
import { ASSETS, LIABILITIES, INCOME, EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import { mentionedClaim, type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import { WORD_CHAR } from './narration.ts';
import { looksLikePerson } from '../person-words.ts';
import { onlyCustomersReceivable } from './sale-on-credit.ts';
import { loanPaidOut, loanPaidFor } from './loan-paid-out.ts';
import { boughtAtShopOfIncome } from './shop-income.ts';
import { givenToSomeone, boughtForSomeone } from './given-to-someone.ts';
import { sentByIncomePerson, costSaidBeside } from './income-named-only.ts';
import { holdingSaid, impliedHolding } from './implied-holding.ts';
import { resultSaid } from './redemption-result.ts';
import { depositsHeldNotMeant } from './deposit-held.ts';
import { TOP_UP_CUE, SOURCE_BEFORE, FIXED_DEPOSIT_AFTER_PUT, movesCash, SOURCE_AFTER, INTO_BEFORE, TARGET_AFTER, invested, WITHDRAWN_AFTER, WITHDRAWN_CUE } from './transfer-words.ts';

// 转存一年, 续存, 续期: a deposit rolled over for another term; 定期, 存款, 存单: a deposit said
const ROLLED_OVER = /(?:自动)?转存|续存|续期/;
const DEPOSIT_SAID = /定期|定存|存款|存单/;
// (工资 转存 到 定期 5000: put somewhere, a move)
const ROLLED_INTO = /(?:转存|续存)了?\s*(?:到|进|入)/;

// 收回欠款, 收到欠款, 收了欠款: money owed to me coming back
const DEBT_COLLECTED = /收(?:到|回|了)的?欠款/;

// 存定期, 存入定期, 转入定期, 存了个大额存单, 转 1000 到定期: money put on a fixed deposit (the word of it last)
const FIXED_DEPOSIT_PUT = /(?:存(?:入|到|进)?|转(?:入|到|进)?|[到进])了?(?:一?[个笔])?\s*(定期|定存|大额存单)/;

// 给小王, 替小王, 帮小王: the person after these is whom the money goes to or is paid for, not who pays.
const PAID_TO_OR_FOR = /(?:给|替|帮|为|代|向|到|还)\s*$/;

/**
 * A transfer cue only stands when the accounts named make it one (充值话费 is spending).
 * Money received from someone who has an account of their own (a claim on 小王, a debt to
 * 老张: 小王给我转了 300, 收到小王转账 100) moves that account: it is a repayment or a loan, not
 * income, unless another word names an income category (收到小王红包 200 is a gift).
 */
/** The `to` of an English move (paid 500 to the chase card): the account said follows it. */
const EN_TO = /\b(?:(?:in)?to|towards?)\s+(?:(?:the|my|our)\s+)?/i;

export function settleDirection(direction: Direction, cue: string | null, index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string, unsaid = false): Direction {
  const currency = items[0]!.currency;
  // 助学贷款下来了 8000 到银行卡, 助学贷款到账 8000 with Liabilities:StudentLoan aliased 助学贷款: the
  // loan paid out moves money from it into a wallet, as borrowing on a credit line does (below); it
  // was read as the loan repaid from the bank, or as income landing on the loan
  // (助学贷款下来了 8000 交了学费: spending the loan paid, as read)
  // (收到助学贷款 8000 交学费: received, then what it paid; it was the tuition lost, all into a wallet)
  if ((direction === 'income' || direction === 'expense') && loanPaidOut(index, text, mentions, date, currency)) return loanPaidFor(text, mentions) ? 'expense' : 'transfer';
  // No word says which way, and the words name an income account of mine by its name or alias and
  // no spending: money in (客户付款 2000 到 PayPal, 设计费 8000 到中银 with Income:Freelance aliased
  // 客户 and 设计费; they were spending of 2000 at the catch-all).
  // (闲鱼买了自行车 200 with Income:SecondHand aliased 闲鱼: a shop's name, where I buy too; 买 says
  // it was bought, as 闲鱼买了耳机 100 was read; it was money in)
  // (生活费 给弟弟 500 with Income:Allowance aliased 生活费: given to someone, money out; it was money in)
  // (儿子 发了 红包 200 with 儿子 on Income:Gifts:Children: sent by him, money in, though a gift
  // account of mine is open for red packets given; 给儿子 发了 红包 is given, see givenToSomeone)
  if (direction === 'expense' && sentByIncomePerson(index, text, mentions, date, currency) && !givenToSomeone(text)) return 'income';
  if (direction === 'expense' && unsaid && namesIncomeOnly(index, withoutDeductionWords(text, mentions, items), date, currency) && !costSaidBeside(text, mentions) && !boughtAtShopOfIncome(index, text, mentions, date, currency) && !givenToSomeone(text) && !boughtForSomeone(text)) return 'income';
  // The other way round: money in only by words the user gave a spending account as its name or
  // alias (员工工资 4500 银行转账, 工资 4500 工行 with Expenses:Salary aliased 工资,员工工资) is money out
  // to that account, not the lexicon's salary received. Other words of money in keep it in (工资到账).
  // (said going into a wallet, 工资 4500 到工行, it came in)
  if (direction === 'income' && !arrivesInOneWallet(index, text, mentions, date, currency) && inOnlyBySpendingNames(index, text, mentions, date, currency)) {
    return settleDirection('expense', null, index, text, mentions, items, date);
  }
  // 发工资 3500 微信, 小妹工资 2800 现金 in a shop whose ledger pays wages (Expenses:Salaries) and has no
  // salary of its own coming in: wages paid out (they were money in to the sales account)
  if (direction === 'income' && !arrivesInOneWallet(index, text, mentions, date, currency) && wagesOnlyPaid(index, text, date, currency)) {
    return settleDirection('expense', null, index, text, mentions, items, date);
  }
  // 淘宝结算 2350 到支付宝, 货款 2350 进微信: the amount said going into a wallet of mine, and no word
  // of which way, is money arriving there (it was spending paid from that wallet); with a spending
  // category named, money back on it (运费 23 到支付宝).
  // (公司 补充医疗 赔了 600 到工资卡 with 补充医疗 aliasing Assets:Receivables:Company: money in is read on as
  // money in is, so a claim named is paid off; it was income on the payee's Income:Salary, unwarned)
  if (direction === 'expense' && unsaid && arrivesInOneWallet(index, text, mentions, date, currency)) {
    return bestMention(index, mentions, filterFor([EXPENSES], date, currency)) === null ? settleDirection('income', null, index, text, mentions, items, date) : 'refund';
  }
  // 借呗借了 5000, 向借呗借 3000: borrowing from a credit line (a liability account that is no
  // person's) moves the money from it into a wallet; it is neither spending nor a personal loan
  // (the 借 of 借呗 alone says no borrowing: 借呗利息 12.5 支付宝 is interest paid; 借呗贷了, 借呗贷款
  // and 借呗放款 are borrowing from it)
  if ((direction === 'expense' || direction === 'borrow') && /借(?!给|呗)|借呗\s*(?:贷|放款)/.test(text)) {
    const named = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
    if (named.some((p) => p.account.startsWith(LIABILITIES + ':'))) return 'transfer';
  }
  // 定期存款 3万 续存 一年, 定期 到期 3万 转存 一年: a deposit rolled over for another term, with only
  // its principal said and no other account of mine, moves no money (it was spending off the deposit,
  // or the deposit taken into the bank); its interest, when said, is booked (see redemption-result.ts)
  if (items.length === 1 && ROLLED_OVER.test(text) && DEPOSIT_SAID.test(text) && !/利息|收益/.test(text) && !ROLLED_INTO.test(text)) {
    const named = new Set(fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text).map((w) => w.account));
    if (named.size <= 1) throw Problem.unprocessable(`${ROLLED_OVER.exec(text)![0]}: a deposit rolled over moves no money`, [{ path: '/text', message: 'nothing to book for the principal kept on the deposit; say the interest it earned (利息 630 转存) to book that, or where the money went (取到工行)' }]);
  }
  // 定期到期 本金五万 利息一千二 到工行, 赎回 20350 赚了350: a holding said (or implied, see
  // implied-holding.ts) matured or redeemed with what it made: a move out of it, only the gain income
  // (the principal was booked as income too)
  if (direction === 'income' && resultSaid(text, items) && (holdingSaid(index, text, mentions, date, currency) || impliedHolding(index, text, mentions, date, currency) !== null)) return 'transfer';
  // 买基金 2000 招行, 基金定投 1000 支付宝, 卖基金 3000 到招行: money moved between two of my accounts
  if (direction === 'expense' || direction === 'income') {
    const held = fundingPhrases(index, mentions, filterFor([ASSETS], date, currency, index.claims), text);
    if (held.some((p) => invested(text, p))) return 'transfer';
  }
  // 公积金 大病提取 到账 20000 建行: money taken out of an account of mine said (the word after it), come
  // into another: a move between them, never income (it was 20000 of income into the fund)
  if (direction === 'income') {
    const held = fundingPhrases(index, mentions, filterFor([ASSETS], date, currency, index.claims), text);
    if (held.some((p) => WITHDRAWN_AFTER.test(text.slice(p.end)))) return 'transfer';
  }
  // 建行 到账 6074 滴滴 提现: money withdrawn (提现) from a wallet of mine, come into another, is a
  // move between them, never income (it was 6074 of income, counted again after the settlement);
  // not 流水 8000 到手 6400 提现 到建行, income said and then withdrawn (see income-withdrawn.ts)
  if (direction === 'income' && /提现/.test(text) && !withdrawnAfterIncome(text, items)) return 'transfer';
  // (客户打款 5000 工行: a customer paying with no word of what was owed is a sale, though 客户 names the receivable)
  if (direction === 'income' && customerPaysAnew(text)) return direction;
  if (direction === 'income') {
    // (医院 退 押金 2000 到 建行, 押金 退回 2000 到 建行: my deposit back, never a tenant's I hold taken in)
    const claimFilter = filterFor(FUNDING_ROOTS, date, currency, depositsHeldNotMeant(index, text, date, currency, DEPOSIT_BACK.test(text)));
    const claim = mentionedClaim(index, mentions, claimFilter);
    // 收回欠款 340, 收到欠款 340 微信 in a shop whose one receivable is kept for customers: a customer's
    // debt collected (it was a sale booked again)
    if (claim === null) return DEBT_COLLECTED.test(text) && onlyCustomersReceivable(index, date, currency) !== null ? 'repaid' : direction;
    const incomeFilter = filterFor([INCOME], date, currency);
    // (哥哥 转来 妈妈 医药费 一半 1700, 理赔 到账 12000 招行 住院那次: 药 and 住院 reach
    // Income:Medical:Reimbursement only through its parent Medical, and name a spending account at
    // least as well: what the money was for, not another income; it was income, the claim left open.
    // 收到小王红包 200 names Income:Gifts; 收到 小王 房租 3500 the rent, through its parent Income:Rent.)
    const spentOn = (m: TermMention) => Math.max(-Infinity, ...m.entry.hits.filter((h) => h.account.startsWith(EXPENSES + ':')).map((h) => h.weight));
    const namesIncome = (m: TermMention, h: TermMention['entry']['hits'][number]) => accepts(index, incomeFilter, h.account) && (h.leaf || h.weight > spentOn(m));
    const otherCategory = mentions.some((m) => !m.entry.hits.some((h) => h.account === claim) && m.entry.hits.some((h) => namesIncome(m, h)));
    if (otherCategory) return direction;
    if (claim.startsWith(LIABILITIES + ':')) return 'borrow';
    // 收到客户 1200 美元 到 Wise with 客户 the alias of Income:Freelance and a word of the receivable
    // Assets:Receivable:Clients only by the lexicon: paid off it only when it holds that much or a word
    // says it was owed (欠, 还, 尾款); else money earned (it went below zero: clients "owed" -1200)
    return incomeRatherThanClaim(index, text, mentions, claim, items, date) ? direction : 'repaid';
  }
  if (direction !== 'transfer' || cue === null) return direction;
  // A person's account is where money to them goes only when a loan or a repayment is said.
  const wallets = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency, index.claims), text);
  // 存定期 一万, 转入定期 5000: money put on a fixed deposit stays mine, a move into the account the
  // word names (Assets:Bank:定期, or one with the alias 定期), never spending (it was spending at the catch-all)
  const fixed = FIXED_DEPOSIT_PUT.exec(text) ?? FIXED_DEPOSIT_AFTER_PUT.exec(text);
  if (fixed !== null) {
    const word = fixed[1] ?? fixed[2]!;
    const at = fixed.index + fixed[0].lastIndexOf(word);
    if (wallets.some((w) => w.start <= at && at < w.end && w.account.startsWith(ASSETS + ':'))) return 'transfer';
    throw Problem.unprocessable(`${fixed[0]}: no open account holds fixed deposits`, [{ path: '/text', message: `open an account for the deposit (e.g. Assets:Bank:FixedDeposit with the alias ${word}) or name the one that holds it` }]);
  }
  const spending = bestMention(index, mentions, filterFor([EXPENSES], date, currency));
  const category = spending?.account ?? null;
  // (a repayment, 花呗还款 100 with no account for 花呗, pays the most used liability, warned: README)
  if (category === null && !cue.startsWith('还')) refuseWalletWithoutAccount(text, index, mentions);
  if (movesCash(cue, text, wallets)) {
    if (pocketCashAccount(index, CASH_SEGMENTS, filterFor([ASSETS], date, currency, index.claims)) !== null) return 'transfer';
    // (it was spending at the fallback category; in a ledger whose only cash accounts are a
    // broker's, Assets:US:Vanguard:Cash, the cash an ATM gave went there)
    // (ATM 取了 200 USD with Assets:AU:Cash open for AUD only: a cash account is open, for another currency)
    const otherCash = index.view.operatingCurrencies.map((c) => pocketCashAccount(index, CASH_SEGMENTS, filterFor([ASSETS], date, c, index.claims))).find((a) => a !== null) ?? null;
    if (otherCash !== null) throw Problem.unprocessable(`cash taken out or put in, but no account for cash in ${currency} is open (${otherCash} cannot hold it)`, [{ path: '/text', message: `say the amount in the currency of the cash account, or open one for ${currency}` }]);
    throw Problem.unprocessable('cash taken out or put in, but no account for cash is open', [{ path: '/text', message: 'open an account for the cash in your pocket (e.g. Assets:Cash), or name the accounts the money moved between' }]);
  }
  // (a word the lexicon reads as a kind of spending only through a parent, 公交卡 -> Transport, is
  // the user's own wallet when an alias names it: 公交卡充值 100 支付宝 tops Assets:TransitCard up)
  // (an alias of my own wallet names it before the lexicon's reading of the word: 饭卡充值 100 微信
  // with Assets:CampusCard aliased 饭卡 tops the card up; it was food paid by the card)
  if (TOP_UP_CUE.test(cue)) {
    const ownWallet = (m: TermMention) => m.entry.hits.some((h) => namesOwnAccount(h) && wallets.some((w) => w.account === h.account));
    const spent = bestMention(index, mentions.filter((m) => !ownWallet(m)), filterFor([EXPENSES], date, currency));
    return (spent === null || spent.loose) && topsUpWallet(text, wallets, cue) ? 'transfer' : 'expense';
  }
  // 公积金提取 5000 到工行: money taken out of a fund; between two accounts of mine when the fund
  // is one (an account with the alias 公积金), else money coming in.
  // 理财赎回 10000 到招行: the same for an investment redeemed (it was spending paid from 招行).
  // 理财赎回 20350, 定期到期 十万 with no wallet said: out of the holding said into a wallet guessed,
  // warned (it was 20350 of income into the product, and 定期到期 a 422)
  if ((cue === '赎回' || cue === '到期' || WITHDRAWN_CUE.test(cue)) && takenOutOfHolding(text, wallets)) return 'transfer';
  // 赎回 20350 到工行 with no product said, 存款到期 五万 with one account aliased 定期: out of the
  // holding implied (see implied-holding.ts), not income nor a 422
  if ((cue === '赎回' || cue === '到期') && impliedHolding(index, text, mentions, date, currency) !== null) return 'transfer';
  if (cue === '提取' || cue === '赎回') return new Set(wallets.map((f) => f.account)).size >= 2 ? 'transfer' : 'income';
  // 理财到期 10000 招行: the money was mine already, held elsewhere: a move from where it was held,
  // never spending nor income. Where it was held must be an account said (an alias 理财 or 定期).
  if (cue === '到期') {
    const matured = /\S*到期/.exec(text)![0];
    throw Problem.unprocessable(`${matured}: no open account named holds what matured`, [{ path: '/text', message: 'name the account it was held on (e.g. an account with the alias 理财 or 定期) and the one it went to' }]);
  }
  if (cue === '还' || cue === '还款') {
    const funding = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, currency), text);
    // 小王 还款 微信 100 with 小王's account a claim on them: the one who says 还 owes me and pays me
    // back, as 小王还我 does (it was read as my repaying 小王, a loan to them). Not when 小王 is
    // whom the money goes to or for (给小王还款, 替小王还款), nor with a debt of mine named.
    const repaysMe = funding.some((f) => index.claims.has(f.account) && f.account.startsWith(ASSETS + ':') && /^\s*还/.test(text.slice(f.end)) && !PAID_TO_OR_FOR.test(text.slice(0, f.start)));
    if (repaysMe && !funding.some((f) => f.account.startsWith(LIABILITIES + ':'))) return 'repaid';
    if (funding.some((f) => f.account.startsWith(LIABILITIES + ':') || index.claims.has(f.account))) return 'transfer';
    // 还小王500 with no account of 小王's: a debt to a person, not the most used card.
    // (还爸妈 1000 with 爸妈 an alias of Expenses:Family:Parents: a person's word names whom it is
    // paid back to, not spending; it paid the most used card)
    const to = cue === '还' ? (repaidTo(text) ?? englishRepaidTo(text)) : null;
    const spendingAlias = (m: TermMention) => m.entry.hits.every((h) => h.account.startsWith(EXPENSES + ':'));
    if (to !== null && !mentions.some((m) => m.start < to.end && to.start < m.end && !(looksLikePerson(to.name) && spendingAlias(m)))) return 'repay';
    return mostUsed(index, filterFor([LIABILITIES], date, currency)) ? 'transfer' : 'expense';
  }
  if (cue === '转' || cue === '转账') {
    if (new Set(wallets.map((f) => f.account)).size >= 2) return 'transfer';
    // 从工行转1000到招行 with 工行 closed: a move from (or to) an account that cannot take it, not
    // spending paid by the other one (it was 1000 of spending paid by 招行, where the money went)
    const unusable = wallets.length > 0 ? findUnusableWalletMention(text, index, mentions, date, currency) : null;
    // (从招行卡转 1000 日元 到日元现金 with the card open for CNY only: moved at a price, see foreign-charge.ts)
    if (unusable !== null && unusable.why.startsWith('holds only') && new Set(wallets.map((f) => f.account)).size === 1 && paysAtPrice(index, mentions, unusable.span, date)) return 'transfer';
    if (unusable !== null) {
      const word = text.slice(unusable.span.start, unusable.span.end);
      throw Problem.unprocessable(`${word} names ${unusable.account}, which ${unusable.why}`, [{ path: '/text', message: 'name accounts that can take the transfer on its date' }]);
    }
    // 转100到招行: the one account named is where the money went, from another of mine not named
    // (it was spending paid by 招行)
    if (wallets.length > 0 && new Set(wallets.map((f) => f.account)).size === 1 && wallets.every((f) => INTO_BEFORE.test(text.slice(0, f.start)))) return 'transfer';
    // 给小王转 500 还钱: a debt to a person paid back, as 还小王 500 is
    // (the person's own account named by their name, 二姐 aliasing Liabilities:Payables:ErJie, is whom it pays)
    const to = repaidTo(text);
    return to !== null && !mentions.some((m) => m.start < to.end && to.start < m.end && !m.entry.hits.every((h) => index.claims.has(h.account))) ? 'repay' : 'expense';
  }
  // 提现 1000: a withdrawal moves money out of a wallet of mine, never to a merchant
  if (cue === '提现') return 'transfer';
  // paid 500 to bob from checking, sent 500 to bob from checking: what follows `to` is no account of
  // mine, so the money went to bob (it was a move from checking to the first account by name)
  if (/^(?:move|sen|pa[iy]|contribut)/i.test(cue)) {
    const to = EN_TO.exec(text);
    if (to !== null && !wallets.some((w) => w.start === to.index + to[0].length)) return 'expense';
  }
  return wallets.length > 0 ? 'transfer' : 'expense';
}

/**
 * Two accounts of mine said, or one Assets account said as what the money left (理财赎回, 定期到期,
 * 赎回理财): the move is between accounts of mine, the other one a wallet when not said.
 */
function takenOutOfHolding(text: string, wallets: readonly FundingPhrase[]): boolean {
  if (new Set(wallets.map((f) => f.account)).size >= 2) return true;
  return wallets.length > 0 && wallets.every((w) => w.account.startsWith(ASSETS + ':') && (SOURCE_AFTER.test(text.slice(w.end)) || WITHDRAWN_AFTER.test(text.slice(w.end)) || SOURCE_BEFORE.test(text.slice(0, w.start))));
}

/**
 * 电费 200 到支付宝: money back on a spending category read from the amount going into a wallet
 * alone, no refund word said (see settleDirection): the words of that category, to warn of it.
 */
export function refundReadFrom(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): string | null {
  const spending = bestMention(index, mentions, filterFor([EXPENSES], date, currency));
  const said = spending === null ? undefined : mentions.find((m) => m.entry.hits.some((h) => h.account === spending.account));
  return said === undefined ? null : text.slice(said.start, said.end);
}

/**
 * 转 1000 进余额宝, 从招行转到支付宝, 余额宝赎回 2000 到招行 with no account for 余额宝 (招行): one side
 * of a move between accounts of mine is a wallet the ledger has no account for, a 422, as for a
 * closed one (it was 1000 of spending, or a move with that side guessed: 余额宝 as Alipay).
 */
function refuseWalletWithoutAccount(text: string, index: NlpIndex, mentions: readonly TermMention[]): void {
  const side = (w: { span: Span }) =>
    SOURCE_BEFORE.test(text.slice(0, w.span.start)) || INTO_BEFORE.test(text.slice(0, w.span.start)) || SOURCE_AFTER.test(text.slice(w.span.end)) || TARGET_AFTER.test(text.slice(w.span.end));
  const sided = walletWordsWithoutAccount(text, index, mentions).filter(side);
  const missing = sided[0];
  if (missing === undefined) return;
  // (the bank money came from, by its name, 从招行转到支付宝, is the ledger's bank account named for
  // no bank when it has one: that side is then guessed, warned, as 用招行卡 is)
  const fromBank = (w: { span: Span }) => SOURCE_BEFORE.test(text.slice(0, w.span.start)) || SOURCE_AFTER.test(text.slice(w.span.end));
  // Only with the account it went to said after 到/进 (转2000到支付宝): 招行转微信 200 would be read as
  // spending from WeChat.
  const intoNamed = mentions.some((m) => m.start >= missing.span.end && INTO_BEFORE.test(text.slice(0, m.start)) && m.entry.hits.some((h) => h.account.startsWith(ASSETS + ':')));
  if (sided.length === 1 && intoNamed && BANK_NAMES.test(missing.word) && fromBank(missing) && [...index.accounts.keys()].some((a) => a.startsWith(ASSETS + ':') && isGenericBankAccount(a))) return;
  throw Problem.unprocessable(`${missing.word} names no open account of the ledger`, [{ path: '/text', message: `open an account for ${missing.word} (or give one the alias ${missing.word}), or name accounts the ledger has` }]);
}

// Each space after the amount is read one way only, as the space after the word before it (充值5,
// 470 ideographic spaces, then x微信 took cubic time, security QA).
export const AMOUNT_THEN_INTO = new RegExp(String.raw`^\s*${AMOUNT_SAID}\s*(?:(?:元|块)\s*)?(?:(?:到|进|入|\bto\b|\binto\b)\s*)?$`, 'i');
// 充值五百 招行, 充值两千块: an amount right after 充值 (in numerals, 五百 is no word of what was topped up; 一卡通 is)
const AMOUNT_AT = new RegExp(String.raw`^${AMOUNT_SAID}(?:\s*(?:元|块)|(?![\u3400-\u9fffA-Za-z]))`);

/**
 * What 充值 tops up is the word right after it (充值微信, 充值到余额宝, top up WeChat), else the one
 * right before it (微信充值, 给支付宝充值 500 招行, WeChat top up 500): a wallet there is a move
 * between two of mine. A thing there (油卡充值 500 招行, 话费充值 100 微信, phone top up 100 WeChat)
 * is spending paid by the wallet named (it was a transfer into that wallet).
 */
function topsUpWallet(text: string, wallets: readonly FundingPhrase[], cue: string): boolean {
  const at = text.toLowerCase().indexOf(cue.toLowerCase());
  // (饭卡充了100, 校园卡充值了 50: the 了 goes with the verb)
  const end = at + cue.length + /^了?/.exec(text.slice(at + cue.length))![0].length;
  const after = end + /^\s*(?:到|进|入|(?:to|into)\b)?\s*/i.exec(text.slice(end))![0].length;
  if (wallets.some((w) => w.start === after)) return true;
  // 充值 100 到微信 (and 充值 100 微信 with nothing said before 充值): the amount stands between
  if (wallets.some((w) => w.start > at && AMOUNT_THEN_INTO.test(text.slice(end, w.start)) && (/(?:[到进入]|\b(?:to|into))\s*$/i.test(text.slice(end, w.start)) || /^[\s，,]*$/.test(text.slice(0, at))))) return true;
  if (WORD_CHAR.test(text[after] ?? '') && !AMOUNT_AT.test(text.slice(after))) return false;
  // (招行卡充值: the wallet is 招行 and 卡 says what of it; 公交卡充值: the wallet's word ends in 卡;
  // 八達通自動增值: topped up by itself)
  const before = at - /(?:卡|账户|\b(?:card|account))?\s*(?:自动)?$/i.exec(text.slice(0, at))![0].length;
  const beforeSpaces = at - /\s*$/.exec(text.slice(0, at))![0].length;
  return wallets.some((w) => w.end === before || w.end === beforeSpaces);
}

// 2350 到, 2350元 进了 (the wallet follows): an amount said going into what is named next
const AMOUNT_INTO = new RegExp(String.raw`${AMOUNT_SAID}\s*(?:元|块钱?)?\s*(?:到|进|入)了?\s*$`);

/** One wallet of mine is named, right after an amount going 到, 进 or 入 it. */
function arrivesInOneWallet(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const wallets = fundingPhrases(index, mentions, filterFor([ASSETS], date, currency, index.claims), text);
  return new Set(wallets.map((w) => w.account)).size === 1 && wallets.some((w) => AMOUNT_INTO.test(text.slice(0, w.start)));
}

// 欠, 还, 尾款, 回款, 结清, owed, paid back: words that say the money was owed before
const OWED_BEFORE = /欠|还|尾款|回款|结清|结款|\bow(?:e|ed|es|ing)\b|\b(?:paid|pays?)\s+back\b|\brepa(?:id|y)\b/i;

/**
 * The words that name the receivable `claim` name an income account more strongly (客户: the alias of
 * Income:Freelance, a lexicon word of Assets:Receivable:Clients), no word says it was owed, and the
 * receivable holds less than the largest amount on the entry's date: money earned, not a claim paid.
 */
function incomeRatherThanClaim(index: NlpIndex, text: string, mentions: readonly TermMention[], claim: string, items: readonly Item[], date: string): boolean {
  if (!claim.startsWith(ASSETS + ':') || OWED_BEFORE.test(text)) return false;
  const currency = items[0]!.currency;
  const incomeFilter = filterFor([INCOME], date, currency);
  const naming = mentions.filter((m) => m.entry.hits.some((h) => h.account === claim));
  const earned = naming.length > 0 && naming.every((m) => {
    const claimWeight = Math.max(...m.entry.hits.filter((h) => h.account === claim).map((h) => h.weight));
    return m.entry.hits.some((h) => h.weight > claimWeight && accepts(index, incomeFilter, h.account));
  });
  const largest = items.filter((i) => i.currency === currency).reduce((max, i) => (i.amount.number.gt(max) ? i.amount.number : max), items[0]!.amount.number);
  return earned && heldOn(index, claim, currency, date).lt(largest);
}

// What a word naming a spending account is read as, to see whether anything else says money in: a
// noun of money that says no way alone, but does with a verb of receiving (收红包, 抢红包, 红包到账,
// 公司发的红包), so that 收房租 and 收了礼金 stay money in with 房租 and 礼金 aliases of spending.
const NEUTRAL_NOUN = '红包';

/**
 * The words read as money in only by words that name a spending account itself (its name or
 * alias), and none an income account so: with those words read as NEUTRAL_NOUN, nothing says money
 * came in.
 */
function inOnlyBySpendingNames(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const income = filterFor([INCOME], date, currency);
  const spending = filterFor([EXPENSES], date, currency);
  const naming = (m: TermMention, filter: AccountFilter) => m.entry.hits.some((h) => namesItself(h) && accepts(index, filter, h.account));
  if (mentions.some((m) => naming(m, income))) return false;
  // (爸妈转了2000 with Expenses:Family:Parents aliased 爸妈: the word names who sent the money, a
  // person, not a spending that makes it money out; it was 2000 spent on the parents)
  // (Nordic Apps 付了 1,234.56 美元 到 PayPal 手续费 54.62 with Expenses:Fees:PayPal open: PayPal is the
  // wallet it went into, and a fee said beside the money says nothing of which way it went; it was spending)
  const spent = mentions.filter((m) => naming(m, spending) && !looksLikePerson(text.slice(m.start, m.end)) && !namesWalletNotCategory(index, m, EXPENSES) && !FEE_SAID.test(text.slice(m.start, m.end)));
  if (spent.length === 0) return false;
  const neutral = [...spent].sort((a, b) => b.start - a.start).reduce((t, m) => t.slice(0, m.start) + NEUTRAL_NOUN + t.slice(m.end), text);
  // (卖了 3 件衣服给买家 with 衣服 an alias of Expenses:Shopping: what is sold says money in whatever
  // it is, and 红包给买家 read as a red packet given; it was 267 of shopping paid from WeChat)
  return !saysSold(neutral) && detectIntent(neutral).direction !== 'income';
}

// The name segments of an account for wages, paid or received.
const WAGE_SEGMENT = /^(?:salary|salaries|wages?|payroll|工资|薪资|薪水)$/i;

/**
 * The words read as money in only by a word of wages (工资, 薪水), in a ledger with an expense
 * account for wages open and no income account for them: wages are what it pays, not receives.
 */
function wagesOnlyPaid(index: NlpIndex, text: string, date: string, currency: string): boolean {
  if (!WAGE_WORD.test(text)) return false;
  const wageAccount = (root: string) =>
    [...index.accounts.keys()].some((a) => a.split(':').slice(1).some((s) => WAGE_SEGMENT.test(s)) && accepts(index, filterFor([root], date, currency), a));
  if (!wageAccount(EXPENSES) || wageAccount(INCOME)) return false;
  return detectIntent(text.replace(new RegExp(WAGE_WORD, 'g'), WAGE_STAND_IN)).direction !== 'income';
}

// What a word of wages is read as, to see whether anything else says money in (工资到账: 到账 does).
const WAGE_STAND_IN = '款项';

/** Some word names an income account itself (its name or alias, not the lexicon), and none any spending account. */
function namesIncomeOnly(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): boolean {
  const income = filterFor([INCOME], date, currency);
  const spending = filterFor([EXPENSES], date, currency);
  const hits = mentions.flatMap((m) => m.entry.hits);
  return hits.some((h) => namesItself(h) && accepts(index, income, h.account)) && !hits.some((h) => accepts(index, spending, h.account));
}

/**
 * 滴滴 流水 8000 抽成 1600 到手 6400 with 抽成 the alias of Expenses:Platform:Commission: a word of
 * what was taken off the money (see DEDUCTION) names no spending of the sentence's own, when an
 * amount is said with no such word before it (it was all spending: 16000 out of the platform wallet).
 * (手续费 6, 抽成 1600 alone are still spending)
 */
function withoutDeductionWords(text: string, mentions: readonly TermMention[], items: readonly Item[]): readonly TermMention[] {
  if (!items.some((item) => !DEDUCTION.test(text.slice(item.start, item.amount.start)))) return mentions;
  return mentions.filter((m) => !DEDUCTION.test(text.slice(m.start, m.end)));
}
