// QA of session 49 (a young worker living on consumer credit): borrowing from a friend typed with a
// space after the name (跟小李 借了 2000 到工行, 老张 借我 3000) was income or spending on 花呗; paying
// a friend back with 转 and no 给 (工行 转 小李 1000 还钱) spending; a cash advance's fee said alone
// (广发卡 取现 手续费 20) 20 of cash taken out, and a cash advance 到工行 landed in Assets:Cash; 白条
// 分期 服务费 was uncategorised, and 花呗 分期 手续费 (the alias 分期手续费 said in two words) the
// general fees account.
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
2025-11-01 open Liabilities:JD:Baitiao CNY
  alias: "白条,京东白条"
2025-11-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,招行卡,招行"
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
2025-11-01 open Expenses:Finance:Fees CNY
  alias: "手续费"
2025-11-01 open Expenses:Finance:InstallmentFee CNY
  alias: "分期手续费,分期费"
2025-11-01 open Expenses:Uncategorized CNY
2025-11-01 open Income:Uncategorized CNY

2025-12-10 * "工资"
  Assets:Bank:ICBC  9000 CNY
  Income:Salary  -9000 CNY
`;

checkedSuite('parseEntry: borrowing from friends said with spaces, cash advances and their fees', CREDIT_LEDGER, [
  // borrowed from a friend: that friend's payable grows, the money lands in the wallet said
  { text: '跟小李 借了 2000 到工行', postings: 'Assets:Bank:ICBC 2000; Liabilities:Friends:XiaoLi -2000', guessed: false },
  { text: '找老张 借了 2000 工行', postings: 'Assets:Bank:ICBC 2000; Liabilities:Friends:LaoZhang -2000', guessed: false },
  { text: '向 小李 借 800 微信', postings: 'Assets:WeChat 800; Liabilities:Friends:XiaoLi -800', guessed: false },
  // no wallet said: the usual one, warned
  { text: '老张 借我 3000', postings: 'Assets:Bank:ICBC 3000; Liabilities:Friends:LaoZhang -3000', guessed: true, warning: /no receiving account named/ },
  { text: '向小李 借 800', postings: 'Assets:Bank:ICBC 800; Liabilities:Friends:XiaoLi -800', guessed: true },
  // unspaced, as before
  { text: '跟小李借了 2000 到工行', postings: 'Assets:Bank:ICBC 2000; Liabilities:Friends:XiaoLi -2000' },
  // 小王 borrowed from me, spaced: still lent
  { text: '小王 跟 我 借了 300 微信', postings: 'Assets:Receivables:XiaoWang 300; Assets:WeChat -300' },
  // paid a friend back with 转 and no 给: the payable cleared
  { text: '工行 转 小李 1000 还钱', postings: 'Liabilities:Friends:XiaoLi 1000; Assets:Bank:ICBC -1000', guessed: false },
  { text: '工行转老张 500 还钱', postings: 'Liabilities:Friends:LaoZhang 500; Assets:Bank:ICBC -500', guessed: false },
  { text: '工行 转给小李 1000 还钱', postings: 'Liabilities:Friends:XiaoLi 1000; Assets:Bank:ICBC -1000' },
  // a cash advance's fee said alone is a fee on the card, not cash taken out
  { text: '广发卡 取现 手续费 20', postings: 'Expenses:Finance:Fees 20; Liabilities:CreditCard:GDB -20', guessed: false },
  { text: '广发卡取现 手续费 20', postings: 'Expenses:Finance:Fees 20; Liabilities:CreditCard:GDB -20' },
  // 信用卡 may be any card: 广发卡 says which
  { text: '信用卡取现手续费 20 广发卡', postings: 'Expenses:Finance:Fees 20; Liabilities:CreditCard:GDB -20', guessed: false },
  { text: '提现 手续费 3 微信', postings: 'Expenses:Finance:Fees 3; Assets:WeChat -3', guessed: false },
  // with the withdrawal said too, it stays cash taken out and its fee
  { text: '广发卡 取现 2000 手续费 20', postings: 'Liabilities:CreditCard:GDB -2000; Assets:Cash 2000; Expenses:Finance:Fees 20; Liabilities:CreditCard:GDB -20' },
  // a cash advance sent to a bank lands there
  { text: '广发卡 取现 500 到工行 手续费 5', postings: 'Liabilities:CreditCard:GDB -500; Assets:Bank:ICBC 500; Expenses:Finance:Fees 5; Liabilities:CreditCard:GDB -5' },
  { text: '招行信用卡 取现 2000 到 工行', postings: 'Liabilities:CreditCard:CMB -2000; Assets:Bank:ICBC 2000', guessed: false },
  // the fee of paying in instalments, said in two words
  { text: '白条 分期 服务费 4.5', postings: 'Expenses:Finance:InstallmentFee 4.5; Liabilities:JD:Baitiao -4.5', guessed: false },
  { text: '花呗 分期 手续费 12.5', postings: 'Expenses:Finance:InstallmentFee 12.5; Liabilities:Alipay:Huabei -12.5', guessed: false },
  { text: '花呗分期手续费 12.5', postings: 'Expenses:Finance:InstallmentFee 12.5; Liabilities:Alipay:Huabei -12.5' },
], SAID_ON);

// A common English word naming one of the accounts a vaguer word names (`deposit`, the last part of
// Assets:Bank:ICBC:Deposit, beside `bank`) does not settle which one silently: in `Paid rent deposit
// 200 from bank` the deposit is what was paid, and `from bank` says the payer; the guess stays warned.
const TIME_DEPOSIT_LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行卡,工行卡"
2025-01-01 open Assets:Bank:ICBC:Deposit CNY
  alias: "定期,定期存款,存单"
2025-01-01 open Assets:Bank:ICBC:Wealth CNY
  alias: "理财,理财产品"
2025-01-01 open Expenses:Uncategorized CNY
2025-01-01 open Income:Uncategorized CNY
2026-03-01 * "买理财"
  Assets:Bank:ICBC:Wealth  1000 CNY
  Assets:Bank:ICBC  -1000 CNY
2026-04-01 * "买理财"
  Assets:Bank:ICBC:Wealth  1000 CNY
  Assets:Bank:ICBC  -1000 CNY
`;

checkedSuite('parseEntry: a common English word does not settle a vague account word silently', TIME_DEPOSIT_LEDGER, [
  { text: 'Paid rent deposit 200 from bank', postings: 'Expenses:Uncategorized 200; Assets:Bank:ICBC:Deposit -200', guessed: true, warning: /several payment accounts named/ },
  { text: 'Got my deposit back 300 bank', postings: 'Assets:Bank:ICBC:Deposit 300; Income:Uncategorized -300', guessed: true, warning: /several receiving accounts named/ },
], SAID_ON);
