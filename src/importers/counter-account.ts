// The other side of an imported row, in order of trust: the payee record, the user's own history
// with this payee or description, an alias of an account (named by the payee or description, then
// by the row's category), the keyword table (on the row's category, which decides over the payee
// and description unless they name the same account or one under it; then on the payee and
// description; then on a category of several kinds of bill, 充值缴费; then on the row's other
// descriptions), and finally Expenses/Income:Uncategorized (under the
// ledger's own root names, e.g. Ausgaben:Uncategorized).
import type { Transaction } from '../ledger/core/directives.ts';
import { COUNTER_HISTORY_DAYS, PAYMENT_APPS, dayNumber, type LedgerIndex, type RootNames } from './ledger-index.ts';
import { categoryText, categoryYieldsToName, keywordAccount, saysCash, type KeywordCandidate } from './keyword-rules.ts';
import { aliasAccount, methodAlias } from './funding-account.ts';
import { toSimplified } from '../text/traditional-chinese.ts';
import { marksRefund } from './refund-given.ts';
import { disbursedLoan } from './loan-disbursement.ts';
import { payeesNamedIn, withoutRefundWords } from './merchant-named.ts';

/** Money back on spending (返现, cashback): income, or less spent, never money borrowed. */
const CASHBACK = /返现|cash\s*back/i;

const UNCATEGORIZED = 'Uncategorized';
/** An alias that says an account is for fees. */
const FEE_ALIAS = /手续费|服务费|\bfees?\b|\bcharges?\b/i;

/**
 * What banks write for the kind of a movement, not for whom it went to: a narration of nothing
 * else (ICBC's 摘要 `消费`) says nothing of the counterparty, so it carries no learned account. A
 * `消费` row paid through WeChat (payee 财付通) taught `消费` -> Assets:WeChat, and the next `消费`, at
 * STARBUCKS TOKYO with no payee, was booked as money moved into WeChat.
 */
const GENERIC_NARRATION = new Set([
  '消费', '支付', '付款', '收款', '扣款', '代扣', '代付', '转账', '转帐', '汇款', '汇入', '汇出', '转入', '转出', '转存', '存入', '支取', '收入', '支出',
  '交易', '刷卡', '刷卡消费', '快捷支付', '网上支付', '网银支付', '网络支付', '网银转账', '手机银行转账', '跨行转账', '跨行汇款', '行内转账', '他行汇入',
  '电子汇入', '电子汇出', '银联消费', '银联支付', '银联入账', 'pos', 'pos消费', 'pos purchase', 'purchase', 'card purchase', 'debit card purchase',
  'payment', 'transfer', 'debit', 'credit', 'deposit', 'withdrawal',
]);

/** Whether the narration is no more than a bank's word for the kind of movement (GENERIC_NARRATION). */
export function isGenericNarration(narration: string): boolean {
  return GENERIC_NARRATION.has(toSimplified(narration).trim().replace(/\s+/g, ' ').toLowerCase());
}

/** Where a row with no better guess goes: `<expenses root>:Uncategorized` for money out, `<income root>:Uncategorized` for money in. */
export function uncategorizedAccount(roots: RootNames, outgoing: boolean): string {
  return `${outgoing ? roots.expenses : roots.income}:${UNCATEGORIZED}`;
}

export function isUncategorized(roots: RootNames, account: string): boolean {
  return account === uncategorizedAccount(roots, true) || account === uncategorizedAccount(roots, false);
}

export interface CounterChoice {
  readonly account: string;
  /**
   * how it was chosen; everything but a payee record is a guess (flag '!'); 'own-alias': one of the
   * user's own accounts whose alias the row's words name (a move to it, warned: the words may name a
   * merchant or another bank that shares the name); 'paid-before': a card's credit from a payee the
   * user has only paid, booked back to the Expenses account of those payments (a refund that does
   * not say so, warned); 'account-id': one of the user's own accounts whose account_id the row's
   * words hold (account-number.ts), as sure as a payee record; 'payee-named': a refund booked back
   * to the Expenses account of the purchases of a payee of the ledger its words name (`payee`)
   */
  readonly by: 'account-id' | 'payee' | 'history' | 'alias' | 'own-alias' | 'keyword' | 'uncategorized' | 'refund' | 'paid-before' | 'payee-named';
  /** for 'payee-named': the payee, as the ledger writes it */
  readonly payee?: string;
}

