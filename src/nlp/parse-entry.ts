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
//   So are shares and fund units traded, said by name or counted (打新中签 1000股 10.5), and a gain
//   or a loss on them (股票亏了 2000): see entry/holding-trades.ts; a trade said with the holding, the
//   units and the price (买入 茅台 100股 1520.5) is a draft at a cost, see entry/share-trades.ts.
// - Every guess adds a warning and lowers `confidence` (0.95 when nothing was guessed).
import { Problem } from '../problem.ts';
import { isIsoDate } from './calendar.ts';
import { englishNumberWords, toHalfWidth } from './normalize-text.ts';
import { inUserScript, quotedInUserScript, toSimplified } from './traditional.ts';
import { plainNumerals } from './chinese-number.ts';
import { dayFirstReading, resolveDate } from './dates.ts';
import { findAmounts, type AmountMention } from './amounts.ts';
import { DAY_FIRST_LEDGER_CURRENCIES, europeanNumbers, type NumbersRead } from './european-numbers.ts';
import { findSharedBill, splitWithoutShare, splitWord } from './shares.ts';
import { collectsForOthers, detectIntent, isBill, repaidTo, englishRepaidTo, type Intent } from './direction.ts';
import { nlpIndexOf, isFunding, type NlpIndex } from './ledger-index.ts';
import { findPayeeMentions, findTermMentions, mask, type TermMention } from './mentions.ts';
import { inLedgerNames, isLedgerView, ledgerViewOf, problemInLedgerNames, type LedgerLike, type LedgerView } from './ledger-view.ts';
import { Guesses } from './entry/guesses.ts';
import type { Item } from './entry/item.ts';
import { FUNDING_ROOTS, EXPENSES, INCOME, ASSETS, LIABILITIES, filterFor } from './entry/account-filter.ts';
import type { Context } from './entry/context.ts';
import type { ParsedPosting, ParsedEntry } from './entry/parsed-entry.ts';
import { Decimal } from '../ledger/core/decimal.ts';
import { passengerNotPayingMe } from './entry/passenger-fares.ts';
import { discountDash, subtractionDash, warnOfDiscountRates, paidAmounts, changeGivenBack } from './entry/paid-amounts.ts';
import { withoutEquivalents, withoutDividendShares, withoutBoughtWorth, withoutRangeBottoms, withUnitPrices, withoutParts, chooseItems } from './entry/amount-choice.ts';
import { TRADE, SWAP, heldAlone, EXCHANGE, currencyBought, exchangedInto } from './entry/trades.ts';
import { refuseHoldingTrades, refuseSplits } from './entry/holding-trades.ts';
import { lotDateOf, shareTrade } from './entry/share-trades.ts';
import { withoutAmountUnits, unknownCodeAfter, unknownCurrencyWordAfter } from './entry/currency-codes.ts';
import { withoutOtherSidesFees, withoutZeroFees } from './entry/payment-fees.ts';
import { withInstallments } from './entry/installments.ts';
import { warnOfRoughAmounts, withoutRoughAmounts } from './entry/rough-amounts.ts';
import { withDownPayment } from './entry/down-payment.ts';
import { withoutPaidBefore } from './entry/paid-before.ts';
import { shortfallsSaid, withoutShortfalls } from './entry/shortfalls.ts';
import { sentToPayer } from './entry/sent-to-payer.ts';
import { feeWithoutFigure, withoutFeesNotMine } from './entry/fee-words.ts';
import { withFeeRates } from './entry/fee-rate.ts';
import { withoutCorrectedWallets } from './entry/corrected-wallets.ts';
import { withoutWholeFamily } from './entry/whole-family.ts';
import { purchaseDayOfRefund, warnOfPurchaseDays } from './entry/refunded-purchase-day.ts';
import { saleThenRefund } from './entry/sale-then-refund.ts';
import { unitCurrency, dollarCurrency } from './entry/unit-currency.ts';
import { saidDays } from './entry/said-days.ts';
import { withoutRepaymentDays, withoutPlannedRepayments, owedBeforeRepaid, stillOwed } from './entry/repayments-said.ts';
import { refuseStillOwed, refuseStillOwedMe } from './entry/still-owes.ts';
import { refuseBalanceSaid, withoutBalancesSaid } from './entry/balance-said.ts';
import { moneyIntoOwnAccount, fundDepositFrom, fundDepositPostings } from './entry/money-into-fund.ts';
import { fundDepositParts, fundDepositPartsPostings } from './entry/fund-deposit-parts.ts';
import { owedToSupplierRole } from './entry/bought-on-credit.ts';
import { billShareSentBack } from './entry/bill-share-sent-back.ts';
import { incomeOnlyByName } from './entry/income-named-only.ts';
import { notAPerson, sentBackByClaimant, shareSentBack, receivedFromPerson, repaidByRecordedDebtor, repaidByNamedPerson, cardPaidOff, unpaidBillOwed, betweenOwnAccounts, reimbursedLater, paysLoan } from './entry/intent-adjustments.ts';
import { paysPayableOff } from './entry/payable-paid-off.ts';
import { notPaidYetOwed } from './entry/not-paid-yet.ts';
import { paidIntoMine, sentByDebtor } from './entry/paid-into-mine.ts';
import { claimWord, fundingPhrases } from './entry/funding-phrases.ts';
import { knownPayee, choosePayee, roleSaid } from './entry/payee.ts';
import { paidByOthersAlone, refusePaidByOthers } from './entry/paid-by-others.ts';
import { notArrivedSaid, notRefundedSaid, refuseNotArrived, refuseNotRefunded } from './entry/not-arrived.ts';
import { type NarrationParts, leafName, narrationOf } from './entry/narration.ts';
import { walletPhrases } from './entry/wallet-words.ts';
import { settleDirection, refundReadFrom } from './entry/settle-direction.ts';
import { withoutBrokerCash } from './entry/broker-cash.ts';
import { refuseSavingsWithoutAccount } from './entry/savings-said.ts';
import { transferPostings } from './entry/transfer-postings.ts';
import { redeemedWithResult } from './entry/redemption-result.ts';
import { impliedHolding, type ImpliedHolding } from './entry/implied-holding.ts';
import { debtHasReason, owedPostings, loanPostings } from './entry/debts-and-loans.ts';
import { spendingPostings } from './entry/spending-postings.ts';
import { sharedBillPostings } from './entry/shared-bill-postings.ts';
import { repaidWords, paidBackSplit, paidBackPostings, purchaseThenRefund, withoutKeptBack, receivedBesideGiven, cashbackPostings, transferWithBonus } from './entry/money-back.ts';
import { incomePostings } from './entry/income-postings.ts';
import { saleOnCredit, saleOnCreditPostings, owingSaidAlone, claimNotPaidYet } from './entry/sale-on-credit.ts';
import { moneyBackFromSupplier, moneyBackPostings, goodsReturnedToSupplier, goodsReturnedPostings, owedToSupplierSaid, owedToSupplierWarning, withoutRefundingSupplier, rebateFromSupplier, rebatePostings, suppliersSaid } from './entry/from-supplier.ts';
import { byCurrency } from './entry/item.ts';
import { partOwedMe, partOwedPostings } from './entry/part-owed-me.ts';
import { warnOfOutsizedAmounts } from './entry/outsized-amounts.ts';
import { warnOfRedPacketWay } from './entry/red-packet-way.ts';
import { claimOfDebtorSaid } from './entry/claim-with-reason.ts';
import { saleAtShopUnsaid } from './entry/shop-income.ts';
import { refundGivenAsBefore } from './entry/shop-refunds-advances.ts';
import { spentPartOwed, spentPartOwedPostings } from './entry/spent-part-owed.ts';
import { foreignCharge, otherWalletNamed, indexPayingWith, pricedPostings, withoutPriceWords } from './entry/foreign-charge.ts';
import { isMoneyCode } from './currencies.ts';
import { insuredBill, INSURER_REIMBURSED_WORD } from './entry/insured-part.ts';
import { loanInstalment, instalmentPostings, partsOfInstalment, warnOfUnsplitInstalment } from './entry/loan-instalment.ts';
import { withoutRepoPrincipal, repoPostings } from './entry/reverse-repo.ts';
import { valuesSaid, pricedIncome } from './entry/coin-value.ts';
import { perShareTotals } from './entry/per-share.ts';
import { plansSaid, withPlanMentions, refusePlanWithoutAccount, warnOfPlans, planMoved } from './entry/retirement-plans.ts';
import { heldDeposit, heldDepositPostings } from './entry/deposit-held.ts';
import { depositSettled, depositSettledPostings } from './entry/deposit-settled.ts';
import { withoutCorrectedAmounts } from './entry/corrected-amounts.ts';
import { withRecipientsCounted } from './entry/per-recipient.ts';
import { withoutBillConverted } from './entry/bill-instalments.ts';
import { warnOfClaimBelowZero } from './entry/claim-below-zero.ts';
import { rentOwedByTenant, rentOwedByNamedTenant, rentOwedByUnnamedTenant, rentReceivedByHistory, rentPaidShort, tenantPaidBack, tenantSentRent, termsReceived, warnOfTermsUnsplit } from './entry/landlord-rent.ts';
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
    // (1.234,56 and, in a ledger of euros, 12,50: see europeanNumbers)
    const index = nlpIndexOf(view);
    const numbers = europeanNumbers(englishNumberWords(toHalfWidth(text).trim()), index);
    const said = discountDash(numbers.text);
    // (and 壹佰贰拾元 as 一百二十元: see plainNumerals)
    return inLedgerNames(view, parseValid(index, plainNumerals(toSimplified(said)), referenceDate, said, numbers));
  } catch (e) {
    if (e instanceof Problem) throw view ? problemInLedgerNames(view, e) : e;
    // A bug here must not surface as a 500 with a stack: the caller only promised Problems.
    throw Problem.unprocessable('could not understand the text');
  }
}

