// QA of session 44: 两个孩子零花钱 每人50 was 50, one child's; with 共100 beside it, a shared bill of
// which 50 was my share. Given to each of a count of people, an amount is given that many times.
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-28';
const LEDGER = `
option "operating_currency" "CNY"
2025-01-01 open Assets:Cash CNY
  alias: "现金"
2025-01-01 open Assets:WeChat CNY
  alias: "微信"
2025-01-01 open Expenses:Kids:Allowance CNY
  alias: "零花钱"
2025-01-01 open Expenses:Gifts CNY
  alias: "红包"
2025-01-01 open Expenses:Food:Dining CNY
  alias: "吃饭,晚饭"
`;

checkedSuite('parseEntry: an amount given to each of several people', LEDGER, [
  { text: '两个孩子零花钱 每人50 现金', postings: 'Expenses:Kids:Allowance 100; Assets:Cash -100', guessed: true },
  { text: '给两个孩子 零花钱 一人一百 现金', postings: 'Expenses:Kids:Allowance 200; Assets:Cash -200', guessed: true },
  { text: '两个孩子 零花钱 每人50 共100 现金', postings: 'Expenses:Kids:Allowance 100; Assets:Cash -100', narration: '两个孩子 零花钱', guessed: true },
  { text: '给三个侄子 红包 每人200 微信', postings: 'Expenses:Gifts 600; Assets:WeChat -600', guessed: true },
  // a bill shared: my share, as before
  { text: '三个人 吃饭 每人85 微信', postings: 'Expenses:Food:Dining 85; Assets:WeChat -85' },
  { text: '和同事AA吃饭 总共300 我付了 每人100 微信', postings: 'Expenses:Food:Dining 300; Assets:WeChat -300', guessed: true },
], SAID_ON);
