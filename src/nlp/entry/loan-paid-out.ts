// A loan of mine paid out to me (助学贷款下来了 8000 到银行卡, 房贷放款 800000, 收到助学贷款 8000): the
// money comes from the loan into a wallet, as 借呗借了 5000 does; it is no instalment paid.
import { AMOUNT_SAID } from '../chinese-number.ts';
import type { NlpIndex } from '../ledger-index.ts';
import type { Span, TermMention } from '../mentions.ts';
import { accepts } from '../account-choice.ts';
import { EXPENSES, LIABILITIES, filterFor } from './account-filter.ts';
import { isLoanAccount, isOwnDebt, withoutWalletWords } from './transfer-words.ts';

// The words after a loan that say it was paid out, the amount may stand between (助学贷款 8000 到账了)
// (the spaces around the unit are read one way only)
// (借呗 到帐 5000, 借呗 下款 5000: 帐 is a common spelling of 账, 下款 says it was lent; Jiebei loan
// 5000 received: in English; they were spending or income on the credit line)
const PAID_OUT_AFTER = new RegExp(String.raw`^\s*(?:loan\s+)?(?:${AMOUNT_SAID}\s*(?:(?:元|块钱?)\s*)?)?(?:已经?|终于|也|都)?\s*(?:批下来|批下|下来|下款|放款|放下来|到账|到帐|发放|发下来|(?:was\s+|has\s+been\s+)?(?:received|paid\s+out|disbursed|credited)\b)`, 'i');
// 收到助学贷款 8000: received, said before the loan
const RECEIVED_BEFORE = /收到了?\s*$/;

/** The loan's words (助学贷款 of 助学贷款放款 8000) are followed by words of its paying out, or follow 收到. */
export function paidOutAfter(text: string, span: Span): boolean {
  return PAID_OUT_AFTER.test(text.slice(span.end)) || RECEIVED_BEFORE.test(text.slice(0, span.start));
}

// 交了学费, 直接交学费, 付了房租: what the money paid, said before a category word
const PAID_FOR = /(?:交|缴|付)了?\s*$/;

/** The sentence says what the money paid (助学贷款下来了 8000 交了学费): spending paid by the loan, not a move into a wallet. */
export function loanPaidFor(text: string, mentions: readonly TermMention[]): boolean {
  return mentions.some((m) => PAID_FOR.test(text.slice(0, m.start)) && m.entry.hits.some((h) => h.account.startsWith(`${EXPENSES}:`)));
}

// A credit line that lends cash (借呗, 微粒贷, 金条), by a word of its name or alias: it pays out
// into a wallet as a loan does (花呗, 白条 and cards pay shops, their 到账 is no loan)
const CASH_CREDIT_LINE = /借呗|微粒贷|金条|jiebei|weilidai/i;

/** A loan of mine, or a credit line of mine that lends cash. */
export function lendsCash(index: NlpIndex, account: string): boolean {
  if (isLoanAccount(index, account)) return true;
  return [...account.split(':').slice(1), ...(index.accounts.get(account)?.aliases ?? [])].some((w) => CASH_CREDIT_LINE.test(w));
}

/**
 * A loan of mine (a liability named as a loan: 助学贷款, 房贷, 贷款, or a credit line lending cash:
 * 借呗 到账 10000 was income landing on 借呗, the debt going down) said paid out to me, and no 还
 * (还助学贷款 500, 助学贷款还了 500 are repayments): the loan pays into a wallet.
 */
export function loanPaidOut(index: NlpIndex, text: string, mentions: readonly TermMention[], date: string, currency: string): boolean {
  if (/还/.test(text)) return false;
  const loans = filterFor([LIABILITIES], date, currency, index.claims);
  return withoutWalletWords(index, mentions).some((m) => paidOutAfter(text, m) && m.entry.hits.some((h) => accepts(index, loans, h.account) && isOwnDebt(index, h.account) && lendsCash(index, h.account)));
}
