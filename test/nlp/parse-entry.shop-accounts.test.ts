// QA of session 36, a tea shop's owner: the accounts chosen for a shop's ledger, with goods in
// stock (Assets:Inventory:Tea), a supplier recorded as a payee with the payable it is owed on
// (老陈, Liabilities:Supplier), and a customers' receivable.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-10';

const ACCOUNTS = `option "operating_currency" "CNY"
2026-10-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-10-01 open Assets:WeChat CNY
  alias: "微信,微信支付"
2026-10-01 open Assets:Bank:ICBC CNY
  alias: "工行,工商银行,银行"
2026-10-01 open Assets:Receivable:Customers CNY
  alias: "应收,客户欠款"
2026-10-01 open Income:Sales CNY
  alias: "销售,卖出,货款收入"
2026-10-01 open Expenses:Shipping CNY
  alias: "运费,快递费,快递,顺丰,邮费"
2026-10-01 open Expenses:PlatformFees CNY
  alias: "淘宝扣点,扣点,佣金,平台费"
2026-10-01 open Expenses:Packaging CNY
  alias: "包装盒,包装,包装袋"
2026-10-01 open Liabilities:Supplier CNY
  alias: "供应商,应付"
2026-10-01 open Equity:Opening-Balances CNY

2026-10-01 custom "payee" "老陈"
  account: "Liabilities:Supplier"
  alias: "陈老板,老陈茶厂"
2026-10-01 custom "payee" "顺丰速运"
  account: "Expenses:Shipping"
  alias: "顺丰"
`;

// 3. The built-in words for drinks (花茶, 奶茶) named Assets:Inventory:Tea by its last segment,
// over the wallet the sentence named: 卖出花茶 98 微信 was a move from the stock to WeChat, 奶茶 15
// 微信 was paid from the stock. A word of the lexicon names categories, never a wallet or goods held.
checkedSuite('a word for a drink names no stock of tea', `${ACCOUNTS}
2026-10-01 open Assets:Inventory:Tea CNY
2026-10-01 open Expenses:Drinks:Tea CNY
`, [
  { text: '卖出花茶 98 微信', postings: 'Assets:WeChat 98; Income:Sales -98', guessed: false },
  { text: '奶茶 15 微信', postings: 'Expenses:Drinks:Tea 15; Assets:WeChat -15', guessed: false },
  { text: '喜茶 28 支付宝', postings: 'Expenses:Drinks:Tea 28; Assets:Alipay -28', payee: '喜茶', guessed: false },
], SAID_ON);

checkedSuite('a word for a drink names no stock of tea, with no category of drinks open', `${ACCOUNTS}
2026-10-01 open Assets:Inventory:Tea CNY
`, [
  { text: '奶茶 15 微信', postings: 'Expenses:Packaging 15; Assets:WeChat -15', warning: /^no spending category matched[^\n]*Expenses:Packaging[^\n]*$/ },
  { text: '卖出花茶 98 微信', postings: 'Assets:WeChat 98; Income:Sales -98', guessed: false },
], SAID_ON);
