// Money given back on what I paid, by a person with an account of their own or without words of
// paying (晚饭 200 微信 小王转我 100): the spending out of the wallet and the money back into it,
// off the spending's category, as 请同事吃饭 花了 300 他们转我 200 is. It was booked as 300 of money
// in against 小王's account. Said on 2025-01-06.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2025-01-06';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat:Wallet CNY
  alias: "微信"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:Loans:ZhangSan CNY
  alias: "老张"
2020-01-01 open Expenses:Food:Dinner CNY
  alias: "晚饭,吃饭,聚餐"
2020-01-01 open Expenses:Uncategorized CNY
2020-01-01 open Income:Salary CNY
  alias: "工资"
2020-01-01 open Income:Uncategorized CNY
`,
  'money-back.beancount',
);

const PAID_BACK: readonly EntryCase[] = [
  { text: '晚饭 200 微信 小王转我 100', postings: 'Expenses:Food:Dinner 200; Assets:WeChat:Wallet -200; Assets:WeChat:Wallet 100; Expenses:Food:Dinner -100', payee: '小王', narration: '晚饭', guessed: true, warning: /^read 100 as paid back of the 200 spent: 100 was mine$/ },
  { text: '请客吃饭 300 小王给我转了 100 微信', postings: 'Expenses:Food:Dinner 300; Assets:WeChat:Wallet -300; Assets:WeChat:Wallet 100; Expenses:Food:Dinner -100', payee: '小王', guessed: true, warning: /paid back of the 300 spent/ },
  { text: '聚餐 付了 400，小王给我转了 100 支付宝', postings: 'Expenses:Food:Dinner 400; Assets:Alipay -400; Assets:Alipay 100; Expenses:Food:Dinner -100', payee: '小王', guessed: true, warning: /paid back of the 400 spent/ },
  { text: '和小王吃饭 200 他转我 100 微信', postings: 'Expenses:Food:Dinner 200; Assets:WeChat:Wallet -200; Assets:WeChat:Wallet 100; Expenses:Food:Dinner -100', payee: null, guessed: true, warning: /paid back of the 200 spent/ },
  // a payable's person: the debt to 老张 is not raised either
  { text: '晚饭 200 微信 老张转我 100', postings: 'Expenses:Food:Dinner 200; Assets:WeChat:Wallet -200; Assets:WeChat:Wallet 100; Expenses:Food:Dinner -100', payee: '老张', guessed: true, warning: /paid back of the 200 spent/ },
  // no account of the giver's, and no verb of paying: the category says it was spent
  { text: '晚饭 200 微信 同事转我 100', postings: 'Expenses:Food:Dinner 200; Assets:WeChat:Wallet -200; Assets:WeChat:Wallet 100; Expenses:Food:Dinner -100', payee: '同事', guessed: true, warning: /paid back of the 200 spent/ },
];

// nothing spent before the giver: money from 小王 still moves 小王's account
const NOT_PAID_BACK: readonly EntryCase[] = [
  { text: '小王转我 100 微信', postings: 'Assets:WeChat:Wallet 100; Assets:Receivables:XiaoWang -100', payee: '小王', guessed: false },
  // more came back than was spent: no money back on it
  { text: '晚饭 200 微信 小王转我 500', postings: 'Assets:WeChat:Wallet 700; Assets:Receivables:XiaoWang -700', payee: '小王', guessed: false },
];

describe('parseEntry: money given back on what I paid', () => {
  for (const c of PAID_BACK) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: money given with nothing paid before it', () => {
  for (const c of NOT_PAID_BACK) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
