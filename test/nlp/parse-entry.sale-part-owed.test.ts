// Session 38 (said on 2026-11-10): a sale with part of it still owed by the customer.
// 卖龙井 340 微信 还欠 100 put 440 into WeChat, the 100 read as more sales; 卖茶 500 支付宝 赊 200 put
// all 700 on the receivable. Now the sale is the whole, the wallet takes what was paid and the
// receivable kept for customers what is still owed, warned; with no such receivable, a 422.
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../src/ledger/ledger.ts';
import { parseEntry } from '../../src/nlp/parse-entry.ts';
import { checkedSuite } from './checked-suite.ts';
import { LAO_CHEN, shopLedger } from './shop-ledger.ts';

const SAID_ON = '2026-11-10';
const SHOP = shopLedger({ payees: [LAO_CHEN, { name: '张三', account: 'Assets:Receivable:Customers' }] });
const PART = (words: string, sold: string, who: string, paid: string) => new RegExp(`read ${words} as the part of the ${sold} sold still owed by ${who}, booked on Assets:Receivable:Customers: ${paid} paid`);

checkedSuite('parseEntry in a shop: the part of a sale still owed is on the customers\' receivable', SHOP, [
  { text: '卖龙井 340 微信 还欠 100', postings: 'Assets:WeChat 240; Assets:Receivable:Customers 100; Income:Sales -340', warning: PART('还欠 100', '340', 'the customer', '240') },
  { text: '卖茶 500 支付宝 赊 200', postings: 'Assets:Alipay 300; Assets:Receivable:Customers 200; Income:Sales -500', warning: PART('赊 200', '500', 'the customer', '300') },
  { text: '卖给张三龙井 340 微信 还欠 100', postings: 'Assets:WeChat 240; Assets:Receivable:Customers 100; Income:Sales -340', payee: '张三', warning: PART('还欠 100', '340', '张三', '240') },
  { text: '卖茶 340 工行 未付 40', postings: 'Assets:Bank:ICBC 300; Assets:Receivable:Customers 40; Income:Sales -340', warning: PART('未付 40', '340', 'the customer', '300') },
  // as they were
  { text: '卖茶 340 赊账', postings: 'Assets:Receivable:Customers 340; Income:Sales -340' },
  { text: '卖茶 340 微信', postings: 'Assets:WeChat 340; Income:Sales -340' },
], SAID_ON);

describe('parseEntry with no receivable for customers: a sale with a part still owed', () => {
  it('is a 422 naming what is missing, not money invented', () => {
    const ledger = Ledger.fromText(SHOP.replace(/2026-10-01 open Assets:Receivable:Customers CNY\n  alias: "应收,客户欠款"\n/, '').replace(/custom "payee" "张三"\n  account: "Assets:Receivable:Customers"\n/, 'custom "payee" "张三"\n  account: "Income:Sales"\n'), 'ledger.beancount');
    expect(() => parseEntry(ledger, '卖龙井 340 微信 还欠 100', SAID_ON)).toThrow(/part of the sale is said owed \(还欠 100\), but no receivable for customers is open/);
  });
});
