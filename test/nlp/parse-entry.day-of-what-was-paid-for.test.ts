// Family QA: a day said of the thing paid for, not of the payment. 双十一 买的 羽绒服 退款 到账 499
// was dated 2026-11-11 (the purchase day), and 补交 上个月 停车费 300 the 1st of last month: the
// refund came and the bill was paid today.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2026-01-01 open Expenses:Car:Parking CNY
  alias: "停车,停车费"
2026-01-01 open Expenses:Home:Property CNY
  alias: "物业费"
2026-01-01 open Expenses:Home:Utilities CNY
  alias: "电费"
2026-01-01 open Expenses:Clothing CNY
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('a day said of the purchase refunded or of the month billed', LEDGER, [
  { text: '双十一 买的 羽绒服 退款 到账 499 招行信用卡', postings: 'Expenses:Clothing -499; Liabilities:CreditCard:CMB 499', warning: /双十一 as when it was bought/ },
  { text: '上周 买的 羽绒服 退款 到账 499 招行信用卡', postings: 'Expenses:Clothing -499; Liabilities:CreditCard:CMB 499' },
  { text: '上周在京东买的 鞋子 退款 200 微信', postings: 'Expenses:Clothing -200; Assets:WeChat 200' },
  // the refund's own day dates it
  { text: '双十一 买的 羽绒服 昨天 退款 到账 499 招行信用卡', date: '2026-11-27', postings: 'Expenses:Clothing -499; Liabilities:CreditCard:CMB 499' },
  { text: '补交 上个月 停车费 300 支付宝', postings: 'Expenses:Car:Parking 300; Assets:Alipay -300' },
  { text: '补缴上个月物业费 300 工行', postings: 'Expenses:Home:Property 300; Assets:Bank:ICBC -300' },
  { text: '交了上个月 电费 200 微信', postings: 'Expenses:Home:Utilities 200; Assets:WeChat -200' },
  // (as before: the day of a purchase, and a month said alone)
  { text: '上周 买了 羽绒服 499 招行信用卡', date: '2026-11-16', postings: 'Expenses:Clothing 499; Liabilities:CreditCard:CMB -499' },
  { text: '上个月 停车费 300 支付宝', date: '2026-10-01', postings: 'Expenses:Car:Parking 300; Assets:Alipay -300' },
  { text: '上个月的电费 300 支付宝', postings: 'Expenses:Home:Utilities 300; Assets:Alipay -300' },
], '2026-11-28');
