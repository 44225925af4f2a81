// The postings of debts and loans: what someone paid for me, money lent, borrowed or paid back to a
// person.
import { NOT_PAID_YET } from './not-paid-yet.ts';
import { someTenantsReceivable, tenantsReceivable } from './landlord-rent.ts';
import { Decimal } from '../../ledger/core/decimal.ts';
import { Problem } from '../../problem.ts';
import { collectsForOthers, isOwedThing, NOT_PAID_NOW, paysDebtForThem, type Direction } from '../direction.ts';
import { holdsSecurityDeposit, isHolding, namesItself, rootOf, type NlpIndex } from '../ledger-index.ts';
import { mask, recordedPayeeOf, walletWordsWithoutAccount, type Span, type TermMention } from '../mentions.ts';
import { BANK_NAMES, accepts, accountWithSegment, bestMentionedAccount, genericAccount, mostGeneric, type AccountFilter } from '../account-choice.ts';
import { namesBank } from '../person-words.ts';
import { FRIENDS_SEGMENTS, PAYABLE_SEGMENTS, RECEIVABLE_SEGMENTS, UNCATEGORIZED_SEGMENTS } from '../lexicon.ts';
import { type Item, byCurrency } from './item.ts';
import { ASSETS, LIABILITIES, EXPENSES, INCOME, FUNDING_ROOTS, filterFor } from './account-filter.ts';
import { type Context, itemText, mentionsIn } from './context.ts';
import { type ParsedPosting, posting } from './parsed-entry.ts';
import { hasWords } from './amount-choice.ts';
import { mentionedClaim, fundingPhrases } from './funding-phrases.ts';
import { fundingAccount } from './funding-account.ts';
import { categoryAccount } from './category-account.ts';
import { depositPaid } from './deposit-paid.ts';
import type { PayeeChoice } from './payee.ts';
import { onlyCustomersReceivable } from './sale-on-credit.ts';
import { feesBeside, feeAccount, feeTakenOffAccount } from './payment-fees.ts';
import { isPayable } from './payable-paid-off.ts';

// (王总欠我 2000 还没给, 欠老张 500 还没还: that it is not paid yet says nothing of what it was for)
const NOT_YET_GIVEN = /(?:还|仍然?|尚)?(?:没有?|未)(?:给|还|付)(?:我|钱|款)?/g;

/**
 * 我欠老张 1000 房租, owe Tom 30 for pizza: words other than the debt, the amounts and the wallets
 * say what it was for, booked as spending against what I owe (我欠老张 1000 alone says no spending);
 * for a debt of `mine`, goods in stock named too.
 */
