// QA of session 49, a ride-hailing driver (findings 1.2 and 2): a passenger paying me, said with the
// passenger first and the wallet or other words typed apart (乘客 现金 给了 45, 乘客 微信 补款 30,
// 乘客 扫我 微信 35, 乘客 现金 50), was spending at the catch-all with the wallet going down; now it is
// fare income, the change given back (找了 55) taken off what was handed over. A refund to a passenger
// (退 乘客 10 微信) takes fare income back, against the account the passenger paid into before.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const DRIVER = `option "operating_currency" "CNY"
2026-01-01 open Assets:Bank:CCB CNY
  alias: "建行"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Cash CNY
  alias: "现金"
2026-01-01 open Assets:Platform:Didi CNY
  alias: "滴滴余额"
2026-01-01 open Income:Driving:Didi CNY
  alias: "滴滴"
2026-01-01 open Income:Driving:Cash CNY
  alias: "现金车费,车费"
2026-01-01 open Income:Insurance CNY
  alias: "保险公司,赔款"
2026-01-01 open Expenses:Car:Fuel CNY
  alias: "加油,油费"
2026-01-01 open Expenses:Car:Repair CNY
  alias: "修车,维修,保养"
2026-01-01 open Expenses:Food CNY
  alias: "吃饭"
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 open Income:Uncategorized CNY

2026-10-10 * "乘客" "现金车费"
  Assets:Cash  52 CNY
  Income:Driving:Cash  -52 CNY

2026-10-11 * "滴滴" "周结"
  Assets:Platform:Didi  6400 CNY
  Income:Driving:Didi  -6400 CNY
`;

checkedSuite('parseEntry for a driver: a passenger paying me is fare income', DRIVER, [
  { text: '乘客 现金 给了 45', postings: 'Assets:Cash 45; Income:Driving:Cash -45' },
  { text: '乘客 给了 现金 60', postings: 'Assets:Cash 60; Income:Driving:Cash -60' },
  { text: '乘客 现金 50', postings: 'Assets:Cash 50; Income:Driving:Cash -50' },
  { text: '乘客 微信 补款 30', postings: 'Assets:WeChat 30; Income:Driving:Cash -30' },
  { text: '乘客 补款 15 微信', postings: 'Assets:WeChat 15; Income:Driving:Cash -15' },
  { text: '乘客 少 付了 20 微信 补款', postings: 'Assets:WeChat 20; Income:Driving:Cash -20' },
  { text: '乘客 忘了 付钱 微信 补了 25', postings: 'Assets:WeChat 25; Income:Driving:Cash -25' },
  { text: '乘客 扫我 微信 35', postings: 'Assets:WeChat 35; Income:Driving:Cash -35' },
  { text: '乘客 吐车上 赔了 200 微信', postings: 'Assets:WeChat 200; Income:Driving:Cash -200' },
  { text: '乘客 现金 给了 100 找了 55', postings: 'Assets:Cash 45; Income:Driving:Cash -45', warning: /change given back from 100/ },
  // as they were
  { text: '乘客 微信 转我 40 车费', postings: 'Assets:WeChat 40; Income:Driving:Cash -40' },
  { text: '收到 乘客 现金 52', postings: 'Assets:Cash 52; Income:Driving:Cash -52' },
  { text: '客户 吃饭 我 付了 300 微信', postings: 'Expenses:Food 300; Assets:WeChat -300' },
], SAID_ON);

checkedSuite('parseEntry for a driver: a refund to a passenger is fare income given back', DRIVER, [
  { text: '退 乘客 10 微信', postings: 'Income:Driving:Cash 10; Assets:WeChat -10', warning: /refund to a customer/ },
  { text: '退给乘客 10 微信', postings: 'Income:Driving:Cash 10; Assets:WeChat -10', warning: /refund to a customer/ },
], SAID_ON);
