// QA of session 44: 学费 2400 分两次 微信 and 书法班 学费 2400 分两个孩子 were a 422 "no amount found":
// the 分 after 2400 was read as its unit (a count of 分), but 分两次, 分两个孩子, 分给 split the amount.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Expenses:Kids:Education CNY
  alias: "学费"
2025-01-01 open Expenses:Food:Groceries CNY
  alias: "买菜"
2025-01-01 open Expenses:Car:Fines CNY
  alias: "罚款"
`;

checkedSuite('parseEntry: 分 that splits the amount is no cent', LEDGER, [
  { text: '书法班 学费 2400 分两个孩子 微信', postings: 'Expenses:Kids:Education 2400; Assets:WeChat -2400', guessed: false },
  { text: '学费 2400 分两次 微信', postings: 'Expenses:Kids:Education 2400; Assets:WeChat -2400', guessed: false },
  { text: '学费 2400 分给两个孩子 微信', postings: 'Expenses:Kids:Education 2400; Assets:WeChat -2400', guessed: false },
  // (分 as a cent and as points stay what they were)
  { text: '买菜 三块五毛八分 微信', postings: 'Expenses:Food:Groceries 3.58; Assets:WeChat -3.58', guessed: false },
  { text: '违章 扣了6分 罚款200 微信', postings: 'Expenses:Car:Fines 200; Assets:WeChat -200', guessed: false },
], '2026-11-28');
