// Turns one Chinese sentence ("昨天在全家买早饭花了8块，用招行卡") into a balanced transaction
// over the user's open accounts, ready for POST /bean/transactions. It never writes.
//
// Decisions (also in the OpenAPI description of POST /bean/nlp/parse):
// - The text must have 1..MAX_TEXT_LENGTH (500) characters, else 400; no amount, a zero
//   amount, or a ledger without a usable account is a 422. Nothing else is ever thrown.
// - Dates: see dates.ts (weeks start on Monday, 周三 said on a Wednesday is today, a date
//   without a year is never in the future, explicit future dates are kept with a warning); the
//   day of a repayment to come does not date a debt or a loan (see withoutRepaymentDays).
// - Accounts are chosen only among accounts open on the entry's date that allow the currency;
//   one closed since is used only when the text names it (see mentions.ts, findTermMentions).
//   Category: words of the item (aliases > name segments > lexicon; longest match, then the
//   most specific lexicon name, then the deepest account; words that name only a parent name
//   that parent when it is open, else nothing: never a sibling) > payee record > last account
//   used with the payee > last account used with the same narration > an Uncategorized-like
//   account > the most generic Expenses account, as a stand-in the warning says the words do
//   not name (a draft names open accounts only).
//   Funding: the account named (用/从 X first) > the one most used with that category >
//   with that payee > overall > any Asset (warned). Money coming in is only guessed into Assets.
// - A per-person share (每人100) is never added to the total, and a total split by a head count
//   (AA四个人 聚餐 400) books my share: see shares.ts and sharedBillPostings.
// - Several amounts in separate clauses are several items, one posting each, and one funding
//   posting per currency for their total. In one clause, only when each has words of its own;
//   otherwise one amount is chosen, with a warning.
// - A person's receivable or payable (alias 小王), a reimbursable (报销) or a deposit account is
//   never the wallet; a credit card is never the generic payable: see README, "People".
// - A currency code said with an amount is its unit, even when it also names an account (0.01 BTC
//   with Assets:Coins:BTC); a code the ledger does not know is warned, and a 422 when bought or sold.
// - Every guess adds a warning and lowers `confidence` (0.95 when nothing was guessed).
import { Decimal } from '../ledger/core/decimal.ts';
import { Problem } from '../http/problem.ts';
import { isIsoDate } from './calendar.ts';
import { englishNumberWords, toHalfWidth } from './normalize-text.ts';
import { inUserScript, quotedInUserScript, toSimplified } from './traditional.ts';
import { dayFirstReading, resolveDate } from './dates.ts';
import { findAmounts } from './amounts.ts';
import { findSharedBill, pricePerPiece, splitWithoutShare, splitWord } from './shares.ts';
import { detectIntent, givesRedPacket, isBill, isOwedThing, NOT_PAID_NOW, recipientOf, repaidTo, englishRepaidTo, type Direction, type Intent } from './direction.ts';
import { nlpIndexOf, isFunding, type NlpIndex } from './ledger-index.ts';
import { findPayeeMentions, findTermMentions, inside, mask, walletWordsWithoutAccount, type Span, type TermMention } from './mentions.ts';
import { pocketCashAccount, BANK_NAMES, accountWithSegment, bestMention, bestMentionedAccount, genericAccount, isBankAccount, isGenericBankAccount, mostFrequent, mostGeneric, mostUsed, mostUsedOfKind } from './account-choice.ts';
import { CASH_SEGMENTS, FRIENDS_SEGMENTS, PAYABLE_SEGMENTS, RECEIVABLE_SEGMENTS, UNCATEGORIZED_SEGMENTS } from './lexicon.ts';
import { inLedgerNames, isLedgerView, ledgerViewOf, problemInLedgerNames, type LedgerLike, type LedgerView } from './ledger-view.ts';
import { Guesses } from './entry/guesses.ts';
import { type Item, ITEM_SEPARATORS, byCurrency } from './entry/item.ts';
import { ASSETS, LIABILITIES, INCOME, EXPENSES, FUNDING_ROOTS, filterFor } from './entry/account-filter.ts';
import { type Context, mentionsIn, itemText } from './entry/context.ts';
import { type ParsedPosting, type ParsedEntry, posting } from './entry/parsed-entry.ts';
import { discountDash, subtractionDash, warnOfDiscountRates, paidAmounts } from './entry/paid-amounts.ts';
import { withoutEquivalents, withoutDividendShares, withoutBoughtWorth, withoutRangeBottoms, hasWords, chooseItems } from './entry/amount-choice.ts';
import { TRADE, heldAlone, EXCHANGE, currencyBought } from './entry/trades.ts';
import { withoutAmountUnits, unknownCodeAfter } from './entry/currency-codes.ts';
import { unitCurrency, dollarCurrency } from './entry/unit-currency.ts';
import { saidDays } from './entry/said-days.ts';
import { withoutRepaymentDays, withoutPlannedRepayments, owedBeforeRepaid, stillOwed } from './entry/repayments-said.ts';
import { notAPerson, receivedFromPerson, cardPaidOff, unpaidBillOwed, betweenOwnAccounts, reimbursedLater, paysLoan } from './entry/intent-adjustments.ts';
import { mentionedClaim, claimWord, type FundingPhrase, fundingPhrases } from './entry/funding-phrases.ts';
import { fundingFilterExcluding, warnOfAlsoNamed, markFundingSpan, fundingAccount, yieldOnlyAccounts, kindOfMissingWallet, namedWithoutAccount } from './entry/funding-account.ts';
import { categoryAccount } from './entry/category-account.ts';
import { knownPayee, type PayeeChoice, choosePayee } from './entry/payee.ts';
import { type NarrationParts, leafName, narrationOf } from './entry/narration.ts';
import { TOP_UP_CUE, SOURCE_BEFORE, movesCash, TARGET_BEFORE, OWED_TO_BEFORE, BORROWED_THEN_PAID, SOURCE_AFTER, MOVED_IN_AFTER, TARGET_AFTER, REPAYMENT_AFTER, MOVED_IN_BETWEEN, TOPS_UP_BETWEEN, invested, isOwnDebt, isLoanAccount } from './entry/transfer-words.ts';
import { settleDirection } from './entry/settle-direction.ts';
import { spendingPostings } from './entry/spending-postings.ts';
import { sharedBillPostings } from './entry/shared-bill-postings.ts';
export type { ParsedPosting, ParsedEntry } from './entry/parsed-entry.ts';
export { AMOUNT_THEN_INTO } from './entry/settle-direction.ts';
export { DISCOUNT_RATE } from './entry/paid-amounts.ts';

export const MAX_TEXT_LENGTH = 500;
/** Where the ledger's money says the day is written before the month (3/11 is Nov 3). */
const DAY_FIRST_CURRENCIES = ['HKD', 'MOP'];

/**
 * Parse `text` said on `referenceDate` against `ledger` (a LedgerView, or the engine's Ledger,
 * whose view is built once and cached). Throws only Problem (400 or 422).
 */
export function parseEntry(ledger: LedgerView | LedgerLike, text: string, referenceDate: string): ParsedEntry {
  if (typeof text !== 'string' || text.trim() === '') throw Problem.badRequest('text is empty', [{ path: '/text', message: 'must not be empty' }]);
  if ([...text].length > MAX_TEXT_LENGTH) throw Problem.badRequest(`text is longer than ${MAX_TEXT_LENGTH} characters`, [{ path: '/text', message: `at most ${MAX_TEXT_LENGTH} characters` }]);
  if (typeof referenceDate !== 'string' || !isIsoDate(referenceDate)) throw Problem.badRequest('reference_date must be a date YYYY-MM-DD', [{ path: '/reference_date', message: 'must be YYYY-MM-DD' }]);
  let view: LedgerView | undefined;
  try {
    view = isLedgerView(ledger) ? ledger : ledgerViewOf(ledger);
    // The view has the standard root names; the answer gets the ledger's (name_assets "Aktiva").
    // (matched in Simplified, 還滙豐信用卡 as 还汇丰信用卡; the narration and the payee are given back as said)
    const said = discountDash(englishNumberWords(toHalfWidth(text).trim()));
    return inLedgerNames(view, parseValid(nlpIndexOf(view), toSimplified(said), referenceDate, said));
  } catch (e) {
    if (e instanceof Problem) throw view ? problemInLedgerNames(view, e) : e;
    // A bug here must not surface as a 500 with a stack: the caller only promised Problems.
    throw Problem.unprocessable('could not understand the text');
  }
}

