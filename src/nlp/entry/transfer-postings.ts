// The postings of a move between accounts of mine: which side is which, the side not named guessed,
// and its fees.
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { recipientOf, englishRepaidTo } from '../direction.ts';
import { findUnusableWalletMention, inside, type Span } from '../mentions.ts';
import { type AccountFilter, accepts, pocketCashAccount, genericAccount, holdsSecurities, isBankAccount, isGenericBankAccount, mostFrequent, mostUsed, mostUsedOfKind } from '../account-choice.ts';
import { CASH_SEGMENTS, FRIENDS_SEGMENTS, PAYABLE_SEGMENTS } from '../lexicon.ts';
import { type Item, byCurrency } from './item.ts';
import { ASSETS, LIABILITIES, EXPENSES, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import type { Context } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { type FundingPhrase, fundingPhrases } from './funding-phrases.ts';
import { fundingFilterExcluding, warnOfAlsoNamed, markFundingSpan, yieldOnlyAccounts, kindOfMissingWallet, namedWithoutAccount, refuseCashWithoutWallet } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import { feesBeside, feesInAnotherCurrency, networkFeesBesideCoins } from './payment-fees.ts';
import { lendsCash, paidOutAfter } from './loan-paid-out.ts';
import { loanOfKindSaid } from './loan-instalment.ts';
import { namesPlan } from './retirement-plans.ts';
import { isHolding, type NlpIndex } from '../ledger-index.ts';
import { type ForeignCharge, pricedPostings } from './foreign-charge.ts';
import { repaidPersonAccount } from './repaid-in-english.ts';
import type { ImpliedHolding } from './implied-holding.ts';
import { movesNarrated, narrationSaid } from './moves-narrated.ts';
import { TOP_UP_CUE, SOURCE_BEFORE, movesCash, TARGET_BEFORE, OWED_TO_BEFORE, GIVEN_TO_ROLE_BEFORE, isOwedToPerson, BORROWED_THEN_PAID, SOURCE_AFTER, MOVED_IN_AFTER, TARGET_AFTER, REPAYMENT_AFTER, MOVED_IN_BETWEEN, TOPS_UP_BETWEEN, BOUGHT_IN_NAME, SOLD_IN_NAME, invested, isOwnDebt, isLoanAccount, putOnFixedDeposit } from './transfer-words.ts';

/** The cash word alone (cash, 现金) naming a cash account that is not the pocket's (a broker's Assets:US:Vanguard:Cash). */
function brokerCashSaid(ctx: Context, p: FundingPhrase, pocket: string | null): boolean {
  return p.account !== pocket && /^(?:cash|现金)$/i.test(ctx.text.slice(p.start, p.end).trim());
}

// 提现 1000 手续费 0.1%: a fee said as a rate of what was moved
const FEE_RATE = /(?:手续费|服务费)\s*(?:为|是|[:：])?\s*(\d+(?:\.\d+)?)\s*%/;
const HUNDRED = Decimal.fromInt(100);
const LOAN_REPAID = /还贷|贷款|月供/;

/** Whether the words of the phrase name `account` too (招行 names Liabilities:CreditCard:CMB as well as Assets:Bank:CMB). */
function namesAccount(ctx: Context, phrase: Span, account: string): boolean {
  return ctx.termMentions.some((m) => inside(m, phrase) && m.entry.hits.some((h) => h.account === account));
}

/**
 * `heldFrom`: the holding a redemption or maturity with no account of it said came out of (see
 * implied-holding.ts), the source when no word names one.
 */
export function transferPostings(ctx: Context, cue: string, items: readonly Item[] = ctx.items, heldFrom: ImpliedHolding | null = null): ParsedPosting[] {
  const { index, guesses } = ctx;
  const postings: ParsedPosting[] = [];
  // 提现 1000 手续费 1: what the move cost, not part of what was moved
  // (transferred 0.5 ETH to ledger wallet, gas 0.002 ETH, 网络费 0.0005 BTC: the network's fee too)
  const saidFees = feesBeside(ctx, items);
  const fees = saidFees.length > 0 ? saidFees : networkFeesBesideCoins(ctx, items);
  // ATM取了 10000 日元 手续费 30: a fee in a currency none of the money moved is in
  const otherFees = fees.length === 0 ? feesInAnotherCurrency(ctx, items) : [];
  let movedFrom: string | null = null;
  let movedTo: string | null = null;
  const repaidInEnglish = /^还/.test(cue) ? englishRepaidTo(ctx.text) : null;
  for (const [currency, total] of byCurrency(items.filter((i) => !fees.includes(i) && !otherFees.includes(i)))) {
    const named = fundingPhrases(index, ctx.termMentions, fundingFilterExcluding(ctx, currency), ctx.text);
    const cashMoved = movesCash(cue, ctx.text, named);
    const pocket = cashMoved ? pocketCashAccount(index, CASH_SEGMENTS, filterFor([ASSETS], ctx.date, currency, index.claims)) : null;
    const phrases = named.filter((p) => pocket === null || !brokerCashSaid(ctx, p, pocket));
    let source: FundingPhrase | null = null;
    let target: FundingPhrase | null = null;
    const unmarked: FundingPhrase[] = [];
    let borrowed: FundingPhrase | null = null;
    let movedToPayLoan = false;
    const cash = pocket;
    if (cash !== null) {
      // 现金 in 存现金 is part of the verb: it stays in the narration (an empty span masks nothing).
      const said = { start: 0, end: 0, account: cash };
      if (/^(?:存|deposit)/i.test(cue)) source = said;
      else target = said;
    }
    for (const p of phrases) {
      if (p.account === cash) continue;
      // 还李老板 3200 货款 with 货款 aliasing Assets:Inventory: goods held pay no debt and are no
      // debt paid (they were the side the money came from, or went to), see paysPayableOff
      if (/^还/.test(cue) && isHolding(index, p.account) && !index.claims.has(p.account)) continue;
      // (12: `into my ` and `from the ` before an English account)
      const before = ctx.text.slice(Math.max(0, p.start - 12), p.start);
      const after = ctx.text.slice(p.end, p.end + 6);
      // 信用卡还款, 花呗 还款 微信: 还款 after an account names the debt repaid; but in 微信 还款 花呗 and
      // 招行 还款 信用卡 a debt of mine follows, and the wallet of mine before 还款 is what pays it.
      const paysDebtAfter = REPAYMENT_AFTER.test(after) && p.account.startsWith(ASSETS + ':') && phrases.some((q) => q.start >= p.end && q.account.startsWith(LIABILITIES + ':'));
      // 招行卡充值微信, 工行充值到微信: the wallet right after 充值 is the one topped up, so the one before pays.
      const topsUpNext = phrases.some((q) => q.start >= p.end && TOPS_UP_BETWEEN.test(ctx.text.slice(p.end, q.start)));
      const movedIn = MOVED_IN_AFTER.test(after) && !phrases.some((q) => q.start >= p.end && MOVED_IN_BETWEEN.test(ctx.text.slice(p.end, q.start)));
      // 借呗借了 3000 还花旗: the credit line borrowed on pays what the 还 names (it was read as
      // paying the credit line back); 借呗借的钱 还了 2000 still pays it back.
      const borrowedOn = /^还/.test(cue) && isOwnDebt(index, p.account) && BORROWED_THEN_PAID.test(ctx.text.slice(p.end));
      // (房贷扣了 4321.56: what a loan's payment is 扣 for is the loan paid, never the account paying)
      const loanRepaid = /^还/.test(cue) && isLoanAccount(index, p.account);
      // 银行卡 助学贷款到账 8000: a loan said paid out is where the money comes from (a credit line
      // lending cash too: 工行 借呗 到账 5000 and 工行 收到 借呗 5000 were a repayment of 借呗, silent)
      const loanPaid = cue === '' && lendsCash(index, p.account) && paidOutAfter(ctx.text, p);
      // 转账 8200 到建行 还房贷: what the money moved is for, to be paid from there later; neither
      // side of the move (the loan was its source: the mortgage grew)
      if (!/^还/.test(cue) && isLoanAccount(index, p.account) && /还\s*$/.test(before) && phrases.some((q) => q !== p && q.start < p.start && q.account.startsWith(ASSETS + ':'))) {
        (ctx.keptSpans ??= []).push(p);
        movedToPayLoan = true;
        continue;
      }
      // 给供应商李老板转了 3200 with 李老板 aliasing a payable of his: whom the repayment goes to
      // (its 转了 after the name marked it as the source)
      // (paid back Tom 150 wechat, paid Tom back, repaid Tom: whom I pay back, as 还Tom is; it was the
      // source when Tom's account is a claim on him, money into my wallet)
      const repaidPerson = /^还/.test(cue) && ((isOwedToPerson(index, p.account) && GIVEN_TO_ROLE_BEFORE.test(before)) || (repaidInEnglish !== null && p.start < repaidInEnglish.end && repaidInEnglish.start < p.end));
      // 信用卡 到期 还款 3000: a debt of mine said due (到期) is what a repayment pays, not a holding
      // matured and taken out (the card paid another debt of mine)
      const dueRepaid = /^还/.test(cue) && isOwnDebt(index, p.account) && /^\s*(?:已经?)?到期/.test(after);
      if ((borrowedOn || loanPaid) && !source) source = borrowed = p;
      else if (repaidPerson && !target) target = p;
      else if (!source && !loanRepaid && (SOURCE_BEFORE.test(before) || paysDebtAfter || topsUpNext || SOLD_IN_NAME.test(ctx.text.slice(p.start, p.end)) || (SOURCE_AFTER.test(after) && !movedIn && !dueRepaid && !TARGET_BEFORE.test(before)))) source = p;
      // 还吃饭欠小王的 50: whom I owe (欠小王) is whom a repayment goes to
      else if (!target && !paysDebtAfter && !topsUpNext && (TARGET_BEFORE.test(before) || putOnFixedDeposit(before, ctx.text.slice(p.start, p.end)) || TARGET_AFTER.test(after) || BOUGHT_IN_NAME.test(ctx.text.slice(p.start, p.end)) || movedIn || (/^还/.test(cue) && OWED_TO_BEFORE.test(before)))) target = p;
      else unmarked.push(p);
    }
    if (repaidInEnglish !== null && target !== null && target.start < repaidInEnglish.end && repaidInEnglish.start < target.end) target = repaidPersonAccount(ctx, target, repaidInEnglish.name, fundingFilterExcluding(ctx, currency));
    // 赎回 20350 赚了350 到工行: the holding implied is where the money left, so 工行 is where it went
    if (source === null && heldFrom !== null && accepts(index, filterFor([ASSETS], ctx.date, currency), heldFrom.account)) {
      source = { start: 0, end: 0, account: heldFrom.account };
      guesses.add(heldFrom.why, 0.2);
    }
    for (const p of unmarked) {
      if (source?.account === p.account || target?.account === p.account) continue;
      // 信用卡还款 招行 3000 工资卡 (中信): the bank's word says which of the cards 信用卡 may be is
      // repaid (its words name that card) when another wallet of mine is said to pay; it was
      // taken for the paying account (a card paying a card, with 中信).
      // (中信 aliasing the card itself names it whatever else is said: a card paying a card was a misreading)
      if (target !== null && source === null && isOwnDebt(index, target.account)) {
        const cards = [target.account, ...(target.alsoNamed ?? [])];
        const anotherPays = unmarked.some((q) => q !== p && q.account !== p.account && q.account.startsWith(ASSETS + ':'));
        const card = cards.includes(p.account) ? p.account : anotherPays ? cards.find((a) => namesAccount(ctx, p, a)) : undefined;
        if (card !== undefined) {
          target = { ...target, account: card, alsoNamed: [] };
          (ctx.keptSpans ??= []).push(p);
          continue;
        }
      }
      // 提现 names where the money leaves; 存入/充值/还 name where it arrives, but a repayment
      // (还款 2000 支付宝) arrives on a debt: a wallet of mine named with it is what pays.
      const repaysFrom = /^还/.test(cue) && p.account.startsWith(ASSETS + ':');
      // withdrew 200 cash: the cash said with a withdrawal is where the money went (it was the source)
      const cash = p.account === pocketCashAccount(index, CASH_SEGMENTS, filterFor([ASSETS], ctx.date, currency, index.claims));
      const withdrawnAsCash = /^withdr/i.test(cue) && cash;
      // 现金存入 2000 招行: the cash said with a deposit is what is deposited (it was the target: a withdrawal)
      const depositedCash = /存/.test(cue) && cash;
      // (建行 到账 6074 滴滴 提现: with no cue but the money said arrived, the one wallet said is where;
      // it was where the money left)
      const arrivedIn = cue === '' && ARRIVED.test(ctx.text) && /提现/.test(ctx.text);
      if (!source && !withdrawnAsCash && (repaysFrom || depositedCash || !(target === null && (arrivedIn || /存|充值|还|转入|转到|转进|^(?:contribut|put|repa)/i.test(cue) || TOP_UP_CUE.test(cue))))) source = p;
      else if (!target) target = p;
    }
    // 信用卡 3000 已还 工行: 还 before the bank marked it as where the money went, but a repayment
    // goes from a wallet of mine to a debt of mine, never the other way round.
    if (/^还/.test(cue) && source && target && source !== borrowed && isOwnDebt(index, source.account) && target.account.startsWith(ASSETS + ':') && !index.claims.has(target.account)) {
      [source, target] = [target, source];
    }
    // A person's account (还小王) keeps its name in the narration; a wallet's is dropped, but not
    // a card or credit line the money goes to or comes from: 还花呗, 借呗借了 say what the entry
    // is, 还 and 借了 alone do not (nor does 到期 without 理财).
    for (const p of [source, target]) {
      if (!p || index.claims.has(p.account)) continue;
      // (理财到期: what matured says what the entry is, as 还花呗 does)
      // (contributed to my 401k: the plan says what the entry is, as 还花呗 does)
      if (p.account.startsWith(LIABILITIES + ':') || invested(ctx.text, p) || (cue === '到期' && p === source) || namesPlan(ctx.text.slice(p.start, p.end))) (ctx.keptSpans ??= []).push(p);
      else markFundingSpan(ctx, p);
    }
    warnOfAlsoNamed(ctx, source, target);
    warnOfAlsoNamed(ctx, target, source);
    if (source !== null && target !== null) warnOfCardPayingLoan(ctx, source, target);
    // 招行 还款 信用卡 2000 with no account for 招行: a bank account of mine is the side not named
    const namedBank = kindOfMissingWallet(ctx) === isGenericBankAccount;
    let from = source?.account ?? null;
    let to = target?.account ?? null;
    if (to === null) {
      // 小王 500 还钱, 小王 还了 500 with 小王's account a claim on them (they owe me): they pay me
      // back, so the money lands where income lands, not on a debt of mine.
      const repaidToMe = from !== null && index.claims.has(from) && from.startsWith(ASSETS + ':');
      // (a guess never lands in an account only ever credited with interest: 零钱通转出 300 is no
      // move into 余额宝, and 小王还我 no money paid into it)
      const receiving = filterFor(FUNDING_ROOTS, ctx.date, currency, new Set([...(from ? [from] : []), ...yieldOnlyAccounts(index)]));
      const liabilityWanted = cue.startsWith('还') && !repaidToMe;
      const liabilities = filterFor([LIABILITIES], ctx.date, currency, new Set(from ? [from] : []));
      to = liabilityWanted
        ? // (还坐车钱给老张 20, 老张 with no account of his own: the payable named for no one, not a card)
          (recipientOf(ctx.text) !== null ? (genericAccount(index, FRIENDS_SEGMENTS, liabilities) ?? genericAccount(index, PAYABLE_SEGMENTS, liabilities)) : null) ??
          // (公积金还贷 5000, 公积金冲还贷: a loan is paid, not the credit card most used)
          (LOAN_REPAID.test(ctx.text) ? loanOfKindSaid(index, ctx.text, liabilities) : null) ??
          mostUsed(index, liabilities)
        : // (a withdrawal lands in a bank account whatever history says of income; so does a move
          // to a bank said by its name, 招行, with no account of its own)
          (/提现/.test(cue) || namedBank ? mostUsedOfKind(index, filterFor([ASSETS], ctx.date, currency, new Set(from ? [from] : [])), namedBank ? isGenericBankAccount : isBankAccount) : null) ??
          mostFrequent(index, index.peopleReceiving, receiving) ??
          mostFrequent(index, index.incomeReceiving, receiving) ??
          mostUsed(index, filterFor([ASSETS], ctx.date, currency, receiving.exclude)) ??
          mostUsed(index, filterFor([ASSETS], ctx.date, currency, new Set(from ? [from] : [])));
      // (取 200 港币 现金 with no cash for HKD: a 422 naming what to open, not a guessed wallet)
      refuseCashWithoutWallet(ctx, currency, findUnusableWalletMention(ctx.text, index, ctx.termMentions, ctx.date, currency), to);
      if (!to) throw Problem.unprocessable('no account to transfer to', [{ path: '/text', message: 'name the receiving account' }]);
      guesses.add(`${namedWithoutAccount(ctx) ?? 'no receiving account named; '}used ${to}`, 0.2);
    }
    if (from === null) {
      const filter = filterFor([ASSETS], ctx.date, currency, new Set([to]));
      // Top-ups and repayments come from where income lands (the bank), not from a wallet; a
      // withdrawal (提现) from the wallet spending is paid from.
      const order = /提现/.test(cue) ? [index.spendingFunding, index.incomeReceiving] : [index.incomeReceiving, index.spendingFunding];
      // A top-up, a withdrawal of cash or a card paid off comes from a bank account when there is
      // one (not from where spending was paid, nor where a red packet came in); a move into a bank
      // or a debt to a person paid back from history, else the first by name. A bank said by its
      // name (招行) with no account of its own is a bank account, whatever history says.
      const fromBank = !/提现/.test(cue) && !isBankAccount(to) && !index.claims.has(to);
      // 淘宝提现 12000 到招行 where the entries narrated 淘宝提现 moved money from Alipay: from there
      // (it was the wallet spending is paid from, WeChat)
      const narrated = movesNarrated(index, ctx.text, ctx.termMentions, items);
      const pastSource = narrated === undefined ? null : mostFrequent(index, narrated.from, filter);
      // A debt of mine paid (a loan's instalment, a card's repayment) comes from the account that
      // paid it before (房贷扣了: it was the most used bank account, not the one the mortgage is
      // paid from); a withdrawal (提现) leaves a wallet whatever paid the debt.
      // 滴滴 提现 3000 到建行, 从 滴滴 提现 500 到 微信: a withdrawal leaves the account the moves of the
      // payee said left (滴滴's withdrawals, from Assets:Platform:Didi; it was the wallet spending is
      // paid from, WeChat)
      // (建行 到账 6074 滴滴 提现: read as a move for its 提现, though 到账 was its cue)
      const withdrawal = /提现/.test(cue || ctx.text);
      const payeeMoved = withdrawal ? withdrawalSourceOfPayee(index, ctx.text, filter) : null;
      const withdrawnFrom = payeeMoved?.account ?? null;
      // (ATM取了 10000 日元 into the yen's cash: never from an account of shares or coins, which no
      // ATM draws on; it was Assets:HK:Broker, open for any currency, which never held yen)
      const cashSaid = cash !== null && to === cash && source === null;
      const cashFilter = cashSaid ? { ...filter, exclude: new Set([...(filter.exclude ?? []), ...[...index.accounts.keys()].filter((a) => holdsSecurities(index, a))]) } : filter;
      from =
        (namedBank ? mostUsedOfKind(index, filter, isGenericBankAccount) : null) ??
        pastSource ??
        withdrawnFrom ??
        // (转账 8200 到建行 还房贷: from where the money to pay it was moved before, 招行转建行 还房贷;
        // 给供应商李老板转了 3200: from where the payments to him came)
        (!/提现/.test(cue) && (isOwnDebt(index, to) || isOwedToPerson(index, to) || movedToPayLoan) ? mostFrequent(index, index.sourceByTarget.get(to), filter) : null) ??
        (fromBank ? mostUsedOfKind(index, cashFilter, isBankAccount) : null) ??
        mostFrequent(index, order[0], cashFilter) ??
        mostFrequent(index, order[1], cashFilter) ??
        mostUsed(index, cashFilter);
      // (八达通 充值 200 港币 现金 with no cash for HKD: a 422 naming what to open; it was a top-up
      // from the HKD bank account, warned that no source was named)
      refuseCashWithoutWallet(ctx, currency, findUnusableWalletMention(ctx.text, index, ctx.termMentions, ctx.date, currency), from);
      // with no account of mine for that money, the card the cash put there before came from, in its
      // own money at the ledger's price (see cashSource), as ATM取了 10000 日元 招行卡 says it
      const pastCash = from === null && cashSaid ? cashSource(ctx, to, currency) : null;
      if (pastCash !== null) {
        const moved = [posting(pastCash.account, total.neg(), currency), posting(to, total, currency)];
        guesses.add(`no source account named; used ${pastCash.account} (where the cash put in ${to} came from before)`, 0.2);
        postings.push(...pricedPostings(index, moved, pastCash.charge, ctx.date, guesses));
        movedFrom = pastCash.account;
        movedTo = to;
        pushFees(ctx, postings, fees, currency, total, pastCash.account);
        continue;
      }
      if (!from) throw Problem.unprocessable('no account to transfer from', [{ path: '/text', message: 'name the paying account' }]);
      // (the word named without an account is said once: with the receiving side guessed, it was that side's)
      const asBefore = from === pastSource ? ` (as the past entries narrated ${narrationSaid(ctx.text, ctx.termMentions, items)} did)` : from === withdrawnFrom ? ` (where the past moves of ${payeeMoved!.payee} came from)` : '';
      guesses.add(`${(target === null ? null : namedWithoutAccount(ctx)) ?? 'no source account named; '}used ${from}${asBefore}`, 0.2);
    }
    postings.push(posting(from, total.neg(), currency), posting(to, total, currency));
    movedFrom = from;
    movedTo = to;
    pushFees(ctx, postings, fees, currency, total, from);
  }
  for (const fee of otherFees) {
    const category = categoryAccount(ctx, fee, EXPENSES, null);
    const payer = feePayer(ctx, fee, movedFrom!, movedTo!);
    postings.push(posting(category, fee.amount.number, fee.currency), posting(payer, fee.amount.number.neg(), fee.currency));
  }
  return postings;
}

/** The fees of the money moved in `currency` (手续费 5, 手续费 0.1%), paid from `from`. */
function pushFees(ctx: Context, postings: ParsedPosting[], fees: readonly Item[], currency: string, total: Decimal, from: string): void {
  const { guesses } = ctx;
  for (const fee of fees.filter((f) => f.currency === currency)) {
    const category = categoryAccount(ctx, fee, EXPENSES, null);
    guesses.add(`read ${fee.amount.number.toString()} as the fee of the transfer, paid from ${from}`, 0.05);
    postings.push(posting(category, fee.amount.number, currency), posting(from, fee.amount.number.neg(), currency));
  }
  const rate = fees.length === 0 ? FEE_RATE.exec(ctx.text) : null;
  if (rate !== null) {
    // to the cent, half-even, as the wallets show it (their minimum fee, 0.1 at WeChat, is not known here)
    const number = total.mul(Decimal.parse(rate[1]!)).div(HUNDRED).quantize(-2);
    if (!number.isZero()) {
      const start = rate.index;
      const end = start + rate[0].length;
      const fee: Item = { start, end, currency, amount: { start, end, number, currency, hasUnit: true, chineseBare: false } };
      const category = categoryAccount(ctx, fee, EXPENSES, null);
      guesses.add(`read ${rate[0].replace(/\s+/g, '')} as a fee of ${number.toString()} (of ${total.toString()}), paid from ${from}`, 0.05);
      postings.push(posting(category, number, currency), posting(from, number.neg(), currency));
    }
  }
}

/**
 * Where cash withdrawn into `cash` came from when no account of mine that could hold its money is
 * left to guess: the account of mine holding only another currency that the money put in it came
 * from most often (a withdrawal with its fee counted too), billed in its own money at the
 * ledger's price (ATM取了 10000 日元: the 招行 card the ATM withdrawals of yen came from, as ATM取了
 * 10000 日元 招行卡 says it). Null when history has none.
 */
function cashSource(ctx: Context, cash: string, currency: string): { account: string; charge: ForeignCharge } | null {
  const { index } = ctx;
  const counts = new Map<string, number>();
  for (const t of index.view.transactions) {
    if (t.flag === '!' || !t.postings.some((p) => p.account === cash && p.units.number.coef > 0n)) continue;
    const from = t.postings.find((p) => p.account !== cash && p.units.number.coef < 0n && p.account.startsWith(ASSETS + ':'))?.account;
    if (from !== undefined) counts.set(from, (counts.get(from) ?? 0) + 1);
  }
  let best: { account: string; count: number; held: string } | null = null;
  for (const [account, count] of counts) {
    const held = index.accounts.get(account)?.currencies ?? [];
    if (held.length !== 1 || held[0] === currency || index.claims.has(account) || !accepts(index, filterFor([ASSETS], ctx.date, held[0]!), account)) continue;
    if (best === null || count > best.count || (count === best.count && account < best.account)) best = { account, count, held: held[0]! };
  }
  if (best === null) return null;
  return { account: best.account, charge: { account: best.account, word: '', currency: best.held, foreign: currency, price: null, total: false, priceAmounts: [], priceSpans: [] } };
}

// (信用卡, 招行卡, credit card, 花呗: words that name a card or a credit line as such)
const CARD_SAID = /卡|呗|白条|\bcard\b|\bcredit\b/i;

/**
 * 车贷 3580 招行 with 招行's credit card open and no bank account of 招行: the loan paid by the card
 * the bank's name alone reads as, warned (a loan is seldom paid by a card; it was silent).
 */
function warnOfCardPayingLoan(ctx: Context, source: FundingPhrase, target: FundingPhrase): void {
  const { index } = ctx;
  if (!isLoanAccount(index, target.account) || !isOwnDebt(index, source.account) || isLoanAccount(index, source.account)) return;
  const said = ctx.text.slice(source.start, source.end).trim();
  if (CARD_SAID.test(said) || (index.accounts.get(source.account)?.aliases ?? []).includes(said)) return;
  ctx.guesses.add(`read ${said} as ${source.account}, a card paying ${target.account}: name the account if the loan was paid from a bank account`, 0.2);
}

/** Whether `account` holds `currency`: its open directive allows it, or (allowing any) it has had postings in it. */
function holds(ctx: Context, account: string, currency: string): boolean {
  const allowed = ctx.index.accounts.get(account)?.currencies ?? [];
  return allowed.length > 0 ? allowed.includes(currency) : (ctx.index.currencyUse.get(account)?.get(currency) ?? 0) > 0;
}

/**
 * Who pays a fee in a currency none of the money moved is in (ATM取了 10000 日元 手续费 30): the
 * account the money came from when it holds the fee's currency, else an account of mine in that
 * currency named (招行卡), else a bank account in it (the bank a foreign withdrawal is charged
 * to), warned as a guess.
 */
function feePayer(ctx: Context, fee: Item, from: string, to: string): string {
  const { index, guesses } = ctx;
  const currency = fee.currency;
  const said = `read ${fee.amount.number.toString()} ${currency} as the fee of the transfer`;
  // (ATM取了 10000 日元 手续费 30 元 微信 with the yen from the card of past withdrawals: the wallet said
  // with the fee pays it, whichever account the money moved came from)
  const filter: AccountFilter = filterFor(FUNDING_ROOTS, ctx.date, currency, new Set([from, to]));
  const named = fundingPhrases(index, ctx.termMentions, filter, ctx.text).find((p) => accepts(index, filter, p.account));
  if (holds(ctx, from, currency) && named === undefined) {
    guesses.add(`${said}, paid from ${from}`, 0.05);
    return from;
  }
  if (named !== undefined) {
    markFundingSpan(ctx, named);
    guesses.add(`${said}, paid from ${named.account}${holds(ctx, from, currency) ? '' : ` (${from} does not hold ${currency})`}`, 0.05);
    return named.account;
  }
  const assets = filterFor([ASSETS], ctx.date, currency, new Set([from, to]));
  const payer = mostUsedOfKind(index, assets, isBankAccount) ?? mostFrequent(index, index.spendingFunding, assets) ?? mostUsed(index, assets);
  if (payer === null) throw Problem.unprocessable(`no account to pay the fee in ${currency} from`, [{ path: '/text', message: 'name the account the fee was paid from' }]);
  guesses.add(`${said}: ${from} does not hold ${currency} and no account in it is named; paid from ${payer}`, 0.2);
  return payer;
}

// 到账, 入账, 收到: the money said arrived
const ARRIVED = /到账|入账|进账|收到/;

/** The account the past moves of the payee the sentence names left (the longest payee name said), null when none. */
function withdrawalSourceOfPayee(index: NlpIndex, text: string, filter: AccountFilter): { account: string; payee: string } | null {
  const said = [...index.moveSourceByPayee.keys()].filter((payee) => payee.length > 1 && text.includes(payee)).sort((a, b) => b.length - a.length)[0];
  const account = said === undefined ? null : mostFrequent(index, index.moveSourceByPayee.get(said), filter);
  return account === null ? null : { account, payee: said! };
}
