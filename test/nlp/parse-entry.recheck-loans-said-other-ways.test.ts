// Recheck QA of session 49 (findings C, D, E and the second half of K): consumer credit and friends'
// loans said in other ways than the first fixes covered. A cash credit line paid out said with 到帐,
// 下款, in English, or with the bank first (工行 收到 借呗 5000) was spending, income on the credit
// line, or silently a repayment; a repayment whose interest is said after its figure (其中 45 是 利息)
// or in English was all interest, or invented income; borrowing and lending with spaces inside
// (小李 借 我, 老张 那 借了, 借给 小王) and paying a friend back with 还他 or 还款 were spending; the
// fee of a cash advance said in English was paid from Assets:Cash.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';
const CREDIT_LEDGER = `option "operating_currency" "CNY"
2025-11-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,工行卡"
2025-11-01 open Assets:Cash CNY
  alias: "现金"
2025-11-01 open Assets:WeChat CNY
  alias: "微信"
2025-11-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2025-11-01 open Liabilities:Alipay:Huabei CNY
  alias: "花呗"
2025-11-01 open Liabilities:Alipay:Jiebei CNY
  alias: "借呗"
2025-11-01 open Liabilities:CreditCard:GDB CNY
  alias: "广发卡,广发信用卡,广发"
2025-11-01 open Liabilities:Friends:XiaoLi CNY
  alias: "小李"
2025-11-01 open Liabilities:Friends:LaoZhang CNY
  alias: "老张"
2025-11-01 open Income:Salary CNY
  alias: "工资"
2025-11-01 open Equity:Opening-Balances CNY
2025-11-01 open Expenses:Food CNY
  alias: "吃饭,午饭"
2025-11-01 open Expenses:Finance:Interest CNY
  alias: "利息"
2025-11-01 open Expenses:Finance:Fees CNY
  alias: "手续费"
2025-11-01 open Expenses:Uncategorized CNY
2025-11-01 open Income:Uncategorized CNY

2025-12-10 * "工资"
  Assets:Bank:ICBC  9000 CNY
  Income:Salary  -9000 CNY
`;

const BORROWED = 'Liabilities:Alipay:Jiebei -5000; Assets:Bank:ICBC 5000';
const REPAID = 'Liabilities:Alipay:Jiebei 955; Expenses:Finance:Interest 45; Assets:Bank:ICBC -1000';

checkedSuite('parseEntry: loans paid out, repaid with interest, borrowed and lent, said other ways', CREDIT_LEDGER, [
  // a cash credit line paid out: borrowed into the bank named
  { text: '借呗 到帐 5000 工行', postings: BORROWED, guessed: false },
  { text: '借呗 下款 5000 工行', postings: BORROWED, guessed: false },
  { text: 'Jiebei loan 5000 received to ICBC', postings: BORROWED, guessed: false },
  // the bank first: the credit line is still what lent it (it was a repayment of 借呗, silent)
  { text: '工行 收到 借呗 5000', postings: BORROWED, guessed: false },
  { text: '工行 借呗 到账 5000', postings: BORROWED, guessed: false },
  // as before
  { text: '借呗 到账 5000 工行', postings: BORROWED, guessed: false },
  // a repayment with its interest said after its figure, or in English: principal off, interest spent
  { text: '用 工行 还 借呗 1000 其中 45 是 利息', postings: REPAID, guessed: false },
  { text: '用 工行 还 借呗 1000 其中 45 为 利息', postings: REPAID, guessed: false },
  { text: 'repaid Jiebei 1000 including interest 45 from ICBC', postings: REPAID, guessed: false },
  // as before
  { text: '借呗 还款 1000 其中 利息 45 工行', postings: REPAID, guessed: false },
  // borrowing and lending with spaces inside
  { text: '小李 借 我 2000 工行', postings: 'Assets:Bank:ICBC 2000; Liabilities:Friends:XiaoLi -2000', guessed: false },
  { text: '老张 那 借了 3000 工行', postings: 'Assets:Bank:ICBC 3000; Liabilities:Friends:LaoZhang -3000', guessed: false },
  { text: '在老张那借了 3000 工行', postings: 'Assets:Bank:ICBC 3000; Liabilities:Friends:LaoZhang -3000', guessed: false },
  { text: '借给 小王 500 微信', postings: 'Assets:Receivables:XiaoWang 500; Assets:WeChat -500', guessed: false },
  // paying a friend back said with 还他 or 还款
  { text: '微信 转 小李 300 还他', postings: 'Liabilities:Friends:XiaoLi 300; Assets:WeChat -300', guessed: false },
  { text: '工行 转账 老张 1000 还款', postings: 'Liabilities:Friends:LaoZhang 1000; Assets:Bank:ICBC -1000', guessed: false },
  // as before
  { text: '工行 转 老张 500 还钱', postings: 'Liabilities:Friends:LaoZhang 500; Assets:Bank:ICBC -500', guessed: false },
  // the fee of a cash advance in English is paid by the card it is on, not from the pocket's cash
  { text: 'cash advance fee 20 on 广发卡', postings: 'Expenses:Finance:Fees 20; Liabilities:CreditCard:GDB -20', guessed: false },
  { text: '广发卡 取现 手续费 20', postings: 'Expenses:Finance:Fees 20; Liabilities:CreditCard:GDB -20', guessed: false },
], SAID_ON);

describe('parseEntry: a bank said lending to me', () => {
  // no loan account is open for 银行 (since session 50 a bank's loan is never a payable): refused, as 跟 银行 借了 is (it was 50000 spent from the bank)
  it('银行 借 我 50000 工行', () => {
    expect(() => parseEntry(Ledger.fromText(CREDIT_LEDGER, 'ledger.beancount'), '银行 借 我 50000 工行', SAID_ON)).toThrow(/no loan account is open for money borrowed from 银行/);
  });
});
