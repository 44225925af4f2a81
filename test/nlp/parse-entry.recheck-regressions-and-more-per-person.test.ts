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
