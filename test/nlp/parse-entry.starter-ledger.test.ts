// What a new user types first, on the starter ledger (src/auth/starter-ledger.ts), said on
// 2026-11-26. Until session 26 it had five categories and no catch-all, 花呗, 余额宝, payable or
// receivable: 电影票, 电费, 买药, 红包, 理发 were booked on Expenses:Food as a stand-in (confidence
// 0.42), 花呗 on Alipay, 余额宝收益 as salary; and with no history, money coming in landed in the
// first account by name, Assets:Alipay (a salary, a withdrawal from WeChat, 还信用卡 paid by Alipay).
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-26';

checkedSuite('common sentences on the starter ledger: each kind of spending has its category', STARTER_LEDGER, [
  { text: '昨天打车25 支付宝', date: '2026-11-25', postings: 'Expenses:Transport 25; Assets:Alipay -25', guessed: false },
  { text: '电影票 90 支付宝', postings: 'Expenses:Entertainment 90; Assets:Alipay -90', guessed: false },
  { text: '电费 200 微信', postings: 'Expenses:Utilities 200; Assets:WeChat -200', guessed: false },
  { text: '话费充值 100 支付宝', postings: 'Expenses:Utilities 100; Assets:Alipay -100', guessed: false },
  { text: '买药 45 支付宝', postings: 'Expenses:Health 45; Assets:Alipay -45', guessed: false },
  { text: '高铁票 553 支付宝', postings: 'Expenses:Travel 553; Assets:Alipay -553', guessed: false },
  { text: '学费 3000 银行卡', postings: 'Expenses:Education 3000; Assets:Bank -3000', guessed: false },
  { text: '发红包 100 微信', postings: 'Expenses:Gifts 100; Assets:WeChat -100', guessed: false },
  { text: '收到红包 200 微信', postings: 'Assets:WeChat 200; Income:RedPacket -200', guessed: false },
  { text: '买了个手机 5999 花呗', postings: 'Expenses:Shopping 5999; Liabilities:Huabei -5999', guessed: false },
  { text: '花呗买衣服299', postings: 'Expenses:Shopping 299; Liabilities:Huabei -299', guessed: false },
  { text: '余额宝收益 0.85', postings: 'Assets:Yuebao 0.85; Income:Interest -0.85', guessed: false },
  { text: '欠老张 1000 房租', postings: 'Expenses:Housing 1000; Liabilities:Payables -1000', guessed: false },
  { text: '借给小王 500 微信', postings: 'Assets:Receivables 500; Assets:WeChat -500', guessed: false },
  // money paid back to a person with no account of their own: the payable (it was the credit card)
  { text: '还坐车钱给老张 20 微信', postings: 'Assets:WeChat -20; Liabilities:Payables 20', warning: /^no receiving account named; used Liabilities:Payables$/m },
  { text: '还点外卖的钱给小王 30', postings: 'Assets:Alipay -30; Liabilities:Payables 30', warning: /^no receiving account named; used Liabilities:Payables$/m },
  { text: '理发 50 微信', postings: 'Expenses:Uncategorized 50; Assets:WeChat -50', warning: /^no spending category matched; used Expenses:Uncategorized$/m },
  // QA of session 26: these were Expenses:Uncategorized (a red packet received in English was spending)
  { text: '借钱给小王 200 微信', postings: 'Assets:Receivables 200; Assets:WeChat -200', guessed: false },
  { text: 'Got a red packet 66 on WeChat', postings: 'Assets:WeChat 66; Income:RedPacket -66', guessed: false },
  { text: 'Rent 5000 from bank', postings: 'Expenses:Housing 5000; Assets:Bank -5000', guessed: false },
  { text: 'Paid rent deposit 200 from bank', postings: 'Expenses:Housing 200; Assets:Bank -200', guessed: false },
  { text: 'Deposit 500 to bank from WeChat', postings: 'Assets:WeChat -500; Assets:Bank 500', guessed: false },
  { text: 'KTV 300 微信', postings: 'Expenses:Entertainment 300; Assets:WeChat -300', guessed: false },
  { text: '唱K 300 微信', postings: 'Expenses:Entertainment 300; Assets:WeChat -300', guessed: false },
  { text: '给同事随份子 500 微信', postings: 'Expenses:Gifts 500; Assets:WeChat -500', guessed: false },
  { text: '中午吃沙县小吃22 微信', postings: 'Expenses:Food 22; Assets:WeChat -22', guessed: false },
  { text: '罗森买饭团 9 微信', postings: 'Expenses:Food 9; Assets:WeChat -9', guessed: false },
  { text: '便利店买水 5 微信', postings: 'Expenses:Food 5; Assets:WeChat -5', guessed: false },
  // (the payee was 小王把钱 and 小王钱: 钱 after a name is what was paid; 老钱 is a name)
  { text: '小王把钱还了 500 微信', postings: 'Assets:WeChat 500; Assets:Receivables -500', payee: '小王' },
  { text: '还小王钱 200 微信', postings: 'Assets:WeChat -200; Liabilities:Payables 200', payee: '小王' },
  { text: '还给老钱 500 微信', postings: 'Assets:WeChat -500; Liabilities:Payables 500', payee: '老钱' },
  // with no history, money in lands in the bank, and a card is paid off from it
  { text: '工资到账 12000', postings: 'Assets:Bank 12000; Income:Salary -12000', warning: /^no receiving account named; used Assets:Bank$/m },
  { text: '信用卡还款 3000', postings: 'Assets:Bank -3000; Liabilities:CreditCard 3000', warning: /^no source account named; used Assets:Bank$/m },
  { text: '微信提现 1000', postings: 'Assets:WeChat -1000; Assets:Bank 1000', warning: /^no receiving account named; used Assets:Bank$/m },
  { text: '还花呗1200', postings: 'Assets:Bank -1200; Liabilities:Huabei 1200', warning: /^no source account named; used Assets:Bank$/m },
  { text: '充值 100 微信', postings: 'Assets:Bank -100; Assets:WeChat 100', warning: /^no source account named; used Assets:Bank$/m },
  // a red packet lands in WeChat
  { text: '收到红包 200', postings: 'Assets:WeChat 200; Income:RedPacket -200', warning: /^no receiving account named; used Assets:WeChat$/m },
  // money out, a refund of it and a move into the bank still use the first wallet by name
  { text: '打车 30', postings: 'Expenses:Transport 30; Assets:Alipay -30', warning: /^no payment account named; used Assets:Alipay$/m },
  { text: '打车退款12', postings: 'Expenses:Transport -12; Assets:Alipay 12', warning: /^no receiving account named; used Assets:Alipay$/m },
  { text: '转 1000 到银行卡', postings: 'Assets:Alipay -1000; Assets:Bank 1000', warning: /^no source account named; used Assets:Alipay$/m },
], SAID_ON);

