// The ledger of the traveller QA of session 41 (a CNY ledger, a CNY-only 招行 card, a USD-only
// Visa, Wise without a currency constraint, cash in several currencies, prices in CNY), shared by
// the tests of its findings. Shopping has the alias 买 the QA gave it.
export const TRAVEL_LEDGER = `option "operating_currency" "CNY"
2025-01-01 commodity CNY
2025-01-01 commodity USD
2025-01-01 commodity JPY
2025-01-01 commodity HKD
2025-01-01 commodity EUR

2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行储蓄卡,招行卡,储蓄卡"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2025-01-01 open Liabilities:CreditCard:Visa USD
  alias: "visa,Visa卡"
2025-01-01 open Assets:WeChat CNY
  alias: "微信,wechat"
2025-01-01 open Assets:Cash:CNY CNY
2025-01-01 open Assets:Cash:JPY JPY
  alias: "日元现金"
2025-01-01 open Assets:Cash:USD USD
  alias: "美元现金"
2025-01-01 open Assets:Wise
  alias: "wise,Wise"
2025-01-01 open Income:Salary CNY
  alias: "工资"
2025-01-01 open Expenses:Food
  alias: "吃饭,拉面,早饭,coffee,咖啡"
2025-01-01 open Expenses:Travel:Hotel
  alias: "酒店,hotel"
2025-01-01 open Expenses:Shopping
  alias: "购物,买"
2025-01-01 open Expenses:Fees
  alias: "手续费,fee"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Equity:Opening-Balances

2025-10-01 price USD 7.1234 CNY
2025-10-01 price JPY 0.04812 CNY
2025-10-01 price EUR 8.2713 CNY

2025-01-02 * "开账"
  Assets:Bank:CMB            50000.00 CNY
  Assets:WeChat               2000.00 CNY
  Assets:Cash:CNY              500.00 CNY
  Equity:Opening-Balances

2025-01-25 * "公司" "工资"
  Assets:Bank:CMB            18000.00 CNY
  Income:Salary

2025-09-21 * "Wise" "充值 换欧元"
  Assets:Wise                1000.00 EUR @ 8.25 CNY
  Assets:Bank:CMB           -8250.00 CNY

2025-09-21 * "Wise" "充值 美元"
  Assets:Wise                 300.00 USD @ 7.125 CNY
  Assets:Bank:CMB           -2137.50 CNY

2025-09-25 * "全家" "早饭"
  Expenses:Food                 18.50 CNY
  Assets:WeChat
`;
