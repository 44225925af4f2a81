// Third QA round: sentences that say money in and money out together (工资到账 12000 午饭 25,
// 买衣服 300 退了 100, 收到红包 200 发红包 100), wallets named by the bank account's own alias
// (招行的信用卡), and transfers that name an account which cannot take them. Against
// test/fixtures/nlp/aliased-wallets.beancount, said on 2024-06-03 (a Monday).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Ledger } from '../../src/ledger/ledger.ts';
import { Problem } from '../../src/problem.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { expectEntry, type EntryCase } from './parse-entry.cases.ts';

const FIXTURE = readFileSync(new URL('../fixtures/nlp/aliased-wallets.beancount', import.meta.url), 'utf8');
const ledger = Ledger.fromText(FIXTURE, 'aliased-wallets.beancount');
const REFERENCE_DATE = '2024-06-03';

const CASES: readonly EntryCase[] = [
  // income, then spending out of it: the spending is no income (it was Income:Other -25)
  { text: '工资到账 12000 午饭 25', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Food:Dining 25; Assets:Bank:CMB -25', warning: /read 25 \(午饭\) as paid out of what came in/ },
  { text: '工资到账 12000 打车 30', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Transport:Taxi 30; Assets:Bank:CMB -30' },
  // a verb of paying with no category open: the catch-all, warned (it was Income:Other -4500)
  { text: '工资到账 12000 交房租 4500', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Expenses:Misc 4500; Assets:Bank:CMB -4500', warning: /no spending category matched; used Expenses:Misc/ },
  // more money in stays money in, even when its words name a spending category (交通)
  { text: '工资 8000 交通补贴 300', postings: 'Assets:Bank:CMB 8300; Income:Salary -8000; Income:Other -300' },
  // a card paid off out of the salary: the salary does not land on the card (it was card +15000)
  { text: '工资到账12000 还信用卡3000', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Liabilities:CreditCard:CMB 3000; Assets:Bank:CMB -3000', narration: '工资到账 还信用卡', warning: /paid to Liabilities:CreditCard:CMB out of what came in/ },
  { text: '工资到账 12000 还花呗 500', postings: 'Assets:Bank:CMB 12000; Income:Salary -12000; Liabilities:CreditCard:CMB 500; Assets:Bank:CMB -500', warning: /还花呗 names no open account; paid to Liabilities:CreditCard:CMB/ },
  // a red packet received beside one given (both were Expenses:Gifts)
  // (a red packet lands in WeChat when no red packet came in before: it was the bank, where the salary landed)
  { text: '收到红包 200 发红包 100', postings: 'Assets:WeChat 200; Income:RedPacket -200; Expenses:Gifts 100; Assets:WeChat -100' },
  { text: '收到红包 200，给妈妈发红包 100', postings: 'Assets:WeChat 200; Income:RedPacket -200; Expenses:Gifts 100; Assets:WeChat -100' },
  // a purchase and part of it refunded (both were refunds: the wallet +400)
  { text: '买衣服 300 退了 100', postings: 'Expenses:Shopping 300; Assets:Alipay -300; Assets:Alipay 100; Expenses:Shopping -100', warning: /read 100 as a refund of the 300 spent: 200 was mine/ },
  { text: '午饭 25 退了 5', postings: 'Expenses:Food:Dining 25; Assets:Alipay -25; Assets:Alipay 5; Expenses:Food:Dining -5' },
  { text: '买衣服300，退款100 微信', postings: 'Expenses:Shopping 300; Assets:WeChat -300; Assets:WeChat 100; Expenses:Shopping -100' },
  // a refund alone is still a refund
  { text: '退款 100 支付宝', postings: 'Expenses:Misc -100; Assets:Alipay 100', warning: /no spending category matched/ },
  // a minus sign typed before the amount: the words decide, warned (it was dropped silently)
  { text: '午饭 -25 支付宝', postings: 'Expenses:Food:Dining 25; Assets:Alipay -25', warning: /^read -25 as 25: the words say which way the money went, not the sign$/m },
  { text: '午饭 25 支付宝', postings: 'Expenses:Food:Dining 25; Assets:Alipay -25', guessed: false },
  // 招行 is the bank's alias, but 招行的信用卡 names the card both words name (it was the bank)
  { text: '招行的信用卡 午饭 25', postings: 'Expenses:Food:Dining 25; Liabilities:CreditCard:CMB -25', guessed: false },
  { text: '招商银行信用卡 午饭 25', postings: 'Expenses:Food:Dining 25; Liabilities:CreditCard:CMB -25', guessed: false },
  { text: '招行 午饭 25', postings: 'Expenses:Food:Dining 25; Assets:Bank:CMB -25', guessed: false },
];

describe('parseEntry on sentences that say money in and out, and wallets named by aliases', () => {
  for (const c of CASES) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
});

// Second look at the rules above (a QA round on them): sentences they must leave as they were.
const STILL: readonly EntryCase[] = [
  // paying wages is no income, though 工资 is an income word (it became 5000 of salary received)
  { text: '给阿姨发工资 5000 发红包 500', postings: 'Expenses:Misc 5000; Expenses:Gifts 500; Assets:Alipay -5500' },
  // a verb of receiving covers every item: categories say what came in for (it became +30 and 50 spent)
  { text: '公司报销 打车 30 午饭 50', postings: 'Assets:Bank:CMB 80; Income:Salary -30; Income:Salary -50' },
  { text: '闲鱼卖出 衣服 100 鞋 80', postings: 'Assets:Bank:CMB 180; Income:Other -100; Income:Other -80' },
  // 交 of 交通 and 花 of 花红 are no verbs of paying; a 费 after a salary is an allowance
  { text: '工资 8000 交通费 300', postings: 'Assets:Bank:CMB 8300; Income:Salary -8000; Income:Other -300' },
  { text: '工资 8000 花红 2000', postings: 'Assets:Bank:CMB 10000; Income:Salary -8000; Income:Other -2000' },
  // a refund said with 到 another wallet lands there (it went to the purchase's wallet)
  { text: '用微信买衣服 300 退回 100 到支付宝', postings: 'Expenses:Shopping 300; Assets:WeChat -300; Assets:Alipay 100; Expenses:Shopping -100' },
];

describe('parseEntry keeps what the money-in-and-out rules must not touch', () => {
  for (const c of STILL) it(c.text, () => expectEntry(parseEntry(ledger, c.text, REFERENCE_DATE), c, REFERENCE_DATE));
  it('工资到账 10000 还了信用卡 3000 花呗 500: each liability paid back, the salary in the bank (it landed on 花呗)', () => {
    const full = Ledger.fromText(readFileSync(new URL('../fixtures/nlp/ledger.beancount', import.meta.url), 'utf8'), 'ledger.beancount');
    expectEntry(parseEntry(full, '工资到账 10000 还了信用卡 3000 花呗 500', '2026-11-24'), {
      text: '', postings: 'Assets:Bank:CMB 10000; Income:Salary -10000; Liabilities:CreditCard:CMB 3000; Assets:Bank:CMB -3000; Liabilities:Huabei 500; Assets:Bank:CMB -500',
    }, '2026-11-24');
  });
});

describe('a transfer naming an account that cannot take it is a 422, not spending paid by the other side', () => {
  const problem = (text: string): Problem => {
    try {
      parseEntry(ledger, text, REFERENCE_DATE);
    } catch (e) {
      if (e instanceof Problem) return e;
      throw e;
    }
    throw new Error(`no problem for ${text}`);
  };
  it('a bank closed before the date, on either side (it was 1000 of spending paid by 招行)', () => {
    for (const text of ['从工行转1000到招行', '从招行转1000到工行']) {
      const p = problem(text);
      expect(p.status).toBe(422);
      expect(p.message).toBe('工行 names Assets:Bank:ICBC, which is closed (2024-06-01)');
    }
  });
  it('a wallet that does not hold the currency', () => {
    const p = problem('转账 100美元 从招行信用卡到支付宝');
    expect(p.status).toBe(422);
    // (moved at a price when one is known: see parse-entry.foreign-card-charge.test.ts)
    expect(p.message).toBe('支付宝 names Assets:Alipay, which holds only CNY, and no price of USD in CNY is known on 2024-06-03');
  });
  it('the same transfer between usable accounts is booked', () => {
    expectEntry(parseEntry(ledger, '从招行转1000到支付宝', REFERENCE_DATE), { text: '', postings: 'Assets:Bank:CMB -1000; Assets:Alipay 1000', guessed: false }, REFERENCE_DATE);
  });
});
