// Sweep of the family QA's sentences: 周末 全家 出去 吃饭 花了 五百多 招行信用卡 was spending on no
// category (warned). 去 before 吃饭 took the meal for where one went (打车去医院: the hospital is no
// purchase), and the card's own word was left as what was bought. 去 before what one goes to do
// keeps it the purchase.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2026-01-01 open Expenses:Food CNY
2026-01-01 open Expenses:Fun CNY
  alias: "看电影,唱歌"
2026-01-01 open Expenses:Transport CNY
2026-01-01 open Expenses:Health CNY
  alias: "医院"
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('what one went out to do is what was paid for', LEDGER, [
  { text: '出去 吃饭 500 信用卡', postings: 'Expenses:Food 500; Liabilities:CreditCard:CMB -500' },
  { text: '出去吃饭 花了 320 招行信用卡', postings: 'Expenses:Food 320; Liabilities:CreditCard:CMB -320' },
  { text: '去看电影 90 信用卡', postings: 'Expenses:Fun 90; Liabilities:CreditCard:CMB -90' },
  { text: '晚上 去 唱歌 300 工行', postings: 'Expenses:Fun 300; Assets:Bank:ICBC -300' },
  // (as before: where the ride went is no purchase)
  { text: '打车去医院 32 信用卡', postings: 'Expenses:Transport 32; Liabilities:CreditCard:CMB -32' },
], '2026-11-28');
