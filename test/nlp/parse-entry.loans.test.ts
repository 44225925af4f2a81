// Loans said from the other person's side: 小王跟我借了 500 is 小王 borrowing from me (it was read
// as 我 lending to me, money in), 从老李那借了 500 is my borrowing from 老李 (it was spending), and
// 小王还我 200 还欠 300 is 200 paid back, with 300 still owed (it was 500 paid back).
// Said on 2025-01-06.
import { describe, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const REFERENCE_DATE = '2025-01-06';
const ledger = Ledger.fromText(
  `option "operating_currency" "CNY"
2020-01-01 open Assets:WeChat:Wallet CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB:Debit CNY
  alias: "招行"
2020-01-01 open Assets:Bank:ICBC CNY
  alias: "工行"
2020-01-01 open Assets:Receivables CNY
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:Payables CNY
2020-01-01 open Liabilities:Loans:ZhangSan CNY
  alias: "老张"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "信用卡"
2020-01-01 open Expenses:Uncategorized CNY
2020-01-01 open Income:Uncategorized CNY
`,
  'loans.beancount',
);

// 跟我借, 向我借, 找我借, 问我借: the one before them borrowed from me
const BORROWED_FROM_ME: readonly EntryCase[] = [
  { text: '小王跟我借了 500 微信', postings: 'Assets:WeChat:Wallet -500; Assets:Receivables:XiaoWang 500', payee: '小王', guessed: false },
  { text: '小王向我借 500 微信', postings: 'Assets:WeChat:Wallet -500; Assets:Receivables:XiaoWang 500', payee: '小王', guessed: false },
  { text: '小王找我借了 500 微信', postings: 'Assets:WeChat:Wallet -500; Assets:Receivables:XiaoWang 500', payee: '小王', guessed: false },
  { text: '小王问我借 500 微信', postings: 'Assets:WeChat:Wallet -500; Assets:Receivables:XiaoWang 500', payee: '小王', guessed: false },
  // no account of 老李's: the receivable named for no one
  { text: '老李跟我借 2000 招行', postings: 'Assets:Bank:CMB:Debit -2000; Assets:Receivables 2000', payee: '老李', guessed: false },
  // I borrowing from 小王 stays as it was
  { text: '我跟小王借了 500 微信', postings: 'Assets:WeChat:Wallet 500; Assets:Receivables:XiaoWang -500', payee: '小王', guessed: false },
];

// 从X那借, 从X那儿借, 从X那里借: X lent to me
const BORROWED_FROM_THEM: readonly EntryCase[] = [
  { text: '从老李那借了 500 工行', postings: 'Assets:Bank:ICBC 500; Liabilities:Payables -500', payee: '老李', guessed: false },
  { text: '从老张那儿借了 3000 招行', postings: 'Assets:Bank:CMB:Debit 3000; Liabilities:Loans:ZhangSan -3000', payee: '老张', guessed: false },
  { text: '从小王那借了 500 微信', postings: 'Assets:WeChat:Wallet 500; Assets:Receivables:XiaoWang -500', payee: '小王', guessed: false },
  { text: '从老张那里借了 3000 招行', postings: 'Assets:Bank:CMB:Debit 3000; Liabilities:Loans:ZhangSan -3000', payee: '老张', guessed: false },
];

// what is still owed after a repayment is said, not paid: it stays in the narration, warned
const STILL_OWED: readonly EntryCase[] = [
  { text: '小王还我 200 还欠 300 微信', postings: 'Assets:WeChat:Wallet 200; Assets:Receivables:XiaoWang -200', payee: '小王', narration: '小王还我 还欠 300', guessed: true, warning: /^read 300 after 还欠 as what is still owed, not paid$/ },
  { text: '小王还我 200，还剩 300 没还 微信', postings: 'Assets:WeChat:Wallet 200; Assets:Receivables:XiaoWang -200', payee: '小王', guessed: true, warning: /300 after 还剩/ },
  { text: '还老张 200 还欠 300 微信', postings: 'Assets:WeChat:Wallet -200; Liabilities:Loans:ZhangSan 200', guessed: true, warning: /300 after 还欠/ },
  { text: '信用卡还款 2000 还欠 3000 招行', postings: 'Assets:Bank:CMB:Debit -2000; Liabilities:CreditCard:CMB 2000', guessed: true, warning: /3000 after 还欠/ },
];

describe('parseEntry: someone borrows from me (跟我借)', () => {
  for (const c of BORROWED_FROM_ME) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: I borrow from someone (从X那借)', () => {
  for (const c of BORROWED_FROM_THEM) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

describe('parseEntry: what is still owed after a repayment', () => {
  for (const c of STILL_OWED) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});
