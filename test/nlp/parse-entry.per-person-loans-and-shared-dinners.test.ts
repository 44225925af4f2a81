// QA of session 48 (Spring Festival, money between people): a per-person amount said in other word
// orders (每人压岁钱 500, 各 1000, 两张 一人 243) was booked once, silently; 给表弟 5000 借他买车 was
// spending (or 表弟's last category, a wedding gift); repayments then took 表弟's receivable below zero
// silently; 转我 150 年夜饭 was a 422 (150 read as years); 年夜饭 was no meal and 三家平摊 no head
// count; a category copied from 同学's last entry (a wedding gift) was used silently for a dinner
// shared with them; a red packet given with no wallet named went from the first wallet by name.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-02-20';
const OPENS = `
option "operating_currency" "CNY"
2000-01-01 open Assets:Alipay CNY
2000-01-01 open Assets:WeChat CNY
  alias: "微信"
2000-01-01 open Assets:Cash CNY
  alias: "现金"
2000-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2000-01-01 open Assets:Receivables CNY
2000-01-01 open Assets:Receivables:Cousin CNY
  alias: "表弟"
2000-01-01 open Equity:Opening-Balances CNY
2000-01-01 open Income:RedPacket CNY
2000-01-01 open Income:Uncategorized CNY
2000-01-01 open Expenses:Food
2000-01-01 open Expenses:Travel
2000-01-01 open Expenses:Gifts
2000-01-01 open Expenses:Gifts:Wedding
  alias: "随礼,份子钱"
2000-01-01 open Expenses:Uncategorized
`;

// Cash was used most for gifts; Alipay is first by name
const HISTORY = `
2026-01-01 * "期初"
  Assets:Cash  3000 CNY
  Assets:WeChat  5000 CNY
  Equity:Opening-Balances
2026-02-01 * "给侄子压岁钱"
  Expenses:Gifts  500 CNY
  Assets:Cash  -500 CNY
2026-02-02 * "给外甥压岁钱"
  Expenses:Gifts  500 CNY
  Assets:Cash  -500 CNY
2026-02-10 * "表弟" "他结婚 随礼"
  Expenses:Gifts:Wedding  2000 CNY
  Assets:WeChat  -2000 CNY
2026-02-11 * "表弟" "借给表弟"
  Assets:Receivables:Cousin  1000 CNY
  Assets:WeChat  -1000 CNY
2026-02-12 * "同学" "同学婚礼 份子钱"
  Expenses:Gifts:Wedding  800 CNY
  Assets:WeChat  -800 CNY
`;

checkedSuite('parseEntry: a per-person amount in any word order is multiplied, and warned', OPENS, [
  { text: '四个侄子 每人压岁钱 500 现金', postings: 'Expenses:Gifts 2000; Assets:Cash -2000', warning: /read 500 each for 四个侄子 as 2000/ },
  { text: '给爷爷奶奶 各 1000 现金', postings: 'Expenses:Uncategorized 2000; Assets:Cash -2000', warning: /read 1000 each for 爷爷奶奶 as 2000/ },
  { text: '给外公和外婆 每人 500 红包 现金', postings: 'Expenses:Gifts 1000; Assets:Cash -1000', warning: /read 500 each for 外公和外婆 as 1000/ },
  { text: '给侄子侄女 每人 200 红包 三个人 微信', postings: 'Expenses:Gifts 600; Assets:WeChat -600', warning: /read 200 each for 三个人 as 600/ },
  { text: '回老家 高铁票 两张 一人 243 微信', postings: 'Expenses:Travel 486; Assets:WeChat -486', warning: /read 243 each for 两张 as 486/ },
  // as before: a shared bill's 每人 is my share, one person's figure is booked once
  { text: '聚餐 AA 每人 150 微信', postings: 'Expenses:Food 150; Assets:WeChat -150', guessed: false },
  { text: '给侄子 压岁钱 500 现金', postings: 'Expenses:Gifts 500; Assets:Cash -500', guessed: false },
], SAID_ON);

