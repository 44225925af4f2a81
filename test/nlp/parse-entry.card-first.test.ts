// Second QA round, against a ledger where the credit card pays for most things and nothing was
// ever received (test/fixtures/nlp/card-first.beancount); said on 2026-11-22 (a Sunday).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const FIXTURE = readFileSync(new URL('../fixtures/nlp/card-first.beancount', import.meta.url), 'utf8');
const ledger = Ledger.fromText(FIXTURE, 'card-first.beancount');
const REFERENCE_DATE = '2026-11-22';

function check(l: Ledger, c: EntryCase): void {
  expectEntry(parseEntry(l, c.text, REFERENCE_DATE), c, REFERENCE_DATE);
}

const CASES: readonly EntryCase[] = [
  // a number after 手机 is a price unless it looks like a phone number
  // (a phone is shopping since session 26: it was Expenses:Uncategorized, no category matched)
  { text: '买手机 2999', postings: 'Expenses:Shopping 2999; Liabilities:CreditCard:CMB -2999', narration: '买手机' },
  { text: '买了个新手机 3999 招行信用卡', postings: 'Expenses:Shopping 3999; Liabilities:CreditCard:CMB -3999', narration: '买了个新手机' },
  { text: '换手机 2.5w 招行信用卡', postings: 'Expenses:Shopping 25000; Liabilities:CreditCard:CMB -25000', narration: '换手机' },
  // money received lands in an Assets account, not on the card history would suggest
  // (income with no history of its own lands in a bank since session 26: it was WeChat, where spending was paid from)
  { text: '卖股票 收入 3200', postings: 'Assets:Bank:CMB 3200; Income:Uncategorized -3200', guessed: true, warning: /no receiving account named; used Assets:Bank:CMB$/m },
  { text: '老张给我 500', postings: 'Assets:WeChat 500; Income:Uncategorized -500', payee: '老张', narration: '老张转账', guessed: true, warning: /used Assets:WeChat/ },
  { text: '工资 8000', postings: 'Assets:Bank:CMB 8000; Income:Salary -8000', guessed: true, warning: /used Assets:Bank:CMB/ },
  // unless the sentence names the card
  { text: '退款 200 到招行信用卡', postings: 'Expenses:Uncategorized -200; Liabilities:CreditCard:CMB 200', narration: '退款' },
  // money from a person with a receivable reduces it, as 小王给我转了 300 does
  { text: '收到小王转账 100', postings: 'Assets:WeChat 100; Assets:Receivables:XiaoWang -100', payee: '小王', narration: '收到小王转账', guessed: true, warning: /^no receiving account named; used Assets:WeChat \(most used in history\)$/ },
  { text: '收到小王转账 100 工行', postings: 'Assets:Bank:ICBC 100; Assets:Receivables:XiaoWang -100', payee: '小王', guessed: false },
  { text: '小王给我转了 300', postings: 'Assets:WeChat 300; Assets:Receivables:XiaoWang -300', payee: '小王' },
  // money coming in is not spending: 收款, selling, a deposit returned
  { text: '微信收款 50', postings: 'Assets:WeChat 50; Income:Uncategorized -50', narration: '收款', guessed: true, warning: /^no income category matched; used Income:Uncategorized$/ },
  { text: '二手闲鱼卖出 150', postings: 'Assets:WeChat 150; Income:Uncategorized -150', payee: '闲鱼', narration: '二手闲鱼卖出', guessed: true },
  { text: '卖旧手机 800 闲鱼', postings: 'Assets:WeChat 800; Income:Uncategorized -800', payee: '闲鱼', narration: '卖旧手机', guessed: true },
  { text: '退押金 200', postings: 'Assets:Bank:CMB 200; Income:Uncategorized -200', payee: null, narration: '退押金', guessed: true, warning: /income category/ },
  { text: '押金退回 200 招行', postings: 'Assets:Bank:CMB 200; Income:Uncategorized -200', narration: '押金退回' },
  { text: '扫收款码付了 20 微信', postings: 'Expenses:Uncategorized 20; Assets:WeChat -20' },
  { text: '外卖 30 微信', postings: 'Expenses:Food 30; Assets:WeChat -30', guessed: false },
  // 报销: the company pays back what it owes me (Assets:Reimbursable, alias 报销) into the wallet
  { text: '报销到账 368', postings: 'Assets:WeChat 368; Assets:Reimbursable -368', payee: null, narration: '报销到账', guessed: true, warning: /^no receiving account named; used Assets:WeChat \(most used in history\)$/ },
  { text: '公司报销打车费 120 到招行', postings: 'Assets:Bank:CMB 120; Assets:Reimbursable -120', payee: null, narration: '公司报销打车费', guessed: false },
  // a shared bill I paid, with no receivable open for the others' part: all of it is spending, warned
  { text: '和同事AA吃饭 总共300 我付了 每人100', postings: 'Expenses:Food 300; Liabilities:CreditCard:CMB -300', guessed: true, warning: /^shared bill: who owes the other 200 was not said, and no receivable named for no one \(Assets:Receivables\) is open; booked all 300 \(receivables open: [^)]*Assets:Receivables:XiaoWang[^)]*\)$/m },
  // lexicon gaps: merchants and words that name a category
  { text: '天猫买洗衣液 45', postings: 'Expenses:Shopping 45; Liabilities:CreditCard:CMB -45', payee: '天猫', narration: '买洗衣液' },
  { text: '拼多多 买纸巾 29.9 微信', postings: 'Expenses:Shopping 29.9; Assets:WeChat -29.9', payee: '拼多多', narration: '买纸巾', guessed: false },
  { text: '汉堡 25 微信', postings: 'Expenses:Food 25; Assets:WeChat -25', guessed: false },
  { text: '机票 1280 招行信用卡', postings: 'Expenses:Transport 1280; Liabilities:CreditCard:CMB -1280', guessed: false },
  { text: '体检 399 微信', postings: 'Expenses:Health 399; Assets:WeChat -399', guessed: false },
  // cash: taking it out of a bank, putting it in
  { text: 'ATM取现 1000 招行', postings: 'Assets:Bank:CMB -1000; Assets:Cash 1000', narration: 'ATM取现', guessed: false },
  { text: '存现金 500 到工行', postings: 'Assets:Cash -500; Assets:Bank:ICBC 500', narration: '存现金', guessed: false },
  { text: '取现 300', postings: 'Assets:Bank:CMB -300; Assets:Cash 300', narration: '取现', guessed: true, warning: /^no source account named; used Assets:Bank:CMB$/ },
  { text: '从工行取钱 800', postings: 'Assets:Bank:ICBC -800; Assets:Cash 800', narration: '取钱', guessed: false },
];