/** Whether words between `start` and `end` name a spending or income account (饮料 of 午饭 35 包括 饮料 10). */
function namesCategory(mentions: readonly TermMention[], start: number, end: number): boolean {
  return mentions.some((m) => m.start >= start && m.end <= end && m.entry.hits.some((h) => h.account.startsWith(`${EXPENSES}:`) || h.account.startsWith(`${INCOME}:`)));
}

/** Whether the words between `start` and `end` are wallets only (微信 of 午饭 35 其中 微信 20 支付宝 15). */
function namesWallet(text: string, mentions: readonly TermMention[], start: number, end: number): boolean {
  const inside = mentions.filter((m) => m.start >= start && m.end <= end);
  return inside.length > 0 && inside.every((m) => m.entry.hits.every((h) => isFunding(h.account))) && mask(text.slice(0, end), inside).slice(start).replace(/\uE000/g, '').trim() === '';
}

// 还妈妈 1000 其中利息 100: interest said as a part of a repayment is what the repayment paid, no
// money in (its 利息 read as interest earned flipped the repayment: ICBC +1000)
const INTEREST_PART_OF_REPAYMENT = /(?<=^[\s\uE000]*还[^，,。；;]*(?:其中|包括|包含|(?<![不未没])含)\s*[:：]?\s*)利息/g;

/**
 * `text` with its words of reimbursing blanked, for reading whether money came in besides them:
 * 工资 8000 工行 其中 报销 500 did (工资), 看病 800 工行 其中 公司报销 500 did not (a bill, part of it
 * to be reimbursed).
 */
function reimbursementUnsaid(text: string): string {
  return text.replace(/报销|[能可]报/g, (w) => ' '.repeat(w.length));
}

/** `text` with the 利息 of a part of a repayment blanked, for reading which way the money went. */
function interestPartUnsaid(text: string): string {
  return text.replace(INTEREST_PART_OF_REPAYMENT, '  ');
}

/** `text` with the words taking a date back blanked (same positions). */
function withoutDateCorrection(text: string, span: { start: number; end: number } | undefined): string {
  return span === undefined ? text : text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end);
}