checkedSuite('parseEntry: 年夜饭 is a dinner, its amount no year, and 三家平摊 three shares', OPENS, [
  { text: '小张转我 150 年夜饭AA 微信', postings: 'Assets:WeChat 150; Assets:Receivables -150' },
  { text: '年夜饭 1800 微信', postings: 'Expenses:Food 1800; Assets:WeChat -1800', guessed: false },
  { text: '订年夜饭 2888 工行', postings: 'Expenses:Food 2888; Assets:Bank:ICBC -2888', guessed: false },
  { text: '年夜饭 3000 我付了 三家平摊 工行', postings: 'Expenses:Food 1000; Assets:Receivables 2000; Assets:Bank:ICBC -3000', warning: /my share 1000 of 3000 split 3 ways/ },
  // (a count of years is still no amount)
  { text: '续费 2年 360 工行', postings: 'Expenses:Uncategorized 360; Assets:Bank:ICBC -360', guessed: true },
], SAID_ON);

checkedSuite('parseEntry: lent to 表弟 whatever his history says; a repayment past what he owes is warned', OPENS + HISTORY, [
  { text: '给表弟 5000 借他买车 微信', postings: 'Assets:Receivables:Cousin 5000; Assets:WeChat -5000', guessed: false },
  { text: '给表弟打了 2000 借他周转 微信', postings: 'Assets:Receivables:Cousin 2000; Assets:WeChat -2000', payee: '表弟', guessed: false },
  { text: '表弟还我 3000 微信', postings: 'Assets:WeChat 3000; Assets:Receivables:Cousin -3000', warning: /Assets:Receivables:Cousin held 1000 CNY on 2026-02-20: 3000 paid back leaves -2000/ },
  { text: '表弟还我 1000 微信', postings: 'Assets:WeChat 1000; Assets:Receivables:Cousin -1000', guessed: false },
], SAID_ON);

checkedSuite('parseEntry: a dinner shared with 同学 is no copy of their last category; a copy is said', OPENS + HISTORY, [
  { text: '同学聚会 1200 我先垫付 6个人AA 微信', postings: 'Expenses:Food 200; Assets:Receivables 1000; Assets:WeChat -1200' },
  { text: '同学 AA 300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300', guessed: true },
  { text: '给同学 转了 500 微信', postings: 'Expenses:Gifts:Wedding 500; Assets:WeChat -500', warning: /used Expenses:Gifts:Wedding as the last entry with 同学 did/ },
], SAID_ON);

checkedSuite('parseEntry: a red packet given with no wallet named goes from WeChat, warned', OPENS + HISTORY, [
  { text: '发红包 200 家族群', postings: 'Expenses:Gifts 200; Assets:WeChat -200', warning: /used Assets:WeChat, where red packets are sent from/ },
  { text: '群里发了个拼手气红包 100', postings: 'Expenses:Gifts 100; Assets:WeChat -100', warning: /where red packets are sent from/ },
  { text: '红包 退回了 200', postings: 'Expenses:Gifts -200; Assets:WeChat 200', warning: /where red packets are sent from/ },
  // 压岁钱 alone follows history (cash), and a wallet said is used
  { text: '给外甥压岁钱 500', postings: 'Expenses:Gifts 500; Assets:Cash -500', warning: /most used/ },
  { text: '给老婆发红包 1314 现金', postings: 'Expenses:Gifts 1314; Assets:Cash -1314', guessed: false },
], SAID_ON);

checkedSuite('parseEntry: with no WeChat open, a red packet given is guessed as before', OPENS.replace(/2000-01-01 open Assets:WeChat CNY\n  alias: "微信"\n/, ''), [
  { text: '发红包 200 家族群', postings: 'Expenses:Gifts 200; Assets:Alipay -200', warning: /no payment account named; used Assets:Alipay$/ },
], SAID_ON);