describe('parseEntry on a ledger where the card pays for most things', () => {
  for (const c of CASES) it(c.text, () => check(ledger, c));
});

describe('a credit card is never the generic payable', () => {
  const status = (l: Ledger, text: string): number | string => {
    try {
      return JSON.stringify(parseEntry(l, text, REFERENCE_DATE).postings);
    } catch (e) {
      expect(e).toBeInstanceOf(Problem);
      expect((e as Problem).message).toMatch(/no payable account is open/);
      return (e as Problem).status;
    }
  };
  it('422 when no payable account is open (借了小李 1000, 小李借我200, 还小李1000)', () => {
    expect(status(ledger, '借了小李 1000')).toBe(422);
    expect(status(ledger, '小李借我200 微信')).toBe(422);
    expect(status(ledger, '还小李1000')).toBe(422);
  });
  const withPayables = Ledger.fromText(`${FIXTURE}\n2025-01-01 open Liabilities:Payables CNY\n`, 'card-first.beancount');
  const cases: EntryCase[] = [
    // (借了小李 is also said of lending to 小李: warned first, session 39)
    { text: '借了小李 1000', postings: 'Assets:WeChat 1000; Liabilities:Payables -1000', payee: '小李', guessed: true, warning: /^read 借了小李 as borrowed from 小李[^\n]*\nno receiving account named; used Assets:WeChat/ },
    { text: '小李借我200 工行', postings: 'Assets:Bank:ICBC 200; Liabilities:Payables -200', payee: '小李', guessed: false },
    { text: '还小李1000 工行', postings: 'Assets:Bank:ICBC -1000; Liabilities:Payables 1000', payee: '小李', narration: '还小李', guessed: false },
  ];
  for (const c of cases) it(`${c.text} with Liabilities:Payables open`, () => check(withPayables, c));
  const withJiebei = Ledger.fromText(`${FIXTURE}\n2025-01-01 open Liabilities:Jiebei CNY\n`, 'card-first.beancount');
  it('borrowing from a credit line (借呗借了, 向借呗借) moves it into a wallet: no spending, no personal loan', () => {
    check(withJiebei, { text: '从借呗借了5000到微信', postings: 'Liabilities:Jiebei -5000; Assets:WeChat 5000', guessed: false });
    check(withJiebei, { text: '向借呗借 3000 到工行', postings: 'Liabilities:Jiebei -3000; Assets:Bank:ICBC 3000', narration: '向借呗借', guessed: false });
  });
  const withInvestments = Ledger.fromText(`${FIXTURE}\n2025-01-01 open Assets:Invest:Fund CNY\n  alias: "基金"\n`, 'card-first.beancount');
  it('buying or selling what an Assets account holds (买基金, 基金定投, 卖基金, 基金赎回) moves money between my accounts', () => {
    check(withInvestments, { text: '买基金 2000 招行', postings: 'Assets:Bank:CMB -2000; Assets:Invest:Fund 2000', narration: '买基金', guessed: false });
    check(withInvestments, { text: '基金定投 1000 微信', postings: 'Assets:WeChat -1000; Assets:Invest:Fund 1000', narration: '基金定投', guessed: false });
    check(withInvestments, { text: '卖基金 3000 到工行', postings: 'Assets:Invest:Fund -3000; Assets:Bank:ICBC 3000', narration: '卖基金', guessed: false });
    check(withInvestments, { text: '基金赎回 3000 到招行', postings: 'Assets:Invest:Fund -3000; Assets:Bank:CMB 3000', guessed: false });
    // a wallet's name inside a longer word is no purchase of the wallet
    check(withInvestments, { text: '买微信读书会员 25', postings: 'Expenses:Uncategorized 25; Assets:WeChat -25', guessed: true });
  });
  const withFund = Ledger.fromText(`${FIXTURE}\n2025-01-01 open Assets:HousingFund CNY\n  alias: "公积金"\n`, 'card-first.beancount');
  it('公积金提取 with a fund account is a transfer out of it', () => check(withFund, { text: '公积金提取 5000 到工行', postings: 'Assets:HousingFund -5000; Assets:Bank:ICBC 5000', narration: '提取', guessed: false }));
  it('someone paid for me: my spending against what I owe them (同事帮我付了午饭)', () => {
    check(withPayables, { text: '同事帮我付了午饭 30 下次还他', postings: 'Expenses:Food:Lunch 30; Liabilities:Payables -30', payee: '同事', narration: '同事帮我付了午饭 下次还他', guessed: false });
    check(withPayables, { text: '小王帮我垫了打车费 45', postings: 'Expenses:Transport 45; Assets:Receivables:XiaoWang -45', payee: '小王', guessed: false });
    expect(status(ledger, '同事帮我付了午饭 30 下次还他')).toBe(422);
  });
  it('a deposit account, when open, is what a returned deposit credits', () => {
    const withDeposit = Ledger.fromText(`${FIXTURE}\n2025-01-01 open Assets:Deposits CNY\n`, 'card-first.beancount');
    check(withDeposit, { text: '退押金 200 工行', postings: 'Assets:Bank:ICBC 200; Assets:Deposits -200', payee: null, narration: '退押金', guessed: false });
  });
  it("never another person's account (a payable for 老张 is not 小李's)", () => {
    const withLaoZhang = Ledger.fromText(`${FIXTURE}\n2025-01-01 open Liabilities:Payables:LaoZhang CNY\n  alias: "老张"\n`, 'card-first.beancount');
    expect(status(withLaoZhang, '借了小李 1000')).toBe(422);
    check(withLaoZhang, { text: '借了老张 1000 招行', postings: 'Assets:Bank:CMB 1000; Liabilities:Payables:LaoZhang -1000', payee: '老张', guessed: false });
  });
});
