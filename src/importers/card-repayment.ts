// A credit card's repayment is a move between two of the user's own accounts: out of a bank
// account or a payment app into the card. Statements write it as an ordinary row (a bank's
// `信用卡还款` or `支付宝-信用卡还款`, WeChat's `信用卡还款` with 收/支 支出, the card's own `自动还款` or
// `PAYMENT - THANK YOU`), which the counter-account rules sent to Expenses:Uncategorized on the
// bank's side and Income:Uncategorized on the card's: both sides were wrong, and the bank's and
// the card's rows of one repayment never matched each other as duplicates.
import { PAYMENT_APPS, type LedgerIndex } from './ledger-index.ts';
import { rowWords, type StatementRow } from './statement.ts';
import { isRootedIn } from './counter-account.ts';
import { chooseCardAccount, guessRepayingAccount, type CardChoice } from './card-accounts.ts';
import { ALREADY_IMPORTED, methodAlias } from './funding-account.ts';
import { toSimplified } from '../text/traditional-chinese.ts';

/** What a row leaving a bank or app account says when it pays a credit card off. */
const PAYS_A_CARD =
  /信用卡.{0,6}还款|还.{0,2}信用卡|credit\s*(card|crd)\s*(payment|pmt|autopay|auto-pay|e-?payment)|payment\s+to\s+.*\bcard\b|\b(amex|american\s+express|discover|citi(card)?)\b.*\b(e-?payment|autopay|ach\s+pmt)\b/i;
/**
 * What a row of money into a credit card says when it is a repayment (not a refund, cashback or
 * instalment); US issuers write PYMT (Capital One's `CAPITAL ONE MOBILE PYMT`, which was income).
 */
const CARD_REPAID = /还款|autopay|auto-pay|\b(payment|pymt)\b.*\b(thank|received)|payment\s*-\s*thank|^\s*(online|mobile|ach|direct\s*debit)?\s*payment\s*$|\b(online|mobile|web|ach|electronic)\s+(payment|pymt|pmt)\b/i;
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

/** Whether a transaction's words say money back or a reversal (退款, 返现, 分期, refund), which no move between own accounts is. */
export function saysMoneyBack(txn: { payee: string | null; narration: string }): boolean {
  return NOT_A_REPAYMENT.test(toSimplified(`${txn.payee ?? ''} ${txn.narration}`));
}

export type RepaymentEnd =
  | {
      /** the account at the other end of the repayment */
      readonly account: string;
      /** what the user should check when the account was guessed (null when an alias named it) */
      readonly guess: string | null;
    }
  | {
      /** several accounts fitted alike, none told from the others: no other end */
      readonly account: null;
      /** which accounts, said to the user */
      readonly untold: string;
    };

/**
 * What to check of a card's repayment that names a payment app (支付宝还款, 财付通还款), booked from
 * the app's account: the app may have paid from another of its funds (余额宝, 零钱通, a bank card),
 * which only its own statement says (QA of session 37: taken as sure, and the app's row of 余额宝
 * was dropped as its duplicate). Null for an account of no payment app.
 */
function appPaid(index: LedgerIndex, account: string): string | null {
  const app = Object.entries(PAYMENT_APPS).find(([source]) => index.appAccount(source) === account)?.[1];
  if (app === undefined) return null;
  return `the card's repayment names ${app.title}: booked from ${account}, but which of its funds paid (its balance, a fund, a bank card) only its own statement says; import it, and its row of the repayment moves the money from the fund that paid`;
}

/** `A and B both fit`, `A, B and C all fit`. */
function fitting(accounts: readonly string[]): string {
  const named = accounts.length === 2 ? accounts.join(' and ') : `${accounts.slice(0, -1).join(', ')} and ${accounts.at(-1)}`;
  return `${named} ${accounts.length === 2 ? 'both' : 'all'} fit`;
}

/** A guessed end, or when several accounts fitted alike, why there is none; null when none fitted. */
function endOf(choice: CardChoice, guessed: string, untold: (fit: string) => string): RepaymentEnd | null {
  if (choice.account !== null) return { account: choice.account, guess: `${guessed}: ${choice.why}` };
  return choice.tied.length > 1 ? { account: null, untold: untold(fitting(choice.tied)) } : null;
}

/**
 * The other end of a credit card's repayment that a row of ordinary kind is (a row the reader
 * already calls a move or a refund is left as it is), or null when it is none or no account can be
 * told: for a row leaving an Assets account (`funding`), the credit card its words name by alias,
 * else the card guessed as a card payment's is (named after the bank the row names, else the
 * ledger's only credit-card account); for money into a Liabilities account, the Assets account its
 * words name by alias (`支付宝还款`), else the bank account guessed as a debit card's is, or, when
 * its words name no bank, the one named after the card's own bank (guessRepayingAccount). Only
 * accounts open on the row's date for its currency count. When several accounts fit alike and
 * none is told from the others, the end says which (no account: the row stays what the
 * counter-account rules make it).
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
    const card = chooseCardAccount(index, text, 'credit', other(liabilities));
    return endOf(card, "a credit card's repayment", (fit) => `a credit card's repayment, but which card cannot be told: ${fit}; give the card's account an alias the row's words name (${ALREADY_IMPORTED})`);
  }
  if (isRootedIn(funding, liabilities) && row.amount.isPositive() && CARD_REPAID.test(words)) {
    const named = methodAlias(index, text, other(assets));
    if (named) return { account: named.account, guess: appPaid(index, named.account) };
    const paying = guessRepayingAccount(index, text, funding, other(assets));
    return endOf(paying, "the card's repayment came from a bank account", (fit) => `the card's repayment came from a bank account, but which cannot be told: ${fit}; give the paying account an alias the row's words name (${ALREADY_IMPORTED})`);
  }
  return null;
}
