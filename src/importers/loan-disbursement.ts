// A loan paid out into one of the user's accounts (a bank's `借呗放款`, `借款到账`): money borrowed,
// owed on the loan's account. QA of session 49: ICBC's `支付宝-借呗放款 10000` was booked as a move
// from Alipay (支付宝 is the longer alias), Alipay went to -10000 and the loan was never recorded.
import { toSimplified } from '../text/traditional-chinese.ts';
import { methodAlias } from './funding-account.ts';
import type { LedgerIndex } from './ledger-index.ts';

const LOAN_PAID_OUT = /放款|(?:借款|贷款)(?:到账|入账|发放)|loan\s+(?:disbursement|disbursed|proceeds)/i;

/**
 * The Liabilities account of the loan that a row of money in says was paid out (放款, 借款到账),
 * named by one of its aliases in the row's words (`借呗`); null when the words say no loan paid out
 * or name no such account that `accept` takes.
 */
export function disbursedLoan(index: LedgerIndex, text: string, accept: (account: string) => boolean): string | null {
  if (!LOAN_PAID_OUT.test(toSimplified(text))) return null;
  const liabilities = `${index.rootNames.liabilities}:`;
  return methodAlias(index, text, (a) => a.startsWith(liabilities) && accept(a))?.account ?? null;
}
