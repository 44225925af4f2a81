// The starter ledger as it was until session 26: five spending categories, no catch-all, no
// payable, no account for 花呗 or 余额宝. Tests of what the service does on a ledger that lacks
// those accounts (stand-in categories, 花呗 named without an account, unpaid bills with no payable)
// use it; the starter ledger new users get now is src/auth/starter-ledger.ts.
export const THIN_STARTER_LEDGER = `option "title" "Household"
option "operating_currency" "CNY"

2000-01-01 commodity CNY
  name: "Chinese yuan"

2000-01-01 open Assets:Bank CNY
2000-01-01 open Assets:Alipay CNY
2000-01-01 open Assets:WeChat CNY
2000-01-01 open Assets:Cash CNY
2000-01-01 open Liabilities:CreditCard CNY
2000-01-01 open Equity:Opening-Balances CNY
2000-01-01 open Income:Salary CNY
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Transport
2000-01-01 open Expenses:Shopping
2000-01-01 open Expenses:Housing
`;
