// People with their own accounts (alias 小王 on a receivable, 老张 on a payable) are the other
// side of a loan or a repayment, never the wallet that pays; said on 2026-11-22 (a Sunday).
import { describe, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const ledger = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/people.beancount', import.meta.url), 'utf8'), 'people.beancount');
const REFERENCE_DATE = '2026-11-22';

const CASES: readonly EntryCase[] = [
  // giving money to a person with a receivable, without a lending word: spending, the named wallet pays
  { text: '给小王 300 支付宝', postings: 'Expenses:Uncategorized 300; Assets:Alipay -300', payee: '小王', guessed: true, warning: /spending category/ },
  { text: '给小王发了个红包 66 微信', postings: 'Expenses:Gifts 66; Assets:WeChat -66', payee: '小王', guessed: false },
  { text: '转给小王200 微信', postings: 'Expenses:Uncategorized 200; Assets:WeChat -200', payee: '小王' },
  // lending words make it a claim on the person
  { text: '借给小王300 微信', postings: 'Assets:Receivables:XiaoWang 300; Assets:WeChat -300', payee: '小王', guessed: false },
  // 小王's receivable is his, not the generic one for 小李 (none is open here: spending, warned)
  { text: '借给小李300 微信', postings: 'Expenses:Uncategorized 300; Assets:WeChat -300', payee: '小李', guessed: true, warning: /^no receivable account is open; used Expenses:Uncategorized$/ },
  // money from a person who has an account of their own goes against that account
  { text: '小王给我转了 300', postings: 'Assets:WeChat 300; Assets:Receivables:XiaoWang -300', payee: '小王', guessed: true, warning: /receiving account/ },
  { text: '小王给我 300 支付宝', postings: 'Assets:Alipay 300; Assets:Receivables:XiaoWang -300', payee: '小王', guessed: false },
  { text: '小王还我300 支付宝', postings: 'Assets:Alipay 300; Assets:Receivables:XiaoWang -300', payee: '小王', guessed: false },
  { text: '老张给我 500 微信', postings: 'Assets:WeChat 500; Liabilities:Payables:LaoZhang -500', payee: '老张', guessed: false },
  // 借了X = I borrowed from X: the wallet receives, the person's account gives
  { text: '借了小王 500', postings: 'Assets:WeChat 500; Assets:Receivables:XiaoWang -500', payee: '小王', guessed: true },
  { text: '借了老张 1000 招行', postings: 'Assets:Bank:CMB 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张', guessed: false },
  { text: '还老张 200 微信', postings: 'Assets:WeChat -200; Liabilities:Payables:LaoZhang 200', narration: '还老张', guessed: false },
  // 还 with the person's claim and no wallet: a receivable (they owe me) is paid back to me, a
  // payable (I owe them) is paid by me; never a debt of mine paid from the receivable
  { text: '小王 500 还钱', postings: 'Assets:Receivables:XiaoWang -500; Assets:WeChat 500', guessed: true, warning: /^no receiving account named; used Assets:WeChat$/ },
  { text: '小王 还了 500', postings: 'Assets:Receivables:XiaoWang -500; Assets:WeChat 500', guessed: true, warning: /receiving account/ },
  { text: '老张 500 还钱', postings: 'Assets:WeChat -500; Liabilities:Payables:LaoZhang 500', guessed: true, warning: /source account/ },
  // narrations read as said: no dangling 给 or 收 once the payee's name is taken out
  { text: '给妈妈转账500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500', payee: '妈妈', narration: '转账', guessed: false },
  { text: '给妈妈 红包 1000 微信', postings: 'Expenses:Gifts 1000; Assets:WeChat -1000', payee: '妈妈', narration: '红包', guessed: false },
  { text: '微信转账给房东 3500', postings: 'Expenses:Uncategorized 3500; Assets:WeChat -3500', payee: '房东', narration: '转账' },
  { text: '收到小王还款 300 支付宝', postings: 'Assets:Alipay 300; Assets:Receivables:XiaoWang -300', payee: '小王', narration: '收到小王还款', guessed: false },
  { text: '给小王 300 支付宝', postings: 'Expenses:Uncategorized 300; Assets:Alipay -300', payee: '小王', narration: '给小王' },
  { text: '同事给我转了 50 微信', postings: 'Assets:WeChat 50; Income:Uncategorized -50', payee: '同事', narration: '同事转账' },
  // a closed account named: say so, rather than that none was named
  { text: '午饭 35 工行', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', narration: '午饭', guessed: true, warning: /工行 names Assets:Bank:ICBC, which is closed \(2026-11-21\)/ },
  { text: '午饭 35 工商银行', postings: 'Expenses:Food:Dining 35; Assets:WeChat -35', guessed: true, warning: /工商银行 names Assets:Bank:ICBC, which is closed/ },
];

describe('parseEntry with people who have accounts', () => {
  for (const c of CASES) {
    it(c.text, () => {
      expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE);
    });
  }
});
