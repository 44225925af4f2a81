// A credit card's repayment is a move between two of the user's own accounts: out of a bank
// account or a payment app into the card. Statements write it as an ordinary row (a bank's
// `信用卡还款` or `支付宝-信用卡还款`, WeChat's `信用卡还款` with 收/支 支出, the card's own `自动还款` or
// `PAYMENT - THANK YOU`), which the counter-account rules sent to Expenses:Uncategorized on the
// bank's side and Income:Uncategorized on the card's: both sides were wrong, and the bank's and
// the card's rows of one repayment never matched each other as duplicates.
import type { LedgerIndex } from './ledger-index.ts';
import { rowWords, type StatementRow } from './statement.ts';
import { isRootedIn } from './counter-account.ts';
import { guessCardAccount, guessRepayingAccount } from './card-accounts.ts';
import { methodAlias } from './funding-account.ts';
import { toSimplified } from '../text/traditional-chinese.ts';

/** What a row leaving a bank or app account says when it pays a credit card off. */
const PAYS_A_CARD =
  /信用卡.{0,6}还款|还.{0,2}信用卡|credit\s*(card|crd)\s*(payment|pmt|autopay|auto-pay|e-?payment)|payment\s+to\s+.*\bcard\b|\b(amex|american\s+express|discover|citi(card)?)\b.*\b(e-?payment|autopay|ach\s+pmt)\b/i;
/** What a row of money into a credit card says when it is a repayment (not a refund, cashback or instalment). */
const CARD_REPAID = /还款|autopay|auto-pay|\bpayment\b.*\b(thank|received)|payment\s*-\s*thank|^\s*(online|mobile|ach|direct\s*debit)?\s*payment\s*$/i;
const NOT_A_REPAYMENT = /退款|退货|返现|分期|refund|cash\s*back|reversal/i;

/**
 * Whether a transaction's words say a card's repayment (自动还款, not a refund or cashback): a bank's
 * row of a repayment settles only such a transaction booked from Uncategorized (recheck QA: a
 * card's 返现 10 and 退货退款 300 were taken for the other halves of the bank's repayments).
 */
export function saysCardRepaid(txn: { payee: string | null; narration: string }): boolean {
  const words = toSimplified(`${txn.payee ?? ''} ${txn.narration}`);
  return CARD_REPAID.test(words) && !NOT_A_REPAYMENT.test(words);
}

export interface RepaymentEnd {
  /** the account at the other end of the repayment */
  readonly account: string;
  /** what the user should check when the account was guessed (null when an alias named it) */
  readonly guess: string | null;
}

/**
 * The other end of a credit card's repayment that a row of ordinary kind is (a row the reader
 * already calls a move or a refund is left as it is), or null when it is none or no account can be
 * told: for a row leaving an Assets account (`funding`), the credit card its words name by alias,
 * else the card guessed as a card payment's is (named after the bank the row names, else the
 * ledger's only credit-card account); for money into a Liabilities account, the Assets account its
 * words name by alias (`支付宝还款`), else the bank account guessed as a debit card's is, or, when
 * its words name no bank, the one named after the card's own bank (guessRepayingAccount). Only
 * accounts open on the row's date for its currency count.
 */
export function cardRepaymentEnd(index: LedgerIndex, row: StatementRow, funding: string, currency: string): RepaymentEnd | null {
  if (row.kind !== undefined && row.kind !== 'normal') return null;
  const text = rowWords(row).trim();
  // the words compared in Simplified characters (信用卡還款); aliases as the user wrote them
  const words = toSimplified(text);
  if (text === '' || NOT_A_REPAYMENT.test(words)) return null;
  const { assets, liabilities } = index.rootNames;
  const other = (root: string) => (account: string) => account !== funding && isRootedIn(account, root) && index.usable(account, row.date, currency);
  if (isRootedIn(funding, assets) && row.amount.isNegative() && PAYS_A_CARD.test(words)) {
    const named = methodAlias(index, text, other(liabilities));
    if (named) return { account: named.account, guess: null };
    const guessed = guessCardAccount(index, text, 'credit', other(liabilities));
    return guessed && { account: guessed.account, guess: `a credit card's repayment: ${guessed.why}` };
  }
  if (isRootedIn(funding, liabilities) && row.amount.isPositive() && CARD_REPAID.test(words)) {
    const named = methodAlias(index, text, other(assets));
    if (named) return { account: named.account, guess: null };
    const guessed = guessRepayingAccount(index, text, funding, other(assets));
    return guessed && { account: guessed.account, guess: `the card's repayment came from a bank account: ${guessed.why}` };
  }
  return null;
}