/**
 * 我欠老张 1000 房租, owe Tom 30 for pizza: words other than the debt, the amounts and the wallets
 * say what it was for, booked as spending against what I owe (我欠老张 1000 alone says no spending).
 */
function debtHasReason(index: NlpIndex, text: string, debt: Span, mentions: readonly TermMention[], items: readonly Item[], date: string, creditor: string | null): boolean {
  if (bestMentionedAccount(index, mentions, filterFor([EXPENSES], date, items[0]!.currency)) !== null) return true;
  // (the wallet with its 用 and its 卡, 还欠着老张的 88 招行卡, 用招行: they said nothing of what it was for)
  const wallets = fundingPhrases(index, mentions, filterFor(FUNDING_ROOTS, date, items[0]!.currency, index.claims), text).map((w) => ({
    start: w.start - /(?:用|从|通过)?$/.exec(text.slice(0, w.start))![0].length,
    end: w.end + /^(?:的?(?:卡|账户|银行卡|储蓄卡|信用卡))?/.exec(text.slice(w.end))![0].length,
  }));
  // (下个月还, 还没还, 明天还老张: when it is paid back, and to whom, says nothing of what it was for)
  const creditorSaid = creditor === null ? [] : [...text.matchAll(new RegExp(creditor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // (read before the masking, whose characters would read as days said before the 还)
  const repayment = [...text.matchAll(NOT_PAID_NOW)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // (nor does a wallet the ledger has no account for: 信用卡还没还 3000 招行 with no account for 招行)
  const unknownWallets = walletWordsWithoutAccount(text, index, mentions).map((w) => w.span);
  const rest = mask(text, [debt, ...items.map((i) => i.amount), ...wallets, ...unknownWallets, ...creditorSaid, ...repayment]).replace(/\b(?:for|on|the|a|an|i)\b/gi, ' ');
  return hasWords(rest);
}

function parseValid(index: NlpIndex, text: string, referenceDate: string, said: string): ParsedEntry {
  const guesses = new Guesses();
  const dates = resolveDate(text, referenceDate);
  const masked = mask(text, dates.mentions);
  // only a purchase takes a discount off its price (工资 8000-500 is left as said)
  const dashesRead = detectIntent(masked, saidDays(masked, text, dates.mentions, referenceDate)).direction === 'expense' ? subtractionDash(masked) : masked;
  const later = saidDays(dashesRead, text, dates.mentions, referenceDate);
  const undated = withoutPlannedRepayments(dashesRead, text, later, guesses);
  const when = withoutRepaymentDays(dates, text, undated, later, referenceDate, guesses);
  for (const w of when.warnings) guesses.add(w, w.includes('future') ? 0.1 : 0.05);
  const date = when.date;
  // 3/11 食飯 200 in a ledger kept in HKD or MOP: Hong Kong and Macau write the day first (it was
  // Mar 11 without a word; read month first still, as Chinese sentences are, warned)
  // (an English sentence is warned so already, see dates.ts)
  const used = DAY_FIRST_CURRENCIES.includes(index.defaultCurrency) && /[\u3400-\u9fff]/.test(text) ? dates.mentions.find((m) => m.date === date) : undefined;
  const dayFirst = used ? dayFirstReading(text, used, referenceDate) : null;
  if (used && dayFirst !== null) guesses.add(`read ${text.slice(used.start, used.end)} month first as ${date} (day first, as Hong Kong and Macau write it, it is ${dayFirst})`, 0.1);

  const payeeMentions = findPayeeMentions(undated, index);
  const termMentions = withoutAmountUnits(undated, findTermMentions(undated, index, date), payeeMentions, index);
  for (const m of termMentions) if (m.misspelt !== undefined) guesses.add(m.misspelt, 0.1);
  const amountText = mask(undated, [...payeeMentions, ...termMentions]);
  let found = findAmounts(amountText, index.currencyCodes, { sentence: undated });
  if (found.length === 0) {
    // 打车uber35: with no other number, one written against a word is the amount (warned).
    found = findAmounts(amountText, index.currencyCodes, { gluedToWord: true, sentence: undated });
    for (const a of found) {
      const word = /[A-Za-z]+$/.exec(amountText.slice(0, a.start))?.[0];
      if (word) guesses.add(`read ${a.number.toString()} in ${word}${amountText.slice(a.start, a.end)} as the amount`, 0.1);
    }
  }
  found = found.map((a) => (a.dollarSign ? { ...a, currency: dollarCurrency(index, undated, termMentions, date, a, guesses) } : a));
  // 元, ¥ and a bare number name no currency: the ledger and the wallet named decide (unitCurrency)
  const currencyOf = unitCurrency(index, undated, termMentions, date, found, guesses);
  const amounts = withoutRangeBottoms(amountText, withoutBoughtWorth(amountText, withoutEquivalents(amountText, withoutDividendShares(undated, found), currencyOf, guesses), currencyOf, guesses), guesses).map((a) => {
    const each = pricePerPiece(amountText, a);
    if (!each) return a;
    guesses.add(`read ${each.said} at ${a.number.toString()} each as ${each.number.toString()}`, 0.1);
    return { ...a, number: each.number };
  });
  if (amounts.length === 0) throw Problem.unprocessable('no amount found in the text', [{ path: '/text', message: 'say how much, e.g. 35元' }]);
  // 午饭 -25: the sign was dropped silently; the words say which way the money went
  for (const a of amounts) {
    const minus = /(?<![\d.])[-−]\s*(?:[¥￥$]\s*)?$/.exec(amountText.slice(0, a.start));
    if (minus) guesses.add(`read ${amountText.slice(minus.index, a.end).replace(/\s+/g, '')} as ${a.number.toString()}: the words say which way the money went, not the sign`, 0.1);
  }
  // 换汇 1000 美元 7200 人民币: booking it needs a price (or a conversions account), which an
  // entry of units alone cannot carry; read as spending it was wrong.
  // (买了1000美元 花了7150: a currency bought with another is one too; it was 1000 USD of spending, the 7150 dropped)
  if (EXCHANGE.test(undated) || currencyBought(amountText, amounts, currencyOf)) throw Problem.unprocessable('a currency exchange is not read from text', [{ path: '/text', message: 'write it as a transaction with a price (POST /bean/transactions, postings with "price")' }]);
  // 比特币 买入 0.01 BTC 花了 6000: a commodity held on its own Assets account, bought or sold,
  // needs a cost or a price too (it was 0.01 BTC of spending paid from that account, the 6000 dropped).
  // (0.01 BTC 买书 is a book paid in BTC: one currency, read as spending)
  // A code the ledger does not know (买入 0.01 BTC with no BTC anywhere) is no currency to the
  // scanner: its number was left in the default currency. Bought or sold, it is the same trade;
  // otherwise the number stays in the default currency, warned (ATM, APP are said after numbers too).
  const unknownCodes = amounts.map((a) => ({ amount: a, code: unknownCodeAfter(amountText, a, index.currencyCodes) }));
  const currencies = new Set(amounts.map(currencyOf));
  const trade = TRADE.test(undated);
  const traded =
    (currencies.size > 1 && trade ? amounts.find((a) => a.currency !== null && heldAlone(index, a.currency))?.currency : undefined) ??
    (amounts.length > 1 && trade ? unknownCodes.find((u) => u.code !== null)?.code : undefined);
  if (traded) throw Problem.unprocessable(`buying or selling ${traded} is not read from text`, [{ path: '/text', message: 'write it as a transaction with a cost or a price (POST /bean/transactions)' }]);
  for (const { amount, code } of unknownCodes) {
    if (code === null) continue;
    const said = amountText.slice(amount.end).trim().slice(0, code.length);
    const why = said === code ? 'no commodity, account or posting has it' : `codes are matched as spelled: ${code}`;
    guesses.add(`${said} after ${amount.number.toString()} is no currency of the ledger (${why}); read ${amount.number.toString()} as ${currencyOf(amount)}`, 0.25);
  }
  const items = chooseItems(undated, amounts, currencyOf, guesses);
  if (items.some((i) => i.amount.number.isZero())) throw Problem.unprocessable('the amount is zero', [{ path: '/text', message: 'amount must not be zero' }]);
  // A bare number is read as money without a warning (that is what the sentence means), but less surely.
  if (items.some((i) => !i.amount.hasUnit)) guesses.add('', 0.03);

  const read = unpaidBillOwed(betweenOwnAccounts(cardPaidOff(
    notAPerson(reimbursedLater(receivedFromPerson(detectIntent(undated, later), undated, termMentions, index), undated, termMentions, index, date, items[0]!.currency), undated, termMentions, index, date, items[0]!.currency),
    undated,
    termMentions,
    index,
    date,
    items[0]!.currency,
  ), undated, termMentions, index, date, items[0]!.currency), undated, items);
  // tom owes me 20 and i bought coffee 5: the amount owed moved no money, and which amount is
  // which is not for us to guess
  if (read.direction === 'owedToMe' && items.length > 1) {
    throw Problem.unprocessable(`${read.person} owes me, but no money moved for that amount`, [{ path: '/text', message: 'say what someone owes you and what you spent in sentences of their own' }]);
  }
  if (read.direction === 'owedToMe' && !debtHasReason(index, undated, read.debtSaid!, termMentions, items, date, read.person)) {
    throw Problem.unprocessable(`${read.person} owes me, but no money moved and what for is not said`, [{ path: '/text', message: `say how the money went (借给${read.person} 200 微信, 帮${read.person}垫付 200 微信)` }]);
  }
  // (欠电费 200, 欠房贷 500: a bill is what it was for, booked as owed, as 欠房租 2000 is; it was "a
  // debt to 电费" when no category is open for it, as to a person)
  if (read.direction === 'owed' && read.debtSaid && !(read.person !== null && isBill(read.person)) && !debtHasReason(index, undated, read.debtSaid, termMentions, items, date, read.person)) {
    throw Problem.unprocessable(`a debt to ${read.person ?? 'someone'} with no money moved and what it was for not said`, [{ path: '/text', message: 'say what it was for (我欠老张 1000 房租, owe Tom 30 for pizza), or how the money moved (跟老张借了 1000 微信)' }]);
  }
  // 小王欠我 20 午饭, tom owes me 20 for lunch: what it was for is said, booked as the spending it
  // was before claims were read (only the bare claim is refused, above)
  const asSaid: Intent = read.direction === 'owedToMe' ? { direction: 'expense', person: null, transferCue: null } : read;
  // 房贷扣了 4321.56, 房贷 4321.56 农行 with a loan of mine named (Liabilities:Mortgage, alias 房贷):
  // its monthly payment, read as 还房贷 is (it was spending paid by the loan: the debt grew)
  const intent: Intent = asSaid.direction === 'expense' && paysLoan(index, undated, termMentions, items, date) ? { direction: 'transfer', person: null, transferCue: '还' } : asSaid;
  const settled = settleDirection(intent.direction, intent.transferCue, index, undated, termMentions, items, date, intent.unsaid === true);
  // 收到小王转账: the person is the one whose account the money moves, as said.
  const person =
    settled === 'repay'
      ? (repaidTo(undated) ?? englishRepaidTo(undated))!.name
      : intent.person ?? (settled === 'repaid' || settled === 'borrow' ? claimWord(index, undated, termMentions, filterFor(FUNDING_ROOTS, date, items[0]!.currency)) : null);
  // 晚饭 200 微信 小王转我 100: money given back on what I paid is the spending paid back (see
  // paidBackPostings), even from a person with an account of their own, whose claim it does not move.
  // So is money paid back (晚饭 200 小王还了 100, dinner 200 Tom paid me back 100: it was 300 repaid).
  const givenBy = intent.givenBy ?? (settled === 'repaid' && person !== null ? repaidWords(undated, person) : []);
  const paidBack = givenBy.length > 0 ? paidBackSplit(index, undated, termMentions, items, date, givenBy[0]!) : null;
  const direction = paidBack ? 'income' : settled;
  // 小李借了我 500 is said both of lending to me and of borrowing from me
  if (direction === 'borrow' && /借了我/.test(undated)) guesses.add('借了我 is also said of borrowing from me; read as lent to me', 0.15);
  // a shared bill's total and share (晚饭 每人 50 总共 200) are not a price and what was paid
  // (聚餐 原价 400 实付 360 AA 4个人: the bill is what was paid)
  const sharedBill = (list: readonly Item[]) => (direction === 'expense' ? findSharedBill(undated, list.map((i) => i.amount), list.find((i) => i.amount.currency === null)?.currency ?? index.defaultCurrency) : null);
  const billSaid = sharedBill(items);
  const repayment = direction === 'repaid' || direction === 'repay' || (direction === 'transfer' && /^还/.test(intent.transferCue ?? ''));
  const owed = repayment ? [...stillOwed(undated, items, guesses), ...owedBeforeRepaid(undated, items, guesses)] : [];
  const booked = direction === 'expense' && billSaid === null ? paidAmounts(undated, items, guesses) : owed.length > 0 ? items.filter((i) => !owed.includes(i)) : items;
  const bill = billSaid ?? (booked !== items ? sharedBill(booked) : null);
  if (direction === 'expense') warnOfDiscountRates(undated, booked, guesses);
  const context: Context = { index, text: undated, date, items: booked, termMentions, guesses, standIns: new Set(), person };
  const payee = choosePayee(context, payeeMentions, direction, person);

  let postings: ParsedPosting[];
  switch (direction) {
    case 'expense':
    case 'refund': {
      // 和朋友AA 晚饭 120: split, but among how many is not said (每人85 is my share already)
      const split = direction === 'expense' && bill === null && booked.length === 1 ? splitWithoutShare(undated) : null;
      if (split !== null) guesses.add(`split (${split}) said without how many people share it: booked all ${booked[0]!.amount.number.toString()}`, 0.15);
      // 中午外卖 28 晚上火锅 150 AA 3人: which of the amounts was shared is not read; none is divided
      const several = direction === 'expense' && bill === null && booked.length > 1 ? splitWord(undated) : null;
      if (several !== null) guesses.add(`split (${several}) said with several amounts: each booked in full, none divided`, 0.15);
      postings = bill
        ? sharedBillPostings(context, bill, payee)
        : (direction === 'refund' ? purchaseThenRefund(context, payee) : receivedBesideGiven(context, payee)) ?? spendingPostings(context, payee, direction === 'refund');
      break;
    }
    case 'income':
      postings = (paidBack && paidBackPostings(context, payee, paidBack)) || cashbackPostings(context, payee) || incomePostings(context, payee);
      break;
    case 'transfer':
      postings = transferPostings(context, intent.transferCue ?? '');
      break;
    case 'owed':
      postings = owedPostings(context, payee);
      break;
    default:
      postings = loanPostings(context, direction);
  }
  // A person's own account (小王) is who, not which wallet: the name stays in the narration, as
  // does a wallet word that is part of the verb (存现金).
  // (a cue read from other words, visa payment, is not in the text)
  const cueAt = intent.transferCue && direction === 'transfer' ? undated.indexOf(intent.transferCue) : -1;
  const cue = cueAt >= 0 ? { start: cueAt, end: cueAt + intent.transferCue!.length } : null;
  const kept = context.keptSpans ?? [];
  const fundingWords = termMentions.filter(
    (m) => m.entry.hits.every((h) => isFunding(h.account) && !index.claims.has(h.account)) && !(cue && m.start < cue.end && cue.start < m.end) && !kept.some((k) => m.start < k.end && k.start < m.end),
  );
  const parts: NarrationParts = {
    // what is still owed (还欠 300) stays in the narration: it is said, not booked
    amounts: items.filter((i) => !owed.includes(i)).map((i) => i.amount),
    funding: [...(context.fundingSpans ?? []), ...fundingWords],
    payee,
    // 小王还我 200 alone keeps its words; paid back on a dinner, they go as 小王转我 does
    others: intent.givenBy ?? (paidBack ? givenBy : []),
    // said in English (Tom sent me 50), not 转账
    fallback: intent.givenBy ? (/[\u3400-\u9fff]/.test(undated) ? `${payee?.name ?? ''}转账` : `transfer from ${payee?.name ?? 'someone'}`) : leafName(postings[0]!.account),
  };
  // (in the user's characters: 交電費 is narrated 交電費, not 交电费; a payee of the ledger as the ledger writes it)
  const narration = inUserScript(narrationOf(undated, parts), text, said);
  currencyOf.settle(booked.map((i) => i.amount), postings.map((p) => p.account));
  const payeeName = payee === null ? null : knownPayee(index, payee.name) ? payee.name : inUserScript(payee.name, text, said);
  return { date, payee: payeeName, narration, postings, confidence: guesses.confidence(), warnings: guesses.warnings.map((w) => quotedInUserScript(w, text, said)) };
}

// 扣税 1500, 社保扣了 800: taken off the income before it arrived (spending, not more income).
// So is a fee (收到货款 500 手续费 3: 497 arrives; the 3 was booked as more income).
const DEDUCTION = /扣税|扣除|扣了|扣款|代扣|个税|社保|五险一金|(?<!退)税(?![前后])|手续费|服务费|\bfees?\b/i;
// 工资到账 12000, 实发 12000: the amount is what arrived, after the deductions.
const NET_WORD = /到账|实发|到手|入账|税后/;

// Said of an amount I paid out: 花了 300, 付了 300, 请同事吃饭 300.
const SPENT = /花了|花费|付了|买了|垫付|垫了|请.{0,8}(?:吃|喝|看)/;

// After a person's name: the words of their paying me back (小王还了, 小王微信还我, Tom paid me back).
const PAID_ME_BACK = /^\s*[^\d\s\uE000，,。；;]{0,4}?(?:还了?给?我|还钱给我|把钱还我|还了)|^\s+(?:paid|pays|payed|gave|gives)\s+(?:me\s+)?back\b|^\s+repaid\s+me\b/i;

/** Where `person` and the words of their paying me back stand; none when not said so. */
function repaidWords(text: string, person: string): Span[] {
  for (let at = text.indexOf(person); at >= 0; at = text.indexOf(person, at + 1)) {
    const verb = PAID_ME_BACK.exec(text.slice(at + person.length));
    if (verb !== null) return [{ start: at, end: at + person.length + verb[0].length }];
  }
  return [];
}

interface PaidBack {
  readonly spent: readonly Item[];
  readonly given: readonly Item[];
}

/**
 * 请同事吃饭 花了 300 他们转我 200, 晚饭 200 微信 小王转我 100: amounts spent before the words of
 * who gave me money (said with a verb of paying, or each naming a spending category), and no
 * more given after them, in one currency. Said the other way round (小王转我 100 晚饭 200 微信),
 * the one amount after those words was given, and each amount after it must name what was spent.
 */
function paidBackSplit(index: NlpIndex, text: string, mentions: readonly TermMention[], items: readonly Item[], date: string, givenBy: Span): PaidBack | null {
  if (items.some((i) => i.currency !== items[0]!.currency)) return null;
  const namesSpending = (i: Item) => bestMentionedAccount(index, mentionsIn(mentions, i), filterFor([EXPENSES], date, i.currency)) !== null;
  const before = items.filter((i) => i.amount.start < givenBy.start);
  const split: PaidBack =
    before.length > 0
      ? { spent: before, given: items.filter((i) => i.amount.start >= givenBy.start) }
      : { spent: items.slice(1), given: items.slice(0, 1) };
  if (split.spent.length === 0 || split.given.length === 0) return null;
  const total = (list: readonly Item[]) => list.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  if (total(split.given).gt(total(split.spent))) return null;
  const said = before.length > 0 ? SPENT.test(text.slice(0, givenBy.start)) || split.spent.every(namesSpending) : split.spent.every((i) => namesSpending(i) || SPENT.test(text.slice(i.start, i.end)));
  return said ? split : null;
}

/**
 * 请同事吃饭 花了 300 他们转我 200: what others gave me back after I paid is my spending paid
 * back, not income on top of it (it was booked as 500 of income). The spending goes out of the
 * wallet and what came back into it, both in the spending's category (300 out, 200 back: 100 was
 * mine). See paidBackSplit for when the sentence says both.
 */
function paidBackPostings(ctx: Context, payee: PayeeChoice | null, paidBack: PaidBack): ParsedPosting[] | null {
  return spentThenBack(ctx, payee, paidBack.given, null, 'paid back of');
}

/**
 * 买衣服 300 退了 100: a purchase, then part of it refunded, is the purchase out of the wallet and
 * the refund back into it, off the purchase's category (it was booked as 400 refunded). Null
 * unless the items before the first refund were spent and those from it on were refunds.
 */
function purchaseThenRefund(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const intents = ctx.items.map((item) => detectIntent(itemText(ctx, item)).direction);
  const first = intents.indexOf('refund');
  if (first < 1 || intents.slice(0, first).some((d) => d !== 'expense') || intents.slice(first).some((d) => d !== 'refund')) return null;
  const refund = ctx.items[first]!;
  const from = Math.min(refund.start, refund.amount.start);
  // 用微信买衣服 300 退回 100 到支付宝: a wallet said after the refund's amount with 到 (进, 回, 入)
  // is where the refund lands; the purchase is paid by the wallet said otherwise
  const fundingFilter = filterFor(FUNDING_ROOTS, ctx.date, refund.currency, ctx.index.claims);
  const refundWallet = fundingPhrases(ctx.index, ctx.termMentions.filter((m) => m.start >= refund.amount.end), fundingFilter, ctx.text).find((p) => /[到进回入]\s*$/.test(ctx.text.slice(0, p.start)));
  if (refundWallet === undefined) return spentThenBack(ctx, payee, itemsFrom(ctx.items, from), null, 'a refund of');
  ctx.fundingSpans ??= [];
  markFundingSpan(ctx, refundWallet);
  const purchase: Context = { ...ctx, termMentions: ctx.termMentions.filter((m) => m.end <= refundWallet.start || m.start >= refundWallet.end) };
  const postings = spentThenBack(purchase, payee, itemsFrom(ctx.items, from), null, 'a refund of');
  if (postings === null) return null;
  // spentThenBack's postings: the purchases, the wallet paying, the wallet refunded, the category refunded
  const back = postings.length - 2;
  return postings.map((p, i) => (i === back ? { ...p, account: refundWallet.account } : p));
}

/**
 * 收到红包 200 发红包 100: a red packet received beside one given is money in, then money out (the
 * red packet given made the whole sentence spending: 300 of gifts). Null unless some items, not
 * all, say money in with words of their own.
 */
function receivedBesideGiven(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  if (ctx.items.length < 2 || !givesRedPacket(ctx.text)) return null;
  // 收到红包, 抢红包, 红包到账: said as received (给阿姨发工资 5000 is paid, though 工资 is an income word)
  const received = (words: string) => detectIntent(words).direction === 'income' && /收|抢|到账|进账|入账|领/.test(words) && !givesRedPacket(words);
  const spent = ctx.items.filter((item) => !received(itemText(ctx, item)));
  if (spent.length === 0 || spent.length === ctx.items.length) return null;
  return incomeThenSpent(ctx, payee, spent);
}

// 返现 20, 返了 20, 返还 20 after a purchase: money back on it; 中了 5 after 买彩票 20: a prize won on it.
const CASHBACK = /返现|返了|返还|中奖|中了(?=\s*[\d一二两三四五六七八九十])|\bcashback\b/i;

/**
 * 话费充值 100 返现 20: a purchase with money back on it is the purchase, and the money back
 * into the wallet (it was booked as 120 of income). What came back goes to an income account the
 * words name (返现: Cashback, Rebates) when one is open, else it comes off the purchase's category.
 */
function cashbackPostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] | null {
  const cue = CASHBACK.exec(ctx.text);
  if (cue === null) return null;
  // what comes before the cue is spending (话费充值 included) or a transfer (招行转支付宝 1000), not income (工资 12000)
  const before = ctx.text.slice(0, cue.index);
  const spent = ctx.items.filter((i) => i.amount.start < cue.index);
  const intent = detectIntent(before);
  if (spent.length === 0) return null;
  const direction = settleDirection(intent.direction, intent.transferCue, ctx.index, before, ctx.termMentions.filter((m) => m.end <= cue.index), spent, ctx.date);
  const income = bestMention(ctx.index, mentionsIn(ctx.termMentions, { start: cue.index, end: cue.index + cue[0].length }), filterFor([INCOME], ctx.date, ctx.items[0]!.currency));
  if (direction === 'transfer' && !PRIZE.test(cue[0])) return transferThenBack(ctx, cue.index, intent.transferCue ?? '', income?.account ?? null);
  if (direction !== 'expense') return null;
  if (!PRIZE.test(cue[0])) return spentThenBack(ctx, payee, itemsFrom(ctx.items, cue.index), income?.account ?? null, 'money back on');
  // a prize is income, and may well be more than was spent on it
  const prizeItem = ctx.items.find((i) => i.amount.start >= cue.index);
  const account = income?.account ?? (prizeItem ? categoryAccount(ctx, { ...prizeItem, start: cue.index }, INCOME, null) : null);
  return account === null ? null : spentThenBack(ctx, payee, itemsFrom(ctx.items, cue.index), account, 'a prize won on');
}

const PRIZE = /中奖|中了/;

/**
 * 从招行转到支付宝 1000 返现 20, 支付宝充值 1000 返现 20: the transfer as said, and the money back
 * arriving where the transfer went, from an income account (it was booked as 1020 of income).
 * Null unless the items after `from` are in currencies the transfer moved.
 */
function transferThenBack(ctx: Context, from: number, cue: string, backAccount: string | null): ParsedPosting[] | null {
  const moved = ctx.items.filter((i) => i.amount.start < from);
  const back = ctx.items.filter((i) => i.amount.start >= from);
  if (back.length === 0 || back.some((b) => !moved.some((m) => m.currency === b.currency))) return null;
  const postings = transferPostings(ctx, cue, moved);
  for (const [currency, total] of byCurrency(back)) {
    const target = postings.find((p) => p.units.currency === currency && !p.units.number.startsWith('-'))!;
    const income = backAccount ?? categoryAccount(ctx, { ...back.find((i) => i.currency === currency)!, start: from }, INCOME, null);
    ctx.guesses.add(`read ${total.toString()} as money back on the transfer, into ${target.account}`, 0.1);
    postings.push(posting(target.account, total, currency), posting(income, total.neg(), currency));
  }
  return postings;
}

/** The items whose amounts are said from `from` on. */
function itemsFrom(items: readonly Item[], from: number): Item[] {
  return items.filter((i) => i.amount.start >= from);
}

/**
 * The `given` items came back into the wallet that paid the others, to `backAccount` or else off
 * the first purchase's category. Null unless there are both, in one currency, and no more came
 * back than was spent.
 */
function spentThenBack(ctx: Context, payee: PayeeChoice | null, given: readonly Item[], backAccount: string | null, what: string): ParsedPosting[] | null {
  const { items } = ctx;
  if (items.length < 2 || items.some((i) => i.currency !== items[0]!.currency)) return null;
  const spent = items.filter((i) => !given.includes(i));
  if (given.length === 0 || spent.length === 0) return null;
  const currency = items[0]!.currency;
  const total = (list: readonly Item[]) => list.reduce((sum, i) => sum.add(i.amount.number), Decimal.ZERO);
  const paid = total(spent);
  const back = total(given);
  // more back than was spent is no money back (a prize to an income account may be)
  if (backAccount === null && back.gt(paid)) return null;
  const categories = spent.map((item) => categoryAccount(ctx, item === items[0] ? { ...item, start: 0 } : item, EXPENSES, null));
  const wallet = fundingAccount(ctx, currency, categories[0]!, payee, 'out');
  ctx.guesses.add(`read ${back.toString()} as ${what} the ${paid.toString()} spent${backAccount === null ? `: ${paid.sub(back).toString()} was mine` : ''}`, 0.1);
  return [
    ...spent.map((item, i) => posting(categories[i]!, item.amount.number, currency)),
    posting(wallet, paid.neg(), currency),
    posting(wallet, back, currency),
    posting(backAccount ?? categories[0]!, back.neg(), currency),
  ];
}

// 交房租 4500 after 工资到账 12000: a verb of paying, or a spending category, in the item's own words
// (交 of 交通 and 花 of 花红 or 花呗 are no verbs)
const PAYING_VERB = /交(?!通)|缴|付|花(?!红|呗)|买|充/;
// 交通补贴 300, 餐补 500, 交通费 300 after 工资 8000: more money in, although the words name a spending category
const ALLOWANCE = /补贴|补助|津贴|[餐饭房车话]补|福利|过节费|高温费|提成|加班费|奖|费$/;
// 公司报销 打车 30 午饭 50, 闲鱼卖出 衣服 100 鞋 80, 收到小王 AA 午饭 50 打车 20: a verb of
// receiving before the items covers them all; a category alone then says what came in for
const COVERING_INCOME = /报销|卖出|卖了|卖掉|出售|收到|收款|还我|转我|给我/;

/**
 * The items after the first that were spent, not received: their words say no money in, and
 * have a verb of paying, or name a spending category (午饭 25 after 工资到账 12000) unless a verb
 * of receiving covers every item; after an item spent, any such item is (交了房租 4500 话费 100).
 */
function spentItems(ctx: Context): Item[] {
  const spent: Item[] = spentFirst(ctx) ? [ctx.items[0]!] : [];
  const covered = COVERING_INCOME.test(ctx.text.slice(0, ctx.items[1]?.start ?? 0));
  ctx.items.forEach((item, i) => {
    if (i === 0) return;
    const words = itemText(ctx, item);
    // 税后 12000 says what arrived (with Expenses:Tax open its 税 also names a spending category)
    if (detectIntent(words).direction !== 'expense' || ALLOWANCE.test(words) || NET_WORD.test(words)) return;
    const own = mentionsIn(ctx.termMentions, item);
    if (bestMentionedAccount(ctx.index, own, filterFor([INCOME], ctx.date, item.currency)) !== null) return;
    const paying = PAYING_VERB.test(words) || spent.includes(ctx.items[i - 1]!);
    const category = bestMentionedAccount(ctx.index, own, filterFor([EXPENSES], ctx.date, item.currency)) !== null;
    if (paying ? category || !covered : category && !covered) spent.push(item);
  });
  return spent;
}

/**
 * 买菜三十五块，退休金到账四千八, 午饭25 工资到账12000: spending said before the money that came in.
 * The first item is spent when its own words say no money in and pay (a verb of paying, or a
 * spending category named, but no income category) and a later item's own words say money in (the
 * first was booked as income too: Income:Pension -35).
 */
function spentFirst(ctx: Context): boolean {
  const [first, ...rest] = ctx.items;
  if (first === undefined || rest.length === 0) return false;
  const words = itemText(ctx, first);
  if (detectIntent(words).direction !== 'expense' || ALLOWANCE.test(words) || NET_WORD.test(words) || COVERING_INCOME.test(words)) return false;
  const own = mentionsIn(ctx.termMentions, first);
  if (bestMentionedAccount(ctx.index, own, filterFor([INCOME], ctx.date, first.currency)) !== null) return false;
  const pays = PAYING_VERB.test(words) || bestMentionedAccount(ctx.index, own, filterFor([EXPENSES], ctx.date, first.currency)) !== null;
  return pays && rest.some((item) => detectIntent(itemText(ctx, item)).direction === 'income');
}

/** An item paid out of what came in that pays off a liability (还信用卡 3000 after 工资到账 12000), with that account. */
interface RepaidItem {
  readonly item: Item;
  readonly account: string;
  readonly span: Span;
}

// 还信用卡, 还花呗, 还房贷: what a 还 pays back is a card or a loan, not a person
const REPAID_DEBT = /信用卡|花呗|借呗|白条|贷|账单/;

/**
 * The items after the first (or the first, before money in) whose own words pay back a liability (还信用卡 3000, 还花呗 500): the
 * account they name, else the most used liability when the words name a card or a loan (warned).
 */
function repaidItems(ctx: Context): RepaidItem[] {
  const repaid: RepaidItem[] = [];
  // 还信用卡两千，工资到账一万: the first item pays back too when a later item's words say money in,
  // as spending said first is spent (it was booked as income: the card +12000, Income -2000)
  const first = ctx.items[0];
  const firstToo =
    first !== undefined && !COVERING_INCOME.test(itemText(ctx, first)) && ctx.items.slice(1).some((item) => detectIntent(itemText(ctx, item)).direction === 'income');
  ctx.items.forEach((item, i) => {
    if (i === 0 && !firstToo) return;
    const words = itemText(ctx, item);
    const intent = detectIntent(words);
    // 还了信用卡 3000 花呗 500: an item after one paid back that names a liability is paid back too
    const continued = repaid.some((r) => r.item === ctx.items[i - 1]) && intent.direction === 'expense';
    if (!continued && (intent.direction !== 'transfer' || !/还/.test(intent.transferCue ?? ''))) return;
    const filter = filterFor([LIABILITIES], ctx.date, item.currency, ctx.index.claims);
    const named = bestMention(ctx.index, mentionsIn(ctx.termMentions, item), filter);
    if (named !== null) {
      const said = mentionsIn(ctx.termMentions, item).filter((m) => m.entry.hits.some((h) => h.account === named.account));
      repaid.push({ item, account: named.account, span: { start: said[0]!.start, end: said[said.length - 1]!.end } });
      return;
    }
    const guessed = !continued && REPAID_DEBT.test(words) ? mostUsed(ctx.index, filter) : null;
    if (guessed === null) return;
    ctx.guesses.add(`${words.replace(/[\d.,\s]+/g, '')} names no open account; paid to ${guessed}, the most used liability`, 0.15);
    repaid.push({ item, account: guessed, span: { start: item.start, end: item.start } });
  });
  return repaid;
}

function incomePostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] {
  const deductions = ctx.items.length > 1 ? ctx.items.filter((item) => DEDUCTION.test(itemText(ctx, item))) : [];
  if (deductions.length > 0 && deductions.length < ctx.items.length) return incomeWithDeductions(ctx, payee, deductions);
  const repaid = ctx.items.length > 1 ? repaidItems(ctx) : [];
  const spent = ctx.items.length > 1 ? spentItems(ctx).filter((item) => !repaid.some((r) => r.item === item)) : [];
  if (spent.length > 0 || repaid.length > 0) return incomeThenSpent(ctx, payee, spent, repaid);
  const grossAndNet = grossNetPair(ctx);
  if (grossAndNet !== null) return grossNetPostings(ctx, payee, grossAndNet.gross, grossAndNet.net);
  const categories = ctx.items.map((item) => categoryAccount(ctx, item, INCOME, payee));
  const postings: ParsedPosting[] = [];
  for (const [currency, total] of byCurrency(ctx.items)) {
    const counter = categories[ctx.items.findIndex((i) => i.currency === currency)] ?? null;
    postings.push(posting(fundingAccount(ctx, currency, counter, payee, 'in', true), total, currency));
  }
  ctx.items.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), item.currency)));
  return postings;
}

