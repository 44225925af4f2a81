// Second recheck of session 49 (W2, W6, W7, A3). A passenger paying (乘客 付了 45 微信) was read as
// fare income in every ledger, and when the words make me the passenger (我 是 乘客, 作为 乘客,
// 坐 网约车 … 乘客): it is income only in a ledger that takes fares (an income account named or
// aliased for driving or fares, or 乘客's entries going to income), and never when I rode. Change
// given back typed apart (找 零 20) comes off; 收 乘客 30 and 赔 100 are money in. A unit price of
// fuel or power said before what was paid (油价 7.6 加了 300) or as 一升 7.8 is no amount; 92号 after
// the litres filled is the fuel's grade, no day.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-20';

const DRIVER = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2026-01-01 open Assets:Cash CNY
  alias: "现金"
2026-01-01 open Income:Driving:Cash CNY
  alias: "现金车费,车费"
2026-01-01 open Expenses:Car:Fuel CNY
  alias: "加油,油费"
2026-01-01 open Expenses:Car:Charging CNY
  alias: "充电"
2026-01-01 open Expenses:Transport CNY
2026-01-01 open Expenses:Uncategorized CNY
2026-01-01 open Income:Uncategorized CNY

2026-10-10 * "乘客" "现金车费"
  Assets:Cash  52 CNY
  Income:Driving:Cash  -52 CNY
`;

// Fares only in the history: 乘客's entries went to an income account of no driving name.
const SIDE_JOB = `option "operating_currency" "CNY"
2026-01-01 open Assets:WeChat CNY
  alias: "微信"
2026-01-01 open Income:SideJob CNY
2026-01-01 open Expenses:Transport CNY
2026-01-01 open Expenses:Uncategorized CNY

2026-10-10 * "乘客" "顺风车"
  Assets:WeChat  30 CNY
  Income:SideJob  -30 CNY
`;

const STARTER = `option "operating_currency" "CNY"
2000-01-01 open Assets:WeChat CNY
  alias: "微信"
2000-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2000-01-01 open Assets:Cash CNY
  alias: "现金"
2000-01-01 open Income:Salary CNY
2000-01-01 open Income:Uncategorized
2000-01-01 open Expenses:Transport CNY
2000-01-01 open Expenses:Uncategorized
`;

checkedSuite('parseEntry in a ledger that takes no fares: a passenger paying is me paying', STARTER, [
  { text: '我 是 乘客 付了 45 微信', postings: 'Expenses:Uncategorized 45; Assets:WeChat -45' },
  { text: '乘客 付了 45 微信', postings: 'Expenses:Uncategorized 45; Assets:WeChat -45' },
  { text: '作为 乘客 付了 车费 45 微信', postings: 'Expenses:Uncategorized 45; Assets:WeChat -45' },
  { text: '坐 网约车 乘客 付 了 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30' },
  // as they were: handed to me is money in anywhere; 乘客 险 is a thing bought
  { text: '乘客 现金 给了 45', postings: 'Assets:Cash 45; Income:Uncategorized -45' },
  { text: '打车 乘客 是 我 付了 32 支付宝', postings: 'Expenses:Transport 32; Assets:Alipay -32' },
  { text: '乘客 险 15 支付宝', postings: 'Expenses:Uncategorized 15; Assets:Alipay -15' },
], SAID_ON);

checkedSuite('parseEntry for a driver: I am the passenger when the words say so', DRIVER, [
  { text: '我 是 乘客 付了 45 微信', postings: 'Expenses:Uncategorized 45; Assets:WeChat -45' },
  { text: '作为 乘客 付了 45 微信', postings: 'Expenses:Uncategorized 45; Assets:WeChat -45' },
  // as it was
  { text: '乘客 付了 45 微信', postings: 'Assets:WeChat 45; Income:Driving:Cash -45' },
], SAID_ON);

checkedSuite('parseEntry with fares in the history: a passenger paying is fare income', SIDE_JOB, [
  { text: '乘客 付了 30 微信', postings: 'Assets:WeChat 30; Income:SideJob -30' },
  { text: '坐 滴滴 作为 乘客 付了 45 微信', postings: 'Expenses:Transport 45; Assets:WeChat -45' },
], SAID_ON);

checkedSuite('parseEntry for a driver: change typed apart, received from a passenger, damage paid', DRIVER, [
  { text: '乘客 付 现金 80 找 零 20', postings: 'Assets:Cash 60; Income:Driving:Cash -60', warning: /change given back from 80/ },
  { text: '支付宝 收 乘客 30', postings: 'Assets:Alipay 30; Income:Driving:Cash -30' },
  { text: '乘客 弄脏 座椅 赔 100 支付宝', postings: 'Assets:Alipay 100; Income:Driving:Cash -100' },
  // as they were
  { text: '乘客 现金 给了 100 找了 55', postings: 'Assets:Cash 45; Income:Driving:Cash -45', warning: /change given back from 100/ },
  { text: '乘客 吐车上 赔了 200 微信', postings: 'Assets:WeChat 200; Income:Driving:Cash -200' },
], SAID_ON);

checkedSuite('parseEntry for a driver: a price of fuel or power beside what was paid is no amount', DRIVER, [
  // (加了 after 油价 is fuel since session 50; it was the catch-all)
  { text: '油价 7.6 加了 300 微信', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /油价 7.6 as the price of one, said beside what was paid/ },
  { text: '加油 300 微信 一升 7.8', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300', warning: /一升 7.8 as the price of one 升, said beside/ },
  // as they were
  { text: '加油 300 微信 单价 7.8', postings: 'Expenses:Car:Fuel 300; Assets:WeChat -300' },
  { text: '充电 45 微信 电价 1.2', postings: 'Expenses:Car:Charging 45; Assets:WeChat -45' },
  { text: '加油 7.8 一升 加了 40升 微信', postings: 'Expenses:Car:Fuel 312; Assets:WeChat -312' },
], SAID_ON);

checkedSuite('parseEntry for a driver: 92号 after the litres filled is the grade, no day', DRIVER, [
  { text: '加了 38升 92号 296.4 微信', postings: 'Expenses:Uncategorized 296.4; Assets:WeChat -296.4' },
], SAID_ON);

describe('parseEntry for a driver: 92号 after the litres filled', () => {
  it('is not warned as an impossible day', () => {
    const entry = parseEntry(Ledger.fromText(DRIVER, 'ledger.beancount'), '加了 38升 92号 296.4 微信', SAID_ON);
    expect(entry.warnings.join('\n')).not.toMatch(/impossible day/);
  });
});
