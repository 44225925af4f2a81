// QA of session 29, a freelance designer in Shenzhen paid in USD and HKD: money from clients was
// spending (客户付款 2000 USD 到 PayPal with Income:Freelance aliased 客户: Expenses:Uncategorized
// +2000, PayPal -2000), and any move to 招行 was a 422 naming Assets:CN:CMB:USD (its alias
// 招行美元 aside, the lexicon's 招行 reaches every CMB account).
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:CN:CMB:Debit CNY
  alias: "招行"
2025-01-01 open Assets:CN:CMB:USD USD
  alias: "招行美元"
2025-01-01 open Assets:CN:WeChat CNY
  alias: "微信"
2025-01-01 open Assets:PayPal USD
  alias: "PayPal"
2025-01-01 open Assets:HK:BOCHK HKD
  alias: "中银"
2025-01-01 open Income:Freelance
  alias: "设计费,客户"
2025-01-01 open Expenses:Fees
  alias: "手续费"
2025-01-01 open Expenses:Uncategorized
2025-01-01 open Income:Uncategorized

2026-11-01 * "Acme" "invoice"
  Assets:PayPal  95.30 USD
  Expenses:Fees  4.70 USD
  Income:Freelance  -100 USD

2026-11-05 * "Kowloon Prints" "posters, less the bank's fee"
  Assets:HK:BOCHK  7950 HKD
  Expenses:Fees  50 HKD
  Income:Freelance  -8000 HKD
`;

checkedSuite('a freelancer\'s ledger', LEDGER, [
  // an income account named by its alias, no spending named, no word for the direction: money in
  { text: '客户付款 2000 USD 到 PayPal', postings: 'Assets:PayPal 2000 USD; Income:Freelance -2000 USD', narration: '客户', guessed: false },
  { text: 'Kowloon Prints 设计费 港币 8000 到中银', postings: 'Assets:HK:BOCHK 8000 HKD; Income:Freelance -8000 HKD', payee: 'Kowloon Prints', narration: '设计费', guessed: false },
  { text: '设计费 500 招行', postings: 'Assets:CN:CMB:Debit 500; Income:Freelance -500', guessed: false },
  // a spending word still decides
  { text: 'PayPal 手续费 3.5 USD', postings: 'Expenses:Fees 3.5 USD; Assets:PayPal -3.5 USD', guessed: false },
  // 招行 is the account aliased so, which holds CNY (it was a 422 about the USD account)
  { text: '转 100 到招行 微信', postings: 'Assets:CN:WeChat -100; Assets:CN:CMB:Debit 100', narration: '转账', guessed: false },
  { text: '转账手续费 15 招行', postings: 'Expenses:Fees 15; Assets:CN:CMB:Debit -15', guessed: false },
], '2026-11-27');
