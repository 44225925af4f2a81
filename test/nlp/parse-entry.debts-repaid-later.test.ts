// QA of session 25, said on 2026-11-21 (a Saturday), on debts said with 欠 and a 还 of when:
// - 欠老张的 1000 明天还 微信 paid 老张 back tomorrow: the wallet after the 还 kept it from ending
//   its clause, so it was read as done. So were 明天用微信还, 明天还清, 明天还老张, 回头就还了, 下周还了.
// - 欠老张 1000 房租 12月5日还 dated the debt 2025-12-05 (the date reader's last 12月5日), 我欠老张
//   1000 房租 下个月还 next month, and 跟老张借了 1000 12月5日还 the loan: the day of a repayment to
//   come is not the day of the debt or the loan.
// - 还欠着老张的 88 招行卡 booked a new debt, the 卡 of the wallet taken for what it was for (and
//   the 用 of 还欠着老张的 88 用招行).
// - 欠李四的 1000 昨天还了 支付宝 paid the credit card (the 了 was read as whom it was paid to), and
//   欠老张 1000 昨天还 微信, without 的, moved 1000 from the bank into WeChat.
// - 欠电费 200 with no payable open was a 422 "for what 电费 paid for me": a bill pays for nothing.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { REFERENCE_DATE } from './parse-entry.cases.ts';
import { checkedSuite } from './checked-suite.ts';

// Wallets, a friend's receivable, a creditor's payable, a generic payable and a credit card.
const DEBTS_LEDGER = `option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
  alias: "支付宝"
2020-01-01 open Assets:WeChat CNY
  alias: "微信"
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Assets:Receivables:XiaoWang CNY
  alias: "小王"
2020-01-01 open Liabilities:CreditCard:CMB CNY
  alias: "信用卡"
2020-01-01 open Liabilities:Payables
2020-01-01 open Liabilities:Payables:LaoZhang CNY
  alias: "老张"
2020-01-01 open Expenses:Housing:Rent
  alias: "房租"
2020-01-01 open Expenses:Utilities:Electricity
  alias: "电费"
2020-01-01 open Expenses:Misc
`;
const debts = Ledger.fromText(DEBTS_LEDGER, 'debts.beancount');
// The same without any payable: what is owed has nowhere to go.
const noPayable = Ledger.fromText(DEBTS_LEDGER.replace(/^2020-01-01 open Liabilities:Payables.*\n(?: {2}alias.*\n)?/gm, ''), 'no-payable.beancount');

function problemOf(ledger: Ledger, text: string): Problem {
  try {
    parseEntry(ledger, text, REFERENCE_DATE);
  } catch (e) {
    expect(e).toBeInstanceOf(Problem);
    return e as Problem;
  }
  throw new Error(`no Problem for ${text}`);
}

const LATER = /^read (?:12月5日|下个月|月底) as when it is to be paid back, not the day of the entry$/m;
checkedSuite('a debt or a loan with a repayment to come: booked on its own day', DEBTS_LEDGER, [
  { text: '欠老张 1000 房租 12月5日还 微信', postings: 'Expenses:Housing:Rent 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张', warning: LATER },
  { text: '我欠老张 1000 房租 下个月还', postings: 'Expenses:Housing:Rent 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张', warning: LATER },
  { text: '欠老张 1000 下个月还 房租 微信', postings: 'Expenses:Housing:Rent 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张' },
  { text: '跟老张借了 1000 12月5日还 微信', postings: 'Assets:WeChat 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张', warning: LATER },
  { text: '借给小王 500 月底还 微信', postings: 'Assets:WeChat -500; Assets:Receivables:XiaoWang 500', payee: '小王', warning: LATER },
  // 年底 is no count of years (1000 年底 was no amount), and 年底还 puts the repayment off
  { text: '我欠老张 1000 修车钱 年底还', postings: 'Expenses:Misc 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张' },
  // a day said of the debt itself still dates it
  { text: '昨天欠老张 1000 房租 下个月还', date: '2026-11-20', postings: 'Expenses:Housing:Rent 1000; Liabilities:Payables:LaoZhang -1000' },
], REFERENCE_DATE);

checkedSuite('a debt paid back today or a day past: to the one owed, never the credit card', DEBTS_LEDGER, [
  { text: '欠李四的 1000 昨天还了 支付宝', date: '2026-11-20', postings: 'Assets:Alipay -1000; Liabilities:Payables 1000', payee: '李四' },
  { text: '欠老张 1000 昨天还 微信', date: '2026-11-20', postings: 'Assets:WeChat -1000; Liabilities:Payables:LaoZhang 1000', guessed: false },
  { text: '欠李四 500 今天就还了 招行', postings: 'Assets:Bank:CMB -500; Liabilities:Payables 500', payee: '李四' },
  // 刚才 is "just now": the 才 puts nothing off (刚 was read as what it was for)
  { text: '欠李四的 500 刚才还 微信', postings: 'Assets:WeChat -500; Liabilities:Payables 500', payee: '李四' },
  // as before
  { text: '欠老张的 1000 昨天还 微信', date: '2026-11-20', postings: 'Assets:WeChat -1000; Liabilities:Payables:LaoZhang 1000' },
], REFERENCE_DATE);

describe('a repayment to come, with the wallet it will be paid from: still owed, a 422', () => {
  it('is no payment', () => {
    for (const text of [
      '欠老张的 1000 明天还 微信', '欠老张 1000 12月5日还 微信', '欠老张的 1000 明天用微信还', '欠老张的 1000 明天微信还', '欠老张的 1000 明天还清',
      '欠老张的 1000 下周还 支付宝', '欠老张的 1000 以后再还 微信', '欠老张 1000 年底还 微信', '欠老张的 1000 下周还了 招行', '欠老张的 1000 回头就还了',
      '欠老张的 1000 明天还老张 微信',
    ]) {
      expect(problemOf(debts, text).message, text).toBe('a debt to 老张 with no money moved and what it was for not said');
    }
  });
  it('还欠着老张的 88 招行卡 is still owed, as 还欠着老张的 88 招行 is: the 卡 and the 用 are the wallet’s', () => {
    for (const text of ['还欠着老张的 88 招行卡', '还欠着老张的 88 用招行']) {
      expect(problemOf(debts, text).message, text).toBe('a debt to 老张 with no money moved and what it was for not said');
    }
  });
});

describe('a bill owed with no payable open: the 422 names the bill as owed, not as a person who paid', () => {
  it('欠电费 200, 欠的房租 2000', () => {
    expect(problemOf(noPayable, '欠电费 200').message).toBe('no payable account is open for the 电费 owed');
    expect(problemOf(noPayable, '欠的房租 2000 微信').message).toBe('no payable account is open for the 房租 owed');
  });
  it('a person is still one who paid for me', () => {
    expect(problemOf(noPayable, '我欠李四 1000 房租').message).toBe('no payable account is open for what 李四 paid for me');
  });
});
