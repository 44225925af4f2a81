// The tea shop of session 39's QA (/tmp/s39/qa-nlp/shop.before): wallets named by aliases, and its
// other accounts with none (Expenses:Salaries, Income:Sales, Expenses:Purchases, Assets:Receivables,
// Liabilities:Payables).
export const BARE_SHOP = `option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2025-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2025-01-01 open Assets:Cash CNY
2025-01-01 open Assets:Receivables CNY
2025-01-01 open Liabilities:Payables CNY
2025-01-01 open Equity:Opening-Balances CNY
2025-01-01 open Income:Sales CNY
2025-01-01 open Expenses:Salaries CNY
2025-01-01 open Expenses:Purchases CNY
`;