/**
 * 工资到账 12000 交房租 4500: money in, then some of it paid out in the same sentence (it was
 * 16500 of income). The income lands in the wallet, the spending is paid from it, and a card
 * paid off (还信用卡 3000) is paid from it too: the card is not where the income landed.
 */
function incomeThenSpent(ctx: Context, payee: PayeeChoice | null, spent: readonly Item[], repaid: readonly RepaidItem[] = []): ParsedPosting[] {
  const received = ctx.items.filter((item) => !spent.includes(item) && !repaid.some((r) => r.item === item));
  const categories = received.map((item) => categoryAccount(ctx, item, INCOME, payee));
  const postings: ParsedPosting[] = [];
  const wallets = new Map<string, string>();
  ctx.fundingSpans ??= [];
  // a wallet named in a spent item's own clause is what paid it (午饭 25 微信，工资到账12000 招行;
  // 工资到账一万二，午饭25 微信): not where the income landed. In the income's clause it is said
  // for both (工资到账 12000 交房租 4500 工行).
  const clauseAt = (at: number) => [...ctx.text.slice(0, at)].filter((c) => ITEM_SEPARATORS.test(c)).length;
  const incomeClauses = new Set(received.map((item) => clauseAt(item.amount.start)));
  const walletsSaid = spent.map((item) => fundingPhrases(ctx.index, mentionsIn(ctx.termMentions, item), fundingFilterExcluding(ctx, item.currency, ctx.index.claims), ctx.text));
  const ownWallets = walletsSaid.map((said) => said.filter((p) => !incomeClauses.has(clauseAt(p.start))));
  // the liability paid off, and the wallets of spent items, name no wallet of the income: it
  // lands where the other words say
  const others: Span[] = [...repaid.map((r) => r.span), ...ownWallets.flat()];
  const receiving: Context =
    others.length === 0 ? ctx : { ...ctx, termMentions: ctx.termMentions.filter((m) => !others.some((o) => m.start < o.end && o.start < m.end)), otherPostingSpans: others };
  for (const [currency, total] of byCurrency(received)) {
    const wallet = fundingAccount(receiving, currency, categories[received.findIndex((i) => i.currency === currency)] ?? null, payee, 'in', true);
    wallets.set(currency, wallet);
    postings.push(posting(wallet, total, currency));
  }
  received.forEach((item, i) => postings.push(posting(categories[i]!, item.amount.number.neg(), item.currency)));
  spent.forEach((item, i) => {
    const category = categoryAccount(ctx, item, EXPENSES, null);
    const own = ownWallets[i]!;
    const wallet =
      own.length > 0 ? fundingAccount({ ...ctx, termMentions: mentionsIn(ctx.termMentions, item) }, item.currency, category, null, 'out')
      : wallets.get(item.currency) ?? fundingAccount(ctx, item.currency, category, null, 'out');
    // (the words without the amount and the wallet as said: 买菜, not 买菜三十五块 nor 买菜块; 午饭, not 午饭微信)
    const words = mask(ctx.text.slice(0, item.end), [item.amount, ...walletsSaid[i]!]).slice(item.start).replace(/[\d.,\s\uE000]+/g, '');
    // (said before the money came in, it was not paid out of it: paid from the same account)
    if (own.length > 0) ctx.guesses.add(`read ${item.amount.number.toString()} (${words}) as spent from ${wallet}`, 0.1);
    else if (item.start < (received[0]?.start ?? 0)) ctx.guesses.add(`read ${item.amount.number.toString()} (${words}) as spent from ${wallet}, where the money came in`, 0.1);
    else ctx.guesses.add(`read ${item.amount.number.toString()} (${words}) as paid out of what came in`, 0.1);
    postings.push(posting(category, item.amount.number, item.currency), posting(wallet, item.amount.number.neg(), item.currency));
  });
  for (const { item, account, span } of repaid) {
    const wallet = wallets.get(item.currency) ?? fundingAccount(receiving, item.currency, account, null, 'out');
    (ctx.keptSpans ??= []).push(span);
    // (said before the money came in, as spending said first is)
    if (item.start < (received[0]?.start ?? 0)) ctx.guesses.add(`read ${item.amount.number.toString()} as paid to ${account} from ${wallet}, where the money came in`, 0.1);
    else ctx.guesses.add(`read ${item.amount.number.toString()} as paid to ${account} out of what came in`, 0.1);
    postings.push(posting(account, item.amount.number, item.currency), posting(wallet, item.amount.number.neg(), item.currency));
  }
  return postings;
}

