// The ledger of the QA traveler of session 41: a CNY ledger, the 招行 credit card open for CNY only,
// Visa for USD only, WeChat and Alipay for CNY, Wise for any currency, cash per currency, prices of
// JPY, HKD, USD, EUR and THB in CNY and of EUR in USD; Shopping has the alias 买 the QA gave it.
// Shared by the tests of its findings (two fixers had each written a copy of it).
export const TRAVEL_LEDGER = `option "title" "沪上旅行账本"
option "operating_currency" "CNY"

2025-01-01 commodity CNY
2025-01-01 commodity USD
2025-01-01 commodity JPY
2025-01-01 commodity HKD
2025-01-01 commodity EUR
2025-01-01 commodity THB

2025-01-01 open Assets:Bank:CMB CNY
  alias: "招行储蓄卡,招行卡,储蓄卡"
2025-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,招商银行信用卡,信用卡"
2025-01-01 open Liabilities:CreditCard:Visa USD
  alias: "visa,Visa卡"
2025-01-01 open Assets:WeChat CNY
  alias: "微信,wechat"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝,alipay"
2025-01-01 open Assets:Cash:CNY CNY
2025-01-01 open Assets:Cash:JPY JPY
  alias: "日元现金"
2025-01-01 open Assets:Cash:HKD HKD
  alias: "港币现金"
2025-01-01 open Assets:Cash:USD USD
  alias: "美元现金"
2025-01-01 open Assets:Cash:THB THB
  alias: "泰铢现金"
2025-01-01 open Assets:Wise
  alias: "wise,Wise"
2025-01-01 open Income:Salary CNY
  alias: "工资"
2025-01-01 open Income:TaxRefund
  alias: "退税"
2025-01-01 open Expenses:Food
  alias: "吃饭,拉面,午饭,晚饭,coffee,咖啡"
2025-01-01 open Expenses:Transport
  alias: "打车,taxi,地铁,出租车"
2025-01-01 open Expenses:Travel:Hotel
  alias: "酒店,hotel"
2025-01-01 open Expenses:Travel:Flight
  alias: "机票,flight"
2025-01-01 open Expenses:Shopping
  alias: "购物,买"
2025-01-01 open Expenses:Fees
  alias: "手续费,fee"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Income:Uncategorized
2025-01-01 open Equity:Opening-Balances

2025-01-01 price USD 7.10 CNY
2025-01-01 price JPY 0.0490 CNY
2025-01-01 price HKD 0.9100 CNY
2025-01-01 price EUR 7.70 CNY
2025-01-01 price THB 0.2000 CNY
2025-10-01 price USD 7.1234 CNY
2025-10-01 price JPY 0.04812 CNY
2025-10-01 price HKD 0.91567 CNY
2025-10-01 price EUR 8.2713 CNY
2025-10-01 price THB 0.21987 CNY
2025-10-01 price EUR 1.1612 USD

2025-01-02 * "开账"
  Assets:Bank:CMB            50000.00 CNY
  Assets:WeChat               2000.00 CNY
  Assets:Alipay               3000.00 CNY
  Assets:Cash:CNY              500.00 CNY
  Equity:Opening-Balances

2025-01-25 * "公司" "工资"
  Assets:Bank:CMB            18000.00 CNY
  Income:Salary

2025-09-20 * "招商银行" "购汇 日元"
  Assets:Cash:JPY           50000 JPY @ 0.0481 CNY
  Assets:Bank:CMB         -2405.00 CNY

2025-09-20 * "招商银行" "购汇 港币"
  Assets:Cash:HKD           3000 HKD @@ 2748.60 CNY
  Assets:Bank:CMB         -2748.60 CNY

2025-09-20 * "招商银行" "购汇 美元"
  Assets:Cash:USD            500.00 USD {7.1200 CNY}
  Assets:Bank:CMB          -3560.00 CNY

2025-09-21 * "Wise" "充值 换欧元"
  Assets:Wise                1000.00 EUR @ 8.25 CNY
  Assets:Bank:CMB           -8250.00 CNY

2025-09-21 * "Wise" "充值 美元"
  Assets:Wise                 300.00 USD @ 7.125 CNY
  Assets:Bank:CMB           -2137.50 CNY

2025-09-25 * "全家" "早饭"
  Expenses:Food                 18.50 CNY
  Assets:WeChat

2025-09-28 * "携程" "机票 上海-东京"
  Expenses:Travel:Flight      3200.00 CNY
  Liabilities:CreditCard:CMB
`;