function parseValid(index: NlpIndex, text: string, referenceDate: string, said: string, numbers: NumbersRead): ParsedEntry {
  const guesses = new Guesses();
  for (const w of numbers.warnings) guesses.add(w.message, w.cost);
  // 5/11 in a ledger kept in euros or pounds is Nov 5 (it was May 11), warned with the other reading
  // (双十一 买的 羽绒服 退款 到账 499: the day of the purchase refunded, not of the refund)
  // (卖出 茅台 2024-05-06 那批 50股 1800: the day a lot was bought is not the sale's, see entry/share-trades.ts)
  const refunded = purchaseDayOfRefund(text);
  const lotDay = lotDateOf(text);
  const dates = resolveDate(text, referenceDate, (m) => refunded(m) || lotDay(m), DAY_FIRST_LEDGER_CURRENCIES.includes(index.defaultCurrency));
  warnOfPurchaseDays(text, dates.mentions, guesses);
  // (昨天，不对，是前天: the words taking a date back are no narration)
  const masked = withoutDateCorrection(mask(text, dates.mentions), dates.correction);
  // only a purchase takes a discount off its price (工资 8000-500 is left as said)
  const dashesRead = detectIntent(passengerNotPayingMe(masked, index), saidDays(masked, text, dates.mentions, referenceDate)).direction === 'expense' ? subtractionDash(masked) : masked;
  const later = saidDays(dashesRead, text, dates.mentions, referenceDate);
  let undated = withoutPlannedRepayments(dashesRead, text, later, guesses);
  const when = withoutRepaymentDays(dates, text, undated, later, referenceDate, guesses);
  for (const w of when.warnings) guesses.add(w, w.includes('future') ? 0.1 : 0.05);
  const date = when.date;
  // 3/11 食飯 200 in a ledger kept in HKD or MOP: Hong Kong and Macau write the day first (it was
  // Mar 11 without a word; read month first still, as Chinese sentences are, warned)
  // (an English sentence is warned so already, see dates.ts)
  const used = DAY_FIRST_CURRENCIES.includes(index.defaultCurrency) && /[\u3400-\u9fff]/.test(text) ? dates.mentions.find((m) => m.date === date) : undefined;
  const dayFirst = used ? dayFirstReading(text, used, referenceDate) : null;
  if (used && dayFirst !== null) guesses.add(`read ${text.slice(used.start, used.end)} month first as ${date} (day first, as Hong Kong and Macau write it, it is ${dayFirst})`, 0.1);

  // 停车费 20 微信 哦不 是支付宝: the wallet taken back is not named, nor its words narrated
  undated = withoutCorrectedWallets(undated, index, date, guesses);
  // (全家 出去 吃饭: the whole family, not the shop 全家, see whole-family.ts)
  const payeeMentions = withoutWholeFamily(undated, findPayeeMentions(undated, index));
  // (转账 500 给小李 手续费对方出: a fee not mine names no category: the 500 went to Expenses:Fees)
  const feeAlone = feeWithoutFigure(undated);
  // (contributed 500 to my 401k: the plan's account, never 401000: see entry/retirement-plans.ts)
  const plans = plansSaid(index, undated, date);
  const termMentions = withPlanMentions(withoutFeesNotMine(undated, withoutBrokerCash(index, undated, withoutAmountUnits(undated, withoutWholeFamily(undated, findTermMentions(undated, index, date)), payeeMentions, index), date))
    .filter((m) => feeAlone === null || m.end <= feeAlone.start || m.start >= feeAlone.end), plans);
  const categorySaid = namesCategory(termMentions, 0, undated.length);
  refusePlanWithoutAccount(plans, categorySaid, date);
  warnOfPlans(plans, guesses);
  // (给小李转账 500 手续费: the 500 was sent, the fee has no figure to book)
  if (feeAlone !== null) guesses.add(`${undated.slice(feeAlone.start, feeAlone.end)} was said without an amount: only the money sent is booked (write the fee as its own entry, 手续费 5)`, 0.1);
  for (const m of termMentions) if (m.misspelt !== undefined) guesses.add(m.misspelt, 0.1);
  refuseSavingsWithoutAccount(undated, termMentions, date);
  // (英伟达 拆股 1拆10: a split changes lots, moves no money, see holding-trades.ts)
  refuseSplits(index, undated, termMentions, date, text);
  // 买入 茅台 100股 1520.5, 卖出 茅台 10股 1750, 清仓 宁德时代 210: units at a cost, or off the lots at a
  // price, paid from the broker's cash (see entry/share-trades.ts; what it does not read is refused below)
  const shares = shareTrade(index, undated, termMentions, date, guesses, dates.mentions.filter(lotDay).map((m) => ({ ...m, said: text.slice(m.start, m.end) })));
  if (shares !== null) {
    const warnings = guesses.warnings.map((w) => quotedInUserScript(w, text, said));
    return { date, payee: shares.payee, narration: inUserScript(shares.narration, text, said), postings: shares.postings, confidence: guesses.confidence(), warnings };
  }
  let amountText = mask(undated, [...payeeMentions, ...termMentions, ...plans]);
  let found = findAmounts(amountText, index.currencyCodes, { sentence: undated });
  if (found.length === 0) {
    // 打车uber35: with no other number, one written against a word is the amount (warned).
    found = findAmounts(amountText, index.currencyCodes, { gluedToWord: true, sentence: undated });
    for (const a of found) {
      const word = /[A-Za-z]+$/.exec(amountText.slice(0, a.start))?.[0];
      if (word) guesses.add(`read ${a.number.toString()} in ${word}${amountText.slice(a.start, a.end)} as the amount`, 0.1);
    }
  }
  // 买房 12000000: with no other number, a bare one of 8 digits or more is the amount (it was "no
  // amount found"); after an id word (订单号, 尾号, 手机) or with a mobile number's shape it stays an id
  if (found.length === 0) found = findAmounts(amountText, index.currencyCodes, { longNumber: true, sentence: undated });
  // 加油 300，不对，是 350: the amount taken back is not booked, nor its words narrated
  // (买菜 四十，现金，哦不对，是五十: the wallet between them is no word of the correction)
  const corrected = withoutCorrectedAmounts(undated, found, guesses, termMentions.filter((m) => m.entry.hits.length > 0 && m.entry.hits.every((h) => isFunding(h.account))));
  if (corrected.amounts !== found) {
    found = [...corrected.amounts];
    undated = corrected.text;
    amountText = mask(undated, [...payeeMentions, ...termMentions, ...plans]);
  }
  found = found.map((a) => (a.dollarSign ? { ...a, currency: dollarCurrency(index, undated, termMentions, date, a, guesses) } : a));
  // 元, ¥ and a bare number name no currency: the ledger and the wallet named decide (unitCurrency)
  const currencyOf = unitCurrency(index, undated, termMentions, date, found, guesses);
  // 拉面 1200日元 信用卡 (入账 57.74元, 汇率 0.048) with the card open for CNY only: the card pays, at a
  // price; the amount billed or the rate said is that price, no money of its own (entry/foreign-charge.ts)
  // (换了 2000 澳币 花了 9420 人民币 招行 到 CommBank: the amount 换 is said of is what arrived, its price the other)
  const exchangedAt = exchangedInto(undated, index);
  const acquired = exchangedAt === null ? undefined : found.find((a) => a.start === exchangedAt.index + exchangedAt[0].length);
  const charge = foreignCharge(index, undated, amountText, termMentions, date, found, currencyOf, acquired);
  if (charge !== null && charge.priceAmounts.length > 0) {
    found = found.filter((a) => !charge.priceAmounts.includes(a));
    undated = withoutPriceWords(undated, charge);
    amountText = withoutPriceWords(amountText, charge);
  }
  // staking reward 0.0021 ETH at 3500 USD: the price of the coins, no money of its own (see withoutEquivalents)
  const values = valuesSaid(amountText, found, currencyOf);
  // 月供 8200 其中本金 3100 利息 5100: a loan's instalment and its parts, one payment (see loanInstalment)
  const instalment = loanInstalment(index, undated, termMentions, partsOfInstalment(amountText, found, index.currencyCodes, undated), currencyOf, date);
  // 看病 花了 380 医保报销了 230 自付 150: my part of a bill the insurance paid the rest of (see insuredBill)
  const insurerWordsAClaim = termMentions.some((m) => INSURER_REIMBURSED_WORD.test(undated.slice(m.start, m.end)) && m.entry.hits.some((h) => index.claims.has(h.account)));
  const insured = instalment === null ? insuredBill(undated, found, guesses, insurerWordsAClaim) : null;
  const partsRead = instalment !== null ? [instalment.paid] : insured !== null ? [insured.mine] : withoutParts(amountText, withUnitPrices(amountText, withoutRangeBottoms(amountText, withoutBoughtWorth(amountText, withoutEquivalents(amountText, withoutDividendShares(undated, found), currencyOf, guesses), currencyOf, guesses), guesses), currencyOf, guesses, undated, (start, end) => namesWallet(undated, termMentions, start, end)), currencyOf, guesses, { sentence: undated, namesCategory: (start, end) => namesCategory(termMentions, start, end), namesWallet: (start, end) => namesWallet(undated, termMentions, start, end), moneyIn: detectIntent(passengerNotPayingMe(reimbursementUnsaid(undated), index), later).direction === 'income' });
  // 白条买鞋 分3期 每期 200: the purchase is 600; 具体 239 after 2百多: the exact figure alone
  // (read in the words as said: 手续费 30 is masked as an account in amountText)
  // (and 总价300万 首付90万: the down payment alone, see withDownPayment)
  const roughDropped = new Set<AmountMention>();
  // (两个孩子零花钱 每人50: given to each, 100 in all, see withRecipientsCounted)
  // (团费 2800 定金 500 已付 尾款 2300: the part paid before and the total are not booked again, see withoutPaidBefore)
  const bought = detectIntent(passengerNotPayingMe(undated, index), later).direction === 'expense';
  // (凑单 还差 5 块 又买了 纸巾 10, 离目标 还差 500 存了 1000: what is still short moved no money, see withoutShortfalls)
  const shortfalls = shortfallsSaid(undated, partsRead);
  const paidParts = withoutShortfalls(undated, partsRead, guesses, roughDropped);
  // (招行信用卡 账单分期 6000 分12期: the bill's amount moves no money, see withoutBillConverted)
  const amounts = withoutBillConverted(undated, withRecipientsCounted(undated, withInstallments(undated, withoutPaidBefore(undated, withDownPayment(undated, withoutRoughAmounts(undated, paidParts, currencyOf, guesses, (start, end) => namesWallet(undated, termMentions, start, end), roughDropped), currencyOf, guesses, roughDropped), currencyOf, guesses, bought, roughDropped, shortfalls), currencyOf, guesses, bought), guesses, roughDropped), guesses);
  // 打车 一百多: a rough figure alone is booked as said, warned
  warnOfRoughAmounts(undated, amounts, guesses);
  // (清仓 宁德时代, 赎回 易方达蓝筹 2000 份: a trade said without money, refused as one, see below)
  if (amounts.length === 0) refuseHoldingTrades(index, undated, termMentions, date, null);
  if (amounts.length === 0) throw Problem.unprocessable('no amount found in the text', [{ path: '/text', message: 'say how much, e.g. 35元' }]);
  // 物业费 下沙 420 李先生 交的 不用我出: someone else paid and none of my money moved
  const othersPaid = paidByOthersAlone(undated);
  if (othersPaid !== null) refusePaidByOthers(othersPaid);
  // 午饭 -25: the sign was dropped silently; the words say which way the money went
  for (const a of amounts) {
    const minus = /(?<![\d.])[-−]\s*(?:[¥￥$]\s*)?$/.exec(amountText.slice(0, a.start));
    if (minus) guesses.add(`read ${amountText.slice(minus.index, a.end).replace(/\s+/g, '')} as ${a.number.toString()}: the words say which way the money went, not the sign`, 0.1);
  }
  // 换汇 1000 美元 7200 人民币: booking it needs a price (or a conversions account), which an
  // entry of units alone cannot carry; read as spending it was wrong.
  // (买了1000美元 花了7150: a currency bought with another is one too; it was 1000 USD of spending, the 7150 dropped)
  // (read in the words as said: with 买 an alias of Expenses:Shopping it was masked, and 用7120买了1000美元 was 1000 USD of shopping)
  // (Wise 换汇 1000 USD 到招行 7180, 换汇 1000 美元 从 Wise 到招行 汇率 7.18: both accounts and the price
  // said, it is a move between them at that price, as 从 Wise 转 1000 美元 到招行 入账 7180 元 is)
  const exchangeSaid = charge !== null && charge.priceAmounts.length > 0 && otherWalletNamed(index, termMentions, charge, date);
  // (Wise 换汇 9420 CNY 到 Wise 2000 AUD with Wise holding AUD only: what arrived is said, the account the yuan left is not)
  if (!exchangeSaid && charge !== null && charge.total && !isMoneyCode(charge.word.toUpperCase()) && (EXCHANGE.test(undated) || exchangedAt !== null)) throw Problem.unprocessable(`the account the ${charge.foreign} of this exchange left is not named: ${charge.word} names ${charge.account}, which holds only ${charge.currency}`, [{ path: '/text', message: `name the account the ${charge.foreign} left as well (从招行 …), or one that holds ${charge.foreign} as well as ${charge.currency}` }]);
  if (!exchangeSaid && (EXCHANGE.test(undated) || exchangedAt !== null || currencyBought(undated, amounts, currencyOf))) throw Problem.unprocessable('a currency exchange is not read from text', [{ path: '/text', message: 'it is read only with the account it left, the account it reached and what arrived or the rate said (Wise 换汇 1000 USD 到招行 7180, 从 Wise 转 1000 美元 到招行 汇率 7.18), or write it as a transaction with a price (POST /bean/transactions)' }]);
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
  // swapped 0.5 ETH for 0.025 BTC: a coin traded for another needs a cost or a price too (both were spent as fees)
  const swapped = currencies.size > 1 && SWAP.test(undated) ? amounts.map(currencyOf).filter((c) => heldAlone(index, c)) : [];
  if (swapped.length > 0) throw Problem.unprocessable(`swapping ${[...new Set(amounts.map(currencyOf))].join(' for ')} is not read from text`, [{ path: '/text', message: 'write it as a transaction with a cost or a price (POST /bean/transactions)' }]);
  // 买入 茅台 100股 1520.5, 清仓 五粮液 158.3, 打新中签 1000股 10.5, 基金定投 1000 支付宝 (基金定投 an
  // alias of a fund held at cost), 茅台 涨停 赚了 3000: see holding-trades.ts (they were spending,
  // salary or income in the ledger's money)
  refuseHoldingTrades(index, undated, termMentions, date, amounts.find((a) => a.currency !== null)?.currency ?? null);
  for (const { amount, code } of unknownCodes) {
    if (code === null) continue;
    const said = amountText.slice(amount.end).trim().slice(0, code.length);
    const why = said === code ? 'no commodity, account or posting has it' : `codes are matched as spelled: ${code}`;
    guesses.add(`${said} after ${amount.number.toString()} is no currency of the ledger (${why}); read ${amount.number.toString()} as ${currencyOf(amount)}`, 0.25);
  }
  // (买菜 60 菲律宾元: a currency's name the scanner does not know; the 60 was yuan, silently)
  for (const amount of amounts) {
    const word = unknownCurrencyWordAfter(amountText, amount);
    if (word !== null) guesses.add(`${word} after ${amount.number.toString()} names no currency known here; read ${amount.number.toString()} as ${currencyOf(amount)} (write its code, as 60 PHP, if it is another)`, 0.25);
  }
  // (国债逆回购 10万 收益 28: the interest alone, the principal said of it moved nothing now)
  const chosen = chooseItems(undated, withoutRepoPrincipal(index, undated, termMentions, date, amounts, currencyOf, guesses), currencyOf, guesses);
  // (还老陈 3000 工行 手续费 5 对方承担: the other side's fee is none of mine)
  // (午饭 35 微信 余额还剩 200: the balance moved nothing)
  // (茅台分红 每10股派 259.11: paid on each of the shares held, 赎回 2000 份 净值 1.234 on each unit)
  const items = perShareTotals(index, undated, termMentions, date, withoutBalancesSaid(undated, withoutOtherSidesFees(undated, withoutZeroFees(undated, chosen), guesses), guesses), guesses);
  if (items.some((i) => i.amount.number.isZero())) throw Problem.unprocessable('the amount is zero', [{ path: '/text', message: 'amount must not be zero' }]);
  // A bare number is read as money without a warning (that is what the sentence means), but less surely.
  if (items.some((i) => !i.amount.hasUnit)) guesses.add('', 0.03);
  // 午饭花了一万亿: beyond 100 times anything posted in its currency (and 1000000), warned
  warnOfOutsizedAmounts(index, items, guesses);
  // 张三还欠 340 alone: a balance, nothing moved
  refuseStillOwed(undated, items);
  // 公积金余额 50800, 房贷还剩 1631062.26: a balance, nothing moved
  refuseBalanceSaid(undated, items);

  // (欠厂家货款 2000: bought on credit, see owedToSupplierRole)
  // (淘宝退款 59 where the entries so narrated paid refunds out: see refundGivenAsBefore)
  // 午饭 35 还欠老板 5: spending, part of it still owed (see spentPartOwed)
  const partStillOwed = spentPartOwed(undated, items);
  const readFromWords = refundGivenAsBefore(owedToSupplierRole(notPaidYetOwed(unpaidBillOwed(betweenOwnAccounts(paysPayableOff(cardPaidOff(
    sentByDebtor(paidIntoMine(notAPerson(billShareSentBack(shareSentBack(reimbursedLater(receivedFromPerson(repaidByNamedPerson(repaidByRecordedDebtor(sentBackByClaimant(detectIntent(passengerNotPayingMe(interestPartUnsaid(undated), index), later), undated, termMentions, index), undated, index), undated, termMentions, index), undated, termMentions, index), undated, termMentions, index, date, items[0]!.currency), undated), undated, index, date, items[0]!.currency), undated, termMentions, index, date, items[0]!.currency), undated, termMentions, index, date, items[0]!.currency), undated, termMentions, index, date, items[0]!.currency),
    undated,
    termMentions,
    index,
    date,
    items[0]!.currency,
  ), undated, termMentions, index, date, items[0]!.currency), undated, termMentions, index, date, items[0]!.currency), undated, items), undated, termMentions, index, items, date), undated), undated, termMentions, index, items, date);
  const read: Intent = partStillOwed !== null ? { direction: 'expense', person: null, transferCue: null } : exchangeSaid ? { direction: 'transfer', person: null, transferCue: exchangeCue(undated) } : readFromWords;
  // 借小王 1000: lent, the words allow borrowed too
  // (借了老张 1000 with 老张 on a payable of his own, 替小王还款 with 小王 on a receivable: the ledger
  // says which way, no other reading to warn of)
  const loanRoot = read.direction === 'borrow' ? LIABILITIES : read.direction === 'lend' ? ASSETS : null;
  const personRecorded = loanRoot !== null && termMentions.some((m) => m.entry.hits.every((h) => index.claims.has(h.account) && h.account.startsWith(`${loanRoot}:`)));
  if (read.reading !== undefined && !personRecorded) guesses.add(read.reading, 0.15);
  // 张总还欠我 3000 尾款, 刘姐仍欠我 4000 设计费: still owed, a balance whatever it was for, not a
  // sale on credit (see refuseStillOwedMe); a part of a bill still owed is one (聚餐 300 小王还欠我一半),
  // and said alone (张总还欠我 3000) it is refused below as any bare claim is
  if (read.debtSaid !== undefined && partOwedMe(undated, items) === null && debtHasReason(index, undated, read.debtSaid, termMentions, items, date, read.person)) refuseStillOwedMe(read, undated, items);
  // 赊给张三 340, 张三欠款 340 in a shop with a receivable for customers: a sale on credit
  // 租客欠房租 6500 with a receivable kept for tenants: rent earned, owed there (see landlord-rent.ts)
  // (小王 欠 房租 3500 with 小王 on a receivable of his own: on it, see rentOwedByNamedTenant)
  const onCredit = rentOwedByTenant(index, undated, date, items[0]!.currency, guesses) ?? rentOwedByNamedTenant(index, undated, termMentions, date, items[0]!.currency, guesses) ?? rentOwedByUnnamedTenant(index, undated, date, items[0]!.currency, guesses) ?? saleOnCredit(read, undated, termMentions, index, date, items[0]!.currency);
  // 供应商退款 200 工行, 老陈还款 500 工行: money back from a supplier, on their payable
  const fromSupplier = onCredit === null ? moneyBackFromSupplier(read, undated, termMentions, index, date, items[0]!.currency) : null;
  // 退老陈货 500: goods sent back to a supplier, off what is owed to them
  const returned = onCredit === null && fromSupplier === null ? goodsReturnedToSupplier(undated, termMentions, index, date, items[0]!.currency) : null;
  // 老陈返利 50 微信: a rebate from the supplier, money in
  const rebate = onCredit === null && fromSupplier === null && returned === null ? rebateFromSupplier(undated, termMentions, index, date, items[0]!.currency) : null;
  const supplier = fromSupplier ?? returned ?? rebate;
  // 老陈欠款 300 with 老陈 the supplier the shop owes: owed to him, for goods had on credit
  const owedToSupplier = onCredit === null && supplier === null ? owedToSupplierSaid(read, undated, termMentions, index, date, items[0]!.currency) : null;
  if (owedToSupplier !== null) guesses.add(owedToSupplierWarning(undated, owedToSupplier, [...byCurrency(items).values()].map((t) => t.toString()).join(' + ')), 0.2);
  // dinner 80, alice owes me 40: part of what was spent is a claim on alice (it was a 422 as a claim
  // with no money moved, or 120 spent)
  const partOwed = onCredit === null && supplier === null && owedToSupplier === null && (read.direction === 'expense' || read.direction === 'owedToMe') ? partOwedMe(undated, items) : null;
  // tom owes me 20 and i bought coffee 5: the amount owed moved no money, and which amount is
  // which is not for us to guess
  if (onCredit === null && read.direction === 'owedToMe' && items.length > 1 && partOwed === null) {
    throw Problem.unprocessable(`${read.person} owes me, but no money moved for that amount`, [{ path: '/text', message: 'say what someone owes you and what you spent in sentences of their own' }]);
  }
  // 老陈欠我们 300 货款 with 老陈 recorded on Liabilities:Supplier: his claim is on the shop, and no
  // receivable of his is open (the spending was booked against his payable: the shop owing him more)
  const creditorOwes = onCredit === null && partOwed === null && read.direction === 'owedToMe' ? suppliersSaid(undated, termMentions, index, date, items[0]!.currency).find((s) => read.debtSaid !== undefined && s.start < read.debtSaid.end && read.debtSaid.start < s.end) : undefined;
  if (creditorOwes !== undefined) {
    throw Problem.unprocessable(`${read.person} owes me, but no money moved and no receivable of theirs is open: ${read.person} is recorded on ${creditorOwes.payable}, what the shop owes them`, [{ path: '/text', message: `open a receivable for ${read.person} (e.g. Assets:Receivable:${read.person}) and record them on it; goods sent back to them are 退${read.person}货` }]);
  }
  if (onCredit === null && partOwed === null && read.direction === 'owedToMe' && !debtHasReason(index, undated, read.debtSaid!, termMentions, items, date, read.person)) {
    throw Problem.unprocessable(`${read.person} owes me, but no money moved and what for is not said`, [{ path: '/text', message: `say how the money went (借给${read.person} 200 微信, 帮${read.person}垫付 200 微信)` }]);
  }
  // 老李欠款 1200 where it is no sale on credit (a household, no sales): a claim with nothing moved, as
  // 老李欠我 1200 is (it was spending paid from a wallet guessed)
  const owingAlone = onCredit === null && supplier === null && owedToSupplier === null ? owingSaidAlone(read, undated, termMentions, index) : null;
  if (owingAlone !== null && !debtHasReason(index, undated, owingAlone.debtSaid, termMentions, items, date, owingAlone.person)) {
    throw Problem.unprocessable(`${owingAlone.person} owes me, but no money moved and what for is not said`, [{ path: '/text', message: `say how the money went (借给${owingAlone.person} 200 微信, 帮${owingAlone.person}垫付 200 微信)` }]);
  }
  // 刘姐 4500 还没给 with 刘姐 on a receivable of mine and nothing it was for: a claim with nothing moved, as
  // 王总欠我 2000 还没给 is (it was spending paid from a wallet guessed)
  const notPaidMe = onCredit === null && supplier === null && owedToSupplier === null && partOwed === null ? claimNotPaidYet(undated, termMentions, index) : null;
  if (notPaidMe !== null && !debtHasReason(index, undated, notPaidMe.notPaid, termMentions, items, date, notPaidMe.person)) {
    throw Problem.unprocessable(`${notPaidMe.person} owes me, but no money moved and what for is not said`, [{ path: '/text', message: `say what it was for (${notPaidMe.person} 设计费 4500 还没给), or how the money went (借给${notPaidMe.person} 200 微信)` }]);
  }
  // (欠电费 200, 欠房贷 500: a bill is what it was for, booked as owed, as 欠房租 2000 is; it was "a
  // debt to 电费" when no category is open for it, as to a person)
  // 欠老陈 300 with 老陈 recorded on Liabilities:Supplier: owing the supplier is buying from them on
  // credit, as 进货 赊账 300 is (it was "a debt to 老陈 ... what it was for not said"), warned
  const owedSupplier = read.direction === 'owed' && read.debtSaid && read.person !== null ? suppliersSaid(undated, termMentions, index, date, items[0]!.currency).find((s) => s.person !== null && s.start < read.debtSaid!.end && read.debtSaid!.start < s.end) : undefined;
  if (owedSupplier !== undefined && !debtHasReason(index, undated, read.debtSaid!, termMentions, items, date, read.person)) {
    guesses.add(`read ${undated.slice(read.debtSaid!.start, read.debtSaid!.end).trim()} as goods bought on credit from ${owedSupplier.person} (on ${owedSupplier.payable}), what they were for not said: change the category if it was something else`, 0.2);
  } else if (read.direction === 'owed' && read.debtSaid && !(read.person !== null && isBill(read.person)) && !debtHasReason(index, undated, read.debtSaid, termMentions, items, date, read.person, true)) {
    throw Problem.unprocessable(`a debt to ${read.person ?? 'someone'} with no money moved and what it was for not said`, [{ path: '/text', message: 'say what it was for (我欠老张 1000 房租, owe Tom 30 for pizza), or how the money moved (跟老张借了 1000 微信)' }]);
  }
  // 聚餐 室友付的 我转了他 100: what I sent the one who paid is my part, paid from my wallet
  const sentBack = onCredit === null && supplier === null && read.direction === 'owed' && read.debtSaid === undefined ? sentToPayer(undated, read.paidBy, items, guesses, read.person) : null;
  // 小王欠我 20 午饭, tom owes me 20 for lunch: what it was for is said, booked as the spending it
  // was before claims were read (only the bare claim is refused, above); with the debtor's own
  // receivable named, Tom owes me 80 for dinner, it was paid for them: a claim on it, warned
  const ownClaim = onCredit === null && supplier === null && owedToSupplier === null && partOwed === null && sentBack === null ? claimOfDebtorSaid(read, index, termMentions) : null;
  if (ownClaim !== null) guesses.add(`read ${undated.slice(read.debtSaid!.start, read.debtSaid!.end).trim()} as paid by you for ${read.person}, owed back on ${ownClaim}; if it was your own spending, change the account to the expense`, 0.1);
  const asSaid: Intent =
    sentBack !== null ? { ...read, direction: 'expense' }
    : onCredit !== null ? { direction: 'income', person: onCredit.person, transferCue: null }
    : supplier !== null ? { direction: 'income', person: supplier.person, transferCue: null }
    : owedToSupplier !== null ? { direction: 'owed', person: owedToSupplier.person, transferCue: null }
    : ownClaim !== null ? { direction: 'lend', person: read.person, transferCue: null }
    : read.direction === 'owedToMe' ? { direction: 'expense', person: null, transferCue: null } : read;
  // 房贷扣了 4321.56, 房贷 4321.56 农行 with a loan of mine named (Liabilities:Mortgage, alias 房贷):
  // its monthly payment, read as 还房贷 is (it was spending paid by the loan: the debt grew)
  // 租客还了电费 230 with a receivable kept for tenants: the tenant paid me back (it was a loan of mine repaid)
  const tenantPaid = instalment === null && onCredit === null ? tenantPaidBack(index, undated, date, items[0]!.currency) : null;
  const intent: Intent = tenantPaid !== null ? { direction: 'repaid', person: '租客', transferCue: null } : instalment !== null ? { direction: 'transfer', person: null, transferCue: '还' } : insured !== null ? { direction: 'expense', person: null, transferCue: null } : asSaid.direction === 'expense' && paysLoan(index, undated, termMentions, items, date) ? { direction: 'transfer', person: null, transferCue: '还' } : asSaid.direction === 'expense' && !categorySaid && plans.length > 0 ? planMoved(asSaid, plans, undated) : asSaid;
  // 公积金 缴存 6000, 医保个账划入 312.5: money put into an account of mine, not spending from it
  const intoOwn = instalment === null && insured === null && intent.direction === 'expense' && intent.unsaid === true && moneyIntoOwnAccount(index, undated, termMentions, items, date);
  // 招行 缴存公积金 3000: money put into the fund from another account of mine, a move between them
  const deposit = instalment === null && insured === null && intent.direction === 'expense' && intent.unsaid === true && !intoOwn ? fundDepositFrom(index, undated, termMentions, items, date) : null;
  // 公积金 月缴存 6000 其中单位 3000: the employer's part and mine, each from its own income
  const fundParts = instalment === null && insured === null && intent.direction === 'expense' && intent.unsaid === true && !intoOwn ? fundDepositParts(index, undated, termMentions, items, date) : null;
  // 收取房租 6500, 半年房租 39000 in a ledger that books rent only as income: rent received
  // (朝阳租客转账房租6500到招行: the tenant sent it, money in; it was a move from the bank to 招行)
  const terms = tenantPaid === null && onCredit === null && intent.direction === 'expense' ? termsReceived(undated) : null;
  const rentIn = tenantPaid === null && onCredit === null && (((intent.direction === 'expense' || intent.direction === 'transfer') && tenantSentRent(undated)) || (intent.direction === 'expense' && (terms !== null || rentReceivedByHistory(index, undated, termMentions, date, items[0]!.currency, guesses))));
  const settled = tenantPaid !== null ? 'repaid' : rentIn ? 'income' : instalment !== null || deposit !== null ? 'transfer' : insured !== null ? 'expense' : onCredit !== null || supplier !== null || intoOwn || fundParts !== null ? 'income' : settleDirection(intent.direction, intent.transferCue, index, undated, termMentions, items, date, intent.unsaid === true);
  // 电费 200 到支付宝: read as money back from the wallet it went into alone (warned: it may be a bill paid)
  const refundFrom = settled === 'refund' && intent.direction !== 'refund' ? refundReadFrom(index, undated, termMentions, date, items[0]!.currency) : null;
  if (refundFrom !== null) guesses.add(`read as money back on ${refundFrom}: no refund word was said`, 0.2);
  // 二手自行车 200 闲鱼 with Income:SecondHand aliased 闲鱼: sold there or bought there, no word says
  const shopSale = settled === 'income' && intent.direction === 'expense' && intent.unsaid === true ? saleAtShopUnsaid(index, undated, termMentions, date, items[0]!.currency) : null;
  if (shopSale !== null) guesses.add(shopSale, 0.15);
  // 滨江 空调 200 现金 with Income:Rent:Binjiang aliased 滨江: money in only by a name that says no money, warned
  const byName = settled === 'income' && shopSale === null && intent.direction === 'expense' && intent.unsaid === true && !rentIn ? incomeOnlyByName(index, undated, termMentions, date, items[0]!.currency) : null;
  if (byName !== null) guesses.add(byName, 0.2);
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
  // 医保报销 3200 要过几周才到: money in said not come yet is not booked as come today (it cleared the claim)
  // (退款 200 还没到账: money back as well; 工资 8000 工行 报销的还没到: the salary came, another money did not)
  const arrivalWallets = () => fundingPhrases(index, termMentions, filterFor(FUNDING_ROOTS, date, items[0]!.currency, index.claims), undated);
  const notArrived = direction === 'income' || direction === 'repaid' || direction === 'refund' ? notArrivedSaid(undated, items.map((i) => i.amount.end), arrivalWallets()) : null;
  if (notArrived !== null && notArrived.of === null) refuseNotArrived(notArrived.words);
  if (notArrived?.of) guesses.add(`read ${notArrived.words} as said of ${notArrived.of}, not of the money booked: booked as come`, 0.15);
  // 买家 申请 退款 35 还没退: a refund not made yet moved no money, given or received (it was given)
  const notRefunded = notRefundedSaid(undated, items.map((i) => i.amount.end), arrivalWallets());
  if (notRefunded !== null && notRefunded.of === null) refuseNotRefunded(notRefunded.words);
  // 小李借了我 500 is said both of lending to me and of borrowing from me
  if (direction === 'borrow' && /借了我/.test(undated)) guesses.add('借了我 is also said of borrowing from me; read as lent to me', 0.15);
  // a shared bill's total and share (晚饭 每人 50 总共 200) are not a price and what was paid
  // (聚餐 原价 400 实付 360 AA 4个人: the bill is what was paid)
  const sharedBill = (list: readonly Item[]) => (direction === 'expense' ? findSharedBill(undated, list.map((i) => i.amount), list.find((i) => i.amount.currency === null)?.currency ?? index.defaultCurrency, (s, e) => namesWallet(undated, termMentions, s, e)) : null);
  const billSaid = partOwed === null && sentBack === null ? sharedBill(items) : null;
  const repayment = direction === 'repaid' || direction === 'repay' || (direction === 'transfer' && /^还/.test(intent.transferCue ?? ''));
  const owed = repayment ? [...stillOwed(undated, items, guesses), ...owedBeforeRepaid(undated, items, guesses)] : [];
  // (团购 代收 邻居 5 家 共 1000: the total collected is what came in, as a purchase's total is what was paid)
  const collected = direction === 'borrow' && collectsForOthers(undated);
  const bookedSaid = sentBack !== null ? [sentBack] : partOwed !== null && direction === 'expense' ? items : (direction === 'expense' && billSaid === null) || collected ? paidAmounts(undated, items, guesses) : owed.length > 0 ? items.filter((i) => !owed.includes(i)) : direction === 'income' ? changeGivenBack(undated, items, guesses) : items;
  // 收到 设计费 3.5k USD paypal 手续费 4.4%: the fee said as a rate is that part of the money (see fee-rate.ts)
  const booked = direction === 'transfer' ? bookedSaid : withFeeRates(undated, bookedSaid, guesses);
  const bill = billSaid ?? (booked !== items && sentBack === null ? sharedBill(booked) : null);
  if (direction === 'expense') warnOfDiscountRates(undated, booked, guesses);
  // (收到 1000 美元 到招行 到账 7180 元: income in one money arriving on an account of another, at
  // the amount said to have arrived; it was a 422)
  const paidAtPrice = charge !== null && (direction === 'expense' || direction === 'refund' || direction === 'transfer' || (direction === 'income' && charge.priceAmounts.length > 0));
  if (charge !== null && !paidAtPrice && charge.priceAmounts.length > 0) {
    throw Problem.unprocessable(`a price of ${charge.foreign} in ${charge.currency} is only read for money paid with ${charge.word}`, [{ path: '/text', message: 'write it as a transaction with a price (POST /bean/transactions)' }]);
  }
  // 退押金 6500, 收押金 6500, 扣押金 500 with a deposit I hold open (Liabilities): owed back to the
  // tenant (refunded it was money in, received it was spending), see entry/deposit-held.ts
  const held = charge === null && instalment === null && insured === null ? heldDeposit(index, undated, items, date, guesses) : null;
  // 出院结算 自付 3170 押金 5000 退回 1830 建行 with a deposit I paid open (Assets): the bill spent, the
  // rest back, the deposit used up (see entry/deposit-settled.ts; the deposit was paid again)
  const settledDeposit = held === null && charge === null && instalment === null && insured === null ? depositSettled(index, undated, termMentions, items, date) : null;
  // (押一付三 收了 26000 with no deposit account of mine to split it off onto)
  if (terms !== null && held === null) warnOfTermsUnsplit(terms, guesses);
  const context: Context = { index: paidAtPrice ? indexPayingWith(index, charge) : index, text: undated, date, items: held !== null || settledDeposit !== null ? items : booked, termMentions, guesses, standIns: new Set(), person };
  // (聚餐 室友付的 我转了他 100: the one I sent my part to is whom I paid)
  const payee = choosePayee(context, payeeMentions, sentBack !== null ? 'owed' : direction, person);

  // 国债逆回购 100000 证券账户, 逆回购到期 100028: between the broker's cash and the repo
  const repo = repoPostings(context);
  let postings: ParsedPosting[];
  if (repo !== null) postings = repo;
  else if (held !== null) postings = heldDepositPostings(context, payee, held);
  else if (settledDeposit !== null) postings = depositSettledPostings(context, payee, settledDeposit);
  else switch (direction) {
    case 'expense':
    case 'refund': {
      // 和朋友AA 晚饭 120: split, but among how many is not said (每人85 is my share already)
      const split = direction === 'expense' && bill === null && partOwed === null && sentBack === null && booked.length === 1 ? splitWithoutShare(undated, (s, e) => namesWallet(undated, termMentions, s, e)) : null;
      if (split !== null) guesses.add(`split (${split}) said without how many people share it: booked all ${booked[0]!.amount.number.toString()}`, 0.15);
      // 中午外卖 28 晚上火锅 150 AA 3人: which of the amounts was shared is not read; none is divided
      const several = direction === 'expense' && bill === null && partOwed === null && booked.length > 1 ? splitWord(undated) : null;
      if (several !== null) guesses.add(`split (${several}) said with several amounts: each booked in full, none divided`, 0.15);
      postings = partStillOwed !== null && direction === 'expense' ? spentPartOwedPostings(context, payee, partStillOwed)
        : partOwed !== null && direction === 'expense'
        ? (partOwedPostings(context, payee, partOwed) ?? spendingPostings({ ...context, items: [partOwed.spent] }, payee, false))
        : bill
        ? sharedBillPostings(context, bill, payee)
        : direction === 'refund' ? (saleThenRefund(context, payee) ?? purchaseThenRefund(context, payee) ?? spendingPostings(withoutRefundingSupplier(withoutKeptBack(context)), payee, true))
        : (saleThenRefund(context, payee) ?? receivedBesideGiven(context, payee) ?? spendingPostings(context, payee, false));
      break;
    }
    case 'income':
      postings =
        onCredit !== null ? saleOnCreditPostings(context, payee, onCredit)
        : fromSupplier !== null ? moneyBackPostings(context, fromSupplier)
        : returned !== null ? goodsReturnedPostings(context, returned)
        : rebate !== null ? rebatePostings(context, rebate)
        : fundParts !== null ? fundDepositPartsPostings(context, fundParts)
        : (paidBack && paidBackPostings(context, payee, paidBack)) || cashbackPostings(context, payee) || rentPaidShort(context, payee) || incomePostings(context, payee);
      break;
    case 'transfer':
      // (ETC 充值 500 送了 20: the bonus is no money moved, see transferWithBonus)
      postings = instalment !== null ? instalmentPostings(context, instalment) : deposit !== null ? fundDepositPostings(context, deposit) : (transferWithBonus(context, intent.transferCue ?? '') ?? redeemedWithResult(context, intent.transferCue ?? '', heldFrom(context)) ?? transferPostings(context, intent.transferCue ?? '', context.items, heldFrom(context)));
      if (instalment === null) warnOfUnsplitInstalment(context, postings);
      break;
    case 'owed':
      postings = owedPostings(context, payee);
      break;
    default:
      postings = loanPostings(context, direction);
  }
  // (表弟还我 3000 when 表弟 owed 1000: warned, see entry/claim-below-zero.ts)
  if (direction === 'repaid') warnOfClaimBelowZero(index, postings, date, guesses);
  if (paidAtPrice) postings = pricedPostings(index, postings, charge, date, guesses);
  // (用 Wise 换了 2000 澳币 招行 出 9420 元: the money an exchange got arrives on the account that
  // holds it, whichever the words said first; it was Wise -2000 AUD, 招行 +9420)
  if (exchangeSaid && acquired !== undefined && charge.priceAmounts.includes(acquired)) postings = arrivingOn(postings, charge.account);
  if (direction === 'income' && !paidAtPrice) postings = pricedIncome(index, postings, values, currencyOf, guesses);
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
    // (and a rough figure that the exact one replaced: 2百多 ... 具体 239)
    amounts: [...(instalment !== null ? instalment.said : insured !== null ? insured.said : chosen.filter((i) => !owed.includes(i)).map((i) => i.amount)), ...roughDropped],
    funding: walletPhrases(index, termMentions, [...(context.fundingSpans ?? []), ...fundingWords]),
    payee,
    // 小王还我 200 alone keeps its words; paid back on a dinner, they go as 小王转我 does
    // (老板发我红包 keeps them: a role alone is no payee, and the words say who)
    // (老婆付的 goes as the payee's name does: 打车 35 老婆付的 was narrated 打车 老婆)
    others: payee === null && roleSaid(intent.person) !== null ? [] : [...(intent.givenBy ?? (paidBack ? givenBy : [])), ...(intent.paidBy ? [intent.paidBy] : [])],
    // said in English (Tom sent me 50), not 转账
    fallback: intent.givenBy ? (/[\u3400-\u9fff]/.test(undated) ? `${payee?.name ?? ''}转账` : `transfer from ${payee?.name ?? 'someone'}`) : leafName(postings[0]!.account),
  };
  // (in the user's characters: 交電費 is narrated 交電費, not 交电费; a payee of the ledger as the ledger writes it)
  const narration = inUserScript(narrationOf(undated, parts), text, said);
  // 微信红包 66: given or received, the words do not say
  if (intent.unsaid === true && direction === 'expense') warnOfRedPacketWay(index, undated, narration, postings, guesses);
  currencyOf.settle(booked.map((i) => i.amount), postings.map((p) => p.account));
  const payeeName = payee === null ? null : knownPayee(index, payee.name) ? payee.name : inUserScript(payee.name, text, said);
  return { date, payee: payeeName, narration, postings, confidence: guesses.confidence(), warnings: guesses.warnings.map((w) => quotedInUserScript(w, text, said)) };
}

/** The postings of a move with `account`'s side positive: the money arrived there. */
function arrivingOn(postings: readonly ParsedPosting[], account: string): ParsedPosting[] {
  const mine = postings.find((p) => p.account === account);
  if (mine === undefined || !Decimal.parse(mine.units.number).isNegative()) return [...postings];
  return postings.map((p) => ({ ...p, units: { ...p.units, number: Decimal.parse(p.units.number).neg().toString() } }));
}

/** The words that said a currency exchange (换汇, 换了), as the cue of the move between the two accounts. */
function exchangeCue(text: string): string | null {
  return /换汇|购汇|结汇|换了|兑换|换成|换|exchang(?:e|ed)|convert(?:ed)?/i.exec(text)?.[0] ?? null;
}

/** The holding a redemption or maturity with no account of it said came out of (赎回 20350 赚了350, 存款到期 五万). */
function heldFrom(ctx: Context): ImpliedHolding | null {
  return impliedHolding(ctx.index, ctx.text, ctx.termMentions, ctx.date, ctx.items[0]!.currency);
}
