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

// 加油 300 微信 油价 7.8 booked 7.8 more at the catch-all (307.8): a price per unit said after what was
// paid, with only a wallet between, says what it was bought at; not booked, warned.
checkedSuite('parseEntry for a driver: a price per litre said in passing is no money paid', DRIVER, [
  { text: '加油 300 微信 油价 7.8', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /油价 7.8 as the price of one, said beside what was paid: not booked/ },
  { text: '加油 300 微信 每升 7.8', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /not booked/ },
  { text: '加油 300 微信 单价 7.8', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /not booked/ },
  { text: '加油 300 微信 7.8一升', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /not booked/ },
  // as they were: a price with a quantity, and one of a thing of its own
  { text: '加油 每升 7.8 40升 微信', postings: 'Expenses:Car:Fuel 312; Assets:WeChat -312' },
  { text: '加油 300 微信 吃饭 每份 20', postings: 'Expenses:Car:Fuel 300; Expenses:Food 20; Assets:WeChat -320' },
], SAID_ON);

// 事故 修车 一共 3800 保险 赔 3000 自付 800 微信: 赔 typed alone was not read as the insurer's part, and
// the bill became money in (WeChat +7600); now my part is booked as with 赔了.
checkedSuite('parseEntry for a driver: a repair the insurer paid part of', DRIVER, [
  { text: '事故 修车 一共 3800 保险 赔 3000 自付 800 微信', postings: 'Expenses:Car:Repair 800; Assets:WeChat -800', warning: /3000 as paid by the insurance of the 3800 bill/ },
  // as it was
  { text: '修车 3800 保险公司 赔了 3000 自付 800 建行', postings: 'Expenses:Car:Repair 800; Assets:Bank:CCB -800' },
], SAID_ON);

// On a ledger with no account for repairs, 保险公司 赔了 3000 修车 一共 3800 was 6800 of income: what
// the insurer paid back for is spent, as when the repair is said first.
const NO_REPAIRS = `option "operating_currency" "CNY"
2000-01-01 open Assets:Bank CNY
2000-01-01 open Assets:WeChat CNY
2000-01-01 open Income:Salary CNY
2000-01-01 open Income:Uncategorized
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Uncategorized
`;

checkedSuite('parseEntry with no account for repairs: what the insurer paid back for is spent', NO_REPAIRS, [
  { text: '保险公司 赔了 3000 修车 一共 3800', postings: 'Assets:Bank 3000; Income:Uncategorized -3000; Expenses:Uncategorized 3800; Assets:Bank -3800' },
  { text: '保险公司 赔 3000 修车 一共 3800 微信', postings: 'Assets:WeChat 3000; Income:Uncategorized -3000; Expenses:Uncategorized 3800; Assets:WeChat -3800' },
  { text: '事故 修车 一共 3800 保险 赔 3000 自付 800 微信', postings: 'Expenses:Uncategorized 800; Assets:WeChat -800' },
  // as they were
  { text: '修车 1500 保险公司赔了 1200 微信', postings: 'Expenses:Uncategorized 1500; Assets:WeChat -1500; Assets:WeChat 1200; Income:Uncategorized -1200' },
  { text: '保险公司 赔了 3000 工资 8000 微信', postings: 'Assets:WeChat 11000; Income:Uncategorized -3000; Income:Salary -8000' },
], SAID_ON);
