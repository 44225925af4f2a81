// Voice QA of session 50: 这个月三号交了三百六十八的物业费微信 was narrated `交了 的物业费` (the 的 that joined
// the amount to what it paid for was left behind), and 过生日妈妈给我发了个红包 had the payee `过生日妈妈`
// (the occasion said before the kin who gave). The 的 goes with the amount, the occasion is no part
// of the name.
import { checkedSuite } from './checked-suite.ts';

const LEDGER = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Expenses:Home:Property CNY
  alias: "物业费"
2026-01-01 open Expenses:Food:Cake CNY
  alias: "蛋糕"
2026-01-01 open Income:Gifts:HongBao CNY
  alias: "红包"
`;

checkedSuite('voice leftovers: a 的 after the amount, an occasion before the giver', LEDGER, [
  { text: '这个月三号交了三百六十八的物业费微信', date: '2026-11-03', postings: 'Expenses:Home:Property 368; Assets:WeChat -368', narration: '交了 物业费' },
  { text: '买了 200 的蛋糕 微信', postings: 'Expenses:Food:Cake 200; Assets:WeChat -200', narration: '买了 蛋糕' },
  { text: '过生日妈妈给我发了个红包八百八十八，微信。', postings: 'Assets:WeChat 888; Income:Gifts:HongBao -888', payee: '妈妈' },
  // (as before: a name that holds a kin word is a name)
  { text: '王妈妈给我发了个红包 200 微信', postings: 'Assets:WeChat 200; Income:Gifts:HongBao -200', payee: '王妈妈' },
  // (的话 is no 的 of the amount)
  { text: '物业费 368 的话 微信', postings: 'Expenses:Home:Property 368; Assets:WeChat -368' },
], '2026-11-20');