export interface CounterQuery {
  readonly payee: string | null;
  readonly narration: string | null;
  /**
   * the row's own categories, the most specific first: a bookkeeping app's sub-category and
   * category (午餐, 餐饮), Alipay's 交易分类 (餐饮美食, 交通出行...)
   */
  readonly categories?: readonly (string | null | undefined)[];
  /** what the row's other description cells say (a bank's 交易类型, 附言...), read as a category is, after it */
  readonly moreWords?: string | null;
  /** signed amount on the funding side: negative = money out, so the counter-account receives it */
  readonly outgoing: boolean;
  readonly date: string;
  readonly currency: string;
  /** accounts that cannot be the counter-account (the funding account, the statement's own account) */
  readonly exclude: readonly string[];
  /** the money comes into a Liabilities account (a card's credit that is no repayment: those are found before) */
  readonly intoLiability?: boolean;
}

/**
 * Learned while planning: what this upload already chose per payee/description and direction
 * (money paid to 李雷 and money from 李雷 are different things), so a refund follows its purchase.
 */
export class CounterMemory {
  readonly byPayee = new Map<string, string>();
  readonly byNarration = new Map<string, string>();
  /** the payees and descriptions whose money out this upload booked to Expenses:Uncategorized (kept apart: they teach no other row, only a refund where to go back) */
  readonly spentUncategorized = new Set<string>();
  remember(q: { payee: string | null; narration: string | null; outgoing: boolean }, account: string): void {
    if (q.payee) this.byPayee.set(memoryKey(q.payee, q.outgoing), account);
    if (q.narration && !isGenericNarration(q.narration)) this.byNarration.set(memoryKey(q.narration, q.outgoing), account);
  }
}

/** The keys under which a row's payee (or, with none, its description that is more than a bank's word) is remembered. */
function counterpartyKeys(q: { payee: string | null; narration: string | null }): string[] {
  if (q.payee) return [`payee\u0000${q.payee.toLowerCase()}`];
  if (q.narration && !isGenericNarration(q.narration)) return [`narration\u0000${q.narration.toLowerCase()}`];
  return [];
}

function memoryKey(text: string, outgoing: boolean): string {
  return `${outgoing ? 'out' : 'in'}\u0000${text.toLowerCase()}`;
}

/** An account name that may be a cash wallet's (Assets:Cash, Assets:Wallet:现金): only these are looked up for earlier withdrawals. */
const CASH_NAME = /cash|现金/i;

/** The date of the latest transaction that put cash withdrawn (its words say so: ATM withdrawal, 取现) into the account, or undefined. */
function lastWithdrawalInto(index: LedgerIndex, account: string): string | undefined {
  let last: string | undefined;
  for (const t of index.transactionsOn(account)) {
    if ((last === undefined || t.date > last) && t.postings.some((p) => p.account === account && p.units.number.isPositive()) && saysCash(`${t.payee ?? ''} ${t.narration}`)) last = t.date;
  }
  return last;
}

export class CounterAccounts {
  private readonly index: LedgerIndex;
  private readonly memory = new CounterMemory();
  /** the open accounts with their aliases, sorted, for the keyword table */
  private readonly candidates: KeywordCandidate[];

  constructor(index: LedgerIndex) {
    this.index = index;
    const aliases = new Map<string, string[]>();
    for (const { alias, account } of index.aliases) aliases.set(account, [...(aliases.get(account) ?? []), alias]);
    const numbered = new Set([...index.accountIds.values()].flat());
    const assets = `${index.rootNames.assets}:`;
    this.candidates = [...index.open.keys()].sort().map((account) => {
      const underNumbered = [...numbered].some((n) => account === n || account.startsWith(`${n}:`));
      const withdrawal = account.startsWith(assets) && CASH_NAME.test(account) ? lastWithdrawalInto(index, account) : undefined;
      return { account, aliases: aliases.get(account) ?? [], ...(underNumbered ? { numbered: true } : {}), ...(withdrawal !== undefined ? { lastWithdrawal: withdrawal } : {}) };
    });
  }

