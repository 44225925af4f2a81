// QA re-check 2 (session 48): today's changes read 借他 的 车 加油 200 (his car borrowed) as a loan of
// the 200 to him, 代收 快递 5 元 (a parcel station's fee) as money collected for others, the fixed
// part of 手续费 4.4% 加 0.3 美元 as income, and booked 平台 扣 手续费 5% 销售额 2000 as 2100 spent.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 commodity USD
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:ETC CNY
  alias: "ETC"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:PayPal USD
  alias: "PayPal,paypal"
2025-01-01 open Assets:Receivables CNY
  alias: "借给,应收"
2025-01-01 open Expenses:Car:Fuel CNY
  alias: "加油,油费"
2025-01-01 open Expenses:Car:Toll CNY
  alias: "过路费,高速费"
2025-01-01 open Expenses:Business:PlatformFees CNY
  alias: "佣金,平台费,手续费"
2025-01-01 open Expenses:Fees:PayPal USD
  alias: "PayPal手续费"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Income:Sales CNY
  alias: "销售,卖货"
2025-01-01 open Income:Freelance USD
  alias: "设计费"
2025-01-01 open Liabilities:Payables CNY
  alias: "代付,应付"
2025-01-01 open Equity:Opening-Balances

2025-01-02 * "Opening balances"
  Assets:WeChat  5000.00 CNY
  Assets:Alipay  5000.00 CNY
  Equity:Opening-Balances
`;

const SAID_ON = '2026-11-20';

checkedSuite("借他 with a thing after it: the thing borrowed, no money lent", LEDGER, [
  { text: '借他 的 车 加油 200 微信', postings: 'Expenses:Car:Fuel 200; Assets:WeChat -200', guessed: false },
  { text: '借他车 加油 200 微信', postings: 'Expenses:Car:Fuel 200; Assets:WeChat -200', guessed: false },
  { text: '借他 的 车 跑 高速 过路费 60 ETC', postings: 'Expenses:Car:Toll 60; Assets:ETC -60', guessed: false },
  // money lent to him, as before
  { text: '给表弟 5000 借他买车 微信', postings: 'Assets:Receivables 5000; Assets:WeChat -5000' },
  { text: '借给他 200 微信', postings: 'Assets:Receivables 200; Assets:WeChat -200' },
], SAID_ON);

checkedSuite('代收 of a parcel, spaces apart: a fee paid, not money collected for others', LEDGER, [
  { text: '代收 快递 5 元 微信', postings: 'Expenses:Uncategorized 5; Assets:WeChat -5', warning: /no spending category matched/ },
  // money collected for a group buy: still owed onward
  { text: '团购 代收 邻居 300 微信', postings: 'Assets:WeChat 300; Liabilities:Payables -300', warning: /collected for others/ },
], SAID_ON);

checkedSuite('a fee said as a rate of a sale, or as a rate plus a fixed part', LEDGER, [
  // 销售额 is money in; the fee is taken from it (it was 2100 spent)
  { text: '平台 扣 手续费 5% 销售额 2000 支付宝', postings: 'Assets:Alipay 1900.00; Income:Sales -2000; Expenses:Business:PlatformFees 100.00', warning: /5% of 2000/ },
  { text: '销售额 2000 平台 扣 手续费 5% 支付宝', postings: 'Assets:Alipay 1900.00; Income:Sales -2000; Expenses:Business:PlatformFees 100.00', warning: /5% of 2000/ },
  // the rate plus the fixed part is the fee (0.30 was booked as income)
  { text: '收到 设计费 2000 美元 PayPal 手续费 4.4% 加 0.3 美元', postings: 'Assets:PayPal 1911.70 USD; Income:Freelance -2000 USD; Expenses:Fees:PayPal 88.30 USD', warning: /4\.4% of 2000 plus 0\.3/ },
  { text: '收到 设计费 2000 美元 PayPal fee 4.4% + $0.30', postings: 'Assets:PayPal 1911.70 USD; Income:Freelance -2000 USD; Expenses:Fees:PayPal 88.30 USD', warning: /4\.4% of 2000 plus 0\.30/ },
  { text: '收到 设计费 2000 美元 PayPal 手续费 4.4%', postings: 'Assets:PayPal 1912.00 USD; Income:Freelance -2000 USD; Expenses:Fees:PayPal 88.00 USD', warning: /4\.4% of 2000/ },
], SAID_ON);

// Per-person amounts said with two people named, me and my spouse, a count of people after the
// amount, or what each got between 每人 and the amount, were one person's (no warning).
const FAMILY = `option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2025-01-01 open Expenses:Gifts CNY
  alias: "压岁钱,红包"