export function debtHasReason(index: NlpIndex, text: string, debt: Span, mentions: readonly TermMention[], items: readonly Item[], date: string, creditor: string | null, mine = false): boolean {
  if (bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, items[0]!.currency)) !== null) return true;
  // (欠李老板 货款 3200 with 货款 aliasing Assets:Inventory: goods I owe for are what it was for; not
  // goods someone owes me for, 老李欠货款 1200, which are no stock of mine bought)
  if (mine && goodsNamed(index, mentions, date, items[0]!.currency) !== null) return true;
  // (the wallet with its 用 and its 卡, 还欠着老张的 88 招行卡, 用招行: they said nothing of what it was for)
  const wallets = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, items[0]!.currency, index.claims), text).map((w) => ({
    start: w.start - /(?:用|从|通过)?$/.exec(text.slice(0, w.start))![0].length,
    end: w.end + /^(?:的?(?:卡|账户|银行卡|储蓄卡|信用卡))?/.exec(text.slice(w.end))![0].length,
  }));
  // (下个月还, 还没还, 明天还老张: when it is paid back, and to whom, says nothing of what it was for)
  const creditorSaid = creditor === null ? [] : [...text.matchAll(new RegExp(creditor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // (read before the masking, whose characters would read as days said before the 还)
  const repayment = [...text.matchAll(NOT_PAID_NOW), ...text.matchAll(NOT_YET_GIVEN)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // (nor does a wallet the ledger has no account for: 信用卡还没还 3000 招行 with no account for 招行)
  const unknownWallets = walletWordsWithoutAccount(text, index, mentions).map((w) => w.span);
  const rest = mask(text, [debt, ...items.map((i) => i.amount), ...wallets, ...unknownWallets, ...creditorSaid, ...repayment]).replace(/\b(?:for|on|the|a|an|i)\b/gi, ' ');
  return hasWords(rest);
}

/**
 * The account kept for money between the user and friends or family (Liabilities:Friends, or under
 * Assets for what they owe), when the other side is a person (老张, 朋友): not a bill (房租还没交)
 * nor a bank (还花旗 2000), whose debts are no friend's. Null when there is none.
 */
function friendsAccount(ctx: Context, root: string, currency: string): string | null {
  const person = ctx.person;
  if (person === null || isOwedThing(person) || BANK_NAMES.test(person)) return null;
  return genericAccount(ctx.index, FRIENDS_SEGMENTS, filterFor([root], ctx.date, currency));
}

/**
 * The account the payee record of the person gives them when it is what people owe or are owed
 * (a liability, or a claim of mine) of the roots of `filter`: 还老陈 1500 with 老陈 recorded on
 * Liabilities:Supplier, and so 还陈老板 (an alias of the record) and 还老陈货款 (the payee said
 * first in the words). It was a 422, no payable being named so.
 */
function recordedClaim(ctx: Context, filter: AccountFilter): string | null {
  const { index, person } = ctx;
  const record = person === null ? null : recordedPayeeOf(index, person);
  const account = record === null ? undefined : index.payeeAccount.get(record);
  return account !== undefined && (rootOf(account) === LIABILITIES || index.claims.has(account)) && accepts(index, filter, account) ? account : null;
}

/**
 * 张三还款 340 支付宝 in a shop whose one receivable is Assets:Receivable:Customers, kept for
 * customers, with no record of 张三: what he pays back is booked there, warned (it was a stand-in
 * category, warned as if no receivable were open). Null with none or several open, or one of
 * someone in particular.
 */
function onlyReceivable(ctx: Context, currency: string): string | null {
  const only = onlyCustomersReceivable(ctx.index, ctx.date, currency);
  if (only !== null) ctx.guesses.add(`no record of ${ctx.person ?? 'who paid'} exists; booked as paying back on ${only}, the one receivable open`, 0.2);
  return only;
}

/**
 * `Liabilities:Supplier is kept for 老陈, not 小王` when payables not for the person are open (还小王
 * 500 微信 in the shop said "no payable account is open" and nothing of the supplier's), else null.
 */
function othersPayables(ctx: Context, currency: string): string | null {
  const { index } = ctx;
  const filter = filterFor([LIABILITIES], ctx.date, currency);
  const open = [...index.accounts.keys()].filter((a) => rootOf(a) === LIABILITIES && accepts(index, filter, a) && isPayable(index, a));
  if (open.length === 0) return null;
  const not = ctx.person === null ? '' : `, not ${ctx.person}`;
  return open
    .map((a) => {
      const whom = [...index.payeeAccount].filter(([, account]) => account === a).map(([name]) => name);
      return whom.length > 0 ? `${a} is kept for ${whom.join(', ')}${not}` : `${a} has no payee recorded on it`;
    })
    .join('; ');
}

/**
 * The claim on `ctx.person` for money they owe me, chosen as a loan to them is: their own account,
 * their payee record's, one kept for friends, else one for what people owe. Null when none is open.
 */
export function claimOnPerson(ctx: Context, currency: string): string | null {
  const { index } = ctx;
  return (
    mentionedClaim(index, ctx.termMentions, filterFor([ASSETS], ctx.date, currency)) ??
    recordedClaim(ctx, filterFor([ASSETS], ctx.date, currency)) ??
    friendsAccount(ctx, ASSETS, currency) ??
    genericAccount(index, RECEIVABLE_SEGMENTS, filterFor([ASSETS], ctx.date, currency))
  );
}

/**
 * The goods in stock (Assets:Inventory aliased 货款) that words name by the account's own name or
 * alias, no claim of anyone's; null when none or several are.
 */
function goodsNamed(index: NlpIndex, mentions: readonly TermMention[], date: string, currency: string): string | null {
  const filter = filterFor([ASSETS], date, currency);
  const goods = new Set(mentions.flatMap((m) => m.entry.hits.filter((h) => namesItself(h) && isHolding(index, h.account) && !index.claims.has(h.account) && accepts(index, filter, h.account)).map((h) => h.account)));
  return goods.size === 1 ? [...goods][0]! : null;
}

// 哥哥 出的, 哥哥 出了: put up by the one said just before
const PUT_UP_AFTER = /^\s*出(?:的|了)/;
/** Whether `person` is said just before 出的 or 出了 (the money put up by them). */
function putUpBy(text: string, person: string): boolean {
  for (let at = text.indexOf(person); at >= 0; at = text.indexOf(person, at + 1)) if (PUT_UP_AFTER.test(text.slice(at + person.length))) return true;
  return false;
}

/** What someone else paid for me (同事帮我付了午饭 30): my spending against what I owe them. */
export function owedPostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] {
  const { index } = ctx;
  // (欠李老板 货款 3200: the goods named, bought on credit, are what is owed for; it was a 422)
  const goods = (item: Item) => goodsNamed(index, ctx.items.length === 1 ? ctx.termMentions : mentionsIn(ctx.termMentions, item), ctx.date, item.currency);
  // (住院 押金 5000 哥哥 出的: a deposit paid for me is still mine to have back, on the deposit account)
  const categories = ctx.items.map((item) => depositPaid(ctx, item) ?? goods(item) ?? categoryAccount(ctx, item, EXPENSES, payee));
  const postings = ctx.items.map((item, i) => posting(categories[i]!, item.amount.number, item.currency));
  // (a deposit account is no one's: 押金 5000 哥哥付的 was booked as paid by the deposit)
  const deposits = new Set([...index.accounts.values()].filter(holdsSecurityDeposit).map((a) => a.name));
  for (const [currency, total] of byCurrency(ctx.items)) {
    // Their own account, on whichever side (小王 owes me less), else a payable named for no one.
    const owed =
      mentionedClaim(index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, currency, deposits)) ??
      recordedClaim(ctx, filterFor(FUNDING_ROOTS, ctx.date, currency, deposits)) ??
      friendsAccount(ctx, LIABILITIES, currency) ??
      genericAccount(index, [...PAYABLE_SEGMENTS, ...UNCATEGORIZED_SEGMENTS], filterFor([LIABILITIES], ctx.date, currency));
    // (欠电费 200: a bill is owed, it paid for nothing; it was "what 电费 paid for me")
    // (快递费 300 还没付: said not paid yet, see notPaidYetOwed)
    const what = ctx.person !== null && (isOwedThing(ctx.person) || NOT_PAID_YET.test(ctx.text)) ? `the ${ctx.person} owed` : `what ${ctx.person ?? 'someone'} paid for me`;
    if (!owed) throw Problem.unprocessable(`no payable account is open for ${what}`, [{ path: '/text', message: 'open one, e.g. Liabilities:Payables' }]);
    // (哥哥 出了 妈妈 住院费 3400 with Assets:Receivables:Brother open: nothing left my wallets; that
    // it was mine to pay, now off what he owes me, is a guess with 出, which says less than 付的: said)
    if (rootOf(owed) === ASSETS && ctx.person !== null && putUpBy(ctx.text, ctx.person)) ctx.guesses.add(`${ctx.person} paid ${total.toString()}: nothing left my accounts; read as paid for me, taken off what ${ctx.person} owes me (${owed}); if it was not mine to pay, do not book it`, 0.1);
    postings.push(posting(owed, total.neg(), currency));
  }
  return postings;
}

/** The account of interest paid with a repayment: the Expenses account its words name (Expenses:Interest), else a stand-in, warned. */
function interestAccount(ctx: Context, item: Item): string {
  const account = categoryAccount(ctx, item, EXPENSES, null);
  ctx.guesses.add(`read ${item.amount.number.toString()} (利息) as interest paid with the repayment, booked on ${account}`, 0.05);
  return account;
}

// 小王问我借了 500 还了 200: an amount said after a loan with 还 went the other way
const PAID_BACK_ITEM = /^[\s，,、；;]*(?:又|已|已经|后来|然后)?还(?:了|我|给我|款|钱|回)/;

/**
 * 团购 代收 邻居 300 on a ledger with no payable: money collected for others is still money in,
 * booked on the catch-all income, warned that it is owed onward (it was a 422 of money borrowed).
 */
function collectedAsIncome(ctx: Context, currency: string): string | null {
  if (!collectsForOthers(ctx.text)) return null;
  const filter = filterFor([INCOME], ctx.date, currency);
  const account = accountWithSegment(ctx.index, UNCATEGORIZED_SEGMENTS, filter);
  if (account !== null) ctx.guesses.add(`money collected for others is owed onward, but no payable account is open: booked on ${account}; open one (e.g. Liabilities:Payables) to keep it owed`, 0.3);
  return account;
}

// a loan kept for a home, a car or a person is not what a bank lent now
const NOT_A_BANK_LOAN = /^(?:mortgages?|homeloans?|houseloans?|carloans?|autoloans?|car|auto|house|home|studentloans?|房贷|车贷)$/i;
const BANK_LOAN_SEGMENTS = ['BankLoan', 'BankLoans', 'PersonalLoan', 'ConsumerLoan', 'Loan', 'Loans', '贷款', '银行贷款', '借款'];

/** The ledger's account for a bank's loan (Liabilities:Loan:Bank, Liabilities:BankLoan), not a mortgage, a car loan nor a friend's: null when none is open. */
function bankLoanAccount(index: NlpIndex, filter: AccountFilter): string | null {
  const friends = new Set(FRIENDS_SEGMENTS.map((s) => s.toLowerCase()));
  return accountWithSegment(index, BANK_LOAN_SEGMENTS, filter, (account) => account.split(':').slice(1).every((s) => !NOT_A_BANK_LOAN.test(s) && !friends.has(s.toLowerCase())));
}

export function loanPostings(ctx: Context, direction: Direction): ParsedPosting[] {
  const { index, guesses } = ctx;
  const postings: ParsedPosting[] = [];
  // ...so the loan is netted, not added to (it was 700 lent)
  const paidBack = direction === 'lend' || direction === 'borrow' ? ctx.items.filter((item, i) => i > 0 && PAID_BACK_ITEM.test(ctx.text.slice(item.start, item.amount.start))) : [];
  const paidBackTotals = byCurrency(paidBack);
  // 还老陈 3000 工行 手续费 5: a fee beside money paid out is spending of its own, paid from the same
  // wallet, as beside a payable paid off (it was 3005 paid to 老陈); beside money coming in (张三还款
  // 340 微信 手续费 1, 妈妈借我 5000 工行 手续费 5) it is taken off what arrived (it was 341 repaid)
  // 还妈妈 1000 其中利息 100 工行: interest said as a part of a repayment is spending paid with it from
  // the same wallet, not more of the debt paid off
  const interest = direction === 'repay' ? ctx.items.filter((item, i) => i > 0 && !paidBack.includes(item) && /利息/.test(itemText(ctx, item)) && ctx.items.some((o) => o !== item && o.currency === item.currency)) : [];
  const fees = [...feesBeside(ctx, ctx.items.filter((item) => !paidBack.includes(item))).filter((f) => !interest.includes(f)), ...interest];
  const loaned = ctx.items.filter((item) => !paidBack.includes(item) && !fees.includes(item));
  for (const currency of paidBackTotals.keys()) {
    if (!loaned.some((item) => item.currency === currency)) throw Problem.unprocessable(`money paid back in ${currency}, which was not lent or borrowed`, [{ path: '/text', message: 'say the loan and what was paid back in one currency' }]);
  }
  for (const [currency, total] of byCurrency(loaned)) {
    // Borrowing and paying a debt back move a liability; lending and being repaid a claim (an asset).
    const borrowing = direction === 'borrow' || direction === 'repay';
    const loanRoots = borrowing ? [LIABILITIES] : [ASSETS];
    // The person's own account first (小王 -> Assets:Receivables:XiaoWang), whichever side it is on,
    // then the one their payee record gives them. Else a claim named for no one (Liabilities:Payables); a credit card is never one.
    // (银行 那 借了 5000: a bank's loan, on a loan account of the ledger's, never on a friend's or a payable)
    const fromBank = direction === 'borrow' && ctx.person !== null && namesBank(ctx.person);
    const bankLoan = fromBank ? mentionedClaim(index, ctx.termMentions, filterFor([LIABILITIES], ctx.date, currency)) ?? bankLoanAccount(index, filterFor([LIABILITIES], ctx.date, currency)) : null;
    if (fromBank && bankLoan === null) {
      throw Problem.unprocessable(`no loan account is open for money borrowed from ${ctx.person}`, [{ path: '/text', message: `open one for the bank's loan, e.g. Liabilities:Loan:Bank with alias 银行贷款, and say where the money went (${ctx.person} 那 借了 5000 到 工行)` }]);
    }
    let loan =
      bankLoan ??
      mentionedClaim(index, ctx.termMentions, filterFor(loanRoots, ctx.date, currency)) ??
      mentionedClaim(index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, currency)) ??
      recordedClaim(ctx, filterFor(loanRoots, ctx.date, currency)) ??
      recordedClaim(ctx, filterFor(FUNDING_ROOTS, ctx.date, currency)) ??
      friendsAccount(ctx, loanRoots[0]!, currency) ??
      // (租客还我 230 电费: the tenant's, on the receivable kept for tenants; it was the generic one)
      // (替租客交了电费 230 回头找他要: paid for the tenant, on it; with one receivable per tenant, see someTenantsReceivable)
      (direction === 'repaid' && ctx.person !== null && /^(?:租客|房客)$|^tenants?$/i.test(ctx.person) ? tenantsReceivable(index, ctx.date, currency) : null) ??
      (direction === 'lend' && ctx.person !== null && /^(?:租客|房客)$|^tenants?$/i.test(ctx.person) ? someTenantsReceivable(index, ctx.date, currency, guesses) : null) ??
      genericAccount(index, borrowing ? [...PAYABLE_SEGMENTS, ...UNCATEGORIZED_SEGMENTS] : RECEIVABLE_SEGMENTS, filterFor(loanRoots, ctx.date, currency)) ??
      (direction === 'repaid' ? onlyReceivable(ctx, currency) : null) ??
      (direction === 'borrow' ? collectedAsIncome(ctx, currency) : null);
    if (!loan && borrowing) {
      const what = direction === 'repay' ? `money paid back${ctx.person ? ` to ${ctx.person}` : ''}` : `money borrowed${ctx.person ? ` from ${ctx.person}` : ''}`;
      const others = othersPayables(ctx, currency);
      if (others !== null) throw Problem.unprocessable(`no payable account is open for ${what}: ${others}`, [{ path: '/text', message: `record ${ctx.person ?? 'them'} as a payee with the account owed to them, or open one, e.g. Liabilities:Payables` }]);
      throw Problem.unprocessable(`no payable account is open for ${what}`, [{ path: '/text', message: 'open one, e.g. Liabilities:Payables' }]);
    }
    if (!loan) {
      const filter = filterFor([EXPENSES], ctx.date, currency);
      // (同事转来 50 AA 午饭, 同事还我 50 午饭: paid back on what the words name as spent, which it
      // takes off; it was the catch-all whatever was named)
      // (a fee said beside it, 手续费 1, names what the fee was, not what was paid back)
      const own = ctx.termMentions.filter((m) => loaned.some((item) => item.currency === currency && m.start >= item.start && m.end <= item.end));
      const spent = direction === 'repaid' ? bestMentionedAccount(index, own, filter) : null;
      loan = spent ?? accountWithSegment(index, UNCATEGORIZED_SEGMENTS, filter) ?? mostGeneric(index, filter);
      if (!loan) throw Problem.unprocessable('no open receivable account', [{ path: '/text', message: 'open an account for loans' }]);
      guesses.add(`no receivable account is open${direction === 'repaid' && ctx.person !== null ? `, and no record of ${ctx.person} exists` : ''}; ${spent !== null ? `booked as paid back of what was spent on ${loan}` : `used ${loan}`}`, spent !== null ? 0.15 : 0.3);
    }
    const moneyIn = direction !== 'lend' && direction !== 'repay';
    // (the loan's account, a payable of history's spending, is not what pays it back)
    // (帮我爸还了 1000 信用卡 银行卡: the card paid off is his, not what paid it; it was my own card, paid off)
    const theirDebt = (m: TermMention) => direction === 'lend' && paysDebtForThem(ctx.text) && m.entry.hits.every((h) => rootOf(h.account) === LIABILITIES) && !/(?:用|刷|从)\s*$/.test(ctx.text.slice(0, m.start));
    const cash = fundingAccount({ ...ctx, termMentions: ctx.termMentions.filter((m) => !m.entry.hits.every((h) => h.account === loan) && !theirDebt(m)), otherPostingSpans: [...(ctx.otherPostingSpans ?? []), ...ctx.termMentions.filter(theirDebt)] }, currency, loan, null, moneyIn ? 'in' : 'out', moneyIn);
    if (cash === loan) throw Problem.unprocessable('could not tell the loan account from the cash account');
    const signed = moneyIn ? total : total.neg();
    const feesPaid = fees.filter((f) => f.currency === currency);
    const fee = feesPaid.reduce((sum, f) => sum.add(f.amount.number), Decimal.ZERO);
    postings.push(posting(cash, signed.sub(fee), currency), posting(loan, signed.neg(), currency));
    for (const f of feesPaid) postings.push(posting(interest.includes(f) ? interestAccount(ctx, f) : moneyIn ? feeTakenOffAccount(ctx, f, total) : feeAccount(ctx, f), f.amount.number, currency));
    const back = paidBackTotals.get(currency);
    if (back !== undefined) {
      const left = total.sub(back);
    guesses.add(`read ${back.toString()} after 还 as paid back of the ${total.toString()} ${direction === 'lend' ? 'lent' : 'borrowed'}${left.isPositive() ? `: ${left.toString()} still owed` : ''}`, 0.1);
      postings.push(posting(cash, moneyIn ? back.neg() : back, currency), posting(loan, moneyIn ? back : back.neg(), currency));
    }
  }
  return postings;
}
