// Family QA: 高速 95 ETC was spending on no category (warned) in a ledger with Expenses:Car:Toll
// aliased 高速费,过路费. 高速 alone is the motorway's toll; where it means fast (高速下载, 高速网络)
// it is no toll.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:ETC CNY
  alias: "ETC,ETC卡"
2026-01-01 open Expenses:Car:Toll CNY
  alias: "高速费,过路费"
2026-01-01 open Expenses:Internet CNY
2026-01-01 open Expenses:Uncategorized CNY
`;

checkedSuite('高速 said for the toll', LEDGER, [
  { text: '高速 95 ETC', postings: 'Expenses:Car:Toll 95; Assets:ETC -95', guessed: false },
  { text: '走高速 花了 120 ETC卡', postings: 'Expenses:Car:Toll 120; Assets:ETC -120', guessed: false },
  { text: '高速公路 60 微信', postings: 'Expenses:Car:Toll 60; Assets:WeChat -60', guessed: false },
  // (as before)
  { text: '高速费 30 微信', postings: 'Expenses:Car:Toll 30; Assets:WeChat -30', guessed: false },
  // 高速 meaning fast is no toll
  { text: '高速下载 会员 30 微信', postings: 'Expenses:Internet 30; Assets:WeChat -30' },
  { text: '高速网络 100 微信', postings: 'Expenses:Internet 100; Assets:WeChat -100' },
], '2026-11-28');