/**
 * 工资 13500 扣税 1500: the tax is spending taken off the income, so 12000 arrives; 工资到账 12000
 * 扣税 1500 says what arrived, so 13500 was earned. The deductions' currency must be the income's.
 */
function incomeWithDeductions(ctx: Context, payee: PayeeChoice | null, deductions: readonly Item[]): ParsedPosting[] {
  const incomes = ctx.items.filter((item) => !deductions.includes(item));
  const currency = incomes[0]!.currency;
  if (ctx.items.some((item) => item.currency !== currency)) throw Problem.unprocessable('a deduction in another currency than the income', [{ path: '/text', message: 'say the income and what was taken off it in one currency' }]);
  const taken = deductions.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  const stated = incomes.reduce((sum, item) => sum.add(item.amount.number), Decimal.ZERO);
  const net = incomes.some((item) => NET_WORD.test(itemText(ctx, item)));
  const earned = net ? stated.add(taken) : stated;
  const received = net ? stated : stated.sub(taken);
  if (!received.isPositive()) throw Problem.unprocessable('the deductions are as large as the income', [{ path: '/text', message: 'check the amounts' }]);
  const categories = incomes.map((item) => categoryAccount(ctx, item, INCOME, payee));
  const postings: ParsedPosting[] = [posting(fundingAccount(ctx, currency, categories[0]!, payee, 'in', true), received, currency)];
  // the first income item carries what the deductions add to it when the amount said was net
  incomes.forEach((item, i) => postings.push(posting(categories[i]!, (i === 0 && net ? item.amount.number.add(taken) : item.amount.number).neg(), currency)));
  for (const item of deductions) postings.push(posting(categoryAccount(ctx, item, EXPENSES, null), item.amount.number, currency));
  ctx.guesses.add(`read ${deductions.map((d) => `${DEDUCTION.exec(itemText(ctx, d))![0]} ${d.amount.number.toString()}`).join(', ')} as taken off the income: ${earned.toString()} earned, ${received.toString()} received`, 0.1);
  return postings;
}