2025-01-01 open Expenses:Family:Grandchildren CNY
  alias: "孙子,孙女"
2025-01-01 open Expenses:Family:Parents CNY
  alias: "爸妈"
2025-01-01 open Expenses:Travel CNY
  alias: "旅游"
2025-01-01 open Expenses:Food CNY
  alias: "奶茶,吃饭"
2025-01-01 open Expenses:Education CNY
  alias: "书包"
2025-01-01 open Expenses:Transport CNY
  alias: "机票,火车票"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Income:RedPacket CNY
  alias: "收红包"
2025-01-01 open Income:Uncategorized
2025-01-01 open Equity:Opening-Balances

2025-01-02 * "Opening balances"
  Assets:WeChat  5000.00 CNY
  Assets:Cash  5000.00 CNY
  Assets:Bank:ICBC  50000.00 CNY
  Equity:Opening-Balances
`;

checkedSuite('an amount for each of the people said, multiplied (warned)', FAMILY, [
  { text: '给 孙子 孙女 各 500 微信', postings: 'Expenses:Family:Grandchildren 1000; Assets:WeChat -1000', warning: /500 each for 孙子孙女 as 1000/ },
  { text: '给 侄子 侄女 每人 压岁钱 500 现金', postings: 'Expenses:Gifts 1000; Assets:Cash -1000', warning: /500 each for 侄子侄女 as 1000/ },
  { text: '和 老伴 旅游 每人 2000 工行', postings: 'Expenses:Travel 4000; Assets:Bank:ICBC -4000', warning: /2000 each for 我和老伴 as 4000/ },
  { text: '每人 奶茶 15 三个人 微信', postings: 'Expenses:Food 45; Assets:WeChat -45', warning: /15 each for 三个人 as 45/ },
  { text: '每人 50 三个人 吃饭 我 请客 微信', postings: 'Expenses:Food 150; Assets:WeChat -150', warning: /50 each for 三个人 as 150/ },
  { text: '给 两个 孩子 每人 买了 书包 100 微信', postings: 'Expenses:Education 200; Assets:WeChat -200', warning: /100 each for 两个孩子 as 200/ },
  // a bill shared: my share, as before; 各种 is no 各
  { text: '三个人 吃饭 AA 每人 85 微信', postings: 'Expenses:Food 85; Assets:WeChat -85', guessed: false },
  { text: '给 两个 孩子 买 各种 奶茶 30 微信', postings: 'Expenses:Food 30; Assets:WeChat -30', guessed: false },
], SAID_ON);

checkedSuite('money given to me said with spaces (给了 我)', FAMILY, [
  { text: '爸妈 给了 我 红包 2000 微信', postings: 'Assets:WeChat 2000; Income:RedPacket -2000' },
  { text: '老妈 给了 我 1000 微信', postings: 'Assets:WeChat 1000; Income:Uncategorized -1000', payee: '老妈' },
  { text: '小张 转给 我 100 微信', postings: 'Assets:WeChat 100; Income:Uncategorized -100', payee: '小张' },
  // given to my mother: money out, as before
  { text: '我 给了 我 妈 500 微信', postings: 'Expenses:Family:Parents 500; Assets:WeChat -500' },
], SAID_ON);

checkedSuite('a refund with a fee kept back said after it, and a total with its deposit paid', FAMILY, [
  // the fee named after 扣 is kept back: the card gets the 2800 (it was 3000)
  { text: '机票 退票 退回 2800 扣 退票费 200 招行信用卡', postings: 'Expenses:Transport -2800; Liabilities:CreditCard:CMB 2800', warning: /200 as kept back from the refund/ },
  { text: '火车票 退票 扣了 手续费 10 退回 190 招行信用卡', postings: 'Expenses:Transport -190; Liabilities:CreditCard:CMB 190', warning: /10 as kept back/ },
  // the deposit said right after an amount is a part of it: the deposit paid, warned with the total (it was 7000)
  { text: '旅游 团费 6000 已付 定金 1000 工行', postings: 'Expenses:Travel 1000; Assets:Bank:ICBC -1000', warning: /6000 as the total and 1000 as what is paid/ },
  { text: '旅游 团费 6000 定金 1000 工行', postings: 'Expenses:Travel 1000; Assets:Bank:ICBC -1000', warning: /6000 as the total/ },
], SAID_ON);
