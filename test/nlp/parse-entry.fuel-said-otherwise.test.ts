// Family QA: 加满油, 加了一箱油 and 油卡充值 were spending on no category (warned) in a ledger with
// Expenses:Car:Fuel aliased 加油, while 加油卡 充值 was fuel. They say 加油 too.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2026-01-01 open Expenses:Car:Fuel CNY
  alias: "加油"
2026-01-01 open Expenses:Food CNY
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('fuel said without 加油 in one piece', LEDGER, [
  { text: '加满油 花了 四百一 招行信用卡', postings: 'Expenses:Car:Fuel 410; Liabilities:CreditCard:CMB -410' },
  { text: '加满了油 300 微信', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300' },
  { text: '晚上加了一箱油 400 信用卡', postings: 'Expenses:Car:Fuel 400; Liabilities:CreditCard:CMB -400' },
  { text: '油卡充值 500 工行', postings: 'Expenses:Car:Fuel 500; Assets:Bank:ICBC -500' },
  // (as before)
  { text: '加油卡 充值 1000 工行', postings: 'Expenses:Car:Fuel 1000; Assets:Bank:ICBC -1000' },
  { text: '加了300块油 微信', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300' },
], '2026-11-28');