/** 工资 13500 税后 12000: two amounts of one income, before and after what was taken off. */
function grossNetPair(ctx: Context): { gross: Item; net: Item } | null {
  if (ctx.items.length !== 2) return null;
  const [a, b] = ctx.items as [Item, Item];
  if (a.currency !== b.currency) return null;
  const aNet = NET_WORD.test(itemText(ctx, a));
  const bNet = NET_WORD.test(itemText(ctx, b));
  if (aNet === bNet) return null;
  const [gross, net] = aNet ? [b, a] : [a, b];
  return net.amount.number.lt(gross.amount.number) ? { gross, net } : null;
}

function grossNetPostings(ctx: Context, payee: PayeeChoice | null, gross: Item, net: Item): ParsedPosting[] {
  const { currency } = gross;
  const income = categoryAccount(ctx, gross, INCOME, payee);
  const taken = gross.amount.number.sub(net.amount.number);
  ctx.guesses.add(`read ${gross.amount.number.toString()} as earned and ${net.amount.number.toString()} as received: ${taken.toString()} taken off`, 0.1);
  return [
    posting(fundingAccount(ctx, currency, income, payee, 'in', true), net.amount.number, currency),
    posting(income, gross.amount.number.neg(), currency),
    posting(categoryAccount(ctx, net, EXPENSES, null), taken, currency),
  ];
}