  /** Whether the account can take a posting of this currency on this date. */
  private acceptable(account: string | null, q: CounterQuery): account is string {
    return account !== null && !q.exclude.includes(account) && !isUncategorized(this.index.rootNames, account) && this.index.usable(account, q.date, q.currency);
  }

  /** Whether the account is a payment app's (Alipay's, WeChat's...). */
  private isAppAccount(account: string): boolean {
    return Object.keys(PAYMENT_APPS).some((app) => this.index.appAccount(app) === account);
  }

  choose(q: CounterQuery): CounterChoice {
    const categories = (q.categories ?? []).map(categoryText).filter((c) => c !== null);
    const choice = this.guess(q, q.outgoing && marksRefund(categories, q.narration));
    if (choice.by === 'uncategorized' && q.outgoing) for (const key of counterpartyKeys(q)) this.memory.spentUncategorized.add(key);
    return choice;
  }

  /**
   * Income of the kinds the statement says (interest, then a dividend...: StatementRow.incomeKinds):
   * the keyword table's account of the first kind that has one, and that kind; null when none has.
   * Not learnt: a security's dividend teaches nothing of where its interest goes.
   */
  chooseIncomeKind(q: CounterQuery, kinds: readonly string[]): { choice: CounterChoice; kind: string } | null {
    for (const kind of kinds) {
      const account = this.keyword(kind, q.outgoing, q, true);
      if (account !== null) return { choice: { account, by: 'keyword' }, kind };
    }
    return null;
  }

  /** `refundGiven`: the row is money out that the statement marks as a refund (refund-given.ts). */
  private guess(q: CounterQuery, refundGiven: boolean): CounterChoice {
    const record = this.payeeRecord(q.payee);
    if (this.acceptable(record, q)) return this.learn(q, { account: record, by: 'payee' });
    const text = [q.payee, q.narration].filter(Boolean).join(' ');
    // a loan paid out (借呗放款) raises the loan the words name, before any other account they name
    // (支付宝) and before what the payee's other rows were (支付宝 提现 from the same 支付宝(中国)网络技术有限公司)
    const loan = q.outgoing ? null : disbursedLoan(this.index, text, (a) => this.acceptable(a, q));
    if (loan !== null) return this.learn(q, { account: loan, by: 'own-alias' });
    const history = this.fromHistory(q);
    if (history) return this.learn(q, { account: history, by: 'history' });
    const roots = this.index.rootNames;
    const root = q.outgoing ? roots.expenses : roots.income;
    // the user's own words for an account (alias: "地铁") before the built-in table; one of the
    // user's own accounts named by its alias (招商银行信用卡 on a debit card statement) makes the
    // row a transfer to it, but never an account of another card kind than the words say
    const { assets, liabilities } = this.index.rootNames;
    // (a refund paid out, a shop's to its buyer, may go to the income account aliased for it:
    // Income:Sales:Returns aliased 退款; any other money out names no income account, nor does a
    // refund received, read as money out: it goes back against what was bought)
    const refundRoot = refundGiven ? [roots.income] : [];
    // cashback received (花呗返现) is no money borrowed on the credit line the words name (QA of session 49: 花呗 went up by it)
    const ownRoots = !q.outgoing && CASHBACK.test(toSimplified(text)) ? [assets] : [assets, liabilities];
    const alias = methodAlias(this.index, text, (a) => [root, ...ownRoots, ...refundRoot].some((r) => isRootedIn(a, r)) && this.acceptable(a, q));
    const categories = (q.categories ?? []).map(categoryText).filter((c) => c !== null);
    const byText = this.keyword(text, q.outgoing, q);
    const byCategoryWords = firstOf(categories.filter((c) => !categoryYieldsToName(c)), (c) => this.keyword(c, q.outgoing, q, true));
    // (a category of several kinds of bill, 充值缴费, after what the name says)
    const byBroadCategory = () => firstOf(categories.filter(categoryYieldsToName), (c) => this.keyword(c, q.outgoing, q, true));
    const moreWords = () => this.keyword(q.moreWords ?? null, q.outgoing, q);
    if (alias) {
      const ownAccount = isRootedIn(alias.account, assets) || isRootedIn(alias.account, liabilities);
      // a cash withdrawal at a bank named like one of the user's accounts (`Cash withdrawal at
      // Sparkasse Berlin`) is cash, not a move to that account (it was booked to the Sparkasse account)
      const cash = byText ?? byCategoryWords ?? moreWords();
      if (ownAccount && cash !== null && isRootedIn(cash, assets) && saysCash(text)) return this.learn(q, { account: cash, by: 'keyword' });
      // money in from a person a receivable is kept for (alias: "lisa") that the row's words or category
      // say was income of a kind, a red packet (收红包): that, not her paying back a debt (expat QA of
      // session 48: her receivable went to -88)
      const said = byCategoryWords ?? byText;
      if (ownAccount && !q.outgoing && isRootedIn(alias.account, assets) && said !== null && isRootedIn(said, roots.income)) return this.learn(q, { account: said, by: 'keyword' });
      return this.learn(q, { account: alias.account, by: ownAccount ? 'own-alias' : 'alias' });
    }
    // an account whose alias names the row's category (alias: "房租" books every 房租 row there), as
    // it names a description, before the built-in table; the category says what the money was
    // for, never which of the user's own accounts it went to
    const byCategory = firstOf(categories, (c) => methodAlias(this.index, c, (a) => isRootedIn(a, root) && this.acceptable(a, q))?.account ?? null);
    if (byCategory !== null) return this.learn(q, { account: byCategory, by: 'alias' });
    const keyword = (byText !== null && byCategoryWords !== null ? ofCategoryAndName(byCategoryWords, byText) : (byCategoryWords ?? byText)) ?? byBroadCategory() ?? moreWords();
    if (keyword !== null) return this.learn(q, { account: keyword, by: 'keyword' });
    const paid = q.outgoing ? null : this.paidBefore(q);
    if (paid !== null) return { account: paid, by: 'paid-before' };
    return { account: uncategorizedAccount(roots, q.outgoing), by: 'uncategorized' };
  }

