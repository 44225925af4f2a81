// Session 38 (said on 2026-11-10): amounts said after payment accounts that add up to the total are
// how it was paid or received, not more money.
// - 卖茶 1000 微信 600 支付宝 400 booked WeChat +1600, Sales -1000 and -600, and 400 of packaging
//   paid from WeChat; now Sales -1000, WeChat 600, Alipay 400 (parts that do not add up: a 422, as
//   for money paid out).
// - 包装盒 35 其中 微信 20 支付宝 15 paid all 35 from WeChat, the parts after 其中 read as naming no
//   category; now WeChat -20, Alipay -15, as 包装盒 35 微信 20 支付宝 15 is.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { Problem } from '../../src/problem.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP = shopLedger({ payees: [LAO_CHEN] });

checkedSuite('parseEntry in a shop: the parts of money received or paid, by account', SHOP, [
  { text: '卖茶 1000 微信 600 支付宝 400', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000', warning: /received 1000 into Assets:WeChat 600 and Assets:Alipay 400/ },
  { text: '卖茶 1000 其中 微信 600 支付宝 400', postings: 'Assets:WeChat 600; Assets:Alipay 400; Income:Sales -1000', warning: /received 1000 into Assets:WeChat 600 and Assets:Alipay 400/ },
  { text: '卖茶 1000 微信收 600 工行到账 400', postings: 'Assets:WeChat 600; Assets:Bank:ICBC 400; Income:Sales -1000', warning: /received 1000 into/ },
  { text: '包装盒 35 其中 微信 20 支付宝 15', postings: 'Expenses:Packaging 35; Assets:WeChat -20; Assets:Alipay -15', warning: /paid 35 from Assets:WeChat 20 and Assets:Alipay 15/ },
  { text: '包装盒 35 其中：微信 20 支付宝 15', postings: 'Expenses:Packaging 35; Assets:WeChat -20; Assets:Alipay -15', warning: /paid 35 from/ },
  // as they were
  { text: '包装盒 35 微信 20 支付宝 15', postings: 'Expenses:Packaging 35; Assets:WeChat -20; Assets:Alipay -15', warning: /paid 35 from/ },
  { text: '卖茶 1000 微信', postings: 'Assets:WeChat 1000; Income:Sales -1000' },
  { text: '包装盒 35 其中 微信 20', postings: 'Expenses:Packaging 35; Assets:WeChat -35' },
], SAID_ON);

describe('parseEntry in a shop: parts received that do not add up to the sale', () => {
  it('is a 422 saying so', () => {
    const ledger = Ledger.fromText(SHOP, 'ledger.beancount');
    expect(() => parseEntry(ledger, '卖茶 1000 微信 600 支付宝 300', SAID_ON)).toThrow(/the amounts received into each account \(微信 600, 支付宝 300\) add up to 900, not to the price 1000/);
  });
});

// Session 39: 午饭 35 其中 微信 20 支付宝 10 (parts by account after 其中 adding up to 30, not 35) paid
// all 35 from WeChat, warned, where 午饭 35 微信 20 支付宝 10 and 卖茶 1000 微信 600 支付宝 300 are a 422:
// which figure is wrong cannot be guessed, said with 其中 or not.
describe('parseEntry in a shop: parts by account after 其中 that do not add up to the whole', () => {
  const ledger = Ledger.fromText(`${SHOP}2026-10-01 open Expenses:Food CNY\n`, 'ledger.beancount');
  const problem = (text: string): Problem => {
    try {
      parseEntry(ledger, text, SAID_ON);
    } catch (e) {
      return e as Problem;
    }
    throw new Error(`${text} was parsed`);
  };
  it.each([
    ['午饭 35 其中 微信 20 支付宝 10', /the amounts of each account said after 其中 \(微信 20, 支付宝 10\) add up to 30, not to the whole 35/],
    ['卖茶 1000 其中 微信 600 支付宝 300', /the amounts of each account said after 其中 \(微信 600, 支付宝 300\) add up to 900, not to the whole 1000/],
    ['包装盒 35 包括 微信 20 支付宝 10', /said after 包括 \(微信 20, 支付宝 10\) add up to 30, not to the whole 35/],
  ])('%s is a 422 naming both figures', (text, message) => {
    const p = problem(text);
    expect(p).toBeInstanceOf(Problem);
    expect(p.status).toBe(422);
    expect(p.message).toMatch(message);
  });
});