/** The cash word alone (cash, 现金) naming a cash account that is not the pocket's (a broker's Assets:US:Vanguard:Cash). */
function brokerCashSaid(ctx: Context, p: FundingPhrase, pocket: string | null): boolean {
  return p.account !== pocket && /^(?:cash|现金)$/i.test(ctx.text.slice(p.start, p.end).trim());
}

// 提现 1000 手续费 1: what the move cost, not part of what was moved
const FEE = /手续费|服务费|\bfees?\b/i;
// 提现 1000 手续费 0.1%: a fee said as a rate of what was moved
const FEE_RATE = /(?:手续费|服务费)\s*(?:为|是|[:：])?\s*(\d+(?:\.\d+)?)\s*%/;
const HUNDRED = Decimal.fromInt(100);

/** Whether the words of the phrase name `account` too (招行 names Liabilities:CreditCard:CMB as well as Assets:Bank:CMB). */
function namesAccount(ctx: Context, phrase: Span, account: string): boolean {
  return ctx.termMentions.some((m) => inside(m, phrase) && m.entry.hits.some((h) => h.account === account));
}

function transferPostings(ctx: Context, cue: string, items: readonly Item[] = ctx.items): ParsedPosting[] {
  const { index, guesses } = ctx;
  const postings: ParsedPosting[] = [];
  const feeItems = items.length > 1 ? items.filter((i) => FEE.test(itemText(ctx, i))) : [];
  const fees = feeItems.length < items.length && feeItems.every((f) => items.some((i) => !feeItems.includes(i) && i.currency === f.currency)) ? feeItems : [];
  for (const [currency, total] of byCurrency(items.filter((i) => !fees.includes(i)))) {
    const named = fundingPhrases(index, ctx.termMentions, fundingFilterExcluding(ctx, currency), ctx.text);
    const cashMoved = movesCash(cue, ctx.text, named);
    const pocket = cashMoved ? pocketCashAccount(index, CASH_SEGMENTS, filterFor([ASSETS], ctx.date, currency, index.claims)) : null;
    const phrases = named.filter((p) => pocket === null || !brokerCashSaid(ctx, p, pocket));
    let source: FundingPhrase | null = null;
    let target: FundingPhrase | null = null;
    const unmarked: FundingPhrase[] = [];
    let borrowed: FundingPhrase | null = null;
    const cash = pocket;
    if (cash !== null) {
      // 现金 in 存现金 is part of the verb: it stays in the narration (an empty span masks nothing).
      const said = { start: 0, end: 0, account: cash };
      if (cue.startsWith('存')) source = said;
      else target = said;
    }
    for (const p of phrases) {
      if (p.account === cash) continue;
      const before = ctx.text.slice(Math.max(0, p.start - 6), p.start);
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
      if (borrowedOn && !source) source = borrowed = p;
      else if (!source && !loanRepaid && (SOURCE_BEFORE.test(before) || paysDebtAfter || topsUpNext || (SOURCE_AFTER.test(after) && !movedIn && !TARGET_BEFORE.test(before)))) source = p;
      // 还吃饭欠小王的 50: whom I owe (欠小王) is whom a repayment goes to
      else if (!target && !paysDebtAfter && !topsUpNext && (TARGET_BEFORE.test(before) || TARGET_AFTER.test(after) || movedIn || (/^还/.test(cue) && OWED_TO_BEFORE.test(before)))) target = p;
      else unmarked.push(p);
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
      if (!source && !withdrawnAsCash && (repaysFrom || depositedCash || !(target === null && (/存|充值|还|转入|转到|转进/.test(cue) || TOP_UP_CUE.test(cue))))) source = p;
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
      if (p.account.startsWith(LIABILITIES + ':') || invested(ctx.text, p) || (cue === '到期' && p === source)) (ctx.keptSpans ??= []).push(p);
      else markFundingSpan(ctx, p);
    }
    warnOfAlsoNamed(ctx, source, target);
    warnOfAlsoNamed(ctx, target, source);
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
          (recipientOf(ctx.text) !== null ? (genericAccount(index, FRIENDS_SEGMENTS, liabilities) ?? genericAccount(index, PAYABLE_SEGMENTS, liabilities)) : null) ?? mostUsed(index, liabilities)
        : // (a withdrawal lands in a bank account whatever history says of income; so does a move
          // to a bank said by its name, 招行, with no account of its own)
          (/提现/.test(cue) || namedBank ? mostUsedOfKind(index, filterFor([ASSETS], ctx.date, currency, new Set(from ? [from] : [])), namedBank ? isGenericBankAccount : isBankAccount) : null) ??
          mostFrequent(index, index.peopleReceiving, receiving) ??
          mostFrequent(index, index.incomeReceiving, receiving) ??
          mostUsed(index, filterFor([ASSETS], ctx.date, currency, receiving.exclude)) ??
          mostUsed(index, filterFor([ASSETS], ctx.date, currency, new Set(from ? [from] : [])));
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
      // A debt of mine paid (a loan's instalment, a card's repayment) comes from the account that
      // paid it before (房贷扣了: it was the most used bank account, not the one the mortgage is
      // paid from); a withdrawal (提现) leaves a wallet whatever paid the debt.
      from =
        (namedBank ? mostUsedOfKind(index, filter, isGenericBankAccount) : null) ??
        (!/提现/.test(cue) && isOwnDebt(index, to) ? mostFrequent(index, index.sourceByTarget.get(to), filter) : null) ??
        (fromBank ? mostUsedOfKind(index, filter, isBankAccount) : null) ??
        mostFrequent(index, order[0], filter) ??
        mostFrequent(index, order[1], filter) ??
        mostUsed(index, filter);
      if (!from) throw Problem.unprocessable('no account to transfer from', [{ path: '/text', message: 'name the paying account' }]);
      // (the word named without an account is said once: with the receiving side guessed, it was that side's)
      guesses.add(`${(target === null ? null : namedWithoutAccount(ctx)) ?? 'no source account named; '}used ${from}`, 0.2);
    }
    postings.push(posting(from, total.neg(), currency), posting(to, total, currency));
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
  return postings;
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

/** What someone else paid for me (同事帮我付了午饭 30): my spending against what I owe them. */
function owedPostings(ctx: Context, payee: PayeeChoice | null): ParsedPosting[] {
  const { index } = ctx;
  const categories = ctx.items.map((item) => categoryAccount(ctx, item, EXPENSES, payee));
  const postings = ctx.items.map((item, i) => posting(categories[i]!, item.amount.number, item.currency));
  for (const [currency, total] of byCurrency(ctx.items)) {
    // Their own account, on whichever side (小王 owes me less), else a payable named for no one.
    const owed =
      mentionedClaim(index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, currency)) ??
      friendsAccount(ctx, LIABILITIES, currency) ??
      genericAccount(index, [...PAYABLE_SEGMENTS, ...UNCATEGORIZED_SEGMENTS], filterFor([LIABILITIES], ctx.date, currency));
    // (欠电费 200: a bill is owed, it paid for nothing; it was "what 电费 paid for me")
    const what = ctx.person !== null && isOwedThing(ctx.person) ? `the ${ctx.person} owed` : `what ${ctx.person ?? 'someone'} paid for me`;
    if (!owed) throw Problem.unprocessable(`no payable account is open for ${what}`, [{ path: '/text', message: 'open one, e.g. Liabilities:Payables' }]);
    postings.push(posting(owed, total.neg(), currency));
  }
  return postings;
}