  /**
   * A card's credit from a payee (or, with none, a description) that the user's history shows only
   * as paid (WHOLE FOODS, whose purchases went to Expenses:Groceries): a refund that does not say
   * so, booked back to the Expenses account the payments went to. Tried after every other guess,
   * and not learnt: a payee who has paid the user before has its own history, and goes where that
   * says. Only on a card: money into a bank account or a wallet from someone the user paid (a
   * friend's share of a dinner, a client who is also a shop) is as often something else, and stays
   * a guess to make (QA: on a card, such credits went to Income:Uncategorized).
   */
  private paidBefore(q: CounterQuery): string | null {
    if (q.intoLiability !== true) return null;
    const account = this.fromHistory({ ...q, outgoing: true });
    if (account !== null) return isRootedIn(account, this.index.rootNames.expenses) ? account : null;
    // (payments only ever booked to Expenses:Uncategorized are reversed there, as a refund's are: the
    // credit went to Income:Uncategorized, and both grew by it, QA of session 50)
    const uncategorized = uncategorizedAccount(this.index.rootNames, true);
    const usable = !q.exclude.includes(uncategorized) && this.index.usable(uncategorized, q.date, q.currency);
    return usable && this.spentOnUncategorized(q, uncategorized) ? uncategorized : null;
  }

  /** The keyword table's account for the text, when it can take the row (`asCategory`: the text is the statement's category, which the table's category words may say). */
  private keyword(text: string | null, outgoing: boolean, q: CounterQuery, asCategory = false): string | null {
    if (!text) return null;
    return keywordAccount(text, outgoing ? 'expenses' : 'income', this.index.rootNames, this.candidates, (a) => this.acceptable(a, q), asCategory);
  }

