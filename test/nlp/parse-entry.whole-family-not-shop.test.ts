// Family QA: 周末 全家 出去 吃饭 花了 五百多 was groceries paid to 全家 (read as the shop FamilyMart).
// 全家 before 出去, 一起 or 去 and a meal is the whole family; 全家便利店, 全家 买 饭团 stay the shop.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "招行信用卡,信用卡"
2026-01-01 open Expenses:Food:Groceries CNY
  alias: "买菜"
2026-01-01 open Expenses:Food:Dining CNY
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('全家 said of the whole family', LEDGER, [
  { text: '周末 全家 一起 吃饭 500 招行信用卡', postings: 'Expenses:Food:Dining 500; Liabilities:CreditCard:CMB -500', payee: null },
  { text: '全家一起吃火锅 600 信用卡', postings: 'Expenses:Food:Dining 600; Liabilities:CreditCard:CMB -600', payee: null },
  { text: '全家 出去 吃 火锅 600 信用卡', postings: 'Expenses:Food:Dining 600; Liabilities:CreditCard:CMB -600', payee: null },
  // (as before: the shop)
  { text: '全家便利店 15 微信', postings: 'Expenses:Food:Groceries 15; Assets:WeChat -15', payee: '全家' },
  { text: '全家 买 饭团 12 微信', postings: 'Expenses:Food:Groceries 12; Assets:WeChat -12', payee: '全家' },
], '2026-11-28');
