// Money in said with 收 and what came in (收压岁钱, 收房租, 收回欠款, 收小王), and red packets sent
// to me (小王发我红包, 妈妈发了个红包给我): they were read as spending. Said on 2026-11-26.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-26';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY
  alias: "现金"
2020-01-01 open Assets:WeChat CNY
  alias: "微信零钱"
2020-01-01 open Assets:Bank:CMB CNY
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Expenses:Food:Dining
2020-01-01 open Expenses:Gifts
2020-01-01 open Expenses:Housing:Rent
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:RedPacket
2020-01-01 open Income:Rent
2020-01-01 open Income:Uncategorized
`,
  'money-in.beancount',
);

const RECEIVED: readonly EntryCase[] = [
  { text: '收压岁钱 2000 现金', postings: 'Assets:Cash 2000; Income:RedPacket -2000', narration: '收压岁钱', guessed: false },
  { text: '收了压岁钱 2000 现金', postings: 'Assets:Cash 2000; Income:RedPacket -2000', guessed: false },
  // 份子钱 alone is a gift given (随礼); received, it is money in
  { text: '收份子钱 3000 微信', postings: 'Assets:WeChat 3000; Income:RedPacket -3000', guessed: false },
  { text: '收礼金 2000 现金', postings: 'Assets:Cash 2000; Income:RedPacket -2000', guessed: false },
  // (收到份子钱 was a gift given: 收到 before what came in, as 收 and 收了)
  { text: '收到份子钱 500 微信', postings: 'Assets:WeChat 500; Income:RedPacket -500', guessed: false },
  { text: '收到了压岁钱 2000 现金', postings: 'Assets:Cash 2000; Income:RedPacket -2000', guessed: false },
  { text: '收到房租 3000 招行', postings: 'Assets:Bank:CMB 3000; Income:Rent -3000', guessed: false },
  { text: '收房租 3000 招行', postings: 'Assets:Bank:CMB 3000; Income:Rent -3000', guessed: false },
  { text: '收租 3000 招行', postings: 'Assets:Bank:CMB 3000; Income:Rent -3000', guessed: false },
  { text: '收回欠款 500 微信', postings: 'Assets:WeChat 500; Income:Uncategorized -500', guessed: true, warning: /^no income category matched; used Income:Uncategorized$/ },
  // 收 before a person with an account of their own: they pay me, as 小王还我 does
  { text: '收小王 200 微信', postings: 'Assets:WeChat 200; Assets:Receivables:XiaoWang -200', payee: '小王', guessed: false },
  { text: '收了小王 200 微信', postings: 'Assets:WeChat 200; Assets:Receivables:XiaoWang -200', payee: '小王', guessed: false },
];

// 收 in other senses, or someone else collecting, stays spending
const NOT_RECEIVED: readonly EntryCase[] = [
  { text: '停车收费 10 微信', postings: 'Expenses:Uncategorized 10; Assets:WeChat -10' },
  { text: '收纳盒 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30' },
  { text: '收音机 99 微信', postings: 'Expenses:Uncategorized 99; Assets:WeChat -99' },
  { text: '收银台买水 5 微信', postings: 'Expenses:Uncategorized 5; Assets:WeChat -5' },
  { text: '签收快递 到付 12 微信', postings: 'Expenses:Uncategorized 12; Assets:WeChat -12' },
  { text: '收拾房间 50 微信', postings: 'Expenses:Uncategorized 50; Assets:WeChat -50' },
  { text: '房东收了房租 3000 招行', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', guessed: false },
  { text: '房东收租 3000 招行', postings: 'Expenses:Housing:Rent 3000; Assets:Bank:CMB -3000', guessed: false },
  { text: '份子钱 500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500', guessed: false },
];

const RED_PACKETS: readonly EntryCase[] = [
  { text: '小王发我红包 66 微信零钱', postings: 'Assets:WeChat 66; Income:RedPacket -66', payee: '小王', narration: '红包', guessed: false },
  // (老板 alone is a role, no payee: the words that say who stay in the narration, since session 36)
  { text: '老板发我红包 88 微信', postings: 'Assets:WeChat 88; Income:RedPacket -88', payee: null, narration: '老板发我红包', guessed: false },
  { text: '妈妈发了个红包给我 200 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200', payee: '妈妈', narration: '红包', guessed: false },
  { text: '小王给我发了个红包 50 微信', postings: 'Assets:WeChat 50; Income:RedPacket -50', payee: '小王', narration: '红包', guessed: false },
  // given by me: spending
  { text: '给小王发了个红包 66 微信', postings: 'Expenses:Gifts 66; Assets:WeChat -66', payee: '小王', guessed: false },
  { text: '我发了个红包给我妈 200 微信', postings: 'Expenses:Gifts 200; Assets:WeChat -200', guessed: false },
];

describe('parseEntry: 收 with what came in is money in', () => {
  for (const c of RECEIVED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: 收 that is no receiving', () => {
  for (const c of NOT_RECEIVED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: red packets sent to me', () => {
  for (const c of RED_PACKETS) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