  /**
   * Where a fee the statement states (服务费, 手续费) goes: an open account under the Expenses root
   * whose alias says fees (手续费, 服务费, fee, fees, charges), else the one the keyword table's fee
   * rule names (`Expenses:Fees`, `Expenses:Bank:BankFees`, `Expenses:手续费`), else, as for any
   * expense the importer cannot place, `Expenses:Uncategorized`.
   */
  chooseFee(date: string, currency: string, paidFrom: string | null = null): CounterChoice {
    const roots = this.index.rootNames;
    const q: CounterQuery = { payee: null, narration: null, outgoing: true, date, currency, exclude: [] };
    const byAlias = this.index.aliases.filter((a) => isRootedIn(a.account, roots.expenses) && FEE_ALIAS.test(a.alias) && this.acceptable(a.account, q)).map((a) => a.account);
    const ofPayer = paidFrom === null ? null : this.feeAccountOf(paidFrom, q, byAlias);
    if (ofPayer !== null) return { account: ofPayer, by: 'alias' };
    if (byAlias.length > 0) return { account: [...byAlias].sort()[0]!, by: 'alias' };
    const keyword = keywordAccount('手续费', 'expenses', roots, this.candidates, (a) => this.acceptable(a, q));
    if (keyword !== null) return { account: keyword, by: 'keyword' };
    return { account: uncategorizedAccount(roots, true), by: 'uncategorized' };
  }

  /**
   * The fee account kept for the account that paid the fee (`Expenses:Fees:PayPal` for
   * `Assets:PayPal:EUR`, `Expenses:Fees:Wise` for `Assets:Wise:USD`): a fee account (one whose alias
   * says fees, or under the keyword table's fee account) whose last name part, or one of whose
   * aliases, is a part of the payer's name, the most specific part first; null when none is.
   */
  private feeAccountOf(paidFrom: string, q: CounterQuery, byAlias: readonly string[]): string | null {
    const roots = this.index.rootNames;
    const feeRoot = keywordAccount('手续费', 'expenses', roots, this.candidates, (a) => this.acceptable(a, q));
    const fees = [...this.index.open.keys()].filter((a) => this.acceptable(a, q) && (byAlias.includes(a) || (feeRoot !== null && a.startsWith(`${feeRoot}:`)) || /(?:^|:)(?:Fees?|BankFees|Charges|手续费)(?::|$)/i.test(a.slice(roots.expenses.length))) && isRootedIn(a, roots.expenses));
    const names = (a: string) => [a.slice(a.lastIndexOf(':') + 1).toLowerCase(), ...this.index.aliases.filter((x) => x.account === a).map((x) => x.alias)];
    const parts = paidFrom.split(':').slice(1).reverse().map((part) => part.toLowerCase());
    for (const part of parts) {
      const named = fees.filter((a) => names(a).includes(part));
      if (named.length === 1) return named[0]!;
    }
    return null;
  }

  /**
   * A refund goes back to where its purchase went: the purchase's own counter-account, whatever it
   * is (one booked to Expenses:Uncategorized too: its refund went to Income:Refunds, and the
   * purchase stayed in Uncategorized in full), else the usual guess for money out, else
   * Expenses:Uncategorized when that is where its payee's purchases went (in the ledger or in this
   * upload), else an income account for refunds.
   */
  chooseForRefund(q: CounterQuery, purchase: Transaction | null): CounterChoice {
    const uncategorized = uncategorizedAccount(this.index.rootNames, true);
    const spentUncategorized = (account: string) => account === uncategorized && !q.exclude.includes(account) && this.index.usable(account, q.date, q.currency);
    if (purchase) {
      const p = purchase.postings.find((x) => x.units.number.isPositive() && (this.acceptable(x.account, q) || spentUncategorized(x.account)));
      if (p) return this.learn(q, { account: p.account, by: 'refund' });
    }
    const guess = this.guess({ ...q, outgoing: true }, false);
    if (guess.by !== 'uncategorized') return guess;
    // no order number ties it to its purchase, and no categorized purchase of its payee (or, with
    // none, description) is known: one booked to Expenses:Uncategorized, in the ledger or in this
    // upload, is reversed there (it went to Income:Refunds, and Uncategorized kept the purchase)
    if (spentUncategorized(uncategorized) && this.spentOnUncategorized(q, uncategorized)) return { account: uncategorized, by: 'refund' };
    const merchant = this.refundedMerchant(q, spentUncategorized(uncategorized) ? uncategorized : null);
    if (merchant !== null) return merchant;
    // nothing says what was bought: an income account for refunds (Income:Refunds), if there is one
    const refunds = this.keyword('退款', false, q);
    return refunds !== null ? { account: refunds, by: 'keyword' } : { account: uncategorizedAccount(this.index.rootNames, true), by: 'uncategorized' };
  }

