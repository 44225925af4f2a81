// The opens of the landlord QA of session 48 (陈阿姨, three flats in Hangzhou): a receivable and a deposit
// held per tenant (小王, 李先生, 那对夫妻), each flat's rent, a mortgage at the bank that also holds the
// money (建行), the flats' costs. The tests add the history they need.
export const THREE_FLATS_OPENS = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:CCB CNY
  alias: "建行,建设银行,银行卡"
2026-01-01 open Assets:WeChat CNY
  alias: "微信,微信零钱"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:Cash CNY
  alias: "现金"
2026-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2026-01-01 open Assets:Receivables:Li CNY
  alias: "李先生"
2026-01-01 open Assets:Receivables:Couple CNY
  alias: "那对夫妻,夫妻俩,小两口"
2026-01-01 open Liabilities:Deposits:XiaoWang CNY
  alias: "小王押金,文三路押金"
2026-01-01 open Liabilities:Deposits:Li CNY
  alias: "李先生押金,滨江押金"
2026-01-01 open Liabilities:Deposits:Couple CNY
  alias: "夫妻押金,下沙押金"
2026-01-01 open Liabilities:Mortgage:CCB CNY
  alias: "房贷"
2026-01-01 open Income:Rent:Wensan CNY
  alias: "文三路,文三路房租"
2026-01-01 open Income:Rent:Binjiang CNY
  alias: "滨江,滨江房租"
2026-01-01 open Income:Rent:Xiasha CNY
  alias: "下沙,下沙房租"
2026-01-01 open Income:DepositDeductions CNY
  alias: "扣押金"
2026-01-01 open Income:Other CNY
  alias: "其他收入"
2026-01-01 open Expenses:Utilities:Electric CNY
  alias: "电费"
2026-01-01 open Expenses:Utilities:Water CNY
  alias: "水费"
2026-01-01 open Expenses:Utilities:Gas CNY
  alias: "燃气费,煤气费"
2026-01-01 open Expenses:Property:Fees CNY
  alias: "物业费"
2026-01-01 open Expenses:Property:Repairs CNY
  alias: "维修,修理"
2026-01-01 open Expenses:Property:AgentFee CNY
  alias: "中介费"
2026-01-01 open Expenses:Property:Cleaning CNY
  alias: "清洁费,保洁"
2026-01-01 open Expenses:Interest:Mortgage CNY
  alias: "房贷利息"
2026-01-01 open Expenses:Tax:Property CNY
  alias: "房产税"
2026-01-01 open Expenses:Tax:Rental CNY
  alias: "个税,租金个税"
2026-01-01 open Expenses:Food CNY
  alias: "吃饭,买菜"
2026-01-01 open Equity:Opening-Balances CNY
`;
