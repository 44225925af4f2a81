// A row whose counterparty or description holds the number of another of the user's own accounts
// (招商银行's 对手信息 `张伟 6222021001987654` for a 跨行转账 to the 工商银行 card): the open account whose
// `account_id` metadata is that number, as an OFX statement's ACCTID names the statement's own
// account (own-account.ts). The number whole, or masked as many exports print it (6222****7654):
// then its last four digits (and the digits before the mask) must fit exactly one account.
import type { LedgerIndex } from './ledger-index.ts';
import { isRootedIn } from './counter-account.ts';
import { rowWords, type StatementRow } from './statement.ts';

/**
 * an account number written whole: 8 digits or more, or groups of four apart (6222 0210 0198 7654,
 * 8765 4321), standing alone: no digit before or after it (a short account_id is not the digits
 * inside a card or order number), nor a decimal point or comma with digits (87654321.00 is an
 * amount); of groups, nor another group of digits a space away (6222 0210 0198 7654 321 is a
 * 19-digit card's number)
 */
const WHOLE = /(?<![0-9]|[0-9][.,])(?:(?<![0-9] )\d{4}(?: \d{4})+(?! [0-9])|\d{8,})(?![0-9]|[.,][0-9])/g;
/** a masked one: digits, a mask of two or more stars (or x, •), and its last four digits */
const MASKED = /(?<![0-9])(\d{0,8})(?:[*＊•]{2,}|[xX]{2,})(\d{4})(?![0-9])/g;

/**
 * What a salary says (ACME CORP PAYROLL, DIRECT DEP, 代发工资): income, whatever number it holds (Wells
 * Fargo's payroll line ends in the employee's masked number, XXXXX1234, which a card's also ended in)
 */
const SAYS_PAY = /工资|薪资|薪水|薪金|代发|(?<![a-z])(?:salary|salaries|payroll|paycheck|wages?|direct\s*dep(?:osit)?|dir\s*dep|gehalt|lohn|salaris)(?![a-z])/i;
/** What a row moving money to or from a card says: a payment, a cash advance (还款, 取现, PAYMENT, CASH ADVANCE) */
const SAYS_CARD_MOVE = /还款|还信用卡|取现|预借现金|(?<![a-z])(?:payments?|pmt|autopay|e-?payment|cash\s*advance|card\s*transfer)(?![a-z])/i;

/**
 * The one own account (Assets or Liabilities) the row's words name by its account_id that `usable`
 * takes (not the row's own accounts, open on its date, in its currency), or null when they name
 * none or several.
 */
export function accountNamedByNumber(index: LedgerIndex, row: StatementRow, usable: (account: string) => boolean): string | null {
  if (index.accountIds.size === 0) return null;
  // (the counterparty's account number column too: 对方账号 beside 对方户名)
  const text = row.counterpartyNumber ? `${rowWords(row)} ${row.counterpartyNumber}` : rowWords(row);
  if (SAYS_PAY.test(text)) return null;
  const { assets, liabilities } = index.rootNames;
  const fits = (account: string) => (isRootedIn(account, assets) || isRootedIn(account, liabilities)) && usable(account);
  // a card's last four digits name it only in a row that says it moves money to or from a card:
  // four digits are shared by many numbers (QA of session 50: a paycheck became a cash advance)
  const cardMove = SAYS_CARD_MOVE.test(text);
  const fitsMasked = (account: string) => fits(account) && (cardMove || !isRootedIn(account, liabilities));
  const found = new Set<string>();
  // (the column's number whole too: an IBAN, GB29NWBK60161331926819, is letters and digits)
  if (row.counterpartyNumber) for (const a of index.accountsForId(row.counterpartyNumber)) if (fits(a)) found.add(a);
  for (const m of text.matchAll(WHOLE)) for (const a of index.accountsForId(m[0].replace(/ /g, ''))) if (fits(a)) found.add(a);
  if (found.size === 0) {
    for (const [, before, last] of text.matchAll(MASKED)) {
      for (const [id, accounts] of index.accountIds) {
        const digits = id.replace(/[^0-9]/g, '');
        if (digits.length > 4 && digits.endsWith(last!) && digits.startsWith(before!)) for (const a of accounts) if (fitsMasked(a)) found.add(a);
      }
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}
