// Money in said in everyday ways that were read as spending (the wallet went down by what came in):
// the amount between the verb and 过来 (小李转了 200 过来), sent by post (爸爸寄来), said with 的
// (朋友转的 100), an amount given with no one after 给 (老妈给了 500), paid or made good to me
// (小李付我 300, 邻居赔我 300), 收 before someone and the amount (收小李 300), money back to me
// (商家退我 30), and money in by its kind (捡到, 奖学金, 保险公司赔了, 租客交房租). Found by a QA
// round of 221 sentences on 2026-11-28.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2026-11-28';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:Cash CNY
  alias: "现金"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Bank CNY
  alias: "银行卡"
2020-01-01 open Expenses:Food
2020-01-01 open Expenses:Gifts
2020-01-01 open Expenses:Housing
2020-01-01 open Expenses:Uncategorized
2020-01-01 open Income:RedPacket
2020-01-01 open Income:Uncategorized
`,
  'money-in-said.beancount',
);

const IN = (wallet: string, n: number, income = 'Income:Uncategorized') => `${wallet} ${n}; ${income} -${n}`;

const SENT_OR_GIVEN: readonly EntryCase[] = [
  { text: '小李转了 200 过来 微信', postings: IN('Assets:WeChat', 200), payee: '小李' },
  { text: '表姐汇了 1000 过来 银行卡', postings: IN('Assets:Bank', 1000), payee: '表姐' },
  { text: '爸爸寄来 500 现金', postings: IN('Assets:Cash', 500), payee: '爸爸' },
  { text: '朋友转的 100 微信', postings: IN('Assets:WeChat', 100), payee: '朋友' },
  { text: '200 微信 小孙转的', postings: IN('Assets:WeChat', 200), payee: '小孙' },
  { text: '老妈给了 500 现金', postings: IN('Assets:Cash', 500), payee: '老妈' },
  { text: '奶奶给 200 现金', postings: IN('Assets:Cash', 200), payee: '奶奶' },
  { text: '他给了 200 微信', postings: IN('Assets:WeChat', 200) },
  { text: '舅舅给了 1000 红包 现金', postings: IN('Assets:Cash', 1000, 'Income:RedPacket'), payee: '舅舅' },
  { text: '小李付我 300 微信', postings: IN('Assets:WeChat', 300), payee: '小李' },
  { text: '朋友付了我 300 微信', postings: IN('Assets:WeChat', 300), payee: '朋友' },
  { text: '邻居赔我 300 现金', postings: IN('Assets:Cash', 300), payee: '邻居' },
  // names holding numerals (张三, 二姐): their numeral was read as the amount, and the money as out
  { text: '张三转了 200 过来 微信', postings: IN('Assets:WeChat', 200), payee: '张三' },
  { text: '李四给了 500 现金', postings: IN('Assets:Cash', 500), payee: '李四' },
  { text: '二姐给了 500 现金', postings: IN('Assets:Cash', 500), payee: '二姐' },
  { text: '王五付我 300 微信', postings: IN('Assets:WeChat', 300), payee: '王五' },
  { text: '收张三 300 微信', postings: IN('Assets:WeChat', 300), payee: '张三' },
];

const RECEIVED: readonly EntryCase[] = [
  { text: '收小李 300 微信', postings: IN('Assets:WeChat', 300) },
  { text: '收了小李 300 微信', postings: IN('Assets:WeChat', 300) },
  { text: '收 300 微信', postings: IN('Assets:WeChat', 300) },
  { text: '收小李房租 300 微信', postings: IN('Assets:WeChat', 300) },
  { text: '捡到 5角 现金', postings: IN('Assets:Cash', 0.5) },
  { text: '奖学金 5000 银行卡', postings: IN('Assets:Bank', 5000) },
  { text: '助学金 3000 银行卡', postings: IN('Assets:Bank', 3000) },
  { text: '保险公司赔了 2000 银行卡', postings: IN('Assets:Bank', 2000) },
  { text: '快递丢件赔偿 50 微信', postings: IN('Assets:WeChat', 50) },
  { text: '租客交房租 2800 微信', postings: IN('Assets:WeChat', 2800) },
  { text: '房东退我押金 1500 微信', postings: IN('Assets:WeChat', 1500) },
  // money back on spending: a refund
  { text: '商家退我 30 微信', postings: 'Assets:WeChat 30; Expenses:Uncategorized -30' },
];

// What I give, pay or collect for others stays money out
const OUT: readonly EntryCase[] = [
  { text: '我给了 500 现金', postings: 'Expenses:Uncategorized 500; Assets:Cash -500' },
  { text: '给妈妈 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '给了妈妈 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '给三姐 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
  { text: '我转了 200 过去 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200' },
  { text: '我付了 300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300' },
  { text: '我赔了邻居 300 现金', postings: 'Expenses:Uncategorized 300; Assets:Cash -300' },
  { text: '退押金给租客 1000 微信', postings: 'Expenses:Uncategorized 1000; Assets:WeChat -1000' },
  { text: '停车收费 10 微信', postings: 'Expenses:Uncategorized 10; Assets:WeChat -10' },
  { text: '收纳盒 30 微信', postings: 'Expenses:Uncategorized 30; Assets:WeChat -30' },
  { text: '每月给 500 微信', postings: 'Expenses:Uncategorized 500; Assets:WeChat -500' },
];

describe('parseEntry: money someone sends or gives me', () => {
  for (const c of SENT_OR_GIVEN) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: money received, found or made good', () => {
  for (const c of RECEIVED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: money I give or pay stays out', () => {
  for (const c of OUT) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