  /**
   * Where the purchases of the merchant a refund's words name went, when the words are not the
   * purchase's: its payee or description without the refund words (`LONGCHAMP PARIS` of
   * `LONGCHAMP PARIS 退款`), in the ledger or this upload, also to `uncategorized` (the purchase's
   * Expenses:Uncategorized, when usable); else a payee of the ledger the words say (`Longchamp`),
   * to an Expenses account only. Null when none is found.
   */
  private refundedMerchant(q: CounterQuery, uncategorized: string | null): CounterChoice | null {
    const payee = withoutRefundWords(q.payee);
    const narration = q.payee ? q.narration : withoutRefundWords(q.narration);
    if (payee !== null || (!q.payee && narration !== null)) {
      const bare = { ...q, payee: payee ?? q.payee, narration, outgoing: true };
      const history = this.fromHistory(bare);
      if (history !== null && isRootedIn(history, this.index.rootNames.expenses)) return { account: history, by: 'history' };
      if (uncategorized !== null && this.spentOnUncategorized(bare, uncategorized)) return { account: uncategorized, by: 'refund' };
    }
    const words = [q.payee, q.narration].filter(Boolean).join(' ');
    for (const name of payeesNamedIn(this.index, words)) {
      const account = this.fromHistory({ ...q, payee: name, outgoing: true });
      if (account === null || !isRootedIn(account, this.index.rootNames.expenses)) continue;
      return { account, by: 'payee-named', payee: this.index.lastWith('payee', name)?.payee ?? name };
    }
    return null;
  }

  /** Whether the row's payee (or, with none, its description) has money out booked to `uncategorized`, in the ledger or in this upload. */
  private spentOnUncategorized(q: CounterQuery, uncategorized: string): boolean {
    if (counterpartyKeys(q).some((key) => this.memory.spentUncategorized.has(key))) return true;
    const kind = q.payee ? 'payee' : 'narration';
    const text = q.payee ?? q.narration;
    if (!text || (kind === 'narration' && isGenericNarration(text))) return false;
    return this.index.lastWith(kind, text, (t) => t.postings.some((x) => x.account === uncategorized && x.units.number.isPositive())) !== null;
  }

  remember(q: { payee: string | null; narration: string | null; outgoing: boolean }, account: string): void {
    if (!isUncategorized(this.index.rootNames, account)) this.memory.remember(q, account);
  }

  private learn(q: CounterQuery, c: CounterChoice): CounterChoice {
    this.remember(q, c.account);
    return c;
  }

  private payeeRecord(payee: string | null): string | null {
    if (!payee) return null;
    const p = payee.toLowerCase();
    let best: { account: string; length: number } | null = null;
    for (const r of this.index.payees) {
      if (!r.account) continue;
      if (r.name.toLowerCase() === p) return r.account;
      for (const a of r.aliases) {
        if (a.length > (best?.length ?? 0) && p.includes(a.toLowerCase())) best = { account: r.account, length: a.length };
      }
    }
    return best?.account ?? null;
  }