// 小王问我借了 500 还了 200: an amount said after a loan with 还 went the other way
const PAID_BACK_ITEM = /^[\s，,、；;]*(?:又|已|已经|后来|然后)?还(?:了|我|给我|款|钱|回)/;

function loanPostings(ctx: Context, direction: Direction): ParsedPosting[] {
  const { index, guesses } = ctx;
  const postings: ParsedPosting[] = [];
  // ...so the loan is netted, not added to (it was 700 lent)
  const paidBack = direction === 'lend' || direction === 'borrow' ? ctx.items.filter((item, i) => i > 0 && PAID_BACK_ITEM.test(ctx.text.slice(item.start, item.amount.start))) : [];
  const paidBackTotals = byCurrency(paidBack);
  const loaned = ctx.items.filter((item) => !paidBack.includes(item));
  for (const currency of paidBackTotals.keys()) {
    if (!loaned.some((item) => item.currency === currency)) throw Problem.unprocessable(`money paid back in ${currency}, which was not lent or borrowed`, [{ path: '/text', message: 'say the loan and what was paid back in one currency' }]);
  }
  for (const [currency, total] of byCurrency(loaned)) {
    // Borrowing and paying a debt back move a liability; lending and being repaid a claim (an asset).
    const borrowing = direction === 'borrow' || direction === 'repay';
    const loanRoots = borrowing ? [LIABILITIES] : [ASSETS];
    // The person's own account first (小王 -> Assets:Receivables:XiaoWang), whichever side it is on.
    // Else a claim named for no one (Liabilities:Payables); a credit card is never one.
    let loan =
      mentionedClaim(index, ctx.termMentions, filterFor(loanRoots, ctx.date, currency)) ??
      mentionedClaim(index, ctx.termMentions, filterFor(FUNDING_ROOTS, ctx.date, currency)) ??
      friendsAccount(ctx, loanRoots[0]!, currency) ??
      genericAccount(index, borrowing ? [...PAYABLE_SEGMENTS, ...UNCATEGORIZED_SEGMENTS] : RECEIVABLE_SEGMENTS, filterFor(loanRoots, ctx.date, currency));
    if (!loan && borrowing) {
      const what = direction === 'repay' ? `money paid back${ctx.person ? ` to ${ctx.person}` : ''}` : `money borrowed${ctx.person ? ` from ${ctx.person}` : ''}`;
      throw Problem.unprocessable(`no payable account is open for ${what}`, [{ path: '/text', message: 'open one, e.g. Liabilities:Payables' }]);
    }
    if (!loan) {
      const filter = filterFor([EXPENSES], ctx.date, currency);
      loan = accountWithSegment(index, UNCATEGORIZED_SEGMENTS, filter) ?? mostGeneric(index, filter);
      if (!loan) throw Problem.unprocessable('no open receivable account', [{ path: '/text', message: 'open an account for loans' }]);
      guesses.add(`no receivable account is open; used ${loan}`, 0.3);
    }
    const moneyIn = direction !== 'lend' && direction !== 'repay';
    const cash = fundingAccount({ ...ctx, termMentions: ctx.termMentions.filter((m) => !m.entry.hits.every((h) => h.account === loan)) }, currency, null, null, moneyIn ? 'in' : 'out', moneyIn);
    if (cash === loan) throw Problem.unprocessable('could not tell the loan account from the cash account');
    const signed = moneyIn ? total : total.neg();
    postings.push(posting(cash, signed, currency), posting(loan, signed.neg(), currency));
    const back = paidBackTotals.get(currency);
    if (back !== undefined) {
      const left = total.sub(back);
    guesses.add(`read ${back.toString()} after 还 as paid back of the ${total.toString()} ${direction === 'lend' ? 'lent' : 'borrowed'}${left.isPositive() ? `: ${left.toString()} still owed` : ''}`, 0.1);
      postings.push(posting(cash, moneyIn ? back.neg() : back, currency), posting(loan, moneyIn ? back : back.neg(), currency));
    }
  }
  return postings;
}
