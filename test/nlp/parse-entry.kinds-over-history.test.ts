// QA of session 26 on the new starter ledger, as a new user with a few entries posted: one entry
// turned every later guess, both ways. After a lunch paid by Alipay, 工资到账 15000 landed in
// Alipay ("most used in history": spending's history stood in for income's), 还信用卡 and 充值 were
// paid from Alipay, and 提现 moved money into Alipay (where income had landed) or into 余额宝. A
// bank said by its name with no account of its own (用招行卡, 工行) was Alipay's.
import { describe, expect, it } from 'vitest';
import { STARTER_LEDGER } from '../../src/auth/starter-ledger.ts';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';

const SAID_ON = '2026-11-27';

// A new user's first entries: spending paid by Alipay, a red packet into Alipay, 余额宝's yield.
const AFTER_A_FEW = `${STARTER_LEDGER}
2026-11-20 * "午饭"
  Expenses:Food  35 CNY
  Assets:Alipay
2026-11-21 * "收到红包"
  Assets:Alipay  20 CNY
  Income:RedPacket
2026-11-22 * "余额宝收益"
  Assets:Yuebao  0.85 CNY
  Income:Interest
`;

checkedSuite('income, top-ups and withdrawals on the starter ledger after a few entries', AFTER_A_FEW, [
  // spending's history is not income's: a salary lands in the bank
  { text: '工资到账 15000', postings: 'Assets:Bank 15000; Income:Salary -15000', warning: /^no receiving account named; used Assets:Bank$/m },
  { text: '年终奖 5000', postings: 'Assets:Bank 5000; Income:Bonus -5000' },
  // a red packet went to Alipay before: history says where
  { text: '收到红包 66', postings: 'Assets:Alipay 66; Income:RedPacket -66', warning: /most used in history/ },
  // top-ups and card repayments come from a bank, not from where lunch was paid
  { text: '还信用卡 2000', postings: 'Assets:Bank -2000; Liabilities:CreditCard 2000' },
  { text: '充值 200 到微信', postings: 'Assets:Bank -200; Assets:WeChat 200' },
  // a withdrawal lands in a bank account, whatever income's history says
  { text: '提现 1000', postings: 'Assets:Alipay -1000; Assets:Bank 1000' },
  { text: '微信提现 300', postings: 'Assets:WeChat -300; Assets:Bank 300' },
  { text: '支付宝提现 800', postings: 'Assets:Alipay -800; Assets:Bank 800' },
  // a bank said by its name is the ledger's bank account, over history
  { text: '昨天在全家买早饭花了8块，用招行卡', date: '2026-11-26', postings: 'Expenses:Food 8; Assets:Bank -8', warning: /^招行 was named, but the ledger has no open account for it; used Assets:Bank instead$/m },
  { text: '用工行卡付了电费 100', postings: 'Expenses:Utilities 100; Assets:Bank -100' },
  // the bank money came from, by its name (it was a 422: 招行 names no open account of the ledger)
  { text: '从招行转2000到支付宝', postings: 'Assets:Bank -2000; Assets:Alipay 2000', warning: /^招行 was named, but the ledger has no open account for it; used Assets:Bank$/m },
  { text: '招行卡转2000到支付宝', postings: 'Assets:Bank -2000; Assets:Alipay 2000' },
  // spending follows its history as before
  { text: '晚饭 28', postings: 'Expenses:Food 28; Assets:Alipay -28', warning: /most used in history/ },
], SAID_ON);

describe('a bank named with no account of its own', () => {
  it('where the money went, or on both sides, is still a 422 (which bank account it went to is not said)', () => {
    const starter = Ledger.fromText(AFTER_A_FEW, 'starter.beancount');
    for (const [text, word] of [['从支付宝转1000到招行', '招行'], ['从工行转1000到招行', '工行']] as const) {
      expect(() => parseEntry(starter, text, SAID_ON)).toThrow(`${word} names no open account of the ledger`);
    }
  });
  const ledger = Ledger.fromText(`option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
2020-01-01 open Assets:Bank:CMB CNY
  alias: "招行"
2020-01-01 open Liabilities:CreditCard CNY
2020-01-01 open Expenses:Food
`, 'cmb.beancount');
  const accounts = (text: string) => parseEntry(ledger, text, SAID_ON).postings.map((p) => p.account);
  it('is never the account of another bank: 工行 is not Assets:Bank:CMB', () => {
    expect(accounts('午饭 35 工行')).toEqual(['Expenses:Food', 'Assets:Alipay']);
  });
  it('花呗 named with no account of its own is Alipay\'s, whatever history says', () => {
    const wechatFirst = Ledger.fromText(`option "operating_currency" "CNY"
2020-01-01 open Assets:Alipay CNY
2020-01-01 open Assets:WeChat CNY
2020-01-01 open Expenses:Shopping
2020-01-02 * "socks"
  Expenses:Shopping  5 CNY
  Assets:WeChat
`, 'wechat-first.beancount');
    const entry = parseEntry(wechatFirst, '花呗买衣服299', SAID_ON);
    expect(entry.postings.map((p) => p.account)).toEqual(['Expenses:Shopping', 'Assets:Alipay']);
    expect(entry.warnings).toContain('花呗 was named, but the ledger has no open account for it; used Assets:Alipay instead');
  });
  it('is no bank account when a credit card is said with it', () => {
    const generic = Ledger.fromText(`option "operating_currency" "CNY"
2020-01-01 open Assets:Bank CNY
2020-01-01 open Liabilities:Visa CNY
2020-01-01 open Expenses:Food
2020-01-02 * "lunch"
  Expenses:Food  10 CNY
  Liabilities:Visa
`, 'visa.beancount');
    expect(parseEntry(generic, '午饭 35 招行信用卡', SAID_ON).postings.map((p) => p.account)).toEqual(['Expenses:Food', 'Liabilities:Visa']);
  });
});