  private fromHistory(q: CounterQuery): string | null {
    // a description ("消费", "POS purchase") only identifies a counterparty when there is no payee
    const kind = q.payee ? 'payee' : 'narration';
    const text = q.payee ?? q.narration;
    if (!text || (kind === 'narration' && isGenericNarration(text))) return null;
    const own = (account: string) => isRootedIn(account, this.index.rootNames.assets) || isRootedIn(account, this.index.rootNames.liabilities);
    // A description gives a payment app's account only when it names it: the account may have come
    // from another row's payee (财付通), which this row does not have. Other own accounts learnt from
    // a description still are (个人住房贷款还款 -> Liabilities:Mortgage: recheck QA, it went to
    // Uncategorized while the rule covered every own account).
    const usable = (account: string | null): account is string =>
      this.acceptable(account, q) && (kind === 'payee' || !this.isAppAccount(account) || aliasAccount(this.index, text, (a) => a === account) !== null);
    const learned = (kind === 'payee' ? this.memory.byPayee : this.memory.byNarration).get(memoryKey(text, q.outgoing)) ?? null;
    if (usable(learned)) return learned;
    // the row's way: money to an account that can take the row (money out lands positive)
    const movesWay = (t: Transaction) => t.postings.some((x) => !own(x.account) && (q.outgoing ? x.units.number.isPositive() : x.units.number.isNegative()) && this.acceptable(x.account, q));
    // (only of the year before the row, COUNTER_HISTORY_DAYS, or after it: the latest is after any older)
    const recent = (t: Transaction) => dayNumber(t.date) >= dayNumber(q.date) - COUNTER_HISTORY_DAYS;
    let txn = this.index.lastWith(kind, text);
    if (!txn || !recent(txn)) return null;
    // The last one went the other way (a refund after the purchases, or a credit booked to
    // Income:Uncategorized, QA: the next refund found nothing): the last that went the row's way
    // says where it goes. A transfer (own accounts only) is read as it is, below.
    if (!txn.postings.every((x) => own(x.account)) && !movesWay(txn)) txn = this.index.lastWith(kind, text, (t) => recent(t) && movesWay(t)) ?? txn;
    // In a purchase or an income, the Assets/Liabilities postings are how it was paid, not what
    // for: only a transfer (nothing but own accounts) gives one of them as the other side.
    const transfer = txn.postings.every((x) => own(x.account));
    // A transfer says where money goes only for a statement of an account that took part in it:
    // Alipay repaying the 中信 card (payee 中信银行) says nothing of 中信's interest on a debit
    // account (QA: 结息 +0.66 was booked as money from Alipay, 跨行手续费 as a card repayment).
    if (transfer && !txn.postings.some((x) => q.exclude.includes(x.account))) return null;
    // The counter postings move the opposite way to the funding side (money out lands positive);
    // of several, the largest carries the movement: a withdrawal of 100 with a fee of 2 went to the
    // cash, not to the fee (the first such posting was taken). An own account carries it only in a
    // transaction of the statement's own account; in another's it says nothing of this row.
    const participates = txn.postings.some((x) => q.exclude.includes(x.account));
    const counter = txn.postings
      .filter((x) => (q.outgoing ? x.units.number.isPositive() : x.units.number.isNegative()) && !q.exclude.includes(x.account))
      .sort((a, b) => b.units.number.abs().cmp(a.units.number.abs()));
    for (const x of counter) {
      if (own(x.account) && !participates) return null;
      if (this.acceptable(x.account, q)) return usable(x.account) ? x.account : null;
    }
    return null;
  }
}

/**
 * Of the keyword table's account for the row's own category and the one for its payee and
 * description: the row's category says what the money was for, a name only hints at it (美团单车 of
 * 交通出行 is transport, though 美团 sells meals: it was booked to Expenses:Food), so the category's
 * decides; but where both are one kind of thing (the same account under the root: Expenses:Food
 * and Expenses:Food:Coffee, Expenses:Transport:Taxi and Expenses:Transport:Metro) the more specific
 * one, the name's when they are as specific (瑞幸 of 餐饮美食 is coffee, a METRO ride of 交通出行 metro).
 */
function ofCategoryAndName(byCategory: string, byName: string): string {
  const kind = (account: string) => account.split(':').slice(0, 2).join(':');
  if (kind(byCategory) !== kind(byName)) return byCategory;
  return byCategory.split(':').length > byName.split(':').length ? byCategory : byName;
}

/** The first of `items` (in order) for which `f` gives something, and that. */
function firstOf<T, R>(items: readonly T[], f: (item: T) => R | null): R | null {
  for (const item of items) {
    const found = f(item);
    if (found !== null) return found;
  }
  return null;
}

export function isRootedIn(account: string, root: string): boolean {
  return account.startsWith(`${root}:`);
}
