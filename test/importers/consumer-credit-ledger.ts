// The ledger of a young worker living on consumer credit (QA of session 49): a debit card, Alipay,
// 花呗, 借呗, two credit cards, each aliased as he says it, and the finance categories.
export const CONSUMER_CREDIT_LEDGER = `option "operating_currency" "CNY"
2025-11-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,工行卡"
2025-11-01 open Assets:Alipay CNY
  alias: "支付宝,余额"
2025-11-01 open Liabilities:Alipay:Huabei CNY
  alias: "花呗"
2025-11-01 open Liabilities:Alipay:Jiebei CNY
  alias: "借呗"
2025-11-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,招行卡,招行"
2025-11-01 open Liabilities:CreditCard:GDB CNY
  alias: "广发卡,广发信用卡,广发"
2025-11-01 open Income:Salary CNY
  alias: "工资"
2025-11-01 open Income:Cashback CNY
  alias: "返现,返现金"
2025-11-01 open Equity:Opening-Balances CNY
2025-11-01 open Expenses:Food CNY
  alias: "吃饭,外卖"
2025-11-01 open Expenses:Finance:Interest CNY
  alias: "利息"
2025-11-01 open Expenses:Finance:Fees CNY
  alias: "手续费"
2025-11-01 open Expenses:Finance:AnnualFee CNY
  alias: "年费"
2025-11-01 open Expenses:Uncategorized CNY
2025-11-01 open Income:Uncategorized CNY

2025-11-02 * "开户"
  Assets:Bank:ICBC  5000.00 CNY
  Equity:Opening-Balances
`;