describe('where money in lands with no account named', () => {
  it('history says where, over a bank', () => {
    const ledger = Ledger.fromText(`${STARTER_LEDGER}\n2026-10-10 * "工资"\n  Assets:Alipay  9000 CNY\n  Income:Salary\n`, 'starter.beancount');
    expect(parseEntry(ledger, '工资到账 12000', SAID_ON).postings.map((p) => p.account)).toEqual(['Assets:Alipay', 'Income:Salary']);
  });
  it('without history and without a bank account, the first by name', () => {
    const ledger = Ledger.fromText('2020-01-01 open Assets:WeChat CNY\n2020-01-01 open Assets:Alipay CNY\n2020-01-01 open Income:Salary CNY\n', 'wallets.beancount');
    expect(parseEntry(ledger, '工资到账 12000', SAID_ON).postings.map((p) => p.account)).toEqual(['Assets:Alipay', 'Income:Salary']);
  });
  it('a product of Alipay named without an account of its own lands in Alipay, not a bank', () => {
    const ledger = Ledger.fromText('2020-01-01 open Assets:Alipay CNY\n2020-01-01 open Assets:Bank CNY\n2020-01-01 open Income:Interest CNY\n', 'no-yuebao.beancount');
    expect(parseEntry(ledger, '余额宝收益 0.85', SAID_ON).postings.map((p) => p.account)).toEqual(['Assets:Alipay', 'Income:Interest']);
  });
  it('a bank account is found by any of its segments below the root', () => {
    const ledger = Ledger.fromText('2020-01-01 open Assets:Alipay CNY\n2020-01-01 open Assets:CN:Savings:ICBC CNY\n2020-01-01 open Income:Salary CNY\n', 'savings.beancount');
    expect(parseEntry(ledger, '工资到账 12000', SAID_ON).postings.map((p) => p.account)).toEqual(['Assets:CN:Savings:ICBC', 'Income:Salary']);
  });
});
