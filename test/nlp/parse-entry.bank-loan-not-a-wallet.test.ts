// Merging the session 44 fixes: once a car loan kept under a name for debts to people
// (Liabilities:Loan:Car aliased 车贷) counted as a loan of mine rather than a person's debt, it
// became a liability like a card to every choice that takes one: `买包装盒 200 赊账 工行` was owed on
// the loan, `工资到账 12000 还花呗 500` paid the loan as "the most used liability", and `car 30
// alipay` was paid from the loan its segment Car named. A bank's loan is no payable, is paid back
// only when the words say a loan, and is named by its alias or the word loan.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2026-01-01 open Liabilities:Loan:Car CNY
  alias: "车贷"
2026-01-01 open Expenses:Car:Parking CNY
2026-01-01 open Expenses:Food CNY
2026-01-01 open Income:Salary CNY
  alias: "工资"
2026-01-01 open Equity:Opening CNY

2026-02-01 * "车贷"
  Liabilities:Loan:Car  3580 CNY
  Assets:Bank:ICBC
2026-03-01 * "车贷"
  Liabilities:Loan:Car  3580 CNY
  Assets:Bank:ICBC
2026-03-02 * "饭"
  Expenses:Food  30 CNY
  Liabilities:CreditCard:CMB
`;

checkedSuite('a bank loan is no payable, no card guessed, no wallet named by what it bought', LEDGER, [
  { text: '买包装盒 200 赊账 工行', postings: 'Expenses:Food 200; Assets:Bank:ICBC -200' },
  { text: '工资到账 12000 还花呗 500', postings: 'Assets:Bank:ICBC 12000; Income:Salary -12000; Liabilities:CreditCard:CMB 500; Assets:Bank:ICBC -500' },
  { text: 'car 30 alipay', postings: 'Expenses:Car:Parking 30; Assets:Alipay -30' },
  { text: '车贷 月供 3580 工行', postings: 'Assets:Bank:ICBC -3580; Liabilities:Loan:Car 3580' },
], '2026-11-28');
